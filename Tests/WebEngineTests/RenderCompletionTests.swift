import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// The completion path: rendering completes exactly once, after every step answered,
/// failed or timed out.
@MainActor
final class RenderCompletionTests: XCTestCase {
    static let handlers = """
        const bridge = window.WebViewJavascriptBridge;
        bridge.registerHandler('fromTimer', (data, reply) => setTimeout(() => reply({ logDescription: 'timer answered' }), 30));
        bridge.registerHandler('fromPromiseChain', (data, reply) => Promise.resolve(data).then(d => d.n * 2).then(n => reply({ doubled: n })));
        bridge.registerHandler('fromAsync', async (data, reply) => { await null; await new Promise(r => setTimeout(r, 10)); document.body.dataset.async = 'done'; reply({ logDescription: 'async answered' }); });
        bridge.registerHandler('neverAnswers', () => {});
        bridge.registerHandler('answersTwice', (data, reply) => { reply('first'); setTimeout(() => reply('second'), 5); });
        bridge.registerHandler('throws', () => { throw new TypeError('handler bug'); });
        bridge.registerHandler('rejects', async () => { throw new RangeError('async bug'); });
        bridge.registerHandler('spinsForever', () => { for (;;) {} });
        bridge.registerHandler('lateAnswer', (data, reply) => setTimeout(() => reply('too late'), 5000));
        bridge.registerHandler('startsTimers', (data, reply) => { reply('ok'); setTimeout(() => { document.body.dataset.settled = 'yes'; }, 50); });
        """

    private func engine(limit: Duration = .milliseconds(300)) async throws -> (JSWebEngine, Recorder) {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        configuration.executionTimeLimit = limit
        let engine = try await JSWebEngine(configuration: configuration)
        let recorder = Recorder()
        engine.engineDelegate = recorder
        try await engine.loadHTML("<p>post</p>", baseURL: nil)
        _ = try await engine.executeScript(Self.handlers)
        return (engine, recorder)
    }

