import DOMShim
import JSRuntime
import XCTest

/// Small HTML that makes the HTML5 tree builder build a huge tree (issue 19): each text after
/// a boundary that closed many distinct formatting elements reconstructs them all. The same
/// shapes as `scripts/make-amplification.py`, which writes them for the command line.
enum Amplification {
    private static let formattingTags = ["b", "i", "u", "s", "em", "strong", "small", "big", "tt", "code", "font", "nobr", "strike"]

    /// Distinct formatting start tags (distinct ids defeat the Noah's Ark clause), about `bytes` long.
    private static func formattingRun(bytes: Int) -> String {
        var run = ""
        var index = 0
        while run.utf8.count < bytes {
            run += "<\(formattingTags[index % formattingTags.count]) id=\(index)>"
            index += 1
        }
        return run
    }

    /// `<p><b id=0>…` then `<p>x` repeated: each `<p>` closes the previous one and its
    /// formatting elements, and its text clones them all.
    static func paragraphs(bytes: Int) -> String {
        "<p>" + formattingRun(bytes: bytes / 2) + String(repeating: "<p>x", count: max(1, (bytes - bytes / 2) / 4))
    }

    /// In a table the tags are foster-parented; each `<tr>` clears the stack back to the
    /// table and its text, foster-parented too, clones them all.
    static func rows(bytes: Int) -> String {
        "<table>" + formattingRun(bytes: bytes / 2) + String(repeating: "<tr>x", count: max(1, (bytes - bytes / 2) / 5))
    }

    /// Without attributes the Noah's Ark clause keeps three of each formatting element: 42
    /// clones per paragraph, and no attribute among them.
    static func plain(bytes: Int) -> String {
        let opened = ["a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u"]
            .map { String(repeating: "<\($0)>", count: 3) }.joined()
        return "<p>" + opened + String(repeating: "<p>x", count: max(1, (bytes - opened.utf8.count) / 4))
    }

    /// Eight formatting elements with many attributes each: few nodes, many attributes.
    static func attributes(bytes: Int) -> String {
        let perElement = max(1, bytes / 2 / 8 / 7)
        let opened = (0..<8).map { element in
            "<\(formattingTags[element]) " + (0..<perElement).map { "a\(element)_\($0)" }.joined(separator: " ") + ">"
        }.joined()
        return "<p>" + opened + String(repeating: "<p>x", count: max(1, (bytes - opened.utf8.count) / 4))
    }

    /// One formatting element with a long attribute value, copied into every clone.
    static func attributeValue(bytes: Int) -> String {
        "<p><b title='\(String(repeating: "v", count: bytes / 2))'>" + String(repeating: "<p>x", count: bytes / 2 / 4)
    }
}

/// The parse budgets: what one parse may build is checked while it is built, on every path
/// HTML takes into the DOM, with errors that name the budget.
final class ParseBudgetTests: XCTestCase {
    private func assertRefused(
        _ html: String, by budget: ContentBudget, configuration: JSRuntime.Configuration = JSRuntime.Configuration(),
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        let runtime = JSRuntime(configuration: configuration)
        do {
            try await runtime.loadHTML(html)
            XCTFail("expected the \(budget) budget to refuse \(html.utf8.count) bytes", file: file, line: line)
        } catch {
            XCTAssertEqual(error.exceededBudget, budget, "\(error)", file: file, line: line)
            XCTAssertEqual(error.name, ContentBudget.exceptionName, file: file, line: line)
        }
    }

    func testAmplificationOfEighteenAndFiftySixKilobytesIsRefusedByTheBudgetItExceedsFirst() async {
        for bytes in [18_000, 56_000] {
            // Each clone copies its id: the attributes run out before the nodes do.
            await assertRefused(Amplification.paragraphs(bytes: bytes), by: .attributes)
            await assertRefused(Amplification.rows(bytes: bytes), by: .attributes)
            await assertRefused(Amplification.attributes(bytes: bytes), by: .attributes)
            await assertRefused(Amplification.plain(bytes: bytes), by: .nodes)
        }
    }

    func testAttributeValuesCopiedIntoEveryCloneAreRefusedByTheTransferBudget() async {
        await assertRefused(Amplification.attributeValue(bytes: 18_000), by: .transferSize)
    }

