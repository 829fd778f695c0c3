import Foundation

/// Text to bytes in one of the Encoding Standard's encodings, as its encoders do in "html"
/// error mode (a code point the encoding cannot represent becomes `&#N;`), for HTML's form
/// submission in the document's encoding. glibc's iconv encodes; the standard's own choices
/// where glibc's tables differ (Shift_JIS's and EUC-JP's yen sign, overline and minus sign,
/// GBK's euro sign, Big5 without the HKSCS extensions) are made here first.
public enum FormTextEncoder {
    /// The encoding a form submits in, for an encoding's label: the standard's name (what
    /// `_charset_` fields get), or nil where the standard does not know the label.
    public static func encodingName(forLabel label: String) -> String? {
        EncodingLabels.entry(forLabel: label)?.name
    }

    /// `text` encoded in the encoding `label` names ("get an output encoding": UTF-16 and
    /// replacement encode as UTF-8).
    public static func encode(_ text: String, label: String) -> [UInt8] {
        guard let entry = EncodingLabels.entry(forLabel: label) else { return Array(text.utf8) }
        switch entry.name {
        case "UTF-8", "UTF-16BE", "UTF-16LE", "replacement": return Array(text.utf8)
        case "windows-1252": return singleBytes(text) { windows1252[$0] }
        case "x-user-defined":
            return singleBytes(text) { $0 < 0x80 ? UInt8($0) : (0xF780...0xF7FF).contains($0) ? UInt8($0 - 0xF780 + 0x80) : nil }
        case "EUC-JP", "ISO-2022-JP": return japanese(text, entry: entry.name)
        default:
            guard let name = entry.iconv else { return Array(text.utf8) }
            return iconvEncode(text, entry: entry, converter: name)
        }
    }

