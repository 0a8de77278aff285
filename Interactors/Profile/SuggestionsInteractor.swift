import InteractorAdapter

/// What the user can do on the suggestions.
public enum SuggestionsAction: Equatable, Sendable {
    /// Follows a suggested account, or stops following.
    case follow(accountId: String)
    /// Takes a suggestion off the list.
    case dismiss(accountId: String)
}

/// The suggestions' logic: one section, `Suggested for you`, with a row per account to follow.
///
/// ```swift
/// let suggestions = SuggestionsInteractor()
/// suggestions.dispatch(action: .follow(accountId: "u1"))   // Grace Hopper · Following
/// ```
public final class SuggestionsInteractor: Interactor, Sendable {
    private struct State: Equatable, Sendable {
        var accounts = ProfileCatalogue.suggestions.map {
            SuggestionViewState(id: $0.id, name: $0.name, isFollowing: false)
        }

        var sections: [SuggestionsSection] {
            [SuggestionsSection(model: SuggestionsHeader(title: "Suggested for you"), elements: accounts)]
        }
    }

    private let store = StateStore<State, [SuggestionsSection]>(State()) { $0.sections }

    /// Creates the suggestions, following nobody.
    public init() {}

    /// Applies `action` and emits the new section.
    public func dispatch(action: SuggestionsAction) {
        store.update { state in
            switch action {
            case .follow(let id):
                guard let index = state.accounts.firstIndex(where: { $0.id == id }) else { return }
                state.accounts[index].isFollowing.toggle()
            case .dismiss(let id):
                state.accounts.removeAll { $0.id == id }
            }
        }
    }

    /// The current section, then the section after every change.
    public func viewStates() -> Observable<[SuggestionsSection]> {
        store.viewStates()
    }
}

/// The suggestions' one section.
public typealias SuggestionsSection = ArraySection<SuggestionsHeader, SuggestionViewState>

/// The suggestions' section header. A header shows its title.
public struct SuggestionsHeader: Differentiable, Hashable, Sendable {
    /// `Suggested for you`.
    public var title: String
    /// One section: the title is its identity.
    public var differenceIdentifier: String { title }
}

/// An account to follow. A cell shows `Grace Hopper · Follow` (or `· Following`); it is its
/// own item, identified by the account.
public struct SuggestionViewState: Differentiable, Hashable, Sendable {
    /// The account's id, e.g. `"u1"`.
    public var id: String
    /// The account's name.
    public var name: String
    /// Whether the user follows it.
    public var isFollowing: Bool

    /// The account's id.
    public var differenceIdentifier: String { id }
}
