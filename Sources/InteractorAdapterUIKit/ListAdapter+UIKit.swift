import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension ListAdapter {
    /// An adapter that drives `tableView` (through a `TableListView`), so that a view
    /// controller wires a screen in a few lines.
    ///
    /// ```swift
    /// adapter = ListAdapter<SingleSection, TodoItem>(tableView: tableView)
    /// adapter.registerTodoCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    /// - Parameters:
    ///   - tableView: the table; its data source and delegate are replaced.
    ///   - scheduler: where emissions are applied (see `init(listView:scheduler:)`).
    /// - Note: To hear the table's scroll callbacks, make the `TableListView` yourself, set its
    ///   `scrollDelegate` and pass it to `init(listView:scheduler:)`.
    public convenience init(tableView: UITableView, scheduler: any Scheduler = MainScheduler.instance) {
        self.init(listView: TableListView(tableView: tableView, scheduler: scheduler), scheduler: scheduler)
    }

    /// An adapter that drives `collectionView` (through a `CollectionListView`); section models
    /// are shown by the headers registered with `registerHeader(ofType:)`.
    ///
    /// ```swift
    /// adapter = ListAdapter<FeedPostHeader, FeedItem>(collectionView: collectionView)
    /// ```
    /// - Parameters:
    ///   - collectionView: the collection view; its data source and delegate are replaced.
    ///   - scheduler: where emissions are applied (see `init(listView:scheduler:)`).
    public convenience init(collectionView: UICollectionView, scheduler: any Scheduler = MainScheduler.instance) {
        self.init(
            listView: CollectionListView(collectionView: collectionView, scheduler: scheduler), scheduler: scheduler)
    }
}
