#if !canImport(UIKit)
// UIKit re-exports Foundation: code that imports UIKit uses CGRect, IndexPath or NSCoder
// without importing Foundation. So does code that imports the stand-in.
@_exported import Foundation
#endif
