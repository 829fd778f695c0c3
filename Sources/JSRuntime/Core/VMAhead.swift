import CJavaScriptCore
import Foundation
import Synchronization

/// One VM made ahead, on another thread, for the next runtime to be created: starting
/// JavaScriptCore and making a VM take a few milliseconds that a process can overlap with
/// its own start-up (the CLI parses its arguments meanwhile). See `JSRuntime.prepareVirtualMachine()`.
final class VMAhead: Sendable {
    struct Made: @unchecked Sendable {
        let group: JSContextGroupRef
        let context: JSGlobalContextRef
    }

    private static let pending = Mutex<VMAhead?>(nil)

    private let finished = DispatchSemaphore(value: 0)
    private let made = Mutex<Made?>(nil)

    /// Whether a VM made ahead waits for a runtime to take it (for tests).
    static var isPending: Bool { pending.withLock { $0 != nil } }

    /// Starts making a VM unless one is already being made or waiting to be taken.
    static func start() {
        let ahead = VMAhead()
        let started = pending.withLock { pending in
            guard pending == nil else { return false }
            pending = ahead
            return true
        }
        guard started else { return }
        // A thread of its own: the runtime that takes the VM may block a thread of Swift's
        // cooperative pool waiting for it, so the VM must not need one of those threads.
        Thread.detachNewThread { ahead.make() }
    }

    /// Waits until a VM being made ahead is ready (it stays there for a runtime to take).
    static func waitUntilMade() {
        guard let ahead = pending.withLock({ $0 }) else { return }
        ahead.finished.wait()
        ahead.finished.signal()
    }

    /// The VM made ahead, once it is ready (a VM half made is worth waiting for); nil when
    /// none was started.
    static func take() -> Made? {
        guard let ahead = pending.withLock({ pending in defer { pending = nil }; return pending }) else { return nil }
        ahead.finished.wait()
        return ahead.made.withLock { $0 }
    }

    private func make() {
        _ = JSContextOwner.tuneJavaScriptCore
        let group = JSContextGroupCreate()!
        let context = JSGlobalContextCreateInGroup(group, nil)!
        made.withLock { $0 = Made(group: group, context: context) }
        finished.signal()
    }
}
