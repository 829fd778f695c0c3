import CJavaScriptCore
import Glibc

/// Owns one context group (one VM) and its global context. Everything that must outlive a
/// call into JS (protected values, the runtime itself) holds the owner, so the context is
/// released only after the last of them.
final class JSContextOwner: @unchecked Sendable {
    let group: JSContextGroupRef
    let context: JSGlobalContextRef

    init(name: String) {
        _ = Self.tuneJavaScriptCore
        group = JSContextGroupCreate()
        context = JSGlobalContextCreateInGroup(group, nil)
        withJSString(name) { JSGlobalContextSetName(context, $0) }
    }

    /// Process-wide JavaScriptCore options, set once before the first VM exists.
    ///
    /// The C API makes "small" heaps, tuned for short embedded scripts: a collection after
    /// every 1 MB allocated. Rendering allocates a whole document per page (a 50 KB page:
    /// several MB), so the collector ran several times per render: 56 collections and 0.55 s
    /// in the warm-render benchmark, 19 and 0.42 s at 8 MB (docs/benchmarks.md), a quarter
    /// of what WebKit gives a web page's heap. JavaScriptCore reads its options from the
    /// environment when it starts (the GLib options API mistypes this one), so the default is
    /// set there; a `JSC_smallHeapSize` already in the environment wins.
    static let tuneJavaScriptCore: Void = {
        setenv("JSC_smallHeapSize", String(8 << 20), 0)
    }()

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
