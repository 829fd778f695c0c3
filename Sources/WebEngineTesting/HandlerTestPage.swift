import DOMShim
import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import WebKitEngine

/// A page to test your own JS handlers against, in a few lines of XCTest: load HTML and your
/// scripts, call a handler and await its reply, query the DOM, tap elements, check the calls
/// your JS made to native code. Time is virtual: timers fire when the page waits for them or
/// when you advance it, never by sleeping. With `configuration.engine = .webkit` the same test
/// runs in real WebKit, where time is the wall clock's.
///
/// ```swift
/// let page = try await HandlerTestPage(html: "<img src=a.png width=800>", scripts: [handlersJS])
/// let reply = try await page.call("resizeImages", data: ["maxWidth": 320])
/// XCTAssertEqual(reply["logDescription"], "resized 1 images")
/// XCTAssertEqual(try await page.attribute("style", of: "img"), "max-width: 100%; height: auto;")
/// ```
public final class HandlerTestPage: Sendable {
    /// The engine the page runs on: the fast engine, or WebKit (``Configuration/engine``).
    public let engine: any BridgedWebEngine
    public let configuration: Configuration
    private let taps = TapRecorder()
    private let created = ContinuousClock.now

    /// The fast engine, when the page runs on it: its runtime has the page's virtual clock.
    public var fastEngine: JSWebEngine? { engine as? JSWebEngine }

    /// - Parameters:
    ///   - html: the page.
    ///   - scripts: JavaScript sources run once the page has loaded, as an app evaluates its
    ///     handler scripts when its web view finished loading (register your handlers here).
    ///     Errors name them `script-1.js`, `script-2.js`, …
    ///   - configuration: base URL, environment, time limits, logging.
    public convenience init(html: String, scripts: [String] = [], configuration: Configuration = Configuration()) async throws {
        let named = scripts.enumerated().map { (name: "script-\($0.offset + 1).js", source: $0.element) }
        try await self.init(html: html, namedScripts: named, configuration: configuration)
    }

    /// Script files instead of sources; errors name each file as its URL was written
    /// (`URL(fileURLWithPath: "Web/handlers.js")` is `Web/handlers.js`).
    public convenience init(html: String, scriptFiles: [URL], configuration: Configuration = Configuration()) async throws {
        let named = try scriptFiles.map { (name: $0.isFileURL ? $0.relativePath : $0.absoluteString, source: try String(contentsOf: $0, encoding: .utf8)) }
        try await self.init(html: html, namedScripts: named, configuration: configuration)
    }

    /// The form before ``Configuration``: `environment` runs both built-in environment scripts.
    public convenience init(
        html: String, baseURL: URL?, scripts: [String] = [], environment: Bool = true
    ) async throws {
        var configuration = Configuration()
        configuration.baseURL = baseURL
        configuration.environment = environment ? Set(EnvironmentScript.allCases) : []
        try await self.init(html: html, scripts: scripts, configuration: configuration)
    }

    private init(html: String, namedScripts: [(name: String, source: String)], configuration: Configuration) async throws {
        self.configuration = configuration
        switch configuration.engine {
        case .fast:
            let fast = try await JSWebEngine(configuration: configuration.runtime)
            for (scheme, handler) in configuration.urlSchemeHandlers { await fast.setURLSchemeHandler(handler, forURLScheme: scheme) }
            engine = fast
        case .webkit:
            let webkit = try await WebKitEngine(scriptTimeout: configuration.executionTimeLimit)
            // Real WebKit scheme handlers: an app's own schemes (http, https and file throw).
            for (scheme, handler) in configuration.urlSchemeHandlers { try await webkit.setURLSchemeHandler(handler, forURLScheme: scheme) }
            engine = webkit
        }
        engine.presentationDelegate = taps
        // As an app sets up its web view: the environment as user scripts injected at
        // document start, then the page, then its handler scripts (the bridge is there by then).
        for script in EnvironmentScript.allCases where configuration.environment.contains(script) {
            try await engine.addUserScript(EmbeddedScripts.source("environment/\(script.rawValue)") ?? "", name: "webengine://environment/\(script.rawValue)")
        }
        try await engine.loadHTML(html, baseURL: configuration.baseURL)
        for script in namedScripts {
            try await engine.executeScript(script.source, sourceURL: script.name)
        }
    }

    // MARK: Calling handlers

    /// Calls a JS handler through the bridge and returns its reply; throws ``BridgeError`` if
    /// it has no handler or fails, or with `.timedOut` when `timeout` of page time passes
    /// without an answer (default: the configuration's `callTimeout`), or at once when nothing
    /// left in the page could answer: neither case waits on the wall clock.
    @discardableResult
    public func call(_ handler: String, data: JSValue = .undefined, timeout: Duration? = nil) async throws -> JSValue {
        try await engine.callHandler(handler, data: data, timeout: timeout ?? configuration.callTimeout)
    }

