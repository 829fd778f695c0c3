import ArgumentParser
import Foundation
import WebEngineKit

/// Reads a strategy file for a command: a one-line error and exit status 65 for a file that
/// is not a valid strategy, 66 for one that cannot be read.
enum StrategyFile {
    static func load(_ path: String) throws -> RenderStrategy {
        let data = try InputFile(path: path, role: "strategy").read()
        do {
            return try RenderStrategy(strategyFile: data, path: path)
        } catch {
            Terminal.writeError("webengine: \(error)")
            throw ExitCode(65)
        }
    }

    /// What a strategy did, for a terminal: one line per step, then the total.
    static func summary(of report: RenderReport, strategy: RenderStrategy) -> String {
        let steps = report.steps.map { step in
            var line = "  \(step.handler): \(step.status.rawValue)"
            if let error = step.error { line += " (\(error.name): \(error.message))" }
            else if let response = step.response, response != .undefined, response != .null { line += " \(response)" }
            return line
        }
        let answered = report.steps.filter { $0.status == .answered }.count
        let total = "\(strategy.name): \(answered)/\(report.steps.count) answered, content height \(Int(report.contentHeight)) px"
        return ([total] + steps).joined(separator: "\n")
    }
}
