import JSRuntime
import XCTest

@testable import DOMShim

/// MyHTML's scope checks cost the square of the nesting depth, so a document that nests past
/// `HTMLParser.deepNesting` open elements is parsed again in chunks (its open elements bounded
/// between them); every other document is parsed once, in one go, with nothing scanned ahead.
final class DeepNestingTests: XCTestCase {
    private func parse(_ html: String, with parser: HTMLParser = HTMLParser()) throws -> HTMLParser.Tree {
        try parser.parseDocument(html, limits: ParseLimits(JSRuntime.ParseBudget(), htmlSize: html.utf8.count))
    }

    func testDeepUnclosedContainersAreParsedAgainInChunksAndKeepEveryNode() throws {
        for (html, elements) in [(String(repeating: "<div>", count: 1100) + "x", 1100), (String(repeating: "<b><i>", count: 600), 1200)] {
            let parser = HTMLParser()
            let tree = try parse(html, with: parser)
            XCTAssertEqual(parser.chunkedParses, 1, String(html.prefix(12)))
            // html, head and body besides; the text when there is one.
            XCTAssertEqual(tree.nodes, elements + 3 + (html.hasSuffix("x") ? 1 : 0), String(html.prefix(12)))
        }
    }

    func testSelfClosingSyntaxOnHTMLElementsNestsAndIsCaught() throws {
        // In HTML, `/>` closes nothing but void and foreign elements: these nest 2,000 deep.
        let parser = HTMLParser()
        let tree = try parse(String(repeating: "<svg:rect/>", count: 2000), with: parser)
        XCTAssertEqual(parser.chunkedParses, 1)
        XCTAssertEqual(tree.nodes, 2003)
    }

    func testOrdinaryAndMerelyLongDocumentsAreParsedOnce() throws {
        let parser = HTMLParser()
        let page = "<!DOCTYPE html><html><head><title>t</title><style>div > p {}</style></head><body>"
            + String(repeating: "<div class=x><p>para<br><img src=a><ul><li>a<li>b</ul></div>\n", count: 5000)
            + "<table>" + String(repeating: "<tr><td>1<td>2", count: 3000) + "</table></body></html>"
        let tags = String(repeating: "<div>", count: 2000)
        for html in [page, "<!-- \(tags) -->", "<script>var s = '\(tags)'</script>", String(repeating: "<div>", count: 1000)] {
            _ = try parse(html, with: parser)
        }
        XCTAssertEqual(parser.chunkedParses, 0)
    }

    func testTheRetriedParseKeepsTheDoctypesModeAndAFragmentsContext() throws {
        let parser = HTMLParser()
        let deep = String(repeating: "<span>", count: 1100)
        let quirks = try parse("<!DOCTYPE html PUBLIC \"-//W3C//DTD HTML 4.0 Transitional//EN\">" + deep, with: parser)
        XCTAssertEqual(quirks.packed.codes.first, Int32(QuirksMode.quirks.code))
        let limits = ParseLimits(JSRuntime.ParseBudget(), htmlSize: 10_000)
        // In a table row's context a <td> is a cell, not text.
        let fragment = try parser.parseFragment("<td>" + deep, contextName: "tr", contextNamespace: .html, limits: limits)
        XCTAssertEqual(parser.chunkedParses, 2)
        XCTAssertEqual(fragment.nodes, 1102) // the fragment's root, the cell, the spans
        XCTAssertTrue(String(decoding: fragment.packed.latin1, as: UTF8.self).hasPrefix("td"))
    }

    func testABudgetExceededBeforeTheDepthStillStopsTheParse() throws {
        var budget = JSRuntime.ParseBudget()
        budget.nodes = .fixed(500)
        let html = String(repeating: "<div>", count: 1100)
        let parser = HTMLParser()
        XCTAssertThrowsError(try parser.parseDocument(html, limits: ParseLimits(budget, htmlSize: html.utf8.count))) { error in
            XCTAssertTrue("\(error)".contains("nodes budget exceeded"), "\(error)")
        }
        XCTAssertEqual(parser.chunkedParses, 0)
        // And the parser is whole for the next document.
        XCTAssertEqual(try parse("<p>a</p>", with: parser).nodes, 5)
    }
}
