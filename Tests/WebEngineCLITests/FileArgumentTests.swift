import Foundation
import XCTest

/// Every file argument reads standard input and pipes, and every error names the file as the
/// user typed it and says what is wrong.
final class FileArgumentTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("handlers"), withIntermediateDirectories: true)
        try "<p id=x>from a file</p>".write(to: folder.appendingPathComponent("post.html"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func run(_ arguments: [String], piping input: String? = nil) throws -> ProcessResult {
        try runWebEngine(arguments, piping: input, in: folder)
    }

    func testEveryFileArgumentReadsStandardInput() throws {
        let page = try run(["run", "--html", "-", "--eval", "document.getElementById('x').textContent"], piping: "<p id=x>piped</p>")
        XCTAssertEqual(page.standardOutput, "piped\n", page.standardError)
        let script = try run(["run", "--script", "/dev/stdin"], piping: "6 * 7")
        XCTAssertEqual(script.standardOutput, "42\n", script.standardError)
        let dash = try run(["run", "--html", "post.html", "--script", "-"], piping: "document.getElementById('x').textContent")
        XCTAssertEqual(dash.standardOutput, "from a file\n", dash.standardError)
        let strategy = try run(["run", "--strategy", "-", "--format", "json"], piping: #"{"steps": [{"handler": "echo"}]}"#)
        XCTAssertEqual(strategy.status, 0, strategy.standardError)
        let repl = try run(["repl", "--script", "/dev/stdin"], piping: "var fromStdin = 1")
        XCTAssertEqual(repl.status, 0, repl.standardError)
    }

    func testOnlyOneArgumentMayReadStandardInput() throws {
        let result = try run(["run", "--html", "-", "--script", "-"], piping: "x")
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("only one argument can read standard input"), result.standardError)
    }

    func testAMissingFileIsNamedWithTheNearestOne() throws {
        let result = try run(["run", "--html", "pots.html"])
        XCTAssertEqual(result.status, 66)
        XCTAssertEqual(result.standardError, "webengine: pots.html: no such page file; did you mean post.html?\n")
        let repl = try run(["repl", "--html", "missing.html"], piping: "1")
        XCTAssertEqual(repl.status, 66, "the REPL does not go on with an empty page")
        XCTAssertEqual(repl.standardError, "webengine: missing.html: no such page file\n")
    }

    /// A folder names a corpus (docs/corpus.md); one with no pages in it says so.
    func testAFolderWithoutPagesIsNamed() throws {
        for arguments in [["run", "--html", "handlers"], ["render", "handlers"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 66)
            XCTAssertEqual(result.standardError, "webengine: no documents found in handlers: a folder is a corpus of the .html, .htm and .xhtml files below it, and it has none\n")
        }
        let scripts = try run(["render", "post.html", "--scripts", "post.html"])
        XCTAssertEqual(scripts.standardError, "webengine: post.html is not a folder; --scripts takes a folder of .js handler scripts\n")
    }

    func testErrorsNameScriptsAsTyped() throws {
        try write("var ok = 1;\nundefinedFunction();\n", to: "handlers/broken.js")
        let run = try run(["run", "--script", "handlers/broken.js"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.hasPrefix("handlers/broken.js:2:"), run.standardError)
        let render = try self.run(["render", "post.html", "--scripts", "handlers"])
        XCTAssertTrue(render.standardError.contains("handlers/broken.js:2:"), render.standardError)
    }

    func testNegativeNumbersAreValuesWithAClearError() throws {
        let width = try run(["render", "post.html", "--width", "-5"])
        XCTAssertEqual(width.status, 64)
        XCTAssertTrue(width.standardError.hasPrefix("Error: --width takes a width in CSS pixels between 100 and 10000; got -5."), width.standardError)
        let timeout = try run(["run", "--eval", "1", "--timeout", "-1"])
        XCTAssertTrue(timeout.standardError.hasPrefix("Error: --timeout takes a positive number of seconds, like 2 or 0.5; got -1."), timeout.standardError)
    }
}
