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
    private let helper = WebKitHelper.shared
    private let lock = NSLock()
    private var view: (id: Int, generation: Int)?
    /// The user scripts, in order, and the native handler names the page script was made with.
    private var userScripts: [(source: String, name: String)] = []
    private var installedHandlerNames: [String]?
    /// How many of `userScripts` the view has.
    private var installedUserScripts = 0
    /// The view's real script message handlers (`webkit.messageHandlers.NAME`).
    private var messageHandlers: Set<String> = []
    /// Lision's WKWebViewJavascriptBridge signals its native side through handlers of these names.
    static let bridgeSignalHandlers: Set<String> = ["iOS_Native_InjectJavascript", "iOS_Native_FlushMessageQueue"]
    private var width: Double
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

    public func pageEvents() -> AsyncStream<PageEvent> {
        delegates.events.stream()
    }

    /// Starts the helper (and its display server) if this process has none yet, and opens a
    /// view `viewportWidth` CSS pixels wide.
    /// Answers to the page go out in the order they were given (each is a trip to the helper).
    private let answers: AsyncStream<@Sendable () async -> Void>.Continuation

    func inOrder(_ send: @escaping @Sendable () async -> Void) {
        answers.yield(send)
    }

    public init(viewportWidth: Double = JSWebEngine.defaultViewportWidth) async throws {
        width = viewportWidth
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
        try await load(html, baseURL: baseURL)
        await delegates.loaded()
    }

    /// Documents loaded into the current view.
    private var loadsInView = 0
    /// WebKit's web process grows by about 0.3 MB with each document loaded into one view, and
    /// gives none of it back (docs/benchmarks.md): after this many loads the engine closes its
    /// view, which ends that process, and opens a fresh one.
    public static let loadsPerView = 100

    private func load(_ html: String, baseURL: URL?) async throws {
        var view = try await ensureView()
        if lock.withLock({ loadsInView >= Self.loadsPerView }) {
            forgetView()
            view = try await ensureView()
        }
        lock.withLock { loadsInView += 1 }
        var request = HelperRequest(id: 0, op: .load, view: view)
        request.html = html
        request.baseURL = baseURL?.absoluteString ?? "about:blank"
        do {
            _ = try await pageRequest(request)
        } catch {
            throw JSException(name: "Error", message: "WebKit could not load the page: \(error)")
        }
        // As the fast engine (and WVJB 4.x): the bridge comes at load end if the page has none,
        // after the page's zero-delay tasks (its bootstrap) ran.
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

    private func addScript(_ source: String, name: String, atDocumentStart: Bool, view: Int) async throws {
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

    // MARK: Bridge

    public func registerHandler(_ name: String, _ handler: NativeHandler) async {
        page[handler: name] = handler
    }

    public func removeHandler(_ name: String) async {
        page[handler: name] = nil
    }

    /// Calls a JS handler through the bridge and waits for its answer (in wall time).
    public func callHandler(_ name: String, data: JSValue = .undefined, timeout: Duration = .seconds(5)) async throws(BridgeError) -> JSValue {
        let answer = AnswerBox()
        let id = page.expectAnswer { answer.set($0) }
        await send(name, data: data, callbackID: id)
        let deadline = ContinuousClock.now + timeout
        while answer.result == nil, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        _ = page.takeAnswer(id)
        guard let result = answer.result else {
            throw BridgeError(kind: .timedOut, name: "TimeoutError", message: "'\(name)' did not answer within \(timeout)")
        }
        return try result.get()
    }

    /// Sends one native -> JS call; the answers given at once settle here, later ones arrive as
    /// the page posts them.
    func send(_ handler: String, data: JSValue, callbackID: Int) async {
        await send([(handler, data, callbackID)])
    }

    /// Sends calls in order in one entry into the page (one trip to the helper), as the fast
    /// engine batches them: a parallel strategy's steps go together.
    func send(_ calls: [(handler: String, data: JSValue, callbackID: Int)]) async {
        guard let first = calls.first else { return }
        let ids = calls.map { String($0.callbackID) }.joined(separator: ",")
        let payloads = calls.map { $0.data == .undefined ? "null" : $0.data.jsonText }.joined(separator: ",")
        let mixed = calls.contains { $0.handler != first.handler }
        let names = mixed ? "[" + calls.map { JSValue.string($0.handler).jsonText }.joined(separator: ",") + "]" : "null"
        let undefinedAt = calls.indices.filter { calls[$0].data == .undefined }.map(String.init).joined(separator: ",")
        let message = "[[\(ids)],[\(payloads)],\(names)" + (undefinedAt.isEmpty ? "]" : ",[\(undefinedAt)]]")
        let script = "__webengine.callBatch(\(JSValue.string(first.handler).jsonText), \(message), 1e9)"
        do {
            guard let view = try? await ensureView() else { throw WebKitEngineError("the WebKit view is gone") }
            var request = HelperRequest(id: 0, op: .evaluate, view: view)
            request.source = script
            request.sourceURL = "webengine://bridge"
            let reply = try await pageRequest(request)
            settleImmediateAnswers(reply.value.flatMap { try? JSValue(jsonText: $0) }?.stringValue ?? "")
        } catch {
            for call in calls { page.takeAnswer(call.callbackID)?(.failure(Self.bridgeError(error))) }
        }
    }

    /// A batch's reply: how many calls began, then an "id<TAB>json" line per answer given at once.
    private func settleImmediateAnswers(_ reply: String) {
        for line in reply.split(separator: "\n").dropFirst() {
            guard let tab = line.firstIndex(of: "\t"), let id = Int(line[..<tab]) else { continue }
            let json = String(line[line.index(after: tab)...])
            let result: Result<JSValue, BridgeError> = (try? JSValue(jsonText: json)).map { .success($0) }
                ?? .failure(BridgeError(kind: .failed, name: "SyntaxError", message: "an unreadable answer"))
            page.takeAnswer(id)?(result)
        }
    }

    /// The JS handlers the page registered through the bridge.
    public var jsHandlerNames: [String] {
        get async { Self.strings(try? await callAsync("return __webengine.handlerNames();")) }
    }

    /// Every JS -> native call so far (the newest 10,000).
    public var events: [RenderReport.Event] { page.events }

    // MARK: The view

    /// The engine's view in the running helper: opened (with its scripts) on first use and
    /// again after the helper or its web process went away.
    @discardableResult
    func ensureView() async throws -> Int {
        let current = lock.withLock { view }
        if let current, current.generation == helper.currentGeneration {
            try await refreshPageScriptIfNeeded(view: current.id)
            return current.id
        }
        let opened = try await helper.openView(width: Int(lock.withLock { width }.rounded()), height: Self.viewportHeight) { [weak self] message in
            self?.receive(message)
        }
        // Two requests may have opened a view at once: the first to get here keeps its own.
        let kept = lock.withLock {
            if let current = view, current.generation == opened.generation { return current }
            view = (opened.id, opened.generation)
            loadsInView = opened.loads
            installedHandlerNames = nil
            installedUserScripts = 0
            messageHandlers = []
            return (id: opened.id, generation: opened.generation)
        }
        if kept.id != opened.id { helper.releaseView(opened.id, generation: opened.generation, loads: opened.loads, loadLimit: Self.loadsPerView / 2) }
        try await refreshPageScriptIfNeeded(view: kept.id)
        return kept.id
    }

    /// The page script knows the native handlers' names (for `webkit.messageHandlers`): when
    /// they changed, the view's scripts are made again.
    private func refreshPageScriptIfNeeded(view: Int) async throws {
        let names = page.handlerNames
        // Claimed under the lock, so two requests never install a script twice: the page script
        // (again, with every user script, when the handler names changed), then the user
        // scripts added since.
        let wanted = Set(names).union(Self.bridgeSignalHandlers)
        let claim: (reinstall: Bool, removeFirst: Bool, scripts: [(source: String, name: String)], register: Set<String>, unregister: Set<String>) = lock.withLock {
            let reinstall = installedHandlerNames != names
            let removeFirst = reinstall && installedHandlerNames != nil
            let scripts = Array(userScripts[(reinstall ? 0 : installedUserScripts)...])
            let register = wanted.subtracting(messageHandlers), unregister = messageHandlers.subtracting(wanted)
            installedHandlerNames = names
            installedUserScripts = userScripts.count
            messageHandlers = wanted
            return (reinstall, removeFirst, scripts, register, unregister)
        }
        do {
            for (names, operation) in [(claim.register, HelperRequest.Operation.registerMessageHandler), (claim.unregister, .unregisterMessageHandler)] {
                for name in names.sorted() {
                    var request = HelperRequest(id: 0, op: operation, view: view)
                    request.text = name
                    try await helper.send(request)
                }
            }
            if claim.removeFirst { try await helper.send(HelperRequest(id: 0, op: .removeUserScripts, view: view)) }
            if claim.reinstall {
                try await addScript(Self.pageScript(handlerNames: names), name: "webengine://webkit/page.js", atDocumentStart: true, view: view)
            }
            for script in claim.scripts { try await addScript(script.source, name: script.name, atDocumentStart: false, view: view) }
        } catch {
            lock.withLock {
                installedHandlerNames = nil
                messageHandlers = []
            }
            throw error
        }
    }

    /// The longest the page may take to answer one request (a load, a script, a batch of
    /// calls): past it the script is taken to run forever, and WebKit's web process is ended
    /// (WebKit has no execution time limit to stop only the script). Default 10 s.
    public var scriptTimeout: Duration {
        get { lock.withLock { timeoutForScripts } }
        set { lock.withLock { timeoutForScripts = newValue } }
    }
    private var timeoutForScripts: Duration = .seconds(10)
    /// The size of the page loaded last.
    private var pageBytes = 0

    /// A request that runs the page's code, bounded by ``scriptTimeout``.
    private func pageRequest(_ request: HelperRequest) async throws -> HelperMessage {
        // Loading, laying out and serializing a page take time that grows with its size (as
        // the fast engine's parse budget allows 2 ms per KB): a 5 MB page takes WebKit seconds.
        if let html = request.html { lock.withLock { pageBytes = html.utf8.count } }
        let timeout = scriptTimeout + .milliseconds(2 * lock.withLock { pageBytes } / 1024)
        do {
            return try await helper.send(request, timeout: timeout)
        } catch let error as WebKitEngineError where error.isTimeout {
            if let view = request.view { _ = try? await helper.send(HelperRequest(id: 0, op: .terminateWebProcess, view: view)) }
            forgetView()
            throw JSException(
                name: "TimeLimitExceeded", message: "the page did not answer within \(timeout); WebKit's web process was ended",
                isTermination: true)
        }
    }

    /// The view is gone (its web process crashed): the next request opens another.
    func forgetView() {
        let gone = lock.withLock {
            defer { view = nil }
            return view
        }
        if let gone { helper.closeView(gone.id) }
    }

    static func pageScript(handlerNames: [String]) -> String {
        let page = EmbeddedScripts.source("webkit/page.js") ?? ""
        let bridge = EmbeddedScripts.source("bridge/bridge.js") ?? ""
        let names = JSValue.array(handlerNames.map(JSValue.string)).jsonText
        return "(\(page.trimmingCharacters(in: .whitespacesAndNewlines)))(\(names), \(bridge.trimmingCharacters(in: .whitespacesAndNewlines)));"
    }

    /// WebKit's "url:line:column: Name: message" as an exception.
    static func exception(from text: String, sourceURL: String?) -> JSException {
        var rest = Substring(text)
        var source: String?, line: Int?, column: Int?
        if let match = text.firstMatch(of: #/^(.*?):(\d+):(\d+): /#) {
            source = String(match.1)
            line = Int(match.2)
            column = Int(match.3)
            rest = text[match.range.upperBound...]
        }
        if source == "undefined" || source == "about:blank" { source = sourceURL }
        source = source.map(scriptName)
        if let match = rest.firstMatch(of: #/^([A-Za-z]*Error|[A-Za-z]+Exception): /#) {
            return JSException(name: String(match.1), message: String(rest[match.range.upperBound...]), sourceURL: source, line: line, column: column)
        }
        return JSException(name: nil, message: String(rest), sourceURL: source, line: line, column: column)
    }
}

/// One answer, set once from the helper's thread and read by the waiting caller.
final class AnswerBox: @unchecked Sendable {
    private let lock = NSLock()
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
}
