import EmbeddedScripts
import JSRuntime
import XCTest

final class EvaluationTests: XCTestCase {
    /// JavaScriptCore gets a heap sized for documents (8 MB before the first collection, not
    /// the C API's 1 MB) and a later optimizing compiler, unless the process was started with
    /// its own values.
    func testJavaScriptCoreStartsTunedForDocuments() async throws {
        let runtime = JSRuntime()
        _ = try await runtime.evaluate("1")
        let initial = try String(contentsOfFile: "/proc/self/environ", encoding: .utf8).split(separator: "\0")
        for (name, expected) in [("JSC_smallHeapSize", String(8 << 20)), ("JSC_thresholdForOptimizeAfterWarmUp", "5000")] {
            let preset = initial.first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
            XCTAssertEqual(getenv(name).map { String(cString: $0) }, preset ?? expected, name)
        }
    }

    /// JavaScriptCore keeps ASCII source text 8-bit; one "§" in a comment made a whole
    /// script's source 16-bit for its lexer, in every process that installs it.
    func testEveryBundledScriptIsASCII() {
        for path in EmbeddedScripts.paths {
            let source = EmbeddedScripts.source(path) ?? ""
            XCTAssertNil(source.unicodeScalars.first { !$0.isASCII }, path)
        }
    }

    func testPrimitivesArraysAndObjectsComeBackAsSnapshots() async throws {
        let runtime = JSRuntime()
        let answer = try await runtime.evaluate("6 * 7")
        XCTAssertEqual(answer, 42)
        let undefinedValue = try await runtime.evaluate("undefined")
        XCTAssertEqual(undefinedValue, .undefined)
        let nullValue = try await runtime.evaluate("null")
        XCTAssertEqual(nullValue, .null)
        let boolValue = try await runtime.evaluate("1 < 2")
        XCTAssertEqual(boolValue, true)
        let object = try await runtime.evaluate("({ list: [1, 'two', null, { deep: true }], name: 'x' })")
        XCTAssertEqual(object, ["list": [1, "two", nil, ["deep": true]], "name": "x"])
        let function = try await runtime.evaluate("(function named() {})")
        XCTAssertEqual(function, .undefined)
    }

    func testStringsRoundTripUnchanged() async throws {
        let runtime = JSRuntime()
        let tricky = "nul:\u{0}: line separators:\u{2028}\u{2029} astral:😀𝄞 quote:\" backslash:\\ é"
        await runtime.setGlobal("tricky", to: .string(tricky))
        let back = try await runtime.evaluate("tricky")
        XCTAssertEqual(back, .string(tricky))
        let length = try await runtime.evaluate("tricky.length")
        XCTAssertEqual(length, .number(Double(tricky.utf16.count)))
        // Through a JSON object as well as a bare string.
        await runtime.setGlobal("wrapped", to: ["text": .string(tricky)])
        let wrapped = try await runtime.evaluate("wrapped")
        XCTAssertEqual(wrapped["text"], .string(tricky))
    }

    func testOneMegabyteStringRoundTrips() async throws {
        let runtime = JSRuntime()
        let big = String(repeating: "abcdefgh\u{2028}\u{0}😀", count: 1 << 16)
        XCTAssertGreaterThan(big.utf8.count, 1_000_000)
        await runtime.setGlobal("big", to: .string(big))
        let back = try await runtime.evaluate("big")
        XCTAssertEqual(back.stringValue?.count, big.count)
        XCTAssertTrue(back == .string(big))
        let viaFunction = try await runtime.evaluate("big.split('').reverse().reverse().join('')")
        XCTAssertTrue(viaFunction == .string(big))
    }

    /// ASCII strings cross by a four-units-at-a-time copy; a character beyond ASCII anywhere
    /// (first, inside a group of four, last) sends the string the general way.
    func testStringsCrossWhateverWhereTheirFirstNonASCIICharacterIs() async throws {
        let runtime = JSRuntime()
        let samples = ["", "a", "abc", "abcd", "abcdefg\u{0}h", String(repeating: "plain ascii text\n", count: 1000),
                       "\u{E9}abcdefgh", "abc\u{E9}", "abcdefgh\u{E9}", "abcdefghi\u{2014}", "ab\u{7F}\u{80}cd", "abcdefgh\u{1F600}",
                       "\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}", "\u{1F600}", "stra\u{DF}e \u{4E2D}\u{6587} caf\u{E9} \u{2013} done",
                       String(repeating: "Wikipedia \u{2013} caf\u{E9} \u{1F600} text ", count: 500)]
        for sample in samples {
            await runtime.setGlobal("sample", to: .string(sample))
            let back = try await runtime.evaluate("sample.split('').join('')")
            XCTAssertEqual(back.stringValue, sample)
        }
    }

