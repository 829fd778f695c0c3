import DOMShim
import Foundation
import JSRuntime
import WebEngineKit

extension HandlerTestPage {
    /// How a test page is set up. The defaults suit a unit test: quiet, virtual time, the
    /// built-in image-tap script as the app's environment.
    public struct Configuration: Sendable {
        /// What relative links resolve against.
        public var baseURL: URL? = URL(string: "https://example.com/page")
        /// The built-in environment scripts run at document start, as an app's web view setup.
        public var environment: Set<EnvironmentScript> = [.imageTaps]
        /// How long, in page time, a ``HandlerTestPage/call(_:data:timeout:)`` waits by default.
        public var callTimeout: Duration = .seconds(5)
        /// The most CPU time one entry into JS may take: a handler spinning forever fails with
        /// `TimeLimitExceeded` after this.
        public var executionTimeLimit: Duration = .seconds(5)
        /// Also log console output and uncaught errors to standard error. Off: they are only
        /// recorded (``HandlerTestPage/consoleMessages``, ``HandlerTestPage/uncaughtErrors``),
        /// so passing tests print nothing.
        public var logsToStandardError = false
        /// The web view the page believes it runs in (the fast engine's model of one).
        public var webView = WebViewProfile()
        /// The fast engine (virtual time, the default) or real WebKit (wall-clock time; there
        /// `executionTimeLimit` bounds any one request to the page, and the web view profile is
        /// the fast engine's only).
        public var engine = EngineKind.fast
        /// URL scheme handlers by scheme, as an app sets them on its web view: the page's
        /// `<script src>` load through them (`FolderResources(folder:)` serves a folder laid out
        /// as HOST/PATH, `FileAccess` bounded file: URLs). Nothing else loads. On WebKit, an
        /// app's own schemes only (WebKitGTK serves no http, https or file loads from an app).
        public var urlSchemeHandlers: [String: any URLSchemeHandler] = [:]

        public init() {}
    }

    /// The built-in environment scripts (`JSScripts/environment/`) a page can start with.
    public enum EnvironmentScript: String, Sendable, Hashable, CaseIterable {
        /// Image taps reach native code as `imageTap` calls (and ``HandlerTestPage/tappedImages``).
        case imageTaps = "image-taps.js"
        /// Console output also reaches native code as calls to `log`, as an app that forwards
        /// its web view's logs sees it (they then appear in ``HandlerTestPage/nativeCalls``).
        case logForwarding = "log-forwarding.js"
    }
}

extension HandlerTestPage.Configuration {
    var runtime: JSRuntime.Configuration {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        configuration.name = "HandlerTestPage"
        configuration.executionTimeLimit = executionTimeLimit
        configuration.webView = webView
        if !logsToStandardError {
            configuration.logger = Logger(label: "webengine.test-page") { _ in SwiftLogNoOpLogHandler() }
        }
        return configuration
    }
}

import Logging
