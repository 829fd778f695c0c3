import Foundation

struct Machine: Codable {
    var cpu: String
    var cores: Int
    var memoryGB: Double
    var node: String

    var summary: String { "\(cpu), \(cores) cores, \(Int(memoryGB.rounded())) GB" }

    static func describe() -> Machine {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let cpu = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }?.split(separator: ":").last?
            .trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
        let node = (try? timeProcess("/usr/bin/node", ["--version"]).1.trimmingCharacters(in: .whitespacesAndNewlines)) ?? "none"
        return Machine(cpu: cpu, cores: ProcessInfo.processInfo.activeProcessorCount,
                       memoryGB: Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824, node: node)
    }
}

struct WholeProcessResult: Codable {
    struct Contender: Codable {
        var name: String
        var runs: Samples
        /// Nil for a floor or phase command that prints no HTML.
        var identicalOutput: Bool?
        /// Benchmarks/floor/dom-install.c: JavaScriptCore and our JS without Swift or HTML parsing.
        var isFloor = false
        /// One of WebEngine's phase commands (start-up; parsed; job without serializing).
        var isPhase = false
    }

    /// The floors' contender names (Benchmarks/floor/dom-install.c).
    static let startUpFloor = "JS start-up floor", floorWithJob = "JS floor with the job"
    /// WebEngine's phase commands, each one step more than the one before.
    static let startUpPhase = "WebEngine, start-up only", parsedPhase = "WebEngine, page parsed", jobPhase = "WebEngine, job not serialized"

    var page: String
    var kind: String?
    var size: String?
    var bytes: Int?
    var imagesPerMB: Int?
    var iframesPerMB: Int?
    var peakResidentMB: Double?
    var contenders: [Contender] = []

    func median(_ name: String) -> Double? { contenders.first { $0.name == name }?.runs.median }

    var isOrdinary: Bool { kind.map { BenchPages.Kind(rawValue: $0).map(BenchPages.Kind.ordinary.contains) ?? false } ?? false }

    /// Where WebEngine's time goes, from the differences of the phase commands' medians:
    /// start-up, parse and build, the job, serialize and print.
    var phases: [(name: String, ms: Double)]? {
        guard let startUp = median(Self.startUpPhase), let parsed = median(Self.parsedPhase), let job = median(Self.jobPhase),
              let whole = median("WebEngine") else { return nil }
        return [("start-up", startUp), ("parse and build", parsed - startUp), ("job", job - parsed), ("serialize and print", whole - job)]
    }
}

struct WarmResult: Codable {
    var page: String
    var latency: Samples
}

struct BridgeResult: Codable {
    /// Through `callHandler(_:batch:)`, `batchSize` calls per trip to the engine's thread.
    var roundTripsPerSecond: Double
    var batchSize: Int
    /// With `callsInFlight` single calls outstanding through the public async API.
    var inFlightRoundTripsPerSecond: Double
    var callsInFlight: Int
    /// One call at a time: each waits for the previous answer (two thread hops per call).
    var sequentialRoundTripsPerSecond: Double
    var rawCallbacksPerSecond: Double
}

struct EngineResult: Codable {
    /// A new engine made on the spot (runtime, DOM, bridge).
    var creation: Samples
    /// A new, never used engine taken from a `WebEnginePool`, one per document rendered.
    var fromPool: Samples
    var residentMegabytesPerEngine: Double
}

struct ParallelResult: Codable {
    var oneEngineRendersPerSecond: Double
    var twoEnginesRendersPerSecond: Double
    /// Cores busy on average (process CPU time / wall time): JavaScriptCore's JIT and GC
    /// helper threads make one engine use more than one.
    var oneEngineCoresBusy: Double
    var twoEnginesCoresBusy: Double
    /// One-engine and two-engine phases alternate: the figure is the median of the rounds'
    /// ratios (the totals above give the ratio of the sums).
    var rounds: Int
    var medianSpeedup: Double
    var speedup: Double { medianSpeedup }
    /// What the machine itself gives two threads of a loop that only computes, measured in
    /// the same rounds (`MachineParallelism`): on a shared VM often well under 2x, which
    /// bounds what two engines can show. Nil in results written before it was measured.
    var machineSpeedup: Double?
}

