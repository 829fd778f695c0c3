import JSRuntime

/// A page parsed ahead of loading, on any thread: the HTML5 parse (MyHTML) and the tree's
/// encoding need no engine, so a caller can do them while the engine is still being made
/// (the CLI reads and parses `--html` while JavaScriptCore compiles the DOM's scripts).
/// `JSRuntime.loadHTML(_:url:)` then only builds the document from it.
public struct ParsedPage: Sendable {
    /// The parse tree in the form the DOM builder reads (see `HTMLParser`).
    package let tree: [UInt8]
    /// The size of the HTML in UTF-8 bytes, checked against the runtime's
    /// `maximumHTMLSize` when the page loads.
    public let htmlSize: Int

    /// Parses `html` as a whole document, with scripting on (as a web view does).
    /// - Throws: a `RangeError` for HTML over `maximumSize` bytes, before parsing it.
    public init(html: String, maximumSize: Int = JSRuntime.Configuration().maximumHTMLSize) throws(JSException) {
        let size = html.utf8.count
        guard size <= maximumSize else { throw JSRuntime.htmlTooLarge(size, limit: maximumSize) }
        self.init(html: html, parser: HTMLParser())
    }

    init(html: String, parser: HTMLParser) {
        htmlSize = html.utf8.count
        tree = parser.parseDocument(html, scripting: true)
    }
}
