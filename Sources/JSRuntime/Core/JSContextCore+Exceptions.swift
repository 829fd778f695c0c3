import CJavaScriptCore

extension JSContextCore {
    private static let terminationMessage = "JavaScript execution terminated."

    /// JSC's termination value looks like a thrown string. It is told apart from a script
    /// throwing the same text by the watchdog's callback having fired in this call.
    func isTermination(_ value: JSValueRef) -> Bool {
        terminationRequested && !JSValueIsObject(context, value) && plainString(of: value) == Self.terminationMessage
    }

    /// Converts a thrown JS value, remembering it for native code that lets it propagate.
    package func makeException(_ value: JSValueRef) -> JSException {
        let exception = describeException(value)
        if nativeDepth > 0 {
            // (Held until the outermost call returns, while more JavaScript runs: protected.)
            JSValueProtect(context, value)
            if exception.isTermination {
                if let previous = pendingTermination { JSValueUnprotect(context, previous) }
                pendingTermination = value
            } else {
                nestedExceptions.append((exception, value))
            }
        }
        return exception
    }

    private func describeException(_ value: JSValueRef) -> JSException {
        if isTermination(value) {
            return JSException(
                name: "TimeLimitExceeded",
                message: "script stopped: it ran longer than the execution time limit of \(executionTimeLimit.formattedSeconds)",
                isTermination: true)
        }
        guard JSValueIsObject(context, value), let object = JSValueToObject(context, value, nil) else {
            return JSException(message: plainString(of: value) ?? "uncaught exception")
        }
        let message = optionalString(property(object, "message"))
        return JSException(
            name: optionalString(property(object, "name")),
            message: message ?? plainString(of: value) ?? "uncaught exception",
            sourceURL: optionalString(property(object, "sourceURL")),
            line: optionalInt(property(object, "line")),
            column: optionalInt(property(object, "column")),
            stack: optionalString(property(object, "stack")).flatMap { $0.isEmpty ? nil : $0 })
    }

    /// `String(value)`, or nil for undefined and null.
    package func optionalString(_ value: JSValueRef) -> String? {
        JSValueIsUndefined(context, value) || JSValueIsNull(context, value) ? nil : plainString(of: value)
    }

    package func optionalInt(_ value: JSValueRef) -> Int? {
        guard JSValueIsNumber(context, value) else { return nil }
        let number = JSValueToNumber(context, value, nil)
        return number.isFinite ? Int(number) : nil
    }

    /// The JS value to throw for a Swift error raised inside a native function.
    func makeThrowable(_ error: any Error) -> JSValueRef {
        if let exception = error as? JSException,
            let original = nestedExceptions.last(where: { $0.0 == exception })?.1
        {
            return original
        }
        let name = (error as? JSException)?.name ?? "Error"
        let message = (error as? JSException)?.message ?? String(describing: error)
        let arguments: [JSValueRef?] = [makeValue(.string(message))]
        let errorObject = arguments.withUnsafeBufferPointer {
            JSObjectMakeError(context, 1, $0.baseAddress, nil)
        }
        // No Error object can be made while an exception is pending: throw the message.
        guard let errorObject else { return arguments[0]! }
        if name != "Error" { setProperty(errorObject, "name", makeValue(.string(name))) }
        return errorObject
    }

    // MARK: Uncaught errors

    package func report(_ exception: JSException, origin: UncaughtError.Origin) {
        let error = UncaughtError(origin: origin, exception: exception)
        diagnostics.record(error)
        configuration.logger.error("\(error)", metadata: ["origin": "\(origin.rawValue)"])
        configuration.onUncaughtError?(error)
    }

    func noteUnhandledRejection(promise: JSValueRef?, reason: JSValueRef?) {
        guard let promise else { return }
        let reason = reason ?? JSValueMakeUndefined(context)!
        pendingRejections.append(
            (ProtectedValue(promise, owner: owner, executor: executor), ProtectedValue(reason, owner: owner, executor: executor)))
    }

    /// Forgets a pending unhandled rejection of `promise`: a handler was attached in time.
    func markHandled(_ promise: JSValueRef) {
        pendingRejections.removeAll { JSValueIsStrictEqual(context, $0.promise.ref, promise) }
    }

    /// Reports the rejections still unhandled at the end of a task, as browsers do.
    /// Each first goes to the page, where a layer above installed `internals.unhandledRejection`
    /// (the DOM: the window's cancelable `unhandledrejection` event); one it cancels is not reported.
    package func reportPendingRejections() {
        let rejections = pendingRejections
        pendingRejections.removeAll()
        let notify = JSValueToObject(context, property(internals, "unhandledRejection"), nil).flatMap { JSObjectIsFunction(context, $0) ? $0 : nil }
        for rejection in rejections {
            if let notify, let canceled = try? call(notify, arguments: [rejection.promise.ref, rejection.reason.ref]), JSValueToBoolean(context, canceled) { continue }
            report(describeException(rejection.reason.ref), origin: .unhandledRejection)
        }
    }
}

extension Duration {
    var formattedSeconds: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }

    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
