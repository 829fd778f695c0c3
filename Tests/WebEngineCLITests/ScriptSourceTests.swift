import XCTest

@testable import WebEngineCLI

final class ScriptSourceTests: XCTestCase {
    func testOrderFollowsTheCommandLine() {
        let order = ScriptSource.order(
            in: ["run", "-e", "a", "--script", "f.js", "--timeout", "2", "--eval=b", "--script=g.js"],
            fileCount: 2, inlineCount: 2)
        XCTAssertEqual(order, [.inline, .file, .inline, .file])
    }

    func testOptionValuesThatLookLikeOptionsAreNotCounted() {
        let order = ScriptSource.order(in: ["run", "--eval", "--script", "--script", "x.js"], fileCount: 1, inlineCount: 1)
        XCTAssertEqual(order, [.inline, .file])
    }

    func testFallsBackToFilesFirstWhenArgumentsDoNotMatch() {
        XCTAssertEqual(ScriptSource.order(in: [], fileCount: 1, inlineCount: 2), [.file, .inline, .inline])
    }

    func testSourcesAreNamedForErrorMessages() {
        let sources = ScriptSource.sources(files: ["a.js"], inline: ["1", "2"], order: [.inline, .file, .inline]) { "// \($0)" }
        XCTAssertEqual(sources, [
            ScriptSource(name: "[eval-1]", code: "1"), ScriptSource(name: "a.js", code: "// a.js"),
            ScriptSource(name: "[eval-2]", code: "2"),
        ])
    }
}
