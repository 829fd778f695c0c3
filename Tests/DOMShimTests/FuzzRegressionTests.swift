import DOMShim
import Foundation
import JSRuntime
import XCTest

/// Every input the fuzz targets (Fuzz/, scripts/fuzz.sh) ever failed on, replayed through the
/// same promise on each `swift test`: Fuzz/Regressions/TARGET/*.
final class FuzzRegressionTests: XCTestCase {
    private func inputs(_ target: String) throws -> [(name: String, text: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fuzz/Regressions/\(target)").standardizedFileURL
        // A target with no findings yet has no folder (git keeps no empty ones).
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { ($0, String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self)) }
    }

    /// FuzzJSONText: our parser and JSON.parse agree, and a value's JSON text is a fixpoint.
    func testJSONText() async throws {
        let runtime = JSRuntime()
        let cases = try inputs("FuzzJSONText")
        XCTAssertFalse(cases.isEmpty)
        for (name, text) in cases {
            let ours = try? JSValue(jsonText: text)
            let theirs = try? await runtime.call("JSON.parse", arguments: [.string(text)])
            // As JSON text: a nested Infinity reaches Swift from JSC as null.
            XCTAssertEqual(ours?.jsonText, theirs?.jsonText, name)
            if let ours { XCTAssertEqual(try JSValue(jsonText: ours.jsonText).jsonText, ours.jsonText, name) }
        }
    }

    /// FuzzParseSerialize: a page loads, serializes, and its serialization loads again.
    func testParseSerialize() async throws {
        let runtime = JSRuntime()
        for (name, html) in try inputs("FuzzParseSerialize") {
            do {
                try await runtime.loadHTML(html, runScripts: false)
                try await runtime.loadHTML(try await runtime.serializedDocument(), runScripts: false)
            } catch {
                XCTFail("\(name): \(error)")
            }
        }
    }

    /// FuzzSelectors: a selector either selects or is a SyntaxError.
    func testSelectors() async throws {
        let runtime = JSRuntime()
        try await runtime.loadHTML("<p id=a class=b><em>x</em></p>", runScripts: false)
        _ = try await runtime.evaluate("function select(s) { try { document.querySelectorAll(s); return 'ok'; } catch (e) { return e.name; } }")
        for (name, selector) in try inputs("FuzzSelectors") {
            let outcome = try await runtime.call("select", arguments: [.string(selector)])
            XCTAssertTrue(outcome == "ok" || outcome == "SyntaxError", "\(name): \(outcome)")
        }
    }
}
