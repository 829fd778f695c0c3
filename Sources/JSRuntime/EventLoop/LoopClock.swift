/// Which time the event loop follows.
public enum EventLoopClock: Sendable, Hashable {
    /// Wall time: a 20 ms timer fires about 20 ms later.
    case system
    /// Time moves only when the owner advances it, as with swift-nio's `EmbeddedEventLoop`:
    /// `advanceTime(by:)` fires every timer due in that span, in order, without waiting.
    case virtual
}

/// The event loop's notion of "now", measured from the runtime's creation.
struct LoopClock {
    let kind: EventLoopClock
    private let start = ContinuousClock.now
    private var virtualNow: Duration = .zero

    init(kind: EventLoopClock) {
        self.kind = kind
    }

    var now: Duration {
        kind == .system ? ContinuousClock.now - start : virtualNow
    }

    /// Moves virtual time forward (never back); wall time cannot be moved.
    mutating func advance(to instant: Duration) {
        if kind == .virtual, instant > virtualNow { virtualNow = instant }
    }
}
