import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// Pages that carry their own copy of WebViewJavascriptBridge's JS, as apps ship it, and pages
/// written for its 4.x API against the bridge the engine injects. The bridge scripts below
/// are ours, written to the wire protocol of WebViewJavascriptBridge_JS.m (6.x) and of its
/// 4.1 WebViewJavascriptBridge.js.txt: messaging iframe, `_fetchQueue`, `_handleMessageFromObjC`.
final class PageBridgeTests: XCTestCase {
    /// A 6.x-style bridge: https scheme, a JSON array queue, native messages in a later task.
    static let bridge6 = """
        <script>
        ;(function () {
            if (window.WebViewJavascriptBridge) { return; }
            var queue = [], handlers = {}, callbacks = {}, nextId = 1, safety = true;
            var frame = document.createElement('iframe');
            frame.style.display = 'none';
            frame.src = 'https://__wvjb_queue_message__';
            document.documentElement.appendChild(frame);
            function post(message, callback) {
                if (callback) { var id = 'cb_' + (nextId++) + '_' + Date.now(); callbacks[id] = callback; message.callbackId = id; }
                queue.push(message);
                frame.src = 'https://__wvjb_queue_message__';
            }
            function deliver(json) {
                var message = JSON.parse(json);
                if (message.responseId) {
                    var callback = callbacks[message.responseId];
                    if (callback) { callback(message.responseData); delete callbacks[message.responseId]; }
                    return;
                }
                var reply;
                if (message.callbackId) {
                    var to = message.callbackId;
                    reply = function (data) { post({ handlerName: message.handlerName, responseId: to, responseData: data }); };
                }
                var handler = handlers[message.handlerName];
                if (handler) handler(message.data, reply);
            }
            window.WebViewJavascriptBridge = {
                pageOwned: '6.x',
                registerHandler: function (name, handler) { handlers[name] = handler; },
                callHandler: function (name, data, callback) {
                    if (arguments.length == 2 && typeof data == 'function') { callback = data; data = null; }
                    post({ handlerName: name, data: data }, callback);
                },
                disableJavscriptAlertBoxSafetyTimeout: function () { safety = false; },
                _fetchQueue: function () { var text = JSON.stringify(queue); queue = []; return text; },
                _handleMessageFromObjC: function (json) { if (safety) setTimeout(function () { deliver(json); }); else deliver(json); },
            };
            setTimeout(function () {
                var waiting = window.WVJBCallbacks || [];
                delete window.WVJBCallbacks;
                for (var i = 0; i < waiting.length; i++) waiting[i](WebViewJavascriptBridge);
            }, 0);
        })();
        </script>
        """

    /// A 4.1-style bridge: wvjbscheme, init/send with a default handler, a ready event.
    static let bridge41 = """
        <script>
        ;(function () {
            if (window.WebViewJavascriptBridge) { return }
            var queue = [], received = [], handlers = {}, callbacks = {}, nextId = 1
            var frame = document.createElement('iframe')
            frame.style.display = 'none'
            document.documentElement.appendChild(frame)
            function post(message, callback) {
                if (callback) { var id = 'cb_' + (nextId++); callbacks[id] = callback; message.callbackId = id }
                queue.push(message)
                frame.src = 'wvjbscheme://__WVJB_QUEUE_MESSAGE__'
            }
            function deliver(json) {
                setTimeout(function () {
                    var message = JSON.parse(json)
                    if (message.responseId) { callbacks[message.responseId](message.responseData); delete callbacks[message.responseId]; return }
                    var reply
                    if (message.callbackId) { var to = message.callbackId; reply = function (data) { post({ responseId: to, responseData: data }) } }
                    var handler = message.handlerName ? handlers[message.handlerName] : WebViewJavascriptBridge._messageHandler
                    handler(message.data, reply)
                })
            }
            window.WebViewJavascriptBridge = {
                pageOwned: '4.1',
                init: function (handler) {
                    WebViewJavascriptBridge._messageHandler = handler
                    var early = received; received = null
                    for (var i = 0; i < early.length; i++) deliver(early[i])
                },
                send: function (data, callback) { post({ data: data }, callback) },
                registerHandler: function (name, handler) { handlers[name] = handler },
                callHandler: function (name, data, callback) { post({ data: data, handlerName: name }, callback) },
                _fetchQueue: function () { var text = JSON.stringify(queue); queue = []; return text },
                _handleMessageFromObjC: function (json) { if (received) received.push(json); else deliver(json) },
            }
            var event = new Event('WebViewJavascriptBridgeReady')
            event.bridge = WebViewJavascriptBridge
            document.dispatchEvent(event)
        })();
        </script>
        """

