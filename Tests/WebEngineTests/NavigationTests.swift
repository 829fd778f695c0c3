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
}
