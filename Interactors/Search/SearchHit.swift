/// One thing the backend found.
public struct SearchHit: Equatable, Hashable, Sendable {
    /// Stable id, e.g. `"milk"`.
    public var id: String
    /// What to show, e.g. `"Milk"`.
    public var title: String
    /// Its category, e.g. `"Dairy"`.
    public var category: String

    /// Creates a hit.
    public init(id: String, title: String, category: String) {
        self.id = id
        self.title = title
        self.category = category
    }
}
