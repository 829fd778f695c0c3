import JSRuntime
import XCTest

final class ExecutionLimitTests: XCTestCase {
    private func runtime(limit: Duration, clock: EventLoopClock = .system) -> JSRuntime {
        var configuration = JSRuntime.Configuration()
        configuration.executionTimeLimit = limit
        configuration.clock = clock
        return JSRuntime(configuration: configuration)
    }

    func testRunawayLoopIsStoppedAndTheNextEvaluationWorks() async throws {
        let runtime = runtime(limit: .milliseconds(300))
        let started = ContinuousClock.now
        do {
            _ = try await runtime.evaluate("while (true) {}")
            XCTFail("expected the limit to stop the loop")
        } catch {
            XCTAssertTrue(error.isTermination)
            XCTAssertTrue(error.message.contains("execution time limit of 0.3 s"), error.message)
        }
        // Generous upper bound: CPU time, on a loaded 2-core machine.
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(3))
        let next = try await runtime.evaluate("6 * 7")
        XCTAssertEqual(next, 42)
    }

    /// A loop the optimizing tiers compiled, one that only calls compiled functions, and
    /// recursion are stopped as the interpreter's loops are.
    func testRunawayLoopsInOptimizedCodeAreStopped() async throws {
        let runtime = runtime(limit: .milliseconds(800))
        let shapes = [
            "function mix(n) { let s = 0; for (let i = 0; i < n; i++) s = (s * 31 + i) | 0; return s }"
                + " for (let i = 0; i < 20000; i++) mix(100); for (;;) mix(1000)",
            "(function spin() { let x = 0; while (true) { x = (x * 31 + 7) | 0; if (x === 0.5) break } return x })()",
            "function depth(a) { return a.length ? depth(a.slice(1)) : 0 } for (;;) depth([1, 2, 3])",
        ]
        for shape in shapes {
            let started = ContinuousClock.now
            do {
                _ = try await runtime.evaluate(shape)
                XCTFail("expected the limit to stop: \(shape)")
            } catch {
                XCTAssertTrue(error.isTermination, "\(shape): \(error.message)")
            }
            XCTAssertLessThan(ContinuousClock.now - started, .seconds(6), shape)
        }
        let next = try await runtime.evaluate("6 * 7")
        XCTAssertEqual(next, 42)
    }

    func testTryCatchCannotSwallowTheLimit() async throws {
        let runtime = runtime(limit: .milliseconds(200))
        do {
            _ = try await runtime.evaluate("var caught = false; try { while (true) {} } catch (e) { caught = true } 'finished'")
            XCTFail("expected the limit to stop the script")
        } catch {
            XCTAssertTrue(error.isTermination)
        }
        let caught = try await runtime.evaluate("caught")
        XCTAssertEqual(caught, false)
    }

    func testNativeCodeCannotSwallowATerminationEither() async throws {
        // JS -> native -> runaway JS: even though the native function ignores the error, the
        // termination continues up through the outer script and its try/catch.
        let runtime = runtime(limit: .milliseconds(200))
        await runtime.withCore { core in
            let swallowing = core.makeFunction(name: "swallowing") { core, _ in
                _ = try? core.evaluate("while (true) {}", sourceURL: "inner.js")
                return nil
            }
            core.setProperty(core.globalObject, "swallowing", swallowing)
        }
        let started = ContinuousClock.now
        do {
            _ = try await runtime.evaluate("var after = false; try { swallowing() } catch (e) {} after = true; while (true) {}")
            XCTFail("expected the limit to stop the script")
        } catch {
            XCTAssertTrue(error.isTermination)
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(3))
        let after = try await runtime.evaluate("after")
        XCTAssertEqual(after, false)
    }

    func testRunawayMicrotaskIsStoppedAndReported() async throws {
        let runtime = runtime(limit: .milliseconds(200))
        let value = try await runtime.evaluate("Promise.resolve().then(() => { while (true) {} }); 'returned'")
        XCTAssertEqual(value, "returned")
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.map(\.origin), [.microtask])
        XCTAssertEqual(errors.first?.exception.isTermination, true)
        let next = try await runtime.evaluate("1 + 1")
        XCTAssertEqual(next, 2)
    }

    func testEndlessMicrotaskChainIsStopped() async throws {
        let runtime = runtime(limit: .milliseconds(200))
        _ = try await runtime.evaluate("function again() { queueMicrotask(again) } again(); 'queued'")
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.first?.exception.isTermination, true)
        let next = try await runtime.evaluate("'alive'")
        XCTAssertEqual(next, "alive")
    }

    func testRunawayTimerIsStoppedReportedAndLaterTimersRun() async throws {
        let runtime = runtime(limit: .milliseconds(200), clock: .virtual)
        _ = try await runtime.evaluate("var later = false; setTimeout(() => { while (true) {} }, 1); setTimeout(() => { later = true }, 2)")
        await runtime.advanceTime(by: .milliseconds(5))
        let later = try await runtime.evaluate("later")
        XCTAssertEqual(later, true)
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.map(\.origin), [.timer])
        XCTAssertEqual(errors.first?.exception.isTermination, true)
    }

    func testThrowingTheTerminationTextIsAnOrdinaryError() async throws {
        let runtime = runtime(limit: .seconds(5))
        do {
            _ = try await runtime.evaluate("throw 'JavaScript execution terminated.'")
            XCTFail("expected an error")
        } catch {
            XCTAssertFalse(error.isTermination)
            XCTAssertEqual(error.message, "JavaScript execution terminated.")
        }
        let caught = try await runtime.evaluate("try { throw 'JavaScript execution terminated.' } catch (e) { 'caught' }")
        XCTAssertEqual(caught, "caught")
    }

    func testTheLimitCanBeChanged() async throws {
        let runtime = runtime(limit: .seconds(30))
        await runtime.setExecutionTimeLimit(.milliseconds(100))
        let limit = await runtime.executionTimeLimit
        XCTAssertEqual(limit, .milliseconds(100))
        do {
            _ = try await runtime.evaluate("for (;;) {}")
            XCTFail("expected the limit to stop the loop")
        } catch {
            XCTAssertTrue(error.isTermination)
        }
    }

    func testDeepRecursionIsARangeErrorNotACrash() async throws {
        let runtime = runtime(limit: .seconds(5))
        do {
            _ = try await runtime.evaluate("function down(n) { return down(n + 1) + 1 } down(0)")
            XCTFail("expected a stack overflow error")
        } catch {
            XCTAssertEqual(error.name, "RangeError")
        }
        let next = try await runtime.evaluate("'still here'")
        XCTAssertEqual(next, "still here")
    }
}
