import InteractorAdapter

/// The content of one diff input: a flat array of items or an array of sections.
/// An empty array fits either shape.
enum DiffDocument {
    case flat([DiffItem])
    case sectioned([DiffSection])

    /// Where a document came from, for error messages: the file, and inside it a location
    /// prefix such as `line 4: source` for a pair in a JSON-lines file.
    struct Origin {
        var file: String
        var prefix: String = ""

        func at(_ location: String) -> String {
            prefix.isEmpty ? location : location.isEmpty ? prefix : "\(prefix): \(location)"
        }

        func error(_ location: String, _ problem: String) -> DiffInputError {
            .wrongShape(file: file, location: at(location), problem: problem)
        }
    }

    /// Reads the diff shape out of parsed JSON.
    init(_ value: JSONValue, origin: Origin) throws(DiffInputError) {
        guard case .array(let elements) = value else {
            throw origin.error("", "expected an array of items or of sections, found \(value.kindDescription)")
        }
        guard let first = elements.first, first["items"] != nil else {
            self = .flat(try Self.items(elements, origin: origin, location: ""))
            return
        }
        var sections: [DiffSection] = []
        for (index, element) in elements.enumerated() {
            sections.append(try Self.section(element, index: index, origin: origin))
        }
        self = .sectioned(sections)
    }

    var isEmpty: Bool {
        switch self {
        case .flat(let items): return items.isEmpty
        case .sectioned(let sections): return sections.isEmpty
        }
    }

    /// "items" or "sections", for the message about files of different shapes.
    var shapeName: String {
        if case .sectioned = self { return "sections" }
        return "items"
    }

    private static func items(_ elements: [JSONValue], origin: Origin, location: String) throws(DiffInputError) -> [DiffItem] {
        var items: [DiffItem] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let name = location.isEmpty ? "item \(index)" : "\(location), item \(index)"
            let (id, content) = try identity(of: element, origin: origin, name: name)
            if element["items"] != nil {
                let problem = location.isEmpty
                    ? "has \"items\" but item 0 does not: a file holds either items or sections, not both"
                    : "an item cannot have \"items\""
                throw origin.error(name, problem)
            }
            items.append(DiffItem(differenceIdentifier: id, content: content, json: element))
        }
        return items
    }

    private static func section(_ element: JSONValue, index: Int, origin: Origin) throws(DiffInputError) -> DiffSection {
        let name = "section \(index)"
        let (id, content) = try identity(of: element, origin: origin, name: name)
        guard let items = element["items"] else {
            throw origin.error(name, "has no \"items\" but section 0 does: a file holds either items or sections, not both")
        }
        guard case .array(let itemValues) = items else {
            throw origin.error(name, "\"items\" must be an array, found \(items.kindDescription)")
        }
        let elements = try Self.items(itemValues, origin: origin, location: name)
        return DiffSection(differenceIdentifier: id, content: content, json: element, elements: elements)
    }

    /// The `"id"` and `"content"` of an item or section object.
    private static func identity(
        of element: JSONValue, origin: Origin, name: String
    ) throws(DiffInputError) -> (DiffIdentifier, JSONValue) {
        guard case .object = element else {
            throw origin.error(name, "expected an object with \"id\", found \(element.kindDescription)")
        }
        guard let idValue = element["id"] else { throw origin.error(name, "missing \"id\"") }
        guard let id = DiffIdentifier(idValue) else {
            throw origin.error(name, "\"id\" must be a string or a number, found \(idValue.kindDescription)")
        }
        return (id, element["content"] ?? .null)
    }
}
