import CJavaScriptCore
import DOMShim
import Foundation
import JSRuntime

/// A native handler JS can call: data in, an answer out (or a thrown error).
public enum NativeHandler: Sendable {
    /// Runs on the engine's thread while the script waits: for quick work (logging, taps).
    case immediate(@Sendable (JSValue) throws -> JSValue)
    /// Runs as a task; the script's callback gets the answer when it is ready.
    case async(@Sendable (JSValue) async throws -> JSValue)
}

/// The native side of the bridge. It lives on the engine's thread (in the core's attachments)
/// and is only touched there.
final class NativeBridge {
    /// The bridge's scripts, in load order.
    static let scripts = ["bridge/bridge.js", "bridge/taps.js", "bridge/forms.js", "bridge/panels.js"]

    static let key = "webengine.bridge"

    var handlers: [String: NativeHandler] = [:]
    /// Native -> JS calls waiting for their answer, by callback id.
    var pending: [Int: PendingAnswer] = [:]
    /// JS -> native calls, for reports: the newest 10,000 (an engine that lives for thousands
    /// of renders must not grow without bound).
    private var events = BoundedLog<RenderReport.Event>(capacity: 10_000)
    /// How many were ever recorded: a mark for "the calls since", right after old ones drop.
    var eventTotal: Int { events.total }
    /// Every call still kept.
    var keptEvents: [RenderReport.Event] { Array(events.entries) }

    func record(_ event: RenderReport.Event) {
        events.append(event)
    }

    func events(since mark: Int) -> [RenderReport.Event] {
        events.since(mark)
    }
    /// Native -> JS calls made before the page was ready, in order.
    var queued: [QueuedCall] = []
    /// Native -> JS calls posted and not sent yet (see `post`).
    private var outbox: [QueuedCall] = []

    struct QueuedCall {
        var call: BridgeCall
        var answer: PendingAnswer?
    }
    var isReady = false
    var ignoredResponses = 0
    private var nextCallbackID = 0
    /// Weak: the runtime owns the core, which owns this bridge (a strong reference kept every
    /// engine, its thread and its VM alive forever; the leak check found it).
    private weak var runtime: JSRuntime?
    let onTap: @Sendable (Tap) -> Void
    let onPanel: @Sendable (Panel) -> JSValue

    enum Tap: Sendable {
        case link(String), embed(String)
        /// A navigation the page asked for (a location change, a frame's source, a form).
        case navigation(String, NavigationRequest.Kind, method: String, body: String?)
    }

    /// A page's alert, confirm or prompt, answered while its script waits.
    typealias Panel = PanelRequest

    init(runtime: JSRuntime, onTap: @escaping @Sendable (Tap) -> Void, onPanel: @escaping @Sendable (Panel) -> JSValue) {
        self.runtime = runtime
        self.onTap = onTap
        self.onPanel = onPanel
    }

    static func of(_ core: JSContextCore) -> NativeBridge {
        core.attachments[key] as! NativeBridge
    }

