import Foundation
import JSRuntime
import WebEngineKit

/// Two reports of the same render, one per engine, and their differences.
struct RenderComparison {
    let fast: RenderReport
    let webkit: RenderReport
    let maxHeightError: Double?

    struct StepDifference: Encodable {
        var index: Int
        var handler: String
        var fast: String
        var webkit: String
    }

    /// Each step whose outcome differs: status, response or error.
    var stepDifferences: [StepDifference] {
        zip(fast.steps, webkit.steps).enumerated().compactMap { index, pair in
            let (a, b) = pair
            let left = Self.outcome(a), right = Self.outcome(b)
            return left == right ? nil : StepDifference(index: index, handler: a.handler, fast: left, webkit: right)
        }
    }

    private static func outcome(_ step: RenderReport.Step) -> String {
        if let error = step.error { return "\(step.status.rawValue) \(error.name): \(error.message)" }
        return "\(step.status.rawValue) \(step.response?.jsonText ?? "undefined")"
    }

    /// Calls (and errors) one engine saw and the other did not, as lines.
    static func onlyIn(_ lines: [String], not other: [String]) -> [String] {
        var remaining = other
        return lines.filter { line in
            guard let index = remaining.firstIndex(of: line) else { return true }
            remaining.remove(at: index)
            return false
        }
    }

    private static func eventLines(_ report: RenderReport) -> [String] {
        report.events.map { "\($0.handler) \($0.data.jsonText)" }
    }

    var fastOnlyEvents: [String] { Self.onlyIn(Self.eventLines(fast), not: Self.eventLines(webkit)) }
    var webkitOnlyEvents: [String] { Self.onlyIn(Self.eventLines(webkit), not: Self.eventLines(fast)) }
    var fastOnlyErrors: [String] { Self.onlyIn(fast.errors.map(\.message), not: webkit.errors.map(\.message)) }
    var webkitOnlyErrors: [String] { Self.onlyIn(webkit.errors.map(\.message), not: fast.errors.map(\.message)) }

    /// The documents as lines, one tag (or text run) per line.
    static func lines(_ html: String) -> [String] {
        html.replacingOccurrences(of: "><", with: ">\n<").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    struct LineChange: Encodable {
        /// "-" only in the fast engine's document, "+" only in WebKit's.
        var side: String
        var line: Int
        var text: String

        /// By line, and on one line the fast engine's before WebKit's, as diff prints them.
        static func diffOrder(_ a: LineChange, _ b: LineChange) -> Bool {
            a.line != b.line ? a.line < b.line : a.side == "-" && b.side == "+"
        }
    }

    var documentChanges: [LineChange] {
        let before = Self.lines(fast.html), after = Self.lines(webkit.html)
        return after.difference(from: before).map { change in
            switch change {
            case .remove(let offset, let element, _): LineChange(side: "-", line: offset + 1, text: element)
            case .insert(let offset, let element, _): LineChange(side: "+", line: offset + 1, text: element)
            }
        }.sorted(by: LineChange.diffOrder)
    }

    /// How far the fast engine's height is from WebKit's, as a fraction of WebKit's.
    var heightError: Double {
        abs(fast.contentHeight - webkit.contentHeight) / max(webkit.contentHeight, 1)
    }

    var heightAgrees: Bool { maxHeightError.map { heightError * 100 <= $0 } ?? true }

    var agrees: Bool {
        stepDifferences.isEmpty && fast.steps.count == webkit.steps.count && fastOnlyEvents.isEmpty && webkitOnlyEvents.isEmpty
            && fastOnlyErrors.isEmpty && webkitOnlyErrors.isEmpty && fast.html == webkit.html && heightAgrees
    }

    // MARK: Output

    func text(title: String, strategy: String, width: Double, lines limit: Int) -> String {
        var out = ["\(title): strategy \(strategy), \(width.formattedNumber) px wide, fast engine (-) and WebKit (+)"]
        let steps = stepDifferences
        out.append(steps.isEmpty ? "steps: the same (\(fast.steps.count))" : "steps: \(steps.count) of \(fast.steps.count) differ")
        for step in steps {
            out.append("  step \(step.index + 1) \(step.handler)")
            out.append("    - \(step.fast)")
            out.append("    + \(step.webkit)")
        }
        section("calls to native code", fastOnly: fastOnlyEvents, webkitOnly: webkitOnlyEvents, same: fast.events.count, into: &out)
        section("errors", fastOnly: fastOnlyErrors, webkitOnly: webkitOnlyErrors, same: fast.errors.count, into: &out)
        let changes = documentChanges
        if changes.isEmpty {
            out.append("document: the same (\(fast.html.utf8.count) bytes)")
        } else {
            out.append("document: \(changes.count) lines differ")
            for change in changes.prefix(limit) { out.append("  \(change.side)\(change.line): \(change.text)") }
            if changes.count > limit { out.append("  ... \(changes.count - limit) more (--context)") }
        }
        out.append("content height: fast \(fast.contentHeight.formattedNumber) px, WebKit \(webkit.contentHeight.formattedNumber) px (the estimate is \(String(format: "%.1f", heightError * 100))% off)")
        out.append(agrees ? "the engines agree" : "the engines differ")
        return out.joined(separator: "\n")
    }

    private func section(_ name: String, fastOnly: [String], webkitOnly: [String], same: Int, into out: inout [String]) {
        if fastOnly.isEmpty, webkitOnly.isEmpty {
            out.append("\(name): the same (\(same))")
            return
        }
        out.append("\(name): \(fastOnly.count) only on the fast engine, \(webkitOnly.count) only on WebKit")
        for line in fastOnly { out.append("  - \(line)") }
        for line in webkitOnly { out.append("  + \(line)") }
    }

    private struct Output: Encodable {
        var agrees: Bool
        var steps: [StepDifference]
        var events: [String: [String]]
        var errors: [String: [String]]
        var document: [LineChange]
        var contentHeight: [String: Double]
    }

    func json() throws -> String {
        let output = Output(
            agrees: agrees, steps: stepDifferences, events: ["fastOnly": fastOnlyEvents, "webkitOnly": webkitOnlyEvents],
            errors: ["fastOnly": fastOnlyErrors, "webkitOnly": webkitOnlyErrors], document: documentChanges,
            contentHeight: ["fast": fast.contentHeight, "webkit": webkit.contentHeight, "relativeError": heightError])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(output), as: UTF8.self)
    }
}
