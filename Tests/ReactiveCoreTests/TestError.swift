import Foundation

/// The error tests send through streams.
struct TestError: Error, Equatable, CustomStringConvertible {
    let message: String
    init(_ message: String = "boom") { self.message = message }
    var description: String { message }
}
