/// A screen registered for scripts with action names its action type does not decode: a
/// `dispatch` step naming one could never run, and a step naming a real action the list
/// leaves out would be refused. Found when the screen is registered; every replay of the
/// screen stops at its header with it.
///
/// ```text
/// screen "contacts" is registered with action names ContactsAction does not decode: "loadMre";
/// list the keys of its Codable form (its case names), or make it a ScriptableAction so that
/// they are read from the type
/// ```
public struct ScreenRegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The screen's name in script headers.
    public var screen: String
    /// The name of the screen's action type.
    public var actionType: String
    /// The listed names the action type does not decode.
    public var rejectedNames: [String]

    /// What is wrong and what to do.
    public var description: String {
        "screen \"\(screen)\" is registered with action names \(actionType) does not decode: "
            + rejectedNames.map { "\"\($0)\"" }.joined(separator: ", ")
            + "; list the keys of its Codable form (its case names), or make it a ScriptableAction so that "
            + "they are read from the type"
    }
}
