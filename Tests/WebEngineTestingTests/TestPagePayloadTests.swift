import Foundation
import WebEngineTesting
import XCTest

/// Payloads as Swift code has them (variables, Encodable types), replies as JavaScript printed them.
final class TestPagePayloadTests: XCTestCase {
    let echo = "WebViewJavascriptBridge.registerHandler('echo', (data, reply) => reply(data))"

    struct ResizeRequest: Encodable {
        var maxWidth: Int
        var mode: String
        var keepRatio: Bool
    }

    struct ResizeReply: Decodable, Equatable {
        var maxWidth: Int
        var mode: String
    }

    func testAVariableInADictionaryIsAPayload() async throws {
        let page = try await HandlerTestPage(html: "", scripts: [echo])
        let maxWidth = 320
        let reply = try await page.call("echo", data: ["maxWidth": maxWidth])
        XCTAssertEqual(reply, ["maxWidth": 320])
        let mixed = try await page.call("echo", data: ["maxWidth": JSValue(maxWidth), "mode": "fit"])
        XCTAssertEqual(mixed["mode"], "fit")
    }

    func testAnEncodableTypeIsAPayloadInItsKeyOrder() async throws {
        let page = try await HandlerTestPage(html: "", scripts: [echo])
        let reply = try await page.call("echo", data: ResizeRequest(maxWidth: 320, mode: "fit", keepRatio: true))
        XCTAssertEqual(reply.description, "{ maxWidth: 320, mode: 'fit', keepRatio: true }")
        let decoded = try await page.call("echo", data: ResizeRequest(maxWidth: 10, mode: "fill", keepRatio: false), replyAs: ResizeReply.self)
        XCTAssertEqual(decoded, ResizeReply(maxWidth: 10, mode: "fill"))
    }

    func testRepliesKeepTheirKeyOrderAndPrintAsJavaScriptDoes() async throws {
        let page = try await HandlerTestPage(html: "", scripts: [
            "WebViewJavascriptBridge.registerHandler('shape', (d, reply) => reply({ zeta: 1, alpha: [1.5, 'it\\'s', null], 'two words': {}, nested: { ok: true } }))"
        ])
        let reply = try await page.call("shape")
        guard case .object(let object) = reply else { return XCTFail("expected an object, got \(reply)") }
        XCTAssertEqual(object.keys, ["zeta", "alpha", "two words", "nested"])
        XCTAssertEqual(reply.description, #"{ zeta: 1, alpha: [ 1.5, "it's", null ], 'two words': {}, nested: { ok: true } }"#)
        XCTAssertEqual(reply.jsonText, #"{"zeta":1,"alpha":[1.5,"it's",null],"two words":{},"nested":{"ok":true}}"#)
        // Equality is JavaScript's deep equality: order does not matter.
        XCTAssertEqual(reply, ["nested": ["ok": true], "two words": [:], "alpha": [1.5, "it's", nil], "zeta": 1])
    }

    func testScalarsPrintAsJavaScriptDoes() {
        XCTAssertEqual(JSValue.undefined.description, "undefined")
        XCTAssertEqual(JSValue.number(.nan).description, "NaN")
        XCTAssertEqual(JSValue.number(-0.0).description, "-0")
        XCTAssertEqual(JSValue.number(1e21).description, "1e+21")
        XCTAssertEqual(JSValue.string("a\nb").description, "'a\\nb'")
        XCTAssertEqual(JSValue.array([]).description, "[]")
    }
}
