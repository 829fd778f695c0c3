import Foundation

/// A page's bytes as text, decoded as HTML and the Encoding Standard say a browser decodes
/// them: a byte order mark wins, then the encoding the caller gives (an HTTP or MIME
/// `charset`, WKWebView's `characterEncodingName`), then a `<meta>` in the first 1,024 bytes
/// (HTML's prescan), then UTF-8 if the bytes are valid UTF-8, else windows-1252 (WebKit's
/// default for pages that say nothing).
public struct PageEncoding: Sendable, Hashable {
    /// The encoding's name as `document.characterSet` gives it ("Shift_JIS", "windows-1251").
    public let name: String
    /// Where the encoding came from.
    public let source: Source

    public enum Source: String, Sendable {
        case byteOrderMark, caller, meta, detected
    }

    /// Decodes `data`; `declared` is the caller's label (nil, or a label the Encoding Standard
    /// does not know: ignored, as a browser ignores it).
    public static func decode(_ data: Data, declared: String? = nil) -> (text: String, encoding: PageEncoding) {
        let bytes = [UInt8](data)
        let (entry, encoding, skip) = sniff(bytes, declared: declared)
        return (TextDecoder.decode(bytes[skip...], as: entry), encoding)
    }

    /// The encoding `decode` would read `data` in, without decoding it (for a decoder elsewhere:
    /// WebKit's, told which encoding to use).
    public static func detect(_ data: Data, declared: String? = nil) -> PageEncoding {
        sniff([UInt8](data), declared: declared).1
    }

    /// The encoding, where it came from, and how many bytes of byte order mark to skip.
    private static func sniff(_ bytes: [UInt8], declared: String?) -> (EncodingEntry, PageEncoding, Int) {
        if let (entry, length) = byteOrderMark(bytes) { return (entry, PageEncoding(name: entry.name, source: .byteOrderMark), length) }
        if let declared, let entry = EncodingLabels.entry(forLabel: declared) { return (entry, PageEncoding(name: entry.name, source: .caller), 0) }
        if let entry = MetaPrescan.encoding(in: bytes.prefix(1024)) { return (entry, PageEncoding(name: entry.name, source: .meta), 0) }
        let entry = EncodingLabels.entry(forLabel: String(validating: bytes, as: UTF8.self) == nil ? "windows-1252" : "utf-8")!
        return (entry, PageEncoding(name: entry.name, source: .detected), 0)
    }

    /// A script's or a stylesheet's bytes as text: a byte order mark, then the response's
    /// charset, then UTF-8 (a subresource has no `<meta>` to read).
    public static func decodeSubresource(_ data: Data, declared: String?) -> String {
        let bytes = [UInt8](data)
        if let (entry, length) = byteOrderMark(bytes) { return TextDecoder.decode(bytes[length...], as: entry) }
        let entry = declared.flatMap(EncodingLabels.entry(forLabel:)) ?? EncodingLabels.entry(forLabel: "utf-8")!
        return TextDecoder.decode(bytes[...], as: entry)
    }

    /// Whether a label names an encoding (for the command line's checks).
    public static func isKnownLabel(_ label: String) -> Bool { EncodingLabels.entry(forLabel: label) != nil }

    private static func byteOrderMark(_ bytes: [UInt8]) -> (EncodingEntry, Int)? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (EncodingLabels.entry(forLabel: "utf-8")!, 3) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (EncodingLabels.entry(forLabel: "utf-16be")!, 2) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (EncodingLabels.entry(forLabel: "utf-16le")!, 2) }
        return nil
    }
}
