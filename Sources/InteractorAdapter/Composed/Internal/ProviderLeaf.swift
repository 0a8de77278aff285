import Foundation
import ListUpdates

/// What a composed adapter needs of a provider whose content it shows, whatever its types.
@MainActor
protocol ProviderLeaf: AnyObject {
    /// The provider's content on the list, while it is attached.
    var content: (any ProviderContent)? { get }
    /// The provider's own selection callback, with its own index path.
    var didSelectItem: ((IndexPath) -> Void)? { get }
    /// The provider's own deselection callback, with its own index path.
    var didDeselectItem: ((IndexPath) -> Void)? { get }
    /// The provider's own highlight rule, with its own index path.
    var shouldHighlightItem: ((IndexPath) -> Bool)? { get }
    /// Told the provider's visible index paths when they change.
    var visibleItemsDidChange: (([IndexPath]) -> Void)? { get }
    /// The provider's visible index paths as last told.
    var lastVisibleItems: [IndexPath] { get set }
    /// The provider as a node of the screen.
    var node: ProviderNode { get }
    /// Tells `visitor` what the provider shows and the newest state it received.
    func visitSections(_ visitor: inout some ProviderSectionsVisitor)
}

/// What a composed adapter asks of a provider's content: its pipeline, type-erased.
@MainActor
protocol ProviderContent: AnyObject {
    /// The number of the provider's sections on the list.
    var sectionCount: Int { get }
    /// Whether nothing of the provider's is being applied, animated or diffed.
    var isIdle: Bool { get }
    /// Emissions received but not on screen yet (see `UpdatePipeline.unappliedEmissions`).
    var unappliedEmissions: Int { get }
    /// The list's index of the provider's first section.
    var sectionOffset: Int { get set }
    /// Applies the newest waiting state as batches (specialised for the provider's items).
    var drain: () -> Void { get }
    /// Above this many changes in one update, the provider's update reloads the list.
    var fallbackThreshold: Int { get set }

    /// The number of items of each of the provider's sections.
    var itemCounts: [Int] { get }
    func cell(at indexPath: IndexPath, listPath: IndexPath) -> any ListCell
    func header(forSection section: Int, listSection: Int) -> (any ListCell)?
    func footer(forSection section: Int, listSection: Int) -> (any ListCell)?
    func headerHeight(ofSection section: Int) -> Double?
    func footerHeight(ofSection section: Int) -> Double?
    func shouldHighlightItem(at indexPath: IndexPath) -> Bool
    func selectItem(at indexPath: IndexPath, listPath: IndexPath)
    func swipeActions(at indexPath: IndexPath, edge: ListSwipeEdge) -> ListSwipeActions?
    func contextMenu(at indexPath: IndexPath) -> ListContextMenu?
    func canMoveItem(at indexPath: IndexPath) -> Bool
    func moveRefusal(at indexPath: IndexPath) -> MoveRefusal?
    func targetForMove(from source: IndexPath, proposed proposal: IndexPath) -> IndexPath
    func moveItem(from source: IndexPath, to destination: IndexPath, listMove: BatchUpdate.Move<IndexPath>)
    /// Whether the provider's registrations listen to cells appearing and disappearing.
    var tracksDisplay: Bool { get }

