import EmbeddedScripts
import Foundation

/// The scripts that set up the engine's environment before content loads: image taps, log
/// forwarding, and the render-strategy handlers (built in, plus any from a folder of your own).
public struct JSScriptProvider: JSScriptProviding {
    public static let builtInScripts = ["environment/image-taps.js", "environment/log-forwarding.js", "strategies/post-handlers.js"]

    /// Extra handler scripts, run after the built-in ones (so they can replace handlers).
    public var additionalScripts: [String] {
        namedAdditionalScripts.map(\.source)
    }

    /// The extra scripts with the names their errors cite.
    public var namedAdditionalScripts: [NamedScript]

    public init(additionalScripts: [String] = []) {
        namedAdditionalScripts = additionalScripts.enumerated().map { NamedScript(name: "script-\($0.offset + 1).js", source: $0.element) }
    }

    /// Every `.js` file of `directory`, in name order, named as the folder was given
    /// (`URL(fileURLWithPath: "handlers")` makes `handlers/resize.js`).
    public init(scriptsDirectory directory: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".js") }
            .sorted()
        let folder = directory.isFileURL ? directory.relativePath : directory.absoluteString
        namedAdditionalScripts = try files.map { file in
            let data = try Data(contentsOf: directory.appendingPathComponent(file))
            return NamedScript(name: folder + "/" + file, source: String(decoding: data, as: UTF8.self))
        }
    }

    public func obtainScriptsForPostEnvironmentSetup() -> [String] {
        obtainNamedScriptsForPostEnvironmentSetup().map(\.source)
    }

    public func obtainNamedScriptsForPostEnvironmentSetup() -> [NamedScript] {
        Self.builtInScripts.compactMap { path in
            EmbeddedScripts.source(path).map { NamedScript(name: "webengine://\(path)", source: $0) }
        } + namedAdditionalScripts
    }
}
