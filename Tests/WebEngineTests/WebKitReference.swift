import WebKitEngine
import XCTest

/// The WebKit engine as the reference a differential test compares the fast engine with; the
/// test is skipped, saying why, where WebKitGTK cannot start.
func webKitReference() async throws -> WebKitEngine {
    do {
        return try await WebKitEngine()
    } catch let error as WebKitEngineError {
        throw XCTSkip("the WebKit engine cannot start here: \(error)")
    }
}
