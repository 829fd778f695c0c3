import Foundation
import JSRuntime
import WebEngineKit

/// One document that renders differently from its baseline: what changed, in lines a person
/// reads, and where its diff and pictures are. A line of `changes.jsonl`.
struct CorpusChange: Codable, Sendable {
    /// outcome, output, height, steps, calls, navigations, errors, or added (no baseline record).
    var kinds: [String]
    var path: String
    var details: [String]
    /// The output's unified diff, below the run's folder.
    var diff: String?
    var before: CorpusRecord?
    var after: CorpusRecord
}

/// An earlier run's folder (`--baseline`), and how a record differs from its record there.
struct CorpusBaseline {
    let folder: URL
    private let records: [String: CorpusRecord]
    /// Content heights within this many CSS pixels count as the same.
    let heightTolerance: Double

    init(folder: URL, heightTolerance: Double) throws(CorpusError) {
        guard let records = CorpusRecord.read(CorpusFolder.results(in: folder)) else {
            throw .input("\(folder.path) is not a corpus run's folder (no results.jsonl); give --baseline the --out folder of an earlier run")
        }
        self.folder = folder
        self.records = Dictionary(records.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        self.heightTolerance = heightTolerance
    }

    var paths: Set<String> { Set(records.keys) }

    /// The change of `record` from its baseline record, with its diff written into `runFolder`;
    /// nil when it renders as before.
    func change(of record: CorpusRecord, runFolder: URL) -> CorpusChange? {
        guard let before = records[record.path] else {
            return CorpusChange(kinds: ["added"], path: record.path, details: ["not in the baseline"], before: nil, after: record)
        }
        var kinds: [String] = [], details: [String] = []
        func note(_ kind: String, _ lines: [String]) {
            guard !lines.isEmpty else { return }
            kinds.append(kind)
            details += lines
        }
        if before.outcome != record.outcome {
            note("outcome", ["outcome \(before.outcome.rawValue) → \(record.outcome.rawValue)" + (record.outcome == .ok ? "" : " (\(record.reason))")])
        }
        if before.outputSHA256 != record.outputSHA256 {
            note("output", ["output \(before.outputBytes.map(String.init) ?? "none") → \(record.outputBytes.map(String.init) ?? "none") bytes"])
        }
        if let old = before.contentHeight, let new = record.contentHeight, abs(old - new) > heightTolerance {
            note("height", ["content height \(old.formattedNumber) → \(new.formattedNumber) px"])
        }
        note("steps", Self.stepChanges(before.steps, record.steps))
        note("calls", Self.listChanges(before.calls.map { "\($0.handler) \($0.data.jsonText)" }, record.calls.map { "\($0.handler) \($0.data.jsonText)" }, noun: "call"))
        note("navigations", Self.listChanges(before.navigations.map(Self.navigationLine), record.navigations.map(Self.navigationLine), noun: "navigation"))
        note("errors", Self.listChanges(before.errors.map(\.message), record.errors.map(\.message), noun: "error"))
        guard !kinds.isEmpty else { return nil }
        var change = CorpusChange(kinds: kinds, path: record.path, details: details, before: before, after: record)
        if kinds.contains("output") { change.diff = writeDiff(of: record.path, runFolder: runFolder) }
        return change
    }

    /// The outputs' unified diff (one tag per line), written to `diffs/KEY.diff` in the run's folder.
    private func writeDiff(of key: String, runFolder: URL) -> String? {
        guard let old = try? String(contentsOf: CorpusFolder.document(key, in: folder), encoding: .utf8),
              let new = try? String(contentsOf: CorpusFolder.document(key, in: runFolder), encoding: .utf8)
        else { return nil }
        let text = UnifiedDiff.text(
            from: RenderComparison.lines(old), to: RenderComparison.lines(new),
            beforeName: "baseline/\(CorpusFolder.documentPath(key))", afterName: "run/\(CorpusFolder.documentPath(key))")
        let file = CorpusFolder.diff(key, in: runFolder)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        } catch {
            return nil
        }
        return CorpusFolder.diffPath(key)
    }

    /// Steps compared by handler, status, response and error (not by their duration).
    static func stepChanges(_ before: [RenderReport.Step], _ after: [RenderReport.Step]) -> [String] {
        func outcome(_ step: RenderReport.Step) -> String {
            if let error = step.error { return "\(step.status.rawValue) \(error.name): \(error.message)" }
            return "\(step.status.rawValue) \(step.response?.jsonText ?? "undefined")"
        }
        var lines: [String] = []
        for index in 0..<max(before.count, after.count) {
            let old = index < before.count ? before[index] : nil, new = index < after.count ? after[index] : nil
            switch (old, new) {
            case let (old?, new?) where old.handler != new.handler || outcome(old) != outcome(new):
                lines.append("step \(index + 1) \(old.handler): \(outcome(old)) → \(new.handler): \(outcome(new))")
            case let (old?, nil): lines.append("step \(index + 1) \(old.handler): gone")
            case let (nil, new?): lines.append("step \(index + 1) \(new.handler): new, \(outcome(new))")
            default: break
            }
        }
        return lines
    }

    /// What one list has that the other has not, each entry counted (a repeated call counts twice).
    static func listChanges(_ before: [String], _ after: [String], noun: String) -> [String] {
        RenderComparison.onlyIn(before, not: after).map { "\(noun) gone: \($0)" } + RenderComparison.onlyIn(after, not: before).map { "\(noun) new: \($0)" }
    }

    private static func navigationLine(_ data: JSValue) -> String {
        "\(data["kind"]?.stringValue ?? "") \(data["url"]?.stringValue ?? data.jsonText)"
    }
}
