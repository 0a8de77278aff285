/// The flat differ: matches elements by identifier, then reads the operations off the match.
///
/// Steps, one method each: ``matchCommonPrefix()``, ``matchByIdentifier()``,
/// ``collectDeletesAndUpdates()``, ``collectMoves()``, ``stages()``.
/// Works on buffers so that the hot loops run on contiguous memory; `@inlinable` so that it
/// is specialised for the caller's element type.
@usableFromInline
internal struct FlatDiffer<C: RangeReplaceableCollection> where C.Element: Differentiable {
    @usableFromInline internal typealias Element = C.Element

    @usableFromInline internal let source: UnsafeBufferPointer<Element>
    @usableFromInline internal let target: UnsafeBufferPointer<Element>
    /// For each source position, its matched target position or -1.
    @usableFromInline internal let sourceMatch: UnsafeMutableBufferPointer<Int32>
    /// Length of the common prefix, matched without hashing.
    @usableFromInline internal var prefix = 0
    /// Whether the matched target positions increase in source order (then nothing moves).
    @usableFromInline internal var isOrdered = true
    @usableFromInline internal var deleted: [ElementPath] = []
    @usableFromInline internal var inserted: [ElementPath] = []
    @usableFromInline internal var updated: [ElementPath] = []
    @usableFromInline internal var moved: [(source: ElementPath, target: ElementPath)] = []

    @inlinable
    internal init(source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>) {
        self.source = source
        self.target = target
        sourceMatch = .allocate(capacity: source.count)
        sourceMatch.initialize(repeating: -1)
    }

    /// Frees the scratch memory; call once when done.
    @inlinable
    internal func release() {
        sourceMatch.deallocate()
    }

    /// Runs every step and returns the stages for `sourceData` → `targetData`.
    @inlinable
    internal static func stages(source sourceData: C, target targetData: C) -> ContiguousArray<Changeset<C>> {
        let direct = sourceData.withContiguousStorageIfAvailable { source in
            targetData.withContiguousStorageIfAvailable { target in
                run(source, target, sourceData, targetData)
            }
        }
        if let direct, let direct { return direct }
        let source = ContiguousArray(sourceData)
        let target = ContiguousArray(targetData)
        return source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                run(source, target, sourceData, targetData)
            }
        }
    }

    @inlinable
    internal static func run(
        _ source: UnsafeBufferPointer<Element>, _ target: UnsafeBufferPointer<Element>,
        _ sourceData: C, _ targetData: C
    ) -> ContiguousArray<Changeset<C>> {
        var differ = FlatDiffer(source: source, target: target)
        defer { differ.release() }
        differ.matchCommonPrefix()
        differ.matchByIdentifier()
        differ.collectDeletesAndUpdates()
        differ.collectMoves()
        return differ.stages(sourceData: sourceData, targetData: targetData)
    }
}
