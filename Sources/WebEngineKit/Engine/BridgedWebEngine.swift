import Foundation
import JSRuntime

/// Either engine as the module, the command line and the test kit use it: the article's two
/// protocols plus the bridge's native side, panels, navigations and the session's record.
/// ``JSWebEngine`` (the fast engine) and `WebKitEngine` (real WebKit) both are one.
public protocol BridgedWebEngine: WebEngine, WebPresentation {
    var uiDelegate: (any WebUIDelegate)? { get set }
    var navigationDelegate: (any WebNavigationDelegate)? { get set }
    func pageEvents() -> AsyncStream<PageEvent>
    /// Loads a page from its bytes, decoded as a browser decodes them (WKWebView's
    /// `load(_:mimeType:characterEncodingName:baseURL:)`).
    func loadHTML(_ data: Data, characterEncodingName: String?, baseURL: URL?) async throws
    func registerHandler(_ name: String, _ handler: NativeHandler) async
    func callHandler(_ name: String, data: JSValue, timeout: Duration) async throws(BridgeError) -> JSValue
    @discardableResult func executeScript(_ script: String, sourceURL: String) async throws -> JSValue
    /// Everything since the engine began: JS -> native calls, console output, uncaught errors.
    var sessionRecord: SessionRecord { get async }
    /// Where the session's record stands now, to cut one document's share from it later.
    var sessionMark: SessionMark { get async }
    /// What the page did after `mark` (what the engine still keeps of it: the newest 10,000 of each).
    func sessionRecord(since mark: SessionMark) async -> SessionRecord
}

/// A place in an engine's session record (see ``BridgedWebEngine/sessionMark``).
public struct SessionMark: Sendable, Hashable {
    public var events: Int
    public var logs: Int
    public var errors: Int

    public init(events: Int, logs: Int, errors: Int) {
        self.events = events
        self.logs = logs
        self.errors = errors
    }
}

/// What a page did over an engine's life, for reports that cover a whole run.
public struct SessionRecord: Sendable {
    public var events: [RenderReport.Event]
    public var logs: [String]
    public var errors: [RenderReport.ErrorEntry]

    public init(events: [RenderReport.Event], logs: [String], errors: [RenderReport.ErrorEntry]) {
        self.events = events
        self.logs = logs
        self.errors = errors
    }
}

extension JSWebEngine: BridgedWebEngine {
    public var sessionRecord: SessionRecord {
        get async {
            SessionRecord(
                events: await events, logs: await runtime.consoleMessages.map(\.text),
                errors: await runtime.uncaughtErrors.map(RenderReport.ErrorEntry.init))
        }
    }

    public var sessionMark: SessionMark {
        get async {
            let diagnostics = await runtime.diagnosticsMark
            return SessionMark(events: await eventMark, logs: diagnostics.console, errors: diagnostics.errors)
        }
    }

    public func sessionRecord(since mark: SessionMark) async -> SessionRecord {
        let diagnostics = DiagnosticsMark(console: mark.logs, errors: mark.errors)
        return SessionRecord(
            events: await events(since: mark.events), logs: await runtime.consoleMessages(since: diagnostics).map(\.text),
            errors: await runtime.uncaughtErrors(since: diagnostics).map(RenderReport.ErrorEntry.init))
    }
}

/// Which engine runs a page: JavaScriptCore with this package's DOM (`JSWebEngine`: fast,
/// deterministic, virtual time, estimated layout), or real WebKit in a helper process
/// (`WebKitEngine`: real layout and content size, wall-clock time).
public enum EngineKind: String, Sendable, CaseIterable {
    case fast, webkit
}
