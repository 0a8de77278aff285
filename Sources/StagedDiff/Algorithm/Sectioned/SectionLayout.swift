/// The order of sections while elements move: the target's sections, plus the deleted
/// sections that still hold elements about to move out ("late" deletes).
///
/// The section stage turns the source order into this one; the element stage keeps it;
/// the late-delete stage removes the late sections, leaving the target order.
///
/// A late section is not moved, so UIKit places it by keeping its order relative to the
/// other unmoved sections: it goes right after the nearest unmoved matched section that
/// precedes it in the source (or first, when there is none).
@usableFromInline
internal struct SectionLayout {
    /// One section of the layout.
    @usableFromInline
    internal enum Slot: Equatable {
        /// A source section matched with a target section.
        case matched(source: Int, target: Int)
        /// A target section with no source counterpart.
        case inserted(target: Int)
        /// A deleted source section that stays until its matched elements have moved out.
        case lateDeleted(source: Int)
    }

    /// The sections in layout order.
    @usableFromInline internal var slots: [Slot] = []
    /// Layout position of each source section, -1 for one deleted in the section stage.
    @usableFromInline internal var positionOfSource: [Int]
    /// Layout position of each target section.
    @usableFromInline internal var positionOfTarget: [Int]
    /// Source sections deleted in the section stage.
    @usableFromInline internal var earlyDeleted: [Int] = []

    @usableFromInline
    internal init(
        sectionTarget: ContiguousArray<Int>,
        sectionSource: ContiguousArray<Int>,
        keptSection: ContiguousArray<Bool>,
        keepsUntilElementsMoved: ContiguousArray<Bool>
    ) {
        positionOfSource = Array(repeating: -1, count: sectionTarget.count)
        positionOfTarget = Array(repeating: -1, count: sectionSource.count)
        // followers[a + 1]: late sections placed after kept source section a (a = -1: first).
        var followers = [[Int]](repeating: [], count: sectionTarget.count &+ 1)
        var anchor = -1
        for source in sectionTarget.indices {
            if sectionTarget[source] >= 0 {
                if keptSection[source] { anchor = source }
            } else if keepsUntilElementsMoved[source] {
                followers[anchor &+ 1].append(source)
            } else {
                earlyDeleted.append(source)
            }
        }
        appendLate(followers[0])
        for target in sectionSource.indices {
            let source = sectionSource[target]
            positionOfTarget[target] = slots.count
            if source < 0 {
                slots.append(.inserted(target: target))
                continue
            }
            positionOfSource[source] = slots.count
            slots.append(.matched(source: source, target: target))
            if keptSection[source] { appendLate(followers[source &+ 1]) }
        }
    }

    private mutating func appendLate(_ sources: [Int]) {
        for source in sources {
            positionOfSource[source] = slots.count
            slots.append(.lateDeleted(source: source))
        }
    }
}
