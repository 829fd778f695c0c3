import Foundation
import JSRuntime
import PostContent
import WebEngineKit
import XCTest

/// Untrusted content in, a document in which nothing can run out. Each vector would set
/// `window.pwned` if it ever executed; after composing, loading, rendering and clicking
/// everything, it must still be unset.
final class ComposerTests: XCTestCase {
    static let vectors = [
        "<script>pwned = 1</script>",
        "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
        "<img src=x onerror=\"pwned=1\">",
        "<img src=x OnErRoR=pwned=1>",
        "<body onload=pwned=1>",
        "<svg onload=pwned=1><script>pwned=1</script></svg>",
        "<svg><a xlink:href=\"javascript:pwned=1\"><text>x</text></a></svg>",
        "<svg><animate attributeName=href values=javascript:pwned=1 /><a><text>y</text></a></svg>",
        "<a href=\"javascript:pwned=1\">a</a>",
        "<a href=\"jav&#x09;ascript:pwned=1\">tab</a>",
        "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;pwned=1\">entities</a>",
        "<a href=\" JaVaScRiPt:pwned=1\">case</a>",
        "<a href=\"vbscript:msgbox\">vb</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5wd25lZD0xPC9zY3JpcHQ+\">data</a>",
        "<iframe srcdoc=\"<script>parent.pwned=1</script>\"></iframe>",
        "<iframe src=\"javascript:parent.pwned=1\"></iframe>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:pwned=1\">",
        "<object data=\"javascript:pwned=1\"></object><embed src=\"javascript:pwned=1\">",
        "<form action=\"javascript:pwned=1\"><button formaction=\"javascript:pwned=1\">go</button></form>",
        "<div style=\"background:url(javascript:pwned=1)\">css</div>",
        "<div style=\"width: expression(pwned=1)\">ie</div>",
        "<style>@import 'javascript:pwned=1';</style>",
        "<math><maction actiontype=statusline xlink:href=\"javascript:pwned=1\">m</maction></math>",
        "<base href=\"javascript:pwned=1//\"><a href=\"x\">relative</a>",
        "<details open ontoggle=pwned=1>d</details>",
        "<video><source onerror=\"pwned=1\"></video>",
        "<input autofocus onfocus=pwned=1>",
        "<noscript><p title=\"</noscript><img src=x onerror=pwned=1>\"></noscript>",
        "<svg><style><img src=x onerror=pwned=1></style></svg>",
        "<a href=\"java\u{0}script:pwned=1\">nul</a>",
    ]

    func testNoVectorRunsAfterComposingLoadingRenderingAndClicking() async throws {
        var configuration = PostContentAssembly.Configuration()
        configuration.composer.baseURL = URL(string: "https://blog.example/post")
        let module = try await PostContentAssembly.assemble(configuration)
        for vector in Self.vectors {
            let (_, report) = try await module.render("<p>content kept</p>" + vector)
            _ = try await module.engine.executeScript("document.querySelectorAll('*').forEach(e => e.click && e.click())")
            _ = await module.fastEngine?.runtime.runUntilIdle(timeout: .milliseconds(200))
            let pwned = try await module.engine.executeScript("typeof pwned")
            XCTAssertEqual(pwned, "undefined", vector)
            XCTAssertTrue(report.html.contains("content kept"), vector)
            XCTAssertFalse(report.html.lowercased().contains("javascript:"), "\(vector)\n\(report.html)")
            XCTAssertFalse(report.html.lowercased().contains("vbscript:"), vector)
            XCTAssertFalse(report.html.contains(" on") && report.html.range(of: #"\son[a-z]+="#, options: .regularExpression) != nil, "\(vector)\n\(report.html)")
        }
    }

    func testCompositionMakesAValidDocumentAndKeepsTheContent() async throws {
        let composer = ContentHTMLComposer(options: .init(baseURL: URL(string: "https://mail.example/m/1"), css: "p { color: red }", viewportWidth: 375))
        let fragment = try await composer.compose("<p>Hello <b>there</b></p><script>x()</script>")
        XCTAssertEqual(fragment.html, #"<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=375, initial-scale=1"><base href="https://mail.example/m/1"><style>p { color: red }</style></head><body><p>Hello <b>there</b></p></body></html>"#)
        XCTAssertEqual(fragment.removedCount, 1)
        let document = try await composer.compose("<!DOCTYPE html><html><head><title>T</title><meta http-equiv=refresh content=0><style>h1{}</style></head><body class=mail bgcolor=white><h1>H</h1></body></html>")
        XCTAssertTrue(document.html.contains("<title>T</title><style>h1 {}\n</style></head><body class=\"mail\" bgcolor=\"white\"><h1>H</h1>"), document.html)
        XCTAssertFalse(document.html.contains("refresh"))
    }

    /// The sanitized body moves into the output (not copied): what was outside it in the
    /// message's root stays out, its kept attributes keep their order, a template keeps its
    /// content, and a frameset in the body's place leaves an empty body.
    func testTheBodyMovesIntoTheOutputAsTheCopyDid() async throws {
        let composer = ContentHTMLComposer(options: .init(baseURL: nil, css: ""))
        let document = try await composer.compose(
            "<html dir=rtl lang=ar title=x><head><title>T</title></head>\n<!-- c -->\n<body onload=x() class=mail id=m bgcolor=white>"
                + "<p>a<template><b>t</b></template>b</p>text <i>i</i></body></html><!-- after -->")
        XCTAssertEqual(
            document.html,
            #"<!DOCTYPE html><html dir="rtl" lang="ar"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>T</title></head><body class="mail" id="m" bgcolor="white"><p>a<template><b>t</b></template>b</p>text <i>i</i></body></html>"#)
        let frameset = try await composer.compose("<frameset cols=50% class=f><frame src=a.html></frameset>")
        XCTAssertEqual(
            frameset.html,
            #"<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body class="f"></body></html>"#)
    }

    func testAnAmplifyingMessageIsRefusedByTheParseBudgetAndTheNextOneRenders() async throws {
        // 18 KB: 900 distinct open formatting elements, each of 2,250 paragraphs clones them all.
        let amplifying = "<p>" + (0..<900).map { "<b id=\($0)>" }.joined() + String(repeating: "<p>x", count: 2250)
        let module = try await PostContentAssembly.assemble()
        do {
            _ = try await module.render(amplifying)
            XCTFail("expected the parse budget to refuse the message")
        } catch let error as JSException {
            XCTAssertEqual(error.exceededBudget, .attributes, "\(error)")
        }
        let (_, report) = try await module.render("<p>next message</p>")
        XCTAssertTrue(report.html.contains("next message"), report.html)
    }
    func testTheModulesParseBudgetBoundsTheComposerToo() async throws {
        var configuration = PostContentAssembly.Configuration()
        configuration.runtime.parseBudget.nodes = .fixed(200)
        let module = try await PostContentAssembly.assemble(configuration)
        do {
            _ = try await module.render(String(repeating: "<p>paragraph</p>", count: 300))
            XCTFail("expected the node budget to refuse the message")
        } catch let error as JSException {
            XCTAssertEqual(error.exceededBudget, .nodes, "\(error)")
        }
    }
}
