import DOMShim
import Foundation
import XCTest

/// A page's bytes read as Chromium 156 reads the same bytes (each expected text is what its
/// headless `--dump-dom` printed for them, declared by `<meta charset>`), declared by the page,
/// by the caller and by a byte order mark, for every family of legacy encodings mail still uses.
final class PageEncodingTests: XCTestCase {
    /// (label, the text Chromium read, the text's bytes in that encoding, hex).
    static let cases: [(label: String, text: String, hex: String)] = [
        ("shift_jis", "こんにちは、世界", "82b182f182c982bf82cd814190a28a45"),
        ("euc-jp", "こんにちは、世界", "a4b3a4f3a4cba4c1a4cfa1a2c0a4b3a6"),
        ("iso-2022-jp", "こんにちは、世界", "1b244224332473244b2441244f2122402433261b2842"),
        ("gbk", "你好，世界", "c4e3bac3a3accac0bde7"),
        ("gb18030", "你好，世界𠀀", "c4e3bac3a3accac0bde795328236"),
        ("big5", "中文測試", "a4a4a4e5b4fab8d5"),
        ("euc-kr", "안녕하세요", "bec8b3e7c7cfbcbcbfe4"),
        ("windows-1251", "Привет, мир", "cff0e8e2e5f22c20ece8f0"),
        ("koi8-r", "Привет, мир", "f0d2c9d7c5d42c20cdc9d2"),
        ("iso-8859-2", "Zażółć gęślą jaźń", "5a61bff3b3e62067eab66cb1206a61bcf1"),
        ("windows-1250", "Zażółć gęślą jaźń", "5a61bff3b3e62067ea9c6cb9206a619ff1"),
        ("windows-1252", "€ café ‘quoted’", "8020636166e9209171756f74656492"),
    ]

    private func bytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return bytes
    }

    private func paragraph(of text: String) -> String? {
        guard let start = text.range(of: "<p>"), let end = text.range(of: "</p>") else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testEachEncodingDeclaredByMeta() {
        for (label, text, hex) in Self.cases {
            let page = Data("<!DOCTYPE html><html><head><meta charset=\"\(label)\"><title>t</title></head><body><p>".utf8) + Data(bytes(hex)) + Data("</p></body></html>".utf8)
            let (decoded, encoding) = PageEncoding.decode(page)
            XCTAssertEqual(paragraph(of: decoded), text, label)
            XCTAssertEqual(encoding.source, .meta, label)
            XCTAssertEqual(PageEncoding.decode(page, declared: nil).encoding.name, encoding.name)
        }
    }

    func testEachEncodingDeclaredByTheCaller() {
        for (label, text, hex) in Self.cases {
            let page = Data("<p>".utf8) + Data(bytes(hex)) + Data("</p>".utf8)
            let (decoded, encoding) = PageEncoding.decode(page, declared: label.uppercased())
            XCTAssertEqual(paragraph(of: decoded), text, label)
            XCTAssertEqual(encoding.source, .caller, label)
        }
    }

    /// The encodings' names as `document.characterSet` gives them in a browser.
    func testNamesAreTheStandardsNames() {
        let names = Self.cases.map { PageEncoding.decode(Data("<meta charset=\($0.label)>".utf8)).encoding.name }
        XCTAssertEqual(names, ["Shift_JIS", "EUC-JP", "ISO-2022-JP", "GBK", "gb18030", "Big5", "EUC-KR", "windows-1251", "KOI8-R", "ISO-8859-2", "windows-1250", "windows-1252"])
        XCTAssertEqual(PageEncoding.decode(Data("<meta charset=latin1>".utf8)).encoding.name, "windows-1252")
        XCTAssertEqual(PageEncoding.decode(Data("<meta charset=ks_c_5601-1987>".utf8)).encoding.name, "EUC-KR")
    }

    /// A byte order mark wins over the caller and the page; a UTF-16 meta means UTF-8.
    func testAByteOrderMarkWins() {
        let text = "<meta charset=\"shift_jis\"><p>Grüße 世界</p>"
        var utf16LE = Data([0xFF, 0xFE]), utf16BE = Data([0xFE, 0xFF])
        for unit in text.utf16 {
            utf16LE += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            utf16BE += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        for (bytes, name) in [(utf16LE, "UTF-16LE"), (utf16BE, "UTF-16BE"), (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8), "UTF-8")] {
            let (decoded, encoding) = PageEncoding.decode(bytes, declared: "windows-1251")
            XCTAssertEqual(paragraph(of: decoded), "Grüße 世界", name)
            XCTAssertEqual(encoding.name, name)
            XCTAssertEqual(encoding.source, .byteOrderMark)
        }
        XCTAssertEqual(PageEncoding.decode(Data("<meta charset=utf-16le><p>é</p>".utf8)).encoding.name, "UTF-8")
    }

    /// The prescan as HTML's: a meta in a comment does not count, http-equiv needs its
    /// content-type, a page that declares nothing is UTF-8 when it is valid UTF-8, else
    /// windows-1252; bytes a decoder cannot read become U+FFFD and decoding goes on.
    func testThePrescanAndTheDefault() {
        let koi8 = Data([0xF0, 0xD2, 0xC9, 0xD7, 0xC5, 0xD4])  // "Привет" in KOI8-R
        XCTAssertEqual(paragraph(of: PageEncoding.decode(Data("<!-- <meta charset=euc-kr> --><meta http-equiv=Content-Type content='text/html; charset=koi8-r'><p>".utf8) + koi8 + Data("</p>".utf8)).text), "Привет")
        XCTAssertEqual(PageEncoding.decode(Data("<meta content='text/html; charset=koi8-r'><p>x</p>".utf8)).encoding.source, .detected, "content without http-equiv")
        XCTAssertEqual(PageEncoding.decode(Data("<p>caf\u{E9} €</p>".utf8)).encoding.name, "UTF-8")
        let legacy = PageEncoding.decode(Data([0x3C, 0x70, 0x3E, 0x63, 0x61, 0x66, 0xE9, 0x20, 0x80, 0x81, 0x3C, 0x2F, 0x70, 0x3E]))
        XCTAssertEqual(legacy.encoding.name, "windows-1252")
        XCTAssertEqual(paragraph(of: legacy.text), "café €\u{81}")
        let broken = PageEncoding.decode(Data([0x3C, 0x70, 0x3E, 0x82, 0xB1, 0xFF, 0x82, 0xF1, 0x3C, 0x2F, 0x70, 0x3E]), declared: "shift_jis")
        XCTAssertEqual(paragraph(of: broken.text), "こ\u{FFFD}ん")
        XCTAssertEqual(PageEncoding.decode(Data("<p>x</p>".utf8), declared: "iso-2022-kr").text, "\u{FFFD}", "the replacement encoding")
        XCTAssertEqual(PageEncoding.decode(Data("<p>x</p>".utf8), declared: "no-such-encoding").encoding.source, .detected)
    }
}
