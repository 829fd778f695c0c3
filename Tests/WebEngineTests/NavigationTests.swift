import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// Navigations a page asks for reach the navigation delegate and the report; nothing
/// navigates, and WebViewJavascriptBridge's own URLs stay bridge signals.
@MainActor
final class NavigationTests: XCTestCase {
    final class Requests: WebNavigationDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var list: [NavigationRequest] = []
        var all: [NavigationRequest] { lock.withLock { list } }

        func webPresentation(_ presentation: any WebPresentation, didRequestNavigation request: NavigationRequest) {
            lock.withLock { list.append(request) }
        }
    }

    func testLinksLocationChangesAndFrameSourcesAreNavigationRequests() async throws {
        let engine = try await JSWebEngine()
        let requests = Requests()
        engine.navigationDelegate = requests
        try await engine.loadHTML("<a id=l href='/next'>next</a>", baseURL: URL(string: "https://news.example/a/1"))
        _ = try await engine.executeScript("""
            document.getElementById('l').click();
            location.href = 'https://news.example/a/2';
            location.assign('/a/3');
            const frame = document.createElement('iframe');
            frame.src = 'https://video.example/embed/1';
            document.body.append(frame);
            frame.src = 'https://video.example/embed/2';
            const bridgeFrame = document.createElement('iframe');
            bridgeFrame.src = 'https://__bridge_loaded__';
            document.body.append(bridgeFrame);
            """)
        XCTAssertEqual(requests.all, [
            NavigationRequest(url: URL(string: "https://news.example/next")!, kind: .linkActivated),
            NavigationRequest(url: URL(string: "https://news.example/a/2")!, kind: .location),
            NavigationRequest(url: URL(string: "https://news.example/a/3")!, kind: .location),
            NavigationRequest(url: URL(string: "https://video.example/embed/1")!, kind: .frame),
            NavigationRequest(url: URL(string: "https://video.example/embed/2")!, kind: .frame),
        ])
        let location = try await engine.executeScript("location.href")
        XCTAssertEqual(location, "https://news.example/a/1", "nothing navigates")
        let recorded = await engine.events.filter { $0.handler == "navigation" }.map { $0.data["kind"] }
        XCTAssertEqual(recorded, ["location", "location", "frame", "frame"])
    }

    /// An iframe inserted into a document without a browsing context (DOMParser's,
    /// createHTMLDocument's) loads nothing, so it asks the navigation delegate nothing: the
    /// events of both engines, for the same script.
    func testFramesOfDocumentsWithoutAWindowRequestNothingAsInWebKit() async throws {
        let script = """
            const parsed = new DOMParser().parseFromString('<p>x</p><iframe src="https://video.example/embed/0"></iframe>', 'text/html');
            const wrapper = parsed.createElement('div');
            const moved = parsed.querySelector('iframe');
            moved.replaceWith(wrapper);
            wrapper.append(moved);
            const made = document.implementation.createHTMLDocument('');
            const inert = made.createElement('iframe');
            inert.src = 'https://video.example/embed/1';
            made.body.append(inert);
            const frame = document.createElement('iframe');
            frame.src = 'https://video.example/embed/2';
            document.body.append(frame);
            """
        let fast = try await JSWebEngine()
        let webkit = try await webKitReference()
        var recorded: [[String?]] = []
        for engine in [fast, webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML("<p>page</p>", baseURL: URL(string: "https://news.example/a/1"))
            try await engine.executeScript(script, sourceURL: "frames.js")
            // The page's own frame is inserted last: once its request is heard (WebKit's arrives
            // from its web process, later on a busy machine), any earlier one would have been.
            var navigations: [String?] = []
            for _ in 0..<100 {
                try await engine.executeScript("new Promise((resolve) => setTimeout(resolve, 50))", sourceURL: "settle.js")
                navigations = await engine.sessionRecord.events.filter { $0.handler == "navigation" }.map { $0.data["url"]?.stringValue }
                if navigations.contains("https://video.example/embed/2") { break }
            }
            recorded.append(navigations)
        }
        XCTAssertEqual(recorded[0], ["https://video.example/embed/2"])
        XCTAssertEqual(recorded[0], recorded[1], "the fast engine's navigation events are WebKit's")
    }
}
