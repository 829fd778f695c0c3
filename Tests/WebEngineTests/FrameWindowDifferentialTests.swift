import Foundation
import JSRuntime
import WebEngineKit
import WebKitEngine
import XCTest

/// A page's script learns the same of a frame's window on both engines: the probe
/// (Fixtures/frame-window-probe.js) inserts an about:blank frame and asks its window for its
/// class string, prototype chain, members, descriptors and key order, and the page's window for
/// its frames, before and after the frame leaves. Members only WebKit has are coverage.
final class FrameWindowDifferentialTests: XCTestCase {
    /// The differences that are policy (docs/dom.md, "Objects as WebKit's").
    static let policy: [String: String] = [
        "realm.Node": sharedDOM,
        "page.ownNamed": "a named frame is an own property of the window, not enumerable (WebKit: the window's named properties object): the global object cannot intercept a named read",
    ]
    static let sharedDOM = "a frame's window is a realm of its own, but one DOM serves both realms: its interface objects are the page's"

    func testAFramesWindowLooksAsWebKitsToThePagesScript() async throws {
        let webkit = try await webKitReference()
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let probe = try String(contentsOf: fixtures.appendingPathComponent("frame-window-probe.js"), encoding: .utf8)
        let page = "<!DOCTYPE html><html><head><title>t</title></head><body><p>hi</p></body></html>"
        var answers: [[String: Any]] = []
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML(page, baseURL: URL(string: "https://example.com/post"))
            let answer = try await engine.executeScript(probe, sourceURL: "frame-window-probe.js")
            let text = try XCTUnwrap(answer.stringValue)
            answers.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]))
        }
        let (fast, reference) = (answers[0], answers[1])
        XCTAssertEqual(reference["tag"] as? String, "[object Window]")

        var differences: [String] = []
        for key in Set(fast.keys).union(reference.keys).sorted() where key != "keys" {
            let ours = fast[key].map { "\($0)" }, theirs = reference[key].map { "\($0)" }
            if key.hasPrefix("own."), ours == nil || theirs == nil { continue } // a member one engine has not: coverage
            if ours != theirs, Self.policy[key] == nil { differences.append("\(key): \(ours ?? "nothing") where WebKit has \(theirs ?? "nothing")") }
        }
        // The frame window's keys in WebKit's order (those both engines have).
        let ourKeys = (fast["keys"] as? String ?? "").split(separator: " "), theirKeys = (reference["keys"] as? String ?? "").split(separator: " ")
        let shared = Set(ourKeys).intersection(theirKeys)
        XCTAssertGreaterThan(shared.count, 170)
        XCTAssertEqual(ourKeys.filter(shared.contains), theirKeys.filter(shared.contains), "the frame window's keys in WebKit's order")
        XCTAssertEqual(differences, [], "differences from WebKit that are not policy")
    }
}
