#if !canImport(UIKit)
import Foundation

/// Apple documentation: `UIActionHandler`: "The action selected by the user."
public typealias UIActionHandler = (UIAction) -> Void

/// UIKit's `UIAction`: a titled action of a menu, with its handler (Apple documentation,
/// `UIAction`). The list runs the handler when the user chooses the action (see
/// `StandInControls.chooseMenuAction(titled:)`); UIKit does not let others read it.
@MainActor
open class UIAction: UIMenuElement {
    // MARK: Lifecycle

    /// Apple documentation:
    /// `UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`: a nil
    /// identifier gets a generated one.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(
            title: title, image: image, storedIdentifier: identifier ?? UIAction.Identifier(UUID().uuidString),
            handler: handler)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
    }

    private init(
        title: String, image: UIImage?, storedIdentifier: UIAction.Identifier, handler: @escaping UIActionHandler
    ) {
        self.storedIdentifier = storedIdentifier
        self.handler = handler
        super.init(storedTitle: title, image: image)
    }

    /// Apple documentation: `UIMenuElement.init(coder:)`. The stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        storedIdentifier = UIAction.Identifier(UUID().uuidString)
        handler = { _ in }
        super.init(coder: coder)
    }

    // MARK: Public

    /// Apple documentation: `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// Apple documentation: `UIAction.Identifier.init(_:)`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Apple documentation: `UIAction.Identifier.init(rawValue:)`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier's text.
        public let rawValue: String
    }

    /// Apple documentation: `UIAction.title`.
    open override var title: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }

    /// Apple documentation: `UIAction.identifier`.
    open var identifier: UIAction.Identifier { storedIdentifier }

    /// Apple documentation: `UIAction.discoverabilityTitle`.
    open var discoverabilityTitle: String?

    /// Apple documentation: `UIAction.attributes`: `.destructive` draws it red.
    open var attributes: UIMenuElement.Attributes = []

    /// Apple documentation: `UIAction.state`.
    open var state: UIMenuElement.State = .off

    // MARK: Internal

    /// What choosing the action does.
    let handler: UIActionHandler

    // MARK: Private

    private let storedIdentifier: UIAction.Identifier
}
#endif
