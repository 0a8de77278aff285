import InteractorAdapter
import ScriptReplay

/// The content of one diff input: a flat array of items or an array of sections.
///
/// The shape is read off the first element: a file whose element 0 has `"items"` holds
/// sections, any other non-empty file holds items, and every later element must agree.
/// An empty array fits either shape; a section's `"items"` may be empty.
enum DiffDocument {
    case flat([DiffItem])
    case sectioned([DiffSection])

    /// Where a document came from, for error messages: the file, its text (to find the line
    /// and column of an offending value), and, for one side of a pair in a JSON-lines file,
    /// that side's name and where it sits in the line.
    struct Origin {
        var file: String
        var locator: JSONTextLocator
        /// Names the document inside its text (`source` of a pair); empty for a whole file.
        var prefix: String = ""
        /// The path from the text's top-level value to the document.
        var basePath: [JSONPathStep] = []

        /// `location` with the document's own name before it.
        func at(_ location: String) -> String {
            prefix.isEmpty ? location : location.isEmpty ? prefix : "\(prefix): \(location)"
        }

        /// An error about the value at `path` (relative to the document), which `location` names.
        func error(_ path: [JSONPathStep], _ location: String, _ problem: String) -> DiffInputError {
            let position = locator.position(of: basePath + path)
            return .wrongShape(
                file: file, line: position.line, column: position.column, location: at(location), problem: problem
            )
        }
    }

    /// Reads the diff shape out of parsed JSON.
    init(_ value: JSONValue, origin: Origin) throws(DiffInputError) {
        guard case .array(let elements) = value else {
            throw origin.error([], "", "expected an array of items or of sections, found \(value.kindDescription)")
        }
        guard let first = elements.first, first["items"] != nil else {
            self = .flat(try Self.items(elements, origin: origin, path: [], location: ""))
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

    private static func items(
        _ elements: [JSONValue], origin: Origin, path: [JSONPathStep], location: String
    ) throws(DiffInputError) -> [DiffItem] {
        var items: [DiffItem] = []
        items.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let name = location.isEmpty ? "item \(index)" : "\(location), item \(index)"
            let itemPath = path + [.index(index)]
            let (id, content) = try identity(of: element, origin: origin, path: itemPath, name: name)
            if element["items"] != nil {
                let problem =
                    location.isEmpty
                    ? "has \"items\" but item 0 does not: a file holds either items or sections, not both"
                    : "an item cannot have \"items\""
                throw origin.error(itemPath + [.key("items")], name, problem)
            }
            items.append(DiffItem(differenceIdentifier: id, content: CanonicalJSON(content), json: element))
        }
        return items
    }

    private static func section(
        _ element: JSONValue, index: Int, origin: Origin
    ) throws(DiffInputError) -> DiffSection {
        let name = "section \(index)"
        let path: [JSONPathStep] = [.index(index)]
        let (id, content) = try identity(of: element, origin: origin, path: path, name: name)
        guard let items = element["items"] else {
            throw origin.error(
                path, name, "has no \"items\" but section 0 does: a file holds either items or sections, not both")
        }
        guard case .array(let itemValues) = items else {
            throw origin.error(
                path + [.key("items")], name, "\"items\" must be an array, found \(items.kindDescription)")
        }
        let elements = try Self.items(itemValues, origin: origin, path: path + [.key("items")], location: name)
        return DiffSection(differenceIdentifier: id, content: CanonicalJSON(content), json: element, elements: elements)
    }

    /// The `"id"` and `"content"` of the item or section object at `path`.
    private static func identity(
        of element: JSONValue, origin: Origin, path: [JSONPathStep], name: String
    ) throws(DiffInputError) -> (DiffIdentifier, JSONValue) {
        guard case .object = element else {
            throw origin.error(path, name, "expected an object with \"id\", found \(element.kindDescription)")
        }
        guard let idValue = element["id"] else { throw origin.error(path, name, "missing \"id\"") }
        guard let id = DiffIdentifier(idValue) else {
            throw origin.error(
                path + [.key("id")], name, "\"id\" must be a string or a number, found \(idValue.kindDescription)"
            )
        }
        return (id, element["content"] ?? .null)
    }
}
