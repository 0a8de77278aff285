#if !canImport(UIKit)
import Foundation

/// UIKit's `UIImage` (Apple documentation: `UIImage`), reduced to its name: the stand-in
/// draws nothing, and the binding never makes one. It exists so that initializers taking an
/// image (`UIAction`, `UIMenu`) are spelled as UIKit spells them.
open class UIImage: NSObject {}
#endif
