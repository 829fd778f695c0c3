import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// WebViewJavascriptBridge's own test behaviours, on the real engine.
final class BridgeTests: XCTestCase {
    private func engine(_ html: String = "<p>page</p>") async throws -> JSWebEngine {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        let engine = try await JSWebEngine(configuration: configuration)
        try await engine.loadHTML(html, baseURL: URL(string: "https://blog.example/post/1"))
        return engine
    }

    func testEchoBeforeAndAfterReady() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        let engine = try await JSWebEngine(configuration: configuration)
        // Before the page is ready the call waits in a queue...
        async let early = engine.callHandler("echo", data: "before ready", timeout: .seconds(5))
        try await Task.sleep(for: .milliseconds(50))
        _ = try await engine.executeScript("WebViewJavascriptBridge.registerHandler('echo', (data, reply) => reply(data))")
        try await engine.loadHTML("<p>x</p>", baseURL: nil)
        // ...and is delivered, in order, once it is.
        let earlyAnswer = try await early
        XCTAssertEqual(earlyAnswer, "before ready")
        let late = try await engine.callHandler("echo", data: ["after": "ready"])
        XCTAssertEqual(late, ["after": "ready"])
    }

    func testValuesArriveUnchangedBothWays() async throws {
        let engine = try await engine()
        _ = try await engine.executeScript("WebViewJavascriptBridge.registerHandler('echo', (data, reply) => reply(data))")
        let big = String(repeating: "x\u{2028}y\u{0}😀", count: 200_000)
        let values: [JSValue] = [
            "quotes \" and ' and \\ backslash", "nul \u{0} line sep \u{2028} para sep \u{2029}", "astral 😀𝄞", .string(big),
            1.5, -0.0, 0, true, false, .null, ["nested": ["array": [1, "two", nil, ["deep": true]]]], [],
            // Integers past Int64 (the JSON fuzz target found these crashing) and the extremes.
            [1e20, 1.441e19, -9.3e18, 1e21, .number(.leastNonzeroMagnitude), .number(.greatestFiniteMagnitude), 0.1, 1e-7],
        ]
        for value in values {
            let answer = try await engine.callHandler("echo", data: value)
            XCTAssertTrue(answer == value, "\(value.jsonText.prefix(80))")
        }
        // JS -> native, the same values through a native echo.
        await engine.registerHandler("nativeEcho", .immediate { $0 })
        await engine.registerHandler("big", .immediate { _ in .string(big) })
        _ = try await engine.executeScript("""
            var received = [];
            const values = ["q\\" ' \\\\", "\\u0000\\u2028\\u2029", "😀", { a: [1, null, { b: "c" }] }, null, 0, true];
            values.forEach(v => WebViewJavascriptBridge.callHandler('nativeEcho', v, r => received.push(JSON.stringify(r) === JSON.stringify(v))));
            WebViewJavascriptBridge.callHandler('big', r => { received.push(r.length) });
            """)
        await engine.runtime.run()
        let received = try await engine.executeScript("received")
        XCTAssertEqual(received, [true, true, true, true, true, true, true, .number(Double(big.utf16.count))])
    }

    func testJSCallsNativeAndUsesTheReply() async throws {
        let engine = try await engine()
        await engine.registerHandler("sum", .immediate { data in
            .number((data.numberValue ?? 0) + 1)
        })
        await engine.registerHandler("slowDouble", .async { data in
            try await Task.sleep(for: .milliseconds(20))
            return .number((data.numberValue ?? 0) * 2)
        })
        _ = try await engine.executeScript("""
            var results = [];
            WebViewJavascriptBridge.callHandler('sum', 41, r => results.push('sum ' + r));
            WebViewJavascriptBridge.callHandler('slowDouble', 21, r => results.push('double ' + r));
            WebViewJavascriptBridge.callHandler('sum', 1); // no callback: no answer expected
            results.push('sync');
            """)
        _ = await engine.runtime.runUntilIdle(timeout: .seconds(5))
        let results = try await engine.executeScript("results")
        XCTAssertEqual(results, ["sync", "sum 42", "double 42"])
        let events = await engine.events.map(\.handler)
        XCTAssertEqual(events, ["sum", "slowDouble", "sum"])
    }

    func testMissingHandlersGetADefinedAnswerOnBothSides() async throws {
        let engine = try await engine()
        do {
            _ = try await engine.callHandler("nobody")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.kind, .noHandler)
            XCTAssertEqual(error.name, "NoHandlerError")
        }
        // JS -> an unknown native handler: as in WebViewJavascriptBridge, the callback is never
        // called; the call and an error naming the handler are reported.
        _ = try await engine.executeScript("var answered = false; WebViewJavascriptBridge.callHandler('nobodyNative', 1, () => { answered = true })")
        await engine.runtime.run()
        let answered = try await engine.executeScript("answered")
        XCTAssertEqual(answered, false)
        let errors = await engine.runtime.uncaughtErrors.map(\.exception.message)
        XCTAssertTrue(errors.contains("no native handler is registered for 'nobodyNative'"), "\(errors)")
    }

    func testRemoveHandlerAndReRegisterReplaces() async throws {
        let engine = try await engine()
        _ = try await engine.executeScript("WebViewJavascriptBridge.registerHandler('h', (d, r) => r('first')); WebViewJavascriptBridge.registerHandler('h', (d, r) => r('second'))")
        let replaced = try await engine.callHandler("h")
        XCTAssertEqual(replaced, "second")
        _ = try await engine.executeScript("WebViewJavascriptBridge.removeHandler('h')")
        do {
            _ = try await engine.callHandler("h")
            XCTFail("expected noHandler")
        } catch {
            XCTAssertEqual(error.kind, .noHandler)
        }
        await engine.registerHandler("n", .immediate { _ in "native" })
        await engine.removeHandler("n")
        _ = try await engine.executeScript("var removed = 'not called'; WebViewJavascriptBridge.callHandler('n', null, (d) => { removed = d })")
        await engine.runtime.run()
        let removed = try await engine.executeScript("removed")
        XCTAssertEqual(removed, "not called")
    }

    func testBootstrapCallbacksRunInALaterTaskOnceInOrderAndSecondInjectionIsANoOp() async throws {
        let engine = try await engine()
        // A new page has no bridge until its bootstrap signal, as in a fresh web view.
        try await engine.loadHTML("""
            <script>
            var order = [];
            function setupWebViewJavascriptBridge(callback) {
                if (window.WebViewJavascriptBridge) { return callback(WebViewJavascriptBridge); }
                if (window.WVJBCallbacks) { return window.WVJBCallbacks.push(callback); }
                window.WVJBCallbacks = [callback];
                var WVJBIframe = document.createElement('iframe');
                WVJBIframe.style.display = 'none';
                WVJBIframe.src = 'https://__bridge_loaded__';
                document.documentElement.appendChild(WVJBIframe);
                setTimeout(function() { document.documentElement.removeChild(WVJBIframe) }, 0);
            }
            order.push('bridge before: ' + typeof window.WebViewJavascriptBridge);
            setupWebViewJavascriptBridge(function (b) { order.push('first:' + (b === WebViewJavascriptBridge) + ':' + typeof laterDeclaration); });
            setupWebViewJavascriptBridge(function () { order.push('second'); });
            var laterDeclaration = function () {};
            order.push('script end');
            </script>
            """, baseURL: nil)
        await engine.runtime.run()
        _ = try await engine.executeScript("const again = document.createElement('iframe'); again.src = 'https://__bridge_loaded__'; document.documentElement.appendChild(again);")
        await engine.runtime.run()
        let order = try await engine.executeScript("order")
        XCTAssertEqual(order, ["bridge before: undefined", "script end", "first:true:function", "second"])
        // An ordinary object, as WebViewJavascriptBridge's: a page may wrap its methods.
        let wrapped = try await engine.executeScript("""
            const original = WebViewJavascriptBridge.callHandler;
            WebViewJavascriptBridge.callHandler = function (name, data, callback) { order.push('wrapped ' + name); return original.apply(this, arguments); };
            WebViewJavascriptBridge.callHandler('log', 'x');
            [Object.isFrozen(WebViewJavascriptBridge), order[order.length - 1]]
            """)
        XCTAssertEqual(wrapped, [false, "wrapped log"])
    }

    func testNullRepliesArriveAsNullAndUndefinedCallbackWhenNoAnswerWanted() async throws {
        let engine = try await engine()
        _ = try await engine.executeScript("""
            var callbackTypes = [];
            WebViewJavascriptBridge.registerHandler('nullReply', (data, reply) => reply(null));
            WebViewJavascriptBridge.registerHandler('record', (data, reply) => { callbackTypes.push(typeof reply); if (reply) reply(true) });
            """)
        let reply = try await engine.callHandler("nullReply")
        XCTAssertEqual(reply, .null)
        await engine.sendToHandler("record", data: 1)
        _ = try await engine.callHandler("record")
        let types = try await engine.executeScript("callbackTypes")
        XCTAssertEqual(types, ["undefined", "function"])
    }

    func testUnknownAndRepeatedResponseIDsAreIgnored() async throws {
        let engine = try await engine()
        _ = try await engine.executeScript("""
            WebViewJavascriptBridge._handleMessageFromObjC(JSON.stringify({ responseId: 'cb_999_0', responseData: 1 }));
            var calls = 0;
            WebViewJavascriptBridge.registerHandler('twice', (d, reply) => { reply(1); reply(2); calls++; });
            """)
        let answer = try await engine.callHandler("twice")
        XCTAssertEqual(answer, 1)
    }

    /// WVJB never stringifies a payload alone: `callHandler` queues `{ handlerName, data }`
    /// (WebViewJavascriptBridge_JS.m line 56), a JS handler's answer is `{ handlerName,
    /// responseId, responseData }` (line 101), and `_fetchQueue` stringifies the whole queue
    /// (line 73). So a payload's `toJSON` is called with the key "data" or "responseData".
    func testAPayloadsToJSONGetsTheKeyWVJBStringifiesItUnder() async throws {
        let engine = try await engine()
        await engine.registerHandler("nativeEcho", .immediate { $0 })
        await engine.registerHandler("", .immediate { _ in .null })
        _ = try await engine.executeScript("""
            var keys = [];
            function Tracked(name) { this.name = name; }
            Tracked.prototype.toJSON = function (key) { keys.push(this.name + ' ' + JSON.stringify(key)); return { name: this.name, key: key }; };
            setupWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('answer', function (data, reply) { reply(new Tracked('answer')); });
                bridge.callHandler('nativeEcho', new Tracked('call'), function (echoed) { keys.push('echoed ' + JSON.stringify(echoed)); });
                bridge.send(new Tracked('send'));
            });
            """)
        await engine.runtime.run()
        let answer = try await engine.callHandler("answer")
        XCTAssertEqual(answer, ["name": "answer", "key": "responseData"])
        let keys = try await engine.executeScript("keys")
        XCTAssertEqual(keys, [#"call "data""#, #"send "data""#, #"echoed {"name":"call","key":"data"}"#, #"answer "responseData""#])
    }

    struct Resize: Codable, Sendable, Equatable { var maxWidth: Int }
    struct Resized: Codable, Sendable, Equatable { var count: Int; var logDescription: String }

    func testCodablePayloadsAndTheCallbackForm() async throws {
        let engine = try await engine("<img width=800><img width=100>")
        _ = try await engine.executeScript("""
            WebViewJavascriptBridge.registerHandler('resize', (data, reply) => {
                const count = [...document.images].filter(i => i.width > data.maxWidth).length;
                reply({ count, logDescription: 'resized ' + count });
            });
            """)
        let reply = try await engine.callHandler("resize", payload: Resize(maxWidth: 320), replyAs: Resized.self)
        XCTAssertEqual(reply, Resized(count: 1, logDescription: "resized 1"))

        let answered = expectation(description: "callback")
        let box = LockedResult()
        engine.callHandler("resize", data: ["maxWidth": 50]) { result in
            box.set(result)
            answered.fulfill()
        }
        await fulfillment(of: [answered], timeout: 5)
        XCTAssertEqual(try box.get()?.get()["count"], 2)

        await engine.registerHandler("area", payload: Resize.self) { size in size.maxWidth * 2 }
        _ = try await engine.executeScript("""
            // Async native handlers run as tasks: their answers come in the order they finish.
            var typed = {};
            WebViewJavascriptBridge.callHandler('area', { maxWidth: 21 }, r => { typed.area = r; });
            WebViewJavascriptBridge.callHandler('area', { wrong: true }, (r, e) => { typed.wrong = e && e.name; });
            """)
        _ = await engine.runtime.runUntilIdle(timeout: .seconds(5))
        let typed = try await engine.executeScript("typed")
        XCTAssertEqual(typed, ["area": 42, "wrong": "Error"])
    }
}

final class LockedResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<JSValue, BridgeError>?
    func set(_ result: Result<JSValue, BridgeError>) { lock.withLock { value = result } }
    func get() throws -> Result<JSValue, BridgeError>? { lock.withLock { value } }
}

