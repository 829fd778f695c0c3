import Foundation
import JSRuntime
import WebEngineKit
import WebKitEngine
import XCTest

/// When an iframe's srcdoc document arrives, on both engines: the frame shows its initial
/// about:blank document at its insertion, in the microtasks after it, at DOMContentLoaded and
/// in a zero-delay task set after the insertion (or after the srcdoc changes); then the srcdoc
/// document and the frame's `load` in one task, before the page's `load` for a frame the
/// parser made. (WebKit's srcdoc load takes two tasks or more: its navigation asks the UI
/// process; the fast engine takes two.)
final class SrcdocTimingTests: XCTestCase {
    static var page: String { """
        <!doctype html><html><body><script>\(insertion)
        var log = [], L = (s) => log.push(s);
        var st = (f) => { const d = f.contentDocument; return d.URL + '|' + (d.body ? d.body.innerHTML : ''); };
        document.addEventListener('DOMContentLoaded', () => L('DOMContentLoaded ' + st(f)));
        window.addEventListener('load', () => L('window load ' + st(f) + ' ' + st(g)));
        </script><iframe id=f srcdoc="<p>hi</p>"></iframe><iframe id=g srcdoc="<p>g</p>"></iframe><script>
        var f = document.getElementById('f'), g = document.getElementById('g'), initial = f.contentDocument;
        f.addEventListener('load', () => L('f load ' + st(f) + ' ' + (f.contentDocument !== initial)));
        g.addEventListener('load', (event) => L('g load ' + event.isTrusted));
        L('parsed ' + st(f));
        Promise.resolve().then(() => L('microtask ' + st(f)));
        window.addEventListener('load', insert);
        </script></body></html>
        """ }

    /// Run at the page's load, after its `load` listener above.
    static let insertion = """
        function insert() {
        var h = document.createElement('iframe'), changed = false;
        h.srcdoc = '<i>late</i>';
        h.addEventListener('load', () => {
            L('load ' + st(h));
            if (changed) return L('done');
            changed = true;
            h.srcdoc = '<i>changed</i>';
            L('changed ' + st(h));
            Promise.resolve().then(() => L('changed microtask ' + st(h)));
            setTimeout(() => L('changed t0 ' + st(h)), 0);
        });
        document.body.appendChild(h);
        L('inserted ' + st(h));
        Promise.resolve().then(() => L('microtask ' + st(h)));
        setTimeout(() => L('t0 ' + st(h)), 0);
        }
        """

    static let expectedLoad = [
        "parsed about:blank|", "microtask about:blank|", "DOMContentLoaded about:blank|", "f load about:srcdoc|<p>hi</p> true", "g load true",
        "window load about:srcdoc|<p>hi</p> about:srcdoc|<p>g</p>",
    ]
    static let expectedInsertion = [
        "inserted about:blank|", "microtask about:blank|", "t0 about:blank|", "load about:srcdoc|<i>late</i>",
        "changed about:srcdoc|<i>late</i>", "changed microtask about:srcdoc|<i>late</i>", "changed t0 about:srcdoc|<i>late</i>",
        "load about:srcdoc|<i>changed</i>", "done",
    ]

    func testTheFastEngineLoadsSrcdocAsWebKitDoes() async throws {
        let engine = try await JSWebEngine()
        let log = try await Self.log(of: engine)
        XCTAssertEqual(log, Self.expectedLoad + Self.expectedInsertion)
    }

    func testBothEnginesLoadSrcdocAtTheSameMoments() async throws {
        let webkit: WebKitEngine
        do { webkit = try await WebKitEngine() } catch let error as WebKitEngineError { throw XCTSkip("the WebKit engine cannot start here: \(error)") }
        let log = try await Self.log(of: webkit)
        XCTAssertEqual(log, Self.expectedLoad + Self.expectedInsertion)
    }

    /// The page's log once it is done (the fast engine runs the zero-delay tasks with the load).
    static func log(of engine: any BridgedWebEngine) async throws -> [String] {
        try await engine.loadHTML(page, baseURL: URL(string: "https://app.example/page"))
        let deadline = ContinuousClock.now + .seconds(5)
        var lines: [String] = []
        while ContinuousClock.now < deadline {
            let text = try await engine.executeScript("log.join('\\n')", sourceURL: "log.js").stringValue ?? ""
            lines = text.split(separator: "\n").map(String.init)
            if lines.last == "done" { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        return lines
    }
}
