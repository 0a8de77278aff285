import Foundation

/// Where a diff's instructions go, read off a callgrind profile: each function's own
/// instructions (not those of what it calls), summed by the part of the work its name says.
struct DiffInstructionSplit {
    /// The parts, in the order printed.
    static let parts = ["hashing", "matching", "LIS", "copies, fills, allocation", "stages and the rest"]

    /// Instructions per part, same order as ``parts``.
    var instructions: [Int]

    /// Reads the profile callgrind wrote to `path`; nil if it cannot be read.
    init?(profile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var names: [Substring: Substring] = [:]
        var current: Substring = ""
        var skipsCallCost = false
        instructions = Array(repeating: 0, count: Self.parts.count)
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if skipsCallCost {
                // The line after `calls=` is the callee's cost, not the caller's own.
                skipsCallCost = false
                continue
            }
            if line.hasPrefix("fn=") {
                current = Self.name(line.dropFirst(3), names: &names)
            } else if line.hasPrefix("cfn=") {
                _ = Self.name(line.dropFirst(4), names: &names)
            } else if line.hasPrefix("calls=") {
                skipsCallCost = true
            } else if let first = line.first, first.isNumber || "+-*".contains(first),
                let cost = line.split(separator: " ").last.flatMap({ Int($0) })
            {
                instructions[Self.part(of: current)] += cost
            }
        }
    }

    /// The name of `(id) name` (defining the id) or `(id)` (using it).
    private static func name(_ text: Substring, names: inout [Substring: Substring]) -> Substring {
        guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return text }
        let id = text[...close]
        let rest = text[text.index(after: close)...].drop { $0 == " " }
        if !rest.isEmpty { names[id] = rest }
        return names[id] ?? id
    }

    /// The index in ``parts`` of a (mangled or C) function name.
    private static func part(of name: Substring) -> Int {
        if name.contains("Hasher") { return 0 }
        let matching = [
            "matchByIdentifier", "matchElements", "matchSections", "IdentifierTable", "matchCommonPrefix",
            "Sh8_Variant", "_NativeSet",  // the floor's Set (`Sh` is Set, mangled)
        ]
        if matching.contains(where: { name.contains($0) }) { return 1 }
        if name.contains("LongestIncreasingSubsequence") || name.contains("selectKept") { return 2 }
        let memory = [
            "__mem", "mem", "malloc", "free", "_int_", "_mid_memalign", "posix_memalign", "swift_slowAlloc",
            "swift_slowDealloc", "swift_allocObject", "swift_deallocObject",
        ]
        if memory.contains(where: { name.hasPrefix($0) }) || name.contains("malloc") { return 3 }
        return 4
    }
}
