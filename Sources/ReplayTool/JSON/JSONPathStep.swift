/// One step from a JSON value to a value inside it: an object member or an array element.
enum JSONPathStep: Equatable, Sendable {
    case key(String)
    case index(Int)

    /// `a.b[2]`-style text for a whole path; "(top level)" for the empty path.
    static func text(of path: [JSONPathStep]) -> String {
        guard !path.isEmpty else { return "(top level)" }
        var text = ""
        for step in path {
            switch step {
            case .key(let name): text += text.isEmpty ? name : "." + name
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
