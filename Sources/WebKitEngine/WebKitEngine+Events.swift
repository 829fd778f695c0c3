import Foundation
import JSRuntime
import WebEngineKit
import WebKitHelperProtocol

/// What the page and WebKit tell the engine, as the helper's events arrive: bridge calls and
/// answers, taps, navigations, dialogs, console output, errors, a crashed web process.
extension WebKitEngine {
    func receive(_ message: HelperMessage) {
        switch message.kind {
        case .script:
            guard let body = message.body, let fields = try? JSValue(jsonText: body) else { return }
            receivePageMessage(fields)
        case .navigation:
            receiveNavigation(url: message.url ?? "", type: message.navigationType ?? "other", method: message.method ?? "GET")
        case .handlerMessage:
            receiveHandlerMessage(message)
        case .dialog:
            // Answered off the helper's reading thread: the UI delegate runs on the main actor.
            Task { await self.answerDialog(message) }
        case .crashed:
            let why = message.message ?? "WebKit's web process crashed"
            page.report(.init(message: "Error: \(why)", source: nil, line: nil, column: nil))
            page.failAll(BridgeError(kind: .failed, name: "Error", message: why))
            forgetView()
        case .schemeRequest:
            receiveSchemeRequest(message)
        case .ready, .reply, .fatal:
            break
        }
    }

    private func receivePageMessage(_ fields: JSValue) {
        let text = { (key: String) in fields[key]?.stringValue }
        switch text("type") {
        case "call":
            receiveCall(text("name") ?? "", json: text("json"), callbackID: text("callbackId"))
        case "answer":
            guard let id = fields["responseId"]?.numberValue.map(Int.init), let completion = page.takeAnswer(id) else { return }
            if let name = text("errorName") {
                completion(.failure(BridgeError(
                    kind: name == "NoHandlerError" ? .noHandler : .failed, name: name, message: text("errorMessage") ?? "",
                    line: fields["errorLine"]?.numberValue.map(Int.init))))
            } else {
                completion((try? JSValue(jsonText: text("json") ?? "null")).map { .success($0) } ?? .success(.null))
            }
        case "linkTap":
            tappedLink(text("url") ?? "")
        case "embedTap":
            let url = text("url") ?? ""
            page.record(.init(handler: "embedTap", data: ["link": .string(url)]))
            delegates.tappedEmbed(url)
        case "navigation":
            let kind = NavigationRequest.Kind(rawValue: text("kind") ?? "") ?? .location
            requestedNavigation(text("url") ?? "", kind: kind, method: text("method") ?? "GET", body: text("body"))
        case "formBody":
            page.formWillSubmit(body: text("body"))
        case "console":
            page.log(text("text") ?? "")
        case "error":
            let name = text("name") ?? ""
            let message = text("message") ?? ""
            page.report(.init(
                message: name.isEmpty ? message : "\(name): \(message)", source: text("source"),
                line: fields["line"]?.numberValue.map(Int.init), column: fields["column"]?.numberValue.map(Int.init)))
        default:
            break
        }
    }

    /// `webkit.messageHandlers.NAME.postMessage(body)` to a real script message handler:
    /// recorded as a call to NAME, answered by the native handler of that name (the page's
    /// promise resolves with its answer or rejects with its error), or, for Lision's bridge
    /// signals, handed to the bridge.
    private func receiveHandlerMessage(_ message: HelperMessage) {
        let name = message.handler ?? ""
        let data = message.body.flatMap { try? JSValue(jsonText: $0) } ?? .undefined
        page.record(.init(handler: name, data: data == .undefined ? .null : data))
        let reply = message.reply
        let helper = self.helper
        switch page[handler: name] {
        case .immediate(let body)?:
            let result = Result { try body(data) }.mapError(Self.bridgeError)
            inOrder { await Self.answerMessage(reply, with: result, via: helper) }
        case .async(let body)?:
            Task {
                let result: Result<JSValue, BridgeError>
                do { result = .success(try await body(data)) } catch { result = .failure(Self.bridgeError(error)) }
                await Self.answerMessage(reply, with: result, via: helper)
            }
        case nil where Self.bridgeSignalHandlers.contains(name):
            inOrder {
                _ = try? await self.executeScript("__webengine.wkSignal(\(JSValue.string(name).jsonText))", sourceURL: "webengine://bridge")
                await Self.answerMessage(reply, with: .success(.null), via: helper)
            }
        case nil:
            let error = BridgeError(kind: .noHandler, name: "NoHandlerError", message: "no native handler is registered for '\(name)'")
            inOrder { await Self.answerMessage(reply, with: .failure(error), via: helper) }
        }
    }

    /// Resolves (or rejects) the promise `postMessage` gave the page.
    private static func answerMessage(_ reply: Int?, with result: Result<JSValue, BridgeError>, via helper: WebKitHelper) async {
        var request = HelperRequest(id: 0, op: .answerMessage)
        request.reply = reply
        switch result {
        case .success(let value): request.source = value == .undefined ? "null" : value.jsonText
        case .failure(let error): request.text = "\(error.name): \(error.message)"
        }
        _ = try? await helper.send(request)
    }

