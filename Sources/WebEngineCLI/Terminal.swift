import Foundation

/// Line output for the command, unbuffered so console messages written from an engine's
/// thread and the command's own lines keep their order.
enum Terminal {
    static func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func writeError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
