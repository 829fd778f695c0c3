/// A JavaScript object's own enumerable properties, in the order JavaScript lists them
/// (`Object.keys`: integer keys ascending, then the rest in insertion order, as a snapshot
/// through JSON keeps them). Two objects are equal when they have the same properties with
/// equal values, in any order, as a deep-equality check in JS treats them.
public struct JSObject: Sendable, Hashable {
    public private(set) var keys: [String] = []
    private var values: [String: JSValue] = [:]

    public init() {}

    /// The dictionary's entries, keys sorted (a dictionary has no order of its own).
    public init(_ dictionary: [String: JSValue]) {
        for key in dictionary.keys.sorted() { self[key] = dictionary[key] }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// A property's value; setting `nil` deletes it, setting a new key appends it.
    public subscript(key: String) -> JSValue? {
        get { values[key] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if values.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The properties as a dictionary (order lost).
    public var dictionary: [String: JSValue] { values }

    public static func == (lhs: JSObject, rhs: JSObject) -> Bool { lhs.values == rhs.values }
    public func hash(into hasher: inout Hasher) { hasher.combine(values) }
}

extension JSObject: Sequence {
    public func makeIterator() -> some IteratorProtocol<(key: String, value: JSValue)> {
        keys.lazy.map { (key: $0, value: values[$0]!) }.makeIterator()
    }
}

extension JSObject: ExpressibleByDictionaryLiteral {
    /// In the literal's order; a repeated key keeps its first place and its last value, as in JS.
    public init(dictionaryLiteral elements: (String, JSValue)...) {
        for (key, value) in elements { self[key] = value }
    }
}
