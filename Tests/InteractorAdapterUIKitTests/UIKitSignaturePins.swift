import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Every UIKit member the binding (InteractorAdapterUIKit) and the example screens
// (InteractorsUIKit) use, with its exact type, written to compile unchanged against the iOS
// SDK and against UIKitStandIn: a stand-in that drifts from UIKit's spelling stops the build.
//
// - Classes: initializers and methods as unapplied references, properties as key paths
//   (`ReferenceWritableKeyPath` where UIKit lets them be set).
// - Protocols: each member partially applied on an existential, typed as an optional
//   function. UIKit's optional requirements give exactly that type; the stand-in declares
//   them as requirements with defaults (Swift has no `optional` without `@objc`), whose
//   non-optional function converts to it. Labels, parameter and result types must match.
//
// The types of the closures passed in (`performBatchUpdates`' block and completion) are
// those the documentation gives; the block is `NS_NOESCAPE` and nullable in UITableView.h,
// which Swift imports as an optional (so escaping) closure. Closures UIKit names with a type
// alias (`UIContextualAction.Handler`, `UIActionHandler`, `UIContextMenuActionProvider`, the
// list layout's `SwipeActionsConfigurationProvider`) are pinned through the alias.
//
// Members newer than iOS 13 are pinned in an `#available` block or a function marked with the
// version; swipe actions are unavailable on tvOS. Methods UIKit deprecated that the binding
// still implements for older systems are pinned in a function marked deprecated as UIKit
// marks them, so that pinning them does not warn.
@MainActor
enum UIKitSignaturePins {
    static func views() {
        let _: (CGRect) -> UIView = UIView.init(frame:)
        let _: () -> UIView = UIView.init
        let _: ReferenceWritableKeyPath<UIView, CGRect> = \.frame
        let _: ReferenceWritableKeyPath<UIView, CGRect> = \.bounds
        let _: KeyPath<UIView, UIWindow?> = \.window
        let _: KeyPath<UIView, UIView?> = \.superview
        let _: KeyPath<UIView, [UIView]> = \.subviews
        let _: (UIView) -> (UIView) -> Void = UIView.addSubview(_:)
        let _: (UIView) -> () -> Void = UIView.removeFromSuperview
        let _: (UIView) -> () -> Void = UIView.layoutIfNeeded
        let _: (UIView) -> () -> Void = UIView.setNeedsLayout
        let _: (UIView) -> () -> Void = UIView.layoutSubviews
        let _: ReferenceWritableKeyPath<UILabel, String?> = \.text
        let _: ReferenceWritableKeyPath<UILabel, Int> = \.numberOfLines
        let _: UIDevice = UIDevice.current
        let _: KeyPath<UIDevice, String> = \.systemVersion
        let _: (String?, Bundle?) -> UIViewController = UIViewController.init(nibName:bundle:)
        let _: ReferenceWritableKeyPath<UIViewController, UIView?> = \.view
        let _: ReferenceWritableKeyPath<UIViewController, String?> = \.title
        let _: (UIViewController) -> () -> Void = UIViewController.loadView
        let _: (UIViewController) -> () -> Void = UIViewController.viewDidLoad
        let _: (UIViewController) -> () -> Void = UIViewController.viewDidLayoutSubviews
    }

    static func scrollView(_ delegate: any UIScrollViewDelegate) {
        let _: ReferenceWritableKeyPath<UIScrollView, CGPoint> = \.contentOffset
        let _: ReferenceWritableKeyPath<UIScrollView, CGSize> = \.contentSize
        let _: (UIScrollView) -> (CGPoint, Bool) -> Void = UIScrollView.setContentOffset(_:animated:)
        let _: ((UIScrollView) -> Void)? = delegate.scrollViewDidScroll(_:)
        let _: ((UIScrollView) -> Void)? = delegate.scrollViewWillBeginDragging(_:)
        let _: ((UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>) -> Void)? =
            delegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
        let _: ((UIScrollView, Bool) -> Void)? = delegate.scrollViewDidEndDragging(_:willDecelerate:)
        let _: ((UIScrollView) -> Void)? = delegate.scrollViewWillBeginDecelerating(_:)
        let _: ((UIScrollView) -> Void)? = delegate.scrollViewDidEndDecelerating(_:)
        let _: ((UIScrollView) -> Void)? = delegate.scrollViewDidEndScrollingAnimation(_:)
        let _: ((UIScrollView) -> Bool)? = delegate.scrollViewShouldScrollToTop(_:)
        let _: ((UIScrollView) -> Void)? = delegate.scrollViewDidScrollToTop(_:)
        let _: ((UIScrollView) -> Void)? = delegate.scrollViewDidChangeAdjustedContentInset(_:)
    }

