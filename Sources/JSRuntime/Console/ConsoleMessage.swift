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
    private(set) var consoleMessages: BoundedLog<ConsoleMessage>
    private(set) var uncaughtErrors: BoundedLog<UncaughtError>
    private(set) var droppedCount = 0

    init(capacity: Int) {
        consoleMessages = BoundedLog(capacity: capacity)
        uncaughtErrors = BoundedLog(capacity: capacity)
    }

    mutating func record(_ message: ConsoleMessage) {
        if consoleMessages.append(message) { droppedCount += 1 }
    }

    mutating func record(_ error: UncaughtError) {
        if uncaughtErrors.append(error) { droppedCount += 1 }
    }

    mutating func removeAll() {
        consoleMessages.removeAll()
        uncaughtErrors.removeAll()
        droppedCount = 0
    }

    var mark: DiagnosticsMark { DiagnosticsMark(console: consoleMessages.total, errors: uncaughtErrors.total) }
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
