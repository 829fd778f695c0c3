import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import WebKitEngine

/// How a corpus run renders each document: the renderer each engine gets, and where outputs go.
struct CorpusRendering: Sendable {
    /// Makes a worker's renderer: its engine, scripts and strategy, native handlers registered.
    var makeRenderer: @Sendable () async throws -> any CorpusDocumentRenderer
    var engine: EngineKind
    /// Content over this size is refused before it is read.
    var maximumHTMLSize: Int
    /// The run's folder (`--out`), or nil when only the records are printed.
    var folder: URL?
    var screenshots = false
    /// Wall time one document may take before it counts as hung and its engine is replaced.
    var documentTimeout: Duration = .seconds(30)
    /// A new engine for every document (no state a handler leaves on `window` carries over).
    var isolate = false
    /// The documents' encoding when they do not say (`--charset`).
    var charset: String?

    init(engine: EngineKind, maximumHTMLSize: Int, makeRenderer: @escaping @Sendable () async throws -> any CorpusDocumentRenderer) {
        self.engine = engine
        self.maximumHTMLSize = maximumHTMLSize
        self.makeRenderer = makeRenderer
    }

    /// `render`'s renderers: the PostContent module with this configuration, and the command
    /// line's native handlers.
    static func module(_ configuration: PostContentAssembly.Configuration) -> CorpusRendering {
        CorpusRendering(engine: configuration.engine, maximumHTMLSize: configuration.runtime.maximumHTMLSize) {
            let module = try await PostContentAssembly.assemble(configuration)
            await CommandHandlers.register(on: module.engine, echoingLogs: false)
            return ModuleDocumentRenderer(module)
        }
    }
}

/// One engine rendering documents one after another (the warm path: the engine, its scripts and
/// its JIT's work are reused). A document that hangs costs this worker its engine, not the run.
final class CorpusWorker {
    private let rendering: CorpusRendering
    private var renderer: (any CorpusDocumentRenderer)?

    init(_ rendering: CorpusRendering) {
        self.rendering = rendering
    }

    func render(_ document: CorpusDocument) async -> CorpusRecord {
        let started = ContinuousClock.now
        var record = await renderRecord(document)
        record.timings = CorpusRecord.Timings(renderMs: record.timings?.renderMs ?? 0, totalMs: (ContinuousClock.now - started).ms)
        if rendering.isolate { renderer = nil }
        return record
    }

    private func renderRecord(_ document: CorpusDocument) async -> CorpusRecord {
        let data: Data
        switch read(document) {
        case .bytes(let bytes): data = bytes
        case .unread(let record): return record
        }
        let renderer: any CorpusDocumentRenderer
        do {
            renderer = try await currentRenderer()
        } catch {
            return CorpusRecord(path: document.key, outcome: .error, message: "cannot start the \(rendering.engine.displayName) engine: \(error)")
        }
        let mark = await renderer.engine.sessionMark
        guard let result = await Deadline.result(within: rendering.documentTimeout, of: { [charset = rendering.charset] in try await renderer.render(data, charset: charset, document: document) }) else {
            renderer.interrupt()
            self.renderer = nil
            return CorpusRecord(path: document.key, outcome: .hung, message: "no result within \((rendering.documentTimeout.ms / 1000).formattedNumber) s (--document-timeout); its engine was replaced")
        }
        let session = await renderer.engine.sessionRecord(since: mark)
        switch result {
        case .failure(let error as JSException) where error.exceededBudget != nil:
            return CorpusRecord(path: document.key, outcome: .refused, message: error.message)
        case .failure(let error):
            var record = CorpusRecord(path: document.key, outcome: .error, message: "cannot render: \(error)")
            record.errors = session.errors
            return record
        case .success(let rendered):
            let report = rendered.report
            let errors = rendered.scriptErrors + session.errors
            var record = CorpusRecord(path: document.key, outcome: CorpusRecord.outcome(of: report, errors: errors))
            record.steps = report.steps
            record.navigations = session.events.filter { $0.handler == "navigation" }.map(\.data)
            record.calls = session.events.filter { $0.handler != "navigation" }
            record.errors = errors
            record.contentHeight = rendered.contentHeight
            record.timings = CorpusRecord.Timings(renderMs: report.timings.renderMs, totalMs: 0)
            let output = Array((renderer.outputPrefix + report.html + "\n").utf8)
            record.outputSHA256 = SHA256.hex(of: output)
            record.outputBytes = output.count
            await keep(output, screenshotOf: renderer.engine, for: document, in: &record)
            return record
        }
    }

    /// The document's text, or the record of why it cannot be read; content over the size
    /// limit is refused before it is read.
    private enum Reading {
        case bytes(Data)
        case unread(CorpusRecord)
    }