/// Payloads the bridge cannot carry: every caller still hears back, with the reason.
final class BridgePayloadLimitTests: XCTestCase {
    private func engine(limit: Int = 64 << 20) async throws -> JSWebEngine {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        configuration.maximumBridgePayloadSize = limit
        let engine = try await JSWebEngine(configuration: configuration)
        try await engine.loadHTML("<p>page</p>", baseURL: nil)
        await engine.registerHandler("nativeEcho", .immediate { $0 })
        _ = try await engine.executeScript("WebViewJavascriptBridge.registerHandler('echo', (data, reply) => reply(data))")
        return engine
    }

    private func jsCallOutcome(_ engine: JSWebEngine, _ data: String) async throws -> JSValue {
        _ = try await engine.executeScript("""
            var outcome = 'no answer';
            WebViewJavascriptBridge.callHandler('nativeEcho', \(data), (reply, error) => { outcome = error ? error.name + ': ' + error.message : reply; });
            """)
        await engine.runtime.run()
        return try await engine.executeScript("outcome")
    }

    func testTooLargeEitherWay() async throws {
        let engine = try await engine(limit: 1_000)
        let refusal = "RangeError: the payload is larger than the bridge's limit of 1000 characters of JSON (Configuration.maximumBridgePayloadSize)"
        // JS -> native, and the native answer that would be too large.
        let large = try await jsCallOutcome(engine, "'x'.repeat(2000)")
        XCTAssertEqual(large, .string(refusal))
        let fits = try await jsCallOutcome(engine, "'x'.repeat(900)")
        XCTAssertEqual(fits, .string(String(repeating: "x", count: 900)))
        await engine.registerHandler("huge", .immediate { _ in .string(String(repeating: "y", count: 5_000)) })
        _ = try await engine.executeScript("var hugeOutcome; WebViewJavascriptBridge.callHandler('huge', (reply, error) => { hugeOutcome = error.name; })")
        await engine.runtime.run()
        let hugeOutcome = try await engine.executeScript("hugeOutcome")
        XCTAssertEqual(hugeOutcome, "RangeError")
        // Native -> JS, both the call and the JS handler's answer.
        do {
            _ = try await engine.callHandler("echo", data: .array(Array(repeating: "abcdef", count: 500)))
            XCTFail("a 4 KB payload crossed a 1,000-character limit")
        } catch {
            XCTAssertEqual(error.description, refusal)
        }
        _ = try await engine.executeScript("WebViewJavascriptBridge.registerHandler('grow', (data, reply) => reply('z'.repeat(5000)))")
        do {
            _ = try await engine.callHandler("grow", data: nil)
            XCTFail("a 5,000-character answer crossed a 1,000-character limit")
        } catch {
            XCTAssertEqual(error.name, "RangeError")
        }
        // The engine goes on.
        let small = try await engine.callHandler("echo", data: "fine")
        XCTAssertEqual(small, "fine")
    }

