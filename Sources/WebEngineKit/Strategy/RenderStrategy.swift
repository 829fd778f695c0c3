import Foundation
import JSRuntime

/// The rendering steps for one kind of document: JS handlers to call with their data.
///
/// `parallel` is the article's semantics: every call is sent at once, in order, and rendering
/// completes when all have answered, failed or timed out (`timeout` bounds them together).
/// `sequential` sends each step after the previous one finished (`timeout` bounds each step).
public struct RenderStrategy: Sendable, Hashable, Codable {
    public enum Mode: String, Sendable, Hashable, Codable {
        case parallel, sequential
    }

    public struct Step: Sendable, Hashable, Codable {
        public var handler: String
        public var data: JSValue

        /// A step without data calls its handler with `undefined`, as WebViewJavascriptBridge's
        /// `callHandler:` without data does.
        public init(handler: String, data: JSValue = .undefined) {
            self.handler = handler
            self.data = data
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            handler = try container.decode(String.self, forKey: .handler)
            data = try container.decodeIfPresent(JSValue.self, forKey: .data) ?? .undefined
        }
    }

    public var name: String
    public var mode: Mode
    /// Seconds; see the type's description for what it bounds.
    public var timeout: Double
    public var steps: [Step]

    public init(name: String, mode: Mode = .parallel, timeout: Double = 2, steps: [Step]) {
        self.name = name
        self.mode = mode
        self.timeout = timeout
        self.steps = steps
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "strategy"
        mode = try container.decodeIfPresent(Mode.self, forKey: .mode) ?? .parallel
        timeout = try container.decodeIfPresent(Double.self, forKey: .timeout) ?? 2
        steps = try container.decode([Step].self, forKey: .steps)
        guard timeout > 0, timeout.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: .timeout, in: container, debugDescription: "timeout must be a positive number of seconds")
        }
    }

    /// Reads a strategy file (see docs/writing-strategies.md), with an error that says what is wrong.
    public static func load(contentsOf url: URL) throws -> RenderStrategy {
        try RenderStrategy(strategyFile: try Data(contentsOf: url), path: url.isFileURL ? url.relativePath : url.absoluteString)
    }

    package var timeoutDuration: Duration { .milliseconds(Int64(timeout * 1000)) }
}
