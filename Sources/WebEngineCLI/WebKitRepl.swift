import ArgumentParser
import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import WebKitEngine

/// `repl --engine webkit`: statements evaluated in a real WebKit view, one line at a time.
/// Each line runs as a classic script (its `let` and `const` stay for later lines); a line with
/// `await` runs as an async function's body and prints the awaited value. Values print as JSON
/// (strings as they are); `.dom` prints the document, `.exit` leaves.
struct WebKitRepl {
    let html: String?
    let htmlName: String
    let scripts: [(name: String, source: String)]

    func run() async throws {
        let engine: WebKitEngine
        do {
            engine = try await WebKitEngine()
        } catch {
            Terminal.writeError("webengine: cannot start the WebKit engine: \(error)")
            throw ExitCode(1)
        }
        await CommandHandlers.register(on: engine, echoingLogs: false)
        for script in JSScriptProvider().obtainScriptsForPostEnvironmentSetup() { try await engine.addUserScript(script) }
        let baseURL = html == nil ? nil : URL(fileURLWithPath: htmlName).standardizedFileURL
        try await engine.loadHTML(html ?? "", baseURL: baseURL)
        var hadError = false
        for script in scripts where !(await evaluate(script.source, named: script.name, on: engine, printing: false)) { hadError = true }
        let interactive = isatty(STDIN_FILENO) != 0
        if interactive { Terminal.write("webengine (WebKit) — .dom prints the document, .exit or Ctrl-D leaves") }
        var entry = 0
        while true {
            if interactive { FileHandle.standardOutput.write(Data("> ".utf8)) }
            guard let line = Swift.readLine(strippingNewline: true) else { break }
            let statement = line.trimmingCharacters(in: .whitespaces)
            if statement.isEmpty { continue }
            if statement == ".exit" { break }
            if statement == ".dom" {
                Terminal.write((try? await engine.executeScript("document.documentElement.outerHTML", sourceURL: "REPL"))?.stringValue ?? "")
                continue
            }
            entry += 1
            if !(await evaluate(statement, named: "REPL\(entry)", on: engine, printing: true)) { hadError = true }
        }
        if hadError, !interactive { throw ExitCode(1) }
    }

    /// A line with `await`: as an expression whose value is awaited, else as statements.
    private func awaiting(_ source: String, on engine: WebKitEngine) async throws -> JSValue {
        do {
            return try await engine.callAsyncJavaScript("return (\(source)\n);")
        } catch let error as JSException where error.name == "SyntaxError" {
            return try await engine.callAsyncJavaScript(source)
        }
    }

    /// Evaluates and prints; false when it threw.
    private func evaluate(_ source: String, named name: String, on engine: WebKitEngine, printing: Bool) async -> Bool {
        let logged = await engine.sessionRecord.logs.count
        do {
            let value = source.contains("await") ? try await awaiting(source, on: engine) : try await engine.executeScript(source, sourceURL: name)
            for line in await engine.sessionRecord.logs.dropFirst(logged) { Terminal.write(line) }
            if printing { Terminal.write(value == .undefined ? "undefined" : value.jsonText) }
            return true
        } catch {
            for line in await engine.sessionRecord.logs.dropFirst(logged) { Terminal.write(line) }
            Terminal.writeError("Uncaught \(error)")
            return false
        }
    }
}