    func testEveryKindOfStepInOneStrategyCompletesOnceWithTheRightStatuses() async throws {
        let (engine, recorder) = try await engine()
        let strategy = RenderStrategy(name: "everything", mode: .parallel, timeout: 1, steps: [
            .init(handler: "fromTimer"), .init(handler: "fromPromiseChain", data: ["n": 21]), .init(handler: "fromAsync"),
            .init(handler: "neverAnswers"), .init(handler: "answersTwice"), .init(handler: "throws"), .init(handler: "rejects"),
            .init(handler: "spinsForever"), .init(handler: "missing"), .init(handler: "lateAnswer"), .init(handler: "startsTimers"),
        ])
        let report = await engine.render(with: strategy)
        XCTAssertEqual(report.steps.map(\.status), [
            .answered, .answered, .answered, .timedOut, .answered, .failed, .failed, .failed, .noHandler, .timedOut, .answered,
        ])
        XCTAssertEqual(report.steps[1].response, ["doubled": 42])
        XCTAssertEqual(report.steps[4].response, "first")
        XCTAssertEqual(report.steps[5].error?.name, "TypeError")
        XCTAssertEqual(report.steps[5].error?.message, "handler bug")
        XCTAssertEqual(report.steps[6].error?.name, "RangeError")
        XCTAssertEqual(report.steps[7].error?.name, "TimeLimitExceeded")
        XCTAssertTrue(report.logs.contains("timer answered") && report.logs.contains("async answered"), "\(report.logs)")
        // Timers the handlers started ran before the DOM was read.
        XCTAssertTrue(report.html.contains(#"data-settled="yes""#), report.html)
        XCTAssertTrue(report.html.contains(#"data-async="done""#), report.html)
        XCTAssertEqual(recorder.renderCompletions, 1)

        // The engine renders again afterwards; late answers from the first render change nothing.
        let again = await engine.render(with: RenderStrategy(name: "again", timeout: 1, steps: [.init(handler: "fromPromiseChain", data: ["n": 1])]))
        XCTAssertEqual(again.steps.map(\.status), [.answered])
        XCTAssertEqual(again.steps[0].response, ["doubled": 2])
        XCTAssertEqual(recorder.renderCompletions, 2)
    }

    func testTheArticlesVersionCompletesBeforeTheStepsAnswer() async throws {
        // The article's renderContentWithStrategy: sends every call, then immediately tells the
        // delegate rendering is complete, without waiting for the dispatch group.
        let (engine, _) = try await engine()
        let steps = ["fromTimer", "fromAsync", "fromPromiseChain"]
        _ = try await engine.executeScript("var answered = 0; const original = WebViewJavascriptBridge;")
        var answersWhenTheArticleCompletes = 0
        let answers = AnswerCounter()
        for step in steps {
            let handler = step
            Task { _ = try? await engine.callHandler(handler, data: ["n": 1]); answers.increment() }
        }
        answersWhenTheArticleCompletes = answers.value  // the article's didCompleteRendering fires here
        XCTAssertLessThan(answersWhenTheArticleCompletes, steps.count, "the article's completion runs before the answers")

        let report = await engine.render(with: RenderStrategy(name: "post", steps: steps.map { .init(handler: $0, data: ["n": 1]) }))
        XCTAssertEqual(report.steps.map(\.status), [.answered, .answered, .answered], "ours completes after every answer")
    }

    func testLoadingAndRenderingInOneCallMatchesTheTwoSteps() async throws {
        let page = "<p>a</p><img width=900 src=/x.png>"
        let strategy = RenderStrategy(name: "both", timeout: 1, steps: [.init(handler: "fromPromiseChain", data: ["n": 2]), .init(handler: "fromAsync")])
        let (separate, _) = try await engine()
        try await separate.loadHTML(page, baseURL: URL(string: "https://blog.example/post"))
        let expected = await separate.render(with: strategy)

        let (combined, recorder) = try await engine()
        let before = recorder.renderCompletions
        let report = try await combined.render(html: page, baseURL: URL(string: "https://blog.example/post"), with: strategy)
        XCTAssertEqual(report.steps.map(\.status), [.answered, .answered])
        XCTAssertEqual(report.steps[0].response, ["doubled": 4])
        XCTAssertEqual(report.html, expected.html)
        XCTAssertTrue(report.html.contains("data-async=\"done\""), report.html)
        XCTAssertEqual(report.contentHeight, expected.contentHeight)
        XCTAssertEqual(recorder.renderCompletions, before + 1)
        // A page that cannot load throws, and renders nothing.
        do {
            var small = JSRuntime.Configuration()
            small.maximumHTMLSize = 10
            let engine = try await JSWebEngine(configuration: small)
            _ = try await engine.render(html: String(repeating: "<p>x</p>", count: 10), baseURL: nil, with: strategy)
            XCTFail("a page over the size limit rendered")
        } catch let error as JSException {
            XCTAssertEqual(error.name, "RangeError")
        }
    }

    func testSequentialModeRunsStepsOneAfterAnother() async throws {
        let (engine, _) = try await engine()
        _ = try await engine.executeScript("""
            var log = [];
            WebViewJavascriptBridge.registerHandler('a', (d, reply) => { log.push('a start'); setTimeout(() => { log.push('a end'); reply(1) }, 20) });
            WebViewJavascriptBridge.registerHandler('b', (d, reply) => { log.push('b start'); reply(2) });
            """)
        let report = await engine.render(with: RenderStrategy(name: "seq", mode: .sequential, timeout: 1, steps: [.init(handler: "a"), .init(handler: "b")]))
        XCTAssertEqual(report.steps.map(\.status), [.answered, .answered])
        let log = try await engine.executeScript("log")
        XCTAssertEqual(log, ["a start", "a end", "b start"])
    }

    func testStrategyFilesDecodeAndBadOnesSayWhy() throws {
        let good = #"{"name": "post", "mode": "parallel", "timeout": 2.0, "steps": [{"handler": "resizeImages", "data": {"maxWidth": 320}}, {"handler": "mark"}]}"#
        let strategy = try JSONDecoder().decode(RenderStrategy.self, from: Data(good.utf8))
        XCTAssertEqual(strategy.steps.map(\.handler), ["resizeImages", "mark"])
        XCTAssertEqual(strategy.steps[0].data, ["maxWidth": 320])
        XCTAssertEqual(strategy.steps[1].data, .undefined)  // data-less: the handler gets undefined
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID()).json")
        try #"{"name": "x", "steps": [{"data": 1}]}"#.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        XCTAssertThrowsError(try RenderStrategy.load(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".contains("missing \"handler\" at steps[0]"), "\(error)")
        }
    }
}

final class Recorder: WebEngineDelegate, WebPresentationDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var completions = 0
    private var links: [URL] = []
    private var images: [URL] = []
    private var embeds: [URL] = []
    var tappedEmbeds: [URL] { lock.withLock { embeds } }
    var renderCompletions: Int { lock.withLock { completions } }
    var tappedLinks: [URL] { lock.withLock { links } }
    var tappedImages: [URL] { lock.withLock { images } }

    func didCompleteRenderingContent(with engine: any WebEngine, report: RenderReport) {
        lock.withLock { completions += 1 }
    }
    func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL) { lock.withLock { links.append(url) } }
    func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL) { lock.withLock { images.append(url) } }
    func webPresentation(_ presentation: any WebPresentation, didTapEmbedWithLink url: URL) { lock.withLock { embeds.append(url) } }
}

final class AnswerCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
