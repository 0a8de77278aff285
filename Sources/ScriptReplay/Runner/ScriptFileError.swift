/// Why a script file could not be replayed at all: it cannot be read, or it has no valid
/// header to build a screen from. (A bad line after the header does not stop the replay
/// before it starts: the steps before it run, and the report ends with its error.)
///
/// ```text
/// no such script: Scripts/playlist-basic.jsonl
/// Scripts/playlist-basics.jsonl:1:2: invalid header: missing "viewport" (...)
/// ```
public struct ScriptFileError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: Lifecycle

    /// An error about the script at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    // MARK: Public

    /// The script's path, as given.
    public var path: String
    /// What is wrong, naming the file (and the line and column, for a bad header).
    public var message: String

    /// The message.
    public var description: String { message }
}
