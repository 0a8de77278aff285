import Foundation

/// Something an adapter survived that is almost always a bug in the screen's code: it
/// reaches the adapter's `problemHandler` as a typed value, with a severity.
///
/// ```swift
/// adapter.problemHandler = { problem in
///     if problem.severity == .error { assertionFailure(problem.description) }
///     logger.warning("\(problem)")
/// }
/// ```
public enum ListAdapterProblem: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The screen shows something other than the code meant (a placeholder row, an
        /// item matched by position among equal identifiers), but nothing is lost.
        case warning
        /// The list refused an update; the adapter recovered with `reloadData()`.
        case error

        /// `warning` or `error`.
        public var description: String {
            switch self {
            case .warning: return "warning"
            case .error: return "error"
            }
        }

        /// Warnings come before errors.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// An item (or a section model, for a header) whose view state's type has no
    /// registered cell (or header): the list shows its placeholder instead.
    case unregisteredViewState(typeName: String, isHeader: Bool)
    /// A section model whose footer view state's type has no registered footer
    /// (`registerFooter(ofType:)`): the list shows its placeholder header class instead.
    case unregisteredFooterViewState(typeName: String)
    /// A batch the list rejected with UIKit's `message`; possible only with a
    /// `Differentiable` that breaks its own rules (content or identity that changes between
    /// two reads). The adapter showed the state with `reloadData()` instead.
    case rejectedBatch(message: String, itemType: String)
    /// One state holds several items with the same `differenceIdentifier`: the differ
    /// matches the n-th occurrence with the n-th, which may animate the wrong rows.
    case duplicateIdentifiers(identifiers: [String], itemType: String)
    /// The adapter was bound to a source while a binding was still on (a view controller's
    /// `viewDidLoad` run twice, a second `bind` meant for another screen): the first binding
    /// ended, and its states no longer reach the list.
    case rebound(itemType: String)

    /// `.error` for a rejected batch, `.warning` otherwise.
    public var severity: Severity {
        switch self {
        case .rejectedBatch: return .error
        case .unregisteredViewState, .unregisteredFooterViewState, .duplicateIdentifiers, .rebound: return .warning
        }
    }

    /// What happened and what to do about it, in one line.
    public var description: String {
        switch self {
        case let .unregisteredViewState(typeName, isHeader):
            let kind = isHeader ? "header" : "cell"
            let call = isHeader ? "registerHeader(ofType:)" : "registerCell(ofType:)"
            return "\(severity): no \(kind) registered for view state \(typeName); a placeholder is shown. "
                + "Register one with \(call)."
        case let .unregisteredFooterViewState(typeName):
            return "\(severity): no footer registered for view state \(typeName); a placeholder is shown. "
                + "Register one with registerFooter(ofType:)."
        case let .rejectedBatch(message, itemType):
            return "\(severity): the list rejected a batch of \(itemType) updates (\(message)); "
                + "the adapter reloaded the list. Check that \(itemType)'s differenceIdentifier and "
                + "isContentEqual(to:) give the same answer every time they are asked."
        case let .duplicateIdentifiers(identifiers, itemType):
            let shown = identifiers.prefix(5).joined(separator: ", ") + (identifiers.count > 5 ? ", ..." : "")
            return "\(severity): \(identifiers.count) differenceIdentifier value(s) of \(itemType) occur more "
                + "than once in one state (\(shown)); give every item an identifier of its own."
        case let .rebound(itemType):
            return "\(severity): an adapter of \(itemType) was bound again while bound; the first binding "
                + "ended and its states no longer reach the list. Bind once (where the screen is set up, "
                + "not where it may run again), or call unbind() first to switch sources on purpose."
        }
    }

    /// What the default reporter reports once: the problem's kind and the type it is about.
    var reportKey: String {
        switch self {
        case let .unregisteredViewState(typeName, isHeader): return (isHeader ? "header " : "cell ") + typeName
        case let .unregisteredFooterViewState(typeName): return "footer " + typeName
        case let .rejectedBatch(_, itemType): return "rejected " + itemType
        case let .duplicateIdentifiers(_, itemType): return "duplicates " + itemType
        case let .rebound(itemType): return "rebound " + itemType
        }
    }
}
