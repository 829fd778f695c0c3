import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import WebKitEngine

/// What a corpus worker renders each document with: `render`'s whole module flow, or `run`'s
/// page, scripts and strategy. One renderer serves one worker, document after document.
protocol CorpusDocumentRenderer: AnyObject, Sendable {
    var engine: any BridgedWebEngine { get }
    /// What the document's output file starts with (`render` prints a doctype, `run` does not).
    var outputPrefix: String { get }
    /// Renders the document's bytes (`charset`: the encoding `--charset` gave, if any).
    func render(_ data: Data, charset: String?, document: CorpusDocument) async throws -> CorpusRendered
    /// Stops a script the renderer is running, where the engine can (the fast engine can).
    func interrupt()
}

/// One document's render: the report, its content height, and errors its scripts threw.
struct CorpusRendered: Sendable {
    var contentHeight: Double
    var report: RenderReport
    var scriptErrors: [RenderReport.ErrorEntry] = []
}

/// `render`'s flow: the PostContent module (composer, environment scripts, strategy, height).
final class ModuleDocumentRenderer: CorpusDocumentRenderer {
    let module: PostContentModule
    var engine: any BridgedWebEngine { module.engine }
    let outputPrefix = "<!DOCTYPE html>"

    init(_ module: PostContentModule) {
        self.module = module
    }

    func render(_ data: Data, charset: String?, document: CorpusDocument) async throws -> CorpusRendered {
        let (contentHeight, report) = try await module.render(PageText.decode(data, charset: charset))
        return CorpusRendered(contentHeight: contentHeight, report: report)
    }

    func interrupt() {
        module.fastEngine?.runtime.interrupt()
    }
}

/// `run`'s flow: the page as it is (its own scripts run), then the --script and --eval
/// sources in order, then the strategy, then the content height.
final class PageDocumentRenderer: CorpusDocumentRenderer {
    let engine: any BridgedWebEngine
    let sources: [ScriptSource]
    let strategy: RenderStrategy
    let pageURL: URL?
    let width: Double
    let outputPrefix = ""

    init(engine: any BridgedWebEngine, sources: [ScriptSource], strategy: RenderStrategy, pageURL: URL?, width: Double) {
        self.engine = engine
        self.sources = sources
        self.strategy = strategy
        self.pageURL = pageURL
        self.width = width
    }

    func render(_ data: Data, charset: String?, document: CorpusDocument) async throws -> CorpusRendered {
        try await engine.loadHTML(data, characterEncodingName: charset, baseURL: pageURL ?? URL(fileURLWithPath: document.path).standardizedFileURL)
        var errors: [RenderReport.ErrorEntry] = []
        for source in sources {
            do {
                try await engine.executeScript(source.code, sourceURL: source.name)
            } catch let error as JSException {
                errors.append(RenderReport.ErrorEntry(message: error.summary, source: error.sourceURL ?? source.name, line: error.line, column: error.column))
            }
        }
        let report = await engine.render(with: strategy)
        return CorpusRendered(contentHeight: await engine.contentHeight(forWidth: width), report: report, scriptErrors: errors)
    }

    func interrupt() {
        (engine as? JSWebEngine)?.runtime.interrupt()
    }
}
