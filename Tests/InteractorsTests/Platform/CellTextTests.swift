import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

/// Each headless cell shows exactly the text `CellTexts` gives for its view state, the
/// text scripts check; animated cells show it after an in-place render too.
@MainActor
@Suite struct CellTextTests {
    private func text<Cell: RenderableCell & HeadlessCell>(_ type: Cell.Type, _ state: Cell.ViewState) -> String {
        let cell = Cell(reuseIdentifier: "test")
        cell.render(state)
        return cell.text
    }

    private func expectText<Cell: RenderableCell & HeadlessCell>(_ type: Cell.Type, _ states: [Cell.ViewState])
    where Cell.ViewState: Sendable {
        for state in states {
            #expect(text(type, state) == CellTexts.text(state), "\(Cell.self) showing \(state)")
        }
    }

    @Test func todoCells() {
        expectText(
            TodoEntryCell.self,
            [
                TodoEntryViewState(id: "t1", title: "Milk", isDone: false),
                TodoEntryViewState(id: "t2", title: "Eggs", isDone: true),
            ])
        expectText(
            TodoSummaryCell.self,
            [TodoSummaryViewState(remaining: 2, done: 1), TodoSummaryViewState(remaining: 0, done: 0)])
        expectText(TodoEmptyCell.self, [TodoEmptyViewState(message: "Nothing to do")])
    }

    @Test func profileCells() {
        expectText(
            ProfileSummaryCell.self,
            [
                ProfileSummaryViewState(name: "Ada Lovelace", followers: 1_204, isFollowing: false),
                ProfileSummaryViewState(name: "Ada", followers: 1_000_001, isFollowing: true),
                ProfileSummaryViewState(name: "Ada", followers: 999, isFollowing: true),
            ])
        expectText(ProfileBioCell.self, [ProfileBioViewState(text: "Mathematician")])
        expectText(ProfileTitleCell.self, [ProfileTitleViewState(title: "Posts")])
        expectText(PostAuthorCell.self, [PostAuthorViewState(postId: "p1", name: "Ada Lovelace", age: "1h")])
        expectText(
            PostPhotoCell.self,
            [
                PostPhotoViewState(postId: "p1", caption: "Sunset", isLikedByYou: false),
                PostPhotoViewState(postId: "p1", caption: "Sunset", isLikedByYou: true),
            ])
        expectText(
            PostActionsCell.self,
            [
                PostActionsViewState(postId: "p1", isLiked: true, likes: 1, shares: 1),
                PostActionsViewState(postId: "p1", isLiked: false, likes: 0, shares: 2),
            ])
        expectText(PostCommentCell.self, [PostCommentViewState(id: "c1", author: "Alan Turing", text: "Wow")])
        expectText(SuggestionsHeaderView.self, [SuggestionsHeader(title: "Suggested for you")])
        expectText(
            SuggestionCell.self,
            [
                SuggestionViewState(id: "u1", name: "Grace Hopper", isFollowing: false),
                SuggestionViewState(id: "u1", name: "Grace Hopper", isFollowing: true),
            ])
    }

    @Test func feedCells() {
        expectText(FeedAuthorHeaderView.self, [FeedAuthorViewState(postId: "p1", name: "Ada Lovelace", age: "1h")])
        expectText(FeedPhotoCell.self, [FeedPhotoViewState(postId: "p1", caption: "Sunset")])
        expectText(
            FeedActionsCell.self,
            [
                FeedActionsViewState(postId: "p1", isLiked: true, likes: 1, comments: 1, shares: 1),
                FeedActionsViewState(postId: "p1", isLiked: false, likes: 0, comments: 2, shares: 3),
            ])
        expectText(FeedCommentCell.self, [FeedCommentViewState(id: "c1", author: "Alan Turing", text: "Wow")])
    }

    @Test func searchCells() {
        expectText(SearchPromptCell.self, [SearchPromptViewState(message: "Type to search")])
        expectText(SearchLoadingCell.self, [SearchLoadingViewState(query: "milk")])
        expectText(
            SearchSummaryCell.self,
            [SearchSummaryViewState(query: "milk", count: 1), SearchSummaryViewState(query: "x", count: 3)])
        expectText(SearchEmptyCell.self, [SearchEmptyViewState(query: "xyz")])
        expectText(SearchErrorCell.self, [SearchErrorViewState(query: "cheese", message: "network offline")])
        expectText(SearchResultCell.self, [SearchResultViewState(id: "milk", title: "Milk", category: "Dairy")])
    }

    @Test func chatCells() {
        expectText(IncomingMessageCell.self, [IncomingMessageViewState(id: "m1", author: "Ada", text: "Hi")])
        expectText(
            OutgoingMessageCell.self,
            MessageStatus.allCases.map { OutgoingMessageViewState(id: "m2", text: "Hello", status: $0) })
        expectText(TypingIndicatorCell.self, [TypingIndicatorViewState(name: "Ada")])
    }

    @Test func settingsCells() {
        expectText(SettingsHeaderView.self, [SettingsHeaderViewState(id: "general", title: "General")])
        expectText(
            SettingsFooterView.self, [SettingsFooterViewState(id: "shortcuts", text: "2 shortcuts in Control Center")])
        expectText(
            SettingsToggleCell.self,
            [
                SettingsToggleViewState(id: "sync", title: "iCloud sync", isOn: true),
                SettingsToggleViewState(id: "sync", title: "iCloud sync", isOn: false),
            ])
        expectText(
            SettingsChoiceCell.self,
            [SettingsChoiceViewState(id: "theme", title: "Theme", options: ["A", "B"], selected: "B")])
        expectText(
            SettingsShortcutCell.self,
            [
                SettingsShortcutViewState(id: "timer", title: "Timer", isIncluded: true),
                SettingsShortcutViewState(id: "timer", title: "Timer", isIncluded: false),
            ])
    }

    /// An animated cell renders a new state of the item it shows in place, and asks for a
    /// reload when handed another item.
    @Test func animatedCellsRenderTheirOwnItemInPlaceOnly() {
        let cell = TodoEntryCell(reuseIdentifier: "test")
        cell.render(TodoEntryViewState(id: "t1", title: "Milk", isDone: false))
        #expect(cell.render(TodoEntryViewState(id: "t1", title: "Milk", isDone: true), animated: true) == .rendered)
        #expect(cell.text == "☑ Milk")
        #expect(
            cell.render(TodoEntryViewState(id: "t2", title: "Eggs", isDone: false), animated: true) == .needsToReload)
        #expect(cell.text == "☑ Milk", "a refused render leaves the cell as it was")
    }
}
