import Foundation
import JSRuntime
import XCTest

final class ConcurrencyTests: XCTestCase {
    /// Each engine's script waits, inside a native call, for the other engine to reach the
    /// same point. That can only happen if both run at the same time on different threads;
    /// if they were serialized, the first would time out waiting.
    func testTwoEnginesRunAtOnceOnTwoThreads() async throws {
        let first = DispatchSemaphore(value: 0)
        let second = DispatchSemaphore(value: 0)
        let firstRuntime = JSRuntime()
        let secondRuntime = JSRuntime()
        await firstRuntime.defineFunction("rendezvous") { _ in
            first.signal()
            return .bool(second.wait(timeout: .now() + 10) == .success)
        }
        await secondRuntime.defineFunction("rendezvous") { _ in
            second.signal()
            return .bool(first.wait(timeout: .now() + 10) == .success)
        }
        let script = "let sum = 0; for (let i = 0; i < 1e5; i++) sum += i; [rendezvous(), sum]"
        async let a = firstRuntime.evaluate(script)
        async let b = secondRuntime.evaluate(script)
        let (resultA, resultB) = try await (a, b)
        XCTAssertEqual(resultA, [true, 4_999_950_000])
        XCTAssertEqual(resultB, [true, 4_999_950_000])
    }

    func testManyCallsFromManyTasksAreSerializedPerEngine() async throws {
        let runtime = JSRuntime()
        _ = try await runtime.evaluate("var counter = 0")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { _ = try? await runtime.evaluate("counter++") }
            }
        }
        let counter = try await runtime.evaluate("counter")
        XCTAssertEqual(counter, 200)
    }

    func testEnginesAreIsolatedFromEachOther() async throws {
        let one = JSRuntime()
        let two = JSRuntime()
        _ = try await one.evaluate("globalThis.secret = 'one'")
        let seen = try await two.evaluate("typeof secret")
        XCTAssertEqual(seen, "undefined")
    }

    func testReleasedEnginesFreeTheirThreads() async throws {
        for _ in 0..<50 {
            let runtime = JSRuntime()
            let reference = try await runtime.evaluateReference("({ kept: true })")
            _ = try await runtime.value(of: reference)
        }
        // Nothing to assert beyond not crashing or leaking threads; a later suite (soak) measures memory.
    }
}

/// The runtime's thread carries its configured name to the kernel, where profilers and
/// debuggers read it (Foundation's Thread.name does not reach it on Linux).
final class ThreadNameTests: XCTestCase {
    func testTheKernelSeesTheRuntimesName() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.name = "named-runtime-test-long"
        let runtime = JSRuntime(configuration: configuration)
        _ = try await runtime.evaluate("1")
        let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
        let names = tasks.compactMap { try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8) }
        XCTAssertTrue(names.contains("named-runtime-t\n"), "\(names)")  // the kernel keeps 15 bytes
    }
}
