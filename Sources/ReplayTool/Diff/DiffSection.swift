import InteractorAdapter
import ScriptReplay

/// A section of a diff file, `{"id": ..., "content": ..., "items": [...]}`.
struct DiffSection: DifferentiableSection, Sendable {
    var differenceIdentifier: DiffIdentifier
    /// The section's `"content"` (null when absent), in the form compared by JSON equality.
    var content: CanonicalJSON
    /// The section object as read; its `"items"` are replaced by ``elements`` when printed.
    var json: JSONValue
    var elements: [DiffItem]

    init(differenceIdentifier: DiffIdentifier, content: CanonicalJSON, json: JSONValue, elements: [DiffItem]) {
        self.differenceIdentifier = differenceIdentifier
        self.content = content
        self.json = json
        self.elements = elements
    }

    init<C: Swift.Collection>(source: DiffSection, elements: C) where C.Element == DiffItem {
        self.init(
            differenceIdentifier: source.differenceIdentifier, content: source.content,
            json: source.json, elements: Array(elements)
        )
    }

    func isContentEqual(to source: DiffSection) -> Bool {
        content == source.content
    }

    /// The section object with its current items, other members in their original order.
    var printed: JSONValue {
        guard case .object(let members) = json else { return json }
        let items = JSONValue.array(elements.map(\.json))
        return .object(members.map { $0.key == "items" ? (key: "items", value: items) : $0 })
    }
}