struct BenchResults: Codable {
    var machine: Machine
    var quick: Bool
    var date = ISO8601DateFormatter().string(from: Date())
    var wholeProcess: [WholeProcessResult] = []
    var warm: [WarmResult] = []
    var warmPeers: [WarmPeerResult] = []
    var phases: [PhaseResult] = []
    var bridge: BridgeResult?
    var engines: EngineResult?
    var parallel: ParallelResult?
    var webkit: WebKitResult?

    init(machine: Machine, quick: Bool) {
        self.machine = machine
        self.quick = quick
    }

    struct Target {
        var name: String
        var target: String
        var measured: String
        var met: Bool?
    }

    /// Each target of the benchmark issue, against what was measured in this run.
    var targets: [Target] {
        var targets: [Target] = []
        for (size, share) in [("1 MB", 4.0), ("50 KB", 5.0)] {
            let runs = wholeProcess.filter { $0.isOrdinary && $0.size == size }
            let ratios = runs.compactMap { run -> (String, Double, Double, Double)? in
                guard let ours = run.median("WebEngine"), let domino = run.median("domino") else { return nil }
                return (run.kind ?? run.page, ours, domino, domino / ours)
            }
            guard !ratios.isEmpty else { continue }
            var measured = ratios.map { "\($0.0) \(format($0.1)) vs \(format($0.2)) ms: 1/\(format($0.3))" }.joined(separator: "; ")
            if let floor = runs.first(where: { $0.median(WholeProcessResult.floorWithJob) != nil }), let time = floor.median(WholeProcessResult.floorWithJob),
               let domino = floor.median("domino") {
                measured += "; the JS floor with the job (\(floor.kind ?? "")): \(format(time)) ms, 1/\(format(domino / time))"
            }
            targets.append(Target(name: "\(size) post job, whole process", target: "≤ 1/\(Int(share)) of domino's time (ordinary pages)",
                                  measured: measured, met: ratios.allSatisfy { $0.3 >= share }))
        }
        for (size, share) in [("1 MB", 4.0), ("50 KB", 5.0)] {
            // Issue #32: the fastest peer, on every ordinary page (element-dense and article-like included).
            let ratios = wholeProcess.filter { $0.isOrdinary && $0.size == size }.compactMap { run -> (String, Double)? in
                guard let ours = run.median("WebEngine"), let fastest = ["domino", "jsdom"].compactMap(run.median).min() else { return nil }
                return (run.kind ?? run.page, fastest / ours)
            }
            guard ratios.contains(where: { ["dense", "article"].contains($0.0) }) else { continue }
            targets.append(Target(name: "\(size) post job vs the fastest peer, every page", target: "≤ 1/\(Int(share)) of the fastest peer's time",
                                  measured: ratios.map { "\($0.0) 1/\(format($0.1))" }.joined(separator: ", "), met: ratios.allSatisfy { $0.1 >= share }))
        }
        if !warmPeers.isEmpty {
            let ratios = warmPeers.compactMap { run -> (String, Double)? in
                guard let ours = run.median(WarmPeerResult.parsed), let domino = run.median("domino") else { return nil }
                return (run.page, domino / ours)
            }
            targets.append(Target(name: "warm post job vs domino's warm loop", target: "≤ 1/4 of domino's time, every page",
                                  measured: ratios.map { "\($0.0) 1/\(format($0.1))" }.joined(separator: ", "), met: ratios.allSatisfy { $0.1 >= 4 }))
            let renders = warmPeers.compactMap { run -> (String, Double)? in
                guard let ours = run.median(WarmPeerResult.parsed), let render = run.median(WarmPeerResult.render) else { return nil }
                return (run.page, render / ours)
            }
            targets.append(Target(name: "render's warm flow vs the warm post job", target: "≤ 2x on the same page",
                                  measured: renders.map { "\($0.0) \(format($0.1))x" }.joined(separator: ", "), met: renders.allSatisfy { $0.1 <= 2 }))
        }
        let peaks = wholeProcess.filter { $0.isOrdinary && $0.size == "1 MB" }.compactMap { run in run.peakResidentMB.map { (run.kind ?? run.page, $0) } }
        if !peaks.isEmpty {
            targets.append(Target(name: "peak memory, 1 MB post job", target: "≤ 112 MB (before issue #21)",
                                  measured: peaks.map { "\($0.0) \(format($0.1)) MB" }.joined(separator: ", "), met: peaks.allSatisfy { $0.1 <= 112 }))
        }
        if let warm = warm.first(where: { $0.page == "50 KB" }) {
            targets.append(Target(name: "warm 50 KB render, five steps", target: "< 5 ms", measured: "\(format(warm.latency.median)) ms median", met: warm.latency.median < 5))
        }
        if let bridge {
            targets.append(Target(
                name: "bridge round trips", target: "≥ 300,000/s",
                measured: "\(Int(bridge.roundTripsPerSecond))/s in batches of \(bridge.batchSize) (\(Int(bridge.inFlightRoundTripsPerSecond))/s single calls)",
                met: bridge.roundTripsPerSecond >= 300_000))
        }
        if let engines {
            targets.append(Target(
                name: "new engine", target: "< 5 ms and < 4 MB",
                measured: "\(format(engines.fromPool.median)) ms from a prewarmed pool (\(format(engines.creation.median)) ms made on the spot), \(format(engines.residentMegabytesPerEngine)) MB",
                met: engines.fromPool.median < 5 && engines.residentMegabytesPerEngine < 4))
        }
        if let parallel {
            let machine = parallel.machineSpeedup.map { " (two threads of a plain loop on this machine: \(format($0))x)" } ?? ""
            targets.append(Target(name: "two engines vs one", target: "≥ 1.7x throughput", measured: "\(format(parallel.speedup))x\(machine)", met: parallel.speedup >= 1.7))
        }
        if let webkit {
            targets.append(Target(name: "WebKit: warm 50 KB render, five steps", target: "< 25 ms", measured: "\(format(webkit.warm.median)) ms median", met: webkit.warm.median < 25))
            targets.append(Target(name: "WebKit: first render, whole process", target: "< 1.5 s", measured: "\(format(webkit.firstRender.median)) ms median", met: webkit.firstRender.median < 1500))
            let rows = webkit.memory
            targets.append(Target(
                name: "WebKit: memory over \(Int(rows.last?.first ?? 0)) renders", target: "flat",
                measured: "\(format(rows.first?.last ?? .nan)) MB after \(Int(rows.first?.first ?? 0)), \(format(rows.last?.last ?? .nan)) MB after \(Int(rows.last?.first ?? 0)) (\(format(webkit.memoryGrowth * 100))%)",
                met: abs(webkit.memoryGrowth) < 0.1))
            targets.append(Target(
                name: "WebKit: a killed helper", target: "that render fails, the next works",
                measured: "\(webkit.crashReported ? "failed" : "did not fail"); next \(webkit.recoveredRender ? "completed" : "did not complete") in \(format(webkit.recoveryMs)) ms",
                met: webkit.crashReported && webkit.recoveredRender))
        }
        return targets
    }

