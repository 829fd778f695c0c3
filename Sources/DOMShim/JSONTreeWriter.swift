import Foundation
/// Writes a JSON array of numbers and strings into one buffer: the form libxml2's trees cross
/// into JavaScript in (see XMLDocumentParser; HTML's trees are packed, see PackedTree).
///
/// The text it finishes is pure ASCII when the document is mostly Latin: JavaScriptCore makes
/// an 8-bit string of ASCII text only, and a 16-bit JSON text makes every node's text and
/// attributes 16-bit strings, slower in every later comparison, regex and join (a 50 KB post
/// with one "é" rendered ~6% slower). Other characters are then written as `\u` escapes,
/// which keep Latin-1 strings 8-bit. A document mostly in other scripts keeps its UTF-8: its
/// strings are 16-bit either way, and escapes would double the text.
struct JSONTreeWriter {
    private var bytes: [UInt8] = []
    private var needsComma = false
    private var hasNonASCII = false
    /// Characters above U+00FF (counted by their UTF-8 lead bytes, 0xC4 and up).
    private var beyondLatin1 = 0

    /// `maximumSize`: the transfer budget, to reserve no more than it allows.
    init(source: String, maximumSize: Int) {
        bytes.reserveCapacity(min(maximumSize, source.utf8.count + source.utf8.count / 4 + 64))
    }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
    }

    /// The JSON text as NUL-terminated UTF-8, ready for JavaScriptCore without a Swift
    /// `String` in between (every control character, NUL included, is escaped).
    mutating func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "]"))
        if hasNonASCII, beyondLatin1 * 32 <= bytes.count { bytes = Self.escapingNonASCII(bytes) }
        bytes.append(0)
        return bytes
    }

    var byteCount: Int { bytes.count }

    mutating func number(_ value: Int) {
        separate()
        guard value >= 0, value < 10 else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        bytes.append(UInt8(ascii: "0") + UInt8(value))  // the common case: kinds, counts, namespaces
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { append(escaping: $0, lowercased: false) }
    }

    mutating func cString(_ pointer: UnsafePointer<CChar>?, length: Int? = nil, lowercased: Bool = false) {
        guard let pointer else {
            string("")
            return
        }
        let count = length ?? strlen(pointer)
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            append(escaping: UnsafeBufferPointer(start: $0, count: count), lowercased: lowercased)
        }
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    /// A string, its text escaped (JSONEscape); non-ASCII bytes counted for `finish`.
    private mutating func append(escaping text: UnsafeBufferPointer<UInt8>, lowercased: Bool) {
        separate()
        for byte in text where byte >= 0x80 {
            hasNonASCII = true
            if byte >= 0xC4 { beyondLatin1 += 1 }
        }
        bytes.append(UInt8(ascii: "\""))
        JSONEscape.appendStringBody(text, lowercased: lowercased, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// The same JSON with every non-ASCII character as `\uXXXX` (surrogate pairs beyond the
    /// BMP). Such bytes only occur inside strings. Malformed UTF-8 becomes U+FFFD, as a Swift
    /// `String` would repair it: an ASCII byte always ends a malformed sequence, so decoding
    /// each non-ASCII run alone repairs the same way.
    private static func escapingNonASCII(_ json: [UInt8]) -> [UInt8] {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(json.count + json.count / 2)
        json.withUnsafeBufferPointer { json in
            var index = 0
            while index < json.count {
                var runEnd = index
                while runEnd < json.count, json[runEnd] < 0x80 { runEnd += 1 }
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: json[index..<runEnd]))
                index = runEnd
                while runEnd < json.count, json[runEnd] >= 0x80 { runEnd += 1 }
                guard runEnd > index else { continue }
                _ = transcode(json[index..<runEnd].makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) {
                    JSONEscape.append($0, to: &escaped)
                }
                index = runEnd
            }
        }
        return escaped
    }
}
