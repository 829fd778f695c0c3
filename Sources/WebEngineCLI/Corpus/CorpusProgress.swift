import Foundation

/// How far a corpus run is. On a terminal, one line redrawn in place (a bar, the rate, the
/// time left); elsewhere (CI logs, a pipe) a plain line every few seconds. Documents that did
/// not render ok are named as they finish, in both.
final class CorpusProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private let started = ContinuousClock.now
    private let onTerminal: Bool
    private let write: @Sendable (String) -> Void
    private var done = 0
    private var notOK = 0
    private var lastDrawn = ContinuousClock.now - .seconds(60)
    private var drawnLine = false

    init(total: Int, onTerminal: Bool = isatty(STDERR_FILENO) != 0, write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = total
        self.onTerminal = onTerminal
        self.write = write
    }

    func finished(_ record: CorpusRecord) {
        lock.withLock {
            done += 1
            if record.outcome != .ok {
                notOK += 1
                clearLine()
                write("\(record.outcome.rawValue): \(record.path): \(record.reason)\n")
            }
            let now = ContinuousClock.now
            let interval: Duration = onTerminal ? .milliseconds(100) : .seconds(5)
            guard now - lastDrawn >= interval || done == total else { return }
            lastDrawn = now
            draw(now)
        }
    }

    /// Leaves the terminal's line for what comes after the run.
    func end() {
        lock.withLock { clearLine() }
    }

    private func draw(_ now: ContinuousClock.Instant) {
        let elapsed = (now - started).ms / 1000
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let percent = total > 0 ? done * 100 / total : 100
        let status = "\(done)/\(total) (\(percent)%) \(String(format: "%.1f", rate)) docs/s, ETA \(Self.clock(left))\(notOK > 0 ? ", \(notOK) not ok" : "")"
        if onTerminal {
            let width = 30, filled = total > 0 ? done * width / total : width
            write("\r\u{1B}[2K[" + String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled) + "] " + status)
            drawnLine = true
        } else {
            write(status + "\n")
        }
    }

    private func clearLine() {
        guard drawnLine else { return }
        write("\r\u{1B}[2K")
        drawnLine = false
    }

    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole >= 3600 ? String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60) : String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
