import Foundation
import ListUpdates
import StagedDiff

/// Builds the trace entry of each update (when tracing is on) and reports problems (always).
///
/// With tracing off, an update costs nothing here but a few flag checks: no entry, no stage
/// records, no decision records and no visible snapshot are built.
@MainActor
@usableFromInline
final class UpdateRecorder {
    // MARK: Lifecycle

    init(itemTypeName: String) {
        self.itemTypeName = itemTypeName
    }

    // MARK: Internal

    /// Whether entries are built; `ListAdapter.isTracing`.
    @usableFromInline
    var isTracing = false
    /// Every entry recorded, oldest first.
    private(set) var trace = RenderTrace()
    /// How many entries are kept.
    var traceCapacity = 1_000
    /// Told every new entry.
    var onTrace: ((RenderTrace.Entry) -> Void)?
    /// Told every problem.
    var problemHandler: (ListAdapterProblem) -> Void = { _ = StandardErrorProblemReporter.shared.report($0) }

    /// Starts the entry of the update of `emission`.
    /// - Parameters:
    ///   - provider: on a composed list, the path of the provider the emission comes from,
    ///     named in the entry, its stages and decisions.
    ///   - itemTypeName: the item type problems of this update name, when not the adapter's.
    @usableFromInline
    func beginUpdate(emission: Int, coalescedEmissions: Int, provider: String? = nil, itemTypeName: String? = nil) {
        lastEmission = emission
        isUpdating = true
        reportedThisEmission = []
        self.provider = provider
        updateItemTypeName = itemTypeName
        guard isTracing else { return }
        pendingEntry = RenderTrace.Entry(
            kind: .update, emission: emission, coalescedEmissions: coalescedEmissions, provider: provider)
    }

    /// Says how the update reached the screen, and why when it was not by batches.
    @usableFromInline
    func setMethod(_ method: RenderTrace.Entry.Method, reason: RenderTrace.Entry.Reason? = nil) {
        guard isTracing else { return }
        pendingEntry?.method = method
        pendingEntry?.reason = reason
    }

    /// Records a batch the list rejected, recovered by `reloadData()`, and reports it.
    @usableFromInline
    func recordRejectedBatch(_ error: BatchUpdateError) {
        setMethod(.reloadData, reason: .batchRejected)
        pendingEntry?.rejectedBatch = error.description
        report(.rejectedBatch(message: error.description, itemType: updateItemTypeName ?? itemTypeName))
    }

    /// Records the operations of `stage` at `index`; its decisions follow.
    @inlinable
    func recordStage<C>(_ stage: Changeset<C>, index: Int) {
        guard isTracing else { return }
        appendStage(RenderTrace.Stage(index: index, stage))
    }

    /// Appends a stage record to the update's entry, naming the update's provider unless
    /// the record names one.
    @usableFromInline
    func appendStage(_ stage: RenderTrace.Stage) {
        var stage = stage
        if stage.provider == nil { stage.provider = provider }
        pendingEntry?.stages.append(stage)
    }

    /// Records one decision of the stage being applied (tracing only: callers check
    /// `isTracing` before working out the identifier).
    @usableFromInline
    func recordDecision(
        _ target: RenderTrace.Decision.Target, identifier: String, viewState: Any,
        decision: RenderTrace.Decision.Kind, reason: RenderTrace.Decision.Reason
    ) {
        guard let last = pendingEntry?.stages.indices.last else { return }
        let record = RenderTrace.Decision(
            target: target, identifier: identifier, viewStateType: typeNames.name(ofTypeOf: viewState),
            decision: decision, reason: reason, provider: provider)
        pendingEntry?.stages[last].decisions.append(record)
    }

    /// Records what sizing rows cost in the update being recorded.
    @usableFromInline
    func recordSizing(_ counters: SizingCounters) {
        pendingEntry?.sizing = counters
    }

    /// The number of the last emission an update began for.
    var lastEmissionNumber: Int { lastEmission }

