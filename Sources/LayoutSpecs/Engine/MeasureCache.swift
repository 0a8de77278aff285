/// The sizes a node answered recently, a few per node, reused as Yoga reuses them: for the
/// same request, or for one the earlier answer still satisfies (an exact length equal to
/// the size answered; an upper limit the size answered already fits under, when the earlier
/// one was looser).
struct MeasureCache {
    struct Entry {
        var request: LayoutRequest
        var size: LayoutSize
    }

    static let entriesPerNode = 4

    /// Which of a node's entries are in use, kept by the node's owner (in its slot, so that
    /// the cache is one array): below `entriesPerNode`, the number of entries stored (the
    /// next one goes after them); from `entriesPerNode` on, all are in use and the next one
    /// replaces the entry at `state - entriesPerNode` (the oldest).
    typealias State = UInt8

    /// `entriesPerNode` entries a node, those its state says are in use filled: a buffer
    /// of a class of its own (an array created uninitialized looks its storage's type up
    /// at run time). Entries are written in place: an engine, and so its cache, is never copied.
    private final class Storage: ManagedBuffer<Void, Entry> {}

    private let storage: ManagedBuffer<Void, Entry>

    init(nodeCount: Int) {
        // Left uninitialized: an entry is plain data (nothing to deinitialize), and only the
        // filled ones are read.
        storage = Storage.create(minimumCapacity: nodeCount * Self.entriesPerNode) { _ in }
    }

    /// A size node `index` (whose entries are in `state`) answered that holds for
    /// `request`; the parent's size matters only to a node whose subtree `usesParentSize`
    /// (percentages).
    @inline(__always)
    func size(of index: Int, state: State, for request: LayoutRequest, usesParentSize: Bool) -> LayoutSize? {
        // A node measured for the first time has no entry to look at.
        guard state > 0 else { return nil }
        let base = index * Self.entriesPerNode
        let filled = min(Int(state), Self.entriesPerNode)
        // Read in place: an entry is several optionals wide.
        return storage.withUnsafeMutablePointerToElements { entries in
            for slot in base..<(base + filled)
            where Self.holds(entries[slot], for: request, usesParentSize: usesParentSize) {
                return entries[slot].size
            }
            return nil
        }
    }

    mutating func store(_ size: LayoutSize, of index: Int, state: inout State, for request: LayoutRequest) {
        let current = Int(state)
        let count = Self.entriesPerNode
        let position = current < count ? current : current - count
        storage.withUnsafeMutablePointerToElements { entries in
            (entries + (index * count + position)).initialize(to: Entry(request: request, size: size))
        }
        state = State(current < count - 1 ? current + 1 : count + (position + 1) % count)
    }

    private static func holds(_ entry: Entry, for request: LayoutRequest, usesParentSize: Bool) -> Bool {
        if usesParentSize,
            entry.request.ownerWidth != request.ownerWidth || entry.request.ownerHeight != request.ownerHeight
        {
            return false
        }
        return holds(
            old: entry.request.width, entry.request.widthMode, answer: entry.size.width, new: request.width,
            request.widthMode)
            && holds(
                old: entry.request.height, entry.request.heightMode, answer: entry.size.height, new: request.height,
                request.heightMode)
    }

    /// Whether an answer of `answer` to (`old`, `oldMode`) is also the answer to (`new`, `newMode`) along one axis.
    private static func holds(
        old: Double?, _ oldMode: LayoutRequest.Mode, answer: Double, new: Double?, _ newMode: LayoutRequest.Mode
    ) -> Bool {
        if oldMode == newMode, old == new { return true }
        guard let new else { return false }
        switch (oldMode, newMode) {
        case (_, .exactly):
            return abs(new - answer) < 0.0001
        case (.unconstrained, .atMost):
            return new >= answer - 0.0001
        case (.atMost, .atMost):
            guard let old else { return false }
            return old > new && new >= answer - 0.0001
        default:
            return false
        }
    }
}
