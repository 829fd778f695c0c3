import JSRuntime
import XCTest

/// The bridge's JSON decoder, checked against JavaScriptCore's own `JSON.parse`.
final class JSONTextTests: XCTestCase {
    /// Texts both must accept, with the same value: what JSON.parse gives, re-serialized.
    private let valid = [
        "0", "-0", "1", "-1", "123456789012345", "9007199254740993", "1.5", "-1.5e-7", "1E400", "2e+2", "0.1",
        "true", "false", "null", " \t\n\r 7 \n", "\"\"", "\"plain\"", #""esc \" \\ \/ \b \f \n \r \t""#,
        #""\u0041\u00e9\u2028\ud83d\ude00""#, "\"é😀\"", "[]", "[1,[2,[3]]]", "{}", #"{"a":1,"b":[true,null],"c":{"d":"e"}}"#,
        #"{"dup":1,"dup":2}"#, #"[ 1 , 2 ]"#, #"{ "k" : "v" }"#,
    ]
    /// Texts both must refuse.
    private let invalid = [
        "", " ", "01", "+1", ".5", "1.", "1e", "-", "0x10", "inf", "NaN", "tru", "nul", "[1,]", "{\"a\":1,}", "[1 2]",
        "{a:1}", "{'a':1}", "\"unterminated", "\"bad \\x escape\"", "\"\\u12\"", "\"tab\tinside\"", "[", "]", "1 2", "{\"a\"}",
    ]

    func testAgreesWithJSONParse() async throws {
        let runtime = JSRuntime()
        for text in valid {
            let ours = try JSValue(jsonText: text)
            let theirs = try await runtime.call("JSON.parse", arguments: [.string(text)])
            XCTAssertEqual(ours.jsonText, theirs.jsonText, text)
        }
        for text in invalid {
            XCTAssertThrowsError(try JSValue(jsonText: text), text)
            do {
                _ = try await runtime.call("JSON.parse", arguments: [.string(text)])
                XCTFail("JSON.parse took \(text)")
            } catch {
                XCTAssertEqual(error.name, "SyntaxError", text)
            }
        }
    }

    func testLoneSurrogatesBecomeReplacementCharacters() throws {
        XCTAssertEqual(try JSValue(jsonText: #""a\ud800b\udc00c\ud83d""#), "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        XCTAssertEqual(try JSValue(jsonText: #""\ud83d\u0041""#), "\u{FFFD}A")
    }

    func testErrorsSayWhereAndWhy() {
        XCTAssertThrowsError(try JSValue(jsonText: "[1, 2, x]")) { error in
            XCTAssertEqual((error as? JSONTextError)?.description, "SyntaxError: invalid JSON text at byte 7")
        }
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        XCTAssertThrowsError(try JSValue(jsonText: deep)) { error in
            XCTAssertEqual((error as? JSONTextError)?.description, "RangeError: the value nests deeper than 512 levels")
        }
        XCTAssertNoThrow(try JSValue(jsonText: deep, maximumDepth: 600))
    }

    func testSnapshotsOfDeepValuesAreARangeError() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluate("let d = 1; for (let i = 0; i < 1000; i++) d = [d]; d")
            XCTFail("a 1,000-level value converted")
        } catch {
            XCTAssertEqual(error.name, "RangeError")
        }
    }
}

/// Numbers written as JSON.stringify writes them (found by the JSON fuzz target: an integer
/// between 2^63 and 1e21 crashed the conversion).
final class JSONNumberTests: XCTestCase {
    func testNumbersAreWrittenAsJavaScriptWritesThem() async throws {
        let runtime = JSRuntime()
        var numbers: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.5, 1.5, 123.456, 1e-6, 1e-7, 1.5e-7, 1e20, 1.441e19, 9.3e18, 1e21, 1.5e21, 123e25, 2e300,
            .greatestFiniteMagnitude, .leastNonzeroMagnitude, .leastNormalMagnitude, 9007199254740992, 9007199254740994,
            -9.223372036854776e18, 4.35, 0.000001234, 100, 1e15, 1e16, 1e17, 1.2345678901234567e19,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 { numbers.append(Double(bitPattern: generator.next())) }
        numbers = numbers.filter(\.isFinite)
        _ = try await runtime.evaluate("function stringifyInArray(n) { return JSON.stringify([n]); }")
        for number in numbers {
            // A number argument crosses as a double (JSValueMakeNumber), not as our JSON text.
            let theirs = try await runtime.call("stringifyInArray", arguments: [.number(number)])
            XCTAssertEqual(.string(JSValue.array([.number(number)]).jsonText), theirs, "\(number)")
        }
    }
}
