import DOMShim
import JSRuntime
import XCTest

/// `open()`, `write()` and `close()` on a document of no window (createHTMLDocument, DOMParser)
/// write into it, as WebKit does; they did nothing before. Expected: `run --engine webkit`
/// (WebKitGTK 2.50) on the same script, at an https URL.
final class DocumentWriteTests: XCTestCase {
    func testWritingIntoADocumentOfNoWindowAsWebKit() async throws {
        let runtime = try await page("")
        let result = await runtime.js(#"""
            JSON.stringify((() => { const out = [];
            const d = document.implementation.createHTMLDocument('');
            d.open(); out.push(d.readyState, d.documentElement === null ? 'no root' : d.documentElement.outerHTML);
            d.write('<p id=x>hi'); out.push(d.readyState, d.documentElement.outerHTML, !!d.getElementById('x'));
            d.write('</p><b>more</b>'); out.push(d.body.innerHTML);
            d.close(); out.push(d.readyState, d.documentElement.outerHTML);
            const e = document.implementation.createHTMLDocument('t'); e.write('<p id=y>hi</p>'); out.push(e.documentElement.outerHTML, e.readyState);
            const f = new DOMParser().parseFromString('<p>old</p>', 'text/html'); f.open(); f.write('<i>new</i>'); f.close(); out.push(f.documentElement.outerHTML);
            const g = document.implementation.createHTMLDocument(''); g.open(); g.writeln('<p>a</p>'); g.close(); out.push(g.body.innerHTML);
            let r; try { document.implementation.createDocument(null, 'r').open(); r = 'no throw'; } catch (err) { r = err.name; } out.push(r);
            return out; })())
            """#)
        XCTAssertEqual(result.stringValue, #"["loading","no root","loading","<html><head></head><body><p id=\"x\">hi</p></body></html>",true,"<p id=\"x\">hi</p><b>more</b>","complete","<html><head></head><body><p id=\"x\">hi</p><b>more</b></body></html>","<html><head><title>t</title></head><body><p id=\"y\">hi</p></body></html>","loading","<html><head></head><body><i>new</i></body></html>","<p>a</p>\n","InvalidStateError"]"#)
    }
}
