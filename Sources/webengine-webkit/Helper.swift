import CWebKitGTK
import Foundation
import WebKitHelperProtocol

/// Serves the engine's requests: views, loads, scripts, dialogs. Everything runs on the main
/// thread, in GTK's main loop.
final class Helper {
    let channel = LineChannel()
    let context: UnsafeMutablePointer<WebKitWebContext>
    /// A compiled content-blocker rule set that refuses every load from the network or disk.
    var blockEverything: OpaquePointer?
    private var views: [Int: HelperView] = [:]
    private var dialogs: [Int: OpaquePointer] = [:]
    private var nextDialog = 0
    /// Requests that came before the rule set was ready, served once it is.
    private var waiting: [HelperRequest] = []
    private var isReady = false

    init() {
        context = we_context_new()
    }

    var pointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> Helper {
        Unmanaged<Helper>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Compiles the rule set, then says it is ready.
    func start(filterFolder: String) {
        let store = webkit_user_content_filter_store_new(filterFolder)
        // Every load over the network or from files is blocked; an app's own schemes load, and
        // only those the engine registered (served by its URL scheme handlers) answer.
        // (Content-blocker expressions have no alternation: a rule a scheme.)
        let rules = "[" + ["https?:", "wss?:", "ftp:", "file:", "data:", "blob:"].map { #"{"trigger":{"url-filter":"^\#($0)"},"action":{"type":"block"}}"# }.joined(separator: ",") + "]"
        let bytes = rules.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let saved: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { store, result, data in
            let helper = Helper.from(data)
            var error: UnsafeMutablePointer<GError>?
            let filter = webkit_user_content_filter_store_save_finish(UnsafeMutablePointer(OpaquePointer(store)), result, &error)
            guard let filter else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
                helper.fail("cannot compile the content blocker that keeps pages off the network: \(message)")
            }
            helper.blockEverything = filter
            helper.becomeReady()
        }
        webkit_user_content_filter_store_save(store, "webengine-no-network", bytes, nil, saved, pointer)
        g_bytes_unref(bytes)
    }

    private func becomeReady() {
        isReady = true
        channel.send(HelperMessage(kind: .ready))
        let requests = waiting
        waiting.removeAll()
        requests.forEach(handle)
    }

    func fail(_ message: String) -> Never {
        var fatal = HelperMessage(kind: .fatal)
        fatal.message = message
        channel.send(fatal)
        exit(1)
    }

    // MARK: Requests

    func handle(_ request: HelperRequest) {
        guard isReady else {
            waiting.append(request)
            return
        }
        if request.op == .open {
            let view = HelperView(id: request.view ?? 0, width: request.width ?? 375, height: request.height ?? 640, helper: self)
            views[view.id]?.close()
            views[view.id] = view
            reply(request.id)
            return
        }
        if request.op == .answerDialog {
            answerDialog(request)
            return
        }
        if request.op == .answerMessage {
            answerMessage(request)
            return
        }
        if request.op == .registerScheme {
            registerScheme(request.text ?? "")
            reply(request.id)
            return
        }
        if request.op == .answerScheme {
            answerScheme(request)
            return
        }
        guard let id = request.view, let view = views[id] else {
            reply(request.id, error: "no view \(request.view ?? -1)")
            return
        }
        switch request.op {
        case .close:
            view.close()
            views[id] = nil
            reply(request.id)
        case .addUserScript:
            view.addUserScript(request.source ?? "", atDocumentStart: request.atDocumentStart ?? true)
            reply(request.id)
        case .removeUserScripts:
            webkit_user_content_manager_remove_all_scripts(UnsafeMutablePointer(view.manager))
            reply(request.id)
        case .load:
            if let encoded = request.bytes {
                view.load(bytes: [UInt8](Data(base64Encoded: encoded) ?? Data()), encoding: request.encoding, baseURL: request.baseURL ?? "about:blank", request: request.id)
            } else {
                view.load(request.html ?? "", baseURL: request.baseURL ?? "about:blank", request: request.id)
            }
        case .resetView:
            webkit_user_content_manager_remove_all_scripts(UnsafeMutablePointer(view.manager))
            view.unregisterMessageHandlers()
            reply(request.id)
        case .registerMessageHandler:
            view.registerMessageHandler(request.text ?? "")
            reply(request.id)
        case .unregisterMessageHandler:
            view.unregisterMessageHandler(request.text ?? "")
            reply(request.id)
        case .terminateWebProcess:
            webkit_web_view_terminate_web_process(view.webView)
            reply(request.id)
        case .resize:
            view.resize(width: request.width ?? 375, height: request.height ?? 640)
            reply(request.id)
        case .evaluate:
            evaluate(request, in: view, asAsyncFunction: false)
        case .callAsync:
            evaluate(request, in: view, asAsyncFunction: true)
        case .snapshot:
            snapshot(view, toPNG: request.text ?? "", request: request.id)
        case .open, .answerDialog, .answerMessage, .registerScheme, .answerScheme:
            break
        }
    }

    func reply(_ id: Int, value: String? = nil, error: String? = nil) {
        var message = HelperMessage(kind: .reply, id: id)
        message.value = value
        message.error = error
        channel.send(message)
    }

    /// What an evaluation's callback needs to reply.
    private final class Evaluation {
        let helper: Helper
        let id: Int
        let asAsyncFunction: Bool
        init(helper: Helper, id: Int, asAsyncFunction: Bool) {
            self.helper = helper
            self.id = id
            self.asAsyncFunction = asAsyncFunction
        }
    }

    private func evaluate(_ request: HelperRequest, in view: HelperView, asAsyncFunction: Bool) {
        let evaluation = Unmanaged.passRetained(Evaluation(helper: self, id: request.id, asAsyncFunction: asAsyncFunction)).toOpaque()
        let finished: @convention(c) (UnsafeMutablePointer<GObject>?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { object, result, data in
            let evaluation = Unmanaged<Evaluation>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let webView = UnsafeMutablePointer<WebKitWebView>(OpaquePointer(object))
            let value = evaluation.asAsyncFunction
                ? webkit_web_view_call_async_javascript_function_finish(webView, result, &error)
                : webkit_web_view_evaluate_javascript_finish(webView, result, &error)
            guard let value else {
                let message = error.map { String(cString: $0.pointee.message) } ?? "the script failed"
                if let error { g_error_free(error) }
                evaluation.helper.reply(evaluation.id, error: message)
                return
            }
            defer { g_object_unref(value) }
            var json: String?
            if jsc_value_is_undefined(value) == 0, let text = jsc_value_to_json(value, 0) {
                json = String(cString: text)
                g_free(text)
            }
            evaluation.helper.reply(evaluation.id, value: json)
        }
        let source = request.source ?? ""
        let url = request.sourceURL
        if asAsyncFunction {
            webkit_web_view_call_async_javascript_function(view.webView, source, -1, nil, nil, url, nil, finished, evaluation)
        } else {
            webkit_web_view_evaluate_javascript(view.webView, source, -1, nil, url, nil, finished, evaluation)
        }
    }

    /// What a snapshot's callback needs to reply.
    private final class SnapshotReply {
        let helper: Helper
        let id: Int
        init(helper: Helper, id: Int) {
            self.helper = helper
            self.id = id
        }
    }

    private func snapshot(_ view: HelperView, toPNG path: String, request: Int) {
        guard !path.isEmpty else { return reply(request, error: "a snapshot needs a file to write") }
        let pending = Unmanaged.passRetained(SnapshotReply(helper: self, id: request)).toOpaque()
        let done: we_snapshot_done = { data, error in
            let pending = Unmanaged<SnapshotReply>.fromOpaque(data!).takeRetainedValue()
            pending.helper.reply(pending.id, error: error.map { String(cString: $0) })
        }
        we_snapshot_to_png(view.webView, path, done, pending)
    }

    // MARK: URL schemes the engine serves

    private(set) var registeredSchemes: Set<String> = []
    private var schemeRequests: [Int: UnsafeMutableRawPointer] = [:]
    private var nextSchemeRequest = 0

    private func registerScheme(_ scheme: String) {
        guard !scheme.isEmpty, registeredSchemes.insert(scheme).inserted else { return }
        let callback: we_scheme_callback = { request, data in
            Helper.from(data).receiveSchemeRequest(request!)
        }
        we_register_scheme(context, scheme, callback, Unmanaged.passUnretained(self).toOpaque())
    }

    private func receiveSchemeRequest(_ request: UnsafeMutableRawPointer) {
        let webView = we_scheme_request_view(request)
        guard let view = views.values.first(where: { UnsafeMutableRawPointer($0.webView) == webView }) else {
            we_scheme_fail(request, "no view")
            return
        }
        nextSchemeRequest += 1
        schemeRequests[nextSchemeRequest] = request
        var event = HelperMessage(kind: .schemeRequest, view: view.id)
        event.reply = nextSchemeRequest
        event.url = String(cString: we_scheme_request_uri(request))
        channel.send(event)
    }

    private func answerScheme(_ request: HelperRequest) {
        defer { reply(request.id) }
        guard let id = request.reply, let schemeRequest = schemeRequests.removeValue(forKey: id) else { return }
        guard let encoded = request.bytes, let data = Data(base64Encoded: encoded) else {
            we_scheme_fail(schemeRequest, request.source ?? "not served")
            return
        }
        data.withUnsafeBytes { we_scheme_finish(schemeRequest, $0.baseAddress, gsize($0.count), request.text ?? "application/octet-stream") }
    }

    // MARK: Script messages waiting for replies

    private var messageReplies: [Int: OpaquePointer] = [:]
    private var nextReply = 0
    /// Where answers become JS values (WebKit sends them on to the page's process).
    private lazy var replyContext = jsc_context_new()

    func hold(_ reply: OpaquePointer, message value: OpaquePointer?, handler: String, from view: HelperView) {
        webkit_script_message_reply_ref(reply)
        nextReply += 1
        messageReplies[nextReply] = reply
        var event = HelperMessage(kind: .handlerMessage, view: view.id)
        event.handler = handler
        event.reply = nextReply
        if let value, jsc_value_is_undefined(UnsafeMutablePointer(value)) == 0, let json = jsc_value_to_json(UnsafeMutablePointer(value), 0) {
            event.body = String(cString: json)
            g_free(json)
        }
        channel.send(event)
    }

    private func answerMessage(_ request: HelperRequest) {
        guard let number = request.reply, let pointer = messageReplies.removeValue(forKey: number) else {
            reply(request.id, error: "no message \(request.reply ?? -1) is waiting")
            return
        }
        if let message = request.text {
            webkit_script_message_reply_return_error_message(pointer, message)
        } else {
            let value = jsc_value_new_from_json(replyContext, request.source ?? "null") ?? jsc_value_new_null(replyContext)
            webkit_script_message_reply_return_value(pointer, value)
            if let value { g_object_unref(value) }
        }
        webkit_script_message_reply_unref(pointer)
        reply(request.id)
    }

    // MARK: Dialogs

    /// Keeps a dialog open (the page's script waits) until the engine answers it.
    func hold(_ dialog: OpaquePointer, from view: HelperView) {
        let pointer = dialog
        webkit_script_dialog_ref(pointer)
        nextDialog += 1
        dialogs[nextDialog] = dialog
        var event = HelperMessage(kind: .dialog, view: view.id)
        event.dialog = nextDialog
        event.dialogKind = switch webkit_script_dialog_get_dialog_type(pointer) {
        case WEBKIT_SCRIPT_DIALOG_CONFIRM: "confirm"
        case WEBKIT_SCRIPT_DIALOG_PROMPT: "prompt"
        case WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM: "beforeunload"
        default: "alert"
        }
        event.message = String(cString: webkit_script_dialog_get_message(pointer))
        if event.dialogKind == "prompt" { event.defaultText = String(cString: webkit_script_dialog_prompt_get_default_text(pointer)) }
        channel.send(event)
    }

    private func answerDialog(_ request: HelperRequest) {
        guard let number = request.dialog, let dialog = dialogs.removeValue(forKey: number) else {
            reply(request.id, error: "no dialog \(request.dialog ?? -1) is open")
            return
        }
        let pointer = dialog
        switch webkit_script_dialog_get_dialog_type(pointer) {
        case WEBKIT_SCRIPT_DIALOG_CONFIRM, WEBKIT_SCRIPT_DIALOG_BEFORE_UNLOAD_CONFIRM:
            webkit_script_dialog_confirm_set_confirmed(pointer, request.confirmed == true ? 1 : 0)
        case WEBKIT_SCRIPT_DIALOG_PROMPT:
            // A prompt answered with nothing is cancelled (null in the page).
            if let text = request.text { webkit_script_dialog_prompt_set_text(pointer, text) }
        default:
            break
        }
        webkit_script_dialog_close(pointer)
        webkit_script_dialog_unref(pointer)
        reply(request.id)
    }
}
