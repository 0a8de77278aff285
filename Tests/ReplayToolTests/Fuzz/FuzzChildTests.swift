import Foundation
import Testing

@testable import ReplayTool

/// The child process of `replay fuzz`: its streamed steps survive a crash or a hang, and its
/// normal output is passed on.
@Suite struct FuzzChildTests {
    private func shell(_ script: String, silence: Double = 10) -> FuzzChild.Outcome {
        FuzzChild.run("/bin/sh", ["-c", script], silence: silence, quiet: true)
    }

    @Test func theStepsWrittenBeforeACrashAreKept() {
        let outcome = shell(#"echo 'step 0 {"tap":[0,0]}'; echo 'step 1 {"settle":{}}'; kill -KILL $$"#)
        #expect(outcome.ending == .crashed(signal: SIGKILL))
        #expect(outcome.steps.map(\.run) == [0, 1])
        #expect(outcome.steps.last?.text == #"{"settle":{}}"#)
    }

    @Test func aSilentChildIsKilledAsHung() {
        let outcome = shell(#"echo 'step 3 {"advance":1}'; exec sleep 30"#, silence: 0.5)
        #expect(outcome.ending == .hung)
        #expect(outcome.steps.count == 1)
    }

    @Test func aNormalEndPassesTheOutputOn() {
        let outcome = shell(#"echo 'step 0 {"tap":[0,0]}'; printf '\001output\nfuzz todo: ok\n'; exit 1"#)
        #expect(outcome.ending == .exited(1, output: "fuzz todo: ok\n"))
    }
}