    func testLoneSurrogateBecomesReplacementCharacter() async throws {
        let runtime = JSRuntime()
        let value = try await runtime.evaluate("'a\\uD800b'")
        XCTAssertEqual(value, "a\u{FFFD}b")
        // A low one alone, a high one last, a pair split by a letter, a pair whole.
        let mixed = try await runtime.evaluate("'\\uDC00x\\uD83Dy\\uDE00\\uD83D\\uDE00z\\uD800'")
        XCTAssertEqual(mixed, "\u{FFFD}x\u{FFFD}y\u{FFFD}\u{1F600}z\u{FFFD}")
    }

    struct Post: Codable, Equatable, Sendable {
        var title: String
        var tags: [String]
        var score: Double
        var draft: Bool
        var author: Author?
        struct Author: Codable, Equatable, Sendable { var name: String }
    }

    func testCodableRoundTrip() async throws {
        let runtime = JSRuntime()
        let post = Post(title: "Héllo \u{2028}", tags: ["a", "b"], score: 4.5, draft: false, author: .init(name: "Ann"))
        try await runtime.setGlobal("post", encoding: post)
        let back = try await runtime.evaluate("post", as: Post.self)
        XCTAssertEqual(back, post)

        _ = try await runtime.evaluate("function retitle(p, t) { return { ...p, title: t, author: null } }")
        let changed = try await runtime.call("retitle", arguments: [post, "New"], as: Post.self)
        XCTAssertEqual(changed, Post(title: "New", tags: ["a", "b"], score: 4.5, draft: false, author: nil))

        let value = try JSValue(encoding: post)
        XCTAssertEqual(try value.decode(Post.self), post)
    }

    func testCallByDottedPathAndMissingFunction() async throws {
        let runtime = JSRuntime()
        _ = try await runtime.evaluate("var app = { sum: (a, b) => a + b }")
        let sum = try await runtime.call("app.sum", arguments: [2, 3])
        XCTAssertEqual(sum, 5)
        do {
            _ = try await runtime.call("app.missing")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.name, "TypeError")
            XCTAssertEqual(error.message, "app.missing is not defined")
        }
    }

    func testCyclicObjectsAreAnErrorNotACrash() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluate("const a = {}; a.self = a; a")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.name, "TypeError")
        }
        let stillWorks = try await runtime.evaluate("1 + 1")
        XCTAssertEqual(stillWorks, 2)
    }

    func testReferencesKeepLiveValues() async throws {
        let runtime = JSRuntime()
        let reference = try await runtime.evaluateReference("new Map([[1, { a: 'x' }]])")
        await runtime.run()  // a task boundary; the value must survive it
        let description = await runtime.inspect(reference)
        XCTAssertEqual(description, "Map(1) { 1 => { a: 'x' } }")
    }

    func testInspectDescribesValuesLikeNode() async throws {
        let runtime = JSRuntime()
        func inspect(_ source: String) async throws -> String {
            await runtime.inspect(try await runtime.evaluateReference(source))
        }
        let string = try await inspect("'plain'")
        XCTAssertEqual(string, "plain")
        let object = try await inspect("({ a: 1, b: 'x', c: [1, 2], d: undefined })")
        XCTAssertEqual(object, "{ a: 1, b: 'x', c: [ 1, 2 ], d: undefined }")
        let cycle = try await inspect("const o = { name: 'o' }; o.me = o; o")
        XCTAssertEqual(cycle, "{ name: 'o', me: [Circular] }")
        let function = try await inspect("(function greet() {})")
        XCTAssertEqual(function, "[Function: greet]")
        let negativeZero = try await inspect("-0")
        XCTAssertEqual(negativeZero, "-0")
    }
}
