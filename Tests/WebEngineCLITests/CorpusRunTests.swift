import Foundation
import XCTest

@testable import WebEngineCLI

/// `render` over a corpus: every outcome counted, outputs as `render` prints them, baselines,
/// shards and their merge, resuming, and the report in a real browser.
final class CorpusRunTests: FolderTestCase {
    /// A handler (the post strategy's last step) that misbehaves on documents marked for it.
    private let misbehaving = """
        setupWebViewJavascriptBridge(function (bridge) {
          bridge.registerHandler('lazyImages', function (data, respond) {
            if (document.querySelector('.throws')) throw new TypeError('thrown on purpose');
            if (document.querySelector('.silent')) return;
            if (document.querySelector('.slow')) { var until = Date.now() + 8000; while (Date.now() < until) {} }
            respond({ logDescription: 'lazy ok' });
          });
        });
        """

    private func records(_ run: String) throws -> [[String: Any]] {
        let text = try String(contentsOf: folder.appendingPathComponent(run).appendingPathComponent("results.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    }

    /// The records without what differs from run to run (timings).
    private func comparable(_ run: String) throws -> [NSDictionary] {
        try records(run).map { record in
            var record = record
            record["timings"] = nil
            record["steps"] = (record["steps"] as? [[String: Any]])?.map { step in step.filter { $0.key != "durationMs" } }
            return record as NSDictionary
        }
    }

    func testEachDocumentFailsAloneAndTheSummaryCountsEveryOutcome() throws {
        try write("<p>first <img src=a.png width=900></p>", to: "mail/a-ok.html")
        try write("<p class=throws>x</p>", to: "mail/b-throws.html")
        try write("<p class=silent>x</p>", to: "mail/c-silent.html")
        try write("<p class=slow>x</p>", to: "mail/d-slow.html")
        try write("<p>after the slow one, on the same engine</p>", to: "mail/e-ok.html")
        try write(String(repeating: "<br>", count: 150_000), to: "mail/f-huge.html")  // over the nodes budget
        try write("not a page", to: "mail/notes.txt")
        try write(misbehaving, to: "handlers/misbehaving.js")
        let result = try runWebEngine(
            ["render", "mail", "--scripts", "handlers", "--jobs", "1", "--timeout", "20", "--document-timeout", "3", "--out", "runs/one"], timeout: 120, in: folder)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("6 documents in"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("2 ok, 1 failed, 1 timedOut, 1 hung, 1 refused"), result.standardOutput)
        let records = try records("runs/one")
        XCTAssertEqual(records.map { $0["path"] as? String }, ["a-ok.html", "b-throws.html", "c-silent.html", "d-slow.html", "e-ok.html", "f-huge.html"])
        XCTAssertEqual(records.map { $0["outcome"] as? String }, ["ok", "failed", "timedOut", "hung", "ok", "refused"])
        XCTAssertTrue((records[1]["errors"] as? [[String: Any]])?.first?["message"] as? String == "TypeError: thrown on purpose", "\(records[1])")
        XCTAssertTrue((records[5]["message"] as? String)?.contains("nodes budget exceeded") == true, "\(records[5])")

        // Each output is what `render` prints for the document alone, and its hash is sha256sum's.
        for name in ["a-ok.html", "e-ok.html"] {
            let alone = try runWebEngine(["render", "mail/\(name)", "--scripts", "handlers"], in: folder)
            let written = try String(contentsOf: folder.appendingPathComponent("runs/one/documents/\(name)"), encoding: .utf8)
            XCTAssertEqual(alone.standardOutput, written)
            let sum = try runProcess("/usr/bin/sha256sum", ["runs/one/documents/\(name)"], in: folder)
            let record = records.first { $0["path"] as? String == name }!
            XCTAssertEqual(sum.split(separator: " ").first.map(String.init), record["outputSHA256"] as? String)
        }
    }

    func testABaselineRunFlagsExactlyTheDocumentsAStrategyChangeTouches() throws {
        for index in 1...8 {
            let table = [2, 5, 7].contains(index) ? "<table><tr><td>cell \(index)</td></tr></table>" : ""
            try write("<p>Message \(index)</p>\(table)", to: "mail/m\(index).html")
        }
        let handler = { (change: String) in
            """
            setupWebViewJavascriptBridge(function (bridge) {
              bridge.registerHandler('lazyImages', function (data, respond) { \(change) respond({ logDescription: 'done' }); });
            });
            """
        }
        try write(handler(""), to: "before/h.js")
        try write(handler("document.querySelectorAll('table').forEach(function (t) { t.classList.add('fit'); });"), to: "after/h.js")
        XCTAssertEqual(try runWebEngine(["render", "mail", "--scripts", "before", "--out", "runs/main"], in: folder).status, 0)

        let unchanged = try runWebEngine(["render", "mail", "--scripts", "before", "--out", "runs/same", "--baseline", "runs/main"], in: folder)
        XCTAssertEqual(unchanged.status, 0, unchanged.standardOutput + unchanged.standardError)
        XCTAssertTrue(unchanged.standardOutput.contains("0 documents changed"), unchanged.standardOutput)

        let changed = try runWebEngine(["render", "mail", "--scripts", "after", "--out", "runs/pr", "--baseline", "runs/main"], in: folder)
        XCTAssertEqual(changed.status, 1, changed.standardOutput + changed.standardError)
        let changes = try String(contentsOf: folder.appendingPathComponent("runs/pr/changes.jsonl"), encoding: .utf8)
            .split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        XCTAssertEqual(changes.map { $0["path"] as? String }, ["m2.html", "m5.html", "m7.html"])
        XCTAssertEqual(changes.map { $0["kinds"] as? [String] }, [["output"], ["output"], ["output"]])
        let diff = try String(contentsOf: folder.appendingPathComponent("runs/pr/diffs/m5.html.diff"), encoding: .utf8)
        XCTAssertTrue(diff.contains("-<table>\n+<table class=\"fit\">\n"), diff)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("runs/pr/report.html").path))
    }

    func testShardsPartitionTheCorpusAndTheirMergeIsTheWholeRun() throws {
        for index in 1...24 { try write("<p>Post \(index)</p><p><a href=/p\(index)>next</a></p>", to: "posts/\(index / 10)/p\(index).html") }
        XCTAssertEqual(try runWebEngine(["render", "posts", "--out", "runs/whole"], in: folder).status, 0)
        var seen: [String] = []
        for shard in 1...3 {
            let result = try runWebEngine(["render", "posts", "--shard", "\(shard)/3", "--out", "runs/shard-\(shard)"], in: folder)
            XCTAssertEqual(result.status, 0, result.standardError)
            let paths = try records("runs/shard-\(shard)").compactMap { $0["path"] as? String }
            XCTAssertFalse(paths.isEmpty, "shard \(shard) is empty")
            seen += paths
        }
        XCTAssertEqual(seen.sorted(), try records("runs/whole").compactMap { $0["path"] as? String }, "the shards partition the corpus")

        let merged = try runWebEngine(["merge", "runs/shard-1", "runs/shard-2", "runs/shard-3", "--expect", "3", "--out", "runs/merged"], in: folder)
        XCTAssertEqual(merged.status, 0, merged.standardError)
        XCTAssertEqual(try comparable("runs/merged"), try comparable("runs/whole"))
        for path in seen {
            XCTAssertEqual(
                try Data(contentsOf: folder.appendingPathComponent("runs/merged/documents/\(path)")),
                try Data(contentsOf: folder.appendingPathComponent("runs/whole/documents/\(path)")))
        }
        let overlapping = try runWebEngine(["merge", "runs/shard-1", "runs/shard-1", "--out", "runs/twice"], in: folder)
        XCTAssertEqual(overlapping.status, 64)
        XCTAssertTrue(overlapping.standardError.contains("is in both"), overlapping.standardError)
        let missing = try runWebEngine(["merge", "runs/shard-1", "runs/shard-2", "--expect", "3", "--out", "runs/partial"], in: folder)
        XCTAssertEqual(missing.status, 64)
        XCTAssertTrue(missing.standardError.contains("shards 3/3 are missing"), missing.standardError)
    }

    func testResumeRendersOnlyWhatAStoppedRunLeft() throws {
        for index in 1...6 { try write("<p>Note \(index)</p>", to: "notes/n\(index).html") }
        XCTAssertEqual(try runWebEngine(["render", "notes", "--out", "runs/whole"], in: folder).status, 0)
        XCTAssertEqual(try runWebEngine(["render", "notes", "--out", "runs/stopped"], in: folder).status, 0)
        // A run stopped after two documents, in the middle of writing the third's line.
        let results = folder.appendingPathComponent("runs/stopped/results.jsonl")
        let lines = try String(contentsOf: results, encoding: .utf8).split(separator: "\n")
        try (lines[0] + "\n" + lines[1] + "\n" + lines[2].prefix(40)).write(to: results, atomically: true, encoding: .utf8)

        let again = try runWebEngine(["render", "notes", "--out", "runs/stopped"], in: folder)
        XCTAssertEqual(again.status, 64)
        XCTAssertTrue(again.standardError.contains("already holds a run; add --resume"), again.standardError)
        let resumed = try runWebEngine(["render", "notes", "--out", "runs/stopped", "--resume"], in: folder)
        XCTAssertEqual(resumed.status, 0, resumed.standardError)
        XCTAssertTrue(resumed.standardError.contains("4/4 (100%)"), "only the four left are rendered: \(resumed.standardError)")
        XCTAssertEqual(try comparable("runs/stopped"), try comparable("runs/whole"))
    }

    /// `run` over a corpus: each page's own scripts, then the given ones, then the strategy; the
    /// output is the report's document, as `run --format json` gives it for the page alone.
    func testRunWithAStrategyOverACorpus() throws {
        try write("<p>one</p><script>document.body.dataset.page = 'ran'</script>", to: "pages/a.html")
        try write("<p>two</p><script>undefinedFunction()</script>", to: "pages/b.html")
        try write("setupWebViewJavascriptBridge(function (b) { b.registerHandler('mark', function (d, r) { document.body.classList.add('marked'); r({ marked: true }); }); });", to: "handlers.js")
        try write(#"{"name": "marking", "steps": [{"handler": "mark"}]}"#, to: "marking.json")
        let result = try runWebEngine(["run", "--html", "pages", "--script", "handlers.js", "--strategy", "marking.json", "--out", "runs/run"], in: folder)
        XCTAssertEqual(result.status, 2, "the page whose own script throws is not ok: \(result.standardOutput)")
        let records = try records("runs/run")
        XCTAssertEqual(records.map { $0["outcome"] as? String }, ["ok", "failed"])
        XCTAssertTrue(((records[1]["errors"] as? [[String: Any]])?.first?["message"] as? String)?.contains("undefinedFunction") == true, "\(records[1])")
        let alone = try runWebEngine(["run", "--html", "pages/a.html", "--script", "handlers.js", "--strategy", "marking.json", "--format", "json"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(alone.standardOutput.utf8)) as! [String: Any]
        let written = try String(contentsOf: folder.appendingPathComponent("runs/run/documents/a.html"), encoding: .utf8)
        XCTAssertEqual(written, (report["html"] as! String) + "\n")
        XCTAssertTrue(written.contains("data-page=\"ran\" class=\"marked\""), written)
    }

    /// A list naming pages outside the current folder: their outputs stay inside the run's folder.
    func testOutputsStayInsideTheRunsFolder() throws {
        try write("<p>above</p>", to: "above.html")
        try write("../above.html\n\(folder.appendingPathComponent("above.html").path)\n", to: "work/list.txt")
        let result = try runWebEngine(["render", "--files-from", "list.txt", "--out", "run"], in: folder.appendingPathComponent("work"))
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("work/run/documents/_parent_/above.html").path))
        let absolute = CorpusFolder.inside(folder.appendingPathComponent("above.html").path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("work/run/documents/\(absolute)").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["above.html", "work"])
    }

    /// `soak` outside the repository: its default page is generated, and a missing one is named.
    func testSoakWorksFromAnyFolder() throws {
        let soak = try runWebEngine(["soak", "--renders", "3"], timeout: 120, in: folder)
        XCTAssertEqual(soak.status, 0, soak.standardError)
        XCTAssertTrue(soak.standardOutput.hasPrefix("3 renders in"), soak.standardOutput)
        let missing = try runWebEngine(["soak", "--renders", "3", "--page", "post.html"], in: folder)
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(missing.standardError, "webengine: post.html: no such page file\n")
    }

    func testWithoutAFolderTheRecordsGoToStandardOutputAndMistakesAreExplained() throws {
        for index in 1...3 { try write("<p>\(index)</p>", to: "c/\(index).html") }
        let lines = try runWebEngine(["render", "c/*.html"], in: folder)
        XCTAssertEqual(lines.status, 0, lines.standardError)
        XCTAssertEqual(lines.standardOutput.split(separator: "\n").count, 3)
        XCTAssertTrue(lines.standardError.contains("3 documents in"), lines.standardError)

        let nothing = try runWebEngine(["render", "c/*.htm", "--out", "runs/x"], in: folder)
        XCTAssertEqual(nothing.status, 66)
        XCTAssertTrue(nothing.standardError.contains("no documents found"), nothing.standardError)
        let baselineWithoutFolder = try runWebEngine(["render", "c", "--baseline", "runs/main"], in: folder)
        XCTAssertEqual(baselineWithoutFolder.status, 64)
        XCTAssertTrue(baselineWithoutFolder.standardError.contains("--baseline needs --out"), baselineWithoutFolder.standardError)
        let shard = try runWebEngine(["render", "c", "--shard", "4/3"], in: folder)
        XCTAssertEqual(shard.status, 64)
        XCTAssertTrue(shard.standardError.contains("--shard takes K/N"), shard.standardError)
        let pictures = try runWebEngine(["render", "c", "--screenshots", "--out", "runs/y"], in: folder)
        XCTAssertEqual(pictures.status, 64)
        XCTAssertTrue(pictures.standardError.contains("--screenshots needs --engine webkit"), pictures.standardError)
    }
}

/// Corpus runs on real WebKit: screenshots, the report page in headless Chromium, and
/// `compare` over a corpus.
final class CorpusWebKitTests: FolderTestCase {
    override func setUpWithError() throws {
        let probe = try runWebEngine(["run", "--engine", "webkit", "--eval", "1"])
        if probe.status != 0, probe.standardError.contains("cannot start the WebKit engine") {
            throw XCTSkip("the WebKit engine cannot start here: \(probe.standardError)")
        }
        try super.setUpWithError()
    }

