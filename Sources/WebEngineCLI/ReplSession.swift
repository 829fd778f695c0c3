import Foundation
import JSRuntime
import PostContent
import WebEngineKit

/// What the REPL does with each line, apart from the terminal: evaluate JavaScript (awaiting
/// promises, continuing while a statement is incomplete) or run a dot command.
final class ReplSession: @unchecked Sendable {
    enum Outcome: Equatable {
        case output(String)
        case error(String)
        case needsMoreInput
        case exit
        case nothing
    }

    let engine: JSWebEngine
    let timeout: Duration
    private var pending = ""
    private var entryCount = 0

    init(engine: JSWebEngine, timeout: Duration) {
        self.engine = engine
        self.timeout = timeout
    }

    var isContinuing: Bool { !pending.isEmpty }

    /// Ctrl-C: forget a statement left open.
    func discardPendingInput() {
        pending = ""
    }

    static let help = """
        Type JavaScript to evaluate it in the page (promises are awaited, timers run;
        `await` works at the top level, and `const x = await f()` keeps x). `_` is the last
        value, `_error` the last error.
        Keys: Tab completes names (Tab on `document.bo`), Up/Down and Ctrl-R search history,
        Ctrl-C stops a running statement (twice on an empty line leaves), Ctrl-W deletes a
        word, Ctrl-U the line, Ctrl-L clears the screen, Ctrl-D on an empty line leaves.
        .load FILE       evaluate a script file
        .html FILE       load an HTML file as the page (its inline scripts run)
        .dom             print document.documentElement.outerHTML
        .render NAME     run a render strategy: post, email, or a strategy file
        .handlers        list the bridge's JS and native handlers
        .help            this help
        .exit            leave (Ctrl-D too)
        """

