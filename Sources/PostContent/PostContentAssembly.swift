import Foundation
import JSRuntime
import WebEngineKit
import WebKitEngine

/// Builds the module and wires it as the article's step 1 says: the engine's two delegates
/// are the View (presentation) and the Interactor (engine).
public enum PostContentAssembly {
    public struct Configuration: Sendable {
        public var strategy: ContentRenderStrategyFactory.Kind = .post
        public var composer = ContentHTMLComposer.Options()
        public var scripts = JSScriptProvider()
        public var viewportWidth = JSWebEngine.defaultViewportWidth
        public var runtime = JSRuntime.Configuration()
        /// The fast engine (the default) or real WebKit.
        public var engine = EngineKind.fast
        /// On WebKit, a helper process of the engine's own rather than the shared one (modules
        /// rendering at once then paint in parallel; see `WebKitEngine.init`).
        public var ownWebKitHelper = false
        /// URL scheme handlers by scheme, as an app sets them on its web view: the content's
        /// images (and a page's scripts) load through them. On WebKit, an app's own schemes only.
        public var urlSchemeHandlers: [String: any URLSchemeHandler] = [:]

        public init() {}
    }

    public static func assemble(_ configuration: Configuration = Configuration()) async throws -> PostContentModule {
        let engine = try await makeEngine(configuration)
        let view = PostContentView(viewportWidth: configuration.viewportWidth)
        let presenter = PostContentPresenter()
        let router = PostContentRouter()
        let interactor = PostContentInteractor(
            webEngine: engine, contentComposer: ContentHTMLComposer(options: configuration.composer, runtime: configuration.runtime),
            scriptProvider: configuration.scripts, renderStrategyFactory: ContentRenderStrategyFactory(kind: configuration.strategy))
        engine.engineDelegate = interactor
        engine.presentationDelegate = view
        view.output = presenter
        view.webPresentation = engine
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        view.setupInitialState()
        return PostContentModule(engine: engine, view: view, presenter: presenter, interactor: interactor, router: router)
    }

    /// The engine the configuration names; the time limit bounds a script on either.
    private static func makeEngine(_ configuration: Configuration) async throws -> any BridgedWebEngine {
        switch configuration.engine {
        case .fast:
            let engine = try await JSWebEngine(configuration: configuration.runtime)
            for (scheme, handler) in configuration.urlSchemeHandlers { await engine.setURLSchemeHandler(handler, forURLScheme: scheme) }
            return engine
        case .webkit:
            let engine = try await WebKitEngine(
                viewportWidth: configuration.viewportWidth, scriptTimeout: configuration.runtime.executionTimeLimit, ownHelper: configuration.ownWebKitHelper)
            for (scheme, handler) in configuration.urlSchemeHandlers { try await engine.setURLSchemeHandler(handler, forURLScheme: scheme) }
            return engine
        }
    }
}

/// The assembled module. Keep it alive while it renders (its roles hold each other weakly
/// where the article does).
public final class PostContentModule: Sendable {
    public let engine: any BridgedWebEngine
    /// The engine as the fast engine (its runtime: virtual time, idle runs), when it is one.
    public var fastEngine: JSWebEngine? { engine as? JSWebEngine }
    public let view: PostContentView
    public let presenter: PostContentPresenter
    public let interactor: PostContentInteractor
    public let router: PostContentRouter

    init(engine: any BridgedWebEngine, view: PostContentView, presenter: PostContentPresenter, interactor: PostContentInteractor, router: PostContentRouter) {
        self.engine = engine
        self.view = view
        self.presenter = presenter
        self.interactor = interactor
        self.router = router
    }

    /// Runs the whole flow for `html` and returns what the module output receives.
    public func render(_ html: String) async throws -> (contentHeight: Double, report: RenderReport) {
        let output = AwaitingModuleOutput()
        presenter.moduleOutput = output
        return try await withCheckedThrowingContinuation { continuation in
            output.continuation = continuation
            view.update(withHTMLContent: html)
        }
    }
}

/// A module output that resumes one awaiting caller.
final class AwaitingModuleOutput: PostContentModuleOutput, @unchecked Sendable {
    private let lock = NSLock()
    var continuation: CheckedContinuation<(contentHeight: Double, report: RenderReport), any Error>?

    func didUpdatePostContent(contentHeight: Double, report: RenderReport) {
        take()?.resume(returning: (contentHeight, report))
    }

    func didFailToRenderPostContent(error: any Error) {
        take()?.resume(throwing: error)
    }

    private func take() -> CheckedContinuation<(contentHeight: Double, report: RenderReport), any Error>? {
        lock.withLock {
            defer { continuation = nil }
            return continuation
        }
    }
}