    /// application/x-www-form-urlencoded's byte serializer: the bytes of `text` in the
    /// encoding, each byte other than an ASCII alphanumeric and `*-._` as `%XX`, a space as `+`.
    public static func percentEncode(_ text: String, label: String) -> String {
        var output = ""
        for byte in encode(text, label: label) {
            switch byte {
            case 0x20: output += "+"
            case 0x2A, 0x2D, 0x2E, 0x5F, 0x30...0x39, 0x41...0x5A, 0x61...0x7A: output.unicodeScalars.append(Unicode.Scalar(byte))
            default: output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return output
    }

    /// `text` as the bytes `encode` gives would read in the encoding: itself, with what the
    /// encoding cannot represent as `&#N;` (text/plain and multipart bodies, shown as text).
    /// A character's own bytes that start with `&` are its reference (no encoding's bytes
    /// for a non-ASCII character do).
    public static func representable(_ text: String, label: String) -> String {
        guard let entry = EncodingLabels.entry(forLabel: label), !["UTF-8", "UTF-16BE", "UTF-16LE", "replacement"].contains(entry.name) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII || encode(String(scalar), label: entry.name).first != 0x26 { output.append(scalar) } else { output += "&#\(scalar.value);".unicodeScalars }
        }
        return String(output)
    }

    /// The standard's index ISO-2022-JP katakana: U+FF61 to U+FF9F's fullwidth forms.
    private static let katakana: [UInt32] = [
        0x3002, 0x300C, 0x300D, 0x3001, 0x30FB, 0x30F2, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30E3, 0x30E5, 0x30E7, 0x30C3, 0x30FC,
        0x30A2, 0x30A4, 0x30A6, 0x30A8, 0x30AA, 0x30AB, 0x30AD, 0x30AF, 0x30B1, 0x30B3, 0x30B5, 0x30B7, 0x30B9, 0x30BB, 0x30BD, 0x30BF,
        0x30C1, 0x30C4, 0x30C6, 0x30C8, 0x30CA, 0x30CB, 0x30CC, 0x30CD, 0x30CE, 0x30CF, 0x30D2, 0x30D5, 0x30D8, 0x30DB, 0x30DE, 0x30DF,
        0x30E0, 0x30E1, 0x30E2, 0x30E4, 0x30E6, 0x30E8, 0x30E9, 0x30EA, 0x30EB, 0x30EC, 0x30ED, 0x30EF, 0x30F3, 0x309B, 0x309C,
    ]

    private static let windows1252: [UInt32: UInt8] = {
        var table: [UInt32: UInt8] = [:]
        for byte in 0...0xFF { table[UInt32(byte)] = UInt8(byte) }
        for (offset, value) in TextDecoder.windows1252High.enumerated() {
            table.removeValue(forKey: UInt32(0x80 + offset))
            table[value] = UInt8(0x80 + offset)
        }
        return table
    }()

    private static func singleBytes(_ text: String, _ byte: (UInt32) -> UInt8?) -> [UInt8] {
        var output = [UInt8]()
        for scalar in text.unicodeScalars {
            if let value = byte(scalar.value) { output.append(value) } else { output += reference(scalar) }
        }
        return output
    }

    private static func reference(_ scalar: Unicode.Scalar) -> [UInt8] { Array("&#\(scalar.value);".utf8) }

    /// Where glibc's Big5-HKSCS and GB18030 tables and the standard's indexes differ, the
    /// standard's bytes (empty: none) as WebKit's encoders give them, from a sweep of the Basic
    /// Multilingual Plane on the WebKit engine (Big5's supplementary planes agree).
    private static let big5Overrides: [UInt32: [UInt8]] = [
        0xA2: [], 0xA3: [], 0xAF: [0xA1, 0xC2], 0x2CD: [0xA1, 0xC5], 0x2022: [], 0x2027: [0xA1, 0x45], 0x2215: [0xA2, 0x41], 0x223C: [],
        0x2295: [0xA1, 0xF2], 0x2299: [0xA1, 0xF3], 0x2400: [0xA3, 0xC0], 0x2401: [0xA3, 0xC1], 0x2402: [0xA3, 0xC2], 0x2403: [0xA3, 0xC3],
        0x2404: [0xA3, 0xC4], 0x2405: [0xA3, 0xC5], 0x2406: [0xA3, 0xC6], 0x2407: [0xA3, 0xC7], 0x2408: [0xA3, 0xC8], 0x2409: [0xA3, 0xC9],
        0x240A: [0xA3, 0xCA], 0x240B: [0xA3, 0xCB], 0x240C: [0xA3, 0xCC], 0x240D: [0xA3, 0xCD], 0x240E: [0xA3, 0xCE], 0x240F: [0xA3, 0xCF],
        0x2410: [0xA3, 0xD0], 0x2411: [0xA3, 0xD1], 0x2412: [0xA3, 0xD2], 0x2413: [0xA3, 0xD3], 0x2414: [0xA3, 0xD4], 0x2415: [0xA3, 0xD5],
        0x2416: [0xA3, 0xD6], 0x2417: [0xA3, 0xD7], 0x2418: [0xA3, 0xD8], 0x2419: [0xA3, 0xD9], 0x241A: [0xA3, 0xDA], 0x241B: [0xA3, 0xDB],
        0x241C: [0xA3, 0xDC], 0x241D: [0xA3, 0xDD], 0x241E: [0xA3, 0xDE], 0x241F: [0xA3, 0xDF], 0x2421: [0xA3, 0xE0], 0x256D: [0xA2, 0x7E],
        0x256E: [0xA2, 0xA1], 0x256F: [0xA2, 0xA3], 0x2570: [0xA2, 0xA2], 0x2574: [0xA1, 0x5A], 0x2609: [], 0x2641: [], 0x4EDD: [0xC6, 0xDF],
        0x5605: [0xFB, 0x48], 0x5ED0: [0xFB, 0xF9], 0x5EF4: [0xC6, 0xCF], 0x60A4: [0xFC, 0x6C], 0x65E0: [0xC6, 0xD3], 0x732A: [0xFE, 0x52],
        0x7676: [0xC6, 0xD5], 0x96B6: [0xC6, 0xD7], 0xFE51: [0xA1, 0x4E], 0xFE68: [0xA2, 0x42], 0xFF0F: [0xA1, 0xFE], 0xFF3C: [0xA2, 0x40],
        0xFF5E: [0xA1, 0xE3], 0xFF64: [], 0xFFE0: [0xA2, 0x46], 0xFFE1: [0xA2, 0x47], 0xFFE3: [0xA1, 0xC3], 0xFFE5: [0xA2, 0x44]
    ]
    private static let gb18030Overrides: [UInt32: [UInt8]] = [
        0xE78D: [0xA6, 0xD9], 0xE78E: [0xA6, 0xDA], 0xE78F: [0xA6, 0xDB], 0xE790: [0xA6, 0xDC], 0xE791: [0xA6, 0xDD], 0xE792: [0xA6, 0xDE],
        0xE793: [0xA6, 0xDF], 0xE794: [0xA6, 0xEC], 0xE795: [0xA6, 0xED], 0xE796: [0xA6, 0xF3], 0xE816: [0xFE, 0x51], 0xE817: [0xFE, 0x52],
        0xE818: [0xFE, 0x53], 0xE81E: [0xFE, 0x59], 0xE826: [0xFE, 0x61], 0xE82B: [0xFE, 0x66], 0xE82C: [0xFE, 0x67], 0xE831: [0xFE, 0x6C],
        0xE832: [0xFE, 0x6D], 0xE83B: [0xFE, 0x76], 0xE843: [0xFE, 0x7E], 0xE854: [0xFE, 0x90], 0xE855: [0xFE, 0x91], 0xE864: [0xFE, 0xA0]
    ]

    /// What the standard's encoder gives before its index is consulted, per encoding.
    private static func special(_ scalar: Unicode.Scalar, in encoding: String) -> [UInt8]? {
        if encoding == "Big5", let bytes = big5Overrides[scalar.value] { return bytes }
        if encoding == "GBK" || encoding == "gb18030", let bytes = gb18030Overrides[scalar.value] { return bytes }
        switch (encoding, scalar.value) {
        // KOI8-U as the standard has it (KOI8-RU's Ў and ў), x-mac-cyrillic with its euro sign.
        case ("KOI8-U", 0x40E): return [0xBE]
        case ("KOI8-U", 0x45E): return [0xAE]
        case ("KOI8-U", 0x255D), ("KOI8-U", 0x256C), ("x-mac-cyrillic", 0xA4): return []
        case ("x-mac-cyrillic", 0x20AC): return [0xFF]
        case ("Shift_JIS", 0x80): return [0x80]
        case ("Big5", 0x80): return []
        case ("Shift_JIS", 0xA5): return [0x5C]
        case ("Shift_JIS", 0x203E): return [0x7E]
        case ("Shift_JIS", 0x2212): return [0x81, 0x7C]
        case ("GBK", 0x20AC): return [0x80]
        case ("Big5", 0x20AC): return [0xA3, 0xE1]
        case ("GBK", 0xE5E5), ("gb18030", 0xE5E5), ("Big5", 0xA5), ("Big5", 0x203E): return []
        default: return nil
        }
    }

    /// EUC-JP's and ISO-2022-JP's encoders, on the standard's index jis0208, read from
    /// windows-31j (the Shift_JIS encoder's, which matches WebKit's; glibc's EUC-JP and
    /// ISO-2022-JP tables map JIS's way: U+2212, not U+FF0D, and JIS X 0212, which the
    /// standard only decodes). ISO-2022-JP switches between ASCII, Roman and jis0208 as its
    /// encoder does; a code point it cannot represent is `&#N;` in ASCII or Roman.
    private static func japanese(_ text: String, entry: String) -> [UInt8] {
        let shiftJIS = iconv_open("CP932", "UTF-32LE")
        guard shiftJIS != iconv_t(bitPattern: -1) else { return Array(text.utf8) }
        defer { iconv_close(shiftJIS) }
        func pointer(_ code: UInt32) -> Int? {
            var value = code.littleEndian, bytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
            let produced = withUnsafeMutableBytes(of: &value) { input in
                withUnsafeMutableBytes(of: &bytes) { output -> Int in
                    var inPointer = input.baseAddress?.assumingMemoryBound(to: CChar.self), inLeft = 4
                    var outPointer = output.baseAddress?.assumingMemoryBound(to: CChar.self), outLeft = 4
                    return iconv(shiftJIS, &inPointer, &inLeft, &outPointer, &outLeft) == -1 ? 0 : 4 - outLeft
                }
            }
            // Not a best fit: the bytes read back as the code point.
            guard produced == 2, TextDecoder.decode([bytes.0, bytes.1][...], as: windows31J).unicodeScalars.map(\.value) == [code] else { return nil }
            let pointer = Self.pointer(lead: bytes.0, trail: bytes.1)
            // IBM's extensions: jis0208's first pointer for them is NEC's selection of them.
            return pointer < 94 * 94 ? pointer : necSelected[code]
        }
        enum State { case ascii, roman, jis0208 }
        var state = State.ascii, output = [UInt8]()
        let escape: [State: [UInt8]] = [.ascii: [0x1B, 0x28, 0x42], .roman: [0x1B, 0x28, 0x4A], .jis0208: [0x1B, 0x24, 0x42]]
        func switchTo(_ next: State) { if state != next { output += escape[next]!; state = next } }
        for scalar in text.unicodeScalars {
            var code = scalar.value
            if entry == "EUC-JP" {
                if code < 0x80 { output.append(UInt8(code)); continue }
                if code == 0xA5 { output.append(0x5C); continue }
                if code == 0x203E { output.append(0x7E); continue }
                if (0xFF61...0xFF9F).contains(code) { output += [0x8E, UInt8(code - 0xFF61 + 0xA1)]; continue }
                if code == 0x2212 { code = 0xFF0D }
                if let pointer = pointer(code) { output += [UInt8(pointer / 94 + 0xA1), UInt8(pointer % 94 + 0xA1)] } else { output += reference(scalar) }
                continue
            }
            if code == 0x0E || code == 0x0F || code == 0x1B { code = 0xFFFD }
            if code < 0x80 && (state == .ascii || (state == .roman && code != 0x5C && code != 0x7E)) { output.append(UInt8(code)); continue }
            if state == .roman && (code == 0xA5 || code == 0x203E) { output.append(code == 0xA5 ? 0x5C : 0x7E); continue }
            if code < 0x80 { switchTo(.ascii); output.append(UInt8(code)); continue }
            if code == 0xA5 || code == 0x203E { switchTo(.roman); output.append(code == 0xA5 ? 0x5C : 0x7E); continue }
            if code == 0x2212 { code = 0xFF0D }
            if (0xFF61...0xFF9F).contains(code) { code = katakana[Int(code - 0xFF61)] }
            guard let pointer = pointer(code) else {
                if state == .jis0208 { switchTo(.ascii) }
                output += reference(code == 0xFFFD ? "\u{FFFD}" : scalar)
                continue
            }
            switchTo(.jis0208)
            output += [UInt8(pointer / 94 + 0x21), UInt8(pointer % 94 + 0x21)]
        }
        if entry == "ISO-2022-JP" { switchTo(.ascii) }
        return output
    }

    private static let windows31J = EncodingLabels.entry(forLabel: "shift_jis")!

    /// A Shift_JIS double byte's index jis0208 pointer.
    private static func pointer(lead: UInt8, trail: UInt8) -> Int {
        (Int(lead) - (lead < 0xA0 ? 0x81 : 0xC1)) * 188 + Int(trail) - (trail < 0x7F ? 0x40 : 0x41)
    }

    /// jis0208's pointers 8272 to 8835 (rows 89 to 92: NEC's selection of IBM's extensions),
    /// by code point, read from windows-31j's bytes 0xED40 to 0xEEFC.
    private static let necSelected: [UInt32: Int] = {
        var table: [UInt32: Int] = [:]
        for lead: UInt8 in 0xED...0xEE {
            for trail: UInt8 in 0x40...0xFC where trail != 0x7F {
                let pointer = pointer(lead: lead, trail: trail)
                let text = TextDecoder.decode([lead, trail][...], as: windows31J).unicodeScalars
                guard (8272...8835).contains(pointer), text.count == 1, let scalar = text.first, scalar != "\u{FFFD}" else { continue }
                if table[scalar.value] == nil { table[scalar.value] = pointer }
            }
        }
        return table
    }()

    /// Scalar by scalar through one converter, each flushed (glibc's Big5-HKSCS holds a letter
    /// back for a combining mark that may follow). Bytes that do not read back as the code
    /// point (glibc's best fits: ¢ as Shift_JIS's fullwidth cent) are `&#N;`, as is what the
    /// standard leaves out: Big5's HKSCS extensions (lead bytes below 0xA1), Shift_JIS's
    /// user-defined area (0xF0 to 0xF9), GBK's four-byte sequences.
    private static func iconvEncode(_ text: String, entry: EncodingEntry, converter name: String) -> [UInt8] {
        let entryName = entry.name
        let converter = iconv_open(name, "UTF-32LE")
        guard converter != iconv_t(bitPattern: -1) else { return Array(text.utf8) }
        defer { iconv_close(converter) }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 16)
        func convert(_ input: UnsafeMutablePointer<CChar>?, _ length: Int) -> [UInt8]? {
            var inPointer = input, inLeft = length
            return buffer.withUnsafeMutableBufferPointer { target -> [UInt8]? in
                var outPointer = target.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
                var outLeft = target.count
                let result = input == nil ? iconv(converter, nil, nil, &outPointer, &outLeft) : iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return result == -1 ? nil : Array(target[0..<(target.count - outLeft)])
            }
        }
        for scalar in text.unicodeScalars {
            if let bytes = special(scalar, in: entryName) {
                output += bytes.isEmpty ? reference(scalar) : bytes
                continue
            }
            var value = scalar.value.littleEndian
            var bytes = withUnsafeMutableBytes(of: &value) { convert($0.baseAddress!.assumingMemoryBound(to: CChar.self), 4) }
            if bytes != nil, let flushed = convert(nil, 0) { bytes! += flushed }
            if let bytes, !bytes.isEmpty,
               !(entryName == "Big5" && bytes[0] < 0xA1 && bytes[0] >= 0x80), !(entryName == "Shift_JIS" && (0xF0...0xF9).contains(bytes[0])),
               !(entryName == "GBK" && bytes.count > 2),
               // A single-byte encoding's one byte (glibc's windows-1258 writes Ã as A and a combining tilde).
               bytes.count == 1 || ["Shift_JIS", "EUC-KR", "GBK", "gb18030", "Big5"].contains(entryName),
               scalar.isASCII || TextDecoder.decode(bytes[...], as: entry).unicodeScalars.elementsEqual([scalar]) {
                output += bytes
            } else if entryName.hasPrefix("windows-"), (0x80...0x9F).contains(scalar.value),
                      TextDecoder.decode([UInt8(scalar.value)][...], as: entry) == "\u{FFFD}" {
                // A byte Windows leaves undefined is the C1 control of its value, as in windows-1252.
                iconv(converter, nil, nil, nil, nil)
                output.append(UInt8(scalar.value))
            } else {
                iconv(converter, nil, nil, nil, nil)
                output += reference(scalar)
            }
        }
        return output
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: Swift.max(0, length - count)) + self }
}
