import Foundation
import InteractorAdapter
import TestSupport
import Testing

@testable import ScriptReplay

/// A screen's action names cannot drift from its action type: read from a `ScriptableAction`'s
/// keys, or listed by hand and checked by decoding each once when the screen is registered; a
/// wrong name is an error at registration (and at the header of every replay), never a
/// rejected step.
@MainActor
@Suite struct ScreenRegistrationTests {
    /// An action type as a team writes it, its keys declared `CaseIterable`.
    enum ContactsAction: Codable, Equatable, ScriptableAction {
        case search(text: String)
        case favourite(id: String)
        case loadMore

        enum CodingKeys: String, CodingKey, CaseIterable { case search, favourite, loadMore }
        typealias ActionKeys = CodingKeys
    }

    /// Keys that are not the ones the type decodes with: `loadMre` is no case.
    enum WrongKeys: String, CodingKey, CaseIterable { case search, loadMre }

    /// An action type whose `ActionKeys` were declared apart from its coding keys, and drifted.
    enum DriftedAction: Codable, ScriptableAction {
        case search(text: String)
        case loadMore
        typealias ActionKeys = WrongKeys
    }

    static let header = #"{"screen": "shelf", "viewport": 300, "rowHeight": 44}"#
    let folder = ScriptFolder()

    @Test func namesAreReadFromTheActionKeys() {
        let factory = ReplayScreenFactory(name: "contacts", actions: ContactsAction.self) { _ in
            fatalError("not built")
        }
        #expect(factory.actionNames == ["search", "favourite", "loadMore"])
        #expect(factory.registrationError == nil)
    }

    @Test func eachNameIsDecodedOnceWhenTheScreenIsRegistered() {
        #expect(ActionKeyProbe.accepts("loadMore", in: ContactsAction.self))
        #expect(ActionKeyProbe.accepts("favourite", in: ContactsAction.self))
        #expect(!ActionKeyProbe.accepts("loadMre", in: ContactsAction.self))
        #expect(!ActionKeyProbe.accepts("search", in: String.self), "a type without keys accepts none")

        let listed = ReplayScreenFactory(
            name: "contacts", actionNames: ["search", "loadMre"], of: ContactsAction.self
        ) { _ in fatalError("not built") }
        #expect(
            listed.registrationError
                == ScreenRegistrationError(screen: "contacts", actionType: "ContactsAction", rejectedNames: ["loadMre"])
        )

        let drifted = ReplayScreenFactory(name: "contacts", actions: DriftedAction.self) { _ in
            fatalError("not built")
        }
        #expect(drifted.registrationError?.rejectedNames == ["loadMre"])
        #expect(
            drifted.registrationError?.description
                == "screen \"contacts\" is registered with action names DriftedAction does not decode: \"loadMre\"; "
                + "list the keys of its Codable form (its case names), or make it a ScriptableAction so that they "
                + "are read from the type")
    }

    @Test func aStepIsNeverRefusedForANameAHandKeptListLeavesOut() throws {
        let short = ReplayScreenFactory(
            name: "shelf", actionNames: ["add"], of: ShelfAction.self, make: ReplayScreenFactory.shelf.make)
        #expect(short.registrationError == nil, "every listed name decodes")
        let path = folder.write(
            "shelf.jsonl",
            [
                Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#,
                #"{"dispatch": {"rename": {"id": "b1", "title": "Emma"}}}"#, #"{"advance": 1}"#,
                #"{"expect": {"visible": ["Emma", "1 book"]}}"#, #"{"dispatch": {"lend": {"id": "b1"}}}"#,
            ])
        let report = try ScriptRunner.replay(scriptAt: path, screens: [short])
        #expect(report.steps.count == 6, "the header, then every step up to the unknown action")
        #expect(
            report.error?.message == #"unknown action "lend"; the shelf actions are: add"#,
            "an action the type does not decode is still unknown")
    }

    @Test func aWrongRegistrationStopsEveryReplayAtItsHeader() throws {
        let stale = ReplayScreenFactory(
            name: "shelf", actionNames: ["add", "remvoe"], of: ShelfAction.self, make: ReplayScreenFactory.shelf.make)
        let path = folder.write("shelf.jsonl", [Self.header, #"{"dispatch": {"add": {"title": "Dune"}}}"#])
        let report = try ScriptRunner.replay(scriptAt: path, screens: [stale])
        #expect(!report.passed)
        #expect(report.steps.isEmpty, "no step ran")
        #expect(
            report.failures.map(\.description) == [
                "\(path):1:1: screen \"shelf\" is registered with action names ShelfAction does not decode: \"remvoe\"; "
                    + "list the keys of its Codable form (its case names), or make it a ScriptableAction so that "
                    + "they are read from the type"
            ])
    }
}
