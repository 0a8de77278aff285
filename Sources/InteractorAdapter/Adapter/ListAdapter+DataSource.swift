import Foundation
import ListUpdates
import StagedDiff

extension ListAdapter: ListViewDataSource {
    // MARK: Public

    /// The number of sections on screen.
    public func numberOfSections(in listView: any ListView) -> Int {
        pipeline.sections.count
    }

    /// The number of items in `section` on screen.
    public func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int {
        let sections = pipeline.sections
        return sections.indices.contains(section) ? sections[section].elements.count : 0
    }

    /// The registered cell for the item's view state, rendered; the list's placeholder
    /// (reported to `problemHandler`) when its type has no registration.
    public func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ListCell {
        guard let item = item(at: indexPath) else {
            return dequeuePlaceholder(typeName: "nothing at \(indexPath.section)-\(indexPath.item)", at: indexPath)
        }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let registration = registry.registration(for: viewState, isHeader: false) else {
            return dequeuePlaceholder(typeName: pipeline.recorder.typeName(of: viewState), at: indexPath)
        }
        let cell = listView.dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        registration.configure(cell, viewState)
        return cell
    }

    /// The registered header for the section model's view state; none when no header type is
    /// registered at all, the list's placeholder header (reported) when only this model's
    /// type lacks one.
    public func listView(_ listView: any ListView, headerForSection section: Int) -> (any ListCell)? {
        let sections = pipeline.sections
        guard registry.hasHeaders, sections.indices.contains(section) else { return nil }
        let viewState = ViewStateLookup.viewState(of: sections[section].model)
        if let registration = registry.registration(for: viewState, isHeader: true) {
            let header = listView.dequeueReusableHeader(
                withReuseIdentifier: registration.reuseIdentifier, forSection: section)
            registration.configure(header, viewState)
            return header
        }
        let typeName = pipeline.recorder.typeName(of: viewState)
        pipeline.recorder.recordUnregistered(typeName: typeName, isHeader: true)
        let placeholder = registry.headerPlaceholder
        let header = listView.dequeueReusableHeader(
            withReuseIdentifier: placeholder.reuseIdentifier, forSection: section)
        placeholder.configure(header, UnregisteredViewState(viewStateType: typeName))
        return header
    }

    // MARK: Private

    private func dequeuePlaceholder(typeName: String, at indexPath: IndexPath) -> any ListCell {
        pipeline.recorder.recordUnregistered(typeName: typeName, isHeader: false)
        let placeholder = registry.placeholder
        let cell = listView.dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: indexPath)
        placeholder.configure(cell, UnregisteredViewState(viewStateType: typeName))
        return cell
    }
}
