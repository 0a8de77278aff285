import Foundation
import InteractorAdapter

@testable import Interactors

/// The text each example cell is meant to show for its view state: what scripts' `visible`,
/// `contains` and `absent` checks match. The headless cells (written with the replay
/// runner) must show the same texts.
enum CellTexts {
    static func text(_ viewState: any Sendable) -> String {
        switch viewState {
        case let state as TodoEntryViewState: return (state.isDone ? "☑ " : "☐ ") + state.title
        case let state as TodoSummaryViewState: return "\(state.remaining) left · \(state.done) done"
        case let state as TodoEmptyViewState: return state.message
        case let state as FeedAuthorViewState: return "\(state.name) · \(state.age)"
        case let state as FeedPhotoViewState: return "[photo] " + state.caption
        case let state as FeedActionsViewState:
            return "\(state.isLiked ? "♥" : "♡") \(count(state.likes, "like")) · \(count(state.comments, "comment")) · "
                + count(state.shares, "share")
        case let state as FeedCommentViewState: return "\(state.author): \(state.text)"
        default: return searchChatOrSettingsText(viewState)
        }
    }

    private static func searchChatOrSettingsText(_ viewState: any Sendable) -> String {
        switch viewState {
        case let state as SearchPromptViewState: return state.message
        case let state as SearchLoadingViewState: return "Searching \"\(state.query)\"..."
        case let state as SearchSummaryViewState: return "\(count(state.count, "result")) for \"\(state.query)\""
        case let state as SearchEmptyViewState: return "No results for \"\(state.query)\""
        case let state as SearchErrorViewState: return "Search failed: \(state.message). Tap to retry"
        case let state as SearchResultViewState: return "\(state.title) · \(state.category)"
        case let state as IncomingMessageViewState: return "\(state.author): \(state.text)"
        case let state as OutgoingMessageViewState: return "You: \(state.text) · \(state.status.rawValue)"
        case let state as TypingIndicatorViewState: return "\(state.name) is typing..."
        case let state as SettingsHeaderViewState: return state.title
        case let state as SettingsFooterViewState: return state.text
        case let state as SettingsToggleViewState: return (state.isOn ? "[x] " : "[ ] ") + state.title
        case let state as SettingsChoiceViewState: return "\(state.title): \(state.selected)"
        case let state as SettingsShortcutViewState: return (state.isIncluded ? "- " : "+ ") + state.title
        default: return profileText(viewState)
        }
    }

    private static func profileText(_ viewState: any Sendable) -> String {
        switch viewState {
        case let state as ProfileSummaryViewState:
            let followers = state.followers.formatted(.number.locale(Locale(identifier: "en_US")))
            return "\(state.name) · \(followers) followers · \(state.isFollowing ? "Following" : "Follow")"
        case let state as ProfileBioViewState: return state.text
        case let state as ProfileTitleViewState: return state.title
        case let state as PostAuthorViewState: return "\(state.name) · \(state.age)"
        case let state as PostPhotoViewState:
            return "[photo] \(state.caption)" + (state.isLikedByYou ? " · ♥ liked by you" : "")
        case let state as PostActionsViewState:
            return "\(state.isLiked ? "♥" : "♡") \(count(state.likes, "like")) · \(count(state.shares, "share"))"
        case let state as PostCommentViewState: return "\(state.author): \(state.text)"
        case let state as SuggestionsHeader: return state.title
        case let state as SuggestionViewState: return "\(state.name) · \(state.isFollowing ? "Following" : "Follow")"
        default: return "<no text for \(type(of: viewState))>"
        }
    }

    /// `1 like`, `2 likes`, `0 likes`.
    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The texts of a flat list's rows.
    static func texts<Item: ViewStateItem>(_ items: [Item]) -> [String] {
        items.map { text($0.viewState) }
    }

    /// Each section as its header's text followed by its rows' texts.
    static func texts<Model: ViewStateItem, Item: ViewStateItem>(
        _ sections: [ArraySection<Model, Item>]
    ) -> [[String]] {
        sections.map { [text($0.model.viewState)] + texts($0.elements) }
    }
}
