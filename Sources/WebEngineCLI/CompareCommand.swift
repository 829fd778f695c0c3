import ArgumentParser
import Foundation
import JSRuntime
import PostContent
import WebEngineKit

/// `webengine compare`: the same content, scripts and strategy rendered on the fast engine and
/// on real WebKit, and where they disagree, step by step.
struct CompareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Render on the fast engine and on real WebKit, and show where they differ.",
        discussion: """
            Runs `render`'s whole flow on both engines, side by side, and compares what an app \
            would see: each step's status and response, the calls the page made to native \
            code, uncaught errors, the rendered document (as a line diff, one tag per line) and \
            the content height. The fast engine's height is an estimate; WebKit's is real \
            layout at the same width.

            Exit status: 0 the engines agree (steps, calls, errors and document; the height \
            too when --max-height-error is given); 1 they differ; 2 an engine could not render.

            Over a corpus (several files, a folder or a quoted glob): every document on both \
            engines, --jobs pairs at once; the distribution of the content-height differences \
            and the --top documents where they differ most (--format json: a line per \
            document). Exit status 1 when any document differs.

            Examples:
              webengine compare post.html
              webengine compare mail/ --strategy email --jobs 2
              webengine compare message.html --strategy email --scripts handlers/ --format json
            """
    )

    @OptionGroup var options: RenderOptions

    @Option(help: ArgumentHelp("text (a readable diff) or json.", valueName: "format"))
    var format: ComparisonFormat = .text

    @Option(name: .customLong("max-height-error"), help: ArgumentHelp("Count a content height more than this many percent off WebKit's as a difference.", valueName: "percent"))
    var maxHeightError: Double?

    @Option(help: ArgumentHelp("The most changed lines of the document diff to print.", valueName: "lines"))
    var context = 40

    @Option(help: ArgumentHelp("Over a corpus: documents compared at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Over a corpus: how many of the documents whose heights differ most to list.", valueName: "n"))
    var top = 10

    func validate() throws {
        if options.served.servesWeb {
            throw ValidationError("compare serves both engines the same resources: an app's own scheme (--scheme NAME=DIR); WebKitGTK serves no http, https or file loads from an app.")
        }
        if options.inputs.isEmpty { throw ValidationError("Missing expected argument '<file>': the HTML to compare (- for standard input), or a corpus: files, folders or a glob.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a positive number; got \(jobs).") }
    }

    func run() async throws {
        if CorpusDocuments.namesCorpus(options.inputs) {
            let comparison = CorpusComparison(options: options, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, maxHeightError: maxHeightError, top: top)
            if try await !comparison.run(format: format) { throw ExitCode(1) }
            return
        }
        let html = try options.readInput()
        async let fast = render(html, on: .fast)
        async let webkit = render(html, on: .webkit)
        let (fastReport, webkitReport) = try await (fast, webkit)
        let comparison = RenderComparison(fast: fastReport, webkit: webkitReport, maxHeightError: maxHeightError)
        if format == .json {
            Terminal.write(try comparison.json())
        } else {
            Terminal.write(comparison.text(title: options.input, strategy: options.strategy, width: options.width, lines: context))
        }
        if !comparison.agrees { throw ExitCode(1) }
    }

    private func render(_ html: String, on engine: EngineKind) async throws -> RenderReport {
        do {
            let module = try await PostContentAssembly.assemble(try options.configuration(engine: engine))
            await CommandHandlers.register(on: module.engine, echoingLogs: false)
            let (height, report) = try await module.render(html)
            var result = report
            result.contentHeight = height
            return result
        } catch let error as ExitCode {
            throw error
        } catch {
            Terminal.writeError("webengine: the \(engine.displayName) engine cannot render \(options.input): \(error)")
            throw ExitCode(2)
        }
    }
}
