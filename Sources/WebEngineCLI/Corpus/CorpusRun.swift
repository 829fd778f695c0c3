import Foundation
import WebEngineKit

/// A corpus run: its documents rendered by `jobs` engines at once, each document's record
/// written as one JSON line in the corpus's order, and the tally of outcomes.
struct CorpusRun {
    let documents: [CorpusDocument]
    let rendering: CorpusRendering
    let jobs: Int
    /// Where the JSON lines go (`results.jsonl`, or standard output).
    let lines: CorpusLines
    let progress: CorpusProgress

    /// Renders every document; one that fails is recorded and the run goes on.
    func run() async -> CorpusTally {
        let ledger = CorpusLedger(lines: lines, progress: progress)
        let queue = CorpusQueue(documents)
        let rendering = self.rendering
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<max(1, min(jobs, documents.count)) {
                group.addTask {
                    let worker = CorpusWorker(rendering)
                    while let (index, document) = await queue.next() {
                        await ledger.add(await worker.render(document), at: index)
                    }
                }
            }
        }
        progress.end()
        return await ledger.tally
    }
}

/// Hands out the documents in order, one at a time, to whichever engine is free.
actor CorpusQueue {
    private let documents: [CorpusDocument]
    private var position = 0

    init(_ documents: [CorpusDocument]) {
        self.documents = documents
    }

    func next() -> (Int, CorpusDocument)? {
        guard position < documents.count else { return nil }
        defer { position += 1 }
        return (position, documents[position])
    }
}

/// The outcomes of a run, counted, and the documents that were not ok.
struct CorpusTally: Sendable {
    var counts: [CorpusRecord.Outcome: Int] = [:]
    var notOK: [(path: String, outcome: CorpusRecord.Outcome, reason: String)] = []
    var documents: Int { counts.values.reduce(0, +) }

    mutating func count(_ record: CorpusRecord) {
        counts[record.outcome, default: 0] += 1
        if record.outcome != .ok { notOK.append((record.path, record.outcome, record.reason)) }
    }

    /// "9,997 ok, 1 failed, 1 hung, 1 refused".
    var outcomes: String {
        CorpusRecord.Outcome.allCases.compactMap { outcome in counts[outcome].map { "\($0) \(outcome.rawValue)" } }.joined(separator: ", ")
    }
}

/// Writes the records as JSON lines in the corpus's order (records finish out of order when
/// several engines render), and counts them.
actor CorpusLedger {
    private let lines: CorpusLines
    private let progress: CorpusProgress
    private var waiting: [Int: CorpusRecord] = [:]
    private var next = 0
    private(set) var tally = CorpusTally()

    init(lines: CorpusLines, progress: CorpusProgress) {
        self.lines = lines
        self.progress = progress
    }

    func add(_ record: CorpusRecord, at index: Int) {
        progress.finished(record)
        tally.count(record)
        waiting[index] = record
        while let ready = waiting.removeValue(forKey: next) {
            lines.write(ready)
            next += 1
        }
    }
}

/// Where a run's JSON lines go: a file (appended to, so `--resume` keeps what was done) or
/// standard output.
final class CorpusLines: @unchecked Sendable {
    private let handle: FileHandle

    init(appendingTo file: URL) throws {
        if !FileManager.default.fileExists(atPath: file.path) {
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        }
        handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
    }

    init(standardOutput: Void) {
        handle = FileHandle.standardOutput
    }

    func write(_ record: CorpusRecord) {
        guard let line = try? record.jsonLine() else { return }
        handle.write(Data((line + "\n").utf8))
    }
}