    // Row heights (see ComposedListAdapter+Sizing.swift), in the provider's own index paths.
    /// Whether a registration of the provider sizes its rows.
    var sizesRows: Bool { get }
    /// How many times the provider's measuring functions ran.
    var measurementCount: Int { get }
    func answeredHeight(at indexPath: IndexPath) -> Double?
    func answeredHeights(inSection section: Int, rowHeight: Double) -> [Double]?
    func answeredRowSelfSizes(at indexPath: IndexPath) -> Bool
    /// The row's height from its registration, worked out afresh (see
    /// `ListAdapter.expectedHeight(ofItemAt:)`).
    func expectedHeight(at indexPath: IndexPath) -> Double?
    func listMeasured(_ height: Double, ofRowAt indexPath: IndexPath)
    /// The rows, in the list's index paths, whose heights changed since the last call (nil:
    /// any may have).
    func takeChangedRows() -> [IndexPath]?
    func environmentDidChange(to environment: SizingEnvironment)
    /// `ComposedListAdapter.estimatedRowHeight`.
    var estimatedRowHeight: Double { get set }
    /// Sizes what changed since the last pass; nil when no height changed (see
    /// `UpdatePipeline.sizePass()`).
    func sizePass() -> SizePass?
    /// Hands layouts to the visible cells and asks the host to tell the list.
    func resizeOnScreen()
    /// Hands layouts to the visible cells; the list keeps the heights it has.
    func keepListHeights()
    /// Records a pass in the trace once the list has its heights.
    func finishSizePass(_ pass: SizePass)
    /// The list has every height of the provider's rows.
    func listHasEveryHeight()
    func willDisplay(_ cell: any ListCell, at indexPath: IndexPath)
    func didEndDisplaying(_ cell: any ListCell, at indexPath: IndexPath?)
    func prefetchItems(at indexPaths: [IndexPath], cancelled: Bool)
    /// Keeps answering from the sections shown now (`CommittedDataHolding`).
    func holdAnsweredSections()
    /// Answers from the latest sections again.
    func commitHeldSections()
    /// The user dragged an item during a hold: the held sections follow.
    func moveHeldItem(from source: IndexPath, to destination: IndexPath)
    /// Shows the newest waiting state as it is, with no batch (the provider enters the list).
    func showNewest()
    /// Takes over what `other` shows, when it holds the same types; false otherwise.
    func adopt(_ other: any ProviderContent) -> Bool
    /// The difference identifier of the item at `indexPath`, printed.
    func identifier(ofItemAt indexPath: IndexPath) -> String?
    /// The difference identifier of `section`'s model, printed.
    func identifier(ofSection section: Int) -> String?
    /// The name of the view-state type of the item at `indexPath`, as the trace names it.
    func viewStateTypeName(ofItemAt indexPath: IndexPath) -> String?
    /// The name of the view-state type of `section`'s model (its header's), as the trace names it.
    func viewStateTypeName(ofSection section: Int) -> String?
    /// Ends the subscription.
    func unbind()
}

extension UpdatePipeline: ProviderContent {
    var sectionCount: Int { itemCounts.count }

    var isIdle: Bool { !isApplying && animationsInFlight == 0 && diffInFlight == nil }

    var tracksDisplay: Bool { registry.hasDisplayHandlers }

    var sizesRows: Bool { sizer.isActive }

    var measurementCount: Int { sizer.totals.measurements }

    var estimatedRowHeight: Double {
        get { sizer.estimatedRowHeight }
        set { sizer.estimatedRowHeight = newValue }
    }

    func listHasEveryHeight() { sizer.listHasEveryHeight() }

    func expectedHeight(at indexPath: IndexPath) -> Double? {
        sections.item(at: indexPath.section, indexPath.item).flatMap(sizer.expectedHeight(of:))
    }

    func takeChangedRows() -> [IndexPath]? { sizer.takeChangedRows() }

    func showNewest() {
        guard let delivery = inbox.take() else { return }
        sections = delivery.value
        generation += 1
        sizeAllRows()
        sectionsDidChange()
        let duplicates = identifierCounts.recount(sections).map(TracePathText.identifier)
        if !duplicates.isEmpty { recorder.reportDuplicates(duplicates, itemTypeName: provider?.itemTypeName) }
    }

    func adopt(_ other: any ProviderContent) -> Bool {
        guard let other = other as? UpdatePipeline<Model, Item> else { return false }
        sections = other.sections
        generation += 1
        sizeAllRows()
        sectionsDidChange()
        _ = identifierCounts.recount(sections)
        return true
    }

    func identifier(ofItemAt indexPath: IndexPath) -> String? {
        sections.item(at: indexPath.section, indexPath.item).map { String(describing: $0.differenceIdentifier) }
    }

    func identifier(ofSection section: Int) -> String? {
        guard sections.indices.contains(section) else { return nil }
        return String(describing: sections[section].model.differenceIdentifier)
    }

    func viewStateTypeName(ofItemAt indexPath: IndexPath) -> String? {
        sections.item(at: indexPath.section, indexPath.item).map {
            String(describing: type(of: ViewStateLookup.viewState(of: $0)))
        }
    }

    func viewStateTypeName(ofSection section: Int) -> String? {
        guard sections.indices.contains(section) else { return nil }
        return String(describing: type(of: ViewStateLookup.viewState(of: sections[section].model)))
    }
}
