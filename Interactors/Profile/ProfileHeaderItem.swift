import InteractorAdapter

/// A row of the profile's header: an enum whose cases carry view states.
public enum ProfileHeaderItem: ViewStateItem, Differentiable, Equatable, Sendable {
    /// Name, followers and the follow button.
    case summary(ProfileSummaryViewState)
    /// The owner's bio.
    case bio(ProfileBioViewState)

    /// The case's view state.
    public var viewState: any Sendable {
        switch self {
        case .summary(let state): return state
        case .bio(let state): return state
        }
    }

    /// `summary` or `bio`: one row of each.
    public var differenceIdentifier: String {
        switch self {
        case .summary: return "summary"
        case .bio: return "bio"
        }
    }
}

/// The header's first row. A cell shows `Ada Lovelace · 1,204 followers · Follow`.
public struct ProfileSummaryViewState: Hashable, Sendable {
    /// The owner's name.
    public var name: String
    /// Followers, the user included.
    public var followers: Int
    /// Whether the user follows the owner.
    public var isFollowing: Bool
}

/// The owner's bio. A cell shows the text.
public struct ProfileBioViewState: Hashable, Sendable {
    /// The bio.
    public var text: String
}
