import ArgumentParser
import Foundation
import JSRuntime
import Logging
import PostContent
import WebEngineKit

/// `webengine soak` and concurrency runs: many renders in one process, memory watched.
struct SoakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Render many documents in one process and report memory and consistency.",
        discussion: """
            Soak: one engine renders a page --renders times (the PostContent \
            module's whole flow), sampling resident memory; the slope after warm-up should be \
            flat. Concurrency: --engines engines render it --renders times each at once, and \
            every output must equal a sequential render's. Use a release build.

            Examples:
              webengine soak --renders 10000
              webengine soak --renders 10000 --collect-every 1000
              webengine soak --engines 8 --renders 1000
              webengine soak --page dense-50kb.html --renders 600 --post-job Benchmarks/post-job.js
            """
    )

    @Option(help: "Documents to render (per engine with --engines).")
    var renders = 10_000

    @Option(help: "Engines rendering at once; 1 is the soak.")
    var engines = 1

    @Option(help: ArgumentHelp("Ask JavaScriptCore to collect garbage every N renders (0: never), to tell heap growth from leaks.", valueName: "n"))
    var collectEvery = 0

    @Option(help: ArgumentHelp("After the soak, time render's flow against this post job (Benchmarks/post-job.js: the page parsed with DOMParser, postJob run, serialized) in another engine of the process, in alternating blocks: wall and CPU time per document, medians, and their ratio (issue #32's target: at most 2x).", valueName: "file"))
    var postJob: String?

    @Option(help: ArgumentHelp("The page to render (default: the benchmark's generated 50 KB blog post, so the command works from any folder).", valueName: "file"))
    var page: String?

    func validate() throws {
        guard renders > 0, engines > 0 else { throw ValidationError("--renders and --engines take positive numbers.") }
    }

    func run() async throws {
        let html = try page.map { PageText.decode(try InputFile(path: $0, role: "page").read()) } ?? BenchPages.page(.blog, bytes: 50 * 1024)
        var configuration = PostContentAssembly.Configuration()
        configuration.composer.baseURL = URL(string: "https://blog.example/posts/soak")
        configuration.runtime.logger = Logger(label: "soak") { _ in SwiftLogNoOpLogHandler() }
        if engines == 1 {
            try await soak(html, configuration)
        } else {
            try await concurrent(html, configuration)
        }
    }

    private func soak(_ html: String, _ configuration: PostContentAssembly.Configuration) async throws {
        let module = try await PostContentAssembly.assemble(configuration)
        let warmUp = min(1000, renders / 5)
        var samples: [(Double, Double)] = []
        let started = ContinuousClock.now
        for index in 1...renders {
            let (_, report) = try await module.render(html)
            guard report.isComplete else { throw BenchError("render \(index) did not complete: \(report.steps.map(\.status))") }
            if collectEvery > 0, index % collectEvery == 0 { await (module.engine as? JSWebEngine)?.runtime.collectGarbage() }
            if index >= warmUp, index % max(1, renders / 50) == 0 { samples.append((Double(index), residentMegabytes())) }
        }
        let elapsed = (ContinuousClock.now - started).ms
        let slope = Self.slope(samples) * 1000
        Terminal.write("""
            \(renders) renders in \(format(elapsed / 1000)) s (\(format(elapsed / Double(renders))) ms each)
            resident memory after warm-up (\(warmUp) renders): \(format(samples.first?.1 ?? 0)) MB, at the end \(format(samples.last?.1 ?? 0)) MB; median \(format(Samples(values: samples.map(\.1)).median)) MB, highest \(format(samples.map(\.1).max() ?? 0)) MB
            slope: \(String(format: "%.3f", slope)) MB per 1,000 renders
            """)
        if let postJob { try await compare(html, module: module, postJob: postJob, configuration) }
    }

    /// render's flow (the module warm) against the post job warm on the same page, in blocks
    /// that alternate so the machine's drift touches both alike; per document, medians of the
    /// blocks. CPU time is the process's (every thread: the composer's and the engine's, the
    /// collector's), which a shared machine disturbs less than wall time.
    private func compare(_ html: String, module: PostContentModule, postJob path: String, _ configuration: PostContentAssembly.Configuration) async throws {
        let source = try InputFile(path: path, role: "script").readText()
        let engine = try await JSWebEngine(configuration: configuration.runtime)
        try await engine.loadHTML("<!DOCTYPE html><title>post job</title>", baseURL: configuration.composer.baseURL)
        try await engine.executeScript(source, sourceURL: path)
        let literal = String(decoding: try JSONEncoder().encode(html), as: UTF8.self)
        try await engine.executeScript("globalThis.soakPage = \(literal); 0", sourceURL: "page.js")
        let perBlock = max(5, min(50, renders / 20))
        func job() async throws {
            _ = try await engine.executeScript("postJob(new DOMParser().parseFromString(soakPage, 'text/html')).length", sourceURL: "job.js")
        }
        func render() async throws {
            let (_, report) = try await module.render(html)
            guard report.isComplete else { throw BenchError("a render did not complete: \(report.steps.map(\.status))") }
        }
        for _ in 0..<perBlock { try await job() }
        var wall: [String: [Double]] = [:], cpu: [String: [Double]] = [:], ratios: [Double] = []
        for _ in 0..<7 {
            var blockCPU: [String: Double] = [:]
            for (name, work) in [("render", render), ("post job", job)] {
                let started = ContinuousClock.now, cpuStarted = processCPUSeconds()
                for _ in 0..<perBlock { try await work() }
                let seconds = processCPUSeconds() - cpuStarted
                wall[name, default: []].append((ContinuousClock.now - started).ms / Double(perBlock))
                cpu[name, default: []].append(seconds * 1000 / Double(perBlock))
                blockCPU[name] = seconds
            }
            ratios.append(blockCPU["render"]! / blockCPU["post job"]!)
        }
        func line(_ name: String) -> String {
            "\(name): \(format(Samples(values: wall[name]!).median)) ms wall, \(format(Samples(values: cpu[name]!).median)) ms CPU per document"
        }
        Terminal.write("""
            \(line("render")) (7 blocks of \(perBlock), alternating)
            \(line("post job"))
            render / post job: \(String(format: "%.2f", Samples(values: ratios).median))x CPU (median of the blocks' ratios), \(String(format: "%.2f", Samples(values: wall["render"]!).median / Samples(values: wall["post job"]!).median))x wall
            resident memory now: \(format(residentMegabytes())) MB
            """)
    }

    private func concurrent(_ html: String, _ configuration: PostContentAssembly.Configuration) async throws {
        let reference = try await PostContentAssembly.assemble(configuration).render(html).report.html
        let renders = self.renders
        let started = ContinuousClock.now
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<engines {
                group.addTask {
                    let module = try await PostContentAssembly.assemble(configuration)
                    var mismatches = 0
                    for _ in 0..<renders where try await module.render(html).report.html != reference { mismatches += 1 }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        let elapsed = (ContinuousClock.now - started).ms
        Terminal.write("\(engines) engines x \(renders) renders in \(format(elapsed / 1000)) s; outputs differing from a sequential render: \(mismatches)")
        if mismatches > 0 { throw ExitCode(1) }
    }

    /// Least-squares slope of (x, y) points.
    static func slope(_ points: [(Double, Double)]) -> Double {
        guard points.count > 1 else { return 0 }
        let n = Double(points.count)
        let meanX = points.map(\.0).reduce(0, +) / n, meanY = points.map(\.1).reduce(0, +) / n
        let numerator = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
        let denominator = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
        return denominator == 0 ? 0 : numerator / denominator
    }
}
