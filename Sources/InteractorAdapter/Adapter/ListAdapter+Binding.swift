import StagedDiff
import ReactiveCore
import ListUpdates

extension ListAdapter where Model == SingleSection {
    /// Shows every array `viewStates` emits as a flat list, replacing any previous binding.
    ///
    /// ```swift
    /// adapter.bind(to: interactor.viewStates())
    /// ```
    @inlinable
    public func bind<Source: ObservableType>(to viewStates: Source) where Source.Element == [Item] {
        subscribe(viewStates, differ: Self.flatDiffer) { [Section(model: SingleSection(), elements: $0)] }
    }

    /// Shows `interactor`'s view states as a flat list, replacing any previous binding.
    /// The adapter does not keep the interactor alive.
    @inlinable
    public func bind<Source: Interactor>(to interactor: Source) where Source.Item == Item {
        bind(to: interactor.viewStates())
    }

    /// The flat differ on the one section's elements: linear and cheaper than the sectioned one.
    /// Inlinable, like the `bind` calls that pass it, so that the diff is specialised for the
    /// caller's item type instead of running as unspecialised generic code.
    @inlinable
    static var flatDiffer: Differ {
        { source, target in
            guard source.count == 1, target.count == 1 else { return StagedChangeset(source: source, target: target) }
            let flat = StagedChangeset(source: source[0].elements, target: target[0].elements)
            let model = target[0].model
            return StagedChangeset(flat.map { stage in
                var section = Section(model: model, elements: [])
                section.elements = stage.data
                return Changeset(
                    data: [section], elementDeleted: stage.elementDeleted, elementInserted: stage.elementInserted,
                    elementUpdated: stage.elementUpdated, elementMoved: stage.elementMoved)
            })
        }
    }
}

extension ListAdapter {
    /// Shows every array of sections `viewStates` emits, replacing any previous binding; each
    /// section's model is shown by the header registered for its view state.
    ///
    /// ```swift
    /// adapter.bind(to: settings.viewStates())   // Observable<[ArraySection<SettingsHeader, SettingsItem>]>
    /// ```
    @inlinable
    public func bind<Source: ObservableType>(to viewStates: Source) where Source.Element == [Section] {
        subscribe(viewStates, differ: { StagedChangeset(source: $0, target: $1) }) { $0 }
    }

    /// Shows a sectioned `interactor`'s view states, replacing any previous binding.
    /// The adapter does not keep the interactor alive.
    @inlinable
    public func bind<Source: Interactor>(to interactor: Source) where Source.Item == Section {
        bind(to: interactor.viewStates())
    }

    /// Ends the subscription. What is on screen stays; states not applied yet are dropped.
    public func unbind() {
        subscription.replace(with: Disposables.create())
        inbox = AdapterInbox()
        generation += 1
    }

    /// Inlinable, like the `bind` calls, so that the closure that hands each emission to the
    /// main actor, and with it the whole update path, is specialised for the caller's items.
    @inlinable
    func subscribe<Source: ObservableType>(
        _ source: Source, differ: @escaping Differ, wrap: @escaping @Sendable (Source.Element) -> [Section]
    ) {
        let inbox = beginBinding(differ: differ)
        let scheduler = self.scheduler
        let disposable = source.subscribe(onNext: { [weak self] value in
            inbox.put(wrap(value))
            scheduler.schedule { [weak self] in
                // Schedulers used with the adapter run their actions on the main actor.
                MainActor.assumeIsolated { self?.deliver(from: inbox) }
            }
        })
        subscription.replace(with: disposable)
    }

    /// Ends the previous binding and installs `differ`; returns the new binding's inbox.
    @usableFromInline
    func beginBinding(differ: @escaping Differ) -> AdapterInbox<[Section]> {
        unbind()
        self.differ = differ
        return inbox
    }
}
