#if !canImport(UIKit)
import Foundation

/// UIKit's `UIMenuElement`: what a menu holds, a `UIAction` or another `UIMenu` (Apple
/// documentation, `UIMenuElement`: "You don’t create UIMenuElement objects directly").
@MainActor
open class UIMenuElement: NSObject {
    // MARK: Lifecycle

    init(storedTitle: String, image: UIImage?) {
        self.storedTitle = storedTitle
        self.storedImage = image
        super.init()
    }

    /// Apple documentation: `UIMenuElement.init(coder:)`. The stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        storedTitle = ""
        storedImage = nil
        super.init()
    }

    // MARK: Public

    /// Apple documentation: `UIMenuElement.Attributes`; the values are UIKit's
    /// (`UIMenuElementAttributes` in UIMenuElement.h).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// Apple documentation: `UIMenuElement.Attributes.init(rawValue:)`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The attributes' bits.
        public let rawValue: UInt

        /// Apple documentation: `UIMenuElement.Attributes.disabled`.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Apple documentation: `UIMenuElement.Attributes.destructive`.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Apple documentation: `UIMenuElement.Attributes.hidden`.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Apple documentation: `UIMenuElement.Attributes.keepsMenuPresented`.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Apple documentation: `UIMenuElement.State`; the values are UIKit's
    /// (`UIMenuElementState` in UIMenuElement.h).
    public enum State: Int, Sendable {
        /// Apple documentation: `UIMenuElement.State.off`.
        case off = 0
        /// Apple documentation: `UIMenuElement.State.on`.
        case on = 1
        /// Apple documentation: `UIMenuElement.State.mixed`.
        case mixed = 2
    }

    /// Apple documentation: `UIMenuElement.title` (read-only here; `UIAction` lets it be set).
    open var title: String { storedTitle }

    /// Apple documentation: `UIMenuElement.image`.
    open var image: UIImage? { storedImage }

    // MARK: Internal

    var storedTitle: String

    // MARK: Private

    private let storedImage: UIImage?
}
#endif
