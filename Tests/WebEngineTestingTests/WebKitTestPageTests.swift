import EmbeddedScripts
import JSRuntime
import WebEngineKit
import WebEngineTesting
import XCTest

/// The same handler tests as `PostHandlersTests`, on real WebKit: a user's handler test runs on
/// either engine by changing one setting.
final class WebKitTestPageTests: XCTestCase {
    let handlers = EmbeddedScripts.source("strategies/post-handlers.js")!

    private func page(_ html: String) async throws -> HandlerTestPage {
        var configuration = HandlerTestPage.Configuration()
        configuration.engine = .webkit
        do {
            return try await HandlerTestPage(html: html, scripts: [handlers], configuration: configuration)
        } catch let error where String(describing: error).contains("WebKit") {
            throw XCTSkip("the WebKit engine cannot start here: \(error)")
        }
    }

    func testResizeImagesShrinksOnlyWideImagesOnWebKit() async throws {
        let page = try await page("<img id=wide src=a.png width=800 height=600><img id=small src=b.png width=200>")
        let reply = try await page.call("resizeImages", data: ["maxWidth": 320])
        XCTAssertEqual(reply["logDescription"], "resized 1 images")
        let wideStyle = try await page.attribute("style", of: "#wide")
        XCTAssertEqual(wideStyle, "max-width: 100%; height: auto;")
        let smallStyle = try await page.attribute("style", of: "#small")
        XCTAssertNil(smallStyle)
    }

    func testTapsAreRecordedOnWebKit() async throws {
        let page = try await page("<a href=/x>x</a><img src=/i.png width=20 height=20>")
        try await page.tap("a")
        try await page.tap("img")
        let deadline = ContinuousClock.now + .seconds(5)
        while page.tappedImages.isEmpty || page.tappedLinks.isEmpty, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
            await MainActor.run {}
        }
        XCTAssertEqual(page.tappedLinks, [URL(string: "https://example.com/x")!])
        XCTAssertEqual(page.tappedImages, [URL(string: "https://example.com/i.png")!])
        let calls = await page.nativeCalls.map(\.handler)
        XCTAssertEqual(Set(calls), ["linkTap", "imageTap"])
    }
}
