/// What a fuzz step does, as its script key says it; coverage is counted per kind, and each
/// run switches some kinds off (swarm testing).
public enum FuzzStepKind: String, CaseIterable, Sendable {
    case dispatch, tap, swipe, drag, menu, scroll, advance, settle

    /// How often a step is of this kind, relative to the others.
    var weight: Int {
        switch self {
        case .dispatch: return 40
        case .advance: return 16
        case .tap: return 12
        case .swipe: return 8
        case .drag, .menu, .scroll, .settle: return 6
        }
    }
}
