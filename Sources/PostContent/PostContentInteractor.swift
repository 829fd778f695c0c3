import Foundation
import WebEngineKit

/// Sets up the engine's environment, composes the HTML, loads it, and renders it with the
/// strategy once it has loaded — the article's Interactor, with the engine as a dependency.
public final class PostContentInteractor: PostContentInteractorInput, @unchecked Sendable {
    public weak var output: (any PostContentInteractorOutput)?
    public let webEngine: any WebEngine
    public let contentComposer: any ContentComposing
    public let scriptProvider: any JSScriptProviding
    public let renderStrategyFactory: any RenderStrategyProviding
    /// The environment-setup scripts are the engine's user scripts, added once per engine:
    /// from then on they run at the start of every load, against the new document, as a web
    /// view's document-start user scripts do.
    private let environment = SetupOnce()

    public init(
        webEngine: any WebEngine, contentComposer: any ContentComposing, scriptProvider: any JSScriptProviding,
        renderStrategyFactory: any RenderStrategyProviding
    ) {
        self.webEngine = webEngine
        self.contentComposer = contentComposer
        self.scriptProvider = scriptProvider
        self.renderStrategyFactory = renderStrategyFactory
    }

    // MARK: PostContentInteractorInput

    public func renderContent(_ content: String) {
        Task {
            do {
                if environment.claim() {
                    for script in scriptProvider.obtainNamedScriptsForPostEnvironmentSetup() {
                        try await webEngine.addUserScript(script.source, name: script.name)
                    }
                }
                if let composer = contentComposer as? ContentHTMLComposer, let engine = webEngine as? JSWebEngine {
                    // The fast engine loads the composer's own parse of the output (its
                    // fixed-point check made it): the same document, parsed once.
                    let composition = try await composer.compose(content)
                    if let page = composition.parsedPage {
                        try await engine.loadHTML(page, baseURL: composer.baseURL)
                    } else {
                        try await engine.loadHTML(composition.html, baseURL: composer.baseURL)
                    }
                } else {
                    let processedContent = try await contentComposer.composeValidHTML(fromRawHTML: content)
                    try await webEngine.loadHTML(processedContent, baseURL: contentComposer.baseURL)
                }
            } catch {
                output?.didFailRenderingContent(error: error)
            }
        }
    }

}

// Called on the main actor (where an app's interactor lives); nothing here needs it.
extension PostContentInteractor: WebEngineDelegate {
    nonisolated public func didCompleteLoadingContent(with engine: any WebEngine) {
        let renderStrategy = renderStrategyFactory.postContentRenderStrategy()
        Task { await engine.render(with: renderStrategy) }
    }

    nonisolated public func didCompleteRenderingContent(with engine: any WebEngine, report: RenderReport) {
        output?.didCompleteRenderingContent(report: report)
    }
}

/// True the first time only.
final class SetupOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false

    func claim() -> Bool {
        lock.withLock {
            defer { done = true }
            return !done
        }
    }
}
