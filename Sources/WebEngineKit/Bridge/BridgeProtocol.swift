import CJavaScriptCore
import JSRuntime

/// A native -> JS call of the bridge protocol (docs/bridge.md), kept until the page is ready.
struct BridgeCall: Sendable {
    var handlerName: String
    var data: JSValue
    var callbackId: Int?
}

/// A payload crossing the bridge, within the limits of `JSRuntime.Configuration`: either way
/// it crosses as JSON text, so size is measured once, on that text.
enum BridgePayload {
    /// A payload from JS: its JSON text (or undefined) parsed, unless too large or too deep.
    static func decode(_ json: JSValueRef, in core: JSContextCore) -> Result<JSValue, BridgeError> {
        if JSValueIsUndefined(core.context, json) { return .success(.null) }
        let limit = core.configuration.maximumBridgePayloadSize
        let text: String?
        do throws(JSException) {
            text = try core.string(of: json, maximumLength: limit)
        } catch {
            return .failure(BridgeError(kind: .failed, name: error.name ?? "Error", message: error.message))
        }
        guard let text else { return .failure(tooLarge(limit)) }
        do throws(JSONTextError) {
            return .success(try JSValue(jsonText: text))
        } catch {
            return .failure(BridgeError(kind: .failed, name: error.name, message: "the payload is refused: \(error.message)"))
        }
    }

    /// A payload from JS given as UTF-8 JSON text (a slice of a batch's answers).
    static func decode(jsonUTF8 bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Result<JSValue, BridgeError> {
        // The limit counts UTF-16 code units, never more than UTF-8 bytes: count them only
        // when the bytes are over.
        if bytes.count > limit, exceeds(limit, Substring(decoding: bytes, as: UTF8.self)) { return .failure(tooLarge(limit)) }
        do throws(JSONTextError) {
            return .success(try JSValue(jsonUTF8: bytes))
        } catch {
            return .failure(BridgeError(kind: .failed, name: error.name, message: "the payload is refused: \(error.message)"))
        }
    }

    /// Whether JSON text is longer than `limit` UTF-16 code units (the measure JS has). UTF-8
    /// never has fewer units, so the UTF-16 count is only taken when the bytes are over.
    static func exceeds(_ limit: Int, _ json: Substring) -> Bool {
        json.utf8.count > limit && json.utf16.count > limit
    }

    /// A payload from native code, made a JS value, unless its JSON text is too large.
    static func encode(_ value: JSValue, in core: JSContextCore) -> Result<JSValueRef, BridgeError> {
        let limit = core.configuration.maximumBridgePayloadSize
        switch value {
        case .undefined, .null, .bool, .number:
            return .success(core.makeValue(value))
        case .string(let string):
            guard string.utf16.count <= limit else { return .failure(tooLarge(limit)) }
            return .success(core.makeValue(value))
        case .array, .object:
            let json = value.jsonText
            guard json.utf16.count <= limit else { return .failure(tooLarge(limit)) }
            do throws(JSException) {
                return .success(try core.makeValue(json: json))
            } catch {
                return .failure(BridgeError(kind: .failed, name: error.name ?? "Error", message: error.message))
            }
        }
    }

    static func tooLarge(_ limit: Int) -> BridgeError {
        BridgeError(
            kind: .failed, name: "RangeError",
            message: "the payload is larger than the bridge's limit of \(limit) characters of JSON (Configuration.maximumBridgePayloadSize)")
    }
}

/// Native -> JS calls as one JSON text, `[[callbackId...], [payload...]]` (callback id 0: no
/// answer wanted). A payload over the size limit is answered with a `RangeError` at once and
/// left out; nil when none is left.
struct BatchMessage {
    var json: String
    /// The handler of the first call (and of every call, unless the message names each).
    var handlerName = ""
    var callbackIds: [Int] = []
    var answers: [(Int, NativeBridge.PendingAnswer)] = []

    init?(_ calls: [NativeBridge.QueuedCall], limit: Int) {
        var ids = "[[", payloads = "", names = "", undefinedIndices = ""
        ids.reserveCapacity(calls.count * 8)
        payloads.reserveCapacity(calls.count * 16)
        // Calls to several handlers (posted together by many tasks) name each call's handler;
        // the usual batch, to one handler, writes no names.
        let mixed = calls.contains { $0.call.handlerName != calls.first?.call.handlerName }
        for queued in calls {
            let before = payloads.endIndex
            if !callbackIds.isEmpty { payloads += "," }
            queued.call.data.appendJSON(to: &payloads)
            if BridgePayload.exceeds(limit, payloads[before...]) {
                payloads.removeSubrange(before...)
                queued.answer?.settle(.failure(BridgePayload.tooLarge(limit)))
                continue
            }
            if callbackIds.isEmpty { handlerName = queued.call.handlerName }
            if mixed {
                if !callbackIds.isEmpty { names += "," }
                JSValue.string(queued.call.handlerName).appendJSON(to: &names)
            }
            // JSON has no undefined: data-less calls are listed by index, and arrive as undefined.
            if queued.call.data == .undefined {
                if !undefinedIndices.isEmpty { undefinedIndices += "," }
                undefinedIndices += String(callbackIds.count)
            }
            let callbackId = queued.call.callbackId ?? 0
            if !callbackIds.isEmpty { ids += "," }
            ids += String(callbackId)
            callbackIds.append(callbackId)
            if let answer = queued.answer { answers.append((callbackId, answer)) }
        }
        guard !callbackIds.isEmpty else { return nil }
        json = ids + "],[" + payloads + "]" + (mixed ? ",[" + names + "]" : undefinedIndices.isEmpty ? "" : ",null")
            + (undefinedIndices.isEmpty ? "]" : ",[" + undefinedIndices + "]]")
    }
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

    /// A call stopped by a script error or the time limit.
    init(_ exception: JSException) {
        self.init(kind: .failed, name: exception.name ?? "Error", message: exception.message, line: exception.line)
    }

    static func noHandler(_ handler: String, side: String) -> BridgeError {
        BridgeError(kind: .noHandler, name: "NoHandlerError", message: "no \(side) handler is registered for '\(handler)'")
    }
}

import Foundation
