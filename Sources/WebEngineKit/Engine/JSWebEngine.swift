import DOMShim
import Foundation
import JSRuntime

/// The JavaScriptCore implementation of ``WebEngine`` and ``WebPresentation``: a runtime with
/// the DOM and the bridge, and the render path done right.
public final class JSWebEngine: WebEngine, WebPresentation, @unchecked Sendable {
    public let runtime: JSRuntime
    private let delegates = DelegateStore()
    private let userScriptCount = Counter()

    public var engineDelegate: (any WebEngineDelegate)? {
        get { delegates.engine }
        set { delegates.engine = newValue }
    }

    public var presentationDelegate: (any WebPresentationDelegate)? {
        get { delegates.presentation }
        set { delegates.presentation = newValue }
    }

    /// Answers the page's `alert`, `confirm` and `prompt` (WKUIDelegate's panels). Without one
    /// they get WKWebView's answers: nothing, `false`, `null`. Each is in the report's events.
    public var uiDelegate: (any WebUIDelegate)? {
        get { delegates.ui }
        set { delegates.ui = newValue }
    }

    /// Learns of every navigation the page asks for (links activated, `location` changes,
    /// frame sources); each is also in the report's events as a call to `navigation`.
    public var navigationDelegate: (any WebNavigationDelegate)? {
        get { delegates.navigation }
        set { delegates.navigation = newValue }
    }

    /// What the delegates hear, as an async sequence: loads, renders, taps, navigation
    /// requests and panels, in order, each stream from the moment it is made until the engine
    /// goes away. Its elements are delivered on no particular executor.
    public func pageEvents() -> AsyncStream<PageEvent> {
        delegates.events.stream()
    }

    /// The most zero-delay tasks a load runs before it reports the page loaded.
    static let tasksRunAtLoad = 1_000

    /// The viewport width content height is measured at when none is given (an iPhone's).
    public static let defaultViewportWidth = 375.0

    /// The JSScripts/ paths every engine installs when it is made, in order: runtime, DOM,
    /// bridge (the benchmark's start-up floor installs the same).
    package static let installedScripts = JSContextCore.runtimeScripts + JSRuntime.domScripts + NativeBridge.scripts
    /// The JSScripts/ paths installed on first use of one of their names.
    package static let lazyInstalledScripts = Set(JSRuntime.lazyDOMScriptFiles)

    public init(configuration: JSRuntime.Configuration = JSRuntime.Configuration()) async throws {
        runtime = JSRuntime(configuration: configuration)
        delegates.owner = self
        try await runtime.installDOM()
        let delegates = self.delegates
        try await runtime.withCore { [runtime] core throws(JSException) in
            try NativeBridge.install(in: core, runtime: runtime) { tap in
                switch tap {
                case .link(let link):
                    delegates.tappedLink(link)
                    delegates.requestedNavigation(link, kind: .linkActivated)
                case .embed(let link): delegates.tappedEmbed(link)
                case .navigation(let link, let kind, let method, let body): delegates.requestedNavigation(link, kind: kind, method: method, body: body)
                }
            } onPanel: { panel in
                delegates.answer(panel)
            }
        }
        // Image taps reach the presentation delegate through the bridge's imageTap handler,
        // which the environment-setup script (JSScripts/environment/image-taps.js) calls.
        await registerHandler("imageTap", .immediate { data in
            if let link = data["link"]?.stringValue { delegates.tappedImage(link) }
            return .null
        })
    }

    // MARK: WebEngine

    public func loadHTML(_ html: String, baseURL: URL? = nil) async throws {
        try await loadHTML(html, baseURL: baseURL, scriptSourceName: nil)
    }

    /// Loads a page; errors in its scripts name `scriptSourceName` (default: the URL).
    public func loadHTML(_ html: String, baseURL: URL?, scriptSourceName: String?) async throws {
        try await Self.load(.html(html), url: baseURL?.absoluteString ?? "about:blank", scriptSourceName: scriptSourceName, on: runtime)
        await delegates.loaded()
    }

    /// Loads a page parsed ahead, off the engine's thread (see `ParsedPage`).
    public func loadHTML(_ page: ParsedPage, baseURL: URL?, scriptSourceName: String? = nil) async throws {
        try await Self.load(.parsed(page), url: baseURL?.absoluteString ?? "about:blank", scriptSourceName: scriptSourceName, on: runtime)
        await delegates.loaded()
    }

