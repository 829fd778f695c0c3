import Foundation
import WebEngineKit
import XCTest

/// An app's view model, main-actor isolated as UIKit code is, is every delegate of the engine.
@MainActor
final class MessageViewModel: WebEngineDelegate, WebPresentationDelegate, WebNavigationDelegate, WebUIDelegate {
    var log: [String] = []
    var calledOffMain = false

    private func note(_ entry: String) {
        if !Thread.isMainThread { calledOffMain = true }
        log.append(entry)
    }

    func didCompleteLoadingContent(with engine: any WebEngine) { note("loaded") }
    func didCompleteRenderingContent(with engine: any WebEngine, report: RenderReport) { note("rendered \(report.steps.count) steps") }
    func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL) { note("link \(url.path)") }
    func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL) { note("image \(url.path)") }
    func webPresentation(_ presentation: any WebPresentation, didRequestNavigation request: NavigationRequest) {
        note("navigation \(request.kind.rawValue) \(request.url.path)")
    }
    func webPresentation(_ presentation: any WebPresentation, runJavaScriptConfirmPanelWithMessage message: String) -> Bool {
        note("confirm \(message)")
        return true
    }
}

final class MainActorDelegateTests: XCTestCase {
    @MainActor
    func testAMainActorViewModelHearsEverythingOnTheMainActorInOrder() async throws {
        let engine = try await JSWebEngine()
        let model = MessageViewModel()
        engine.engineDelegate = model
        engine.presentationDelegate = model
        engine.navigationDelegate = model
        engine.uiDelegate = model
        try await engine.loadHTML("<a id=a href=/next>next</a>", baseURL: URL(string: "https://mail.example/"))
        let confirmed = try await engine.executeScript("document.getElementById('a').click(); confirm('delete?')")
        XCTAssertEqual(confirmed, true, "the view model's answer reached the page")
        await engine.render(with: RenderStrategy(name: "none", steps: []))
        XCTAssertEqual(model.log, ["loaded", "link /next", "navigation linkActivated /next", "confirm delete?", "rendered 0 steps"])
        XCTAssertFalse(model.calledOffMain)
    }

    func testTheSameFromCodeOffTheMainActor() async throws {
        let engine = try await JSWebEngine()
        let model = MessageViewModel()
        engine.engineDelegate = model
        engine.uiDelegate = model
        try await engine.loadHTML("<p>hi</p>", baseURL: nil)
        let confirmed = try await engine.executeScript("confirm('ok?')")
        XCTAssertEqual(confirmed, true)
        let log = await model.log
        XCTAssertEqual(log, ["loaded", "confirm ok?"])
        let calledOffMain = await model.calledOffMain
        XCTAssertFalse(calledOffMain)
    }

    func testPageEventsAreAnAsyncSequence() async throws {
        let engine = try await JSWebEngine()
        let events = engine.pageEvents()
        try await engine.loadHTML("<a id=a href=/x>x</a>", baseURL: URL(string: "https://blog.example/"))
        _ = try await engine.executeScript("document.getElementById('a').click(); alert('hi')")
        await engine.render(with: RenderStrategy(name: "none", steps: []))
        var seen: [String] = []
        for await event in events {
            switch event {
            case .loaded: seen.append("loaded")
            case .linkTapped(let url): seen.append("link \(url.path)")
            case .navigationRequested(let request): seen.append("navigation \(request.kind.rawValue)")
            case .panel(let kind, let message, _): seen.append("\(kind) \(message)")
            case .rendered: seen.append("rendered")
            case .imageTapped, .embedTapped: seen.append("other")
            }
            if case .rendered = event { break }
        }
        XCTAssertEqual(seen, ["loaded", "link /x", "navigation linkActivated", "alert hi", "rendered"])
    }
}
