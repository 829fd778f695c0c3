import ArgumentParser
import Foundation
import PostContent
import WebEngineKit

/// A corpus run of `render` or `run`: finds the documents, takes this shard's share, skips
/// what a stopped run did, renders the rest, and compares with the baseline.
struct CorpusCommandRun {
    /// The files, folders and globs named.
    let inputs: [String]
    let corpus: CorpusOptions
    let rendering: CorpusRendering
    /// The strategy's name, for the summary.
    let strategy: String

    /// Exit status: 0 done (and nothing changed against a baseline); 1 documents changed
    /// against the baseline; 2 (without a baseline) documents that did not render ok.
    func run() async throws {
        var documents = try found()
        let folder = corpus.out.map { URL(fileURLWithPath: $0) }
        var tally = CorpusTally()
        let lines: CorpusLines
        if let folder {
            let earlier = try prepare(folder)
            for record in earlier { tally.count(record) }
            let done = Set(earlier.map(\.path))
            documents.removeAll { done.contains($0.key) }
            lines = try CorpusLines(appendingTo: CorpusFolder.results(in: folder))
        } else {
            lines = CorpusLines(standardOutput: ())
        }
        var rendering = self.rendering
        rendering.folder = folder
        rendering.screenshots = corpus.screenshots
        rendering.documentTimeout = .milliseconds(Int64(corpus.documentTimeout * 1000))
        rendering.isolate = corpus.isolate
        let jobs = corpus.engineCount
        let started = ContinuousClock.now
        let run = CorpusRun(documents: documents, rendering: rendering, jobs: jobs, lines: lines, progress: CorpusProgress(total: documents.count))
        let tallied = await run.run()
        for (outcome, count) in tallied.counts { tally.counts[outcome, default: 0] += count }
        tally.notOK += tallied.notOK
        var summary = CorpusSummary(
            tally: tally, seconds: (ContinuousClock.now - started).ms / 1000, engine: rendering.engine.rawValue, jobs: min(jobs, max(1, documents.count)),
            strategy: strategy, shard: corpus.shard)
        // The records take standard output when there is no folder; the summary then goes beside them.
        let say: (String) -> Void = { line in folder == nil ? Terminal.writeError(line) : Terminal.write(line) }
        say(summary.line)
        tally.notOK.sort { $0.path < $1.path }
        for (path, outcome, reason) in tally.notOK.prefix(20) { say("  \(outcome.rawValue) \(path): \(reason)") }
        if tally.notOK.count > 20 { say("  … and \(tally.notOK.count - 20) more (results.jsonl has each)") }
        guard let folder else {
            if tally.notOK.count > 0 { throw ExitCode(2) }
            return
        }
        if corpus.resume { try CorpusResults.sort(in: folder) }
        var changes: [CorpusChange] = []
        if let baselinePath = corpus.baseline {
            let baseline = try CorpusBaseline(folder: URL(fileURLWithPath: baselinePath), heightTolerance: corpus.heightTolerance)
            let records = CorpusRecord.read(CorpusFolder.results(in: folder)) ?? []
            changes = records.compactMap { baseline.change(of: $0, runFolder: folder) }
            try CorpusResults.write(changes, to: CorpusFolder.changes(in: folder))
            summary.baseline = baseline.folder.standardizedFileURL.path
            summary.changed = changes.count
            summary.notRendered = corpus.shard == nil ? baseline.paths.subtracting(records.map(\.path)).count : nil
            if !changes.isEmpty { try CorpusReportPage.write(changes, runFolder: folder, baselineFolder: baseline.folder, title: "Changes against \(baselinePath)") }
            report(changes, summary: summary, folder: folder)
        }
        try summary.write(to: folder)
        Terminal.write("results: \(CorpusFolder.results(in: folder).relativePath)")
        if !changes.isEmpty { throw ExitCode(1) }
        if corpus.baseline == nil, tally.notOK.count > 0 { throw ExitCode(2) }
    }

    private func found() throws -> [CorpusDocument] {
        do {
            var documents = try CorpusDocuments.find(inputs, listedIn: corpus.filesFrom)
            if let shard = corpus.shard.flatMap(CorpusShard.init) { documents.removeAll { !shard.contains($0.key) } }
            return documents
        } catch {
            Terminal.writeError("webengine: \(error.description)")
            throw ExitCode(error.exitCode)
        }
    }

    /// Makes the run's folder; with --resume, the records a stopped run left (a line it was
    /// cutting short dropped).
    private func prepare(_ folder: URL) throws -> [CorpusRecord] {
        let results = CorpusFolder.results(in: folder)
        let exists = FileManager.default.fileExists(atPath: results.path)
        if exists, !corpus.resume {
            Terminal.writeError("webengine: \(corpus.out ?? folder.path) already holds a run; add --resume to finish it, or remove it first")
            throw ExitCode(64)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            Terminal.writeError("webengine: cannot make \(corpus.out ?? folder.path): \(error.localizedDescription)")
            throw ExitCode(73)
        }
        guard exists else { return [] }
        let records = CorpusRecord.read(results) ?? []
        try CorpusResults.write(records, to: results)
        return records
    }

    private func report(_ changes: [CorpusChange], summary: CorpusSummary, folder: URL) {
        Terminal.write("\(changes.count) document\(changes.count == 1 ? "" : "s") changed against \(corpus.baseline ?? "")" + (summary.notRendered.map { $0 > 0 ? "; \($0) baseline documents not in this run" : "" } ?? ""))
        for change in changes.prefix(20) {
            Terminal.write("  \(change.path): \(change.details.prefix(3).joined(separator: "; "))\(change.details.count > 3 ? "; …" : "")")
        }
        if changes.count > 20 { Terminal.write("  … and \(changes.count - 20) more (changes.jsonl)") }
        if !changes.isEmpty { Terminal.write("report: \(CorpusFolder.report(in: folder).relativePath)") }
    }
}

/// JSON-lines files of a run, written whole.
enum CorpusResults {
    static func write<Line: Encodable>(_ lines: [Line], to file: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = Data()
        for line in lines {
            data.append(try encoder.encode(line))
            data.append(UInt8(ascii: "\n"))
        }
        try data.write(to: file, options: .atomic)
    }

    /// Puts `results.jsonl` in the corpus's order (a resumed run appended out of it).
    static func sort(in folder: URL) throws {
        let file = CorpusFolder.results(in: folder)
        let records = (CorpusRecord.read(file) ?? []).sorted { $0.path < $1.path }
        try write(records, to: file)
    }
}
