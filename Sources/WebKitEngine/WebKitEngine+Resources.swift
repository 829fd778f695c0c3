import DOMShim
import Foundation
import WebEngineKit
import WebKitHelperProtocol

/// An app's URL schemes on WebKit: real WebKit scheme handlers in the helper, each load
/// answered by the engine's `URLSchemeHandler`, as WKWebView's `setURLSchemeHandler(_:forURLScheme:)`.
extension WebKitEngine {
    /// Serves `scheme`'s loads from `handler` (the same handlers as the fast engine's). WebKitGTK
    /// serves only schemes of the app's own this way; http, https and file stay blocked (the
    /// WebKit engine loads nothing from the network or the disk).
    public func setURLSchemeHandler(_ handler: (any URLSchemeHandler)?, forURLScheme scheme: String) async throws {
        let name = scheme.lowercased()
        guard !["http", "https", "file", "ws", "wss", "data", "blob", "about", "javascript"].contains(name) else {
            throw WebKitEngineError("the WebKit engine serves an app's own URL schemes; '\(scheme)' is WebKit's own")
        }
        resources.setHandler(handler, forScheme: name)
        let view = try await ensureView()
        var request = HelperRequest(id: 0, op: .registerScheme, view: view)
        request.text = name
        try await helper.send(request)
    }

    /// Every load of a served scheme the pages asked for (the newest 10,000).
    public var resourceLoads: [ResourceLoad] { resources.loads }

    /// A load WebKit asked for: answered from the scheme's handler (off the helper's reading thread).
    func receiveSchemeRequest(_ message: HelperMessage) {
        let helper = self.helper, resources = self.resources
        Task.detached {
            var answer = HelperRequest(id: 0, op: .answerScheme)
            answer.reply = message.reply
            if let url = URL(string: message.url ?? ""), let response = resources.load(ResourceRequest(url: url, initiator: .script)), (200...299).contains(response.statusCode) {
                answer.bytes = response.data.base64EncodedString()
                answer.text = response.mimeType ?? "application/octet-stream"
            } else {
                answer.source = "not served: \(message.url ?? "")"
            }
            _ = try? await helper.send(answer)
        }
    }
}
