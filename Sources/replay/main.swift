import Foundation
import ReplayTool

exit(ReplayTool.main(Array(CommandLine.arguments.dropFirst())))
