import EmbeddedScripts
import WebEngine
import XCTest

/// The list of scripts every engine installs: the benchmark's floor installs from it, so it
/// must be the engine's own, whole and in order.
final class InstalledScriptsTests: XCTestCase {
    func testEveryRuntimeDOMAndBridgeScriptIsInstalledOnceInLayerOrder() {
        let installed = JSWebEngine.installedScripts
        XCTAssertEqual(Set(installed).count, installed.count, "a script listed twice: \(installed)")
        let layers = ["runtime/", "dom/", "bridge/"]
        let embedded = EmbeddedScripts.paths.filter { path in layers.contains { path.hasPrefix($0) } && path.hasSuffix(".js") }
        XCTAssertEqual(Set(installed), Set(embedded), "JSScripts/ and the install lists disagree")
        let layerOfEach = installed.map { path in layers.firstIndex { path.hasPrefix($0) } ?? -1 }
        XCTAssertEqual(layerOfEach, layerOfEach.sorted(), "runtime, then DOM, then bridge: \(installed)")
    }

    func testAnEngineHasWhatTheListedScriptsDefine() async throws {
        let engine = try await JSWebEngine()
        let kinds = try await engine.runtime.evaluate(
            "[typeof setTimeout, typeof atob, typeof document.querySelector, typeof URL, typeof Event, typeof WebViewJavascriptBridge.callHandler].join()")
        XCTAssertEqual(kinds.stringValue, "function,function,function,function,function,function")
    }
}
