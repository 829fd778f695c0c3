import ArgumentParser
import Foundation
import WebEngineKit

/// A file argument as the user wrote it: a path, or `-` for standard input; a pipe,
/// `/dev/stdin` or a process substitution reads as well as a file. Its errors name the path
/// as typed, say what is wrong, and exit 66 (EX_NOINPUT).
struct InputFile {
    let path: String
    /// What the argument is for, in errors: "page", "script", "strategy".
    let role: String

    /// Standard input can be read once: a second argument naming it is a usage error.
    private static let standardInputClaim = Claim()

    var readsStandardInput: Bool { path == "-" || path == "/dev/stdin" || path == "/dev/fd/0" }

    /// The file's bytes, or a clear error and exit 66.
    func read() throws -> Data {
        if readsStandardInput {
            guard Self.standardInputClaim.take() else {
                Terminal.writeError("webengine: only one argument can read standard input (- or /dev/stdin); the \(role) asks for it too")
                throw ExitCode(64)
            }
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return try fail(errno) }
        if status.st_mode & S_IFMT == S_IFDIR {
            return try fail(message: "\(path) is a directory; expected \(article) \(role) file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return try fail(errno) }
        defer { try? handle.close() }
        return handle.readDataToEndOfFile()
    }

    /// The file's text (UTF-8, an invalid sequence read as U+FFFD, as a browser reads a script).
    func readText() throws -> String {
        String(decoding: try read(), as: UTF8.self)
    }

    private var article: String { role.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

    private func fail(_ code: Int32) throws -> Data {
        switch code {
        case ENOENT, ENOTDIR: return try fail(message: "\(path): no such \(role) file\(suggestion())")
        case EACCES, EPERM: return try fail(message: "\(path): permission denied (cannot read this \(role) file)")
        default: return try fail(message: "cannot read \(role) \(path): \(String(cString: strerror(code)))")
        }
    }

    private func fail(message: String) throws -> Data {
        Terminal.writeError("webengine: \(message)")
        throw ExitCode(66)
    }

    /// "; did you mean post.html?" for a name a typo away from one in the same folder.
    private func suggestion() -> String {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return "" }
        guard let near = Spelling.nearest(to: name, in: names.sorted()) else { return "" }
        let typedFolder = (path as NSString).deletingLastPathComponent
        return "; did you mean \(typedFolder.isEmpty ? near : typedFolder + "/" + near)?"
    }

    /// Taken once per process.
    private final class Claim: @unchecked Sendable {
        private let lock = NSLock()
        private var taken = false
        func take() -> Bool { lock.withLock { defer { taken = true }; return !taken } }
    }
}
