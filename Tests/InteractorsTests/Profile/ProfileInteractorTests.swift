import Foundation
import InteractorAdapter
import Testing

@testable import Interactors

/// The profile's interactors, each on its own: the parts the screen shows, the header's
/// follow, a post's state fed down to its rows, the actions row, the suggestions.
@Suite struct ProfileInteractorTests {
    @Test func partsFollowLoadingHidingAndDismissing() throws {
        let profile = ProfileInteractor()
        let recorder = Recorder(profile.viewStates())
        func postIDs() -> [String] {
            (recorder.last ?? []).compactMap { if case .post(let post) = $0 { post.id } else { nil } }
        }
        #expect(recorder.last?.first == .header)
        #expect(postIDs() == ["p1", "p2"])
        #expect(recorder.last?.suffix(2) == [.loadMore, .suggestions])
        profile.dispatch(action: .loadMore)
        profile.dispatch(action: .loadMore)
        #expect(postIDs() == ["p1", "p2", "p3", "p4", "p5"])
        #expect(recorder.last?.contains(.loadMore) == false, "no page left")
        profile.dispatch(action: .hidePost(postId: "p3"))
        profile.dispatch(action: .dismissSuggestions)
        #expect(postIDs() == ["p1", "p2", "p4", "p5"])
        #expect(recorder.last?.last == .post(ProfileCatalogue.posts[4]))
    }

    @Test func theHeaderFollowsAndCountsTheFollower() throws {
        let header = ProfileHeaderInteractor()
        let recorder = Recorder(header.viewStates())
        header.dispatch(action: .follow)
        #expect(CellTexts.texts(try #require(recorder.last)).first == "Ada Lovelace · 1,205 followers · Following")
        header.dispatch(action: .follow)
        #expect(CellTexts.texts(try #require(recorder.last)).first == "Ada Lovelace · 1,204 followers · Follow")
    }

    @Test func aPostsStateFeedsItsRowsAndItsLikeShowsOnThePhoto() throws {
        let post = PostInteractor(post: ProfileCatalogue.posts[0])
        let recorder = Recorder(post.viewStates())
        let state = try #require(recorder.last?.first)
        #expect(
            CellTexts.texts(state.authorRows + state.photoRows + state.commentRows) == [
                "Ada Lovelace · 1h", "[photo] Sunset over the bay", "Grace Hopper: Lovely light!",
                "Alan Turing: Where is this?",
            ])
        post.dispatch(action: .toggleLikedByYou)
        #expect(
            CellTexts.texts(try #require(recorder.last?.first).photoRows) == [
                "[photo] Sunset over the bay · ♥ liked by you"
            ])
        #expect(state.photoRows[0].differenceIdentifier == recorder.last?.first?.photoRows[0].differenceIdentifier)
    }

    @Test func theActionsRowLikesAndShares() throws {
        let actions = PostActionsInteractor(post: ProfileCatalogue.posts[1])
        let recorder = Recorder(actions.viewStates())
        actions.dispatch(action: .like)
        actions.dispatch(action: .share)
        #expect(recorder.last.map { $0.map(CellTexts.text) } == ["♥ 15 likes · 1 share"])
        actions.dispatch(action: .like)
        #expect(recorder.last.map { $0.map(CellTexts.text) } == ["♡ 14 likes · 1 share"])
    }

    @Test func suggestionsFollowAndDismissAccounts() throws {
        let suggestions = SuggestionsInteractor()
        let recorder = Recorder(suggestions.viewStates())
        suggestions.dispatch(action: .follow(accountId: "u2"))
        suggestions.dispatch(action: .dismiss(accountId: "u1"))
        suggestions.dispatch(action: .follow(accountId: "nobody"))
        let section = try #require(recorder.last?.first)
        #expect(
            [CellTexts.text(section.model)] + section.elements.map(CellTexts.text) == [
                "Suggested for you", "Alan Turing · Following", "Barbara Liskov · Follow",
            ])
        #expect(recorder.values.count == 3, "following nobody changes nothing")
    }
}
