import Foundation
import JSRuntime
import WebEngine
import XCTest

final class ProfileProbe: XCTestCase {
    func testProfile() async throws {
        do {
            let engine = try await JSWebEngine()
            try await engine.loadHTML(try String(contentsOfFile: "/tmp/webengine-bench/post-50kb.html", encoding: .utf8), baseURL: URL(string: "https://blog.example/post"))
            _ = try await engine.executeScript(try String(contentsOfFile: "JSScripts/strategies/post-handlers.js", encoding: .utf8))
            _ = try await engine.executeScript(try String(contentsOfFile: "/tmp/steps-loop-run.js", encoding: .utf8))
        }
        try await Task.sleep(for: .seconds(1))
    }
}
