import Foundation
import XCTest

/// Values native code holds between JavaScriptCore calls must survive a collection at any
/// of those calls. JavaScriptCore's own stress switch makes it collect all the time, on a
/// thread of its own (`JSC_collectContinuously`), so a value that only Swift memory holds
/// (an argument list being made) is freed where a normal run frees it once in thousands
/// (render's composer read a freed parse tree about once per 1,500 documents).
final class CollectorSafetyTests: XCTestCase {
    // (A crash ends the process at once: no backtrace, which would hold the pipes open.)
    private let collectingAllTheTime = ["JSC_collectContinuously": "true", "SWIFT_BACKTRACE": "enable=no"]

    func testRendersSurviveCollectionsAtEveryStep() throws {
        // The whole flow: the composer's parse tree and options, its check, the engine's load
        // of the parse the composer made, the strategy's bridge calls, the report.
        let result = try runWebEngine(["soak", "--renders", "24"], timeout: 240, environment: collectingAllTheTime)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("24 renders"), result.standardOutput + result.standardError)
    }

    func testErrorsAndCallsSurviveCollectionsAtEveryStep() throws {
        // Uncaught errors are reported with values made one after another (the thrown value,
        // its origin, its script's name); DOMParser hands its tree over as the load does.
        let page = try temporaryFile(
            named: "errors.html",
            contents: """
                <p>one</p>
                <script>for (let i = 0; i < 40; i++) setTimeout(() => { throw new TypeError('timer ' + i); });</script>
                <script>throw new RangeError('inline');</script>
                """)
        let script = """
            let built = 0;
            for (let i = 0; i < 200; i++) {
                const parsed = new DOMParser().parseFromString('<ul>' + '<li>item</li>'.repeat(i) + '</ul>', 'text/html');
                built += parsed.querySelectorAll('li').length;
            }
            document.body.dataset.built = built;
            """
        let result = try runWebEngine(["run", "--html", page.path, "--eval", script, "--format", "json"], timeout: 240, environment: collectingAllTheTime)
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let messages = (report["errors"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        XCTAssertEqual(messages, ["RangeError: inline"] + (0..<40).map { "TypeError: timer \($0)" })
        XCTAssertTrue((report["html"] as? String ?? "").contains(#"<body data-built="19900">"#), "\(report["html"] ?? "")")
    }
}
