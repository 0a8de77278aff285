import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting
import Testing

@testable import Interactors

/// The README's "Composing a screen from several interactors" example, as written there:
/// it compiles, shows the parts in order, and a like on a post's actions row changes its
/// photo through the container.
@MainActor
@Suite struct ReadmeCompositionTests {
    // The README's function, as swift format writes it.
    func showProfile(on list: HeadlessListView, posts: [ProfilePost], suggestions: ProviderNode?) -> ComposedListAdapter
    {
        let adapter = ComposedListAdapter(listView: list)
        let header = ListProvider(id: "header", interactor: ProfileHeaderInteractor())  // its own Action and Item
        header.registerCell(
            ofType: ProfileSummaryCell.self,
            didSelect: { [weak header] _ in
                header?.dispatch(.follow)
                return .deselect
            })
        header.registerCell(ofType: ProfileBioCell.self)
        func container(for post: ProfilePost) -> ProviderGroup {  // DCFrame's post: events up, data down
            let parent = PostInteractor(post: post)
            let photo = ListProvider(id: "photo", items: parent.viewStates().map { $0.flatMap(\.photoRows) })
            photo.registerCell(ofType: PostPhotoCell.self)
            let actions = ListProvider(id: "actions", interactor: PostActionsInteractor(post: post))
            actions.registerCell(
                ofType: PostActionsCell.self,
                didSelect: { [weak actions] _ in
                    actions?.dispatch(.like)
                    return .deselect
                })
            let group = ProviderGroup(id: post.id) {
                photo
                actions
            }
            group.onAction(PostActionsAction.self) { if $0 == .like { parent.dispatch(action: .toggleLikedByYou) } }
            return group
        }
        adapter.compose {  // again with other parts: animated
            header
            ListProvider(id: "title", cell: ProfileTitleCell.self, rows: [ProfileTitleViewState(title: "Posts")])
            for post in posts { container(for: post) }
            if let suggestions { suggestions }
        }
        return adapter
    }

    @Test func theExampleShowsItsPartsAndALikeReachesThePhoto() {
        let list = HeadlessListView(viewportHeight: 600, rowHeight: 44)
        let adapter = showProfile(on: list, posts: Array(ProfileCatalogue.posts.prefix(2)), suggestions: nil)
        #expect(
            list.visibleRows.map(\.text) == [
                "Ada Lovelace · 1,204 followers · Follow", "Mathematician · writes about analytical engines", "Posts",
                "[photo] Sunset over the bay", "♡ 7 likes · 0 shares", "[photo] First snow in the valley",
                "♡ 14 likes · 0 shares",
            ])
        list.tapItem(at: IndexPath(item: 0, section: 3))
        #expect(
            list.visibleRows.map(\.text)[3...4] == [
                "[photo] Sunset over the bay · ♥ liked by you", "♥ 8 likes · 0 shares",
            ])
        #expect(adapter.providers.map(\.id) == ["header", "title", "p1", "p2"])
    }
}
