import CJavaScriptCore

extension JSContextCore {
    /// Browsers clamp a timer scheduled from a timer nested more than five deep to at least
    /// 4 ms (HTML, timer initialization steps). It also keeps a zero-delay timer chain from
    /// freezing virtual time.
    static let timerClampNesting = 5
    static let timerClampMinimum = Duration.milliseconds(4)
    static let frameInterval = Duration.microseconds(16_667)

    /// The functions runtime scripts call into: timers, frames, the clock, console, errors.
    func makeNativeInterface() -> JSObjectRef {
        let native = JSObjectMake(context, nil, nil)!
        let functions: [(String, NativeFunctionBody)] = [
            ("setTimer", { core, arguments in
                try core.scheduleTimer(arguments)
                return nil
            }),
            ("clearTimer", { core, arguments in
                if let id = arguments.first { core.tasks.cancelTimer(id: Int(JSValueToNumber(core.context, id, nil))) }
                return nil
            }),
            ("requestAnimationFrame", { core, _ in
                core.scheduleAnimationFrame()
                return nil
            }),
            ("cancelAnimationFrame", { core, _ in
                core.tasks.cancelAnimationFrame()
                return nil
            }),
            ("microtaskBudgetExceeded", { core, _ in
                JSValueMakeBoolean(core.context, core.microtaskBudgetExceeded())
            }),
            ("now", { core, _ in
                JSValueMakeNumber(core.context, core.clock.now.milliseconds)
            }),
            ("console", { core, arguments in
                guard arguments.count == 2 else { return nil }
                let level = ConsoleMessage.Level(rawValue: try core.string(of: arguments[0])) ?? .log
                core.log(ConsoleMessage(level: level, text: try core.string(of: arguments[1])))
                return nil
            }),
            ("reportError", { core, arguments in
                guard let error = arguments.first else { return nil }
                let origin = arguments.count > 1 ? UncaughtError.Origin(rawValue: try core.string(of: arguments[1])) : nil
                var exception = core.makeException(error)
                // A thrown value that is no Error has no place: a page script's is given (the script's URL and first line).
                if exception.sourceURL == nil, arguments.count > 3, let url = core.optionalString(arguments[2]), !url.isEmpty {
                    exception.sourceURL = url
                    exception.line = core.optionalInt(arguments[3])
                }
                core.report(exception, origin: origin ?? .reportError)
                return nil
            }),
        ]
        for (name, body) in functions {
            setProperty(native, name, makeFunction(name: name, body))
        }
        return native
    }

    private func scheduleTimer(_ arguments: [JSValueRef]) throws {
        guard arguments.count == 3 else { throw JSException(name: "TypeError", message: "setTimer(id, delay, repeat)") }
        let id = Int(JSValueToNumber(context, arguments[0], nil))
        let requested = JSValueToNumber(context, arguments[1], nil)
        let repeats = JSValueToBoolean(context, arguments[2])
        // HTML: a negative, NaN or over-long (> 2^31-1 ms) delay means 0.
        let milliseconds = requested.isFinite && requested > 0 && requested <= 2_147_483_647 ? requested : 0
        let delay = Self.clamped(.microseconds(Int64(milliseconds * 1000)), nesting: currentTimerNesting)
        tasks.scheduleTimer(id: id, due: clock.now + delay, interval: repeats ? delay : nil, nesting: currentTimerNesting + 1)
    }

    private static func clamped(_ delay: Duration, nesting: Int) -> Duration {
        nesting > timerClampNesting && delay < timerClampMinimum ? timerClampMinimum : delay
    }

    private func scheduleAnimationFrame() {
        let now = clock.now
        let framesElapsed = (now / Self.frameInterval).rounded(.down)
        tasks.scheduleAnimationFrame(due: Self.frameInterval * (Int(framesElapsed) + 1))
    }

