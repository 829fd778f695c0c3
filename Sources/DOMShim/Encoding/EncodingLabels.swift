/// The Encoding Standard's encodings and their labels (encoding.spec.whatwg.org, "Names and
/// labels"), as data: a label, trimmed of ASCII whitespace and lower-cased, names one encoding.
/// `iconv` is the glibc converter that decodes it as the standard's decoder does (nil: decoded
/// here: windows-1252's undefined bytes, x-user-defined, replacement).
struct EncodingEntry: Sendable {
    let name: String
    let iconv: String?
    let labels: [String]
}

enum EncodingLabels {
    static let all: [EncodingEntry] = [
        .init(name: "UTF-8", iconv: "UTF-8", labels: ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"]),
        .init(name: "IBM866", iconv: "IBM866", labels: ["866", "cp866", "csibm866", "ibm866"]),
        .init(name: "ISO-8859-2", iconv: "ISO-8859-2", labels: ["csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987", "l2", "latin2"]),
        .init(name: "ISO-8859-3", iconv: "ISO-8859-3", labels: ["csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3", "iso_8859-3:1988", "l3", "latin3"]),
        .init(name: "ISO-8859-4", iconv: "ISO-8859-4", labels: ["csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4", "iso_8859-4:1988", "l4", "latin4"]),
        .init(name: "ISO-8859-5", iconv: "ISO-8859-5", labels: ["csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5", "iso_8859-5:1988"]),
        .init(name: "ISO-8859-6", iconv: "ISO-8859-6", labels: [
            "arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114", "iso-8859-6", "iso-8859-6-e", "iso-8859-6-i",
            "iso-ir-127", "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987",
        ]),
        .init(name: "ISO-8859-7", iconv: "ISO-8859-7", labels: [
            "csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126", "iso8859-7", "iso88597", "iso_8859-7",
            "iso_8859-7:1987", "sun_eu_greek",
        ]),
        .init(name: "ISO-8859-8", iconv: "ISO-8859-8", labels: [
            "csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138", "iso8859-8", "iso88598", "iso_8859-8",
            "iso_8859-8:1988", "visual",
        ]),
        .init(name: "ISO-8859-8-I", iconv: "ISO-8859-8", labels: ["csiso88598i", "iso-8859-8-i", "logical"]),
        .init(name: "ISO-8859-10", iconv: "ISO-8859-10", labels: ["csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"]),
        .init(name: "ISO-8859-13", iconv: "ISO-8859-13", labels: ["iso-8859-13", "iso8859-13", "iso885913"]),
        .init(name: "ISO-8859-14", iconv: "ISO-8859-14", labels: ["iso-8859-14", "iso8859-14", "iso885914"]),
        .init(name: "ISO-8859-15", iconv: "ISO-8859-15", labels: ["csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"]),
        .init(name: "ISO-8859-16", iconv: "ISO-8859-16", labels: ["iso-8859-16"]),
        .init(name: "KOI8-R", iconv: "KOI8-R", labels: ["cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"]),
        .init(name: "KOI8-U", iconv: "KOI8-U", labels: ["koi8-ru", "koi8-u"]),
        .init(name: "macintosh", iconv: "MACINTOSH", labels: ["csmacintosh", "mac", "macintosh", "x-mac-roman"]),
        .init(name: "windows-874", iconv: "CP874", labels: ["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"]),
        .init(name: "windows-1250", iconv: "CP1250", labels: ["cp1250", "windows-1250", "x-cp1250"]),
        .init(name: "windows-1251", iconv: "CP1251", labels: ["cp1251", "windows-1251", "x-cp1251"]),
        .init(name: "windows-1252", iconv: nil, labels: [
            "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100", "iso8859-1", "iso88591",
            "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252", "x-cp1252",
        ]),
        .init(name: "windows-1253", iconv: "CP1253", labels: ["cp1253", "windows-1253", "x-cp1253"]),
        .init(name: "windows-1254", iconv: "CP1254", labels: [
            "cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9", "iso_8859-9:1989", "l5", "latin5",
            "windows-1254", "x-cp1254",
        ]),
        .init(name: "windows-1255", iconv: "CP1255", labels: ["cp1255", "windows-1255", "x-cp1255"]),
        .init(name: "windows-1256", iconv: "CP1256", labels: ["cp1256", "windows-1256", "x-cp1256"]),
        .init(name: "windows-1257", iconv: "CP1257", labels: ["cp1257", "windows-1257", "x-cp1257"]),
        .init(name: "windows-1258", iconv: "CP1258", labels: ["cp1258", "windows-1258", "x-cp1258"]),
        .init(name: "x-mac-cyrillic", iconv: "MAC-CYRILLIC", labels: ["x-mac-cyrillic", "x-mac-ukrainian"]),
        // The standard's GBK decoder is gb18030's.
        .init(name: "GBK", iconv: "GB18030", labels: ["chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58", "x-gbk"]),
        .init(name: "gb18030", iconv: "GB18030", labels: ["gb18030"]),
        // Big5 with the HKSCS extensions, as the standard's index has them.
        .init(name: "Big5", iconv: "BIG5-HKSCS", labels: ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"]),
        .init(name: "EUC-JP", iconv: "EUC-JP", labels: ["cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"]),
        .init(name: "ISO-2022-JP", iconv: "ISO-2022-JP", labels: ["csiso2022jp", "iso-2022-jp"]),
        // Shift_JIS with Microsoft's extensions (windows-31j), as the standard's index has them.
        .init(name: "Shift_JIS", iconv: "CP932", labels: ["csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"]),
        // EUC-KR as Windows extends it (UHC), as the standard's index has it.
        .init(name: "EUC-KR", iconv: "CP949", labels: [
            "cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "windows-949",
        ]),
        .init(name: "replacement", iconv: nil, labels: ["csiso2022kr", "hz-gb-2312", "iso-2022-cn", "iso-2022-cn-ext", "iso-2022-kr", "replacement"]),
        .init(name: "UTF-16BE", iconv: "UTF-16BE", labels: ["unicodefffe", "utf-16be"]),
        .init(name: "UTF-16LE", iconv: "UTF-16LE", labels: ["csunicode", "iso-10646-ucs-2", "ucs-2", "unicode", "unicodefeff", "utf-16", "utf-16le"]),
        .init(name: "x-user-defined", iconv: nil, labels: ["x-user-defined"]),
    ]

    private static let byLabel: [String: EncodingEntry] = {
        var table: [String: EncodingEntry] = [:]
        for entry in all { for label in entry.labels { table[label] = entry } }
        return table
    }()

    /// The encoding a label names ("get an encoding"), or nil.
    static func entry(forLabel label: String) -> EncodingEntry? {
        byLabel[label.trimmingASCIIWhitespace().lowercased()]
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let isWhitespace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\u{0C}" || scalar == "\r" }
        var scalars = Substring(self).unicodeScalars[...]
        while let first = scalars.first, isWhitespace(first) { scalars.removeFirst() }
        while let last = scalars.last, isWhitespace(last) { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}
