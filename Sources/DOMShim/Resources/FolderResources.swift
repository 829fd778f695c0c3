import Foundation

/// Serves URLs from a folder laid out as a mirrored site: `SCHEME://HOST/PATH` from
/// `FOLDER/HOST/PATH` (`--resources DIR` for http and https, `--scheme app=DIR` for an app's own
/// scheme), or one host's URLs from the folder of its files (`--resources HOST=DIR`: a site's
/// checkout, such as web-platform-tests' at its runner's `web-platform.test`). Nothing outside
/// the folder is read: a path that leaves it, through `..` or a symbolic link, is not served.
///
/// A URL with a query is served from the file named with it, as wget and HTTrack save a
/// mirrored site (`page.php?id=1` beside `page.php`), and otherwise from its path's file.
///
/// A file's response header fields come from a `FILE.headers` file beside it and a
/// `__dir__.headers` in its folder (`Name: value` lines, as wptserve reads them): the way to
/// serve `Access-Control-Allow-Origin` to a cross-origin `fetch`.
public struct FolderResources: URLSchemeHandler {
    public let folder: URL
    /// The one host served from `folder` itself, or nil for `folder/HOST/PATH`.
    public let host: String?

    public init(folder: URL, host: String? = nil) {
        self.folder = folder.standardizedFileURL.resolvingSymlinksInPath()
        self.host = host?.lowercased()
    }

    public func response(to request: ResourceRequest) throws -> ResourceResponse? {
        let url = request.url
        let requestHost = url.host?.lowercased() ?? ""
        if let host, requestHost != host { return nil }
        let segments = ((host == nil ? [requestHost] : []) + url.path.split(separator: "/").map { String($0).removingPercentEncoding ?? String($0) })
            .filter { !$0.isEmpty }
        guard !segments.isEmpty, !segments.contains(where: { $0 == ".." || $0 == "." || $0.contains("/") }) else { return nil }
        let file = segments.reduce(folder) { $0.appendingPathComponent($1) }
        if let query = url.query(percentEncoded: true), !query.isEmpty, !query.contains("/"),
           let served = Self.served(file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + "?" + query).resolvingSymlinksInPath(), inside: folder)
        {
            return served
        }
        return Self.served(file.resolvingSymlinksInPath(), inside: folder)
    }

    /// A regular file inside `folder` (its real path, links resolved), as a response.
    static func served(_ file: URL, inside folder: URL) -> ResourceResponse? {
        guard file.path.hasPrefix(folder.path + "/") else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue,
              let data = FileManager.default.contents(atPath: file.path)
        else { return nil }
        // (A file named with its URL's query has its type from the name before the query.)
        let pathExtension = (String(file.lastPathComponent.prefix { $0 != "?" }) as NSString).pathExtension
        return ResourceResponse(data: data, mimeType: mimeType(forExtension: pathExtension), headerFields: headerFields(of: file, inside: folder))
    }

    /// The fields `__dir__.headers` and `FILE.headers` give (the file's own last).
    static func headerFields(of file: URL, inside folder: URL) -> [String: String] {
        var fields: [String: String] = [:]
        for sidecar in [file.deletingLastPathComponent().appendingPathComponent("__dir__.headers"), file.appendingPathExtension("headers")] {
            let resolved = sidecar.resolvingSymlinksInPath()
            guard resolved.path.hasPrefix(folder.path + "/"), let data = FileManager.default.contents(atPath: resolved.path) else { continue }
            for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = line[..<colon].trimmingCharacters(in: .whitespaces), value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { fields[name] = value }
            }
        }
        return fields
    }

    static let mimeTypes: [String: String] = [
        "js": "text/javascript", "mjs": "text/javascript", "css": "text/css", "html": "text/html", "htm": "text/html",
        "json": "application/json", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "txt": "text/plain", "xml": "application/xml", "xhtml": "application/xhtml+xml", "woff": "font/woff", "woff2": "font/woff2",
    ]

    static func mimeType(forExtension pathExtension: String) -> String? { mimeTypes[pathExtension.lowercased()] }
}

/// `file:` URLs inside one folder, as WKWebView's `loadFileURL(_:allowingReadAccessTo:)`
/// bounds them (`--read-access DIR`): a file outside it, through `..` or a symbolic link, is not
/// read.
public struct FileAccess: URLSchemeHandler {
    public let folder: URL

    public init(allowingReadAccessTo folder: URL) {
        self.folder = folder.standardizedFileURL.resolvingSymlinksInPath()
    }

    public func response(to request: ResourceRequest) throws -> ResourceResponse? {
        guard request.url.isFileURL else { return nil }
        return FolderResources.served(request.url.standardizedFileURL.resolvingSymlinksInPath(), inside: folder)
    }
}
