import ListUpdates
import ReactiveCore
import StagedDiff

extension ListAdapter where Model == SingleSection {
    /// Shows every array `viewStates` emits as a flat list, replacing any previous binding.
    ///
    /// ```swift
    /// adapter.bind(to: interactor.viewStates())
    /// ```
    @inlinable
    public func bind<Source: ObservableType>(to viewStates: Source) where Source.Element == [Item] {
        pipeline.subscribe(viewStates, differ: UpdatePipeline.flatDiffer) {
            [Section(model: SingleSection(), elements: $0)]
        }
    }

    /// Shows `interactor`'s view states as a flat list, replacing any previous binding.
    /// The adapter does not keep the interactor alive.
    @inlinable
    public func bind<Source: Interactor>(to interactor: Source) where Source.Item == Item {
        bind(to: interactor.viewStates())
    }

    /// Shows every array the async sequence `viewStates` produces as a flat list, replacing
    /// any previous binding — a Kotlin flow bridged by SKIE, an `AsyncStream`, an
    /// observable's `values`.
    ///
    /// The adapter iterates the sequence in a task (`asObservable()`), cancelled when the
    /// binding is replaced, `unbind()` is called or the adapter is deallocated.
    ///
    /// ```swift
    /// adapter.bind(to: kotlinInteractor.viewStates)   // SkieSwiftFlow<[Row]>
    /// ```
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    @inlinable
    public func bind<Source: AsyncSequence & Sendable>(to viewStates: Source) where Source.Element == [Item] {
        pipeline.subscribe(viewStates.asObservable(), differ: UpdatePipeline.flatDiffer) {
            [Section(model: SingleSection(), elements: $0)]
        }
    }

    /// Shows an `AsyncInteractor`'s view states as a flat list, replacing any previous
    /// binding. The adapter does not keep the interactor alive.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    @inlinable
    public func bind<Source: AsyncInteractor>(to interactor: Source) where Source.Item == Item {
        bind(to: interactor.viewStates())
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
        pipeline.subscribe(viewStates, differ: UpdatePipeline.sectionedDiffer, wrap: { $0 })
    }

    /// Shows a sectioned `interactor`'s view states, replacing any previous binding.
    /// The adapter does not keep the interactor alive.
    @inlinable
    public func bind<Source: Interactor>(to interactor: Source) where Source.Item == Section {
        bind(to: interactor.viewStates())
    }

    /// Shows every array of sections the async sequence `viewStates` produces, replacing any
    /// previous binding; iterated in a task cancelled when the binding ends.
    ///
    /// ```swift
    /// adapter.bind(to: kotlinSettings.viewStates)   // SkieSwiftFlow<[ArraySection<Header, Row>]>
    /// ```
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    @inlinable
    public func bind<Source: AsyncSequence & Sendable>(to viewStates: Source) where Source.Element == [Section] {
        pipeline.subscribe(viewStates.asObservable(), differ: UpdatePipeline.sectionedDiffer, wrap: { $0 })
    }

    /// Shows a sectioned `AsyncInteractor`'s view states, replacing any previous binding.
    /// The adapter does not keep the interactor alive.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    @inlinable
    public func bind<Source: AsyncInteractor>(to interactor: Source) where Source.Item == Section {
        bind(to: interactor.viewStates())
    }
}
