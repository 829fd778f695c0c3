import JSRuntime
import XCTest

final class EventLoopTests: XCTestCase {
    private func virtualRuntime() -> JSRuntime {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        return JSRuntime(configuration: configuration)
    }

    func testSyncThenMicrotasksThenAwaitContinuationsThenTimersByDueTime() async throws {
        let runtime = JSRuntime()
        _ = try await runtime.evaluate("""
            var order = [];
            setTimeout(() => order.push('timeout 20'), 20);
            setTimeout(() => order.push('timeout 0 (a)'), 0);
            setTimeout(() => { order.push('timeout 0 (b)'); Promise.resolve().then(() => order.push('microtask in timer')); }, 0);
            setTimeout(() => order.push('timeout 5'), 5);
            (async () => { order.push('async body'); await null; order.push('await continuation 1'); await null; order.push('await continuation 2'); })();
            Promise.resolve().then(() => order.push('promise 1'));
            queueMicrotask(() => order.push('queueMicrotask'));
            Promise.resolve().then(() => order.push('promise 2'));
            order.push('sync');
            """)
        let afterScript = try await runtime.evaluate("order.slice()")
        XCTAssertEqual(afterScript, [
            "async body", "sync", "await continuation 1", "promise 1", "queueMicrotask", "promise 2",
            "await continuation 2",
        ])
        let outcome = await runtime.runUntilIdle(timeout: .seconds(5))
        XCTAssertEqual(outcome, .idle)
        let all = try await runtime.evaluate("order.slice(7)")
        XCTAssertEqual(all, ["timeout 0 (a)", "timeout 0 (b)", "microtask in timer", "timeout 5", "timeout 20"])
    }

