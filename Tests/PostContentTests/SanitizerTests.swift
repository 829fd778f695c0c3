import DOMShim
import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import XCTest

/// The sanitizer against a corpus of attack vectors (Fixtures/xss-vectors.json), checked
/// structurally: the rendered output, parsed again as the web view parses it, has no script,
/// no event handler, no executable URL, no foreign frame, and the composer's output is a fixed
/// point of the parser. A browser judges the same corpus in scripts/xss-judge.sh.
final class SanitizerTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let baseURL = URL(string: "https://mail.example/m/1")!

    struct Vector: Decodable {
        var id: String
        var `class`: String
        var html: String
    }

    static func vectors() throws -> [Vector] {
        try JSONDecoder().decode([Vector].self, from: Data(contentsOf: fixtures.appendingPathComponent("xss-vectors.json")))
    }

    private func module(_ strategy: ContentRenderStrategyFactory.Kind, policy: SanitizerPolicy = SanitizerPolicy()) async throws -> PostContentModule {
        var configuration = PostContentAssembly.Configuration()
        configuration.strategy = strategy
        configuration.composer.baseURL = Self.baseURL
        configuration.composer.policy = policy
        configuration.runtime.onUncaughtError = { _ in }
        return try await PostContentAssembly.assemble(configuration)
    }

    /// A fresh page per check, so nothing of one vector's output leaks into the next.
    private func violations(in html: String, checker: JSRuntime) async throws -> [String] {
        try await checker.loadHTML(html, url: Self.baseURL.absoluteString)
        let found = try await checker.evaluate(Self.structuralCheck)
        guard case .array(let lines) = found else { return ["the check returned \(found)"] }
        return lines.compactMap(\.stringValue)
    }

    func testNoVectorOfTheCorpusSurvivesInEitherStrategy() async throws {
        let vectors = try Self.vectors()
        XCTAssertGreaterThan(vectors.count, 200, "the corpus is Fixtures/xss-vectors.json")
        XCTAssertEqual(Set(vectors.map(\.id)).count, vectors.count, "vector ids are unique")
        let checker = JSRuntime()
        for strategy in [ContentRenderStrategyFactory.Kind.post, .email] {
            let module = try await module(strategy)
            for vector in vectors {
                let (_, report) = try await module.render(vector.html)
                let found = try await violations(in: "<!DOCTYPE html>" + report.html, checker: checker)
                XCTAssertEqual(found, [], "\(strategy) \(vector.id): \(vector.html)\n\(report.html)")
            }
        }
    }

    func testTheComposersOutputIsAFixedPointOfTheParserForEveryVector() async throws {
        let composer = ContentHTMLComposer(options: .init(baseURL: Self.baseURL))
        let checker = JSRuntime()
        for vector in try Self.vectors() {
            let composed = try await composer.compose(vector.html)
            try await checker.loadHTML(composed.html, url: Self.baseURL.absoluteString)
            let reparsed = try await checker.evaluate("'<!DOCTYPE html>' + document.documentElement.outerHTML")
            XCTAssertEqual(reparsed.stringValue, composed.html, vector.id)
        }
    }

    func testMarkupThatMutatesOnReparseIsRemoved() async throws {
        let composer = ContentHTMLComposer(options: .init(baseURL: Self.baseURL))
        // Nested forms are one reparse away from moving <mglyph><style> out of MathML.
        let nested = try await composer.compose("<p>kept</p><form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>")
        XCTAssertTrue(nested.html.contains("<p>kept</p>"), nested.html)
        XCTAssertFalse(nested.html.contains("<img"), nested.html)
        XCTAssertFalse(nested.html.contains("<form"), nested.html)
        // A <p> in SVG leaves SVG when parsed again; so would anything after it.
        let breakout = try await composer.compose("<svg><p><style><img src=x onerror=alert(1)></style></p></svg><p>after</p>")
        XCTAssertFalse(breakout.html.contains("onerror"), breakout.html)
        XCTAssertTrue(breakout.html.contains("<p>after</p>"), breakout.html)
    }

    func testRawTextKeepsEntitiesLiterallyAndCannotCloseItsElement() async throws {
        let checker = JSRuntime()
        let html = #"<style>a{}</style><xmp>&lt;/xmp&gt;</xmp><iframe>&lt;b&gt;</iframe><noembed>&lt;b&gt;</noembed><noframes>&lt;b&gt;</noframes><noscript>&lt;b&gt;</noscript>"#
        try await checker.loadHTML("<body><style><a id=\"&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;\"></style>" + html)
        let texts = try await checker.evaluate("[...document.querySelectorAll('style, xmp, iframe, noembed, noframes, noscript')].map(e => e.textContent)")
        // As html5lib and Chromium: raw text is not decoded.
        XCTAssertEqual(texts, .array([#"<a id="&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;">"#, "a{}", "&lt;/xmp&gt;", "&lt;b&gt;", "&lt;b&gt;", "&lt;b&gt;", "&lt;b&gt;"].map(JSValue.string)))
        let composer = ContentHTMLComposer(options: .init(baseURL: Self.baseURL, css: ""))
        let composed = try await composer.compose("<style><a id=\"&lt;/style&gt;&lt;img src=x onerror=alert(1)&gt;\"></style><xmp><b>shown</b></xmp>")
        XCTAssertFalse(composed.html.contains("<img"), composed.html)
        XCTAssertTrue(composed.html.contains("<pre>&lt;b&gt;shown&lt;/b&gt;</pre>"), composed.html)
    }

    func testCSSIsCheckedAfterItsEscapesAreDecoded() async throws {
        let composer = ContentHTMLComposer(options: .init(baseURL: Self.baseURL, css: ""))
        let sheet = try await composer.compose(#"<style>@\69mport url(https://evil.example/x.css); @import "y.css"; p { color: red; background: url("\6a avascript:alert(1)") } b { background-image: url(https://img.example/b.png) } q { behavior: url(x.htc); -moz-binding: url(x.xml#y); width: expression(alert(1)) } .x { content: "</style><img src=x onerror=alert(1)>" }</style><p>p</p>"#)
        XCTAssertFalse(sheet.html.contains("import"), sheet.html)
        XCTAssertFalse(sheet.html.contains("javascript"), sheet.html)
        XCTAssertFalse(sheet.html.contains("behavior") || sheet.html.contains("binding") || sheet.html.contains("expression"), sheet.html)
        XCTAssertFalse(sheet.html.contains("</style><img"), sheet.html)
        XCTAssertTrue(sheet.html.contains("p { color: red; }"), sheet.html)
        XCTAssertTrue(sheet.html.contains(#"b { background-image: url("https://img.example/b.png"); }"#), sheet.html)
        let inline = try await composer.compose(#"<div style="color: red; background: u\72l(jav\61script:alert(1)); position: fixed; top: 0">d</div>"#)
        XCTAssertTrue(inline.html.contains(#"<div style="color: red; top: 0;">d</div>"#), inline.html)
    }

    func testURLsAreJudgedAsABrowserParsesThem() async throws {
        let composer = ContentHTMLComposer(options: .init(baseURL: Self.baseURL, css: ""))
        let refused = [
            "javascript:alert(1)", " \u{1}JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "\u{200B}javascript:alert(1)",
            "\u{FEFF}javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "data:text/xml,<a/>", "DATA:application/xml;base64,PGEvPg==",
            "data:image/svg+xml,<svg onload=alert(1)>", "file:///etc/passwd", "vbscript:msgbox(1)", "blob:https://mail.example/x",
        ]
        for url in refused {
            let composed = try await composer.compose("<a href=\"\(url)\">link</a><img src=\"\(url)\"><iframe src=\"\(url)\"></iframe>")
            let body = composed.html.components(separatedBy: "<body>").last ?? ""
            XCTAssertFalse(body.contains("href=") || body.contains("src="), "\(url): \(composed.html)")
        }
        let kept = try await composer.compose(#"<a href="https://a.example/x?y#z">a</a><a href="mailto:me@example.com">m</a><a href="tel:+15555550100">t</a><a href="/relative">r</a><img src="data:image/png;base64,iVBORw0KGgo=" alt=i><img src="cid:part1@mail">"#)
        for fragment in [#"href="https://a.example/x?y#z""#, #"href="mailto:me@example.com""#, #"href="tel:+15555550100""#, #"href="/relative""#, #"src="data:image/png;base64,iVBORw0KGgo=""#, #"src="cid:part1@mail""#] {
            XCTAssertTrue(kept.html.contains(fragment), "\(fragment): \(kept.html)")
        }
    }

    func testDeclarativeShadowRootsStayInertTemplates() async throws {
        let composer = ContentHTMLComposer(options: .init(baseURL: Self.baseURL, css: ""))
        let composed = try await composer.compose("<div><template shadowrootmode=open shadowrootdelegatesfocus><img src=x onerror=alert(1)><a href=javascript:alert(1)>a</a><script>alert(1)</script><b>kept</b></template></div>")
        XCTAssertTrue(composed.html.contains(#"<div><template><img src="x"><a>a</a><b>kept</b></template></div>"#), composed.html)
    }

    func testThePolicyDecidesEmbedsRemoteImagesAndTrackingPixels() async throws {
        let html = #"<iframe src="https://www.youtube.com/embed/v1" allowfullscreen allow="autoplay; camera; microphone"></iframe><iframe src="https://evil.example/page"></iframe><iframe src="https://www.youtube.com@evil.example/"></iframe><img src="https://img.example/a.png" srcset="https://img.example/a2.png 2x" alt=a><img src="https://t.example/p.gif" width=1 height=1><p style="background: url(https://img.example/bg.png)">p</p>"#
        let open = try await ContentHTMLComposer(options: .init(baseURL: Self.baseURL, css: "")).compose(html)
        XCTAssertTrue(open.html.contains(#"<iframe src="https://www.youtube.com/embed/v1" allowfullscreen="" allow="autoplay" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"></iframe>"#), open.html)
        XCTAssertTrue(open.html.contains(#"<a href="https://evil.example/page" class="blocked-embed">https://evil.example/page</a>"#), open.html)
        XCTAssertFalse(open.html.contains("<iframe src=\"https://www.youtube.com@"), open.html)
        XCTAssertTrue(open.html.contains(#"<img src="https://img.example/a.png" srcset="https://img.example/a2.png 2x" alt="a">"#), open.html)
        XCTAssertFalse(open.html.contains("t.example"), open.html)

        let strict = SanitizerPolicy(embedHosts: [], remoteImages: .block, trackingPixels: .keep)
        let closed = try await ContentHTMLComposer(options: .init(baseURL: Self.baseURL, css: "", policy: strict)).compose(html)
        XCTAssertFalse(closed.html.contains("<iframe"), closed.html)
        XCTAssertTrue(closed.html.contains(#"<img alt="a" data-remote-src="https://img.example/a.png" data-remote-srcset="https://img.example/a2.png 2x">"#), closed.html)
        XCTAssertTrue(closed.html.contains(#"<a href="https://www.youtube.com/embed/v1" class="blocked-embed">"#), closed.html)
        XCTAssertTrue(closed.html.contains(#"data-remote-src="https://t.example/p.gif""#), closed.html)
        XCTAssertFalse(closed.html.contains("bg.png"), closed.html)
    }

    func testBenignMessagesKeepTheirTextDirectionLinksAndEmbeds() async throws {
        struct Expectation: Decodable {
            var texts: [String]
            var dir: String?
            var lang: String?
            var links: [String]?
            var embeds: [String]?
        }
        let directory = Self.fixtures.appendingPathComponent("benign")
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".html") }.sorted()
        XCTAssertGreaterThanOrEqual(pages.count, 8)
        let module = try await module(.email)
        let checker = JSRuntime()
        for page in pages {
            let html = try String(contentsOf: directory.appendingPathComponent(page), encoding: .utf8)
            let expectation = try JSONDecoder().decode(Expectation.self, from: Data(contentsOf: directory.appendingPathComponent(page.replacingOccurrences(of: ".html", with: ".expect.json"))))
            let (_, report) = try await module.render(html)
            try await checker.loadHTML("<!DOCTYPE html>" + report.html, url: Self.baseURL.absoluteString)
            let text = try await checker.evaluate("document.body.textContent.replace(/\\s+/g, ' ')").stringValue ?? ""
            for phrase in expectation.texts {
                XCTAssertTrue(text.contains(phrase), "\(page): lost “\(phrase)”")
            }
            let root = try await checker.evaluate("[document.documentElement.getAttribute('dir'), document.documentElement.getAttribute('lang')]")
            XCTAssertEqual(root, .array([expectation.dir.map(JSValue.string) ?? .null, expectation.lang.map(JSValue.string) ?? .null]), page)
            for link in expectation.links ?? [] {
                let found = try await checker.evaluate("[...document.querySelectorAll('a')].some(a => (a.getAttribute('href') || a.getAttribute('xlink:href')) === \(JSValue.string(link).jsonText))")
                XCTAssertEqual(found, true, "\(page): lost the link \(link)")
            }
            for embed in expectation.embeds ?? [] {
                let found = try await checker.evaluate("[...document.querySelectorAll('iframe')].some(f => f.getAttribute('src') === \(JSValue.string(embed).jsonText))")
                XCTAssertEqual(found, true, "\(page): lost the embed \(embed)")
            }
            let found = try await violations(in: "<!DOCTYPE html>" + report.html, checker: checker)
            XCTAssertEqual(found, [], page)
        }
    }

    /// What must never be in a page the web view loads. Runs against `document` after the
    /// output is parsed again; returns one line per violation.
    static let structuralCheck = #"""
    (() => {
        const found = [];
        const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel', 'sms', 'cid']);
        const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'cite',
            'longdesc', 'lowsrc', 'dynsrc', 'ping', 'codebase', 'manifest', 'icon', 'xml:base', 'to', 'from', 'values', 'by', 'archive']);
        const forbiddenElements = new Set(['script', 'object', 'embed', 'applet', 'frame', 'frameset', 'portal', 'link', 'animate', 'set',
            'animatemotion', 'animatetransform', 'handler', 'listener', 'use', 'foreignobject', 'form', 'noscript', 'xmp', 'plaintext',
            'noembed', 'noframes', 'maction', 'annotation-xml', 'mglyph', 'malignmark']);
        const embedHosts = new Set(['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com', 'www.dailymotion.com',
            'open.spotify.com', 'w.soundcloud.com', 'embed.music.apple.com']);
        const decodeCSS = (text) => text.replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex) => String.fromCodePoint(Math.min(parseInt(hex, 16) || 0xFFFD, 0x10FFFF))).replace(/\\(.)/g, '$1').replace(/\/\*[\s\S]*?\*\//g, '');
        const badCSS = /expression\s*\(|javascript:|vbscript:|@import|behavior|-moz-binding|position\s*:\s*fixed/i;
        const schemeOf = (value) => {
            const visible = value.replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, '');
            const match = /^([a-z][a-z0-9+.-]*):/i.exec(visible);
            return match ? match[1].toLowerCase() : null;
        };
        const rasterData = /^data:image\/(png|gif|jpe?g|pjpeg|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i;
        const checkURL = (element, name, value) => {
            const candidates = name === 'srcset' ? value.split(/\s*,\s*/).map((c) => c.trim().split(/\s+/)[0]) : [value];
            for (const url of candidates) {
                const scheme = schemeOf(url);
                if (scheme === null || allowedSchemes.has(scheme)) continue;
                if (scheme === 'data' && ['src', 'srcset', 'poster', 'background'].includes(name) && rasterData.test(url.replace(/\s+/g, ''))) continue;
                found.push(`<${element.localName} ${name}="${value}">`);
            }
        };
        let bases = 0;
        const visit = (root) => {
            for (const element of root.querySelectorAll('*')) {
                const name = element.localName.toLowerCase();
                if (forbiddenElements.has(name)) found.push(`<${name}> element`);
                if (name === 'meta' && (element.hasAttribute('http-equiv') || (element.getAttribute('name') || '').toLowerCase() === 'referrer')) found.push('<meta http-equiv>');
                if (name === 'base' && ++bases > 1) found.push('a second <base>');
                if (name === 'iframe') {
                    let host = '';
                    try { const url = new URL(element.getAttribute('src') || '', document.baseURI); host = url.protocol === 'https:' && !url.username ? url.hostname : ''; } catch (e) {}
                    if (!embedHosts.has(host)) found.push(`<iframe src="${element.getAttribute('src')}">`);
                    if (!element.hasAttribute('sandbox') || /allow-top-navigation|allow-forms/.test(element.getAttribute('sandbox'))) found.push('an iframe without a sandbox');
                    if (element.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
                }
                if (name === 'style' && element.parentNode !== document.head && element.namespaceURI === 'http://www.w3.org/1999/xhtml' && badCSS.test(decodeCSS(element.textContent))) found.push(`<style>${element.textContent.slice(0, 80)}`);
                if (name === 'style' && element.parentNode === document.head && element !== document.head.querySelector('style') && badCSS.test(decodeCSS(element.textContent))) found.push(`<style>${element.textContent.slice(0, 80)}`);
                if (name === 'style' && element.children.length) found.push('elements inside <style>');
                for (const attribute of element.getAttributeNames()) {
                    const lower = attribute.toLowerCase();
                    const value = element.getAttribute(attribute);
                    if (lower.startsWith('on')) found.push(`${lower}= on <${name}>`);
                    if (lower.startsWith('shadowroot')) found.push(`${lower} on <${name}>`);
                    if (lower === 'srcdoc' || lower === 'formaction' || lower === 'action' || lower === 'ping') found.push(`${lower}= on <${name}>`);
                    if (lower === 'style' && badCSS.test(decodeCSS(value))) found.push(`style="${value}"`);
                    if (lower === 'target' && value !== '_blank') found.push(`target="${value}"`);
                    if (urlAttributes.has(lower) && !(name === 'base' && element === document.head.querySelector('base'))) checkURL(element, lower, value);
                }
                if (name === 'template') visit(element.content);
            }
        };
        visit(document);
        return found;
    })()
    """#
}
