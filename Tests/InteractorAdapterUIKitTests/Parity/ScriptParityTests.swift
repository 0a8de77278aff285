#if !canImport(UIKit)
import Foundation
import HeadlessList
import InteractorAdapterUIKit
import Interactors
import ScriptReplay
import Testing
import UIKitStandIn

/// Every script under Interactors/Scripts, run on the stand-in's table view and collection
/// view through the binding, step for step beside the same screen on the headless list:
/// after the setup and after every step, the counts, the lines on screen (headers and rows
/// with their texts) and every trace entry (method, reason, coalesced emissions, each
/// stage's operations and per-item decisions) are equal, UIKit raised nothing and asserted
/// nothing (no stray dequeue), and the headless run itself equals the replay's.
///
/// The screens' own cells (headless cells) run in UIKit cells through `MirrorListView`, so
/// what differs between the two runs is the list: the binding on UIKit, or the headless list.
@Suite struct ScriptParityTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Interactors/Scripts")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted()
    }()

    private func load(_ name: String) throws -> ActionScript {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        return try ActionScript.parse(text, file: "Interactors/Scripts/" + name)
    }

    @Test func everyScriptIsRun() {
        #expect(Self.files.count >= 10, "found \(Self.files)")
    }

    @Test(arguments: ScriptParityTests.files, UIKitListKind.allCases)
    @MainActor func aScriptRunsOnUIKitAsOnTheHeadlessList(name: String, kind: UIKitListKind) throws {
        let script = try load(name)
        let headless = try #require(HeadlessWorld(script.header), "no screen \(script.header.screen)")
        let uikit = try #require(UIKitWorld(script.header, kind: kind))
        if script.steps.contains(where: { if case .swipe = $0.step { true } else { false } }) {
            uikit.useListLayoutForSwipes()
        }
        var comparison = Comparison(file: script.file, headless: headless, uikit: uikit)
        for world in comparison.worlds {
            world.screen.bind()
            world.scheduler.advance(by: 0)
            world.settle()
        }
        comparison.compare(line: script.header.line)

        for line in script.steps {
            switch line.step {
            case .dispatch(let json):
                for world in comparison.worlds { try world.screen.dispatch(json) }
            case .tap(let section, let row):
                let outcomes = comparison.worlds.map { $0.tap(section: section, row: row) }
                #expect(outcomes[0] == outcomes[1], "\(script.file):\(line.line): tap \(outcomes)")
            case .scroll(let offset):
                for world in comparison.worlds { world.scroll(to: offset) }
            case .advance(let seconds):
                for world in comparison.worlds { world.scheduler.advance(by: seconds) }
            case .resize(let width):
                for world in comparison.worlds { world.screen.adapter.sizingWidth = width }
            case .expect:
                continue  // what an expectation checks is compared after every step anyway
            case .settle:
                for world in comparison.worlds { world.scheduler.run() }
            // parity for interactions: wired with the UIKit binding's gestures at merge
            case .swipe(let swipe):
                let outcomes = comparison.worlds.map { $0.swipe(swipe) }
                #expect(outcomes[0] == outcomes[1], "\(script.file):\(line.line): swipe \(outcomes)")
            case .drag(let from, let to):
                let outcomes = comparison.worlds.map { $0.drag(from: from, to: to) }
                #expect(outcomes[0] == outcomes[1], "\(script.file):\(line.line): drag \(outcomes)")
            case .menu(let menu):
                let outcomes = comparison.worlds.map { $0.menu(menu) }
                #expect(outcomes[0] == outcomes[1], "\(script.file):\(line.line): menu \(outcomes)")
            }
            for world in comparison.worlds {
                world.scheduler.advance(by: 0)
                world.settle()
            }
            comparison.compare(line: line.line)
        }

        #expect(uikit.harness.complaints.isEmpty, "\(script.file) on a \(kind) view: \(uikit.harness.complaints)")
        #expect(comparison.decisions > 0 || !script.steps.isEmpty, "the run compared something")
        let replay = ScriptRunner.run(script, screens: ExampleReplayScreens.factories)
        #expect(replay.error == nil)
        #expect(
            Comparison.comparable(replay.trace.entries) == Comparison.comparable(headless.entries),
            "\(script.file): the headless run here is the replay's")
    }
}

/// Compares two runs of a script after each step.
@MainActor
struct Comparison {
    let file: String
    let headless: HeadlessWorld
    let uikit: UIKitWorld
    /// How many trace entries of each run were compared already.
    private var compared = 0
    /// How many per-item decisions were compared.
    private(set) var decisions = 0

    init(file: String, headless: HeadlessWorld, uikit: UIKitWorld) {
        self.file = file
        self.headless = headless
        self.uikit = uikit
    }

    var worlds: [any ParityWorld] { [headless, uikit] }

    /// The entries without the lines each list prints for what is visible (the headless list
    /// prints its snapshot, another list index paths and cell classes); `visibleLines`
    /// compares what is on screen instead.
    static func comparable(_ entries: [RenderTrace.Entry]) -> [RenderTrace.Entry] {
        entries.map { entry in
            var entry = entry
            entry.visible = []
            return entry
        }
    }

    mutating func compare(line: Int) {
        let place = "\(file):\(line) on a \(uikit.harness.kind) view"
        #expect(uikit.counts == headless.counts, "\(place): counts")
        #expect(uikit.visibleLines == headless.visibleLines, "\(place): on screen")
        let new = (
            headless: Array(headless.entries.dropFirst(compared)), uikit: Array(uikit.entries.dropFirst(compared))
        )
        #expect(Self.comparable(new.uikit) == Self.comparable(new.headless), "\(place): trace entries")
        decisions += new.headless.flatMap(\.stages).flatMap(\.decisions).count
        compared = max(headless.entries.count, uikit.entries.count)
    }
}
#endif