    func table() -> String {
        var lines = ["", "target                               goal                   measured"]
        for target in targets {
            lines.append([target.name.padding(toLength: 37, withPad: " ", startingAt: 0), target.target.padding(toLength: 23, withPad: " ", startingAt: 0),
                          target.measured + (target.met == true ? "  ✓" : "  ✗")].joined())
        }
        return lines.joined(separator: "\n")
    }

    func markdown() -> String {
        var text = """
            # Benchmarks

            Made by `make bench` (`webengine bench`, release build) on \(date.prefix(10)): \(machine.summary); \
            Node \(machine.node) with Debian's domino and jsdom. Medians unless said otherwise; every figure \
            below comes from the same run.\(quick ? " **A quick run (few iterations): not figures to publish.**" : "")

            ## Against the targets

            | | target | measured | |
            |---|---|---|---|

            """
        for target in targets {
            text += "| \(target.name) | \(target.target) | \(target.measured) | \(target.met == true ? "met" : "not met") |\n"
        }
        text += "\n## 1. The post job, whole process\n\nResize images wider than 320 px, absolutize `/` links, wrap iframes, mark cite quotes, serialize; "
        text += "the same script (`Benchmarks/post-job.js`) for every contender, from process start to the HTML printed. The contenders take turns run by run, each started with the same few environment variables (PATH, HOME, LANG, LC_ALL, TMPDIR; NODE_PATH for the peers); each timed run follows an untimed one of the same command, so every contender starts with its files in the page cache (jsdom's single runs excepted). "
        text += "The pages (`BenchPages`) are generated: a blog post, a news article and an HTML e-mail (nested tables, inline styles, quoted replies) at four sizes; "
        text += "an element-dense listing (per MB 4,100 links, 3,300 list items, 3,300 table cells in 800 tables, 1,600 images, 800 quoted blocks, 160 iframes) "
        text += "and an encyclopedia article built to a real one's element statistics (Wikipedia's \"Barack Obama\", 596 KB: per MB about 15,000 elements, 5,900 links) at 50 KB and 1 MB. "
        text += "WebEngine's phases come from three more commands timed in the same turns, each a step shorter: start-up alone (`run --eval 1`), the page parsed and built, the job without serializing (`transformPost`); each phase is the difference of two medians. "
        text += "Peak memory is one more run's maximum resident set (wait4). Times in ms, medians; ratios are the peer's median over WebEngine's.\n\n"
        let header = "| page | KB | images / iframes per MB | WebEngine | domino | jsdom | vs domino | vs jsdom | start-up | parse and build | job | serialize and print | peak MB | same output |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n"
        func row(_ run: WholeProcessResult) -> String {
            let ours = run.median("WebEngine") ?? .nan
            let cell = { (value: Double?) in value.map(format) ?? "not run" }
            let ratio = { (peer: String) in run.median(peer).map { "1/\(format($0 / ours))" } ?? "" }
            let phases = run.phases?.map { format($0.ms) } ?? ["", "", "", ""]
            let same = run.contenders.filter { !$0.isFloor && !$0.isPhase && $0.name != "WebEngine" }.allSatisfy { $0.identicalOutput == true } ? "yes" : "**no**"
            let counts = "\(run.imagesPerMB.map(String.init) ?? "") / \(run.iframesPerMB.map(String.init) ?? "")"
            return "| \(run.page) | \((run.bytes ?? 0) / 1000) | \(counts) | \(format(ours)) | \(cell(run.median("domino"))) | \(cell(run.median("jsdom"))) | \(ratio("domino")) | \(ratio("jsdom")) | "
                + phases.joined(separator: " | ") + " | \(run.peakResidentMB.map(format) ?? "") | \(same) |\n"
        }
        text += "### Ordinary pages\n\n" + header + wholeProcess.filter(\.isOrdinary).map(row).joined() + "\n"
        let pathological = wholeProcess.filter { !$0.isOrdinary }
        if !pathological.isEmpty {
            text += "### The iframe-heavy post (pathological)\n\nThe benchmark's first page, kept as a labelled row: its iframe density makes domino's insertions quadratic, so its ratios say little about ordinary pages (jsdom is not run on its 1 MB page: minutes).\n\n"
            text += header + pathological.map(row).joined() + "\n"
        }
        for run in wholeProcess where run.contenders.contains(where: \.isFloor) {
            text += "### Floors\n\n| page | contender | median (ms) | runs | output identical to WebEngine's |\n|---|---|---|---|---|\n"
            for contender in run.contenders where contender.isFloor || contender.name == "WebEngine" || contender.name == "domino" {
                let identical = contender.identicalOutput.map { $0 ? "yes" : "**no**" } ?? "(prints no HTML)"
                text += "| \(run.page) | \(contender.isFloor ? "\(contender.name)¹" : contender.name) | \(format(contender.runs.median)) | \(contender.runs.values.count) | \(identical) |\n"
            }
            text += "\n```\n" + chart(run) + "```\n\n"
            text += "¹ Floors, timed in the same turns: one C program (`Benchmarks/floor/dom-install.c`) using JavaScriptCore's public API as WebEngine does, with no Swift and no HTML parsing. "
            text += "*\(WholeProcessResult.startUpFloor)*: start JavaScriptCore, install the scripts every engine installs (runtime, DOM, bridge), exit. "
            text += "*\(WholeProcessResult.floorWithJob)*: that, then build the page from the tree WebEngine's parser made of it (read from a file) and run the job. "
            text += "Whatever WebEngine does beyond them is Swift, MyHTML and the process.\n\n"
        }
        text += "## 2. Warm renders in process\n\nOne engine reused: load the blog post, run the five-step strategy "
        text += "(resizeImages, absolutizeLinks, wrapEmbeds, lazyImages, collapseQuotes), read the HTML. "
        text += "Each page size is measured after a warm-up of half as many renders of it (the JIT's steady state).\n\n"
        text += "| page | median (ms) | p99 (ms) | renders |\n|---|---|---|---|\n"
        for result in warm {
            text += "| \(result.page) | \(format(result.latency.median)) | \(format(result.latency.p99)) | \(result.latency.values.count) |\n"
        }
        if !warmPeers.isEmpty {
            text += "\n## 2b. The post job warm, beside the peers' warm loops\n\n"
            text += "The page parsed into a new document, the post job, the HTML serialized, many times in one process: WebEngine in one reused engine "
            text += "(the page parsed with `DOMParser` in one script call; and loaded as the engine's document, then the job in a second call), "
            text += "domino and jsdom in one Node process each (`Benchmarks/peers/warm.js`), after warm-up runs; rounds alternate WebEngine and domino (jsdom runs once, in the middle round). "
            text += "*render flow* is `render`'s whole flow warm on the same page in one module (compose and sanitize, load, the five-step strategy, the content height). "
            text += "Times in ms, medians; ratios are domino's median over WebEngine's (DOMParser).\n\n"
            text += "| page | WebEngine (DOMParser) | WebEngine (loaded page) | domino | jsdom | vs domino | render flow | render / post job | same output |\n|---|---|---|---|---|---|---|---|---|\n"
            for run in warmPeers {
                let ours = run.median(WarmPeerResult.parsed) ?? .nan
                let cell = { (name: String) in run.median(name).map(format) ?? "not run" }
                let same = run.contenders.allSatisfy { $0.identicalOutput != false } ? "yes" : "**no**"
                text += "| \(run.page) | \(format(ours)) | \(cell(WarmPeerResult.loaded)) | \(cell("domino")) | \(cell("jsdom")) | "
                text += "\(run.median("domino").map { "1/\(format($0 / ours))" } ?? "") | \(cell(WarmPeerResult.render)) | \(run.median(WarmPeerResult.render).map { "\(format($0 / ours))x" } ?? "") | \(same) |\n"
            }
        }
        for result in phases {
            text += "\n### The cold post job by phase: \(result.page)\n\n"
            text += "Each phase timed apart (`Benchmarks/post-job-phases.js`): WebEngine on a new engine (a new VM, nothing compiled) in this process, "
            text += "the floor program (`Benchmarks/floor/dom-install.c --phases`: JavaScriptCore and the same DOM scripts, no Swift, the tree our parser made read from a file), "
            text += "the plain-object floor (`Benchmarks/floor/plain-job.js`: the same phases on plain JavaScript objects in a fresh JavaScriptCore, the same output), "
            text += "domino in a fresh Node process (`Benchmarks/peers/phases.js`); rounds alternate. Medians, ms.\n\n"
            text += "| phase | " + result.contenders.map(\.name).joined(separator: " | ") + " |\n|---|" + result.contenders.map { _ in "---|" }.joined() + "\n"
            for phase in result.phases {
                text += "| \(phase) | " + result.contenders.map { $0.phases[phase].map { format($0.median) } ?? "" }.joined(separator: " | ") + " |\n"
            }
            text += "| same output as `run` | " + result.contenders.map { $0.identicalOutput == true ? "yes" : "**no**" }.joined(separator: " | ") + " |\n"
        }
        if let bridge {
            text += "\n## 3. The bridge\n\n| | per second |\n|---|---|\n"
            text += "| round trips (native -> JS handler -> native reply, small JSON), `callHandler(_:batch:)` with \(bridge.batchSize) calls per batch | \(Int(bridge.roundTripsPerSecond)) |\n"
            text += "| the same as single `callHandler` calls, \(bridge.callsInFlight) in flight | \(Int(bridge.inFlightRoundTripsPerSecond)) |\n"
            text += "| the same, one call at a time (each waits for the previous answer) | \(Int(bridge.sequentialRoundTripsPerSecond)) |\n"
            text += "| raw JavaScriptCore callbacks (JS calling a native function in a loop) | \(Int(bridge.rawCallbacksPerSecond)) |\n"
        }
        if let engines {
            text += "\n## 4. Engines\n\n| | |\n|---|---|\n| a new engine made on the spot (runtime, DOM, bridge), median | \(format(engines.creation.median)) ms |\n"
            text += "| a new engine taken from a prewarmed `WebEnginePool` (one per document rendered), median / p99 | \(format(engines.fromPool.median)) / \(format(engines.fromPool.p99)) ms |\n"
            text += "| resident memory per idle engine | \(format(engines.residentMegabytesPerEngine)) MB |\n"
        }
        if let parallel {
            text += "\n## 5. Two engines on two cores\n\n| | renders/s (50 KB, five steps) | cores busy (CPU time / wall time) |\n|---|---|---|\n"
            text += "| one engine | \(format(parallel.oneEngineRendersPerSecond)) | \(format(parallel.oneEngineCoresBusy)) |\n"
            text += "| two engines at once (one of them the engine above) | \(format(parallel.twoEnginesRendersPerSecond)) | \(format(parallel.twoEnginesCoresBusy)) |\n"
            text += "\nThe phases alternate in \(parallel.rounds) rounds after 400 warm-up renders per engine; the ratio of each round's rates, median: **\(format(parallel.speedup))x** "
            text += "(ratio of the totals: \(format(parallel.twoEnginesRendersPerSecond / parallel.oneEngineRendersPerSecond))x).\n"
            if let machine = parallel.machineSpeedup {
                text += "In the same rounds, two threads running a loop that only computes (no memory, no locks) did **\(format(machine))x** the work of one: "
                text += "what this machine gives two busy threads, and so the most two engines could show here.\n"
            }
        }
        if let webkit {
            text += "\n## 6. The WebKit engine\n\nThe same 50 KB blog post on real WebKit (WebKitGTK in the `webengine-webkit` helper, its own Xvfb, a warm view). "
            text += "A first render is a whole `webengine render --engine webkit` process: the helper, its display server and WebKit's processes start, the page renders, the processes end.\n\n"
            text += "| | WebKit | fast engine |\n|---|---|---|\n"
            text += "| first render, whole process, median (\(webkit.firstRender.values.count) runs) | \(format(webkit.firstRender.median)) ms | \(format(webkit.fastFirstRender.median)) ms |\n"
            let fastWarm = warm.first { $0.page == "50 KB" }.map { format($0.latency.median) + " ms" } ?? "not run"
            text += "| warm render (load, five steps, read the document and the height), median / p99 | \(format(webkit.warm.median)) / \(format(webkit.warm.p99)) ms | \(fastWarm) |\n"
            text += "| resident memory of the helper's processes, after each tenth of the renders | " + webkit.memory.map { "\(Int($0[0])): \(format($0[1])) MB" }.joined(separator: ", ") + " | |\n"
            text += "| the helper killed during a render | that render \(webkit.crashReported ? "failed" : "**did not fail**"); the next \(webkit.recoveredRender ? "completed" : "**did not complete**") in \(format(webkit.recoveryMs)) ms (a new helper) | |\n"
        }
        return text + "\nReproduce: `make bench` (installs the peers if missing). Raw figures: `Benchmarks/results.json`.\n"
    }

    private func chart(_ run: WholeProcessResult) -> String {
        let shown = run.contenders.filter { !$0.isPhase }
        let longest = shown.map(\.runs.median).max() ?? 1
        return shown.map { contender in
            let bar = String(repeating: "█", count: max(1, Int((contender.runs.median / longest * 50).rounded())))
            return "\(contender.name.padding(toLength: 21, withPad: " ", startingAt: 0)) \(bar) \(format(contender.runs.median)) ms\n"
        }.joined()
    }
}
