import Foundation

/// An image's intrinsic size read from its data's header, as a browser knows it once the image
/// has loaded: PNG, GIF, JPEG (its first frame header), WebP (lossy, lossless, extended) and
/// SVG (its `width` and `height`, else its `viewBox`). Nil for anything else or a broken file.
enum ImageSize {
    static func of(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24 {
            return (bigEndian(bytes, 16), bigEndian(bytes, 20))
        }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return webp(bytes) }
        return svg(String(decoding: bytes, as: UTF8.self))
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int {
        Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    /// The first start-of-frame marker's height and width.
    private static func jpeg(_ bytes: [UInt8]) -> (Int, Int)? {
        var at = 2
        while at + 9 < bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF { at += 1; continue }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Int(bytes[at + 7]) << 8 | Int(bytes[at + 8]), Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]))
            }
            at += 2 + length
        }
        return nil
    }

    private static func webp(_ bytes: [UInt8]) -> (Int, Int)? {
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            return (Int(bytes[26]) | Int(bytes[27] & 0x3F) << 8, Int(bytes[28]) | Int(bytes[29] & 0x3F) << 8)
        case "VP8L":
            let b = bytes[21...24].map(Int.init)
            return (1 + (b[0] | (b[1] & 0x3F) << 8), 1 + ((b[1] >> 6) | b[2] << 2 | (b[3] & 0x0F) << 10))
        case "VP8X":
            return (1 + (Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16), 1 + (Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16))
        default:
            return nil
        }
    }

    /// An SVG's `width` and `height` in pixels (plain numbers or `px`), else its `viewBox`'s.
    private static func svg(_ text: String) -> (Int, Int)? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[start.upperBound..<end])
        func attribute(_ name: String) -> String? {
            guard let range = tag.range(of: #"\s\#(name)\s*=\s*["']([^"']*)["']"#, options: .regularExpression) else { return nil }
            let match = String(tag[range])
            guard let open = match.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
            return String(match[match.index(after: open)...].dropLast())
        }
        func pixels(_ value: String?) -> Int? {
            guard var value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
            if value.hasSuffix("px") { value.removeLast(2) }
            return Double(value).map { Int($0.rounded()) }
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) { return (width, height) }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        return box.count == 4 ? (Int(box[2].rounded()), Int(box[3].rounded())) : nil
    }
}

extension PageResources {
    /// An image's intrinsic size, when something serves it (the load is recorded).
    func imageSize(_ address: String) -> (width: Int, height: Int)? {
        guard let url = URL(string: address), let response = load(ResourceRequest(url: url, initiator: .image)), (200...299).contains(response.statusCode) else { return nil }
        return ImageSize.of(response.data)
    }
}
