import Foundation
import JSRuntime
import WebEngineKit
import WebKitEngine
import XCTest

/// A script that inspects the DOM's objects learns the same on both engines: the probe
/// (Fixtures/introspection-probe.js) asks 60 objects of as many interfaces for their own keys,
/// JSON, class string, prototype chain and the descriptor of every member along it (its
/// functions' names, lengths, `prototype` and source text included), on the fast
/// engine and on WebKit. Members only one engine has are coverage (docs/dom.md), not compared.
final class IntrospectionDifferentialTests: XCTestCase {
    /// The differences that are policy, each with its reason (docs/dom.md, "Objects as WebKit's").
    static let policy: [String: String] = [
        "DOMException.own.line": IntrospectionDifferentialTests.exceptionPlace, "DOMException.own.column": IntrospectionDifferentialTests.exceptionPlace,
        "DOMException.own.sourceURL": IntrospectionDifferentialTests.exceptionPlace, "DOMException.own.stack": IntrospectionDifferentialTests.exceptionPlace,
        "Window.own.document": IntrospectionDifferentialTests.globalValues, "Window.own.window": IntrospectionDifferentialTests.globalValues, "Window.own.self": IntrospectionDifferentialTests.globalValues,
        "HTMLFormElement HTMLFormElement.submit": "the reference's own instrumentation: the WebKit engine wraps submit() to see the body a script-submitted form posts (WKWebView's navigation delegate does not show it), so WebKit's native submit reads as script there",
    ]
    static let exceptionPlace = "an exception keeps where it was made (line, column, sourceURL, stack; not enumerable), so an uncaught one reports its place; WebKit's get them only when thrown"
    static let globalValues = "document, window and self are data properties (WebKit: accessors): JavaScriptCore reads a global value through its inline cache and calls a global getter through the slow path, 5-8x slower; reads, assignments and deletes behave the same"

