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
        let generalFooter = SettingsFooterViewState(id: "general", text: "Theme and sync apply to every device")
        var sections = [section(SettingsHeader(header("general", "General"), footer: generalFooter), general)]
        if toggles["notifications"] == true {
            // Under the switch that shows it: no header of its own.
            let notifications = [toggle("sounds", "Sounds"), choice("alertStyle", "Alert style")]
            sections.append(
                section(SettingsHeader(header("notifications", "Notifications"), showsHeader: false), notifications))
        }
        let more = Self.shortcuts.map(\.0).filter { !included.contains($0) }
        let count = included.count
        let shortcutsFooter = SettingsFooterViewState(
            id: "shortcuts",
            text: count == 0
                ? "No shortcuts in Control Center" : "\(count) shortcut\(count == 1 ? "" : "s") in Control Center")
        sections.append(
            section(
                SettingsHeader(header("shortcuts", "Shortcuts"), footer: shortcutsFooter, acceptsShortcuts: true),
                included.map { shortcut($0, isIncluded: true) }))
        sections.append(
            section(
                SettingsHeader(header("more", "More shortcuts"), acceptsShortcuts: true),
                more.map { shortcut($0, isIncluded: false) }))
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
        case .moveShortcut(let id, let to):
            guard Self.shortcuts.contains(where: { $0.0 == id }) else { return }
            included.removeAll { $0 == id }
            included.insert(id, at: min(max(0, to), included.count))
        }
    }

    private func header(_ id: String, _ title: String) -> SettingsHeaderViewState {
        SettingsHeaderViewState(id: id, title: title)
    }

    private func section(_ model: SettingsHeader, _ rows: [SettingsItem]) -> SettingsSection {
        SettingsSection(model: model, elements: rows)
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
