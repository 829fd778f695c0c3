import CJavaScriptCore
import EmbeddedScripts
import Logging

/// Everything a runtime does with JavaScriptCore, synchronously, on the runtime's thread.
///
/// `JSRuntime` is the public, `Sendable` face of this type; higher layers of the package
/// reach it through `JSRuntime.withCore`, already on the right thread.
package final class JSContextCore {
    let owner: JSContextOwner
    let executor: JSThreadExecutor
    package var context: JSGlobalContextRef { owner.context }

    package let configuration: JSRuntime.Configuration
    package internal(set) var executionTimeLimit: Duration {
        didSet { applyExecutionTimeLimit() }
    }
    var clock: LoopClock
    var tasks = TaskQueue()
    var diagnostics: Diagnostics

    /// How many native functions are on the stack; 0 means we are the outermost caller.
    var nativeDepth = 0
    /// A termination seen inside a native call: it is re-raised when that call returns, so
    /// native code can never swallow it and let a runaway script go on.
    var pendingTermination: JSValueRef?
    /// Set by the watchdog's callback when it stops a script during the current outermost call.
    var terminationRequested = false
    /// Watchdog slices the current outermost call has run (see `watchdogSlice`).
    var slicesRun = 0
    /// Ctrl-C from another thread.
    package let interruption = Interruption()
    /// Exceptions that nested JS calls threw while native code ran, so a native function
    /// that lets one propagate rethrows the original value, not a copy.
    var nestedExceptions: [(JSException, JSValueRef)] = []
    /// Promises rejected with no handler, reported after the current task unless handled.
    var pendingRejections: [(promise: ProtectedValue, reason: ProtectedValue)] = []
    /// The nesting level of the timer that is running, for the HTML spec's 4 ms clamp.
    var currentTimerNesting = 0
    /// When the outermost call into JS began, and whether its microtasks were cut short.
    var outermostCallStart = ContinuousClock.now
    var microtaskBudgetReported = false

    /// Features higher layers installed into this context (e.g. "dom"), so each loads once.
    package var installedFeatures: Set<String> = []
    /// State higher layers keep with the context (e.g. the DOM's HTML parser).
    package var attachments: [String: AnyObject] = [:]
    /// Native macrotasks (`enqueueTask`), by id.
    var nativeTaskBodies: [Int: (JSContextCore) -> Void] = [:]
    var nextNativeTaskID = 0
    /// Work outside the VM that will come back with a task (an async native handler): while
    /// it is above zero the event loop is not idle.
    package var outstandingExternalWork = 0

    var nativeFunctionClass: JSClassRef!
    /// Made on first use (see NativeHandle.swift).
    var nativeHandleClass: JSClassRef?
    var functionPrototype: JSObjectRef!
    /// The functions the runtime scripts hand back to native code (`fireTimer`, `inspect`, ...).
    var internals: JSObjectRef!
    /// `internals` functions already looked up, by name (see `callInternal`).
    private var internalFunctions: [String: JSObjectRef] = [:]
    /// Called after every outermost call, to surface a termination raised while microtasks
    /// drained (JSC reports it on the next entry, not on the call that queued them).
    var noop: JSObjectRef!

    init(configuration: JSRuntime.Configuration, executor: JSThreadExecutor) {
        self.configuration = configuration
        self.executor = executor
        self.owner = JSContextOwner(name: configuration.name)
        self.executionTimeLimit = configuration.executionTimeLimit
        self.clock = LoopClock(kind: configuration.clock)
        self.diagnostics = Diagnostics(capacity: configuration.diagnosticsCapacity)
        applyExecutionTimeLimit()
        installFoundations()
        installRuntimeScripts()
    }

    deinit {
        if let nativeFunctionClass { JSClassRelease(nativeFunctionClass) }
        if let nativeHandleClass { JSClassRelease(nativeHandleClass) }
    }

    /// How often the watchdog looks at a running script: the time limit is counted in these
    /// slices, so an interruption stops a script within one.
    static let watchdogSlice = Duration.milliseconds(100)

    private func applyExecutionTimeLimit() {
        let slice = min(executionTimeLimit, Self.watchdogSlice)
        let seconds = Double(slice.components.seconds) + Double(slice.components.attoseconds) / 1e18
        // The callback runs on this runtime's thread at the end of each slice; returning true
        // terminates the script (the call is marked so its termination value can be
        // recognised), false lets it run another slice.
        JSContextGroupSetExecutionTimeLimit(
            owner.group, seconds,
            { _, info in
                Unmanaged<JSContextCore>.fromOpaque(info!).takeUnretainedValue().watchdogSliceEnded()
            },
            Unmanaged.passUnretained(self).toOpaque())
    }

    private func watchdogSliceEnded() -> Bool {
        slicesRun += 1
        let limitReached = Self.watchdogSlice * slicesRun >= executionTimeLimit
        guard interruption.take() || limitReached else {
            // Another slice: set explicitly, since this JavaScriptCore does not re-arm the
            // watchdog by itself when the callback declines (its own comments allow this).
            applyExecutionTimeLimit()
            return false
        }
        terminationRequested = true
        return true
    }

    private func installFoundations() {
        nativeFunctionClass = NativeFunctionBox.makeClass()
        let global = JSContextGetGlobalObject(context)!
        let functionConstructor = JSValueToObject(context, property(global, "Function"), nil)!
        functionPrototype = JSValueToObject(context, property(functionConstructor, "prototype"), nil)
        noop = makeFunction(name: "noop") { _, _ in nil }
        JSValueProtect(context, noop)
        let onRejection = makeFunction(name: "onUnhandledRejection") { core, arguments in
            core.noteUnhandledRejection(promise: arguments.first, reason: arguments.dropFirst().first)
            return nil
        }
        JSGlobalContextSetUnhandledRejectionCallback(context, onRejection, nil)
    }

    // MARK: Entering JavaScript

    /// Runs one call into JSC and turns its exception into a Swift error.
    ///
    /// After an outermost call the microtask queue has drained; a termination raised in
    /// that drain is caught here before anything else touches the context.
    func enter(_ call: (UnsafeMutablePointer<JSValueRef?>) -> JSValueRef?) throws(JSException) -> JSValueRef {
        var exception: JSValueRef?
        let isOutermost = nativeDepth == 0
        if isOutermost {
            outermostCallStart = .now
            microtaskBudgetReported = false
            terminationRequested = false
            slicesRun = 0
        }
        let result = call(&exception)
        if isOutermost {
            if let pendingTermination { JSValueUnprotect(context, pendingTermination) }
            pendingTermination = nil
            for (_, value) in nestedExceptions { JSValueUnprotect(context, value) }
            nestedExceptions.removeAll()
            surfaceMicrotaskTermination()
        }
        if let exception { throw makeException(exception) }
        return result ?? JSValueMakeUndefined(context)
    }

    private func surfaceMicrotaskTermination() {
        var exception: JSValueRef?
        JSObjectCallAsFunction(context, noop, nil, 0, nil, &exception)
        if let exception {
            report(makeException(exception), origin: .microtask)
        }
    }

    package func evaluate(_ source: String, sourceURL: String, startLine: Int = 1) throws(JSException) -> JSValueRef {
        let script = makeJSString(source)
        let url = makeJSString(sourceURL)
        defer {
            JSStringRelease(script)
            JSStringRelease(url)
        }
        do {
            return try enter { JSEvaluateScript(context, script, nil, url, Int32(clamping: startLine), $0) }
        } catch var exception {
            // JSC gives some uncaught errors no location at all (a property set on undefined
            // at the top level); they at least name the script they came from.
            if exception.sourceURL == nil, nativeDepth == 0 { exception.sourceURL = sourceURL }
            throw exception
        }
    }

    /// Runs a page's own script (HTML's "run a classic script"). An exception it leaves uncaught
    /// is reported as HTML's "report an exception" says: first as an error event at the window,
    /// whose listeners (or `onerror` returning true) may handle it, then to the host
    /// (`internals.reportError`, dom/events.js); a script stopped by the time limit only to the host.
    /// `eventFilename`: the error event's `filename` when it is not the source's name (an
    /// inline script's is its document's URL, as in WebKit).
    package func evaluatePageScript(_ source: String, sourceURL: String, startLine: Int = 1, eventFilename: String? = nil, origin: UncaughtError.Origin) {
        var thrown: JSValueRef?
        do {
            _ = try enter { exception in
                let script = makeJSString(source), url = makeJSString(sourceURL)
                defer {
                    JSStringRelease(script)
                    JSStringRelease(url)
                }
                let result = JSEvaluateScript(context, script, nil, url, Int32(clamping: startLine), exception)
                thrown = exception.pointee
                if let thrown { JSValueProtect(context, thrown) }
                return result
            }
        } catch var exception {
            if exception.sourceURL == nil { exception.sourceURL = sourceURL }
            defer { if let thrown { JSValueUnprotect(context, thrown) } }
            guard let thrown, !exception.isTermination, nativeDepth == 0 else {
                report(exception, origin: origin)
                return
            }
            do throws(JSException) {
                // (A thrown value that is no Error has no place of its own: the script's is given.)
                _ = try callInternal("reportError") { arguments in
                    arguments.append(thrown)
                    arguments.append(makeValue(.string(origin.rawValue)))
                    arguments.append(makeValue(.string(sourceURL)))
                    arguments.append(makeValue(.number(Double(startLine))))
                    arguments.append(eventFilename.map { makeValue(.string($0)) } ?? JSValueMakeUndefined(context))
                }
            } catch {
                report(exception, origin: origin)
            }
        }
    }

    func syntaxError(in source: String, sourceURL: String) -> JSException? {
        let script = makeJSString(source)
        let url = makeJSString(sourceURL)
        defer {
            JSStringRelease(script)
            JSStringRelease(url)
        }
        var exception: JSValueRef?
        guard !JSCheckScriptSyntax(context, script, url, 1, &exception), let exception else { return nil }
        return makeException(exception)
    }

    package func call(_ function: JSObjectRef, this: JSObjectRef? = nil, arguments: [JSValueRef]) throws(JSException) -> JSValueRef {
        let arguments = arguments.map { Optional($0) }
        return try arguments.withUnsafeBufferPointer { buffer throws(JSException) in
            try enter { JSObjectCallAsFunction(context, function, this, buffer.count, buffer.baseAddress, $0) }
        }
    }

    /// Calls one of the functions the runtime scripts registered in `internals`.
    @discardableResult
    package func callInternal(_ name: String, _ arguments: [JSValueRef] = []) throws(JSException) -> JSValueRef {
        try call(internalFunction(name), arguments: arguments)
    }

    /// The function is looked up once: the bridge calls these on every message. Each is
    /// registered once by its script, and kept protected for the context's life.
    private func internalFunction(_ name: String) -> JSObjectRef {
        if let function = internalFunctions[name] { return function }
        guard let function = JSValueToObject(context, property(internals, name), nil),
            JSObjectIsFunction(context, function)
        else {
            preconditionFailure("runtime script function '\(name)' is missing")
        }
        JSValueProtect(context, function)
        internalFunctions[name] = function
        return function
    }

    // MARK: Properties

    package func property(_ object: JSObjectRef, _ name: String) -> JSValueRef {
        withJSString(name) { JSObjectGetProperty(context, object, $0, nil) } ?? JSValueMakeUndefined(context)
    }

    package func setProperty(_ object: JSObjectRef, _ name: String, _ value: JSValueRef, readOnly: Bool = false) {
        let attributes = readOnly ? JSPropertyAttributes(kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontDelete) : 0
        withJSString(name) { JSObjectSetProperty(context, object, $0, value, attributes, nil) }
    }

    package var globalObject: JSObjectRef { JSContextGetGlobalObject(context) }

    /// The event loop's clock: time since the runtime was created (virtual or wall).
    package var loopNow: Duration { clock.now }

    /// A new plain object.
    package func makeObject() -> JSObjectRef { JSObjectMake(context, nil, nil) }

    // MARK: Runtime scripts

    package static let runtimeScripts = [
        "runtime/native-errors.js", "runtime/inspect.js", "runtime/console.js", "runtime/timers.js", "runtime/base64.js",
    ]

    private static let builtinsSnapshot = "(() => { const builtins = Object.create(null); for (const name of Object.getOwnPropertyNames(globalThis)) builtins[name] = globalThis[name]; return builtins; })()"

    private func installRuntimeScripts() {
        internals = JSObjectMake(context, nil, nil)
        JSValueProtect(context, internals)
        // The realm's built-ins as they are before any page script runs, which each script
        // reads once as it installs (Tools/embed-scripts): a script installed on first use,
        // after a page replaced `window.Set`, still gets JavaScript's own.
        guard let builtins = try? evaluate(Self.builtinsSnapshot, sourceURL: "webengine://builtins") else {
            preconditionFailure("the realm's built-ins could not be read")
        }
        setProperty(internals, "builtins", builtins)
        let native = makeNativeInterface()
        for path in Self.runtimeScripts {
            do {
                try installScript(path, native: native)
            } catch {
                preconditionFailure("runtime script \(path) failed to install: \(error)")
            }
        }
    }

    /// Runs a script of the form `(function (native, internals) { ... })`: it receives the
    /// native functions it needs and registers what native code calls back, without putting
    /// either on the page's global object.
    package func installScript(_ path: String, native: JSObjectRef) throws(JSException) {
        guard let source = EmbeddedScripts.source(path) else {
            preconditionFailure("\(path) is not embedded; is it under JSScripts/?")
        }
        let start = InstallTrace.isOn ? InstallTrace.now() : 0
        let factory = try evaluate(source, sourceURL: "webengine://\(path)")
        guard let function = JSValueToObject(context, factory, nil), JSObjectIsFunction(context, function) else {
            preconditionFailure("\(path) must evaluate to a function (native, internals)")
        }
        let evaluated = InstallTrace.isOn ? InstallTrace.now() : 0
        _ = try call(function, arguments: [native, internals])
        if InstallTrace.isOn { InstallTrace.report(path, evaluate: evaluated - start, call: InstallTrace.now() - evaluated) }
    }
}
