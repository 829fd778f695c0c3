import Foundation
import WebEngineKit
import WebKitEngine
import XCTest

/// The fast engine's content height is a model (dom/layout.js); for running text it follows the
/// body's font size, line height and kind of font family as the page's style sheet or the body's
/// style gives them, and lands within a few percent of WebKit's real layout. (It used a 1.15
/// line height and one glyph width whatever the page said: render's own composed style,
/// `font: 16px/1.4 -apple-system, ...`, came out 18% short.)
final class TextHeightDifferentialTests: XCTestCase {
    private let paragraphs = (1...12).map { index in
        "<p>Paragraph \(index): mail and blog apps render content in a web view with render strategies that resize images, rewrite links and collapse quoted text; testing them needs the page's own layout.</p>"
    }.joined()

    func testTextHeightsFollowTheBodysFontAsWebKitsDo() async throws {
        let pages = [
            ("render's composed style", "<style>html { -webkit-text-size-adjust: 100%; }\nbody { margin: 8px; font: 16px/1.4 -apple-system, system-ui, sans-serif; }</style>"),
            ("a serif family and a line height", "<style>/* a newsletter */ body { line-height: 1.6; font-family: Georgia, 'Times New Roman', serif }</style>"),
            ("the body's own style", "<body style='font-size: 18px; line-height: 28px; font-family: Helvetica, Arial, sans-serif'>"),
            ("no style at all", ""),
        ]
        let webkit: WebKitEngine
        do { webkit = try await WebKitEngine() } catch let error as WebKitEngineError { throw XCTSkip("the WebKit engine cannot start here: \(error)") }
        let fast = try await JSWebEngine()
        for (name, head) in pages {
            let html = head + paragraphs
            try await fast.loadHTML(html, baseURL: nil)
            try await webkit.loadHTML(html, baseURL: nil)
            let estimate = await fast.contentHeight(forWidth: 375)
            let real = await webkit.contentHeight(forWidth: 375)
            XCTAssertEqual(estimate, real, accuracy: real * 0.06, "\(name): fast \(estimate) px, WebKit \(real) px")
        }
    }

    /// `<pre>` is monospace at WebKit's fixed-pitch size, 13px, where the body's size is the
    /// `medium` keyword's, and the body's size where a style gave it one (it was 16px either way).
    func testPreformattedTextHeightsAsWebKits() async throws {
        let code = (1...40).map { "    let line\($0) = render(strategy, page: \($0))" }.joined(separator: "\n")
        let pages = [("no style", ""), ("render's composed style", "<style>body { font: 16px/1.4 -apple-system, sans-serif; }</style>")]
        let webkit: WebKitEngine
        do { webkit = try await WebKitEngine() } catch let error as WebKitEngineError { throw XCTSkip("the WebKit engine cannot start here: \(error)") }
        let fast = try await JSWebEngine()
        for (name, head) in pages {
            let html = head + "<pre>\(code)</pre><pre>\(code)</pre>"
            try await fast.loadHTML(html, baseURL: nil)
            try await webkit.loadHTML(html, baseURL: nil)
            let estimate = await fast.contentHeight(forWidth: 375)
            let real = await webkit.contentHeight(forWidth: 375)
            XCTAssertEqual(estimate, real, accuracy: real * 0.06, "\(name): fast \(estimate) px, WebKit \(real) px")
        }
    }
}