    func testTheMessageNamesTheBudgetTheAmountTheLimitAndTheProperty() async throws {
        let html = Amplification.plain(bytes: 18_000)
        do {
            try await JSRuntime().loadHTML(html)
            XCTFail("expected the node budget to refuse the page")
        } catch {
            // The count is what had been built when the parser stopped: the node past the
            // limit, and any the token being built still added.
            let pattern = #"^nodes budget exceeded: the HTML \((\d+) bytes\) built (\d+) nodes when parsing stopped; the limit for its size is 100000 \(JSRuntime\.Configuration\.parseBudget\.nodes\)$"#
            let match = try XCTUnwrap(error.message.wholeMatch(of: try Regex(pattern)), error.message)
            XCTAssertEqual(match.output[1].substring.map(String.init), "\(html.utf8.count)")
            let built = try XCTUnwrap(match.output[2].substring.flatMap { Int($0) })
            XCTAssertTrue((100_001...100_050).contains(built), "\(built)")
        }
    }

    func testAnOrdinaryLargePageParsesWithTheDefaults() async throws {
        // About 4 MB at one node per 20 bytes, as real pages are (the goldens taken from the
        // web: 18-30): past the minimum, inside the allowance per KB.
        let sentence = "A sentence of ordinary prose, long enough to read like a post. "
        var html = "<!DOCTYPE html><title>Long post</title><article>\n"
        var sections = 0
        while html.utf8.count < 4_000_000 {
            html += "<h2 id=s\(sections)>Section \(sections)</h2>\n<p>\(String(repeating: sentence, count: 4))With <a href=\"/posts/\(sections)\">a link</a>, <em>emphasis</em> &amp; more.</p>\n"
            html += "<ul><li>\(sentence)</li><li>\(sentence)</li></ul>\n<table><tr><td>row \(sections)</td><td>\(sections * 2)</td></tr></table>\n"
            sections += 1
        }
        let runtime = JSRuntime()
        try await runtime.loadHTML(html)
        let headings = try await runtime.evaluate("document.querySelectorAll('h2').length")
        XCTAssertEqual(headings, .number(Double(sections)))
        let nodes = try await runtime.evaluate("""
            let count = 0;
            for (const stack = [document]; stack.length; count++) {
                for (let child = stack.pop().firstChild; child; child = child.nextSibling) stack.push(child);
            }
            count
            """)
        XCTAssertGreaterThan(nodes.numberValue ?? 0, 150_000)
    }

    func testAFragmentOverTheBudgetThrowsIntoTheScriptThatCanCatchIt() async throws {
        let runtime = JSRuntime()
        try await runtime.loadHTML("<body><div id=target>kept</div></body>")
        await runtime.setGlobal("amplified", to: .string(Amplification.paragraphs(bytes: 18_000)))
        let caught = try await runtime.evaluate("""
            const target = document.getElementById('target');
            const outcomes = [];
            for (const attempt of [
                () => { target.innerHTML = amplified; },
                () => { target.insertAdjacentHTML('beforeend', amplified); },
                () => { target.firstChild.replaceWith(document.createElement('span')); target.firstChild.outerHTML = amplified; },
                () => { new DOMParser().parseFromString(amplified, 'text/html'); },
            ]) {
                try { attempt(); outcomes.push('accepted'); } catch (error) { outcomes.push(error.name + ': ' + error.message.split(':')[0]); }
            }
            outcomes.join('\\n') + '\\n' + target.outerHTML
            """)
        let expected = Array(repeating: "BudgetExceeded: attributes budget exceeded", count: 4) + ["<div id=\"target\"><span></span></div>"]
        XCTAssertEqual(caught, .string(expected.joined(separator: "\n")))
        // The engine goes on: the same parser builds the next fragment as a fresh one would.
        let next = try await runtime.evaluate("target.innerHTML = '<b>bold<i>both</b>italic</i>'; target.innerHTML")
        XCTAssertEqual(next, "<b>bold<i>both</i></b><i>italic</i>")
    }

