import DequeModule
import Logging

/// One call to `console.log`, `info`, `warn`, `error` or `debug`, formatted as a browser
/// console would print it.
public struct ConsoleMessage: Sendable, Hashable, CustomStringConvertible {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case debug, log, info, warn, error

        /// The swift-log level console output is logged at.
        public var loggerLevel: Logger.Level {
            switch self {
            case .debug: .debug
            case .log, .info: .info
            case .warn: .warning
            case .error: .error
            }
        }
    }

    public var level: Level
    public var text: String

    public init(level: Level, text: String) {
        self.level = level
        self.text = text
    }

    public var description: String { "[\(level.rawValue)] \(text)" }
}

/// Console output and uncaught errors kept for reports, oldest dropped past `capacity`.
struct Diagnostics {
    let capacity: Int
    private(set) var consoleMessages = Deque<ConsoleMessage>()
    private(set) var uncaughtErrors = Deque<UncaughtError>()
    private(set) var droppedCount = 0
    /// How many of each were ever recorded: marks for "what came since", which stay right
    /// after the oldest entries were dropped.
    private(set) var consoleTotal = 0
    private(set) var errorTotal = 0

    func consoleMessages(since mark: Int) -> [ConsoleMessage] {
        Array(consoleMessages.suffix(min(consoleMessages.count, consoleTotal - mark)))
    }

    func uncaughtErrors(since mark: Int) -> [UncaughtError] {
        Array(uncaughtErrors.suffix(min(uncaughtErrors.count, errorTotal - mark)))
    }

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    mutating func record(_ message: ConsoleMessage) {
        consoleTotal += 1
        if Self.append(message, to: &consoleMessages, capacity: capacity) { droppedCount += 1 }
    }

    mutating func record(_ error: UncaughtError) {
        errorTotal += 1
        if Self.append(error, to: &uncaughtErrors, capacity: capacity) { droppedCount += 1 }
    }

    mutating func removeAll() {
        consoleMessages.removeAll()
        uncaughtErrors.removeAll()
        droppedCount = 0
    }

    var mark: DiagnosticsMark { DiagnosticsMark(console: consoleTotal, errors: errorTotal) }

    /// Appends, dropping the oldest when full; true if one was dropped.
    private static func append<Element>(_ element: Element, to list: inout Deque<Element>, capacity: Int) -> Bool {
        let isFull = list.count >= capacity
        if isFull { list.removeFirst() }
        list.append(element)
        return isFull
    }
}

/// A point in a runtime's console output and uncaught errors, to ask for what came after it.
public struct DiagnosticsMark: Sendable, Hashable {
    public let console: Int
    public let errors: Int

    /// A mark at these totals (for marks kept by a caller, such as an engine's session mark).
    public init(console: Int, errors: Int) {
        self.console = console
        self.errors = errors
    }
}
