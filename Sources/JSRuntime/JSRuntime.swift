import CJavaScriptCore
import Logging

/// One JavaScript VM with its own thread and event loop.
///
/// Every runtime has its own JavaScriptCore context group, so two runtimes run in parallel;
/// all work on one runtime happens on its thread, in order. Use it from async code:
///
/// ```swift
/// let runtime = JSRuntime()
/// let answer = try await runtime.evaluate("6 * 7")                     // .number(42)
/// let late = try await runtime.evaluateAndAwait("new Promise(r => setTimeout(() => r('late'), 20))")
/// ```
///
/// With `configuration.clock = .virtual`, timers fire only when the test moves time with
/// ``advanceTime(by:)`` — deterministic and without waiting.
public actor JSRuntime {
    private let executor: JSThreadExecutor
    private let core: JSContextCore
    private nonisolated let interruption: Interruption

    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    public init(configuration: Configuration = Configuration()) {
        executor = JSThreadExecutor(name: configuration.name)
        core = JSContextCore(configuration: configuration, executor: executor)
        interruption = core.interruption
    }

    deinit {
        executor.shutdown()
    }

    /// Stops the script running now, from any thread, as a REPL's Ctrl-C does: it ends with a
    /// termination error within a tenth of a second of script time; the runtime goes on.
    /// A request made while no script runs is dropped by the next ``clearInterruption()``.
    public nonisolated func interrupt() {
        interruption.request()
    }

    /// Forgets an interruption no script took; true if the last script stopped was stopped
    /// by ``interrupt()``.
    @discardableResult
    public func clearInterruption() -> Bool {
        interruption.clear()
        return interruption.takeHonoured()
    }

    /// Starts JavaScriptCore and makes a VM on a background thread, for the next runtime
    /// created to take: a process that creates a runtime soon after it starts (a command-line
    /// tool, once its arguments are parsed) overlaps those milliseconds with its own start-up.
    /// Optional; without it a runtime makes its VM when it is created.
    public static func prepareVirtualMachine() {
        VMAhead.start()
    }

    /// Tunes JavaScriptCore for a process that runs one job and exits (a command-line run of one
    /// page): its top tier takes only code that stays hot far longer than such a job runs
    /// (JSContextOwner.oneShotOptions). Process-wide; call it before any runtime or VM is made.
    /// An option the environment sets (`JSC_...`) wins.
    public static func tuneForOneShotJobs() {
        JSContextOwner.setOptions(JSContextOwner.oneShotOptions)
    }

    /// Waits for a VM being prepared to be ready: a process that exits before taking it calls
    /// this first, so `exit` never tears JavaScriptCore down while another thread starts it.
    public static func waitForPreparedVirtualMachine() {
        VMAhead.waitUntilMade()
    }

    /// Whether other jobs wait for this runtime's thread (calls from other tasks, say): a
    /// higher layer may yield to let them join work it is about to do.
    package var hasWaitingJobs: Bool { executor.hasQueuedWork }

    /// Runs `body` with the core, on this runtime's thread, for the package's higher layers.
    @discardableResult
    package func withCore<T: Sendable, E: Error>(_ body: (JSContextCore) throws(E) -> T) throws(E) -> T {
        try body(core)
    }

    // MARK: Evaluating

    /// Evaluates a script and returns a snapshot of its completion value.
    /// - Throws: ``JSException`` for syntax errors, uncaught exceptions and runaway scripts.
    public func evaluate(_ source: String, sourceURL: String = "eval.js", startLine: Int = 1) throws(JSException) -> JSValue {
        let value = try core.evaluate(source, sourceURL: sourceURL, startLine: startLine)
        defer { core.reportPendingRejections() }
        return try core.snapshot(value)
    }

    /// Evaluates a script and decodes its completion value through JSON.
    public func evaluate<T: Decodable>(_ source: String, sourceURL: String = "eval.js", as type: T.Type) throws -> T {
        let value = try core.evaluate(source, sourceURL: sourceURL)
        defer { core.reportPendingRejections() }
        return try core.decode(value, as: type)
    }

    /// Evaluates a script and keeps its completion value alive, e.g. to await or inspect it.
    public func evaluateReference(_ source: String, sourceURL: String = "eval.js", startLine: Int = 1) throws(JSException) -> JSReference {
        let value = try core.evaluate(source, sourceURL: sourceURL, startLine: startLine)
        defer { core.reportPendingRejections() }
        return reference(value)
    }

    /// Evaluates a script and, if its value is a promise (or any thenable), runs the event loop
    /// until it settles, as `node -p` does. Its rejection is thrown, not reported as unhandled.
    public func evaluateAndAwait(
        _ source: String, sourceURL: String = "eval.js", startLine: Int = 1, timeout: Duration = .seconds(30)
    ) async throws(JSException) -> JSReference {
        let value = try core.evaluate(source, sourceURL: sourceURL, startLine: startLine)
        return try await settle(value, timeout: timeout)
    }

    /// Sets a global variable to a referenced value (the REPL's `_`).
    public func setGlobal(_ name: String, to reference: JSReference) {
        core.setProperty(JSContextGetGlobalObject(core.context), name, reference.protected.ref)
    }

    /// Waits for a referenced promise to settle, running the event loop (see ``evaluateAndAwait``).
    public func awaitSettlement(of reference: JSReference, timeout: Duration = .seconds(30)) async throws(JSException) -> JSReference {
        try await settle(reference.protected.ref, timeout: timeout)
    }

    private func settle(_ value: JSValueRef, timeout: Duration) async throws(JSException) -> JSReference {
        guard let record = try core.track(value) else {
            core.reportPendingRejections()
            return reference(value)
        }
        core.reportPendingRejections()
        let box = UncheckedRecord(record: record)
        let outcome = await runEventLoop(timeout: timeout) {
            if case .pending = $0.settlement(of: box.record) { return false }
            return true
        }
        switch core.settlement(of: record) {
        case .fulfilled(let result): return reference(result)
        case .rejected(let exception): throw exception
        case .pending:
            let message = outcome == .idle
                ? "the promise can never settle: no timer or animation frame is left to settle it"
                : "the promise did not settle within \(timeout.formattedSeconds)"
            throw JSException(name: "PromiseNotSettled", message: message)
        }
    }

    /// Checks a script's syntax without running it; the error, or nil when it parses.
    public func syntaxError(in source: String, sourceURL: String = "eval.js") -> JSException? {
        core.syntaxError(in: source, sourceURL: sourceURL)
    }

    /// Calls a global function (or one reached by a dotted path, `"app.render"`).
    public func call(_ functionPath: String, arguments: [JSValue] = []) throws(JSException) -> JSValue {
        let function = try resolveFunction(functionPath)
        let result = try core.call(function, values: arguments)
        defer { core.reportPendingRejections() }
        return try core.snapshot(result)
    }

    /// Calls a global function with `Codable` arguments and decodes its result.
    public func call<Result: Decodable>(
        _ functionPath: String, arguments: [any Encodable & Sendable], as type: Result.Type
    ) throws -> Result {
        let function = try resolveFunction(functionPath)
        // (Encoded first: making the values must not throw anything but a JSException.)
        let texts = try arguments.map { try JSContextCore.jsonText(encoding: $0) }
        let result = try core.call(function) { values throws(JSException) in
            for text in texts { values.append(try core.makeValue(json: text)) }
        }
        defer { core.reportPendingRejections() }
        return try core.decode(result, as: type)
    }

    private func resolveFunction(_ path: String) throws(JSException) -> JSObjectRef {
        var object = core.globalObject
        for name in path.split(separator: ".") {
            guard let next = JSValueToObject(core.context, core.property(object, String(name)), nil) else {
                throw JSException(name: "TypeError", message: "\(path) is not defined")
            }
            object = next
        }
        guard JSObjectIsFunction(core.context, object) else {
            throw JSException(name: "TypeError", message: "\(path) is not a function")
        }
        return object
    }

    /// Sets a global variable.
    public func setGlobal(_ name: String, to value: JSValue) {
        core.setProperty(core.globalObject, name, core.makeValue(value))
    }

    /// Sets a global variable to the JSON form of an `Encodable` value.
    public func setGlobal<T: Encodable>(_ name: String, encoding value: T) throws {
        core.setProperty(core.globalObject, name, try core.makeValue(encoding: value))
    }

    /// Exposes a Swift closure as a global JS function. It runs on this runtime's thread; an
    /// error it throws becomes a JS exception the script can catch (a thrown ``JSException``
    /// keeps its `name`, e.g. `TypeError`).
    public func defineFunction(_ name: String, _ body: @escaping @Sendable ([JSValue]) throws -> JSValue) {
        let function = core.makeFunction(name: name) { core, arguments in
            let values = try arguments.map { argument throws(JSException) in try core.snapshot(argument) }
            return core.makeValue(try body(values))
        }
        core.setProperty(core.globalObject, name, function)
    }

    // MARK: References

    private func reference(_ value: JSValueRef) -> JSReference {
        JSReference(ProtectedValue(value, owner: core.owner, executor: executor))
    }

    /// A snapshot of a referenced value.
    public func value(of reference: JSReference) throws(JSException) -> JSValue {
        try core.snapshot(reference.protected.ref)
    }

    /// Decodes a referenced value through JSON.
    public func decode<T: Decodable>(_ reference: JSReference, as type: T.Type) throws -> T {
        try core.decode(reference.protected.ref, as: type)
    }

    /// A readable description of a referenced value, as `node -p` prints it: strings as they
    /// are, other values in the style of `util.inspect`.
    public func inspect(_ reference: JSReference, quotingStrings: Bool = false) -> String {
        // A string printed as it is needs no formatting: the common result of a render job
        // (its HTML), and the inspector's code would otherwise be compiled just to return it.
        if !quotingStrings, JSValueIsString(core.context, reference.protected.ref) {
            return (try? core.string(of: reference.protected.ref)) ?? "[uninspectable value]"
        }
        // Promises show their state: handlers attached now have run (microtasks drain when
        // the call returns) by the time the value is formatted.
        if JSValueIsObject(core.context, reference.protected.ref) {
            _ = try? core.callInternal("trackPromises", [reference.protected.ref])
        }
        let arguments = [reference.protected.ref, core.makeValue(.bool(quotingStrings))]
        return (try? core.string(of: core.callInternal("inspect", arguments))) ?? "[uninspectable value]"
    }

    // MARK: The event loop

    /// Runs timers and animation frames until none is left or `timeout` has passed on the
    /// loop's clock (wall time, or virtual time with a virtual clock).
    @discardableResult
    public func runUntilIdle(timeout: Duration = .seconds(30)) async -> EventLoopOutcome {
        await runEventLoop(timeout: timeout) { _ in false }
    }

    /// Runs the event loop until `isDone` holds (checked after every task), it is idle, or
    /// `timeout` passes; for higher layers waiting on their own conditions.
    package func runEventLoop(timeout: Duration, until isDone: @Sendable (JSContextCore) -> Bool) async -> EventLoopOutcome {
        let deadline = core.clock.now + timeout
        // Waiting for native work is bounded in wall time too: a virtual clock does not move
        // while we wait.
        let wallDeadline = ContinuousClock.now + timeout
        while !isDone(core) {
            guard let next = core.tasks.nextDue() else {
                // Native work still under way will come back with a task: wait for it.
                guard core.outstandingExternalWork > 0 else { return .idle }
                guard core.clock.now < deadline, ContinuousClock.now < wallDeadline else {
                    return .deadlineReached(pendingTasks: core.outstandingExternalWork)
                }
                try? await Task.sleep(for: .milliseconds(1))
                continue
            }
            if next > deadline {
                core.clock.advance(to: deadline)
                return .deadlineReached(pendingTasks: core.tasks.pendingCount)
            }
            let now = core.clock.now
            if next > now {
                if core.clock.kind == .virtual {
                    core.clock.advance(to: next)
                } else {
                    try? await Task.sleep(for: next - now)
                }
                continue
            }
            core.runNextDueTask()
        }
        return .conditionMet
    }

    /// Virtual clock: moves time forward by `duration`, running every task that falls due, in
    /// order, each at its own due time. Like `EmbeddedEventLoop.advanceTime(by:)`.
    public func advanceTime(by duration: Duration) {
        advanceTime(to: core.clock.now + duration)
    }

    /// Virtual clock: moves time forward to `instant` (time since the runtime was created).
    public func advanceTime(to instant: Duration) {
        precondition(core.clock.kind == .virtual, "advanceTime needs a runtime with a virtual clock")
        while let next = core.tasks.nextDue(), next <= instant {
            core.clock.advance(to: next)
            core.runNextDueTask()
        }
        core.clock.advance(to: instant)
    }

    /// Runs the tasks that are due now, without moving time (`EmbeddedEventLoop.run()`).
    public func run() {
        while core.runNextDueTask() {}
    }

    /// Runs at most `maximumTasks` of the tasks due now (a page that keeps scheduling
    /// zero-delay timers would otherwise never let `run()` return); returns how many ran.
    @discardableResult
    public func run(maximumTasks: Int) -> Int {
        var ran = 0
        while ran < maximumTasks, core.runNextDueTask() { ran += 1 }
        return ran
    }

    /// The loop clock's time since this runtime was created.
    public var now: Duration { core.clock.now }

    /// Which clock the event loop runs on.
    public var clockKind: EventLoopClock { core.clock.kind }

    /// Timers and animation frames still waiting.
    public var pendingTaskCount: Int { core.tasks.pendingCount }

    // MARK: Limits and diagnostics

    /// The most CPU time any one evaluation or callback into JS may take before it is stopped.
    public var executionTimeLimit: Duration {
        get { core.executionTimeLimit }
    }

    public func setExecutionTimeLimit(_ limit: Duration) {
        core.executionTimeLimit = limit
    }

    /// Console output so far (the newest `diagnosticsCapacity` messages).
    public var consoleMessages: [ConsoleMessage] { Array(core.diagnostics.consoleMessages.entries) }

    /// Errors nobody caught: in timers, frames, microtasks, and unhandled rejections.
    public var uncaughtErrors: [UncaughtError] { Array(core.diagnostics.uncaughtErrors.entries) }

    /// Where console output and uncaught errors stand now; see ``consoleMessages(since:)``.
    public var diagnosticsMark: DiagnosticsMark { core.diagnostics.mark }

    /// Console messages recorded after `mark` (those still kept).
    public func consoleMessages(since mark: DiagnosticsMark) -> [ConsoleMessage] {
        core.diagnostics.consoleMessages.since(mark.console)
    }

    /// Uncaught errors recorded after `mark` (those still kept).
    public func uncaughtErrors(since mark: DiagnosticsMark) -> [UncaughtError] {
        core.diagnostics.uncaughtErrors.since(mark.errors)
    }

    public func clearDiagnostics() {
        core.diagnostics.removeAll()
    }

    /// Asks JavaScriptCore to collect garbage now, as an app might on a memory warning;
    /// otherwise the collector runs on its own schedule.
    public func collectGarbage() {
        JSGarbageCollect(core.context)
    }
}

