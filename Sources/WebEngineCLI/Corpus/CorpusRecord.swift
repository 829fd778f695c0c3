import Foundation
import JSRuntime
import WebEngineKit

/// One document's line in a corpus run's `results.jsonl`: what the render did and left, in
/// the form a baseline compares.
struct CorpusRecord: Codable, Sendable {
    enum Outcome: String, Codable, Sendable, CaseIterable {
        /// Every step answered and nothing threw.
        case ok
        /// A step failed (it threw, rejected or had no handler), or an error went uncaught.
        case failed
        /// A step gave no answer within the strategy's timeout.
        case timedOut
        /// The document gave no result within `--document-timeout`; its engine was replaced.
        case hung
        /// The content exceeded a parse budget, or the size limit, and was not rendered.
        case refused
        /// The document could not be read or rendered at all (the message says why).
        case error
    }

    struct Timings: Codable, Sendable {
        /// The strategy's steps, as the render report times them.
        var renderMs: Double
        /// Reading, composing, loading, rendering, measuring and writing the document.
        var totalMs: Double
    }

    var path: String
    var outcome: Outcome
    var message: String?
    var steps: [RenderReport.Step] = []
    /// JS -> native calls other than navigations (taps, logs, your handlers).
    var calls: [RenderReport.Event] = []
    /// Each navigation the page asked for (links activated, frame sources): `kind` and `url`.
    var navigations: [JSValue] = []
    var errors: [RenderReport.ErrorEntry] = []
    var contentHeight: Double?
    /// SHA-256 of the output file's bytes (what `sha256sum` prints for it).
    var outputSHA256: String?
    var outputBytes: Int?
    /// The screenshot's path below the run's folder (WebKit engine, `--screenshots`).
    var screenshot: String?
    var timings: Timings?

    init(path: String, outcome: Outcome, message: String? = nil) {
        self.path = path
        self.outcome = outcome
        self.message = message
    }

    /// The outcome a finished render earns.
    static func outcome(of report: RenderReport, errors: [RenderReport.ErrorEntry]) -> Outcome {
        if report.steps.contains(where: { $0.status == .timedOut }) { return .timedOut }
        if !errors.isEmpty || report.steps.contains(where: { $0.status != .answered }) { return .failed }
        return .ok
    }

    /// Why a document that is not ok is not, in a line.
    var reason: String {
        if let message { return message }
        if let step = steps.first(where: { $0.status != .answered }) {
            let error = step.error.map { ": \($0.name): \($0.message)" } ?? ""
            return "\(step.handler) \(step.status.rawValue)\(error)"
        }
        if let error = errors.first { return "uncaught \(error.message)" }
        return outcome.rawValue
    }

    // MARK: JSON lines

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    func jsonLine() throws -> String {
        String(decoding: try Self.encoder.encode(self), as: UTF8.self)
    }

    static func parse(_ line: Substring) -> CorpusRecord? {
        try? JSONDecoder().decode(CorpusRecord.self, from: Data(line.utf8))
    }

    /// The records of a `results.jsonl`, skipping a line cut short (a run that was killed).
    static func read(_ file: URL) -> [CorpusRecord]? {
        guard let data = try? Data(contentsOf: file) else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap(parse)
    }
}
