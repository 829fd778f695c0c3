import Foundation
import WebEngineKit

/// Passes the View's events on and the Interactor's results out; asks the View for the height.
public final class PostContentPresenter: PostContentViewOutput, PostContentInteractorOutput, @unchecked Sendable {
    public weak var view: (any PostContentViewInput)?
    public var interactor: (any PostContentInteractorInput)?
    public var router: (any PostContentRouterInput)?
    public weak var moduleOutput: (any PostContentModuleOutput)?

    public init() {}

    // MARK: PostContentViewOutput

    public func didTriggerModuleSetupEvent(htmlContent: String) {
        interactor?.renderContent(htmlContent)
    }

    public func didTriggerLinkTapEvent(url: URL) {
        router?.showBrowserModule(url: url)
    }

    public func didTriggerImageTapEvent(url: URL) {
        router?.showFullscreenImageModule(imageURL: url)
    }

    // MARK: PostContentInteractorOutput

    public func didCompleteRenderingContent(report: RenderReport) {
        Task {
            let contentHeight = await view?.obtainCurrentContentHeight() ?? report.contentHeight
            moduleOutput?.didUpdatePostContent(contentHeight: contentHeight, report: report)
        }
    }

    public func didFailRenderingContent(error: any Error) {
        moduleOutput?.didFailToRenderPostContent(error: error)
    }
}
