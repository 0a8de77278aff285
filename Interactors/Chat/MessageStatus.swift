/// How far a message I sent has got. It only moves forward: sent → delivered → read.
public enum MessageStatus: String, Comparable, Equatable, Hashable, Sendable, CaseIterable {
    /// The server has it.
    case sent
    /// The other person's phone has it.
    case delivered
    /// The other person saw it.
    case read

    /// Earlier in the journey is smaller.
    public static func < (lhs: MessageStatus, rhs: MessageStatus) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
