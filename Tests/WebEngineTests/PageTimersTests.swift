import Foundation
import JSRuntime
import WebEngineKit
import XCTest

/// A new page starts without the previous page's timers, as a navigation in a web view does.
final class PageTimersTests: XCTestCase {
    func testThePreviousPagesTimersNeverFireOnTheNextPage() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        let engine = try await JSWebEngine(configuration: configuration)
        try await engine.loadHTML("""
            <script>
            window.ticks = 0;
            setInterval(function () { window.ticks++; }, 100);
            setTimeout(function () { window.late = true; }, 5000);
            requestAnimationFrame(function () { window.framed = true; });
            </script>
            """, baseURL: URL(string: "https://one.example/"))
        await engine.runtime.advanceTime(by: .milliseconds(350))
        let before = try await engine.executeScript("ticks")
        XCTAssertEqual(before, 3)
        try await engine.loadHTML("<script>setTimeout(function () { window.secondPage = true; }, 100);</script>", baseURL: URL(string: "https://two.example/"))
        await engine.runtime.advanceTime(by: .seconds(10))
        let state = try await engine.executeScript("[ticks, window.late === true, window.secondPage === true]")
        XCTAssertEqual(state, [3, false, true])
        let pending = await engine.runtime.pendingTaskCount
        XCTAssertEqual(pending, 0)
    }
}
