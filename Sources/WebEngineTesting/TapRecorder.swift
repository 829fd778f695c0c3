import Foundation
import WebEngineKit

/// What reached the presentation delegate, read by the test after each tap.
final class TapRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recordedLinks: [URL] = []
    private var recordedImages: [URL] = []
    var links: [URL] { lock.withLock { recordedLinks } }
    var images: [URL] { lock.withLock { recordedImages } }
}

// The engine calls it on the main actor; the lock lets the test read from anywhere.
extension TapRecorder: WebPresentationDelegate {
    nonisolated func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL) { lock.withLock { recordedLinks.append(url) } }
    nonisolated func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL) { lock.withLock { recordedImages.append(url) } }
}
