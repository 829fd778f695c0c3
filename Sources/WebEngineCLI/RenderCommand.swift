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

            Exit status: 0 done (the report tells each step's outcome); 3 the content was \
            refused for exceeding a parse budget (nodes, attributes, transfer size, parse \
            time: the message and, with --format json, the report's "refused" say which); \
            64 a usage error; 65 an invalid strategy file; 66 an unreadable input, strategy \
            or scripts folder; 1 the content could not be rendered.

            Examples:
              webengine render post.html
              webengine render message.html --strategy email --format json
              curl -s https://blog.example/post | webengine render - --base-url https://blog.example/post
            """
    )

    @OptionGroup var options: RenderOptions

    @Option(help: ArgumentHelp("html (the rendered document) or json (the whole report).", valueName: "format"))
    var format: RenderFormat = .html

    @Option(help: ArgumentHelp("Write the result to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("fast (JavaScriptCore with this package's DOM) or webkit (real WebKit: real layout and content size).", valueName: "engine"))
    var engine: EngineKind = .fast

    func run() async throws {
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
