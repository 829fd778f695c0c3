import DequeModule
import Foundation

/// A serial executor that runs every job on one dedicated thread.
///
/// JavaScriptCore is used from that thread only, and the thread's CPU clock is what the
/// execution time limit measures. The thread has a large stack because JS recursion and
/// the DOM's tree walks run on it.
final class JSThreadExecutor: SerialExecutor, @unchecked Sendable {
    private enum Work {
        case job(UnownedJob)
        case closure(@Sendable () -> Void)
    }

    private let condition = NSCondition()
    private var queue = Deque<Work>()
    private var isShuttingDown = false
    private var threadID: pthread_t?

    init(name: String, stackSize: Int = 16 << 20) {
        // The thread keeps the executor alive until `shutdown()` lets it finish.
        let thread = Thread {
            Self.nameKernelThread(name)
            self.runLoop()
        }
        thread.name = name
        thread.stackSize = stackSize
        thread.start()
        condition.lock()
        while threadID == nil { condition.wait() }
        condition.unlock()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        submit(.job(UnownedJob(job)))
    }

    /// Runs `body` on the executor's thread, outside any actor job. Returns false, without
    /// running it, once the executor is shutting down.
    @discardableResult
    func execute(_ body: @escaping @Sendable () -> Void) -> Bool {
        submit(.closure(body))
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Whether work is queued behind the job that is running.
    var hasQueuedWork: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !queue.isEmpty
    }

    var isCurrentThread: Bool {
        guard let threadID else { return false }
        return pthread_equal(threadID, pthread_self()) != 0
    }

    func checkIsolated() {
        precondition(isCurrentThread, "not on this JSRuntime's thread")
    }

    /// Lets the thread finish the queued work and exit.
    func shutdown() {
        condition.lock()
        isShuttingDown = true
        condition.signal()
        condition.unlock()
    }

    @discardableResult
    private func submit(_ work: Work) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if isShuttingDown, case .closure = work { return false }
        queue.append(work)
        condition.signal()
        return true
    }

    /// Foundation's `Thread.name` does not reach the kernel on Linux, where profilers and
    /// debuggers read it (`pthread_setname_np` is not visible to Swift there): at most 15 bytes.
    private static func nameKernelThread(_ name: String) {
        #if os(Linux)
            let descriptor = open("/proc/thread-self/comm", O_WRONLY)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            let bytes = Array(name.utf8.prefix(15))
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #endif
    }

    private func runLoop() {
        condition.lock()
        threadID = pthread_self()
        condition.broadcast()
        condition.unlock()
        while let work = nextWork() {
            switch work {
            case .job(let job): job.runSynchronously(on: asUnownedSerialExecutor())
            case .closure(let body): body()
            }
        }
    }

    private func nextWork() -> Work? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !isShuttingDown { condition.wait() }
        return queue.popFirst()
    }
}
