import Foundation

extension ListAdapter {
    /// The height the registration of the row at `indexPath` gives it now, worked out afresh
    /// (its fixed height, or its measuring function called at the current width and
    /// environment, without the size cache): what the list must lay the row out at once the
    /// screen is settled. Nil for a row the list sizes itself (no sizing, or self-sizing),
    /// one laid out at an estimate on purpose (`sizingDeadline`), and outside the sections.
    package func expectedHeight(ofItemAt indexPath: IndexPath) -> Double? {
        guard let item = item(at: indexPath) else { return nil }
        return pipeline.sizer.expectedHeight(of: item)
    }
}

extension RowSizer {
    /// The height `item`'s sizing gives it now, measured again (see
    /// `ListAdapter.expectedHeight(ofItemAt:)`); nil when the list sizes the row or it is
    /// estimated on purpose.
    func expectedHeight(of item: Item) -> Double? {
        let viewState = Self.viewState(of: item)
        guard let sizing = sizings[ObjectIdentifier(type(of: viewState))], !isEstimated(item) else { return nil }
        switch sizing.kind {
        case .fixed(let height): return height
        case .measured(let measure): return measure(viewState, environment.width, environment)
        case .selfSizing: return nil
        }
    }
}