    func testScreenshotsOfAChangedCorpusShowInTheReportInChromium() throws {
        for index in 1...5 {
            let table = [2, 4].contains(index) ? "<table border=1><tr><td>cell \(index)</td></tr></table>" : ""
            try write("<h1>Message \(index)</h1>\(table)", to: "mail/m\(index).html")
        }
        try write("<p class=spin>never ends</p>", to: "mail/m6.html")
        let handler = { (change: String) in
            """
            setupWebViewJavascriptBridge(function (bridge) {
              bridge.registerHandler('lazyImages', function (data, respond) {
                if (document.querySelector('.spin')) { while (true) {} }
                \(change) respond({ logDescription: 'done' });
              });
            });
            """
        }
        try write(handler(""), to: "before/h.js")
        try write(handler("document.querySelectorAll('td').forEach(function (td) { td.style.padding = '40px'; });"), to: "after/h.js")
        let common = ["--engine", "webkit", "--screenshots", "--jobs", "2", "--timeout", "2"]
        let main = try runWebEngine(["render", "mail", "--scripts", "before", "--out", "runs/main"] + common, timeout: 180, in: folder)
        XCTAssertEqual(main.status, 2, "the endless document is not ok, and alone: \(main.standardOutput) \(main.standardError)")
        XCTAssertTrue(main.standardOutput.contains("5 ok, 1 "), main.standardOutput)
        for index in 1...5 {
            let picture = try Data(contentsOf: folder.appendingPathComponent("runs/main/screenshots/m\(index).html.png"))
            XCTAssertEqual(Array(picture.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "m\(index) is a PNG")
        }
        let pr = try runWebEngine(["render", "mail", "--scripts", "after", "--out", "runs/pr", "--baseline", "runs/main"] + common, timeout: 180, in: folder)
        XCTAssertEqual(pr.status, 1, pr.standardOutput + pr.standardError)
        XCTAssertTrue(pr.standardOutput.contains("2 documents changed"), pr.standardOutput)
        XCTAssertTrue(pr.standardOutput.contains("m2.html: output") && pr.standardOutput.contains("content height"), pr.standardOutput)

        // The report as a person opens it: every before and after picture loads.
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let chromium else { return XCTFail("headless Chromium judges the report: scripts/install-deps.sh test installs it") }
        let page = folder.appendingPathComponent("runs/pr/report.html").path
        let dom = try runProcess(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files", "--virtual-time-budget=5000", "--dump-dom", "file://" + page])
        XCTAssertEqual(dom.components(separatedBy: "data-loaded=\"1\"").count - 1, 4, dom)
        XCTAssertFalse(dom.contains("class=\"none missing\""), dom)
    }

    /// The helper killed in the middle of a run: the document it was rendering fails alone, and
    /// the rest render in a new helper.
    func testAKilledHelperFailsOneDocumentAndTheRunGoesOn() throws {
        for index in 1...30 { try write("<p>Document \(index)</p>", to: "docs/d\(index < 10 ? "0" : "")\(index).html") }
        try write("setupWebViewJavascriptBridge(function (b) { b.registerHandler('lazyImages', function (d, r) { setTimeout(function () { r({}); }, 100); }); });", to: "slow/h.js")
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("webengine")
        process.arguments = ["render", "docs", "--scripts", "slow", "--engine", "webkit", "--jobs", "1", "--out", "runs/killed"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let results = folder.appendingPathComponent("runs/killed/results.jsonl")
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, ((try? String(contentsOf: results, encoding: .utf8))?.split(separator: "\n").count ?? 0) < 5 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let helper = try runProcess("/usr/bin/pgrep", ["-P", String(process.processIdentifier), "-f", "webengine-webkit"]).split(separator: "\n").first.flatMap { Int32($0) }
        XCTAssertNotNil(helper, "the run's helper process")
        if let helper { kill(helper, SIGKILL) }
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(process.isRunning)
        let outcomes = try String(contentsOf: results, encoding: .utf8).split(separator: "\n").map {
            (try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any])["outcome"] as! String
        }
        XCTAssertEqual(outcomes.count, 30)
        // The document in flight fails (a kill between two documents fails none: the next one
        // starts a new helper).
        let failed = outcomes.filter { $0 != "ok" }.count
        XCTAssertLessThanOrEqual(failed, 1, "\(outcomes)")
        XCTAssertEqual(process.terminationStatus, failed == 0 ? 0 : 2)
    }

    /// Helpers side by side once saved their content blocker in one shared folder, and a save
    /// racing another's failed one of them now and then: each now compiles it in a folder of
    /// its own, gone when it exits; what an ended process left is removed by the next helper.
    func testEachHelperCompilesItsContentBlockerInAFolderOfItsOwnAndLeavesNone() throws {
        let temporary = folder.appendingPathComponent("tmp")
        let stores = temporary.appendingPathComponent("webengine-webkit-\(getuid())")
        try FileManager.default.createDirectory(at: stores.appendingPathComponent("2147483646"), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: stores.appendingPathComponent("ContentRuleList-webengine-no-network"))
        let run = try runWebEngine(["run", "--engine", "webkit", "--eval", "[1, 2].map((n) => n * 2).join()"], environment: ["TMPDIR": temporary.path + "/"])
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "2,4")
        // (The command waits for its helper to exit, which removes the folder as it exits.)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: stores.path), [])
    }

    /// A command killed while its helper starts (WebKit compiling the content blocker into a
    /// temporary file) leaves nothing in the temporary folder once the next helper has started.
    func testACommandKilledWhileItsHelperStartsLeavesNoTemporaryFiles() throws {
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path + "/"
        for delay in stride(from: 0.2, through: 1.2, by: 0.1) {  // (the compile falls somewhere in this second)
            let process = Process()
            process.executableURL = Bundle.main.bundleURL.appendingPathComponent("webengine")
            process.arguments = ["run", "--engine", "webkit", "--eval", "1"]
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // The next helper removes the folders of those that ended without removing their own.
        let run = try runWebEngine(["run", "--engine", "webkit", "--eval", "1"], environment: ["TMPDIR": temporary.path + "/"])
        XCTAssertEqual(run.status, 0, run.standardError)
        // (A helper whose command was killed ends on its own, removing its folder.)
        let parent = temporary.appendingPathComponent("webengine-webkit-\(getuid())")
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, (try? FileManager.default.contentsOfDirectory(atPath: parent.path))?.isEmpty == false {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [parent.lastPathComponent])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), [])
    }

    func testCompareOverACorpusShowsTheHeightDistributionAndTheWorstDocuments() throws {
        try write("<p>short</p>", to: "c/a.html")
        try write(String(repeating: "<p>a paragraph of text that wraps over a few lines at this width, more or less</p>", count: 30), to: "c/b.html")
        try write("<h1>Title</h1><ul><li>one<li>two</ul>", to: "c/c.html")
        let text = try runWebEngine(["compare", "c", "--jobs", "2"], timeout: 120, in: folder)
        XCTAssertTrue([0, 1].contains(text.status), text.standardError)
        XCTAssertTrue(text.standardOutput.contains("3 documents on the fast engine and WebKit, 375 px wide"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("under 1%"), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("where the heights differ most:"), text.standardOutput)
        let json = try runWebEngine(["compare", "c", "--format", "json"], timeout: 120, in: folder)
        let entries = try json.standardOutput.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        XCTAssertEqual(entries.map { $0["path"] as? String }, ["a.html", "b.html", "c.html"])
        XCTAssertTrue(entries.allSatisfy { ($0["webkitHeight"] as? Double ?? 0) > 0 }, json.standardOutput)
    }
}

/// Runs a program to its end and returns its standard output.
func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
