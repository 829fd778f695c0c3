import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// The life of a page as a web view lives it: user scripts at document start of every load,
/// a fresh window's listeners per page, inline scripts that throw stopping only themselves.
final class PageLifecycleTests: XCTestCase {
    func testUserScriptsRunAtTheStartOfEveryLoadAgainstTheNewDocument() async throws {
        let engine = try await JSWebEngine()
        try await engine.addUserScript("""
            var captured = document;
            var seenByUserScript = document.querySelectorAll('p').length;
            window.loads = (window.loads || 0) + 1;
            document.addEventListener('DOMContentLoaded', function () { document.body.setAttribute('data-ready', 'yes'); });
            window.pageScriptRanFirst = typeof pageScriptRan !== 'undefined' && pageScriptRan === document.URL;
            """, name: "setup.js")
        for url in ["https://a.example/1", "https://a.example/2"] {
            try await engine.loadHTML("<p>one</p><p>two</p><script>var pageScriptRan = document.URL;</script>", baseURL: URL(string: url))
            let state = try await engine.executeScript("[captured === document, seenByUserScript, document.body.getAttribute('data-ready'), pageScriptRanFirst]")
            // At document start only <html> exists: the paragraphs are parsed after the script.
            XCTAssertEqual(state, [true, 0, "yes", false], url)
        }
        let loads = try await engine.executeScript("loads")
        XCTAssertEqual(loads, 2)
    }

    func testAUserScriptThatThrowsIsReportedAndTheLoadGoesOn() async throws {
        let engine = try await JSWebEngine()
        try await engine.addUserScript("var before = 1; throw new Error('setup broke');", name: "broken-setup.js")
        try await engine.loadHTML("<script>var pageRan = true;</script>", baseURL: nil)
        let state = try await engine.executeScript("[before, pageRan]")
        XCTAssertEqual(state, [1, true])
        let errors = await engine.runtime.uncaughtErrors
        XCTAssertEqual(errors.map(\.exception.sourceURL), ["broken-setup.js"])
        XCTAssertEqual(errors.map(\.origin), [.userScript])
    }

    func testANewPageHasNoneOfThePreviousPagesWindowListeners() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<script>var clicks = 0; addEventListener('click', function () { clicks++; });</script><p id=p>x</p>", baseURL: nil)
        try await engine.loadHTML("<p id=p>y</p>", baseURL: nil)
        _ = try await engine.executeScript("document.getElementById('p').click()")
        let clicks = try await engine.executeScript("clicks")
        XCTAssertEqual(clicks, 0)
    }

    func testAnInlineScriptThatThrowsStopsOnlyItself() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("""
            <script>var first = 'ran'; undefinedFunction(); var never = 1;</script>
            <script>var second = typeof never;</script>
            """, baseURL: nil)
        let state = try await engine.executeScript("[first, second]")
        XCTAssertEqual(state, ["ran", "undefined"])
        let errors = await engine.runtime.uncaughtErrors.map(\.origin)
        XCTAssertEqual(errors, [.pageScript])
    }

    func testTheLoadFinishesAfterThePagesZeroDelayTasksButBeforeLaterTimers() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        let engine = try await JSWebEngine(configuration: configuration)
        try await engine.loadHTML("""
            <script>
            var order = [];
            setTimeout(function () { order.push('zero'); setTimeout(function () { order.push('nested zero'); }); });
            setTimeout(function () { order.push('later'); }, 50);
            function again() { setTimeout(again); }
            again();
            </script>
            """, baseURL: nil)
        let order = try await engine.executeScript("order")
        XCTAssertEqual(order, ["zero", "nested zero"])
    }
}
