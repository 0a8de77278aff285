import InteractorAdapter

extension ListAdapter where Model == SettingsHeader, Item == SettingsItem {
    /// Registers the settings screen's headers, footers and cells: a tap flips a switch,
    /// picks a choice's next option, or moves a shortcut in or out of the Shortcuts section;
    /// a shortcut in Shortcuts can also be dragged, within it (its order) or to More
    /// shortcuts (which keeps catalogue order, so the row then slides to its place there).
    ///
    /// ```swift
    /// let adapter = ListAdapter<SettingsHeader, SettingsItem>(listView: collectionView)
    /// adapter.registerSettingsCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    public func registerSettingsCells(dispatchingTo interactor: SettingsInteractor) {
        registerHeader(ofType: SettingsHeaderView.self)
        registerFooter(ofType: SettingsFooterView.self)
        registerCell(
            ofType: SettingsToggleCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .toggle(id: state.id))
                return .deselect
            })
        registerCell(
            ofType: SettingsChoiceCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: .choose(id: state.id, option: state.nextOption))
                return .deselect
            })
        registerCell(
            ofType: SettingsShortcutCell.self,
            didSelect: { [weak interactor] state in
                interactor?.dispatch(action: state.isIncluded ? .exclude(id: state.id) : .include(id: state.id))
                return .deselect
            },
            canMove: { $0.isIncluded },
            move: { [weak self, weak interactor] state, move in
                // The adapter's sections show the move already: the destination is where it landed.
                guard let section = self?.sections[move.destination.section].model.state.id else { return }
                interactor?.dispatch(
                    action: section == "shortcuts"
                        ? .moveShortcut(id: state.id, to: move.destination.item) : .exclude(id: state.id))
            })
    }
}
