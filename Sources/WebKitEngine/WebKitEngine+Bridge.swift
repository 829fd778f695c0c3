import EmbeddedScripts
import Foundation
import JSRuntime
import WebEngineKit
import WebKitHelperProtocol

/// The bridge's native side on WebKit: native handlers and calls into the page's JS handlers
/// (their answers arrive as the page posts them).
extension WebKitEngine {
    public func registerHandler(_ name: String, _ handler: NativeHandler) async {
        page[handler: name] = handler
    }

    public func removeHandler(_ name: String) async {
        page[handler: name] = nil
    }

    /// Calls a JS handler through the bridge and waits for its answer (in wall time).
    public func callHandler(_ name: String, data: JSValue = .undefined, timeout: Duration = .seconds(5)) async throws(BridgeError) -> JSValue {
        let answer = AnswerBox()
        let id = page.expectAnswer { answer.set($0) }
        await send(name, data: data, callbackID: id)
        let deadline = ContinuousClock.now + timeout
        while answer.result == nil, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        _ = page.takeAnswer(id)
        guard let result = answer.result else {
            throw BridgeError(kind: .timedOut, name: "TimeoutError", message: "'\(name)' did not answer within \(timeout)")
        }
        return try result.get()
    }

    /// Sends one native -> JS call; its answer arrives as the page posts it.
    func send(_ handler: String, data: JSValue, callbackID: Int) async {
        await send([(handler, data, callbackID)])
    }

    /// Sends calls in order in one trip to the helper (a parallel strategy's steps go
    /// together), as JSON text the page parses; the page handles each in a task of its own, as
    /// WVJB's one evaluation per message does, and posts the answers.
    func send(_ calls: [(handler: String, data: JSValue, callbackID: Int)]) async {
        guard let first = calls.first else { return }
        let ids = calls.map { String($0.callbackID) }.joined(separator: ",")
        let payloads = calls.map { $0.data == .undefined ? "null" : $0.data.jsonText }.joined(separator: ",")
        let mixed = calls.contains { $0.handler != first.handler }
        let names = mixed ? "[" + calls.map { JSValue.string($0.handler).jsonText }.joined(separator: ",") + "]" : "null"
        let undefinedAt = calls.indices.filter { calls[$0].data == .undefined }.map(String.init).joined(separator: ",")
        let message = "[[\(ids)],[\(payloads)],\(names)" + (undefinedAt.isEmpty ? "]" : ",[\(undefinedAt)]]")
        let script = "__webengine.callEach(\(JSValue.string(first.handler).jsonText), \(JSValue.string(message).jsonText))"
        do {
            guard let view = try? await ensureView() else { throw WebKitEngineError("the WebKit view is gone") }
            var request = HelperRequest(id: 0, op: .evaluate, view: view)
            request.source = script
            request.sourceURL = "webengine://bridge"
            _ = try await pageRequest(request)
        } catch {
            for call in calls { page.takeAnswer(call.callbackID)?(.failure(Self.bridgeError(error))) }
        }
    }

    /// The JS handlers the page registered through the bridge.
    public var jsHandlerNames: [String] {
        get async { Self.strings(try? await callAsync("return __webengine.handlerNames();")) }
    }

    /// Every JS -> native call so far (the newest 10,000).
    public var events: [RenderReport.Event] { page.keptEvents }
}
