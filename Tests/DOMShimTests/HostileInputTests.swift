import DOMShim
import Foundation
import JSRuntime
import XCTest

/// Inputs a mail or blog app gets from strangers: each loads and serializes without a crash,
/// a stack overflow or an unbounded wait.
final class HostileInputTests: XCTestCase {
    func testBinaryGarbage() async throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let runtime = JSRuntime()
        try await runtime.loadHTML(String(decoding: bytes, as: UTF8.self))
        let html = try await runtime.serializedDocument()
        XCTAssertTrue(html.hasPrefix("<html>"))
        let reparsed = JSRuntime()
        try await reparsed.loadHTML(html)
        _ = try await reparsed.serializedDocument()
    }

    func testOneHundredThousandNestedElements() async throws {
        // One node per 5 bytes is over the default node budget for 500 KB, and MyHTML's scope
        // checks make nested divs take 1-2 s, near the default time budget: this test is about
        // depth, so it allows both.
        var configuration = JSRuntime.Configuration()
        configuration.parseBudget.nodes = .fixed(200_000)
        configuration.parseBudget.parseTime = .fixed(.seconds(60))
        let runtime = JSRuntime(configuration: configuration)
        for tag in ["div", "span", "b", "table"] {
            try await runtime.loadHTML(String(repeating: "<\(tag)>", count: 100_000) + "x")
            let html = try await runtime.serializedDocument()
            XCTAssertGreaterThan(html.count, 1000, tag)
            // Cloning, textContent and selectors walk the tree without recursion too.
            let walked = try await runtime.evaluate("document.documentElement.cloneNode(true).textContent.length + document.querySelectorAll('*').length")
            XCTAssertNotNil(walked.numberValue, tag)
        }
    }

    func testTwentyMegabytePage() async throws {
        let paragraph = "<p class=c>Paragraph with <a href=/x>a link</a> and <img src=i.png width=900> &amp; text.</p>\n"
        let html = String(repeating: paragraph, count: 20_000_000 / paragraph.utf8.count)
        // What is tested is that 20 MB loads, queries and serializes whole, not how fast (the
        // benchmark's business): a debug build on a busy machine needs more than the default 5 s
        // a call for the page's 210,000 images.
        var configuration = JSRuntime.Configuration()
        configuration.executionTimeLimit = .seconds(60)
        let runtime = JSRuntime(configuration: configuration)
        try await runtime.loadHTML(html)
        let count = try await runtime.evaluate("document.querySelectorAll('p').length")
        XCTAssertEqual(count, .number(Double(20_000_000 / paragraph.utf8.count)))
        let serialized = try await runtime.serializedDocument()
        XCTAssertGreaterThan(serialized.utf8.count, 19_000_000)
    }

    func testHTMLOverTheConfiguredLimitIsRefusedClearly() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.maximumHTMLSize = 1000
        let runtime = JSRuntime(configuration: configuration)
        do {
            try await runtime.loadHTML(String(repeating: "<p>x</p>", count: 200))
            XCTFail("expected the limit to refuse the page")
        } catch {
            XCTAssertEqual(error.name, "RangeError")
            XCTAssertTrue(error.message.contains("the limit is 1000"), error.message)
        }
        try await runtime.loadHTML("<p>small</p>")
        let refused = try await runtime.evaluate("try { document.body.innerHTML = 'x'.repeat(2000); 'accepted' } catch (e) { e.name }")
        XCTAssertEqual(refused, "RangeError")
    }

    func testUnclosedCommentsScriptsAndAttributes() async throws {
        for html in ["<!-- never closed <p>x", "<script>if (1 < 2) {", "<p title='unterminated>text", "<table><tr><td><table><td>", "<svg><foreignObject><math><mi><svg>"] {
            let runtime = JSRuntime()
            try await runtime.loadHTML(html)
            _ = try await runtime.serializedDocument()
        }
    }
}
