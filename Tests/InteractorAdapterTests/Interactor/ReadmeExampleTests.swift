import Foundation
import ReactiveTesting
import Testing

@testable import InteractorAdapter

/// The README's stateful interactor: the README shows the compiled code, and it behaves as
/// the README says.
@Suite struct ReadmeExampleTests {
    /// Answers after 0.5 s of virtual time with the catalogue entries containing the query.
    private struct Catalogue: ProductSearch {
        let scheduler: TestScheduler
        let products = ["milk", "mild cheese", "flour"]

        func search(_ query: String, completion: @escaping @Sendable ([String]) -> Void) {
            let found = products.filter { $0.contains(query) }
            scheduler.schedule(after: 0.5) { completion(found) }
        }
    }

    @Test func typingIsDebouncedThenTheBackendAnswers() {
        let scheduler = TestScheduler()
        let interactor = SearchInteractor(backend: Catalogue(scheduler: scheduler), scheduler: scheduler)
        let states = LockedState([String]())
        let subscription = interactor.viewStates().subscribe(onNext: { rows in
            states.withLock { $0.append("\(rows)@\(scheduler.now)") }
        })
        interactor.dispatch(action: .type("m"))
        scheduler.advance(by: 0.1)
        interactor.dispatch(action: .type("mil"))
        scheduler.run()
        #expect(
            states.withLock { $0 } == [
                "[]@0.0", "[\"Searching mil…\"]@0.4", "[\"milk\", \"mild cheese\"]@0.9",
            ])
        subscription.dispose()
    }

    @Test func theReadmeShowsTheCompiledExample() throws {
        let here = URL(fileURLWithPath: #filePath)
        let source = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("ReadmeSearchInteractor.swift"),
            encoding: .utf8)
        let readme = try String(
            contentsOf: here.deletingLastPathComponent().appendingPathComponent("../../../README.md")
                .standardizedFileURL,
            encoding: .utf8)
        let example = try #require(
            source.components(separatedBy: "// README example: begin\n").last?
                .components(separatedBy: "// README example: end").first)
        #expect(
            readme.contains("```swift\n" + example + "```"),
            "README.md must show ReadmeSearchInteractor.swift's example verbatim")
        for unchecked in [": @unchecked Sendable", ", @unchecked Sendable", "LockedState", "NSLock", "Mutex"] {
            #expect(!example.contains(unchecked), "the example needs no \(unchecked)")
        }
    }
}
