import Foundation
import XCTest

/// Pages whose scripts the app serves: `run --resources DIR`, `--scheme NAME=DIR` and
/// `--read-access DIR` (the engine's URL scheme handlers), the order scripts run in and their
/// events as Chromium's, the record of every load, and nothing read outside the folders given.
final class ResourceTests: FolderTestCase {
    private let page = """
        <!DOCTYPE html><html><head><title>t</title>
        <script>var log = []; log.push('inline 1');</script>
        <script src="js/a.js"></script>
        <script src="js/d.js" defer></script>
        <script src="js/missing.js"></script>
        <script>log.push('inline 2, a says ' + (typeof fromA));
        document.querySelector('script[src="js/missing.js"]').addEventListener('error', function () { log.push('error after the fact'); });
        document.addEventListener('DOMContentLoaded', function () { log.push('DOMContentLoaded'); });
        window.addEventListener('load', function () { log.push('window load'); });
        var s = document.createElement('script'); s.src = 'js/dyn.js'; s.onload = function () { log.push('load dyn'); };
        document.head.appendChild(s); log.push('appended dyn');
        </script>
        </head><body><p>body</p>
        <script>log.push('inline 3 sees p: ' + !!document.querySelector('p'));</script>
        </body></html>
        """

    private func serveSite() throws {
        try write(page, to: "page.html")
        try write("var fromA = 1; log.push('a runs, currentScript ' + document.currentScript.getAttribute('src'));", to: "site/site.example/js/a.js")
        try write("log.push('d runs, readyState ' + document.readyState + ', currentScript ' + document.currentScript.getAttribute('src'));", to: "site/site.example/js/d.js")
        try write("log.push('dyn runs');", to: "site/site.example/js/dyn.js")
    }

