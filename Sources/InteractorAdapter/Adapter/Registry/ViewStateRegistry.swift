import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// The registrations of one kind (cells, headers, footers, or the interactions of cells),
/// found by the dynamic type of a view state in O(1).
///
/// A view state that is an instance of a subclass of a registered class finds the
/// registration of its nearest registered superclass; the answer is cached per type.
@MainActor
struct ViewStateRegistry<Registration> {
    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var inherited: [ObjectIdentifier: Registration?] = [:]

    /// Whether nothing is registered.
    var isEmpty: Bool { registrations.isEmpty }

    /// Every registration made, in no particular order.
    var all: [Registration] { Array(registrations.values) }

    /// Registers `registration` for view states of type `viewStateType`, replacing any other.
    mutating func register(_ registration: Registration, for viewStateType: Any.Type) {
        registrations[ObjectIdentifier(viewStateType)] = registration
        inherited = [:]
    }

    /// The registration for `viewState`'s dynamic type, or nil.
    mutating func registration(for viewState: Any) -> Registration? {
        let type = Swift.type(of: viewState)
        let key = ObjectIdentifier(type)
        if let registration = registrations[key] { return registration }
        if let cached = inherited[key] { return cached }
        var found: Registration?
        for superclass in Self.superclasses(of: viewState) {
            if let registration = registrations[ObjectIdentifier(superclass)] {
                found = registration
                break
            }
        }
        inherited[key] = .some(found)
        return found
    }

    private static func superclasses(of value: Any) -> [Any.Type] {
        var types: [Any.Type] = []
        var mirror = Mirror(reflecting: value).superclassMirror
        while let current = mirror {
            types.append(current.subjectType)
            mirror = current.superclassMirror
        }
        return types
    }
}
