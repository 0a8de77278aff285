import Foundation

/// Which invariants are checked: `default` (every built-in one but the optional
/// `fresh-reload`, and the screen's own rules), minus those written with a `-`, plus any
/// named alone.
///
/// `"default"`, `"default,-pending"`, `"default,fresh-reload"`, `"validator,settled"` are selections; the same text is
/// read from `--invariants` and from a script's `{"expect": {"invariants": ...}}`.
public struct InvariantSelection: Equatable, Sendable, CustomStringConvertible {
    // MARK: Lifecycle

    /// Every built-in invariant and every rule of the screen.
    public static let `default` = InvariantSelection(includesDefault: true, added: [], removed: [])

    /// Reads a selection such as `default,-pending`.
    /// - Throws: `InvariantSelectionError` for an empty selection or an unknown id
    ///   (`knownRules` are the screen's own rules; nil accepts any other name).
    public init(parsing text: String, knownRules: [String]? = nil) throws(InvariantSelectionError) {
        var includesDefault = false
        var added: [String] = []
        var removed: [String] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let isRemoval = part.hasPrefix("-")
            let name = isRemoval ? String(part.dropFirst()) : part
            if name == "default", !isRemoval {
                includesDefault = true
                continue
            }
            let known = ScreenInvariant(rawValue: name) != nil || (knownRules?.contains(name) ?? true)
            guard !name.isEmpty, known else {
                throw InvariantSelectionError(text: text, name: name, rules: knownRules ?? [])
            }
            if isRemoval { removed.append(name) } else { added.append(name) }
        }
        guard includesDefault || !added.isEmpty else { throw InvariantSelectionError(text: text, name: "", rules: []) }
        self.init(includesDefault: includesDefault, added: added, removed: removed)
    }

    private init(includesDefault: Bool, added: [String], removed: [String]) {
        self.includesDefault = includesDefault
        self.added = added
        self.removed = removed
    }

    // MARK: Public

    /// `default,-pending`, as it was written in order.
    public var description: String {
        ((includesDefault ? ["default"] : []) + added + removed.map { "-" + $0 }).joined(separator: ",")
    }

    /// Whether the invariant or rule named `name` is checked.
    public func includes(_ name: String) -> Bool {
        let inDefault = includesDefault && ScreenInvariant(rawValue: name)?.isOptional != true
        return !removed.contains(name) && (inDefault || added.contains(name))
    }

    // MARK: Private

    private var includesDefault: Bool
    private var added: [String]
    private var removed: [String]
}

/// An invariant selection that names no invariant, or one that does not exist.
public struct InvariantSelectionError: Error, Equatable, CustomStringConvertible {
    /// The selection as written.
    public var text: String
    /// The unknown name; empty when the selection names nothing.
    public var name: String
    /// The screen's own rules.
    public var rules: [String]

    public var description: String {
        let known = (ScreenInvariant.allCases.map(\.rawValue) + rules).joined(separator: ", ")
        if name.isEmpty {
            return "invariants \"\(text)\" select nothing: write default, default,-ID or IDs of \(known)"
        }
        return "invariants \"\(text)\": no invariant \"\(name)\"; the invariants are default, \(known)"
    }
}
