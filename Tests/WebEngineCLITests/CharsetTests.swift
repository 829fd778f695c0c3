import Foundation
import XCTest

/// `--charset`, and pages that declare their encoding, through `run`, `render` and a corpus run.
final class CharsetTests: XCTestCase {
    /// こんにちは in Shift_JIS.
    private let shiftJIS: [UInt8] = [0x82, 0xB1, 0x82, 0xF1, 0x82, 0xC9, 0x82, 0xBF, 0x82, 0xCD]

    private func file(_ bytes: [UInt8], named name: String) throws -> URL {
        let url = try temporaryFile(named: name, contents: "")
        try Data(bytes).write(to: url)
        return url
    }

    func testRunReadsThePagesMetaAndTheCallersCharset() throws {
        let declared = try file(Array("<meta charset=shift_jis><p>".utf8) + shiftJIS + Array("</p>".utf8), named: "declared.html")
        let read = try runWebEngine(["run", "--html", declared.path, "--eval", "document.querySelector('p').textContent"])
        XCTAssertEqual(read.standardOutput, "こんにちは\n", read.standardError)
        let undeclared = try file(Array("<p>".utf8) + shiftJIS + Array("</p>".utf8), named: "undeclared.html")
        let given = try runWebEngine(["run", "--html", undeclared.path, "--charset", "sjis", "--eval", "document.querySelector('p').textContent"])
        XCTAssertEqual(given.standardOutput, "こんにちは\n", given.standardError)
        let wrong = try runWebEngine(["run", "--html", undeclared.path, "--charset", "shift-jisx", "--eval", "1"])
        XCTAssertEqual(wrong.status, 64)
        XCTAssertTrue(wrong.standardError.contains("--charset takes an encoding's name or label"), wrong.standardError)
    }

    func testRenderAndACorpusRunReadTheCallersCharset() throws {
        let page = try file(Array("<p>".utf8) + shiftJIS + Array("</p>".utf8), named: "message.html")
        let rendered = try runWebEngine(["render", page.path, "--charset", "shift_jis"])
        XCTAssertTrue(rendered.standardOutput.contains("<p>こんにちは</p>"), rendered.standardOutput)
        let corpus = try runWebEngine(["render", page.deletingLastPathComponent().path, "--charset", "shift_jis", "--out", page.deletingLastPathComponent().appendingPathComponent("run").path])
        XCTAssertEqual(corpus.status, 0, corpus.standardError)
        let output = try String(contentsOf: page.deletingLastPathComponent().appendingPathComponent("run/documents/message.html"), encoding: .utf8)
        XCTAssertTrue(output.contains("<p>こんにちは</p>"), output)
    }
}
