import ArgumentParser
import Foundation

/// The options of a corpus run (`render` over many documents; `compare` takes the first few).
struct CorpusOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Engines rendering at once, in this process (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("The run's folder: results.jsonl (a JSON line per document), summary.json, documents/ (the outputs), screenshots/, and with --baseline changes.jsonl, diffs/ and report.html.", valueName: "dir"))
    var out: String?

    @Option(help: ArgumentHelp("An earlier run's --out folder: report every document that renders differently (output, height, steps, calls, navigations, errors) and exit 1 if any does.", valueName: "dir"))
    var baseline: String?

    @Flag(help: "Finish a stopped run: skip the documents --out's results.jsonl already has.")
    var resume = false

    @Option(help: ArgumentHelp("Render only share K of N of the corpus (by a hash of each document's name: the same split on every machine); join the shards' folders with `webengine merge`.", valueName: "K/N"))
    var shard: String?

    @Option(name: .customLong("files-from"), help: ArgumentHelp("A file listing documents, one path a line (- for standard input).", valueName: "file"))
    var filesFrom: String?

    @Flag(help: "Take a screenshot of each document (WebKit engine) into --out's screenshots/; report.html shows them.")
    var screenshots = false

    @Option(name: .customLong("document-timeout"), parsing: .unconditional, help: ArgumentHelp("Seconds one document may take in all before it counts as hung (its engine is then replaced).", valueName: "seconds"))
    var documentTimeout: Double = 30

    @Option(name: .customLong("height-tolerance"), parsing: .unconditional, help: ArgumentHelp("Content heights within this many CSS pixels of the baseline's count as unchanged.", valueName: "px"))
    var heightTolerance: Double = 1

    @Flag(help: "A new engine for every document, so nothing a handler leaves on window reaches the next (slower).")
    var isolate = false

    /// True when an option only a corpus run has was given.
    var asksForCorpus: Bool {
        out != nil || baseline != nil || resume || shard != nil || filesFrom != nil || jobs != nil || screenshots || isolate
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a positive number of engines; got \(jobs).") }
        if let shard, CorpusShard(shard) == nil { throw ValidationError("--shard takes K/N with 1 <= K <= N, like 2/8; got '\(shard)'.") }
        guard documentTimeout.isFinite, documentTimeout > 0 else { throw ValidationError("--document-timeout takes a positive number of seconds; got \(documentTimeout.formattedNumber).") }
        guard heightTolerance.isFinite, heightTolerance >= 0 else { throw ValidationError("--height-tolerance takes CSS pixels, 0 or more; got \(heightTolerance.formattedNumber).") }
        if out == nil {
            if baseline != nil { throw ValidationError("--baseline needs --out: the changes, their diffs and report.html go into the run's folder.") }
            if resume { throw ValidationError("--resume needs --out, the folder of the run to finish.") }
            if screenshots { throw ValidationError("--screenshots needs --out, the folder they go into.") }
        }
        if let out, let baseline, URL(fileURLWithPath: out).standardizedFileURL == URL(fileURLWithPath: baseline).standardizedFileURL {
            throw ValidationError("--out and --baseline name the same folder; write the new run somewhere else.")
        }
    }

    var engineCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
