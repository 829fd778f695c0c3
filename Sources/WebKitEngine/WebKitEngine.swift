import DOMShim
import EmbeddedScripts
import Foundation
import JSRuntime
import WebEngineKit
import WebKitHelperProtocol

/// ``WebEngine`` and ``WebPresentation`` on real WebKit (WebKitGTK, the engine of iOS's web
/// views), in a helper process of ours: real layout and content size, real DOM, real dialogs and
/// navigations, with the same bridge, strategies, report and completion path as ``JSWebEngine``.
/// Each engine is one warm view of the shared helper.
public final class WebKitEngine: WebEngine, WebPresentation, @unchecked Sendable {
    let delegates = DelegateStore()
    let page = WebKitPage()
    /// The app's URL scheme handlers, and the record of what they were asked for.
    let resources = PageResources()
    /// The helper process this engine's view lives in: the one every engine of the process
    /// shares, or one of its own.
    let helper: WebKitHelper
    let lock = NSLock()
    var view: (id: Int, generation: Int)?
    /// The user scripts, in order, and the native handler names the page script was made with.
    var userScripts: [(source: String, name: String)] = []
    var installedHandlerNames: [String]?
    /// How many of `userScripts` the view has.
    var installedUserScripts = 0
    /// The view's real script message handlers (`webkit.messageHandlers.NAME`).
    var messageHandlers: Set<String> = []
    /// Lision's WKWebViewJavascriptBridge signals its native side through handlers of these names.
    static let bridgeSignalHandlers: Set<String> = ["iOS_Native_InjectJavascript", "iOS_Native_FlushMessageQueue"]
    var width: Double
    /// The viewport's height; content taller than it scrolls.
    static let viewportHeight = 640

    public var engineDelegate: (any WebEngineDelegate)? {
        get { delegates.engine }
        set { delegates.engine = newValue }
    }

    public var presentationDelegate: (any WebPresentationDelegate)? {
        get { delegates.presentation }
        set { delegates.presentation = newValue }
    }

    /// Answers the page's alert, confirm and prompt (WebKit's own dialogs), as ``JSWebEngine/uiDelegate``.
    public var uiDelegate: (any WebUIDelegate)? {
        get { delegates.ui }
        set { delegates.ui = newValue }
    }

    public var navigationDelegate: (any WebNavigationDelegate)? {
        get { delegates.navigation }
        set { delegates.navigation = newValue }
    }

    /// The process id of the helper every WebKit engine of this process shares, while it runs.
    public static var helperProcessIdentifier: Int32? { WebKitHelper.shared.processIdentifier }

    /// Ends the helper every WebKit engine of this process shares, if it runs, and waits until
    /// it has exited (its folder gone; its display server and WebKit's processes end with it),
    /// terminating it past `timeout`. For a process about to end; an engine used after this
    /// starts a new helper.
    public static func stopHelper(within timeout: Duration = .seconds(5)) async {
        await WebKitHelper.shared.stop(within: timeout)
    }

    public func pageEvents() -> AsyncStream<PageEvent> {
        delegates.events.stream()
    }

    /// Answers to the page go out in the order they were given (each is a trip to the helper).
    private let answers: AsyncStream<@Sendable () async -> Void>.Continuation

    func inOrder(_ send: @escaping @Sendable () async -> Void) {
        answers.yield(send)
    }