    /// JSC's time limit restarts with every microtask, so an endless chain of short ones is
    /// never stopped by it. `queueMicrotask` callbacks check this budget instead: past the
    /// limit (wall time since the task began) the rest of the chain is dropped, once reported.
    func microtaskBudgetExceeded() -> Bool {
        guard ContinuousClock.now - outermostCallStart > executionTimeLimit else { return false }
        if !microtaskBudgetReported {
            microtaskBudgetReported = true
            report(
                JSException(
                    name: "TimeLimitExceeded",
                    message: "microtasks ran longer than the execution time limit of \(executionTimeLimit.formattedSeconds); the rest of the queueMicrotask chain was dropped",
                    isTermination: true),
                origin: .microtask)
        }
        return true
    }

    func log(_ message: ConsoleMessage) {
        diagnostics.record(message)
        configuration.logger.log(level: message.level.loggerLevel, "\(message.text)", metadata: ["source": "console"])
        configuration.onConsoleMessage?(message)
    }

    // MARK: Running tasks

    /// Runs the next task if it is due now; false when none is. Microtasks drain after it,
    /// and rejections still unhandled then are reported.
    @discardableResult
    func runNextDueTask() -> Bool {
        guard let task = tasks.popDue(at: clock.now) else { return false }
        switch task.kind {
        case .timer(let id): fireTimer(id: id, nesting: task.nesting)
        case .animationFrame: runAnimationFrame()
        case .native(let id): nativeTaskBodies.removeValue(forKey: id)?(self)
        }
        reportPendingRejections()
        return true
    }

    private func fireTimer(id: Int, nesting: Int) {
        let record = tasks.timer(id: id)
        currentTimerNesting = nesting
        defer { currentTimerNesting = 0 }
        do {
            try callInternal("fireTimer", [makeValue(.number(Double(id)))])
        } catch {
            report(error, origin: .timer)
        }
        // An interval that was not cleared by its own callback runs again.
        if let record, let interval = record.interval, tasks.timer(id: id)?.sequence == record.sequence {
            let next = Self.clamped(interval, nesting: nesting)
            tasks.scheduleTimer(id: id, due: clock.now + next, interval: interval, nesting: nesting + 1)
        }
    }

    private func runAnimationFrame() {
        do {
            try callInternal("runAnimationFrame", [makeValue(.number(clock.now.milliseconds))])
        } catch {
            report(error, origin: .animationFrame)
        }
    }

    /// Queues native work as a macrotask, after the tasks already due: how higher layers
    /// deliver answers asynchronously, as a browser would, instead of re-entering JS.
    /// Navigation: the previous page's timers, intervals and animation frames never fire on
    /// the next one, as in a web view.
    package func cancelPageTimers() {
        tasks.cancelPageTasks()
        _ = try? callInternal("clearPageTimers")
    }

    package func enqueueTask(after delay: Duration = .zero, _ body: @escaping (JSContextCore) -> Void) {
        nextNativeTaskID += 1
        nativeTaskBodies[nextNativeTaskID] = body
        tasks.scheduleNative(id: nextNativeTaskID, due: clock.now + delay)
    }

    // MARK: Promises

    /// Starts watching a promise: returns a record whose `state` becomes "fulfilled" or
    /// "rejected", or nil when `value` is not a thenable (it is its own result).
    func track(_ value: JSValueRef) throws(JSException) -> ProtectedValue? {
        markHandled(value)
        let record = try callInternal("track", [value])
        guard JSValueIsObject(context, record) else { return nil }
        return ProtectedValue(record, owner: owner, executor: executor)
    }

    enum Settlement {
        case pending
        case fulfilled(JSValueRef)
        case rejected(JSException)
    }

    func settlement(of record: ProtectedValue) -> Settlement {
        let object = JSValueToObject(context, record.ref, nil)!
        switch plainString(of: property(object, "state")) {
        case "fulfilled": return .fulfilled(property(object, "value"))
        case "rejected": return .rejected(makeException(property(object, "reason")))
        default: return .pending
        }
    }
}
