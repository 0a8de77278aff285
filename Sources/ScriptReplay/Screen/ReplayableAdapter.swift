import Foundation
import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// What a replay or a screen test needs of a `ListAdapter`, whatever its item types: its
/// trace as it grows (tracing on), its problems, its fallback threshold, whether work is
/// still under way, and the identifiers of the items it shows (so that a check may name an
/// item by the text on screen).
@MainActor
package protocol ReplayableAdapter: AnyObject {
    /// Whether trace entries are recorded.
    var isTracing: Bool { get set }
    /// Called with every new trace entry.
    var onTrace: ((RenderTrace.Entry) -> Void)? { get set }
    /// Told every problem the adapter survives.
    var problemHandler: (ListAdapterProblem) -> Void { get set }
    /// Above this many changes the adapter reloads instead of animating.
    var fallbackThreshold: Int { get set }
    /// Whether a batch the adapter applied is still animating.
    var isAnimating: Bool { get }
    /// Emissions received but not on screen yet.
    var unappliedEmissions: Int { get }
    /// The difference identifier of the item at `indexPath`, printed as the trace prints it.
    func identifier(ofItemAt indexPath: IndexPath) -> String?
    /// The difference identifier of `section`'s model, printed as the trace prints it.
    func identifier(ofSection section: Int) -> String?
    /// The name of the view-state type of the item at `indexPath`, as the trace names it.
    func viewStateTypeName(ofItemAt indexPath: IndexPath) -> String?
    /// The name of the view-state type of `section`'s model (its header's), as the trace names it.
    func viewStateTypeName(ofSection section: Int) -> String?
    /// The path of the provider showing `section`, as the trace names providers; nil on a
    /// `ListAdapter`, whose trace names none.
    func providerPath(ofSection section: Int) -> String?
    /// The width rows sized by their content are measured at.
    var sizingWidth: Double { get set }
    /// The height of a row not measured yet.
    var estimatedRowHeight: Double { get set }
    /// How many times a measuring function was called since the adapter was made.
    var measurementCount: Int { get }
    /// The height the row at `indexPath`'s sizing gives it now, worked out afresh; nil for a
    /// row the list sizes itself or one estimated on purpose.
    func expectedHeight(ofItemAt indexPath: IndexPath) -> Double?
    /// Why the item at `indexPath` cannot be dragged; nil when it can.
    func moveRefusal(forItemAt indexPath: IndexPath) -> MoveRefusal?
}

extension ListAdapter: ReplayableAdapter {
    package func identifier(ofItemAt indexPath: IndexPath) -> String? {
        item(at: indexPath).map { String(describing: $0.differenceIdentifier) }
    }

    package func identifier(ofSection section: Int) -> String? {
        guard sections.indices.contains(section) else { return nil }
        return String(describing: sections[section].model.differenceIdentifier)
    }

    package func providerPath(ofSection section: Int) -> String? { nil }

    package var sizingWidth: Double {
        get { sizingEnvironment.width }
        set { sizingEnvironment.width = newValue }
    }

    package var measurementCount: Int { sizingTotals.measurements }
}
