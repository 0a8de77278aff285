import Foundation
import Testing
import InteractorAdapter
@testable import Interactors

/// Every script under Interactors/Scripts parses, names a screen and that screen's actions,
/// and its row and text expectations hold in a dry run (see `DryRunList`).
@Suite struct ScriptFilesTests {
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

    @Test func everyScreenHasAtLeastTwoScripts() throws {
        let screens = try Self.files.map { try load($0).header.screen }
        for name in ExampleScreens.names {
            #expect(screens.count { $0 == name } >= 2, "\(name) has \(screens.count { $0 == name }) scripts")
        }
        #expect(Self.files.contains("todo-basics.jsonl"), "the README's quick start runs it")
    }

    @Test(arguments: ScriptFilesTests.files)
    func scriptHoldsInADryRun(name: String) throws {
        let script = try load(name)
        let scheduler = TestScheduler()
        let screen = try #require(DryRunScreen.make(script.header, scheduler: scheduler), "unknown screen \(script.header.screen)")
        let actions = try #require(ExampleScreens.all.first { $0.name == script.header.screen }?.actionNames)
        for line in script.steps {
            let place = "\(script.file):\(line.line)"
            switch line.step {
            case .dispatch(let json):
                let key = if case .object(let members) = json { members.first?.key } else { nil as String? }
                #expect(key.map(actions.contains) == true, "\(place): unknown action \(json.serialized)")
                try screen.dispatch(json)
            case .tap(let section, let row): screen.tap(section, row)
            case .scroll(let offset): screen.list.offset = offset
            case .advance(let seconds): scheduler.advance(by: seconds)
            case .expect(let expectation): check(expectation, on: screen.list, at: place)
            }
        }
    }

    private func check(_ expectation: ScriptExpectation, on list: DryRunList, at place: String) {
        let screen = list.onScreen(text: CellTexts.text)
        let counts = list.shown.map(\.rows.count)
        switch expectation.rows {
        case .total(let total)?: #expect(counts.reduce(0, +) == total, "\(place): rows \(counts)")
        case .perSection(let perSection)?: #expect(counts == perSection, "\(place): rows")
        case nil: break
        }
        if let visible = expectation.visible { #expect(screen.rows == visible, "\(place): visible") }
        for text in expectation.contains {
            #expect(screen.all.contains { $0.contains(text) }, "\(place): \(text) not on screen \(screen.all)")
        }
        for text in expectation.absent {
            #expect(!screen.all.contains { $0.contains(text) }, "\(place): \(text) on screen \(screen.all)")
        }
        if let coalesced = expectation.coalesced { #expect(list.coalesced == coalesced, "\(place): coalesced") }
    }
}
