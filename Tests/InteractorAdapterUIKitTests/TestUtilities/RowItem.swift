#if !canImport(UIKit)
import InteractorAdapterUIKit
import TestSupport

/// An item of the binding's tests: a row whose cell renders in place, or one whose cell can
/// only be configured afresh.
enum RowItem: ViewStateItem, Differentiable, Equatable, Sendable {
    case animated(AnimatedState)
    case plain(PlainState)

    var viewState: any Sendable {
        switch self {
        case .animated(let state): return state
        case .plain(let state): return state
        }
    }

    var differenceIdentifier: String {
        switch self {
        case .animated(let state): return state.id
        case .plain(let state): return state.id
        }
    }

    /// The text its cell shows.
    var title: String {
        switch self {
        case .animated(let state): return state.title
        case .plain(let state): return state.title
        }
    }

    static func animated(_ id: String, _ title: String, refuses: Bool = false) -> RowItem {
        .animated(AnimatedState(id: id, title: title, refusesInPlace: refuses))
    }

    static func plain(_ id: String, _ title: String) -> RowItem {
        .plain(PlainState(id: id, title: title))
    }
}

/// `count` animated rows `r0`, `r1`, ... titled `row 0`, `row 1`, ...
func animatedRows(_ count: Int) -> [RowItem] {
    (0..<count).map { .animated("r\($0)", "row \($0)") }
}

/// `count` plain rows `p0`, `p1`, ... titled `plain 0`, `plain 1`, ...
func plainRows(_ count: Int) -> [RowItem] {
    (0..<count).map { .plain("p\($0)", "plain \($0)") }
}
#endif
