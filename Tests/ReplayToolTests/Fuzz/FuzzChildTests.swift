import Foundation
import Testing

@testable import ReplayTool

/// The child process of `replay fuzz`: its streamed steps survive a crash or a hang, and its
/// normal output is passed on.
@Suite struct FuzzChildTests {
    private func shell(_ script: String, silence: Double = 10) -> FuzzChild.Outcome {
        FuzzChild.run("/bin/sh", ["-c", script], silence: silence, quiet: true)
    }

    @Test func theStepsOfTheRunACrashEndedAreKept() {
        let outcome = shell(
            #"echo 'step 0 {"tap":[0,0]}'; echo 'step 1 {"advance":1}'; echo 'step 1 {"settle":{}}'; kill -KILL $$"#)
        #expect(outcome.ending == .crashed(signal: SIGKILL))
        #expect(outcome.steps.map(\.run) == [1, 1])
        #expect(outcome.steps.map(\.text) == [#"{"advance":1}"#, #"{"settle":{}}"#])
    }

    /// A long session streams millions of step lines: the parent keeps those of the run the
    /// child is in, whatever the chunks the pipe cuts them into.
    @Test func theReaderKeepsOnlyTheCurrentRunsStepsFromChunksCutAnywhere() {
        var text = ""
        for run in 0..<300 {
            for step in 0..<(run == 299 ? 7 : 100) {
                text += FuzzChild.stepLine(run: run, text: #"{"advance":\#(step)}"#)
            }
        }
        text += "\u{1}output\nfuzz todo: ok\nstep 5 {\"not\": \"a step\"}\n"
        let bytes = Array(text.utf8)
        for chunk in [1, 7, 4096, bytes.count] {
            var reader = FuzzChild.StepLineReader()
            var start = 0
            var mostKept = 0
            while start < bytes.count {
                let end = min(start + chunk, bytes.count)
                reader.append(Data(bytes[start..<end]))
                mostKept = max(mostKept, reader.steps.count)
                start = end
            }
            reader.finish()
            #expect(reader.steps.map(\.run) == Array(repeating: 299, count: 7), "chunks of \(chunk)")
            #expect(reader.steps.last?.text == #"{"advance":6}"#)
            #expect(mostKept <= 100, "chunks of \(chunk): at most one run's steps are held")
            #expect(reader.output == "fuzz todo: ok\nstep 5 {\"not\": \"a step\"}\n")
            #expect(reader.byteCount == bytes.count)
        }
    }

    @Test func aLastLineWithoutNewlineIsRead() {
        var reader = FuzzChild.StepLineReader()
        reader.append(Data(#"step 3 {"settle":{}}"#.utf8))
        #expect(reader.steps.isEmpty)
        reader.finish()
        #expect(reader.steps.map(\.run) == [3])
    }

    /// The screen shares the child's standard output: what it prints without a newline is
    /// not held without bound, and the step lines around it are still read.
    @Test func aLineOverTheLimitIsDroppedAsItStreams() {
        var reader = FuzzChild.StepLineReader()
        reader.append(Data(#"step 0 {"tap":[0,0]}"#.utf8 + [UInt8(ascii: "\n")]))
        let chunk = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)
        var mostHeld = 0
        for _ in 0..<(4 * FuzzChild.StepLineReader.maximumLineBytes / chunk.count) {
            reader.append(chunk)
            mostHeld = max(mostHeld, reader.partial.count)
        }
        #expect(mostHeld <= FuzzChild.StepLineReader.maximumLineBytes)
        #expect(reader.partial.isEmpty)
        reader.append(Data(#"tail of the long line"#.utf8 + [UInt8(ascii: "\n")]))
        reader.append(Data(#"step 0 {"advance":1}"#.utf8 + [UInt8(ascii: "\n")]))
        reader.finish()
        #expect(reader.steps.map(\.text) == [#"{"tap":[0,0]}"#, #"{"advance":1}"#])
        #expect(reader.byteCount > 4 * FuzzChild.StepLineReader.maximumLineBytes)
    }

    @Test func aLineJustUnderTheLimitIsStillRead() {
        var reader = FuzzChild.StepLineReader()
        let prefix = "step 2 "
        let text = String(repeating: "y", count: FuzzChild.StepLineReader.maximumLineBytes - prefix.utf8.count)
        for piece in [prefix, text] { reader.append(Data(piece.utf8)) }
        reader.finish()
        #expect(reader.steps.map(\.text) == [text])
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
