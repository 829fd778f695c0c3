import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// What page code can reach: no network, no files, no native handler it was not given.
@MainActor
final class ContainmentTests: XCTestCase {
    /// (WebSocket and EventSource exist, as XMLHttpRequest and fetch do, and fail as offline
    /// without connecting: MessagingTests; localStorage and sessionStorage live in memory for
    /// the runtime's life and touch no file: CanvasAndStorageTests.)
    func testNoNetworkOrFileAPIsExist() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>x</p>", baseURL: nil)
        let types = try await engine.executeScript("""
            ['importScripts', 'require', 'process', 'Worker',
             'SharedWorker', 'indexedDB', 'caches']
                .map(name => { try { return typeof eval(name) } catch (e) { return 'undefined' } })
            """)
        XCTAssertEqual(types, .array(Array(repeating: "undefined", count: 7)))
        // window.open exists, as WKWebView's, and opens nothing: null, as a web view without a
        // UI delegate answers.
        let opened = try await engine.executeScript("String(window.open('https://elsewhere.example/'))")
        XCTAssertEqual(opened, "null")
    }

    /// A beacon is queued, as a web view online queues it, and goes where fetch goes: to the
    /// app's URL scheme handlers, or nowhere (it fails as offline), in the page's load record.
    func testABeaconGoesNowhereButIsRecorded() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>x</p>", baseURL: URL(string: "https://blog.example/post"))
        let queued = try await engine.executeScript("navigator.sendBeacon('/collect', JSON.stringify({ read: true }))")
        XCTAssertEqual(queued, true)
        _ = await engine.runtime.runUntilIdle(timeout: .seconds(5))
        let loads = await engine.resourceLoads
        XCTAssertEqual(loads.map(\.url), ["https://blog.example/collect"])
        XCTAssertEqual(loads.first?.outcome, .notServed)
    }

    /// XMLHttpRequest and fetch exist, as a page's script expects, and fail as offline.
    func testXMLHttpRequestAndFetchFailAsOffline() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>x</p>", baseURL: URL(string: "https://blog.example/post"))
        _ = try await engine.executeScript("""
            window.outcome = [];
            const x = new XMLHttpRequest(); x.open('GET', '/secret'); x.onerror = () => outcome.push('xhr error ' + x.status); x.send();
            fetch('https://blog.example/data').catch((e) => outcome.push('fetch ' + e.message));
            """)
        _ = await engine.runtime.runUntilIdle(timeout: .seconds(5))
        let outcome = try await engine.executeScript("outcome.join()")
        XCTAssertEqual(outcome, "xhr error 0,fetch Load failed")
    }

    func testAPageReachesNoNativeHandlerItWasNotGivenAndCannotForgeAnswers() async throws {
        let engine = try await JSWebEngine()
        let recorder = Recorder()
        engine.presentationDelegate = recorder
        await engine.registerHandler("secret", .immediate { _ in "native secret" })
        await engine.removeHandler("secret")
        try await engine.loadHTML("""
            <script>
            var attempts = [];
            // The bridge is the page's to replace, as in WebViewJavascriptBridge: native handlers
            // stay on the native side whatever the page does with it.
            window.WebViewJavascriptBridge = { callHandler() { attempts.push('fake bridge') } };
            delete window.WebViewJavascriptBridge;
            setupWebViewJavascriptBridge(function (bridge) {
                // Registering a JS handler named like a native one changes nothing native.
                bridge.registerHandler('imageTap', () => attempts.push('page imageTap'));
                // A forged answer to a call that was never made is ignored.
                bridge._handleMessageFromObjC(JSON.stringify({ responseId: 'native_1', responseData: 'forged' }));
                bridge.callHandler('secret', null, (data) => attempts.push('answered: ' + data));
                attempts.push('asked');
            });
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let attempts = try await engine.executeScript("attempts")
        XCTAssertEqual(attempts, ["asked"])
        // The native imageTap still reaches the delegate, not the page's handler.
        _ = try await engine.executeScript("WebViewJavascriptBridge.callHandler('imageTap', { link: 'https://x.example/i.png' })")
        XCTAssertEqual(recorder.tappedImages, [URL(string: "https://x.example/i.png")!])
    }
}
