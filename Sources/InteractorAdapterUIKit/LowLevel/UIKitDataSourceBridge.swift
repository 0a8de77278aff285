import Foundation
import InteractorAdapter

/// Answers, for the low-level `reload(using:...)` of a table or a collection view, as the
/// view's own data source does: its counts, its cells, and its diff hooks
/// (`TableViewDiffDataSource`, `CollectionViewDiffDataSource`) when it has them. The view gives
/// its own UIKit calls (`UITableView.dataSourceBridge`, `UICollectionView.dataSourceBridge`);
/// what the reload asks of them is written here once.
@MainActor
final class UIKitDataSourceBridge: DiffDataSource {
    // MARK: Lifecycle

    /// - Parameters:
    ///   - numberOfSections: the data source's section count (UIKit's default where it gives
    ///     none; 0 without a data source).
    ///   - numberOfItems: its count of a section.
    ///   - cell: its cell (UIKit asks its data source directly; so does the bridge).
    ///   - tryRender: its diff hook for a cell, a header or a footer; `.needsToReload` where
    ///     it has none or the view is not of the view's class.
    init(
        numberOfSections: @escaping () -> Int, numberOfItems: @escaping (Int) -> Int,
        cell: @escaping (IndexPath) -> any ListCell, tryRender: @escaping (any ListCell, Part) -> RenderResult
    ) {
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
        self.cell = cell
        self.tryRender = tryRender
    }

    // MARK: Internal

    /// What a diff hook is asked to render.
    enum Part {
        case cell(IndexPath)
        case header(section: Int)
        case footer(section: Int)
    }

    func numberOfSections(in listView: any ListView) -> Int {
        numberOfSections()
    }

    func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(section)
    }

    func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        cell(indexPath)
    }

    func listView(
        _ listView: any ListView, tryRenderCell cell: any ListCell, forItemAt indexPath: IndexPath
    )
        -> RenderResult
    {
        tryRender(cell, .cell(indexPath))
    }

    func listView(
        _ listView: any ListView, tryRenderHeader header: any ListCell, forSection section: Int
    )
        -> RenderResult
    {
        tryRender(header, .header(section: section))
    }

    func listView(
        _ listView: any ListView, tryRenderFooter footer: any ListCell, forSection section: Int
    )
        -> RenderResult
    {
        tryRender(footer, .footer(section: section))
    }

    // MARK: Private

    private let numberOfSections: () -> Int
    private let numberOfItems: (Int) -> Int
    private let cell: (IndexPath) -> any ListCell
    private let tryRender: (any ListCell, Part) -> RenderResult
}
