import EmbeddedScripts
import Foundation
import JSRuntime
import WebEngineKit
import WebKitHelperProtocol

/// The bridge's native side on WebKit: native handlers, calls into the page's JS handlers and
/// the answers they give at once (later answers arrive as the page posts them).
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

    /// Sends one native -> JS call; the answers given at once settle here, later ones arrive as
    /// the page posts them.
    func send(_ handler: String, data: JSValue, callbackID: Int) async {
        await send([(handler, data, callbackID)])
    }

    /// Sends calls in order in one entry into the page (one trip to the helper), as the fast
    /// engine batches them: a parallel strategy's steps go together.
    func send(_ calls: [(handler: String, data: JSValue, callbackID: Int)]) async {
        guard let first = calls.first else { return }
        let ids = calls.map { String($0.callbackID) }.joined(separator: ",")
        let payloads = calls.map { $0.data == .undefined ? "null" : $0.data.jsonText }.joined(separator: ",")
        let mixed = calls.contains { $0.handler != first.handler }
        let names = mixed ? "[" + calls.map { JSValue.string($0.handler).jsonText }.joined(separator: ",") + "]" : "null"
        let undefinedAt = calls.indices.filter { calls[$0].data == .undefined }.map(String.init).joined(separator: ",")
        let message = "[[\(ids)],[\(payloads)],\(names)" + (undefinedAt.isEmpty ? "]" : ",[\(undefinedAt)]]")
        let script = "__webengine.callBatch(\(JSValue.string(first.handler).jsonText), \(message), 1e9)"
        do {
            guard let view = try? await ensureView() else { throw WebKitEngineError("the WebKit view is gone") }
            var request = HelperRequest(id: 0, op: .evaluate, view: view)
            request.source = script
            request.sourceURL = "webengine://bridge"
            let reply = try await pageRequest(request)
            settleImmediateAnswers(reply.value.flatMap { try? JSValue(jsonText: $0) }?.stringValue ?? "")
        } catch {
            for call in calls { page.takeAnswer(call.callbackID)?(.failure(Self.bridgeError(error))) }
        }
    }

    /// A batch's reply: how many calls began, then an "id<TAB>json" line per answer given at once.
    private func settleImmediateAnswers(_ reply: String) {
        for line in reply.split(separator: "\n").dropFirst() {
            guard let tab = line.firstIndex(of: "\t"), let id = Int(line[..<tab]) else { continue }
            let json = String(line[line.index(after: tab)...])
            let result: Result<JSValue, BridgeError> = (try? JSValue(jsonText: json)).map { .success($0) }
                ?? .failure(BridgeError(kind: .failed, name: "SyntaxError", message: "an unreadable answer"))
            page.takeAnswer(id)?(result)
        }
    }

    /// The JS handlers the page registered through the bridge.
    public var jsHandlerNames: [String] {
        get async { Self.strings(try? await callAsync("return __webengine.handlerNames();")) }
    }

    /// Every JS -> native call so far (the newest 10,000).
    public var events: [RenderReport.Event] { page.events }
}
