import ArgumentParser
import DOMShim
import Foundation
import JSRuntime
import Logging
import PostContent
import WebEngineKit

extension BenchPages.Kind: ExpressibleByArgument {}

/// Issue #32's sections: the post job warm beside the peers' warm loops, and the cold job's
/// phases beside the floor and domino.
extension BenchCommand {
    // MARK: 7. Warm, beside the peers

    /// Iterations of one page size: WebEngine's per round, the peers' per process.
    struct WarmPlan {
        var rounds: Int
        var warmUp: Int, runsPerRound: Int
        var peerWarmUp: Int, peerRuns: Int, peerSeconds: Int
        var jsdomWarmUp: Int, jsdomRuns: Int, jsdomSeconds: Int

        static func forBytes(_ bytes: Int, quick: Bool) -> WarmPlan {
            if bytes > 200_000 {
                return quick ? WarmPlan(rounds: 1, warmUp: 3, runsPerRound: 3, peerWarmUp: 1, peerRuns: 3, peerSeconds: 10, jsdomWarmUp: 0, jsdomRuns: 0, jsdomSeconds: 0)
                    : WarmPlan(rounds: 3, warmUp: 15, runsPerRound: 10, peerWarmUp: 3, peerRuns: 8, peerSeconds: 20, jsdomWarmUp: 1, jsdomRuns: 3, jsdomSeconds: 60)
            }
            return quick ? WarmPlan(rounds: 1, warmUp: 10, runsPerRound: 20, peerWarmUp: 5, peerRuns: 20, peerSeconds: 5, jsdomWarmUp: 2, jsdomRuns: 5, jsdomSeconds: 5)
                : WarmPlan(rounds: 3, warmUp: 100, runsPerRound: 100, peerWarmUp: 50, peerRuns: 100, peerSeconds: 10, jsdomWarmUp: 5, jsdomRuns: 30, jsdomSeconds: 15)
        }
    }

