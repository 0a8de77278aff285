import ListUpdates

/// What decides when a provider's pipeline applies its waiting state: the composed adapter,
/// which applies the providers' states only while the whole list is idle, together, in
/// provider order.
@MainActor
@usableFromInline
protocol UpdateHost: AnyObject {
    /// A provider's pipeline has a state waiting (`needsDrain`), or finished animating.
    func contentNeedsUpdate()

    /// A provider's pipeline set new sections: the number of its sections may have changed.
    func contentSectionsDidChange()
}