    /// Calls a JS handler with any `Encodable` payload (a struct, `["maxWidth": width]`), sent
    /// as its JSON form with the keys in the encoder's order.
    @discardableResult
    public func call<Payload: Encodable>(_ handler: String, data: Payload, timeout: Duration? = nil) async throws -> JSValue {
        try await call(handler, data: JSValue(encoding: data), timeout: timeout)
    }

    /// Calls a JS handler and decodes its reply.
    public func call<Payload: Encodable, Reply: Decodable>(
        _ handler: String, data: Payload, replyAs type: Reply.Type, timeout: Duration? = nil
    ) async throws -> Reply {
        try await call(handler, data: JSValue(encoding: data), timeout: timeout).decode(Reply.self)
    }

    /// Answers your JS's calls to a native handler with `reply` (calls are recorded either way).
    public func stubNativeHandler(_ name: String, reply: @escaping @Sendable (JSValue) throws -> JSValue = { _ in .null }) async {
        await engine.registerHandler(name, .immediate(reply))
    }

    /// Every call your JS made to native handlers, in order.
    public var nativeCalls: [RenderReport.Event] {
        get async { await engine.sessionRecord.events }
    }

    /// Runs a strategy as the app would, and returns the report.
    public func render(_ strategy: RenderStrategy) async -> RenderReport {
        await engine.render(with: strategy)
    }

    // MARK: The DOM

    /// Evaluates JavaScript in the page (a value without a JSON form comes back `.undefined`).
    @discardableResult
    public func evaluate(_ script: String) async throws -> JSValue {
        try await engine.executeScript(script)
    }

    /// The outer HTML of every element matching `selector`.
    public func html(of selector: String) async throws -> [String] {
        try await strings("Array.from(document.querySelectorAll(\(quoted(selector))), e => e.outerHTML)")
    }

    /// The text of the first element matching `selector` (nil when none matches).
    public func text(of selector: String) async throws -> String? {
        try await evaluate("document.querySelector(\(quoted(selector)))?.textContent ?? null").stringValue
    }

    /// An attribute of the first element matching `selector` (nil when absent).
    public func attribute(_ name: String, of selector: String) async throws -> String? {
        try await evaluate("document.querySelector(\(quoted(selector)))?.getAttribute(\(quoted(name))) ?? null").stringValue
    }

    public func count(of selector: String) async throws -> Int {
        Int(try await evaluate("document.querySelectorAll(\(quoted(selector))).length").numberValue ?? 0)
    }

    /// `document.documentElement.outerHTML`.
    public var documentHTML: String {
        get async throws {
            if let fastEngine { return try await fastEngine.runtime.serializedDocument() }
            return try await evaluate("document.documentElement.outerHTML").stringValue ?? ""
        }
    }

    // MARK: Taps and time

    /// Clicks the first element matching `selector`, as a tap would.
    public func tap(_ selector: String) async throws {
        let found = try await evaluate("(() => { const e = document.querySelector(\(quoted(selector))); if (!e) return false; e.click(); return true })()")
        guard found == true else { throw JSException(name: "NotFoundError", message: "no element matches \(selector)") }
        if let fastEngine { await fastEngine.runtime.run() } else { try? await Task.sleep(for: .milliseconds(20)) }
        // The delegate hears of taps on the main queue, in order: let it catch up.
        await MainActor.run {}
    }

    /// Links and images tapped so far (what reached the presentation delegate).
    public var tappedLinks: [URL] { taps.links }
    public var tappedImages: [URL] { taps.images }

    /// Moves virtual time forward, firing every timer that falls due (on WebKit: waits that
    /// long, as its time is real).
    public func advanceTime(by duration: Duration) async {
        if let fastEngine { await fastEngine.runtime.advanceTime(by: duration) } else { try? await Task.sleep(for: duration) }
    }

    /// The page's clock: virtual time on the fast engine, time since the page was made on WebKit.
    public var now: Duration {
        get async {
            if let fastEngine { return await fastEngine.runtime.now }
            return ContinuousClock.now - created
        }
    }

    /// Console output so far.
    public var consoleMessages: [ConsoleMessage] {
        get async {
            if let fastEngine { return await fastEngine.runtime.consoleMessages }
            return await engine.sessionRecord.logs.map { ConsoleMessage(level: .log, text: $0) }
        }
    }

    /// Errors nobody caught so far.
    public var uncaughtErrors: [UncaughtError] {
        get async {
            if let fastEngine { return await fastEngine.runtime.uncaughtErrors }
            return await engine.sessionRecord.errors.map {
                UncaughtError(origin: .pageScript, exception: JSException(message: $0.message, sourceURL: $0.source, line: $0.line, column: $0.column))
            }
        }
    }

    private func strings(_ script: String) async throws -> [String] {
        guard case .array(let values) = try await evaluate(script) else { return [] }
        return values.compactMap(\.stringValue)
    }

    private func quoted(_ text: String) -> String { JSValue.string(text).jsonText }
}

import EmbeddedScripts
