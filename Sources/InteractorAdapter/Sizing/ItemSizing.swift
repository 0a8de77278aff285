import LayoutSpecs

/// How rows of one view-state type get their heights, given with the cell's registration
/// (`registerCell(ofType:sizing:...)`).
///
/// ```swift
/// adapter.registerCell(ofType: MessageCell.self, sizing: .measured(estimate: 60) { message, width, environment in
///     MessageLayout.height(of: message.text, width: width, category: environment.contentSizeCategory)
/// })
/// ```
public struct ItemSizing<ViewState>: Sendable {
    // MARK: Public

    /// Every row has `height` points.
    public static func fixed(_ height: Double) -> ItemSizing {
        ItemSizing(erased: RowSizing(.fixed(height), sizeHash: hasSizeHash()))
    }

    /// Each row is measured by `measure(viewState, width, environment)`, a pure function the
    /// adapter may call on any thread (with the background diff, see
    /// `ListAdapter.diffScheduler`); heights are cached by the item's identity, its
    /// `SizeHashable.sizeHash` (or content) and the width, so a row is measured once per
    /// content and width.
    /// - Parameters:
    ///   - estimate: the height a row gets while it is not measured yet (off screen, after
    ///     the deadline); nil uses the mean of the rows of this type measured so far, else
    ///     `ListAdapter.estimatedRowHeight`.
    ///   - measure: the height of a view state at a width, in points.
    public static func measured(
        estimate: Double? = nil,
        _ measure: @escaping @Sendable (ViewState, Double, SizingEnvironment) -> Double
    ) -> ItemSizing {
        ItemSizing(
            erased: RowSizing(
                .measured { viewState, width, environment in
                    (viewState as? ViewState).map { measure($0, width, environment) }
                }, estimate: estimate, sizeHash: hasSizeHash()))
    }

    /// The list measures each row's cell itself (UIKit's self-sizing cells): until it has,
    /// a row gets `estimate`, then the height the list reported, cached like measured ones.
    /// On a table the row is `UITableView.automaticDimension`; on a collection view the flow
    /// layout needs an `estimatedItemSize`, and the cell (`GenericCollectionViewCell`) answers
    /// `preferredLayoutAttributesFitting(_:)` with its own height.
    public static func selfSizing(estimate: Double = 44) -> ItemSizing {
        ItemSizing(erased: RowSizing(.selfSizing, estimate: estimate, sizeHash: hasSizeHash()))
    }

    // MARK: Internal

    /// The same, with the view state erased.
    let erased: RowSizing

    /// Whether `ViewState` has a `sizeHash` (`SizeHashable`): decided here, once, so that
    /// sizing a row of a type without one looks no protocol conformance up.
    static func hasSizeHash() -> Bool {
        ViewState.self is any SizeHashable.Type
    }
}

/// `ItemSizing` with the view state erased, as registrations of different types keep it.
@usableFromInline
struct RowSizing: Sendable {
    @usableFromInline
    enum Kind: Sendable {
        case fixed(Double)
        /// nil when the view state is not of the registered type.
        case measured(@Sendable (Any, Double, SizingEnvironment) -> Double?)
        case selfSizing
    }

    @usableFromInline
    let kind: Kind
    /// The height of a row not measured yet; nil: the mean of its type, else the list's.
    @usableFromInline
    let estimate: Double?
    /// The layout spec of a row sized by one (`ItemSizing.layout`); nil when the view state
    /// is not of the registered type, and for other sizings. Its root's height is the row's.
    @usableFromInline
    var layoutSpec: (@Sendable (Any, SizingEnvironment) -> LayoutNode?)?
    /// Whether the registered view-state type has a `sizeHash`.
    @usableFromInline
    let hasSizeHash: Bool

    init(_ kind: Kind, estimate: Double? = nil, sizeHash hasSizeHash: Bool = true) {
        self.kind = kind
        self.estimate = estimate
        self.hasSizeHash = hasSizeHash
    }

    /// The `sizeHash` of `viewState`, a view state of the registered type; nil without one.
    @inlinable
    func sizeHash(_ viewState: Any) -> Int? {
        hasSizeHash ? (viewState as? any SizeHashable)?.sizeHash : nil
    }
}
