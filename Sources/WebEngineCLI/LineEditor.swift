import Foundation

/// Reads lines from a terminal with editing and history: left/right, Home/End (Ctrl-A/E),
/// backspace and delete, up/down through history, Ctrl-U to clear, Ctrl-C to drop the line,
/// Ctrl-D on an empty line to end. The terminal is in raw mode only while a line is read.
final class LineEditor {
    private var history: [String] = []
    private let historyFile: URL?
    private let maximumHistory = 1000

    init(historyFile: URL?) {
        self.historyFile = historyFile
        if let historyFile, let text = try? String(contentsOf: historyFile, encoding: .utf8) {
            history = text.split(separator: "\n").map(String.init).suffix(maximumHistory).map { $0 }
        }
    }

    enum Input {
        case line(String)
        case interrupted
        case endOfInput
    }

    func readLine(prompt: String) -> Input {
        var original = termios()
        tcgetattr(STDIN_FILENO, &original)
        var raw = original
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        // TCSANOW, not TCSAFLUSH: keys typed ahead (or pasted) must not be thrown away.
        tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }

        var buffer: [Character] = []
        var cursor = 0
        var historyIndex = history.count
        var draft: [Character] = []

        func redraw() {
            let text = String(buffer)
            let back = buffer.count - cursor
            write("\r\u{1B}[K\(prompt)\(text)" + (back > 0 ? "\u{1B}[\(back)D" : ""))
        }
        write(prompt)
        while true {
            guard let byte = readByte() else { return .endOfInput }
            switch byte {
            case 0x0D, 0x0A:
                write("\r\n")
                let line = String(buffer)
                remember(line)
                return .line(line)
            case 0x03:
                write("^C\r\n")
                return .interrupted
            case 0x04:
                if buffer.isEmpty { write("\r\n"); return .endOfInput }
                if cursor < buffer.count { buffer.remove(at: cursor); redraw() }
            case 0x7F, 0x08:
                if cursor > 0 { cursor -= 1; buffer.remove(at: cursor); redraw() }
            case 0x01: cursor = 0; redraw()
            case 0x05: cursor = buffer.count; redraw()
            case 0x15: buffer.removeAll(); cursor = 0; redraw()
            case 0x1B:
                guard readByte() == UInt8(ascii: "["), let code = readByte() else { continue }
                switch code {
                case UInt8(ascii: "A"), UInt8(ascii: "B"):
                    if historyIndex == history.count { draft = buffer }
                    historyIndex = code == UInt8(ascii: "A") ? max(0, historyIndex - 1) : min(history.count, historyIndex + 1)
                    buffer = historyIndex == history.count ? draft : Array(history[historyIndex])
                    cursor = buffer.count
                case UInt8(ascii: "C"): cursor = min(buffer.count, cursor + 1)
                case UInt8(ascii: "D"): cursor = max(0, cursor - 1)
                case UInt8(ascii: "H"): cursor = 0
                case UInt8(ascii: "F"): cursor = buffer.count
                case UInt8(ascii: "3"):
                    _ = readByte()  // the "~" of Delete
                    if cursor < buffer.count { buffer.remove(at: cursor) }
                default: break
                }
                redraw()
            default:
                guard let character = readCharacter(startingWith: byte) else { continue }
                buffer.insert(character, at: cursor)
                cursor += 1
                redraw()
            }
        }
    }

    private func remember(_ line: String) {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line else { return }
        history.append(line)
        if history.count > maximumHistory { history.removeFirst(history.count - maximumHistory) }
        if let historyFile { try? (history.joined(separator: "\n") + "\n").write(to: historyFile, atomically: true, encoding: .utf8) }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }

    /// A whole UTF-8 character whose first byte is `first`.
    private func readCharacter(startingWith first: UInt8) -> Character? {
        guard first >= 0x20 else { return nil }
        var bytes = [first]
        let extra = first >= 0xF0 ? 3 : first >= 0xE0 ? 2 : first >= 0xC0 ? 1 : 0
        for _ in 0..<extra { guard let next = readByte() else { break }; bytes.append(next) }
        return String(decoding: bytes, as: UTF8.self).first
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