    /// Installs the bridge's scripts (once) with the native functions they call.
    static func install(
        in core: JSContextCore, runtime: JSRuntime, onTap: @escaping @Sendable (Tap) -> Void, onPanel: @escaping @Sendable (Panel) -> JSValue
    ) throws(JSException) {
        guard core.installedFeatures.insert("bridge").inserted else { return }
        let bridge = NativeBridge(runtime: runtime, onTap: onTap, onPanel: onPanel)
        core.attachments[key] = bridge
        let native = core.makeObject()
        // JS -> native: call(handlerName, payloadJSON, callbackId?) and
        // answer(responseId, payloadJSON, errorName?, errorMessage?, errorLine?).
        core.setProperty(native, "call", core.makeFunction(name: "call") { core, arguments in
            guard arguments.count >= 2 else { return nil }
            let callbackId = arguments.count > 2 ? core.optionalString(arguments[2]) : nil
            NativeBridge.of(core).receiveCall(try core.string(of: arguments[0]), payload: arguments[1], callbackId: callbackId, in: core)
            return nil
        })
        core.setProperty(native, "answer", core.makeFunction(name: "answer") { core, arguments in
            guard arguments.count >= 2 else { return nil }
            var error: BridgeError?
            if arguments.count > 3, let name = core.optionalString(arguments[2]) {
                let line = arguments.count > 4 ? core.optionalInt(arguments[4]) : nil
                error = BridgeError(kind: name == "NoHandlerError" ? .noHandler : .failed, name: name, message: try core.string(of: arguments[3]), line: line)
            }
            // Our callback ids are numbers; another id (a page's own message) answers nothing.
            guard let responseId = core.optionalInt(arguments[0]) else { return nil }
            NativeBridge.of(core).receiveAnswer(responseId, payload: arguments[1], error: error, in: core)
            return nil
        })
        for (name, event, tap) in [("linkTapped", "linkTap", Tap.link), ("embedTapped", "embedTap", Tap.embed)] {
            core.setProperty(native, name, core.makeFunction(name: name) { core, arguments in
                guard let url = arguments.first else { return nil }
                let link = try core.string(of: url)
                NativeBridge.of(core).record(.init(handler: event, data: ["link": .string(link)]))
                NativeBridge.of(core).onTap(tap(link))
                return nil
            })
        }
        // navigationRequested(url, kind, method?, body?): recorded as a call to `navigation`.
        core.setProperty(native, "navigationRequested", core.makeFunction(name: "navigationRequested") { core, arguments in
            guard arguments.count >= 2 else { return nil }
            let url = try core.string(of: arguments[0])
            let kind = NavigationRequest.Kind(rawValue: try core.string(of: arguments[1])) ?? .location
            let method = arguments.count > 2 && !JSValueIsUndefined(core.context, arguments[2]) ? try core.string(of: arguments[2]) : "GET"
            let body = arguments.count > 3 && !JSValueIsNull(core.context, arguments[3]) && !JSValueIsUndefined(core.context, arguments[3]) ? try core.string(of: arguments[3]) : nil
            var data: JSObject = ["url": .string(url), "kind": .string(kind.rawValue)]
            if kind == .formSubmitted {
                data["method"] = .string(method)
                data["body"] = body.map(JSValue.string) ?? .null
            }
            NativeBridge.of(core).record(.init(handler: "navigation", data: .object(data)))
            NativeBridge.of(core).onTap(.navigation(url, kind, method: method, body: body))
            return nil
        })
        // A form's submission in a legacy encoding (forms.js): formEncodingName(label) is the
        // encoding's name or null; formPercentEncode(text, name) its urlencoded bytes;
        // formRepresentable(text, name) the text with what it cannot represent as &#N;.
        core.setProperty(native, "formEncodingName", core.makeFunction(name: "formEncodingName") { core, arguments in
            core.makeValue(try FormTextEncoder.encodingName(forLabel: core.string(of: arguments.first ?? core.makeValue(.string("")))).map(JSValue.string) ?? .null)
        })
        for (name, encode) in [("formPercentEncode", FormTextEncoder.percentEncode), ("formRepresentable", FormTextEncoder.representable)] {
            core.setProperty(native, name, core.makeFunction(name: name) { core, arguments in
                guard arguments.count >= 2 else { throw JSException(name: "TypeError", message: "\(name)(text, encoding)") }
                return core.makeValue(.string(encode(try core.string(of: arguments[0]), try core.string(of: arguments[1]))))
            })
        }
        // hasHandler(name): for WKWebView's window.webkit.messageHandlers.
        core.setProperty(native, "hasHandler", core.makeFunction(name: "hasHandler") { core, arguments in
            guard let name = arguments.first else { return core.makeValue(.bool(false)) }
            return core.makeValue(.bool(NativeBridge.of(core).handlers[try core.string(of: name)] != nil))
        })
        // panel(kind, message, defaultText): recorded in the report as a call to window.KIND.
        core.setProperty(native, "panel", core.makeFunction(name: "panel") { core, arguments in
            guard arguments.count >= 2 else { return nil }
            let kind = try core.string(of: arguments[0]), message = try core.string(of: arguments[1])
            let panel: Panel
            switch kind {
            case "confirm": panel = .confirm(message)
            case "prompt": panel = .prompt(message, defaultText: arguments.count > 2 ? core.optionalString(arguments[2]) ?? "" : "")
            default: panel = .alert(message)
            }
            let bridge = NativeBridge.of(core)
            let answer = bridge.onPanel(panel)
            var data: JSObject = ["message": .string(message), "answer": answer]
            if case .prompt(_, let defaultText) = panel { data["defaultText"] = .string(defaultText) }
            bridge.record(.init(handler: "window." + kind, data: .object(data)))
            return core.makeValue(answer)
        })
        for path in Self.scripts {
            try core.installScript(path, native: native)
        }
    }

