import ArgumentParser
import Foundation
import PostContent
import WebEngineKit

/// `compare` over a corpus: every document on both engines, and how far apart they are, as a
/// distribution of content-height differences and the documents where they differ most.
struct CorpusComparison {
    let options: RenderOptions
    let jobs: Int
    let maxHeightError: Double?
    let top: Int

    /// One document's comparison, as a JSON line of `--format json`.
    struct Entry: Codable, Sendable {
        var path: String
        var agrees: Bool
        /// |fast - WebKit| / WebKit, in percent.
        var heightErrorPercent: Double?
        var fastHeight: Double?
        var webkitHeight: Double?
        var differingSteps: Int?
        var differingDocumentLines: Int?
        var differingCalls: Int?
        var differingErrors: Int?
        /// Why the document could not be compared.
        var error: String?
    }

    func run(format: ComparisonFormat) async throws -> Bool {
        let documents: [CorpusDocument]
        do {
            documents = try CorpusDocuments.find(options.inputs)
        } catch {
            Terminal.writeError("webengine: \(error.description)")
            throw ExitCode(error.exitCode)
        }
        let fast = try options.configuration(engine: .fast)
        let webkit = try options.configuration(engine: .webkit).withOwnWebKitHelper(jobs > 1)
        let queue = CorpusQueue(documents)
        let progress = CorpusProgress(total: documents.count)
        let maxHeightError = self.maxHeightError, charset = options.charset
        var entries = await withTaskGroup(of: [Entry].self) { group in
            for _ in 0..<max(1, min(jobs, documents.count)) {
                group.addTask {
                    var done: [Entry] = []
                    var modules: (PostContentModule, PostContentModule)?
                    while let (_, document) = await queue.next() {
                        let entry = await Self.compare(document, charset: charset, fast: fast, webkit: webkit, modules: &modules, maxHeightError: maxHeightError)
                        progress.finished(CorpusRecord(path: entry.path, outcome: entry.error == nil ? .ok : .error, message: entry.error))
                        done.append(entry)
                    }
                    return done
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        progress.end()
        entries.sort { $0.path < $1.path }
        if format == .json {
            for entry in entries { Terminal.write(try CorpusResults.line(entry)) }
        } else {
            Terminal.write(text(entries))
        }
        return entries.allSatisfy(\.agrees)
    }

    private static func compare(
        _ document: CorpusDocument, charset: String?, fast: PostContentAssembly.Configuration, webkit: PostContentAssembly.Configuration,
        modules: inout (PostContentModule, PostContentModule)?, maxHeightError: Double?
    ) async -> Entry {
        var entry = Entry(path: document.key, agrees: false)
        guard let data = FileManager.default.contents(atPath: document.path) else {
            entry.error = "cannot read \(document.path)"
            return entry
        }
        let html = PageText.decode(data, charset: charset)
        do {
            if modules == nil {
                let made = (try await PostContentAssembly.assemble(fast), try await PostContentAssembly.assemble(webkit))
                await CommandHandlers.register(on: made.0.engine, echoingLogs: false)
                await CommandHandlers.register(on: made.1.engine, echoingLogs: false)
                KeptUntilExit.keep(made.0)
                KeptUntilExit.keep(made.1)
                modules = made
            }
            guard let (fastModule, webkitModule) = modules else { return entry }
            let reports = (try await report(html, fastModule), try await report(html, webkitModule))
            let comparison = RenderComparison(fast: reports.0, webkit: reports.1, maxHeightError: maxHeightError)
            entry.agrees = comparison.agrees
            entry.heightErrorPercent = comparison.heightError * 100
            entry.fastHeight = reports.0.contentHeight
            entry.webkitHeight = reports.1.contentHeight
            entry.differingSteps = comparison.stepDifferences.count + abs(reports.0.steps.count - reports.1.steps.count)
            entry.differingDocumentLines = comparison.documentChanges.count
            entry.differingCalls = comparison.fastOnlyEvents.count + comparison.webkitOnlyEvents.count
            entry.differingErrors = comparison.fastOnlyErrors.count + comparison.webkitOnlyErrors.count
        } catch {
            entry.error = "\(error)"
            modules = nil
        }
        return entry
    }

    private static func report(_ html: String, _ module: PostContentModule) async throws -> RenderReport {
        let mark = await module.engine.sessionMark
        var (height, report) = try await module.render(html)
        let session = await module.engine.sessionRecord(since: mark)
        report.contentHeight = height
        report.events = session.events
        report.errors = session.errors
        return report
    }

    /// Percent bands of the height distribution.
    static let bands: [(label: String, below: Double)] = [("under 1%", 1), ("1-2%", 2), ("2-5%", 5), ("5-10%", 10), ("10% or more", .infinity)]

    func text(_ entries: [Entry]) -> String {
        let compared = entries.filter { $0.error == nil }
        let agreeing = compared.filter(\.agrees).count
        var out = ["\(entries.count) documents on the fast engine and WebKit, \(options.width.formattedNumber) px wide: \(agreeing) agree, \(compared.count - agreeing) differ" + (compared.count < entries.count ? ", \(entries.count - compared.count) could not be compared" : "")]
        let errors = compared.compactMap(\.heightErrorPercent).sorted()
        if !errors.isEmpty {
            func percentile(_ p: Double) -> Double { errors[min(errors.count - 1, Int((Double(errors.count - 1) * p).rounded()))] }
            out.append("content height, the fast engine's estimate against WebKit's layout: median \(Self.percent(percentile(0.5))) off, 90th percentile \(Self.percent(percentile(0.9))), largest \(Self.percent(errors.last!))")
            var lower = 0.0
            let widest = errors.count
            for band in Self.bands {
                let count = errors.filter { $0 >= lower && $0 < band.below }.count
                let bar = String(repeating: "#", count: widest > 0 ? (count * 40 + widest - 1) / widest : 0)
                out.append("  \(band.label.padding(toLength: 12, withPad: " ", startingAt: 0)) \(String(count).leftPadded(6))  \(bar)")
                lower = band.below
            }
        }
        let worst = compared.sorted { ($0.heightErrorPercent ?? 0) > ($1.heightErrorPercent ?? 0) }.prefix(top)
        if !worst.isEmpty { out.append("where the heights differ most:") }
        for entry in worst {
            var what = ["fast \((entry.fastHeight ?? 0).formattedNumber) px, WebKit \((entry.webkitHeight ?? 0).formattedNumber) px"]
            if let lines = entry.differingDocumentLines, lines > 0 { what.append("document differs in \(lines) lines") }
            if let steps = entry.differingSteps, steps > 0 { what.append("\(steps) steps differ") }
            out.append("  \(Self.percent(entry.heightErrorPercent ?? 0).leftPadded(7))  \(entry.path) (\(what.joined(separator: "; ")))")
        }
        let differing = compared.filter { !$0.agrees }
        if !differing.isEmpty { out.append("where the steps, calls, errors or document differ:") }
        for entry in differing.prefix(top) {
            let parts = [("steps", entry.differingSteps), ("calls", entry.differingCalls), ("errors", entry.differingErrors), ("document lines", entry.differingDocumentLines)]
                .compactMap { name, count in (count ?? 0) > 0 ? "\(count!) \(name)" : nil }
            out.append("  \(entry.path): \(parts.isEmpty ? "the height, beyond --max-height-error" : parts.joined(separator: ", "))")
        }
        if differing.count > top { out.append("  … and \(differing.count - top) more (--top, or --format json)") }
        for entry in entries where entry.error != nil { out.append("  could not compare \(entry.path): \(entry.error!)") }
        return out.joined(separator: "\n")
    }

    private static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }
}

private extension PostContentAssembly.Configuration {
    func withOwnWebKitHelper(_ own: Bool) -> Self {
        var configuration = self
        configuration.ownWebKitHelper = own
        return configuration
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

extension CorpusResults {
    static func line<Line: Encodable>(_ value: Line) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
