import Interactors
import ReplayTool

extension ReplayCommand {
    /// The package's own `replay`: the command with the example screens.
    static func run(_ arguments: [String]) -> CommandResult {
        run(arguments, screens: ExampleReplayScreens.factories)
    }
}
