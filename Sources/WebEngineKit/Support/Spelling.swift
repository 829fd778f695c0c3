/// "Did you mean …?": the known word a misspelling most likely meant.
package enum Spelling {
    /// The candidate at most `maximumEdits` insertions, deletions or substitutions away
    /// (ignoring case), the nearest first; nil when none is that close.
    package static func nearest(to word: String, in candidates: [String], maximumEdits: Int = 2) -> String? {
        candidates
            .map { ($0, distance(word.lowercased(), $0.lowercased())) }
            .filter { $0.1 <= maximumEdits && $0.0 != word }
            .min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance, one row at a time.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...b.count {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
