import CJavaScriptCore
import Foundation
import JSRuntime

/// An HTML parse tree as the DOM's builder reads it (dom/builder.js): the structure as 32-bit
/// codes, which cross into JavaScript as one Int32Array, and every string of the tree in two
/// texts the codes point into, which cross as two strings. The builder takes each node's
/// strings as substrings (JavaScriptCore makes those without copying), so the hand-over costs
/// a copy of the codes and the texts, where a JSON array cost a parse of every number and
/// string (a third of a warm 50 KB job).
///
///     document:  mode (0 no-quirks, 1 quirks, 2 limited-quirks), then nodes; a fragment: nodes
///     element:   1, name, namespace, script line (0 if none), [script column if a line],
///                attribute count, (name, namespace, value)…, children…, 0
///     text 3, string · comment 8, string · doctype 10, name, public id, system id (strings)
///     name:      an index into the tree's names met so far, or, where the name is met first,
///                -1 and its string (which becomes the next index)
///     string:    offset, length: UTF-16 units of `latin1`, or with a negative length (-count)
///                of `wide`; the empty string is 0, 0
///
/// Strings whose characters are all Latin-1 go to `latin1`, which JavaScriptCore stores with
/// 8 bits a character (every later comparison, regex and join on them is faster); a string
/// with any character beyond goes to `wide`, so that one curly quote does not make the whole
/// page's text 16-bit.
package struct PackedTree: Sendable {
    package var codes: [Int32]
    /// Latin-1, a byte a character.
    package var latin1: [UInt8]
    /// Whether `latin1` is ASCII without NUL, so that it crosses as it is; otherwise it
    /// crosses as a JSON string literal (escapes keep its other characters 8-bit).
    package var latin1IsPlainASCII: Bool
    package var wide: [UInt16]

    /// The bytes of the tree's strings, for the transfer budget (its structure is bounded by
    /// the node and attribute budgets).
    package var textByteCount: Int { latin1.count + wide.count * 2 }

    /// `latin1` as a JSON string literal, quotes included (and a NUL after them, for a C string).
    private func latin1JSONLiteral(terminated: Bool = false) -> [UInt8] {
        var json: [UInt8] = [UInt8(ascii: "\"")]
        json.reserveCapacity(latin1.count + latin1.count / 8 + 3)
        JSONEscape.appendLatin1(latin1, to: &json)
        json.append(UInt8(ascii: "\""))
        if terminated { json.append(0) }
        return json
    }

    /// The tree as JSON text, `{"codes": [...], "text": "...", "wide": "..."}`: the same values
    /// with `codes` an array (for the benchmark's floor program, which reads it from a file).
    package var jsonText: [UInt8] {
        var json = Array("{\"codes\":[".utf8)
        json.append(contentsOf: codes.map(String.init).joined(separator: ",").utf8)
        json.append(contentsOf: "],\"text\":".utf8)
        json.append(contentsOf: latin1JSONLiteral())
        json.append(contentsOf: ",\"wide\":\"".utf8)
        for unit in wide {
            JSONEscape.appendAsASCII(unit, to: &json)
        }
        json.append(contentsOf: "\"}".utf8)
        return json
    }

    /// The tree as JavaScript values: `{ codes, text, wide }`.
    package func makeValue(in core: JSContextCore) throws(JSException) -> JSValueRef {
        let context = core.context
        let codesArray = try Self.int32Array(codes, named: "the parse tree's \(codes.count) codes", in: core)
        // ASCII (most pages) is a C string JavaScriptCore keeps 8-bit; other Latin-1 text
        // would be read as UTF-8 that way, so it goes as JSON, whose escapes stay 8-bit.
        let text = try (latin1IsPlainASCII ? latin1 + [0] : latin1JSONLiteral(terminated: true)).withUnsafeBufferPointer { buffer throws(JSException) -> JSValueRef in
            let string = buffer.withMemoryRebound(to: CChar.self) { JSStringCreateWithUTF8CString($0.baseAddress) }!
            defer { JSStringRelease(string) }
            let value = latin1IsPlainASCII ? JSValueMakeString(context, string) : JSValueMakeFromJSONString(context, string)
            guard let value else { throw JSException(name: "Error", message: "the parse tree's text did not cross into JavaScript") }
            return value
        }
        let wideString = wide.withUnsafeBufferPointer { JSStringCreateWithCharacters($0.baseAddress, $0.count)! }
        defer { JSStringRelease(wideString) }
        let tree = core.makeObject()
        core.setProperty(tree, "codes", codesArray)
        core.setProperty(tree, "text", text)
        core.setProperty(tree, "wide", JSValueMakeString(context, wideString))
        // For the serialization of what is built from it, if it is asked for (PackedTreeSerialization.swift).
        core.setProperty(tree, "handle", core.makeHandle(holding: PackedTreeBox(self)))
        return tree
    }
}

