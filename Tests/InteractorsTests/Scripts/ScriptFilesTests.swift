import Foundation
import InteractorAdapter
import ScriptReplay
import Testing

@testable import Interactors

/// Every script under Interactors/Scripts runs on the real screen (interactor, adapter,
/// headless list and cells, through `ScriptRunner`) with all its expectations holding.
/// The replay tool's tests also compare each run with its golden trace.
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
        for name in ExampleReplayScreens.factories.map(\.name) {
            #expect(screens.count { $0 == name } >= 2, "\(name) has \(screens.count { $0 == name }) scripts")
        }
        #expect(Self.files.contains("todo-basics.jsonl"), "the README's quick start runs it")
    }

    @Test(arguments: ScriptFilesTests.files)
    @MainActor func scriptReplaysWithAllExpectationsHolding(name: String) throws {
        let script = try load(name)
        let report = ScriptRunner.run(script, screens: ExampleReplayScreens.factories)
        #expect(report.error == nil, "\(report.error.map(String.init(describing:)) ?? "")")
        for step in report.steps {
            for failure in step.failures {
                Issue.record("\(script.file):\(step.line): \(failure)")
            }
        }
        #expect(report.steps.count == script.steps.count + 1, "every step ran, after the setup")
        #expect(report.summary.expectations > 0, "a script that checks nothing cannot fail")
        let unregistered = Set(report.trace.entries.flatMap(\.unregisteredTypes))
        #expect(unregistered.isEmpty, "every view state has a registered cell; missing: \(unregistered.sorted())")
        #expect(report.trace.entries.allSatisfy { $0.rejectedBatch == nil }, "the list accepted every batch")
    }

    /// Every check kind and every decision kind is exercised by some script.
    @Test func scriptsCoverEveryCheckAndDecision() throws {
        let expectations = try Self.files.flatMap { name in
            try load(name).steps.compactMap { line -> ScriptExpectation? in
                if case .expect(let expectation) = line.step { expectation } else { nil }
            }
        }
        #expect(expectations.contains { $0.rows != nil })
        #expect(expectations.contains { $0.visible != nil })
        #expect(expectations.contains { !$0.contains.isEmpty })
        #expect(expectations.contains { !$0.absent.isEmpty })
        #expect(expectations.contains { $0.coalesced != nil })
        #expect(expectations.contains { ($0.fallbacks ?? 0) > 0 })
        let decisions = Set(expectations.flatMap { $0.lastDecisions.map(\.decision) })
        #expect(decisions == Set(RenderTrace.Decision.Kind.allCases))
    }
}
