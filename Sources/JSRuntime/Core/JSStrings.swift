import CJavaScriptCore
import Foundation

/// Creates a JSStringRef the caller must release. UTF-8 is the fast path; a string with
/// NUL goes through UTF-16, since the C-string API would stop at the NUL.
func makeJSString(_ string: String) -> JSStringRef {
    var string = string
    let hasNUL = string.withUTF8 { $0.count > 0 && memchr($0.baseAddress!, 0, $0.count) != nil }
    if !hasNUL {
        return string.withCString { JSStringCreateWithUTF8CString($0) }
    }
    let units = Array(string.utf16)
    return units.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count) }
}

/// Runs `body` with a temporary JSStringRef for `string`.
func withJSString<T>(_ string: String, _ body: (JSStringRef) throws -> T) rethrows -> T {
    let jsString = makeJSString(string)
    defer { JSStringRelease(jsString) }
    return try body(jsString)
}

extension String {
    /// Copies a JSStringRef: its UTF-16 units transcoded to UTF-8 here, a lone surrogate (which
    /// UTF-8 cannot carry) becoming U+FFFD. WebKit's own conversion (`JSStringGetUTF8CString`)
    /// takes ~30 instructions a character and its result needs validating and counting again;
    /// this measures the UTF-8 length in one pass (four ASCII units at a time) and writes it in
    /// a second, so an ASCII string (most pages) costs a copy and a Wikipedia article's
    /// dashes and accents a few instructions each.
    init(jsString: JSStringRef) {
        self = UTF16Transcoding.withUTF16(of: jsString) { utf16 in
            let byteCount = UTF16Transcoding.utf8Length(of: utf16)
            return String(unsafeUninitializedCapacity: byteCount) { bytes in
                UTF16Transcoding.transcode(utf16, into: bytes, allASCII: byteCount == utf16.count)
            }
        } ?? ""
    }
}

extension Array where Element == UInt8 {
    /// The UTF-8 of a JSStringRef, as `String(jsString:)` makes it, for a caller that reads
    /// bytes (the HTML parser): no String made, so none of a String's validation either (the
    /// transcoding cannot write malformed UTF-8).
    package init(utf8Of jsString: JSStringRef) {
        self = UTF16Transcoding.withUTF16(of: jsString) { utf16 in
            let byteCount = UTF16Transcoding.utf8Length(of: utf16)
            return [UInt8](unsafeUninitializedCapacity: byteCount) { bytes, count in
                count = UTF16Transcoding.transcode(utf16, into: bytes, allASCII: byteCount == utf16.count)
            }
        } ?? []
    }
}

/// UTF-16 (a JSStringRef's) to UTF-8, a lone surrogate becoming U+FFFD.
enum UTF16Transcoding {
    /// `body` with the string's UTF-16 units; nil for the empty string.
    static func withUTF16<Result>(of jsString: JSStringRef, _ body: (UnsafeBufferPointer<UInt16>) -> Result) -> Result? {
        let length = JSStringGetLength(jsString)
        guard length > 0, let units = JSStringGetCharactersPtr(jsString) else { return nil }
        return body(UnsafeBufferPointer(start: units, count: length))
    }

    /// The UTF-8 length of UTF-16 text, a lone surrogate counting as U+FFFD (three bytes).
    static func utf8Length(of units: UnsafeBufferPointer<UInt16>) -> Int {
        let raw = UnsafeRawPointer(units.baseAddress!)
        var count = 0, index = 0
        while index < units.count {
            if index + 4 <= units.count, raw.loadUnaligned(fromByteOffset: index * 2, as: UInt64.self) & 0xFF80_FF80_FF80_FF80 == 0 {
                count += 4
                index += 4
                continue
            }
            let unit = units[index]
            if unit < 0x80 {
                count += 1
            } else if unit < 0x800 {
                count += 2
            } else if unit & 0xFC00 == 0xD800, index + 1 < units.count, units[index + 1] & 0xFC00 == 0xDC00 {
                count += 4
                index += 1
            } else {
                count += 3
            }
            index += 1
        }
        return count
    }

    /// Writes the UTF-8 of `units` (exactly `utf8Length(of:)` bytes) and returns the count.
    static func transcode(_ units: UnsafeBufferPointer<UInt16>, into bytes: UnsafeMutableBufferPointer<UInt8>, allASCII: Bool) -> Int {
        if allASCII {
            for index in 0..<units.count { bytes[index] = UInt8(truncatingIfNeeded: units[index]) }
            return units.count
        }
        let raw = UnsafeRawPointer(units.baseAddress!)
        var out = 0, index = 0
        while index < units.count {
            if index + 4 <= units.count {
                let word = raw.loadUnaligned(fromByteOffset: index * 2, as: UInt64.self)
                if word & 0xFF80_FF80_FF80_FF80 == 0 {
                    bytes[out] = UInt8(truncatingIfNeeded: word)
                    bytes[out + 1] = UInt8(truncatingIfNeeded: word >> 16)
                    bytes[out + 2] = UInt8(truncatingIfNeeded: word >> 32)
                    bytes[out + 3] = UInt8(truncatingIfNeeded: word >> 48)
                    out += 4
                    index += 4
                    continue
                }
            }
            let unit = units[index]
            index += 1
            if unit < 0x80 {
                bytes[out] = UInt8(truncatingIfNeeded: unit)
                out += 1
                continue
            }
            if unit < 0x800 {
                bytes[out] = 0xC0 | UInt8(truncatingIfNeeded: unit >> 6)
                bytes[out + 1] = 0x80 | UInt8(truncatingIfNeeded: unit & 0x3F)
                out += 2
                continue
            }
            if unit & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                let scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10) + UInt32(units[index] & 0x3FF)
                index += 1
                bytes[out] = 0xF0 | UInt8(truncatingIfNeeded: scalar >> 18)
                bytes[out + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F)
                bytes[out + 2] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
                bytes[out + 3] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
                out += 4
                continue
            }
            let scalar = unit & 0xF800 == 0xD800 ? 0xFFFD : unit // a lone surrogate
            bytes[out] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
            bytes[out + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            bytes[out + 2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
            out += 3
        }
        return out
    }
}
