import DOMShim
import JSRuntime
import XCTest

/// An exception a page's own script leaves uncaught is reported as HTML's "report an exception"
/// says and WebKit does: an error event at the window first (`onerror` with the message, the
/// script's line and the error; listeners), then, unless a handler handled it, to the host.
/// Expected values: `webengine run --engine webkit` (WebKitGTK 2.50) on the same page at an
/// https URL (at a file: URL WebKit mutes them all to "Script error.").
final class PageScriptErrorTests: XCTestCase {
    static let html = """
        <html><body><script>
        var log = [];
        window.onerror = function (message, source, line, column, error) { log.push([String(message), line, typeof error]); return false; };
        addEventListener('error', function (event) { log.push(['listener', event.message]); });
        </script>
        <script>undefinedFunction();</script>
        <script>throw 'plain string';</script>
        <script>throw new RangeError('r');</script>
        <script>var e = new Error('m'); e.name = 'Custom'; throw e;</script>
        <script>let x = ;</script>
        <script>setTimeout(function () { null.x; }, 0);</script>
        <script>window.onerror = function () { log.push('handled'); return true; }; throw new Error('handled one');</script>
        </body></html>
        """

    /// An inline script's errors name its place in the page: lines counted from the top,
    /// columns in UTF-16 units from the start of its line (an é one unit, an emoji two), on a
    /// long page as on a short one.
    func testAnInlineScriptsPositionIsItsLineAndUTF16Column() async throws {
        let filler = String(repeating: "<p>caf\u{E9} line</p>\n", count: 2_000)
        let html = filler + "<p>\u{E9}\u{1F600}x</p><script>var first = new Error('x').stack;</script>\n\n<script>var second = new Error('y').stack;</script>"
        let runtime = try await page(html)
        let first = await runtime.js("first").stringValue ?? ""
        let second = await runtime.js("second").stringValue ?? ""
        // `<p>` 3, é 1, the emoji 2, x 1, `</p><script>` 12: the script's text starts at column 20,
        // and JavaScriptCore names the call's `(`, 21 units in (`var first = new Error`).
        XCTAssertTrue(first.hasSuffix(":2001:41"), first)
        // Two lines down, at column 9, `var second = new Error` 22 units in.
        XCTAssertTrue(second.hasSuffix(":2003:31"), second)
    }

    func testUncaughtErrorsOfPageScriptsReachTheWindowAsInWebKit() async throws {
        let runtime = try await page(Self.html)
        await runtime.advanceTime(by: .milliseconds(10))
        let log = await runtime.js("JSON.stringify(log)").stringValue
        XCTAssertEqual(log, #"""
            [["ReferenceError: Can't find variable: undefinedFunction",6,"object"],["listener","ReferenceError: Can't find variable: undefinedFunction"],\#
            ["plain string",7,"string"],["listener","plain string"],["RangeError: r",8,"object"],["listener","RangeError: r"],\#
            ["Custom: m",9,"object"],["listener","Custom: m"],\#
            ["SyntaxError: Unexpected token ';'",10,"object"],["listener","SyntaxError: Unexpected token ';'"],\#
            "handled",["listener","Error: handled one"],"handled",["listener","TypeError: null is not an object (evaluating 'null.x')"]]
            """#)
        // Each still reaches the host but those onerror handled (the last script's, the timer's).
        let reported = await runtime.uncaughtErrors.map(\.exception.message)
        XCTAssertEqual(reported.count, 5, "\(reported)")
        XCTAssertFalse(reported.contains("handled one"))
        XCTAssertFalse(reported.contains { $0.contains("null.x") })
    }

    /// An inline script that starts mid-line (after `<script>`) reports the page's columns, as
    /// WebKit does, for errors the engine throws: WebKit said 6:26 and 7:38 for this page; its
    /// `filename` is the document's URL (the timer's function is the same script's).
    func testAnInlineScriptsColumnsAreThePages() async throws {
        let runtime = try await page("""
            <html><body><script>
            var places = [];
            window.onerror = function (message, source, line, column) { places.push([source, line, column]); };
            </script>
            <script></script>
            <script>undefinedFunction();</script>
            <script>setTimeout(function () { null.x; }, 0);</script>
            </body></html>
            """)
        await runtime.advanceTime(by: .milliseconds(10))
        let places = await runtime.js("JSON.stringify(places)").stringValue
        XCTAssertEqual(places, #"[["https://example.com/post/1",6,26],["https://example.com/post/1",7,38]]"#)
    }
}
