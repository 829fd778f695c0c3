/// A script to evaluate: a file's text or an `--eval` string, with the name errors cite.
struct ScriptSource: Equatable {
    enum Kind: Equatable { case file, inline }

    var name: String
    var code: String

    /// The interleaving of `--script` and `--eval` on the command line. ArgumentParser keeps
    /// each option's values in order but not their order relative to each other, so it is
    /// read from the raw arguments; without them (a programmatic parse) files come first.
    static func order(in arguments: [String], fileCount: Int, inlineCount: Int) -> [Kind] {
        var kinds: [Kind] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == "--script" || argument.hasPrefix("--script=") {
                kinds.append(.file)
            } else if argument == "--eval" || argument == "-e" || argument.hasPrefix("--eval=") {
                kinds.append(.inline)
            }
            // An option's value is never itself an option name.
            if argument == "--script" || argument == "--eval" || argument == "-e" || argument == "--timeout" { index += 1 }
            index += 1
        }
        let matches = kinds.filter { $0 == .file }.count == fileCount && kinds.filter { $0 == .inline }.count == inlineCount
        return matches ? kinds : Array(repeating: .file, count: fileCount) + Array(repeating: .inline, count: inlineCount)
    }

    /// The sources in command-line order; inline scripts are named `[eval-N]`.
    static func sources(
        files: [String], inline: [String], order: [Kind], read: (String) throws -> String
    ) rethrows -> [ScriptSource] {
        var nextFile = files.makeIterator()
        var nextInline = inline.enumerated().makeIterator()
        return try order.compactMap { kind in
            switch kind {
            case .file:
                return try nextFile.next().map { ScriptSource(name: $0, code: try read($0)) }
            case .inline:
                return nextInline.next().map { ScriptSource(name: "[eval-\($0.offset + 1)]", code: $0.element) }
            }
        }
    }
}
