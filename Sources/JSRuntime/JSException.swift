/// A JavaScript exception, or a script stopped by the execution time limit.
///
/// Its description reads `source:line:column: Name: message`, the form compilers use, so
/// editors and terminals can jump to the place.
public struct JSException: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error's `name` (`TypeError`, `SyntaxError`, ...); nil when a non-Error was thrown.
    public var name: String?
    /// The error's `message`, or the thrown value as a string (`throw 42` gives `"42"`).
    public var message: String
    public var sourceURL: String?
    public var line: Int?
    public var column: Int?
    public var stack: String?
    /// True when the script did not throw but was stopped by the execution time limit.
    public var isTermination: Bool

    public init(
        name: String? = nil, message: String, sourceURL: String? = nil, line: Int? = nil,
        column: Int? = nil, stack: String? = nil, isTermination: Bool = false
    ) {
        self.name = name
        self.message = message
        self.sourceURL = sourceURL
        self.line = line
        self.column = column
        self.stack = stack
        self.isTermination = isTermination
    }

    /// `source:line:column`, as far as it is known.
    public var location: String? {
        guard let sourceURL else { return nil }
        var location = sourceURL
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }

    /// `Name: message`, as a browser console shows it.
    public var summary: String {
        if let name, !name.isEmpty { return "\(name): \(message)" }
        return message
    }

    public var description: String {
        if let location { return "\(location): \(summary)" }
        return summary
    }
}

/// Where an error nobody caught came from.
public struct UncaughtError: Sendable, Hashable, CustomStringConvertible {
    public enum Origin: String, Sendable, Hashable {
        case timer, animationFrame, microtask, unhandledRejection, reportError, nativeCall, pageScript, userScript
    }

    public var origin: Origin
    public var exception: JSException

    public init(origin: Origin, exception: JSException) {
        self.origin = origin
        self.exception = exception
    }

    public var description: String {
        origin == .unhandledRejection ? "\(exception) (unhandled promise rejection)" : exception.description
    }
}
