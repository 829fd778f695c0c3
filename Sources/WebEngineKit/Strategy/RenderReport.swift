import JSRuntime

/// What a render did, step by step, and what it left.
public struct RenderReport: Sendable, Codable {
    public struct Step: Sendable, Codable, Hashable {
        public enum Status: String, Sendable, Codable, Hashable {
            /// The handler answered through its responseCallback.
            case answered
            /// It threw, its promise rejected, or it was stopped by the execution time limit.
            case failed
            /// No answer came within the strategy's timeout.
            case timedOut
            /// No JS handler of that name was registered.
            case noHandler
        }

        public var handler: String
        public var status: Status
        public var response: JSValue?
        public var error: StepError?
        public var durationMs: Double
    }

    public struct StepError: Sendable, Codable, Hashable {
        public var name: String
        public var message: String
        public var line: Int?
    }

    /// One call from JS to a native handler.
    public struct Event: Sendable, Codable, Hashable {
        public var handler: String
        public var data: JSValue

        public init(handler: String, data: JSValue) {
            self.handler = handler
            self.data = data
        }
    }

    /// An error nobody caught while loading or rendering.
    public struct ErrorEntry: Sendable, Codable, Hashable {
        public var message: String
        public var source: String?
        public var line: Int?
        public var column: Int?

        public init(message: String, source: String?, line: Int?, column: Int?) {
            self.message = message
            self.source = source
            self.line = line
            self.column = column
        }
    }

    public struct Timings: Sendable, Codable, Hashable {
        public init(renderMs: Double, settleMs: Double, totalMs: Double) {
            self.renderMs = renderMs
            self.settleMs = settleMs
            self.totalMs = totalMs
        }

        /// From sending the first step to the last step's outcome.
        public var renderMs: Double
        /// Letting timers and microtasks the handlers started run out.
        public var settleMs: Double
        public var totalMs: Double
    }

    public var strategy: String
    public var html: String
    public var steps: [Step]
    /// The JS -> native calls made during this render.
    public var events: [Event]
    /// Console output, then each answer's `logDescription`, as the article logs them.
    public var logs: [String]
    public var errors: [ErrorEntry]
    public var contentHeight: Double
    public var timings: Timings

    public init(
        strategy: String, html: String, steps: [Step], events: [Event], logs: [String], errors: [ErrorEntry],
        contentHeight: Double, timings: Timings
    ) {
        self.strategy = strategy
        self.html = html
        self.steps = steps
        self.events = events
        self.logs = logs
        self.errors = errors
        self.contentHeight = contentHeight
        self.timings = timings
    }

    /// True when every step answered.
    public var isComplete: Bool { steps.allSatisfy { $0.status == .answered } }
}

extension RenderReport.ErrorEntry {
    public init(_ error: UncaughtError) {
        message = error.exception.summary
        source = error.exception.sourceURL
        line = error.exception.line
        column = error.exception.column
    }
}
