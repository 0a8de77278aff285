import ListUpdates

/// What decides when a provider's pipeline applies its waiting state: the composed adapter,
/// which applies the providers' states only while the whole list is idle, together, in
/// provider order.
@MainActor
@usableFromInline
protocol UpdateHost: AnyObject {
    /// `content`, a provider's pipeline, has a state waiting, or finished animating.
    func contentNeedsUpdate(_ content: AnyObject)

    /// `content`, a provider's pipeline, set new sections (its `itemCounts` are new).
    func contentSectionsDidChange(_ content: AnyObject)

    /// A provider is about to set sections for a reload that will wait: the whole list keeps
    /// answering from what it shows now (`CommittedDataHolding`).
    func holdCommittedData()

    /// `content`, a provider's pipeline, has heights to size again (a new environment, an
    /// invalidation, rows at an estimate): one pass a turn for every provider that asked.
    func contentNeedsSizePass(_ content: AnyObject)

    /// A provider's row heights changed outside a batch: the list is to ask them again.
    func contentNeedsListResize()
}
