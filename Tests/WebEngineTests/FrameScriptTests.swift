import Foundation
import DOMShim
import JSRuntime
import WebEngineKit
import WebKitEngine
import XCTest

/// A frame's own scripts: they run in a realm of the frame's (its window is that realm's global
/// object), as the frame's parser reaches them, with the frame's document, errors and load
/// events; the page's script reaches what they declared through the frame's window. The srcdoc
/// page runs on both engines with the same log; served frames (WebKit's helper loads no
/// subframe from a scheme handler: docs/dom.md) on the fast engine, against WebKit's order.
final class FrameScriptTests: XCTestCase {
    static let srcdocPage = """
        <!doctype html><title>p</title>
        <script>var log = []; window.addEventListener('load', (e) => log.push('page load ' + (e.target === document)));</script>
        <iframe id=f srcdoc="<!doctype html><p id=x>in frame</p><script>var inner = document.getElementById('x').textContent;
        parent.log.push('frame script ' + document.readyState + ' ' + document.currentScript.localName + ' ' + (window === self) + ' ' + (Object !== parent.Object));
        document.addEventListener('DOMContentLoaded', () => parent.log.push('frame DOMContentLoaded'));
        window.addEventListener('load', (e) => parent.log.push('frame load ' + document.readyState + ' ' + (e.target === document)));
        window.onerror = (message, source, line) => { parent.log.push('frame onerror ' + typeof message + ' ' + typeof line); return true; };</script><script>missing()</script><p id=after>after</p>"></iframe>
        <script>document.getElementById('f').addEventListener('load', () => log.push('iframe load'));
        window.onerror = () => { log.push('page onerror'); return true; };</script>
        """

    static let probe = """
        (() => {
            const w = document.getElementById('f').contentWindow;
            return [log.join('; '), w.inner, w.eval('typeof inner'), w.eval('this') === w, w.eval('Object.getPrototypeOf([]) === Array.prototype'),
                Object.getPrototypeOf(w.eval('[]')) === Array.prototype, w.Array === Array, w.document.readyState,
                w.document.getElementById('after').textContent, Object.getPrototypeOf(w) === w.Window.prototype].join(' | ');
        })()
        """

    static let expected = "frame script loading script true true; frame onerror string number; frame DOMContentLoaded; frame load complete true; "
        + "iframe load; page load true | in frame | string | true | true | false | false | complete | after | true"

    func testASrcdocFramesScriptsRunInItsOwnRealmOnBothEngines() async throws {
        let webkit: WebKitEngine
        do {
            webkit = try await WebKitEngine()
        } catch let error as WebKitEngineError {
            throw XCTSkip("the WebKit engine cannot start here: \(error)")
        }
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML(Self.srcdocPage, baseURL: URL(string: "https://example.com/post"))
            let answer = try await engine.executeScript(Self.probe, sourceURL: "probe.js")
            XCTAssertEqual(answer.stringValue, Self.expected, "\(type(of: engine))")
        }
    }

    /// A frame of the page's origin served by the engine's scheme handlers, given its URL by a
    /// script after the page loaded: its served and inline scripts run in order when it
    /// arrives (not in the src setter), then its window's load, then the element's.
    func testAServedFramesScriptsRunWhenItArrives() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frame-scripts-\(UUID().uuidString)")
        let site = folder.appendingPathComponent("a.test")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <!doctype html><title>inner</title><p id=x>served</p>
            <script src="lib.js"></script>
            <script>var fromInner = typeof libValue + ' ' + document.title; parent.log.push('inner script ' + document.readyState);
            addEventListener('load', () => parent.log.push('inner load'));
            onerror = (message) => { parent.log.push('inner onerror ' + message); return true; };
            setTimeout(() => { throw new Error('later'); }, 0);</script>
            """.write(to: site.appendingPathComponent("inner.html"), atomically: true, encoding: .utf8)
        try "var libValue = 42; parent.log.push('lib ran ' + document.currentScript.src);".write(to: site.appendingPathComponent("lib.js"), atomically: true, encoding: .utf8)

        let runtime = JSRuntime()
        await runtime.setURLSchemeHandler(FolderResources(folder: folder), forURLScheme: "https")
        try await runtime.loadHTML("<body><p>page</p></body>", url: "https://a.test/page.html")
        let answer = try await runtime.value(of: runtime.evaluateAndAwait("""
            var log = [];
            var f = document.createElement('iframe');
            document.body.appendChild(f);
            f.onload = () => log.push('iframe load ' + f.contentDocument.URL);
            onerror = () => log.push('page onerror');
            f.src = 'inner.html';
            log.push('src set ' + f.contentDocument.URL);
            new Promise((resolve) => setTimeout(resolve, 50)).then(() => [log.join('; '), f.contentWindow.fromInner].join(' | '))
            """))
        XCTAssertEqual(answer.stringValue, "src set about:blank; lib ran https://a.test/lib.js; inner script loading; inner load; iframe load https://a.test/inner.html; inner onerror Error: later | number inner")
    }

    /// A frame that leaves the page lets its realm go: its window answers as a closed one and
    /// what its functions do still works; nothing of it runs again.
    func testARemovedFramesRealmIsLetGo() async throws {
        let runtime = JSRuntime()
        try await runtime.loadHTML("<iframe id=f srcdoc='<script>var n = 1; function bump() { return ++n; }</script>'></iframe>", url: "https://a.test/")
        let answer = try await runtime.value(of: runtime.evaluateAndAwait("""
            const f = document.getElementById('f'), w = f.contentWindow;
            const before = w.bump();
            f.remove();
            [before, w.closed, w.bump(), f.contentWindow].join(' ')
            """))
        XCTAssertEqual(answer.stringValue, "2 true 3 ")
    }
}
