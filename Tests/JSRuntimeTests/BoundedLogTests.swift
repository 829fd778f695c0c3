import JSRuntime
import XCTest

final class BoundedLogTests: XCTestCase {
    func testKeepsTheNewestAndCountsEveryAppend() {
        var log = BoundedLog<Int>(capacity: 3)
        XCTAssertFalse(log.append(1))
        XCTAssertFalse(log.append(2))
        XCTAssertFalse(log.append(3))
        XCTAssertTrue(log.append(4), "the fourth drops the oldest")
        XCTAssertEqual(Array(log.entries), [2, 3, 4])
        XCTAssertEqual(log.total, 4)
    }

    func testWhatCameSinceAMarkAsMuchAsIsKept() {
        var log = BoundedLog<String>(capacity: 4)
        for index in 0..<10 { log.append("before \(index)") }
        let mark = log.total
        XCTAssertEqual(log.since(mark), [])
        log.append("after 1")
        log.append("after 2")
        XCTAssertEqual(log.since(mark), ["after 1", "after 2"])
        // A mark older than what is kept gets what is kept.
        XCTAssertEqual(log.since(0), ["before 8", "before 9", "after 1", "after 2"])
    }

    func testEmptyingKeepsTheCountSoOldMarksStayRight() {
        var log = BoundedLog<Int>(capacity: 2)
        log.append(1)
        let mark = log.total
        log.removeAll()
        XCTAssertEqual(Array(log.entries), [])
        log.append(2)
        XCTAssertEqual(log.since(mark), [2])
        XCTAssertEqual(log.total, 2)
    }

    func testLongRunsStayWithinCapacity() {
        var log = BoundedLog<Int>(capacity: 1_000)
        for index in 0..<50_000 { log.append(index) }
        XCTAssertEqual(log.entries.count, 1_000)
        XCTAssertEqual(log.entries.first, 49_000)
        XCTAssertEqual(log.since(49_990), Array(49_990..<50_000))
    }

    func testACapacityBelowOneKeepsOne() {
        var log = BoundedLog<Int>(capacity: 0)
        log.append(1)
        log.append(2)
        XCTAssertEqual(Array(log.entries), [2])
    }
}
