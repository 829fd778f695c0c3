import Foundation
import XCTest

/// `webengine run --strategy FILE --format json`: the report users and CI read.
final class RunStrategyTests: XCTestCase {
    private func report(_ arguments: [String]) throws -> (ProcessResult, [String: Any]) {
        let result = try runWebEngine(arguments)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any] ?? [:]
        return (result, object)
    }

    func testStrategyReportHasEveryStepsOutcomeAndTheFinalHTML() throws {
        let page = try temporaryFile(named: "post.html", contents: "<p><a href=/x>l</a><img src=a.png width=800></p>")
        let handlers = try temporaryFile(named: "handlers.js", contents: """
            WebViewJavascriptBridge.registerHandler('resize', (data, reply) => { document.images[0].style.maxWidth = '100%'; reply({ logDescription: 'resized' }); });
            WebViewJavascriptBridge.registerHandler('slow', (data, reply) => setTimeout(() => reply({ logDescription: 'slow done' }), 20));
            WebViewJavascriptBridge.registerHandler('broken', () => { null.x; });
            WebViewJavascriptBridge.callHandler('echo', { ping: 1 }, r => console.log('echo', r.ping));
            """)
        let strategy = try temporaryFile(named: "post.json", contents: #"{"name": "post", "timeout": 1, "steps": [{"handler": "resize"}, {"handler": "slow"}, {"handler": "broken"}, {"handler": "absent"}]}"#)
        let (result, json) = try report(["run", "--html", page.path, "--script", handlers.path, "--strategy", strategy.path, "--format", "json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let steps = json["steps"] as? [[String: Any]] ?? []
        XCTAssertEqual(steps.map { $0["status"] as? String }, ["answered", "answered", "failed", "noHandler"])
        XCTAssertEqual((steps[2]["error"] as? [String: Any])?["name"] as? String, "TypeError")
        XCTAssertTrue((json["html"] as? String)?.contains("max-width: 100%;") == true)
        XCTAssertEqual(json["logs"] as? [String], ["echo 1", "resized", "slow done"])
        XCTAssertEqual((json["events"] as? [[String: Any]])?.first?["handler"] as? String, "echo")
        XCTAssertGreaterThan(json["contentHeight"] as? Double ?? 0, 0)
        XCTAssertNotNil((json["timings"] as? [String: Any])?["totalMs"])
        XCTAssertEqual((json["errors"] as? [[String: Any]])?.count, 1, "the broken handler's error is reported")
    }

    func testJSONReportWithoutAStrategy() throws {
        let (result, json) = try report(["run", "--eval", "console.log('hi'); document.body.textContent = 'x'", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual((json["steps"] as? [Any])?.count, 0)
        XCTAssertEqual(json["html"] as? String, "<html><head></head><body>x</body></html>")
        XCTAssertEqual(json["logs"] as? [String], ["hi"])
    }

    func testInvalidStrategyFileIsAOneLineError() throws {
        let strategy = try temporaryFile(named: "bad.json", contents: #"{"steps": [{"data": 1}]}"#)
        let result = try runWebEngine(["run", "--strategy", strategy.path])
        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.standardError, "webengine: \(strategy.path): not a valid strategy: missing \"handler\" at steps[0]\n")
        let notJSON = try temporaryFile(named: "junk.json", contents: "not json")
        XCTAssertEqual(try runWebEngine(["run", "--strategy", notJSON.path]).status, 65)
        XCTAssertEqual(try runWebEngine(["run", "--strategy", "/nonexistent.json"]).status, 66)
        let conflict = try runWebEngine(["run", "--dump-dom", "--format", "json"])
        XCTAssertEqual(conflict.status, 64)
    }
}
