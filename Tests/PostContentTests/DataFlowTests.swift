import Foundation
import PostContent
import WebEngineKit
import XCTest

/// "All that we have to test is the data flow": each role with test doubles around it.
final class DataFlowTests: XCTestCase {
    func testViewPassesContentAndTapsToItsOutput() {
        let view = PostContentView()
        let output = ViewOutputSpy()
        view.output = output
        view.update(withHTMLContent: "<p>x</p>")
        let presentation = PresentationStub()
        view.webPresentation(presentation, didTapLink: URL(string: "https://a.example")!)
        view.webPresentation(presentation, didTapImageWithLink: URL(string: "https://a.example/i.png")!)
        XCTAssertEqual(output.calls, ["setup <p>x</p>", "link https://a.example", "image https://a.example/i.png"])
    }

    func testPresenterRoutesEventsAndReportsTheHeightFromTheView() async {
        let presenter = PostContentPresenter()
        let interactor = InteractorSpy(), router = RouterSpy(), view = ViewStub(height: 812), output = ModuleOutputSpy()
        presenter.interactor = interactor
        presenter.router = router
        presenter.view = view
        presenter.moduleOutput = output
        presenter.didTriggerModuleSetupEvent(htmlContent: "<p>raw</p>")
        presenter.didTriggerLinkTapEvent(url: URL(string: "https://l.example")!)
        presenter.didTriggerImageTapEvent(url: URL(string: "https://i.example")!)
        presenter.didCompleteRenderingContent(report: .empty)
        await output.waitForHeight()
        XCTAssertEqual(interactor.rendered, ["<p>raw</p>"])
        XCTAssertEqual(router.calls, ["browser https://l.example", "image https://i.example"])
        XCTAssertEqual(output.heights, [812])
    }

    func testInteractorSetsUpComposesLoadsThenRendersWithTheFactorysStrategy() async throws {
        let engine = EngineSpy()
        let interactor = PostContentInteractor(
            webEngine: engine, contentComposer: ComposerStub(), scriptProvider: ScriptsStub(),
            renderStrategyFactory: ContentRenderStrategyFactory(kind: .custom(RenderStrategy(name: "custom", steps: [])))
        )
        let output = InteractorOutputSpy()
        interactor.output = output
        interactor.renderContent("<p>raw</p>")
        try await engine.waitFor(calls: 3)
        XCTAssertEqual(engine.calls, ["user script setup-1", "user script setup-2", "load composed(<p>raw</p>) at https://base.example/"])
        interactor.didCompleteLoadingContent(with: engine)
        try await engine.waitFor(calls: 4)
        XCTAssertEqual(engine.calls.last, "render custom")
        interactor.didCompleteRenderingContent(with: engine, report: .empty)
        XCTAssertEqual(output.completions, 1)
    }

    func testInteractorSetsUpTheEnvironmentOncePerEngine() async throws {
        let engine = EngineSpy()
        let interactor = PostContentInteractor(webEngine: engine, contentComposer: ComposerStub(), scriptProvider: ScriptsStub(), renderStrategyFactory: ContentRenderStrategyFactory())
        interactor.renderContent("first")
        try await engine.waitFor(calls: 3)
        interactor.renderContent("second")
        try await engine.waitFor(calls: 4)
        XCTAssertEqual(engine.calls.filter { $0.hasPrefix("user script") }, ["user script setup-1", "user script setup-2"])
    }

    func testInteractorReportsFailuresInsteadOfLosingThem() async throws {
        let engine = EngineSpy()
        engine.failLoading = true
        let interactor = PostContentInteractor(webEngine: engine, contentComposer: ComposerStub(), scriptProvider: ScriptsStub(), renderStrategyFactory: ContentRenderStrategyFactory())
        let output = InteractorOutputSpy()
        interactor.output = output
        interactor.renderContent("x")
        for _ in 0..<1000 where output.failures == 0 { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertEqual(output.failures, 1)
    }

    func testRouterRecordsIntents() {
        let router = PostContentRouter()
        router.showBrowserModule(url: URL(string: "https://x.example")!)
        router.showFullscreenImageModule(imageURL: URL(string: "https://x.example/i.png")!)
        XCTAssertEqual(router.intents, [.browser(URL(string: "https://x.example")!), .fullscreenImage(URL(string: "https://x.example/i.png")!)])
    }

    func testFactoryHasThePostAndEmailStrategies() {
        XCTAssertEqual(ContentRenderStrategyFactory(kind: .post).postContentRenderStrategy().steps.map(\.handler), ["resizeImages", "absolutizeLinks", "wrapEmbeds", "lazyImages"])
        XCTAssertEqual(ContentRenderStrategyFactory(kind: .email).postContentRenderStrategy().name, "email")
    }
}

// MARK: Test doubles

final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []
    func add(_ entry: String) { lock.withLock { entries.append(entry) } }
    var all: [String] { lock.withLock { entries } }
}

