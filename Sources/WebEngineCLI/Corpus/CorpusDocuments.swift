import Foundation

/// One document of a corpus: the file it is read from, and the key that names it in results,
/// outputs and baselines.
struct CorpusDocument: Sendable, Hashable {
    let key: String
    let path: String
}

/// A corpus run's failure to start: a usage error (exit 64) or an unreadable input (66).
struct CorpusError: Error, CustomStringConvertible {
    let description: String
    let exitCode: Int32

    static func usage(_ message: String) -> CorpusError { CorpusError(description: message, exitCode: 64) }
    static func input(_ message: String) -> CorpusError { CorpusError(description: message, exitCode: 66) }
}

/// The documents a corpus run's arguments name: files, folders (every `.html`, `.htm` and
/// `.xhtml` file below them, hidden ones skipped), globs (`mail/**/*.html`, quoted so the
/// run expands them rather than the shell) and list files (one path a line).
///
/// Keys: with one folder or glob argument, each document's path below it (`mail/` gives
/// `2024/a.html`), so two checkouts of a corpus, or a corpus moved, still match their
/// baselines; with several arguments, the paths as written (`mail/2024/a.html`).
enum CorpusDocuments {
    static let extensions: Set<String> = ["html", "htm", "xhtml"]

    static func find(_ arguments: [String], listedIn listFile: String? = nil) throws(CorpusError) -> [CorpusDocument] {
        var named: [(root: String, relative: String)] = []
        for argument in arguments { named += try expand(argument) }
        var listed = 0
        if let listFile {
            for path in try paths(listedIn: listFile) {
                named.append(try file(path, from: listFile))
                listed += 1
            }
        }
        let keyedByRoot = arguments.count == 1 && listed == 0
        var documents: [String: CorpusDocument] = [:]
        for (root, relative) in named {
            let path = join(root, relative)
            let key = keyedByRoot ? relative : path
            if let earlier = documents[key], earlier.path != path {
                throw .usage("two documents would be named \(key) (\(earlier.path) and \(path)); give their folders as one argument, or run them apart")
            }
            documents[key] = CorpusDocument(key: key, path: path)
        }
        guard !documents.isEmpty else {
            var isFolder: ObjCBool = false
            if arguments.count == 1, FileManager.default.fileExists(atPath: arguments[0], isDirectory: &isFolder), isFolder.boolValue {
                throw .input("no documents found in \(arguments[0]): a folder is a corpus of the .html, .htm and .xhtml files below it, and it has none")
            }
            throw .input("no documents found in \(arguments.joined(separator: " ")); a corpus is .html, .htm or .xhtml files, folders of them, or a glob like 'mail/**/*.html'")
        }
        return documents.values.sorted { $0.key < $1.key }
    }

    /// True when the arguments name a corpus rather than one page: several, a folder, a glob.
    static func namesCorpus(_ arguments: [String]) -> Bool {
        guard arguments.count == 1, let only = arguments.first else { return arguments.count > 1 }
        if only == "-" { return false }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: only, isDirectory: &isFolder) { return isFolder.boolValue }
        return isGlob(only)
    }

    private static func isGlob(_ text: String) -> Bool { text.contains { "*?[".contains($0) } }

    private static func expand(_ argument: String) throws(CorpusError) -> [(root: String, relative: String)] {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) {
            if !isFolder.boolValue { return [try file(argument, from: nil)] }
            let root = normalized(argument)
            return try walk(root).filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.map { (root, $0) }
        }
        guard isGlob(argument) else {
            throw .input("\(argument): no such file or folder")
        }
        let components = normalized(argument).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let literal = components.prefix { !isGlob($0) }
        let root = literal.isEmpty ? "." : literal.joined(separator: "/")
        let pattern = Array(components.dropFirst(literal.count))
        var isRootFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.isEmpty ? "/" : root, isDirectory: &isRootFolder), isRootFolder.boolValue else {
            throw .input("\(argument): no folder \(root) to look in")
        }
        return try walk(root.isEmpty ? "/" : root).filter { matches(pattern[...], $0.split(separator: "/").map(String.init)[...]) }.map { (root, $0) }
    }

    private static func file(_ path: String, from listFile: String?) throws(CorpusError) -> (root: String, relative: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            let origin = listFile.map { " (listed in \($0))" } ?? ""
            throw .input(isFolder.boolValue ? "\(path)\(origin) is a folder; a list names files" : "\(path)\(origin): no such page file")
        }
        let path = normalized(path)
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder, (path as NSString).lastPathComponent)
    }

    /// Every regular file below `root`, as paths relative to it, hidden files and folders skipped.
    private static func walk(_ root: String) throws(CorpusError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { throw .input("cannot read folder \(root)") }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                enumerator.skipDescendants()
                continue
            }
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular { files.append(relative) }
        }
        return files
    }

    /// Glob matching by path component, `**` standing for any number of folders.
    private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return matches(pattern.dropFirst(), path) || (!path.isEmpty && matches(pattern, path.dropFirst()))
        }
        guard let name = path.first, fnmatch(first, name, 0) == 0 else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    private static func paths(listedIn listFile: String) throws(CorpusError) -> [String] {
        let data: Data?
        if listFile == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: listFile)
        }
        guard let data else { throw .input("\(listFile): no such list file") }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    private static func normalized(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    private static func join(_ root: String, _ relative: String) -> String {
        root == "." ? relative : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }
}

/// `--shard K/N`: the documents whose key hashes to K of N. A document stays in its shard as
/// the corpus grows or is listed in another order, and every machine computes the same split
/// with no coordinator (FNV-1a of the key's UTF-8, modulo N).
struct CorpusShard: Sendable, Hashable, CustomStringConvertible {
    let index: Int
    let count: Int

    init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    var description: String { "\(index)/\(count)" }

    func contains(_ key: String) -> Bool {
        Int(Self.fnv1a(key) % UInt64(count)) == index - 1
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
