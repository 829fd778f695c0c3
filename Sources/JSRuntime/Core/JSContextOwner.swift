import CJavaScriptCore

/// Owns one context group (one VM) and its global context. Everything that must outlive a
/// call into JS (protected values, the runtime itself) holds the owner, so the context is
/// released only after the last of them.
final class JSContextOwner: @unchecked Sendable {
    let group: JSContextGroupRef
    let context: JSGlobalContextRef

    init(name: String) {
        group = JSContextGroupCreate()
        context = JSGlobalContextCreateInGroup(group, nil)
        withJSString(name) { JSGlobalContextSetName(context, $0) }
    }

    deinit {
        JSGlobalContextRelease(context)
        JSContextGroupRelease(group)
    }
}

/// A JS value kept alive across calls (`JSValueProtect`) until this object goes away.
/// The unprotect runs on the runtime's thread, where all JSC work happens.
final class ProtectedValue: @unchecked Sendable {
    let ref: JSValueRef
    private let owner: JSContextOwner
    private let executor: JSThreadExecutor

    init(_ ref: JSValueRef, owner: JSContextOwner, executor: JSThreadExecutor) {
        self.ref = ref
        self.owner = owner
        self.executor = executor
        JSValueProtect(owner.context, ref)
    }

    deinit {
        let release = Unprotect(ref: ref, owner: owner)
        if executor.isCurrentThread || !executor.execute({ release.run() }) {
            release.run()
        }
    }

    private struct Unprotect: @unchecked Sendable {
        let ref: JSValueRef
        let owner: JSContextOwner
        func run() { JSValueUnprotect(owner.context, ref) }
    }
}
