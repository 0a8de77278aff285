import HeadlessList
import InteractorAdapter

/// The view state of a benchmark row.
struct AdapterBenchRowState: Hashable, Sendable {
    var id: Int
    var title: String
    var version: Int
}

/// A benchmark row, shaped as an enum item with a view-state payload, as screens write them.
enum AdapterBenchItem: ViewStateItem, Differentiable, Hashable, Sendable {
    case row(AdapterBenchRowState)

    var viewState: any Sendable {
        switch self {
        case .row(let state): return state
        }
    }

    var differenceIdentifier: Int {
        switch self {
        case .row(let state): return state.id
        }
    }

    func isContentEqual(to source: AdapterBenchItem) -> Bool { self == source }
}

/// The cell of a benchmark row: renders in place.
final class AdapterBenchCell: HeadlessCell, AnimatedRenderableCell {
    func render(_ viewState: AdapterBenchRowState, animated: Bool) -> RenderResult {
        text = viewState.title
        return .rendered
    }
}