    // MARK: JS -> native

    private func receiveAnswer(_ responseId: Int, payload: JSValueRef, error: BridgeError?, in core: JSContextCore) {
        takeAnswer(responseId)?.settle(error.map { .failure($0) } ?? BridgePayload.decode(payload, in: core))
    }

    /// The call waiting for this answer, if any: an unknown or repeated id (an answer after
    /// the timeout, a second answer) is counted and otherwise ignored.
    private func takeAnswer(_ responseId: Int) -> PendingAnswer? {
        guard let answer = pending.removeValue(forKey: responseId) else {
            ignoredResponses += 1
            return nil
        }
        return answer
    }

    private func receiveCall(_ name: String, payload: JSValueRef, callbackId: String?, in core: JSContextCore) {
        let data: JSValue
        switch BridgePayload.decode(payload, in: core) {
        case .success(let value):
            data = value
        case .failure(let error):
            // The caller learns why; nothing reaches the handler.
            record(.init(handler: name, data: .null))
            core.report(JSException(name: error.name, message: "a call to '\(name)': \(error.message)"), origin: .nativeCall)
            answer(callbackId, with: .failure(error), in: core)
            return
        }
        record(.init(handler: name, data: data))
        guard let handler = handlers[name] else {
            // As WebViewJavascriptBridgeBase: no answer, so the JS callback is never called;
            // the call is in the report, and so is this error naming the handler.
            core.report(JSException(name: "NoHandlerError", message: "no native handler is registered for '\(name)'"), origin: .nativeCall)
            return
        }
        switch handler {
        case .immediate(let body):
            let result = Result { try body(data) }.mapError(Self.bridgeError)
            answer(callbackId, with: result, in: core)
        case .async(let body):
            guard let runtime else { return }
            core.outstandingExternalWork += 1
            Self.start(body, with: data, answering: callbackId, on: runtime)
        }
    }

    /// Runs an async handler as a task; its answer comes back to the engine's thread.
    private static func start(
        _ body: @escaping @Sendable (JSValue) async throws -> JSValue, with data: JSValue, answering callbackId: String?, on runtime: JSRuntime
    ) {
        Task { @Sendable in
            let result = await run(body, with: data)
            await runtime.withCore { core in
                core.outstandingExternalWork -= 1
                NativeBridge.of(core).answer(callbackId, with: result, in: core)
            }
        }
    }

    private static func run(_ body: @Sendable (JSValue) async throws -> JSValue, with data: JSValue) async -> Result<JSValue, BridgeError> {
        do {
            return .success(try await body(data))
        } catch {
            return .failure(bridgeError(error))
        }
    }

    private static func bridgeError(_ error: any Error) -> BridgeError {
        if let error = error as? BridgeError { return error }
        if let error = error as? JSException { return BridgeError(kind: .failed, name: error.name ?? "Error", message: error.message, line: error.line) }
        return BridgeError(kind: .failed, name: "Error", message: String(describing: error))
    }

