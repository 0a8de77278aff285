/// One part of the profile screen, in the order the screen shows them: each part is its own
/// provider (or group of providers) with its own interactor.
public enum ProfilePart: Equatable, Sendable {
    /// The owner's name, followers and bio (`ProfileHeaderInteractor`).
    case header
    /// The `Posts` title: a static row.
    case postsTitle
    /// One post: a container of its author, photo, actions and comments (`PostInteractor`).
    case post(ProfilePost)
    /// The `Load more posts` row, while more pages exist.
    case loadMore
    /// Accounts to follow (`SuggestionsInteractor`).
    case suggestions
}

/// A post as the profile's backend describes it.
public struct ProfilePost: Equatable, Sendable {
    /// A comment under a post.
    public struct Comment: Equatable, Sendable {
        /// The comment's id, unique on the profile, e.g. `"p1.c1"`.
        public var id: String
        /// Who wrote it.
        public var author: String
        /// What they wrote.
        public var text: String
    }

    /// The post's id, e.g. `"p1"`.
    public var id: String
    /// How long ago, e.g. `"1h"`.
    public var age: String
    /// The caption under the photo.
    public var caption: String
    /// Likes before the user's.
    public var likes: Int
    /// The comments, oldest first.
    public var comments: [Comment]
}
