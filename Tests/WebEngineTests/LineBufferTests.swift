import Foundation
import WebKitHelperProtocol
import XCTest

/// The helper's pipes carry one JSON object per line; pages of megabytes arrive in many reads.
final class LineBufferTests: XCTestCase {
    func testLinesSplitAcrossReadsAndSeveralInOneRead() {
        var buffer = LineBuffer()
        XCTAssertEqual(buffer.append(Data("{\"a\":".utf8)), [])
        XCTAssertEqual(buffer.append(Data("1}\n{\"b\":2}\n{\"c\"".utf8)).map { String(decoding: $0, as: UTF8.self) }, [#"{"a":1}"#, #"{"b":2}"#])
        XCTAssertEqual(buffer.append(Data(":3}\n".utf8)).map { String(decoding: $0, as: UTF8.self) }, [#"{"c":3}"#])
        XCTAssertEqual(buffer.append(Data("\n".utf8)), [Data()], "an empty line is a line")
    }

    func testAFiveMegabyteLineInSixtyFourKilobyteReadsComesOutWhole() {
        var buffer = LineBuffer()
        let line = Data(repeating: UInt8(ascii: "x"), count: 5 << 20) + Data("\n".utf8)
        var lines: [Data] = []
        var offset = 0
        while offset < line.count {
            let end = min(offset + (64 << 10), line.count)
            lines += buffer.append(line[offset..<end])
            offset = end
        }
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines.first?.count, 5 << 20)
    }
}
