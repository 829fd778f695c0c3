/// What the composer keeps of untrusted content beyond the fixed allowlists (scripts, event
/// handlers, executable URLs, plugins, forms' submission and unlisted markup never stay).
/// The defaults are safe for any mail or post; each field widens or narrows one thing.
public struct SanitizerPolicy: Sendable, Equatable, Codable {
    /// What happens to images loaded from the network.
    public enum RemoteImages: String, Sendable, Codable, CaseIterable {
        /// They load (the web view fetches them).
        case keep
        /// Their URLs move to `data-remote-src` / `data-remote-srcset`, for the app to load
        /// when the reader asks, as mail apps do; CSS images from the network are dropped.
        case block
    }

    /// What happens to tracking pixels (images 1 px or smaller, or hidden).
    public enum TrackingPixels: String, Sendable, Codable, CaseIterable {
        case keep, remove
    }

    /// Hosts whose pages may stay as embedded frames (over https, sandboxed, no user info in
    /// the URL); an iframe to any other page becomes a link to it. Exact host names.
    public var embedHosts: [String]
    public var remoteImages: RemoteImages
    public var trackingPixels: TrackingPixels
    /// `position: fixed` and `sticky` are dropped from the content's CSS, so a message cannot
    /// lay itself over the app's own interface.
    public var neutralizeFixedPosition: Bool

    /// Video embeds of the common hosts; remote images kept; tracking pixels removed.
    public static let defaultEmbedHosts = [
        "www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com",
        "www.dailymotion.com", "open.spotify.com", "w.soundcloud.com", "embed.music.apple.com",
    ]

    public init(
        embedHosts: [String] = SanitizerPolicy.defaultEmbedHosts, remoteImages: RemoteImages = .keep,
        trackingPixels: TrackingPixels = .remove, neutralizeFixedPosition: Bool = true
    ) {
        self.embedHosts = embedHosts.map { $0.lowercased() }
        self.remoteImages = remoteImages
        self.trackingPixels = trackingPixels
        self.neutralizeFixedPosition = neutralizeFixedPosition
    }
}
