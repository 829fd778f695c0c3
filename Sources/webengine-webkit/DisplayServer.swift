import Foundation

/// The X server the helper's views need: a private Xvfb at 96 dpi, started on a free display
/// (`-displayfd`) and ended with the helper (`-terminate`: it exits when its last client, this
/// process, disconnects, so a killed helper leaves no server behind).
final class DisplayServer {
    private let process = Process()
    let display: String

    init() throws(HelperFailure) {
        guard let path = Self.executable() else {
            throw HelperFailure("Xvfb is not installed; the WebKit engine needs it as its display server (apt-get install xvfb)")
        }
        let numberPipe = Pipe()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-displayfd", "1", "-terminate", "-nolisten", "tcp", "-dpi", "96", "-screen", "0", "1280x1024x24"]
        process.standardOutput = numberPipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw HelperFailure("cannot start Xvfb: \(error.localizedDescription)")
        }
        // Xvfb writes its display number and a newline once it accepts connections.
        var number = ""
        while true {
            let byte = numberPipe.fileHandleForReading.readData(ofLength: 1)
            guard let character = byte.first else {
                throw HelperFailure("Xvfb exited before it gave a display number")
            }
            if character == UInt8(ascii: "\n") { break }
            number.append(Character(UnicodeScalar(character)))
        }
        display = ":" + number
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }

    private static func executable() -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return (paths.map { "\($0)/Xvfb" } + ["/usr/bin/Xvfb"]).first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Why the helper cannot start or go on.
struct HelperFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
