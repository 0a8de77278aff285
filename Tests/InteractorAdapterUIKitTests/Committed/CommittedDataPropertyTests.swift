#if !canImport(UIKit)
import Foundation
import InteractorAdapterUIKit
import ReactiveTesting
import SeededRandom
import TestSupport
import Testing
import UIKitStandIn

/// Seeded random scenarios on the stand-in (iOS 14, 16 or 18, with or without prepared cells,
/// a collection view with a flow or a list layout, batches or reloads above 2 changes): states
/// are emitted while UIKit lays out,
/// scrolls, prefetches, has uncommitted updates (a drop) and lets the user drag rows, at random
/// moments; after every step every visible and prepared cell shows the item that the data
/// UIKit has committed has at its index path, and UIKit's counts are that data's.
@MainActor
@Suite("Committed data, random scenarios")
struct CommittedDataPropertyTests {
    @Test(arguments: UIKitListKind.allCases)
    func everyCellShowsTheCommittedItemAtItsIndexPath(kind: UIKitListKind) {
        for seed in UInt64(1)...150 {
            var scenario = CommittedScenario(kind, seed: seed)
            if let failure = scenario.run(steps: 40) {
                Issue.record("seed \(seed) on a \(kind): \(failure)")
                return
            }
        }
    }
}

/// One scenario: the model of what was emitted and of what UIKit has committed, and the
/// random steps.
@MainActor
struct CommittedScenario {
    init(_ kind: UIKitListKind, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        self.seed = seed
        fixture = CommittedFixture(
            kind, height: 100, preparedCells: Int.random(in: 0...1, using: &random),
            systemVersion: [14, 16, 18].randomElement(using: &random) ?? 18)
        if let list = fixture.harness.list as? CollectionListView, Bool.random(using: &random) {
            let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            list.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        }
        // Above 2 changes the adapter reloads instead of animating in a third of the scenarios.
        fixture.adapter.fallbackThreshold = [2, 300, 300].randomElement(using: &random) ?? 300
        self.random = random
        let model = Model()
        self.model = model
        let fixture = fixture
        fixture.registerMoves { move in
            model.emitted = move.applied(to: model.emitted)
            fixture.subject.onNext(fixture.sections(model.emitted))
        }
    }

    /// Runs `steps` random steps; the first mismatch found, described, or nil.
    mutating func run(steps: Int) -> String? {
        emit(randomState())
        var names: [String] = []
        for step in 0..<steps {
            let name = randomStep()
            names.append(name)
            observeUIKit()
            let found = fixture.mismatches(with: model.committed)
            let counts = model.committed.map(\.count)
            if !found.isEmpty || fixture.harness.counts != counts {
                return "after step \(step) (\(name)): \(found), UIKit's counts \(fixture.harness.counts), committed "
                    + "\(model.committed); steps: \(names.joined(separator: "; "))"
            }
            if !fixture.harness.complaints.isEmpty { return "UIKit complained: \(fixture.harness.complaints)" }
        }
        return nil
    }

    // MARK: Private

    /// The states emitted and committed, as item identifiers per section; the adapter's move
    /// handler applies the user's move to `emitted` and emits it, as an interactor would.
    private final class Model {
        var emitted: [[String]] = [[], []]
        var committed: [[String]] = [[], []]
    }

    private let seed: UInt64
    private let fixture: CommittedFixture
    private let model: Model
    private var random: SplitMix64
    private var batches = 0
    private var reloads = 0
    private var nextID = 0

    /// One random step, named.
    private mutating func randomStep() -> String {
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1:
            guard model.emitted == model.committed else { return advance() }
            emit(randomState())
            return "emit \(model.emitted)"
        case 2:
            fixture.harness.standIn.hasUncommittedUpdates.toggle()
            return "uncommitted updates \(fixture.harness.standIn.hasUncommittedUpdates)"
        case 3, 4:
            let offset = CGFloat.random(in: 0...max(0, fixture.harness.scrollView.contentSize.height), using: &random)
            fixture.harness.scroll(to: offset.rounded())
            return "scroll to \(offset.rounded())"
        case 5: return drag()
        default: return advance()
        }
    }

    private mutating func advance() -> String {
        let time: TimeInterval = [0, 0.05, 0.1, 0.3, 1].randomElement(using: &random) ?? 0
        fixture.harness.scheduler.advance(by: time)
        fixture.harness.layout()
        return "advance \(time)"
    }

    /// A drag of a visible row to a random place, with an emission or a scroll while the
    /// row is held (UIKit then has uncommitted updates).
    private mutating func drag() -> String {
        guard let source = fixture.harness.visiblePaths.randomElement(using: &random) else { return "no drag" }
        guard fixture.harness.standIn.beginMovingRow(at: source) else { return "no drag" }
        var during = ""
        if model.emitted == model.committed, Bool.random(using: &random) {
            emit(randomState())
            during = ", emit \(model.emitted) meanwhile"
        } else {
            during = ", \(advance()) meanwhile"
        }
        let section = Int.random(in: 0..<2, using: &random)
        let item = Int.random(in: 0...model.committed[section].count, using: &random)
        fixture.harness.standIn.hoverMovingRow(over: IndexPath(item: item, section: section))
        observeUIKit()
        let shownBefore = model.committed
        let landed = fixture.harness.standIn.dropMovingRow()
        if let landed, landed != source {
            model.committed = ItemMove(source: source, destination: landed).applied(to: shownBefore)
        }
        fixture.harness.layout()
        let place = landed.map { "\($0.section)-\($0.item)" } ?? "nowhere"
        return "drag \(source.section)-\(source.item) over \(section)-\(item)\(during), landed at \(place)"
    }

    private mutating func emit(_ state: [[String]]) {
        model.emitted = state
        fixture.emit(fixture.sections(state))
    }

    /// UIKit committed the latest data when it was given a batch or reloaded: the test emits
    /// only once everything emitted before is committed, so that is the last state emitted
    /// (with the user's moves the adapter was told about).
    private mutating func observeUIKit() {
        let standIn = fixture.harness.standIn
        if standIn.batches.count != batches || standIn.reloadDataCount != reloads {
            batches = standIn.batches.count
            reloads = standIn.reloadDataCount
            model.committed = model.emitted
        }
    }

    /// The last state emitted with up to three items inserted, deleted or moved.
    private mutating func randomState() -> [[String]] {
        var state = model.emitted
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let section = Int.random(in: 0..<2, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                nextID += 1
                state[section].insert("i\(nextID)", at: Int.random(in: 0...state[section].count, using: &random))
            case 1:
                if !state[section].isEmpty {
                    state[section].remove(at: Int.random(in: 0..<state[section].count, using: &random))
                }
            default:
                guard !state[section].isEmpty else { continue }
                let item = state[section].remove(at: Int.random(in: 0..<state[section].count, using: &random))
                let other = Int.random(in: 0..<2, using: &random)
                state[other].insert(item, at: Int.random(in: 0...state[other].count, using: &random))
            }
        }
        return state
    }
}

extension ItemMove {
    /// `sections` with the item at `source` moved to `destination`.
    fileprivate func applied(to sections: [[String]]) -> [[String]] {
        var sections = sections
        guard sections.indices.contains(source.section), sections[source.section].indices.contains(source.item),
            sections.indices.contains(destination.section)
        else { return sections }
        let item = sections[source.section].remove(at: source.item)
        sections[destination.section].insert(item, at: min(destination.item, sections[destination.section].count))
        return sections
    }
}
#endif
