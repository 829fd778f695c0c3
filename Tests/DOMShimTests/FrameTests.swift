import DOMShim
import JSRuntime
import XCTest

/// An iframe's document and window: the page's own (no src, about:blank, srcdoc) have them,
/// another origin's do not, a disconnected frame has none; as WebKit answers once the frame has
/// loaded (WebKit loads srcdoc in a later task; here it is there at once).
final class FrameTests: XCTestCase {
    func testAFrameOfThePagesOriginHasADocumentAndAWindow() async throws {
        let runtime = try await page("<p>page</p>")
        let answer = try await runtime.evaluate("""
            var frame = document.createElement('iframe');
            var detached = frame.contentDocument;
            frame.srcdoc = '<p id=x>in the frame</p>';
            document.body.appendChild(frame);
            var inner = frame.contentDocument, view = frame.contentWindow;
            var made = inner.createElement('b');
            inner.body.appendChild(made);
            [String(detached), inner.getElementById('x').textContent, inner.URL, view.document === inner, inner.defaultView === view,
             view.parent === window, view.frameElement === frame, inner !== document, made.ownerDocument === inner,
             frame.contentDocument === inner, document.querySelectorAll('b').length].join(' | ')
            """)
        XCTAssertEqual(answer.stringValue, "null | in the frame | about:srcdoc | true | true | true | true | true | true | true | 0")
    }

    func testBlankFramesAndOtherOrigins() async throws {
        let runtime = JSRuntime()
        try await runtime.loadHTML("<iframe id=a></iframe><iframe id=b src='about:blank'></iframe><iframe id=c src='https://other.example/x'></iframe>", url: "https://site.example/page")
        let answer = try await runtime.evaluate("""
            var a = document.getElementById('a'), b = document.getElementById('b'), c = document.getElementById('c');
            var before = a.contentDocument;
            a.srcdoc = '<i>now</i>';
            [a.contentDocument.querySelector('i').textContent, before !== a.contentDocument, b.contentDocument.URL, b.contentDocument.body.childNodes.length,
             c.contentDocument, c.contentWindow.closed, c.contentWindow.parent === window, (() => { try { return c.contentWindow.document; } catch (e) { return e.name; } })()].join(' | ')
            """)
        // Another origin's window answers as a cross-origin one: its document is out of reach.
        XCTAssertEqual(answer.stringValue, "now | true | about:blank | 0 |  | false | true | SecurityError")
    }
}
