import JSRuntime

/// A page parsed ahead of loading, on any thread: the HTML5 parse (MyHTML) and the tree's
/// encoding need no engine, so a caller can do them while the engine is still being made
/// (the CLI reads and parses `--html` while JavaScriptCore compiles the DOM's scripts).
/// `JSRuntime.loadHTML(_:url:)` then only builds the document from it.
public struct ParsedPage: Sendable {
    /// The parse tree in the form the DOM builder reads (see ``PackedTree``).
    package let tree: PackedTree
    /// The size of the HTML in UTF-8 bytes, checked against the runtime's
    /// `maximumHTMLSize` when the page loads.
    public let htmlSize: Int
    /// What the parse built and how long it took, checked against the runtime's
    /// `parseBudget` when the page loads.
    package let nodeCount: Int
    package let attributeCount: Int
    package let parseDuration: Duration

    /// Parses `html` as a whole document, with scripting on (as a web view does).
    /// - Throws: a `RangeError` for HTML over `maximumSize` bytes, before parsing it; a
    ///   ``ContentBudget`` error as soon as the parse exceeds `budget`.
    public init(
        html: String, maximumSize: Int = JSRuntime.Configuration().maximumHTMLSize,
        budget: JSRuntime.ParseBudget = JSRuntime.Configuration().parseBudget
    ) throws(JSException) {
        let size = html.utf8.count
        guard size <= maximumSize else { throw JSRuntime.htmlTooLarge(size, limit: maximumSize) }
        try self.init(html: html, parser: HTMLParser(), limits: ParseLimits(budget, htmlSize: size))
    }

    init(html: String, parser: HTMLParser, limits: ParseLimits) throws(JSException) {
        htmlSize = limits.htmlSize
        let parsed = try parser.parseDocument(html, scripting: true, limits: limits)
        tree = parsed.packed
        nodeCount = parsed.nodes
        attributeCount = parsed.attributes
        parseDuration = ContinuousClock.now - limits.started
    }
}
