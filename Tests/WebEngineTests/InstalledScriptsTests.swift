import EmbeddedScripts
import WebEngineKit
import XCTest

/// The list of scripts every engine installs: the benchmark's floor installs from it, so it
/// must be the engine's own, whole and in order.
final class InstalledScriptsTests: XCTestCase {
    func testEveryRuntimeDOMAndBridgeScriptIsInstalledOnceInLayerOrder() {
        let installed = JSWebEngine.installedScripts
        XCTAssertEqual(Set(installed).count, installed.count, "a script listed twice: \(installed)")
        let layers = ["runtime/", "dom/", "bridge/"]
        let embedded = EmbeddedScripts.paths.filter { path in layers.contains { path.hasPrefix($0) } && path.hasSuffix(".js") }
        let lazy = JSWebEngine.lazyInstalledScripts
        XCTAssertEqual(Set(installed).union(lazy), Set(embedded), "JSScripts/ and the install lists disagree")
        XCTAssertTrue(Set(installed).isDisjoint(with: lazy), "a script both installed and lazy")
        let layerOfEach = installed.map { path in layers.firstIndex { path.hasPrefix($0) } ?? -1 }
        XCTAssertEqual(layerOfEach, layerOfEach.sorted(), "runtime, then DOM, then bridge: \(installed)")
    }

    func testLazyScriptsInstallOnFirstUseOfAnyOfTheirNames() async throws {
        let engine = try await JSWebEngine()
        let before = try await engine.runtime.evaluate("typeof TreeWalker")
        XCTAssertEqual(before, "function")
        let kinds = try await engine.runtime.evaluate(
            "[typeof document.createNodeIterator, typeof matchMedia('(min-width: 1px)').matches, innerWidth, parent === window, typeof NodeFilter.SHOW_ALL].join()")
        XCTAssertEqual(kinds.stringValue, "function,boolean,375,true,number")
        let assigned = try await JSWebEngine().runtime.evaluate("name = 'named'; [name, typeof history.pushState].join()")
        XCTAssertEqual(assigned.stringValue, "named,function")
        // Members of interfaces too: a getter, a method and a setter each install geometry.
        for first in ["document.body.offsetWidth", "document.body.getBoundingClientRect().width", "document.body.scrollTop = 5"] {
            let fresh = try await JSWebEngine()
            let measured = try await fresh.runtime.evaluate("\(first); [typeof document.body.offsetHeight, typeof ResizeObserver, document.body.clientWidth].join()")
            XCTAssertEqual(measured.stringValue, "number,function,359", first)
        }
    }

    func testAnEngineHasWhatTheListedScriptsDefine() async throws {
        let engine = try await JSWebEngine()
        let kinds = try await engine.runtime.evaluate(
            "[typeof setTimeout, typeof atob, typeof document.querySelector, typeof URL, typeof Event, typeof WebViewJavascriptBridge.callHandler].join()")
        XCTAssertEqual(kinds.stringValue, "function,function,function,function,function,function")
    }
}
