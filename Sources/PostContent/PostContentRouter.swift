import Foundation

/// Where taps lead: a browser for links, a full-screen viewer for images. Headless, it records
/// the intents for the host app (or a test) to act on, and hands each to `onIntent` if set.
public final class PostContentRouter: PostContentRouterInput, @unchecked Sendable {
    public enum Intent: Sendable, Hashable {
        case browser(URL)
        case fullscreenImage(URL)
    }

    private let lock = NSLock()
    private var recorded: [Intent] = []
    public var onIntent: (@Sendable (Intent) -> Void)?

    public init() {}

    public var intents: [Intent] { lock.withLock { recorded } }

    public func showBrowserModule(url: URL) {
        record(.browser(url))
    }

    public func showFullscreenImageModule(imageURL: URL) {
        record(.fullscreenImage(imageURL))
    }

    private func record(_ intent: Intent) {
        lock.withLock { recorded.append(intent) }
        onIntent?(intent)
    }
}
