import Foundation
import JSRuntime

/// What a page asks to load (a script, a stylesheet, an image), as a `WKURLSchemeTask`'s
/// request carries it.
public struct ResourceRequest: Sendable, Hashable {
    public enum Initiator: String, Sendable, Hashable, Codable {
        case script, stylesheet, image, fetch, xhr, frame, font
    }

    public let url: URL
    public let initiator: Initiator

    public init(url: URL, initiator: Initiator) {
        self.url = url
        self.initiator = initiator
    }
}

/// A served resource: its bytes, MIME type, status, text encoding and HTTP header fields, as an
/// `HTTPURLResponse` and its data give them to a `WKURLSchemeTask`. The header fields matter to
/// `fetch` and XMLHttpRequest (`Access-Control-Allow-Origin` for a cross-origin request,
/// `getResponseHeader`); a `Content-Type` among them wins over `mimeType`.
public struct ResourceResponse: Sendable {
    public var data: Data
    public var mimeType: String?
    public var statusCode: Int
    public var textEncodingName: String?
    public var headerFields: [String: String]

    public init(data: Data, mimeType: String? = nil, statusCode: Int = 200, textEncodingName: String? = nil, headerFields: [String: String] = [:]) {
        self.data = data
        self.mimeType = mimeType
        self.statusCode = statusCode
        self.textEncodingName = textEncodingName
        self.headerFields = headerFields
    }
}

/// Serves a URL scheme's requests, as a `WKURLSchemeHandler` does: a response (any status),
/// nil for a URL it does not have (the page sees the load fail, as offline), or an error.
/// It answers synchronously: a parser waits for a classic script as a browser waits for it,
/// and what a test or an app bundle serves is already at hand (a folder, a HAR, data).
public protocol URLSchemeHandler: Sendable {
    func response(to request: ResourceRequest) throws -> ResourceResponse?
}

/// One load a page asked for, and how it ended: what a test asserts about a page's requests.
public struct ResourceLoad: Sendable, Hashable, Codable {
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// Served, with `statusCode`.
        case loaded
        /// No handler for its scheme, or its handler has no such resource: it failed as
        /// offline (nothing reaches the network).
        case notServed
        /// Its handler threw (`error` says why).
        case failed
    }

    public let url: String
    public let initiator: ResourceRequest.Initiator
    public let outcome: Outcome
    public let statusCode: Int?
    public let error: String?
}

/// URL scheme handlers by scheme, and the record of the loads they were asked for: one
/// runtime's (the fast engine) or one WebKit engine's.
public final class PageResources: @unchecked Sendable {
    static let attachmentKey = "dom.resources"
    private let lock = NSLock()
    private var handlers: [String: any URLSchemeHandler] = [:]
    /// The newest 10,000 loads (an engine that lives for thousands of renders).
    private var log = BoundedLog<ResourceLoad>(capacity: 10_000)

    /// A runtime's resources, made on first use (on its thread).
    static func of(_ core: JSContextCore) -> PageResources {
        if let resources = core.attachments[attachmentKey] as? PageResources { return resources }
        let resources = PageResources()
        core.attachments[attachmentKey] = resources
        return resources
    }

    public init() {}

    public func setHandler(_ handler: (any URLSchemeHandler)?, forScheme scheme: String) {
        lock.withLock { handlers[scheme.lowercased()] = handler }
    }

    public var loads: [ResourceLoad] { lock.withLock { Array(log.entries) } }
    /// The schemes served.
    public var schemes: [String] { lock.withLock { handlers.keys.sorted() } }
    var mark: Int { lock.withLock { log.total } }

    func loads(since mark: Int) -> [ResourceLoad] {
        lock.withLock { log.since(mark) }
    }

