import Foundation
import StagedDiff
import ReactiveCore
import ListUpdates

extension ListAdapter: ListViewDataSource {
    /// The number of sections on screen.
    public func numberOfSections(in listView: any ListView) -> Int {
        sections.count
    }

    /// The number of items in `section` on screen.
    public func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].elements.count : 0
    }

    /// The registered cell for the item's view state, rendered; a placeholder (recorded in the
    /// trace) when its type has no registration.
    public func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        guard let item = item(at: indexPath) else {
            return dequeuePlaceholder(for: "nothing at \(indexPath.section)-\(indexPath.item)", at: indexPath)
        }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let registration = cells.registration(for: viewState) else {
            return dequeuePlaceholder(for: typeNames.name(ofTypeOf: viewState), at: indexPath)
        }
        let cell = listView.dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        registration.configure(cell, viewState)
        return cell
    }

    /// The registered header for the section model's view state; none when no header type is
    /// registered at all, a placeholder (recorded) when only this model's type lacks one.
    public func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        guard !headers.isEmpty, sections.indices.contains(section) else { return nil }
        let viewState = ViewStateLookup.viewState(of: sections[section].model)
        guard let registration = headers.registration(for: viewState) else {
            let typeName = typeNames.name(ofTypeOf: viewState)
            recordUnregistered(typeName)
            let header = listView.dequeueReusableHeader(
                withReuseIdentifier: headerPlaceholder.reuseIdentifier, forSection: section)
            headerPlaceholder.configure(header, UnregisteredViewState(viewStateType: typeName))
            return header
        }
        let header = listView.dequeueReusableHeader(withReuseIdentifier: registration.reuseIdentifier, forSection: section)
        registration.configure(header, viewState)
        return header
    }

    /// The item on screen at `indexPath`, or nil outside the data.
    func item(at indexPath: IndexPath) -> Item? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].elements.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].elements[indexPath.item]
    }

    private func dequeuePlaceholder(for typeName: String, at indexPath: IndexPath) -> any ListCell {
        recordUnregistered(typeName)
        let cell = listView.dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: indexPath)
        placeholder.configure(cell, UnregisteredViewState(viewStateType: typeName))
        return cell
    }
}
