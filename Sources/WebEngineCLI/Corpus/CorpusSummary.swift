import Foundation

/// A run's `summary.json`, and the lines printed at its end.
struct CorpusSummary: Codable, Sendable {
    var documents: Int
    /// Documents by outcome (ok, failed, timedOut, hung, refused, error).
    var outcomes: [String: Int]
    var seconds: Double
    var documentsPerSecond: Double
    var engine: String
    var jobs: Int
    var strategy: String
    var shard: String?
    /// The baseline's folder, as an absolute path (the report links its files).
    var baseline: String?
    /// Documents that render differently from the baseline.
    var changed: Int?
    /// Baseline documents this run did not render (informational: not a change).
    var notRendered: Int?

    init(tally: CorpusTally, seconds: Double, engine: String, jobs: Int, strategy: String, shard: String?) {
        documents = tally.documents
        outcomes = Dictionary(uniqueKeysWithValues: tally.counts.map { ($0.key.rawValue, $0.value) })
        self.seconds = seconds
        documentsPerSecond = seconds > 0 ? Double(tally.documents) / seconds : 0
        self.engine = engine
        self.jobs = jobs
        self.strategy = strategy
        self.shard = shard
    }

    /// "10000 documents in 41.2 s (242.7 per second, 2 engines): 9998 ok, 1 failed, 1 hung".
    var line: String {
        let counts = CorpusRecord.Outcome.allCases.compactMap { outcome in outcomes[outcome.rawValue].map { "\($0) \(outcome.rawValue)" } }
        return "\(documents) document\(documents == 1 ? "" : "s") in \(String(format: "%.1f", seconds)) s (\(String(format: "%.1f", documentsPerSecond)) per second, \(jobs) \(engine) engine\(jobs == 1 ? "" : "s")): \(counts.joined(separator: ", "))"
    }

    func write(to folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: CorpusFolder.summary(in: folder))
    }

    static func read(from folder: URL) -> CorpusSummary? {
        guard let data = try? Data(contentsOf: CorpusFolder.summary(in: folder)) else { return nil }
        return try? JSONDecoder().decode(CorpusSummary.self, from: data)
    }
}
