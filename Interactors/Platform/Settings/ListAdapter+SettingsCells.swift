import InteractorAdapter

extension ListAdapter where Model == SettingsHeader, Item == SettingsItem {
    /// Registers the settings screen's headers and cells: a tap flips a switch, picks a
    /// choice's next option, or moves a shortcut in or out of the Shortcuts section.
    ///
    /// ```swift
    /// let adapter = ListAdapter<SettingsHeader, SettingsItem>(listView: collectionView)
    /// adapter.registerSettingsCells(dispatchingTo: interactor)
    /// adapter.bind(to: interactor)
    /// ```
    public func registerSettingsCells(dispatchingTo interactor: SettingsInteractor) {
        registerHeader(ofType: SettingsHeaderView.self)
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
            })
    }
}
