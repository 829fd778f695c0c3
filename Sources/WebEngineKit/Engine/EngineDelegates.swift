import Foundation
import JSRuntime

/// Something that happened in the page, as the engine's delegates hear it.
public enum PageEvent: Sendable {
    case loaded
    case rendered(RenderReport)
    case linkTapped(URL)
    case imageTapped(URL)
    case embedTapped(URL)
    case navigationRequested(NavigationRequest)
    /// `alert`, `confirm` or `prompt`, with the answer the page got.
    case panel(kind: String, message: String, answer: JSValue)
}

/// A page's alert, confirm or prompt, answered while its script waits.
package enum PanelRequest: Sendable {
    case alert(String), confirm(String), prompt(String, defaultText: String)
}

/// The engine's weak delegates, and how their calls reach the main actor: completions are
/// awaited there, taps and navigations (which happen while the page's script runs) are queued
/// in order on the main queue, and a panel, modal as in a web view, waits for its answer.
package final class DelegateStore: @unchecked Sendable {
    private let lock = NSLock()
    private weak var _engine: (any WebEngineDelegate)?
    private weak var _presentation: (any WebPresentationDelegate)?
    private weak var _ui: (any WebUIDelegate)?
    private weak var _navigation: (any WebNavigationDelegate)?
    package weak var owner: (any WebEngine & WebPresentation)?
    package let events = PageEventBroadcast()

    package init() {}

    package var engine: (any WebEngineDelegate)? {
        get { lock.withLock { _engine } }
        set { lock.withLock { _engine = newValue } }
    }

    package var presentation: (any WebPresentationDelegate)? {
        get { lock.withLock { _presentation } }
        set { lock.withLock { _presentation = newValue } }
    }

    package var ui: (any WebUIDelegate)? {
        get { lock.withLock { _ui } }
        set { lock.withLock { _ui = newValue } }
    }

    package var navigation: (any WebNavigationDelegate)? {
        get { lock.withLock { _navigation } }
        set { lock.withLock { _navigation = newValue } }
    }

    // MARK: Completions, awaited on the main actor

    package func loaded() async {
        events.send(.loaded)
        guard let owner, let delegate = engine else { return }
        await MainActor.run { delegate.didCompleteLoadingContent(with: owner) }
    }

    package func rendered(_ report: RenderReport) async {
        events.send(.rendered(report))
        guard let owner, let delegate = engine else { return }
        await MainActor.run { delegate.didCompleteRenderingContent(with: owner, report: report) }
    }

    // MARK: Taps and navigations, queued in order

    package func tappedLink(_ link: String) {
        guard let owner, let url = URL(string: link) else { return }
        events.send(.linkTapped(url))
        guard let delegate = presentation else { return }
        Self.onMainQueue { delegate.webPresentation(owner, didTapLink: url) }
    }

    package func tappedEmbed(_ link: String) {
        guard let owner, let url = URL(string: link) else { return }
        events.send(.embedTapped(url))
        guard let delegate = presentation else { return }
        Self.onMainQueue { delegate.webPresentation(owner, didTapEmbedWithLink: url) }
    }

    package func tappedImage(_ link: String) {
        guard let owner, let url = URL(string: link) else { return }
        events.send(.imageTapped(url))
        guard let delegate = presentation else { return }
        Self.onMainQueue { delegate.webPresentation(owner, didTapImageWithLink: url) }
    }

    package func requestedNavigation(_ link: String, kind: NavigationRequest.Kind, method: String = "GET", body: String? = nil) {
        guard let owner, let url = URL(string: link) else { return }
        let request = NavigationRequest(url: url, kind: kind, httpMethod: method, httpBody: body)
        events.send(.navigationRequested(request))
        guard let delegate = navigation else { return }
        Self.onMainQueue { delegate.webPresentation(owner, didRequestNavigation: request) }
    }

    /// The main queue is serial: what is queued here runs in order, and before anything the
    /// main actor is asked to run later (``HandlerTestPage`` relies on it to read taps).
    private static func onMainQueue(_ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }

    // MARK: Panels, answered before the page's script goes on

    /// The UI delegate's answer, or WKWebView's without one: nothing, `false`, `null`.
    package func answer(_ panel: PanelRequest) -> JSValue {
        let answer = delegateAnswer(panel) ?? Self.defaultAnswer(panel)
        switch panel {
        case .alert(let message): events.send(.panel(kind: "alert", message: message, answer: answer))
        case .confirm(let message): events.send(.panel(kind: "confirm", message: message, answer: answer))
        case .prompt(let message, _): events.send(.panel(kind: "prompt", message: message, answer: answer))
        }
        return answer
    }

    private static func defaultAnswer(_ panel: PanelRequest) -> JSValue {
        switch panel {
        case .alert: return .undefined
        case .confirm: return .bool(false)
        case .prompt: return .null
        }
    }

    private func delegateAnswer(_ panel: PanelRequest) -> JSValue? {
        guard let owner, let ui else { return nil }
        return Self.onMainActorWaiting {
            switch panel {
            case .alert(let message):
                ui.webPresentation(owner, runJavaScriptAlertPanelWithMessage: message)
                return .undefined
            case .confirm(let message):
                return .bool(ui.webPresentation(owner, runJavaScriptConfirmPanelWithMessage: message))
            case .prompt(let message, let defaultText):
                return ui.webPresentation(owner, runJavaScriptTextInputPanelWithPrompt: message, defaultText: defaultText).map(JSValue.string) ?? .null
            }
        }
    }

    /// Runs `body` on the main actor and waits for it: the engine's thread is never the main
    /// thread, and the main actor is free whenever its code awaits the engine.
    private static func onMainActorWaiting<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

/// Hands each event to every stream made so far; a stream keeps the newest 10,000 unread.
package final class PageEventBroadcast: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [Int: AsyncStream<PageEvent>.Continuation] = [:]
    private var nextID = 0

    package func stream() -> AsyncStream<PageEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: PageEvent.self, bufferingPolicy: .bufferingNewest(10_000))
        let id = lock.withLock {
            nextID += 1
            continuations[nextID] = continuation
            return nextID
        }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return stream
    }

    package func send(_ event: PageEvent) {
        let listeners = lock.withLock { Array(continuations.values) }
        for listener in listeners { listener.yield(event) }
    }

    private func remove(_ id: Int) {
        _ = lock.withLock { continuations.removeValue(forKey: id) }
    }

    deinit {
        for listener in continuations.values { listener.finish() }
    }
}
