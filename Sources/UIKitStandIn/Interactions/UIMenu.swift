#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMenu`: a titled group of menu elements (Apple documentation, `UIMenu`).
@MainActor
open class UIMenu: UIMenuElement {
    // MARK: Lifecycle

    /// Apple documentation: `UIMenu.init(title:image:identifier:options:children:)`.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [], children: [UIMenuElement] = []
    ) {
        self.init(
            title: title, image: image, storedIdentifier: identifier ?? UIMenu.Identifier(UUID().uuidString),
            options: options, children: children)
    }

    private init(
        title: String, image: UIImage?, storedIdentifier: UIMenu.Identifier, options: UIMenu.Options,
        children: [UIMenuElement]
    ) {
        self.storedIdentifier = storedIdentifier
        self.storedOptions = options
        self.storedChildren = children
        super.init(storedTitle: title, image: image)
    }

    /// Apple documentation: `UIMenu.init(coder:)`. The stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        storedIdentifier = UIMenu.Identifier(UUID().uuidString)
        storedOptions = []
        storedChildren = []
        super.init(coder: coder)
    }

    // MARK: Public

    /// Apple documentation: `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// Apple documentation: `UIMenu.Identifier.init(_:)`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Apple documentation: `UIMenu.Identifier.init(rawValue:)`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier's text.
        public let rawValue: String
    }

    /// Apple documentation: `UIMenu.Options`; the values are UIKit's (`UIMenuOptions` in
    /// UIMenu.h).
    public struct Options: OptionSet, Hashable, Sendable {
        /// Apple documentation: `UIMenu.Options.init(rawValue:)`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The options' bits.
        public let rawValue: UInt

        /// Apple documentation: `UIMenu.Options.displayInline`.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Apple documentation: `UIMenu.Options.destructive`.
        public static let destructive = Options(rawValue: 1 << 1)
    }

    /// Apple documentation: `UIMenu.identifier`.
    open var identifier: UIMenu.Identifier { storedIdentifier }

    /// Apple documentation: `UIMenu.options`.
    open var options: UIMenu.Options { storedOptions }

    /// Apple documentation: `UIMenu.children`: empty when the menu has none.
    open var children: [UIMenuElement] { storedChildren }

    // MARK: Private

    private let storedIdentifier: UIMenu.Identifier
    private let storedOptions: UIMenu.Options
    private let storedChildren: [UIMenuElement]
}
#endif
