@testable import JSRuntime
import XCTest

/// `JSRuntime.prepareVirtualMachine()`: the CLI starts JavaScriptCore while it parses its
/// arguments; the next runtime takes that VM and behaves as one that made its own.
final class VirtualMachineAheadTests: XCTestCase {
    func testTheNextRuntimeTakesTheVirtualMachineMadeAhead() async throws {
        JSRuntime.prepareVirtualMachine()
        XCTAssertTrue(VMAhead.isPending)
        JSRuntime.waitForPreparedVirtualMachine()  // ready, and still there to take
        XCTAssertTrue(VMAhead.isPending)
        var configuration = JSRuntime.Configuration()
        configuration.executionTimeLimit = .milliseconds(200)
        let runtime = JSRuntime(configuration: configuration)
        XCTAssertFalse(VMAhead.isPending)

        let answer = try await runtime.evaluate("[6 * 7, typeof setTimeout, typeof console.log].join(' ')")
        XCTAssertEqual(answer, "42 function function")
        // The execution time limit is set on the VM taken, not on one made later.
        do {
            _ = try await runtime.evaluate("for (;;) {}")
            XCTFail("expected the time limit to stop the loop")
        } catch {
            XCTAssertTrue(error.isTermination, "\(error)")
        }
    }

    func testRuntimesMadeTogetherGetOneVirtualMachineEach() async throws {
        JSRuntime.prepareVirtualMachine()
        JSRuntime.prepareVirtualMachine()  // one is being made already: no second
        let values = try await withThrowingTaskGroup(of: JSValue.self) { group in
            for index in 0..<4 {
                group.addTask {
                    let runtime = JSRuntime()
                    _ = try await runtime.evaluate("globalThis.mine = \(index)")
                    return try await runtime.evaluate("mine")
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(Set(values.compactMap(\.numberValue)), [0, 1, 2, 3])
        XCTAssertFalse(VMAhead.isPending)
    }
}
