#if !canImport(UIKit)
import InteractorAdapterUIKit
import TestSupport
import UIKitStandIn

/// A view of the tests that shows one text in a label and counts how often UIKit reused it.
@MainActor
protocol TextView: UIView {
    /// What the view shows.
    var shownText: String? { get }
    /// How many times `prepareForReuse()` ran.
    var reuseCount: Int { get }
}

/// The text a cell or header shows, read from the labels in it (as UIKit lets one read it).
@MainActor
func labelText(_ view: UIView?) -> String? {
    guard let view else { return nil }
    if let label = view as? UILabel { return label.text }
    for subview in view.subviews {
        if let text = labelText(subview) { return text }
    }
    return nil
}

/// Adds a label to `view` (a content view) the first time it is needed.
@MainActor
func makeLabel(in view: UIView) -> UILabel {
    let label = UILabel(frame: view.bounds)
    view.addSubview(label)
    return label
}

final class AnimatedRowTableCell: GenericAnimatedTableViewCell<AnimatedState>, TextView {
    private lazy var label = makeLabel(in: contentView)
    private(set) var reuseCount = 0
    private(set) var animatedRenders = 0
    var shownText: String? { label.text }

    override func render(_ viewState: AnimatedState, animated: Bool) -> RenderResult {
        if animated {
            if viewState.refusesInPlace { return .needsToReload }
            animatedRenders += 1
        }
        label.text = viewState.title
        return .rendered
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class PlainRowTableCell: GenericTableViewCell<PlainState>, TextView {
    private lazy var label = makeLabel(in: contentView)
    private(set) var reuseCount = 0
    private(set) var renders = 0
    var shownText: String? { label.text }

    override func render(_ viewState: PlainState) {
        renders += 1
        label.text = viewState.title
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class AnimatedRowCollectionCell: GenericAnimatedCollectionViewCell<AnimatedState>, TextView {
    private lazy var label = makeLabel(in: contentView)
    private(set) var reuseCount = 0
    var shownText: String? { label.text }

    override func render(_ viewState: AnimatedState, animated: Bool) -> RenderResult {
        if animated, viewState.refusesInPlace { return .needsToReload }
        label.text = viewState.title
        return .rendered
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class PlainRowCollectionCell: GenericCollectionViewCell<PlainState>, TextView {
    private lazy var label = makeLabel(in: contentView)
    private(set) var reuseCount = 0
    var shownText: String? { label.text }

    override func render(_ viewState: PlainState) {
        label.text = viewState.title
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class AnimatedTableHeader: GenericAnimatedTableViewHeaderView<TestHeader>, TextView {
    private lazy var label = makeLabel(in: contentView)
    private(set) var reuseCount = 0
    var shownText: String? { label.text }

    override func render(_ viewState: TestHeader, animated: Bool) -> RenderResult {
        label.text = viewState.title
        return .rendered
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class PlainTableHeader: GenericTableViewHeaderView<TestHeader>, TextView {
    private lazy var label = makeLabel(in: contentView)
    private(set) var reuseCount = 0
    var shownText: String? { label.text }

    override func render(_ viewState: TestHeader) {
        label.text = viewState.title
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class AnimatedCollectionHeader: GenericAnimatedCollectionViewHeaderView<TestHeader>, TextView {
    private lazy var label = makeLabel(in: self)
    private(set) var reuseCount = 0
    var shownText: String? { label.text }

    override func render(_ viewState: TestHeader, animated: Bool) -> RenderResult {
        label.text = viewState.title
        return .rendered
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class PlainCollectionHeader: GenericCollectionViewHeaderView<TestHeader>, TextView {
    private lazy var label = makeLabel(in: self)
    private(set) var reuseCount = 0
    var shownText: String? { label.text }

    override func render(_ viewState: TestHeader) {
        label.text = viewState.title
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}
#endif
