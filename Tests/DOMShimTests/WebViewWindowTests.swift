import DOMShim
import JSRuntime
import XCTest

/// The window a page sees in a web view: a top-level frame, the configured device's viewport,
/// media queries, scrolling, history and postMessage.
final class WebViewWindowTests: XCTestCase {
    func testATopLevelPageIsItsOwnParentTopAndFrames() async throws {
        let runtime = try await page()
        let frames = await runtime.js("[parent === window, top === window, frames === window, self === window, opener, frameElement, length]")
        XCTAssertEqual(frames, [true, true, true, true, nil, nil, 0])
    }

    /// A web view keeps cookies for an http(s) page (RFC 6265's document.cookie: name=value
    /// pairs in the order set, a control character ends one, an expiry in the past or a
    /// max-age of 0 deletes); a document with no browsing context reads "" and ignores writes.
    func testCookiesLastModifiedAndReadiness() async throws {
        let runtime = try await page("<script>var states = [document.readyState]; document.addEventListener('readystatechange', () => states.push(document.readyState));</script>")
        let answers = await runtime.js(#"""
            const out = [document.cookie, navigator.cookieEnabled];
            document.cookie = 'a=1'; document.cookie = 'b = 2 ; path=/'; document.cookie = 'c=x\0y'; document.cookie = 'a=3';
            out.push(document.cookie);
            document.cookie = 'b=; expires=Thu, 01 Jan 1970 00:00:00 GMT'; document.cookie = 'c=gone; max-age=0';
            out.push(document.cookie);
            const inert = document.implementation.createHTMLDocument('');
            inert.cookie = 'z=1';
            out.push(inert.cookie, /^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/.test(document.lastModified), states.join());
            out
            """#)
        XCTAssertEqual(answers, ["", true, "a=3; b=2; c=x", "a=3", "", true, "loading,interactive,complete"])
    }

    func testTheViewportScreenAndNavigatorAreTheConfiguredWebViews() async throws {
        let iPhone = try await page()
        let defaults = await iPhone.js("[innerWidth, innerHeight, devicePixelRatio, screen.width, screen.orientation.type, navigator.platform, navigator.maxTouchPoints, /iPhone OS .* AppleWebKit\\/605\\.1\\.15 \\(KHTML, like Gecko\\) Mobile\\/15E148$/.test(navigator.userAgent)]")
        XCTAssertEqual(defaults, [375, 667, 2, 375, "portrait-primary", "iPhone", 5, true])
        var configuration = JSRuntime.Configuration()
        configuration.webView.viewportWidth = 1024
        configuration.webView.viewportHeight = 768
        configuration.webView.userAgent = "Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"
        configuration.webView.colorScheme = .dark
        let iPad = JSRuntime(configuration: configuration)
        try await iPad.loadHTML("")
        let custom = await iPad.js("[innerWidth, screen.orientation.type, navigator.platform, matchMedia('(prefers-color-scheme: dark)').matches, matchMedia('(orientation: landscape)').matches]")
        XCTAssertEqual(custom, [1024, "landscape-primary", "iPad", true, true])
    }

    func testMediaQueriesAreEvaluatedAgainstTheViewport() async throws {
        let runtime = try await page()
        let queries = [
            "(max-width: 600px)": true, "(min-width: 600px)": false, "screen and (max-width: 375px)": true,
            "only screen and (min-device-width: 320px) and (max-device-width: 480px)": true, "print": false,
            "(width >= 400px)": false, "(300px < width <= 375px)": true, "(min-width: 30em)": false, "(max-width: 24em)": true,
            "(-webkit-min-device-pixel-ratio: 2)": true, "(min-resolution: 192dpi)": true, "(min-resolution: 3dppx)": false,
            "(hover: hover)": false, "(pointer: coarse)": true, "(prefers-reduced-motion: reduce)": false,
            "not all and (orientation: landscape)": true, "print, (max-width: 400px)": true, "(unknown-feature: 1)": false, "": true,
        ]
        for (query, expected) in queries {
            let matches = await runtime.js("matchMedia(\(JSValue.string(query).jsonText)).matches")
            XCTAssertEqual(matches, .bool(expected), query)
        }
        let list = await runtime.js("const q = matchMedia('(max-width:  600px)'); [q.media, q instanceof MediaQueryList, typeof q.addListener]")
        XCTAssertEqual(list, ["(max-width: 600px)", true, "function"])
    }

    func testScrollingKeepsThePositionAndFiresOneScrollEventInALaterTask() async throws {
        let runtime = try await page()
        _ = await runtime.js("var scrolls = 0; addEventListener('scroll', () => scrolls++); scrollTo(0, 100); scrollBy(10, 20); scrollTo({ top: -5 }); var now = [scrollX, scrollY, pageYOffset, scrolls]")
        let now = await runtime.js("now")
        XCTAssertEqual(now, [10, 0, 0, 0])
        await runtime.run()
        let later = await runtime.js("[scrolls, scrollY]")
        XCTAssertEqual(later, [1, 0])
    }

    func testPostMessageDeliversACloneInALaterTaskToTheRightOrigin() async throws {
        let runtime = try await page()
        _ = await runtime.js("""
            var received = [];
            addEventListener('message', (event) => received.push([event.data.list.length, event.data.when instanceof Date, event.data.self === event.data, event.origin, event.source === window, event instanceof MessageEvent]));
            const message = { list: [1, 2], when: new Date(0) }; message.self = message;
            postMessage(message, '*');
            postMessage(message, 'https://example.com');
            postMessage(message, 'https://other.example'); // another origin: dropped
            message.list.push(3);
            var sync = received.length;
            var errors = [];
            try { postMessage(() => 1, '*'); } catch (e) { errors.push(e.name); }
            try { postMessage(1, 'not a url'); } catch (e) { errors.push(e.name); }
            """)
        let sync = await runtime.js("sync")
        XCTAssertEqual(sync, 0)
        await runtime.run()
        let received = await runtime.js("[received, errors]")
        XCTAssertEqual(received, [[[2, true, true, "https://example.com", true, true], [2, true, true, "https://example.com", true, true]], ["DataCloneError", "SyntaxError"]])
    }

    func testHistoryPushStateChangesTheURLWithinTheOrigin() async throws {
        let runtime = try await page()
        let states = await runtime.js("""
            history.pushState({ page: 2 }, '', '/post/2?x=1');
            const after = [history.length, history.state.page, location.pathname, location.search, document.URL];
            history.replaceState(null, '', '#top');
            let refused = '';
            try { history.pushState(null, '', 'https://other.example/') } catch (e) { refused = e.name }
            [...after, history.state, location.hash, refused]
            """)
        XCTAssertEqual(states, [2, 2, "/post/2", "?x=1", "https://example.com/post/2?x=1", nil, "#top", "SecurityError"])
    }

    /// XMLHttpRequest and fetch exist and fail as a web view with no connection fails them (the
    /// engine has no network): the same events and values as Chromium 156 offline.
    func testTheNetworkFailsAsOfflineAsChromiumDoes() async throws {
        let runtime = try await page("")
        let out = try await runtime.value(of: runtime.evaluateAndAwait(#"""
            (async () => { const log = []; const x = new XMLHttpRequest();
            x.onreadystatechange = () => log.push('rsc' + x.readyState);
            for (const t of ['loadstart', 'error', 'load', 'loadend', 'abort']) x.addEventListener(t, (e) => log.push(t + ':' + e.constructor.name + ':' + x.status + ':' + e.loaded));
            x.open('GET', 'https://example.invalid/data.json'); log.push(x.readyState, XMLHttpRequest.DONE);
            x.send(); log.push('sent');
            await new Promise((r) => setTimeout(r, 3000));
            try { await fetch('https://example.invalid/'); } catch (e) { log.push(e.name); }
            try { new XMLHttpRequest().open('G ET', '/') } catch (e) { log.push(e.name) }
            log.push(String(x), typeof x.responseText, x.response, x.statusText, x.getAllResponseHeaders(), x.getResponseHeader('a'));
            return JSON.stringify(log); })()
            """#))
        XCTAssertEqual(out.stringValue, ##"["rsc1",1,4,"loadstart:ProgressEvent:0:0","sent","rsc4","error:ProgressEvent:0:0","loadend:ProgressEvent:0:0","TypeError","SyntaxError","[object XMLHttpRequest]","string","","","",null]"##)
    }

    /// Scripts made by script run when connected (inline at once, in tree order, once; an
    /// external one fails offline with an error event); a parser's scripts (innerHTML,
    /// DOMParser) never do. The same log as Chromium 156 but for onerror's message, which is
    /// WebKit's (no "Uncaught " prefix).
    func testScriptsInsertedByScriptRunAsChromiumRunsThem() async throws {
        let runtime = try await page("")
        let out = try await runtime.value(of: runtime.evaluateAndAwait(#"""
            (async () => { window.log = []; const add = (s) => document.body.appendChild(s);
            const a = document.createElement('script'); a.textContent = 'log.push("created:" + (document.currentScript === a2()))'; window.a2 = () => a; add(a); log.push('after-a');
            const d = document.createElement('div'); d.innerHTML = '<script>log.push("innerHTML")<\/script>'; add(d);
            const p = new DOMParser().parseFromString('<script>log.push("domparser")<\/script>', 'text/html').querySelector('script'); add(document.adoptNode(p));
            const c = a.cloneNode(true); add(c);
            const fresh = document.createElement('script'); fresh.textContent = 'log.push("fresh clone source")'; const fc = fresh.cloneNode(true); add(fc);
            const e = document.createElement('script'); add(e); log.push('empty added'); e.textContent = 'log.push("filled later")'; e.textContent = 'log.push("filled twice")';
            const s = document.createElement('script'); s.src = 'https://example.invalid/x.js'; s.onerror = () => log.push('src error'); s.onload = () => log.push('src load'); add(s); log.push('src added');
            const f = document.createDocumentFragment(); const f1 = document.createElement('script'); f1.textContent = 'log.push("frag1")'; const f2 = document.createElement('script'); f2.textContent = 'log.push("frag2")'; f.append(f1, f2); add(f);
            const t = document.createElement('script'); t.type = 'text/plain'; t.textContent = 'log.push("plain")'; add(t);
            const detached = document.createElement('div'); const ds = document.createElement('script'); ds.textContent = 'log.push("detached then connected")'; detached.appendChild(ds); log.push('in detached'); add(detached);
            const th = document.createElement('script'); th.textContent = 'throw new Error("boom")'; window.onerror = (m) => { log.push('onerror:' + m); return true; }; add(th);
            await new Promise((r) => setTimeout(r, 2000));
            return JSON.stringify(log); })()
            """#))
        XCTAssertEqual(out.stringValue, ##"["created:true","after-a","fresh clone source","empty added","filled later","src added","frag1","frag2","in detached","detached then connected","onerror:Error: boom","src error"]"##)
    }
}
