import BinarySearch
import ListUpdates
import StagedDiff

/// A misuse of `HeadlessListView` that UIKit would crash on but the list survives, so that
/// a test or a replay can report it instead of dying. The list records problems in
/// `problems` and carries on with a plain `HeadlessCell`.
public enum HeadlessListProblem: Error, CustomStringConvertible, Hashable, Sendable {
    /// A cell or header was dequeued with an identifier nothing was registered for.
    case unregisteredReuseIdentifier(String)
    /// A class that does not subclass `HeadlessCell` was registered for an identifier.
    case notAHeadlessCell(className: String, reuseIdentifier: String)

    /// What went wrong, naming the identifier (UIKit's text where UIKit has one).
    public var description: String {
        switch self {
        case .unregisteredReuseIdentifier(let identifier):
            return "unable to dequeue a cell with identifier \(identifier) - "
                + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .notAHeadlessCell(className, identifier):
            return "cannot register \(className) for identifier \(identifier): "
                + "cells of a HeadlessListView must subclass HeadlessCell"
        }
    }
}
