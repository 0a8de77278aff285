/// Builds an action's `Codable` form by answering the questions its decoder asks: the action
/// type's `init(from:)` runs on a decoder that offers one key (the action's name) and answers
/// every string, number, boolean, optional, array and nested object it asks for from the
/// value pools, writing each answer down. What was written is the `dispatch` payload; an
/// `init(from:)` that throws (a validating one refusing the values) is a reject.
///
/// Works for the compiler's synthesized `Codable` of an enum and for a hand-written
/// `init(from:)` that reads a keyed container.
package enum PayloadBuilder {
    /// The action named `name`, in its `Codable` form (`{"add": {"title": "Milk"}}`), or
    /// nil when the type's decoder refused the answers.
    package static func build(
        _ name: String, of type: any Decodable.Type, pools: ValuePools, random: inout FuzzRandom
    ) -> JSONValue? {
        let answers = Answers(pools: pools, random: random)
        let root = Node()
        defer { random = answers.random }
        do {
            _ = try type.init(from: AnsweringDecoder(node: root, answers: answers, offeredKey: name, depth: 0))
        } catch {
            return nil
        }
        guard case .object(let members) = root.value, members.count == 1 else { return nil }
        return root.value
    }

    /// The pools and the random numbers the answers are drawn from.
    private final class Answers {
        let pools: ValuePools
        var random: FuzzRandom

        init(pools: ValuePools, random: FuzzRandom) {
            self.pools = pools
            self.random = random
        }
    }

    /// One value being written down: a scalar, an object or an array.
    private final class Node {
        var scalar: JSONValue?
        var members: [(key: String, node: Node)] = []
        var elements: [Node]?

        var value: JSONValue {
            if let scalar { return scalar }
            if let elements { return .array(elements.map(\.value)) }
            return .object(members.map { ($0.key, $0.node.value) })
        }

        func member(_ key: String) -> Node {
            if let existing = members.first(where: { $0.key == key }) { return existing.node }
            let node = Node()
            members.append((key, node))
            return node
        }
    }

    /// Nesting deeper than this is refused, so that a recursive type ends.
    private static let maximumDepth = 6

    private struct Refused: Error {}

    private struct AnsweringDecoder: Decoder {
        let node: Node
        let answers: Answers
        /// The only key the top level offers: the action's name. Nil below it.
        let offeredKey: String?
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            guard depth < PayloadBuilder.maximumDepth else { throw Refused() }
            let offered = offeredKey.map { [Key(stringValue: $0)].compactMap { $0 } }
            return KeyedDecodingContainer(
                AnsweringContainer<Key>(node: node, answers: answers, offered: offered, depth: depth))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
            guard depth < PayloadBuilder.maximumDepth else { throw Refused() }
            let count = Int.random(in: 0...3, using: &answers.random)
            node.elements = []
            return AnsweringList(node: node, answers: answers, count: count, depth: depth)
        }

        func singleValueContainer() throws -> any SingleValueDecodingContainer {
            guard depth < PayloadBuilder.maximumDepth else { throw Refused() }
            return AnsweringValue(node: node, answers: answers, depth: depth)
        }
    }

    /// Answers a question for a value of `type` into `node`.
    private static func answer<T: Decodable>(_ type: T.Type, into node: Node, answers: Answers, depth: Int) throws -> T
    {
        let pools = answers.pools
        if T.self == String.self {
            let text = pools.string(using: &answers.random)
            node.scalar = .string(text)
            return text as! T
        }
        if T.self == Bool.self {
            let flag = Bool.random(using: &answers.random)
            node.scalar = .bool(flag)
            return flag as! T
        }
        if T.self == Int.self {
            let number = pools.integer(using: &answers.random)
            node.scalar = .number(JSONNumber(number))
            return number as! T
        }
        if T.self == Double.self {
            let number = Double(pools.integer(using: &answers.random) % 1000) / 2
            node.scalar = .number(JSONNumber(value: number, text: ReplayNumber.format(number)))
            return number as! T
        }
        return try T(from: AnsweringDecoder(node: node, answers: answers, offeredKey: nil, depth: depth + 1))
    }

    private struct AnsweringContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let node: Node
        let answers: Answers
        /// The keys offered: the action's name at the top level, nil (any key) below it.
        let offered: [Key]?
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { offered ?? [] }

        func contains(_ key: Key) -> Bool {
            offered.map { $0.contains { $0.stringValue == key.stringValue } } ?? true
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            // An optional field is left out a quarter of the time; the top-level key never.
            guard offered == nil, Int.random(in: 0..<4, using: &answers.random) == 0 else { return false }
            return true
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try PayloadBuilder.answer(type, into: node.member(key.stringValue), answers: answers, depth: depth)
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            let child = node.member(key.stringValue)
            return KeyedDecodingContainer(
                AnsweringContainer<NestedKey>(node: child, answers: answers, offered: nil, depth: depth + 1))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try AnsweringDecoder(
                node: node.member(key.stringValue), answers: answers, offeredKey: nil, depth: depth + 1
            )
            .unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { throw Refused() }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw Refused() }
    }

    private struct AnsweringList: UnkeyedDecodingContainer {
        let node: Node
        let answers: Answers
        let count: Int?
        let depth: Int
        var codingPath: [any CodingKey] { [] }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= (count ?? 0) }

        init(node: Node, answers: Answers, count: Int, depth: Int) {
            self.node = node
            self.answers = answers
            self.count = count
            self.depth = depth
        }

        mutating func decodeNil() throws -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard !isAtEnd else { throw Refused() }
            let element = Node()
            node.elements?.append(element)
            currentIndex += 1
            return try PayloadBuilder.answer(type, into: element, answers: answers, depth: depth)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            let element = Node()
            node.elements?.append(element)
            currentIndex += 1
            return KeyedDecodingContainer(
                AnsweringContainer<NestedKey>(node: element, answers: answers, offered: nil, depth: depth + 1))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Refused() }
        mutating func superDecoder() throws -> any Decoder { throw Refused() }
    }

    private struct AnsweringValue: SingleValueDecodingContainer {
        let node: Node
        let answers: Answers
        let depth: Int
        var codingPath: [any CodingKey] { [] }

        func decodeNil() -> Bool { false }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard [String.self, Bool.self, Int.self, Double.self].contains(where: { $0 == T.self }) else {
                // A single value of another type decodes itself from a decoder one level down.
                return try PayloadBuilder.answer(type, into: node, answers: answers, depth: depth + 1)
            }
            return try PayloadBuilder.answer(type, into: node, answers: answers, depth: depth)
        }
    }
}
