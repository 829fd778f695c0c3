import DOMShim
import JSRuntime
import XCTest

/// An iframe's document and window: the page's own (no src, about:blank, srcdoc) have them,
/// another origin's do not, a disconnected frame has none; as WebKit answers once the frame has
/// loaded (a srcdoc document arrives two tasks after its navigation, as in WebKit: until then
/// the frame shows its initial about:blank document).
final class FrameTests: XCTestCase {
    func testAFrameOfThePagesOriginHasADocumentAndAWindow() async throws {
        let runtime = try await page("<p>page</p>")
        let answer = try await runtime.value(of: runtime.evaluateAndAwait("""
            var frame = document.createElement('iframe');
            var detached = frame.contentDocument;
            frame.srcdoc = '<p id=x>in the frame</p>';
            document.body.appendChild(frame);
            var initial = frame.contentDocument.URL;
            new Promise((resolve) => frame.addEventListener('load', () => {
                var inner = frame.contentDocument, view = frame.contentWindow;
                var made = inner.createElement('b');
                inner.body.appendChild(made);
                resolve([String(detached), initial, inner.getElementById('x').textContent, inner.URL, view.document === inner, inner.defaultView === view,
                 view.parent === window, view.frameElement === frame, inner !== document, made.ownerDocument === inner,
                 frame.contentDocument === inner, document.querySelectorAll('b').length].join(' | '));
            }))
            """))
        XCTAssertEqual(answer.stringValue, "null | about:blank | in the frame | about:srcdoc | true | true | true | true | true | true | true | 0")
    }

    func testBlankFramesAndOtherOrigins() async throws {
        let runtime = JSRuntime()
        try await runtime.loadHTML("<iframe id=a></iframe><iframe id=b src='about:blank'></iframe><iframe id=c src='https://other.example/x'></iframe>", url: "https://site.example/page")
        let answer = try await runtime.value(of: runtime.evaluateAndAwait("""
            var a = document.getElementById('a'), b = document.getElementById('b'), c = document.getElementById('c');
            var before = a.contentDocument;
            a.srcdoc = '<i>now</i>';
            var stays = before === a.contentDocument;
            new Promise((resolve) => a.addEventListener('load', () => resolve([stays, a.contentDocument.querySelector('i').textContent, before !== a.contentDocument, b.contentDocument.URL, b.contentDocument.body.childNodes.length,
             c.contentDocument, c.contentWindow.closed, c.contentWindow.parent === window, (() => { try { return c.contentWindow.document; } catch (e) { return e.name; } })()].join(' | '))))
            """))
        // Another origin's window answers as a cross-origin one: its document is out of reach.
        XCTAssertEqual(answer.stringValue, "true | now | true | about:blank | 0 |  | false | true | SecurityError")
    }

    /// A frame's DOMParser is its own, and its documents have the frame's document's URL
    /// whichever realm's method parses (WebKit's answers for the same page).
    func testAFramesDOMParserGivesItsDocumentsTheFramesURL() async throws {
        let runtime = JSRuntime()
        try await runtime.loadHTML(#"<iframe id=f srcdoc="<p>x</p>"></iframe>"#, url: "https://a.test/p")
        let answer = await runtime.js(#"""
            var c = document.getElementById("f").contentWindow; var p = new c.DOMParser();
            [p.parseFromString("<b>", "text/html").URL, DOMParser.prototype.parseFromString.call(p, "<x/>", "text/xml").URL,
             new DOMParser().parseFromString("", "text/html").URL, c.DOMParser === DOMParser, p instanceof c.DOMParser, Object.prototype.toString.call(p)].join(" | ")
            """#)
        XCTAssertEqual(answer.stringValue, "about:srcdoc | about:srcdoc | https://a.test/p | false | true | [object DOMParser]")
    }
}
