import InteractorAdapter

/// A row inside a post's section, shaped as Kotlin/Native exports a sealed class (see
/// `TodoItem`): `FeedItem.Photo`, `FeedItem.Actions` and `FeedItem.Comment`, each holding
/// its view state.
///
/// Identifiers are unique in the whole feed (`p1.photo`, `p1.actions`, `p1.c1`), since the
/// differ matches rows across sections.
public class FeedItem: ViewStateItem, @unchecked Sendable {
    /// The post's photo and caption.
    public final class Photo: FeedItem, @unchecked Sendable {
        /// The photo row's state.
        public let state: FeedPhotoViewState
        /// Wraps a photo row's state.
        public init(_ state: FeedPhotoViewState) { self.state = state }
    }

    /// The like / comment / share row.
    public final class Actions: FeedItem, @unchecked Sendable {
        /// The actions row's state.
        public let state: FeedActionsViewState
        /// Wraps an actions row's state.
        public init(_ state: FeedActionsViewState) { self.state = state }
    }

    /// One comment.
    public final class Comment: FeedItem, @unchecked Sendable {
        /// The comment row's state.
        public let state: FeedCommentViewState
        /// Wraps a comment row's state.
        public init(_ state: FeedCommentViewState) { self.state = state }
    }

    // Only the nested cases may exist, as with a sealed class.
    fileprivate init() {}

    /// The case's view state.
    public var viewState: any Sendable {
        switch self {
        case let photo as Photo: return photo.state
        case let actions as Actions: return actions.state
        case let comment as Comment: return comment.state
        default: preconditionFailure("FeedItem is sealed: \(type(of: self)) is not one of its cases")
        }
    }
}

extension FeedItem: Differentiable {
    /// `<post>.photo`, `<post>.actions`, or the comment's id.
    public var differenceIdentifier: String {
        switch self {
        case let photo as Photo: return photo.state.postId + ".photo"
        case let actions as Actions: return actions.state.postId + ".actions"
        case let comment as Comment: return comment.state.id
        default: return ""
        }
    }

    /// Same case and equal view state.
    public func isContentEqual(to source: FeedItem) -> Bool {
        switch (self, source) {
        case let (new as Photo, old as Photo): return new.state == old.state
        case let (new as Actions, old as Actions): return new.state == old.state
        case let (new as Comment, old as Comment): return new.state == old.state
        default: return false
        }
    }
}
