import Dispatch

/// How much two busy threads get from this machine, against one: a loop that only computes
/// (registers, no memory traffic, no locks), run alone and then twice at once. On a
/// dedicated two-core machine that is 2x; on a shared VM, whose second core the host may
/// give to someone else, it can be far less, and two engines cannot beat it.
struct MachineParallelism: Sendable {
    let iterations: Int

    /// A loop length taking about `milliseconds` on one thread here.
    static func calibrated(milliseconds: Double) -> MachineParallelism {
        var iterations = 1 << 20
        while true {
            let started = ContinuousClock.now
            Self.sink(Self.spin(iterations))
            let elapsed = (ContinuousClock.now - started).ms
            if elapsed >= milliseconds / 4 || iterations >= 1 << 34 {
                return MachineParallelism(iterations: max(1, Int(Double(iterations) * milliseconds / max(elapsed, 0.001))))
            }
            iterations *= 4
        }
    }

    /// Work per second of two threads at once over one thread alone.
    func twoAgainstOne() -> Double {
        let iterations = self.iterations
        var started = ContinuousClock.now
        Self.sink(Self.spin(iterations))
        let one = (ContinuousClock.now - started).ms
        started = ContinuousClock.now
        DispatchQueue.concurrentPerform(iterations: 2) { _ in Self.sink(Self.spin(iterations)) }
        let two = (ContinuousClock.now - started).ms
        return 2 * one / max(two, 0.001)
    }

    private static func spin(_ iterations: Int) -> UInt64 {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<iterations {
            x ^= x &<< 13
            x ^= x &>> 7
            x ^= x &<< 17
        }
        return x
    }

    /// Keeps the loop's result alive so the optimizer cannot drop the loop.
    private static func sink(_ value: UInt64) {
        if value == 0x1234_5678 { print("") }
    }
}
