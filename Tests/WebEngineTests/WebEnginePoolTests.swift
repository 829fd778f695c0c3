import Foundation
import JSRuntime
import WebEngineKit
import XCTest

final class WebEnginePoolTests: XCTestCase {
    func testHandsOutPreparedFreshEnginesAndRefills() async throws {
        let pool = WebEnginePool(capacity: 2) { engine in
            _ = try await engine.executeScript("globalThis.prepared = (globalThis.prepared || 0) + 1")
        }
        try await pool.fill()
        let readyAfterFill = await pool.readyCount
        XCTAssertEqual(readyAfterFill, 2)
        let first = try await pool.take()
        let second = try await pool.take()
        XCTAssertFalse(first === second)
        // Each was prepared once, and a page loaded in one is not seen by the other.
        try await first.loadHTML("<p id=mine>first</p>", baseURL: nil)
        let preparedOnce = try await first.executeScript("prepared")
        XCTAssertEqual(preparedOnce, 1)
        let other = try await second.executeScript("prepared + ':' + (document.getElementById('mine') === null)")
        XCTAssertEqual(other, "1:true")
        // The pool refills in the background.
        for _ in 0..<200 where await pool.readyCount < 2 { try await Task.sleep(for: .milliseconds(10)) }
        let readyAfterRefill = await pool.readyCount
        XCTAssertEqual(readyAfterRefill, 2)
    }

    func testAnEmptyPoolMakesAnEngineAndAFailedPreparationIsThrown() async throws {
        struct Refused: Error {}
        let pool = WebEnginePool(capacity: 1) { _ in throw Refused() }
        do {
            _ = try await pool.take()
            XCTFail("a preparation that throws handed out an engine")
        } catch is Refused {}
        let working = WebEnginePool(capacity: 1)
        let engine = try await working.take()  // nothing ready yet: made on the spot
        let answer = try await engine.executeScript("6 * 7")
        XCTAssertEqual(answer, 42)
    }
}
