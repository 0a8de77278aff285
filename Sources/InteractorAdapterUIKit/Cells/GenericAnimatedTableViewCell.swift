import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to GenericAnimatedCollectionViewCell.swift, and kept so: a Swift class cannot be
// generic over its UIKit superclass.

/// A table view cell that moves from one view state to the next in place, so that a
/// visible row keeps its cell (and its animations and state) instead of being reloaded:
/// subclass it and override `render(_:animated:)`.
///
/// ```swift
/// final class TodoEntryCell: GenericAnimatedTableViewCell<TodoEntryViewState> {
///     private lazy var label: UILabel = {
///         let label = UILabel(frame: contentView.bounds)
///         contentView.addSubview(label)
///         return label
///     }()
///     override func render(_ viewState: TodoEntryViewState, animated: Bool) -> RenderResult {
///         label.text = (viewState.isDone ? "☑ " : "☐ ") + viewState.title
///         return .rendered
///     }
/// }
/// ```
open class GenericAnimatedTableViewCell<ViewState>: GenericTableViewCell<ViewState>, AnimatedRenderableCell {
    /// Shows `viewState`; `animated` is true when the cell is on screen and shows an older
    /// state of the same item. Subclasses override it.
    /// - Returns: `.rendered`, or `.needsToReload` when the change cannot be shown in place.
    open func render(_ viewState: ViewState, animated: Bool) -> RenderResult {
        preconditionFailure("\(Self.self) must override render(_:animated:) to show a \(ViewState.self)")
    }

    /// Renders without animation (a freshly dequeued or reconfigured cell).
    public final override func render(_ viewState: ViewState) {
        _ = render(viewState, animated: false)
    }
}
