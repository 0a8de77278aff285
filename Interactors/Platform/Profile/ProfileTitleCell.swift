import HeadlessList
import InteractorAdapter

/// A static title row of the profile, e.g. `Posts`, or the `Load more posts` row.
public final class ProfileTitleCell: HeadlessCell, RenderableCell {
    /// Shows the title.
    public func render(_ viewState: ProfileTitleViewState) {
        text = viewState.title
    }
}

/// A static title row: no interactor, shown by `ProfileTitleCell`.
public struct ProfileTitleViewState: Hashable, Sendable {
    /// The title.
    public var title: String

    /// A title row showing `title`.
    public init(title: String) {
        self.title = title
    }
}
