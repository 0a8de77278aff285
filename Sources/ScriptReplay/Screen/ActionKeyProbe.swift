/// Asks an action type, without a payload, whether its `Decodable` form has a key: it starts
/// decoding `{key: ...}` with a decoder that offers only `key`, and watches whether the type's
/// coding keys accept it (`CodingKey.init(stringValue:)`) before the payload is read.
///
/// Works for the compiler's synthesized `Codable` of an enum and for any hand-written
/// `init(from:)` that reads a keyed container.
enum ActionKeyProbe {
    /// Whether `type` decodes an action written under `key`.
    static func accepts(_ key: String, in type: any Decodable.Type) -> Bool {
        let answer = Answer()
        _ = try? type.init(from: ProbeDecoder(key: key, answer: answer))
        return answer.accepted
    }

    /// What the type's keys said, written by the decoder.
    private final class Answer {
        var accepted = false
    }

    /// Stops decoding once the key was looked at: the payload is not the question.
    private struct Stop: Error {}

    private struct ProbeDecoder: Decoder {
        let key: String
        let answer: Answer
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
            let offered = Key(stringValue: key)
            answer.accepted = offered != nil
            return KeyedDecodingContainer(ProbeContainer<Key>(allKeys: offered.map { [$0] } ?? []))
        }

        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Stop() }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Stop() }
    }

    /// A container that lists the offered key and stops at any read.
    private struct ProbeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let allKeys: [Key]
        var codingPath: [any CodingKey] { [] }

        func contains(_ key: Key) -> Bool { allKeys.contains { $0.stringValue == key.stringValue } }
        func decodeNil(forKey key: Key) throws -> Bool { throw Stop() }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw Stop() }
        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> { throw Stop() }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw Stop() }
        func superDecoder() throws -> any Decoder { throw Stop() }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw Stop() }
    }
}
