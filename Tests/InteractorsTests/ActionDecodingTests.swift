import Foundation
import InteractorAdapter
import ScriptReplay
import Testing

@testable import Interactors

/// Every action decodes from the form its doc comment shows (the form scripts write), and
/// each screen's `actionNames` lists exactly those keys.
@Suite struct ActionDecodingTests {
    private func check<Action: Codable & Equatable>(
        _ examples: [(String, Action)], names: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (json, expected) in examples {
            let decoded = try JSONDecoder().decode(Action.self, from: Data(json.utf8))
            #expect(decoded == expected, "\(json)", sourceLocation: sourceLocation)
            let reencoded = try JSONDecoder().decode(Action.self, from: JSONEncoder().encode(expected))
            #expect(reencoded == expected, sourceLocation: sourceLocation)
        }
        let keys = examples.map { String($0.0.dropFirst(2).prefix { $0 != "\"" }) }
        #expect(keys == names, "actionNames must list every action once, in order", sourceLocation: sourceLocation)
    }

    @Test func todo() throws {
        try check(
            [
                (#"{"add": {"text": "Milk"}}"#, TodoAction.add(text: "Milk")),
                (#"{"rename": {"id": "t1", "text": "Oat milk"}}"#, .rename(id: "t1", text: "Oat milk")),
                (#"{"toggle": {"id": "t1"}}"#, .toggle(id: "t1")),
                (#"{"delete": {"id": "t1"}}"#, .delete(id: "t1")),
                (#"{"move": {"from": 0, "to": 2}}"#, .move(from: 0, to: 2)),
                (#"{"clearDone": {}}"#, .clearDone),
            ], names: TodoInteractor.actionNames)
    }

    @Test func feed() throws {
        try check(
            [
                (#"{"like": {"postId": "p1"}}"#, FeedAction.like(postId: "p1")),
                (#"{"comment": {"postId": "p1", "text": "Nice!"}}"#, .comment(postId: "p1", text: "Nice!")),
                (#"{"share": {"postId": "p1"}}"#, .share(postId: "p1")),
                (#"{"remove": {"postId": "p2"}}"#, .remove(postId: "p2")),
                (#"{"loadMore": {}}"#, .loadMore),
            ], names: FeedInteractor.actionNames)
    }

    @Test func search() throws {
        try check(
            [
                (#"{"type": {"text": "mil"}}"#, SearchAction.type(text: "mil")),
                (#"{"retry": {}}"#, .retry),
                (#"{"clear": {}}"#, .clear),
            ], names: SearchInteractor.actionNames)
    }

    @Test func chat() throws {
        try check(
            [
                (#"{"send": {"text": "Hello"}}"#, ChatAction.send(text: "Hello")),
                (#"{"delete": {"id": "m3"}}"#, .delete(id: "m3")),
            ], names: ChatInteractor.actionNames)
    }

    @Test func settings() throws {
        try check(
            [
                (#"{"toggle": {"id": "notifications"}}"#, SettingsAction.toggle(id: "notifications")),
                (#"{"choose": {"id": "theme", "option": "Dark"}}"#, .choose(id: "theme", option: "Dark")),
                (#"{"include": {"id": "calculator"}}"#, .include(id: "calculator")),
                (#"{"exclude": {"id": "flashlight"}}"#, .exclude(id: "flashlight")),
                (#"{"moveShortcut": {"id": "timer", "to": 0}}"#, .moveShortcut(id: "timer", to: 0)),
            ], names: SettingsInteractor.actionNames)
    }

    @Test func aPayloadWithAMissingFieldDoesNotDecode() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TodoAction.self, from: Data(#"{"rename": {"id": "t1"}}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(TodoAction.self, from: Data(#"{"fly": {}}"#.utf8))
        }
    }

    @Test func profile() throws {
        try check(
            [
                (#"{"loadMore": {}}"#, ProfileAction.loadMore),
                (#"{"hidePost": {"postId": "p2"}}"#, .hidePost(postId: "p2")),
                (#"{"dismissSuggestions": {}}"#, .dismissSuggestions),
            ], names: ProfileInteractor.actionNames)
    }

    @Test func screenNamesAreTheOnesScriptsUse() {
        #expect(
            ExampleReplayScreens.factories.map(\.name) == ["todo", "feed", "search", "chat", "settings", "profile"])
        #expect(
            ExampleReplayScreens.factories.map(\.actionNames) == [
                TodoAction.names, FeedAction.names, SearchAction.names, ChatAction.names, SettingsAction.names,
                ProfileAction.names,
            ])
    }
}
