import Foundation
import WebEngineKit
import XCTest

/// The rest of a web view's bridge life: WVJB's messaging iframe in the DOM, Lision's
/// WKWebViewJavascriptBridge (injected, and a page's own copy), and a page written like
/// WebViewJavascriptBridge's example app. The page scripts are ours, written to each
/// dialect's wire protocol.
final class BridgeDialectTests: XCTestCase {
    static let bootstrap = """
        function setupWebViewJavascriptBridge(callback) {
            if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
            if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
            window.WVJBCallbacks = [callback];
            var frame = document.createElement('iframe');
            frame.style.display = 'none';
            frame.src = 'https://__bridge_loaded__';
            document.documentElement.appendChild(frame);
            setTimeout(function () { document.documentElement.removeChild(frame); }, 0);
        }
        """

    func testTheMessagingIframeIsInTheDOMAsWVJBPutsItThere() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<script>\(Self.bootstrap) setupWebViewJavascriptBridge(function (bridge) { bridge.registerHandler('ping', function (d, reply) { reply('pong'); }); });</script><p>text</p>", baseURL: URL(string: "https://app.example/"))
        let frames = try await engine.executeScript("[...document.querySelectorAll('iframe')].map(f => [f.parentNode.nodeName, f.getAttribute('src'), f.style.display])")
        XCTAssertEqual(frames, [["HTML", "https://__wvjb_queue_message__", "none"]], "the bootstrap iframe went, the messaging iframe stays")
        let events = await engine.events
        XCTAssertFalse(events.contains { $0.handler == "navigation" }, "bridge URLs are signals, not navigations: \(events)")
        let report = await engine.render(with: RenderStrategy(name: "ping", steps: [.init(handler: "ping")]))
        XCTAssertEqual(report.steps.first?.response, "pong")
        XCTAssertFalse(report.html.contains("__wvjb_queue_message__"), "the report's HTML is the content, without the bridge's plumbing")
    }

    /// A page and two handlers as apps write them: `wrapEmbeds` wraps every iframe where it is,
    /// `gatherEmbeds` moves every iframe into a box in the body. Both take the bridge's
    /// messaging iframe too, as in the app (WVJB's JS appends it to `documentElement`,
    /// WebViewJavascriptBridge_JS.m lines 119-122, where `querySelectorAll('iframe')` finds it).
    static let embedsPage = """
        <p>text</p><iframe src="https://video.example/embed/1"></iframe><div id=box></div>
        <script>
        setupWebViewJavascriptBridge(function (bridge) {
            bridge.registerHandler('wrapEmbeds', function (data, reply) {
                var frames = document.querySelectorAll('iframe');
                for (var i = 0; i < frames.length; i++) {
                    var wrapper = document.createElement('div');
                    wrapper.className = 'embed';
                    frames[i].parentNode.insertBefore(wrapper, frames[i]);
                    wrapper.appendChild(frames[i]);
                }
                reply({ moved: frames.length });
            });
            bridge.registerHandler('gatherEmbeds', function (data, reply) {
                var frames = document.querySelectorAll('iframe');
                for (var i = 0; i < frames.length; i++) document.getElementById('box').appendChild(frames[i]);
                reply({ moved: frames.length });
            });
        });
        </script>
        """

    /// What the report of each handler's render must be: the content, with the page's own
    /// iframe where the handler put it and nothing of the bridge's: not its iframe, wherever it
    /// went, nor a wrapper after `</body>` that held only it (docs/bridge.md: a wrapper made for
    /// the plumbing is plumbing; an element in the body stays, even emptied).
    static let embedsExpected: [String: (report: String, page: String)] = [
        "wrapEmbeds": (
            #"<div class="embed"><iframe src="https://video.example/embed/1"></iframe></div><div id="box"></div>"#,
            #"<div class="embed"><iframe src="https://__wvjb_queue_message__" style="display: none;"></iframe></div></html>"#),
        "gatherEmbeds": (
            #"<div id="box"><iframe src="https://video.example/embed/1"></iframe></div>"#,
            #"<iframe src="https://video.example/embed/1"></iframe><iframe src="https://__wvjb_queue_message__" style="display: none;"></iframe></div>"#),
    ]

    func testTheReportLeavesOutTheMessagingIframeWhereverAHandlerMovedIt() async throws {
        for handler in ["wrapEmbeds", "gatherEmbeds"] {
            let engine = try await JSWebEngine()
            try await engine.loadHTML(Self.embedsPage, baseURL: URL(string: "https://app.example/"))
            let report = await engine.render(with: RenderStrategy(name: handler, steps: [.init(handler: handler)]))
            let expected = try XCTUnwrap(Self.embedsExpected[handler])
            XCTAssertEqual(report.steps.first?.response, ["moved": 2], "\(handler) moved the messaging iframe too, as in the app")
            XCTAssertTrue(report.html.contains(expected.report), "\(handler): \(report.html)")
            XCTAssertFalse(report.html.contains("__wvjb_queue_message__"), "\(handler): \(report.html)")
            XCTAssertTrue(report.html.hasSuffix("</script></body></html>"), "\(handler): nothing after the body: \(report.html)")
            let page = try await engine.executeScript("document.documentElement.outerHTML").stringValue ?? ""
            XCTAssertTrue(page.contains(expected.page), "\(handler): the page's own document still has it: \(page)")
        }
    }

    func testAPageThatNeverUsesTheBridgeHasNoMessagingIframe() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>plain</p>", baseURL: nil)
        let count = try await engine.executeScript("document.querySelectorAll('iframe').length")
        XCTAssertEqual(count, 0)
    }

    static let lisionBootstrap = """
        function setupWKWebViewJavascriptBridge(callback) {
            if (window.WKWebViewJavascriptBridge) { return callback(WKWebViewJavascriptBridge); }
            if (window.WKWVJBCallbacks) { return window.WKWVJBCallbacks.push(callback); }
            window.WKWVJBCallbacks = [callback];
            window.webkit.messageHandlers.iOS_Native_InjectJavascript.postMessage(null);
        }
        """

    func testLisionsBridgeIsInjectedOnItsSignal() async throws {
        let engine = try await JSWebEngine()
        await engine.registerHandler("testiOSCallback", .immediate { data in ["got": data] })
        try await engine.loadHTML("""
            <div id=log></div><script>\(Self.lisionBootstrap)
            setupWKWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('testJavascriptHandler', function (data, responseCallback) { responseCallback({ 'Javascript Says': 'Right back atcha!', echo: data }); });
                bridge.callHandler('testiOSCallback', { foo: 'bar' }, function (response) { document.getElementById('log').textContent = JSON.stringify(response); });
            });
            </script>
            """, baseURL: nil)
        await engine.runtime.runUntilIdle(timeout: .seconds(1))
        let logged = try await engine.executeScript("document.getElementById('log').textContent")
        XCTAssertEqual(logged, #"{"got":{"foo":"bar"}}"#)
        let reply = try await engine.callHandler("testJavascriptHandler", data: ["n": 1])
        XCTAssertEqual(reply, ["Javascript Says": "Right back atcha!", "echo": ["n": 1]])
        let frames = try await engine.executeScript("document.querySelectorAll('iframe').length")
        XCTAssertEqual(frames, 0, "Lision's bridge speaks through message handlers, not an iframe")
    }

    func testAPagesOwnCopyOfLisionsBridgeWorksOverItsWire() async throws {
        let engine = try await JSWebEngine()
        await engine.registerHandler("save", .immediate { data in ["saved": data["id"] ?? .null] })
        try await engine.loadHTML("""
            <div id=log></div><script>
            (function () {
                var queue = [], handlers = {}, callbacks = {}, nextId = 1;
                function send(message, callback) {
                    if (callback) { var id = 'cb_' + (nextId++); callbacks[id] = callback; message.callbackID = id; }
                    queue.push(message);
                    window.webkit.messageHandlers.iOS_Native_FlushMessageQueue.postMessage(null);
                }
                window.WKWebViewJavascriptBridge = {
                    pageOwned: true,
                    registerHandler: function (name, handler) { handlers[name] = handler; },
                    callHandler: function (name, data, callback) { send({ handlerName: name, data: data }, callback); },
                    _fetchQueue: function () { var text = JSON.stringify(queue); queue = []; return text; },
                    _handleMessageFromiOS: function (json) {
                        var message = JSON.parse(json);
                        if (message.responseID) { callbacks[message.responseID](message.responseData); delete callbacks[message.responseID]; return; }
                        var reply = message.callbackID ? function (data) { send({ responseID: message.callbackID, responseData: data }); } : undefined;
                        handlers[message.handlerName](message.data, reply);
                    },
                };
            })();
            WKWebViewJavascriptBridge.registerHandler('double', function (data, reply) { reply(data * 2); });
            WKWebViewJavascriptBridge.callHandler('save', { id: 'm-1' }, function (response) { document.getElementById('log').textContent = JSON.stringify(response); });
            </script>
            """, baseURL: nil)
        await engine.runtime.runUntilIdle(timeout: .seconds(1))
        let logged = try await engine.executeScript("document.getElementById('log').textContent")
        XCTAssertEqual(logged, #"{"saved":"m-1"}"#)
        let doubled = try await engine.callHandler("double", data: 21)
        XCTAssertEqual(doubled, 42)
        let pageOwned = try await engine.executeScript("WKWebViewJavascriptBridge.pageOwned")
        XCTAssertEqual(pageOwned, true, "the page's copy is never shadowed")
    }

    /// Written like WebViewJavascriptBridge's ExampleApp.html: the bootstrap, a handler native
    /// code calls, a button that calls native code and logs the answer.
    func testAPageWrittenLikeWVJBsExampleApp() async throws {
        let engine = try await JSWebEngine()
        await engine.registerHandler("testObjcCallback", .immediate { _ in "Response from testObjcCallback" })
        try await engine.loadHTML("""
            <h1>WebViewJavascriptBridge Demo</h1><div id=buttons></div><div id=log></div>
            <script>
            var uniqueId = 1;
            function log(message, data) {
                var entry = document.createElement('div');
                entry.className = 'logLine';
                entry.textContent = uniqueId++ + '. ' + message + ':' + JSON.stringify(data);
                var log = document.getElementById('log');
                if (log.children.length) { log.insertBefore(entry, log.children[0]); } else { log.appendChild(entry); }
            }
            \(Self.bootstrap)
            setupWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('testJavascriptHandler', function (data, responseCallback) {
                    log('ObjC called testJavascriptHandler with', data);
                    responseCallback({ 'Javascript Says': 'Right back atcha!' });
                });
                var button = document.getElementById('buttons').appendChild(document.createElement('button'));
                button.innerHTML = 'Fire testObjcCallback';
                button.onclick = function (e) {
                    e.preventDefault();
                    log('JS calling handler "testObjcCallback"');
                    bridge.callHandler('testObjcCallback', { foo: 'bar' }, function (response) { log('JS got response', response); });
                };
            });
            </script>
            """, baseURL: URL(string: "https://example.app/"))
        let reply = try await engine.callHandler("testJavascriptHandler", data: ["foo": "bar"])
        XCTAssertEqual(reply, ["Javascript Says": "Right back atcha!"])
        try await engine.executeScript("document.querySelector('button').click()")
        await engine.runtime.runUntilIdle(timeout: .seconds(1))
        let lines = try await engine.executeScript("[...document.querySelectorAll('.logLine')].map(e => e.textContent)")
        XCTAssertEqual(lines, [
            #"3. JS got response:"Response from testObjcCallback""#,
            #"2. JS calling handler "testObjcCallback":undefined"#,
            #"1. ObjC called testJavascriptHandler with:{"foo":"bar"}"#,
        ])
    }
}
