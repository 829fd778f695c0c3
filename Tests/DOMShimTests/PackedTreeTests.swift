import DOMShim
import JSRuntime
import XCTest

/// The parse tree crosses into JavaScript packed (PackedTree): names once, strings as
/// offsets into a Latin-1 text (8-bit in JavaScriptCore) or, for strings with characters beyond
/// Latin-1, a wide one; the DOM built from it is the page.
final class PackedTreeTests: XCTestCase {
    private let page = "<p class=a>caf\u{E9} \"quoted\"</p><p class=a title=\"\u{201C}x\u{201D}\">plain</p><p CLASS=b>\u{1F600}</p>"

    func testEachNameCrossesOnceAndEachStringGoesToTheTextOfItsWidth() throws {
        let tree = try ParsedPage(html: page).tree
        // html, head, body, p, class, title: each name met first is -1 and its string.
        XCTAssertEqual(tree.codes.filter { $0 == -1 }.count, 6)
        let latin1 = String(tree.latin1.map { Character(Unicode.Scalar($0)) })
        XCTAssertTrue(latin1.contains("caf\u{E9} \"quoted\""), latin1)
        XCTAssertTrue(latin1.contains("plain"), latin1)
        XCTAssertFalse(latin1.contains("x"), "a string with a character beyond Latin-1 goes to the wide text whole")
        XCTAssertFalse(tree.latin1IsPlainASCII, "an é crosses as JSON, whose escapes keep it 8-bit")
        XCTAssertEqual(String(decoding: tree.wide, as: UTF16.self), "\u{201C}x\u{201D}\u{1F600}")
    }

    func testAnASCIIPageCrossesAsItIsWithEveryCharacterKept() async throws {
        let ascii = "<p title='a \"b\" \\c'>line one\n\tline \"two\" \\ end</p><!-- c\u{7F} -->"
        let tree = try ParsedPage(html: ascii).tree
        XCTAssertTrue(tree.latin1IsPlainASCII)
        let runtime = JSRuntime()
        try await runtime.loadHTML(try ParsedPage(html: ascii), url: "https://blog.example/post")
        let parsed = try await runtime.evaluate("JSON.stringify([document.querySelector('p').title, document.querySelector('p').textContent, document.body.lastChild.data])")
        XCTAssertEqual(parsed.stringValue, #"["a \"b\" \\c","line one\n\tline \"two\" \\ end"," c"# + "\u{7F}" + #" "]"#)
    }

    func testTheDocumentBuiltFromItHasEveryStringAsParsed() async throws {
        let runtime = JSRuntime()
        try await runtime.loadHTML(try ParsedPage(html: page), url: "https://blog.example/post")
        let paragraphs = try await runtime.evaluate("""
            JSON.stringify([...document.querySelectorAll('p')].map((p) => [p.className, p.title, p.textContent]))
            """)
        XCTAssertEqual(paragraphs.stringValue, #"[["a","","café \"quoted\""],["a","“x”","plain"],["b","","😀"]]"#)
        let fragment = try await runtime.evaluate("""
            const div = document.createElement('div');
            div.innerHTML = '<i data-\u{E9}=1 title="\u{2014}">\u{E9}\u{2014}</i><svg viewBox="0 0 1 1"><foreignObject/></svg>';
            div.innerHTML
            """)
        XCTAssertEqual(fragment.stringValue, "<i data-\u{E9}=\"1\" title=\"\u{2014}\">\u{E9}\u{2014}</i><svg viewBox=\"0 0 1 1\"><foreignObject></foreignObject></svg>")
    }
}
