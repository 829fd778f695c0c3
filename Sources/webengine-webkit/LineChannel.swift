import Foundation
import WebKitHelperProtocol

/// The helper's two pipes: JSON lines in on standard input, JSON lines out on standard output.
final class LineChannel {
    private var lines = LineBuffer()
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    /// Reads what standard input has; nil at its end (the engine went away).
    func readRequests() -> [HelperRequest]? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return [] }
        guard count > 0 else { return nil }
        let lines = self.lines.append(Data(chunk[..<count]))
        var requests: [HelperRequest] = []
        for line in lines {
            do {
                requests.append(try decoder.decode(HelperRequest.self, from: line))
            } catch {
                var fatal = HelperMessage(kind: .fatal)
                fatal.message = "an unreadable request: \(error)"
                send(fatal)
            }
        }
        return requests
    }

    func send(_ message: HelperMessage) {
        guard var data = try? encoder.encode(message) else { return }
        data.append(UInt8(ascii: "\n"))
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(1, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    exit(0)  // the engine closed its end: nobody is left to serve
                }
                offset += written
            }
        }
    }
}
