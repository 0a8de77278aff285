/// The example screens, in the order the README lists them.
public enum ExampleScreens {
    /// Every screen type; `name` and `actionNames` on each.
    public static var all: [any ExampleScreen.Type] {
        [TodoInteractor.self, FeedInteractor.self, SearchInteractor.self, ChatInteractor.self, SettingsInteractor.self]
    }

    /// Every screen's name, for "unknown screen — the screens are: ..." messages.
    public static var names: [String] { all.map { $0.name } }
}
