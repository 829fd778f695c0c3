import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import WebKitEngine
import XCTest

/// The WebKit engine on real WebKitGTK: the same bridge, strategies and report as the fast
/// engine, with WebKit's own layout, dialogs and navigations. Skipped, saying why, where
/// WebKitGTK, Xvfb or the helper are missing (`scripts/install-deps.sh` installs them).
final class WebKitEngineTests: XCTestCase {
    private func engine(width: Double = 375) async throws -> WebKitEngine {
        do {
            return try await WebKitEngine(viewportWidth: width)
        } catch let error as WebKitEngineError {
            throw XCTSkip("the WebKit engine cannot start here: \(error)")
        }
    }

    func testTheSamplePostRendersAsOnTheFastEngineWithRealLayout() async throws {
        _ = try await engine()  // skips where WebKit is missing
        let html = try String(contentsOf: Self.repository.appendingPathComponent("examples/sample-post.html"), encoding: .utf8)
        var reports: [EngineKind: (Double, RenderReport)] = [:]
        for kind in EngineKind.allCases {
            var configuration = PostContentAssembly.Configuration()
            configuration.engine = kind
            configuration.composer.baseURL = URL(string: "https://blog.example/posts/2026/headless")
            let module = try await PostContentAssembly.assemble(configuration)
            reports[kind] = try await module.render(html)
        }
        let (fastHeight, fast) = try XCTUnwrap(reports[.fast])
        let (webkitHeight, webkit) = try XCTUnwrap(reports[.webkit])
        XCTAssertEqual(webkit.steps.map(\.status), Array(repeating: .answered, count: 4))
        XCTAssertEqual(webkit.steps.map(\.response), fast.steps.map(\.response))
        XCTAssertEqual(webkit.html, fast.html, "the strategy's DOM work is the same on both engines")
        XCTAssertEqual(webkit.errors, [])
        // WebKit lays the post out with the pinned fonts (737 px); Chromium 156, given the same
        // rendered document at 375 px (device metrics set), measures 744 px: within the 1% target.
        XCTAssertEqual(webkitHeight, 744, accuracy: 744 * 0.01)
        XCTAssertNotEqual(webkitHeight, fastHeight, "the fast engine's height is an estimate")
    }

    func testCallsCrossTheBridgeBothWays() async throws {
        let engine = try await engine()
        await engine.registerHandler("double", .async { data in .number((data.numberValue ?? 0) * 2) })
        try await engine.loadHTML("""
            <p>page</p>
            <script>
            var log = [];
            setupWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('greet', function (data, reply) { reply('hello ' + data.name); });
                bridge.registerHandler('fails', function () { throw new RangeError('no'); });
                bridge.callHandler('double', 21, function (answer) { log.push(answer); });
            });
            </script>
            """, baseURL: URL(string: "https://app.example/page"))
        let greeting = try await engine.callHandler("greet", data: ["name": "WebKit"], timeout: .seconds(5))
        XCTAssertEqual(greeting, "hello WebKit")
        do {
            _ = try await engine.callHandler("missing", data: .null, timeout: .seconds(5))
            XCTFail("a missing JS handler answers")
        } catch {
            XCTAssertEqual(error.kind, .noHandler)
        }
        do {
            _ = try await engine.callHandler("fails", data: .null, timeout: .seconds(5))
            XCTFail("a throwing JS handler answers")
        } catch {
            XCTAssertEqual(error.kind, .failed)
            XCTAssertEqual(error.name, "RangeError")
        }
        let log = try await eventually { try await engine.executeScript("log") == [42] }
        XCTAssertTrue(log, "the page's call to the async native handler was answered")
        XCTAssertTrue(engine.events.contains { $0.handler == "double" && $0.data == 21 })
    }

