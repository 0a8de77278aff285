import InteractorAdapter
import Testing

@testable import Interactors

@Suite struct SettingsInteractorTests {
    private func make() -> (SettingsInteractor, Recorder<[SettingsSection]>) {
        let settings = SettingsInteractor()
        return (settings, Recorder(settings.viewStates()))
    }

    @Test func startsWithGeneralAndTheShortcutSections() throws {
        let (_, recorder) = make()
        #expect(
            CellTexts.texts(try #require(recorder.last)) == [
                ["General", "[ ] Notifications", "Theme: System", "[x] iCloud sync"],
                ["Shortcuts", "- Flashlight", "- Timer"],
                ["More shortcuts", "+ Calculator", "+ Camera", "+ Code scanner"],
            ])
    }

    @Test func notificationsOnInsertsItsSectionAndOffDeletesIt() throws {
        let (settings, recorder) = make()
        settings.dispatch(action: .toggle(id: "notifications"))
        let on = try #require(recorder.last)
        #expect(on.map(\.model.differenceIdentifier) == ["general", "notifications", "shortcuts", "more"])
        #expect(CellTexts.texts(on)[1] == ["Notifications", "[x] Sounds", "Alert style: Banners"])
        #expect(CellTexts.texts(on)[0][1] == "[x] Notifications")
        settings.dispatch(action: .choose(id: "alertStyle", option: "Alerts"))
        settings.dispatch(action: .toggle(id: "sounds"))
        #expect(
            CellTexts.texts(try #require(recorder.last))[1] == ["Notifications", "[ ] Sounds", "Alert style: Alerts"])
        settings.dispatch(action: .toggle(id: "notifications"))
        #expect(recorder.last?.map(\.model.differenceIdentifier) == ["general", "shortcuts", "more"])
        settings.dispatch(action: .toggle(id: "notifications"))
        #expect(
            CellTexts.texts(try #require(recorder.last))[1] == ["Notifications", "[ ] Sounds", "Alert style: Alerts"],
            "the dependent settings keep their values while hidden")
    }

    @Test func aShortcutMovesBetweenSectionsKeepingItsIdentity() throws {
        let (settings, recorder) = make()
        settings.dispatch(action: .include(id: "camera"))
        settings.dispatch(action: .exclude(id: "flashlight"))
        let sections = try #require(recorder.last)
        #expect(
            CellTexts.texts(sections)[1...] == [
                ["Shortcuts", "- Timer", "- Camera"],
                ["More shortcuts", "+ Flashlight", "+ Calculator", "+ Code scanner"],
            ])
        let ids = sections.flatMap { $0.elements.map(\.differenceIdentifier) }
        #expect(Set(ids).count == ids.count, "identifiers are unique across sections")
    }

    @Test func choiceRowsOfferTheNextOptionForATap() throws {
        let (settings, recorder) = make()
        guard case .choice(let theme) = try #require(recorder.last)[0].elements[1] else {
            Issue.record("the second General row is the theme choice")
            return
        }
        #expect(theme.nextOption == "Light")
        settings.dispatch(action: .choose(id: "theme", option: "Dark"))
        guard case .choice(let dark) = try #require(recorder.last)[0].elements[1] else { return }
        #expect(dark.selected == "Dark" && dark.nextOption == "System")
    }

    @Test func aDraggedShortcutTakesThePlaceGivenInShortcutsAndItsCataloguePlaceInMore() throws {
        let (settings, recorder) = make()
        settings.dispatch(action: .moveShortcut(id: "timer", to: 0))
        settings.dispatch(action: .moveShortcut(id: "camera", to: 1))
        settings.dispatch(action: .moveShortcut(id: "scanner", to: 99))
        let sections = try #require(recorder.last)
        #expect(
            CellTexts.texts(sections)[1...] == [
                ["Shortcuts", "- Timer", "- Camera", "- Flashlight", "- Code scanner"],
                ["More shortcuts", "+ Calculator"],
            ])
        #expect(sections[1].model.footer?.text == "4 shortcuts in Control Center")
        settings.dispatch(action: .exclude(id: "camera"))
        #expect(CellTexts.texts(try #require(recorder.last))[2] == ["More shortcuts", "+ Calculator", "+ Camera"])
    }

    @Test func sectionsSayWhatTheyShowAroundTheirRows() throws {
        let (settings, recorder) = make()
        settings.dispatch(action: .toggle(id: "notifications"))
        let models = try #require(recorder.last).map(\.model)
        #expect(models.map(\.headerHeight) == [nil, 0, nil, nil], "the dependent section shows no header")
        #expect(
            models.map { ($0.footerViewState as? SettingsFooterViewState)?.text } == [
                "Theme and sync apply to every device", nil, "2 shortcuts in Control Center", nil,
            ])
        #expect(models.map(\.allowsMovesAcrossSections) == [false, false, true, true])
        settings.dispatch(action: .exclude(id: "flashlight"))
        settings.dispatch(action: .exclude(id: "timer"))
        #expect(recorder.last?[2].model.footer?.text == "No shortcuts in Control Center")
    }

    @Test(arguments: [
        SettingsAction.toggle(id: "wifi"), .choose(id: "theme", option: "Neon"), .choose(id: "font", option: "Big"),
        .include(id: "flashlight"), .include(id: "radio"), .exclude(id: "camera"),
        .moveShortcut(id: "flashlight", to: 0), .moveShortcut(id: "radio", to: 1),
    ])
    func actionsThatChangeNothingEmitNothing(action: SettingsAction) {
        let (settings, recorder) = make()
        settings.dispatch(action: action)
        #expect(recorder.values.count == 1)
    }
}
