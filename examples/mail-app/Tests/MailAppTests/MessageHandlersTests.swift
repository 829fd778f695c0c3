import Foundation
import MailApp
import WebEngineTesting
import XCTest

/// The app's handlers under virtual time, with one import of the kit.
final class MessageHandlersTests: XCTestCase {
    struct FitRequest: Encodable {
        var maxWidth: Int
    }

    func page(_ html: String) async throws -> HandlerTestPage {
        try await HandlerTestPage(html: html, scripts: [try MessageViewModel.messageScript])
    }

    func testAVariableWidthIsAPayload() async throws {
        let page = try await page("<img width=800 src=a.png><img width=100 src=b.png>")
        let maxWidth = 320
        let reply = try await page.call("fitImages", data: ["maxWidth": maxWidth])
        XCTAssertEqual(reply, ["changed": 1, "maxWidth": 320])
        XCTAssertEqual(reply.description, "{ changed: 1, maxWidth: 320 }")
    }

    func testAnEncodablePayload() async throws {
        let page = try await page("<img width=800 src=a.png>")
        let reply = try await page.call("fitImages", data: FitRequest(maxWidth: 1000))
        XCTAssertEqual(reply["changed"], 0)
    }

    func testAPollingHandlerSpendsPageTimeNotWallTime() async throws {
        let page = try await page("<img data-pending src=a.png>")
        let wall = ContinuousClock.now
        do {
            try await page.call("waitForImages", timeout: .seconds(30))
            XCTFail("nothing loads in a test page")
        } catch let error as BridgeError {
            XCTAssertEqual(error.kind, .timedOut)
        }
        let pageTime = await page.now
        XCTAssertGreaterThanOrEqual(pageTime, .seconds(30))
        // 300 polls of page time; a hang or a wall-clock wait would take 30 s.
        XCTAssertLessThan(ContinuousClock.now - wall, .seconds(10))
    }

    func testASilentHandlerFailsAtOnce() async throws {
        let page = try await page("<blockquote>old</blockquote>")
        let wall = ContinuousClock.now
        do {
            try await page.call("awaitQuoteToggle", timeout: .seconds(60))
            XCTFail("nothing taps in a test page")
        } catch let error as BridgeError {
            XCTAssertEqual(error.kind, .timedOut)
        }
        XCTAssertLessThan(ContinuousClock.now - wall, .seconds(10))
    }

    func testNativeCallsAreRecorded() async throws {
        let page = try await page("<p>hi</p>")
        await page.stubNativeHandler("saveReadState")
        _ = try? await page.call("markRead", data: ["id": "m-1"])  // it answers nothing; it calls native code
        let calls = await page.nativeCalls
        XCTAssertEqual(calls.map(\.handler), ["saveReadState"])
        XCTAssertEqual(calls.first?.data, ["id": "m-1", "read": true])
    }
}

/// The view model as the engine's delegates, on the main actor.
@MainActor
final class MessageViewModelTests: XCTestCase {
    func testTheViewModelHearsLoadRenderAndTaps() async throws {
        let engine = try await JSWebEngine()
        let model = MessageViewModel()
        engine.engineDelegate = model
        engine.presentationDelegate = model
        try await engine.loadHTML("<a id=more href=/m/2>next</a><img width=900 src=a.png>", baseURL: URL(string: "https://mail.example/"))
        try await engine.executeScript(try MessageViewModel.messageScript)
        await engine.render(with: MessageViewModel.strategy)
        try await engine.executeScript("document.getElementById('more').click()")
        XCTAssertTrue(model.isLoaded)
        XCTAssertEqual(model.lastReport?.steps.first?.response?["changed"], 1)
        XCTAssertEqual(model.openedLinks, [URL(string: "https://mail.example/m/2")!])
    }
}