    /// Answers a JS caller in a later task, as a browser would, never re-entering its script.
    private func answer(_ callbackId: String?, with result: Result<JSValue, BridgeError>, in core: JSContextCore) {
        guard let callbackId else { return }
        core.enqueueTask { core in NativeBridge.of(core).deliverAnswer(callbackId, result, in: core) }
    }

    private func deliverAnswer(_ callbackId: String, _ result: Result<JSValue, BridgeError>, in core: JSContextCore) {
        // An answer too large to cross becomes an error answer: the caller still hears back.
        let outcome = result.flatMap { BridgePayload.encode($0, in: core) }
        do throws(JSException) {
            switch outcome {
            case .success(let data):
                try core.callInternal("bridgeAnswer", [core.makeValue(.string(callbackId)), data])
            case .failure(let error):
                try core.callInternal("bridgeAnswer") { arguments in
                    arguments.append(core.makeValue(.string(callbackId)))
                    arguments.append(core.makeValue(.null))
                    arguments.append(errorObject(error, in: core))
                }
            }
        } catch {
            core.report(error, origin: .nativeCall)
        }
    }

    private func errorObject(_ error: BridgeError, in core: JSContextCore) -> JSValueRef {
        var fields: JSObject = ["name": .string(error.name), "message": .string(error.message)]
        if let line = error.line { fields["line"] = .number(Double(line)) }
        return core.makeValue(.object(fields))
    }

    // MARK: native -> JS

    /// Gets the answer to the call at `index` of a batch (0 for a single call).
    typealias Completion = (_ index: Int, Result<JSValue, BridgeError>) -> Void

    /// A native -> JS call waiting for its answer: one completion serves a whole batch.
    struct PendingAnswer {
        var completion: Completion
        var index: Int

        func settle(_ result: Result<JSValue, BridgeError>) { completion(index, result) }
    }

    /// Calls a JS handler; `completion` gets its answer, or the reason there is none. Before
    /// the page is ready the call waits in a queue.
    @discardableResult
    func call(_ handler: String, data: JSValue, in core: JSContextCore, completion: ((Result<JSValue, BridgeError>) -> Void)?) -> Int? {
        call(handler, batch: [data], in: core, completion: completion.map { completion in { _, result in completion(result) } })[0]
    }

    /// Calls a JS handler once per payload, in order; `completion` gets each call's index and
    /// answer. Returns the calls' callback ids (none without a completion).
    @discardableResult
    func call(_ handler: String, batch payloads: [JSValue], in core: JSContextCore, completion: Completion?) -> [Int?] {
        let callbackIds = post(handler, batch: payloads, completion: completion)
        sendOutbox(in: core)
        return callbackIds
    }

    /// Queues calls as `call(_:batch:in:completion:)` makes them, for the next `sendOutbox`:
    /// calls posted by many tasks at once then enter JS together, as one batch per handler,
    /// instead of paying an entry into JS each.
    func post(_ handler: String, batch payloads: [JSValue], completion: Completion?) -> [Int?] {
        let calls = payloads.indices.map { index in
            var callbackId: Int?
            if completion != nil {
                nextCallbackID += 1
                callbackId = nextCallbackID
            }
            return QueuedCall(
                call: BridgeCall(handlerName: handler, data: payloads[index], callbackId: callbackId),
                answer: completion.map { PendingAnswer(completion: $0, index: index) })
        }
        outbox.append(contentsOf: calls)
        return calls.map(\.call.callbackId)
    }

    /// Sends the posted calls, in order, in one delivery; before the page is ready they wait
    /// in `queued`.
    func sendOutbox(in core: JSContextCore) {
        guard !outbox.isEmpty else { return }
        let calls = outbox
        outbox.removeAll(keepingCapacity: true)
        guard isReady else {
            queued.append(contentsOf: calls)
            return
        }
        deliver(calls, in: core)
    }