    /// The same page and scripts in headless Chromium 156 (from files, `--dump-dom` after the
    /// page's timers) logged exactly this.
    func testServedScriptsRunInChromiumsOrderWithTheirEvents() throws {
        try serveSite()
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "https://site.example/page.html", "--resources", "site", "--eval", "log.join(' | ')"], in: folder)
        XCTAssertEqual(result.standardOutput, """
            inline 1 | a runs, currentScript js/a.js | inline 2, a says number | appended dyn | inline 3 sees p: true | \
            d runs, readyState interactive, currentScript js/d.js | DOMContentLoaded | dyn runs | load dyn | window load

            """, result.standardError)
        let offline = try runWebEngine(["run", "--html", "page.html", "--url", "https://site.example/page.html", "--eval", "log.join(' | ')"], in: folder)
        XCTAssertEqual(offline.standardOutput, "inline 1 | inline 2, a says undefined | appended dyn | inline 3 sees p: true | DOMContentLoaded | window load\n")
    }

    func testTheReportRecordsEveryLoad() throws {
        try serveSite()
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "https://site.example/page.html", "--resources", "site", "--format", "json"], in: folder)
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        let loads = (report["loads"] as? [[String: Any]] ?? []).map { "\($0["url"]!) \($0["initiator"]!) \($0["outcome"]!)" }
        XCTAssertEqual(loads, [
            "https://site.example/js/a.js script loaded", "https://site.example/js/d.js script loaded",
            "https://site.example/js/missing.js script notServed", "https://site.example/js/dyn.js script loaded",
        ])
    }

    /// An app's own scheme from a folder; `..`, encoded or not, and a symbolic link out of the
    /// folder are not served, and file: URLs only inside the folder --read-access gives.
    func testNothingIsReadOutsideTheFoldersGiven() throws {
        try write("log.push('bundle');", to: "bundle/web/app.js")
        try write("log.push('secret');", to: "secret.js")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("bundle/web/link.js").path, withDestinationPath: folder.appendingPathComponent("secret.js").path)
        try write("log.push('local');", to: "local/ok.js")
        let scripts = [
            "app://web/app.js", "app://web/../../secret.js", "app://web/%2e%2e/%2e%2e/secret.js", "app://web/link.js",
            folder.appendingPathComponent("local/ok.js").absoluteString, folder.appendingPathComponent("secret.js").absoluteString,
        ]
        try write("<script>var log = [];</script>" + scripts.map { "<script src=\"\($0)\"></script>" }.joined(), to: "app.html")
        let result = try runWebEngine([
            "run", "--html", "app.html", "--url", "app://web/index.html", "--scheme", "app=bundle", "--read-access", "local", "--eval", "log.join(' ')",
        ], in: folder)
        XCTAssertEqual(result.standardOutput, "bundle local\n", result.standardError)
        let wrong = try runWebEngine(["run", "--scheme", "https=bundle", "--eval", "1"], in: folder)
        XCTAssertEqual(wrong.status, 64)
        XCTAssertTrue(wrong.standardError.contains("--scheme takes NAME=DIR for an app's own scheme"), wrong.standardError)
    }

    /// A URL with a query is served from the file named with it, as wget saves a mirrored site
    /// (`api.js?v=2` beside `api.js`), else from its path's file; a query cannot lead out of the
    /// folder.
    func testAQueryIsServedFromTheFileNamedWithIt() throws {
        try write("log.push('plain');", to: "site/site.example/api.js")
        try write("log.push('v2');", to: "site/site.example/api.js?v=2")
        try write("log.push('secret');", to: "secret.js")
        let scripts = ["api.js", "api.js?v=2", "api.js?v=3", "api.js?/../../../secret.js", "api.js?%2F..%2F..%2Fsecret.js"]
        try write("<script>var log = [];</script>" + scripts.map { "<script src=\"\($0)\"></script>" }.joined(), to: "page.html")
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "https://site.example/page.html", "--resources", "site", "--eval", "log.join(' ')"], in: folder)
        XCTAssertEqual(result.standardOutput, "plain v2 plain plain plain\n", result.standardError)
    }

    /// A page replayed from a HAR as the developer tools export one: each recorded URL gets its
    /// recorded status, type and body (text or base64); what was not recorded fails as offline.
    func testAHARReplaysTheRecordedLoads() throws {
        let har: [String: Any] = ["log": ["version": "1.2", "entries": [
            ["request": ["method": "GET", "url": "https://site.example/js/a.js"],
             "response": ["status": 200, "content": ["mimeType": "text/javascript; charset=utf-8", "text": "var fromA = 1; log.push('a, café');"]]],
            ["request": ["method": "GET", "url": "https://site.example/js/d.js"],
             "response": ["status": 200, "content": ["mimeType": "text/javascript", "encoding": "base64", "text": Data("log.push('d');".utf8).base64EncodedString()]]],
            ["request": ["method": "GET", "url": "https://site.example/js/gone.js"], "response": ["status": 404, "content": ["mimeType": "text/html", "text": "gone"]]],
        ]]]
        try JSONSerialization.data(withJSONObject: har).write(to: folder.appendingPathComponent("page.har"))
        try write("<script>var log = [];</script><script src=js/a.js></script><script src=js/d.js defer></script><script src=js/gone.js></script>"
            + "<script src=js/unrecorded.js></script><script>log.push('inline')</script>", to: "page.html")
        let arguments = ["run", "--html", "page.html", "--url", "https://site.example/p.html", "--har", "page.har"]
        XCTAssertEqual(try runWebEngine(arguments + ["--eval", "log.join(' | ')"], in: folder).standardOutput, "a, café | inline | d\n")
        let report = try JSONSerialization.jsonObject(with: Data(try runWebEngine(arguments + ["--format", "json"], in: folder).standardOutput.utf8)) as! [String: Any]
        let loads = (report["loads"] as? [[String: Any]] ?? []).map { "\(($0["url"] as! String).split(separator: "/").last!) \($0["outcome"]!) \($0["statusCode"] ?? "-")" }
        XCTAssertEqual(loads, ["a.js loaded 200", "d.js loaded 200", "gone.js loaded 404", "unrecorded.js notServed -"])
        let notHAR = try runWebEngine(["run", "--har", "page.html", "--eval", "1"], in: folder)
        XCTAssertEqual(notHAR.status, 64)
        XCTAssertTrue(notHAR.standardError.contains("--har takes a HAR file: page.html: not a HAR file"), notHAR.standardError)
    }

    /// Served images have their sizes: `naturalWidth`, the boxes and the height use them, read
    /// from PNG, GIF, JPEG, WebP and SVG headers; WebKit, loading the same files through the
    /// same scheme, gives the same sizes (its broken-image icon is 20 px where Chromium's, and
    /// the fast engine's, is 16).
    func testServedImagesHaveTheirSizes() throws {
        func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
        func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
        func le24(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16)] }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 3, 32, 0, 0, 1, 144, 8, 2, 0, 0, 0]
        let gif: [UInt8] = Array("GIF89a".utf8) + le16(120) + le16(90) + [0, 0, 0]
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + be16(16) + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0] + be16(17) + [8] + be16(250) + be16(333) + [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let webp: [UInt8] = Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0] + le24(639) + le24(479)
        for (name, bytes) in [("wide.png", png), ("small.gif", gif), ("photo.jpg", jpeg), ("pic.webp", webp)] {
            let file = folder.appendingPathComponent("bundle/web/\(name)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
        }
        try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"></svg>"#, to: "bundle/web/pic.svg")
        try write("<p>before</p><img id=a src=wide.png style='max-width: 100%'><img id=b src=small.gif><img id=c src=photo.jpg width=100>"
            + "<img id=d src=pic.webp><img id=e src=pic.svg><img id=f src=missing.png><p>after</p>", to: "page.html")
        let probe = "['a', 'b', 'c', 'd', 'e', 'f'].map(id => { const image = document.getElementById(id), box = image.getBoundingClientRect(); "
            + "return id + ' ' + image.naturalWidth + 'x' + image.naturalHeight + ' ' + Math.round(box.width) + 'x' + Math.round(box.height); }).join(' | ')"
        let fast = try runWebEngine(["run", "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle", "--eval", probe], in: folder)
        XCTAssertEqual(fast.standardOutput, "a 800x400 359x180 | b 120x90 120x90 | c 333x250 100x75 | d 640x480 640x480 | e 300x150 300x150 | f 0x0 16x16\n", fast.standardError)
        let unserved = try runWebEngine(["run", "--html", "page.html", "--url", "app://web/page.html", "--eval", "document.getElementById('b').naturalWidth"], in: folder)
        XCTAssertEqual(unserved.standardOutput, "0\n", "an image nothing serves has no size")
    }

    /// `render` with the message's images served: the content height has their real size.
    func testRenderMeasuresServedImages() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 3, 32, 0, 0, 1, 144, 8, 2, 0, 0, 0]
        let image = folder.appendingPathComponent("mirror/img.mail.example/banner.png")
        try FileManager.default.createDirectory(at: image.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(png).write(to: image)
        try write("<p>Hello</p><img src=\"https://img.mail.example/banner.png\"><p>Bye</p>", to: "mail.html")
        func report(_ extra: [String]) throws -> [String: Any] {
            let result = try runWebEngine(["render", "mail.html", "--format", "json"] + extra, in: folder)
            return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
        }
        let unserved = try report([]), served = try report(["--resources", "mirror"])
        let imageHeight = 359.0 * 400 / 800  // 800 x 400, shrunk to the 359 px of content width
        XCTAssertEqual((served["contentHeight"] as! Double) - (unserved["contentHeight"] as! Double), imageHeight - 16, accuracy: 1, "the broken-image icon's 16 px become the image's height")
        XCTAssertEqual((served["loads"] as? [[String: Any]])?.map { $0["outcome"] as? String }, ["loaded"])
    }

    /// A served `<link rel=stylesheet>`: its rules reach the CSSOM, the cascade and the layout,
    /// as on WebKit loading the same file through the same scheme; one nothing serves has none.
    func testServedStylesheetsStyleThePage() throws {
        try write("p { color: rgb(0, 128, 0); margin-top: 100px } .x { font-size: 30px }", to: "bundle/web/css/a.css")
        try write("<link rel=stylesheet href=css/a.css><link rel=stylesheet href=css/missing.css><p class=x>styled</p>", to: "page.html")
        let probe = "var p = document.querySelector('p'), style = getComputedStyle(p); [style.color, style.marginTop, style.fontSize, Math.round(p.getBoundingClientRect().top)].join(' | ')"
        for engine in ["fast", "webkit"] {
            let result = try runWebEngine(["run", "--engine", engine, "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle", "--eval", probe], in: folder)
            if engine == "webkit", result.standardError.contains("cannot start the WebKit engine") { continue }
            XCTAssertEqual(result.standardOutput, "rgb(0, 128, 0) | 100px | 30px | 100\n", "\(engine): \(result.standardError)")
        }
        let rules = try runWebEngine(["run", "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle", "--eval",
                                      "[...document.styleSheets].map(sheet => sheet.cssRules.length).join(' ')"], in: folder)
        XCTAssertEqual(rules.standardOutput, "2 0\n")
    }

    /// On WebKit an app's own scheme is a real WebKit scheme handler in the helper, served by
    /// the same folder; http(s) stays blocked.
    func testAnAppsSchemeOnWebKit() throws {
        try write("log.push('bundle ' + document.currentScript.src);", to: "bundle/web/app.js")
        try write("log.push('secret');", to: "secret.js")
        try write("<script>var log = [];</script><script src=\"app://web/app.js\"></script><script src=\"app://web/missing.js\"></script>"
            + "<script src=\"app://web/../../secret.js\"></script><script src=\"https://example.com/x.js\"></script>", to: "app.html")
        let result = try runWebEngine(["run", "--engine", "webkit", "--html", "app.html", "--url", "app://web/index.html", "--scheme", "app=bundle", "--eval", "log.join(' ')"], in: folder)
        if result.standardError.contains("cannot start the WebKit engine") { throw XCTSkip("the WebKit engine cannot start here: \(result.standardError)") }
        XCTAssertEqual(result.standardOutput, "bundle app://web/app.js\n", result.standardError)
        let refused = try runWebEngine(["run", "--engine", "webkit", "--resources", "bundle", "--eval", "1"], in: folder)
        XCTAssertEqual(refused.status, 64)
    }
}
