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
}
