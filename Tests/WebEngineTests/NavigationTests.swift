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

    /// A frame asks as it connects to the page, as WebKit asks the navigation delegate: the
    /// parser's frames, frames inserted alone or inside a subtree (innerHTML's only once
    /// connected), frames moved (they load again) and frames given a source; about:blank for a
    /// frame with no source or an empty one; nothing for srcdoc, javascript: or a template's.
    func testFramesConnectingToThePageAskWhatWebKitAsks() async throws {
        let page = """
            <iframe src="https://parsed.example/1"></iframe><iframe></iframe><iframe src=""></iframe>
            <iframe srcdoc="<p>x</p>"></iframe><iframe src="javascript:void 0"></iframe><iframe src=" /relative?q=1 "></iframe>
            <template><iframe src="https://template.example/"></iframe></template>
            <div id="box"><iframe src="https://boxed.example/"></iframe></div>
            """
        let script = """
            document.body.prepend(document.getElementById('box'));
            const holder = document.createElement('div');
            holder.innerHTML = '<p><iframe src="https://inner.example/"></iframe></p>';
            document.body.append(holder);
            document.body.insertAdjacentHTML('beforeend', '<section><iframe src="https://adjacent.example/"></iframe></section>');
            const bare = document.createElement('iframe');
            document.body.append(bare);
            bare.src = 'https://later.example/';
            const end = document.createElement('iframe');
            end.src = 'https://end.example/';
            document.body.append(end);
            """
        let fast = try await JSWebEngine()
        let webkit = try await webKitReference()
        var recorded: [[String]] = []
        for engine in [fast, webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML(page, baseURL: URL(string: "https://news.example/a/1"))
            try await engine.executeScript(script, sourceURL: "frames.js")
            // WebKit's requests come from its web process, each frame's on its own: settle until
            // the last frame's has come and a quarter of a second passes with nothing new.
            var navigations: [String] = [], quiet = 0
            for _ in 0..<100 where quiet < 5 {
                try await engine.executeScript("new Promise((resolve) => setTimeout(resolve, 50))", sourceURL: "settle.js")
                let now = await engine.sessionRecord.events.filter { $0.handler == "navigation" }.map {
                    "\($0.data["kind"]?.stringValue ?? "?") \($0.data["url"]?.stringValue ?? "?")"
                }
                quiet = now == navigations && now.contains("frame https://end.example/") ? quiet + 1 : 0
                navigations = now
            }
            recorded.append(navigations)
        }
        XCTAssertEqual(recorded[0], [
            "frame https://parsed.example/1", "frame about:blank", "frame about:blank", "frame https://news.example/relative?q=1",
            "frame https://boxed.example/", "frame https://boxed.example/", "frame https://inner.example/", "frame https://adjacent.example/",
            "frame about:blank", "frame https://later.example/", "frame https://end.example/",
        ])
        // (Their order across frames is the web process's, not the test's point.)
        XCTAssertEqual(recorded[0].sorted(), recorded[1].sorted(), "the fast engine's navigation events are WebKit's")
    }

    /// A frame's source is reported as the URL parser resolves it, whether it is taken as it
    /// is (an absolute http(s) URL the parser gives back unchanged) or parsed: each reported URL
    /// equals the page's own `new URL(source, document.baseURI).href`.
    func testFrameSourcesAreReportedAsTheURLParserResolvesThem() async throws {
        let sources = [
            "https://www.youtube.com/embed/d0?rel=0&showinfo=0", "https://player.example/v1.2/clip.html#t=10", "http://a.example/",
            "https://WWW.Example.com/x", "https://a.example:443/x", "http://a.example:80/x", "https://a.example", "https://a.example/a/../b",
            "https://a.example/a/./b", "https://a.example/%2e%2E/b", "https://xn--nxasmq6b.example/", "https://127.1/x", "https://0x7f.1/",
            "https://a.example/q?it's", "https://a.example/a\\b", "https://a.example/a b", "https://a.example/a%20b", "https://a.example/p?x=1/2?y#f/g?h",
            "https://a.example/.hidden/x.", "https://a.example/end/..", "/relative/path", "//cdn.example/x", "https://a.example/caf\u{e9}",
        ]
        let engine = try await JSWebEngine()
        try await engine.loadHTML("<p>page</p>", baseURL: URL(string: "https://news.example/a/1"))
        let list = JSValue.array(sources.map(JSValue.string)).jsonText
        let expected = try await engine.executeScript("""
            const sources = \(list);
            for (const source of sources) { const frame = document.createElement('iframe'); frame.src = source; document.body.append(frame); }
            sources.map((source) => new URL(source, document.baseURI).href)
            """)
        let reported = await engine.events.filter { $0.handler == "navigation" }.compactMap { $0.data["url"]?.stringValue }
        XCTAssertEqual(reported.count, sources.count)
        XCTAssertEqual(JSValue.array(reported.map(JSValue.string)), expected)
    }
}
