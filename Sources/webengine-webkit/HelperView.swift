import CWebKitGTK
import WebKitHelperProtocol

/// One web view in its own window, and what it is waiting for. Lives on the main thread.
final class HelperView {
    let id: Int
    let window: UnsafeMutablePointer<GtkWidget>
    let webView: UnsafeMutablePointer<WebKitWebView>
    let manager: OpaquePointer
    unowned let helper: Helper
    /// The `load` request waiting for the page to finish loading.
    var pendingLoad: Int?
    /// The next main-frame navigation is the load the engine asked for; every other is refused.
    var expectsLoad = false
    /// Navigations a script started to a URL the engine serves, let through so that a frame
    /// can load it: WebKitGTK's navigation policy does not say which frame navigates, its
    /// response policy does, so one that turns out to be the main frame's is refused there.
    private var servedNavigations: [String] = []
    /// The view's signal handlers get this object.
    var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    init(id: Int, width: Int, height: Int, helper: Helper) {
        self.id = id
        self.helper = helper
        let manager = webkit_user_content_manager_new()!
        self.manager = OpaquePointer(manager)
        var window: UnsafeMutablePointer<GtkWidget>?
        webView = we_view_new(helper.context, manager, Int32(width), Int32(height), &window)
        self.window = window!
        if let filter = helper.blockEverything { webkit_user_content_manager_add_filter(manager, filter) }
        connectSignals()
        _ = webkit_user_content_manager_register_script_message_handler(manager, "webengine")
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> HelperView {
        Unmanaged<HelperView>.fromOpaque(pointer!).takeUnretainedValue()
    }

    private func connectSignals() {
        let loadChanged: @convention(c) (UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafeMutableRawPointer?) -> Void = { _, event, data in
            if event == WEBKIT_LOAD_FINISHED { HelperView.from(data).loadFinished(error: nil) }
        }
        let loadFailed: @convention(c) (UnsafeMutableRawPointer?, WebKitLoadEvent, UnsafePointer<CChar>?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> gboolean = { _, _, _, error, data in
            let message = error.map { String(cString: $0.pointee.message) } ?? "the load failed"
            HelperView.from(data).loadFinished(error: message)
            return 1
        }
        let decidePolicy: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<WebKitPolicyDecision>?, WebKitPolicyDecisionType, UnsafeMutableRawPointer?) -> gboolean = { _, decision, type, data in
            HelperView.from(data).decide(decision!, type: type)
            return 1
        }
        let scriptDialog: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, dialog, data in
            HelperView.from(data).helper.hold(dialog!, from: HelperView.from(data))
            return 1
        }
        let terminated: @convention(c) (UnsafeMutableRawPointer?, WebKitWebProcessTerminationReason, UnsafeMutableRawPointer?) -> Void = { _, reason, data in
            HelperView.from(data).processTerminated(reason)
        }
        let message: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, result, data in
            guard let result, let text = we_script_message_text(result) else { return }
            defer { g_free(text) }
            let view = HelperView.from(data)
            var event = HelperMessage(kind: .script, view: view.id)
            event.body = String(cString: text)
            view.helper.channel.send(event)
        }
        // window.print() does nothing in an app's web view without a print UI; GTK's would be a
        // modal dialog no one can answer. A file chooser is cancelled: content gets no files.
        let print: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, _, _ in 1 }
        let fileChooser: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, request, _ in
            if let request { webkit_file_chooser_request_cancel(UnsafeMutablePointer(request)) }
            return 1
        }
        let view = UnsafeMutableRawPointer(webView)
        _ = we_connect(view, "print", unsafeBitCast(print, to: GCallback.self), nil)
        _ = we_connect(view, "run-file-chooser", unsafeBitCast(fileChooser, to: GCallback.self), nil)
        _ = we_connect(view, "load-changed", unsafeBitCast(loadChanged, to: GCallback.self), context)
        _ = we_connect(view, "load-failed", unsafeBitCast(loadFailed, to: GCallback.self), context)
        _ = we_connect(view, "decide-policy", unsafeBitCast(decidePolicy, to: GCallback.self), context)
        _ = we_connect(view, "script-dialog", unsafeBitCast(scriptDialog, to: GCallback.self), context)
        _ = we_connect(view, "web-process-terminated", unsafeBitCast(terminated, to: GCallback.self), context)
        _ = we_connect(UnsafeMutableRawPointer(manager), "script-message-received::webengine", unsafeBitCast(message, to: GCallback.self), context)
    }

    // MARK: Script message handlers with replies

    /// What a handler's signal needs: its view and its name.
    final class MessageChannel {
        unowned let view: HelperView
        let name: String
        var signal: gulong = 0
        init(view: HelperView, name: String) {
            self.view = view
            self.name = name
        }
    }
    private var channels: [String: MessageChannel] = [:]

    func registerMessageHandler(_ name: String) {
        guard channels[name] == nil, name != "webengine" else { return }
        let channel = MessageChannel(view: self, name: name)
        channels[name] = channel
        let received: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, value, reply, data in
            let channel = Unmanaged<MessageChannel>.fromOpaque(data!).takeUnretainedValue()
            channel.view.helper.hold(reply!, message: value, handler: channel.name, from: channel.view)
            return 1
        }
        channel.signal = we_connect(
            UnsafeMutableRawPointer(manager), "script-message-with-reply-received::" + name, unsafeBitCast(received, to: GCallback.self),
            Unmanaged.passUnretained(channel).toOpaque())
        _ = webkit_user_content_manager_register_script_message_handler_with_reply(UnsafeMutablePointer(manager), name, nil)
    }

    func unregisterMessageHandlers() {
        for name in Array(channels.keys) { unregisterMessageHandler(name) }
    }

    func unregisterMessageHandler(_ name: String) {
        guard let channel = channels.removeValue(forKey: name) else { return }
        webkit_user_content_manager_unregister_script_message_handler(UnsafeMutablePointer(manager), name)
        g_signal_handler_disconnect(UnsafeMutableRawPointer(manager), channel.signal)
    }

    // MARK: Requests

    func addUserScript(_ source: String, atDocumentStart: Bool) {
        let time = atDocumentStart ? WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_START : WEBKIT_USER_SCRIPT_INJECT_AT_DOCUMENT_END
        let script = webkit_user_script_new(source, WEBKIT_USER_CONTENT_INJECT_TOP_FRAME, time, nil, nil)
        webkit_user_content_manager_add_script(UnsafeMutablePointer(manager), script)
        webkit_user_script_unref(script)
    }

    func load(_ html: String, baseURL: String, request id: Int) {
        if let previous = pendingLoad { helper.reply(previous, error: "another load replaced this one") }
        pendingLoad = id
        expectsLoad = true
        webkit_web_view_load_html(webView, html, baseURL)
    }

    /// A page's bytes, decoded by WebKit as it decodes what it fetches (a byte order mark, the
    /// given encoding, the page's `<meta charset>`, its default).
    func load(bytes: [UInt8], encoding: String?, baseURL: String, request id: Int) {
        if let previous = pendingLoad { helper.reply(previous, error: "another load replaced this one") }
        pendingLoad = id
        expectsLoad = true
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        webkit_web_view_load_bytes(webView, data, "text/html", encoding, baseURL)
        g_bytes_unref(data)
    }

    func resize(width: Int, height: Int) {
        we_window_resize(window, Int32(width), Int32(height))
    }

    func close() {
        if let pending = pendingLoad { helper.reply(pending, error: "the view was closed") }
        pendingLoad = nil
        we_widget_destroy(window)
    }

    // MARK: Signals

    private func loadFinished(error: String?) {
        guard let id = pendingLoad else { return }
        pendingLoad = nil
        helper.reply(id, error: error)
    }

    /// Nothing navigates but the load the engine asked for: every other navigation is refused
    /// and reported, as an app's navigation delegate sees it.
    private func decide(_ decision: UnsafeMutablePointer<WebKitPolicyDecision>, type: WebKitPolicyDecisionType) {
        switch type {
        case WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION, WEBKIT_POLICY_DECISION_TYPE_NEW_WINDOW_ACTION:
            let action = webkit_navigation_policy_decision_get_navigation_action(we_navigation_decision(decision))
            let request = webkit_navigation_action_get_request(action)
            let url = String(cString: webkit_uri_request_get_uri(request))
            if expectsLoad, type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION {
                expectsLoad = false
                webkit_policy_decision_use(decision)
                return
            }
            // An iframe's srcdoc document (only a frame can navigate to about:srcdoc): the page's
            // own content, not a navigation an app's delegate refuses.
            if url == "about:srcdoc", type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION {
                webkit_policy_decision_use(decision)
                return
            }
            // A frame loading what the app serves (a script set its src, or the parser made it):
            // through, until its response says whether it is the main frame's.
            if type == WEBKIT_POLICY_DECISION_TYPE_NAVIGATION_ACTION, webkit_navigation_action_get_navigation_type(action) == WEBKIT_NAVIGATION_TYPE_OTHER,
               let scheme = url.split(separator: ":", maxSplits: 1).first, helper.registeredSchemes.contains(scheme.lowercased()) {
                servedNavigations.append(url)
                webkit_policy_decision_use(decision)
                return
            }
            webkit_policy_decision_ignore(decision)
            reportNavigation(url: url, type: Self.name(of: webkit_navigation_action_get_navigation_type(action)),
                             method: webkit_uri_request_get_http_method(request).map { String(cString: $0) } ?? "GET")
        case WEBKIT_POLICY_DECISION_TYPE_RESPONSE:
            let response = we_response_decision(decision)
            let request = webkit_response_policy_decision_get_request(response)
            let url = String(cString: webkit_uri_request_get_uri(request))
            guard let index = servedNavigations.firstIndex(of: url) else {
                webkit_policy_decision_use(decision)
                return
            }
            servedNavigations.remove(at: index)
            guard webkit_response_policy_decision_is_main_frame_main_resource(response) != 0 else {
                webkit_policy_decision_use(decision)
                return
            }
            // The page itself navigating: refused, as every navigation but the engine's load.
            webkit_policy_decision_ignore(decision)
            reportNavigation(url: url, type: "main-frame", method: webkit_uri_request_get_http_method(request).map { String(cString: $0) } ?? "GET")
        default:
            webkit_policy_decision_use(decision)
        }
    }

    private func reportNavigation(url: String, type: String, method: String) {
        var event = HelperMessage(kind: .navigation, view: id)
        event.url = url
        event.navigationType = type
        event.method = method
        helper.channel.send(event)
    }

    private static func name(of type: WebKitNavigationType) -> String {
        switch type {
        case WEBKIT_NAVIGATION_TYPE_LINK_CLICKED: "link"
        case WEBKIT_NAVIGATION_TYPE_FORM_SUBMITTED: "form"
        case WEBKIT_NAVIGATION_TYPE_FORM_RESUBMITTED: "form-resubmit"
        case WEBKIT_NAVIGATION_TYPE_BACK_FORWARD: "back-forward"
        case WEBKIT_NAVIGATION_TYPE_RELOAD: "reload"
        default: "other"
        }
    }

    private func processTerminated(_ reason: WebKitWebProcessTerminationReason) {
        let why = switch reason {
        case WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT: "WebKit's web process exceeded its memory limit"
        case WEBKIT_WEB_PROCESS_TERMINATED_BY_API: "WebKit's web process was terminated"
        default: "WebKit's web process crashed"
        }
        if let id = pendingLoad {
            pendingLoad = nil
            helper.reply(id, error: why)
        }
        var event = HelperMessage(kind: .crashed, view: id)
        event.message = why
        helper.channel.send(event)
    }
}