    func testAParseAfterARefusedOneBuildsWhatAFreshEngineBuilds() async throws {
        let page = "<!DOCTYPE html><p>One <b>bold <a href=x>link</b> after</a><table><tr><td>cell</table><!-- c --><svg><path d=M0/></svg>"
        let refusedFirst = JSRuntime()
        do {
            try await refusedFirst.loadHTML(Amplification.rows(bytes: 18_000))
            XCTFail("expected the attribute budget to refuse the page")
        } catch {
            XCTAssertEqual(error.exceededBudget, .attributes)
        }
        try await refusedFirst.loadHTML(page)
        let fresh = JSRuntime()
        try await fresh.loadHTML(page)
        let afterRefusal = try await refusedFirst.serializedDocument()
        let expected = try await fresh.serializedDocument()
        XCTAssertEqual(afterRefusal, expected)
    }

    func testTheConfigurationSetsEachLimit() async throws {
        let page = String(repeating: "<p title=t>x</p>", count: 100)  // 203 nodes, 100 attributes, ~3 KB of JSON
        var configuration = JSRuntime.Configuration()
        configuration.parseBudget.nodes = .fixed(150)
        await assertRefused(page, by: .nodes, configuration: configuration)

        configuration = JSRuntime.Configuration()
        configuration.parseBudget.attributes = .fixed(50)
        await assertRefused(page, by: .attributes, configuration: configuration)

        configuration = JSRuntime.Configuration()
        configuration.parseBudget.transferSize = .fixed(1000)
        await assertRefused(page, by: .transferSize, configuration: configuration)

        configuration = JSRuntime.Configuration()
        configuration.parseBudget.parseTime = .fixed(.zero)
        await assertRefused(page, by: .parseTime, configuration: configuration)

        // A larger allowance per kilobyte admits what the minimum alone refuses.
        configuration = JSRuntime.Configuration()
        configuration.parseBudget.nodes = .init(minimum: 150, perKilobyte: 200)
        let runtime = JSRuntime(configuration: configuration)
        try await runtime.loadHTML(page)
        let count = try await runtime.evaluate("document.querySelectorAll('p').length")
        XCTAssertEqual(count, 100)
    }

    func testTheLimitGrowsWithTheInputPastTheMinimum() {
        let allowance = JSRuntime.ParseBudget.Allowance(minimum: 100_000, perKilobyte: 100)
        XCTAssertEqual(allowance.limit(forHTMLSize: 18_000), 100_000)
        XCTAssertEqual(allowance.limit(forHTMLSize: 4 << 20), 409_600)
        XCTAssertEqual(allowance.limit(forHTMLSize: 64 << 20), 6_553_600)
        XCTAssertEqual(JSRuntime.ParseBudget.Allowance<Int>.fixed(7).limit(forHTMLSize: 64 << 20), 7)
        let time = JSRuntime.ParseBudget().parseTime
        XCTAssertEqual(time.limit(forHTMLSize: 1000), .seconds(2))
        XCTAssertEqual(time.limit(forHTMLSize: 64 << 20), .milliseconds(131_072))
    }

    func testAPageParsedAheadIsStoppedByItsOwnBudgetAndByTheRuntimes() async throws {
        XCTAssertThrowsError(try ParsedPage(html: Amplification.plain(bytes: 18_000))) { error in
            XCTAssertEqual((error as? JSException)?.exceededBudget, .nodes, "\(error)")
        }
        var small = JSRuntime.Configuration()
        small.parseBudget.nodes = .fixed(50)
        let parsed = try ParsedPage(html: String(repeating: "<p>x", count: 100))
        do {
            try await JSRuntime(configuration: small).loadHTML(parsed)
            XCTFail("expected the runtime's node budget to refuse the page")
        } catch {
            XCTAssertEqual(error.exceededBudget, .nodes, "\(error)")
        }
    }

    func testOtherExceptionsAreNoBudget() {
        XCTAssertNil(JSException(name: "RangeError", message: "nodes budget exceeded: made up").exceededBudget)
        XCTAssertNil(JSException(name: "BudgetExceeded", message: "something else").exceededBudget)
        XCTAssertEqual(JSException(name: "BudgetExceeded", message: "parseTime budget exceeded: …").exceededBudget, .parseTime)
    }
}
