import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import WebKitEngine

/// The WebKit engine's rows: a first render in a new process, warm renders, memory over many
/// renders (the helper and WebKit's own processes), and a killed helper.
struct WebKitResult: Codable {
    /// `render --engine webkit` and `render` (fast) on the same 50 KB page, whole process.
    var firstRender: Samples
    var fastFirstRender: Samples
    /// Load and render the 50 KB blog post with the five-step strategy in a warm view.
    var warm: Samples
    /// Resident memory of the helper's process tree (helper, Xvfb, WebKit's web and network
    /// processes) after each block of renders: (renders so far, MB).
    var memory: [[Double]]
    /// The render during which the helper was killed failed, and the next one completed.
    var crashReported: Bool
    var recoveredRender: Bool
    var recoveryMs: Double

    var memoryGrowth: Double {
        guard let first = memory.first?.last, let last = memory.last?.last, first > 0 else { return .nan }
        return (last - first) / first
    }
}

extension BenchCommand {
    func webkitRows(page: String, html: String) async throws -> WebKitResult {
        let me = CommandLine.arguments[0]
        let runs = quick ? 2 : 7
        var webkit: [Double] = [], fast: [Double] = []
        for _ in 0..<runs {
            // Alternating, each after an untimed run of the same command (files in the page cache).
            for engine in ["webkit", "fast"] {
                let arguments = ["render", page, "--engine", engine, "--base-url", "https://blog.example/post"]
                _ = try timeProcess(me, arguments)
                let (elapsed, output) = try timeProcess(me, arguments)
                guard output.utf8.count > 1000 else { throw BenchError("render --engine \(engine) printed no document") }
                if engine == "webkit" { webkit.append(elapsed.ms) } else { fast.append(elapsed.ms) }
            }
        }
        Terminal.write("  first render, 50 KB, whole process: WebKit \(format(Samples(values: webkit).median)) ms, fast \(format(Samples(values: fast).median)) ms")

        let engine = try await WebKitEngine()
        for script in JSScriptProvider().obtainScriptsForPostEnvironmentSetup() { try await engine.addUserScript(script) }
        let renders = quick ? 20 : 100
        for _ in 0..<max(5, renders / 4) { try await renderOnce(engine, html) }
        var warm: [Double] = []
        for _ in 0..<renders {
            let started = ContinuousClock.now
            try await renderOnce(engine, html)
            warm.append((ContinuousClock.now - started).ms)
        }
        Terminal.write("  warm render, 50 KB, five steps: median \(format(Samples(values: warm).median)) ms, p99 \(format(Samples(values: warm).p99)) ms")

        let total = quick ? 200 : 1_000, block = total / 10
        var memory: [[Double]] = []
        for done in stride(from: block, through: total, by: block) {
            for _ in 0..<block { try await renderOnce(engine, html) }
            memory.append([Double(done), helperTreeMegabytes()])
        }
        Terminal.write("  memory over \(total) renders: \(memory.map { "\(Int($0[0])): \(format($0[1])) MB" }.joined(separator: ", "))")

        // A helper killed in the middle of a render: that render fails, the next one works.
        try await engine.loadHTML(html, baseURL: URL(string: "https://blog.example/post"))
        _ = try await engine.executeScript("setupWebViewJavascriptBridge(b => b.registerHandler('slow', (d, reply) => setTimeout(() => reply(1), 2000)))")
        async let interrupted = engine.render(with: RenderStrategy(name: "slow", timeout: 5, steps: [.init(handler: "slow")]))
        try await Task.sleep(for: .milliseconds(200))
        if let pid = WebKitEngine.helperProcessIdentifier { kill(pid, SIGKILL) }
        let failed = await interrupted
        let started = ContinuousClock.now
        let recovered = (try? await renderOnceReport(engine, html))?.isComplete == true
        let recoveryMs = (ContinuousClock.now - started).ms
        Terminal.write("  killed helper: the render \(failed.steps.first?.status == .failed ? "failed" : "did not fail"); the next \(recovered ? "completed" : "did not complete") in \(format(recoveryMs)) ms")
        return WebKitResult(
            firstRender: Samples(values: webkit), fastFirstRender: Samples(values: fast), warm: Samples(values: warm), memory: memory,
            crashReported: failed.steps.first?.status == .failed, recoveredRender: recovered, recoveryMs: recoveryMs)
    }

    private func renderOnce(_ engine: WebKitEngine, _ html: String) async throws {
        let report = try await renderOnceReport(engine, html)
        guard report.isComplete, report.html.utf8.count > 100 else { throw BenchError("a WebKit render did not complete: \(report.steps)") }
    }

    private func renderOnceReport(_ engine: WebKitEngine, _ html: String) async throws -> RenderReport {
        try await engine.loadHTML(html, baseURL: URL(string: "https://blog.example/post"))
        return await engine.render(with: Self.fiveSteps)
    }

    /// The helper's process and its descendants (Xvfb, WebKit's processes), resident MB.
    private func helperTreeMegabytes() -> Double {
        guard let root = WebKitEngine.helperProcessIdentifier else { return .nan }
        var parents: [Int32: Int32] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[pid] = parent }
        }
        func descends(_ pid: Int32) -> Bool {
            var current = pid
            for _ in 0..<16 {
                if current == root { return true }
                guard let parent = parents[current], parent > 1 else { return false }
                current = parent
            }
            return false
        }
        return parents.keys.filter(descends).reduce(0.0) { total, pid in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
                  let kB = Double(line.split(separator: " ").dropFirst().first ?? "") else { return total }
            return total + kB / 1024
        }
    }
}
