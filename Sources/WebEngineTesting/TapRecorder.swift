import Foundation
import WebEngine

/// What reached the presentation delegate, read by the test after each tap.
final class TapRecorder: WebPresentationDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var recordedLinks: [URL] = []
    private var recordedImages: [URL] = []
    var links: [URL] { lock.withLock { recordedLinks } }
    var images: [URL] { lock.withLock { recordedImages } }
    func webPresentation(_ presentation: any WebPresentation, didTapLink url: URL) { lock.withLock { recordedLinks.append(url) } }
    func webPresentation(_ presentation: any WebPresentation, didTapImageWithLink url: URL) { lock.withLock { recordedImages.append(url) } }
}
