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

    @Argument(help: ArgumentHelp("The HTML to render, or - for standard input.", valueName: "file"))
    var input: String

    @Option(help: ArgumentHelp("post, email, or a strategy file.", valueName: "strategy"))
    var strategy = "post"

    @Option(help: ArgumentHelp("A folder of .js handler scripts to run after the built-in ones.", valueName: "dir"))
    var scripts: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The URL relative links resolve against.", valueName: "url"))
    var baseURL: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The viewport width for the content height, in CSS pixels.", valueName: "px"))
    var width: Double = JSWebEngine.defaultViewportWidth

    @Option(help: ArgumentHelp("html (the rendered document) or json (the whole report).", valueName: "format"))
    var format: RenderFormat = .html

    @Option(help: ArgumentHelp("Write the result to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds of CPU time any one script may run.", valueName: "seconds"))
    var timeout: Double = 5

    @Option(name: .customLong("embed-host"), help: ArgumentHelp("A host whose pages may stay embedded over https (repeat it; replaces the default list; 'none' for no embeds).", valueName: "host"))
    var embedHosts: [String] = []

    @Option(name: .customLong("remote-images"), help: ArgumentHelp("keep or block images from the network.", valueName: "policy"))
    var remoteImages: SanitizerPolicy.RemoteImages = .keep

    @Option(name: .customLong("tracking-pixels"), help: ArgumentHelp("remove or keep images of 1 px or less, or hidden.", valueName: "policy"))
    var trackingPixels: SanitizerPolicy.TrackingPixels = .remove

    @Option(help: ArgumentHelp("fast (JavaScriptCore with this package's DOM) or webkit (real WebKit: real layout and content size).", valueName: "engine"))
    var engine: EngineKind = .fast

    @Flag(name: .customLong("allow-fixed-position"), help: "Keep position: fixed and sticky in the content's CSS.")
    var allowFixedPosition = false

    func validate() throws {
        guard width.isFinite, width >= 100, width <= 10_000 else { throw ValidationError("--width takes a width in CSS pixels between 100 and 10000; got \(width.formattedNumber).") }
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout takes a positive number of seconds; got \(timeout.formattedNumber).") }
        if let baseURL, URL(string: baseURL)?.scheme == nil { throw ValidationError("--base-url needs an absolute URL, like https://blog.example/post/1.") }
        if !["post", "email"].contains(strategy), !strategy.contains("."), !strategy.contains("/"), !FileManager.default.fileExists(atPath: strategy) {
            let suggestion = Spelling.nearest(to: strategy, in: ["post", "email"]).map { "; did you mean \($0)?" } ?? ""
            throw ValidationError("--strategy takes post, email, or a strategy file; '\(strategy)' is none of them\(suggestion)")
        }
        for host in embedHosts where host != "none" && (host.contains("/") || host.contains(":") || host.isEmpty) {
            throw ValidationError("--embed-host takes a host name, like www.youtube.com, not '\(host)'.")
        }
    }

    func run() async throws {
        let html = try readInput()
        var configuration = PostContentAssembly.Configuration()
        configuration.strategy = try strategyKind()
        configuration.scripts = try handlerScripts()
        configuration.composer.baseURL = baseURL.flatMap(URL.init(string:))
        configuration.composer.policy = sanitizerPolicy()
        configuration.viewportWidth = width
        configuration.engine = engine
        configuration.runtime.executionTimeLimit = .milliseconds(Int64(timeout * 1000))
        configuration.runtime.logger = Logger(label: "webengine.js") { _ in SwiftLogNoOpLogHandler() }
        configuration.runtime.onUncaughtError = { Terminal.writeError("\($0)") }

        let module: PostContentModule
        do {
            module = try await PostContentAssembly.assemble(configuration)
        } catch {
            Terminal.writeError("webengine: cannot start the \(engine.rawValue) engine: \(error)")
            throw ExitCode(1)
        }
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

    private func sanitizerPolicy() -> SanitizerPolicy {
        SanitizerPolicy(
            embedHosts: embedHosts.isEmpty ? SanitizerPolicy.defaultEmbedHosts : embedHosts.filter { $0 != "none" },
            remoteImages: remoteImages, trackingPixels: trackingPixels, neutralizeFixedPosition: !allowFixedPosition)
    }

    private func readInput() throws -> String {
        PageText.decode(try InputFile(path: input, role: "page").read())
    }

    private func strategyKind() throws -> ContentRenderStrategyFactory.Kind {
        switch strategy {
        case "post": return .post
        case "email": return .email
        default: return .custom(try StrategyFile.load(strategy))
        }
    }

    private func handlerScripts() throws -> JSScriptProvider {
        guard let scripts else { return JSScriptProvider() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: scripts, isDirectory: &isFolder), isFolder.boolValue else {
            Terminal.writeError("webengine: \(scripts) is not a folder; --scripts takes a folder of .js handler scripts")
            throw ExitCode(66)
        }
        do {
            return try JSScriptProvider(scriptsDirectory: URL(fileURLWithPath: scripts))
        } catch {
            Terminal.writeError("webengine: cannot read scripts folder \(scripts): \(error.localizedDescription)")
            throw ExitCode(66)
        }
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
