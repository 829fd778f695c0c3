import Dispatch
import Foundation
import JSRuntime

/// Ctrl-C while the REPL runs a statement: the terminal sends SIGINT, which stops the
/// statement (the runtime's interruption) instead of the process, so the session and its
/// state go on, as in Node's REPL.
final class InterruptForwarder: @unchecked Sendable {
    private let runtime: JSRuntime
    private let source: any DispatchSourceSignal
    private let lock = NSLock()
    private var running = false

    init(to runtime: JSRuntime) {
        self.runtime = runtime
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in self?.signalled() }
        source.resume()
    }

    deinit {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }

    /// Runs `body` with Ctrl-C forwarded to the runtime.
    func forwarding<T>(_ body: () async -> T) async -> T {
        lock.withLock { running = true }
        defer { lock.withLock { running = false } }
        return await body()
    }

    private func signalled() {
        guard lock.withLock({ running }) else { return }
        FileHandle.standardOutput.write(Data("^C\n".utf8))
        runtime.interrupt()
    }
}