    func testIntervalClearedAfterThreeRunsAndClearedTimeoutNeverFires() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("""
            var ticks = 0, fired = false;
            const interval = setInterval(() => { if (++ticks === 3) clearInterval(interval); }, 10);
            const never = setTimeout(() => { fired = true; }, 15);
            clearTimeout(never);
            """)
        await runtime.advanceTime(by: .seconds(1))
        let ticks = try await runtime.evaluate("[ticks, fired]")
        XCTAssertEqual(ticks, [3, false])
        let pending = await runtime.pendingTaskCount
        XCTAssertEqual(pending, 0)
    }

    func testVirtualClockFiresTimersOnlyWhenAdvancedAndWithoutWaiting() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("""
            var log = [];
            setTimeout(() => log.push('an hour: ' + performance.now()), 3600 * 1000);
            setTimeout(() => log.push('100 ms: ' + performance.now()), 100);
            """)
        await runtime.advanceTime(by: .milliseconds(99))
        let early = try await runtime.evaluate("log.slice()")
        XCTAssertEqual(early, [])

        await runtime.advanceTime(by: .milliseconds(1))
        let atHundred = try await runtime.evaluate("log.slice()")
        XCTAssertEqual(atHundred, ["100 ms: 100"])

        let started = ContinuousClock.now
        await runtime.advanceTime(by: .seconds(3600))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "virtual time must not wait")
        let all = try await runtime.evaluate("log.slice()")
        XCTAssertEqual(all, ["100 ms: 100", "an hour: 3600000"])
        let now = await runtime.now
        XCTAssertEqual(now, .milliseconds(3_600_100))
    }

    func testVirtualRunRunsOnlyWhatIsDueNow() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("var log = []; setTimeout(() => log.push('now'), 0); setTimeout(() => log.push('later'), 1)")
        await runtime.run()
        let log = try await runtime.evaluate("log.slice()")
        XCTAssertEqual(log, ["now"])
    }

    func testTimersNestedDeeperThanFiveAreClampedToFourMilliseconds() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("""
            var times = [];
            function chain() { times.push(performance.now()); if (times.length < 8) setTimeout(chain, 0); }
            setTimeout(chain, 0);
            """)
        let outcome = await runtime.runUntilIdle(timeout: .seconds(1))
        XCTAssertEqual(outcome, .idle)
        let times = try await runtime.evaluate("times")
        // Timers 1-6 are nested at most five deep; the 7th is scheduled from level 6.
        XCTAssertEqual(times, [0, 0, 0, 0, 0, 0, 4, 8])
    }

    func testTimerArgumentsStringHandlersAndEqualDueTimesInRegistrationOrder() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("""
            var log = [];
            setTimeout((a, b) => log.push(a + b), 10, 'x', 'y');
            setTimeout("log.push('string handler')", 10);
            setTimeout(() => log.push('third'), 10);
            """)
        await runtime.advanceTime(by: .milliseconds(10))
        let log = try await runtime.evaluate("log")
        XCTAssertEqual(log, ["xy", "string handler", "third"])
    }

    func testRequestAnimationFrameRunsCallbacksTogetherWithTimestamp() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("""
            var frames = [];
            requestAnimationFrame((t) => frames.push(['a', t]));
            const cancelled = requestAnimationFrame(() => frames.push('cancelled'));
            requestAnimationFrame((t) => { frames.push(['b', t]); requestAnimationFrame((t2) => frames.push(['next', t2])); });
            cancelAnimationFrame(cancelled);
            """)
        await runtime.advanceTime(by: .milliseconds(40))
        let frames = try await runtime.evaluate("JSON.stringify(frames)")
        XCTAssertEqual(frames, #"[["a",16.667],["b",16.667],["next",33.334]]"#)
    }

    func testUncaughtTimerErrorsAreReportedAndTheLoopGoesOn() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        let reported = LockedList<UncaughtError>()
        configuration.onUncaughtError = { reported.append($0) }
        let runtime = JSRuntime(configuration: configuration)
        _ = try await runtime.evaluate("""
            var after = false;
            setTimeout(() => { null.boom; }, 1);
            setTimeout(() => { after = true; }, 2);
            """, sourceURL: "timers.js")
        await runtime.advanceTime(by: .milliseconds(5))
        let after = try await runtime.evaluate("after")
        XCTAssertEqual(after, true)
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.origin, .timer)
        XCTAssertEqual(errors.first?.exception.name, "TypeError")
        XCTAssertEqual(errors.first?.exception.sourceURL, "timers.js")
        XCTAssertEqual(errors.first?.exception.line, 2)
        XCTAssertEqual(reported.values, errors)
    }

    func testUnhandledRejectionsAreReportedButHandledOnesAreNot() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("""
            Promise.reject(new Error('nobody listens'));
            const handledLater = Promise.reject(new Error('handled in time'));
            handledLater.catch(() => {});
            (async () => { throw new TypeError('async failure'); })();
            """)
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.map(\.origin), [.unhandledRejection, .unhandledRejection])
        XCTAssertEqual(errors.map(\.exception.message), ["nobody listens", "async failure"])
    }

    func testQueueMicrotaskErrorIsReportedAndLaterMicrotasksRun() async throws {
        let runtime = JSRuntime()
        let result = try await runtime.evaluate("""
            var ran = false;
            queueMicrotask(() => { throw new Error('in microtask'); });
            queueMicrotask(() => { ran = true; });
            """)
        XCTAssertEqual(result, .undefined)
        let ran = try await runtime.evaluate("ran")
        XCTAssertEqual(ran, true)
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.map(\.origin), [.microtask])
    }

    func testEvaluateAndAwaitResolvesPromisesWithRealTimers() async throws {
        let runtime = JSRuntime()
        let reference = try await runtime.evaluateAndAwait("new Promise(r => setTimeout(() => r('late'), 20))")
        let value = try await runtime.value(of: reference)
        XCTAssertEqual(value, "late")
        let plain = try await runtime.value(of: try await runtime.evaluateAndAwait("'not a promise'"))
        XCTAssertEqual(plain, "not a promise")
    }

    func testEvaluateAndAwaitThrowsRejectionWithoutReportingItAsUnhandled() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluateAndAwait("\nPromise.reject(new RangeError('no'))", sourceURL: "reject.js")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.name, "RangeError")
            XCTAssertEqual(error.line, 2)
        }
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors, [])
    }

    func testAPromiseThatCanNeverSettleIsAnErrorNotAHang() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluateAndAwait("new Promise(() => {})")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.name, "PromiseNotSettled")
            XCTAssertTrue(error.message.contains("can never settle"), error.message)
        }
        let virtual = virtualRuntime()
        do {
            _ = try await virtual.evaluateAndAwait("new Promise(r => setInterval(() => {}, 1000))", timeout: .seconds(10))
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error.message.contains("within 10 s"), error.message)
        }
    }

    func testRunUntilIdleStopsAtTheDeadlineWithAnEndlessInterval() async throws {
        let runtime = virtualRuntime()
        _ = try await runtime.evaluate("var n = 0; setInterval(() => n++, 100)")
        let outcome = await runtime.runUntilIdle(timeout: .seconds(1))
        XCTAssertEqual(outcome, .deadlineReached(pendingTasks: 1))
        let count = try await runtime.evaluate("n")
        XCTAssertEqual(count, 10)
    }
}

/// Collects values from `@Sendable` callbacks.
final class LockedList<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []
    func append(_ element: Element) { lock.withLock { storage.append(element) } }
    var values: [Element] { lock.withLock { storage } }
}
