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
    private(set) var events: [RenderReport.Event] = []
    private(set) var logs: [String] = []
    private(set) var errors: [RenderReport.ErrorEntry] = []
    /// The newest kept of each record (an engine that lives for thousands of renders).
    static let capacity = 10_000
    private var eventTotal = 0, logTotal = 0, errorTotal = 0

    struct Mark { var events, logs, errors: Int }

    var mark: Mark { lock.withLock { Mark(events: eventTotal, logs: logTotal, errors: errorTotal) } }

    func since(_ mark: Mark) -> (events: [RenderReport.Event], logs: [String], errors: [RenderReport.ErrorEntry]) {
        lock.withLock {
            (Array(events.suffix(min(events.count, eventTotal - mark.events))),
             Array(logs.suffix(min(logs.count, logTotal - mark.logs))),
             Array(errors.suffix(min(errors.count, errorTotal - mark.errors))))
        }
    }

    func record(_ event: RenderReport.Event) {
        lock.withLock {
            events.append(event)
            eventTotal += 1
            if events.count > Self.capacity { events.removeFirst() }
        }
    }

    func log(_ text: String) {
        lock.withLock {
            logs.append(text)
            logTotal += 1
            if logs.count > Self.capacity { logs.removeFirst() }
        }
    }

    func report(_ error: RenderReport.ErrorEntry) {
        lock.withLock {
            errors.append(error)
            errorTotal += 1
            if errors.count > Self.capacity { errors.removeFirst() }
        }
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
