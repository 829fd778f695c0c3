import CJavaScriptCore

/// Values native code makes one after another and holds until it passes them on (a call's
/// arguments), each kept from the collector until this goes away.
///
/// JavaScriptCore finds the values native code holds by scanning the thread's stack and
/// registers. A value only Swift memory holds (an array's storage, an object's field) is out of
/// its sight, and making the next value (a string, a parsed object) can start a collection
/// that frees it: the call then reads a dead or reused cell. So values that wait in Swift
/// memory while more are made go in here.
/// Read them through ``withValues(_:)``: they stay protected while its body runs.
package struct ProtectedValues: ~Copyable {
    private let context: JSGlobalContextRef
    private var values: [JSValueRef] = []

    package init(in core: JSContextCore) {
        context = core.context
        values.reserveCapacity(4)
    }

    package mutating func append(_ value: JSValueRef) {
        JSValueProtect(context, value)
        values.append(value)
    }

    /// Runs `body` with the values, all kept alive until it returns.
    package borrowing func withValues<Result, Failure: Error>(_ body: ([JSValueRef]) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(values)
    }

    deinit {
        for value in values { JSValueUnprotect(context, value) }
    }
}

extension JSContextCore {
    /// Calls `function` with arguments `make` makes one by one (``ProtectedValues``).
    package func call(
        _ function: JSObjectRef, this: JSObjectRef? = nil, making make: (inout ProtectedValues) throws(JSException) -> Void
    ) throws(JSException) -> JSValueRef {
        var arguments = ProtectedValues(in: self)
        try make(&arguments)
        return try arguments.withValues { values throws(JSException) in try call(function, this: this, arguments: values) }
    }

    /// Calls one of the `internals` functions with arguments `make` makes one by one.
    @discardableResult
    package func callInternal(_ name: String, making make: (inout ProtectedValues) throws(JSException) -> Void) throws(JSException) -> JSValueRef {
        var arguments = ProtectedValues(in: self)
        try make(&arguments)
        return try arguments.withValues { values throws(JSException) in try callInternal(name, values) }
    }

    /// Calls `function` with `values` made into JS values (protected while the rest are made).
    package func call(_ function: JSObjectRef, this: JSObjectRef? = nil, values: [JSValue]) throws(JSException) -> JSValueRef {
        try call(function, this: this) { arguments in
            for value in values { arguments.append(makeValue(value)) }
        }
    }
}
