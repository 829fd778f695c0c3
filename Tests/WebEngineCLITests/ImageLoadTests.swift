import Foundation
import XCTest

/// Images load as the app serves them, with WebKit's events (issue #30): `load` once the size
/// is known (`complete` false and the size 0x0 until then), `error` for a source nothing serves,
/// one that is not an image, an empty or invalid one, nothing for an `<img>` without a source;
/// the window's `load` waits for them; `decode()` settles with the load. The expected text is
/// what the WebKit engine printed for the same page and files (`run --engine webkit --scheme
/// app=bundle`); where WebKit's network answers in another order from run to run, the order is
/// the one it gave most often (the order of the requests).
final class ImageLoadTests: FolderTestCase {
    private func serveImages() throws {
        let images = [
            "wide.png": "iVBORw0KGgoAAAANSUhEUgAAAFAAAAAoCAIAAADmAupWAAAAS0lEQVR4nO3PQQ0AMBDDsPInvZE4qY9aCoA4L5mqfwAMDAwMDAw8U/8AGBgYGBgYeKb+ATAwMDAwMPBM/QNgYGBgYGDgmfoHwMCnff0gdDV86tpfAAAAAElFTkSuQmCC",
            "small.png": "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAJCAIAAACJ2loDAAAAE0lEQVR4nGP4z8BAEBFWMaoIhABovWuVTqYpIwAAAABJRU5ErkJggg==",
        ]
        for (name, base64) in images {
            let file = folder.appendingPathComponent("bundle/web/\(name)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(base64Encoded: base64)!.write(to: file)
            }
        try write("not an image", to: "bundle/web/text.png")
        try write(#"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="15"></svg>"#, to: "bundle/web/pic.svg")
    }

    private let page = """
        <!DOCTYPE html><html><head><script>var log = [], decodes = [], $ = (id) => document.getElementById(id);
        document.addEventListener('load', e => log.push('load ' + (e.target.id || e.target.nodeName) + ' complete ' + e.target.complete + ' ' + e.target.naturalWidth + 'x' + e.target.naturalHeight), true);
        document.addEventListener('error', e => log.push('error ' + (e.target.id || e.target.nodeName) + ' complete ' + e.target.complete), true);
        document.addEventListener('DOMContentLoaded', () => log.push('DOMContentLoaded'));
        window.addEventListener('load', () => log.push('window load, all complete: ' + [...document.images].every(i => i.complete)));
        </script></head><body>
        <img id=a src=wide.png>
        <script>log.push('a before its load: complete ' + $('a').complete + ', ' + $('a').naturalWidth + 'x' + $('a').naturalHeight + ', currentSrc ' + $('a').currentSrc);</script>
        <img id=b src=missing.png width=50 height=20><img id=c><img id=d src=""><img id=e src=text.png><img id=g src=pic.svg><img id=h src="http://[">
        <img id=i src=small.png onload="log.push('onload attribute ran')" onerror="log.push('onerror attribute ran')">
        <script>
        log.push('complete: ' + ['b', 'c', 'd', 'e', 'h'].map(id => id + ' ' + $(id).complete).join(', '));
        var n = new Image(); n.id = 'n'; n.onload = () => log.push('n onload property'); n.src = 'small.png';
        log.push('n complete ' + n.complete);
        var m = document.createElement('img'); m.id = 'm'; m.addEventListener('error', () => log.push('m error listener')); m.src = 'nope.png';
        for (const el of [$('a'), $('b'), $('c'), $('d'), $('e'), $('g'), $('h'), n]) el.decode().then(() => decodes.push(el.id + ' decoded'), err => decodes.push(el.id + ' ' + err.name + ': ' + err.message));
            </script>
        </body></html>
        """

    private let probe = "new Promise(r => setTimeout(() => r(log.join('\\n') + '\\n--\\n' + decodes.sort().join('\\n') + '\\nb ' + $('b').naturalWidth + ' ' + $('b').width), 1000))"

    /// Parsed images and images made by script during the load: their events after
    /// `DOMContentLoaded` (an empty or invalid source's first), the window's `load` after them
    /// all, `decode()`'s answers; the `onload` content attribute (right after `load i`),
    /// listeners and the `onload` property run.
    func testParsedImagesFireTheirEventsAsWebKit() throws {
        try serveImages()
        try write(page, to: "page.html")
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle", "--eval", probe], in: folder)
        XCTAssertEqual(result.standardOutput, """
            a before its load: complete false, 0x0, currentSrc app://web/wide.png
            complete: b false, c true, d true, e false, h true
            n complete false
            DOMContentLoaded
            error d complete true
            error h complete true
            load a complete true 80x40
            error b complete true
            error e complete true
            load g complete true 30x15
            load i complete true 12x9
            onload attribute ran
            n onload property
            m error listener
            window load, all complete: true
            --
            a decoded
            b EncodingError: Loading error.
            c EncodingError: Missing source URL.
            d EncodingError: Missing source URL.
            e EncodingError: Loading error.
            g decoded
            h EncodingError: Loading error.
            n decoded
            b 0 50

            """, result.standardError)
        let report = try runWebEngine(["run", "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle", "--format", "json"], in: folder)
        let loads = try (JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])?["loads"] as? [[String: Any]] ?? []
        XCTAssertEqual(loads.map { "\($0["url"]!) \($0["initiator"]!) \($0["outcome"]!)" }, [
            "app://web/wide.png image loaded", "app://web/missing.png image notServed", "app://web/text.png image loaded",
            "app://web/pic.svg image loaded", "app://web/small.png image loaded", "app://web/nope.png image notServed",
        ], "each URL asked once, in the order of the requests")
    }

    /// Offline (nothing served): every image with a source fails in a later task, as a web
    /// view without a network fails it, and the window's load still comes after them.
    func testImagesNothingServesFailAsOffline() throws {
        try write(page, to: "page.html")
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "https://site.example/page.html", "--eval", probe], in: folder)
        XCTAssertEqual(result.standardOutput, """
            a before its load: complete false, 0x0, currentSrc https://site.example/wide.png
            complete: b false, c true, d true, e false, h true
            n complete false
            DOMContentLoaded
            error d complete true
            error h complete true
            error a complete true
            error b complete true
            error e complete true
            error g complete true
            error i complete true
            onerror attribute ran
            m error listener
            window load, all complete: true
            --
            a EncodingError: Loading error.
            b EncodingError: Loading error.
            c EncodingError: Missing source URL.
            d EncodingError: Missing source URL.
            e EncodingError: Loading error.
            g EncodingError: Loading error.
            h EncodingError: Loading error.
            n EncodingError: Loading error.
            b 0 50

            """, result.standardError)
    }

    /// Images made and changed by script after the load: a changed source loads the last one
    /// only, the same source again stays complete and fires `load` again, a removed source
    /// fires nothing, an inert document's and a template's images never load, an innerHTML
    /// image in a detached element does; decode() of an image whose source was removed, and of
    /// an inert document's, reject with WebKit's messages. Identical to the WebKit engine's
    /// output for the same page.
    func testImagesMadeAndChangedByScriptAsWebKit() throws {
        try serveImages()
        try write("""
            <img id=a src=wide.png>
            <script>
            var log = [], a = document.getElementById('a');
            const settle = (img) => new Promise(r => { const done = (e) => { img.removeEventListener('load', done); img.removeEventListener('error', done); r(e.type); }; img.addEventListener('load', done); img.addEventListener('error', done); });
            const later = (ms) => new Promise(r => setTimeout(r, ms));
            async function steps() {
              a.src = 'small.png'; log.push('src changed: complete ' + a.complete + ' ' + a.naturalWidth);
              a.src = 'small.png';
              log.push('changed twice: ' + await settle(a) + ' ' + a.naturalWidth + 'x' + a.naturalHeight);
              a.src = 'small.png'; log.push('same src again: complete ' + a.complete + ' ' + a.naturalWidth);
              log.push('same src: ' + await settle(a));
              a.src = 'missing.png'; log.push('missing: complete ' + a.complete + ' ' + a.naturalWidth);
              log.push('missing: ' + await settle(a) + ', complete ' + a.complete + ' ' + a.naturalWidth);
              a.removeAttribute('src'); log.push('removed: complete ' + a.complete + ' ' + a.naturalWidth);
              const events = [];
              const x = new Image(); x.onload = () => events.push('x load ' + x.naturalWidth); x.onerror = () => events.push('x error'); x.src = 'wide.png'; x.src = 'small.png';
              const y = new Image(); y.onload = () => events.push('y load'); y.onerror = () => events.push('y error'); y.src = 'wide.png'; y.removeAttribute('src');
              y.decode().then(() => events.push('y decoded'), e => events.push('y rejected ' + e.message));
              const inert = document.implementation.createHTMLDocument('').createElement('img'); inert.onload = inert.onerror = () => events.push('inert fired'); inert.src = 'wide.png';
              inert.decode().then(() => events.push('inert decoded'), e => events.push('inert ' + e.name + ': ' + e.message));
              const div = document.createElement('div'); div.innerHTML = '<img src=wide.png>'; div.firstChild.onload = () => events.push('innerHTML img load');
              const template = document.createElement('template'); template.innerHTML = '<img src=small.png>'; template.content.firstChild.onload = template.content.firstChild.onerror = () => events.push('template img fired');
              const space = new Image(); space.onerror = () => events.push('whitespace src error, complete ' + space.complete); space.src = '  ';
              events.push('inert complete ' + inert.complete + ', whitespace complete ' + space.complete + ', x complete ' + x.complete);
              await later(1500);
              log.push(...events.sort());
              return log.join('\\n');
            }
            </script>
            """, to: "page.html")
        let result = try runWebEngine(["run", "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle", "--eval", "steps()"], in: folder)
        XCTAssertEqual(result.standardOutput, """
            src changed: complete false 0
            changed twice: load 12x9
            same src again: complete true 12
            same src: load
            missing: complete false 0
            missing: error, complete true 0
            removed: complete true 0
            inert EncodingError: Inactive document.
            inert complete true, whitespace complete true, x complete false
            innerHTML img load
            whitespace src error, complete true
            x load 12
            y rejected Missing source URL.

            """, result.standardError)
    }
}
