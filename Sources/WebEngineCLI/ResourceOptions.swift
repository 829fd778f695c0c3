import ArgumentParser
import DOMShim
import Foundation

/// What a page loads, served as the app serves it (`run`, `render`, `compare`): folders laid out
/// as a mirrored site, a recorded HAR, an app's own schemes, and bounded file access.
struct ResourceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Serve http and https URLs from this folder, laid out as a mirrored site: https://HOST/PATH from DIR/HOST/PATH; or, given as HOST=DIR, one host's URLs from the folder of its files: https://HOST/PATH from DIR/PATH (scripts, styles, images, fetch and XMLHttpRequest load through it; nothing else loads; FILE.headers beside a file gives its header fields). Repeatable: the first that has a file serves it.", valueName: "dir"))
    var resources: [String] = []

    @Option(help: ArgumentHelp("Serve the http and https loads a HAR recorded (Safari's or Chrome's developer tools: Export HAR), each URL's first response; with --resources, the folder is asked first.", valueName: "file"))
    var har: String?

    @Option(name: .customLong("scheme"), help: ArgumentHelp("Serve an app's own URL scheme from a folder, NAME://HOST/PATH from DIR/HOST/PATH, as a WKURLSchemeHandler would (repeatable; on both engines).", valueName: "name=dir"))
    var schemes: [String] = []

    @Option(name: .customLong("read-access"), help: ArgumentHelp("Let file: URLs inside this folder load, as WKWebView's loadFileURL(_:allowingReadAccessTo:) does.", valueName: "dir"))
    var readAccess: String?

    /// True when an http, https or file source is given (the fast engine's only).
    var servesWeb: Bool { !resources.isEmpty || har != nil || readAccess != nil }

    /// The folders --resources names, with the one host each serves (nil: DIR/HOST/PATH).
    private var resourceFolders: [(host: String?, folder: String)] {
        resources.map { value in
            var isFolder: ObjCBool = false
            let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
            if FileManager.default.fileExists(atPath: value, isDirectory: &isFolder) || parts.count < 2 { return (nil, value) }
            return (parts[0], parts[1])
        }
    }

    func validate() throws {
        for folder in resourceFolders.map(\.folder) + [readAccess].compactMap({ $0 }) + schemes.map({ String($0.split(separator: "=", maxSplits: 1).last ?? "") }) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("'\(folder)' is not a folder; --resources, --scheme NAME=DIR and --read-access take folders.")
            }
        }
        for (host, _) in resourceFolders {
            guard let host else { continue }
            guard !host.isEmpty, URL(string: "http://\(host)/")?.host?.lowercased() == host.lowercased() else {
                throw ValidationError("--resources takes DIR or HOST=DIR, like web-platform.test=wpt; '\(host)' is not a host name.")
            }
        }
        for scheme in schemes {
            let parts = scheme.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let name = parts.first, name.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }), !["http", "https", "file"].contains(name.lowercased()) else {
                throw ValidationError("--scheme takes NAME=DIR for an app's own scheme, like app=Bundle/Web; '\(scheme)' is not one (http and https: --resources; file: --read-access).")
            }
        }
        if let har {
            do {
                _ = try HARResources(contentsOf: URL(fileURLWithPath: har))
            } catch {
                throw ValidationError("--har takes a HAR file: \(har): \(error)")
            }
        }
    }

    /// The engine's URL scheme handlers these options name, by scheme.
    var handlers: [String: any URLSchemeHandler] {
        var handlers: [String: any URLSchemeHandler] = [:]
        var web: [any URLSchemeHandler] = []
        for (host, folder) in resourceFolders { web.append(FolderResources(folder: URL(fileURLWithPath: folder), host: host)) }
        if let har, let recorded = try? HARResources(contentsOf: URL(fileURLWithPath: har)) { web.append(recorded) }
        if !web.isEmpty {
            handlers["https"] = FirstServing(web)
            handlers["http"] = FirstServing(web)
        }
        for scheme in schemes {
            let parts = scheme.split(separator: "=", maxSplits: 1).map(String.init)
            handlers[parts[0].lowercased()] = FolderResources(folder: URL(fileURLWithPath: parts[1]))
        }
        if let readAccess { handlers["file"] = FileAccess(allowingReadAccessTo: URL(fileURLWithPath: readAccess)) }
        return handlers
    }
}

/// Handlers asked in turn: the first that serves a URL answers.
struct FirstServing: URLSchemeHandler {
    let handlers: [any URLSchemeHandler]
    init(_ handlers: [any URLSchemeHandler]) { self.handlers = handlers }

    func response(to request: ResourceRequest) throws -> ResourceResponse? {
        for handler in handlers { if let response = try handler.response(to: request) { return response } }
        return nil
    }
}
