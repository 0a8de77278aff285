import InteractorAdapter

/// What the user can do on the profile's header.
public enum ProfileHeaderAction: Equatable, Sendable {
    /// Follows the profile's owner, or stops following.
    case follow
}

/// The profile header's logic: the owner's summary (name, followers, follow button) and bio.
///
/// ```swift
/// let header = ProfileHeaderInteractor()
/// header.dispatch(action: .follow)   // 1,205 followers · Following
/// ```
public final class ProfileHeaderInteractor: Interactor, Sendable {
    private struct State: Equatable, Sendable {
        var isFollowing = false

        var items: [ProfileHeaderItem] {
            [
                .summary(
                    ProfileSummaryViewState(
                        name: ProfileCatalogue.owner, followers: ProfileCatalogue.followers + (isFollowing ? 1 : 0),
                        isFollowing: isFollowing)),
                .bio(ProfileBioViewState(text: ProfileCatalogue.bio)),
            ]
        }
    }

    private let store = StateStore<State, [ProfileHeaderItem]>(State()) { $0.items }

    /// Creates the header, not following.
    public init() {}

    /// Applies `action` and emits the new rows.
    public func dispatch(action: ProfileHeaderAction) {
        store.update { state in
            switch action {
            case .follow: state.isFollowing.toggle()
            }
        }
    }

    /// The current rows, then the rows after every change.
    public func viewStates() -> Observable<[ProfileHeaderItem]> {
        store.viewStates()
    }
}
