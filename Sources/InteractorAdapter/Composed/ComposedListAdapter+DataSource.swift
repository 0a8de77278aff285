import Foundation
import ListUpdates

extension ComposedListAdapter: ListViewDataSource {
    /// The sections of every shown provider together.
    public func numberOfSections(in listView: any ListView) -> Int {
        table.sectionCount
    }

    /// The number of items of the provider showing `section`, in its section.
    public func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        table.itemCount(inSection: section)
    }

    /// The cell the item's provider registered for its view state, rendered; the list's
    /// placeholder (reported to `problemHandler`) when it registered none.
    public func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        guard let (index, section) = locateAnswered(indexPath.section), let content = answeredContent(at: index) else {
            return placeholderCell(at: indexPath)
        }
        return content.cell(at: IndexPath(item: indexPath.item, section: section), listPath: indexPath)
    }

    /// The header the section's provider registered for its model's view state; none when
    /// that provider registered no header type.
    public func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        guard let (index, local) = locateAnswered(section) else { return nil }
        return answeredContent(at: index)?.header(forSection: local, listSection: section)
    }

    /// The footer the section's provider registered for its model's footer view state.
    public func listView(_ listView: any ListView, footerForSection section: Int) -> (any ListCell)? {
        guard let (index, local) = locateAnswered(section) else { return nil }
        return answeredContent(at: index)?.footer(forSection: local, listSection: section)
    }

    /// Whether the item's provider lets it be dragged (its registration's `move` and `canMove`).
    public func listView(_ listView: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let (leaf, local) = locateItem(indexPath) else { return false }
        return leaf.content?.canMoveItem(at: local) ?? false
    }

    /// Why the item at `indexPath` cannot be dragged (which part of its provider's
    /// registration says no); nil when it can, or outside the data.
    package func moveRefusal(forItemAt indexPath: IndexPath) -> MoveRefusal? {
        guard let (leaf, local) = locateItem(indexPath) else { return nil }
        return leaf.content?.moveRefusal(at: local)
    }

    /// The list shows the item at `destinationIndexPath` already: its provider updates its
    /// sections to match and calls the item's `move` handler with index paths in its own
    /// sections. A move into another provider (possible only on a list that ignores
    /// `targetIndexPathForMoveFromItemAt`) cannot be shown by the providers: the list reloads.
    public func listView(
        _ listView: any ListView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let (index, source) = table.locate(sourceIndexPath.section),
            let (destinationIndex, destination) = table.locate(destinationIndexPath.section),
            index == destinationIndex, let content = table.content(at: index)
        else {
            listView.reloadData()
            return
        }
        content.moveItem(
            from: IndexPath(item: sourceIndexPath.item, section: source),
            to: IndexPath(item: destinationIndexPath.item, section: destination),
            listMove: BatchUpdate.Move(from: sourceIndexPath, to: destinationIndexPath))
    }

    // MARK: Private

    /// The placeholder for a row no provider shows (a list asking about rows it no longer has).
    private func placeholderCell(at indexPath: IndexPath) -> any ListCell {
        let typeName = "nothing at \(indexPath.section)-\(indexPath.item)"
        recorder.recordUnregistered(typeName: typeName, kind: .cell)
        let cell = listView.dequeueReusableCell(withReuseIdentifier: placeholders.cell.reuseIdentifier, for: indexPath)
        placeholders.cell.configure(cell, UnregisteredViewState(viewStateType: typeName))
        return cell
    }
}
