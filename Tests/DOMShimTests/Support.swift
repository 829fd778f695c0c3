import DOMShim
import JSRuntime
import XCTest

/// A runtime with `html` loaded as the page.
func page(_ html: String = "", clock: EventLoopClock = .virtual) async throws -> JSRuntime {
    var configuration = JSRuntime.Configuration()
    configuration.clock = clock
    let runtime = JSRuntime(configuration: configuration)
    try await runtime.loadHTML(html, url: "https://example.com/post/1")
    return runtime
}

extension JSRuntime {
    /// Evaluates `source` and returns its value, failing the test on an exception.
    func js(_ source: String, file: StaticString = #filePath, line: UInt = #line) async -> JSValue {
        do {
            return try evaluate(source)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return .undefined
        }
    }
}
