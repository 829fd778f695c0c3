import ArgumentParser
import Foundation
import JSRuntime
import Logging
import PostContent
import WebEngineKit

/// What `render` and `compare` share: the content, the strategy and handler scripts, the
/// sanitizer's policy, the viewport and the time limit.
struct RenderOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The HTML to render, or - for standard input; several files, folders or quoted globs ('mail/**/*.html') make a corpus run.", valueName: "file"))
    var inputs: [String] = []

    /// The one page of a single render.
    var input: String { inputs.first ?? "-" }

    @Option(help: ArgumentHelp("post, email, or a strategy file.", valueName: "strategy"))
    var strategy = "post"

    @Option(help: ArgumentHelp("A folder of .js handler scripts to run after the built-in ones.", valueName: "dir"))
    var scripts: String?

    @Option(name: .customLong("base-url"), help: ArgumentHelp("The URL relative links resolve against.", valueName: "url"))
    var baseURL: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The viewport width for the content height, in CSS pixels.", valueName: "px"))
    var width: Double = JSWebEngine.defaultViewportWidth

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds of CPU time any one script may run.", valueName: "seconds"))
    var timeout: Double = 5

    @Option(name: .customLong("embed-host"), help: ArgumentHelp("A host whose pages may stay embedded over https (repeat it; replaces the default list; 'none' for no embeds).", valueName: "host"))
    var embedHosts: [String] = []

    @Option(name: .customLong("remote-images"), help: ArgumentHelp("keep or block images from the network.", valueName: "policy"))
    var remoteImages: SanitizerPolicy.RemoteImages = .keep

    @Option(name: .customLong("tracking-pixels"), help: ArgumentHelp("remove or keep images of 1 px or less, or hidden.", valueName: "policy"))
    var trackingPixels: SanitizerPolicy.TrackingPixels = .remove

    @Flag(name: .customLong("allow-fixed-position"), help: "Keep position: fixed and sticky in the content's CSS.")
    var allowFixedPosition = false

    @OptionGroup(title: "Resources (what the content loads, as the app serves it)") var served: ResourceOptions

    @Option(help: ArgumentHelp("The content's encoding, as a MIME part's or HTTP's charset gives it (shift_jis, euc-kr, windows-1251, ...); a byte order mark still wins, and without it the page's <meta charset> decides, then UTF-8, then windows-1252.", valueName: "label"))
    var charset: String?

    func validate() throws {
        try PageText.validate(charset: charset)
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

    /// The module's configuration for these options, on `engine`.
    func configuration(engine: EngineKind) throws -> PostContentAssembly.Configuration {
        var configuration = PostContentAssembly.Configuration()
        configuration.strategy = try strategyKind()
        configuration.scripts = try handlerScripts()
        configuration.composer.baseURL = baseURL.flatMap(URL.init(string:))
        configuration.composer.policy = sanitizerPolicy()
        configuration.viewportWidth = width
        configuration.engine = engine
        configuration.urlSchemeHandlers = served.handlers
        configuration.runtime.executionTimeLimit = .milliseconds(Int64(timeout * 1000))
        configuration.runtime.logger = Logger(label: "webengine.js") { _ in SwiftLogNoOpLogHandler() }
        configuration.runtime.onUncaughtError = { Terminal.writeError("\($0)") }
        return configuration
    }

    private func sanitizerPolicy() -> SanitizerPolicy {
        SanitizerPolicy(
            embedHosts: embedHosts.isEmpty ? SanitizerPolicy.defaultEmbedHosts : embedHosts.filter { $0 != "none" },
            remoteImages: remoteImages, trackingPixels: trackingPixels, neutralizeFixedPosition: !allowFixedPosition)
    }

    func readInput() throws -> String {
        PageText.decode(try InputFile(path: input, role: "page").read(), charset: charset)
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

}
