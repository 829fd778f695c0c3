import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import XCTest

/// An engine nobody holds any more ends its thread and frees its VM. The leak check found that
/// the bridge held its runtime strongly: every engine ever made kept a thread and ~3 MB.
final class EngineLifetimeTests: XCTestCase {
    private func threadCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    }

    /// Threads end a moment after the last reference goes: wait for the count to come down.
    private func settledThreadCount(atMost limit: Int) async throws -> Int {
        var count = try threadCount()
        for _ in 0..<100 where count > limit {
            try await Task.sleep(for: .milliseconds(20))
            count = try threadCount()
        }
        return count
    }

    func testEnginesAndModulesThatGoAwayEndTheirThreads() async throws {
        // One engine first, so the process's own threads (the task pool's) exist already.
        _ = try await JSWebEngine().loadHTML("<p>warm</p>", baseURL: nil)
        let before = try await settledThreadCount(atMost: 0)
        for _ in 0..<20 {
            let engine = try await JSWebEngine()
            try await engine.loadHTML("<p>x</p>", baseURL: nil)
            await engine.registerHandler("later", .async { $0 })
            _ = try? await engine.callHandler("absent", data: 1, timeout: .milliseconds(50))
        }
        for _ in 0..<5 {
            let module = try await PostContentAssembly.assemble()
            _ = try await module.render("<p>post</p>")
        }
        // A few threads may come and go on their own (the task pool grows on demand); a leak
        // leaves one per engine: 25.
        let after = try await settledThreadCount(atMost: before + 3)
        XCTAssertLessThanOrEqual(after, before + 3, "25 engines made and dropped left \(after - before) threads behind")
    }
}
