/// A value the differ can track: an identity that survives edits, and content that can change.
///
/// The identifier decides whether an element was inserted, deleted or moved; the content
/// comparison decides whether a matched element was updated.
///
/// ```swift
/// struct Todo: Differentiable, Equatable {
///     var id: UUID
///     var title: String
///     var differenceIdentifier: UUID { id }
/// }
/// // `isContentEqual(to:)` comes from `Equatable`.
/// ```
///
/// - Note: An `Equatable` type compares content with `==`; a `Hashable` type is its own
///   identifier. Both defaults can be replaced.
public protocol Differentiable {
    /// The type of the identity; it must be `Hashable` so the differ can match in linear time.
    associatedtype DifferenceIdentifier: Hashable

    /// The identity of the value: equal identifiers mean "the same element".
    var differenceIdentifier: DifferenceIdentifier { get }

    /// Whether this value shows the same content as `source`, an older value with the same
    /// identifier. `false` makes the differ report an update.
    func isContentEqual(to source: Self) -> Bool
}

extension Differentiable where Self: Equatable {
    /// Compares content with `==`.
    @inlinable
    public func isContentEqual(to source: Self) -> Bool {
        self == source
    }
}

extension Differentiable where Self: Hashable {
    /// A `Hashable` value is its own identifier.
    @inlinable
    public var differenceIdentifier: Self {
        self
    }
}