extension PackedTree {
    /// `values` copied into a new Int32Array (`named` for the error where they do not fit).
    static func int32Array(_ values: [Int32], named name: @autoclosure () -> String, in core: JSContextCore) throws(JSException) -> JSObjectRef {
        var exception: JSValueRef?
        guard let array = JSObjectMakeTypedArray(core.context, kJSTypedArrayTypeInt32Array, values.count, &exception) else {
            throw exception.map(core.makeException) ?? JSException(name: "RangeError", message: "\(name()) did not fit in an Int32Array")
        }
        if !values.isEmpty, let bytes = JSObjectGetTypedArrayBytesPtr(core.context, array, &exception) {
            values.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        return array
    }
}

/// A tree a JS handle holds (``PackedTree/makeValue(in:)``) until its serialization is made
/// (then let go: a page's tree is about its size again, which JavaScriptCore's collector does
/// not see, so it would otherwise wait for the handle to be collected).
package final class PackedTreeBox {
    package var tree: PackedTree?
    init(_ tree: PackedTree) { self.tree = tree }
}

/// Writes a ``PackedTree`` node by node.
struct PackedTreeWriter {
    private var codes: [Int32] = []
    private var latin1: [UInt8] = []
    private var latin1IsPlainASCII = true
    private var wide: [UInt16] = []
    /// Names defined so far: element names by MyHTML tag id (and case; -1 for none yet),
    /// attribute names by text.
    private var tagNames: [Int32] = []
    private var shortAttributeNames = WordTable()
    private var attributeNames: [String: Int32] = [:]
    private var nameCount: Int32 = 0
    private var positions: SourcePositions

    init(source: UnsafeBufferPointer<UInt8>, maximumSize: Int) {
        positions = SourcePositions(source: source)
        let size = min(maximumSize, source.count)
        codes.reserveCapacity(size / 8)
        latin1.reserveCapacity(size / 2)
    }

    /// The bytes of strings written so far, for the transfer budget.
    var textByteCount: Int { latin1.count + wide.count * 2 }

    mutating func finish() -> PackedTree {
        PackedTree(codes: codes, latin1: latin1, latin1IsPlainASCII: latin1IsPlainASCII, wide: wide)
    }

    mutating func code(_ value: Int) {
        codes.append(Int32(truncatingIfNeeded: value))
    }

    mutating func string(_ pointer: UnsafePointer<CChar>?, length: Int? = nil) {
        guard let pointer else { return emptyString() }
        let count = length ?? strlen(pointer)
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) { appendString(UnsafeBufferPointer(start: $0, count: count), lowercased: false) }
    }

    /// An element's name: MyHTML names SVG elements in camelCase (foreignObject), HTML and
    /// MathML in lower case.
    mutating func elementName(tagID: Int, _ pointer: UnsafePointer<CChar>?, length: Int, lowercased: Bool) {
        let key = tagID * 2 + (lowercased ? 1 : 0)
        if key < tagNames.count, tagNames[key] >= 0 { return code(Int(tagNames[key])) }
        if key >= tagNames.count { tagNames.append(contentsOf: repeatElement(-1, count: key + 1 - tagNames.count)) }
        tagNames[key] = newName(pointer, length: length, lowercased: lowercased)
    }

    mutating func attributeName(_ pointer: UnsafePointer<CChar>?, length: Int) {
        let length = pointer == nil ? 0 : length
        let bytes = pointer.map { $0.withMemoryRebound(to: UInt8.self, capacity: length) { UnsafeBufferPointer(start: $0, count: length) } } ?? UnsafeBufferPointer(start: nil, count: 0)
        // Most names fit in a word with their length: no String made to look them up.
        if length <= 7 {
            var key = UInt64(length) << 56
            for (index, byte) in bytes.enumerated() { key |= UInt64(byte) << (UInt64(index) * 8) }
            if let index = shortAttributeNames.value(for: key) { return code(Int(index)) }
            shortAttributeNames.insert(newName(pointer, length: length, lowercased: false), for: key)
            return
        }
        let name = String(decoding: bytes, as: UTF8.self)
        if let index = attributeNames[name] { return code(Int(index)) }
        attributeNames[name] = newName(pointer, length: length, lowercased: false)
    }

    /// The 1-based line of a byte offset in the source (see ``SourcePositions``).
    mutating func line(atByteOffset offset: Int) -> Int { positions.line(atByteOffset: offset) }
    func column(atByteOffset offset: Int) -> Int { positions.column(atByteOffset: offset) }

