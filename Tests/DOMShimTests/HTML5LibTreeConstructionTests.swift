import Foundation
import JSRuntime
import XCTest

@testable import DOMShim

/// html5lib's tree-construction suite (`../shared/html5lib-tests/`), run through the real
/// parser and DOM. Every case listed in `html5lib-passing.txt` must keep passing; the pass
/// rate is printed and recorded in docs/dom.md.
final class HTML5LibTreeConstructionTests: XCTestCase {
    struct Case {
        var file: String
        var index: Int
        var data: String
        var fragmentContext: String?
        var scripting: Bool
        var expected: String
        var id: String { "\(file)#\(index)" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let suite = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/html5lib-tests/tree-construction")
    static let passingList = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("html5lib-passing.txt")

    func testTreeConstructionSuite() async throws {
        guard FileManager.default.fileExists(atPath: Self.suite.path) else {
            throw XCTSkip("../shared/html5lib-tests is absent; the html5lib suite is skipped")
        }
        let cases = try Self.loadCases()
        let runtime = JSRuntime()
        var passed: [String] = []
        var failed: [String] = []
        var report = ""
        for testCase in cases {
            let actual: String
            do {
                if let context = testCase.fragmentContext {
                    actual = try await runtime.html5libTree(ofFragment: testCase.data, context: context)
                } else {
                    actual = try await runtime.html5libTree(ofDocument: testCase.data, scripting: testCase.scripting)
                }
            } catch {
                failed.append(testCase.id)
                continue
            }
            if actual == testCase.expected {
                passed.append(testCase.id)
            } else {
                failed.append(testCase.id)
                report += "== \(testCase.id) [\(testCase.fragmentContext ?? "document")]\n\(testCase.data)\n-- expected\n\(testCase.expected)\n-- actual\n\(actual)\n"
            }
        }
        print("html5lib tree-construction: \(passed.count) passed, \(failed.count) failed of \(cases.count)")
        if let path = ProcessInfo.processInfo.environment["HTML5LIB_FAILURES"] {
            try report.write(toFile: path, atomically: true, encoding: .utf8)
        }
        if ProcessInfo.processInfo.environment["HTML5LIB_WRITE_PASSING"] == "1" {
            try (passed.joined(separator: "\n") + "\n").write(to: Self.passingList, atomically: true, encoding: .utf8)
        }
        let mustPass = Set(try String(contentsOf: Self.passingList, encoding: .utf8).split(separator: "\n").map(String.init))
        let regressions = mustPass.subtracting(passed).sorted()
        XCTAssertEqual(regressions, [], "cases that used to pass now fail")
        XCTAssertGreaterThanOrEqual(passed.count, mustPass.count)
    }

    static func loadCases() throws -> [Case] {
        let files = try FileManager.default.contentsOfDirectory(atPath: suite.path).filter { $0.hasSuffix(".dat") }.sorted()
        var cases: [Case] = []
        for file in files {
            let text = try String(contentsOf: suite.appendingPathComponent(file), encoding: .utf8)
            cases += parse(text, file: file)
        }
        return cases
    }

    /// Splits a .dat file into cases: `#data`, `#errors`, optional `#document-fragment`,
    /// `#script-off`/`#script-on`, then `#document` lines up to a blank line before the next case.
    static func parse(_ text: String, file: String) -> [Case] {
        var cases: [Case] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            guard lines[index] == "#data" else { index += 1; continue }
            index += 1
            var data: [String] = []
            while index < lines.count, !lines[index].hasPrefix("#errors") { data.append(lines[index]); index += 1 }
            var fragment: String?
            var scripting = true
            var document: [String] = []
            while index < lines.count, lines[index] != "#document" {
                if lines[index] == "#document-fragment", index + 1 < lines.count { fragment = lines[index + 1] }
                if lines[index] == "#script-off" { scripting = false }
                index += 1
            }
            index += 1
            while index < lines.count, !(lines[index].isEmpty && (index + 1 >= lines.count || lines[index + 1] == "#data")) {
                document.append(lines[index])
                index += 1
            }
            cases.append(Case(file: file, index: cases.count, data: data.joined(separator: "\n"), fragmentContext: fragment,
                              scripting: scripting, expected: document.joined(separator: "\n")))
        }
        return cases
    }
}
