/// A post's photo row. A cell shows `[photo] Sunset over the bay`.
public struct FeedPhotoViewState: Equatable, Hashable, Sendable {
    /// The post's id.
    public var postId: String
    /// The caption under the photo.
    public var caption: String

    /// Creates a photo row's state.
    public init(postId: String, caption: String) {
        self.postId = postId
        self.caption = caption
    }
}
