/// The document's compatibility mode, decided from its doctype by the HTML spec's tables
/// ("initial" insertion mode). MyHTML checks only the doctype's name, so a legacy doctype
/// such as Outlook's HTML 4.0 Transitional came out no-quirks and tables nested wrongly.
enum QuirksMode: String {
    case noQuirks = "no-quirks"
    case quirks
    case limitedQuirks = "limited-quirks"

    /// The mode as a packed parse tree gives it (dom/builder.js reads it).
    var code: Int {
        switch self {
        case .noQuirks: 0
        case .quirks: 1
        case .limitedQuirks: 2
        }
    }

    struct Doctype: Equatable {
        var name: String
        var publicID: String?
        var systemID: String?
    }

    static func decide(for doctype: Doctype) -> QuirksMode {
        let publicID = doctype.publicID?.lowercased()
        let systemID = doctype.systemID?.lowercased()
        if doctype.name != "html" { return .quirks }
        if let publicID {
            if quirksPublicIDs.contains(publicID) { return .quirks }
            if quirksPublicPrefixes.contains(where: publicID.hasPrefix) { return .quirks }
            if systemID == nil, html401Prefixes.contains(where: publicID.hasPrefix) { return .quirks }
            if limitedQuirksPrefixes.contains(where: publicID.hasPrefix) { return .limitedQuirks }
            if systemID != nil, html401Prefixes.contains(where: publicID.hasPrefix) { return .limitedQuirks }
        }
        if systemID == "http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd" { return .quirks }
        return .noQuirks
    }

    /// The doctype at the start of `html`, if any: after an optional BOM, whitespace and
    /// comments, as the "initial" insertion mode sees it. Nil where there is none or it is
    /// too broken to name (MyHTML's own handling then stands).
    static func leadingDoctype(in html: UnsafeBufferPointer<UInt8>) -> Doctype? {
        var scanner = html[...]
        if scanner.starts(with: [0xEF, 0xBB, 0xBF]) { scanner = scanner.dropFirst(3) }
        while true {
            scanner = scanner.drop(while: isWhitespace)
            guard scanner.starts(with: Array("<!--".utf8)) else { break }
            guard let end = find(Array("-->".utf8), in: scanner) else { return nil }
            scanner = scanner[end...].dropFirst(3)
        }
        let keyword = Array("<!doctype".utf8)
        guard scanner.count > keyword.count,
            zip(scanner.prefix(keyword.count), keyword).allSatisfy({ lower($0) == $1 })
        else { return nil }
        scanner = scanner.dropFirst(keyword.count)
        guard let close = scanner.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        var body = scanner[..<close].drop(while: isWhitespace)
        let name = body.prefix(while: { !isWhitespace($0) })
        guard !name.isEmpty else { return nil }
        body = body.dropFirst(name.count).drop(while: isWhitespace)
        var doctype = Doctype(name: String(decoding: name.map(lower), as: UTF8.self))
        let word = String(decoding: body.prefix(6).map(lower), as: UTF8.self)
        guard word == "public" || word == "system" else { return doctype }
        body = body.dropFirst(6)
        if word == "public" {
            guard let (identifier, rest) = quoted(body) else { return nil }
            doctype.publicID = identifier
            body = rest
        }
        if let (identifier, _) = quoted(body) { doctype.systemID = identifier }
        return doctype
    }

    private static func quoted(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> (String, Slice<UnsafeBufferPointer<UInt8>>)? {
        let trimmed = text.drop(while: isWhitespace)
        guard let quote = trimmed.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
        let inner = trimmed.dropFirst()
        guard let end = inner.firstIndex(of: quote) else { return nil }
        return (String(decoding: inner[..<end], as: UTF8.self), inner[end...].dropFirst())
    }

    private static func find(_ needle: [UInt8], in haystack: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var index = haystack.startIndex
        while index < haystack.endIndex {
            if haystack[index...].starts(with: needle) { return index }
            index = haystack.index(after: index)
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private static let quirksPublicIDs: Set<String> = [
        "-//w3o//dtd w3 html strict 3.0//en//", "-/w3c/dtd html 4.0 transitional/en", "html",
    ]

    private static let html401Prefixes = ["-//w3c//dtd html 4.01 frameset//", "-//w3c//dtd html 4.01 transitional//"]

    private static let limitedQuirksPrefixes = ["-//w3c//dtd xhtml 1.0 frameset//", "-//w3c//dtd xhtml 1.0 transitional//"]

    private static let quirksPublicPrefixes = [
        "+//silmaril//dtd html pro v0r11 19970101//", "-//as//dtd html 3.0 aswedit + extensions//",
        "-//advasoft ltd//dtd html 3.0 aswedit + extensions//", "-//ietf//dtd html 2.0 level 1//",
        "-//ietf//dtd html 2.0 level 2//", "-//ietf//dtd html 2.0 strict level 1//",
        "-//ietf//dtd html 2.0 strict level 2//", "-//ietf//dtd html 2.0 strict//", "-//ietf//dtd html 2.0//",
        "-//ietf//dtd html 2.1e//", "-//ietf//dtd html 3.0//", "-//ietf//dtd html 3.2 final//",
        "-//ietf//dtd html 3.2//", "-//ietf//dtd html 3//", "-//ietf//dtd html level 0//",
        "-//ietf//dtd html level 1//", "-//ietf//dtd html level 2//", "-//ietf//dtd html level 3//",
        "-//ietf//dtd html strict level 0//", "-//ietf//dtd html strict level 1//",
        "-//ietf//dtd html strict level 2//", "-//ietf//dtd html strict level 3//", "-//ietf//dtd html strict//",
        "-//ietf//dtd html//", "-//metrius//dtd metrius presentational//",
        "-//microsoft//dtd internet explorer 2.0 html strict//", "-//microsoft//dtd internet explorer 2.0 html//",
        "-//microsoft//dtd internet explorer 2.0 tables//", "-//microsoft//dtd internet explorer 3.0 html strict//",
        "-//microsoft//dtd internet explorer 3.0 html//", "-//microsoft//dtd internet explorer 3.0 tables//",
        "-//netscape comm. corp.//dtd html//", "-//netscape comm. corp.//dtd strict html//",
        "-//o'reilly and associates//dtd html 2.0//", "-//o'reilly and associates//dtd html extended 1.0//",
        "-//o'reilly and associates//dtd html extended relaxed 1.0//",
        "-//sq//dtd html 2.0 hotmetal + extensions//",
        "-//softquad software//dtd hotmetal pro 6.0::19990601::extensions to html 4.0//",
        "-//softquad//dtd hotmetal pro 4.0::19971010::extensions to html 4.0//",
        "-//spyglass//dtd html 2.0 extended//", "-//sun microsystems corp.//dtd hotjava html//",
        "-//sun microsystems corp.//dtd hotjava strict html//", "-//w3c//dtd html 3 1995-03-24//",
        "-//w3c//dtd html 3.2 draft//", "-//w3c//dtd html 3.2 final//", "-//w3c//dtd html 3.2//",
        "-//w3c//dtd html 3.2s draft//", "-//w3c//dtd html 4.0 frameset//", "-//w3c//dtd html 4.0 transitional//",
        "-//w3c//dtd html experimental 19960712//", "-//w3c//dtd html experimental 970421//",
        "-//w3c//dtd w3 html//", "-//w3o//dtd w3 html 3.0//", "-//webtechs//dtd mozilla html 2.0//",
        "-//webtechs//dtd mozilla html//",
    ]
}
