import struct Foundation.UUID

// Standard value types are their own identifier and compare content with `==`,
// so a list of them diffs by value.

extension String: Differentiable {}
extension Substring: Differentiable {}
extension Character: Differentiable {}
extension Bool: Differentiable {}
extension Int: Differentiable {}
extension Int8: Differentiable {}
extension Int16: Differentiable {}
extension Int32: Differentiable {}
extension Int64: Differentiable {}
extension UInt: Differentiable {}
extension UInt8: Differentiable {}
extension UInt16: Differentiable {}
extension UInt32: Differentiable {}
extension UInt64: Differentiable {}
extension Double: Differentiable {}
extension Float: Differentiable {}
extension UUID: Differentiable {}
