import Foundation
import InteractorAdapter
import Interactors

/// A section as the dry run shows it: an optional header's view state and the rows' view states.
struct DryRunSection {
    var header: (any Sendable)?
    var rows: [any Sendable]
}

/// A stand-in for the adapter and the headless list, just enough to check a script's
/// `rows`, `visible`, `contains`, `absent` and `coalesced` expectations before the replay
/// runner exists: it shows emissions with the adapter's coalescing rule (one batch animates
/// for `animationDuration`; of the states arriving meanwhile only the latest is applied,
/// on completion) and computes the visible rows from fixed heights and the scroll offset.
/// It does not diff, so `lastDecision` and `fallbacks` are left to the real runner.
final class DryRunList: @unchecked Sendable {
    private let scheduler: TestScheduler
    private let header: ScriptHeader
    private(set) var shown: [DryRunSection] = []
    private var hasShownAnything = false
    private var isAnimating = false
    private var pending: [DryRunSection]?
    private(set) var coalesced = 0
    var offset = 0.0

    init(scheduler: TestScheduler, header: ScriptHeader) {
        self.scheduler = scheduler
        self.header = header
    }

    func receive(_ sections: [DryRunSection]) {
        guard hasShownAnything else {
            // The first state is shown with reloadData, without animation.
            hasShownAnything = true
            shown = sections
            return
        }
        guard !isAnimating else {
            if pending != nil { coalesced += 1 }
            pending = sections
            return
        }
        shown = sections
        isAnimating = true
        _ = scheduler.schedule(after: header.animationDuration ?? 0.3) { [self] in
            isAnimating = false
            if let next = pending {
                pending = nil
                receive(next)
            }
        }
    }

    /// Row texts on screen, top to bottom, and header and row texts on screen.
    func onScreen(text: (any Sendable) -> String) -> (rows: [String], all: [String]) {
        let rowHeight = header.rowHeight ?? 44, headerHeight = header.headerHeight ?? 0
        var frames: [(y: Double, height: Double, text: String, isRow: Bool)] = []
        var y = 0.0
        for section in shown {
            if let model = section.header {
                frames.append((y, headerHeight, text(model), false))
                y += headerHeight
            }
            for row in section.rows {
                frames.append((y, rowHeight, text(row), true))
                y += rowHeight
            }
        }
        let top = max(0, min(offset, y - header.viewport))
        let visible = frames.filter { $0.y < top + header.viewport && $0.y + $0.height > top }
        return (visible.filter(\.isRow).map(\.text), visible.map(\.text))
    }
}
