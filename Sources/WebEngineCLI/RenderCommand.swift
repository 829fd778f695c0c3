import ArgumentParser
import Foundation
import JSRuntime
import Logging
import PostContent
import WebEngineKit
import WebKitEngine

/// `webengine render`: the article's whole flow (the PostContent module) on a post or an e-mail.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a post or an e-mail as the app would, and print the result.",
        discussion: """
            The content is untrusted: the composer removes scripts, event handler \
            attributes, javascript: URLs and other active content, and wraps what is left in \
            a valid document (charset, viewport, base URL, the app's CSS). Then the \
            environment-setup scripts (image taps, log forwarding, the strategy handlers) run, \
            the document loads, the strategy renders it, and the content height is measured.

            What the sanitizer keeps is an allowlist (docs/reliability.md); the policy \
            options widen or narrow it: embedded frames only from --embed-host hosts (the \
            default list is the common video hosts; any other frame becomes a link), remote \
            images kept or blocked (their URLs kept in data-remote-src), tracking pixels \
            removed or kept, position: fixed dropped unless --allow-fixed-position.

            Built-in strategies: post (resize images, absolutize and mark links, wrap embeds, \
            lazy images) and email (also drop tracking pixels, neutralize fixed table widths, \
            collapse quoted text). --scripts adds handler files of your own.

            A corpus run: several files, a folder (every .html, .htm and .xhtml file below \
            it), a quoted glob or --files-from render in one process, --jobs engines at once, \
            each document's record (path, outcome, steps, calls, navigations, errors, content \
            height, output SHA-256, timings) a JSON line on standard output or in --out's \
            results.jsonl, with the outputs in its documents/. A document that throws, hangs \
            or is refused fails alone; the summary counts each outcome. --baseline compares \
            with an earlier run's folder (docs/corpus.md).

            Exit status: 0 done (the report tells each step's outcome); 3 the content was \
            refused for exceeding a parse budget (nodes, attributes, transfer size, parse \
            time: the message and, with --format json, the report's "refused" say which); \
            64 a usage error; 65 an invalid strategy file; 66 an unreadable input, strategy \
            or scripts folder; 1 the content could not be rendered. A corpus run: 0 every \
            document rendered ok (with --baseline: none changed); 1 documents changed \
            against the baseline; 2 documents not ok (without --baseline).

            Examples:
              webengine render post.html
              webengine render message.html --strategy email --format json
              curl -s https://blog.example/post | webengine render - --base-url https://blog.example/post
              webengine render mail/ --strategy email --out runs/main
              webengine render mail/ --strategy email --scripts handlers/ --out runs/pr --baseline runs/main
              webengine render 'mail/**/*.html' --shard 2/8 --out runs/shard-2
            """
    )

    @OptionGroup var options: RenderOptions

    @Option(help: ArgumentHelp("html (the rendered document) or json (the whole report).", valueName: "format"))
    var format: RenderFormat = .html

    @Option(help: ArgumentHelp("Write the result to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("fast (JavaScriptCore with this package's DOM) or webkit (real WebKit: real layout and content size).", valueName: "engine"))
    var engine: EngineKind = .fast

    @OptionGroup(title: "Corpus runs") var corpus: CorpusOptions

    private var isCorpusRun: Bool { corpus.asksForCorpus || CorpusDocuments.namesCorpus(options.inputs) }

    func validate() throws {
        if engine == .webkit, options.served.servesWeb {
            throw ValidationError("--resources, --har and --read-access serve the fast engine's pages; on WebKit, serve an app's own scheme with --scheme NAME=DIR (WebKitGTK serves no http, https or file loads from an app).")
        }
        if options.inputs.isEmpty, corpus.filesFrom == nil { throw ValidationError("Missing expected argument '<file>': the HTML to render (- for standard input), or a corpus: files, folders, a glob or --files-from.") }
        guard isCorpusRun else { return }
        if options.inputs.contains("-") { throw ValidationError("A corpus run reads files; - (standard input) names one page: give --files-from - to read a list of files instead.") }
        if output != nil { throw ValidationError("--output writes one page; a corpus run writes its outputs into --out DIR.") }
        if corpus.screenshots, engine != .webkit { throw ValidationError("--screenshots needs --engine webkit (the fast engine lays out no pixels).") }
    }

    func run() async throws {
        if isCorpusRun {
            var configuration = try options.configuration(engine: engine)
            configuration.runtime.onUncaughtError = { _ in }  // each document's record lists its own
            configuration.ownWebKitHelper = corpus.engineCount > 1  // WebKit engines paint in parallel
            var rendering = CorpusRendering.module(configuration)
            rendering.charset = options.charset
            try await CorpusCommandRun(inputs: options.inputs, corpus: corpus, rendering: rendering, strategy: options.strategy).run()
            return
        }
        let html = try options.readInput()
        let configuration = try options.configuration(engine: engine)
        let input = options.input

        let module: PostContentModule
        do {
            module = try await PostContentAssembly.assemble(configuration)
        } catch {
            Terminal.writeError("webengine: cannot start the \(engine.displayName) engine: \(error)")
            throw ExitCode(1)
        }
        KeptUntilExit.keep(module)
        await CommandHandlers.register(on: module.engine, echoingLogs: false)
        let rendered: (contentHeight: Double, report: RenderReport)
        do {
            rendered = try await module.render(html)
        } catch let error as JSException where error.exceededBudget != nil {
            // Content over a parse budget is refused whole, and says which budget stopped it.
            Terminal.writeError("webengine: \(input) refused: \(error.message)")
            if format == .json {
                try write(#"{"refused":{"budget":\#(JSValue.string(error.exceededBudget?.rawValue ?? "").jsonText),"message":\#(JSValue.string(error.message).jsonText)}}"#)
            }
            throw ExitCode(3)
        } catch let error as WebKitEngineError {
            Terminal.writeError("webengine: cannot render \(input) on WebKit: \(error)")
            throw ExitCode(1)
        } catch {
            Terminal.writeError("webengine: cannot render \(input): \(error)")
            throw ExitCode(1)
        }
        var report = rendered.report
        report.contentHeight = rendered.contentHeight
        let text = format == .json ? try await ReportJSON.encode(report, from: module.engine) : "<!DOCTYPE html>" + report.html
        try write(text)
    }

    private func write(_ text: String) throws {
        guard let output else {
            Terminal.write(text)
            return
        }
        do {
            try (text + "\n").write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
            Terminal.writeError("webengine: cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(73)
        }
    }
}
