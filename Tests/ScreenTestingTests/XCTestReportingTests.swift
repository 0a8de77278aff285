import ScreenTesting
import TestSupport
import XCTest

/// Under XCTest a failed check is an `XCTFail` at the test's own file and line. The failures
/// are captured here (by overriding `recordFailure`) so that the test checks them and passes.
///
/// XCTest runs test methods on the main thread; the harness is used inside
/// `MainActor.assumeIsolated`, since corelibs XCTest cannot run an `@MainActor` test class.
final class XCTestReportingTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        captured.append((description, filePath, lineNumber))
    }

    func testAWrongExpectationIsAnXCTFailAtTheTestsLine() {
        let line = MainActor.assumeIsolated {
            let interactor = ShelfInteractor()
            let screen = ScreenHarness(interactor, list: ListSetup(viewport: 300)) { adapter in
                adapter.registerShelfCells(dispatchingTo: interactor)
            }
            screen.dispatch(.add(title: "Dune"))
            let line = #line + 1
            screen.expect(visible: ["Emma", "1 book"])
            screen.advance(by: 1)
            screen.finish()
            return line
        }
        XCTAssertEqual(captured.count, 1)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertTrue(
            captured.first?.description.contains(#"visible: expected ["Emma", "1 book"], found ["Dune", "1 book"]"#)
                == true, captured.first?.description ?? "")
    }
}
