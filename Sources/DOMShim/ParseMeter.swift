import CMyHTML
import Glibc
import JSRuntime

/// A ``JSRuntime/ParseBudget`` applied to one parse: its limits for the size of the HTML, and
/// the moment the time budget started (it runs until the tree is in JavaScript).
struct ParseLimits: Sendable {
    let htmlSize: Int
    let nodes: Int
    let attributes: Int
    let transferSize: Int
    let time: Duration
    let started: ContinuousClock.Instant

    init(_ budget: JSRuntime.ParseBudget, htmlSize: Int, started: ContinuousClock.Instant = .now) {
        self.htmlSize = htmlSize
        nodes = budget.nodes.limit(forHTMLSize: htmlSize)
        attributes = budget.attributes.limit(forHTMLSize: htmlSize)
        transferSize = budget.transferSize.limit(forHTMLSize: htmlSize)
        time = budget.parseTime.limit(forHTMLSize: htmlSize)
        self.started = started
    }

    /// The error for a count over its limit (time goes through `timeExceeded(after:)`).
    func exceeded(_ budget: ContentBudget, measured: Int) -> JSException {
        let limit = switch budget {
        case .nodes: nodes
        case .attributes: attributes
        case .transferSize: transferSize
        case .parseTime: preconditionFailure("time is measured as a duration")
        }
        return budget.exceeded(htmlSize: htmlSize, measured: "\(measured)", limit: "\(limit)")
    }

    func timeExceeded(after elapsed: Duration) -> JSException {
        ContentBudget.parseTime.exceeded(htmlSize: htmlSize, measured: Self.format(elapsed), limit: Self.format(time))
    }

    /// Throws once the time budget has run out.
    func checkTime() throws(JSException) {
        let elapsed = ContinuousClock.now - started
        if elapsed > time { throw timeExceeded(after: elapsed) }
    }

    /// Checks what a parse built, for a page parsed ahead under another budget.
    func check(nodes: Int, attributes: Int, transferSize: Int) throws(JSException) {
        if nodes > self.nodes { throw exceeded(.nodes, measured: nodes) }
        if attributes > self.attributes { throw exceeded(.attributes, measured: attributes) }
        if transferSize > self.transferSize { throw exceeded(.transferSize, measured: transferSize) }
        try checkTime()
    }

    private static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return "\((seconds * 1000).rounded() / 1000) s"
    }
}

/// What one parse has built so far, counted by MyHTML's node-insert callback while the tree
/// is built, and the budget it exceeded, if any. The callback is C, so it reaches the meter
/// through a pointer; the parser owns that memory.
///
/// Plain integers only, the clock's included: the callback runs for every node, and a field of
/// a standard-library type whose layout is only known at run time (`ContinuousClock.Instant`,
/// `Duration`) makes every field access look its offset up (4.6% more instructions per parse,
/// against under 2% now).
struct ParseMeter {
    private let maximumNodes: Int
    private let maximumAttributes: Int
    private let maximumTransferSize: Int
    /// On the monotonic clock, in nanoseconds: when the time budget started, and runs out.
    private let origin: Int
    private let deadline: Int
    private(set) var nodes = 0
    private(set) var attributes = 0
    /// A lower bound of the tree's JSON text (the writer counts the real size): enough to
    /// stop attribute values copied into many clones while they are being copied.
    private(set) var transferSize = 0
    private var insertionsUntilClockCheck = ParseMeter.insertionsPerClockCheck
    /// The budget exceeded, once one is, and the time taken by then (for `parseTime`).
    private(set) var exceeded: ContentBudget?
    private var nanosecondsWhenStopped = 0
    /// Stop once more than this many elements are open (`HTMLParser` parses such a document
    /// again in chunks); Int.max when it is parsing in chunks already.
    private let maximumOpenElements: Int
    /// Whether a parse stopped at `maximumOpenElements`.
    private(set) var nestedTooDeep = false

    init(_ limits: ParseLimits, maximumOpenElements: Int = .max) {
        self.maximumOpenElements = maximumOpenElements
        maximumNodes = limits.nodes
        maximumAttributes = limits.attributes
        maximumTransferSize = limits.transferSize
        origin = Self.monotonicNanoseconds() - (ContinuousClock.now - limits.started).nanoseconds
        deadline = origin.addingReportingOverflow(limits.time.nanoseconds).overflow ? .max : origin + limits.time.nanoseconds
    }

