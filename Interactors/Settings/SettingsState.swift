/// Everything the settings screen knows. The sections on screen are a function of it.
struct SettingsState: Equatable, Sendable {
    /// Every shortcut, in catalogue order: id and title.
    static let shortcuts = [
        ("flashlight", "Flashlight"), ("timer", "Timer"), ("calculator", "Calculator"), ("camera", "Camera"),
        ("scanner", "Code scanner"),
    ]
    static let choiceOptions = ["theme": ["System", "Light", "Dark"], "alertStyle": ["Banners", "Alerts", "None"]]

    var toggles = ["notifications": false, "sync": true, "sounds": true]
    var choices = ["theme": "System", "alertStyle": "Banners"]
    /// Shortcut ids in "Shortcuts", in the order they were included.
    var included = ["flashlight", "timer"]

    var sections: [SettingsSection] {
        let general = [
            toggle("notifications", "Notifications"), choice("theme", "Theme"), toggle("sync", "iCloud sync"),
        ]
        var sections = [section("general", "General", general)]
        if toggles["notifications"] == true {
            let notifications = [toggle("sounds", "Sounds"), choice("alertStyle", "Alert style")]
            sections.append(section("notifications", "Notifications", notifications))
        }
        let more = Self.shortcuts.map(\.0).filter { !included.contains($0) }
        sections.append(section("shortcuts", "Shortcuts", included.map { shortcut($0, isIncluded: true) }))
        sections.append(section("more", "More shortcuts", more.map { shortcut($0, isIncluded: false) }))
        return sections
    }

    mutating func apply(_ action: SettingsAction) {
        switch action {
        case .toggle(let id):
            toggles[id]?.toggle()
        case .choose(let id, let option):
            guard Self.choiceOptions[id]?.contains(option) == true else { return }
            choices[id] = option
        case .include(let id):
            guard Self.shortcuts.contains(where: { $0.0 == id }), !included.contains(id) else { return }
            included.append(id)
        case .exclude(let id):
            included.removeAll { $0 == id }
        }
    }

    private func section(_ id: String, _ title: String, _ rows: [SettingsItem]) -> SettingsSection {
        SettingsSection(model: SettingsHeader(SettingsHeaderViewState(id: id, title: title)), elements: rows)
    }

    private func toggle(_ id: String, _ title: String) -> SettingsItem {
        .toggle(SettingsToggleViewState(id: id, title: title, isOn: toggles[id] ?? false))
    }

    private func choice(_ id: String, _ title: String) -> SettingsItem {
        .choice(
            SettingsChoiceViewState(
                id: id, title: title, options: Self.choiceOptions[id] ?? [], selected: choices[id] ?? ""))
    }

    private func shortcut(_ id: String, isIncluded: Bool) -> SettingsItem {
        let title = Self.shortcuts.first { $0.0 == id }?.1 ?? id
        return .shortcut(SettingsShortcutViewState(id: id, title: title, isIncluded: isIncluded))
    }
}
