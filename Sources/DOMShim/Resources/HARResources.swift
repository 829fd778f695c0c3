import Foundation

/// Serves the responses a HAR recorded (an HTTP Archive, as Safari's and Chrome's developer
/// tools export a page's loads): a request for a recorded URL gets its recorded status, MIME
/// type, header fields and body (`text`, or base64 with `"encoding": "base64"`); the first entry of a URL wins,
/// as a replayed page asks for each once. Anything not recorded is not served.
public struct HARResources: URLSchemeHandler {
    private let responses: [String: ResourceResponse]

    /// Reads a HAR file; throws when it is not one (no `log.entries`).
    public init(contentsOf file: URL) throws {
        try self.init(data: try Data(contentsOf: file))
    }

    public init(data: Data) throws {
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let log = root["log"] as? [String: Any], let entries = log["entries"] as? [[String: Any]]
        else { throw HARError.notAHAR }
        var responses: [String: ResourceResponse] = [:]
        for entry in entries {
            guard let request = entry["request"] as? [String: Any], let address = request["url"] as? String,
                  let response = entry["response"] as? [String: Any], responses[Self.key(address)] == nil
            else { continue }
            let content = response["content"] as? [String: Any] ?? [:]
            let text = content["text"] as? String ?? ""
            let body = (content["encoding"] as? String)?.lowercased() == "base64" ? Data(base64Encoded: text) ?? Data() : Data(text.utf8)
            let mime = (content["mimeType"] as? String).map { $0.split(separator: ";").first.map(String.init) ?? $0 }
            let charset = (content["mimeType"] as? String).flatMap(MetaPrescan.charsetInContent)
            // The recorded header fields, but those of the transfer: the body is stored decoded.
            var fields: [String: String] = [:]
            for header in response["headers"] as? [[String: Any]] ?? [] {
                guard let name = header["name"] as? String, let value = header["value"] as? String, !name.hasPrefix(":"),
                      !["content-length", "content-encoding", "transfer-encoding"].contains(name.lowercased())
                else { continue }
                fields[name] = fields[name].map { "\($0), \(value)" } ?? value
            }
            responses[Self.key(address)] = ResourceResponse(
                data: body, mimeType: mime?.trimmingCharacters(in: .whitespaces), statusCode: response["status"] as? Int ?? 200,
                textEncodingName: charset, headerFields: fields)
        }
        self.responses = responses
    }

    public enum HARError: Error, CustomStringConvertible {
        case notAHAR
        public var description: String { "not a HAR file (a JSON object whose log.entries lists the recorded loads)" }
    }

    public func response(to request: ResourceRequest) throws -> ResourceResponse? {
        responses[Self.key(request.url.absoluteString)]
    }

    /// A URL without its fragment (never sent), as recorded.
    private static func key(_ address: String) -> String {
        address.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? address
    }

    /// The recorded URLs' schemes (a HAR holds http and https loads).
    public var schemes: Set<String> {
        Set(responses.keys.compactMap { URL(string: $0)?.scheme?.lowercased() })
    }
}