    /// Loads a page from its bytes, as WKWebView's `load(_:mimeType:characterEncodingName:baseURL:)`
    /// does: decoded as a browser decodes them (a byte order mark, then `characterEncodingName`,
    /// then the page's `<meta charset>`, then UTF-8 or windows-1252); `document.characterSet`
    /// names the encoding.
    public func loadHTML(_ data: Data, characterEncodingName: String?, baseURL: URL?) async throws {
        try await Self.load(.bytes(data, characterEncodingName), url: baseURL?.absoluteString ?? "about:blank", scriptSourceName: nil, on: runtime)
        await delegates.loaded()
    }

    /// Serves a URL scheme's loads (a page's `<script src>`) from `handler`, as WKWebView's
    /// `setURLSchemeHandler(_:forURLScheme:)`; `FolderResources` and `FileAccess` serve folders.
    /// Nothing else loads: the engine has no network.
    public func setURLSchemeHandler(_ handler: (any URLSchemeHandler)?, forURLScheme scheme: String) async {
        await runtime.setURLSchemeHandler(handler, forURLScheme: scheme)
    }

    /// Every load the pages asked for, served or not (the newest 10,000).
    public var resourceLoads: [ResourceLoad] {
        get async { await runtime.resourceLoads }
    }

    private enum PageSource: Sendable {
        case html(String)
        case parsed(ParsedPage)
        case bytes(Data, String?)
    }

    /// Loading and readying the bridge in one trip to the engine's thread.
    private static func load(_ source: PageSource, url: String, scriptSourceName: String?, on runtime: isolated JSRuntime) throws {
        switch source {
        case .html(let html): try runtime.loadHTML(html, url: url, scriptSourceName: scriptSourceName)
        case .parsed(let page): try runtime.loadHTML(page, url: url, scriptSourceName: scriptSourceName)
        case .bytes(let data, let encoding): try runtime.loadHTML(data, characterEncodingName: encoding, url: url, scriptSourceName: scriptSourceName)
        }
        // A web view reports the load finished after the page's zero-delay tasks ran (the
        // bridge's bootstrap, its callbacks, the snippet removing its iframe); a page that
        // keeps scheduling them is cut off at a bound.
        runtime.run(maximumTasks: Self.tasksRunAtLoad)
        runtime.withCore { core in NativeBridge.of(core).becomeReady(in: core) }
    }

    @discardableResult
    public func executeScript(_ script: String) async throws -> JSValue {
        try await executeScript(script, sourceURL: "script.js")
    }

    /// Like UIWebView's `stringByEvaluatingJavaScriptFromString:`, a value that has no JSON
    /// form (a DOM node, a cyclic object) comes back as `.undefined` rather than as an error.
    @discardableResult
    public func executeScript(_ script: String, sourceURL: String) async throws -> JSValue {
        await runtime.grantUserActivation() // (WKWebView runs evaluateJavaScript as a user gesture)
        let reference = try await runtime.evaluateReference(script, sourceURL: sourceURL)
        return (try? await runtime.value(of: reference)) ?? .undefined
    }

    /// Runs a bundled environment-setup script from `JSScripts/environment/` (e.g. `image-taps.js`).
    public func addUserScript(_ script: String) async throws {
        try await addUserScript(script, name: nil)
    }

    /// Adds a user script; its errors name `name` (default: `webengine://user-script/N`).
    public func addUserScript(_ script: String, name: String?) async throws {
        let count = userScriptCount.increment()
        try await runtime.addUserScript(script, name: name ?? "webengine://user-script/\(count)")
    }

    /// Runs a built-in environment script (`JSScripts/environment/`) on the current page, and
    /// adds it as a user script, so it also runs at the start of every later load.
    public func executeEnvironmentScript(named name: String) async throws {
        guard let source = EmbeddedScripts.source("environment/\(name)") else {
            throw JSException(name: "Error", message: "no environment script named \(name)")
        }
        _ = try await runtime.evaluateReference(source, sourceURL: "webengine://environment/\(name)")
        try await addUserScript(source, name: "webengine://environment/\(name)")
    }

    // MARK: Bridge