    func testTooDeepAndUnserializable() async throws {
        let engine = try await engine()
        let deep = try await jsCallOutcome(engine, "(() => { let d = 1; for (let i = 0; i < 2000; i++) d = [d]; return d; })()")
        XCTAssertEqual(deep, "RangeError: the payload is refused: the value nests deeper than 512 levels")
        let errors = await engine.runtime.uncaughtErrors
        XCTAssertTrue(errors.contains { $0.exception.message.hasPrefix("a call to 'nativeEcho': the payload is refused") }, "\(errors)")
        // A JS handler answering with a cycle answers with the TypeError instead.
        _ = try await engine.executeScript("WebViewJavascriptBridge.registerHandler('cycle', (data, reply) => { const o = {}; o.o = o; reply(o); })")
        do {
            _ = try await engine.callHandler("cycle", data: nil)
            XCTFail("a cyclic answer crossed")
        } catch {
            XCTAssertEqual(error.name, "TypeError")
            XCTAssertEqual(error.kind, .failed)
        }
        // A JS caller passing a BigInt learns it at the call.
        let thrown = try await engine.executeScript("try { WebViewJavascriptBridge.callHandler('nativeEcho', 1n); 'no error' } catch (e) { e.name }")
        XCTAssertEqual(thrown, "TypeError")
    }
}

