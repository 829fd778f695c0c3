import Foundation
import WebEngineTesting
import WebKitEngine
import XCTest

/// A test page whose handlers come from the app's own bundle, served as the app's web view
/// serves them.
final class TestPageResourceTests: XCTestCase {
    func testThePagesScriptsLoadThroughItsSchemeHandlers() async throws {
        try await checkThePagesScriptsLoad(on: .fast)
    }

    func testOnWebKitTheSchemeIsARealWebKitSchemeHandler() async throws {
        try await checkThePagesScriptsLoad(on: .webkit)
    }

    private func checkThePagesScriptsLoad(on engine: EngineKind) async throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("webengine-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bundle) }
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("web"), withIntermediateDirectories: true)
        try """
            setupWebViewJavascriptBridge(function (bridge) {
              bridge.registerHandler('countParagraphs', function (data, respond) { respond(document.querySelectorAll('p').length); });
            });
            """.write(to: bundle.appendingPathComponent("web/handlers.js"), atomically: true, encoding: .utf8)
        var configuration = HandlerTestPage.Configuration()
        configuration.baseURL = URL(string: "app://web/index.html")
        configuration.urlSchemeHandlers = ["app": FolderResources(folder: bundle)]
        configuration.engine = engine
        let page: HandlerTestPage
        do {
            page = try await HandlerTestPage(html: "<p>one</p><p>two</p><script src=handlers.js></script>", configuration: configuration)
        } catch let error as WebKitEngineError where engine == .webkit {
            throw XCTSkip("the WebKit engine cannot start here: \(error)")
        }
        let reply = try await page.call("countParagraphs")
        XCTAssertEqual(reply, .number(2))
        let loads = (await page.fastEngine?.resourceLoads ?? (page.engine as? WebKitEngine)?.resourceLoads ?? []).map { "\($0.url) \($0.outcome.rawValue)" }
        XCTAssertEqual(loads, ["app://web/handlers.js loaded"])
    }
}
