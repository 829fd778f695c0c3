import Foundation
import XCTest

/// `webengine run`, exercised as users run it: the built binary in a child process.
final class RunCommandTests: XCTestCase {
    func testPrintsTheValueOfTheLastScript() throws {
        let result = try runWebEngine(["run", "--eval", "6*7"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "42\n")
        XCTAssertEqual(result.standardError, "")
    }

    func testAwaitsAPromiseResult() throws {
        let result = try runWebEngine(["run", "--eval", #"new Promise(r => setTimeout(() => r("late"), 20))"#])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "late\n")
    }

    func testPrintsValuesTheWayNodeDoes() throws {
        let result = try runWebEngine(["run", "--eval", "({ list: [1, 'two'], nested: { deep: { deeper: { deepest: 1 } } } })"])
        XCTAssertEqual(result.standardOutput, "{ list: [ 1, 'two' ], nested: { deep: { deeper: [Object] } } }\n")
        let undefinedResult = try runWebEngine(["run", "--eval", "undefined"])
        XCTAssertEqual(undefinedResult.standardOutput, "undefined\n")
    }

    func testScriptThatThrowsOnLineTwoExitsNonZeroNamingTheFileAndLine() throws {
        let script = try temporaryFile(named: "broken.js", contents: "var fine = 1;\nfine.missing.property;\n")
        let result = try runWebEngine(["run", "--script", script.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("\(script.path):2:"), result.standardError)
        XCTAssertTrue(result.standardError.contains("TypeError"), result.standardError)
        XCTAssertEqual(result.standardOutput, "")
    }

    func testAScriptThatThrowsHalfwayStopsOnlyItself() throws {
        let script = try temporaryFile(named: "halfway.js", contents: "var registered = 'kept';\nthrow new Error('halfway');\nvar never = 1;\n")
        let result = try runWebEngine(["run", "--script", script.path, "--eval", "[registered, typeof never]"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, "[ 'kept', 'undefined' ]\n")
        XCTAssertTrue(result.standardError.hasPrefix("\(script.path):2:"), result.standardError)
        let report = try runWebEngine(["run", "--script", script.path, "--format", "json"])
        XCTAssertEqual(report.status, 1)
        let json = try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any]
        XCTAssertNotNil(json?["html"], report.standardOutput)
    }

    func testSyntaxErrorNamesFileAndLine() throws {
        let script = try temporaryFile(named: "syntax.js", contents: "let a = 1;\n\nlet b = ;\n")
        let result = try runWebEngine(["run", "--script", script.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("\(script.path):3"), result.standardError)
        XCTAssertTrue(result.standardError.contains("SyntaxError"), result.standardError)
    }

    func testRunawayScriptIsStoppedByTimeout() throws {
        let started = Date()
        let result = try runWebEngine(["run", "--timeout", "1", "--eval", "while(true){}"])
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("execution time limit of 1 s"), result.standardError)
        XCTAssertGreaterThanOrEqual(elapsed, 0.9)
        XCTAssertLessThan(elapsed, 10, "should end in about a second")
    }

    func testScriptsAndEvalsRunInCommandLineOrder() throws {
        let middle = try temporaryFile(named: "middle.js", contents: "order.push('file')")
        let result = try runWebEngine([
            "run", "--eval", "var order = ['first eval']", "--script", middle.path, "-e", "order.push('last eval'); order",
        ])
        XCTAssertEqual(result.standardOutput, "[ 'first eval', 'file', 'last eval' ]\n")
    }

    func testConsoleGoesToStandardOutputAndWarningsToStandardError() throws {
        let result = try runWebEngine(["run", "--eval", "console.log('hello', {a: 1}); console.error('oops'); 'done'"])
        XCTAssertEqual(result.standardOutput, "hello { a: 1 }\ndone\n")
        XCTAssertEqual(result.standardError, "oops\n")
    }

    func testErrorsThrownLaterAreReportedAndTheRunGoesOn() throws {
        let result = try runWebEngine(["run", "--eval", "setTimeout(() => { throw new Error('later') }, 5);\n'value'"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "value\n")
        XCTAssertEqual(result.standardError, "[eval-1]:1:35: Error: later\n")
    }

    func testRejectedResultExitsNonZero() throws {
        let result = try runWebEngine(["run", "--eval", "Promise.reject(new RangeError('no'))"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("RangeError: no"), result.standardError)
    }

    func testPendingIntervalIsAWarningNotAHang() throws {
        let result = try runWebEngine(["run", "--timeout", "0.3", "--eval", "setInterval(() => {}, 50); 'kept going'"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "kept going\n")
        XCTAssertTrue(result.standardError.contains("1 timer(s) still pending"), result.standardError)
    }

    func testEndlessPromiseChainEndsTheProcessInsteadOfHanging() throws {
        let result = try runWebEngine(["run", "--timeout", "0.2", "--eval", "(async () => { for (;;) await null })(); 1"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("did not finish"), result.standardError)
    }

    func testUnreadableScriptAndUsageErrorsHaveClearMessages() throws {
        let missing = try runWebEngine(["run", "--script", "/nonexistent/script.js"])
        XCTAssertEqual(missing.status, 66)
        XCTAssertEqual(missing.standardError, "webengine: /nonexistent/script.js: no such script file\n")

        let nothing = try runWebEngine(["run"])
        XCTAssertEqual(nothing.status, 64)
        XCTAssertTrue(nothing.standardError.contains("Nothing to run"), nothing.standardError)

        let badTimeout = try runWebEngine(["run", "--timeout", "0", "--eval", "1"])
        XCTAssertEqual(badTimeout.status, 64)
        XCTAssertTrue(badTimeout.standardError.contains("--timeout takes a positive number"), badTimeout.standardError)
    }

    func testHelpTeachesTheCommand() throws {
        let help = try runWebEngine(["run", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("Exit status"), help.standardOutput)
        XCTAssertTrue(help.standardOutput.contains("--timeout <seconds>"), help.standardOutput)
    }

    func testEveryCommandsHelpReadsAsProse() throws {
        // A discussion wrapped with a doubled backslash prints the backslashes.
        for command in ["run", "render", "repl", "bench", "soak"] {
            let help = try runWebEngine([command, "--help"])
            XCTAssertEqual(help.status, 0, command)
            XCTAssertFalse(help.standardOutput.contains("\\"), "\(command) --help:\n\(help.standardOutput)")
        }
    }
}
