import JSRuntime

/// One message of the bridge protocol (docs/bridge.md), in either direction: a call
/// (`handlerName`, `data`, optional `callbackId`) or an answer (`responseId`,
/// `responseData`, optional `error`).
struct BridgeMessage: Codable, Sendable {
    struct ErrorInfo: Codable, Sendable, Hashable {
        var name: String
        var message: String
        var line: Int?
        var sourceURL: String?
    }

    var handlerName: String?
    var data: JSValue?
    var callbackId: String?
    var responseId: String?
    var responseData: JSValue?
    var error: ErrorInfo?

    static func call(_ handlerName: String, data: JSValue, callbackId: String?) -> BridgeMessage {
        BridgeMessage(handlerName: handlerName, data: data, callbackId: callbackId)
    }

    static func answer(to callbackId: String, with result: Result<JSValue, BridgeError>) -> BridgeMessage {
        switch result {
        case .success(let value):
            return BridgeMessage(responseId: callbackId, responseData: value)
        case .failure(let error):
            return BridgeMessage(responseId: callbackId, responseData: .null, error: ErrorInfo(name: error.name, message: error.message, line: error.line))
        }
    }

    var json: String { (try? String(decoding: JSONEncoderCache.encoder.encode(self), as: UTF8.self)) ?? "{}" }
}

enum JSONEncoderCache {
    static let encoder = JSONEncoder()
}

/// Why a bridge call did not get an ordinary answer.
public struct BridgeError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Nobody registered a handler of that name on the other side.
        case noHandler
        /// The handler threw, its promise rejected, or it was stopped by the time limit.
        case failed
        /// No answer came in time.
        case timedOut
    }

    public var kind: Kind
    public var name: String
    public var message: String
    public var line: Int?

    public init(kind: Kind, name: String, message: String, line: Int? = nil) {
        self.kind = kind
        self.name = name
        self.message = message
        self.line = line
    }

    public var description: String { "\(name): \(message)" }

    static func noHandler(_ handler: String, side: String) -> BridgeError {
        BridgeError(kind: .noHandler, name: "NoHandlerError", message: "no \(side) handler is registered for '\(handler)'")
    }
}

import Foundation
