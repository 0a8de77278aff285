import Foundation
import ListUpdates
import ReactiveCore
import StagedDiff

/// How the adapter gets from an item to the value its cell renders, and how it names types
/// in the trace.
@MainActor
@usableFromInline
enum ViewStateLookup {
    /// A `ViewStateItem`'s `viewState`; any other item is its own view state. Inlinable so
    /// that, specialised for a concrete item type, the cast is decided at compile time.
    @inlinable
    static func viewState(of item: some Any) -> Any {
        if let item = item as? any ViewStateItem { return item.viewState }
        return item
    }

    /// The view state of a section model's footer (`ListSectionModel.footerViewState`), or
    /// nil when it has none.
    @inlinable
    static func footerViewState(of model: some Any) -> Any? {
        (model as? any ListSectionModel)?.footerViewState
    }
}

/// Type names for trace records, cached: `String(describing:)` of a type is not free and
/// the same few types come back at every update.
@MainActor
struct TypeNames {
    private var names: [ObjectIdentifier: String] = [:]

    /// The short name of `value`'s dynamic type, e.g. `TodoEntryViewState`.
    mutating func name(ofTypeOf value: Any) -> String {
        let type = Swift.type(of: value)
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        let name = String(describing: type)
        names[key] = name
        return name
    }
}
