import HeapModule

/// A macrotask waiting for its time: a timer or the next animation frame.
struct ScheduledTask: Comparable {
    enum Kind: Equatable {
        case timer(id: Int)
        case animationFrame
        case native(id: Int)
    }

    var due: Duration
    /// Breaks ties in registration order, as browsers run timers with equal due times.
    var sequence: UInt64
    var kind: Kind
    /// HTML's timer nesting level of the task (0 for animation frames).
    var nesting = 0

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.due, lhs.sequence) < (rhs.due, rhs.sequence)
    }
}

/// The timers that are alive, in due order. Cancelling leaves a stale heap entry that is
/// skipped when it comes up, which keeps both operations O(log n).
struct TaskQueue {
    struct Timer {
        var sequence: UInt64
        var interval: Duration?
        var nesting: Int
    }

    private var heap = Heap<ScheduledTask>()
    private(set) var timers: [Int: Timer] = [:]
    private var frameSequence: UInt64?
    private(set) var nativeTasks: Set<Int> = []
    private var nextSequence: UInt64 = 0

    var pendingCount: Int { timers.count + (frameSequence == nil ? 0 : 1) + nativeTasks.count }
    var hasAnimationFrame: Bool { frameSequence != nil }

    mutating func scheduleTimer(id: Int, due: Duration, interval: Duration?, nesting: Int) {
        let sequence = takeSequence()
        timers[id] = Timer(sequence: sequence, interval: interval, nesting: nesting)
        heap.insert(ScheduledTask(due: due, sequence: sequence, kind: .timer(id: id), nesting: nesting))
    }

    mutating func cancelTimer(id: Int) {
        timers[id] = nil
    }

    func timer(id: Int) -> Timer? {
        timers[id]
    }

    mutating func scheduleAnimationFrame(due: Duration) {
        guard frameSequence == nil else { return }
        let sequence = takeSequence()
        frameSequence = sequence
        heap.insert(ScheduledTask(due: due, sequence: sequence, kind: .animationFrame))
    }

    mutating func scheduleNative(id: Int, due: Duration) {
        nativeTasks.insert(id)
        heap.insert(ScheduledTask(due: due, sequence: takeSequence(), kind: .native(id: id)))
    }

    mutating func cancelAnimationFrame() {
        frameSequence = nil
    }

    /// A new page: the old one's timers and animation frame go (native tasks stay: they are
    /// the engine's own work). Their heap entries are dropped as stale when reached.
    mutating func cancelPageTasks() {
        timers.removeAll()
        frameSequence = nil
    }

    /// The due time of the next live task.
    mutating func nextDue() -> Duration? {
        dropStaleEntries()
        return heap.min?.due
    }

    /// Removes and returns the next live task if it is due at `now`. A one-shot timer stops
    /// being alive here, so clearing it from its own callback is a no-op; an interval stays.
    mutating func popDue(at now: Duration) -> ScheduledTask? {
        dropStaleEntries()
        guard let next = heap.min, next.due <= now else { return nil }
        heap.removeMin()
        switch next.kind {
        case .timer(let id):
            if timers[id]?.interval == nil { timers[id] = nil }
        case .animationFrame:
            frameSequence = nil
        case .native(let id):
            nativeTasks.remove(id)
        }
        return next
    }

    private mutating func dropStaleEntries() {
        while let next = heap.min, !isAlive(next) { heap.removeMin() }
    }

    private func isAlive(_ task: ScheduledTask) -> Bool {
        switch task.kind {
        case .timer(let id): timers[id]?.sequence == task.sequence
        case .animationFrame: frameSequence == task.sequence
        case .native(let id): nativeTasks.contains(id)
        }
    }

    private mutating func takeSequence() -> UInt64 {
        defer { nextSequence += 1 }
        return nextSequence
    }
}
