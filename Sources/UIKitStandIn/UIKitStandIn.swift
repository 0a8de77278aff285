#if !canImport(UIKit)
// UIKit re-exports Foundation and CoreGraphics: code that imports UIKit uses CGRect, IndexPath
// or NSCoder without importing either. So does code that imports the stand-in. (On Linux,
// swift-corelibs Foundation declares the CoreGraphics geometry itself; on macOS only
// CoreGraphics gives `CGRect.zero`, `.width`, `.minY` and the rest to Swift code.)
@_exported import Foundation

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
#endif
