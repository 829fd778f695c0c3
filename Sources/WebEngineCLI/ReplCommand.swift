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
            On a terminal: line editing and history (kept in ~/.webengine_history), Tab \
            completion, Ctrl-R history search; a statement left open (a bracket, a string, a \
            comment) continues on the next line; Ctrl-C stops a running statement and keeps \
            the session. Piped standard input is read line by line and each value printed; \
            the exit status is 1 if any line threw. Values print as Node prints them: strings \
            quoted, objects inspected, promises with their state, DOM nodes as short HTML.

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

    @Option(help: ArgumentHelp("fast (JavaScriptCore with this package's DOM) or webkit (real WebKit, in a helper process).", valueName: "engine"))
    var engine: EngineKind = .fast

    func validate() throws {
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout takes a positive number of seconds; got \(timeout.formattedNumber).") }
    }

    func run() async throws {
        // Files first: a missing one is an error before the session starts, not an empty page.
        let page = try html.map { PageText.decode(try InputFile(path: $0, role: "page").read()) }
        let scriptSources = try scripts.map { (name: $0, source: try InputFile(path: $0, role: "script").readText()) }
        if engine == .webkit {
            try await WebKitRepl(html: page, htmlName: html ?? "-", scripts: scriptSources).run()
            return
        }
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
        // Console output is printed once, as it happens (above); the log-forwarding
        // environment's calls to `log` are not printed again.
        await CommandHandlers.register(on: engine, echoingLogs: false)
        // The environment and strategy handlers the render command uses, so `.render post` works.
        for script in JSScriptProvider().obtainScriptsForPostEnvironmentSetup() { try await engine.addUserScript(script) }
        let session = ReplSession(engine: engine, timeout: limit)
        if let page { report(await session.loadPage(page, named: html ?? "-"), quietly: true) }
        else { try await engine.loadHTML("", baseURL: nil) }
        for script in scriptSources { report(await session.evaluateFile(script.source, named: script.name), quietly: true) }

        if isatty(STDIN_FILENO) != 0 {
            try await interactive(session)
        } else {
            try await piped(session)
        }
    }

    private func interactive(_ session: ReplSession) async throws {
        Terminal.write("webengine \(WebEngineCommand.configuration.version) — .help for commands, .exit or Ctrl-D to leave")
        let history = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".webengine_history")
        let editor = LineEditor(historyFile: history)
        let interrupts = InterruptForwarder(to: session.engine.runtime)
        defer { editor.setMode(.original) }
        var interruptedAtPrompt = false
        while true {
            let input = await editor.readLine(prompt: session.isContinuing ? "... " : "> ") { line, cursor in
                await session.completions(for: line, cursor: cursor)
            }
            switch input {
            case .endOfInput: return
            case .interrupted:
                // As Node: Ctrl-C drops the line; on an empty one, twice in a row leaves.
                if interruptedAtPrompt { return }
                if session.isContinuing || !editor.lastLineWasEmpty {
                    session.discardPendingInput()
                } else {
                    interruptedAtPrompt = true
                    Terminal.write("(To exit, press Ctrl+C again or Ctrl+D or type .exit)")
                }
                continue
            case .line(let line):
                interruptedAtPrompt = false
                // While the line runs, Ctrl-C stops the script and the session goes on.
                editor.setMode(.running)
                let outcome = await interrupts.forwarding { await session.handle(line) }
                if report(outcome, quietly: false) { return }
            }
        }
    }

    private func piped(_ session: ReplSession) async throws {
        while let line = Swift.readLine(strippingNewline: true) {
            if report(await session.handle(line), quietly: false) { break }
        }
        // Like a script run: a pipe whose lines threw fails, so CI notices.
        if session.hadError { throw ExitCode(1) }
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
