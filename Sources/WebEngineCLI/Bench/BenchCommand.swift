import ArgumentParser
import DOMShim
import Foundation
import JSRuntime
import Logging
import PostContent
import WebEngineKit

/// `webengine bench`: WebEngine measured beside the peers users would otherwise pick, in one run.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure WebEngine beside jsdom and domino, and write docs/benchmarks.md.",
        discussion: """
            Run from the repository with a release build: `make bench` (or \
            `swift build -c release && .build/release/webengine bench`). It measures, in one \
            run: the whole-process post job on generated 1 MB and 50 KB pages beside Node + \
            domino and Node + jsdom (checking the outputs are identical), with two floors \
            from a C program on JavaScriptCore without Swift or HTML parsing (it needs a C \
            compiler; Benchmarks/floor/); warm in-process \
            render latency with a five-step strategy; bridge round trips per second beside \
            the raw JavaScriptCore callback rate; engine creation time and memory; two \
            engines on two cores against one; the WebKit engine's first and warm renders, its \
            memory over 1,000 renders and a killed helper. Peers need Debian's nodejs, node-domino and \
            node-jsdom.
            """
    )

    @Flag(help: "Fewer iterations: a quick look, not figures to publish.")
    var quick = false

    enum Section: String, CaseIterable, ExpressibleByArgument {
        case process, warm, peers, phases, bridge, engines, parallel, webkit
    }

    @Option(help: ArgumentHelp("Measure only these sections (a quick look while optimizing: nothing is written).", valueName: "section"))
    var only: [Section] = []

    @Option(help: ArgumentHelp("Measure only these page kinds in the process and peers sections (default: all).", valueName: "kind"))
    var kinds: [BenchPages.Kind] = []

    @Option(help: ArgumentHelp("With --only: also write the sections measured as JSON to this file.", valueName: "file"))
    var partialJson: String?

    @Option(help: .hidden)
    var phasesOf: String?

    /// With --phases-of: the page loaded and the phases run this many times in one engine
    /// after as many again untimed, each phase's median printed (the job's profile warm).
    @Option(help: .hidden)
    var phasesWarm = 0

    @Option(help: ArgumentHelp("The folder with post-job.js and peers/.", valueName: "dir"))
    var benchmarks = "Benchmarks"

    @Option(help: ArgumentHelp("Where to write the results as JSON.", valueName: "file"))
    var json = "Benchmarks/results.json"

    @Option(help: ArgumentHelp("The Markdown file to rewrite with the results (empty: none).", valueName: "file"))
    var docs = "docs/benchmarks.md"

    func run() async throws {
        #if DEBUG
            Terminal.writeError("webengine bench: this is a debug build; figures are only meaningful from `swift build -c release`.")
        #endif
        let folder = URL(fileURLWithPath: benchmarks)
        if let phasesOf {
            // One round of the phases section: this process is the cold one.
            try await printColdPhases(page: phasesOf, folder: folder, warm: phasesWarm)
            return
        }
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("post-job.js").path) else {
            throw ValidationError("\(benchmarks)/post-job.js not found: run from the repository root, or pass --benchmarks DIR.")
        }
        var results = BenchResults(machine: Machine.describe(), quick: quick)
        let pages = try writePages()
        let postJob = try String(contentsOf: folder.appendingPathComponent("post-job.js"), encoding: .utf8)

        let sections = only.isEmpty ? Section.allCases : only
        if sections.contains(.process) {
            Terminal.write("whole process, post job (\(results.machine.summary))")
            for size in Self.sizes {
                for kind in BenchPages.Kind.allCases where pages.paths[PageKey(kind: kind, size: size.label)] != nil && (kinds.isEmpty || kinds.contains(kind)) {
                    let page = pages.path(kind, size.label)
                    // The floors matter where start-up dominates: beside the small blog post.
                    let floors = kind == .blog && size.label == "50 KB" ? startUpFloors(page: page, runs: size.rounds(quick), folder: folder) : []
                    results.wholeProcess.append(try wholeProcess(kind: kind, size: size, page: page, folder: folder, floors: floors))
                }
            }
        }
        if sections.contains(.warm) {
            Terminal.write("warm renders, five-step strategy")
            results.warm = try await warmLatency(pages: pages)
        }
        if sections.contains(.peers) {
            Terminal.write("warm post job beside the peers' warm loops, and render's flow")
            results.warmPeers = try await warmBesidePeers(pages: pages, kinds: kinds.isEmpty ? BenchPages.Kind.ordinary : kinds, folder: folder)
        }
        if sections.contains(.phases) {
            Terminal.write("the cold post job by phase")
            for kind in [BenchPages.Kind.dense, .article] {
                results.phases.append(try await coldPhases(kind: kind, size: "1 MB", page: pages.path(kind, "1 MB"), folder: folder, jsdom: false))
            }
        }
        if sections.contains(.bridge) {
            Terminal.write("bridge")
            results.bridge = try await bridgeRate()
        }
        if sections.contains(.engines) {
            Terminal.write("engines")
            results.engines = try await engineCosts()
        }
        if sections.contains(.parallel) {
            results.parallel = try await parallelThroughput(page: BenchPages.page(.blog, bytes: 50_000), postJob: postJob)
        }
        if sections.contains(.webkit) {
            Terminal.write("the WebKit engine")
            let page = pages.path(.blog, "50 KB")
            results.webkit = try await webkitRows(page: page, html: try String(contentsOfFile: page, encoding: .utf8))
        }
        guard only.isEmpty else {
            if let partialJson {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try encoder.encode(results).write(to: URL(fileURLWithPath: partialJson))
            }
            Terminal.write(results.table())
            return
        }

        let table = results.table()
        Terminal.write(table)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(results).write(to: URL(fileURLWithPath: json))
        if !docs.isEmpty {
            // A hand-written "## Notes" section (analysis, open work) survives regeneration.
            let previous = (try? String(contentsOfFile: docs, encoding: .utf8)) ?? ""
            let notes = previous.range(of: "\n## Notes").map { String(previous[$0.lowerBound...]) } ?? ""
            try (results.markdown() + notes).write(toFile: docs, atomically: true, encoding: .utf8)
        }
    }

    // MARK: Pages

    /// The page sizes of the whole-process rows, and how many timed runs each gets.
    struct Size {
        var label: String
        var bytes: Int
        var runs: Int, quickRuns: Int
        /// jsdom's runs (it needs seconds to minutes a page); 0: not run.
        var jsdomRuns: Int

        func rounds(_ quick: Bool) -> Int { quick ? quickRuns : runs }
    }

    static let sizes = [
        Size(label: "5 KB", bytes: 5_000, runs: 15, quickRuns: 3, jsdomRuns: 5),
        Size(label: "50 KB", bytes: 50_000, runs: 15, quickRuns: 3, jsdomRuns: 5),
        Size(label: "1 MB", bytes: 1_000_000, runs: 5, quickRuns: 2, jsdomRuns: 1),
        Size(label: "5 MB", bytes: 5_000_000, runs: 3, quickRuns: 1, jsdomRuns: 0),
    ]

    struct PageKey: Hashable {
        var kind: BenchPages.Kind
        var size: String
    }

    struct Pages {
        var paths: [PageKey: String] = [:]
        func path(_ kind: BenchPages.Kind, _ size: String) -> String { paths[PageKey(kind: kind, size: size)]! }
    }

    /// Every ordinary kind at every size; the iframe-heavy post at 50 KB and 1 MB only.
    private func writePages() throws -> Pages {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-bench")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var pages = Pages()
        for size in Self.sizes {
            for kind in BenchPages.Kind.allCases where !kind.onlyMidSizes || ["50 KB", "1 MB"].contains(size.label) {
                let url = directory.appendingPathComponent("\(kind.rawValue)-\(size.label.replacingOccurrences(of: " ", with: "").lowercased()).html")
                try BenchPages.page(kind, bytes: size.bytes).write(to: url, atomically: true, encoding: .utf8)
                pages.paths[PageKey(kind: kind, size: size.label)] = url.path
            }
        }
        return pages
    }

    // MARK: 1. Whole process

    /// One program timed on the post job: its command line and how many runs it gets.
    private struct Contender {
        var name: String
        var executable: String
        var arguments: [String]
        var environment: [String: String] = [:]
        var runs: Int
        /// A floor (Benchmarks/floor/): timed in the same turns, and shown apart.
        var isFloor = false
        /// Whether it prints the job's HTML, to be compared with WebEngine's.
        var printsHTML = true
        /// One of WebEngine's phase commands: shown as phases, not as a contender.
        var isPhase = false
    }

    /// What each contender printed last and its times; nil for one that could not run.
    private typealias Timings = [(samples: [Double], output: String)?]

    private func wholeProcess(kind: BenchPages.Kind, size: Size, page: String, folder: URL, floors: [Contender]) throws -> WholeProcessResult {
        let runs = size.rounds(quick)
        let contenders = postJobContenders(page: page, runs: runs, jsdomRuns: kind == .iframeHeavy && size.bytes > 100_000 ? 0 : min(runs, size.jsdomRuns), folder: folder) + floors
        let timings = timeInTurns(contenders, rounds: runs)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        var result = WholeProcessResult(page: "\(kind.rawValue) \(size.label)", kind: kind.rawValue, size: size.label, bytes: html.utf8.count,
                                        imagesPerMB: Self.count("<img", in: html) * 1_000_000 / html.utf8.count,
                                        iframesPerMB: Self.count("<iframe", in: html) * 1_000_000 / html.utf8.count)
        let reference = timings.first.flatMap { $0?.output.trimmingCharacters(in: .whitespacesAndNewlines) }
        for (contender, timing) in zip(contenders, timings) {
            guard let timing, !timing.samples.isEmpty else { continue }
            let identical = contender.printsHTML ? timing.output.trimmingCharacters(in: .whitespacesAndNewlines) == reference : nil
            result.contenders.append(.init(name: contender.name, runs: Samples(values: timing.samples), identicalOutput: identical, isFloor: contender.isFloor, isPhase: contender.isPhase))
        }
        let me = contenders[0]
        result.peakResidentMB = peakResidentMegabytes(me.executable, me.arguments, environment: me.environment)
        Terminal.write("  \(result.page): " + result.contenders.filter { !$0.isPhase }.map { "\($0.name) \(format($0.runs.median)) ms" }.joined(separator: ", "))
        return result
    }

    private static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// WebEngine (first: the reference output), its phase commands, domino and jsdom. The
    /// phases are whole processes too, each doing one step more: start-up only; the page
    /// parsed and built; the job run without serializing (`transformPost`); the full job.
    private func postJobContenders(page: String, runs: Int, jsdomRuns: Int, folder: URL) -> [Contender] {
        let me = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let job = folder.appendingPathComponent("post-job.js").path
        var contenders = [
            Contender(name: "WebEngine", executable: me, arguments: ["run", "--html", page, "--script", job, "--eval", "postJob(document)"], runs: runs),
            Contender(name: WholeProcessResult.startUpPhase, executable: me, arguments: ["run", "--eval", "1"], runs: runs, printsHTML: false, isPhase: true),
            Contender(name: WholeProcessResult.parsedPhase, executable: me, arguments: ["run", "--html", page, "--eval", "1"], runs: runs, printsHTML: false, isPhase: true),
            Contender(name: WholeProcessResult.jobPhase, executable: me, arguments: ["run", "--html", page, "--script", job, "--eval", "transformPost(document), 1"],
                      runs: runs, printsHTML: false, isPhase: true),
        ]
        let node = "/usr/bin/node", nodePath = ["NODE_PATH": "/usr/share/nodejs"]
        guard FileManager.default.fileExists(atPath: node) else { return contenders }
        for (peer, peerRuns) in [("domino", runs), ("jsdom", jsdomRuns)] where peerRuns > 0 {
            let script = folder.appendingPathComponent("peers/\(peer)-post-job.js").path
            contenders.append(Contender(name: peer, executable: node, arguments: [script, page], environment: nodePath, runs: peerRuns))
        }
        return contenders
    }

    /// Two floors under the job, from one C program (Benchmarks/floor/dom-install.c) that uses
    /// JavaScriptCore's public API as WebEngine does, with no Swift and no HTML parsing: JS
    /// start-up alone (JavaScriptCore started, the scripts every engine installs installed),
    /// and that plus the page built from the tree WebEngine's parser made of it and the job
    /// run. None, with a note, when no C compiler is at hand.
    /// The scripts WebEngine installs on first use that the post job reaches (image loads,
    /// URLs, inline styles, `on…` attributes): the floor program's stub `native` cannot install
    /// a script on first use, so it installs these after the others when it runs the job.
    static let scriptsThePostJobInstallsOnFirstUse = ["dom/images.js", "dom/url.js", "dom/style-values.js", "dom/event-handler-attributes.js"]

    private func startUpFloors(page: String, runs: Int, folder: URL) -> [Contender] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-bench")
        let program = directory.appendingPathComponent("dom-install").path
        let tree = directory.appendingPathComponent("post-50kb.tree.json")
        let build = """
            for cc in cc clang; do command -v $cc >/dev/null 2>&1 || continue
            exec $cc -O2 -o '\(program)' '\(folder.appendingPathComponent("floor/dom-install.c").path)' \
                $(pkg-config --cflags --libs javascriptcoregtk-4.1); done; exit 127
            """
        let scripts = JSWebEngine.installedScripts.map { folder.deletingLastPathComponent().appendingPathComponent("JSScripts/\($0)").path }
        do {
            _ = try timeProcess("/bin/sh", ["-c", build], environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
            try Data(ParsedPage(html: String(contentsOfFile: page, encoding: .utf8)).tree.jsonText).write(to: tree)
        } catch {
            Terminal.writeError("  floors not measured: \(error) (they need a C compiler and pkg-config)")
            return []
        }
        let job = ["--tree", tree.path, "--job", folder.appendingPathComponent("post-job.js").path]
        let jobScripts = BenchCommand.scriptsThePostJobInstallsOnFirstUse.map { folder.deletingLastPathComponent().appendingPathComponent("JSScripts/\($0)").path }
        return [
            Contender(name: WholeProcessResult.startUpFloor, executable: program, arguments: scripts, runs: runs, isFloor: true, printsHTML: false),
            Contender(name: WholeProcessResult.floorWithJob, executable: program, arguments: job + scripts + jobScripts, runs: runs, isFloor: true),
        ]
    }

    /// Contenders take turns, run by run: this machine's speed drifts within minutes, and a
    /// drift then falls on every contender instead of on whichever ran during it.
    ///
    /// Each timed run follows an untimed one of the same command, as hyperfine's warm-up
    /// does: this VM keeps giving its page cache back to the host, so a program whose files
    /// were evicted during another contender's run started from disk (one 250 ms WebEngine
    /// run read 7.5 s after a 14 s domino run). A contender with a single run (jsdom on the
    /// 1 MB page, over two minutes) skips it: a start from disk is noise beside that.
    private func timeInTurns(_ contenders: [Contender], rounds: Int) -> Timings {
        var timings: Timings = contenders.map { _ in ([], "") }
        for round in 0..<rounds {
            for (index, contender) in contenders.enumerated() where round < contender.runs && timings[index] != nil {
                do {
                    if contender.runs > 1 {
                        _ = try timeProcess(contender.executable, contender.arguments, environment: contender.environment)
                    }
                    let (elapsed, text) = try timeProcess(contender.executable, contender.arguments, environment: contender.environment)
                    timings[index]?.samples.append(elapsed.ms)
                    timings[index]?.output = text
                } catch {
                    Terminal.writeError("  \(contender.name): \(error) (is it installed?)")
                    timings[index] = nil
                }
            }
        }
        return timings
    }

    // MARK: 2. Warm latency

    static let fiveSteps = RenderStrategy(name: "bench", timeout: 5, steps: [
        .init(handler: "resizeImages", data: ["maxWidth": 320]), .init(handler: "absolutizeLinks"), .init(handler: "wrapEmbeds"),
        .init(handler: "lazyImages"), .init(handler: "collapseQuotes"),
    ])

    private func warmEngine() async throws -> JSWebEngine {
        var configuration = JSRuntime.Configuration()
        configuration.logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        let engine = try await JSWebEngine(configuration: configuration)
        for script in JSScriptProvider().obtainScriptsForPostEnvironmentSetup() { try await engine.executeScript(script) }
        return engine
    }

    /// One document: load, render with the five-step strategy, serialize (one trip to the
    /// engine's thread, as an app rendering many documents would).
    private func renderOnce(_ engine: JSWebEngine, _ html: String) async throws {
        let report = try await engine.render(html: html, baseURL: URL(string: "https://blog.example/post"), with: Self.fiveSteps)
        guard report.isComplete, report.html.utf8.count > 100 else { throw BenchError("a warm render did not complete: \(report.steps)") }
    }

    private func warmLatency(pages: Pages) async throws -> [WarmResult] {
        let engine = try await warmEngine()
        var results: [WarmResult] = []
        for (label, runs) in [("5 KB", quick ? 30 : 200), ("50 KB", quick ? 20 : 100), ("1 MB", quick ? 3 : 10)] {
            let path = pages.path(.blog, label)
            let html = try String(contentsOfFile: path, encoding: .utf8)
            // Warm means the JIT's steady state: a page size's own warm-up, half as many renders
            // as are measured, since the optimizing tiers profile each page anew.
            for _ in 0..<max(3, runs / 2) { try await renderOnce(engine, html) }
            var samples: [Double] = []
            for _ in 0..<runs {
                let started = ContinuousClock.now
                try await renderOnce(engine, html)
                samples.append((ContinuousClock.now - started).ms)
            }
            results.append(WarmResult(page: label, latency: Samples(values: samples)))
            Terminal.write("  \(label): median \(format(Samples(values: samples).median)) ms, p99 \(format(Samples(values: samples).p99)) ms")
        }
        return results
    }

    // MARK: 3. Bridge

    private func bridgeRate() async throws -> BridgeResult {
        let engine = try await warmEngine()
        try await engine.loadHTML("<p>bridge</p>", baseURL: nil)
        try await engine.executeScript("WebViewJavascriptBridge.registerHandler('echo', (data, reply) => reply(data))")
        let calls = quick ? 2_000 : 10_000
        for _ in 0..<200 { _ = try await engine.callHandler("echo", data: ["n": 1]) }
        var started = ContinuousClock.now
        for index in 0..<calls { _ = try await engine.callHandler("echo", data: ["n": .number(Double(index))]) }
        let sequential = Double(calls) / (ContinuousClock.now - started).ms * 1000

        // Throughput: many calls in flight, as an app updating many cells has.
        let inFlight = 256
        started = ContinuousClock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<(calls * 5) {
                if index >= inFlight { try await group.next() }
                group.addTask { _ = try await engine.callHandler("echo", data: ["n": .number(Double(index))]) }
            }
            try await group.waitForAll()
        }
        let inFlightRate = Double(calls * 5) / (ContinuousClock.now - started).ms * 1000

        // Batches: many calls in one trip to the engine's thread.
        let batchSize = 100
        let batch = (0..<batchSize).map { JSValue.object(["n": .number(Double($0))]) }
        started = ContinuousClock.now
        for _ in 0..<(calls * 5 / batchSize) {
            let results = await engine.callHandler("echo", batch: batch)
            guard results.allSatisfy({ (try? $0.get()) != nil }) else { throw BenchError("a batched call failed") }
        }
        let roundTrips = Double(calls * 5 / batchSize * batchSize) / (ContinuousClock.now - started).ms * 1000

        await engine.runtime.withCore { core in
            core.setProperty(core.globalObject, "rawNoop", core.makeFunction(name: "rawNoop") { _, _ in nil })
        }
        let loops = quick ? 200_000 : 2_000_000
        started = ContinuousClock.now
        try await engine.executeScript("for (let i = 0; i < \(loops); i++) rawNoop(i); 0")
        let raw = Double(loops) / (ContinuousClock.now - started).ms * 1000
        Terminal.write("""
              \(Int(roundTrips)) round trips/s in batches of \(batchSize), \(Int(inFlightRate))/s with \(inFlight) in flight, \
            \(Int(sequential))/s one at a time; raw JSC callbacks \(Int(raw))/s
            """)
        return BridgeResult(
            roundTripsPerSecond: roundTrips, batchSize: batchSize, inFlightRoundTripsPerSecond: inFlightRate, callsInFlight: inFlight,
            sequentialRoundTripsPerSecond: sequential, rawCallbacksPerSecond: raw)
    }

    // MARK: 4. Engines

    private func engineCosts() async throws -> EngineResult {
        var configuration = JSRuntime.Configuration()
        configuration.logger = Logger(label: "bench") { _ in SwiftLogNoOpLogHandler() }
        _ = try await JSWebEngine(configuration: configuration)  // first-use costs (JIT, libraries) out of the way
        let count = quick ? 10 : 30
        var engines: [JSWebEngine] = []
        var samples: [Double] = []
        let before = residentMegabytes()
        for _ in 0..<count {
            let started = ContinuousClock.now
            engines.append(try await JSWebEngine(configuration: configuration))
            samples.append((ContinuousClock.now - started).ms)
        }
        let perEngine = (residentMegabytes() - before) / Double(count)
        engines.removeAll()

        // An app rendering one document per fresh engine takes them from a pool, which makes
        // the next while the current document renders.
        let pool = WebEnginePool(capacity: 2, configuration: configuration) { engine in
            for script in JSScriptProvider().obtainScriptsForPostEnvironmentSetup() { try await engine.executeScript(script) }
        }
        try await pool.fill()
        let page = BenchPages.page(.blog, bytes: 5_000)
        var pooled: [Double] = []
        for _ in 0..<count {
            let started = ContinuousClock.now
            let engine = try await pool.take()
            pooled.append((ContinuousClock.now - started).ms)
            try await renderOnce(engine, page)
        }
        Terminal.write("""
              new engine: median \(format(Samples(values: samples).median)) ms made on the spot, \
            \(format(Samples(values: pooled).median)) ms from a pool (p99 \(format(Samples(values: pooled).p99)) ms); \(format(perEngine)) MB resident each
            """)
        return EngineResult(creation: Samples(values: samples), fromPool: Samples(values: pooled), residentMegabytesPerEngine: perEngine)
    }

    // MARK: 5. Two engines against one

    private func parallelThroughput(page: String, postJob: String) async throws -> ParallelResult {
        // Steady state: each engine is its own VM with its own JIT, and its first few hundred
        // renders compile the DOM's hot paths on a background thread (which takes the other
        // core); 400 renders leave that compile time near zero (measured per thread).
        let warmUp = quick ? 20 : 400
        let first = try await warmEngine(), second = try await warmEngine()
        for engine in [first, second] {
            for _ in 0..<warmUp { try await renderOnce(engine, page) }
        }
        // Rounds alternate one engine and the same engine beside a second, so a change in
        // the machine's speed during the run (this VM's varies by a third) falls on both.
        let rounds = quick ? 2 : 7, renders = quick ? 10 : 30
        var single = Phase(), double = Phase(), ratios: [Double] = [], machineRatios: [Double] = []
        let spin = MachineParallelism.calibrated(milliseconds: quick ? 20 : 60)
        for _ in 0..<rounds {
            machineRatios.append(spin.twoAgainstOne())
            let one = try await measure(renders) { for _ in 0..<renders { try await renderOnce(first, page) } }
            let two = try await measure(2 * renders) {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for engine in [first, second] {
                        group.addTask { for _ in 0..<renders { try await renderOnce(engine, page) } }
                    }
                    try await group.waitForAll()
                }
            }
            single.add(one)
            double.add(two)
            ratios.append(two.rate / one.rate)
        }
        let speedup = Samples(values: ratios).median, machine = Samples(values: machineRatios).median
        Terminal.write("""
              one engine \(format(single.rate)) renders/s (\(format(single.coresBusy)) cores busy), two engines \(format(double.rate)) renders/s \
            (\(format(double.coresBusy)) cores busy); median ratio of \(rounds) alternating rounds \(format(speedup))x \
            (the machine: two threads of a plain loop \(format(machine))x one)
            """)
        return ParallelResult(
            oneEngineRendersPerSecond: single.rate, twoEnginesRendersPerSecond: double.rate, oneEngineCoresBusy: single.coresBusy,
            twoEnginesCoresBusy: double.coresBusy, rounds: rounds, medianSpeedup: speedup, machineSpeedup: machine)
    }

    /// Renders, wall time and CPU time of one measured phase (or the sum of several).
    private struct Phase {
        var renders = 0, wallSeconds = 0.0, cpuSeconds = 0.0
        var rate: Double { Double(renders) / wallSeconds }
        var coresBusy: Double { cpuSeconds / wallSeconds }

        mutating func add(_ other: Phase) {
            renders += other.renders
            wallSeconds += other.wallSeconds
            cpuSeconds += other.cpuSeconds
        }
    }

    private func measure(_ renders: Int, _ work: () async throws -> Void) async throws -> Phase {
        let started = ContinuousClock.now, cpu = processCPUSeconds()
        try await work()
        return Phase(renders: renders, wallSeconds: (ContinuousClock.now - started).ms / 1000, cpuSeconds: processCPUSeconds() - cpu)
    }
}

func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.2f", value)
}
