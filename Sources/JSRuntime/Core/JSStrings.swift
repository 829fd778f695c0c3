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
    /// The UTF-16 length of valid UTF-8 text, counted from its bytes: `utf16.count` of a
    /// large non-ASCII string builds an index (breadcrumbs) first, which costs more.
    static func utf16Length(ofUTF8 string: String) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            var count = 0
            for byte in bytes {
                // Every byte but a continuation starts a scalar; a 4-byte one takes two units.
                count += (byte & 0xC0 != 0x80 ? 1 : 0) + (byte >= 0xF0 ? 1 : 0)
            }
            return count
        }
    }

    /// Copies a JSStringRef. `JSStringGetUTF8CString` is several times faster than decoding
    /// UTF-16, and its byte count keeps embedded NULs; a lone surrogate, which UTF-8 cannot
    /// carry, falls back to UTF-16 decoding (it becomes U+FFFD).
    init(jsString: JSStringRef) {
        let length = JSStringGetLength(jsString)
        guard length > 0 else {
            self = ""
            return
        }
        if let ascii = Self.asciiCopy(of: jsString, length: length) {
            self = ascii
            return
        }
        let capacity = JSStringGetMaximumUTF8CStringSize(jsString)
        let utf8 = String(unsafeUninitializedCapacity: capacity) { buffer in
            let written = buffer.withMemoryRebound(to: CChar.self) {
                JSStringGetUTF8CString(jsString, $0.baseAddress, capacity)
            }
            return written > 0 ? written - 1 : 0
        }
        // As many bytes as units: all ASCII (any other character, a lone surrogate's U+FFFD
        // included, takes more bytes than units), so no count is needed.
        if utf8.utf8.count == length || Self.utf16Length(ofUTF8: utf8) == length {
            self = utf8
        } else {
            self = String(decoding: UnsafeBufferPointer(start: JSStringGetCharactersPtr(jsString), count: length), as: UTF16.self)
        }
    }

    /// The string narrowed to bytes when every character is ASCII (most text that crosses:
    /// pages, serialized documents), else nil. WebKit's UTF-8 conversion takes a character at
    /// a time (a 50 KB page: ~17 instructions a character); this tests and narrows four
    /// UTF-16 units at a time.
    private static func asciiCopy(of jsString: JSStringRef, length: Int) -> String? {
        guard let units = JSStringGetCharactersPtr(jsString) else { return nil }
        let raw = UnsafeRawPointer(units)
        var isASCII = true
        let string = String(unsafeUninitializedCapacity: length) { bytes in
            var index = 0
            while index + 4 <= length {
                let word = raw.loadUnaligned(fromByteOffset: index * 2, as: UInt64.self)
                guard word & 0xFF80_FF80_FF80_FF80 == 0 else {
                    isASCII = false
                    return 0
                }
                bytes[index] = UInt8(truncatingIfNeeded: word)
                bytes[index + 1] = UInt8(truncatingIfNeeded: word >> 16)
                bytes[index + 2] = UInt8(truncatingIfNeeded: word >> 32)
                bytes[index + 3] = UInt8(truncatingIfNeeded: word >> 48)
                index += 4
            }
            while index < length {
                guard units[index] < 0x80 else {
                    isASCII = false
                    return 0
                }
                bytes[index] = UInt8(truncatingIfNeeded: units[index])
                index += 1
            }
            return length
        }
        return isASCII ? string : nil
    }
}
