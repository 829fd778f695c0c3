import Foundation

/// Where start-up goes, script by script: with `WEBENGINE_TRACE_INSTALL=1` in the environment,
/// every installed script prints to stderr the thread CPU time its evaluation (parse and run of
/// the factory expression) and its factory call took, in microseconds. For the start-up work of
/// docs/benchmarks.md; costs one environment lookup when off.
package enum InstallTrace {
    package static let isOn = ProcessInfo.processInfo.environment["WEBENGINE_TRACE_INSTALL"].map { !$0.isEmpty && $0 != "0" } ?? false

    /// The calling thread's CPU time in microseconds.
    package static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000 + time.tv_nsec / 1_000
    }

    package static func report(_ path: String, evaluate: Int, call: Int) {
        FileHandle.standardError.write(Data("install \(path) evaluate \(evaluate) µs call \(call) µs\n".utf8))
    }
}
