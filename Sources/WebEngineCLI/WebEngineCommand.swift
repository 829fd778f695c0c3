import ArgumentParser
import JSRuntime
import WebKitEngine

/// `webengine`: run and test HTML-rendering JavaScript outside a browser.
public struct WebEngineCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "webengine",
        abstract: "Run and test HTML-rendering JavaScript outside a browser.",
        discussion: """
            Each engine is a JavaScriptCore VM with browser-style timers, microtasks and \
            console. Run `webengine help run` for the options of a subcommand.
            """,
        version: "0.1.0",
        subcommands: [RenderCommand.self, CompareCommand.self, MergeCommand.self, RunCommand.self, ReplCommand.self, BenchCommand.self, SoakCommand.self],
        defaultSubcommand: nil
    )

    public init() {}

    /// The subcommands that make an engine as soon as their arguments are parsed.
    private static let commandsMakingEngines: Set<String> = ["run", "render", "repl"]

    /// Parses the process's arguments and runs the chosen subcommand, exiting as
    /// ArgumentParser does on errors. (`main()` called from another module resolves to the
    /// synchronous overload, which cannot run async subcommands.)
    public static func execute(_ arguments: [String]? = nil) async {
        if let command = (arguments ?? Array(CommandLine.arguments.dropFirst())).first, commandsMakingEngines.contains(command) {
            if command == "run" { JSRuntime.tuneForOneShotJobs() }  // one page, then the process exits
            JSRuntime.prepareVirtualMachine()  // JavaScriptCore starts while the arguments are parsed
        }
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            await WebKitEngine.stopHelper()  // no helper or helper's folder outlives the command
        } catch {
            await WebKitEngine.stopHelper()
            JSRuntime.waitForPreparedVirtualMachine()  // never exit while JavaScriptCore starts
            exit(withError: error)
        }
    }
}
