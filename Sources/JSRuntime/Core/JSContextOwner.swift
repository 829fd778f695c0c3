import CJavaScriptCore
import Glibc

/// Owns one context group (one VM) and its global context. Everything that must outlive a
/// call into JS (protected values, the runtime itself) holds the owner, so the context is
/// released only after the last of them.
final class JSContextOwner: @unchecked Sendable {
    let group: JSContextGroupRef
    let context: JSGlobalContextRef

    init(name: String) {
        if let ahead = VMAhead.take() {
            (group, context) = (ahead.group, ahead.context)
        } else {
            _ = Self.tuneJavaScriptCore
            group = JSContextGroupCreate()
            context = JSGlobalContextCreateInGroup(group, nil)
        }
        SamplingProfile.start(group, name: name)
        withJSString(name) { JSGlobalContextSetName(context, $0) }
    }

    /// Process-wide JavaScriptCore options, set once before the first VM exists.
    /// JavaScriptCore reads its options from the environment when it starts (the GLib options
    /// API mistypes some of them), so the defaults are set there; a value already in the
    /// environment wins. Figures: docs/benchmarks.md.
    ///
    /// - `smallHeapSize`: the C API makes "small" heaps, tuned for short embedded scripts: a
    ///   collection after every 1 MB allocated. Rendering allocates a whole document per page
    ///   (a 50 KB page: several MB), so the collector ran several times per render: 56
    ///   collections and 0.55 s in the warm-render benchmark, 19 and 0.42 s at 8 MB. Larger
    ///   trades one page size for another: the first collection is a young one at this size and
    ///   the second a full one at about twice it, which marks everything alive, nearly all of
    ///   it the document. At 32 MB (what WebKit gives a web page) the 1 MB job ran without a
    ///   collection, 7% faster, but the 5 MB job's full collection came at 74 MB and took
    ///   37-41 ms instead of 8 ms at 20 MB: 8% slower.
    /// - `thresholdForOptimizeAfterWarmUp`: how hot a function gets before the optimizing
    ///   (DFG) compiler takes it, 1000 by default, tuned for a browser's many cores. A one-shot
    ///   job (the CLI rendering one 50 KB page) compiled code it never ran long enough to
    ///   repay, on the core the job needed: 5000 made it 9-11% faster and the 1 MB job 4-5%;
    ///   warm renders, which reach the optimizing tiers either way, did not move.
    /// - `forceRAMSize`: the memory JavaScriptCore sizes its heap's growth by (it lets a heap
    ///   double while it is under a quarter of it). It is the machine's RAM by default, 24 GB on
    ///   the benchmark's machine, so a reused engine's heap grew far past what it keeps alive: one
    ///   engine rendering the dense 50 KB page settled at 260 MB resident. 1 GB, the order of a
    ///   phone web content process's budget, keeps it at about 145 MB with the same work done.
    /// - `forceCodeBlockLiveness`: JavaScriptCore drops compiled code older than 15-60 s that a
    ///   collection does not find running (`JettisonDueToOldAge`), to free a browser tab's memory
    ///   from scripts it no longer runs. An engine runs the same DOM code for every page, so the
    ///   DOM's hottest functions were recompiled from the bottom tier every quarter minute. A
    ///   page's own functions still go with their page.
    static let tuneJavaScriptCore: Void = setOptions(defaultOptions)

    /// Sets JavaScriptCore options through its environment variables (read when it starts),
    /// leaving any the environment already sets.
    static func setOptions(_ options: [(option: String, value: String)]) {
        for (option, value) in options { setenv("JSC_" + option, value, 0) }
    }

    /// For a process that runs one job and exits (`JSRuntime.tuneForOneShotJobs()`):
    /// - `thresholdForFTLOptimizeAfterWarmUp`: how hot a function gets before the top tier (FTL)
    ///   compiles it, 100,000 by default. The DOM's hot paths (building the tree, the walks, the
    ///   readers of a node's fields) reach it within a 1 MB page's cold job, and compiling them
    ///   costs more CPU than the rest of the job gains: at ten times the default, the cold post
    ///   job of 1 MB pages took 12-18% less CPU (wall time within the noise, -17% to +5%),
    ///   50 KB pages the same. A reused engine keeps the default: it reaches the top tier
    ///   sooner and stays there.
    static let oneShotOptions: [(option: String, value: String)] = [
        ("thresholdForFTLOptimizeAfterWarmUp", "1000000"),
    ]

    private static let defaultOptions: [(option: String, value: String)] = [
        ("smallHeapSize", String(8 << 20)),
        ("thresholdForOptimizeAfterWarmUp", "5000"),
        ("forceRAMSize", String(1 << 30)),
        ("forceCodeBlockLiveness", "true"),
    ]

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
