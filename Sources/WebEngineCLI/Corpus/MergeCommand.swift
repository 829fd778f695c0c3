import ArgumentParser
import Foundation

/// `webengine merge`: the folders of a sharded corpus run joined into one, as if one machine
/// had rendered the whole corpus.
struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the folders of a sharded corpus run (render --shard K/N --out DIR) into one.",
        discussion: """
            Each shard's results.jsonl, outputs, screenshots and diffs go into --out, the \\
            records in the corpus's order; changes against a baseline are joined too, with one \\
            report.html for them all, and summary.json counts the whole run. A document in two \\
            shards, or a shard missing (with --expect), is an error.

            Exit status: 0 merged (and nothing changed against the baseline); 1 documents \\
            changed against the baseline; 2 documents not ok (shards run without a baseline); \\
            64 a usage error; 66 a folder that is not a run.

            Examples:
              webengine merge runs/shard-1 runs/shard-2 runs/shard-3 runs/shard-4 --out runs/all
              webengine merge runs/shard-* --expect 8 --out runs/all
            """
    )

    @Argument(help: ArgumentHelp("The shards' --out folders.", valueName: "dir"))
    var shards: [String] = []

    @Option(help: ArgumentHelp("The merged run's folder (must not hold a run yet).", valueName: "dir"))
    var out: String

    @Option(help: ArgumentHelp("The number of shards the corpus was split into: fail unless every one of 1..N is here.", valueName: "n"))
    var expect: Int?

    func validate() throws {
        guard !shards.isEmpty else { throw ValidationError("Give the shards' folders to merge, like runs/shard-*.") }
        if let expect, expect < 1 { throw ValidationError("--expect takes the number of shards; got \(expect).") }
    }

    func run() async throws {
        let folder = URL(fileURLWithPath: out)
        let merged: CorpusMerge
        do {
            merged = try CorpusMerge(shards.map { URL(fileURLWithPath: $0) }, expecting: expect)
            try merged.write(to: folder)
        } catch let error as CorpusError {
            Terminal.writeError("webengine: \(error.description)")
            throw ExitCode(error.exitCode)
        }
        Terminal.write(merged.summary.line)
        if let changed = merged.summary.changed, changed > 0 {
            Terminal.write("\(changed) document\(changed == 1 ? "" : "s") changed against the baseline; report: \(CorpusFolder.report(in: folder).relativePath)")
            throw ExitCode(1)
        }
        if merged.summary.baseline == nil, merged.records.contains(where: { $0.outcome != .ok }) { throw ExitCode(2) }
    }
}

/// Shards' folders read and joined.
struct CorpusMerge {
    let shards: [URL]
    private(set) var records: [CorpusRecord] = []
    private(set) var changes: [CorpusChange] = []
    private(set) var summary: CorpusSummary

    init(_ shards: [URL], expecting expected: Int?) throws {
        self.shards = shards
        var summaries: [CorpusSummary] = []
        var owner: [String: URL] = [:]
        for shard in shards {
            guard let shardRecords = CorpusRecord.read(CorpusFolder.results(in: shard)), let shardSummary = CorpusSummary.read(from: shard) else {
                throw CorpusError.input("\(shard.relativePath) is not a finished corpus run (no results.jsonl and summary.json)")
            }
            for record in shardRecords {
                if let other = owner[record.path] {
                    throw CorpusError.usage("\(record.path) is in both \(other.relativePath) and \(shard.relativePath); shards of one run never share a document")
                }
                owner[record.path] = shard
            }
            records += shardRecords
            changes += Self.changes(in: shard)
            summaries.append(shardSummary)
        }
        if let expected {
            let present = Set(summaries.compactMap { $0.shard.flatMap(CorpusShard.init) }.filter { $0.count == expected }.map(\.index))
            let missing = (1...expected).filter { !present.contains($0) }
            if !missing.isEmpty { throw CorpusError.usage("shards \(missing.map { "\($0)/\(expected)" }.joined(separator: ", ")) are missing") }
        }
        records.sort { $0.path < $1.path }
        changes.sort { $0.path < $1.path }
        var tally = CorpusTally()
        for record in records { tally.count(record) }
        let first = summaries[0]
        summary = CorpusSummary(
            tally: tally, seconds: summaries.map(\.seconds).max() ?? 0, engine: first.engine, jobs: summaries.map(\.jobs).reduce(0, +),
            strategy: first.strategy, shard: nil)
        summary.baseline = first.baseline
        if first.baseline != nil { summary.changed = changes.count }
    }

    private static func changes(in shard: URL) -> [CorpusChange] {
        guard let data = try? Data(contentsOf: CorpusFolder.changes(in: shard)) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { try? JSONDecoder().decode(CorpusChange.self, from: Data($0.utf8)) }
    }

    /// Writes the joined run: its records, summary and changes, and each shard's files (hard
    /// links where the file system allows, copies elsewhere).
    func write(to folder: URL) throws {
        if FileManager.default.fileExists(atPath: CorpusFolder.results(in: folder).path) {
            throw CorpusError.usage("\(folder.relativePath) already holds a run; merge into a new folder")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for shard in shards {
                for sub in ["documents", "screenshots", "diffs"] { try Self.link(shard.appendingPathComponent(sub), into: folder.appendingPathComponent(sub)) }
            }
            try CorpusResults.write(records, to: CorpusFolder.results(in: folder))
            try summary.write(to: folder)
            if summary.baseline != nil { try CorpusResults.write(changes, to: CorpusFolder.changes(in: folder)) }
            if let baseline = summary.baseline, !changes.isEmpty {
                try CorpusReportPage.write(changes, runFolder: folder, baselineFolder: URL(fileURLWithPath: baseline), title: "Changes against \(baseline)")
            }
        } catch let error as CorpusError {
            throw error
        } catch {
            throw CorpusError.input("cannot write \(folder.relativePath): \(error.localizedDescription)")
        }
    }

    /// Every file below `source` linked (or copied) to the same place below `target`.
    private static func link(_ source: URL, into target: URL) throws {
        guard let enumerator = FileManager.default.enumerator(atPath: source.path) else { return }
        while let relative = enumerator.nextObject() as? String {
            guard enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            let from = source.appendingPathComponent(relative), to = target.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            if Foundation.link(from.path, to.path) != 0 { try FileManager.default.copyItem(at: from, to: to) }
        }
    }
}
