import Foundation
import XCTest

/// `--engine webkit` and `webengine compare` on real WebKit; skipped, saying why, where the
/// WebKit engine cannot start (scripts/install-deps.sh installs what it needs).
final class CompareCommandTests: XCTestCase {
    private func requireWebKit() throws {
        let probe = try runWebEngine(["run", "--engine", "webkit", "--eval", "1"])
        if probe.status != 0, probe.standardError.contains("cannot start the WebKit engine") {
            throw XCTSkip("the WebKit engine cannot start here: \(probe.standardError)")
        }
    }

    /// Where the WebKit engine cannot start (here a stand-in helper that reports what the real
    /// one says without Xvfb), the command says why, naming what to install.
    func testAHelperThatCannotStartIsReportedWithItsReason() throws {
        let helper = try temporaryFile(named: "webengine-webkit", contents: """
            #!/bin/sh
            echo '{"kind":"fatal","message":"Xvfb is not installed; the WebKit engine needs it as its display server (apt-get install xvfb)"}'
            exit 1
            """)
        chmod(helper.path, 0o755)
        let result = try runWebEngine(["run", "--engine", "webkit", "--eval", "1"], environment: ["WEBENGINE_WEBKIT_HELPER": helper.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("cannot start the WebKit engine"), result.standardError)
        XCTAssertTrue(result.standardError.contains("apt-get install xvfb"), result.standardError)
    }

    /// Without the fonts the layout is pinned to, the helper refuses to start and names them
    /// (here fontconfig is given a configuration with no fonts at all).
    func testMissingPinnedFontsAreNamed() throws {
        try requireWebKit()
        let config = try temporaryFile(named: "no-fonts.conf", contents: """
            <?xml version="1.0"?>
            <fontconfig><dir>/nonexistent-fonts</dir></fontconfig>
            """)
        let result = try runWebEngine(["run", "--engine", "webkit", "--eval", "1"], environment: ["FONTCONFIG_FILE": config.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("fonts-liberation"), result.standardError)
    }

    func testRenderOnWebKitReportsRealLayout() throws {
        try requireWebKit()
        let result = try runWebEngine(["render", RenderCommandTests.samplePost.path, "--engine", "webkit", "--format", "json", "--base-url", "https://blog.example/posts/x"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let statuses = (report["steps"] as? [[String: Any]])?.compactMap { $0["status"] as? String }
        XCTAssertEqual(statuses, ["answered", "answered", "answered", "answered"])
        XCTAssertEqual(report["contentHeight"] as? Double ?? 0, 744, accuracy: 7.44, "within 1% of Chromium's 744 px")
    }

    func testRunOnWebKitPrintsTheLastValueAndNamesErrorsAsWritten() throws {
        try requireWebKit()
        let value = try runWebEngine(["run", "--engine", "webkit", "--eval", "new Promise(r => setTimeout(() => r(6 * 7), 10))"])
        XCTAssertEqual(value.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "42")
        let failing = try runWebEngine(["run", "--engine", "webkit", "--eval", "let a = 1", "--eval", "a.b.c"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertTrue(failing.standardError.hasPrefix("[eval-2]:1:"), failing.standardError)
        XCTAssertTrue(failing.standardError.contains("TypeError"), failing.standardError)
    }

    func testCompareAgreesOnTheSamplePost() throws {
        try requireWebKit()
        let result = try runWebEngine(["compare", RenderCommandTests.samplePost.path, "--base-url", "https://blog.example/posts/x"])
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.contains("steps: the same (4)"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("document: the same"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("WebKit 737 px"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("the engines agree\n") || result.standardOutput.hasSuffix("the engines agree"), result.standardOutput)
    }

    /// A handler that reads layout answers differently on the two engines, and its DOM change
    /// differs too: compare names the step and shows the changed line.
    func testCompareShowsAStepAndADocumentThatDiffer() throws {
        try requireWebKit()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            setupWebViewJavascriptBridge(function (bridge) {
                bridge.registerHandler('measure', function (data, reply) {
                    var height = Math.round(document.querySelector('p').getBoundingClientRect().height);
                    document.body.setAttribute('data-height', String(height));
                    reply({ height: height });
                });
            });
            """.write(to: folder.appendingPathComponent("measure.js"), atomically: true, encoding: .utf8)
        try #"{"name": "measure", "steps": [{"handler": "measure"}]}"#.write(to: folder.appendingPathComponent("measure.json"), atomically: true, encoding: .utf8)
        let page = folder.appendingPathComponent("page.html")
        try "<p>\(String(repeating: "A line of text that wraps. ", count: 30))</p>".write(to: page, atomically: true, encoding: .utf8)
        let result = try runWebEngine(["compare", page.path, "--strategy", folder.appendingPathComponent("measure.json").path, "--scripts", folder.path])
        XCTAssertEqual(result.status, 1, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.contains("steps: 1 of 1 differ"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("step 1 measure"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("data-height="), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("the engines differ\n") || result.standardOutput.hasSuffix("the engines differ"), result.standardOutput)
    }
}