    /// The error for the budget exceeded, if any.
    func error(_ limits: ParseLimits) -> JSException? {
        switch exceeded {
        case nil: nil
        case .nodes: limits.exceeded(.nodes, measured: nodes)
        case .attributes: limits.exceeded(.attributes, measured: attributes)
        case .transferSize: limits.exceeded(.transferSize, measured: transferSize)
        case .parseTime: limits.timeExceeded(after: .nanoseconds(nanosecondsWhenStopped))
        }
    }

    private static func monotonicNanoseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// Reading the clock costs more than counting a node: check it now and then.
    private static let insertionsPerClockCheck = 256

    /// Marks a node as counted through its user-data field, which MyHTML leaves to us.
    private static var counted: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }

    /// Set as the tree's node-insert callback with a meter as its context.
    static let countInsertion: myhtml_callback_tree_node_f = { tree, node, context in
        guard let tree, let node, let meter = context?.assumingMemoryBound(to: ParseMeter.self) else { return }
        if meter.pointee.count(node) || meter.pointee.nestsTooDeep(tree) { stopBuilding(tree) }
    }

    /// True (once) when more elements are open than `maximumOpenElements`.
    @inline(__always)
    private mutating func nestsTooDeep(_ tree: UnsafeMutablePointer<myhtml_tree_t>) -> Bool {
        guard let open = tree.pointee.open_elements, open.pointee.length > maximumOpenElements, !nestedTooDeep else { return false }
        nestedTooDeep = true
        return true
    }

    /// Counts a node just inserted; true once a budget is exceeded.
    @inline(__always)
    private mutating func count(_ node: UnsafeMutablePointer<myhtml_tree_node_t>) -> Bool {
        insertionsUntilClockCheck &-= 1
        if insertionsUntilClockCheck == 0 {
            insertionsUntilClockCheck = Self.insertionsPerClockCheck
            let now = Self.monotonicNanoseconds()
            if now > deadline, exceeded == nil {
                nanosecondsWhenStopped = now - origin
                exceeded = .parseTime
            }
        }
        // The adoption agency algorithm moves nodes, and each move calls back again.
        guard node.pointee.data == nil else { return exceeded != nil }
        node.pointee.data = Self.counted
        // Wrapping arithmetic: no count comes near overflowing, and this runs for every node.
        nodes &+= 1
        // JSON text per node at the least: `,1,"",1,0,0` for an element, `,3,""` for text.
        let tag = node.pointee.tag_id
        if tag == MyHTML_TAG__TEXT.rawValue || tag == MyHTML_TAG__COMMENT.rawValue {
            transferSize &+= 5 &+ (node.pointee.token?.pointee.str.length ?? 0)
        } else {
            transferSize &+= 11
            var attribute = node.pointee.token?.pointee.attr_first
            while let current = attribute {
                attributes &+= 1
                transferSize &+= 8 &+ current.pointee.key.length &+ current.pointee.value.length
                attribute = current.pointee.next
            }
        }
        if exceeded == nil {
            if nodes > maximumNodes {
                exceeded = .nodes
            } else if attributes > maximumAttributes {
                exceeded = .attributes
            } else if transferSize > maximumTransferSize {
                exceeded = .transferSize
            }
        }
        return exceeded != nil
    }

    /// Ends a parse from inside MyHTML's tree builder, which has no way to be stopped: the
    /// list of active formatting elements is emptied (a reconstruction in progress ends at
    /// its next element, none starts again) and every tokenizer state skips the rest of its
    /// input, so the token being built is the last. `HTMLParser` restores the states and
    /// cleans the tree before its next parse.
    private static func stopBuilding(_ tree: UnsafeMutablePointer<myhtml_tree_t>) {
        tree.pointee.active_formatting.pointee.length = 0
        guard let states = tree.pointee.myhtml.pointee.parse_state_func else { return }
        for state in 0..<tokenizerStateCount { states[state] = skipInput }
    }

    static let tokenizerStateCount = Int(MyHTML_TOKENIZER_STATE_LAST_ENTRY.rawValue)

    private static let skipInput: myhtml_tokenizer_state_f = { _, _, _, _, size in size }
}

extension Duration {
    /// Whole nanoseconds, saturating (a budget of days fits; centuries do not need to).
    var nanoseconds: Int {
        let (seconds, overflow) = Int(clamping: components.seconds).multipliedReportingOverflow(by: 1_000_000_000)
        return overflow ? (seconds < 0 ? .min : .max) : seconds + Int(components.attoseconds / 1_000_000_000)
    }
}
