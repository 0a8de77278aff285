import InteractorAdapter
import ScriptReplay

/// An item of a diff file, `{"id": ..., "content": ...}`; kept whole so it prints back as
/// it was written.
struct DiffItem: Differentiable, Sendable {
    var differenceIdentifier: DiffIdentifier
    /// The item's `"content"` (null when absent), in the form compared by JSON equality.
    var content: CanonicalJSON
    /// The item object exactly as read.
    var json: JSONValue

    func isContentEqual(to source: DiffItem) -> Bool {
        content == source.content
    }
}
