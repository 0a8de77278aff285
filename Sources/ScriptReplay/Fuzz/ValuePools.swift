/// The values a fuzz run answers a decoder's questions with: texts and identifiers on
/// screen now, values earlier steps used, values found in the corpus scripts, and edge
/// values (empty, whitespace, 200 characters, emoji, right-to-left text, negatives,
/// `Int.max`, the row count ± 1).
package struct ValuePools: Sendable {
    // MARK: Lifecycle

    /// Pools holding the edge values and what the corpus scripts used.
    package init(corpus: [JSONValue] = []) {
        for value in corpus { remember(value) }
        corpusStrings = strings
        corpusNumbers = numbers
    }

    // MARK: Internal

    /// Texts every screen should survive.
    package static let edgeStrings = [
        "", " ", String(repeating: "a", count: 200), "🥛👩🏽‍💻", "שלום עולם", "Milk", "\n", "x",
    ]
    /// Numbers every screen should survive.
    package static let edgeNumbers = [0, 1, -1, 2, Int.max, Int.min, 10]

    /// What the screen shows now: the texts of its lines and its rows' identifiers.
    package var screenStrings: [String] = []
    /// The row count now (the numbers around it are edge values).
    package var rowCount = 0

    /// A text: from the screen, earlier steps, the corpus, or an edge value.
    package func string(using random: inout FuzzRandom) -> String {
        let sources = [screenStrings, strings, corpusStrings, Self.edgeStrings].filter { !$0.isEmpty }
        let source = sources.randomElement(using: &random) ?? Self.edgeStrings
        return source.randomElement(using: &random) ?? ""
    }

    /// An integer: from the screen (its identifiers that are numbers, the row count ± 1),
    /// earlier steps, the corpus, or an edge value.
    package func integer(using random: inout FuzzRandom) -> Int {
        let onScreen = screenStrings.compactMap { Int($0) } + [rowCount - 1, rowCount, rowCount + 1]
        let sources = [onScreen, numbers, corpusNumbers, Self.edgeNumbers].filter { !$0.isEmpty }
        let source = sources.randomElement(using: &random) ?? Self.edgeNumbers
        return source.randomElement(using: &random) ?? 0
    }

    /// Keeps the texts and whole numbers of `value` (a step's payload) for later steps.
    package mutating func remember(_ value: JSONValue) {
        switch value {
        case .string(let text) where !strings.contains(text) && strings.count < 64: strings.append(text)
        case .number(let number):
            if let integer = number.intValue, !numbers.contains(integer), numbers.count < 64 { numbers.append(integer) }
        case .array(let values):
            for element in values { remember(element) }
        case .object(let members):
            for member in members { remember(member.value) }
        default: break
        }
    }

    // MARK: Private

    private var strings: [String] = []
    private var numbers: [Int] = []
    private var corpusStrings: [String] = []
    private var corpusNumbers: [Int] = []
}
