extension JSRuntime {
    /// What one HTML parse (a page, `DOMParser`, an `innerHTML` fragment) may build before it
    /// is stopped with a ``ContentBudget`` error.
    ///
    /// The HTML5 tree builder can multiply its input: every paragraph that resumes after many
    /// open formatting elements (`<b id=1><i id=2>…`) clones them all, so 18 KB of HTML can
    /// make 1.5 million elements. The budgets are checked while the parser builds the tree,
    /// so such input is stopped before it costs memory or time. Each limit grows with the
    /// input: `max(minimum, perKilobyte × kilobytes of HTML)`, so large ordinary pages (one
    /// node per 15-30 bytes) parse while small input cannot build much.
    public struct ParseBudget: Sendable, Hashable {
        /// An amount allowed to any input, and more to a large one.
        public struct Allowance<Amount: Sendable & Hashable>: Sendable, Hashable {
            /// Allowed whatever the input's size.
            public var minimum: Amount
            /// Allowed for each 1,024 bytes of HTML, when that comes to more than `minimum`.
            public var perKilobyte: Amount

            public init(minimum: Amount, perKilobyte: Amount) {
                self.minimum = minimum
                self.perKilobyte = perKilobyte
            }
        }

        /// Nodes (elements, text, comments) one parse may create: one per 10 bytes past 1 MB,
        /// 1.5-3 times the density of real pages.
        public var nodes = Allowance(minimum: 100_000, perKilobyte: 100)
        /// Attributes one parse may create (a cloned element copies its attributes): one per
        /// 20 bytes past 1 MB; real pages and mail have one per 29 bytes or more. Half the
        /// nodes': with both at their limits for 1 MB, `webengine render` stays under 500 MB.
        public var attributes = Allowance(minimum: 50_000, perKilobyte: 50)
        /// Bytes of text (its strings) the parse tree may take on its way into JavaScript
        /// (attribute values are copied into every clone): 8 per byte of HTML, beyond any
        /// markup's own. (The tree's structure is bounded by the node and attribute budgets.)
        public var transferSize = Allowance(minimum: 8 << 20, perKilobyte: 8 << 10)
        /// Wall time from the start of parsing until the tree is in JavaScript: a backstop
        /// for slow paths that build little (a release build parses 10 MB/s or more, a debug
        /// build of this package 1-4 MB/s).
        public var parseTime = Allowance<Duration>(minimum: .seconds(2), perKilobyte: .milliseconds(2))

        public init() {}
    }
}

extension JSRuntime.ParseBudget.Allowance<Int> {
    /// The same amount for any input.
    public static func fixed(_ amount: Int) -> Self { Self(minimum: amount, perKilobyte: 0) }

    /// The amount allowed for HTML of `htmlSize` UTF-8 bytes.
    public func limit(forHTMLSize htmlSize: Int) -> Int {
        let (scaled, overflow) = perKilobyte.multipliedReportingOverflow(by: htmlSize)
        return max(minimum, overflow ? Int.max : scaled / 1024)
    }
}

extension JSRuntime.ParseBudget.Allowance<Duration> {
    /// The same time for any input.
    public static func fixed(_ amount: Duration) -> Self { Self(minimum: amount, perKilobyte: .zero) }

    /// The time allowed for HTML of `htmlSize` UTF-8 bytes.
    public func limit(forHTMLSize htmlSize: Int) -> Duration {
        max(minimum, perKilobyte * htmlSize / 1024)
    }
}

/// A ``JSRuntime/ParseBudget`` limit that HTML exceeded.
///
/// Exceeding one throws a ``JSException`` named ``exceptionName`` (into JavaScript for
/// `innerHTML` or `DOMParser`, where a script can catch it), whose message names the budget,
/// the amount measured when parsing stopped, the limit and the configuration property:
///
/// ```swift
/// do { try await runtime.loadHTML(html) } catch where error.exceededBudget == .nodes { … }
/// ```
public enum ContentBudget: String, Sendable, Hashable, CaseIterable {
    case nodes, attributes, transferSize, parseTime

    /// The `name` of every budget exception: its message starts with the budget's raw value
    /// followed by ``messageSuffix``.
    public static let exceptionName = "BudgetExceeded"
    static let messageSuffix = " budget exceeded: "

    /// The budget `exception` reports exceeded, or nil for any other exception.
    public init?(_ exception: JSException) {
        guard exception.name == Self.exceptionName,
            let range = exception.message.range(of: Self.messageSuffix),
            let budget = Self(rawValue: String(exception.message[..<range.lowerBound]))
        else { return nil }
        self = budget
    }

    /// The exception for HTML of `htmlSize` bytes that exceeded this budget: `measured` is
    /// what had been built (or the time taken) when parsing stopped.
    package func exceeded(htmlSize: Int, measured: String, limit: String) -> JSException {
        let what: String
        switch self {
        case .nodes: what = "built \(measured) nodes"
        case .attributes: what = "built \(measured) attributes"
        case .transferSize: what = "made a parse tree of \(measured) bytes of JSON text"
        case .parseTime: what = "took \(measured) to parse and transfer"
        }
        return JSException(
            name: Self.exceptionName,
            message: "\(rawValue)\(Self.messageSuffix)the HTML (\(htmlSize) bytes) \(what) when parsing stopped; "
                + "the limit for its size is \(limit) (JSRuntime.Configuration.parseBudget.\(rawValue))")
    }
}

extension JSException {
    /// The parse budget this exception reports exceeded, if it is a ``ContentBudget`` error.
    public var exceededBudget: ContentBudget? { ContentBudget(self) }
}