    public func registerHandler(_ name: String, _ handler: NativeHandler) async {
        await runtime.withCore { core in NativeBridge.of(core).handlers[name] = handler }
    }

    public func removeHandler(_ name: String) async {
        await runtime.withCore { core in _ = NativeBridge.of(core).handlers.removeValue(forKey: name) }
    }

    /// Calls a JS handler and waits for its answer, running the page's event loop meanwhile.
    public func callHandler(_ name: String, data: JSValue = .undefined, timeout: Duration = .seconds(5)) async throws(BridgeError) -> JSValue {
        try await callHandler(name, batch: [data], timeout: timeout)[0].get()
    }

    /// Calls a JS handler once per payload, in order, in one trip to the engine's thread: for
    /// many small calls (a list of cells, a stream of events) whose trips between threads
    /// would cost more than the calls. Each result is that call's answer, or why there is none.
    public func callHandler(_ name: String, batch payloads: [JSValue], timeout: Duration = .seconds(5)) async -> [Result<JSValue, BridgeError>] {
        await Self.callHandler(name, batch: payloads, timeout: timeout, on: runtime)
    }

    private static func callHandler(
        _ name: String, batch payloads: [JSValue], timeout: Duration, on runtime: isolated JSRuntime
    ) async -> [Result<JSValue, BridgeError>] {
        let answers = BatchAnswers(count: payloads.count)
        let callbackIds = runtime.withCore { core in
            NativeBridge.of(core).post(name, batch: payloads) { answers.set($0, $1) }
        }
        // Calls made together (an app updating many cells at once) enter JS together: the
        // calls already waiting for the engine's thread post theirs while this one yields,
        // and whichever resumes first sends them all. A call alone does not wait.
        if runtime.hasWaitingJobs { await Task.yield() }
        runtime.withCore { core in NativeBridge.of(core).sendOutbox(in: core) }
        // An answer may need the page's timers (the loop runs them), the page itself (a call
        // made before it is ready waits for it), or a native task. The timeout is in the
        // loop's time, so a virtual clock's call never waits on the wall clock; once nothing is
        // left that could answer, it does not wait at all.
        // A call made before any page loaded waits for one (in wall time: a load is native work).
        let wallDeadline = ContinuousClock.now + timeout
        var outcome = await runtime.runEventLoop(timeout: timeout) { _ in answers.isComplete }
        while outcome == .idle, !runtime.withCore({ NativeBridge.of($0).isReady }), ContinuousClock.now < wallDeadline {
            try? await Task.sleep(for: .milliseconds(1))
            outcome = await runtime.runEventLoop(timeout: wallDeadline - ContinuousClock.now) { _ in answers.isComplete }
        }
        let missing = Self.unanswered(name, timeout: timeout, outcome: outcome, clock: runtime.clockKind)
        runtime.withCore { core in
            for (index, id) in callbackIds.enumerated() where answers.result(index) == nil {
                if let id { NativeBridge.of(core).abandon(id) }
            }
        }
        return payloads.indices.map { answers.result($0) ?? .failure(missing) }
    }

    /// Why a call has no answer: its time ran out, or nothing left in the page could give one.
    private static func unanswered(_ name: String, timeout: Duration, outcome: EventLoopOutcome, clock: EventLoopClock) -> BridgeError {
        let time = clock == .virtual ? "page time" : "time"
        if outcome == .idle {
            return BridgeError(
                kind: .timedOut, name: "TimeoutError",
                message: "'\(name)' did not answer, and nothing left in the page could answer it (no timer, frame or native work pending)")
        }
        return BridgeError(kind: .timedOut, name: "TimeoutError", message: "'\(name)' did not answer within \(timeout) of \(time)")
    }

