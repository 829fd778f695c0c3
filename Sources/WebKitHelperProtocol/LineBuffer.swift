import Foundation
/// Bytes in, complete lines out. Each byte is looked at once (a page of megabytes arrives in
/// many reads, and scanning from the start at each read was quadratic).
public struct LineBuffer {
    private var bytes: [UInt8] = []
    private var scanned = 0

    public init() {}

    /// Adds what was read; returns the lines it completed, without their newlines.
    public mutating func append(_ data: Data) -> [Data] {
        bytes.append(contentsOf: data)
        var lines: [Data] = []
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            while scanned < buffer.count, let found = memchr(base + scanned, 0x0A, buffer.count - scanned) {
                let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                lines.append(Data(buffer[start..<newline]))
                start = newline + 1
                scanned = start
            }
        }
        bytes.removeFirst(start)
        scanned = bytes.count
        return lines
    }
}
