import Foundation
import ListUpdates

/// A section model that says more about its section than the header it shows: whether it
/// has a header, its footer, the heights of both, and whether items may be dragged into and
/// out of it. Every member has a default, so a model adopts only what it needs.
///
/// ```swift
/// extension SettingsHeader: ListSectionModel {
///     var headerHeight: Double? { state.title.isEmpty ? 0 : nil }         // no header when untitled
///     var footerViewState: (any Sendable)? { state.footnote.map(SettingsFooterViewState.init) }
///     var allowsMovesAcrossSections: Bool { state.id == "shortcuts" || state.id == "more" }
/// }
/// ```
///
/// - The header shows the model's view state (the model, or its `ViewStateItem.viewState`)
///   with the header registered for its type, the footer shows `footerViewState` with the
///   footer registered for its type (`registerFooter(ofType:)`); both are rendered in place or
///   reload their section by the same rules as cells.
/// - Heights are the list's: `nil` uses the list's own header (or footer) height, `0` means
///   the section has none, and the list then neither asks for nor shows it. A model that
///   does not adopt this protocol has a header of the list's height and no footer.
/// - A drag may take an item from one section to another only when both sections allow
///   it; elsewhere the adapter keeps the dragged item in its own section.
public protocol ListSectionModel {
    /// The header's height in points: nil (the default) for the list's header height, 0
    /// for no header.
    var headerHeight: Double? { get }

    /// The view state the section's footer shows, with the footer registered for its type;
    /// nil (the default) for no footer.
    var footerViewState: (any Sendable)? { get }

    /// The footer's height in points when there is a footer: nil (the default) for the
    /// list's footer height, 0 for none.
    var footerHeight: Double? { get }

    /// Whether items may be dragged into this section from another one, and out of it into
    /// another one, when that section allows it too. Defaults to false.
    var allowsMovesAcrossSections: Bool { get }
}

extension ListSectionModel {
    /// The list's header height.
    public var headerHeight: Double? { nil }
    /// No footer.
    public var footerViewState: (any Sendable)? { nil }
    /// The list's footer height.
    public var footerHeight: Double? { nil }
    /// Items stay in their section.
    public var allowsMovesAcrossSections: Bool { false }
}
