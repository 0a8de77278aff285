/// What the profile screen as a whole can do: which parts it shows. (A tap on a part goes to
/// that part's own interactor.) Scripts write the synthesized `Codable` form:
///
/// ```json
/// {"loadMore": {}}
/// {"hidePost": {"postId": "p2"}}
/// {"dismissSuggestions": {}}
/// ```
public enum ProfileAction: Codable, Equatable, Sendable {
    /// Appends the next page of posts, when there is one.
    case loadMore
    /// Takes a post off the profile.
    case hidePost(postId: String)
    /// Takes the suggestions off the profile.
    case dismissSuggestions

    /// The keys of the synthesized `Codable` form, one per case: the names scripts write.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        case loadMore, hidePost, dismissSuggestions
    }

    /// Every action's key, as scripts write it, read from `CodingKeys`.
    public static var names: [String] { CodingKeys.allCases.map(\.stringValue) }
}
