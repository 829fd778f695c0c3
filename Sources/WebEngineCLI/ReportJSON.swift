import DOMShim
import Foundation
import JSRuntime
import WebEngineKit

/// `--format json`: the render report, with everything the run logged and every error since
/// the page started loading.
enum ReportJSON {
    static func encode(_ report: RenderReport, from engine: any BridgedWebEngine) async throws -> String {
        var report = report
        let record = await engine.sessionRecord
        let descriptions = report.steps.compactMap { $0.response?["logDescription"]?.stringValue }
        report.logs = record.logs + descriptions
        report.errors = record.errors
        report.events = record.events
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let loads = await (engine as? JSWebEngine)?.resourceLoads ?? []
        return String(decoding: try encoder.encode(Output(report, loads: loads)), as: UTF8.self)
    }

    /// The report's fields (keys sorted, so output is stable from run to run).
    private struct Output: Encodable {
        let report: RenderReport
        /// What the page asked to load (URL, initiator, outcome), when it asked for anything.
        let loads: [ResourceLoad]
        init(_ report: RenderReport, loads: [ResourceLoad]) {
            self.report = report
            self.loads = loads
        }

        enum Keys: String, CodingKey { case strategy, html, steps, events, logs, errors, contentHeight, timings, loads }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(report.html, forKey: .html)
            try container.encode(report.steps, forKey: .steps)
            try container.encode(report.events, forKey: .events)
            try container.encode(report.logs, forKey: .logs)
            try container.encode(report.errors, forKey: .errors)
            try container.encode(report.contentHeight, forKey: .contentHeight)
            try container.encode(report.timings, forKey: .timings)
            try container.encode(report.strategy, forKey: .strategy)
            if !loads.isEmpty { try container.encode(loads, forKey: .loads) }
        }
    }
}
