import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// What `TableListView` and `CollectionListView` share, written once: the data source and
/// delegate they answer UIKit for (through proxies each installs), the scroll delegate, the
/// batch updater with its timeouts, reloads and batches. Only the two lists subclass it; what
/// stays in each is what UIKit's two APIs force apart (the view's own calls, cell, header and
/// footer classes, registration and dequeueing, swipe actions, which a collection view
/// offers only through a list layout).
@MainActor
public class UIKitListView {
    // MARK: Lifecycle

    /// A list whose data source and delegate UIKit reaches through the subclass's proxies.
    /// - Parameter systemVersion: the system to behave for; nil is the running one.
    init(scheduler: any Scheduler, systemVersion: OperatingSystemVersion?) {
        updater = UIKitBatchUpdater(
            scheduler: scheduler, reconfigures: SystemVersion.reconfigures(systemVersion ?? SystemVersion.current),
            pinsCounts: true)
        retainedDataSource = nil
    }

    /// A list over a view whose data source the caller keeps (the low-level
    /// `reload(using:...)`): `bridge` answers for it and is kept for the list's life; the
    /// subclass installs no proxy.
    init(scheduler: any Scheduler, answeringFor bridge: any ListViewDataSource) {
        updater = UIKitBatchUpdater(scheduler: scheduler, reconfigures: false, pinsCounts: false)
        retainedDataSource = bridge
        dataSource = bridge
    }

    // MARK: Public

    /// Answers counts, cells, headers, footers and moves. Held weakly, as in UIKit. When it
    /// adopts `ListViewDataSourcePrefetching`, UIKit's `prefetchDataSource` tells it which
    /// items are about to appear; otherwise the view has none. When it adopts
    /// `CommittedDataHolding` (the adapters do), whatever UIKit asks while a batch waits is
    /// answered from the data UIKit has committed.
    public weak var dataSource: (any ListViewDataSource)? {
        didSet { dataSourceDidChange() }
    }

    /// Answers highlight, selection, scrolling, swipe actions, context menus, where a dragged
    /// item may go, display callbacks, header and footer heights if it adopts
    /// `ListViewSectionHeightProviding` (0: the section has none), and item heights too if it
    /// adopts `ListViewHeightProviding`. Held weakly.
    public weak var delegate: (any ListViewDelegate)? {
        didSet { delegateDidChange() }
    }

    /// Hears every scroll callback of the view (`scrollViewDidScroll(_:)`, dragging,
    /// decelerating, scrolling to the top ...), each forwarded explicitly. Held weakly.
    public weak var scrollDelegate: (any UIScrollViewDelegate)? {
        didSet { delegateProxy?.scrollDelegate = scrollDelegate }
    }

    /// How long a batch's completion may take before it is taken as lost and called with
    /// `finished` false: UIKit never calls it when the view leaves its window mid-animation.
    /// 1 second by default; UIKit's batch animations last about 0.3.
    public var completionTimeout: TimeInterval {
        get { updater.completionTimeout }
        set { updater.completionTimeout = newValue }
    }

    /// `reloadData()` then `layoutIfNeeded()`, so the visible cells are the new ones at once;
    /// waits while the view has uncommitted updates (a drop in progress).
    public func reloadData() {
        delegateDidChange()
        updater.reloadData()
    }

    /// Whether a `reloadData()` called now would wait: inside a batch's block, or while UIKit
    /// has uncommitted updates (`ListViewDeferringReloads`).
    public var reloadWillWait: Bool {
        updater.reloadWillWait
    }

    /// One batch, checked before UIKit sees it (see `UIKitBatchUpdater`).
    /// - Throws: the `BatchUpdateError` UIKit would have raised; the view then shows the new
    ///   data, reloaded. `.reentrantBatchUpdate` from inside another batch's block.
    public func performBatchUpdates(
        _ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?
    ) throws(BatchUpdateError) {
        delegateDidChange()
        try updater.performBatchUpdates(updates, completion: completion)
    }

    // MARK: Internal

    let updater: UIKitBatchUpdater
    /// The low-level reload's bridge to the caller's data source; nil otherwise.
    let retainedDataSource: (any ListViewDataSource)?
    /// The delegate proxy the view has, once installed.
    var delegateProxy: ScrollViewProxy?
    /// Whether the delegate gave row heights when the proxy was last handed to UIKit.
    var proxyGivesItemHeights = false

    /// The counts UIKit is shown while a rejected or held batch is in its hands.
    var pinnedCounts: [Int]? { updater.pinnedCounts }

    /// Installs the prefetch data source that fits the new data source (the subclass).
    func dataSourceDidChange() {}

    /// Installs or sets again the delegate proxy for the new delegate (the subclass); also
    /// called before each reload and batch, since a delegate may start or stop giving row
    /// heights after it is set (an adapter's first registration that sizes rows).
    func delegateDidChange() {}

    /// Whether the delegate proxy must be handed to UIKit (again): once, and whenever the
    /// delegate starts or stops giving row heights, since UIKit reads which optional methods
    /// a delegate implements when it is set (see `TableViewDelegateProxy`).
    func delegateProxyNeedsSetting(givesItemHeights: Bool) -> Bool {
        guard delegateProxy == nil || givesItemHeights != proxyGivesItemHeights else { return false }
        proxyGivesItemHeights = givesItemHeights
        return true
    }
}