    /// WVJB sends each native message as JSON text that `_handleMessageFromObjC` parses with
    /// `JSON.parse` (WebViewJavascriptBridge_JS.m line 86; WebViewJavascriptBridgeBase.m lines
    /// 179-190 quote it into the command), so a "__proto__" key is an own property, in calls and
    /// in native answers alike. And each message is its own `evaluateJavaScript` (line 192)
    /// whose handler runs in a timer task (`setTimeout(_doDispatchMessageFromObjC)`, line 80),
    /// so of two calls sent together the first handler's microtasks run before the second.
    func testNativeMessagesArriveAsParsedJSONTextEachHandledInItsOwnTask() async throws {
        let engine = try await engine()
        await engine.registerHandler("nativeShape", .immediate { _ in ["__proto__": ["polluted": true], "a": 1] })
        try await engine.loadHTML("""
            <script>
            var log = [], answered;
            function shape(value) { return [Object.keys(value), Object.getPrototypeOf(value) === Object.prototype, JSON.stringify(value)]; }
            setupWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('shape', function (data, reply) { reply(shape(data)); });
                bridge.registerHandler('first', function (data, reply) {
                    log.push('first');
                    Promise.resolve().then(function () { log.push('first, its microtask'); reply(1); });
                });
                bridge.registerHandler('second', function (data, reply) { log.push('second'); reply(2); });
                bridge.callHandler('nativeShape', null, function (response) { answered = shape(response); });
            });
            </script>
            """, baseURL: nil)
        let expected: JSValue = [["__proto__", "a"], true, #"{"__proto__":{"polluted":true},"a":1}"#]
        let shape = try await engine.callHandler("shape", data: ["__proto__": ["polluted": true], "a": 1], timeout: .seconds(5))
        XCTAssertEqual(shape, expected)
        let answer = try await eventually { try await engine.executeScript("answered ?? null") != .null }
        XCTAssertTrue(answer)
        let answered = try await engine.executeScript("answered")
        XCTAssertEqual(answered, expected, "a native answer is parsed JSON too")

        let report = await engine.render(with: RenderStrategy(name: "together", timeout: 5, steps: [.init(handler: "first"), .init(handler: "second")]))
        XCTAssertEqual(report.steps.map(\.status), [.answered, .answered])
        let log = try await engine.executeScript("log")
        XCTAssertEqual(log, ["first", "first, its microtask", "second"])
    }

    /// As on the fast engine (BridgeDialectTests): the report leaves out the bridge's messaging
    /// iframe wherever a handler moved it, and a wrapper after `</body>` that held only it.
    func testTheReportLeavesOutTheMessagingIframeWhereverAHandlerMovedIt() async throws {
        let engine = try await engine()
        for handler in ["wrapEmbeds", "gatherEmbeds"] {
            try await engine.loadHTML(BridgeDialectTests.embedsPage, baseURL: URL(string: "https://app.example/"))
            let report = await engine.render(with: RenderStrategy(name: handler, timeout: 5, steps: [.init(handler: handler)]))
            let expected = try XCTUnwrap(BridgeDialectTests.embedsExpected[handler])
            XCTAssertEqual(report.steps.first?.response, ["moved": 2], handler)
            XCTAssertTrue(report.html.contains(expected.report), "\(handler): \(report.html)")
            XCTAssertFalse(report.html.contains("__wvjb_queue_message__"), "\(handler): \(report.html)")
            XCTAssertTrue(report.html.hasSuffix("</script></body></html>"), "\(handler): nothing after the body: \(report.html)")
            let page = try await engine.executeScript("document.documentElement.outerHTML").stringValue ?? ""
            XCTAssertTrue(page.contains(expected.page), "\(handler): the page's own document still has it: \(page)")
        }
    }

    /// WKWebView's own channel: each native handler is a real script message handler, and
    /// `postMessage` returns a promise of its answer, as with a handler added with a reply.
    func testScriptMessageHandlersAreRealAndAnswerThroughTheirPromise() async throws {
        let engine = try await engine()
        await engine.registerHandler("echo", .immediate { $0 })
        await engine.registerHandler("refuse", .immediate { _ in throw BridgeError(kind: .failed, name: "RangeError", message: "too big") })
        try await engine.loadHTML("""
            <script>
            var log = [typeof webkit.messageHandlers.missing];
            webkit.messageHandlers.echo.postMessage({ n: 1 }).then(function (answer) { log.push(answer); });
            webkit.messageHandlers.refuse.postMessage(2).catch(function (error) { log.push('rejected: ' + error.message); });
            </script>
            """, baseURL: nil)
        let done = try await eventually { try await engine.executeScript("log.length") == 3 }
        XCTAssertTrue(done)
        let log = try await engine.executeScript("log")
        XCTAssertEqual(log, ["undefined", ["n": 1], "rejected: RangeError: too big"])
        XCTAssertTrue(engine.events.contains { $0.handler == "echo" && $0.data == ["n": 1] })
    }

    func testLisionsBridgeIsInjectedOnItsSignalThroughARealMessageHandler() async throws {
        let engine = try await engine()
        await engine.registerHandler("testiOSCallback", .immediate { data in ["got": data] })
        try await engine.loadHTML("""
            <div id=log></div><script>\(BridgeDialectTests.lisionBootstrap)
            setupWKWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('testJavascriptHandler', function (data, responseCallback) { responseCallback({ echo: data }); });
                bridge.callHandler('testiOSCallback', { foo: 'bar' }, function (response) { document.getElementById('log').textContent = JSON.stringify(response); });
            });
            </script>
            """, baseURL: nil)
        let logged = try await eventually {
            try await engine.executeScript("document.getElementById('log').textContent") == #"{"got":{"foo":"bar"}}"#
        }
        XCTAssertTrue(logged, "the page's call reached native code and its answer came back")
        let reply = try await engine.callHandler("testJavascriptHandler", data: ["n": 1], timeout: .seconds(5))
        XCTAssertEqual(reply, ["echo": ["n": 1]])
    }

    func testAPagesOwnBridgeSpeaksTheWireProtocolThroughRealNavigations() async throws {
        let engine = try await engine()
        await engine.registerHandler("testObjcCallback", .immediate { data in .string("native got \(data.stringValue ?? "?")") })
        try await engine.loadHTML(PageBridgeTests.bridge6 + """
            <script>
            var log = [];
            WebViewJavascriptBridge.registerHandler('testJavascriptHandler', function (data, reply) { reply({ echoed: data }); });
            WebViewJavascriptBridge.callHandler('testObjcCallback', 'ping', function (response) { log.push(response); });
            </script>
            """, baseURL: URL(string: "https://app.example/"))
        let reply = try await engine.callHandler("testJavascriptHandler", data: ["foo": "bar"], timeout: .seconds(5))
        XCTAssertEqual(reply, ["echoed": ["foo": "bar"]])
        let answered = try await eventually { try await engine.executeScript("[WebViewJavascriptBridge.pageOwned, log]") == ["6.x", ["native got ping"]] }
        XCTAssertTrue(answered, "the page's own bridge got native's answer through _handleMessageFromObjC")
    }

    /// As on the fast engine (PageBridgeTests): WVJB 6.x injects only on `__bridge_loaded__`
    /// (WKWebViewJavascriptBridge.m line 143), never at load end, and calls back with
    /// `setTimeout(_callWVJBCallbacks, 0)` (WebViewJavascriptBridge_JS.m line 126), so a script
    /// run after load that bootstraps is called back after its end; and its JS gives a page
    /// without `window.onerror` one that logs to the console (lines 23-27).
    func testAScriptRunAfterLoadThatBootstrapsIsCalledBackLaterAndGetsWVJBsOnerror() async throws {
        let engine = try await engine()
        // (An error thrown by the page's own script: WebKit mutes one from a script it counts
        // as another origin's to "Script error.")
        try await engine.loadHTML("<p>page</p><script>function boom() { throw new Error('boom'); }</script>", baseURL: URL(string: "https://app.example/page"))
        let now = try await engine.executeScript("""
            var order = [typeof window.onerror];
            setupWebViewJavascriptBridge(function (bridge) {
                order.push('called back', typeof window.onerror);
                setTimeout(boom, 0);
            });
            order.push('script end');
            order
            """)
        XCTAssertEqual(now, ["object", "script end"])
        let called = try await eventually { try await engine.executeScript("order.length") == 4 }
        XCTAssertTrue(called)
        let order = try await engine.executeScript("order")
        XCTAssertEqual(order, ["object", "script end", "called back", "function"])
        let logged = try await eventually {
            await engine.sessionRecord.logs.contains { $0.hasPrefix("WebViewJavascriptBridge: ERROR:") && $0.contains("boom") }
        }
        let logs = await engine.sessionRecord.logs
        XCTAssertTrue(logged, "\(logs)")
    }

    func testDialogsAreAnsweredByTheUIDelegateAndLinkClicksAreTapsThatDoNotNavigate() async throws {
        let engine = try await engine()
        let delegate = await MainActor.run { RecordingDelegate() }
        engine.uiDelegate = delegate
        engine.presentationDelegate = delegate
        try await engine.loadHTML(#"<a id="more" href="/more">more</a>"#, baseURL: URL(string: "https://blog.example/post"))
        let confirmed = try await engine.executeScript("confirm('Delete?') + ':' + prompt('Name?', 'x')")
        XCTAssertEqual(confirmed, "true:typed")
        _ = try await engine.executeScript("document.getElementById('more').click()")
        let tapped = try await eventually { await delegate.links == [URL(string: "https://blog.example/more")!] }
        XCTAssertTrue(tapped, "the link tap reached the presentation delegate")
        let location = try await engine.executeScript("location.href")
        XCTAssertEqual(location, "https://blog.example/post", "nothing navigates")
        let prompts = await delegate.prompts
        XCTAssertEqual(prompts, ["Delete?", "Name?"])
    }

    func testContentHeightIsRealLayoutAtTheRequestedWidth() async throws {
        let engine = try await engine()
        let text = String(repeating: "Words that wrap across the width of a phone. ", count: 40)
        try await engine.loadHTML("<p>\(text)</p>", baseURL: nil)
        let narrow = await engine.contentHeight(forWidth: 320)
        let wide = await engine.contentHeight(forWidth: 1024)
        XCTAssertGreaterThan(narrow, wide * 2, "narrower is taller: \(narrow) vs \(wide)")
        XCTAssertGreaterThan(wide, 16)
    }

    func testAKilledHelperFailsThatRenderAndTheNextRenderWorks() async throws {
        let engine = try await engine()
        try await engine.loadHTML("""
            <script>
            setupWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('slow', function (data, reply) { setTimeout(function () { reply('late'); }, 3000); });
                bridge.registerHandler('quick', function (data, reply) { reply('ok'); });
            });
            </script>
            """, baseURL: nil)
        let strategy = RenderStrategy(name: "slow", timeout: 10, steps: [.init(handler: "slow")])
        async let report = engine.render(with: strategy)
        try await Task.sleep(for: .milliseconds(300))
        let helper = try XCTUnwrap(WebKitEngine.helperProcessIdentifier)
        kill(helper, SIGKILL)
        let failed = await report
        XCTAssertEqual(failed.steps.map(\.status), [.failed])
        XCTAssertTrue(failed.steps[0].error?.message.contains("WebKit") == true, "\(String(describing: failed.steps[0].error))")

        try await engine.loadHTML("""
            <script>
            setupWebViewJavascriptBridge(function (bridge) { bridge.registerHandler('quick', function (data, reply) { reply('ok'); }); });
            </script>
            """, baseURL: nil)
        let next = await engine.render(with: RenderStrategy(name: "quick", timeout: 5, steps: [.init(handler: "quick")]))
        XCTAssertEqual(next.steps.map(\.status), [.answered])
        XCTAssertNotEqual(WebKitEngine.helperProcessIdentifier, helper, "a new helper serves the next render")
    }

    func testAScriptThatNeverReturnsIsStoppedAndTheEngineGoesOn() async throws {
        let engine = try await engine()
        engine.scriptTimeout = .seconds(1)
        try await engine.loadHTML("<p>page</p>", baseURL: nil)
        let started = ContinuousClock.now
        do {
            try await engine.executeScript("while (true) {}")
            XCTFail("an endless script returned")
        } catch let error as JSException {
            XCTAssertTrue(error.isTermination)
            XCTAssertEqual(error.name, "TimeLimitExceeded")
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
        try await engine.loadHTML("<p>next</p>", baseURL: nil)
        let text = try await engine.executeScript("document.querySelector('p').textContent")
        XCTAssertEqual(text, "next")
    }

    /// Nothing a page can do waits on a dialog no one answers: print() does nothing, a file
    /// chooser is cancelled, and an endless stream of alerts is cut off by the time limit.
    func testPrintFileChoosersAndEndlessAlertsDoNotHang() async throws {
        let engine = try await engine()
        engine.scriptTimeout = .seconds(2)
        try await engine.loadHTML("<input type=file id=f>", baseURL: nil)
        let after = try await engine.executeScript("print(); document.getElementById('f').click(); 'went on'")
        XCTAssertEqual(after, "went on")
        do {
            try await engine.loadHTML("<script>for (;;) alert('again')</script>", baseURL: nil)
            XCTFail("a page that never finishes loading loaded")
        } catch let error as JSException {
            XCTAssertTrue(error.message.contains("TimeLimitExceeded"), error.message)
        }
        try await engine.loadHTML("<p>calm</p>", baseURL: nil)
        let text = try await engine.executeScript("document.querySelector('p').textContent")
        XCTAssertEqual(text, "calm")
    }

    func testUserScriptsRunOnceALoadWhenHandlersAreRegisteredBetweenThem() async throws {
        let engine = try await engine()
        await engine.registerHandler("first", .immediate { _ in .null })
        try await engine.addUserScript("window.ran = (window.ran || 0) + 1;", name: "one.js")
        await engine.registerHandler("second", .immediate { _ in .null })
        try await engine.addUserScript("window.ranToo = (window.ranToo || 0) + 1;", name: "two.js")
        try await engine.loadHTML("<p>page</p>", baseURL: nil)
        let counts = try await engine.executeScript("[window.ran, window.ranToo]")
        XCTAssertEqual(counts, [1, 1])
    }

    /// A view given back to the pool by an engine that went away keeps nothing of it: not its
    /// user scripts, not its page.
    func testAWarmViewFromThePoolStartsClean() async throws {
        do {
            let first = try await engine()
            try await first.addUserScript("window.fromFirst = true;", name: "first.js")
            try await first.loadHTML("<p id=old>first</p>", baseURL: nil)
            let ran = try await first.executeScript("window.fromFirst === true")
            XCTAssertEqual(ran, true)
        }
        try await Task.sleep(for: .milliseconds(300))  // the view is emptied and pooled
        let second = try await engine()
        await second.registerHandler("ping", .immediate { _ in "pong" })
        try await second.loadHTML("""
            <p id=new>second</p>
            <script>setupWebViewJavascriptBridge(function (bridge) { bridge.callHandler('ping', null, function (answer) { window.answer = answer; }); });</script>
            """, baseURL: nil)
        let state = try await second.executeScript("[typeof window.fromFirst, document.getElementById('old') === null, document.getElementById('new').textContent]")
        XCTAssertEqual(state, ["undefined", true, "second"])
        let answered = try await eventually { try await second.executeScript("window.answer") == "pong" }
        XCTAssertTrue(answered)
    }

    /// A POST form's navigation carries its encoded body on both engines, whether the page
    /// submits it with `submit()` or a submit button.
    func testAPostFormsNavigationCarriesTheSameBodyOnBothEngines() async throws {
        let webkit = try await engine()
        let page = """
            <form id=f method=post action="/send" enctype="application/x-www-form-urlencoded">
            <input name=a value="1"><textarea name=t>two words\nline</textarea><input type=checkbox name=c checked>
            <button id=go name=via value=button>Go</button></form>
            """
        var bodies: [[String?]] = []
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML(page, baseURL: URL(string: "https://app.example/form"))
            _ = try await engine.executeScript("document.getElementById('go').click()", sourceURL: "click.js")
            _ = try await engine.executeScript("document.getElementById('f').submit()", sourceURL: "submit.js")
            var forms: [RenderReport.Event] = []
            let deadline = ContinuousClock.now + .seconds(5)
            while forms.count < 2, ContinuousClock.now < deadline {
                forms = await engine.sessionRecord.events.filter { $0.handler == "navigation" && $0.data["kind"] == "formSubmitted" }
                try await Task.sleep(for: .milliseconds(10))
            }
            bodies.append(forms.map { $0.data["body"]?.stringValue })
        }
        XCTAssertEqual(bodies[0], ["a=1&t=two+words%0D%0Aline&c=on&via=button", "a=1&t=two+words%0D%0Aline&c=on"])
        XCTAssertEqual(bodies[1], bodies[0], "WebKit's submissions carry the bodies the fast engine reports")
    }

    /// The differential check on the golden pages: each page and its script, on both engines,
    /// must leave the same document (the goldens' expected output came from Chromium).
    func testTheGoldenPagesLeaveTheSameDocumentOnBothEngines() async throws {
        let webkit = try await engine()
        let folder = Self.repository.appendingPathComponent("Tests/DOMShimTests/Goldens")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".html") && !$0.hasSuffix(".expected.html") }.sorted()
        XCTAssertGreaterThanOrEqual(pages.count, 50)
        var differing: [String] = []
        for page in pages {
            let url = folder.appendingPathComponent(page)
            let html = try String(contentsOf: url, encoding: .utf8)
            let script = try? String(contentsOf: url.deletingPathExtension().appendingPathExtension("js"), encoding: .utf8)
            let fast = try await JSWebEngine()
            var documents: [JSValue] = []
            for engine in [fast, webkit] as [any BridgedWebEngine] {
                try await engine.loadHTML(html, baseURL: url)
                if let script { _ = try? await engine.executeScript(script, sourceURL: page) }
                documents.append(try await engine.executeScript("document.documentElement.outerHTML", sourceURL: "dump.js"))
            }
            if documents[0] != documents[1] { differing.append(page) }
        }
        XCTAssertEqual(differing, [], "pages whose document differs between the fast engine and WebKit")
    }

    // MARK: Support

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Polls `condition` (WebKit's answers arrive as the page posts them) for up to 5 s.
    private func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}

@MainActor
private final class RecordingDelegate: WebUIDelegate, WebPresentationDelegate {
    var prompts: [String] = []
    var links: [URL] = []

    func webPresentation(_ presentation: any WebPresentation, runJavaScriptConfirmPanelWithMessage message: String) -> Bool {
        prompts.append(message)
        return true
    }

    func webPresentation(_ presentation: any WebPresentation, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String) -> String? {
        prompts.append(prompt)
        return "typed"
    }

    func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL) { links.append(url) }
    func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL) {}
}
