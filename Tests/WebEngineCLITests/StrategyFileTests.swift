import Foundation
import XCTest

/// Strategy files are read strictly, with errors that say where and what was meant.
final class StrategyFileTests: XCTestCase {
    private func runStrategy(_ json: String, _ extra: [String] = []) throws -> ProcessResult {
        let file = try temporaryFile(named: "strategy.json", contents: json)
        return try runWebEngine(["run", "--strategy", "strategy.json"] + extra, in: file.deletingLastPathComponent())
    }

    func testAMisspelledKeySaysWhatWasMeant() throws {
        let step = try runStrategy(#"{"steps": [{"handler": "resizeImages", "dat": {"maxWidth": 320}}]}"#)
        XCTAssertEqual(step.status, 65)
        XCTAssertEqual(step.standardError, "webengine: strategy.json: not a valid strategy: unknown key \"dat\" at steps[0]; did you mean \"data\"?\n")
        let top = try runStrategy(#"{"timout": 3, "steps": []}"#)
        XCTAssertEqual(top.standardError, "webengine: strategy.json: not a valid strategy: unknown key \"timout\"; did you mean \"timeout\"?\n")
    }

    func testATrailingCommaIsRefusedAtItsLineAndColumn() throws {
        let result = try runStrategy("{\"steps\": [\n  {\"handler\": \"x\"},\n]}")
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.standardError, "webengine: strategy.json:3:1: not a valid strategy: not JSON here: a trailing comma? JSON allows none\n")
    }

    func testABadModeListsTheValidOnes() throws {
        let result = try runStrategy(#"{"mode": "fast", "steps": []}"#)
        XCTAssertEqual(result.standardError, "webengine: strategy.json: not a valid strategy: mode must be one of parallel, sequential; got 'fast'\n")
    }

    func testRunPrintsTheStrategysOutcomeInText() throws {
        let result = try runStrategy(#"{"name": "demo", "steps": [{"handler": "missing"}]}"#)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, """
            demo: 0/1 answered, content height 16 px
              missing: noHandler (NoHandlerError: no JS handler is registered for 'missing')

            """)
    }

    func testAnUnknownBuiltInStrategyNameSuggestsOne() throws {
        let page = try temporaryFile(named: "post.html", contents: "<p>x</p>")
        let result = try runWebEngine(["render", page.path, "--strategy", "emial"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("'emial' is none of them; did you mean email?"), result.standardError)
    }
}
