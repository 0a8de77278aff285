/// One result row. A cell shows `Milk · Dairy`.
public struct SearchResultViewState: Equatable, Hashable, Sendable {
    /// The hit's id, e.g. `"milk"`.
    public var id: String
    /// The hit's title.
    public var title: String
    /// The hit's category.
    public var category: String

    /// Creates a result row's state.
    public init(id: String, title: String, category: String) {
        self.id = id
        self.title = title
        self.category = category
    }
}
