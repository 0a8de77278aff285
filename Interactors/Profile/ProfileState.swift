/// Everything the profile screen knows about its parts. The parts shown are a function of it.
struct ProfileState: Equatable, Sendable {
    var posts: [ProfilePost] = ProfileCatalogue.posts(page: 0)
    /// The page `loadMore` asks for next.
    var nextPage = 1
    var showsSuggestions = true

    var hasMorePosts: Bool { !ProfileCatalogue.posts(page: nextPage).isEmpty }

    var parts: [ProfilePart] {
        [.header, .postsTitle] + posts.map(ProfilePart.post) + (hasMorePosts ? [.loadMore] : [])
            + (showsSuggestions ? [.suggestions] : [])
    }

    mutating func apply(_ action: ProfileAction) {
        switch action {
        case .loadMore:
            posts += ProfileCatalogue.posts(page: nextPage)
            nextPage += 1
        case .hidePost(let id):
            posts.removeAll { $0.id == id }
        case .dismissSuggestions:
            showsSuggestions = false
        }
    }
}
