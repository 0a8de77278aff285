import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A collection view cell that shows one type of view state: subclass it, override
/// `render(_:)`, and register the subclass with `registerCell(ofType:)`.
///
/// ```swift
/// final class TodoSummaryCell: GenericCollectionViewCell<TodoSummaryViewState> {
///     private lazy var label: UILabel = {
///         let label = UILabel(frame: contentView.bounds)
///         contentView.addSubview(label)
///         return label
///     }()
///     override func render(_ viewState: TodoSummaryViewState) {
///         label.text = "\(viewState.remaining) left"
///     }
/// }
/// ```
/// - Note: UIKit creates registered cells itself; set subviews up lazily (or in an
///   initializer on a device: the stand-in this package is tested with cannot call one that
///   overrides UIKit's).
/// - Note: Registered with `ItemSizing.selfSizing`, the cell measures itself with Auto Layout
///   (`systemLayoutSizeFitting` at the item's width) when UIKit asks for its preferred layout
///   attributes, which a flow layout does when its `estimatedItemSize` is not zero: set one.
///   The height measured becomes the row's cached height. Under any other registration the
///   cell keeps the height the adapter gives.
open class GenericCollectionViewCell<ViewState>: UICollectionViewCell, RenderableCell, SelfSizingCollectionCell {
    /// Shows `viewState`, replacing whatever the cell showed. Subclasses override it.
    open func render(_ viewState: ViewState) {
        preconditionFailure("\(Self.self) must override render(_:) to show a \(ViewState.self)")
    }

    /// The cell's own height for a self-sizing item (see `SelfSizingCollectionCell`); the
    /// layout's attributes unchanged otherwise. A subclass that overrides it calls `super`.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        preferredAttributes(fitting: layoutAttributes)
    }

    /// Whether the item shown is sized by this cell, as the list last said.
    var sizesItself = false
}
