import Foundation

/// Ends the process if one step of a command outlives its grace period.
///
/// The engine's time limit stops any one script, but an endless chain of short promise
/// jobs (`for (;;) await null`) restarts JavaScriptCore's limit with every job and cannot be
/// interrupted from outside the VM. A command-line run must still end: this is its last line
/// of defence, and says what happened.
struct Watchdog: Sendable {
    let grace: Duration

    func guarding<T: Sendable>(_ step: String, _ body: () async throws -> T) async rethrows -> T {
        let seconds = Double(grace.components.seconds) + Double(grace.components.attoseconds) / 1e18
        let alarm = DispatchWorkItem {
            Terminal.writeError("webengine: \(step) did not finish within \(grace.formatted) (an endless promise chain?); giving up")
            exit(2)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: alarm)
        defer { alarm.cancel() }
        return try await body()
    }
}
