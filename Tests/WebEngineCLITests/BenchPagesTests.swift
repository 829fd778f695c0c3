import Foundation
import XCTest

@testable import WebEngineCLI

/// The benchmark's generated pages (issue #32's element-dense and article-like pages among
/// them): the same bytes every time, the sizes asked for, and the element counts the docs
/// state. No timing here: the benchmark measures, the tests only check the pages.
final class BenchPagesTests: XCTestCase {
    private func count(_ needle: String, in html: String) -> Int { html.components(separatedBy: needle).count - 1 }

    /// Start tags: `<` followed by a letter.
    private func elements(in html: String) -> Int {
        var count = 0, previous: UInt8 = 0
        for byte in html.utf8 {
            if previous == UInt8(ascii: "<"), (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { count += 1 }
            previous = byte
        }
        return count
    }

    private func assertNear(_ value: Int, _ expected: Int, within fraction: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThanOrEqual(abs(Double(value - expected)), Double(expected) * fraction, "\(what): \(value), expected about \(expected)", file: file, line: line)
    }

    func testEveryKindIsDeterministicAndOfTheSizeAskedFor() {
        for kind in BenchPages.Kind.allCases {
            for bytes in [5_000, 50_000] {
                let page = BenchPages.page(kind, bytes: bytes)
                XCTAssertEqual(page, BenchPages.page(kind, bytes: bytes), "\(kind) \(bytes)")
                XCTAssertGreaterThanOrEqual(page.utf8.count, bytes, "\(kind)")
                XCTAssertLessThan(page.utf8.count, bytes + 3_000, "\(kind): one unit past the size at most")
                XCTAssertTrue(page.hasPrefix("<!DOCTYPE html><html><head><meta charset=utf-8>"), "\(kind)")
                XCTAssertTrue(page.hasSuffix("</body></html>\n"), "\(kind)")
            }
        }
        XCTAssertEqual(BenchPages.Kind.ordinary, [.blog, .news, .email, .dense, .article])
        XCTAssertTrue(BenchPages.Kind.dense.onlyMidSizes && BenchPages.Kind.article.onlyMidSizes && BenchPages.Kind.iframeHeavy.onlyMidSizes)
        XCTAssertFalse(BenchPages.Kind.blog.onlyMidSizes)
    }

    /// Per MB about 4,100 links, 3,300 list items, 3,300 table cells in 800 tables, 1,600
    /// images (half of them wider than 320 px), 800 quoted blocks, 160 iframes.
    func testTheDensePageHasTheStatedElementsPerMegabyte() {
        let page = BenchPages.page(.dense, bytes: 1_000_000)
        assertNear(count("<a href", in: page), 4_100, within: 0.03, "links")
        assertNear(count("<li", in: page), 3_300, within: 0.03, "list items")
        assertNear(count("<td", in: page), 3_300, within: 0.03, "table cells")
        assertNear(count("<table", in: page), 800, within: 0.03, "tables")
        assertNear(count("<img", in: page), 1_600, within: 0.03, "images")
        assertNear(count("<img src=\"https://cdn.example/photos/", in: page), 800, within: 0.03, "images wider than 320 px")
        assertNear(count("<blockquote", in: page), 800, within: 0.03, "quoted blocks")
        assertNear(count("<iframe", in: page), 160, within: 0.03, "iframes")
        XCTAssertEqual(count("<blockquote cite", in: page), 5, "cited quotes: rare (see denseUnit)")
        // Its 50 KB cut has the same density.
        let small = BenchPages.page(.dense, bytes: 50_000)
        assertNear(count("<a href", in: small) * 20, 4_100, within: 0.05, "links per MB at 50 KB")
        assertNear(count("<img", in: small) * 20, 1_600, within: 0.05, "images per MB at 50 KB")
    }

    /// Made to the statistics of Wikipedia's "Barack Obama" (596,084 bytes, Page Content
    /// Service HTML of revision 793008506): 8,470 elements, 3,176 links (57 starting with
    /// `/`), 1,551 spans, 1,344 list items, 512 reference marks, 172 table cells, 148
    /// paragraphs, 43 figures, 20 images, no iframes or quotes. The page is built from units,
    /// so its counts come within 15% of the article's.
    func testTheArticlePageHasARealArticlesStatistics() {
        let page = BenchPages.page(.article, bytes: 596_084)
        assertNear(elements(in: page), 8_470, within: 0.15, "elements")
        assertNear(count("<a ", in: page), 3_176, within: 0.15, "links")
        assertNear(count("<a href=\"/", in: page), 57, within: 0.3, "links starting with /")
        assertNear(count("<span", in: page), 1_551, within: 0.15, "spans")
        assertNear(count("<li>", in: page), 1_344, within: 0.15, "list items")
        assertNear(count("<sup", in: page), 512, within: 0.2, "reference marks")
        assertNear(count("<td", in: page), 172, within: 0.15, "table cells")
        assertNear(count("<p>", in: page), 148, within: 0.2, "paragraphs")
        assertNear(count("<figure ", in: page), 43, within: 0.2, "figures")
        assertNear(count("<img", in: page), 20, within: 0.3, "images")
        XCTAssertEqual(count("<iframe", in: page) + count("<blockquote", in: page), 0)
    }
}
