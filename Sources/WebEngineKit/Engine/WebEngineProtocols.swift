import Foundation
import JSRuntime

/// The article's `<WebEngine>`: loads HTML, executes scripts, renders content with a
/// strategy, and tells its delegate when loading and rendering completed.
public protocol WebEngine: AnyObject, Sendable {
    var engineDelegate: (any WebEngineDelegate)? { get set }
    func loadHTML(_ html: String, baseURL: URL?) async throws
    @discardableResult func executeScript(_ script: String) async throws -> JSValue
    /// Adds a script that runs at the start of every later page load, against the new
    /// document and before its own scripts (a WKUserScript injected at document start).
    func addUserScript(_ script: String) async throws
    /// The same, its errors naming `name` (a file as the user gave it).
    func addUserScript(_ script: String, name: String?) async throws
    @discardableResult func render(with strategy: RenderStrategy) async -> RenderReport
}

extension WebEngine {
    public func addUserScript(_ script: String, name: String?) async throws {
        try await addUserScript(script)
    }
}

/// Learns that loading and rendering completed. Rendering completion comes exactly once per
/// render, after every step answered, failed or timed out.
///
/// Every delegate of the engine is called on the main actor, as WebKit calls its delegates on
/// the main thread, so a `@MainActor` view model can be one. Load and render completion
/// arrive before `loadHTML`/`render` return; taps and navigation requests, which happen while
/// the page's script runs, arrive in order soon after. ``JSWebEngine/pageEvents()`` gives the
/// same events as an async sequence, on no particular executor.
@MainActor
public protocol WebEngineDelegate: AnyObject, Sendable {
    func didCompleteLoadingContent(with engine: any WebEngine)
    func didCompleteRenderingContent(with engine: any WebEngine, report: RenderReport)
}

/// The article's `<WebPresentation>`: taps on links, images and embeds, and the content size.
public protocol WebPresentation: AnyObject, Sendable {
    var presentationDelegate: (any WebPresentationDelegate)? { get set }
    /// The content's height in CSS pixels when laid out at `width` (see docs/bridge.md).
    func contentHeight(forWidth width: Double) async -> Double
}

/// Learns of taps; called on the main actor (see ``WebEngineDelegate``).
@MainActor
public protocol WebPresentationDelegate: AnyObject, Sendable {
    func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL)
    func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL)
    func webPresentation(_ presentation: any WebPresentation, didTapEmbedWithLink url: URL)
}

/// A navigation a page asked for. The engine never navigates (it has no network): it tells
/// its navigation delegate, as a web view asks its policy delegate. WebViewJavascriptBridge's
/// own URLs are bridge signals and are not reported.
public struct NavigationRequest: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A link or area the user activated (also reported as a link tap).
        case linkActivated
        /// `location` assigned, or `location.assign`/`replace`.
        case location
        /// An iframe inserted with a source, or its `src` set.
        case frame
        /// A form submitted (`submit()`, `requestSubmit()`, a submit button's click).
        case formSubmitted
    }

    public var url: URL
    public var kind: Kind
    /// `GET` or `POST` (a form's method; every other navigation is a `GET`).
    public var httpMethod: String
    /// A POST form's encoded data (as its `enctype` says; URL-encoded by default).
    public var httpBody: String?

    public init(url: URL, kind: Kind, httpMethod: String = "GET", httpBody: String? = nil) {
        self.url = url
        self.kind = kind
        self.httpMethod = httpMethod
        self.httpBody = httpBody
    }
}

/// Learns of each navigation the page asked for (WKNavigationDelegate's policy question,
/// answered "no" by an engine that never navigates). Called on the main actor.
@MainActor
public protocol WebNavigationDelegate: AnyObject, Sendable {
    func webPresentation(_ presentation: any WebPresentation, didRequestNavigation request: NavigationRequest)
}

/// Answers the page's `alert`, `confirm` and `prompt`, as WKUIDelegate's panels do. It is
/// called on the main actor while the page's script waits for the answer (the panels are
/// modal, as in a web view), so it answers at once: a test's canned answer, a recorded choice.
/// The main actor must not be blocked waiting for the engine meanwhile (awaiting is fine).
@MainActor
public protocol WebUIDelegate: AnyObject, Sendable {
    func webPresentation(_ presentation: any WebPresentation, runJavaScriptAlertPanelWithMessage message: String)
    func webPresentation(_ presentation: any WebPresentation, runJavaScriptConfirmPanelWithMessage message: String) -> Bool
    func webPresentation(_ presentation: any WebPresentation, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String) -> String?
}

extension WebUIDelegate {
    public func webPresentation(_ presentation: any WebPresentation, runJavaScriptAlertPanelWithMessage message: String) {}
    public func webPresentation(_ presentation: any WebPresentation, runJavaScriptConfirmPanelWithMessage message: String) -> Bool { false }
    public func webPresentation(_ presentation: any WebPresentation, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String) -> String? { nil }
}

extension WebEngineDelegate {
    public func didCompleteLoadingContent(with engine: any WebEngine) {}
}

extension WebPresentationDelegate {
    public func webPresentation(_ presentation: any WebPresentation, didTapEmbedWithLink url: URL) {}
}
