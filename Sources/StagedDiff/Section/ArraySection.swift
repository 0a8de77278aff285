/// A ready-made section: a `Differentiable` model (identity and header content) and an
/// array of elements.
///
/// ```swift
/// let source = [ArraySection(model: "Fruit", elements: ["apple", "pear"])]
/// let target = [ArraySection(model: "Fruit", elements: ["pear", "fig"])]
/// let changeset = StagedChangeset(source: source, target: target)
/// ```
public struct ArraySection<Model: Differentiable, Element: Differentiable>: DifferentiableSection {
    /// The section's identity and content.
    public var model: Model
    /// The elements of the section, in display order.
    public var elements: [Element]

    /// Creates a section with a model and elements.
    @inlinable
    public init<C: Swift.Collection>(model: Model, elements: C) where C.Element == Element {
        self.model = model
        self.elements = Array(elements)
    }

    /// Creates a section with the model of `source` and new elements.
    @inlinable
    public init<C: Swift.Collection>(source: ArraySection, elements: C) where C.Element == Element {
        self.init(model: source.model, elements: elements)
    }

    /// The model's identifier.
    @inlinable
    public var differenceIdentifier: Model.DifferenceIdentifier {
        model.differenceIdentifier
    }

    /// Compares the models only: element changes are reported per element.
    @inlinable
    public func isContentEqual(to source: ArraySection) -> Bool {
        model.isContentEqual(to: source.model)
    }
}

extension ArraySection: Equatable where Model: Equatable, Element: Equatable {
    /// Two sections are equal when their models and elements are.
    @inlinable
    public static func == (lhs: ArraySection, rhs: ArraySection) -> Bool {
        lhs.model == rhs.model && lhs.elements == rhs.elements
    }
}

extension ArraySection: Sendable where Model: Sendable, Element: Sendable {}

extension ArraySection: CustomDebugStringConvertible {
    /// The model and the elements, for test failures and logs.
    public var debugDescription: String {
        "ArraySection(model: \(String(reflecting: model)), elements: \(String(reflecting: elements)))"
    }
}
