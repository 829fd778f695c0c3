import Foundation
import WebEngineKit
import XCTest

/// Inline scripts run when the parser reaches them, as in a web view. Each expected log is
/// what headless Chromium 156 logs for the same page.
final class ParserTimingTests: XCTestCase {
    private func log(ofPage html: String, userScript: String? = nil) async throws -> JSValue {
        let engine = try await JSWebEngine()
        if let userScript { try await engine.addUserScript(userScript, name: "start.js") }
        try await engine.loadHTML(html, baseURL: URL(string: "https://news.example/story"))
        return try await engine.executeScript("log")
    }

    func testAScriptSeesOnlyWhatWasParsedBeforeIt() async throws {
        let log = try await log(ofPage: """
            <!doctype html><html><head><script>var log = []; log.push('head sees body: ' + !!document.body + ', ' + document.readyState);</script></head>
            <body><p id=a>A</p><script>log.push('paragraphs: ' + document.querySelectorAll('p').length + ', current: ' + document.currentScript.previousElementSibling.id);</script><p id=b>B</p>
            <script>log.push('paragraphs: ' + document.querySelectorAll('p').length); document.addEventListener('DOMContentLoaded', () => log.push('DOMContentLoaded ' + document.readyState));</script>
            </body></html>
            """)
        XCTAssertEqual(log, ["head sees body: false, loading", "paragraphs: 1, current: a", "paragraphs: 2", "DOMContentLoaded interactive"])
    }

    func testDocumentWriteInsertsAtTheScriptsPlaceAndItsScriptsRun() async throws {
        let log = try await log(ofPage: """
            <!doctype html><html><head><script>var log = [];</script></head><body>
            <div id=d><script>document.writeln('<b>1</b>'); document.write('<i>', '2', '</i><script>log.push("written script sees i: " + !!document.querySelector("i"))<\\/script>');</script>tail</div>
            <script>log.push(document.getElementById('d').innerHTML.replace(/<script>[^]*?<\\/script>/g, '<script/>'))</script>
            </body></html>
            """)
        XCTAssertEqual(log, ["written script sees i: true", "<script/><b>1</b>\n<i>2</i><script/>tail"])
    }

    func testAScriptThatThrowsStopsOnlyItself() async throws {
        let log = try await log(ofPage: "<script>var log = [];</script><script>log.push(1); throw new Error('x'); log.push(2)</script><script>log.push(3)</script>")
        XCTAssertEqual(log, [1, 3])
    }

    func testModuleScriptsRunAfterParsingInOrderAndInlineDeferDoesNothing() async throws {
        let log = try await log(ofPage: """
            <!doctype html><html><head><script>var log = []; document.addEventListener('DOMContentLoaded', () => log.push('DOMContentLoaded'));</script>
            <script type=module>log.push('m1 ' + document.currentScript + ' ' + document.readyState)</script></head>
            <body><script>log.push('classic')</script><script type=module>log.push('m2 sees end: ' + !!document.getElementById('end'))</script>
            <script defer>log.push('inline defer runs now')</script><script async>log.push('inline async runs now')</script><p id=end></p></body></html>
            """)
        XCTAssertEqual(log, ["classic", "inline defer runs now", "inline async runs now", "m1 null interactive", "m2 sees end: true", "DOMContentLoaded"])
    }

    func testAnObserverMadeDuringParsingSeesTheParsersInsertions() async throws {
        let log = try await log(ofPage: """
            <!doctype html><html><head><script>var log = []; new MutationObserver(records => records.forEach(r => r.addedNodes.forEach(n => { if (n.nodeName === 'P') log.push(n.id + ' in ' + r.target.nodeName) }))).observe(document, { childList: true, subtree: true })</script></head>
            <body><p id=x></p><div><p id=y></p></div></body></html>
            """)
        XCTAssertEqual(log, ["x in BODY", "y in DIV"])
    }

    func testADocumentStartScriptSeesOnlyTheDocumentElement() async throws {
        let log = try await log(
            ofPage: "<!doctype html><title>t</title><p>text</p><script>log.push('page sees ' + document.querySelectorAll('p').length)</script>",
            userScript: "var log = ['start sees ' + document.documentElement.nodeName + ' with ' + document.documentElement.childNodes.length + ' children, ' + document.readyState];")
        XCTAssertEqual(log, ["start sees HTML with 0 children, loading", "page sees 1"])
    }

    func testDocumentWriteAfterLoadReplacesTheDocument() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p id=old>old</p>", baseURL: nil)
        try await engine.executeScript("document.write('<p id=new>new</p><script>var ranAfterLoad = !!document.getElementById(\"new\")<\\/script>')")
        let state = try await engine.executeScript("[document.getElementById('old'), document.body.innerHTML.startsWith('<p id=\"new\">'), ranAfterLoad]")
        XCTAssertEqual(state, [nil, true, true])
    }
}