    static func tableView() {
        let _: (CGRect, UITableView.Style) -> UITableView = UITableView.init(frame:style:)
        let _: KeyPath<UITableView, UITableView.Style> = \.style
        let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSource)?> = \.dataSource
        let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDelegate)?> = \.delegate
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.rowHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.estimatedRowHeight
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionHeaderHeight
        let _: CGFloat = UITableView.automaticDimension
        let _: CGSize = UIView.layoutFittingCompressedSize
        let _: (UIView) -> (CGSize, UILayoutPriority, UILayoutPriority) -> CGSize =
            UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
        let _: [UILayoutPriority] = [.required, .fittingSizeLevel, .defaultHigh, .defaultLow]
        let _: (Float) -> UILayoutPriority = UILayoutPriority.init(rawValue:)
        let _: KeyPath<UITableView, Int> = \.numberOfSections
        let _: (UITableView) -> (Int) -> Int = UITableView.numberOfRows(inSection:)
        let _: (UITableView) -> () -> Void = UITableView.reloadData
        let _: (UITableView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void = UITableView.performBatchUpdates(
            _:completion:)
        let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.insertSections(_:with:)
        let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.deleteSections(_:with:)
        let _: (UITableView) -> (IndexSet, UITableView.RowAnimation) -> Void = UITableView.reloadSections(_:with:)
        let _: (UITableView) -> (Int, Int) -> Void = UITableView.moveSection(_:toSection:)
        let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.insertRows(at:with:)
        let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.deleteRows(at:with:)
        let _: (UITableView) -> ([IndexPath], UITableView.RowAnimation) -> Void = UITableView.reloadRows(at:with:)
        let _: (UITableView) -> (IndexPath, IndexPath) -> Void = UITableView.moveRow(at:to:)
        if #available(iOS 15.0, tvOS 15.0, *) {
            let _: (UITableView) -> ([IndexPath]) -> Void = UITableView.reconfigureRows(at:)
        }
        let _: (UITableView) -> (IndexPath) -> UITableViewCell? = UITableView.cellForRow(at:)
        let _: KeyPath<UITableView, [IndexPath]?> = \.indexPathsForVisibleRows
        let _: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.headerView(forSection:)
        let _: (UITableView) -> (AnyClass?, String) -> Void = UITableView.register(_:forCellReuseIdentifier:)
        let _: (UITableView) -> (AnyClass?, String) -> Void = UITableView.register(
            _:forHeaderFooterViewReuseIdentifier:)
        let _: (UITableView) -> (String, IndexPath) -> UITableViewCell = UITableView.dequeueReusableCell(
            withIdentifier:for:)
        let _: (UITableView) -> (String) -> UITableViewHeaderFooterView? =
            UITableView.dequeueReusableHeaderFooterView(withIdentifier:)
        let _: (UITableView) -> (IndexPath, Bool) -> Void = UITableView.deselectRow(at:animated:)
        let _: KeyPath<UITableView, [IndexPath]?> = \.indexPathsForSelectedRows
        let _: KeyPath<UITableView, Bool> = \.hasUncommittedUpdates
        let _: ReferenceWritableKeyPath<UITableView, CGFloat> = \.sectionFooterHeight
        let _: (UITableView) -> (Int) -> UITableViewHeaderFooterView? = UITableView.footerView(forSection:)
        let _: ReferenceWritableKeyPath<UITableView, (any UITableViewDataSourcePrefetching)?> = \.prefetchDataSource
        let _: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic]
        let _: Int = UITableView.RowAnimation.automatic.rawValue
        let _: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    }

    static func tableViewCells() {
        let _: (UITableViewCell.CellStyle, String?) -> UITableViewCell = UITableViewCell.init(style:reuseIdentifier:)
        let _: KeyPath<UITableViewCell, String?> = \.reuseIdentifier
        let _: KeyPath<UITableViewCell, UIView> = \.contentView
        let _: (UITableViewCell) -> () -> Void = UITableViewCell.prepareForReuse
        let _: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
        let _: (String?) -> UITableViewHeaderFooterView = UITableViewHeaderFooterView.init(reuseIdentifier:)
        let _: KeyPath<UITableViewHeaderFooterView, String?> = \.reuseIdentifier
        let _: KeyPath<UITableViewHeaderFooterView, UIView> = \.contentView
        let _: (UITableViewHeaderFooterView) -> () -> Void = UITableViewHeaderFooterView.prepareForReuse
    }

    static func tableViewProtocols(_ dataSource: any UITableViewDataSource, _ delegate: any UITableViewDelegate) {
        let _: ((UITableView, Int) -> Int)? = dataSource.tableView(_:numberOfRowsInSection:)
        let _: ((UITableView, IndexPath) -> UITableViewCell)? = dataSource.tableView(_:cellForRowAt:)
        let _: ((UITableView) -> Int)? = dataSource.numberOfSections(in:)
        let _: ((UITableView, IndexPath) -> CGFloat)? = delegate.tableView(_:heightForRowAt:)
        let _: ((UITableView, IndexPath) -> CGFloat)? = delegate.tableView(_:estimatedHeightForRowAt:)
        let _: ((UITableView, Int) -> CGFloat)? = delegate.tableView(_:heightForHeaderInSection:)
        let _: ((UITableView, Int) -> UIView?)? = delegate.tableView(_:viewForHeaderInSection:)
        let _: ((UITableView, IndexPath) -> Bool)? = delegate.tableView(_:shouldHighlightRowAt:)
        let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:didSelectRowAt:)
        let _: ((UITableView, IndexPath) -> Void)? = delegate.tableView(_:didDeselectRowAt:)
        let _: any UIScrollViewDelegate = delegate
        let _: ((UITableView, IndexPath) -> Bool)? = dataSource.tableView(_:canMoveRowAt:)
        let _: ((UITableView, IndexPath, IndexPath) -> Void)? = dataSource.tableView(_:moveRowAt:to:)
        let _: ((UITableView, Int) -> CGFloat)? = delegate.tableView(_:heightForFooterInSection:)
        let _: ((UITableView, Int) -> UIView?)? = delegate.tableView(_:viewForFooterInSection:)
        let _: ((UITableView, UITableViewCell, IndexPath) -> Void)? = delegate.tableView(_:willDisplay:forRowAt:)
        let _: ((UITableView, UITableViewCell, IndexPath) -> Void)? = delegate.tableView(_:didEndDisplaying:forRowAt:)
        let _: ((UITableView, IndexPath, IndexPath) -> IndexPath)? =
            delegate.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)
    }

    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    static func tableViewInteractions(
        _ delegate: any UITableViewDelegate, _ prefetching: any UITableViewDataSourcePrefetching
    ) {
        let _: ((UITableView, IndexPath) -> UISwipeActionsConfiguration?)? =
            delegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)
        let _: ((UITableView, IndexPath) -> UISwipeActionsConfiguration?)? =
            delegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)
        let _: ((UITableView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)? =
            delegate.tableView(_:contextMenuConfigurationForRowAt:point:)
        let _: ((UITableView, [IndexPath]) -> Void)? = prefetching.tableView(_:prefetchRowsAt:)
        let _: ((UITableView, [IndexPath]) -> Void)? = prefetching.tableView(_:cancelPrefetchingForRowsAt:)
        let _: any NSObjectProtocol = prefetching
    }

    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    static func swipeActionsAndMenus() {
        let _: (UIContextualAction.Style, String?, @escaping UIContextualAction.Handler) -> UIContextualAction =
            UIContextualAction.init(style:title:handler:)
        let _: KeyPath<UIContextualAction, UIContextualAction.Style> = \.style
        let _: ReferenceWritableKeyPath<UIContextualAction, String?> = \.title
        let _: KeyPath<UIContextualAction, UIContextualAction.Handler> = \.handler
        let _: [UIContextualAction.Style] = [.normal, .destructive]
        let _: UIContextualAction.Handler = {
            (_: UIContextualAction, _: UIView, completion: @escaping (Bool) -> Void) in
            completion(true)
        }
        let _: ([UIContextualAction]) -> UISwipeActionsConfiguration = UISwipeActionsConfiguration.init(actions:)
        let _: KeyPath<UISwipeActionsConfiguration, [UIContextualAction]> = \.actions
        let _: ReferenceWritableKeyPath<UISwipeActionsConfiguration, Bool> = \.performsFirstActionWithFullSwipe
        let _:
            ((any NSCopying)?, UIContextMenuContentPreviewProvider?, UIContextMenuActionProvider?) ->
                UIContextMenuConfiguration = UIContextMenuConfiguration.init(identifier:previewProvider:actionProvider:)
        let _: KeyPath<UIContextMenuConfiguration, any NSCopying> = \.identifier
        let _: UIContextMenuActionProvider = { (_: [UIMenuElement]) -> UIMenu? in nil }
        let _: (String, UIImage?, UIMenu.Identifier?, UIMenu.Options, [UIMenuElement]) -> UIMenu =
            UIMenu.init(title:image:identifier:options:children:)
        let _: KeyPath<UIMenu, [UIMenuElement]> = \.children
        let _: KeyPath<UIMenuElement, String> = \.title
        let _:
            (
                String, UIImage?, UIAction.Identifier?, String?, UIMenuElement.Attributes, UIMenuElement.State,
                @escaping UIActionHandler
            ) -> UIAction = UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
        let _: ReferenceWritableKeyPath<UIAction, String> = \.title
        let _: ReferenceWritableKeyPath<UIAction, UIMenuElement.Attributes> = \.attributes
        let _: UIActionHandler = { (_: UIAction) in }
        let _: UIMenuElement.Attributes = [.destructive, .disabled, .hidden]
        let _: [UIMenuElement.State] = [.off, .on, .mixed]
    }

    static func collectionView() {
        let _: (CGRect, UICollectionViewLayout) -> UICollectionView = UICollectionView.init(frame:collectionViewLayout:)
        let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDataSource)?> = \.dataSource
        let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDelegate)?> = \.delegate
        let _: ReferenceWritableKeyPath<UICollectionView, UICollectionViewLayout> = \.collectionViewLayout
        let _: String = UICollectionView.elementKindSectionHeader
        let _: KeyPath<UICollectionView, Int> = \.numberOfSections
        let _: (UICollectionView) -> (Int) -> Int = UICollectionView.numberOfItems(inSection:)
        let _: (UICollectionView) -> () -> Void = UICollectionView.reloadData
        let _: (UICollectionView) -> ((() -> Void)?, ((Bool) -> Void)?) -> Void =
            UICollectionView.performBatchUpdates(_:completion:)
        let _: (UICollectionView) -> (IndexSet) -> Void = UICollectionView.insertSections(_:)
        let _: (UICollectionView) -> (IndexSet) -> Void = UICollectionView.deleteSections(_:)
        let _: (UICollectionView) -> (IndexSet) -> Void = UICollectionView.reloadSections(_:)
        let _: (UICollectionView) -> (Int, Int) -> Void = UICollectionView.moveSection(_:toSection:)
        let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.insertItems(at:)
        let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.deleteItems(at:)
        let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.reloadItems(at:)
        let _: (UICollectionView) -> (IndexPath, IndexPath) -> Void = UICollectionView.moveItem(at:to:)
        if #available(iOS 15.0, tvOS 15.0, *) {
            let _: (UICollectionView) -> ([IndexPath]) -> Void = UICollectionView.reconfigureItems(at:)
        }
        let _: (UICollectionView) -> (IndexPath) -> UICollectionViewCell? = UICollectionView.cellForItem(at:)
        let _: KeyPath<UICollectionView, [IndexPath]> = \.indexPathsForVisibleItems
        let _: (UICollectionView) -> (String, IndexPath) -> UICollectionReusableView? =
            UICollectionView.supplementaryView(forElementKind:at:)
        let _: (UICollectionView) -> (AnyClass?, String) -> Void = UICollectionView.register(
            _:forCellWithReuseIdentifier:)
        let _: (UICollectionView) -> (AnyClass?, String, String) -> Void =
            UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
        let _: (UICollectionView) -> (String, IndexPath) -> UICollectionViewCell =
            UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)
        let _: (UICollectionView) -> (String, String, IndexPath) -> UICollectionReusableView =
            UICollectionView.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
        let _: (UICollectionView) -> (IndexPath, Bool) -> Void = UICollectionView.deselectItem(at:animated:)
        let _: KeyPath<UICollectionView, [IndexPath]?> = \.indexPathsForSelectedItems
        let _: KeyPath<UICollectionView, Bool> = \.hasUncommittedUpdates
        let _: String = UICollectionView.elementKindSectionFooter
        let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDataSourcePrefetching)?> =
            \.prefetchDataSource
        let _: (UICollectionView) -> (IndexPath) -> Bool = UICollectionView.beginInteractiveMovementForItem(at:)
        let _: (UICollectionView) -> (CGPoint) -> Void = UICollectionView.updateInteractiveMovementTargetPosition(_:)
        let _: (UICollectionView) -> () -> Void = UICollectionView.endInteractiveMovement
        let _: (UICollectionView) -> () -> Void = UICollectionView.cancelInteractiveMovement
    }

    @available(iOS 14.0, *)
    @available(tvOS, unavailable)
    static func collectionViewListLayout() {
        let _: (UICollectionLayoutListConfiguration.Appearance) -> UICollectionLayoutListConfiguration =
            UICollectionLayoutListConfiguration.init(appearance:)
        let _: [UICollectionLayoutListConfiguration.Appearance] = [
            .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
        ]
        let _:
            WritableKeyPath<
                UICollectionLayoutListConfiguration,
                UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
            > = \.leadingSwipeActionsConfigurationProvider
        let _:
            WritableKeyPath<
                UICollectionLayoutListConfiguration,
                UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
            > = \.trailingSwipeActionsConfigurationProvider
        let _: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = {
            (_: IndexPath) -> UISwipeActionsConfiguration? in nil
        }
        let _: (UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout =
            UICollectionViewCompositionalLayout.list(using:)
        let _: UICollectionViewLayout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    static func collectionViewParts() {
        let _: KeyPath<UICollectionReusableView, String?> = \.reuseIdentifier
        let _: (UICollectionReusableView) -> () -> Void = UICollectionReusableView.prepareForReuse
        let _: (CGRect) -> UICollectionViewCell = UICollectionViewCell.init(frame:)
        let _: KeyPath<UICollectionViewCell, UIView> = \.contentView
        let _: () -> UICollectionViewFlowLayout = UICollectionViewFlowLayout.init
        let _: KeyPath<UICollectionViewLayout, UICollectionView?> = \.collectionView
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.itemSize
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.headerReferenceSize
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat> = \.minimumLineSpacing
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat> = \.minimumInteritemSpacing
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.footerReferenceSize
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.estimatedItemSize
        let _: (UICollectionViewLayout) -> () -> Void = UICollectionViewLayout.invalidateLayout
        let _: (UICollectionReusableView) -> (UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes =
            UICollectionReusableView.preferredLayoutAttributesFitting(_:)
        let _: (IndexPath) -> UICollectionViewLayoutAttributes = UICollectionViewLayoutAttributes.init(forCellWith:)
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGRect> = \.frame
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGSize> = \.size
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, IndexPath> = \.indexPath
    }

    static func collectionViewProtocols(
        _ dataSource: any UICollectionViewDataSource, _ delegate: any UICollectionViewDelegate,
        _ flow: any UICollectionViewDelegateFlowLayout
    ) {
        let _: ((UICollectionView, Int) -> Int)? = dataSource.collectionView(_:numberOfItemsInSection:)
        let _: ((UICollectionView, IndexPath) -> UICollectionViewCell)? = dataSource.collectionView(_:cellForItemAt:)
        let _: ((UICollectionView) -> Int)? = dataSource.numberOfSections(in:)
        let _: ((UICollectionView, String, IndexPath) -> UICollectionReusableView)? =
            dataSource.collectionView(_:viewForSupplementaryElementOfKind:at:)
        let _: ((UICollectionView, IndexPath) -> Bool)? = delegate.collectionView(_:shouldHighlightItemAt:)
        let _: ((UICollectionView, IndexPath) -> Void)? = delegate.collectionView(_:didSelectItemAt:)
        let _: ((UICollectionView, IndexPath) -> Void)? = delegate.collectionView(_:didDeselectItemAt:)
        let _: ((UICollectionView, UICollectionViewLayout, IndexPath) -> CGSize)? =
            flow.collectionView(_:layout:sizeForItemAt:)
        let _: ((UICollectionView, UICollectionViewLayout, Int) -> CGSize)? =
            flow.collectionView(_:layout:referenceSizeForHeaderInSection:)
        let _: any UICollectionViewDelegate = flow
        let _: any UIScrollViewDelegate = delegate
        let _: ((UICollectionView, IndexPath) -> Bool)? = dataSource.collectionView(_:canMoveItemAt:)
        let _: ((UICollectionView, IndexPath, IndexPath) -> Void)? = dataSource.collectionView(_:moveItemAt:to:)
        let _: ((UICollectionView, UICollectionViewCell, IndexPath) -> Void)? =
            delegate.collectionView(_:willDisplay:forItemAt:)
        let _: ((UICollectionView, UICollectionViewCell, IndexPath) -> Void)? =
            delegate.collectionView(_:didEndDisplaying:forItemAt:)
        let _: ((UICollectionView, UICollectionViewLayout, Int) -> CGSize)? =
            flow.collectionView(_:layout:referenceSizeForFooterInSection:)
    }

    static func collectionViewPrefetching(_ prefetching: any UICollectionViewDataSourcePrefetching) {
        let _: ((UICollectionView, [IndexPath]) -> Void)? = prefetching.collectionView(_:prefetchItemsAt:)
        let _: ((UICollectionView, [IndexPath]) -> Void)? = prefetching.collectionView(_:cancelPrefetchingForItemsAt:)
        let _: any NSObjectProtocol = prefetching
    }

    @available(iOS 16.0, tvOS 17.0, *)
    static func collectionViewReplacedMethods(_ delegate: any UICollectionViewDelegate) {
        let _: ((UICollectionView, IndexPath, IndexPath, IndexPath) -> IndexPath)? =
            delegate.collectionView(
                _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)
        let _: ((UICollectionView, [IndexPath], CGPoint) -> UIContextMenuConfiguration?)? =
            delegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)
    }

    @available(
        iOS, introduced: 13.0, deprecated: 15.0, message: "UIKit's methods the binding implements for iOS 13 and 14"
    )
    @available(tvOS, unavailable)
    static func collectionViewDeprecatedMethods(_ delegate: any UICollectionViewDelegate) {
        let _: ((UICollectionView, IndexPath, IndexPath) -> IndexPath)? =
            delegate.collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)
        let _: ((UICollectionView, IndexPath, CGPoint) -> UIContextMenuConfiguration?)? =
            delegate.collectionView(_:contextMenuConfigurationForItemAt:point:)
    }

    /// What `AttributedStringTextMeasurer` uses to measure text.
    static func text() {
        let _: (String, CGFloat) -> UIFont? = UIFont.init(name:size:)
        let _: (CGFloat) -> UIFont = UIFont.systemFont(ofSize:)
        let _: (CGFloat, UIFont.Weight) -> UIFont = UIFont.systemFont(ofSize:weight:)
        let _: KeyPath<UIFont, CGFloat> = \.lineHeight
        let _: KeyPath<UIFont, CGFloat> = \.pointSize
        let _: [UIFont.Weight] = [.regular, .medium, .semibold, .bold]
        let _: NSAttributedString.Key = .font
        let _: NSStringDrawingOptions = [
            .usesLineFragmentOrigin, .usesFontLeading, .usesDeviceMetrics, .truncatesLastVisibleLine,
        ]
        let _: (NSAttributedString) -> (CGSize, NSStringDrawingOptions, NSStringDrawingContext?) -> CGRect =
            NSAttributedString.boundingRect(with:options:context:)
        let _: () -> NSStringDrawingContext = NSStringDrawingContext.init
        let _: ReferenceWritableKeyPath<NSStringDrawingContext, CGFloat> = \.minimumScaleFactor
    }
}
