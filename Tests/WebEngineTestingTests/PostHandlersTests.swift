import EmbeddedScripts
import JSRuntime
import WebEngineKit
import WebEngineTesting
import XCTest

/// The built-in post and e-mail handlers, tested the way users test their own.
final class PostHandlersTests: XCTestCase {
    let handlers = EmbeddedScripts.source("strategies/post-handlers.js")!

    func testResizeImagesShrinksOnlyWideImages() async throws {
        let page = try await HandlerTestPage(html: "<img id=wide src=a.png width=800 height=600><img id=small src=b.png width=200>", scripts: [handlers])
        let reply = try await page.call("resizeImages", data: ["maxWidth": 320])
        XCTAssertEqual(reply["logDescription"], "resized 1 images")
        let wideStyle = try await page.attribute("style", of: "#wide")
        XCTAssertEqual(wideStyle, "max-width: 100%; height: auto;")
        let smallStyle = try await page.attribute("style", of: "#small")
        XCTAssertNil(smallStyle)
    }

    func testAbsolutizeLinksMarksExternalOnes() async throws {
        let page = try await HandlerTestPage(html: "<a id=in href=/about>a</a><a id=out href=https://other.example/>b</a><a id=hash href=#top>c</a>", scripts: [handlers])
        try await page.call("absolutizeLinks")
        let inside = try await page.attribute("href", of: "#in")
        XCTAssertEqual(inside, "https://example.com/about")
        let outsideClass = try await page.attribute("class", of: "#out")
        XCTAssertEqual(outsideClass, "external")
        let hash = try await page.attribute("href", of: "#hash")
        XCTAssertEqual(hash, "#top")
    }

    func testTapsAreRecorded() async throws {
        let page = try await HandlerTestPage(html: "<a href=/x>x</a><img src=/i.png>", scripts: [handlers])
        try await page.tap("a")
        try await page.tap("img")
        XCTAssertEqual(page.tappedLinks, [URL(string: "https://example.com/x")!])
        XCTAssertEqual(page.tappedImages, [URL(string: "https://example.com/i.png")!])
        let calls = await page.nativeCalls.map(\.handler)
        XCTAssertEqual(calls, ["linkTap", "imageTap"])
    }

    func testYourOwnHandlerWithTimersAndANativeCall() async throws {
        // What a user's test of their own handler looks like.
        let myHandler = """
            WebViewJavascriptBridge.registerHandler('countWords', function (data, reply) {
                WebViewJavascriptBridge.callHandler('analytics', { event: 'counting' });
                setTimeout(function () { reply({ words: document.body.textContent.trim().split(/\\s+/).length }); }, 1000);
            });
            """
        let page = try await HandlerTestPage(html: "<p>one two three</p>", scripts: [myHandler])
        await page.stubNativeHandler("analytics")
        let reply = try await page.call("countWords")  // the 1 s timer passes in virtual time, instantly
        XCTAssertEqual(reply["words"], 3)
        let calls = await page.nativeCalls
        XCTAssertEqual(calls.map(\.handler), ["analytics"])
        XCTAssertEqual(calls.first?.data, ["event": "counting"])
    }

    func testAHandlerThatNeverAnswersIsATimeoutNotAHang() async throws {
        let page = try await HandlerTestPage(html: "", scripts: ["WebViewJavascriptBridge.registerHandler('silent', () => {})"])
        do {
            try await page.call("silent", timeout: .milliseconds(100))
            XCTFail("expected a timeout")
        } catch let error as BridgeError {
            XCTAssertEqual(error.kind, .timedOut)
        }
    }

    func testCollapseQuotesInAnEmail() async throws {
        let page = try await HandlerTestPage(html: "<p>New</p><blockquote type=cite>Old</blockquote>", scripts: [handlers])
        try await page.call("collapseQuotes")
        let collapsed = try await page.count(of: "details.quoted-text > blockquote")
        XCTAssertEqual(collapsed, 1)
    }
}
