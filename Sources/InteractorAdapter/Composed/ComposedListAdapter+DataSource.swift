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
        guard let (index, section) = table.locate(indexPath.section), let content = table.content(at: index) else {
            return placeholderCell(at: indexPath)
        }
        return content.cell(at: IndexPath(item: indexPath.item, section: section), listPath: indexPath)
    }

    /// The header the section's provider registered for its model's view state; none when
    /// that provider registered no header type.
    public func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        guard let (index, local) = table.locate(section) else { return nil }
        return table.content(at: index)?.header(forSection: local, listSection: section)
    }

    // MARK: Private

    /// The placeholder for a row no provider shows (a list asking about rows it no longer has).
    private func placeholderCell(at indexPath: IndexPath) -> any ListCell {
        let typeName = "nothing at \(indexPath.section)-\(indexPath.item)"
        recorder.recordUnregistered(typeName: typeName, isHeader: false)
        let cell = listView.dequeueReusableCell(withReuseIdentifier: placeholders.cell.reuseIdentifier, for: indexPath)
        placeholders.cell.configure(cell, UnregisteredViewState(viewStateType: typeName))
        return cell
    }
}
