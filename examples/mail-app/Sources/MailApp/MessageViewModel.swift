import Foundation
import WebEngineKit

/// The message screen's view model: main-actor isolated as UIKit code is, and the web view's
/// delegates.
@MainActor
public final class MessageViewModel: WebEngineDelegate, WebPresentationDelegate {
    public private(set) var isLoaded = false
    public private(set) var lastReport: RenderReport?
    public private(set) var openedLinks: [URL] = []

    public init() {}

    /// The script the web view runs once it has loaded the message.
    public static var messageScript: String {
        get throws {
            guard let url = Bundle.module.url(forResource: "message", withExtension: "js") else {
                throw CocoaError(.fileNoSuchFile)
            }
            return try String(contentsOf: url, encoding: .utf8)
        }
    }

    /// How the screen renders a message.
    /// (Module-qualified, as code that has its own `RenderStrategy` type writes it.)
    public static let strategy = WebEngineKit.RenderStrategy(name: "message", steps: [.init(handler: "fitImages", data: ["maxWidth": 320])])

    public func didCompleteLoadingContent(with engine: any WebEngine) { isLoaded = true }

    public func didCompleteRenderingContent(with engine: any WebEngine, report: RenderReport) { lastReport = report }

    public func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL) { openedLinks.append(url) }

    public func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL) {}
}
