import Foundation
import JSRuntime

/// A strategy file that could not be used: where (`path:line:column` for text that is not
/// JSON, the key path otherwise) and what is wrong.
public struct StrategyFileError: Error, CustomStringConvertible, Sendable {
    public var path: String
    /// Where the text stops being JSON (1-based), when that is what is wrong.
    public var line: Int?
    public var column: Int?
    public var reason: String

    public init(path: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String {
        let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
        return "\(path)\(place): not a valid strategy: \(reason)"
    }
}

extension RenderStrategy {
    /// The keys a strategy file may have, at the top and in each step.
    static let fileKeys = ["name", "mode", "timeout", "steps"]
    static let stepKeys = ["handler", "data"]

    /// Reads a strategy file's text strictly: JSON as RFC 8259 has it (no comments, no
    /// trailing commas), no key it does not know (with the nearest one it does), values of
    /// the right kinds. `path` is how errors name the file.
    public init(strategyFile data: Data, path: String) throws {
        let text = String(decoding: data, as: UTF8.self)
        let value: JSValue
        do {
            value = try JSValue(jsonText: text)
        } catch {
            throw Self.syntaxError(error, in: text, path: path)
        }
        do {
            self = try Self.strategy(from: value)
        } catch let reason as Reason {
            throw StrategyFileError(path: path, reason: reason.text)
        }
    }

    /// What is wrong with a value, at its key path.
    struct Reason: Error {
        var text: String
    }

    private static func strategy(from value: JSValue) throws -> RenderStrategy {
        guard case .object(let object) = value else { throw Reason(text: "the file must hold an object with \"steps\", like {\"steps\": [{\"handler\": \"resizeImages\"}]}") }
        try checkKeys(of: object, allowed: fileKeys, at: "")
        let name = try string(object["name"], at: "name") ?? "strategy"
        let mode = try modeValue(object["mode"])
        let timeout = try number(object["timeout"], at: "timeout") ?? 2
        guard timeout > 0, timeout.isFinite else { throw Reason(text: "timeout must be a positive number of seconds, got \(JSValue.number(timeout))") }
        guard let stepsValue = object["steps"] else { throw Reason(text: "missing \"steps\" (a list of {\"handler\": name, \"data\": any})") }
        guard case .array(let stepValues) = stepsValue else { throw Reason(text: "steps must be a list, got \(stepsValue)") }
        let steps = try stepValues.enumerated().map { try step(from: $0.element, at: "steps[\($0.offset)]") }
        return RenderStrategy(name: name, mode: mode, timeout: timeout, steps: steps)
    }

    private static func step(from value: JSValue, at path: String) throws -> Step {
        guard case .object(let object) = value else { throw Reason(text: "\(path) must be an object like {\"handler\": \"resizeImages\"}, got \(value)") }
        try checkKeys(of: object, allowed: stepKeys, at: path)
        guard let handler = try string(object["handler"], at: "\(path).handler") else { throw Reason(text: "missing \"handler\" at \(path)") }
        return Step(handler: handler, data: object["data"] ?? .undefined)
    }

    private static func modeValue(_ value: JSValue?) throws -> Mode {
        guard let value else { return .parallel }
        let allowed = ["parallel", "sequential"]
        guard let text = value.stringValue, let mode = Mode(rawValue: text) else {
            throw Reason(text: "mode must be one of \(allowed.joined(separator: ", ")); got \(value)")
        }
        return mode
    }

    private static func checkKeys(of object: JSObject, allowed: [String], at path: String) throws {
        for key in object.keys where !allowed.contains(key) {
            let place = path.isEmpty ? "" : " at \(path)"
            let suggestion = Spelling.nearest(to: key, in: allowed).map { "; did you mean \"\($0)\"?" } ?? " (allowed: \(allowed.joined(separator: ", ")))"
            throw Reason(text: "unknown key \"\(key)\"\(place)\(suggestion)")
        }
    }

    private static func string(_ value: JSValue?, at path: String) throws -> String? {
        guard let value else { return nil }
        guard let text = value.stringValue else { throw Reason(text: "\(path) must be a string, got \(value)") }
        return text
    }

    private static func number(_ value: JSValue?, at path: String) throws -> Double? {
        guard let value else { return nil }
        guard let number = value.numberValue else { throw Reason(text: "\(path) must be a number of seconds, got \(value)") }
        return number
    }

    /// Text that is not JSON: where it stops being JSON, and what JSON allows there.
    private static func syntaxError(_ error: JSONTextError, in text: String, path: String) -> StrategyFileError {
        guard case .syntax(let offset) = error.reason else { return StrategyFileError(path: path, reason: error.message) }
        let prefix = text.utf8.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { prefix.distance(from: prefix.startIndex, to: $0) + 1 } ?? 0
        let found = text.utf8.dropFirst(offset).first.map { String(decoding: [$0], as: UTF8.self) }
        let hint: String
        switch found {
        case "}", "]": hint = "a trailing comma? JSON allows none"
        case "/": hint = "a comment? JSON allows none"
        case "'": hint = "JSON strings take double quotes"
        case nil: hint = "the text ends too soon"
        default: hint = "keys and strings take double quotes"
        }
        return StrategyFileError(path: path, line: line, column: prefix.count - lineStart + 1, reason: "not JSON here: \(hint)")
    }
}
