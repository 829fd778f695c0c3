import Foundation
import XCTest

/// `webengine run --html FILE [--dump-dom]`: the page loads, its inline scripts run, then
/// the command's scripts; the DOM is printed as Chromium would serialize it.
final class RunHTMLTests: XCTestCase {
    func testDumpDOMAfterPageScriptsAndCommandScripts() throws {
        let page = try temporaryFile(named: "post.html", contents: """
            <!DOCTYPE html><title>Post</title><p>Hello<img src=a.png width=900>
            <script>document.body.dataset.page = 'ran'</script>
            """)
        let resize = try temporaryFile(named: "resize.js", contents: """
            document.querySelectorAll('img').forEach(img => { if (img.width > 320) { img.style.maxWidth = '100%'; img.style.height = 'auto'; } });
            """)
        let result = try runWebEngine(["run", "--html", page.path, "--script", resize.path, "--dump-dom"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            <html><head><title>Post</title></head><body data-page="ran"><p>Hello<img src="a.png" width="900" style="max-width: 100%; height: auto;">
            <script>document.body.dataset.page = 'ran'</script></p></body></html>

            """)
    }

    func testDumpDOMOfAnEmptyDocument() throws {
        let result = try runWebEngine(["run", "--dump-dom"])
        XCTAssertEqual(result.standardOutput, "<html><head></head><body></body></html>\n")
    }

    func testLastValueIsPrintedAgainstThePageDOM() throws {
        let page = try temporaryFile(named: "links.html", contents: "<base href='https://blog.example/a/'><a href=../b>x</a><a href=c>y</a>")
        let result = try runWebEngine(["run", "--html", page.path, "--eval", "[...document.links].map(a => a.href)"])
        XCTAssertEqual(result.standardOutput, "[ 'https://blog.example/b', 'https://blog.example/a/c' ]\n")
    }

    func testPageScriptErrorsAreReportedWithThePageLineAndTheRunGoesOn() throws {
        let page = try temporaryFile(named: "broken.html", contents: "<p>x</p>\n<script>\nundefinedFunction()\n</script><script>document.body.dataset.second = 1</script>")
        let result = try runWebEngine(["run", "--html", page.path, "--eval", "document.body.dataset.second"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "1\n")
        XCTAssertTrue(result.standardError.hasPrefix("\(page.path):3:"), result.standardError)
        XCTAssertTrue(result.standardError.contains("ReferenceError"), result.standardError)
    }

    func testLegacyEncodedPageIsReadAsWindows1252() throws {
        let url = try temporaryFile(named: "latin1.html", contents: "")
        try Data("<p>caf\u{E9}</p>".data(using: .isoLatin1)!).write(to: url)
        let result = try runWebEngine(["run", "--html", url.path, "--eval", "document.querySelector('p').textContent"])
        XCTAssertEqual(result.standardOutput, "caf\u{E9}\n")
    }

    func testUnreadablePageExits66() throws {
        let result = try runWebEngine(["run", "--html", "/nonexistent/page.html"])
        XCTAssertEqual(result.status, 66)
        XCTAssertEqual(result.standardError, "webengine: /nonexistent/page.html: no such page file\n")
    }

    /// A click activates its activation target only (Chromium 156: a checkbox inside a submit
    /// button toggles and submits nothing; the button submits; a form outside the document never).
    func testAClickActivatesItsActivationTargetOnly() throws {
        let page = try temporaryFile(named: "activation.html", contents: """
            <div id=dump></div><script>
            var log = [], form = document.createElement('form');
            form.onsubmit = function () { log.push('submit'); return false; };
            document.getElementById('dump').appendChild(form);
            var button = form.appendChild(document.createElement('button'));
            var box = button.appendChild(document.createElement('input')); box.type = 'checkbox';
            box.click(); log.push(box.checked); button.click();
            var lone = document.createElement('form'); lone.onsubmit = function () { log.push('lone submit'); return false; };
            var submit = lone.appendChild(document.createElement('input')); submit.type = 'submit'; submit.click();
            </script>
            """)
        let result = try runWebEngine(["run", "--html", page.path, "--eval", "log.join()"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "true,submit\n")
    }
}
