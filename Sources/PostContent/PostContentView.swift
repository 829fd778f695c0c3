import Foundation
import WebEngineKit

/// The headless View: the module's entry point (its only input is raw HTML), the web
/// presentation's delegate for taps, and the source of the content height.
public final class PostContentView: PostContentViewInput, @unchecked Sendable {
    public var output: (any PostContentViewOutput)?
    public var webPresentation: (any WebPresentation)?
    public var viewportWidth: Double

    public init(viewportWidth: Double = JSWebEngine.defaultViewportWidth) {
        self.viewportWidth = viewportWidth
    }

    /// The article's `shouldUpdateCellWithObject:`: new content arrives.
    public func update(withHTMLContent html: String) {
        output?.didTriggerModuleSetupEvent(htmlContent: html)
    }

    // MARK: PostContentViewInput

    public func setupInitialState() {}

    public func obtainCurrentContentHeight() async -> Double {
        await webPresentation?.contentHeight(forWidth: viewportWidth) ?? 0
    }
}

// Called on the main actor (where an app's view lives); nothing here needs it.
extension PostContentView: WebPresentationDelegate {
    nonisolated public func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL) {
        output?.didTriggerLinkTapEvent(url: url)
    }

    nonisolated public func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL) {
        output?.didTriggerImageTapEvent(url: url)
    }
}
