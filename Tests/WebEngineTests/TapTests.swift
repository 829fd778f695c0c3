import Foundation
import JSRuntime
import WebEngineKit
import XCTest

@MainActor
final class TapTests: XCTestCase {
    func testLinkClickBecomesDidTapLinkResolvedAgainstTheBase() async throws {
        let engine = try await JSWebEngine()
        let recorder = Recorder()
        engine.presentationDelegate = recorder
        try await engine.loadHTML("<base href='https://blog.example/posts/'><a id=rel href='../about?x=1'>about</a><a id=prevented href=/p>p</a><a id=plain>no href</a>", baseURL: URL(string: "https://blog.example/"))
        _ = try await engine.executeScript("""
            document.getElementById('prevented').addEventListener('click', e => e.preventDefault());
            document.getElementById('rel').click(); document.getElementById('prevented').click(); document.getElementById('plain').click();
            """)
        XCTAssertEqual(recorder.tappedLinks, [URL(string: "https://blog.example/about?x=1")!])
        let location = try await engine.executeScript("location.href")
        XCTAssertEqual(location, "https://blog.example/", "no navigation")
        let events = await engine.events
        XCTAssertEqual(events.first?.handler, "linkTap")
    }

    func testImageTapsReachTheDelegateThroughTheEnvironmentScript() async throws {
        let engine = try await JSWebEngine()
        let recorder = Recorder()
        engine.presentationDelegate = recorder
        try await engine.executeEnvironmentScript(named: "image-taps.js")
        try await engine.loadHTML("<p><img id=i src='img/photo.jpg' width=800></p>", baseURL: URL(string: "https://blog.example/post/"))
        _ = try await engine.executeScript("document.getElementById('i').click()")
        XCTAssertEqual(recorder.tappedImages, [URL(string: "https://blog.example/post/img/photo.jpg")!])
    }

    func testEmbedTapsReachTheDelegate() async throws {
        let engine = try await JSWebEngine()
        let recorder = Recorder()
        engine.presentationDelegate = recorder
        try await engine.loadHTML("<iframe src='//www.youtube.com/embed/abc'></iframe>", baseURL: URL(string: "https://blog.example/"))
        _ = try await engine.executeScript("document.querySelector('iframe').click()")
        XCTAssertEqual(recorder.tappedEmbeds, [URL(string: "https://www.youtube.com/embed/abc")!])
    }

    func testContentHeightGrowsWithContentAndNarrowerWidth() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>" + String(repeating: "word ", count: 200) + "</p><img width=750 height=500>", baseURL: nil)
        let narrow = await engine.contentHeight(forWidth: 375)
        let wide = await engine.contentHeight(forWidth: 1024)
        XCTAssertGreaterThan(narrow, wide)
        XCTAssertGreaterThan(narrow, 300)
    }

    /// Measuring is not a script reading the page: a style attribute made through CSSOM stays
    /// last in serialization (as Chromium keeps it) after the height was measured.
    func testMeasuringDoesNotReadAttributesAsAScriptWould() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<img id=i width=900 src=a.png>", baseURL: nil)
        _ = try await engine.executeScript("document.getElementById('i').style.maxWidth = '100%'")
        _ = await engine.contentHeight(forWidth: 375)
        let html = try await engine.executeScript("const i = document.getElementById('i'); i.setAttribute('loading', 'lazy'); i.outerHTML")
        XCTAssertEqual(html, #"<img id="i" width="900" src="a.png" loading="lazy" style="max-width: 100%;">"#)
    }

    /// The height is kept until the document changes; any change, text included, counts.
    func testContentHeightFollowsEveryKindOfChange() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p id=p>short</p>", baseURL: nil)
        let short = await engine.contentHeight(forWidth: 375)
        let again = await engine.contentHeight(forWidth: 375)
        XCTAssertEqual(short, again)
        _ = try await engine.executeScript("document.getElementById('p').firstChild.data = 'word '.repeat(300)")
        let longText = await engine.contentHeight(forWidth: 375)
        XCTAssertGreaterThan(longText, short)
        _ = try await engine.executeScript("document.getElementById('p').style.display = 'none'")
        let hidden = await engine.contentHeight(forWidth: 375)
        XCTAssertLessThan(hidden, longText)
        _ = try await engine.executeScript("document.body.append(document.createElement('hr'))")
        let appended = await engine.contentHeight(forWidth: 375)
        XCTAssertGreaterThan(appended, hidden)
        try await engine.loadHTML("<p id=p>short</p>", baseURL: nil)
        let reloaded = await engine.contentHeight(forWidth: 375)
        XCTAssertEqual(reloaded, short)
    }
}
