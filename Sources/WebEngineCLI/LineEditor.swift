import Foundation

/// Reads lines from a terminal with the keys Node's REPL has: left/right, Home/End (Ctrl-A/E),
/// backspace and delete, up/down through history, Ctrl-R to search it, Ctrl-U to clear,
/// Ctrl-W to delete a word, Ctrl-L to clear the screen, Tab to complete, Ctrl-C to drop the
/// line, Ctrl-D on an empty line to end. The terminal's modes are the session's (`setMode`).
final class LineEditor {
    private var history: [String] = []
    private let historyFile: URL?
    private let maximumHistory = 1000
    /// Whether the line was empty when Ctrl-C dropped it (Node then offers to exit).
    private(set) var lastLineWasEmpty = true

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

    /// The candidates for completing the word before the cursor: full words, all starting
    /// with that word.
    typealias Completer = (_ line: String, _ cursor: Int) async -> [String]

    /// How the terminal treats keys: `editing`, each key to the editor (Ctrl-C included);
    /// `running`, the same but Ctrl-C a signal (SIGINT) that stops a running statement;
    /// `original`, as it was before the session. Between lines the terminal stays in
    /// `editing`, so a Ctrl-C typed before the next prompt is a key, not a lost signal.
    enum Mode { case editing, running, original }

    private var original: termios?

    func setMode(_ mode: Mode) {
        if original == nil {
            var saved = termios()
            tcgetattr(STDIN_FILENO, &saved)
            original = saved
        }
        guard var settings = original else { return }
        if mode != .original {
            settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
            settings.c_iflag &= ~tcflag_t(IXON | ICRNL)
            if mode == .editing { settings.c_lflag &= ~tcflag_t(ISIG) }
        }
        // TCSANOW, not TCSAFLUSH: keys typed ahead (or pasted) must not be thrown away.
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    func readLine(prompt: String, complete: Completer) async -> Input {
        setMode(.editing)

        var line = LineBuffer()
        var historyIndex = history.count
        var draft = LineBuffer()
        let redraw = { (line: LineBuffer) in self.write("\r\u{1B}[K\(prompt)\(line.text)" + (line.charactersAfterCursor > 0 ? "\u{1B}[\(line.charactersAfterCursor)D" : "")) }
        write(prompt)
        while true {
            guard let byte = readByte() else { return .endOfInput }
            switch byte {
            case 0x0D, 0x0A:
                write("\r\n")
                remember(line.text)
                return .line(line.text)
            case 0x03:
                write("^C\r\n")
                lastLineWasEmpty = line.text.isEmpty
                return .interrupted
            case 0x04:
                if line.text.isEmpty { write("\r\n"); return .endOfInput }
                line.deleteForward()
            case 0x7F, 0x08: line.deleteBackward()
            case 0x01: line.moveToStart()
            case 0x05: line.moveToEnd()
            case 0x15: line = LineBuffer()
            case 0x17: line.deleteWordBackward()
            case 0x0C: write("\u{1B}[H\u{1B}[2J")
            case 0x09: await completeWord(in: &line, prompt: prompt, complete: complete)
            case 0x12:
                // Enter on a match runs it, as in bash and Node; Escape keeps it to edit.
                let (found, run) = searchHistory(prompt: prompt)
                if let found { line = LineBuffer(found) }
                if run, let found {
                    redraw(line)
                    write("\r\n")
                    remember(found)
                    return .line(found)
                }
            case 0x1B:
                guard readByte() == UInt8(ascii: "["), let code = readByte() else { continue }
                switch code {
                case UInt8(ascii: "A"), UInt8(ascii: "B"):
                    if historyIndex == history.count { draft = line }
                    historyIndex = code == UInt8(ascii: "A") ? max(0, historyIndex - 1) : min(history.count, historyIndex + 1)
                    line = historyIndex == history.count ? draft : LineBuffer(history[historyIndex])
                case UInt8(ascii: "C"): line.moveRight()
                case UInt8(ascii: "D"): line.moveLeft()
                case UInt8(ascii: "H"): line.moveToStart()
                case UInt8(ascii: "F"): line.moveToEnd()
                case UInt8(ascii: "3"):
                    _ = readByte()  // the "~" of Delete
                    line.deleteForward()
                default: break
                }
            default:
                guard let character = readCharacter(startingWith: byte) else { continue }
                line.insert(character)
            }
            redraw(line)
        }
    }

    /// Tab: one candidate completes the word; several complete their common start, and list
    /// themselves when that adds nothing.
    private func completeWord(in line: inout LineBuffer, prompt: String, complete: Completer) async {
        let word = line.wordBeforeCursor
        let candidates = await complete(line.text, line.cursor)
        guard !candidates.isEmpty else { return }
        let common = candidates.dropFirst().reduce(candidates[0]) { String($0.commonPrefix(with: $1)) }
        if common.count > word.count {
            for character in common.dropFirst(word.count) { line.insert(character) }
        } else if candidates.count > 1 {
            write("\r\n" + candidates.prefix(100).joined(separator: "  ") + "\r\n")
        }
    }

    /// Ctrl-R: the newest history entry containing what is typed; Ctrl-R again goes further
    /// back. Enter runs the match, Escape keeps it to edit, Ctrl-C leaves it.
    private func searchHistory(prompt: String) -> (match: String?, run: Bool) {
        var query = ""
        var skip = 0
        var match: String?
        func show() {
            write("\r\u{1B}[K(reverse-i-search)`\(query)': \(match ?? "")")
        }
        func find() {
            let hits = history.reversed().filter { !query.isEmpty && $0.contains(query) }
            match = hits.dropFirst(skip).first ?? hits.last
        }
        show()
        while let byte = readByte() {
            switch byte {
            case 0x0D, 0x0A: return (match, true)
            case 0x1B: return (match, false)
            case 0x03, 0x07: return (nil, false)
            case 0x12: skip += 1; find()
            case 0x7F, 0x08: if !query.isEmpty { query.removeLast(); skip = 0; find() }
            default:
                guard let character = readCharacter(startingWith: byte) else { continue }
                query.append(character)
                skip = 0
                find()
            }
            show()
        }
        return (match, false)
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

/// The line being edited and its cursor; every editing key is one method.
struct LineBuffer: Equatable {
    private(set) var characters: [Character]
    private(set) var cursor: Int

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }
    var charactersAfterCursor: Int { characters.count - cursor }

    /// The identifier characters (and dots) just before the cursor: what Tab completes.
    var wordBeforeCursor: String {
        var start = cursor
        while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        let word = String(characters[start..<cursor])
        return word.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? word
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$" || character == "."
    }

    mutating func insert(_ character: Character) {
        characters.insert(character, at: cursor)
        cursor += 1
    }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    mutating func deleteForward() {
        if cursor < characters.count { characters.remove(at: cursor) }
    }

    /// Ctrl-W: the spaces before the cursor, then the word before them.
    mutating func deleteWordBackward() {
        while cursor > 0, characters[cursor - 1] == " " { deleteBackward() }
        while cursor > 0, characters[cursor - 1] != " " { deleteBackward() }
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = characters.count }
}
