import InteractorAdapterUIKit
import Interactors

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// The feed screen on a collection view with a section header per post, as an app writes
/// it: one full-width line per item, the author above each post.
public final class FeedViewController: UIViewController {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - interactor: the screen's state and actions (`FeedInteractor.live()` in an app).
    ///   - scheduler: where the adapter applies states (virtual time in tests).
    public init(interactor: FeedInteractor, scheduler: any Scheduler = MainScheduler.instance) {
        self.interactor = interactor
        self.scheduler = scheduler
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    /// Not used: the screen is built in code.
    public required init?(coder: NSCoder) {
        nil
    }

    // MARK: Public

    /// The screen's state and actions.
    public let interactor: FeedInteractor

    /// The collection view is the screen.
    public override func loadView() {
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        view = UICollectionView(frame: .zero, collectionViewLayout: layout)
    }

    /// Wires the collection view to the interactor.
    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let collectionView = view as? UICollectionView else { return }
        let adapter = ListAdapter<FeedPostHeader, FeedItem>(collectionView: collectionView, scheduler: scheduler)
        adapter.registerFeedCollectionCells(dispatchingTo: interactor)
        adapter.bind(to: interactor)
        self.adapter = adapter
    }

    /// Full-width lines: 44 points per item (comments as tall as their layout), 28 per header.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        layout.itemSize = CGSize(width: width, height: 44)
        layout.headerReferenceSize = CGSize(width: width, height: 28)
        adapter?.sizingEnvironment.width = Double(width)
    }

    // MARK: Internal

    /// The adapter, once the view is loaded.
    private(set) var adapter: ListAdapter<FeedPostHeader, FeedItem>?

    // MARK: Private

    private let scheduler: any Scheduler
    private let layout = UICollectionViewFlowLayout()
}
