import JSRuntime

/// Either engine as the module, the command line and the test kit use it: the article's two
/// protocols plus the bridge's native side, panels, navigations and the session's record.
/// ``JSWebEngine`` (the fast engine) and `WebKitEngine` (real WebKit) both are one.
public protocol BridgedWebEngine: WebEngine, WebPresentation {
    var uiDelegate: (any WebUIDelegate)? { get set }
    var navigationDelegate: (any WebNavigationDelegate)? { get set }
    func pageEvents() -> AsyncStream<PageEvent>
    func registerHandler(_ name: String, _ handler: NativeHandler) async
    func callHandler(_ name: String, data: JSValue, timeout: Duration) async throws(BridgeError) -> JSValue
    @discardableResult func executeScript(_ script: String, sourceURL: String) async throws -> JSValue
    /// Everything since the engine began: JS -> native calls, console output, uncaught errors.
    var sessionRecord: SessionRecord { get async }
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
}

/// Which engine runs a page: JavaScriptCore with this package's DOM (`JSWebEngine`: fast,
/// deterministic, virtual time, estimated layout), or real WebKit in a helper process
/// (`WebKitEngine`: real layout and content size, wall-clock time).
public enum EngineKind: String, Sendable, CaseIterable {
    case fast, webkit
}
