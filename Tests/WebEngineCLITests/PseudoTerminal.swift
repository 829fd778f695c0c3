import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `webengine` run on a pseudo-terminal, as a person at a terminal runs it: keys are bytes
/// written to the terminal (Ctrl-C is 0x03, which the terminal turns into SIGINT while the
/// REPL evaluates), and the screen is what the terminal reads back.
final class PseudoTerminal {
    private let master: Int32
    private let process = Process()
    private(set) var screen = ""

    init(arguments: [String], home: URL) throws {
        var master: Int32 = 0, slave: Int32 = 0
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.EIO) }
        self.master = master
        let executable = Bundle.main.bundleURL.appendingPathComponent("webengine").path
        // setsid -c: a session of its own with the terminal as its controlling terminal, so
        // the terminal's Ctrl-C reaches it as SIGINT.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-c", executable] + arguments
        process.environment = ["HOME": home.path, "TERM": "xterm", "PATH": "/usr/bin:/bin"]
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what the terminal shows until `text` appears after `mark`, or `timeout` passes.
    @discardableResult
    func waitFor(_ text: String, after mark: String.Index? = nil, timeout: TimeInterval = 10) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if screen[(mark ?? screen.startIndex)...].contains(text) { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            screen += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return screen[(mark ?? screen.startIndex)...].contains(text)
    }

    /// Where the screen ends now: expectations after a key look only at what followed it.
    var mark: String.Index { screen.endIndex }

    /// The exit status, once the process ends within `timeout` (nil if it did not).
    func exitStatus(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            waitFor("\u{0}", timeout: 0.1)
        }
        return process.isRunning ? nil : process.terminationStatus
    }
}
