/// The web view a page believes it runs in: what `innerWidth`, `devicePixelRatio`, `screen`,
/// `matchMedia` and `navigator.userAgent` answer. The default is an iPhone's WKWebView in
/// portrait (375 × 667 CSS pixels at 2x, WKWebView's own user agent, without Safari's
/// `Version/… Safari/…` tokens, which only Safari adds).
public struct WebViewProfile: Sendable, Hashable {
    public var viewportWidth: Double = 375
    public var viewportHeight: Double = 667
    public var devicePixelRatio: Double = 2
    public var userAgent = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148"
    /// `prefers-color-scheme` in media queries.
    public var colorScheme: ColorScheme = .light

    public enum ColorScheme: String, Sendable, Hashable {
        case light, dark
    }

    public init() {}
}
