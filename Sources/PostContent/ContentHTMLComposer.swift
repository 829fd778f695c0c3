import DOMShim
import EmbeddedScripts
import Foundation
import JSRuntime

/// Turns untrusted HTML — a fragment or a whole document, as mail and blog content arrives —
/// into a valid document for the engine: doctype, charset and viewport meta, a base URL, the
/// app's CSS; scripts, event handler attributes, `javascript:` URLs and other active content
/// removed; the content itself kept. It parses with the real HTML5 parser in an inert
/// document (`DOMParser`), in a runtime of its own.
public final class ContentHTMLComposer: Sendable {
    public struct Options: Sendable {
        /// Relative links and images resolve against this.
        public var baseURL: URL?
        /// The app's stylesheet (default: `JSScripts/composer/app.css`).
        public var css: String
        /// The viewport meta's width (nil: `device-width`).
        public var viewportWidth: Int?

        public init(baseURL: URL? = nil, css: String = EmbeddedScripts.source("composer/app.css") ?? "", viewportWidth: Int? = nil) {
            self.baseURL = baseURL
            self.css = css
            self.viewportWidth = viewportWidth
        }
    }

    public struct Composition: Sendable {
        public var html: String
        /// How many elements and attributes were removed as active content.
        public var removedCount: Int
    }

    private let runtime: JSRuntime
    public let options: Options

    public init(options: Options = Options()) {
        self.options = options
        var configuration = JSRuntime.Configuration()
        configuration.name = "ContentHTMLComposer"
        runtime = JSRuntime(configuration: configuration)
    }

    /// The article's `composeValidHtmlForRenderingFromRawHtml:`.
    public func composeValidHTML(fromRawHTML raw: String) async throws -> String {
        try await compose(raw).html
    }

    public func compose(_ raw: String) async throws -> Composition {
        try await runtime.installDOM()
        let options = self.options
        let result = try await runtime.withCore { core throws(JSException) -> JSValue in
            if core.installedFeatures.insert("composer").inserted {
                try core.installScript("composer/compose.js", native: core.makeObject())
            }
            let arguments: [JSValue] = [
                .string(raw), options.baseURL.map { .string($0.absoluteString) } ?? .null, .string(options.css),
                options.viewportWidth.map { .number(Double($0)) } ?? .null,
            ]
            return try core.snapshot(core.callInternal("composeHTML", arguments.map(core.makeValue)))
        }
        return Composition(html: result["html"]?.stringValue ?? "", removedCount: Int(result["removed"]?.numberValue ?? 0))
    }
}
