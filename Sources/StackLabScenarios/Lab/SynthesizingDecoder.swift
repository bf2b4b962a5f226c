import Foundation

/// A `Decoder` that answers every request of a row type's `init(from:)` with a made-up value, so any
/// `Decodable` type, synthesized conformance or hand-written, can be built by `LabData.synthesize`.
struct SynthesizingDecoder: Decoder {
    let synthesis: Synthesis
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SynthesizedKeyedContainer<Key>(synthesis: synthesis, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        SynthesizedUnkeyedContainer(synthesis: synthesis, codingPath: codingPath, count: synthesis.elementCount(at: codingPath))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SynthesizedValue(synthesis: synthesis, codingPath: codingPath)
    }
}

/// A value made up for one field: what the row type asks for, it gets.
struct SynthesizedValue: SingleValueDecodingContainer {
    let synthesis: Synthesis
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { synthesis.isMissing(at: codingPath) }
    func decode(_ type: Bool.Type) throws -> Bool { synthesis.bool(at: codingPath) }
    func decode(_ type: String.Type) throws -> String { synthesis.string(at: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { synthesis.number(at: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { Float(synthesis.number(at: codingPath)) }
    func decode(_ type: Int.Type) throws -> Int { synthesis.integer(at: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { Int8(clamping: synthesis.integer(at: codingPath)) }
    func decode(_ type: Int16.Type) throws -> Int16 { Int16(clamping: synthesis.integer(at: codingPath)) }
    func decode(_ type: Int32.Type) throws -> Int32 { Int32(clamping: synthesis.integer(at: codingPath)) }
    func decode(_ type: Int64.Type) throws -> Int64 { Int64(synthesis.integer(at: codingPath)) }
    func decode(_ type: UInt.Type) throws -> UInt { UInt(clamping: max(0, synthesis.integer(at: codingPath))) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { UInt8(clamping: synthesis.integer(at: codingPath)) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { UInt16(clamping: synthesis.integer(at: codingPath)) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { UInt32(clamping: synthesis.integer(at: codingPath)) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { UInt64(clamping: synthesis.integer(at: codingPath)) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try synthesis.make(type, at: codingPath) }
}

/// A keyed container in which every key is present: an optional is missing in some rows.
struct SynthesizedKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let synthesis: Synthesis
    let codingPath: [any CodingKey]
    var allKeys: [Key] { [] }

    private func value(_ key: Key) -> SynthesizedValue {
        SynthesizedValue(synthesis: synthesis, codingPath: codingPath + [key])
    }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { value(key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(SynthesizedKeyedContainer<NestedKey>(synthesis: synthesis, codingPath: codingPath + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [key]
        return SynthesizedUnkeyedContainer(synthesis: synthesis, codingPath: path, count: synthesis.elementCount(at: path))
    }

    func superDecoder() throws -> any Decoder { SynthesizingDecoder(synthesis: synthesis, codingPath: codingPath + [SynthesisKey("super")]) }
    func superDecoder(forKey key: Key) throws -> any Decoder { SynthesizingDecoder(synthesis: synthesis, codingPath: codingPath + [key]) }
}

/// An array of made-up elements, as many as the field's hint or the generator says.
struct SynthesizedUnkeyedContainer: UnkeyedDecodingContainer {
    let synthesis: Synthesis
    let codingPath: [any CodingKey]
    let count: Int?
    private(set) var currentIndex = 0

    init(synthesis: Synthesis, codingPath: [any CodingKey], count: Int) {
        self.synthesis = synthesis
        self.codingPath = codingPath
        self.count = count
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func next() -> SynthesizedValue {
        defer { currentIndex += 1 }
        return SynthesizedValue(synthesis: synthesis, codingPath: codingPath + [SynthesisKey(index: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let path = codingPath + [SynthesisKey(index: currentIndex)]
        currentIndex += 1
        return KeyedDecodingContainer(SynthesizedKeyedContainer<NestedKey>(synthesis: synthesis, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let path = codingPath + [SynthesisKey(index: currentIndex)]
        currentIndex += 1
        return SynthesizedUnkeyedContainer(synthesis: synthesis, codingPath: path, count: synthesis.elementCount(at: path))
    }

    mutating func superDecoder() throws -> any Decoder {
        let path = codingPath + [SynthesisKey(index: currentIndex)]
        currentIndex += 1
        return SynthesizingDecoder(synthesis: synthesis, codingPath: path)
    }
}
