import Foundation

/// Encodes an `Encodable` value straight into a ``JSValue``, keys in the order the type
/// encodes them (a synthesized `Encodable` writes its properties in declaration order), which
/// `JSONEncoder` does not keep. Numbers, strings and nesting are as `JSONEncoder` writes them;
/// dates, data and URLs take their own `Encodable` form, and a non-finite number is `NaN`.
struct JSValueEncoder {
    func encode(_ value: some Encodable) throws -> JSValue {
        let root = EncodingNode()
        try root.encode(value)
        return root.value
    }
}

/// One value being built: a scalar, or a container whose members are nodes in turn.
private final class EncodingNode: Encoder {
    enum Content {
        case empty
        case scalar(JSValue)
        case object(keys: [String], members: [String: EncodingNode])
        case array([EncodingNode])
    }

    var content = Content.empty
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(codingPath: [any CodingKey] = []) { self.codingPath = codingPath }

    var value: JSValue {
        switch content {
        case .empty: return .object(JSObject())
        case .scalar(let value): return value
        case .array(let nodes): return .array(nodes.map(\.value))
        case .object(let keys, let members):
            var object = JSObject()
            for key in keys { object[key] = members[key]!.value }
            return .object(object)
        }
    }

    func encode(_ value: some Encodable) throws {
        switch value {
        case let url as URL: content = .scalar(.string(url.absoluteString))
        case let decimal as Decimal: content = .scalar(.number(NSDecimalNumber(decimal: decimal).doubleValue))
        default: try value.encode(to: self)
        }
    }

    func child(for key: any CodingKey) -> EncodingNode {
        if case .empty = content { content = .object(keys: [], members: [:]) }
        guard case .object(var keys, var members) = content else { return EncodingNode(codingPath: codingPath + [key]) }
        if let existing = members[key.stringValue] { return existing }
        let node = EncodingNode(codingPath: codingPath + [key])
        keys.append(key.stringValue)
        members[key.stringValue] = node
        content = .object(keys: keys, members: members)
        return node
    }

    func appendElement() -> EncodingNode {
        if case .empty = content { content = .array([]) }
        let node = EncodingNode(codingPath: codingPath + [IndexKey(intValue: elementCount)])
        if case .array(let nodes) = content { content = .array(nodes + [node]) }
        return node
    }

    var elementCount: Int {
        if case .array(let nodes) = content { return nodes.count }
        return 0
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = content { content = .object(keys: [], members: [:]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = content { content = .array([]) }
        return UnkeyedContainer(node: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(node: self) }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { String(intValue ?? 0) }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    var codingPath: [any CodingKey] { node.codingPath }

    mutating func encodeNil(forKey key: Key) throws { node.child(for: key).content = .scalar(.null) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws { try node.child(for: key).encode(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        node.child(for: key).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { node.child(for: key).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { node.child(for: IndexKey(intValue: 0)) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { node.child(for: key) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey] { node.codingPath }
    var count: Int { node.elementCount }

    mutating func encodeNil() throws { node.appendElement().content = .scalar(.null) }
    mutating func encode(_ value: some Encodable) throws { try node.appendElement().encode(value) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        node.appendElement().container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { node.appendElement().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { node.appendElement() }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    var codingPath: [any CodingKey] { node.codingPath }

    mutating func encodeNil() throws { node.content = .scalar(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .scalar(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .scalar(.string(value)) }
    mutating func encode(_ value: Double) throws { node.content = .scalar(.number(value)) }
    mutating func encode(_ value: Float) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: Int16) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: Int32) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: Int64) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: UInt16) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: UInt32) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: UInt64) throws { node.content = .scalar(.number(Double(value))) }
    mutating func encode(_ value: some Encodable) throws { try node.encode(value) }
}
