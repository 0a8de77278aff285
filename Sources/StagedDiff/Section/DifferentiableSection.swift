/// A section of a sectioned list: itself `Differentiable` (its identity and content are the
/// section's, e.g. its header) and holding the elements that the differ matches across sections.
///
/// The differ builds the intermediate sections of a staged changeset with
/// ``init(source:elements:)``, so a conforming type must be able to copy its own
/// section-level data and take a new list of elements.
public protocol DifferentiableSection: Differentiable {
    /// The collection holding the section's elements.
    associatedtype Collection: Swift.Collection where Collection.Element: Differentiable

    /// The elements of the section, in display order.
    var elements: Collection { get }

    /// Creates a section with the section-level data of `source` and the given elements.
    ///
    /// - Parameters:
    ///   - source: The section whose identity and content the new section keeps.
    ///   - elements: The elements of the new section.
    init<C: Swift.Collection>(source: Self, elements: C) where C.Element == Collection.Element
}
