import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

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
    ///   - hooks: the data source as the view's diff data source (`TableViewDiffDataSource`,
    ///     `CollectionViewDiffDataSource`); nil where it is not one: everything is reloaded.
    ///   - renderCell: the hook for a cell of the view's cell class.
    ///   - renderHeader: the hook for a header of the view's header class.
    ///   - renderFooter: the hook for a footer of that class.
    init<Hooks, Cell, Supplementary>(
        numberOfSections: @escaping () -> Int, numberOfItems: @escaping (Int) -> Int,
        cell: @escaping (IndexPath) -> any ListCell, hooks: @escaping () -> Hooks?,
        renderCell: @escaping (Hooks, Cell, IndexPath) -> RenderResult,
        renderHeader: @escaping (Hooks, Supplementary, Int) -> RenderResult,
        renderFooter: @escaping (Hooks, Supplementary, Int) -> RenderResult
    ) {
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
        self.cell = cell
        tryRender = { view, part in
            guard let source = hooks() else { return .needsToReload }
            switch (part, view) {
            case (.cell(let indexPath), let cell as Cell): return renderCell(source, cell, indexPath)
            case (.header(let section), let header as Supplementary): return renderHeader(source, header, section)
            case (.footer(let section), let footer as Supplementary): return renderFooter(source, footer, section)
            default: return .needsToReload
            }
        }
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
    /// The hook for a view and what it shows; `.needsToReload` where there is none or the view
    /// is not of the view's class.
    private let tryRender: (any ListCell, Part) -> RenderResult
}

// The section count of a view's own data source: `numberOfSections(in:)` is an optional UIKit
// method, spelled with `?` on UIKit and without it on the stand-in (see `ScrollViewProxy`); UIKit
// takes one section where the data source does not say. Both views' are written here, by
// platform, so that each bridge only names its count.
#if canImport(UIKit)
extension UITableView {
    var ownDataSourceSectionCount: Int { dataSource.map { $0.numberOfSections?(in: self) ?? 1 } ?? 0 }
}

extension UICollectionView {
    var ownDataSourceSectionCount: Int { dataSource.map { $0.numberOfSections?(in: self) ?? 1 } ?? 0 }
}
#else
extension UITableView {
    var ownDataSourceSectionCount: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
}

extension UICollectionView {
    var ownDataSourceSectionCount: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
}
#endif
