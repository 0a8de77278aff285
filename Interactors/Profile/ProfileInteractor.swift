import InteractorAdapter

/// The profile screen's own logic: which parts it shows, in order — the header, the posts
/// (one container each), `Load more posts` while pages remain, the suggestions. Each part
/// has its own interactor; the screen composes one provider (or group) per part from this
/// interactor's states, so that loading, hiding or dismissing animates as providers that
/// come and go.
///
/// ```swift
/// let profile = ProfileInteractor()
/// profile.dispatch(action: .loadMore)   // emits the parts with posts p3 and p4 added
/// ```
public final class ProfileInteractor: Interactor, ExampleScreen, Sendable {
    /// The screen's name in scripts.
    public static let name = "profile"
    /// The keys of `ProfileAction`, as scripts write them.
    public static let actionNames = ProfileAction.names

    private let store = StateStore<ProfileState, [ProfilePart]>(ProfileState()) { $0.parts }

    /// Creates the profile with its first page of posts.
    public init() {}

    /// Applies `action` and emits the new parts, on the calling thread.
    public func dispatch(action: ProfileAction) {
        store.update { $0.apply(action) }
    }

    /// The current parts, then the parts after every change.
    public func viewStates() -> Observable<[ProfilePart]> {
        store.viewStates()
    }
}