    /// A name met first: -1 and its string; the next index.
    private mutating func newName(_ pointer: UnsafePointer<CChar>?, length: Int, lowercased: Bool) -> Int32 {
        code(-1)
        if let pointer {
            pointer.withMemoryRebound(to: UInt8.self, capacity: length) { appendString(UnsafeBufferPointer(start: $0, count: length), lowercased: lowercased) }
        } else {
            emptyString()
        }
        nameCount += 1
        return nameCount - 1
    }

    private mutating func emptyString() {
        code(0)
        code(0)
    }

    /// ASCII, the common case, is copied in runs between the characters JSON escapes; other
    /// text is decoded (malformed UTF-8 repaired to U+FFFD, as a Swift String would).
    private mutating func appendString(_ bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) {
        guard !bytes.isEmpty else { return emptyString() }
        let (isASCII, hasNUL) = ByteScan.asciiAndNUL(bytes)
        guard isASCII else { return appendNonASCII(bytes, lowercased: lowercased) }
        code(latin1.count)
        code(bytes.count)
        if lowercased {
            for byte in bytes { latin1.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte) }
        } else {
            latin1.append(contentsOf: bytes)
        }
        if hasNUL { latin1IsPlainASCII = false }
    }

    /// Text with characters beyond ASCII: Latin-1 when every one is a well-formed two-byte
    /// sequence below U+0100; otherwise the wide text, malformed UTF-8 repaired to U+FFFD as a
    /// Swift String would.
    private mutating func appendNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, lowercased: Bool) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
            } else if byte == 0xC2 || byte == 0xC3, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 {
                index += 2
            } else {
                let start = wide.count
                _ = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) { unit in
                    wide.append(lowercased && (0x41...0x5A).contains(unit) ? unit + 0x20 : unit)
                }
                code(start)
                code(start - wide.count)
                return
            }
        }
        let start = latin1.count
        index = 0
        while index < bytes.count {
            var unit = UInt16(bytes[index])
            if unit >= 0x80 {
                unit = (unit & 0x1F) << 6 | UInt16(bytes[index + 1] & 0x3F)
                index += 2
            } else {
                index += 1
            }
            if lowercased, (0x41...0x5A).contains(unit) { unit += 0x20 }
            latin1.append(UInt8(unit))
        }
        latin1IsPlainASCII = false
        code(start)
        code(latin1.count - start)
    }
}

/// Attribute names that fit in a word, to their name indices: open addressing with a
/// multiplicative hash (a page has a few dozen names, looked up once per attribute; Swift's
/// Dictionary hashes each key with SipHash).
struct WordTable {
    private var keys = [UInt64](repeating: 0, count: 64)
    private var values = [Int32](repeating: -1, count: 64)
    private var count = 0

    func value(for key: UInt64) -> Int32? {
        let mask = keys.count - 1
        var slot = Self.slot(key, mask)
        while values[slot] >= 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Adds a key not in the table yet.
    mutating func insert(_ value: Int32, for key: UInt64) {
        if (count + 1) * 2 > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Self.slot(key, mask)
        while values[slot] >= 0 { slot = (slot + 1) & mask }
        keys[slot] = key
        values[slot] = value
        count += 1
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.1 >= 0 }
        keys = [UInt64](repeating: 0, count: keys.count * 2)
        values = [Int32](repeating: -1, count: values.count * 2)
        count = 0
        for (key, value) in old { insert(value, for: key) }
    }

    private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }
}

/// Lines and columns of byte offsets in a page's source, for its inline scripts and handlers.
/// (The source's bytes, borrowed for the parse that writes the tree.)
struct SourcePositions {
    private let source: UnsafeBufferPointer<UInt8>
    private var lineCursor: (offset: Int, line: Int) = (0, 1)

    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
    }

    /// The 1-based line of a byte offset in the source; offsets mostly rise in document order.
    mutating func line(atByteOffset offset: Int) -> Int {
        if offset < lineCursor.offset { lineCursor = (0, 1) }
        let cursor = lineCursor
        // From newline to newline with memchr: the scan runs from the last position asked,
        // which for a page's first script is most of the page.
        let newlines = withBytes { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            let end = base + min(offset, bytes.count)
            var count = 0
            var next = base + min(cursor.offset, bytes.count)
            while next < end, let found = memchr(next, 0x0A, end - next) {
                count += 1
                next = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return count
        }
        lineCursor = (offset, cursor.line + newlines)
        return lineCursor.line
    }

    /// The 1-based column (UTF-16 units, as JavaScriptCore counts) of a byte offset, or 0 when
    /// its line starts too far back to look for (a minified page's one line).
    func column(atByteOffset offset: Int) -> Int {
        withBytes { bytes in
            let end = min(offset, bytes.count)
            var start = end
            while start > 0, bytes[start - 1] != 0x0A {
                if end - start >= 4096 { return 0 }
                start -= 1
            }
            // UTF-16 units: a byte that does not continue a sequence starts a character, and
            // one of four bytes (a lead byte from 0xF0) starts one that takes two units.
            var units = 0
            for byte in bytes[start..<end] where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            return units + 1
        }
    }

    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(source)
    }
}

