import Foundation
import XCTest

final class RenderCommandTests: XCTestCase {
    static let samplePost = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/sample-post.html")

    func testRenderRefusesAmplifyingContentNamingTheBudget() throws {
        // 39 open formatting elements (three of each, as many as the parser keeps), cloned by
        // each of 6,000 paragraphs.
        let formatting = ["b", "i", "u", "s", "em", "strong", "small", "big", "tt", "code", "font", "nobr", "strike"]
        let html = "<p>" + formatting.map { String(repeating: "<\($0)>", count: 3) }.joined() + String(repeating: "<p>x", count: 6000)
        let page = try temporaryFile(named: "amplifying.html", contents: html)
        let result = try runWebEngine(["render", page.path, "--format", "json"])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.standardOutput.hasPrefix(#"{"refused":{"budget":"nodes","#), result.standardOutput)
        XCTAssertTrue(result.standardError.contains("JSRuntime.Configuration.parseBudget.nodes"), result.standardError)
    }

    func testRenderPrintsTheComposedRenderedDocument() throws {
        let result = try runWebEngine(["render", Self.samplePost.path, "--base-url", "https://blog.example/posts/x"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("<!DOCTYPE html><html><head><meta charset=\"utf-8\">"))
        XCTAssertTrue(result.standardOutput.contains(#"class="embed-wrapper""#))
        XCTAssertFalse(result.standardOutput.contains("<script"))
        XCTAssertFalse(result.standardOutput.contains("javascript:"))
    }

    func testRenderJSONReportHasEveryStepAnsweredAndAHeight() throws {
        let result = try runWebEngine(["render", Self.samplePost.path, "--format", "json", "--width", "320"])
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any] ?? [:]
        let steps = json["steps"] as? [[String: Any]] ?? []
        XCTAssertEqual(steps.map { $0["status"] as? String }, ["answered", "answered", "answered", "answered"])
        XCTAssertGreaterThan(json["contentHeight"] as? Double ?? 0, 0)
        XCTAssertEqual(json["strategy"] as? String, "post")
    }

    func testRenderFromStandardInputAsAnEmailIntoAFile() throws {
        let input = try temporaryFile(named: "mail.html", contents: "<div class=gmail_quote>old</div><img src=p.gif width=1 height=1>")
        let output = input.deletingLastPathComponent().appendingPathComponent("rendered.html") // (removed with the input's folder)
        let result = try runWebEngine(["render", "-", "--strategy", "email", "--output", output.path], standardInput: input)
        XCTAssertEqual(result.status, 0, result.standardError)
        let html = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(html.contains(#"<details class="quoted-text">"#), html)
        XCTAssertFalse(html.contains("p.gif"))
    }

    func testRenderErrorsAreOneLine() throws {
        XCTAssertEqual(try runWebEngine(["render", "/nonexistent.html"]).status, 66)
        XCTAssertEqual(try runWebEngine(["render", Self.samplePost.path, "--strategy", "nope"]).status, 64, "neither built in nor a file: a usage error")
        XCTAssertEqual(try runWebEngine(["render", Self.samplePost.path, "--strategy", "/nonexistent/strategy.json"]).status, 66)
        XCTAssertEqual(try runWebEngine(["render", Self.samplePost.path, "--base-url", "not a url"]).status, 64)
    }
}

final class ReplCommandTests: XCTestCase {
    func testPipedInputIsEvaluatedLineByLine() throws {
        let page = try temporaryFile(named: "page.html", contents: "<title>T</title><p id=p>hello</p>")
        let input = try temporaryFile(named: "input.txt", contents: """
            document.title
            function twice(n) {
              return n * 2 }
            twice(21)
            document.getElementById('p')
            ({ a: [1, 'x'] })
            await new Promise(r => setTimeout(() => r('awaited'), 5))
            undefinedThing
            .render post
            .exit
            'not reached'

            """)
        let result = try runWebEngine(["repl", "--html", page.path], standardInput: input)
        XCTAssertEqual(result.status, 1, "a line threw: piped input fails, as a script would")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(6)), ["'T'", "undefined", "42", #"<p id="p">hello</p>"#, "{ a: [ 1, 'x' ] }", "'awaited'"])
        XCTAssertTrue(lines.contains("post: 4/4 answered, content height \(lines.first { $0.hasPrefix("post:") }?.split(separator: " ").dropLast().last ?? "") px"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("not reached"))
        XCTAssertTrue(result.standardError.contains("ReferenceError"), result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("Uncaught REPL"), result.standardError)
    }
}

/// The REPL on a real terminal: `script` (util-linux) gives it a pseudo-terminal, and the
/// keystrokes below go through the line editor as typed.
final class ReplTerminalTests: XCTestCase {
    func testLineEditingHistoryAndContinuationOnATerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("util-linux's script is not installed; the terminal REPL test needs it")
        }
        let binary = Bundle.main.bundleURL.appendingPathComponent("webengine").path
        let up = "\u{1B}[A", left = "\u{1B}[D", backspace = "\u{7F}"
        let keys = "6 * 7\r" + "let list = [1,\r" + "2, 3]\r" + "list.length\r" + up + "\r"  // history: list.length again
            + "'abc'" + left + backspace + "\r"  // cursor before the closing quote, delete the c
            + ".exit\r"
        let input = try temporaryFile(named: "keys.txt", contents: keys)
        // Keys arrive after the REPL is up, and the pipe stays open while it answers.
        let command = "(sleep 1; cat '\(input.path)'; sleep 6) | /usr/bin/script -qefc '\(binary) repl' /dev/null"
        let result = try runWebEngine([], executable: "/bin/sh", prefixArguments: ["-c", command])
        let screen = result.standardOutput.replacingOccurrences(of: "\r", with: "")
        XCTAssertTrue(screen.contains("\n42\n"), screen)
        XCTAssertTrue(screen.contains("... 2, 3]"), "continuation prompt: \(screen)")
        XCTAssertEqual(screen.components(separatedBy: "\n3\n").count - 1, 2, "history recalled list.length: \(screen)")
        XCTAssertTrue(screen.contains("\n'ab'\n"), screen)
    }
}
