import EmbeddedScripts
import Foundation
import JSRuntime
import WebEngineKit
import WebKitHelperProtocol

/// The engine's view in the helper: opened with its scripts and message handlers, recycled,
/// forgotten when its process went away; and the time bound of every request to its page.
extension WebKitEngine {
    /// The engine's view in the running helper: opened (with its scripts) on first use and
    /// again after the helper or its web process went away.
    @discardableResult
    func ensureView() async throws -> Int {
        let current = lock.withLock { view }
        if let current, current.generation == helper.currentGeneration {
            try await refreshPageScriptIfNeeded(view: current.id)
            return current.id
        }
        let opened = try await helper.openView(width: Int(lock.withLock { width }.rounded()), height: Self.viewportHeight) { [weak self] message in
            self?.receive(message)
        }
        // Two requests may have opened a view at once: the first to get here keeps its own.
        let kept = lock.withLock {
            if let current = view, current.generation == opened.generation { return current }
            view = (opened.id, opened.generation)
            loadsInView = opened.loads
            installedHandlerNames = nil
            installedUserScripts = 0
            messageHandlers = []
            return (id: opened.id, generation: opened.generation)
        }
        if kept.id != opened.id { helper.releaseView(opened.id, generation: opened.generation, loads: opened.loads, loadLimit: Self.loadsPerView / 2) }
        // A helper that started anew knows none of the engine's schemes (registering twice is a no-op).
        for scheme in resources.schemes {
            var request = HelperRequest(id: 0, op: .registerScheme, view: kept.id)
            request.text = scheme
            try await helper.send(request)
        }
        try await refreshPageScriptIfNeeded(view: kept.id)
        return kept.id
    }

    /// The page script knows the native handlers' names (for `webkit.messageHandlers`): when
    /// they changed, the view's scripts are made again.
    private func refreshPageScriptIfNeeded(view: Int) async throws {
        let names = page.handlerNames
        // Claimed under the lock, so two requests never install a script twice: the page script
        // (again, with every user script, when the handler names changed), then the user
        // scripts added since.
        let wanted = Set(names).union(Self.bridgeSignalHandlers)
        let claim: (reinstall: Bool, removeFirst: Bool, scripts: [(source: String, name: String)], register: Set<String>, unregister: Set<String>) = lock.withLock {
            let reinstall = installedHandlerNames != names
            let removeFirst = reinstall && installedHandlerNames != nil
            let scripts = Array(userScripts[(reinstall ? 0 : installedUserScripts)...])
            let register = wanted.subtracting(messageHandlers), unregister = messageHandlers.subtracting(wanted)
            installedHandlerNames = names
            installedUserScripts = userScripts.count
            messageHandlers = wanted
            return (reinstall, removeFirst, scripts, register, unregister)
        }
        do {
            for (names, operation) in [(claim.register, HelperRequest.Operation.registerMessageHandler), (claim.unregister, .unregisterMessageHandler)] {
                for name in names.sorted() {
                    var request = HelperRequest(id: 0, op: operation, view: view)
                    request.text = name
                    try await helper.send(request)
                }
            }
            if claim.removeFirst { try await helper.send(HelperRequest(id: 0, op: .removeUserScripts, view: view)) }
            if claim.reinstall {
                try await addScript(Self.pageScript(handlerNames: names), name: "webengine://webkit/page.js", atDocumentStart: true, view: view)
            }
            for script in claim.scripts { try await addScript(script.source, name: script.name, atDocumentStart: false, view: view) }
        } catch {
            lock.withLock {
                installedHandlerNames = nil
                messageHandlers = []
            }
            throw error
        }
    }

    /// The longest the page may take to answer one request (a load, a script, a batch of
    /// calls): past it the script is taken to run forever, and WebKit's web process is ended
    /// (WebKit has no execution time limit to stop only the script). Default 10 s.
    public var scriptTimeout: Duration {
        get { lock.withLock { timeoutForScripts } }
        set { lock.withLock { timeoutForScripts = newValue } }
    }

    /// A request that runs the page's code, bounded by ``scriptTimeout``.
    func pageRequest(_ request: HelperRequest) async throws -> HelperMessage {
        // Loading, laying out and serializing a page take time that grows with its size (as
        // the fast engine's parse budget allows 2 ms per KB): a 5 MB page takes WebKit seconds.
        if let size = request.html?.utf8.count ?? request.bytes.map({ $0.utf8.count * 3 / 4 }) { lock.withLock { pageBytes = size } }
        let timeout = scriptTimeout + .milliseconds(2 * lock.withLock { pageBytes } / 1024)
        do {
            return try await helper.send(request, timeout: timeout)
        } catch let error as WebKitEngineError where error.isTimeout {
            if let view = request.view { _ = try? await helper.send(HelperRequest(id: 0, op: .terminateWebProcess, view: view)) }
            forgetView()
            throw JSException(
                name: "TimeLimitExceeded", message: "the page did not answer within \(timeout); WebKit's web process was ended",
                isTermination: true)
        }
    }

    /// The view is gone (its web process crashed): the next request opens another.
    func forgetView() {
        let gone = lock.withLock {
            defer { view = nil }
            return view
        }
        if let gone { helper.closeView(gone.id) }
    }

    static func pageScript(handlerNames: [String]) -> String {
        let page = EmbeddedScripts.source("webkit/page.js") ?? ""
        let bridge = EmbeddedScripts.source("bridge/bridge.js") ?? ""
        let names = JSValue.array(handlerNames.map(JSValue.string)).jsonText
        return "(\(page.trimmingCharacters(in: .whitespacesAndNewlines)))(\(names), \(bridge.trimmingCharacters(in: .whitespacesAndNewlines)));"
    }

    /// WebKit's "url:line:column: Name: message" as an exception.
    static func exception(from text: String, sourceURL: String?) -> JSException {
        var rest = Substring(text)
        var source: String?, line: Int?, column: Int?
        if let match = text.firstMatch(of: #/^(.*?):(\d+):(\d+): /#) {
            source = String(match.1)
            line = Int(match.2)
            column = Int(match.3)
            rest = text[match.range.upperBound...]
        }
        if source == "undefined" || source == "about:blank" { source = sourceURL }
        source = source.map(scriptName)
        if let match = rest.firstMatch(of: #/^([A-Za-z]*Error|[A-Za-z]+Exception): /#) {
            return JSException(name: String(match.1), message: String(rest[match.range.upperBound...]), sourceURL: source, line: line, column: column)
        }
        return JSException(name: nil, message: String(rest), sourceURL: source, line: line, column: column)
    }
}
