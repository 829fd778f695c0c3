import DequeModule

/// The newest `capacity` entries of a record that may grow without end (an engine that lives
/// for thousands of renders), and how many were ever appended: a mark read from `total` asks
/// for what came after it, and stays right after the oldest entries were dropped. Appending
/// costs the same however full the log is (a ring, not an array shifted down by one each time).
public struct BoundedLog<Element> {
    public let capacity: Int
    public private(set) var entries = Deque<Element>()
    /// How many were ever appended.
    public private(set) var total = 0

    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Appends, dropping the oldest when full; true if one was dropped.
    @discardableResult
    public mutating func append(_ element: Element) -> Bool {
        total += 1
        let isFull = entries.count >= capacity
        if isFull { entries.removeFirst() }
        entries.append(element)
        return isFull
    }

    /// What was appended after `mark` (a `total` read earlier), as much of it as is still kept.
    public func since(_ mark: Int) -> [Element] {
        Array(entries.suffix(min(entries.count, total - mark)))
    }

    /// Empties the log; `total` goes on counting, so earlier marks stay meaningful.
    public mutating func removeAll() {
        entries.removeAll()
    }
}

extension BoundedLog: Sendable where Element: Sendable {}