/// Carries a protected record into a `@Sendable` condition that only runs on this runtime's thread.
private struct UncheckedRecord: @unchecked Sendable {
    let record: ProtectedValue
}

/// How a run of the event loop ended.
public enum EventLoopOutcome: Sendable, Hashable {
    /// No timer or frame is left.
    case idle
    /// The awaited condition became true.
    case conditionMet
    /// Time ran out with tasks still waiting (an interval never cleared, say).
    case deadlineReached(pendingTasks: Int)
}

/// A live JS value kept alive for as long as this reference exists. Read it through the
/// runtime that made it: ``JSRuntime/value(of:)``, ``JSRuntime/inspect(_:)``.
public final class JSReference: Sendable {
    let protected: ProtectedValue

    init(_ protected: ProtectedValue) {
        self.protected = protected
    }
}

extension JSRuntime {
    public struct Configuration: Sendable {
        /// Most CPU time one evaluation or callback into JS may take (default 5 s).
        public var executionTimeLimit: Duration = .seconds(5)
        public var clock: EventLoopClock = .system
        /// Where console output and uncaught errors are logged (swift-log).
        public var logger = Logger(label: "webengine.js")
        /// Called on the runtime's thread for each console message, as it happens.
        public var onConsoleMessage: (@Sendable (ConsoleMessage) -> Void)?
        /// Called on the runtime's thread for each error nobody caught, as it happens.
        public var onUncaughtError: (@Sendable (UncaughtError) -> Void)?
        /// How many console messages and uncaught errors are kept for reports.
        public var diagnosticsCapacity = 10_000
        /// Names the runtime's thread and JS context (shown in debuggers).
        public var name = "JSRuntime"
        /// The largest HTML the DOM layer parses, as a page or a fragment (UTF-8 bytes):
        /// larger input is refused with a clear error instead of exhausting memory.
        public var maximumHTMLSize = 64 << 20
        /// What one parse of HTML that size allows may build (nodes, attributes, the tree's
        /// transfer into JavaScript, time), checked while it is built: see ``ParseBudget``.
        public var parseBudget = ParseBudget()
        /// The largest payload one bridge message carries, as JSON text (UTF-16 code units),
        /// either way: a larger one is answered with a `RangeError` instead of copied.
        /// Payloads also nest at most ``JSValue/defaultMaximumDepth`` levels.
        public var maximumBridgePayloadSize = 64 << 20
        /// The web view the page believes it runs in (viewport, pixel ratio, user agent).
        public var webView = WebViewProfile()

        public init() {}
    }
}
