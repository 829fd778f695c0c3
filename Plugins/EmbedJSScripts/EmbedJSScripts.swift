import Foundation
import PackagePlugin

/// Compiles every file under the package's top-level `JSScripts/` folder into the target as
/// Swift string constants. Scripts then ship inside the binary: no resource bundle to find.
@main
struct EmbedJSScripts: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "JSScripts")
        let relativePaths = (FileManager.default.subpaths(atPath: root.path) ?? [])
            .filter { $0.hasSuffix(".js") || $0.hasSuffix(".json") || $0.hasSuffix(".css") }
            .sorted()
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedScriptTable.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(relativePaths.count) files from JSScripts/",
                executable: try context.tool(named: "embed-scripts").url,
                arguments: [root.path, output.path] + relativePaths,
                inputFiles: relativePaths.map { root.appending(path: $0) },
                outputFiles: [output]
            )
        ]
    }
}
