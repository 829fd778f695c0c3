/// The wire between the WebKit engine (in the caller's process) and its helper process: one
/// JSON object per line, requests down the helper's standard input, replies and events up its
/// standard output. The helper drives WebKitGTK and nothing else; what a message means (the
/// bridge, the strategy, the report) is decided on the caller's side.

/// What the engine asks of the helper; each request gets exactly one `.reply` with its `id`.
public struct HelperRequest: Codable, Sendable {
    public enum Operation: String, Codable, Sendable {
        /// Makes view `view`, `width` x `height` CSS pixels.
        case open
        case close
        /// A user script for every later load of the view, at document start or end.
        case addUserScript
        /// Removes the view's user scripts (the engine adds them again, changed).
        case removeUserScripts
        /// Empties the view for its next engine: no user scripts, no message handlers.
        case resetView
        /// Loads `html` with `baseURL` (or the page's bytes, `bytes` in base64, which WebKit
        /// decodes itself, `encoding` its caller-given charset); replies when the page finished loading.
        case load
        /// Evaluates `source` as a classic script named `sourceURL`; replies its value as JSON.
        case evaluate
        /// Runs `source` as the body of an async function and replies the awaited value as JSON.
        case callAsync
        case resize
        /// Ends the view's web process (a script that never returns); the view reports `crashed`.
        case terminateWebProcess
        /// Answers dialog `dialog` (an alert, confirm or prompt the page is waiting on).
        case answerDialog
        /// Makes `window.webkit.messageHandlers[text]` a real script message handler of the
        /// view, whose `postMessage` returns a promise of the engine's answer.
        case registerMessageHandler
        case unregisterMessageHandler
        /// Answers message `reply` of a message handler: `source` is the value as JSON, or
        /// `text` an error message the page's promise rejects with.
        case answerMessage
        /// Writes a picture of the whole document, as laid out now, to the PNG file `text`.
        case snapshot
        /// Serves URL scheme `text` from the engine: each load becomes a `schemeRequest`.
        case registerScheme
        /// Answers `schemeRequest` `reply`: `bytes` (base64) of MIME type `text`, or fails it
        /// with the message `source` when `bytes` is nil.
        case answerScheme
    }

    public var id: Int
    public var op: Operation
    public var view: Int?
    public var width: Int?
    public var height: Int?
    public var html: String?
    public var baseURL: String?
    public var source: String?
    public var sourceURL: String?
    public var atDocumentStart: Bool?
    public var dialog: Int?
    public var confirmed: Bool?
    public var text: String?
    public var reply: Int?
    public var bytes: String?
    public var encoding: String?

    public init(id: Int, op: Operation, view: Int? = nil) {
        self.id = id
        self.op = op
        self.view = view
    }
}

/// What the helper says: a reply to a request, or an event from a view.
public struct HelperMessage: Codable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// The helper started (display server, WebKit) and takes requests.
        case ready
        case reply
        /// A message the page posted to the engine's script message handler (`body`, JSON).
        case script
        /// A navigation the page asked for; the helper refused it (nothing navigates).
        case navigation
        /// An alert, confirm or prompt waiting for `answerDialog`.
        case dialog
        /// A page's `webkit.messageHandlers[handler].postMessage(body)`, waiting for
        /// `answerMessage` with `reply`.
        case handlerMessage
        /// The view's web process ended (`message` says why).
        case crashed
        /// A load of a registered scheme's `url`, waiting for `answerScheme` with `reply`.
        case schemeRequest
        /// The helper cannot go on (`message` says why) and exits.
        case fatal
    }

    public var kind: Kind
    public var id: Int?
    public var view: Int?
    /// A reply's value as JSON text; nil for undefined (or a value with no JSON form).
    public var value: String?
    /// Why a request failed: WebKit's message, e.g. a script's uncaught exception.
    public var error: String?
    public var body: String?
    public var url: String?
    /// link, form, back-forward, reload, form-resubmit or other.
    public var navigationType: String?
    public var method: String?
    public var dialog: Int?
    /// alert, confirm, prompt or beforeunload.
    public var dialogKind: String?
    public var message: String?
    public var defaultText: String?
    public var handler: String?
    public var reply: Int?

    public init(kind: Kind, id: Int? = nil, view: Int? = nil) {
        self.kind = kind
        self.id = id
        self.view = view
    }
}
