#if !canImport(UIKit)
import Foundation

/// UIKit's `UICollectionLayoutListConfiguration`: a list layout's configuration, and the only
/// place UIKit lets a collection view's items show swipe actions (Apple documentation,
/// `UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`). The
/// stand-in keeps the appearance and the two swipe providers.
public struct UICollectionLayoutListConfiguration {
    // MARK: Lifecycle

    /// Apple documentation: `UICollectionLayoutListConfiguration.init(appearance:)`.
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
        self.appearance = appearance
    }

    // MARK: Public

    /// Apple documentation: `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`:
    /// the actions for the item at an index path, or nil for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    /// Apple documentation: `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable {
        /// Apple documentation: `UICollectionLayoutListConfiguration.Appearance.plain`.
        case plain = 0
        /// Apple documentation: `UICollectionLayoutListConfiguration.Appearance.grouped`.
        case grouped = 1
        /// Apple documentation: `UICollectionLayoutListConfiguration.Appearance.insetGrouped`.
        case insetGrouped = 2
        /// Apple documentation: `UICollectionLayoutListConfiguration.Appearance.sidebar`.
        case sidebar = 3
        /// Apple documentation: `UICollectionLayoutListConfiguration.Appearance.sidebarPlain`.
        case sidebarPlain = 4
    }

    /// Apple documentation: `UICollectionLayoutListConfiguration.appearance`.
    public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance

    /// Apple documentation: `UICollectionLayoutListConfiguration.leadingSwipeActionsConfigurationProvider`.
    public var leadingSwipeActionsConfigurationProvider:
        UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    /// Apple documentation: `UICollectionLayoutListConfiguration.trailingSwipeActionsConfigurationProvider`.
    public var trailingSwipeActionsConfigurationProvider:
        UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
}

/// UIKit's `UICollectionViewCompositionalLayout`, reduced to the list layout
/// (`list(using:)`). The stand-in lays its items out as full-width rows 44 points high,
/// without headers or footers (a list's default `headerMode` and `footerMode` are `.none`).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    // MARK: Lifecycle

    private init(listConfiguration: UICollectionLayoutListConfiguration) {
        self.listConfiguration = listConfiguration
        super.init()
    }

    /// Apple documentation: `UICollectionViewLayout.init(coder:)`. The stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        listConfiguration = nil
        super.init(coder: coder)
    }

    // MARK: Public

    /// Apple documentation: `UICollectionViewCompositionalLayout.list(using:)`: a layout of list
    /// sections only.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration
    )
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    // MARK: Internal

    /// The configuration of a list layout; nil for another compositional layout.
    let listConfiguration: UICollectionLayoutListConfiguration?
}
#endif
