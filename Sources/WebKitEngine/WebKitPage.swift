import Foundation
import JSRuntime
import WebEngineKit

/// What the engine knows of its page, written as the helper's events arrive (on its reading
/// thread) and read by renders: the native handlers, the calls waiting for answers, and the
/// record a report is cut from. Behind a lock.
final class WebKitPage: @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [String: NativeHandler] = [:]
    private var pending: [Int: @Sendable (Result<JSValue, BridgeError>) -> Void] = [:]
    private var nextCallback = 0
    /// The newest kept of each record (an engine that lives for thousands of renders).
    private var events = BoundedLog<RenderReport.Event>(capacity: 10_000)
    private var logs = BoundedLog<String>(capacity: 10_000)
    private var errors = BoundedLog<RenderReport.ErrorEntry>(capacity: 10_000)

    /// Every call still kept.
    var keptEvents: [RenderReport.Event] { lock.withLock { Array(events.entries) } }

    struct Mark { var events, logs, errors: Int }

    var mark: Mark { lock.withLock { Mark(events: events.total, logs: logs.total, errors: errors.total) } }

    func since(_ mark: Mark) -> (events: [RenderReport.Event], logs: [String], errors: [RenderReport.ErrorEntry]) {
        lock.withLock { (events.since(mark.events), logs.since(mark.logs), errors.since(mark.errors)) }
    }

    func record(_ event: RenderReport.Event) {
        lock.withLock { _ = events.append(event) }
    }

    func log(_ text: String) {
        lock.withLock { _ = logs.append(text) }
    }

    func report(_ error: RenderReport.ErrorEntry) {
        lock.withLock { _ = errors.append(error) }
    }

    // MARK: Navigations for the bridge

    private var waitingNavigations: [String] = []

    /// Queues a navigation for the page's bridge; true when it starts a new batch.
    func navigationWillWait(_ url: String) -> Bool {
        lock.withLock {
            waitingNavigations.append(url)
            return waitingNavigations.count == 1
        }
    }

    func takeWaitingNavigations() -> [String] {
        lock.withLock {
            defer { waitingNavigations.removeAll() }
            return waitingNavigations
        }
    }

    // MARK: Form submissions

    /// The body the page encoded for the form it is submitting, for the navigation that follows.
    private var pendingFormBody: String?

    func formWillSubmit(body: String?) { lock.withLock { pendingFormBody = body } }

    func takeFormBody() -> String? {
        lock.withLock {
            defer { pendingFormBody = nil }
            return pendingFormBody
        }
    }

    // MARK: Handlers

    subscript(handler name: String) -> NativeHandler? {
        get { lock.withLock { handlers[name] } }
        set { lock.withLock { handlers[name] = newValue } }
    }

    var handlerNames: [String] { lock.withLock { handlers.keys.sorted() } }

    // MARK: Native -> JS calls waiting for answers

    func expectAnswer(_ completion: @escaping @Sendable (Result<JSValue, BridgeError>) -> Void) -> Int {
        lock.withLock {
            nextCallback += 1
            pending[nextCallback] = completion
            return nextCallback
        }
    }

    /// The call's completion, once: a second or late answer finds none.
    func takeAnswer(_ id: Int) -> (@Sendable (Result<JSValue, BridgeError>) -> Void)? {
        lock.withLock { pending.removeValue(forKey: id) }
    }

    /// Every call still waiting fails with `error` (the page went away).
    func failAll(_ error: BridgeError) {
        let waiting = lock.withLock {
            defer { pending.removeAll() }
            return Array(pending.values)
        }
        for completion in waiting { completion(.failure(error)) }
    }
}