    /// Records sizes that landed after their emission was applied at estimates.
    func recordLateSizes(
        _ counters: SizingCounters, emission: Int, kind: RenderTrace.Entry.Kind = .lateSizes,
        visible: () -> [String]
    ) {
        guard isTracing else { return }
        record(RenderTrace.Entry(kind: kind, emission: emission, visible: visible(), sizing: counters))
    }

    /// Completes the entry of the update just applied with what is visible, and records it.
    @usableFromInline
    func finishUpdate(visible: () -> [String]) {
        isUpdating = false
        provider = nil
        updateItemTypeName = nil
        guard var entry = pendingEntry else { return }
        pendingEntry = nil
        entry.unregisteredTypes.sort()
        entry.visible = visible()
        record(entry)
    }

    /// Records a background diff dropped because `reason`.
    func recordDroppedDiff(emission: Int, reason: RenderTrace.Entry.Reason) {
        guard isTracing else { return }
        record(RenderTrace.Entry(kind: .droppedDiff, emission: emission, reason: reason))
    }

    /// The short name of `value`'s dynamic type, e.g. `TodoEntryViewState`.
    func typeName(of value: Any) -> String {
        typeNames.name(ofTypeOf: value)
    }

    /// Notes that the list showed its placeholder for a view state of type `typeName`: reported once per type
    /// and emission, and traced in the update being applied or, outside updates
    /// (scrolling), in a `missingCell` entry.
    func recordUnregistered(typeName: String, kind: RegistrationKind) {
        if reportedThisEmission.insert(typeName).inserted {
            switch kind {
            case .cell, .header: report(.unregisteredViewState(typeName: typeName, isHeader: kind == .header))
            case .footer: report(.unregisteredFooterViewState(typeName: typeName))
            }
        }
        guard isTracing else { return }
        if isUpdating {
            if pendingEntry?.unregisteredTypes.contains(typeName) == false {
                pendingEntry?.unregisteredTypes.append(typeName)
            }
            return
        }
        if let last = trace.entries.last, last.kind == .missingCell, last.emission == lastEmission {
            guard !last.unregisteredTypes.contains(typeName) else { return }
            trace.entries[trace.entries.count - 1].unregisteredTypes = (last.unregisteredTypes + [typeName]).sorted()
            return
        }
        record(RenderTrace.Entry(kind: .missingCell, emission: lastEmission, unregisteredTypes: [typeName]))
    }

    /// Reports that the adapter was bound again while bound.
    @usableFromInline
    func reportRebinding() {
        report(.rebound(itemType: itemTypeName))
    }

    /// Reports identifiers that occur more than once in the state just shown, of the
    /// update's item type or of `itemTypeName` when given.
    @usableFromInline
    func reportDuplicates(_ identifiers: [String], itemTypeName: String? = nil) {
        guard !identifiers.isEmpty else { return }
        report(
            .duplicateIdentifiers(
                identifiers: identifiers, itemType: itemTypeName ?? updateItemTypeName ?? self.itemTypeName))
    }

    /// Forgets every entry.
    func clearTrace() {
        trace.entries.removeAll()
    }

    // MARK: Private

    /// The adapter's `Item` type, named in problems.
    private let itemTypeName: String
    /// The provider of the update being applied, on a composed list.
    private var provider: String?
    /// The item type the update being applied shows, when not `itemTypeName`.
    private var updateItemTypeName: String?
    private var pendingEntry: RenderTrace.Entry?
    private var isUpdating = false
    private var lastEmission = 0
    private var reportedThisEmission: Set<String> = []
    private var typeNames = TypeNames()

    private func report(_ problem: ListAdapterProblem) {
        problemHandler(problem)
    }

    /// Appends `entry`, keeping at most `traceCapacity` entries, and tells `onTrace`.
    private func record(_ entry: RenderTrace.Entry) {
        trace.entries.append(entry)
        let capacity = max(0, traceCapacity)
        if trace.entries.count > capacity {
            trace.entries.removeFirst(trace.entries.count - capacity)
        }
        onTrace?(entry)
    }
}
