import Foundation

/// A script read from disk: as much of it as is well formed, the error of its first bad
/// line if any, and its lines as written (to print each step as it was written).
package struct ScriptFile {
    /// The header and the steps before the first bad line.
    package var script: ActionScript
    /// The first bad line's error; nil when the whole script is well formed.
    package var stoppedBy: ScriptError?
    /// The script's lines as `ActionScript` numbers them (line 1 first).
    package var lines: [Substring]

    /// Reads and parses the script at `path`.
    /// - Throws: `ScriptFileError` when the file is missing, a folder, unreadable or not
    ///   UTF-8, or when the script has no valid header.
    package static func load(_ path: String) throws(ScriptFileError) -> ScriptFile {
        let text = try read(path)
        do {
            let (script, stoppedBy) = try ActionScript.parsePrefix(text, file: path)
            return ScriptFile(script: script, stoppedBy: stoppedBy, lines: ActionScript.lines(of: text))
        } catch {
            throw ScriptFileError(path: path, message: error.description)
        }
    }

    private static func read(_ path: String) throws(ScriptFileError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ScriptFileError(path: path, message: "no such script: \(path)")
        }
        guard !isDirectory.boolValue else {
            throw ScriptFileError(path: path, message: "\(path) is a folder, not a script")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptFileError(path: path, message: "cannot read \(path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            guard let invalid = InvalidUTF8.find(in: Array(data)) else {
                throw ScriptFileError(path: path, message: "\(path) is not UTF-8 text")
            }
            throw ScriptFileError(path: path, message: "\(path):\(invalid.line):\(invalid.column): \(invalid)")
        }
        return text
    }
}
