import WebEngineTesting
import XCTest

/// A test page never waits on the wall clock: a call's timeout is page time, and a call that
/// nothing can answer returns at once.
final class TestPageTimeTests: XCTestCase {
    func testAPollingHandlerTimesOutAfterItsPageTime() async throws {
        let polling = """
            window.ticks = 0;
            WebViewJavascriptBridge.registerHandler('waitForever', function (data, reply) {
                setInterval(function () { window.ticks++; }, 100);
            });
            """
        let page = try await HandlerTestPage(html: "", scripts: [polling])
        let start = await page.now
        do {
            try await page.call("waitForever", timeout: .seconds(2))
            XCTFail("expected a timeout")
        } catch let error as BridgeError {
            XCTAssertEqual(error.kind, .timedOut)
            XCTAssertEqual(error.message, "'waitForever' did not answer within 2.0 seconds of page time")
        }
        // 2 s of page time is 20 ticks of a 100 ms interval, however fast the machine is.
        let elapsed = await page.now - start
        XCTAssertEqual(elapsed, .seconds(2))
        let ticks = try await page.evaluate("window.ticks")
        XCTAssertEqual(ticks, 20)
    }

    func testASilentHandlerFailsAtOnceWithoutSpendingPageTime() async throws {
        let page = try await HandlerTestPage(html: "", scripts: ["WebViewJavascriptBridge.registerHandler('silent', () => {})"])
        let start = await page.now
        do {
            try await page.call("silent", timeout: .seconds(3600))
            XCTFail("expected a timeout")
        } catch let error as BridgeError {
            XCTAssertEqual(error.kind, .timedOut)
            XCTAssertTrue(error.message.contains("nothing left in the page could answer it"), error.message)
        }
        let elapsed = await page.now - start
        XCTAssertEqual(elapsed, .zero)
    }

    func testAnAnswerAfterALongTimerArrivesInPageTime() async throws {
        let late = "WebViewJavascriptBridge.registerHandler('late', (data, reply) => setTimeout(() => reply('done'), 60000))"
        let page = try await HandlerTestPage(html: "", scripts: [late])
        let reply = try await page.call("late", timeout: .seconds(120))
        XCTAssertEqual(reply, "done")
        let now = await page.now
        XCTAssertEqual(now, .seconds(60))
    }

    func testTheConfiguredCallTimeoutIsTheDefault() async throws {
        var configuration = HandlerTestPage.Configuration()
        configuration.callTimeout = .milliseconds(300)
        let polling = "WebViewJavascriptBridge.registerHandler('poll', () => { setInterval(() => {}, 100); })"
        let page = try await HandlerTestPage(html: "", scripts: [polling], configuration: configuration)
        do {
            try await page.call("poll")
            XCTFail("expected a timeout")
        } catch let error as BridgeError {
            XCTAssertEqual(error.kind, .timedOut)
        }
        let now = await page.now
        XCTAssertEqual(now, .milliseconds(300))
    }

    func testASpinningHandlerStopsAtTheConfiguredTimeLimit() async throws {
        var configuration = HandlerTestPage.Configuration()
        configuration.executionTimeLimit = .milliseconds(200)
        let page = try await HandlerTestPage(html: "", scripts: ["WebViewJavascriptBridge.registerHandler('spin', () => { for (;;) {} })"], configuration: configuration)
        do {
            try await page.call("spin")
            XCTFail("expected the time limit")
        } catch let error as BridgeError {
            XCTAssertEqual(error.name, "TimeLimitExceeded")
        }
    }
}