    /// Calls a JS handler; `completion` gets the answer (callback style, as
    /// WebViewJavascriptBridge's `callHandler:data:responseCallback:`). It runs on a task.
    public func callHandler(
        _ name: String, data: JSValue = .undefined, timeout: Duration = .seconds(5),
        completion: @escaping @Sendable (Result<JSValue, BridgeError>) -> Void
    ) {
        Task {
            do throws(BridgeError) {
                completion(.success(try await callHandler(name, data: data, timeout: timeout)))
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// Calls a JS handler with a `Codable` payload and decodes its reply.
    public func callHandler<Payload: Encodable & Sendable, Reply: Decodable>(
        _ name: String, payload: Payload, replyAs type: Reply.Type, timeout: Duration = .seconds(5)
    ) async throws -> Reply {
        try await callHandler(name, data: JSValue(encoding: payload), timeout: timeout).decode(Reply.self)
    }

    /// Registers a native handler with `Codable` payload and reply types: the JS caller's data
    /// is decoded (a mismatch answers it with the decoding error) and the reply encoded.
    public func registerHandler<Payload: Decodable & Sendable, Reply: Encodable & Sendable>(
        _ name: String, payload: Payload.Type, _ handler: @escaping @Sendable (Payload) async throws -> Reply
    ) async {
        await registerHandler(name, .async { data in
            try JSValue(encoding: try await handler(data.decode(Payload.self)))
        })
    }

    /// Calls a JS handler without waiting for an answer (its responseCallback is undefined).
    public func sendToHandler(_ name: String, data: JSValue = .undefined) async {
        await runtime.withCore { core in NativeBridge.of(core).call(name, data: data, in: core, completion: nil) }
    }

    /// The JS handlers the page registered through the bridge, by name.
    public var jsHandlerNames: [String] {
        get async { await runtime.withCore { core in NativeBridge.of(core).jsHandlerNames(in: core) } }
    }

    /// The native handlers registered, by name.
    public var nativeHandlerNames: [String] {
        get async { await runtime.withCore { core in Array(NativeBridge.of(core).handlers.keys) } }
    }

    /// Where the record of JS -> native calls stands now; see ``events(since:)``.
    public var eventMark: Int {
        get async { await runtime.withCore { core in NativeBridge.of(core).eventTotal } }
    }

    /// The JS -> native calls made after `mark` (those still kept).
    public func events(since mark: Int) async -> [RenderReport.Event] {
        await runtime.withCore { core in NativeBridge.of(core).events(since: mark) }
    }

    /// Every JS -> native call so far (the newest 10,000).
    public var events: [RenderReport.Event] {
        get async { await runtime.withCore { core in NativeBridge.of(core).keptEvents } }
    }

    // MARK: Rendering

    @discardableResult
    public func render(with strategy: RenderStrategy) async -> RenderReport {
        let report = await StrategyRun(strategy: strategy, engine: self).run()
        await delegates.rendered(report)
        return report
    }

    /// Loads a page and renders it, as `loadHTML` then `render(with:)` do, in one trip to the
    /// engine's thread: for rendering many documents, where each trip leaves the engine idle
    /// until the caller's task gets a core back (docs/benchmarks.md, two engines). The engine
    /// delegate hears of both, in that order, once the render has completed.
    @discardableResult
    public func render(html: String, baseURL: URL?, with strategy: RenderStrategy) async throws -> RenderReport {
        let run = StrategyRun(strategy: strategy, engine: self)
        let report = try await Self.loadAndRender(html, url: baseURL?.absoluteString ?? "about:blank", run, on: runtime)
        await delegates.loaded()
        await delegates.rendered(report)
        return report
    }

    private static func loadAndRender(_ html: String, url: String, _ run: StrategyRun, on runtime: isolated JSRuntime) async throws -> RenderReport {
        try load(.html(html), url: url, scriptSourceName: nil, on: runtime)
        return await run.run(on: runtime)
    }

    // MARK: WebPresentation

    public func contentHeight(forWidth width: Double = JSWebEngine.defaultViewportWidth) async -> Double {
        await runtime.withCore { core in ContentLayout.height(in: core, width: width) }
    }
}

/// The answers to a batch of calls, each set once on the engine's thread and read by the caller
/// while it waits: locked (ThreadSanitizer found the unlocked single-answer slot racing).
final class BatchAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<JSValue, BridgeError>?]
    private var missing: Int

    init(count: Int) {
        results = Array(repeating: nil, count: count)
        missing = count
    }

    var isComplete: Bool { lock.withLock { missing == 0 } }

    func set(_ index: Int, _ result: Result<JSValue, BridgeError>) {
        lock.withLock {
            guard results[index] == nil else { return }
            results[index] = result
            missing -= 1
        }
    }

    func result(_ index: Int) -> Result<JSValue, BridgeError>? { lock.withLock { results[index] } }
}

import EmbeddedScripts

/// A number that only grows, safe to bump from any thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
