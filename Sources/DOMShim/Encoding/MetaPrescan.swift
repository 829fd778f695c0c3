/// HTML's "prescan a byte stream to determine its encoding": the first `<meta charset>` or
/// `<meta http-equiv=content-type content="…; charset=…">` in the bytes, comments and other
/// tags skipped as the parser would skip them. UTF-16 labels mean UTF-8 here (the bytes were
/// readable as ASCII), x-user-defined means windows-1252.
enum MetaPrescan {
    static func encoding(in bytes: ArraySlice<UInt8>) -> EncodingEntry? {
        let bytes = Array(bytes)
        var position = 0
        while position < bytes.count {
            if matches(bytes, at: position, "<!--") {
                guard let end = find(bytes, "-->", from: position + 2) else { return nil }
                position = end + 3
            } else if matchesIgnoringCase(bytes, at: position, "<meta"), position + 5 < bytes.count, isSpaceOrSlash(bytes[position + 5]) {
                position += 6
                if let entry = meta(bytes, &position) { return entry }
            } else if bytes[position] == UInt8(ascii: "<"), position + 1 < bytes.count,
                      isASCIILetter(bytes[position + 1]) || (bytes[position + 1] == UInt8(ascii: "/") && position + 2 < bytes.count && isASCIILetter(bytes[position + 2])) {
                // A tag: its name, then its attributes, read and dropped.
                position += 1
                while position < bytes.count, !isSpaceOrSlash(bytes[position]), bytes[position] != UInt8(ascii: ">") { position += 1 }
                while attribute(bytes, &position) != nil {}
            } else if matches(bytes, at: position, "<!") || matches(bytes, at: position, "</") || matches(bytes, at: position, "<?") {
                guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                position = end + 1
            } else {
                position += 1
            }
        }
        return nil
    }

    /// The attributes of a `<meta>`, and the encoding they name, if they name one.
    private static func meta(_ bytes: [UInt8], _ position: inout Int) -> EncodingEntry? {
        var seen = Set<String>()
        var gotPragma = false, needPragma: Bool?, charset: EncodingEntry?
        while let (name, value) = attribute(bytes, &position) {
            guard seen.insert(name).inserted else { continue }
            switch name {
            case "http-equiv":
                if value == "content-type" { gotPragma = true }
            case "content":
                if charset == nil, let label = charsetInContent(value), let entry = EncodingLabels.entry(forLabel: label) {
                    charset = entry
                    needPragma = true
                }
            case "charset":
                charset = EncodingLabels.entry(forLabel: value)
                needPragma = false
            default:
                break
            }
        }
        guard let needPragma, var entry = charset, !(needPragma && !gotPragma) else { return nil }
        if entry.name == "UTF-16BE" || entry.name == "UTF-16LE" { entry = EncodingLabels.entry(forLabel: "utf-8")! }
        if entry.name == "x-user-defined" { entry = EncodingLabels.entry(forLabel: "windows-1252")! }
        return entry
    }

    /// HTML's "get an attribute": a name (lower-cased) and value, or nil at the tag's end.
    private static func attribute(_ bytes: [UInt8], _ position: inout Int) -> (String, String)? {
        while position < bytes.count, isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "/") { position += 1 }
        guard position < bytes.count, bytes[position] != UInt8(ascii: ">") else {
            if position < bytes.count { position += 1 }
            return nil
        }
        var name: [UInt8] = [], value: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "="), !name.isEmpty { position += 1; return (text(name), readValue(bytes, &position, into: &value)) }
            if isSpace(byte) { break }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { return (text(name), "") }
            name.append(lower(byte))
            position += 1
        }
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return (text(name), "") }
        position += 1
        return (text(name), readValue(bytes, &position, into: &value))
    }

    private static func readValue(_ bytes: [UInt8], _ position: inout Int, into value: inout [UInt8]) -> String {
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return "" }
        let quote = bytes[position]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            position += 1
            while position < bytes.count, bytes[position] != quote { value.append(lower(bytes[position])); position += 1 }
            position += 1
            return text(value)
        }
        while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") { value.append(lower(bytes[position])); position += 1 }
        return text(value)
    }

    /// HTML's "extracting a character encoding from a meta element" (the value is lower-cased).
    static func charsetInContent(_ content: String) -> String? {
        var rest = Substring(content)
        while let range = rest.range(of: "charset") {
            var after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
            guard after.first == "=" else {
                rest = rest[range.upperBound...]
                continue
            }
            after = after.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
            guard let first = after.first else { return nil }
            if first == "\"" || first == "'" {
                let body = after.dropFirst()
                guard let end = body.firstIndex(of: first) else { return nil }
                return String(body[..<end])
            }
            return String(after.prefix { !($0 == ";" || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}") })
        }
        return nil
    }

    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20 }
    private static func isSpaceOrSlash(_ byte: UInt8) -> Bool { isSpace(byte) || byte == UInt8(ascii: "/") }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    private static func matches(_ bytes: [UInt8], at position: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return position + pattern.count <= bytes.count && Array(bytes[position..<position + pattern.count]) == pattern
    }

    private static func matchesIgnoringCase(_ bytes: [UInt8], at position: Int, _ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return position + pattern.count <= bytes.count && bytes[position..<position + pattern.count].map(lower) == pattern
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
        return (start...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern }
    }
}