    /// A script's or stylesheet's response as text (status, text, MIME type), recorded; nil
    /// when nothing serves it or the address is not a URL.
    ///
    /// `fetch` and XMLHttpRequest (initiators `fetch` and `xhr`, dom/network.js) decode the body
    /// themselves, as their standards say (fetch's `text()` as UTF-8 whatever the charset,
    /// XHR by the charset, `arrayBuffer()` not at all), and need the header fields: for them
    /// the text is the body's bytes, one character (U+0000 to U+00FF) per byte, and the MIME
    /// type's place holds the response's head as JSON (`ResponseHead`).
    /// A served resource's status, text and MIME type (for fetch and XMLHttpRequest, the
    /// bytes as Latin-1 and the response's head as JSON), and for a frame's document the
    /// encoding its text was decoded from: a frame's page is decoded as a page is (a byte order
    /// mark, the response's charset, its `<meta>`, then UTF-8 or windows-1252), a script's or a
    /// stylesheet's as a subresource.
    func loadText(_ address: String, initiator: ResourceRequest.Initiator) -> (status: Int, text: String, mimeType: String, characterSet: String?)? {
        guard let url = URL(string: address), let response = load(ResourceRequest(url: url, initiator: initiator)) else { return nil }
        switch initiator {
        case .fetch, .xhr:
            return (response.statusCode, String(decoding: response.data.map { UInt16($0) }, as: UTF16.self), ResponseHead(response).json, nil)
        case .frame:
            let (text, encoding) = PageEncoding.decode(response.data, declared: response.textEncodingName)
            return (response.statusCode, text, response.mimeType ?? "", encoding.name)
        default:
            return (response.statusCode, PageEncoding.decodeSubresource(response.data, declared: response.textEncodingName), response.mimeType ?? "", nil)
        }
    }

    /// The response for `request`, recorded; nil when nothing serves it.
    public func load(_ request: ResourceRequest) -> ResourceResponse? {
        let handler = lock.withLock { handlers[request.url.scheme?.lowercased() ?? ""] }
        let result: ResourceLoad
        var response: ResourceResponse?
        do {
            response = try handler?.response(to: request)
            result = ResourceLoad(
                url: request.url.absoluteString, initiator: request.initiator, outcome: response == nil ? .notServed : .loaded,
                statusCode: response?.statusCode, error: nil)
        } catch {
            result = ResourceLoad(url: request.url.absoluteString, initiator: request.initiator, outcome: .failed, statusCode: nil, error: "\(error)")
        }
        lock.withLock { _ = log.append(result) }
        return response
    }
}

/// What `fetch` and XMLHttpRequest read of a response besides its body: its header fields
/// (lower-cased names, sorted), with a `Content-Type` made from the MIME type and text encoding
/// where the handler gave none.
struct ResponseHead: Encodable {
    let headers: [[String]]

    init(_ response: ResourceResponse) {
        var fields: [String: String] = [:]
        for (name, value) in response.headerFields {
            let name = name.lowercased()
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
        if fields["content-type"] == nil, let mimeType = response.mimeType, !mimeType.isEmpty {
            fields["content-type"] = response.textEncodingName.map { "\(mimeType);charset=\($0)" } ?? mimeType
        }
        headers = fields.sorted { $0.key < $1.key }.map { [$0.key, $0.value] }
    }

    var json: String {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"headers":[]}"#
    }
}

extension JSRuntime {
    /// Serves `scheme`'s requests from `handler` (nil removes it), as WKWebView's
    /// `setURLSchemeHandler(_:forURLScheme:)`: the page's scripts load through it. With no
    /// handler a scheme's loads fail as offline (the engine has no network).
    public func setURLSchemeHandler(_ handler: (any URLSchemeHandler)?, forURLScheme scheme: String) {
        pageResources.setHandler(handler, forScheme: scheme)
    }

    /// Every load the pages asked for, in order (the newest 10,000).
    public var resourceLoads: [ResourceLoad] { pageResources.loads }

    var pageResources: PageResources {
        withCore { core in PageResources.of(core) }
    }
}
