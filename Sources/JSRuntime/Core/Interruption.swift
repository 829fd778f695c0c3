import Foundation

/// A request to stop the script that is running, made from any thread (a REPL's Ctrl-C): the
/// runtime's watchdog looks at it every slice of script time and stops the script when set.
package final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var requested = false
    private var honoured = false

    package init() {}

    func request() { lock.withLock { requested = true } }

    /// Taken by the watchdog: true once per request.
    func take() -> Bool {
        lock.withLock {
            guard requested else { return false }
            requested = false
            honoured = true
            return true
        }
    }

    /// Whether the last script stopped was stopped by a request (cleared when read).
    func takeHonoured() -> Bool {
        lock.withLock {
            defer { honoured = false }
            return honoured
        }
    }

    /// Forgets a request no script was running to take.
    func clear() { lock.withLock { requested = false } }
}
