import ArgumentParser
import Foundation
import JSRuntime
import Logging
import PostContent
import WebEngineKit

/// `webengine repl`: the engine with the DOM, the bridge and the command's handlers, one
/// statement at a time.
struct ReplCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Evaluate JavaScript against a page interactively, or line by line from a pipe.",
        discussion: """
            On a terminal: line editing and history (kept in ~/.webengine_history); a \
            statement left open continues on the next line. Piped standard input is read \
            line by line and each value printed. Values print readably: strings quoted, \
            objects inspected, DOM nodes as short HTML; errors with their location.

            \(ReplSession.help)

            Examples:
              webengine repl --html post.html
              echo 'document.title' | webengine repl --html post.html
            """
    )

    @Option(help: ArgumentHelp("An HTML file to load as the page.", valueName: "file"))
    var html: String?

    @Option(name: .customLong("script"), help: ArgumentHelp("A JavaScript file to evaluate first; repeatable.", valueName: "file"))
    var scripts: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds of CPU time any one statement may run, and the longest wait for its promise and timers.", valueName: "seconds"))
    var timeout: Double = 5

    func validate() throws {
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout takes a positive number of seconds; got \(timeout.formattedNumber).") }
    }

    func run() async throws {
        // Files first: a missing one is an error before the session starts, not an empty page.
        let page = try html.map { PageText.decode(try InputFile(path: $0, role: "page").read()) }
        let scriptSources = try scripts.map { (name: $0, source: try InputFile(path: $0, role: "script").readText()) }
        let limit = Duration.milliseconds(Int64(timeout * 1000))
        var configuration = JSRuntime.Configuration()
        configuration.name = "webengine-repl"
        configuration.executionTimeLimit = limit
        configuration.logger = Logger(label: "webengine.js") { _ in SwiftLogNoOpLogHandler() }
        configuration.onConsoleMessage = { message in
            message.level == .warn || message.level == .error ? Terminal.writeError(message.text) : Terminal.write(message.text)
        }
        configuration.onUncaughtError = { Terminal.writeError("\($0)") }
        let engine = try await JSWebEngine(configuration: configuration)
        await CommandHandlers.register(on: engine, echoingLogs: true)
        // The environment and strategy handlers the render command uses, so `.render post` works.
        for script in JSScriptProvider().obtainScriptsForPostEnvironmentSetup() { try await engine.addUserScript(script) }
        let session = ReplSession(engine: engine, timeout: limit)
        if let page { report(await session.loadPage(page, named: html ?? "-"), quietly: true) }
        else { try await engine.loadHTML("", baseURL: nil) }
        for script in scriptSources { report(await session.evaluateFile(script.source, named: script.name), quietly: true) }

        if isatty(STDIN_FILENO) != 0 {
            try await interactive(session)
        } else {
            await piped(session)
        }
    }

    private func interactive(_ session: ReplSession) async throws {
        Terminal.write("webengine \(WebEngineCommand.configuration.version) — .help for commands, .exit or Ctrl-D to leave")
        let history = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".webengine_history")
        let editor = LineEditor(historyFile: history)
        while true {
            switch editor.readLine(prompt: session.isContinuing ? "... " : "> ") {
            case .endOfInput: return
            case .interrupted: session.discardPendingInput()
            case .line(let line):
                if report(await session.handle(line), quietly: false) { return }
            }
        }
    }

    private func piped(_ session: ReplSession) async {
        while let line = Swift.readLine(strippingNewline: true) {
            if report(await session.handle(line), quietly: false) { return }
        }
    }

    /// Prints an outcome; true when the session should end.
    @discardableResult
    private func report(_ outcome: ReplSession.Outcome, quietly: Bool) -> Bool {
        switch outcome {
        case .output(let text): if !quietly { Terminal.write(text) }
        case .error(let text): Terminal.writeError(text)
        case .exit: return true
        case .needsMoreInput, .nothing: break
        }
        return false
    }
}