    private func engine() async throws -> JSWebEngine {
        let engine = try await JSWebEngine()
        await engine.registerHandler("testObjcCallback", .immediate { data in .string("native got \(data.stringValue ?? "?")") })
        return engine
    }

    func testAPagesOwn6xBridgeTalksToNativeCodeOverTheWireProtocol() async throws {
        let engine = try await engine()
        try await engine.loadHTML(Self.bridge6 + """
            <script>
            var log = [];
            WebViewJavascriptBridge.registerHandler('testJavascriptHandler', function (data, reply) {
                log.push('js handler got ' + JSON.stringify(data));
                reply({ 'Javascript Says': 'Right back atcha!' });
            });
            WebViewJavascriptBridge.callHandler('testObjcCallback', 'ping', function (response) { log.push(response); });
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let reply = try await engine.callHandler("testJavascriptHandler", data: ["foo": "bar"])
        XCTAssertEqual(reply, ["Javascript Says": "Right back atcha!"])
        let state = try await engine.executeScript("[WebViewJavascriptBridge.pageOwned, log]")
        XCTAssertEqual(state, ["6.x", ["native got ping", #"js handler got {"foo":"bar"}"#]])
        // The page's calls are in the report like any other.
        let handlers = await engine.events.map(\.handler)
        XCTAssertTrue(handlers.contains("testObjcCallback"), "\(handlers)")
    }

    func testAPagesOwn41BridgeWithInitAndSendReachesTheNativeDefaultHandler() async throws {
        let engine = try await engine()
        await engine.registerHandler("", .immediate { data in .string("default got \(data.stringValue ?? "?")") })
        try await engine.loadHTML(Self.bridge41 + """
            <script>
            var log = [];
            WebViewJavascriptBridge.init(function (data, reply) { log.push('default js handler got ' + data); if (reply) reply('ok'); });
            WebViewJavascriptBridge.send('hello', function (response) { log.push(response); });
            WebViewJavascriptBridge.registerHandler('named', function (data, reply) { reply('named got ' + data); });
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let named = try await engine.callHandler("named", data: "x")
        XCTAssertEqual(named, "named got x")
        let state = try await engine.executeScript("[WebViewJavascriptBridge.pageOwned, log]")
        XCTAssertEqual(state, ["4.1", ["default got hello"]])
    }

    func testA4xPageGetsTheInjectedBridgeThroughTheReadyEvent() async throws {
        let engine = try await engine()
        await engine.registerHandler("", .immediate { data in .string("default got \(data.stringValue ?? "?")") })
        try await engine.loadHTML("""
            <script>
            var log = [];
            document.addEventListener('WebViewJavascriptBridgeReady', function (event) {
                var bridge = event.bridge;
                bridge.init(function (data, reply) { log.push('init handler'); });
                bridge.send('hi', function (response) { log.push(response); });
                bridge.registerHandler('withDefault', function (data = 'the default', reply) { reply(data); });
            }, false);
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let log = try await engine.executeScript("log")
        XCTAssertEqual(log, ["default got hi"])
        // A data-less native call arrives as undefined, so the default parameter applies.
        let reply = try await engine.callHandler("withDefault")
        XCTAssertEqual(reply, "the default")
    }

    func testNativeMessagesThroughHandleMessageFromObjCWaitForALaterTaskUnlessTurnedOff() async throws {
        let engine = try await engine()
        try await engine.loadHTML("<p>page</p>", baseURL: nil)
        let order = try await engine.executeScript("""
            var order = [];
            WebViewJavascriptBridge.registerHandler('h', function (data) { order.push('handled ' + data); });
            WebViewJavascriptBridge._handleMessageFromObjC(JSON.stringify({ handlerName: 'h', data: 1 }));
            order.push('after call 1');
            WebViewJavascriptBridge.disableJavscriptAlertBoxSafetyTimeout();
            WebViewJavascriptBridge._handleMessageFromObjC(JSON.stringify({ handlerName: 'h', data: 2 }));
            order.push('after call 2');
            order
            """)
        XCTAssertEqual(order, ["after call 1", "handled 2", "after call 2"])
        await engine.runtime.run()
        let later = try await engine.executeScript("order")
        XCTAssertEqual(later, ["after call 1", "handled 2", "after call 2", "handled 1"])
    }

    func testTheBootstrapIsSeenWhenTheIframesSourceIsSetAfterInsertionAndThroughLocation() async throws {
        let engine = try await engine()
        try await engine.loadHTML("""
            <script>
            var log = [];
            window.WVJBCallbacks = [function (bridge) { log.push('called back with ' + typeof bridge.callHandler); }];
            var frame = document.createElement('iframe');
            document.documentElement.appendChild(frame);
            frame.src = 'https://__bridge_loaded__';
            log.push('after src');
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let log = try await engine.executeScript("log")
        XCTAssertEqual(log, ["after src", "called back with function"])
    }
    /// WVJB 5.x and 6.x never inject at load end: their native side injects only when it sees
    /// `__bridge_loaded__` (WKWebViewJavascriptBridge.m line 143, WebViewJavascriptBridge.m
    /// lines 128 and 185: isBridgeLoadedURL -> injectJavascriptFile), and the JS then runs the
    /// bootstrap callbacks with `setTimeout(_callWVJBCallbacks, 0)` (WebViewJavascriptBridge_JS.m
    /// line 126). So a script run after load that bootstraps, with our snippet or its own copy,
    /// is called back after the rest of the script, when its later declarations exist.
    func testAScriptRunAfterLoadThatBootstrapsIsCalledBackInALaterTask() async throws {
        for (name, snippet) in [("our snippet", ""), ("its own snippet", BridgeDialectTests.bootstrap)] {
            let engine = try await engine()
            try await engine.loadHTML("<p>page</p>", baseURL: nil)
            let now = try await engine.executeScript("""
                \(snippet)
                var order = [];
                setupWebViewJavascriptBridge(function (bridge) { order.push('called back: ' + typeof bridge.callHandler + ', ' + typeof later); });
                var later = function () {};
                order.push('script end');
                order
                """)
            XCTAssertEqual(now, ["script end"], name)
            await engine.runtime.run()
            let order = try await engine.executeScript("order")
            XCTAssertEqual(order, ["script end", "called back: function, function"], name)
        }
    }

    /// Each dialect's bridge has that version's own keys, in its order: 6.x's five
    /// (WebViewJavascriptBridge_JS.m lines 28-34); 4.x's six (v4.1.5's
    /// WebViewJavascriptBridge.js.txt lines 102-109), and `_messageHandler` once `init` ran
    /// (line 23). What the other version has, and our `removeHandler`, are there but not
    /// enumerable. Each page gets a bridge of its own: what page 1 added is not on page 2's.
    func testEachDialectsBridgeHasThatVersionsOwnKeys() async throws {
        let engine = try await engine()
        try await engine.loadHTML("""
            <script>
            setupWebViewJavascriptBridge(function (bridge) {
                window.seen6 = [Object.keys(bridge), typeof bridge.init, typeof bridge.send, typeof bridge.removeHandler];
                bridge.addedByPage1 = true;
            });
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let six = try await engine.executeScript("seen6")
        XCTAssertEqual(six, [["registerHandler", "callHandler", "disableJavscriptAlertBoxSafetyTimeout", "_fetchQueue", "_handleMessageFromObjC"], "function", "function", "function"])
        try await engine.loadHTML("""
            <script>
            document.addEventListener('WebViewJavascriptBridgeReady', function (event) {
                var bridge = event.bridge;
                window.seen4 = [Object.keys(bridge), typeof bridge.removeHandler, typeof bridge.disableJavscriptAlertBoxSafetyTimeout, bridge === WebViewJavascriptBridge];
                bridge.init(function () {});
                window.seen4.push(Object.keys(bridge));
            }, false);
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let four = try await engine.executeScript("seen4")
        XCTAssertEqual(four, [
            ["init", "send", "registerHandler", "callHandler", "_fetchQueue", "_handleMessageFromObjC"], "function", "function", true,
            ["init", "send", "registerHandler", "callHandler", "_fetchQueue", "_handleMessageFromObjC", "_messageHandler"],
        ])
    }

    /// WVJB 6.x's JS gives a page without a `window.onerror` one that logs to the console
    /// (WebViewJavascriptBridge_JS.m lines 23-27: `"WebViewJavascriptBridge: ERROR:" + msg +
    /// "@" + url + ":" + line`); a page's own stays. 4.x's JS installs none.
    func testThe6xBridgeGivesAPageWithoutOnerrorWVJBsConsoleLine() async throws {
        let engine = try await engine()
        try await engine.loadHTML("""
            <script>
            setupWebViewJavascriptBridge(function () { setTimeout(function () { throw new Error('boom'); }, 0); });
            </script>
            """, baseURL: URL(string: "https://app.example/page"))
        await engine.runtime.run()
        let type = try await engine.executeScript("typeof window.onerror")
        XCTAssertEqual(type, "function")
        let logs = await engine.sessionRecord.logs
        XCTAssertEqual(logs.filter { $0.hasPrefix("WebViewJavascriptBridge: ERROR:") && $0.contains("boom") }.count, 1, "\(logs)")

        try await engine.loadHTML("""
            <script>
            window.onerror = function mine() {};
            setupWebViewJavascriptBridge(function () {});
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let own = try await engine.executeScript("window.onerror.name")
        XCTAssertEqual(own, "mine")

        try await engine.loadHTML("""
            <script>
            window.onerror = null;
            document.addEventListener('WebViewJavascriptBridgeReady', function (event) { event.bridge.init(function () {}); });
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let none = try await engine.executeScript("[window.onerror, typeof WebViewJavascriptBridge.send]")
        XCTAssertEqual(none, [.null, "function"])
    }

    func testWKWebViewScriptMessageHandlersReachNativeHandlers() async throws {
        let engine = try await engine()
        try await engine.loadHTML("""
            <script>
            var seen = [typeof window.webkit.messageHandlers.testObjcCallback, 'testObjcCallback' in webkit.messageHandlers,
                        typeof webkit.messageHandlers.notRegistered];
            webkit.messageHandlers.testObjcCallback.postMessage('wk').then(function (reply) { seen.push(reply); });
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let seen = try await engine.executeScript("seen")
        XCTAssertEqual(seen, ["object", true, "undefined", "native got wk"])
        let handlers = await engine.events.map(\.handler)
        XCTAssertTrue(handlers.contains("testObjcCallback"), "\(handlers)")
    }
    /// As WebKit's named-getter namespace: a page may stub a handler its app build does not
    /// register (NetNewsWire's article page posts to several), and a registered one still works.
    func testAPageMayAddItsOwnScriptMessageHandlers() async throws {
        let engine = try await engine()
        try await engine.loadHTML("""
            <script>
            var posted = [];
            webkit.messageHandlers.mediaSourceURLs = { postMessage: function (body) { posted.push(body); } };
            webkit.messageHandlers.mediaSourceURLs.postMessage('stubbed');
            var seen = ['mediaSourceURLs' in webkit.messageHandlers, typeof webkit.messageHandlers.testObjcCallback, posted];
            </script>
            """, baseURL: nil)
        let seen = try await engine.executeScript("seen")
        XCTAssertEqual(seen, [true, "object", ["stubbed"]])
    }
    /// An Android JsBridge-style page (lzyzsd's dialect): yy:// URLs, the queue returned by a
    /// second navigation, native messages through _handleMessageFromNative.
    static let androidBridge = """
        <script>
        (function () {
            if (window.WebViewJavascriptBridge) { return; }
            var queue = [], handlers = {}, callbacks = {}, nextId = 1;
            var frame = document.createElement('iframe');
            frame.style.display = 'none';
            document.documentElement.appendChild(frame);
            function post(message, callback) {
                if (callback) { var id = 'cb_' + (nextId++) + '_' + Date.now(); callbacks[id] = callback; message.callbackId = id; }
                queue.push(message);
                frame.src = 'yy://__QUEUE_MESSAGE__/';
            }
            window.WebViewJavascriptBridge = {
                pageOwned: 'android',
                registerHandler: function (name, handler) { handlers[name] = handler; },
                callHandler: function (name, data, callback) { post({ handlerName: name, data: data }, callback); },
                _fetchQueue: function () {
                    var text = JSON.stringify(queue); queue = [];
                    frame.src = 'yy://return/_fetchQueue/' + encodeURIComponent(text);
                },
                _handleMessageFromNative: function (json) {
                    var message = JSON.parse(json);
                    if (message.responseId) { callbacks[message.responseId](message.responseData); delete callbacks[message.responseId]; return; }
                    var reply = message.callbackId ? function (data) { post({ responseId: message.callbackId, responseData: data }); } : undefined;
                    handlers[message.handlerName](message.data, reply);
                },
            };
        })();
        </script>
        """

    func testAnAndroidJsBridgePageTalksThroughItsYyURLs() async throws {
        let engine = try await engine()
        try await engine.loadHTML(Self.androidBridge + """
            <script>
            var log = [];
            WebViewJavascriptBridge.registerHandler('fromNative', function (data, reply) { reply('android got ' + data); });
            WebViewJavascriptBridge.callHandler('testObjcCallback', 'droid', function (response) { log.push(response); });
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        let reply = try await engine.callHandler("fromNative", data: "n")
        XCTAssertEqual(reply, "android got n")
        let state = try await engine.executeScript("[WebViewJavascriptBridge.pageOwned, log]")
        XCTAssertEqual(state, ["android", ["native got droid"]])
    }
}