    /// A JS -> native call: recorded, then given to the native handler; its answer goes back
    /// through the bridge in a later task, as WVJB's does.
    private func receiveCall(_ name: String, json: String?, callbackID: String?) {
        let data = json.flatMap { try? JSValue(jsonText: $0) } ?? .null
        page.record(.init(handler: name, data: data))
        guard let handler = page[handler: name] else {
            page.report(.init(message: "NoHandlerError: no native handler is registered for '\(name)'", source: nil, line: nil, column: nil))
            return
        }
        switch handler {
        case .immediate(let body):
            let result = Result { try body(data) }.mapError(Self.bridgeError)
            if let callbackID { inOrder { await self.answer(callbackID, with: result) } }
        case .async(let body):
            Task {
                let result: Result<JSValue, BridgeError>
                do { result = .success(try await body(data)) } catch { result = .failure(Self.bridgeError(error)) }
                if let callbackID { await self.answer(callbackID, with: result) }
            }
        }
    }

    private func answer(_ callbackID: String, with result: Result<JSValue, BridgeError>) async {
        let id = JSValue.string(callbackID).jsonText
        let script: String
        switch result {
        case .success(let value):
            // As JSON text the page parses, as WVJB's _handleMessageFromObjC does.
            script = "__webengine.answer(\(id), \(value == .undefined ? "undefined" : JSValue.string(value.jsonText).jsonText))"
        case .failure(let error):
            var fields: JSObject = ["name": .string(error.name), "message": .string(error.message)]
            if let line = error.line { fields["line"] = .number(Double(line)) }
            script = "__webengine.answer(\(id), null, \(JSValue.object(fields).jsonText))"
        }
        _ = try? await executeScript(script, sourceURL: "webengine://bridge")
    }

    static func bridgeError(_ error: any Error) -> BridgeError {
        if let error = error as? BridgeError { return error }
        if let error = error as? WebKitEngineError { return BridgeError(kind: .failed, name: "Error", message: error.description) }
        if let error = error as? JSException { return BridgeError(kind: .failed, name: error.name ?? "Error", message: error.message, line: error.line) }
        return BridgeError(kind: .failed, name: "Error", message: String(describing: error))
    }

    // MARK: Navigations and taps

    /// A navigation WebKit refused (nothing navigates): a link click is a link tap; a form, a
    /// submission; any other (a frame's source, a location change, WVJB's signals) is given to
    /// the bridge, which knows WVJB's URLs and reports the rest.
    private func receiveNavigation(url: String, type: String, method: String) {
        switch type {
        case "link":
            // As the fast engine reports it: the tap is the call recorded; the navigation
            // delegate still hears of the request.
            tappedLink(url)
            delegates.requestedNavigation(url, kind: .linkActivated)
        case "main-frame":
            // A navigation of the page itself to a URL the app serves, refused at its response
            // (the helper lets such navigations start, for frames).
            requestedNavigation(url, kind: .location, method: method, body: nil)
        case "form", "form-resubmit":
            let body = page.takeFormBody()
            requestedNavigation(url, kind: .formSubmitted, method: method, body: method == "POST" ? body : nil)
        default:
            // Given to the page in batches: while one batch is evaluated, the next gathers.
            if page.navigationWillWait(url) {
                inOrder {
                    let urls = self.page.takeWaitingNavigations()
                    let list = JSValue.array(urls.map(JSValue.string)).jsonText
                    _ = try? await self.executeScript("__webengine.navigated(\(list))", sourceURL: "webengine://bridge")
                }
            }
        }
    }

    private func tappedLink(_ url: String) {
        page.record(.init(handler: "linkTap", data: ["link": .string(url)]))
        delegates.tappedLink(url)
    }

    private func requestedNavigation(_ url: String, kind: NavigationRequest.Kind, method: String, body: String?) {
        var data: JSObject = ["url": .string(url), "kind": .string(kind.rawValue)]
        if kind == .formSubmitted {
            data["method"] = .string(method)
            data["body"] = body.map(JSValue.string) ?? .null
        }
        page.record(.init(handler: "navigation", data: .object(data)))
        delegates.requestedNavigation(url, kind: kind, method: method, body: body)
    }

    // MARK: Dialogs

    private func answerDialog(_ message: HelperMessage) async {
        let text = message.message ?? ""
        let panel: PanelRequest = switch message.dialogKind {
        case "confirm", "beforeunload": .confirm(text)
        case "prompt": .prompt(text, defaultText: message.defaultText ?? "")
        default: .alert(text)
        }
        let answer = delegates.answer(panel)
        let kind = message.dialogKind == "beforeunload" ? "confirm" : message.dialogKind ?? "alert"
        var data: JSObject = ["message": .string(text), "answer": answer]
        if case .prompt(_, let defaultText) = panel { data["defaultText"] = .string(defaultText) }
        page.record(.init(handler: "window." + kind, data: .object(data)))
        var request = HelperRequest(id: 0, op: .answerDialog)
        request.dialog = message.dialog
        request.confirmed = answer == .bool(true)
        request.text = answer.stringValue
        _ = try? await helper.send(request)
    }

    static func strings(_ value: JSValue?) -> [String] {
        guard case .array(let items)? = value else { return [] }
        return items.compactMap(\.stringValue)
    }
}
