import JSRuntime
import XCTest

@testable import DOMShim

/// The parse tree's writer scans text eight bytes at a time (ByteScan) and keeps short attribute
/// names in an open-addressing table (WordTable): each must answer exactly as the plain byte
/// loop or Dictionary it replaced, wherever the byte falls in a word.
final class ByteScanTests: XCTestCase {
    private static let interesting: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x1F, 0x20, 0x22, 0x41, 0x5C, 0x61, 0x7E, 0x7F, 0x80, 0xA0, 0xC3, 0xE9, 0xFF]

    private func withBytes<Result>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer(body)
    }

    func testASCIIAndNULAnswerAsAByteLoopAtEveryOffset() {
        for length in 0...24 {
            for offset in 0..<max(length, 1) {
                for byte in Self.interesting {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    if offset < length { bytes[offset] = byte }
                    let scanned = withBytes(bytes) { ByteScan.asciiAndNUL($0) }
                    let ascii = bytes.allSatisfy { $0 < 0x80 }
                    XCTAssertEqual(scanned.ascii, ascii, "length \(length), 0x\(String(byte, radix: 16)) at \(offset)")
                    if ascii { XCTAssertEqual(scanned.nul, bytes.contains(0), "length \(length), 0x\(String(byte, radix: 16)) at \(offset)") }
                }
            }
        }
    }

    func testTheJSONEscapeScanFindsEveryByteThatNeedsOne() {
        let needsEscape = { (byte: UInt8) in byte < 0x20 || byte >= 0x7F || byte == 0x22 || byte == 0x5C }
        for byte in UInt8.min...UInt8.max {
            for offset in 0..<20 {
                for start in [0, 1, 7, 8, 9] where start <= offset {
                    var bytes = [UInt8](repeating: 0x61, count: 24)
                    bytes[offset] = byte
                    let found = withBytes(bytes) { ByteScan.firstJSONEscape(in: $0, from: start) }
                    XCTAssertEqual(found, needsEscape(byte) ? offset : bytes.count, "0x\(String(byte, radix: 16)) at \(offset) from \(start)")
                }
            }
        }
    }

    func testTheHTMLEscapeScanFindsEveryByteTheSerializerEscapes() {
        for quote in [false, true] {
            let needsEscape = { (byte: UInt8) in byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0xA0 || (quote && byte == 0x22) }
            for byte in UInt8.min...UInt8.max {
                for offset in 0..<20 {
                    for start in [0, 1, 7, 8, 9] where start <= offset {
                        var bytes = [UInt8](repeating: 0x61, count: 24)
                        bytes[offset] = byte
                        let found = withBytes(bytes) { ByteScan.firstHTMLEscape(in: $0, from: start, quote: quote) }
                        XCTAssertEqual(found, needsEscape(byte) ? offset : bytes.count, "0x\(String(byte, radix: 16)) at \(offset) from \(start), quote \(quote)")
                    }
                }
            }
        }
    }

    func testTheWordTableAnswersAsADictionaryAsItGrows() {
        var table = WordTable()
        var reference: [UInt64: Int32] = [:]
        var generator = SystemRandomNumberGenerator()
        let keys = [0, 1, UInt64.max] + (0..<1_000).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) >> UInt64.random(in: 0...56, using: &generator) }
        for (index, key) in keys.enumerated() where reference[key] == nil {
            XCTAssertNil(table.value(for: key))
            table.insert(Int32(index), for: key)
            reference[key] = Int32(index)
        }
        for (key, value) in reference { XCTAssertEqual(table.value(for: key), value) }
    }

    /// End to end: Latin-1 text with a character JSON escapes at every offset of a word crosses
    /// into the DOM as it was written.
    func testTextWithEscapesAtEveryOffsetCrossesWhole() async throws {
        let specials = ["\u{E9}", "\"", "\\", "\u{01}", "\u{7F}", "\u{FF}", "\t"]
        var texts: [String] = []
        for special in specials {
            for offset in 0..<17 { texts.append(String(repeating: "a", count: offset) + special + String(repeating: "b", count: 17 - offset)) }
        }
        let html = "<!DOCTYPE html><body>" + texts.map { "<p>\($0)</p>" }.joined()
        let runtime = JSRuntime()
        try await runtime.loadHTML(try ParsedPage(html: html), url: "https://blog.example/post")
        let crossed = try await runtime.evaluate("JSON.stringify([...document.querySelectorAll('p')].map((p) => p.textContent))")
        let decoded = try JSONDecoder().decode([String].self, from: Data((crossed.stringValue ?? "").utf8))
        XCTAssertEqual(decoded, texts)
    }
}
