import Foundation

/// An upper estimate of how deep a document nests, from a single scan of its bytes: start
/// tags open, end tags close; void elements, elements whose end tags are optional (p, li,
/// td, ...), comments and raw-text content are not counted. It errs high, never low.
enum NestingEstimate {
    static func mayExceed(_ limit: Int, in html: String) -> Bool {
        var html = html
        return html.withUTF8 { bytes in scan(bytes, limit: limit) }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Bool {
        var depth = 0
        var index = 0
        let count = bytes.count
        while index < count {
            // Text between tags is most of a page: memchr skips it a word at a time.
            guard let base = bytes.baseAddress, let found = memchr(base + index, Int32(UInt8(ascii: "<")), count - index) else { return false }
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard index + 1 < count else { index += 1; continue }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") {
                index = skipComment(bytes, from: index)
                continue
            }
            let isEnd = next == UInt8(ascii: "/")
            let nameStart = index + (isEnd ? 2 : 1)
            guard nameStart < count, isLetter(bytes[nameStart]) else { index += 1; continue }
            var nameEnd = nameStart
            while nameEnd < count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            let name = PackedName(bytes, nameStart, nameEnd)
            var close = nameEnd
            while close < count, bytes[close] != UInt8(ascii: ">") { close += 1 }
            let selfClosing = close > nameEnd && bytes[close - 1] == UInt8(ascii: "/")
            index = close + 1
            let kind = listed.kind(of: name)
            if isEnd {
                if kind != .uncounted { depth = max(0, depth - 1) }
            } else if kind == .rawText {
                index = skipRawText(bytes, from: index, name: name)
            } else if kind != .uncounted, !selfClosing {
                depth += 1
                if depth > limit { return true }
            }
        }
        return false
    }

    private static func skipComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 2
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") { return index + 3 }
            if bytes[index] == UInt8(ascii: ">"), !(bytes[start + 2] == UInt8(ascii: "-")) { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    private static func skipRawText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, name: PackedName) -> Int {
        var index = start
        while index + 1 + name.length < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/"),
                PackedName(bytes, index + 2, index + 2 + name.length) == name
            {
                return index
            }
            index += 1
        }
        return bytes.count
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">")
    }

    private static let uncounted = [
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen", "link",
        "meta", "param", "source", "track", "wbr", "p", "li", "dt", "dd", "td", "th", "tr", "tbody", "thead", "tfoot",
        "option", "optgroup", "rb", "rt", "rp", "rtc", "colgroup", "caption", "html", "head", "body",
    ]

    private static let rawText = [
        "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext",
    ]

    private static let listed = NameTable(uncounted.map { ($0, .uncounted) } + rawText.map { ($0, .rawText) })
}

/// The listed tag names and what each is, open-addressed by a hash of the packed name: a
/// multiply and about one comparison per tag (a scan of the lists compared up to 49 names,
/// the estimate's largest cost on an ordinary page).
private struct NameTable {
    enum Kind: UInt8 { case other, uncounted, rawText }

    private static let size = 128
    private var names: [PackedName]
    private var kinds: [Kind]

    init(_ entries: [(String, Kind)]) {
        names = Array(repeating: PackedName.none, count: Self.size)
        kinds = Array(repeating: .other, count: Self.size)
        for (name, kind) in entries {
            let packed = PackedName(name)
            var slot = Self.slot(of: packed)
            while names[slot] != .none { slot = (slot + 1) & (Self.size - 1) }
            names[slot] = packed
            kinds[slot] = kind
        }
    }

    func kind(of name: PackedName) -> Kind {
        var slot = Self.slot(of: name)
        while names[slot] != .none {
            if names[slot] == name { return kinds[slot] }
            slot = (slot + 1) & (Self.size - 1)
        }
        return .other
    }

    private static func slot(of name: PackedName) -> Int {
        let mixed = (name.head ^ name.tail &* 0x100_0000_01B3 ^ UInt64(truncatingIfNeeded: name.length)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 57)
    }
}

/// A tag name lowercased, its first 16 bytes packed into two words: names compare without
/// allocating (the scan meets one per tag). Longer names differ from every listed one by length.
private struct PackedName: Equatable {
    var head: UInt64 = 0
    var tail: UInt64 = 0
    var length: Int

    /// No name: an empty slot of a `NameTable`.
    static let none = PackedName(head: 0, tail: 0, length: -1)

    private init(head: UInt64, tail: UInt64, length: Int) {
        self.head = head
        self.tail = tail
        self.length = length
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let end = min(end, bytes.count)
        length = end - start
        for index in start..<min(end, start + 16) {
            let byte = (0x41...0x5A).contains(bytes[index]) ? bytes[index] | 0x20 : bytes[index]
            let shift = UInt64((index - start) % 8 * 8)
            if index - start < 8 { head |= UInt64(byte) << shift } else { tail |= UInt64(byte) << shift }
        }
    }

    init(_ name: String) {
        var name = name
        self = name.withUTF8 { PackedName($0, 0, $0.count) }
    }
}