    /// Each page: WebEngine's post job warm in one reused engine (the page parsed with
    /// DOMParser, and loaded as the engine's document), `render`'s whole flow warm in one
    /// module, and domino's and jsdom's warm loops (Benchmarks/peers/warm.js), in alternating
    /// rounds; every output compared with WebEngine's.
    func warmBesidePeers(pages: Pages, kinds: [BenchPages.Kind], folder: URL) async throws -> [WarmPeerResult] {
        let postJob = try String(contentsOf: folder.appendingPathComponent("post-job.js"), encoding: .utf8)
        var results: [WarmPeerResult] = []
        for size in ["50 KB", "1 MB"] {
            for kind in kinds {
                guard let path = pages.paths[PageKey(kind: kind, size: size)] else { continue }
                let html = try String(contentsOfFile: path, encoding: .utf8)
                let plan = WarmPlan.forBytes(html.utf8.count, quick: quick)
                var result = WarmPeerResult(page: "\(kind.rawValue) \(size)", kind: kind.rawValue, size: size, bytes: html.utf8.count)

                var configuration = JSRuntime.Configuration()
                configuration.logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
                let engine = try await JSWebEngine(configuration: configuration)
                try await engine.loadHTML("<!DOCTYPE html><title>bench</title>", baseURL: URL(string: "https://blog.example/post"))
                try await engine.executeScript(postJob, sourceURL: "post-job.js")
                let literal = String(decoding: try JSONEncoder().encode(html), as: UTF8.self)
                try await engine.executeScript("globalThis.benchPage = \(literal); 0", sourceURL: "page.js")
                let loaded = try await JSWebEngine(configuration: configuration)
                try await loaded.addUserScript(postJob, name: "post-job.js")
                var moduleConfiguration = PostContentAssembly.Configuration()
                moduleConfiguration.composer.baseURL = URL(string: "https://blog.example/post")
                moduleConfiguration.runtime.logger = configuration.logger
                let module = try await PostContentAssembly.assemble(moduleConfiguration)

                func parsed() async throws -> String {
                    try await engine.executeScript("postJob(new DOMParser().parseFromString(benchPage, 'text/html'))", sourceURL: "job.js").stringValue ?? ""
                }
                func load() async throws -> String {
                    try await loaded.loadHTML(html, baseURL: URL(string: "https://blog.example/post"))
                    return try await loaded.executeScript("postJob(document)", sourceURL: "job.js").stringValue ?? ""
                }
                func render() async throws -> String {
                    let (_, report) = try await module.render(html)
                    guard report.isComplete else { throw BenchError("a render of \(result.page) did not complete: \(report.steps.map(\.status))") }
                    return report.html
                }
                var samples: [String: [Double]] = [:], outputs: [String: String] = [:]
                for _ in 0..<plan.warmUp {
                    _ = try await parsed()
                    _ = try await load()
                    _ = try await render()
                }
                for round in 0..<plan.rounds {
                    for (name, work) in [(WarmPeerResult.parsed, parsed), (WarmPeerResult.loaded, load), (WarmPeerResult.render, render)] {
                        for _ in 0..<plan.runsPerRound {
                            let started = ContinuousClock.now
                            let output = try await work()
                            samples[name, default: []].append((ContinuousClock.now - started).ms)
                            outputs[name] = output
                        }
                    }
                    for (peer, warmUp, runs, seconds) in [("domino", plan.peerWarmUp, plan.peerRuns, plan.peerSeconds), ("jsdom", plan.jsdomWarmUp, plan.jsdomRuns, plan.jsdomSeconds)] {
                        // jsdom once, in the middle round: its loops take seconds to minutes.
                        guard runs > 0, peer == "domino" || round == plan.rounds / 2 else { continue }
                        if let (peerSamples, output) = peerWarmLoop(peer, page: path, warmUp: warmUp, runs: runs, seconds: seconds, folder: folder) {
                            samples[peer, default: []] += peerSamples
                            outputs[peer] = output
                        }
                    }
                }
                let reference = outputs[WarmPeerResult.parsed]?.trimmingCharacters(in: .whitespacesAndNewlines)
                for name in [WarmPeerResult.parsed, WarmPeerResult.loaded, "domino", "jsdom", WarmPeerResult.render] {
                    guard let values = samples[name] else { continue }
                    let identical = name == WarmPeerResult.render ? nil : outputs[name]?.trimmingCharacters(in: .whitespacesAndNewlines) == reference
                    result.contenders.append(.init(name: name, runs: Samples(values: values), identicalOutput: identical))
                }
                results.append(result)
                Terminal.write("  \(result.page): " + result.contenders.map {
                    "\($0.name) \(format($0.runs.median)) ms\($0.identicalOutput == false ? " (output differs)" : "")"
                }.joined(separator: ", "))
            }
        }
        return results
    }

    /// One Node process running a peer's warm loop; nil (with a note) when it could not run.
    private func peerWarmLoop(_ peer: String, page: String, warmUp: Int, runs: Int, seconds: Int, folder: URL) -> ([Double], String)? {
        struct Reply: Decodable {
            var samples: [Double]
            var output: String
        }
        let script = folder.appendingPathComponent("peers/warm.js").path
        do {
            let (_, text) = try timeProcess("/usr/bin/node", [script, peer, page, String(warmUp), String(runs), String(seconds)], environment: ["NODE_PATH": "/usr/share/nodejs"])
            let reply = try JSONDecoder().decode(Reply.self, from: Data(text.utf8))
            return (reply.samples, reply.output)
        } catch {
            Terminal.writeError("  \(peer) warm loop: \(error)")
            return nil
        }
    }

    // MARK: 8. The cold job by phase

