import JSRuntime
import XCTest

final class ErrorTests: XCTestCase {
    func testRuntimeErrorCarriesNameMessageAndLocation() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluate("let ok = 1;\nnull.property;\n", sourceURL: "page.js")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.name, "TypeError")
            XCTAssertEqual(error.sourceURL, "page.js")
            XCTAssertEqual(error.line, 2)
            XCTAssertNotNil(error.column)
            XCTAssertTrue(error.description.hasPrefix("page.js:2:"), error.description)
            XCTAssertNotNil(error.stack)
            XCTAssertFalse(error.isTermination)
        }
    }

    func testSyntaxErrorCarriesLine() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluate("\n\nlet x = ;", sourceURL: "broken.js")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.name, "SyntaxError")
            XCTAssertEqual(error.sourceURL, "broken.js")
            XCTAssertEqual(error.line, 3)
            XCTAssertTrue(error.description.hasPrefix("broken.js:3"), error.description)
        }
    }

    func testStartLineOffsetsReportedLines() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluate("\nundefinedFunction()", sourceURL: "inline.html", startLine: 10)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.line, 11)
            XCTAssertEqual(error.name, "ReferenceError")
        }
    }

    func testThrowingANonErrorValue() async throws {
        let runtime = JSRuntime()
        do {
            _ = try await runtime.evaluate("throw 42")
            XCTFail("expected an error")
        } catch {
            XCTAssertNil(error.name)
            XCTAssertEqual(error.message, "42")
            XCTAssertEqual(error.summary, "42")
        }
    }

    func testSwiftErrorInNativeFunctionIsCatchableInJS() async throws {
        struct Refusal: Error, CustomStringConvertible { var description: String { "refused by Swift" } }
        let runtime = JSRuntime()
        await runtime.defineFunction("refuse") { _ in throw Refusal() }
        await runtime.defineFunction("typed") { _ in throw JSException(name: "TypeError", message: "wanted a string") }
        let caught = try await runtime.evaluate("try { refuse(); 'no' } catch (e) { e instanceof Error ? e.message : 'not an Error' }")
        XCTAssertEqual(caught, "refused by Swift")
        let typed = try await runtime.evaluate("try { typed(); } catch (e) { e.name + ': ' + e.message }")
        XCTAssertEqual(typed, "TypeError: wanted a string")
    }

    func testUncaughtSwiftErrorSurfacesAtTheCallSite() async throws {
        struct Refusal: Error, CustomStringConvertible { var description: String { "refused" } }
        let runtime = JSRuntime()
        await runtime.defineFunction("refuse") { _ in throw Refusal() }
        do {
            _ = try await runtime.evaluate("1;\nrefuse();", sourceURL: "caller.js")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.message, "refused")
            XCTAssertEqual(error.sourceURL, "caller.js")
            XCTAssertEqual(error.line, 2)
        }
    }

    func testNativeFunctionsReceiveArgumentsAndReturnValues() async throws {
        let runtime = JSRuntime()
        await runtime.defineFunction("describe") { arguments in
            .string(arguments.map { $0.jsonText }.joined(separator: "|"))
        }
        let described = try await runtime.evaluate("describe(1, 'a', [true], { k: null }, undefined)")
        XCTAssertEqual(described, #"1|"a"|[true]|{"k":null}|null"#)
        let isFunction = try await runtime.evaluate("typeof describe === 'function' && describe.name === 'describe' && typeof describe.call")
        XCTAssertEqual(isFunction, "function")
    }

    func testExceptionFromJSCalledInsideNativeCallPropagatesUnchanged() async throws {
        // JS -> native -> JS that throws: the original exception object reaches the outer JS.
        let runtime = JSRuntime()
        await runtime.withCore { core in
            let nested = core.makeFunction(name: "nested") { core, arguments in
                _ = try core.evaluate("\n\nthrow new RangeError('deep')", sourceURL: "inner.js")
                return nil
            }
            core.setProperty(core.globalObject, "nested", nested)
        }
        let caught = try await runtime.evaluate("try { nested() } catch (e) { [e.name, e.message, e.line, e.sourceURL] }")
        XCTAssertEqual(caught, ["RangeError", "deep", 3, "inner.js"])
        do {
            _ = try await runtime.evaluate("nested()", sourceURL: "outer.js")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.name, "RangeError")
            XCTAssertEqual(error.sourceURL, "inner.js")
            XCTAssertEqual(error.line, 3)
        }
    }
}
