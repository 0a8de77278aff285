import Foundation
import ListUpdates
import StagedDiff

// What the list asks about the items on screen: cells, headers, footers, highlight and selection.
// Paths are the pipeline's own (`indexPath`, `section`); the list's own are given apart
// (`listPath`, `listSection`) for dequeuing, which for a `ListAdapter` are the same.
extension UpdatePipeline {
    /// Registers `registration` for view states of `viewStateType`, its class on the list,
    /// and reloads the list if it shows states already, so that no placeholder stays.
    func register(_ registration: CellRegistration, for viewStateType: Any.Type, kind: RegistrationKind) {
        switch kind {
        case .cell: listView.register(registration.cellType, forReuseIdentifier: registration.reuseIdentifier)
        case .header: listView.register(registration.cellType, forHeaderReuseIdentifier: registration.reuseIdentifier)
        case .footer: listView.register(registration.cellType, forFooterReuseIdentifier: registration.reuseIdentifier)
        }
        registry.register(registration, for: viewStateType, kind: kind)
        reloadIfShowing()
    }

    /// The number of items in the pipeline's `section`.
    func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The number of the pipeline's sections.
    var numberOfSections: Int { itemCounts.count }

    /// The registered cell for the item's view state, rendered; the list's placeholder
    /// (reported to the problem handler) when its type has no registration.
    func cell(at indexPath: IndexPath, listPath: IndexPath) -> any ListCell {
        guard let item = answered.item(at: indexPath.section, indexPath.item) else {
            return dequeuePlaceholder(typeName: "nothing at \(listPath.section)-\(listPath.item)", at: listPath)
        }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let registration = registry.registration(for: viewState, kind: .cell) else {
            return dequeuePlaceholder(typeName: recorder.typeName(of: viewState), at: listPath)
        }
        let cell = listView.dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: listPath)
        handLayout(to: cell, of: item)
        registration.configure(cell, viewState)
        return cell
    }

    /// The registered header for the section model's view state; none when no header type is
    /// registered at all, the list's placeholder header (reported) when only this model's
    /// type lacks one.
    func header(forSection section: Int, listSection: Int) -> (any ListCell)? {
        let answered = answered
        guard registry.hasHeaders, answered.indices.contains(section) else { return nil }
        let viewState = ViewStateLookup.viewState(of: answered[section].model)
        if let registration = registry.registration(for: viewState, kind: .header) {
            let header = listView.dequeueReusableHeader(
                withReuseIdentifier: registration.reuseIdentifier, forSection: listSection)
            registration.configure(header, viewState)
            return header
        }
        let typeName = recorder.typeName(of: viewState)
        recorder.recordUnregistered(typeName: typeName, kind: .header)
        let placeholder = placeholders.header
        let header = listView.dequeueReusableHeader(
            withReuseIdentifier: placeholder.reuseIdentifier, forSection: listSection)
        placeholder.configure(header, UnregisteredViewState(viewStateType: typeName))
        return header
    }

    /// The registered footer for the section model's `footerViewState` (`ListSectionModel`);
    /// none when the model gives none, the list's placeholder header class (reported) when
    /// its type has no registered footer.
    func footer(forSection section: Int, listSection: Int) -> (any ListCell)? {
        let answered = answered
        guard answered.indices.contains(section),
            let viewState = ViewStateLookup.footerViewState(of: answered[section].model)
        else { return nil }
        if let registration = registry.registration(for: viewState, kind: .footer) {
            let footer = listView.dequeueReusableFooter(
                withReuseIdentifier: registration.reuseIdentifier, forSection: listSection)
            registration.configure(footer, viewState)
            return footer
        }
        let typeName = recorder.typeName(of: viewState)
        recorder.recordUnregistered(typeName: typeName, kind: .footer)
        let placeholder = placeholders.header
        let footer = listView.dequeueReusableFooter(
            withReuseIdentifier: placeholder.reuseIdentifier, forSection: listSection)
        placeholder.configure(footer, UnregisteredViewState(viewStateType: typeName))
        return footer
    }

    /// The registration's `shouldHighlight`; rows without one highlight, placeholders do not.
    func shouldHighlightItem(at indexPath: IndexPath) -> Bool {
        guard let item = answered.item(at: indexPath.section, indexPath.item) else { return false }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let registration = registry.registration(for: viewState, kind: .cell) else { return false }
        return registration.shouldHighlight?(viewState) ?? true
    }

    /// Runs the registration's `didSelect` and deselects the row (at `listPath`) when it
    /// answers `.deselect`.
    func selectItem(at indexPath: IndexPath, listPath: IndexPath) {
        guard let item = answered.item(at: indexPath.section, indexPath.item) else { return }
        let viewState = ViewStateLookup.viewState(of: item)
        guard let didSelect = registry.registration(for: viewState, kind: .cell)?.didSelect else { return }
        if didSelect(viewState) == .deselect {
            (listView as? any DeselectableListView)?.deselectItem(at: listPath, animated: true)
        }
    }

    // MARK: Private

    private func dequeuePlaceholder(typeName: String, at listPath: IndexPath) -> any ListCell {
        recorder.recordUnregistered(typeName: typeName, kind: .cell)
        let placeholder = placeholders.cell
        let cell = listView.dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: listPath)
        placeholder.configure(cell, UnregisteredViewState(viewStateType: typeName))
        return cell
    }
}
