import Foundation
import XCTest

/// The REPL with Node's habits, as a person uses it in a terminal (a pseudo-terminal here).
final class ReplNodeHabitsTests: XCTestCase {
    var home: URL!
    var terminal: PseudoTerminal!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-repl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let page = home.appendingPathComponent("post.html")
        try "<p>one</p><p>two</p>".write(to: page, atomically: true, encoding: .utf8)
        terminal = try PseudoTerminal(arguments: ["repl", "--html", page.path], home: home)
        XCTAssertTrue(terminal.waitFor("> "), terminal.screen)
    }

    override func tearDownWithError() throws {
        terminal = nil
        try? FileManager.default.removeItem(at: home)
    }

    /// Types a line and waits for `expected` to follow it.
    private func enter(_ line: String, expect expected: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
        let mark = terminal.mark
        terminal.type(line + "\r")
        XCTAssertTrue(terminal.waitFor(expected, after: mark), "after \(line): \(terminal.screen[mark...])", file: file, line: lineNumber)
    }

    func testCtrlCStopsARunningStatementAndKeepsTheSession() {
        enter("let kept = 41", expect: "undefined")
        let mark = terminal.mark
        terminal.type("while (true) {}\r")
        Thread.sleep(forTimeInterval: 0.3)  // the loop is running
        terminal.type("\u{03}")
        XCTAssertTrue(terminal.waitFor("Script execution interrupted.", after: mark, timeout: 3), String(terminal.screen[mark...]))
        enter("kept + 1", expect: "42")
    }

    func testCtrlCTwiceOnAnEmptyLineLeaves() {
        let mark = terminal.mark
        terminal.type("\u{03}")
        XCTAssertTrue(terminal.waitFor("(To exit, press Ctrl+C again or Ctrl+D or type .exit)", after: mark))
        terminal.type("\u{03}")
        XCTAssertEqual(terminal.exitStatus(), 0)
    }

    func testTopLevelAwaitDeclarationsAndUnderscore() {
        enter("const z = await Promise.resolve(6)", expect: "undefined")
        enter("z * 7", expect: "42")
        enter("_ + 1", expect: "43")
        enter("nope()", expect: "Uncaught")
        enter("_error.name", expect: "'ReferenceError'")
    }

    func testTabCompletesGlobalsAndProperties() {
        let mark = terminal.mark
        terminal.type("docu\t")
        XCTAssertTrue(terminal.waitFor("document", after: mark))
        terminal.type(".bo\t")
        XCTAssertTrue(terminal.waitFor("document.body", after: mark))
        enter(".tagName", expect: "'BODY'")
        // Several candidates: listed.
        let list = terminal.mark
        terminal.type("document.create\t")
        XCTAssertTrue(terminal.waitFor("createElement", after: list), String(terminal.screen[list...]))
        XCTAssertTrue(terminal.waitFor("createTextNode", after: list))
    }

    func testHistorySearchAndLineEditingKeys() {
        enter("40 + 2", expect: "42")
        let mark = terminal.mark
        terminal.type("\u{12}40 +")
        XCTAssertTrue(terminal.waitFor("(reverse-i-search)`40 +': 40 + 2", after: mark))
        terminal.type("\r")
        XCTAssertTrue(terminal.waitFor("42", after: mark))
        enter("unwanted words\u{17}\u{17}1 + 1", expect: "2")
    }

    func testValuesPrintAsNodePrintsThem() {
        enter("[Promise.resolve(1), new Promise(() => {})]", expect: "[ Promise { 1 }, Promise { <pending> } ]")
        enter("document.querySelectorAll('p')", expect: "NodeList(2) [ <p>one</p>, <p>two</p> ]")
        enter("new Map([['a', 1]])", expect: "Map(1) { 'a' => 1 }")
    }

    func testUnclosedCommentsContinueAndConsoleOutputPrintsOnce() {
        let mark = terminal.mark
        terminal.type("/* a comment\r")
        XCTAssertTrue(terminal.waitFor("... ", after: mark))
        enter("still */ 5", expect: "5")
        let console = terminal.mark
        enter("console.log('once'), 1", expect: "\r\nonce\r\n1\r\n")
        XCTAssertFalse(terminal.screen[console...].contains("[log]"), "printed once, untagged: \(terminal.screen[console...])")
    }
}
