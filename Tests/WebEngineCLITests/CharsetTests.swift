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

    /// `document.characterSet` names the encoding the page was read in, on both engines, as in
    /// Chromium for the same bytes; a script in the page sees it while the page loads.
    func testTheDocumentNamesItsEncodingOnBothEngines() throws {
        let eucKR: [UInt8] = [0xBE, 0xC8, 0xB3, 0xE7]  // 안녕
        let declared = try file(Array("<meta charset=ks_c_5601-1987><p>".utf8) + eucKR + Array("</p><script>document.body.dataset.seen = document.characterSet</script>".utf8), named: "korean.html")
        let undeclared = try file(Array("<p>".utf8) + shiftJIS + Array("</p>".utf8), named: "japanese.html")
        let probe = "document.characterSet + ' ' + document.querySelector('p').textContent + ' ' + (document.body.dataset.seen || '')"
        for engine in ["fast", "webkit"] {
            let meta = try runWebEngine(["run", "--engine", engine, "--html", declared.path, "--eval", probe])
            if engine == "webkit", meta.standardError.contains("cannot start the WebKit engine") { throw XCTSkip("the WebKit engine cannot start here: \(meta.standardError)") }
            XCTAssertEqual(meta.standardOutput, "EUC-KR 안녕 EUC-KR\n", "\(engine): \(meta.standardError)")
            let given = try runWebEngine(["run", "--engine", engine, "--html", undeclared.path, "--charset", "x-sjis", "--eval", probe])
            XCTAssertEqual(given.standardOutput, "Shift_JIS こんにちは \n", "\(engine): \(given.standardError)")
            let plain = try runWebEngine(["run", "--engine", engine, "--eval", "document.characterSet"])
            XCTAssertEqual(plain.standardOutput, "UTF-8\n", engine)
        }
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
