/// The profile's backend, deterministic so that tests and replays see the same profile:
/// Ada Lovelace, five posts in pages of two, three accounts to suggest.
enum ProfileCatalogue {
    static let owner = "Ada Lovelace"
    static let bio = "Mathematician · writes about analytical engines"
    static let followers = 1_204
    static let postsPerPage = 2

    static let posts: [ProfilePost] = [
        post(
            1, "Sunset over the bay", likes: 7,
            comments: [("Grace Hopper", "Lovely light!"), ("Alan Turing", "Where is this?")]),
        post(2, "First snow in the valley", likes: 14, comments: []),
        post(3, "Morning coffee", likes: 1, comments: [("Barbara Liskov", "Wow")]),
        post(4, "The old lighthouse", likes: 3, comments: []),
        post(5, "Street market", likes: 9, comments: [("Edsger Dijkstra", "Adding to my list")]),
    ]

    static let suggestions: [(id: String, name: String)] = [
        ("u1", "Grace Hopper"), ("u2", "Alan Turing"), ("u3", "Barbara Liskov"),
    ]

    /// The posts of page `page` (counted from 0); empty past the last page.
    static func posts(page: Int) -> [ProfilePost] {
        Array(posts.dropFirst(page * postsPerPage).prefix(postsPerPage))
    }

    private static func post(
        _ number: Int, _ caption: String, likes: Int, comments: [(String, String)]
    ) -> ProfilePost {
        ProfilePost(
            id: "p\(number)", age: "\(number)h", caption: caption, likes: likes,
            comments: comments.enumerated().map {
                .init(id: "p\(number).c\($0.offset + 1)", author: $0.element.0, text: $0.element.1)
            })
    }
}