    func handle(_ line: String) async -> Outcome {
        if pending.isEmpty, line.trimmingCharacters(in: .whitespaces).hasPrefix(".") {
            return await command(line.trimmingCharacters(in: .whitespaces))
        }
        let source = pending.isEmpty ? line : pending + "\n" + line
        if source.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .nothing }
        if let error = await engine.runtime.syntaxError(in: source), Self.isIncomplete(error) {
            pending = source
            return .needsMoreInput
        }
        pending = ""
        return await evaluate(source)
    }

    /// JSC's messages for input that stops mid-statement.
    static func isIncomplete(_ error: JSException) -> Bool {
        error.name == "SyntaxError"
            && ["Unexpected end of script", "Unexpected EOF", "Unterminated template", "Unterminated multiline comment", "Multiline comment was not closed"].contains { error.message.contains($0) }
    }

    /// Top-level `await`, as Node's REPL allows it: a statement that only parses inside an async
    /// function runs in one, its value awaited. A declaration (`const z = await f()`) is
    /// declared first at the top level, so `z` exists on the next line, as in Node.
    private func withTopLevelAwait(_ source: String) async -> String {
        guard source.contains("await"), await engine.runtime.syntaxError(in: source) != nil else { return source }
        if let declaration = TopLevelDeclaration(source) {
            _ = try? await engine.runtime.evaluate(declaration.hoisted, sourceURL: "REPL")
            return "(async () => { \(declaration.assignment) })()"
        }
        let expression = "(async () => (\n\(source)\n))()"
        if await engine.runtime.syntaxError(in: expression) == nil { return expression }
        return "(async () => {\n\(source)\n})()"
    }

    /// Whether any line evaluated so far threw (piped input then exits 1).
    private(set) var hadError = false

    private func evaluate(_ source: String) async -> Outcome {
        entryCount += 1
        let source = await withTopLevelAwait(source)
        do {
            let reference = try await engine.runtime.evaluateAndAwait(source, sourceURL: "REPL\(entryCount)", timeout: timeout)
            await engine.runtime.runUntilIdle(timeout: timeout)
            await engine.runtime.setGlobal("_", to: reference)
            await engine.runtime.clearInterruption()
            return .output(await engine.runtime.inspect(reference, quotingStrings: true))
        } catch {
            hadError = true
            let interrupted = await engine.runtime.clearInterruption()
            _ = try? await engine.runtime.evaluate("globalThis._error = Object.assign(new Error(\(JSValue.string(error.message).jsonText)), { name: \(JSValue.string(error.name ?? "Error").jsonText) })", sourceURL: "REPL")
            return .error(error.isTermination && interrupted ? "Script execution interrupted." : "Uncaught " + error.description)
        }
    }

    /// Tab completion: the names the expression before the cursor's last dot has (own and
    /// inherited), or the globals, that start with the word being typed.
    func completions(for line: String, cursor: Int) async -> [String] {
        let before = String(line.prefix(cursor))
        let chain = String(before.reversed().prefix { LineBuffer.isWordCharacter($0) }.reversed())
        guard !chain.isEmpty, !chain.first!.isNumber else { return [] }
        var parts = chain.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let prefix = parts.removeLast()
        // Only a plain chain of names is evaluated (getters may run, as in Node), never a call.
        guard parts.allSatisfy({ !$0.isEmpty }) else { return [] }
        let target = parts.isEmpty ? "null" : JSValue.string(parts.joined(separator: ".")).jsonText
        let script = """
            (() => { const prefix = \(JSValue.string(prefix).jsonText), expression = \(target); let object;
              try { object = expression === null ? globalThis : (0, eval)(expression); } catch (error) { return []; }
              if (object === null || object === undefined) return [];
              const names = new Set();
              for (let o = Object(object); o; o = Object.getPrototypeOf(o)) {
                for (const name of Object.getOwnPropertyNames(o)) if (name.startsWith(prefix) && /^[A-Za-z_$][\\w$]*$/.test(name) && !name.startsWith('__')) names.add(name);
              }
              return [...names].sort(); })()
            """
        guard case .array(let names) = (try? await engine.runtime.evaluate(script, sourceURL: "completion")) ?? .undefined else { return [] }
        return names.compactMap(\.stringValue)
    }

    private func command(_ line: String) async -> Outcome {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        switch parts[0] {
        case ".exit": return .exit
        case ".help": return .output(Self.help)
        case ".dom": return .output((try? await engine.runtime.serializedDocument()) ?? "")
        case ".handlers": return .output(await handlers())
        case ".load":
            guard let source = FileManager.default.contents(atPath: argument) else { return .error("cannot read \(argument)") }
            return await evaluateFile(String(decoding: source, as: UTF8.self), named: argument)
        case ".html":
            guard let data = FileManager.default.contents(atPath: argument) else { return .error("cannot read \(argument)") }
            return await loadPage(PageText.decode(data), named: argument)
        case ".render":
            return await render(argument.isEmpty ? "post" : argument)
        default:
            return .error("unknown command \(parts[0]); .help lists them")
        }
    }

    /// Loads HTML as the page (its inline scripts run); `name` is what its errors cite.
    func loadPage(_ html: String, named name: String) async -> Outcome {
        do {
            let url = name == "-" ? nil : URL(fileURLWithPath: name)
            try await engine.loadHTML(html, baseURL: url, scriptSourceName: name)
            return .output("loaded \(name)")
        } catch {
            return .error("\(error)")
        }
    }

    /// Evaluates a script file's text; `name` is what its errors cite.
    func evaluateFile(_ source: String, named name: String) async -> Outcome {
        do {
            let reference = try await engine.runtime.evaluateAndAwait(source, sourceURL: name, timeout: timeout)
            return .output(await engine.runtime.inspect(reference, quotingStrings: true))
        } catch {
            return .error(error.description)
        }
    }

    private func render(_ name: String) async -> Outcome {
        let strategy: RenderStrategy
        switch name {
        case "post", "email": strategy = ContentRenderStrategyFactory.builtIn(name)
        default:
            do {
                strategy = try RenderStrategy.load(contentsOf: URL(fileURLWithPath: name))
            } catch {
                return .error("\(error) (.render takes post, email, or a strategy file)")
            }
        }
        let report = await engine.render(with: strategy)
        return .output(StrategyFile.summary(of: report, strategy: strategy))
    }

    private func handlers() async -> String {
        let names = await engine.jsHandlerNames
        let native = await engine.nativeHandlerNames
        return "JS handlers: \(names.isEmpty ? "none" : names.sorted().joined(separator: ", "))\nnative handlers: \(native.sorted().joined(separator: ", "))"
    }
}
