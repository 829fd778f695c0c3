import ArgumentParser
import Foundation
import JSRuntime
import WebEngineKit
import WebKitEngine

/// `run --engine webkit`: the same page, scripts and strategy in a real WebKit view. Time is
/// WebKit's own: timers run as they fall due, and the run waits for a zero-delay task after the
/// scripts rather than for the page to go idle (WebKit cannot be asked whether it is).
struct WebKitRun {
    let command: RunCommand

    func run(_ sources: [ScriptSource], strategy renderStrategy: RenderStrategy?) async throws {
        let engine: WebKitEngine
        do {
            engine = try await WebKitEngine(scriptTimeout: .milliseconds(Int64(command.timeout * 1000)))
        } catch {
            Terminal.writeError("webengine: cannot start the WebKit engine: \(error)")
            throw ExitCode(1)
        }
        await CommandHandlers.register(on: engine, echoingLogs: command.format == .text)
        do {
            try await command.serveSchemes(on: engine)
        } catch {
            Terminal.writeError("webengine: \(error)")
            throw ExitCode(1)
        }
        try await load(into: engine)
        var result: JSValue?
        var failure: ExitCode?
        for (index, source) in sources.enumerated() {
            do {
                result = index == sources.count - 1
                    ? try await engine.evaluateAndAwait(source.code, sourceURL: source.name)
                    : try await engine.executeScript(source.code, sourceURL: source.name)
            } catch let error as JSException {
                if index == sources.count - 1 { result = nil }
                Terminal.writeError(error.location == nil ? "\(source.name): \(error.summary)" : "\(error)")
                failure = error.isTermination ? ExitCode(2) : failure ?? ExitCode(1)
            }
        }
        if command.format == .json || renderStrategy != nil {
            let strategy = renderStrategy ?? RenderStrategy(name: "none", timeout: command.timeout, steps: [])
            let report = await engine.render(with: strategy)
            if command.format == .json {
                Terminal.write(try await ReportJSON.encode(report, from: engine))
                if let failure { throw failure }
                return
            }
            if !command.dumpDOM { Terminal.write(StrategyFile.summary(of: report, strategy: strategy)) }
        } else {
            _ = try? await engine.executeScript("new Promise((resolve) => setTimeout(resolve, 0)) && undefined", sourceURL: "webengine://settle")
        }
        if command.format == .text {
            for line in await engine.sessionRecord.logs { Terminal.write(line) }
        }
        if command.dumpDOM {
            Terminal.write((try? await engine.executeScript("document.documentElement.outerHTML", sourceURL: "webengine://dump"))?.stringValue ?? "")
        } else if let result {
            Terminal.write(result.stringValue ?? (result == .undefined ? "undefined" : result.jsonText))
        }
        if let failure { throw failure }
    }

    private func load(into engine: WebKitEngine) async throws {
        let pageURL = command.url.flatMap(URL.init(string:))
        guard let path = command.html else {
            try await engine.loadHTML("", baseURL: pageURL)
            return
        }
        let file = InputFile(path: path, role: "page")
        let data = try file.read()
        let fileURL = file.readsStandardInput ? nil : URL(fileURLWithPath: path).standardizedFileURL
        do {
            // WebKit decodes the bytes itself, as it decodes a page it fetched.
            try await engine.loadHTML(data, characterEncodingName: command.charset, baseURL: pageURL ?? fileURL)
        } catch {
            Terminal.writeError("\(path): \(error)")
            throw ExitCode(1)
        }
    }
}
