/// What every example screen tells the replay tool about itself.
public protocol ExampleScreen {
    /// The name scripts use in their header, e.g. `"todo"`.
    static var name: String { get }
    /// The keys of the screen's actions as scripts write them, e.g. `["add", "rename", ...]`.
    static var actionNames: [String] { get }
}
