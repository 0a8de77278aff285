import Foundation
import HeadlessList
import InteractorAdapter

/// Draws the next step of a fuzz run from what the screen shows now: an action from its
/// registration (payload built by `PayloadBuilder`) or its team's generator, a tap on a
/// visible row, a swipe or long-press where the row offers buttons, a drag of a movable row,
/// a scroll, an advance of virtual time, or a settle point. Each run keeps a random subset
/// of step kinds and action names (swarm testing).
@MainActor
struct FuzzStepDrawer {
    // MARK: Lifecycle

    init(factory: ReplayScreenFactory, random: inout FuzzRandom, pools: ValuePools, animationDuration: Double) {
        self.factory = factory
        self.pools = pools
        advances = [0, 1.0 / 60, animationDuration, 0.3, 1, 5]
        kinds = FuzzStepKind.allCases.filter { $0 == .dispatch || random.chance(75) }
        let names = factory.actionNames.filter { _ in random.chance(70) }
        actionNames = names.isEmpty ? factory.actionNames : names
    }

    // MARK: Internal

    /// The kinds this run draws.
    let kinds: [FuzzStepKind]
    /// The action names this run draws.
    let actionNames: [String]
    /// The values payloads are built from; grows with every step.
    var pools: ValuePools

    /// The next step, as a script line's JSON, and its kind; an advance when the kind drawn
    /// has nothing to act on.
    mutating func draw(on driver: ScreenDriver, random: inout FuzzRandom) -> (FuzzStepKind, JSONValue) {
        let kind = drawKind(&random)
        // Only an action's payload draws from the pools: what the screen shows is read for it alone.
        if kind == .dispatch { refreshPools(from: driver) }
        if let payload = payload(of: kind, on: driver, random: &random) {
            if kind == .dispatch { pools.remember(payload) }
            return (kind, .object([(kind.rawValue, payload)]))
        }
        return (.advance, .object([("advance", Self.number(advances.randomElement(using: &random) ?? 0))]))
    }

    // MARK: Private

    private let factory: ReplayScreenFactory
    private let advances: [Double]

    private func drawKind(_ random: inout FuzzRandom) -> FuzzStepKind {
        let total = kinds.reduce(0) { $0 + $1.weight }
        var pick = Int.random(in: 0..<max(total, 1), using: &random)
        for kind in kinds {
            if pick < kind.weight { return kind }
            pick -= kind.weight
        }
        return .advance
    }

    private func payload(of kind: FuzzStepKind, on driver: ScreenDriver, random: inout FuzzRandom) -> JSONValue? {
        let visible = driver.listView.indexPathsForVisibleItems
        switch kind {
        case .dispatch: return action(on: driver, random: &random)
        case .tap: return visible.randomElement(using: &random).map(Self.row)
        case .swipe: return swipe(visible, on: driver, random: &random)
        case .menu: return menu(visible, on: driver, random: &random)
        case .drag: return drag(visible, on: driver, random: &random)
        case .scroll:
            let maximum = Int(driver.listView.maximumContentOffset)
            return Self.number(Double(Int.random(in: 0...max(maximum, 0), using: &random)))
        case .advance: return Self.number(advances.randomElement(using: &random) ?? 0)
        case .settle: return .object([])
        }
    }

    private func action(on driver: ScreenDriver, random: inout FuzzRandom) -> JSONValue? {
        if let generator = factory.generator, generator.alone || random.chance(50),
            let state = driver.screen.lastState()
        {
            if let action = generator.generate(state, &random) { return action }
            if generator.alone { return nil }
        }
        guard let name = actionNames.randomElement(using: &random) else { return nil }
        guard let type = factory.actionType else { return .object([(name, .object([]))]) }
        return PayloadBuilder.build(name, of: type.type, pools: pools, random: &random)
            ?? .object([(name, .object([]))])
    }

    private func swipe(_ visible: [IndexPath], on driver: ScreenDriver, random: inout FuzzRandom) -> JSONValue? {
        guard let path = visible.randomElement(using: &random) else { return nil }
        let edge: ListSwipeEdge = random.chance(50) ? .trailing : .leading
        let row = ScriptRow(section: path.section, row: path.item)
        guard let titles = driver.swipeTitles(of: row, edge: edge), let title = titles.randomElement(using: &random)
        else { return nil }
        var members: [(key: String, value: JSONValue)] = [("item", Self.row(path)), ("edge", .string(edge.rawValue))]
        let ending = Int.random(in: 0..<10, using: &random)
        if ending < 7 {
            members.append(("action", .string(title)))
        } else if ending < 9 {
            members.append(("full", .bool(true)))
        }
        return .object(members)
    }

    private func menu(_ visible: [IndexPath], on driver: ScreenDriver, random: inout FuzzRandom) -> JSONValue? {
        guard let path = visible.randomElement(using: &random),
            let titles = driver.menuTitles(of: ScriptRow(section: path.section, row: path.item)), !titles.isEmpty
        else { return nil }
        let chosen = random.chance(85) ? titles.randomElement(using: &random) : nil
        var members: [(key: String, value: JSONValue)] = [("item", Self.row(path))]
        if let chosen { members.append(("action", .string(chosen))) }
        return .object(members)
    }

    private func drag(_ visible: [IndexPath], on driver: ScreenDriver, random: inout FuzzRandom) -> JSONValue? {
        let movable = visible.filter { driver.screen.adapter.moveRefusal(forItemAt: $0) == nil }
        guard let from = movable.randomElement(using: &random), let to = visible.randomElement(using: &random) else {
            return nil
        }
        return .object([("from", Self.row(from)), ("to", Self.row(to))])
    }

    private mutating func refreshPools(from driver: ScreenDriver) {
        let list = driver.listView
        var strings = driver.frame.allTexts
        for path in list.indexPathsForVisibleItems {
            if let identifier = driver.screen.adapter.identifier(ofItemAt: path) { strings.append(identifier) }
        }
        pools.screenStrings = strings
        pools.rowCount = (0..<list.numberOfSections).reduce(0) { $0 + list.numberOfItems(inSection: $1) }
    }

    private static func row(_ path: IndexPath) -> JSONValue {
        .array([.number(JSONNumber(path.section)), .number(JSONNumber(path.item))])
    }

    nonisolated static func number(_ value: Double) -> JSONValue {
        .number(JSONNumber(value: value, text: "\(value)".hasSuffix(".0") ? String(Int(value)) : "\(value)"))
    }
}
