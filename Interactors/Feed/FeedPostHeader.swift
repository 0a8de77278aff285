import InteractorAdapter

/// The model of a post's section, shown by the section header: who posted and when.
/// A Kotlin `data class` reaches Swift as a final class, as here.
public final class FeedPostHeader: ViewStateItem, Differentiable, Sendable {
    /// The header's state.
    public let state: FeedAuthorViewState

    /// Wraps a header's state.
    public init(_ state: FeedAuthorViewState) { self.state = state }

    /// The header's state, for the header renderer.
    public var viewState: any Sendable { state }

    /// The post's id: a section is a post.
    public var differenceIdentifier: String { state.postId }

    /// Equal header state.
    public func isContentEqual(to source: FeedPostHeader) -> Bool { state == source.state }
}

/// One post of the feed: its header and its rows (photo, actions, comments).
public typealias FeedSection = ArraySection<FeedPostHeader, FeedItem>