    /// Sends the calls queued before the page was ready, in order.
    func becomeReady(in core: JSContextCore) {
        isReady = true
        let waiting = queued
        queued.removeAll()
        if !waiting.isEmpty { deliver(waiting, in: core) }
    }

    /// Sends calls in as few entries into JS as the time limit allows: each entry costs a
    /// lock, a watchdog arm and a clock read, more than a small call itself. The answers
    /// given at once come back as one string.
    private func deliver(_ calls: [QueuedCall], in core: JSContextCore) {
        guard let batch = BatchMessage(calls, limit: core.configuration.maximumBridgePayloadSize) else { return }
        core.grantUserActivation() // (WVJB's native side sends with evaluateJavaScript: a user gesture)
        for (callbackId, answer) in batch.answers { pending[callbackId] = answer }
        // (Kept alive across the entries: a handler that runs long makes several.)
        var arguments = ProtectedValues(in: core)
        arguments.append(core.makeValue(.string(batch.handlerName)))
        do throws(JSException) {
            arguments.append(try core.makeValue(json: batch.json))
        } catch {
            for callbackId in batch.callbackIds { pending.removeValue(forKey: callbackId)?.settle(.failure(BridgeError(error))) }
            return
        }
        let budget = min(core.executionTimeLimit / 10, .milliseconds(20))
        arguments.append(core.makeValue(.number(budget.milliseconds)))
        arguments.withValues { arguments in
            var start = 0
            while start < batch.callbackIds.count {
                start = send(arguments, from: start, callbackIds: batch.callbackIds, in: core)
            }
        }
    }

    /// One entry into JS for the calls from `start`; returns where the next entry starts.
    private func send(_ arguments: [JSValueRef], from start: Int, callbackIds: [Int], in core: JSContextCore) -> Int {
        do throws(JSException) {
            return settleBatchAnswers(try core.callInternal("bridgeCallBatch", arguments + [core.makeValue(.number(Double(start)))]), in: core)
        } catch {
            // The handler running was stopped by the time limit (a thrown error is answered by
            // the JS side); the answers before it still count, and the rest are sent.
            core.report(error, origin: .nativeCall)
            let begun = (try? core.callInternal("bridgeTakeBatchAnswers")).map { settleBatchAnswers($0, in: core) } ?? start + 1
            pending.removeValue(forKey: callbackIds[max(begun - 1, 0)])?.settle(.failure(BridgeError(error)))
            return max(begun, start + 1)
        }
    }

    /// Reads a batch's reply: how many calls have begun, then one "id<TAB>json" line per
    /// answer given at once. Returns how many have begun.
    private func settleBatchAnswers(_ reply: JSValueRef, in core: JSContextCore) -> Int {
        guard var text = try? core.string(of: reply) else { return 0 }
        let limit = core.configuration.maximumBridgePayloadSize
        return text.withUTF8 { bytes in
            var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
            let begun = lines.popFirst().flatMap { Self.decimal(UnsafeBufferPointer(rebasing: $0)) } ?? 0
            for line in lines {
                guard let tab = line.firstIndex(of: UInt8(ascii: "\t")), let responseId = Self.decimal(UnsafeBufferPointer(rebasing: line[..<tab])) else { continue }
                takeAnswer(responseId)?.settle(BridgePayload.decode(jsonUTF8: UnsafeBufferPointer(rebasing: line[(tab + 1)...]), limit: limit))
            }
            return begun
        }
    }

    /// A non-negative decimal integer, or nil.
    private static func decimal(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// Stops waiting for an answer: a late answer is then ignored.
    func abandon(_ callbackId: Int) {
        pending.removeValue(forKey: callbackId)
        queued.removeAll { $0.call.callbackId == callbackId }
        outbox.removeAll { $0.call.callbackId == callbackId }
    }

    func jsHandlerNames(in core: JSContextCore) -> [String] {
        guard let names = try? core.string(of: core.callInternal("bridgeHandlerNames")), !names.isEmpty else { return [] }
        return names.components(separatedBy: "\n")
    }
}
