import JSRuntime
import Logging
import XCTest

final class ConsoleTests: XCTestCase {
    func testConsoleLevelsAreCapturedFormattedAndObserved() async throws {
        var configuration = JSRuntime.Configuration()
        let observed = LockedList<ConsoleMessage>()
        configuration.onConsoleMessage = { observed.append($0) }
        let runtime = JSRuntime(configuration: configuration)
        _ = try await runtime.evaluate("""
            console.log('plain', 1, { a: [1, 'x'] });
            console.info('%s has %d items (%i%%)', 'cart', 3.5, 42.9);
            console.warn('careful');
            console.error(new TypeError('bad'));
            console.debug('details', null, undefined);
            """)
        let messages = await runtime.consoleMessages
        XCTAssertEqual(messages.map(\.level), [.log, .info, .warn, .error, .debug])
        XCTAssertEqual(messages[0].text, "plain 1 { a: [ 1, 'x' ] }")
        XCTAssertEqual(messages[1].text, "cart has 3.5 items (42%)")
        XCTAssertTrue(messages[3].text.hasPrefix("TypeError: bad"), messages[3].text)
        XCTAssertEqual(messages[4].text, "details null undefined")
        XCTAssertEqual(observed.values, messages)
    }

    func testConsoleIsRoutedToSwiftLogWithLevels() async throws {
        let handler = CapturingLogHandler()
        var configuration = JSRuntime.Configuration()
        configuration.logger = Logger(label: "test.console") { _ in handler }
        configuration.logger.logLevel = .trace
        let runtime = JSRuntime(configuration: configuration)
        _ = try await runtime.evaluate("console.debug('d'); console.log('l'); console.warn('w'); console.error('e')")
        XCTAssertEqual(handler.entries.map(\.level), [.debug, .info, .warning, .error])
        XCTAssertEqual(handler.entries.map(\.message), ["d", "l", "w", "e"])
    }

    func testDiagnosticsKeepTheNewestWithinCapacity() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.diagnosticsCapacity = 3
        let runtime = JSRuntime(configuration: configuration)
        _ = try await runtime.evaluate("for (let i = 0; i < 10; i++) console.log(i)")
        let kept = await runtime.consoleMessages.map(\.text)
        XCTAssertEqual(kept, ["7", "8", "9"])
        await runtime.clearDiagnostics()
        let cleared = await runtime.consoleMessages
        XCTAssertEqual(cleared, [])
    }

    func testMessagesSinceAMarkStayRightOnceTheOldestAreDropped() async throws {
        var configuration = JSRuntime.Configuration()
        configuration.diagnosticsCapacity = 3
        let runtime = JSRuntime(configuration: configuration)
        _ = try await runtime.evaluate("for (let i = 0; i < 5; i++) console.log('before ' + i)")
        let mark = await runtime.diagnosticsMark
        _ = try await runtime.evaluate("console.log('after 1'); console.log('after 2'); setTimeout(() => { throw new Error('later') }, 0)")
        await runtime.runUntilIdle(timeout: .seconds(1))
        let since = await runtime.consoleMessages(since: mark).map(\.text)
        XCTAssertEqual(since, ["after 1", "after 2"])
        let errors = await runtime.uncaughtErrors(since: mark).map(\.exception.message)
        XCTAssertEqual(errors, ["later"])
    }

    func testBase64FollowsTheForgivingAlgorithm() async throws {
        let runtime = JSRuntime()
        let encoded = try await runtime.evaluate("[btoa(''), btoa('f'), btoa('fo'), btoa('foo'), btoa('\\u00ff\\u0000')]")
        XCTAssertEqual(encoded, ["", "Zg==", "Zm8=", "Zm9v", "/wA="])
        let decoded = try await runtime.evaluate("[atob('Zm9v'), atob(' Zm 8= '), atob('Zg'), atob('')]")
        XCTAssertEqual(decoded, ["foo", "fo", "f", ""])
        let errors = try await runtime.evaluate("""
            [() => btoa('\\u0100'), () => atob('Z'), () => atob('Zm9v!')].map(f => {
                try { f(); return 'no error' } catch (e) { return e.name + ':' + (e instanceof DOMException) + ':' + e.code }
            })
            """)
        XCTAssertEqual(errors, ["InvalidCharacterError:true:5", "InvalidCharacterError:true:5", "InvalidCharacterError:true:5"])
    }
}

final class CapturingLogHandler: LogHandler, @unchecked Sendable {
    struct Entry: Sendable { var level: Logger.Level; var message: String }
    private let lock = NSLock()
    private var storage: [Entry] = []
    var entries: [Entry] { lock.withLock { storage } }
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lock.withLock { storage.append(Entry(level: event.level, message: "\(event.message)")) }
    }
}
