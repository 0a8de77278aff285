import InteractorAdapter

/// A row of the todo screen, shaped as Kotlin/Native exports a sealed class: a base class
/// that cannot be subclassed outside the module, and one final subclass per case, nested
/// (Kotlin's `TodoItem.Entry` reaches Swift as `TodoItem.Entry`), each holding its view state.
///
/// Kotlin source this mirrors:
/// ```kotlin
/// sealed class TodoItem {
///     data class Entry(val viewState: TodoEntryViewState) : TodoItem()
///     data class Summary(val viewState: TodoSummaryViewState) : TodoItem()
///     data class Empty(val viewState: TodoEmptyViewState) : TodoItem()
/// }
/// ```
///
/// Identity and content equality live on the base class, dispatching on the case, as a
/// Swift extension on the exported class would. Instances are immutable, hence Sendable.
public class TodoItem: ViewStateItem, @unchecked Sendable {
    /// A task.
    public final class Entry: TodoItem, @unchecked Sendable {
        /// The task row's state.
        public let state: TodoEntryViewState
        /// Wraps a task row's state.
        public init(_ state: TodoEntryViewState) { self.state = state }
    }

    /// The `2 left · 1 done` row.
    public final class Summary: TodoItem, @unchecked Sendable {
        /// The summary row's state.
        public let state: TodoSummaryViewState
        /// Wraps the summary row's state.
        public init(_ state: TodoSummaryViewState) { self.state = state }
    }

    /// The row shown when there is no task.
    public final class Empty: TodoItem, @unchecked Sendable {
        /// The empty row's state.
        public let state: TodoEmptyViewState
        /// Wraps the empty row's state.
        public init(_ state: TodoEmptyViewState) { self.state = state }
    }

    // Only the nested cases may exist, as with a sealed class.
    fileprivate init() {}

    /// The case's view state.
    public var viewState: any Sendable {
        switch self {
        case let entry as Entry: return entry.state
        case let summary as Summary: return summary.state
        case let empty as Empty: return empty.state
        default: preconditionFailure("TodoItem is sealed: \(type(of: self)) is not one of its cases")
        }
    }
}

extension TodoItem: Differentiable {
    /// The task's id (`t1`) for a task, `summary` and `empty` for the single rows.
    public var differenceIdentifier: String {
        switch self {
        case let entry as Entry: return entry.state.id
        case is Summary: return "summary"
        default: return "empty"
        }
    }

    /// Same case and equal view state.
    public func isContentEqual(to source: TodoItem) -> Bool {
        switch (self, source) {
        case let (new as Entry, old as Entry): return new.state == old.state
        case let (new as Summary, old as Summary): return new.state == old.state
        case let (new as Empty, old as Empty): return new.state == old.state
        default: return false
        }
    }
}