    func testObjectsLookAsWebKitsToAScriptThatInspectsThem() async throws {
        let webkit = try await webKitReference()
        let probe = try String(contentsOf: Self.fixtures.appendingPathComponent("introspection-probe.js"), encoding: .utf8)
        let page = "<!DOCTYPE html><html><head><title>t</title></head><body><p>hi</p></body></html>"
        var answers: [[String: [String: Any]]] = []
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML(page, baseURL: URL(string: "https://example.com/post"))
            let answer = try await engine.executeScript(probe, sourceURL: "introspection-probe.js")
            let text = try XCTUnwrap(answer.stringValue)
            answers.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Any]]))
        }
        let (fast, reference) = (answers[0], answers[1])
        XCTAssertGreaterThanOrEqual(reference.count, 60)

        var differences: [String] = []
        var comparedMembers = 0
        for (object, expected) in reference.sorted(by: { $0.key < $1.key }) {
            guard let actual = fast[object] else { differences.append("\(object): missing"); continue }
            for facet in ["json", "underscored", "tag", "chain"] where !Self.same(actual[facet], expected[facet]) {
                differences.append("\(object).\(facet): \(Self.text(actual[facet])) where WebKit has \(Self.text(expected[facet]))")
            }
            let ownHere = actual["own"] as? [String: String] ?? [:], ownThere = expected["own"] as? [String: String] ?? [:]
            for key in Set(ownHere.keys).union(ownThere.keys).sorted() where ownHere[key] != ownThere[key] {
                differences.append("\(object).own.\(key): \(ownHere[key] ?? "nothing") where WebKit has \(ownThere[key] ?? "nothing")")
            }
            let members = actual["members"] as? [String: String] ?? [:]
            for (member, descriptor) in expected["members"] as? [String: String] ?? [:] {
                guard let ours = members[member] else { continue }
                comparedMembers += 1
                if ours != descriptor { differences.append("\(object) \(member): \(ours) where WebKit has \(descriptor)") }
            }
        }
        let unexpected = differences.filter { difference in !Self.policy.keys.contains { difference.hasPrefix($0 + ":") } }
        XCTAssertEqual(unexpected, [], "differences from WebKit that are not policy")
        XCTAssertGreaterThan(comparedMembers, 5000, "members both engines have, compared descriptor by descriptor")
    }

    /// Members only the fast engine has, with why; everything else a global interface's
    /// prototype or interface object has, WebKit's has too.
    static let ownExtras: [String: String] = [
        "CSSStyleDeclaration.prototype.cssFloat": "as the WPT snapshot's IDL and Chromium have it; WebKit 2.50 keeps it, with every property, on CSSStyleProperties (docs/dom.md, The CSSOM)",
        "Navigator.prototype.standalone": "iOS's web view has it (WebKit's Navigator.idl: Conditional=NAVIGATOR_STANDALONE); WebKitGTK is built without it",
        "HTMLElement.prototype.enterKeyHint": "the iOS keyboard's return key reads it; kept as the iOS web view's (WebKitGTK 2.50 lacks it)",
        "Screen.prototype.orientation": "kept as the iOS web view's (WebKitGTK 2.50 lacks it)",
    ]

    func testNoInterfaceHasMembersWebKitsLacks() async throws {
        let webkit = try await webKitReference()
        let probe = """
            JSON.stringify(Object.getOwnPropertyNames(window).filter((n) => /^[A-Z]/.test(n)).map((n) => {
                const v = window[n]; if (typeof v !== 'function' || !v.prototype) return null;
                return [n, Object.getOwnPropertyNames(v.prototype), Object.getOwnPropertyNames(v)];
            }).filter(Boolean))
            """
        var answers: [[String: Set<String>]] = []
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML("<!DOCTYPE html><p>x</p>", baseURL: URL(string: "https://example.com/"))
            let answer = try await engine.executeScript(probe, sourceURL: "members.js")
            let text = try XCTUnwrap(answer.stringValue)
            let list = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]])
            var members: [String: Set<String>] = [:]
            for entry in list {
                guard let name = entry[0] as? String, let prototype = entry[1] as? [String], let statics = entry[2] as? [String] else { continue }
                members[name] = Set(prototype.map { "\(name).prototype.\($0)" } + statics.map { "\(name).\($0)" })
            }
            answers.append(members)
        }
        let (fast, reference) = (answers[0], answers[1])
        XCTAssertGreaterThan(Set(fast.keys).intersection(reference.keys).count, 250)
        var extras: [String] = []
        for (name, members) in fast {
            guard let theirs = reference[name] else { continue } // an interface only one engine has is coverage
            extras += members.subtracting(theirs).filter { Self.ownExtras[$0] == nil }
        }
        XCTAssertEqual(extras.sorted(), [], "members WebKit's objects lack")
    }

    /// Where the interfaces' shapes differ from WebKit's on purpose, each with its reason.
    static let interfacePolicy: [String: String] = [
        "CSSPageRule (interface object)": "CSSPageRule extends CSSGroupingRule, as the CSSOM standard, WPT and Chromium have it (WebKit 2.50: CSSRule, without cssRules)",
        "CSSFontFaceRule style": "style has [PutForwards=cssText], as CSS Fonts, WPT and Chromium have it (WebKit 2.50: read-only)",
        "TextTrackCue (interface object)": "TextTrackCue is not constructible, as the HTML standard and Chromium have it (WebKit's own extension constructs it)",
        "TextTrackCue constructor": "(the same)",
    ]

    /// Every interface both engines have, looked at whole: the interface object (length,
    /// `prototype`, parent), its static members and every member of its prototype, descriptor by
    /// descriptor, with functions' and accessors' names, lengths and `prototype`
    /// (Fixtures/interface-shape-probe.js). Zero differences but the policy above.
    func testEveryInterfaceBothEnginesHaveHasWebKitsShape() async throws {
        let webkit = try await webKitReference()
        let probe = try String(contentsOf: Self.fixtures.appendingPathComponent("interface-shape-probe.js"), encoding: .utf8)
        var answers: [[String: [String: String]]] = []
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML("<!DOCTYPE html><p>x</p>", baseURL: URL(string: "https://example.com/"))
            let answer = try await engine.executeScript(probe, sourceURL: "interface-shape-probe.js")
            let text = try XCTUnwrap(answer.stringValue)
            answers.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: String]]))
        }
        let (fast, reference) = (answers[0], answers[1])
        var differences: [String] = [], compared = 0
        for (name, theirs) in reference {
            guard let ours = fast[name] else { continue } // an interface only one engine has is coverage
            for (member, descriptor) in theirs {
                guard let mine = ours[member] else { continue } // members only WebKit has are coverage
                compared += 1
                if mine != descriptor, Self.interfacePolicy["\(name) \(member)"] == nil {
                    differences.append("\(name) \(member): \(mine) where WebKit has \(descriptor)")
                }
            }
        }
        XCTAssertEqual(differences.sorted(), [], "interface shapes that differ from WebKit's and are not policy")
        XCTAssertGreaterThan(compared, 3000, "members both engines have, compared")
    }

    /// Events and the interfaces of scripts installed on first use list their members in WebKit's
    /// order (for...in over an event, the way scripts copy one into a plain object, and each
    /// interface's prototype). The node and element interfaces do not yet (docs/dom.md).
    func testEventsNodesAndLazilyInstalledInterfacesListTheirMembersInWebKitsOrder() async throws {
        let webkit = try await webKitReference()
        let probe = """
            (() => {
                const names = ['Event', 'UIEvent', 'MouseEvent', 'KeyboardEvent', 'CustomEvent', 'FocusEvent', 'InputEvent', 'WheelEvent', 'PointerEvent',
                    'TouchEvent', 'CompositionEvent', 'ErrorEvent', 'MessageEvent', 'ProgressEvent', 'SubmitEvent', 'Touch', 'TouchList',
                    'AbortSignal', 'AudioTrackList', 'BroadcastChannel', 'CSSRule', 'CSSStyleSheet', 'CanvasRenderingContext2D', 'DOMRectReadOnly',
                    'DataTransfer', 'EventSource', 'Headers', 'IntersectionObserver', 'MediaList', 'MediaQueryList', 'MessagePort',
                    'NodeIterator', 'OffscreenCanvasRenderingContext2D', 'Range', 'Request', 'Response', 'Selection', 'TextTrack',
                    'TextTrackCue', 'TextTrackList', 'URL', 'URLSearchParams', 'VideoTrackList', 'WebSocket', 'XMLHttpRequest',
                    'XPathEvaluator', 'XPathExpression',
                    // Every page's: class bodies and the reflected-attribute tables in WebKit's order.
                    'Node', 'Attr', 'CharacterData', 'DocumentFragment', 'NodeList', 'DOMTokenList', 'HTMLBodyElement', 'HTMLDetailsElement', 'HTMLEmbedElement', 'HTMLLIElement',
                    'HTMLMetaElement', 'HTMLOListElement', 'HTMLParamElement', 'HTMLStyleElement', 'HTMLTableColElement',
                    // Members other files define, their places held in the reflection table.
                    'HTMLLabelElement', 'HTMLLegendElement', 'HTMLMapElement', 'HTMLVideoElement', 'HTMLAnchorElement', 'HTMLAreaElement',
                    'HTMLButtonElement', 'HTMLFieldSetElement', 'HTMLFormElement', 'HTMLIFrameElement', 'HTMLImageElement', 'HTMLInputElement',
                    'HTMLLinkElement', 'HTMLMediaElement', 'HTMLObjectElement', 'HTMLOptionElement', 'HTMLOutputElement', 'HTMLProgressElement',
                    'HTMLScriptElement', 'HTMLSelectElement', 'HTMLTableCellElement', 'HTMLTableElement', 'HTMLTableRowElement',
                    'HTMLTableSectionElement', 'HTMLTextAreaElement', 'HTMLTrackElement',
                    // Places held for members scripts installed on first use define; orders set on completion.
                    'Text', 'Navigator', 'Performance', 'SVGElement', 'XPathResult'];
                const out = {};
                // (The legacy factory first, before anything completes the option element's interface.)
                out['Option, first'] = Object.getOwnPropertyNames(Option.prototype);
                for (const name of names) out[name] = Object.getOwnPropertyNames(window[name].prototype);
                const keys = []; for (const key in new MouseEvent('click')) keys.push(key);
                out['for...in a MouseEvent'] = keys;
                const attrKeys = []; for (const key in document.createAttribute('x')) attrKeys.push(key);
                out['for...in an Attr'] = attrKeys;
                // Members a script installed on first use defines keep their places once it has.
                // (WebKitGTK's helper makes a video element of no media interface: the call throws there.)
                new Image(); document.createElement('input').checkValidity(); try { document.createElement('video').canPlayType('x'); } catch (e) {}
                navigator.clipboard; navigator.sendBeacon; performance.timing; document.createTextNode('x').assignedSlot;
                for (const name of ['HTMLInputElement', 'HTMLMediaElement', 'HTMLOptionElement', 'HTMLLabelElement', 'Navigator', 'Performance', 'Text']) out['installed: ' + name] = Object.getOwnPropertyNames(window[name].prototype);
                return JSON.stringify(out);
            })()
            """
        var answers: [[String: [String]]] = []
        for engine in [try await JSWebEngine(), webkit] as [any BridgedWebEngine] {
            try await engine.loadHTML("<!DOCTYPE html><p>x</p>", baseURL: URL(string: "https://example.com/"))
            let answer = try await engine.executeScript(probe, sourceURL: "order.js")
            let text = try XCTUnwrap(answer.stringValue)
            answers.append(try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String]]))
        }
        XCTAssertEqual(answers[0].count, 103)
        for (name, theirs) in answers[1] {
            let ours = answers[0][name] ?? []
            // Members only one engine has are coverage, not order.
            XCTAssertEqual(ours.filter(theirs.contains), theirs.filter(ours.contains), name)
        }
    }

    // MARK: Support

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a as NSObject, b as NSObject): return a.isEqual(b)
        default: return false
        }
    }

    private static func text(_ value: Any?) -> String {
        guard let value else { return "nothing" }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) { return String(decoding: data, as: UTF8.self) }
        return "\(value)"
    }
}
