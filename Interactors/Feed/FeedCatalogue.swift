/// The feed's backend, deterministic so that tests and replays see the same posts: pages
/// of three posts, `pageCount` pages in all.
struct FeedCatalogue: Sendable {
    static let postsPerPage = 3

    private static let authors = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Barbara Liskov", "Edsger Dijkstra"]
    private static let captions = [
        "Sunset over the bay", "First snow in the valley", "Morning coffee", "The old lighthouse",
        "Street market", "Rainy window", "Mountain trail", "Harbour at night", "Autumn leaves",
    ]
    private static let remarks = ["Lovely light!", "Where is this?", "Wow", "Adding to my list"]

    /// How many pages the feed has.
    var pageCount = 3

    /// The posts of page `page` (counted from 0); empty past the last page.
    func posts(page: Int) -> [FeedPost] {
        guard (0..<pageCount).contains(page) else { return [] }
        return (0..<Self.postsPerPage).map { offset in
            let number = page * Self.postsPerPage + offset + 1
            var post = FeedPost(
                id: "p\(number)", author: Self.authors[(number - 1) % Self.authors.count], age: "\(number)h",
                caption: Self.captions[(number - 1) % Self.captions.count], likes: number * 7 % 20)
            // Every other post starts with comments, so sections differ in length.
            for _ in 0..<(number % 2 == 1 ? 2 : 0) {
                let author = Self.authors[(number + post.nextCommentNumber) % Self.authors.count]
                let text = Self.remarks[(number + post.nextCommentNumber) % Self.remarks.count]
                post.comments.append(.init(id: "\(post.id).c\(post.nextCommentNumber)", author: author, text: text))
                post.nextCommentNumber += 1
            }
            return post
        }
    }
}