    /// The cold post job cut into phases (Benchmarks/post-job-phases.js) on one page: WebEngine
    /// in a fresh process each round (`bench --phases-of`: the HTML parse and the build timed
    /// apart), the floor program (JavaScriptCore and our JS without Swift or MyHTML,
    /// building from the tree our parser made) and domino and jsdom in fresh Node processes,
    /// in alternating rounds; and the plain-object floor (Benchmarks/floor/plain-job.js: the
    /// same phases on plain JavaScript objects, the same output, on a fresh JavaScriptCore).
    func coldPhases(kind: BenchPages.Kind, size: String, page: String, folder: URL, jsdom: Bool) async throws -> PhaseResult {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let phasesScript = try String(contentsOf: folder.appendingPathComponent("post-job-phases.js"), encoding: .utf8)
        let floor = try floorProgram(folder: folder)
        let tree = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-bench/\(kind.rawValue)-phases.tree.json")
        try Data(ParsedPage(html: html).tree.jsonText).write(to: tree)
        // The plain-object floor's input: the tree the DOM has after loading the page.
        let plainTree = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-bench/\(kind.rawValue)-phases.plain.json")
        do {
            var configuration = JSRuntime.Configuration()
            configuration.logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
            let engine = try await JSWebEngine(configuration: configuration)
            try await engine.loadHTML(html, baseURL: URL(string: "https://blog.example/post"))
            let plainTreeScript = try String(contentsOf: folder.appendingPathComponent("floor/plain-tree.js"), encoding: .utf8)
            let exported = try await engine.executeScript(plainTreeScript + "\nplainTreeText")
            try Data((exported.stringValue ?? "").utf8).write(to: plainTree)
        }
        let scripts = (JSWebEngine.installedScripts + BenchCommand.scriptsThePostJobInstallsOnFirstUse).map { folder.deletingLastPathComponent().appendingPathComponent("JSScripts/\($0)").path }
        var configuration = JSRuntime.Configuration()
        configuration.logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        // The reference: the post job's output from a whole `run` process.
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let (_, referenceText) = try timeProcess(me, ["run", "--html", page, "--script", folder.appendingPathComponent("post-job.js").path, "--eval", "postJob(document)"])
        let reference = referenceText.trimmingCharacters(in: .whitespacesAndNewlines)

        var times: [String: [String: [Double]]] = [:], identical: [String: Bool] = [:]
        let rounds = quick ? 2 : 9
        for _ in 0..<rounds {
            // The floor: the same phases in the C program.
            var contenders: [(String, String, [String], [String: String])] = [("WebEngine", me, ["bench", "--benchmarks", folder.path, "--phases-of", page], [:]), ("JS floor", floor, ["--tree", tree.path, "--phases", folder.appendingPathComponent("post-job-phases.js").path] + scripts, [:])]
            let node = ["NODE_PATH": "/usr/share/nodejs"], script = folder.appendingPathComponent("peers/phases.js").path
            contenders.append(("domino", "/usr/bin/node", [script, "domino", page], node))
            contenders.append(("plain JS floor", floor, ["--plain-tree", plainTree.path, "--phases", folder.appendingPathComponent("floor/plain-job.js").path], [:]))
            if jsdom { contenders.append(("jsdom", "/usr/bin/node", [script, "jsdom", page], node)) }
            for (name, executable, arguments, environment) in contenders {
                struct Reply: Decodable {
                    var times: [String: Double]
                    var output: String
                }
                do {
                    let (_, text) = try timeProcess(executable, arguments, environment: environment)
                    let reply = try JSONDecoder().decode(Reply.self, from: Data(text.utf8))
                    for (phase, ms) in reply.times { times[name, default: [:]][phase, default: []].append(ms) }
                    identical[name] = (identical[name] ?? true) && reply.output.trimmingCharacters(in: .whitespacesAndNewlines) == reference
                } catch {
                    Terminal.writeError("  \(name) phases: \(error)")
                }
            }
        }
        let names = try await {
            let engine = try await JSWebEngine(configuration: configuration)
            try await engine.executeScript(phasesScript, sourceURL: "post-job-phases.js")
            return try JSONDecoder().decode([String].self, from: Data((try await engine.executeScript("JSON.stringify(benchPhases.map(p => p[0]))").stringValue ?? "[]").utf8))
        }()
        var result = PhaseResult(page: "\(kind.rawValue) \(size)", phases: ["HTML parse (MyHTML, tree encoded)", "tree JSON read (part of the tree built)", "tree built (JSON read, DOM built, load)", "parse and build"] + names)
        for name in ["WebEngine", "JS floor", "plain JS floor", "domino", "jsdom"] {
            guard let phases = times[name] else { continue }
            result.contenders.append(.init(name: name, phases: phases.mapValues { Samples(values: $0) }, identicalOutput: identical[name]))
        }
        Terminal.write("  \(result.page) by phase (medians, ms):")
        for phase in result.phases {
            Terminal.write("    \(phase.padding(toLength: 42, withPad: " ", startingAt: 0))" + result.contenders.map { contender in
                "\(contender.name) \(contender.phases[phase].map { format($0.median) } ?? "-")"
            }.joined(separator: "  "))
        }
        return result
    }

