import CJavaScriptCore
import Foundation

extension JSContextCore {
    package func makeValue(_ value: JSValue) -> JSValueRef {
        switch value {
        case .undefined: return JSValueMakeUndefined(context)
        case .null: return JSValueMakeNull(context)
        case .bool(let bool): return JSValueMakeBoolean(context, bool)
        case .number(let number): return JSValueMakeNumber(context, number)
        case .string(let string): return withJSString(string) { JSValueMakeString(context, $0) }
        case .array, .object:
            // JSON text our own serializer wrote always parses.
            return withJSString(value.jsonText) { JSValueMakeFromJSONString(context, $0) }!
        }
    }

    /// Parses JSON text into a JS value (the fast path: no per-property API calls).
    package func makeValue(json: String) throws(JSException) -> JSValueRef {
        let jsString = makeJSString(json)
        defer { JSStringRelease(jsString) }
        return try parseJSON(jsString)
    }

    /// Parses JSON text given as NUL-terminated UTF-8 (a large tree from the parser: no Swift
    /// `String` is made of it).
    package func makeValue(jsonUTF8 bytes: [UInt8]) throws(JSException) -> JSValueRef {
        precondition(bytes.last == 0, "JSON text must be NUL-terminated")
        // JavaScriptCore gives up on invalid UTF-8 (MyHTML passes some malformed input
        // through): such text is repaired to U+FFFD first, as a String would be.
        guard String(validating: bytes.dropLast(), as: UTF8.self) != nil else {
            return try makeValue(json: String(decoding: bytes.dropLast(), as: UTF8.self))
        }
        let jsString = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { JSStringCreateWithUTF8CString($0.baseAddress) }!
        }
        defer { JSStringRelease(jsString) }
        return try parseJSON(jsString)
    }

    private func parseJSON(_ jsString: JSStringRef) throws(JSException) -> JSValueRef {
        guard let value = JSValueMakeFromJSONString(context, jsString) else {
            if terminationRequested, let pending = pendingTermination { throw makeException(pending) }
            if terminationRequested {
                throw JSException(name: "TimeLimitExceeded", message: "stopped while parsing JSON: the execution time limit of \(executionTimeLimit.formattedSeconds) ran out", isTermination: true)
            }
            throw JSException(name: "SyntaxError", message: "invalid JSON text")
        }
        return value
    }

    package func string(of value: JSValueRef) throws(JSException) -> String {
        var exception: JSValueRef?
        let jsString = JSValueToStringCopy(context, value, &exception)
        if let exception { throw makeException(exception) }
        guard let jsString else { throw JSException(name: "TypeError", message: "value has no string form") }
        defer { JSStringRelease(jsString) }
        return String(jsString: jsString)
    }

    /// `String(value)` as UTF-8 bytes, for a reader of bytes (see `Array(utf8Of:)`).
    package func utf8(of value: JSValueRef) throws(JSException) -> [UInt8] {
        var exception: JSValueRef?
        let jsString = JSValueToStringCopy(context, value, &exception)
        if let exception { throw makeException(exception) }
        guard let jsString else { throw JSException(name: "TypeError", message: "value has no string form") }
        defer { JSStringRelease(jsString) }
        return [UInt8](utf8Of: jsString)
    }

    /// `String(value)`, or nil without copying it when it is longer than `maximumLength`
    /// UTF-16 code units.
    package func string(of value: JSValueRef, maximumLength: Int) throws(JSException) -> String? {
        var exception: JSValueRef?
        let jsString = JSValueToStringCopy(context, value, &exception)
        if let exception { throw makeException(exception) }
        guard let jsString else { throw JSException(name: "TypeError", message: "value has no string form") }
        defer { JSStringRelease(jsString) }
        guard JSStringGetLength(jsString) <= maximumLength else { return nil }
        return String(jsString: jsString)
    }

    /// `String(value)` without exception bookkeeping, for describing exceptions themselves.
    package func plainString(of value: JSValueRef) -> String? {
        guard let jsString = JSValueToStringCopy(context, value, nil) else { return nil }
        defer { JSStringRelease(jsString) }
        return String(jsString: jsString)
    }

    /// `JSON.stringify(value)`, or nil where it gives undefined (functions, symbols).
    package func jsonText(of value: JSValueRef, indent: Int = 0) throws(JSException) -> String? {
        var exception: JSValueRef?
        let json = JSValueCreateJSONString(context, value, UInt32(indent), &exception)
        if let exception { throw makeException(exception) }
        guard let json else { return nil }
        defer { JSStringRelease(json) }
        return String(jsString: json)
    }

    package func snapshot(_ value: JSValueRef) throws(JSException) -> JSValue {
        switch JSValueGetType(context, value) {
        case kJSTypeUndefined: return .undefined
        case kJSTypeNull: return .null
        case kJSTypeBoolean: return .bool(JSValueToBoolean(context, value))
        case kJSTypeNumber: return .number(JSValueToNumber(context, value, nil))
        case kJSTypeString: return .string(try string(of: value))
        case kJSTypeObject:
            guard let json = try jsonText(of: value) else { return .undefined }
            do {
                return try JSValue(jsonText: json)
            } catch {
                throw JSException(name: error.name, message: "value cannot be converted: \(error.message)")
            }
        default:
            // Symbols have no JSON form; BigInts keep their digits.
            return JSValueIsSymbol(context, value) ? .undefined : .string(try string(of: value))
        }
    }

    package func decode<T: Decodable>(_ value: JSValueRef, as type: T.Type) throws -> T {
        let json = try jsonText(of: value) ?? "null"
        return try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    package func makeValue<T: Encodable>(encoding value: T) throws -> JSValueRef {
        try makeValue(json: Self.jsonText(encoding: value))
    }

    package static func jsonText(encoding value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
