import Foundation

/// A snapshot of a JavaScript value, safe to send between threads.
///
/// Objects and arrays convert with JSON semantics (`JSON.parse(JSON.stringify(v))`):
/// functions and symbols inside them are dropped, dates become strings, cycles are an
/// error. A function or symbol at the top level is `.undefined`. Use ``JSReference`` to
/// keep the live value instead.
public enum JSValue: Sendable, Hashable {
    case undefined
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSValue])
    case object(JSObject)
}

extension JSValue {
    /// The value of an `Encodable` type, as JavaScript would see it after JSON encoding, keys in
    /// the order the type encodes them.
    public init<T: Encodable>(encoding value: T) throws {
        self = try JSValueEncoder().encode(value)
    }

    /// Decodes this value into a `Decodable` type through its JSON form.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(jsonText.utf8))
    }

    /// A Swift value in a literal with others (`["maxWidth": JSValue(width), "mode": "fit"]`).
    public init(_ value: some BinaryInteger) { self = .number(Double(value)) }
    public init(_ value: some BinaryFloatingPoint) { self = .number(Double(value)) }
    public init(_ value: String) { self = .string(value) }
    public init(_ value: Bool) { self = .bool(value) }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> JSValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    public subscript(index: Int) -> JSValue? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }
}

extension JSValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSValue)...) {
        var object = JSObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

extension JSValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSValue].self) {
            self = .array(value)
        } else {
            self = .object(JSObject(try container.decode([String: JSValue].self)))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .undefined, .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value.dictionary)
        }
    }
}

extension JSValue {
    /// JSON text for this value, as `JSON.stringify` writes it (`undefined` and non-finite
    /// numbers become `null`; object keys in the object's order).
    public var jsonText: String {
        var output = ""
        appendJSON(to: &output)
        return output
    }

    /// Appends the JSON text (a message of many payloads is written in one string).
    package func appendJSON(to output: inout String) {
        switch self {
        case .undefined, .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            output += Self.jsonNumber(value)
        case .string(let value):
            Self.appendJSONString(value, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                element.appendJSON(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                Self.appendJSONString(key, to: &output)
                output += ":"
                value.appendJSON(to: &output)
            }
            output += "}"
        }
    }

    /// A number as `JSON.stringify` writes it (ECMAScript's Number::toString): the shortest
    /// digits that read back the same, without an exponent from 1e-6 up to 1e21.
    static func jsonNumber(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == 0 { return "0" }  // -0 too
        if value == value.rounded(.towardZero), abs(value) < 9.007_199_254_740_992e15 {
            return String(Int64(value))
        }
        // Swift's description has the same shortest digits in another layout ("1.5e+20",
        // "1e-07", "0.001"): take the digits k and the decimal exponent n (value = 0.d × 10^n).
        let text = "\(abs(value))"
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1])! : 0
        var digits = Array(mantissa.filter { $0 != "." })
        var n = (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) } ?? mantissa.count) + exponent
        while digits.first == "0" {
            digits.removeFirst()
            n -= 1
        }
        while digits.last == "0" { digits.removeLast() }
        let k = digits.count
        let sign = value < 0 ? "-" : ""
        let all = String(digits)
        if k <= n, n <= 21 { return sign + all + String(repeating: "0", count: n - k) }
        if 0 < n, n <= 21 { return sign + all.prefix(n) + "." + all.dropFirst(n) }
        if -6 < n, n <= 0 { return sign + "0." + String(repeating: "0", count: -n) + all }
        let power = n - 1
        let exponentText = power >= 0 ? "e+\(power)" : "e\(power)"
        return sign + all.prefix(1) + (k > 1 ? "." + all.dropFirst() : "") + exponentText
    }

    private static func appendJSONString(_ string: String, to output: inout String) {
        // Most strings need no escape: append them whole instead of scalar by scalar.
        let needsEscape = string.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard needsEscape else {
            output += "\""
            output += string
            output += "\""
            return
        }
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
