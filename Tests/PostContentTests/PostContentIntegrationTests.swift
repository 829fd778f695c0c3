import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import XCTest

/// The same flow as DataFlowTests, on the real engine, composer and scripts.
final class PostContentIntegrationTests: XCTestCase {
    static let samplePost = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/sample-post.html")

    private func module(_ strategy: ContentRenderStrategyFactory.Kind = .post) async throws -> PostContentModule {
        var configuration = PostContentAssembly.Configuration()
        configuration.strategy = strategy
        configuration.composer.baseURL = URL(string: "https://blog.example/posts/2026/headless")
        return try await PostContentAssembly.assemble(configuration)
    }

    func testTheTenStepFlowRendersThePostAndReportsItsHeight() async throws {
        let module = try await module()
        let (height, report) = try await module.render(try String(contentsOf: Self.samplePost, encoding: .utf8))
        XCTAssertEqual(report.steps.map(\.status), [.answered, .answered, .answered, .answered], "\(report.steps)")
        XCTAssertEqual(report.logs.filter { $0.hasPrefix("resized") }, ["resized 1 images"])
        XCTAssertGreaterThan(height, 500)
        XCTAssertTrue(report.html.contains(#"<a href="https://blog.example/posts/archive">"#), report.html)
        XCTAssertTrue(report.html.contains(#"class="embed-wrapper""#))
        // The page's hostile content never ran and is gone.
        XCTAssertFalse(report.html.contains("<script"))
        XCTAssertFalse(report.html.contains("onerror"))
        XCTAssertFalse(report.html.contains("javascript:"))
        let title = try await module.engine.executeScript("document.title")
        XCTAssertEqual(title, "")
        XCTAssertEqual(report.errors, [])
    }

    func testTapsGoThroughTheViewAndPresenterToTheRouter() async throws {
        let module = try await module()
        _ = try await module.render("<p><a id=l href='/about'>about</a><img id=i src='/p.png' width=10></p>")
        _ = try await module.engine.executeScript("document.getElementById('l').click(); document.getElementById('i').click()")
        // Taps reach the router through the bridge and the presenter asynchronously: on a busy
        // machine the second can land after the script returns (it failed that way in CI).
        let deadline = ContinuousClock.now + .seconds(5)
        while module.router.intents.count < 2, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        XCTAssertEqual(module.router.intents, [
            .browser(URL(string: "https://blog.example/about")!),
            .fullscreenImage(URL(string: "https://blog.example/p.png")!),
        ])
    }

    func testTheEmailStrategyCollapsesQuotesAndDropsTrackingPixels() async throws {
        let module = try await module(.email)
        let email = """
            <table width="600"><tr><td width="600">Hi Ann,<br>Sounds good.<img src="https://t.example/o.gif" width="1" height="1"></td></tr></table>
            <div class="gmail_quote"><div class="gmail_attr">On Mon, Bob wrote:</div><blockquote class="gmail_quote">Earlier message</blockquote></div>
            <blockquote type="cite">Apple Mail quote</blockquote>
            <div>-----Original Message-----</div><div>From: Carol</div>
            """
        let (_, report) = try await module.render(email)
        XCTAssertTrue(report.isComplete, "\(report.steps)")
        XCTAssertFalse(report.html.contains("t.example/o.gif"))
        XCTAssertFalse(report.html.contains(#"width="600""#))
        XCTAssertEqual(report.html.components(separatedBy: #"<details class="quoted-text">"#).count - 1, 3, report.html)
        XCTAssertTrue(report.logs.contains("collapsed 3 quotes"), "\(report.logs)")
    }

    func testModuleRendersAgainWithNewContent() async throws {
        let module = try await module()
        let first = try await module.render("<p>first</p>")
        let second = try await module.render("<p>second</p><p>more</p>")
        XCTAssertTrue(first.report.html.contains("first"))
        XCTAssertTrue(second.report.html.contains("second") && !second.report.html.contains("first"))
    }
}
