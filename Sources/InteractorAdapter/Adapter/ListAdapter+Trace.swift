import Foundation
import StagedDiff
import ReactiveCore
import ListUpdates

extension ListAdapter {
    /// Forgets every trace entry (e.g. between the steps of a replay).
    public func clearTrace() {
        trace.entries.removeAll()
    }

    /// Completes the entry of the update just applied with what is visible, and records it.
    @usableFromInline
    func finishEntry() {
        guard var entry = pendingEntry else { return }
        pendingEntry = nil
        entry.unregisteredTypes.sort()
        entry.visible = visibleSnapshot()
        record(entry)
    }

    /// Appends `entry`, keeping at most `traceCapacity` entries, and tells `onTrace`.
    func record(_ entry: RenderTrace.Entry) {
        trace.entries.append(entry)
        if trace.entries.count > max(0, traceCapacity) {
            trace.entries.removeFirst(trace.entries.count - max(0, traceCapacity))
        }
        onTrace?(entry)
    }

    /// Notes that a placeholder was shown for `typeName`: in the update being applied, or,
    /// outside updates (scrolling), in a `missingCell` entry.
    func recordUnregistered(_ typeName: String) {
        if pendingEntry != nil {
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

    /// What is on screen, one line per row: the list's own snapshot lines, or for other lists
    /// the visible index paths with the class of their cells.
    func visibleSnapshot() -> [String] {
        if let list = listView as? any ListSnapshotProviding { return list.snapshotLines() }
        return listView.indexPathsForVisibleItems.map { path in
            let cell = listView.cellForItem(at: path).map { String(describing: type(of: $0)) } ?? "-"
            return "row \(path.section)-\(path.item): <\(cell)>"
        }
    }
}