    private func read(_ document: CorpusDocument) -> Reading {
        var status = stat()
        guard stat(document.path, &status) == 0 else {
            return .unread(CorpusRecord(path: document.key, outcome: .error, message: "cannot read \(document.path): \(String(cString: strerror(errno)))"))
        }
        let limit = rendering.maximumHTMLSize
        guard Int(status.st_size) <= limit else {
            return .unread(CorpusRecord(path: document.key, outcome: .refused, message: "the HTML is \(status.st_size) bytes; the limit is \(limit)"))
        }
        guard let data = FileManager.default.contents(atPath: document.path) else {
            return .unread(CorpusRecord(path: document.key, outcome: .error, message: "cannot read \(document.path)"))
        }
        return .bytes(data)
    }

    private func currentRenderer() async throws -> any CorpusDocumentRenderer {
        if let renderer { return renderer }
        let made = try await rendering.makeRenderer()
        if !rendering.isolate { KeptUntilExit.keep(made) }
        renderer = made
        return made
    }

    /// Writes the output (and on WebKit the screenshot) into the run's folder.
    private func keep(_ output: [UInt8], screenshotOf engine: any BridgedWebEngine, for document: CorpusDocument, in record: inout CorpusRecord) async {
        guard let folder = rendering.folder else { return }
        let file = CorpusFolder.document(document.key, in: folder)
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output).write(to: file)
        } catch {
            record.outcome = .error
            record.message = "cannot write \(file.path): \(error.localizedDescription)"
            return
        }
        guard rendering.screenshots, let webkit = engine as? WebKitEngine else { return }
        let picture = CorpusFolder.screenshot(document.key, in: folder)
        do {
            try FileManager.default.createDirectory(at: picture.deletingLastPathComponent(), withIntermediateDirectories: true)
            try await webkit.snapshot(toPNG: picture.path)
            record.screenshot = CorpusFolder.screenshotPath(document.key)
        } catch {
            record.outcome = .error
            record.message = "\(error)"
        }
    }
}

/// A run's folder: `results.jsonl`, `summary.json`, `documents/KEY` (the outputs),
/// `screenshots/KEY.png`, and for a baseline run `changes.jsonl`, `diffs/KEY.diff` and
/// `report.html`.
enum CorpusFolder {
    static func results(in folder: URL) -> URL { folder.appendingPathComponent("results.jsonl") }
    static func summary(in folder: URL) -> URL { folder.appendingPathComponent("summary.json") }
    static func changes(in folder: URL) -> URL { folder.appendingPathComponent("changes.jsonl") }
    static func report(in folder: URL) -> URL { folder.appendingPathComponent("report.html") }
    static func documentPath(_ key: String) -> String { "documents/" + inside(key) }
    static func screenshotPath(_ key: String) -> String { "screenshots/" + inside(key) + ".png" }
    static func diffPath(_ key: String) -> String { "diffs/" + inside(key) + ".diff" }

    /// A key as a path that stays inside its folder: a key written as `../mail/a.html` or
    /// `/srv/mail/a.html` (from `--files-from`) must not write outside the run's folder.
    static func inside(_ key: String) -> String {
        key.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.map { $0 == ".." ? "_parent_" : String($0) }.joined(separator: "/")
    }
    static func document(_ key: String, in folder: URL) -> URL { folder.appendingPathComponent(documentPath(key)) }
    static func screenshot(_ key: String, in folder: URL) -> URL { folder.appendingPathComponent(screenshotPath(key)) }
    static func diff(_ key: String, in folder: URL) -> URL { folder.appendingPathComponent(diffPath(key)) }
}

/// Waiting for an operation with a time limit, without being able to stop it.
enum Deadline {
    /// The operation's result, or nil when `limit` passed first (the operation then goes on,
    /// unobserved, in a task of its own).
    static func result<T: Sendable>(within limit: Duration, of operation: @escaping @Sendable () async throws -> T) async -> Result<T, any Error>? {
        let first = FirstAnswer<Result<T, any Error>?>()
        return await withCheckedContinuation { continuation in
            first.await(continuation)
            let timer = Task {
                try? await Task.sleep(for: limit)
                first.answer(nil)
            }
            Task {
                do {
                    first.answer(.success(try await operation()))
                } catch {
                    first.answer(.failure(error))
                }
                timer.cancel()
            }
        }
    }
}

/// Resumes a continuation with the first answer given; later ones are dropped.
private final class FirstAnswer<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    func await(_ continuation: CheckedContinuation<Value, Never>) {
        lock.withLock { self.continuation = continuation }
    }

    func answer(_ value: Value) {
        let waiting = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}

