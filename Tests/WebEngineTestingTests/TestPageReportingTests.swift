import Foundation
import WebEngineTesting
import XCTest

/// What a test page records: the app's own native calls only, errors where they came from.
final class TestPageReportingTests: XCTestCase {
    func testConsoleOutputIsNotANativeCall() async throws {
        let script = """
            WebViewJavascriptBridge.registerHandler('work', (data, reply) => {
                console.log('working');
                WebViewJavascriptBridge.callHandler('log', { level: 'app', message: 'mine' });
                reply(1);
            });
            """
        let page = try await HandlerTestPage(html: "", scripts: [script])
        await page.stubNativeHandler("log")
        try await page.call("work")
        let calls = await page.nativeCalls
        XCTAssertEqual(calls.map(\.data), [["level": "app", "message": "mine"]])
        let console = await page.consoleMessages.map(\.text)
        XCTAssertEqual(console, ["working"])
    }

    func testLogForwardingIsThereWhenAsked() async throws {
        var configuration = HandlerTestPage.Configuration()
        configuration.environment.insert(.logForwarding)
        let page = try await HandlerTestPage(html: "", scripts: ["console.warn('careful')"], configuration: configuration)
        let calls = await page.nativeCalls
        XCTAssertEqual(calls.map(\.handler), ["log"])
        XCTAssertEqual(calls.first?.data, ["level": "warn", "message": "careful"])
    }

    func testARejectedAsyncHandlerIsReportedAsAThrowingOneIs() async throws {
        let script = """
            WebViewJavascriptBridge.registerHandler('throws', () => { throw new TypeError('sync'); });
            WebViewJavascriptBridge.registerHandler('rejects', async () => { throw new RangeError('async'); });
            """
        let page = try await HandlerTestPage(html: "", scripts: [script])
        for handler in ["throws", "rejects"] {
            do {
                try await page.call(handler)
                XCTFail("\(handler) should fail")
            } catch let error as BridgeError {
                XCTAssertEqual(error.kind, .failed)
            }
        }
        let uncaught = await page.uncaughtErrors.map(\.exception.message)
        XCTAssertEqual(uncaught.count, 2, "\(uncaught)")
        XCTAssertTrue(uncaught[0].contains("sync"), "\(uncaught)")
        XCTAssertTrue(uncaught[1].contains("async"), "\(uncaught)")
    }

    func testErrorsNameTheScriptFileAsWritten() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "// handlers\nWebViewJavascriptBridge.registerHandler('bad', () => { undefinedName(); });\n"
            .write(to: folder.appendingPathComponent("handlers.js"), atomically: true, encoding: .utf8)
        let relative = URL(fileURLWithPath: "handlers.js", relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true))
        let page = try await HandlerTestPage(html: "", scriptFiles: [relative])
        _ = try? await page.call("bad")
        let uncaught = await page.uncaughtErrors
        XCTAssertEqual(uncaught.first?.exception.sourceURL, "handlers.js")
        XCTAssertEqual(uncaught.first?.exception.line, 2)
    }
}