final class ViewOutputSpy: PostContentViewOutput, @unchecked Sendable {
    let log = Log()
    var calls: [String] { log.all }
    func didTriggerModuleSetupEvent(htmlContent: String) { log.add("setup \(htmlContent)") }
    func didTriggerLinkTapEvent(url: URL) { log.add("link \(url.absoluteString)") }
    func didTriggerImageTapEvent(url: URL) { log.add("image \(url.absoluteString)") }
}

final class PresentationStub: WebPresentation, @unchecked Sendable {
    var presentationDelegate: (any WebPresentationDelegate)?
    func contentHeight(forWidth width: Double) async -> Double { 0 }
}

final class InteractorSpy: PostContentInteractorInput, @unchecked Sendable {
    let log = Log()
    var rendered: [String] { log.all }
    func renderContent(_ html: String) { log.add(html) }
}

final class RouterSpy: PostContentRouterInput, @unchecked Sendable {
    let log = Log()
    var calls: [String] { log.all }
    func showBrowserModule(url: URL) { log.add("browser \(url.absoluteString)") }
    func showFullscreenImageModule(imageURL: URL) { log.add("image \(imageURL.absoluteString)") }
}

final class ViewStub: PostContentViewInput, @unchecked Sendable {
    let height: Double
    init(height: Double) { self.height = height }
    func setupInitialState() {}
    func obtainCurrentContentHeight() async -> Double { height }
}

final class ModuleOutputSpy: PostContentModuleOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Double] = []
    var heights: [Double] { lock.withLock { recorded } }
    func didUpdatePostContent(contentHeight: Double, report: RenderReport) { lock.withLock { recorded.append(contentHeight) } }
    func didFailToRenderPostContent(error: any Error) {}
    func waitForHeight() async { for _ in 0..<1000 where heights.isEmpty { try? await Task.sleep(for: .milliseconds(5)) } }
}

final class InteractorOutputSpy: PostContentInteractorOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (completions: 0, failures: 0)
    var completions: Int { lock.withLock { counts.completions } }
    var failures: Int { lock.withLock { counts.failures } }
    func didCompleteRenderingContent(report: RenderReport) { lock.withLock { counts.completions += 1 } }
    func didFailRenderingContent(error: any Error) { lock.withLock { counts.failures += 1 } }
}

struct ComposerStub: ContentComposing {
    var baseURL: URL? { URL(string: "https://base.example/") }
    func composeValidHTML(fromRawHTML raw: String) async throws -> String { "composed(\(raw))" }
}

struct ScriptsStub: JSScriptProviding {
    func obtainScriptsForPostEnvironmentSetup() -> [String] { ["setup-1", "setup-2"] }
}

final class EngineSpy: WebEngine, @unchecked Sendable {
    struct LoadFailed: Error {}
    var engineDelegate: (any WebEngineDelegate)?
    let log = Log()
    var failLoading = false
    var calls: [String] { log.all }

    func loadHTML(_ html: String, baseURL: URL?) async throws {
        if failLoading { throw LoadFailed() }
        log.add("load \(html) at \(baseURL?.absoluteString ?? "nil")")
    }
    func executeScript(_ script: String) async throws -> JSValue { log.add("execute \(script)"); return .undefined }
    func addUserScript(_ script: String) async throws { log.add("user script \(script)") }
    func render(with strategy: RenderStrategy) async -> RenderReport { log.add("render \(strategy.name)"); return .empty }
    func waitFor(calls count: Int) async throws {
        for _ in 0..<1000 where calls.count < count { try await Task.sleep(for: .milliseconds(5)) }
        XCTAssertGreaterThanOrEqual(calls.count, count)
    }
}

extension RenderReport {
    static let empty = RenderReport(strategy: "", html: "", steps: [], events: [], logs: [], errors: [], contentHeight: 0, timings: .init(renderMs: 0, settleMs: 0, totalMs: 0))
}

import JSRuntime
