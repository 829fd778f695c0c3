import ArgumentParser
import DOMShim
import Foundation
import JSRuntime
import Logging
import WebEngineKit
import PostContent
import WebKitEngine

/// `webengine run`: evaluate scripts in a fresh engine, let timers settle, print the result.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Load a page, evaluate scripts against its DOM, and print the result.",
        discussion: """
            The page (--html, or an empty document) loads first and its inline scripts run, \
            as in a web view. Then scripts run in the order given, mixing --script and \
            --eval. The value of the last one is printed as `node -p` prints it (strings as \
            they are, other values inspected), after its promise settles and timers and \
            microtasks have run out; with --dump-dom the page's HTML is printed instead.

            console.log, info and debug write to standard output; warn and error, and errors \
            thrown later in timers or promises, write to standard error as \
            `source:line:column: message`.

            With --strategy, the strategy's steps are called after the scripts, and rendering \
            completes once every step answered, failed or timed out. --format json prints the \
            report: html, steps (handler, status, response, error, durationMs), events, logs, \
            errors, contentHeight, timings. Native handlers scripts can call: imageTap, \
            linkTap, log, echo.

            Exit status: 0 done; 1 a script threw, or the last one's promise rejected or \
            never settled; 2 a script ran past --timeout; 64 a usage error; 65 a strategy file \
            that is not valid; 66 a page, script or strategy file could not be read.

            A corpus run (--html naming a folder or a quoted glob, --files-from, or any \
            corpus option): each page in a reused engine, the scripts and the strategy after \
            its load, a JSON line per page as `render`'s corpus runs write them \
            (docs/corpus.md).

            Examples:
              webengine run --eval '6*7'
              webengine run --eval 'new Promise(r => setTimeout(() => r("late"), 20))'
              webengine run --script helpers.js --eval 'render(document)' --timeout 2
              webengine run --html post.html --eval 'document.title'
              webengine run --html post.html --script resize.js --dump-dom
              webengine run --html post.html --script handlers.js --strategy post.json --format json
              webengine run --html pages/ --script handlers.js --strategy post.json --out runs/main
            """
    )

    @Option(help: ArgumentHelp("An HTML file to load as the page before any script runs (- for standard input).", valueName: "file"))
    var html: String?

    @Option(help: ArgumentHelp("The page's encoding, as HTTP's charset gives it (shift_jis, euc-kr, windows-1251, ...); a byte order mark still wins, and without it the page's <meta charset> decides, then UTF-8, then windows-1252.", valueName: "label"))
    var charset: String?

    @OptionGroup(title: "Resources (what the page loads, as the app serves it)") var served: ResourceOptions

    @Option(help: ArgumentHelp("The page's URL: location, document.URL, relative links and postMessage's origin (default: the --html file's URL, or about:blank).", valueName: "url"))
    var url: String?

    @Flag(name: .customLong("dump-dom"), help: "Print document.documentElement.outerHTML instead of the last value.")
    var dumpDOM = false

    @Option(help: ArgumentHelp("A render strategy file to run after the scripts (see docs/writing-strategies.md).", valueName: "file"))
    var strategy: String?

    @Option(help: ArgumentHelp("text (the last value, or the DOM with --dump-dom) or json (the whole report).", valueName: "format"))
    var format: OutputFormat = .text

    @Option(name: .customLong("script"), help: ArgumentHelp("A JavaScript file to evaluate (- for standard input); repeatable.", valueName: "file"))
    var scriptFiles: [String] = []

    @Option(name: [.customLong("eval"), .customShort("e")], help: ArgumentHelp("JavaScript source to evaluate; repeatable.", valueName: "js"))
    var inlineScripts: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Seconds of CPU time any one script may run, and the longest wait for its promise and for timers.",
        valueName: "seconds"))
    var timeout: Double = 5

    @Option(help: ArgumentHelp("fast (JavaScriptCore with this package's DOM) or webkit (real WebKit, in a helper process).", valueName: "engine"))
    var engine: EngineKind = .fast

    @OptionGroup(title: "Corpus runs (--html naming a folder or a quoted glob, or --files-from)") var corpus: CorpusOptions

    private var isCorpusRun: Bool { corpus.asksForCorpus || html.map { CorpusDocuments.namesCorpus([$0]) } == true }

    func validate() throws {
        try PageText.validate(charset: charset)
        if engine == .webkit, served.servesWeb {
            throw ValidationError("--resources, --har and --read-access serve the fast engine's pages; on WebKit, serve an app's own scheme with --scheme NAME=DIR (WebKitGTK serves no http, https or file loads from an app).")
        }
        if isCorpusRun {
            if html == nil, corpus.filesFrom == nil { throw ValidationError("A corpus run needs its pages: --html DIR (or a quoted glob), or --files-from LIST.") }
            if dumpDOM || format == .json { throw ValidationError("A corpus run writes a JSON line per page (and the pages' HTML with --out DIR); --dump-dom and --format json print one page.") }
            if corpus.screenshots, engine != .webkit { throw ValidationError("--screenshots needs --engine webkit (the fast engine lays out no pixels).") }
            if html == "-" { throw ValidationError("A corpus run reads files; give --files-from - to read a list of files from standard input.") }
        }
        guard timeout.isFinite, timeout > 0 else {
            throw ValidationError("--timeout takes a positive number of seconds, like 2 or 0.5; got \(timeout.formattedNumber).")
        }
        if let url, URL(string: url)?.scheme == nil {
            throw ValidationError("--url needs an absolute URL, like https://blog.example/post/1.")
        }
        if dumpDOM, format == .json {
            throw ValidationError("--dump-dom and --format json are two outputs: choose one (the JSON report includes the HTML).")
        }
        guard html != nil || dumpDOM || strategy != nil || format == .json || !scriptFiles.isEmpty || !inlineScripts.isEmpty else {
            throw ValidationError("Nothing to run: give --html FILE, --eval JS or --script FILE (the last two repeatable).")
        }
    }

    func run() async throws {
        let sources = try loadSources()
        let renderStrategy = try loadStrategy()
        if isCorpusRun {
            try await runCorpus(sources, strategy: renderStrategy ?? RenderStrategy(name: "none", timeout: timeout, steps: []))
            return
        }
        if engine == .webkit {
            try await WebKitRun(command: self).run(sources, strategy: renderStrategy)
            return
        }
        let limit = Duration.milliseconds(Int64(timeout * 1000))
        // The page is read and parsed on another thread while JavaScriptCore starts and
        // compiles the DOM: neither needs the other.
        async let page = Self.readPage(html, charset: charset)
        let engine = try await JSWebEngine(configuration: makeConfiguration(limit: limit))
        KeptUntilExit.keep(engine)
        let runtime = engine.runtime
        await CommandHandlers.register(on: engine, echoingLogs: format == .text)
        await serveResources(on: engine)
        let watchdog = Watchdog(grace: limit * 2 + .seconds(2) + .milliseconds(Int64((renderStrategy?.timeout ?? 0) * 2000)))
        try await load(try await page, into: engine)

        // A script that throws stops only itself, as in a web view: the error is reported, the
        // later scripts and the strategy still run, the output is still printed, and the exit
        // status says so at the end (2 if a script was stopped by the time limit).
        var result: JSReference?
        var failure: ExitCode?
        for (index, source) in sources.enumerated() {
            // (The app's scripts, as WKWebView's evaluateJavaScript runs them: user gestures.)
            await runtime.grantUserActivation()
            do {
                if index == sources.count - 1 {
                    result = try await watchdog.guarding("evaluating \(source.name)") {
                        try await runtime.evaluateAndAwait(source.code, sourceURL: source.name, timeout: limit)
                    }
                } else {
                    _ = try await watchdog.guarding("evaluating \(source.name)") {
                        try await runtime.evaluateReference(source.code, sourceURL: source.name)
                    }
                }
            } catch let error as JSException {
                Terminal.writeError(error.location == nil ? "\(source.name): \(error.summary)" : "\(error)")
                failure = error.isTermination ? ExitCode(2) : failure ?? ExitCode(1)
            }
        }
        try await printOutput(of: engine, result: result, strategy: renderStrategy, limit: limit, watchdog: watchdog)
        if let failure { throw failure }
    }

    /// Each page of the corpus in a reused engine: loaded (its own scripts run), the sources
    /// evaluated, the strategy rendered; a JSON line per page (docs/corpus.md).
    private func runCorpus(_ sources: [ScriptSource], strategy: RenderStrategy) async throws {
        let limit = Duration.milliseconds(Int64(timeout * 1000))
        var configuration = JSRuntime.Configuration()
        configuration.name = "webengine-run"
        configuration.executionTimeLimit = limit
        configuration.logger = Logger(label: "webengine.js") { _ in SwiftLogNoOpLogHandler() }
        let kind = engine, pageURL = url.flatMap(URL.init(string:)), ownHelper = corpus.engineCount > 1, command = self
        var rendering = CorpusRendering(engine: kind, maximumHTMLSize: configuration.maximumHTMLSize) { [configuration] in
            let engine: any BridgedWebEngine
            if kind == .webkit {
                let webkit = try await WebKitEngine(scriptTimeout: limit, ownHelper: ownHelper)
                try await command.serveSchemes(on: webkit)
                engine = webkit
            } else {
                let fast = try await JSWebEngine(configuration: configuration)
                await command.serveResources(on: fast)
                engine = fast
            }
            await CommandHandlers.register(on: engine, echoingLogs: false)
            return PageDocumentRenderer(engine: engine, sources: sources, strategy: strategy, pageURL: pageURL, width: JSWebEngine.defaultViewportWidth)
        }
        rendering.charset = charset
        try await CorpusCommandRun(inputs: html.map { [$0] } ?? [], corpus: corpus, rendering: rendering, strategy: self.strategy ?? "none").run()
    }

    func serveResources(on engine: JSWebEngine) async {
        for (scheme, handler) in served.handlers { await engine.setURLSchemeHandler(handler, forURLScheme: scheme) }
    }

    /// --scheme on the WebKit engine: real WebKit scheme handlers in its helper.
    func serveSchemes(on engine: WebKitEngine) async throws {
        for (scheme, handler) in served.handlers { try await engine.setURLSchemeHandler(handler, forURLScheme: scheme) }
    }

    /// The last value, the DOM, or the report, after the strategy and timers ran.
    private func printOutput(of engine: JSWebEngine, result: JSReference?, strategy renderStrategy: RenderStrategy?, limit: Duration, watchdog: Watchdog) async throws {
        let runtime = engine.runtime

        if format == .json || renderStrategy != nil {
            let strategy = renderStrategy ?? RenderStrategy(name: "none", timeout: timeout, steps: [])
            let report = await watchdog.guarding("rendering \(strategy.name)") { await engine.render(with: strategy) }
            if format == .json {
                Terminal.write(try await ReportJSON.encode(report, from: engine))
                return
            }
            // In text, the strategy's outcome (the DOM with --dump-dom, a script's value, follow).
            if !dumpDOM { Terminal.write(StrategyFile.summary(of: report, strategy: strategy)) }
        } else {
            let outcome = await watchdog.guarding("waiting for timers") { await runtime.runUntilIdle(timeout: limit) }
            if case .deadlineReached(let pending) = outcome {
                Terminal.writeError("webengine: stopped waiting after \(limit.formatted) with \(pending) timer(s) still pending")
            }
        }
        if dumpDOM {
            Terminal.write(try await runtime.serializedDocument())
        } else if let result {
            Terminal.write(await runtime.inspect(result))
        }
    }

    /// Reads and parses --html (nil without one).
    private static func readPage(_ path: String?, charset: String?) throws -> (page: ParsedPage, encoding: PageEncoding)? {
        guard let path else { return nil }
        let data = try InputFile(path: path, role: "page").read()
        do {
            let (text, encoding) = PageEncoding.decode(data, declared: charset)
            return (try ParsedPage(html: text), encoding)
        } catch {
            Terminal.writeError("\(path): \(error.summary)")
            throw ExitCode(1)
        }
    }

    /// Loads --html, or an empty document; errors in the page's own scripts are reported and
    /// the run goes on, as a web view would.
    private func load(_ read: (page: ParsedPage, encoding: PageEncoding)?, into engine: JSWebEngine) async throws {
        let pageURL = url.flatMap(URL.init(string:))
        guard let html, let (page, encoding) = read else {
            try await engine.loadHTML("", baseURL: pageURL)
            return
        }
        let fileURL = InputFile(path: html, role: "page").readsStandardInput ? nil : URL(fileURLWithPath: html).standardizedFileURL
        do {
            try await engine.runtime.setNextCharacterSet(encoding.name)
            try await engine.loadHTML(page, baseURL: pageURL ?? fileURL, scriptSourceName: html)
        } catch let error as JSException {
            Terminal.writeError("\(html): \(error.summary)")
            throw ExitCode(1)
        }
    }

    private func loadStrategy() throws -> RenderStrategy? {
        try strategy.map { try StrategyFile.load($0) }
    }

    private func loadSources() throws -> [ScriptSource] {
        let order = ScriptSource.order(in: Array(CommandLine.arguments.dropFirst()), fileCount: scriptFiles.count, inlineCount: inlineScripts.count)
        return try ScriptSource.sources(files: scriptFiles, inline: inlineScripts, order: order) { path in
            try InputFile(path: path, role: "script").readText()
        }
    }

    private func makeConfiguration(limit: Duration) -> JSRuntime.Configuration {
        let echoConsole = format == .text
        var configuration = JSRuntime.Configuration()
        configuration.name = "webengine-run"
        configuration.executionTimeLimit = limit
        // The command prints console output and errors itself, as they happen.
        configuration.logger = Logger(label: "webengine.js") { _ in SwiftLogNoOpLogHandler() }
        configuration.onConsoleMessage = { message in
            guard echoConsole else { return }  // in JSON it is part of the report's logs
            switch message.level {
            case .log, .info, .debug: Terminal.write(message.text)
            case .warn, .error: Terminal.writeError(message.text)
            }
        }
        configuration.onUncaughtError = { Terminal.writeError("\($0)") }
        return configuration
    }
}

extension Double {
    /// As typed: `-5`, not `-5.0`.
    var formattedNumber: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

extension Duration {
    var formatted: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
