import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to GenericCollectionViewCell.swift, and kept so: a Swift class cannot be generic over
// its UIKit superclass (UITableViewCell, UICollectionViewCell).

/// A table view cell that shows one type of view state: subclass it, override
/// `render(_:)`, and register the subclass with `registerCell(ofType:)`.
///
/// ```swift
/// final class TodoSummaryCell: GenericTableViewCell<TodoSummaryViewState> {
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
open class GenericTableViewCell<ViewState>: UITableViewCell, RenderableCell {
    /// Shows `viewState`, replacing whatever the cell showed. Subclasses override it.
    open func render(_ viewState: ViewState) {
        preconditionFailure("\(Self.self) must override render(_:) to show a \(ViewState.self)")
    }
}
