import Foundation
import XCTest

/// web-platform-tests (dom/, domparsing/, html/dom/, css/cssom/, custom-elements/) run with WPT's own
/// testharness.js through `webengine run`: each file listed in `wpt-passing.txt` must pass at
/// least its count of subtests, and none may fail that is not listed there as failing. The suite is third-party and not in this repository; point `WPT_DIR` at a checkout,
/// or put one at `../shared/wpt` or `../wpt` beside this one, and the test runs.
final class WPTTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let expectations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("wpt-passing.txt")

    static var checkout: URL? {
        let candidates = [ProcessInfo.processInfo.environment["WPT_DIR"]].compactMap { $0 }.map(URL.init(fileURLWithPath:))
            + [packageRoot.deletingLastPathComponent().appendingPathComponent("shared/wpt"), packageRoot.deletingLastPathComponent().appendingPathComponent("wpt")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("resources/testharness.js").path) }
    }

    func testTheExpectedSubtestsStillPass() throws {
        guard let checkout = Self.checkout else {
            throw XCTSkip("""
                no web-platform-tests checkout: set WPT_DIR, or clone one to ../wpt beside this repository \
                (git clone --depth 1 https://github.com/divmain/wpt ../wpt, or web-platform-tests/wpt); \
                scripts/wpt.sh runs it by hand
                """)
        }
        let expected = try String(contentsOf: Self.expectations, encoding: .utf8).split(separator: "\n").count
        XCTAssertGreaterThan(expected, 500, "the expectations list is Tests/WebEngineCLITests/wpt-passing.txt")
        let engine = Bundle.main.bundleURL.appendingPathComponent("webengine").path
        let script = Self.packageRoot.appendingPathComponent("scripts/wpt.sh").path
        let result = try runWebEngine([], executable: "/bin/bash", prefixArguments: [
            script, checkout.path, "--check", Self.expectations.path, "--engine", engine, "--timeout", "20",
        ], timeout: 1800)
        XCTAssertEqual(result.status, 0, "subtests that no longer pass:\n\(result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("no longer passes") }.prefix(50).joined(separator: "\n"))\n\(result.standardError)")
    }
}