    /// Returns once everything handed to `inOrder` before it is done: the navigations WebKit
    /// refused have reached the page's bridge, and what it recorded of them has come back.
    func afterQueuedWork() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            if case .terminated = answers.yield({ done.resume() }) { done.resume() }
        }
    }

    /// Starts the helper (and its display server) if this process has none yet, and opens a
    /// view `viewportWidth` CSS pixels wide; `scriptTimeout` bounds each request to the page.
    ///
    /// - Parameter ownHelper: a helper process (and display server) of this engine's own
    ///   instead of the one the process's engines share: engines rendering at once then lay
    ///   out, paint and encode screenshots in parallel (the helper's GTK thread does that work
    ///   for all its views), for about 150 MB and 0.3 s of start-up each.
    public init(viewportWidth: Double = JSWebEngine.defaultViewportWidth, scriptTimeout: Duration = .seconds(10), ownHelper: Bool = false) async throws {
        helper = ownHelper ? WebKitHelper() : .shared
        width = viewportWidth
        timeoutForScripts = scriptTimeout
        let (stream, continuation) = AsyncStream.makeStream(of: (@Sendable () async -> Void).self)
        answers = continuation
        Task { for await send in stream { await send() } }
        delegates.owner = self
        let delegates = self.delegates
        await registerHandler("imageTap", .immediate { data in
            if let link = data["link"]?.stringValue { delegates.tappedImage(link) }
            return .null
        })
        _ = try await ensureView()
    }

    deinit {
        answers.finish()
        if let view = lock.withLock({ view }) {
            helper.releaseView(view.id, generation: view.generation, loads: loadsInView, loadLimit: Self.loadsPerView / 2)
        }
    }

    // MARK: WebEngine

    public func loadHTML(_ html: String, baseURL: URL?) async throws {
        try await load(.text(html), baseURL: baseURL)
        await delegates.loaded()
    }

    /// Loads a page from its bytes (WKWebView's `load(_:mimeType:characterEncodingName:baseURL:)`).
    /// WebKit decodes them with its own decoders; which encoding is found as HTML's sniffing
    /// finds it (``PageEncoding``: a byte order mark, `characterEncodingName`, the page's
    /// `<meta charset>`, then UTF-8 or windows-1252), because WebKitGTK's `load_bytes` takes
    /// UTF-8 for bytes given without an encoding, whatever the page declares.
    public func loadHTML(_ data: Data, characterEncodingName: String?, baseURL: URL?) async throws {
        try await load(.bytes(data, PageEncoding.detect(data, declared: characterEncodingName).name), baseURL: baseURL)
        await delegates.loaded()
    }

    enum PageSource {
        case text(String)
        case bytes(Data, String?)
    }

    /// Documents loaded into the current view.
    var loadsInView = 0
    /// WebKit's web process grows by about 0.3 MB with each document loaded into one view, and
    /// gives none of it back (docs/benchmarks.md): after this many loads the engine closes its
    /// view, which ends that process, and opens a fresh one.
    public static let loadsPerView = 100

    private func load(_ source: PageSource, baseURL: URL?) async throws {
        var view = try await ensureView()
        if lock.withLock({ loadsInView >= Self.loadsPerView }) {
            forgetView()
            view = try await ensureView()
        }
        lock.withLock { loadsInView += 1 }
        var request = HelperRequest(id: 0, op: .load, view: view)
        switch source {
        case .text(let html): request.html = html
        case .bytes(let data, let encoding):
            request.bytes = data.base64EncodedString()
            request.encoding = encoding
        }
        request.baseURL = baseURL?.absoluteString ?? "about:blank"
        do {
            _ = try await pageRequest(request)
        } catch {
            throw JSException(name: "Error", message: "WebKit could not load the page: \(error)")
        }
        // As the fast engine: after the page's zero-delay tasks (its bootstrap) ran, a page
        // with no bridge and no bootstrap gets WVJB 4.x's load-end bridge if it speaks 4.x
        // (bridge.js, pageDidLoad).
        _ = try? await callAsync("await new Promise((resolve) => setTimeout(resolve, 0)); __webengine.pageDidLoad();", view: view)
    }

    @discardableResult
    public func executeScript(_ script: String) async throws -> JSValue {
        try await executeScript(script, sourceURL: "script.js")
    }

    /// Evaluates a script as a classic script named `sourceURL`; a value with no JSON form
    /// comes back as `.undefined`, as ``JSWebEngine/executeScript(_:sourceURL:)`` does.
    @discardableResult
    public func executeScript(_ script: String, sourceURL: String) async throws -> JSValue {
        let view = try await ensureView()
        var request = HelperRequest(id: 0, op: .evaluate, view: view)
        request.source = script
        request.sourceURL = Self.scriptURL(sourceURL)
        let reply: HelperMessage
        do {
            reply = try await pageRequest(request)
        } catch let error as WebKitEngineError {
            // WebKit's word for a completion value with no JSON form (a node, a function).
            if error.description.hasSuffix("Unsupported result type") { return .undefined }
            throw Self.exception(from: error.description, sourceURL: sourceURL)
        }
        return reply.value.flatMap { try? JSValue(jsonText: $0) } ?? .undefined
    }

    /// Evaluates a script and awaits its value when it is a promise (as `run` prints the last
    /// script's value). It runs as eval code: its `let` and `const` stay its own.
    public func evaluateAndAwait(_ script: String, sourceURL: String) async throws -> JSValue {
        let source = JSValue.string(script + "\n//# sourceURL=" + sourceURL).jsonText
        let outcome = try await callAsync("""
            let value;
            try { value = await (0, eval)(\(source)); }
            catch (error) {
                if (!error || typeof error !== 'object') return { thrown: String(error) };
                return { name: String(error.name ?? ''), message: String(error.message ?? error), sourceURL: error.sourceURL ?? null, line: error.line ?? null, column: error.column ?? null };
            }
            // Values with no JSON form (a node, a function, a cycle) come back undefined.
            try { return { json: JSON.stringify(value) ?? null }; } catch (error) { return { json: null }; }
            """)
        if let thrown = outcome["thrown"]?.stringValue { throw JSException(name: nil, message: thrown, sourceURL: sourceURL) }
        if let message = outcome["message"]?.stringValue {
            throw JSException(
                name: outcome["name"]?.stringValue, message: message, sourceURL: outcome["sourceURL"]?.stringValue.map(Self.scriptName) ?? sourceURL,
                line: outcome["line"]?.numberValue.map(Int.init), column: outcome["column"]?.numberValue.map(Int.init))
        }
        return outcome["json"]?.stringValue.flatMap { try? JSValue(jsonText: $0) } ?? .undefined
    }

    /// WebKit names a script by a URL; a file name as the user wrote it becomes one, and back.
    static let scriptURLPrefix = "webengine-script:///"

    static func scriptURL(_ name: String) -> String {
        if name.contains("://") { return name }
        return scriptURLPrefix + (name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? name)
    }

    static func scriptName(_ url: String) -> String {
        guard url.hasPrefix(scriptURLPrefix) else { return url }
        return String(url.dropFirst(scriptURLPrefix.count)).removingPercentEncoding ?? url
    }

    /// Runs `body` as the body of an async function in the page and returns its awaited value,
    /// as WKWebView's `callAsyncJavaScript` does.
    public func callAsyncJavaScript(_ body: String) async throws -> JSValue {
        try await callAsync(body)
    }

    /// Runs `body` as an async function in the page and returns its awaited value.
    func callAsync(_ body: String, view: Int? = nil) async throws -> JSValue {
        let viewID: Int
        if let view { viewID = view } else { viewID = try await ensureView() }
        var request = HelperRequest(id: 0, op: .callAsync, view: viewID)
        request.source = body
        do {
            let reply = try await pageRequest(request)
            return reply.value.flatMap { try? JSValue(jsonText: $0) } ?? .undefined
        } catch let error as WebKitEngineError {
            throw Self.exception(from: error.description, sourceURL: nil)
        }
    }

    public func addUserScript(_ script: String) async throws {
        try await addUserScript(script, name: nil)
    }

    /// Adds a user script, run at the end of every later document's parsing (WebKit's document
    /// start has no document element yet, and WVJB's bootstrap needs one; docs/architecture.md).
    public func addUserScript(_ script: String, name: String?) async throws {
        lock.withLock { userScripts.append((script, name ?? "webengine://user-script/\(userScripts.count + 1)")) }
        try await ensureView()  // installs it with any other script the view lacks
    }

    func addScript(_ source: String, name: String, atDocumentStart: Bool, view: Int) async throws {
        var request = HelperRequest(id: 0, op: .addUserScript, view: view)
        request.source = source + "\n//# sourceURL=" + name
        request.atDocumentStart = atDocumentStart
        try await helper.send(request)
    }

    @discardableResult
    public func render(with strategy: RenderStrategy) async -> RenderReport {
        let report = await WebKitStrategyRun(strategy: strategy, engine: self).run()
        await delegates.rendered(report)
        return report
    }

    // MARK: WebPresentation

    /// The content's height laid out by WebKit at `width`: where the body's content ends, plus
    /// its bottom margin (the measure the fast engine estimates).
    public func contentHeight(forWidth width: Double = JSWebEngine.defaultViewportWidth) async -> Double {
        guard let view = try? await ensureView() else { return 0 }
        if width != lock.withLock({ self.width }) {
            try? await resize(to: width, view: view)
        }
        return (try? await callAsync("return __webengine.contentHeight();", view: view))?.numberValue ?? 0
    }

    /// Writes a picture of the whole page as WebKit lays it out now (not just the viewport) to
    /// `path`, a PNG file.
    public func snapshot(toPNG path: String) async throws {
        let view = try await ensureView()
        var request = HelperRequest(id: 0, op: .snapshot, view: view)
        request.text = URL(fileURLWithPath: path).path
        do {
            try await helper.send(request, timeout: .seconds(30))
        } catch let error as WebKitEngineError {
            throw WebKitEngineError("cannot write a snapshot to \(path): \(error.description)")
        }
    }

    /// Resizes the view and waits until the page lays out at the new width.
    func resize(to width: Double, view: Int) async throws {
        lock.withLock { self.width = width }
        var request = HelperRequest(id: 0, op: .resize, view: view)
        request.width = Int(width.rounded())
        request.height = Self.viewportHeight
        try await helper.send(request)
        _ = try await callAsync("""
            for (let frame = 0; frame < 120 && window.innerWidth !== \(Int(width.rounded())); frame++) await new Promise((resolve) => setTimeout(resolve, 5));
            """, view: view)
    }

    var timeoutForScripts: Duration
    /// The size of the page loaded last.
    var pageBytes = 0
}

/// One answer, set once from the helper's thread and read by the waiting caller.
final class AnswerBox: @unchecked Sendable {
    let lock = NSLock()
    private var value: Result<JSValue, BridgeError>?

    var result: Result<JSValue, BridgeError>? { lock.withLock { value } }

    func set(_ result: Result<JSValue, BridgeError>) {
        lock.withLock { if value == nil { value = result } }
    }
}

extension WebKitEngine: BridgedWebEngine {
    public var sessionRecord: SessionRecord {
        get async {
            let record = page.since(.init(events: 0, logs: 0, errors: 0))
            return SessionRecord(events: record.events, logs: record.logs, errors: record.errors)
        }
    }

    public var sessionMark: SessionMark {
        get async {
            let mark = page.mark
            return SessionMark(events: mark.events, logs: mark.logs, errors: mark.errors)
        }
    }

    public func sessionRecord(since mark: SessionMark) async -> SessionRecord {
        let record = page.since(.init(events: mark.events, logs: mark.logs, errors: mark.errors))
        return SessionRecord(events: record.events, logs: record.logs, errors: record.errors)
    }
}
