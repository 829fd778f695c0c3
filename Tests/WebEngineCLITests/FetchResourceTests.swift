import Foundation
import XCTest

/// `fetch` and XMLHttpRequest answered by the page's resources (`--resources`, `--har`,
/// `--scheme`): statuses, header fields, bodies as text, JSON, bytes and blobs, same-origin and
/// CORS as the browser applies them, what nothing serves failing as offline, events in the
/// browser's order, and every request in the report's record of loads.
final class FetchResourceTests: FolderTestCase {
    /// What the page asks for: http://site.example/PATH from site/site.example/PATH, a second
    /// origin at other.example (open.json allowing every origin by its `.headers` file, and
    /// exposing one of its two custom fields; closed.json allowing none), and a host nothing
    /// serves (nowhere.example).
    private func serveSite() throws {
        try write(#"{"a": 1, "text": "café"}"#, to: "site/site.example/data.json")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("site/site.example"), withIntermediateDirectories: true)
        try Data([0x63, 0x61, 0x66, 0xE9]).write(to: folder.appendingPathComponent("site/site.example/latin.txt"))  // "café" in windows-1252
        try write("Content-Type: text/plain; charset=windows-1252\n", to: "site/site.example/latin.txt.headers")
        try Data([0, 1, 2, 255]).write(to: folder.appendingPathComponent("site/site.example/bytes.bin"))
        try write("Content-Type: application/octet-stream\n", to: "site/site.example/bytes.bin.headers")
        try write(#"{"open": true}"#, to: "site/other.example/open.json")
        try write("Access-Control-Allow-Origin: *\nX-Custom: 1\nX-Shown: 2\nAccess-Control-Expose-Headers: X-Shown\n", to: "site/other.example/open.json.headers")
        try write(#"{"open": false}"#, to: "site/other.example/closed.json")
        try write("<!DOCTYPE html><title>fetch</title><pre id=out></pre><script>\n" + script + "\n</script>", to: "page.html")
    }

    private let script = """
        var log = [];
        function xhr(url, options) {
          options = options || {};
          return new Promise(function (resolve) {
            var request = new XMLHttpRequest(), events = [];
            request.onreadystatechange = function () { events.push('rs' + request.readyState); };
            ['loadstart', 'progress', 'load', 'error', 'loadend'].forEach(function (type) {
              request.addEventListener(type, function (event) { events.push(type + (type === 'progress' || type === 'load' ? '(' + event.loaded + ')' : '')); if (type === 'loadend') resolve(events.join(' ') + ' | ' + request.status + ' ' + JSON.stringify(request.responseText) + ' ' + request.getResponseHeader('content-type')); });
            });
            request.open('GET', url);
            if (options.header) request.setRequestHeader('X-Asked', '1');
            request.send();
          });
        }
        async function attempt(label, run) {
          try { log.push(label + ': ' + await run()); } catch (error) { log.push(label + ': ' + error.name + (error.name === 'TypeError' ? '' : ' ' + error.message)); }
        }
        var done = (async function () {
          await attempt('json', async () => { const r = await fetch('data.json'); return [r.status, r.ok, r.statusText, r.url, r.type, r.redirected, r.headers.get('content-type'), JSON.stringify(await r.json()), r.bodyUsed].join(' '); });
          await attempt('text ignores charset', async () => { const r = await fetch('/latin.txt#frag'); return [r.url, r.headers.get('content-type'), JSON.stringify(await r.text())].join(' '); });
          await attempt('bytes', async () => { const r = await fetch('bytes.bin'); return Array.from(new Uint8Array(await r.arrayBuffer())).join(','); });
          await attempt('blob', async () => { const b = await (await fetch('bytes.bin')).blob(); return b.size + ' ' + b.type + ' ' + (b instanceof Blob); });
          await attempt('clone', async () => { const r = await fetch('data.json'); const c = r.clone(); return (await r.text()).length + ' ' + (await c.text()).length; });
          await attempt('used twice', async () => { const r = await fetch('data.json'); await r.text(); return await r.text(); });
          await attempt('cors allowed', async () => { const r = await fetch('http://other.example/open.json'); return [r.status, r.type, r.headers.get('content-type'), r.headers.get('x-custom'), r.headers.get('x-shown'), await r.text()].join(' '); });
          await attempt('cors refused', async () => { const r = await fetch('http://other.example/closed.json'); return r.status; });
          await attempt('cors preflight refused', async () => { const r = await fetch('http://other.example/open.json', { headers: { 'X-Asked': '1' } }); return r.status; });
          await attempt('no-cors', async () => { const r = await fetch('http://other.example/closed.json', { mode: 'no-cors' }); return [r.status, r.type, JSON.stringify(await r.text())].join(' '); });
          await attempt('same-origin mode', async () => { const r = await fetch('http://other.example/open.json', { mode: 'same-origin' }); return r.status; });
          await attempt('offline', async () => { const r = await fetch('http://nowhere.example/x.json'); return r.status; });
          await attempt('aborted', async () => { const c = new AbortController(); const p = fetch('data.json', { signal: c.signal }); c.abort(); return (await p).status; });
          await attempt('data url', async () => { const r = await fetch('data:text/plain;base64,aGk='); return r.status + ' ' + r.headers.get('content-type') + ' ' + await r.text(); });
          await attempt('xhr', () => xhr('data.json'));
          await attempt('xhr charset', () => xhr('latin.txt'));
          await attempt('xhr cors allowed', () => xhr('http://other.example/open.json'));
          await attempt('xhr cors refused', () => xhr('http://other.example/closed.json'));
          await attempt('xhr preflight refused', () => xhr('http://other.example/open.json', { header: true }));
          await attempt('xhr offline', () => xhr('http://nowhere.example/x.json'));
          await attempt('xhr sync', async () => { const r = new XMLHttpRequest(), events = []; r.onreadystatechange = () => events.push('rs' + r.readyState); r.onload = () => events.push('load'); r.onloadend = () => events.push('loadend'); r.open('GET', 'data.json', false); r.send(); events.push('returned'); return events.join(' ') + ' | ' + r.status + ' ' + r.responseText.length; });
          await attempt('xhr sync offline', async () => { const r = new XMLHttpRequest(); r.open('GET', 'http://nowhere.example/x.json', false); r.send(); return r.status; });
          await attempt('xhr json', () => new Promise((resolve) => { const r = new XMLHttpRequest(); r.responseType = 'json'; r.open('GET', 'data.json'); r.onload = () => resolve(r.response.text + ' ' + r.responseURL); r.send(); }));
          await attempt('xhr arraybuffer', () => new Promise((resolve) => { const r = new XMLHttpRequest(); r.open('GET', 'bytes.bin'); r.responseType = 'arraybuffer'; r.onload = () => resolve(Array.from(new Uint8Array(r.response)).join(',')); r.send(); }));
          await attempt('xhr abort', () => new Promise((resolve) => { const r = new XMLHttpRequest(), events = []; ['readystatechange', 'abort', 'load', 'loadend'].forEach((t) => r.addEventListener(t, () => events.push(t + r.readyState))); r.open('GET', 'data.json'); r.send(); r.abort(); setTimeout(() => resolve(events.join(' ') + ' | ' + r.readyState + ' ' + r.status), 50); }));
          const text = log.join('\\n');
          document.getElementById('out').textContent = text;
          return text;
        })();
        """

    /// Headless Chromium 156 loading the same page from a local server that serves the same
    /// files with the same header fields (http://site.example and http://other.example mapped to
    /// it, nowhere.example to no address) printed exactly these lines, but for one message:
    /// Chromium rejects a failed fetch with "TypeError: Failed to fetch", WebKit (and the
    /// engine) with "TypeError: Load failed" (the lines print the error's name only).
    func testFetchAndXHRAnswerAsChromiumDoes() throws {
        try serveSite()
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "http://site.example/page.html", "--resources", "site", "--eval", "done"], in: folder)
        XCTAssertEqual(result.standardOutput, """
            json: 200 true OK http://site.example/data.json basic false application/json {"a":1,"text":"café"} true
            text ignores charset: http://site.example/latin.txt text/plain; charset=windows-1252 "caf�"
            bytes: 0,1,2,255
            blob: 4 application/octet-stream true
            clone: 24 24
            used twice: TypeError
            cors allowed: 200 cors application/json  2 {"open": true}
            cors refused: TypeError
            cors preflight refused: TypeError
            no-cors: 0 opaque ""
            same-origin mode: TypeError
            offline: TypeError
            aborted: AbortError signal is aborted without reason
            data url: 200 text/plain hi
            xhr: rs1 loadstart rs2 rs3 progress(25) rs4 load(25) loadend | 200 "{\\"a\\": 1, \\"text\\": \\"café\\"}" application/json
            xhr charset: rs1 loadstart rs2 rs3 progress(4) rs4 load(4) loadend | 200 "café" text/plain; charset=windows-1252
            xhr cors allowed: rs1 loadstart rs2 rs3 progress(14) rs4 load(14) loadend | 200 "{\\"open\\": true}" application/json
            xhr cors refused: rs1 loadstart rs4 error loadend | 0 "" null
            xhr preflight refused: rs1 loadstart rs4 error loadend | 0 "" null
            xhr offline: rs1 loadstart rs4 error loadend | 0 "" null
            xhr sync: rs1 rs4 load loadend returned | 200 24
            xhr sync offline: NetworkError Failed to execute 'send' on 'XMLHttpRequest': Failed to load 'http://nowhere.example/x.json'.
            xhr json: café http://site.example/data.json
            xhr arraybuffer: 0,1,2,255
            xhr abort: readystatechange1 readystatechange4 abort4 loadend4 | 0 0

            """, result.standardError)
        XCTAssertTrue(result.standardError.contains("Origin http://site.example is not allowed by Access-Control-Allow-Origin. Status code: 200"), result.standardError)
        let message = try runWebEngine(["run", "--html", "page.html", "--url", "http://site.example/page.html", "--eval",
                                        "fetch('data.json').then(() => 'loaded', (error) => String(error))"], in: folder)
        XCTAssertEqual(message.standardOutput, "TypeError: Load failed\n", "unserved, as WebKit offline: \(message.standardError)")
    }

    /// Every request the page made, in order, with its initiator and outcome; refused CORS
    /// responses were served (the page saw them fail), nowhere.example was not.
    func testTheReportRecordsEveryRequest() throws {
        try serveSite()
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "http://site.example/page.html", "--resources", "site", "--format", "json", "--eval", "done"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        let loads = (report["loads"] as? [[String: Any]] ?? []).map { "\($0["url"]!) \($0["initiator"]!) \($0["outcome"]!)" }
        XCTAssertEqual(loads.count, 23, "\(loads)")
        XCTAssertEqual(Array(loads.prefix(4)), [
            "http://site.example/data.json fetch loaded", "http://site.example/latin.txt fetch loaded", "http://site.example/bytes.bin fetch loaded",
            "http://site.example/bytes.bin fetch loaded",
        ])
        XCTAssertEqual(loads.filter { $0.contains("nowhere.example") }, [
            "http://nowhere.example/x.json fetch notServed", "http://nowhere.example/x.json xhr notServed", "http://nowhere.example/x.json xhr notServed",
        ])
        XCTAssertEqual(loads.filter { $0.contains("closed.json") }, [
            "http://other.example/closed.json fetch loaded", "http://other.example/closed.json fetch loaded", "http://other.example/closed.json xhr loaded",
        ], "refused by CORS (or opaque to no-cors), but asked for")
        XCTAssertEqual(loads.filter { $0.hasSuffix("xhr loaded") }.count, 9)
    }

    /// `--resources HOST=DIR` serves one host from a folder of its files (a site's checkout, as
    /// scripts/wpt.sh serves web-platform-tests); an app's own scheme is one origin to itself,
    /// so a page at app://web fetches its bundle's files, while a cross-origin https request
    /// needs Access-Control-Allow-Origin (here from a HAR's recorded header fields).
    func testOneHostsFolderAnAppSchemeAndAHAR() throws {
        try write("interface Node {};", to: "checkout/interfaces/dom.idl")
        try write("secret", to: "outside.txt")
        let checkout = try runWebEngine([
            "run", "--url", "http://web-platform.test:8000/dom/x.html", "--resources", "web-platform.test=checkout", "--eval",
            "Promise.all(['/interfaces/dom.idl', '/../outside.txt', 'http://other.test:8000/interfaces/dom.idl'].map((url) => fetch(url).then((r) => r.text(), (e) => e.name))).then((a) => a.join(' | '))",
        ], in: folder)
        XCTAssertEqual(checkout.standardOutput, "interface Node {}; | TypeError | TypeError\n", checkout.standardError)

        try write(#"{"app": 1}"#, to: "bundle/web/data.json")
        let har: [String: Any] = ["log": ["version": "1.2", "entries": [
            ["request": ["method": "GET", "url": "https://api.example/open"],
             "response": ["status": 200, "headers": [["name": "Access-Control-Allow-Origin", "value": "*"], ["name": "Content-Length", "value": "2"]],
                          "content": ["mimeType": "application/json", "text": "{}"]]],
            ["request": ["method": "GET", "url": "https://api.example/closed"], "response": ["status": 200, "content": ["mimeType": "application/json", "text": "{}"]]],
        ]]]
        try JSONSerialization.data(withJSONObject: har).write(to: folder.appendingPathComponent("api.har"))
        try write("<p>app</p>", to: "page.html")
        let app = try runWebEngine([
            "run", "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle", "--har", "api.har", "--eval",
            "Promise.all(['data.json', 'https://api.example/open', 'https://api.example/closed'].map((url) => fetch(url).then((r) => r.status + ' ' + r.type, (e) => e.name))).then((a) => a.join(' | '))",
        ], in: folder)
        XCTAssertEqual(app.standardOutput, "200 basic | 200 cors | TypeError\n", app.standardError)
    }

    /// Redirects a HAR recorded are followed (fetch's `redirect` modes, XHR's responseURL, a
    /// cross-origin hop needing CORS, at most 20 hops): Chromium 156 answered these lines for
    /// the same responses from a local server (at http: URLs).
    func testRecordedRedirectsAreFollowed() throws {
        func entry(_ url: String, _ status: Int, _ headers: [[String: String]], _ type: String, _ text: String) -> [String: Any] {
            ["request": ["method": "GET", "url": url], "response": ["status": status, "headers": headers, "content": ["mimeType": type, "text": text]]]
        }
        let har: [String: Any] = ["log": ["version": "1.2", "entries": [
            entry("https://site.example/old", 301, [["name": "Location", "value": "/new"]], "text/html", ""),
            entry("https://site.example/new", 200, [], "application/json", #"{"moved": true}"#),
            entry("https://site.example/away", 302, [["name": "Location", "value": "https://api.example/data"]], "text/html", ""),
            entry("https://api.example/data", 200, [["name": "Access-Control-Allow-Origin", "value": "*"]], "application/json", #"{"api": 1}"#),
            entry("https://site.example/loop", 302, [["name": "Location", "value": "/loop"]], "text/html", ""),
        ]]]
        try JSONSerialization.data(withJSONObject: har).write(to: folder.appendingPathComponent("r.har"))
        try write("<p>x</p>", to: "p.html")
        let result = try runWebEngine(["run", "--html", "p.html", "--url", "https://site.example/p.html", "--har", "r.har", "--eval", """
            Promise.all([
              fetch('/old').then(async r => [r.status, r.url, r.redirected, await r.text()].join(' ')),
              fetch('/away').then(async r => [r.status, r.url, r.redirected, r.type, await r.text()].join(' ')),
              fetch('/loop').then(r => r.status, e => e.name),
              fetch('/old', {redirect: 'error'}).then(r => r.status, e => e.name),
              fetch('/old', {redirect: 'manual'}).then(r => [r.status, r.type, r.url].join(' '), e => e.name),
              new Promise(res => { const x = new XMLHttpRequest(); x.open('GET', '/old'); x.onload = () => res(x.status + ' ' + x.responseURL + ' ' + x.responseText); x.send(); }),
            ]).then(a => a.join('\\n'))
            """], in: folder)
        XCTAssertEqual(result.standardOutput, """
            200 https://site.example/new true {"moved": true}
            200 https://api.example/data true cors {"api": 1}
            TypeError
            TypeError
            0 opaqueredirect https://site.example/old
            200 https://site.example/new {"moved": true}

            """, result.standardError)
    }
}
