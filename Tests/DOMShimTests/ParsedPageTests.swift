import DOMShim
import JSRuntime
import XCTest

/// A page parsed ahead, on another thread, loads as the same page parsed by the engine.
final class ParsedPageTests: XCTestCase {
    private let page = """
        <p id=first>One <b>bold<i> and</b> crossed</i> tag</p>
        <table><tr><td>cell</table>
        <script>document.title = 'script ran in ' + document.compatMode;</script>
        <svg><path d="M0 0"/></svg><template><li>kept</template>
        """

    func testAPageParsedOnAnotherThreadLoadsAsTheEngineWouldParseIt() async throws {
        let html = page
        let parsed = try await Task.detached { try ParsedPage(html: html) }.value
        let ahead = JSRuntime()
        try await ahead.loadHTML(parsed, url: "https://blog.example/post")
        let inPlace = JSRuntime()
        try await inPlace.loadHTML(page, url: "https://blog.example/post")

        let aheadHTML = try await ahead.serializedDocument()
        let inPlaceHTML = try await inPlace.serializedDocument()
        XCTAssertEqual(aheadHTML, inPlaceHTML)
        XCTAssertTrue(aheadHTML.contains("<td>cell</td>"), aheadHTML)
        let title = try await ahead.evaluate("document.title + ' at ' + document.URL")
        XCTAssertEqual(title, "script ran in BackCompat at https://blog.example/post")
    }

    func testOnePageLoadsIntoSeveralEngines() async throws {
        let parsed = try ParsedPage(html: "<!DOCTYPE html><p class=a>x</p>")
        for _ in 0..<3 {
            let runtime = JSRuntime()
            try await runtime.loadHTML(parsed)
            let found = try await runtime.evaluate("document.compatMode + ' ' + document.querySelectorAll('p.a').length")
            XCTAssertEqual(found, "CSS1Compat 1")
        }
    }

    func testHTMLOverTheLimitIsRefusedBeforeItIsParsed() {
        XCTAssertThrowsError(try ParsedPage(html: String(repeating: "<p>x</p>", count: 200), maximumSize: 1000)) { error in
            let exception = error as? JSException
            XCTAssertEqual(exception?.name, "RangeError")
            XCTAssertTrue(exception?.message.contains("1600 bytes; the limit is 1000") == true, "\(error)")
        }
    }

    func testTheRuntimesOwnLimitAppliesToPagesParsedAhead() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.maximumHTMLSize = 1000
        let runtime = JSRuntime(configuration: configuration)
        let parsed = try ParsedPage(html: String(repeating: "<p>x</p>", count: 200))
        do {
            try await runtime.loadHTML(parsed)
            XCTFail("expected the runtime's limit to refuse the page")
        } catch {
            XCTAssertEqual(error.name, "RangeError")
            XCTAssertTrue(error.message.contains("the limit is 1000"), error.message)
        }
    }
}
