import CJavaScriptCore
import Foundation

/// JavaScriptCore's sampling profiler, for finding where the DOM's scripts spend their time:
/// with `WEBENGINE_JS_PROFILE=<file>` in the environment, the first VM the process makes is
/// sampled from its start, and its stack traces (JSON) go to the file when the process exits.
/// `scripts/js-profile.py` sums them by function and line (docs/benchmarks.md, "Profiling").
/// `JSC_sampleInterval` (microseconds, 1000 by default) sets the sampling rate.
/// `WEBENGINE_JS_PROFILE_VM=<name>` samples the first VM of that name instead (a runtime's
/// `Configuration.name`: `ContentHTMLComposer` is render's composer, `JSRuntime` an engine).
enum SamplingProfile {
    private static let path = ProcessInfo.processInfo.environment["WEBENGINE_JS_PROFILE"].flatMap { $0.isEmpty ? nil : $0 }
    private static let vmName = ProcessInfo.processInfo.environment["WEBENGINE_JS_PROFILE_VM"].flatMap { $0.isEmpty ? nil : $0 }
    /// The sampled group, retained for the exit handler (only it touches this after start).
    nonisolated(unsafe) private static var sampled: JSContextGroupRef?
    private static let lock = NSLock()

    static func start(_ group: JSContextGroupRef, name: String) {
        guard path != nil, vmName == nil || vmName == name else { return }
        lock.withLock {
            guard sampled == nil else { return }
            sampled = JSContextGroupRetain(group)
            _ = JSContextGroupEnableSamplingProfiler(group)
            atexit { SamplingProfile.write() }
        }
    }

    private static func write() {
        guard let path, let group = lock.withLock({ sampled }),
            let json = JSContextGroupTakeSamplesFromSamplingProfiler(group)
        else { return }
        defer { JSStringRelease(json) }
        do {
            try Data(String(jsString: json).utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("WEBENGINE_JS_PROFILE: could not write \(path): \(error.localizedDescription)\n".utf8))
        }
    }
}
