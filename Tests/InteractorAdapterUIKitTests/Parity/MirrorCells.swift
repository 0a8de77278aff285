#if !canImport(UIKit)
import HeadlessList
import InteractorAdapterUIKit
import UIKitStandIn

/// The headless cell class each reuse identifier stands for, as `MirrorListView` registered
/// it: a mirror cell made by UIKit for that identifier holds one of these.
@MainActor
enum MirrorTwins {
    static var types: [String: HeadlessCell.Type] = [:]

    /// A new headless cell of the class registered for `identifier`.
    static func make(_ identifier: String?) -> HeadlessCell {
        let identifier = identifier ?? ""
        return (types[identifier] ?? HeadlessCell.self).init(reuseIdentifier: identifier)
    }
}

/// A UIKit view that shows a headless cell: the screens' own cells (and so their texts and
/// their in-place decisions) run unchanged on a table or collection view.
@MainActor
protocol MirrorView: UIView {
    /// The headless cell the adapter configures; what this view shows.
    var twin: HeadlessCell { get }
}

final class MirrorTableCell: UITableViewCell, MirrorView {
    private(set) lazy var twin = MirrorTwins.make(reuseIdentifier)

    override func prepareForReuse() {
        super.prepareForReuse()
        twin.prepareForReuse()
    }
}

final class MirrorTableHeader: UITableViewHeaderFooterView, MirrorView {
    private(set) lazy var twin = MirrorTwins.make(reuseIdentifier)

    override func prepareForReuse() {
        super.prepareForReuse()
        twin.prepareForReuse()
    }
}

final class MirrorCollectionCell: UICollectionViewCell, MirrorView {
    private(set) lazy var twin = MirrorTwins.make(reuseIdentifier)

    override func prepareForReuse() {
        super.prepareForReuse()
        twin.prepareForReuse()
    }
}

final class MirrorCollectionHeader: UICollectionReusableView, MirrorView {
    private(set) lazy var twin = MirrorTwins.make(reuseIdentifier)

    override func prepareForReuse() {
        super.prepareForReuse()
        twin.prepareForReuse()
    }
}
#endif
