import EmbeddedScripts
import Foundation

/// The scripts that set up the engine's environment before content loads: image taps, log
/// forwarding, and the render-strategy handlers (built in, plus any from a folder of your own).
public struct JSScriptProvider: JSScriptProviding {
    public static let builtInScripts = ["environment/image-taps.js", "environment/log-forwarding.js", "strategies/post-handlers.js"]

    /// Extra handler scripts, run after the built-in ones (so they can replace handlers).
    public var additionalScripts: [String]

    public init(additionalScripts: [String] = []) {
        self.additionalScripts = additionalScripts
    }

    /// Every `.js` file of `directory`, in name order.
    public init(scriptsDirectory directory: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "js" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        additionalScripts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    public func obtainScriptsForPostEnvironmentSetup() -> [String] {
        Self.builtInScripts.compactMap(EmbeddedScripts.source) + additionalScripts
    }
}
