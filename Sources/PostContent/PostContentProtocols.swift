import Foundation
import WebEngineKit

// The module's roles talk through these, as in the article: each protocol is named for what
// it carries. The Assembly wires them once; afterwards they are only read.

/// What the Presenter asks of the View.
public protocol PostContentViewInput: AnyObject, Sendable {
    func setupInitialState()
    func obtainCurrentContentHeight() async -> Double
}

/// What the View tells the Presenter: the module's input (raw HTML) and taps.
public protocol PostContentViewOutput: AnyObject, Sendable {
    func didTriggerModuleSetupEvent(htmlContent: String)
    func didTriggerLinkTapEvent(url: URL)
    func didTriggerImageTapEvent(url: URL)
}

/// What the Presenter asks of the Interactor.
public protocol PostContentInteractorInput: AnyObject, Sendable {
    func renderContent(_ html: String)
}

/// What the Interactor tells the Presenter.
public protocol PostContentInteractorOutput: AnyObject, Sendable {
    func didCompleteRenderingContent(report: RenderReport)
    func didFailRenderingContent(error: any Error)
}

/// Where the Router sends the user.
public protocol PostContentRouterInput: AnyObject, Sendable {
    func showBrowserModule(url: URL)
    func showFullscreenImageModule(imageURL: URL)
}

/// What the module tells its owner (a table view cell's controller, in the article).
public protocol PostContentModuleOutput: AnyObject, Sendable {
    func didUpdatePostContent(contentHeight: Double, report: RenderReport)
    func didFailToRenderPostContent(error: any Error)
}

/// Composes untrusted HTML into a document the engine can load (ContentHTMLComposer).
public protocol ContentComposing: Sendable {
    func composeValidHTML(fromRawHTML raw: String) async throws -> String
    var baseURL: URL? { get }
}

/// The environment-setup scripts, run before the content loads (JSScriptProvider).
public protocol JSScriptProviding: Sendable {
    func obtainScriptsForPostEnvironmentSetup() -> [String]
    /// The same scripts with the names their errors cite (default: `setup-N.js`).
    func obtainNamedScriptsForPostEnvironmentSetup() -> [NamedScript]
}

extension JSScriptProviding {
    public func obtainNamedScriptsForPostEnvironmentSetup() -> [NamedScript] {
        obtainScriptsForPostEnvironmentSetup().enumerated().map { NamedScript(name: "setup-\($0.offset + 1).js", source: $0.element) }
    }
}

/// A script and the name its errors cite (a file as the user gave it, or a built-in's path).
public struct NamedScript: Sendable, Hashable {
    public var name: String
    public var source: String

    public init(name: String, source: String) {
        self.name = name
        self.source = source
    }
}

/// The strategy the content renders with (ContentRenderStrategyFactory).
public protocol RenderStrategyProviding: Sendable {
    func postContentRenderStrategy() -> RenderStrategy
}

extension ContentHTMLComposer: ContentComposing {
    public var baseURL: URL? { options.baseURL }
}