    /// One cold round of WebEngine's phases, in this process (`bench --phases-of PAGE`): the
    /// engine made, then the page parsed, the tree built and each phase, each timed apart;
    /// prints one JSON line as the floor and phases.js do. With `warm` > 0 the same in one
    /// engine `warm` times after as many untimed, printing each phase's median.
    func printColdPhases(page: String, folder: URL, warm: Int = 0) async throws {
        var configuration = JSRuntime.Configuration()
        configuration.logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        let phasesScript = try String(contentsOf: folder.appendingPathComponent("post-job-phases.js"), encoding: .utf8)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let engine = try await JSWebEngine(configuration: configuration)
        var times: [String: [Double]] = [:]
        var output = ""
        for iteration in 0..<(warm > 0 ? 2 * warm : 1) {
            var round: [String: Double] = [:]
            var started = ContinuousClock.now
            let parsed = try ParsedPage(html: html)
            let parse = (ContinuousClock.now - started).ms
            started = ContinuousClock.now
            try await engine.loadHTML(parsed, baseURL: URL(string: "https://blog.example/post"))
            let build = (ContinuousClock.now - started).ms
            round["HTML parse (MyHTML, tree encoded)"] = parse
            round["tree built (JSON read, DOM built, load)"] = build
            round["parse and build"] = parse + build
            try await engine.executeScript(phasesScript, sourceURL: "post-job-phases.js")
            let names = try JSONDecoder().decode([String].self, from: Data((try await engine.executeScript("JSON.stringify(benchPhases.map(p => p[0]))").stringValue ?? "[]").utf8))
            for (index, name) in names.enumerated() {
                started = ContinuousClock.now
                try await engine.executeScript("benchPhases[\(index)][1](), 0", sourceURL: "phase.js")
                round[name] = (ContinuousClock.now - started).ms
            }
            output = try await engine.executeScript("benchPhases.output").stringValue ?? ""
            if warm == 0 || iteration >= warm {
                for (name, ms) in round { times[name, default: []].append(ms) }
            }
        }
        struct Reply: Encodable {
            var times: [String: Double]
            var output: String
        }
        let medians = times.mapValues { Samples(values: $0).median }
        Terminal.write(String(decoding: try JSONEncoder().encode(Reply(times: medians, output: output)), as: UTF8.self))
    }

    /// Benchmarks/floor/dom-install.c compiled; throws without a C compiler.
    func floorProgram(folder: URL) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-bench")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let program = directory.appendingPathComponent("dom-install").path
        let build = """
            for cc in cc clang; do command -v $cc >/dev/null 2>&1 || continue
            exec $cc -O2 -o '\(program)' '\(folder.appendingPathComponent("floor/dom-install.c").path)' \
                $(pkg-config --cflags --libs javascriptcoregtk-4.1); done; exit 127
            """
        _ = try timeProcess("/bin/sh", ["-c", build], environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        return program
    }
}

struct WarmPeerResult: Codable {
    struct Contender: Codable {
        var name: String
        var runs: Samples
        /// Whether its HTML equals WebEngine's (nil for the render flow, whose output is the
        /// composed and rendered document, not the post job's).
        var identicalOutput: Bool?
    }

    static let parsed = "WebEngine (DOMParser)", loaded = "WebEngine (loaded page)", render = "WebEngine render flow"

    var page: String
    var kind: String
    var size: String
    var bytes: Int
    var contenders: [Contender] = []

    func median(_ name: String) -> Double? { contenders.first { $0.name == name }?.runs.median }
}

struct PhaseResult: Codable {
    struct Contender: Codable {
        var name: String
        var phases: [String: Samples]
        var identicalOutput: Bool?
    }

    var page: String
    var phases: [String]
    var contenders: [Contender] = []
}
