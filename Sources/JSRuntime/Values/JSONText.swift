/// Why JSON text did not become a ``JSValue``.
public struct JSONTextError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// Not JSON (RFC 8259): the byte offset where it stopped making sense.
        case syntax(offset: Int)
        /// Valid JSON nested deeper than the limit the caller set.
        case tooDeep(limit: Int)
    }

    public var reason: Reason

    /// As JavaScript would name it: `SyntaxError` for bad text, `RangeError` for a limit.
    public var name: String {
        if case .tooDeep = reason { return "RangeError" }
        return "SyntaxError"
    }

    public var message: String {
        switch reason {
        case .syntax(let offset): return "invalid JSON text at byte \(offset)"
        case .tooDeep(let limit): return "the value nests deeper than \(limit) levels"
        }
    }

    public var description: String { "\(name): \(message)" }
}

extension JSValue {
    /// How deep a parsed value may nest, by default: Foundation's JSONDecoder limit, which also
    /// keeps the recursive work on a value (hashing, freeing) far from any thread's stack limit.
    public static let defaultMaximumDepth = 512

    /// Parses JSON text (RFC 8259, as `JSON.parse` takes it, whitespace included).
    ///
    /// Lone surrogates in `\u` escapes, which `JSON.stringify` writes for broken strings,
    /// become U+FFFD: a Swift string holds Unicode scalars only.
    public init(jsonText: String, maximumDepth: Int = JSValue.defaultMaximumDepth) throws(JSONTextError) {
        var text = jsonText
        let result = text.withUTF8 { bytes -> Result<JSValue, JSONTextError> in
            var parser = JSONTextParser(bytes: bytes, maximumDepth: maximumDepth)
            return Result { () throws(JSONTextError) in try parser.parseDocument() }
        }
        self = try result.get()
    }

    /// Parses JSON text given as UTF-8 bytes (a slice of a larger message: no `String` made).
    package init(jsonUTF8 bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int = JSValue.defaultMaximumDepth) throws(JSONTextError) {
        var parser = JSONTextParser(bytes: bytes, maximumDepth: maximumDepth)
        self = try parser.parseDocument()
    }
}

/// A single-pass parser over UTF-8 bytes: the bridge's decoder, so it is built for speed
/// (no Foundation, no Codable) and for hostile text (bounded depth, every offset checked).
struct JSONTextParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var offset = 0
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONTextError) -> JSValue {
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else { throw syntaxError() }
        return value
    }

    private func syntaxError() -> JSONTextError { JSONTextError(reason: .syntax(offset: offset)) }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private mutating func parseValue() throws(JSONTextError) -> JSValue {
        skipWhitespace()
        guard offset < bytes.count else { throw syntaxError() }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return .number(try parseNumber())
        }
    }

    private mutating func expect(_ word: StaticString) throws(JSONTextError) {
        let count = word.utf8CodeUnitCount
        guard bytes.count - offset >= count else { throw syntaxError() }
        for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { throw syntaxError() }
        offset += count
    }

    private mutating func enter() throws(JSONTextError) {
        depth += 1
        guard depth <= maximumDepth else { throw JSONTextError(reason: .tooDeep(limit: maximumDepth)) }
        offset += 1
    }

    private mutating func parseArray() throws(JSONTextError) -> JSValue {
        try enter()
        defer { depth -= 1 }
        var elements: [JSValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard offset < bytes.count else { throw syntaxError() }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return .array(elements)
            default: throw syntaxError()
            }
        }
    }

    private mutating func parseObject() throws(JSONTextError) -> JSValue {
        try enter()
        defer { depth -= 1 }
        var members = JSObject()
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw syntaxError() }
            let key = try parseString()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw syntaxError() }
            offset += 1
            members[key] = try parseValue()  // a repeated key: the last wins, as in JSON.parse
            skipWhitespace()
            guard offset < bytes.count else { throw syntaxError() }
            switch bytes[offset] {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return .object(members)
            default: throw syntaxError()
            }
        }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONTextError) -> String {
        offset += 1  // the opening quote
        let start = offset
        // The common case, no escapes: one copy of the bytes (already valid UTF-8, as a Swift
        // string's storage is).
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let string = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return string
            }
            if byte == UInt8(ascii: "\\") { break }
            guard byte >= 0x20 else { throw syntaxError() }
            offset += 1
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(offset - start + 16)
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        return try parseEscapedRest(into: &utf8)
    }

    /// The rest of a string with escapes, as UTF-8 bytes (appending to a String's scalar view
    /// copied it at each escape: a long string of escapes took quadratic time).
    private mutating func parseEscapedRest(into utf8: inout [UInt8]) throws(JSONTextError) -> String {
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                offset += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset]))
                offset += 1
                utf8.append(contentsOf: UTF8.encode(try parseEscape())!)
                runStart = offset
            case 0..<0x20:
                throw syntaxError()
            default:
                offset += 1
            }
        }
        throw syntaxError()
    }

    private mutating func parseEscape() throws(JSONTextError) -> Unicode.Scalar {
        guard offset < bytes.count else { throw syntaxError() }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try parseHex4()
            switch unit {
            case 0xD800..<0xDC00:
                // A high surrogate: a pair only if a \u low surrogate follows.
                if bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                    let saved = offset
                    offset += 2
                    let low = try parseHex4()
                    if (0xDC00..<0xE000).contains(low) {
                        return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
                    }
                    offset = saved
                }
                return "\u{FFFD}"
            case 0xDC00..<0xE000:
                return "\u{FFFD}"
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            offset -= 1
            throw syntaxError()
        }
    }

    private mutating func parseHex4() throws(JSONTextError) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw syntaxError() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw syntaxError()
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, checked here because Swift's
    /// `Double(_:)` also takes forms JSON does not (`inf`, `0x1p3`, `+1`, `.5`).
    private mutating func parseNumber() throws(JSONTextError) -> Double {
        let start = offset
        var isInteger = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw syntaxError() }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw syntaxError() }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw syntaxError() }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        let digits = UnsafeBufferPointer(rebasing: bytes[start..<offset])
        // Integers of up to 15 digits are exact as doubles: no string conversion needed.
        if isInteger, digits.count <= 16 {
            var value: Int64 = 0
            var negative = false
            for byte in digits {
                if byte == UInt8(ascii: "-") { negative = true } else { value = value * 10 + Int64(byte - UInt8(ascii: "0")) }
            }
            if value < 1 << 53 { return negative ? -Double(value) : Double(value) }
        }
        // Double(_:) rounds correctly (it is strtod), as JSON.parse does.
        guard let value = Double(String(decoding: digits, as: UTF8.self)) else { throw syntaxError() }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
