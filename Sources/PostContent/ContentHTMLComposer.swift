import CJavaScriptCore
import DOMShim
import EmbeddedScripts
import Foundation
import JSRuntime

/// Turns untrusted HTML — a fragment or a whole document, as mail and blog content arrives —
/// into a valid document for the engine: doctype, charset and viewport meta, a base URL, the
/// app's CSS, and only what an allowlist sanitizer keeps (`JSScripts/composer/policy.js`,
/// widened or narrowed by a `SanitizerPolicy`). It parses with the real HTML5 parser as the
/// web view will, in an inert document in a runtime of its own, and checks that its output
/// parses back to the same tree (docs/reliability.md).
public final class ContentHTMLComposer: Sendable {
    public struct Options: Sendable {
        /// Relative links and images resolve against this.
        public var baseURL: URL?
        /// The app's stylesheet (default: `JSScripts/composer/app.css`).
        public var css: String
        /// The viewport meta's width (nil: `device-width`).
        public var viewportWidth: Int?
        /// What the sanitizer keeps beyond its fixed allowlists.
        public var policy: SanitizerPolicy

        public init(
            baseURL: URL? = nil, css: String = EmbeddedScripts.source("composer/app.css") ?? "", viewportWidth: Int? = nil,
            policy: SanitizerPolicy = SanitizerPolicy()
        ) {
            self.baseURL = baseURL
            self.css = css
            self.viewportWidth = viewportWidth
            self.policy = policy
        }
    }

    public struct Composition: Sendable {
        public var html: String
        /// How many elements, attributes and CSS declarations the sanitizer removed.
        public var removedCount: Int
        /// How many of those came back different when the output was parsed again.
        public var mutationsRemoved: Int
        /// `html` parsed as a web view parses it (the parse the fixed-point check made), when
        /// the check needed no repair: `JSWebEngine.loadHTML(_:baseURL:scriptSourceName:)`
        /// loads it without parsing the document again.
        public var parsedPage: ParsedPage?
    }

    /// The composer's scripts, in the order they build on each other.
    static let scripts = ["composer/policy.js", "composer/css.js", "composer/sanitize.js", "composer/compose.js"]

    private let runtime: JSRuntime
    public let options: Options

    /// - Parameter runtime: the limits its parses and scripts run under (the module passes its
    ///   engine's, so a parse budget set there bounds the composer's parses too).
    public init(options: Options = Options(), runtime runtimeConfiguration: JSRuntime.Configuration = JSRuntime.Configuration()) {
        self.options = options
        var configuration = runtimeConfiguration
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
        let policy = JSValue.object([
            "embedHosts": .array(options.policy.embedHosts.map(JSValue.string)),
            "remoteImages": .string(options.policy.remoteImages.rawValue),
            "trackingPixels": .string(options.policy.trackingPixels.rawValue),
            "neutralizeFixedPosition": .bool(options.policy.neutralizeFixedPosition),
        ])
        return try await runtime.withCore { core throws(JSException) -> Composition in
            // Marked installed only once every script is: an install that threw (a script
            // stopped by the time limit) is tried again rather than leaving composeHTML undefined.
            if !core.installedFeatures.contains("composer") {
                let native = core.makeObject()
                for script in Self.scripts { try core.installScript(script, native: native) }
                core.installedFeatures.insert("composer")
            }
            // The untrusted HTML is parsed here, as the web view parses (scripting on), under
            // the runtime's limits; its tree crosses into JavaScript, the text does not.
            let source = try ParsedPage(html: raw, maximumSize: core.configuration.maximumHTMLSize, budget: core.configuration.parseBudget)
            let html = try core.string(of: core.callInternal("composeHTML") { arguments throws(JSException) in
                arguments.append(try source.tree.makeValue(in: core))
                arguments.append(core.makeValue(options.baseURL.map { .string($0.absoluteString) } ?? .null))
                arguments.append(core.makeValue(.string(options.css)))
                arguments.append(core.makeValue(options.viewportWidth.map { .number(Double($0)) } ?? .null))
                arguments.append(core.makeValue(policy))
            })
            // The fixed-point check's parse, made here under the runtime's limits (as the DOM's
            // own parse would be), so the engine can load it rather than parse the output again.
            let page = try ParsedPage(html: html, maximumSize: core.configuration.maximumHTMLSize, budget: core.configuration.parseBudget)
            let checked = try core.callInternal("composeCheck", [page.tree.makeValue(in: core)])
            guard let result = JSValueToObject(core.context, checked, nil) else {
                throw JSException(name: "ComposerError", message: "composeCheck gave no result")
            }
            guard JSValueToBoolean(core.context, core.property(result, "fixedPoint")) else {
                throw JSException(name: "ComposerError", message: "the composed document does not parse back to itself; nothing of it is rendered")
            }
            // `html` is null where the check left the output as composed.
            let repaired = core.optionalString(core.property(result, "html"))
            return Composition(
                html: repaired ?? html, removedCount: Int(JSValueToNumber(core.context, core.property(result, "removed"), nil)),
                mutationsRemoved: Int(JSValueToNumber(core.context, core.property(result, "mutations"), nil)),
                parsedPage: repaired == nil ? page : nil)
        }
    }
}
