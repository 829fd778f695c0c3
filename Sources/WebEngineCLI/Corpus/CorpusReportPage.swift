import Foundation

/// `report.html` of a baseline run: each changed document before and after, side by side
/// (screenshots where both runs took them, the outputs themselves in script-less frames
/// otherwise), what changed, and the diff beneath. Pictures and outputs are linked from the two
/// runs' folders, so the page is opened where the run wrote it.
enum CorpusReportPage {
    /// The most diff lines shown per document (the whole diff is in `diffs/`).
    static let diffLines = 400

    static func write(_ changes: [CorpusChange], runFolder: URL, baselineFolder: URL, title: String) throws {
        let toBaseline = relativePath(from: runFolder, to: baselineFolder)
        var sections: [String] = []
        for change in changes {
            sections.append(section(change, runFolder: runFolder, toBaseline: toBaseline))
        }
        let page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
            section { border-top: 1px solid #ccc; padding: 12px 0 24px; }
            h2 { font-size: 16px; margin: 0 0 6px; } h2 code { font-size: 15px; }
            .sides { display: flex; gap: 16px; align-items: flex-start; }
            .side { flex: 1; min-width: 0; } .side h3 { font-size: 13px; margin: 4px 0; color: #555; }
            .side img { max-width: 100%; border: 1px solid #ddd; }
            .side iframe { width: 100%; height: 480px; border: 1px solid #ddd; }
            .none { color: #888; font-style: italic; }
            pre { background: #f6f8fa; padding: 8px; overflow: auto; max-height: 480px; font-size: 12px; }
            .add { color: #116329; background: #dafbe1; } .del { color: #82071e; background: #ffebe9; } .hunk { color: #0550ae; }
            </style>
            <script>
            // A picture that cannot be loaded (a run's folder moved or cleaned) says so in its place.
            function missing(img) {
              var note = document.createElement('p');
              note.className = 'none missing';
              note.textContent = 'picture missing: ' + img.getAttribute('src');
              img.replaceWith(note);
            }
            </script></head><body>
            <h1>\(escape(title))</h1>
            <p>\(changes.count) document\(changes.count == 1 ? "" : "s") changed against the baseline <code>\(escape(baselineFolder.path))</code>.</p>
            \(sections.joined(separator: "\n"))
            </body></html>

            """
        try page.write(to: CorpusFolder.report(in: runFolder), atomically: true, encoding: .utf8)
    }

    private static func section(_ change: CorpusChange, runFolder: URL, toBaseline: String) -> String {
        let details = change.details.map { "<li>\(escape($0))</li>" }.joined()
        let before = change.before.map { side($0, prefix: toBaseline + "/", label: "before") } ?? "<div class=\"side\"><h3>before</h3><p class=\"none\">not in the baseline</p></div>"
        let after = side(change.after, prefix: "", label: "after")
        var diff = ""
        if let path = change.diff, let text = try? String(contentsOf: runFolder.appendingPathComponent(path), encoding: .utf8) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let shown = lines.prefix(diffLines).map(diffLine).joined(separator: "\n")
            let more = lines.count > diffLines ? "\n… \(lines.count - diffLines) more lines in \(path)" : ""
            diff = "<pre>\(shown)\(escape(more))</pre>"
        }
        return """
            <section id="\(escape(change.path))"><h2><code>\(escape(change.path))</code>: \(escape(change.kinds.joined(separator: ", ")))</h2>
            <ul>\(details)</ul>
            <div class="sides">\(before)\(after)</div>
            \(diff)</section>
            """
    }

    private static func side(_ record: CorpusRecord, prefix: String, label: String) -> String {
        let heading = "<h3>\(label): \(escape(record.outcome.rawValue))\(record.contentHeight.map { ", \($0.formattedNumber) px" } ?? "")</h3>"
        if let picture = record.screenshot {
            return "<div class=\"side\">\(heading)<img alt=\"\(label)\" src=\"\(escape(urlPath(prefix + picture)))\" onload=\"this.dataset.loaded = 1\" onerror=\"missing(this)\"></div>"
        }
        if record.outputSHA256 != nil {
            return "<div class=\"side\">\(heading)<iframe sandbox title=\"\(label)\" src=\"\(escape(urlPath(prefix + CorpusFolder.documentPath(record.path))))\"></iframe></div>"
        }
        return "<div class=\"side\">\(heading)<p class=\"none\">no output</p></div>"
    }

    private static func diffLine(_ line: Substring) -> String {
        let text = escape(String(line))
        switch line.first {
        case "+" where !line.hasPrefix("+++"): return "<span class=\"add\">\(text)</span>"
        case "-" where !line.hasPrefix("---"): return "<span class=\"del\">\(text)</span>"
        case "@": return "<span class=\"hunk\">\(text)</span>"
        default: return text
        }
    }

    /// A relative path as a URL path: a key with a space, `#` or `?` still names its file.
    private static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? String($0) }
            .joined(separator: "/")
    }

    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// The path from one folder to another, through their common ancestor ("../main").
    static func relativePath(from: URL, to: URL) -> String {
        let source = from.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let target = to.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let common = zip(source, target).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: source.count - common) + target.dropFirst(common)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
