import XCTest

@testable import DOMShim

final class NestingEstimateTests: XCTestCase {
    func testDeepUnclosedContainersExceed() {
        XCTAssertTrue(NestingEstimate.mayExceed(1024, in: String(repeating: "<div>", count: 1100)))
        XCTAssertTrue(NestingEstimate.mayExceed(1024, in: String(repeating: "<b><i>", count: 600)))
    }

    func testOrdinaryPagesDoNot() {
        let page = "<!DOCTYPE html><html><head><title>t</title><style>div > p {}</style></head><body>"
            + String(repeating: "<div class=x><p>para<br><img src=a><ul><li>a<li>b</ul></div>\n", count: 5000)
            + "<table>" + String(repeating: "<tr><td>1<td>2", count: 3000) + "</table></body></html>"
        XCTAssertFalse(NestingEstimate.mayExceed(1024, in: page))
    }

    func testCommentsRawTextAndSelfClosingAreNotCounted() {
        let tags = String(repeating: "<div>", count: 2000)
        XCTAssertFalse(NestingEstimate.mayExceed(1024, in: "<!-- \(tags) -->"))
        XCTAssertFalse(NestingEstimate.mayExceed(1024, in: "<script>var s = '\(tags)'</script>"))
        XCTAssertFalse(NestingEstimate.mayExceed(1024, in: String(repeating: "<svg:rect/>", count: 2000)))
    }
}
