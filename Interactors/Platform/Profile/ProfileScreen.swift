import HeadlessList
import InteractorAdapter

/// The profile screen as an app assembles it: a `ComposedListAdapter` whose providers are
/// composed anew from every state of `ProfileInteractor` (which parts to show), each part
/// its own provider with its own interactor and cells — the header, a static `Posts` title,
/// one container per post (`PostContainer`), `Load more posts`, the suggestions.
///
/// ```swift
/// let screen = ProfileScreen(listView: tableView)
/// screen.start()
/// ```
///
/// Providers are made once per part and kept, so that a post keeps its state while other
/// posts come and go.
@MainActor
public final class ProfileScreen {
    // MARK: Lifecycle

    /// Builds the screen's providers on a composed adapter driving `listView`.
    /// - Parameter scheduler: where the providers' states are applied (see `ListAdapter`).
    public init(listView: any ListView, scheduler: any Scheduler = MainScheduler.instance) {
        adapter = ComposedListAdapter(listView: listView, scheduler: scheduler)
        header = Self.makeHeader()
        suggestions = Self.makeSuggestions()
        postsTitle = ListProvider(
            id: "title", cell: ProfileTitleCell.self, rows: [ProfileTitleViewState(title: "Posts")])
        loadMore = ListProvider(
            id: "more", cell: ProfileTitleCell.self, rows: [ProfileTitleViewState(title: "Load more posts")])
        loadMore.didSelectItem = { [profile] _ in profile.dispatch(action: .loadMore) }
    }

    // MARK: Public

    /// Which parts the screen shows; scripts dispatch its actions.
    public let profile = ProfileInteractor()
    /// The adapter that drives the list.
    public let adapter: ComposedListAdapter

    /// Shows the profile's parts, and every change of them, animated.
    public func start() {
        adapter.compose(from: profile.viewStates()) { [unowned self] parts in
            for part in parts { node(for: part) }
        }
    }

    // MARK: Private

    private let header: ProviderNode
    private let suggestions: ProviderNode
    private let postsTitle: ProviderNode
    private let loadMore: ListProvider<Never, SingleSection, StaticRow<ProfileTitleViewState>>
    private var posts: [String: PostContainer] = [:]

    private func node(for part: ProfilePart) -> ProviderNode {
        switch part {
        case .header: return header
        case .postsTitle: return postsTitle
        case .loadMore: return loadMore
        case .suggestions: return suggestions
        case .post(let post):
            if let container = posts[post.id] { return container.group }
            let container = PostContainer(post: post)
            posts[post.id] = container
            return container.group
        }
    }

    private static func makeHeader() -> ProviderNode {
        let header = ListProvider(id: "header", interactor: ProfileHeaderInteractor())
        header.registerCell(
            ofType: ProfileSummaryCell.self,
            prepareCell: { [weak header] cell, _ in cell.onFollow = { header?.dispatch(.follow) } },
            didSelect: { [weak header] _ in
                header?.dispatch(.follow)
                return .deselect
            })
        header.registerCell(ofType: ProfileBioCell.self, shouldHighlight: { _ in false })
        return header
    }

    private static func makeSuggestions() -> ProviderNode {
        let suggestions = ListProvider(id: "suggestions", sectionedInteractor: SuggestionsInteractor())
        suggestions.registerHeader(ofType: SuggestionsHeaderView.self)
        suggestions.registerCell(
            ofType: SuggestionCell.self,
            didSelect: { [weak suggestions] state in
                suggestions?.dispatch(.follow(accountId: state.id))
                return .deselect
            })
        return suggestions
    }
}
