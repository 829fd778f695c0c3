import Foundation

/// Bytes in one of the Encoding Standard's encodings to text, an invalid sequence becoming
/// U+FFFD and decoding going on after it, as the standard's decoders do in replacement mode.
enum TextDecoder {
    static func decode(_ bytes: ArraySlice<UInt8>, as entry: EncodingEntry) -> String {
        switch entry.name {
        case "UTF-8": return String(decoding: bytes, as: UTF8.self)
        case "windows-1252": return windows1252(bytes)
        case "x-user-defined":
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0 < 0x80 ? UInt32($0) : 0xF780 + UInt32($0) - 0x80)! }))
        case "replacement": return bytes.isEmpty ? "" : "\u{FFFD}"
        default: return entry.iconv.flatMap { iconvDecode(bytes, from: $0) } ?? String(decoding: bytes, as: UTF8.self)
        }
    }

    /// windows-1252 as the standard has it: Latin-1 with 0x80-0x9F as Windows places them (the
    /// five bytes Windows leaves undefined map to the C1 controls of the same value).
    static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x192, 0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039, 0x152, 0x8D, 0x17D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x2DC, 0x2122, 0x161, 0x203A, 0x153, 0x9D, 0x17E, 0x178,
    ]

    private static func windows1252(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? windows1252High[Int(byte) - 0x80] : UInt32(byte)
            scalars.append(Unicode.Scalar(value)!)
        }
        return String(scalars)
    }

    /// glibc's iconv to UTF-8; an invalid sequence costs one byte and gives one U+FFFD, an
    /// incomplete one at the end gives one U+FFFD.
    private static func iconvDecode(_ bytes: ArraySlice<UInt8>, from encoding: String) -> String? {
        let converter = iconv_open("UTF-8", encoding)
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var output = [UInt8]()
        output.reserveCapacity(bytes.count * 3 / 2 + 16)
        var input = Array(bytes)
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        input.withUnsafeMutableBufferPointer { source in
            var inPointer = source.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
            var inLeft = source.count
            while true {
                let (result, produced, error) = chunk.withUnsafeMutableBufferPointer { target -> (Int, Int, Int32) in
                    var outPointer = target.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
                    var outLeft = target.count
                    let result = inLeft == 0 ? iconv(converter, nil, nil, &outPointer, &outLeft) : iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    return (result, target.count - outLeft, errno)
                }
                output += chunk[0..<produced]
                if result != -1 {
                    // All read: flush below (windows-1258's converter holds its last letter back
                    // for a combining mark that may follow).
                    if inLeft != 0 { continue }
                } else {
                    switch error {
                    case E2BIG: continue
                    case EILSEQ:
                        output += replacement
                        inPointer = inPointer.map { $0 + 1 }
                        inLeft -= 1
                        iconv(converter, nil, nil, nil, nil)
                    case EINVAL:
                        output += replacement
                        inLeft = 0
                    default:
                        output += replacement
                        inLeft = 0
                    }
                }
                if inLeft == 0 {
                    // Flush the shift state (ISO-2022-JP), then stop.
                    let (_, produced, _) = chunk.withUnsafeMutableBufferPointer { target -> (Int, Int, Int32) in
                        var outPointer = target.baseAddress.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: CChar.self) }
                        var outLeft = target.count
                        let result = iconv(converter, nil, nil, &outPointer, &outLeft)
                        return (result, target.count - outLeft, errno)
                    }
                    output += chunk[0..<produced]
                    break
                }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