/// Scans of text eight bytes at a time (the usual SWAR tests: a byte's high bit, a zero byte).
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether a word has a byte equal to zero.
    @inline(__always) private static func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }

    /// Whether every byte is ASCII, and whether one is NUL.
    static func asciiAndNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> (ascii: Bool, nul: Bool) {
        guard let base = bytes.baseAddress else { return (true, false) }
        let raw = UnsafeRawPointer(base)
        var index = 0, nul = false
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if word & highs != 0 { return (false, false) }
            if !nul, hasZero(word) { nul = true }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 { return (false, false) }
            if byte == 0 { nul = true }
            index += 1
        }
        return (true, nul)
    }

    /// The index of the first byte from `start` that a JSON string in ASCII escapes (a control
    /// character, `"`, `\\`, or one from 0x7F), or the count.
    static func firstJSONEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // (Below 0x20: a zero byte after subtracting; from 0x7F: the high bit after adding one
            // to the low seven bits, or set already.)
            let control = (word &- ones &* 0x20) & ~word & highs
            let high = (((word & ~highs) &+ ones) | word) & highs
            if control | high != 0 || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C)) { break }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C { return index }
            index += 1
        }
        return bytes.count
    }

    /// The index of the first byte from `start` that HTML serialization escapes (`&`, U+00A0,
    /// `<`, `>`, and with `quote` `"`), or the count.
    static func firstHTMLEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, quote: Bool) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let raw = UnsafeRawPointer(base)
        // (Without `quote`, `&` stands in for it: a second test of the same byte.)
        let quoteWord = ones &* (quote ? 0x22 : 0x26)
        var index = start
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if hasZero(word ^ (ones &* 0x26)) || hasZero(word ^ (ones &* 0x3C)) || hasZero(word ^ (ones &* 0x3E))
                || hasZero(word ^ (ones &* 0xA0)) || hasZero(word ^ quoteWord) { break }
            index += 8
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0xA0 || (quote && byte == 0x22) { return index }
            index += 1
        }
        return bytes.count
    }
}

/// JSON's escapes, for the texts that cross into JavaScriptCore as JSON.
enum JSONEscape {
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Bytes of a string's text as they go between a JSON string's quotes: runs that need no
    /// escape copied in one go (most text has none), `"`, `\\` and control characters escaped,
    /// ASCII capitals lowered when `lowercased` (element names), other bytes as they are.
    static func appendStringBody(_ text: UnsafeBufferPointer<UInt8>, lowercased: Bool, to bytes: inout [UInt8]) {
        var runStart = 0
        for index in text.indices {
            let byte = text[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (lowercased && (0x41...0x5A).contains(byte)) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                if (0x41...0x5A).contains(byte) { bytes.append(byte + 0x20) } else { append(UInt16(byte), to: &bytes) }
                runStart = index + 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    /// Latin-1 text as it goes between a JSON string's quotes, in ASCII: runs that need no
    /// escape copied in one go (found eight bytes at a time), `"`, `\\`, control characters and
    /// the rest escaped.
    static func appendLatin1(_ text: [UInt8], to bytes: inout [UInt8]) {
        text.withUnsafeBufferPointer { text in
            var runStart = 0, index = 0
            while index < text.count {
                index = ByteScan.firstJSONEscape(in: text, from: index)
                guard index < text.count else { break }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                append(UInt16(text[index]), to: &bytes)
                index += 1
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
        }
    }

    /// One UTF-16 unit into an ASCII-only JSON string: printable ASCII as it is, anything else
    /// escaped.
    static func appendAsASCII(_ unit: UInt16, to bytes: inout [UInt8]) {
        if unit < 0x20 || unit >= 0x7F || unit == 0x22 || unit == 0x5C { append(unit, to: &bytes) } else { bytes.append(UInt8(unit)) }
    }

    static func append(_ unit: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch unit {
        case 0x22, 0x5C: bytes.append(UInt8(unit))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        default:
            bytes.append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hexDigits[Int(unit >> UInt16(shift)) & 0xF]) }
        }
    }
}
