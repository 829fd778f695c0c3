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
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < count else { index += 1; continue }
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
            let name = lowercased(bytes, nameStart, nameEnd)
            var close = nameEnd
            while close < count, bytes[close] != UInt8(ascii: ">") { close += 1 }
            let selfClosing = close > nameEnd && bytes[close - 1] == UInt8(ascii: "/")
            index = close + 1
            if isEnd {
                if !uncounted.contains(name) { depth = max(0, depth - 1) }
            } else if rawText.contains(name) {
                index = skipRawText(bytes, from: index, name: name)
            } else if !uncounted.contains(name), !selfClosing {
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

    private static func skipRawText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, name: [UInt8]) -> Int {
        var index = start
        while index + 1 + name.count < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "/"),
                lowercased(bytes, index + 2, index + 2 + name.count) == name
            {
                return index
            }
            index += 1
        }
        return bytes.count
    }

    private static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> [UInt8] {
        (start..<min(end, bytes.count)).map { (0x41...0x5A).contains(bytes[$0]) ? bytes[$0] + 0x20 : bytes[$0] }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte != 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0C && byte != 0x0D && byte != UInt8(ascii: "/") && byte != UInt8(ascii: ">")
    }

    private static let uncounted: Set<[UInt8]> = Set([
        "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen", "link",
        "meta", "param", "source", "track", "wbr", "p", "li", "dt", "dd", "td", "th", "tr", "tbody", "thead", "tfoot",
        "option", "optgroup", "rb", "rt", "rp", "rtc", "colgroup", "caption", "html", "head", "body",
    ].map { Array($0.utf8) })

    private static let rawText: Set<[UInt8]> = Set(
        ["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"].map { Array($0.utf8) })
}
