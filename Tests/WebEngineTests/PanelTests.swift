import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// alert, confirm and prompt as a web view has them: a UI delegate answers while the script
/// waits; without one, WKWebView's answers. Each is in the report's events.
@MainActor
final class PanelTests: XCTestCase {
    final class CannedAnswers: WebUIDelegate, @unchecked Sendable {
        var alerts: [String] = []

        func webPresentation(_ presentation: any WebPresentation, runJavaScriptAlertPanelWithMessage message: String) {
            alerts.append(message)
        }

        func webPresentation(_ presentation: any WebPresentation, runJavaScriptConfirmPanelWithMessage message: String) -> Bool {
            message.hasPrefix("Delete")
        }

        func webPresentation(_ presentation: any WebPresentation, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String) -> String? {
            prompt == "Name?" ? "Ada (was \(defaultText))" : nil
        }
    }

    private let page = """
        <script>
        var answers = [];
        answers.push(alert('Saved'));
        answers.push(confirm('Delete this message?'), confirm('Keep?'));
        answers.push(prompt('Name?', 'anon'), prompt('Other?'));
        answers.push(alert());
        </script>
        """

    func testWithoutADelegateThePanelsGetWKWebViewsAnswers() async throws {
        let engine = try await JSWebEngine()
        try await engine.loadHTML(page, baseURL: nil)
        let answers = try await engine.executeScript("answers")
        // alert's undefined reads back as null through the array's snapshot; typeof tells.
        XCTAssertEqual(answers, .array([.null, false, false, .null, .null, .null]))
        let typeOfFirst = try await engine.executeScript("typeof answers[0]")
        XCTAssertEqual(typeOfFirst, "undefined")
        let events = await engine.events.filter { $0.handler.hasPrefix("window.") }
        XCTAssertEqual(events.map(\.handler), ["window.alert", "window.confirm", "window.confirm", "window.prompt", "window.prompt", "window.alert"])
        XCTAssertEqual(events[3].data, ["message": "Name?", "defaultText": "anon", "answer": .null])
        XCTAssertEqual(events[5].data, ["message": "", "answer": .undefined])
    }

    func testTheUIDelegateAnswersWhileTheScriptWaits() async throws {
        let engine = try await JSWebEngine()
        let delegate = CannedAnswers()
        engine.uiDelegate = delegate
        try await engine.loadHTML(page, baseURL: nil)
        let answers = try await engine.executeScript("JSON.stringify(answers)")
        XCTAssertEqual(answers, #"[null,true,false,"Ada (was anon)",null,null]"#)
        XCTAssertEqual(delegate.alerts, ["Saved", ""])
    }
}
