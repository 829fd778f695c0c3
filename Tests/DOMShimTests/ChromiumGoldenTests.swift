import Foundation
import JSRuntime
import XCTest

@testable import DOMShim

/// Pages and scripts whose expected HTML came from headless Chromium 156
/// (`scripts/make-goldens.py`): each must serialize byte for byte the same here.
final class ChromiumGoldenTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    func testEveryGoldenCaseMatchesChromium() async throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
            .filter { $0.hasSuffix(".expected.html") }
            .map { String($0.dropLast(".expected.html".count)) }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 40)
        var mismatches: [String] = []
        for name in names {
            let actual = try await render(name)
            let expected = try String(contentsOf: Self.directory.appendingPathComponent("\(name).expected.html"), encoding: .utf8)
            if actual + "\n" != expected {
                mismatches.append("\(name)\n  expected: \(expected.dropLast())\n  actual:   \(actual)")
            }
        }
        XCTAssertTrue(mismatches.isEmpty, "\(mismatches.count) of \(names.count) differ from Chromium:\n" + mismatches.joined(separator: "\n"))
    }

    /// Loads the page as Chromium did (from its file URL, page scripts on), runs the case's
    /// script, settles timers, and serializes.
    private func render(_ name: String) async throws -> String {
        let page = Self.directory.appendingPathComponent("\(name).html")
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        let runtime = JSRuntime(configuration: configuration)
        try await runtime.loadHTML(try String(contentsOf: page, encoding: .utf8), url: page.absoluteString)
        let script = Self.directory.appendingPathComponent("\(name).js")
        if FileManager.default.fileExists(atPath: script.path) {
            _ = try await runtime.evaluateReference(try String(contentsOf: script, encoding: .utf8), sourceURL: script.lastPathComponent)
        }
        await runtime.runUntilIdle(timeout: .seconds(1))
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors, [], "\(name): errors while rendering")
        return try await runtime.serializedDocument()
    }
}
