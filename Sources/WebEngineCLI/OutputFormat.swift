import ArgumentParser
import WebEngineKit
import PostContent

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `render`'s outputs: the rendered document, or the whole report.
enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case html, json
}

/// `compare --format`: a readable diff, or JSON.
enum ComparisonFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension SanitizerPolicy.RemoteImages: ExpressibleByArgument {}
extension SanitizerPolicy.TrackingPixels: ExpressibleByArgument {}
extension EngineKind: ExpressibleByArgument {
    /// As messages name it.
    var displayName: String { self == .webkit ? "WebKit" : "fast" }
}
