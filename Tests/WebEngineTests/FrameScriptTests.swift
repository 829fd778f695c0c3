import Foundation
import DOMShim
import JSRuntime
import WebEngineKit
import WebKitEngine
import XCTest

/// A frame's own scripts: they run in a realm of the frame's (its window is that realm's global
/// object), as the frame's parser reaches them, with the frame's document, errors and load
/// events; the page's script reaches what they declared through the frame's window. Each page
/// runs on both engines with the same log.
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
        let webkit = try await webKitReference()
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML(Self.srcdocPage, baseURL: URL(string: "https://example.com/post"))
            let answer = try await engine.executeScript(Self.probe, sourceURL: "probe.js")
            XCTAssertEqual(answer.stringValue, Self.expected, "\(type(of: engine))")
        }
    }

    /// A frame's handler attributes compile in its realm: its body's onload is its window's and
    /// calls its own function; a button's onclick has the frame's document in its scope.
    func testAFramesHandlerAttributesRunInItsRealmOnBothEngines() async throws {
        let page = """
            <script>var log = [];</script>
            <iframe id=f srcdoc="<body onload='run()'><button onclick='parent.log.push(&quot;click &quot; + typeof run + &quot; &quot; + (this.ownerDocument === document) + &quot; &quot; + title)'>b</button><script>function run() { parent.log.push('run ' + (window !== parent)); }</script><title>inner</title>"></iframe>
            """
        // `title` is the button's own (its element scope comes before its document's).
        for (engine, answer) in try await Self.answers(to: "document.getElementById('f').contentDocument.querySelector('button').click(); log.join('; ')", on: page) {
            XCTAssertEqual(answer, "run true; click function true ", engine)
        }
    }

    /// A frame of the page's origin served by the app's scheme handler, given its URL by a
    /// script after the page loaded: its served and inline scripts run in order when it
    /// arrives (not in the src setter), then its window's load, then the element's; an error
    /// of a callback it gave setTimeout reaches its own window. The same on both engines.
    func testAServedFramesScriptsRunWhenItArrivesOnBothEngines() async throws {
        let (folder, site) = try Self.makeSite("frame-scripts")
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
        let start = """
            var log = [];
            var f = document.createElement('iframe');
            document.body.appendChild(f);
            f.onload = () => log.push('iframe load ' + f.contentDocument.URL);
            onerror = () => log.push('page onerror');
            f.src = 'inner.html';
            log.push('src set ' + f.contentDocument.URL);
            """
        let expected = "src set about:blank; lib ran app://a.test/lib.js; inner script loading; inner load; iframe load app://a.test/inner.html; "
            + "inner onerror Error: later | number inner"
        let engines = try await Self.engines(serving: folder)
        for engine in engines {
            try await engine.loadHTML("<body><p>page</p></body>", baseURL: URL(string: "app://a.test/page.html"))
            _ = try await engine.executeScript(start, sourceURL: "start.js")
            var answer: String?
            for _ in 0..<100 {
                // The fast engine runs its tasks when asked (a web view runs them on its own).
                if let fast = engine as? JSWebEngine { _ = await fast.runtime.runUntilIdle(timeout: .seconds(2)) }
                answer = try await engine.executeScript("[log.join('; '), f.contentWindow.fromInner].join(' | ')", sourceURL: "probe.js").stringValue
                if answer?.contains("inner onerror") == true { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            XCTAssertEqual(answer, expected, "\(type(of: engine))")
        }
    }

    /// A frame that loads an XML document (.xml, .xhtml, .svg from the app's scheme handler)
    /// has an XML document, parsed as XML, as on WebKit.
    func testAFrameLoadsAnXMLDocumentOnBothEngines() async throws {
        let (folder, site) = try Self.makeSite("frame-xml")
        defer { try? FileManager.default.removeItem(at: folder) }
        try "<foo>Dummy XML document</foo>".write(to: site.appendingPathComponent("d.xml"), atomically: true, encoding: .utf8)
        try #"<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title>X</title></head><body /></html>"#.write(to: site.appendingPathComponent("d.xhtml"), atomically: true, encoding: .utf8)
        try #"<svg xmlns="http://www.w3.org/2000/svg"><circle/></svg>"#.write(to: site.appendingPathComponent("d.svg"), atomically: true, encoding: .utf8)
        let probe = """
            [...document.querySelectorAll('iframe')].map((f) => { const d = f.contentDocument; return [Object.prototype.toString.call(d), d.contentType,
             d.documentElement.localName, d.documentElement.textContent, d.createElement('ABC').localName, d.URL.split('/').pop(), d.readyState].join(','); }).join(' | ')
            """
        let expected = "[object XMLDocument],application/xml,foo,Dummy XML document,ABC,d.xml,complete | "
            + "[object XMLDocument],application/xhtml+xml,html,X,ABC,d.xhtml,complete | [object XMLDocument],image/svg+xml,svg,,ABC,d.svg,complete"
        let engines = try await Self.engines(serving: folder)
        for engine in engines {
            try await engine.loadHTML("<iframe src=d.xml></iframe><iframe src=d.xhtml></iframe><iframe src=d.svg></iframe>", baseURL: URL(string: "app://a.test/p.html"))
            let answer = try await engine.executeScript(probe, sourceURL: "probe.js")
            XCTAssertEqual(answer.stringValue, expected, "\(type(of: engine))")
        }
    }

    /// A frame's document is decoded as a page is (a byte order mark, its `<meta>`, then UTF-8
    /// or the default) and names its encoding, as on WebKit: `document.characterSet` was UTF-8
    /// and the bytes read as UTF-8 whatever the frame declared.
    func testAFramesDocumentIsDecodedAsAPageIsOnBothEngines() async throws {
        let (folder, site) = try Self.makeSite("frame-encodings")
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames: [(String, [UInt8])] = [
            ("latin2", Array("<!doctype html><meta charset=latin2><p>".utf8) + [0xB1, 0xE6]),  // ąć
            ("sjis", Array("<meta http-equiv=content-type content='text/html; charset=x-sjis'><p>".utf8) + [0x82, 0xB1, 0x82, 0xF1]),  // こん
            ("utf16", [0xFF, 0xFE] + Array("<p>é€".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("meta16", Array("<meta charset=utf-16><p>é".utf8)),  // a <meta> naming UTF-16 means UTF-8
            ("cyrillic", Array("<meta charset=koi8-u><p>".utf8) + [0xD0, 0xD2]),  // пр
            ("utf8", Array("<p>é€".utf8)),
        ]
        for (name, bytes) in frames { try Data(bytes).write(to: site.appendingPathComponent("\(name).html")) }
        let page = frames.map { "<iframe id=\($0.0) src=\($0.0).html></iframe>" }.joined()
        let probe = "[...document.querySelectorAll('iframe')].map(f => f.id + ' ' + f.contentDocument.characterSet + ' ' + f.contentDocument.querySelector('p').textContent).join(' | ')"
        let expected = "latin2 ISO-8859-2 ąć | sjis Shift_JIS こん | utf16 UTF-16LE é€ | meta16 UTF-8 é | cyrillic KOI8-U пр | utf8 UTF-8 é€"
        for engine in try await Self.engines(serving: folder) {
            try await engine.loadHTML("<body>" + page, baseURL: URL(string: "app://a.test/p.html"))
            var answer: String?
            for _ in 0..<100 {
                answer = try? await engine.executeScript(probe, sourceURL: "probe.js").stringValue
                if answer == expected { break }
                try await Task.sleep(for: .milliseconds(20))
            }
            XCTAssertEqual(answer, expected, "\(type(of: engine))")
        }
    }

    /// A frame's module scripts run in its realm once it has parsed, before its
    /// DOMContentLoaded, their imports served by the app's scheme handler.
    func testAFramesModuleScriptsRunInItsRealmOnBothEngines() async throws {
        let (folder, site) = try Self.makeSite("frame-modules")
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"export const answer = 42; export function where() { return typeof window + " " + (window !== parent) + " " + document.URL.split("/").pop(); }"#
            .write(to: site.appendingPathComponent("m.js"), atomically: true, encoding: .utf8)
        try """
            <!doctype html><p>frame</p>
            <script type=module>import { answer, where } from './m.js'; parent.log.push('module ' + answer + ' ' + where() + ' ' + document.readyState + ' ' + (Object !== parent.Object)); window.fromModule = answer;</script>
            <script>parent.log.push('classic ' + document.readyState); document.addEventListener('DOMContentLoaded', () => parent.log.push('DOMContentLoaded'));</script>
            """.write(to: site.appendingPathComponent("inner.html"), atomically: true, encoding: .utf8)
        let engines = try await Self.engines(serving: folder)
        for engine in engines {
            try await engine.loadHTML("<script>var log = [];</script><iframe id=f src=inner.html></iframe>", baseURL: URL(string: "app://a.test/p.html"))
            let answer = try await engine.executeScript("log.join('; ') + ' | ' + document.getElementById('f').contentWindow.fromModule", sourceURL: "probe.js")
            XCTAssertEqual(answer.stringValue, "classic loading; module 42 object true inner.html interactive true; DOMContentLoaded | 42", "\(type(of: engine))")
        }
    }

    /// What a frame's script writes while the frame parses goes in at the script's place, and
    /// its scripts run in turn, as on WebKit.
    func testAFramesScriptWritesAtItsPlaceOnBothEngines() async throws {
        let page = """
            <script>var log = [];</script>
            <iframe id=f srcdoc="<p id=a>a</p><script>document.write('<p id=w>written</p><scr' + 'ipt>parent.log.push(&quot;inner &quot; + document.querySelectorAll(&quot;p&quot;).length)</scr' + 'ipt>');</script><p id=b>b</p><script>parent.log.push('after ' + [...document.querySelectorAll('p')].map(p => p.id).join(''))</script>"></iframe>
            """
        let probe = #"log.join("; ") + " | " + document.getElementById("f").contentDocument.body.innerHTML.replace(/<script>[^]*?<\/script>/g, "S")"#
        for (engine, answer) in try await Self.answers(to: probe, on: page) {
            XCTAssertEqual(answer, #"inner 2; after awb | <p id="a">a</p>S<p id="w">written</p>S<p id="b">b</p>S"#, engine)
        }
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

    /// A folder served as `app://a.test/...`: the folder, and its `a.test` directory.
    static func makeSite(_ name: String) throws -> (folder: URL, site: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        let site = folder.appendingPathComponent("a.test")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        return (folder, site)
    }

    /// Both engines, serving `folder` (if any) as the app's scheme (the fast engine's half runs
    /// where WebKit cannot start).
    /// What `probe` answers on each engine (the fast one, and WebKit where it starts) once
    /// `page` is loaded at an https URL.
    static func answers(to probe: String, on page: String) async throws -> [(engine: String, answer: String?)] {
        var answers: [(engine: String, answer: String?)] = []
        for engine in try await engines(serving: nil) {
            try await engine.loadHTML(page, baseURL: URL(string: "https://example.com/post"))
            answers.append(("\(type(of: engine))", try await engine.executeScript(probe, sourceURL: "probe.js").stringValue))
        }
        return answers
    }

    static func engines(serving folder: URL?) async throws -> [any BridgedWebEngine] {
        let fast = try await JSWebEngine()
        if let folder { await fast.setURLSchemeHandler(FolderResources(folder: folder), forURLScheme: "app") }
        var engines: [any BridgedWebEngine] = [fast]
        do {
            let webkit = try await WebKitEngine()
            if let folder { try await webkit.setURLSchemeHandler(FolderResources(folder: folder), forURLScheme: "app") }
            engines.append(webkit)
        } catch let error as WebKitEngineError {
            print("the WebKit engine cannot start here: \(error)")
        }
        return engines
    }
}
