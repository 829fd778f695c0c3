/// A unified diff of two lists of lines, as `diff -u` prints one: `@@ -a,b +c,d @@` hunks with
/// `context` unchanged lines around each change.
enum UnifiedDiff {
    static func text(from before: [String], to after: [String], beforeName: String, afterName: String, context: Int = 3) -> String {
        let operations = aligned(before, after)
        guard operations.contains(where: { $0.mark != " " }) else { return "" }
        var out = ["--- \(beforeName)", "+++ \(afterName)"]
        for hunk in hunks(operations, context: context) {
            let slice = operations[hunk]
            let first = slice.first!
            let oldCount = slice.filter { $0.mark != "+" }.count, newCount = slice.filter { $0.mark != "-" }.count
            out.append("@@ -\(range(first.old, oldCount)) +\(range(first.new, newCount)) @@")
            out += slice.map { $0.mark + $0.text }
        }
        return out.joined(separator: "\n") + "\n"
    }

    private struct Operation {
        /// " " kept, "-" only before, "+" only after.
        var mark: String
        var text: String
        /// The line's number (from 1) in each list, or where it would be.
        var old: Int
        var new: Int
    }

    /// Both lists walked together, with Swift's own diff (Myers) saying what was removed and inserted.
    private static func aligned(_ before: [String], _ after: [String]) -> [Operation] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in after.difference(from: before) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < before.count || j < after.count {
            if i < before.count, removed.contains(i) {
                operations.append(Operation(mark: "-", text: before[i], old: i + 1, new: j + 1))
                i += 1
            } else if j < after.count, inserted.contains(j) {
                operations.append(Operation(mark: "+", text: after[j], old: i + 1, new: j + 1))
                j += 1
            } else {
                operations.append(Operation(mark: " ", text: before[i], old: i + 1, new: j + 1))
                i += 1
                j += 1
            }
        }
        return operations
    }

    /// Ranges of operations: each change with its context, overlapping ones joined.
    private static func hunks(_ operations: [Operation], context: Int) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, operation) in operations.enumerated() where operation.mark != " " {
            let range = max(0, index - context)..<min(operations.count, index + context + 1)
            if let last = hunks.last, last.upperBound >= range.lowerBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// "start,count" as diff writes it: an empty side names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
