import DOMShim
import JSRuntime
import XCTest

/// The parse tree crosses to JavaScript as JSON: pure ASCII with `\u` escapes for a mostly
/// Latin page, UTF-8 for a page mostly in other scripts. Both carry every character intact.
final class TreeTransferTests: XCTestCase {
    /// Text, attribute values and comments with every kind of character the writer treats
    /// differently: Latin-1, the rest of the BMP, astral, controls, quotes and backslashes.
    private let tricky = "café © ’quoted’ — € 日本 😀𝄞 tab\there \"q\" \\ back"

    private func roundTrip(filler: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        let html = "<p id=t title='\(tricky.replacingOccurrences(of: "'", with: "&#39;"))'>\(tricky)</p><!--\(tricky)-->" + String(repeating: "<p>\(filler)</p>", count: 200)
        let runtime = try await page(html)
        let text = try await runtime.evaluate("document.getElementById('t').textContent")
        let title = try await runtime.evaluate("document.getElementById('t').getAttribute('title')")
        let comment = try await runtime.evaluate("document.body.childNodes[1].data")
        let fillerCount = try await runtime.evaluate("[...document.querySelectorAll('p')].filter((p) => p.textContent === \(JSValue.string(filler).jsonText)).length")
        XCTAssertEqual(text, .string(tricky), file: file, line: line)
        XCTAssertEqual(title, .string(tricky), file: file, line: line)
        XCTAssertEqual(comment, .string(tricky), file: file, line: line)
        XCTAssertEqual(fillerCount, 200, file: file, line: line)
    }

    func testAMostlyLatinPageCarriesEveryCharacter() async throws {
        try await roundTrip(filler: "Plain English text, with a café now and then.")
    }

    func testAPageMostlyInAnotherScriptCarriesEveryCharacter() async throws {
        try await roundTrip(filler: "日本語のテキストです。ロシア語: Привет, мир")
    }

    func testMalformedUTF8FromTheParserIsRepairedTheSameOnBothPaths() async throws {
        // MyHTML drops NULs in place and can split a character's bytes doing it; the tree it
        // writes then holds malformed UTF-8, which each path repairs to U+FFFD as Swift does.
        var texts: [JSValue] = []
        for filler in ["Latin text", "日本語のテキストです"] {
            let runtime = try await page("<p id=t>a\u{0}\u{0}\u{FFFD}\u{0}\u{FFFD}\u{FFFD}b</p>" + String(repeating: "<p>\(filler)</p>", count: 50))
            texts.append(try await runtime.evaluate("document.getElementById('t').textContent"))
        }
        XCTAssertEqual(texts[0], texts[1])
        let text = try XCTUnwrap(texts[0].stringValue)
        // (MyHTML's text length then also runs short: the "b" may be lost. Not ours to mend.)
        XCTAssertTrue(text.hasPrefix("a\u{FFFD}"), text)
        XCTAssertTrue(Set(text.dropFirst()).isSubset(of: ["\u{FFFD}", "b"]), text)
    }
}