/// Many calls in one trip to the engine's thread.
final class BridgeBatchTests: XCTestCase {
    func testEveryCallOfABatchGetsItsOwnAnswerInOrder() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>page</p>", baseURL: nil)
        _ = try await engine.executeScript("""
            WebViewJavascriptBridge.registerHandler('square', (n, reply) => {
                if (n % 3 === 0) setTimeout(() => reply(n * n), 1); // some answer later
                else if (n === 7) throw new RangeError('seven');
                else if (n !== 11) reply(n * n);                    // 11 never answers
            });
            """)
        let payloads = (0..<1000).map { JSValue.number(Double($0)) }
        let results = await engine.callHandler("square", batch: payloads, timeout: .milliseconds(500))
        XCTAssertEqual(results.count, 1000)
        for (n, result) in results.enumerated() {
            switch (n, result) {
            case (7, .failure(let error)): XCTAssertEqual(error.name, "RangeError")
            case (11, .failure(let error)): XCTAssertEqual(error.kind, .timedOut)
            case (_, .success(let value)): XCTAssertEqual(value, .number(Double(n * n)), "\(n)")
            default: XCTFail("\(n): \(result)")
            }
        }
        // A late answer to the abandoned call changes nothing, and the engine goes on.
        let missing = await engine.callHandler("absent", batch: [1, 2])
        XCTAssertEqual(missing.map { (try? $0.get()) == nil }, [true, true])
        let again = await engine.callHandler("square", batch: [2])
        XCTAssertEqual(try again[0].get(), 4)
    }

    /// Single calls made at once by many tasks enter JS together (one entry runs many
    /// handlers before its microtasks), and each still gets its own answer, in order per handler.
    func testConcurrentSingleCallsShareEntriesIntoJS() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>page</p>", baseURL: nil)
        _ = try await engine.executeScript("""
            let entries = 0, inEntry = false;
            const seen = { echo: [], double: [] };
            function entry() {
                if (!inEntry) { inEntry = true; entries++; queueMicrotask(() => { inEntry = false; }); }
                return entries;
            }
            WebViewJavascriptBridge.registerHandler('echo', (n, reply) => { seen.echo.push(n); reply([n, entry()]); });
            WebViewJavascriptBridge.registerHandler('double', (n, reply) => { seen.double.push(n); reply([2 * n, entry()]); });
            """)
        let calls = 200
        // The engine is busy while the calls are made, so they all wait for its thread.
        async let busy = engine.executeScript("const until = Date.now() + 300; while (Date.now() < until) {} 'done'")
        try await Task.sleep(for: .milliseconds(50))
        let answers = try await withThrowingTaskGroup(of: (Int, JSValue).self) { group in
            for n in 0..<calls {
                group.addTask { (n, try await engine.callHandler(n % 2 == 0 ? "echo" : "double", data: .number(Double(n)))) }
            }
            return try await group.reduce(into: [Int: JSValue]()) { $0[$1.0] = $1.1 }
        }
        for n in 0..<calls {
            XCTAssertEqual(answers[n]?[0], .number(Double(n % 2 == 0 ? n : 2 * n)), "\(n)")
        }
        let finished = try await busy
        XCTAssertEqual(finished, "done")
        let entries = Set(answers.values.compactMap { $0[1]?.numberValue })
        XCTAssertLessThan(entries.count, calls / 4, "\(entries.count) entries into JS for \(calls) calls")
        let seen = try await engine.executeScript("[seen.echo.length, seen.double.length]")
        XCTAssertEqual(seen, [100, 100])
        // A call alone is sent at once, without waiting for company.
        let alone = try await engine.callHandler("echo", data: 7)
        XCTAssertEqual(alone[0], 7)
    }

    private func engine(timeLimit: Duration = .seconds(5), payloadLimit: Int = 64 << 20) async throws -> JSWebEngine {
        var configuration = JSRuntime.Configuration()
        configuration.executionTimeLimit = timeLimit
        configuration.maximumBridgePayloadSize = payloadLimit
        let engine = try await JSWebEngine(configuration: configuration)
        try await engine.loadHTML("<p>page</p>", baseURL: nil)
        return engine
    }

    func testARunawayHandlerStopsOnlyItsOwnCallOfTheBatch() async throws {
        let engine = try await engine(timeLimit: .milliseconds(200))
        _ = try await engine.executeScript("""
            WebViewJavascriptBridge.registerHandler('square', (n, reply) => {
                if (n === 5) for (;;) {}
                reply(n * n);
            });
            """)
        let results = await engine.callHandler("square", batch: (0..<20).map { .number(Double($0)) })
        for (n, result) in results.enumerated() {
            if n == 5 {
                XCTAssertThrowsError(try result.get()) { XCTAssertEqual(($0 as? BridgeError)?.name, "TimeLimitExceeded") }
            } else {
                XCTAssertEqual(try result.get(), .number(Double(n * n)), "\(n)")
            }
        }
    }

    func testABatchLongerThanTheTimeLimitStillAnswersEveryCall() async throws {
        // 60 calls of 5 ms are 300 ms, more than the 200 ms one entry into JS may take: the
        // batch is sent in several entries, so no call is stopped.
        let engine = try await engine(timeLimit: .milliseconds(200))
        _ = try await engine.executeScript("""
            WebViewJavascriptBridge.registerHandler('slow', (n, reply) => {
                const end = Date.now() + 5;
                while (Date.now() < end) {}
                reply(n);
            });
            """)
        let results = await engine.callHandler("slow", batch: (0..<60).map { .number(Double($0)) })
        XCTAssertEqual(results.map { try? $0.get() }, (0..<60).map { .number(Double($0)) })
    }

    func testATooLargePayloadOrAnswerFailsOnlyItsOwnCall() async throws {
        let engine = try await engine(payloadLimit: 1_000)
        _ = try await engine.executeScript("""
            WebViewJavascriptBridge.registerHandler('echo', (data, reply) => reply(data === 'grow' ? 'z'.repeat(5000) : data));
            """)
        let results = await engine.callHandler("echo", batch: ["a", .string(String(repeating: "é", count: 1_200)), "b", "grow", "c"])
        XCTAssertEqual(try results[0].get(), "a")
        XCTAssertThrowsError(try results[1].get()) { XCTAssertEqual(($0 as? BridgeError)?.name, "RangeError") }
        XCTAssertEqual(try results[2].get(), "b")
        XCTAssertThrowsError(try results[3].get()) { XCTAssertEqual(($0 as? BridgeError)?.name, "RangeError") }
        XCTAssertEqual(try results[4].get(), "c")
    }
}
