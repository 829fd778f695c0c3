import CJavaScriptCore
import JSRuntime

/// A packed tree serialized as dom/serialize.js serializes the nodes built from it (the HTML
/// spec's fragment serialization), with where each element's outerHTML lies in that text: what
/// an element that nothing changed since its parse serializes to, without a walk of its nodes
/// in JavaScript (dom/nodes/node-slots.js, `parsedSerialization`).
///
/// `ranges` holds three numbers per element, in the tree's order: the start and end of its
/// outerHTML in the text (UTF-16 units), and the index of its last descendant element (its
/// own where it has none); the start and end are -1 where the nodes built from the tree may
/// serialize otherwise than the tree reads, and then for every element around it as well:
/// - a `noscript`: its text is raw or escaped by whether its document runs scripts;
/// - an element with a namespaced attribute (`xlink:href`: the builder splits the name) or a
///   repeated one (the builder keeps the first);
/// - an element nested past 500 levels (the builder appends past 512 open elements to the
///   512th, as Chromium's parser does);
/// - a void element with children (the serializer writes none).
package struct PackedTreeSerialization: Sendable {
    package var units: [UInt16]
    package var ranges: [Int32]
}

extension PackedTree {
    /// The serialization of the nodes from code `start` on (1 for a document, after its mode;
    /// 0 for a fragment).
    /// Elements whose index is in `changed` (in any order), and every element around one, are left
    /// out: the nodes built from them no longer read as parsed, and only what still does is
    /// worth serializing (their start and end are -1). Nil where less than 40% of the tree is
    /// left as parsed (see `minimumUnchangedShare`).
    package func serialization(from start: Int, leavingOut changed: UnsafeBufferPointer<Int32> = .init(start: nil, count: 0)) -> PackedTreeSerialization? {
        withSerialization(from: start, leavingOut: changed, in: SerializationBuffer()) { units, ranges in PackedTreeSerialization(units: Array(units), ranges: ranges) }
    }

    /// ``serialization(from:leavingOut:)`` as JavaScript values: `{ html, ranges }` (a string
    /// and an Int32Array), or null where too little is left as parsed. The text crosses as
    /// UTF-16, even where it is all Latin-1: JavaScriptCore's C API makes an 8-bit string only
    /// from UTF-8, which it converts to UTF-16 first and then copies twice (three times the
    /// cost of writing the serialization).
    package func serializationValue(from start: Int, leavingOut changed: UnsafeBufferPointer<Int32>, in buffer: SerializationBuffer, core: JSContextCore) throws(JSException) -> JSValueRef {
        let value = try withSerialization(from: start, leavingOut: changed, in: buffer) { units, ranges throws(JSException) -> JSValueRef in
            let context = core.context
            let rangesArray = try Self.int32Array(ranges, named: "the parse's \(ranges.count / 3) elements", in: core)
            let string = JSStringCreateWithCharacters(units.baseAddress, units.count)!
            defer { JSStringRelease(string) }
            let result = core.makeObject()
            core.setProperty(result, "html", JSValueMakeString(context, string))
            core.setProperty(result, "ranges", rangesArray)
            return result
        }
        return value ?? JSValueMakeNull(core.context)
    }

    /// nil where too little of the tree is left as parsed to be worth serializing.
    private func withSerialization<Result, Failure: Error>(from start: Int, leavingOut changed: UnsafeBufferPointer<Int32>, in buffer: SerializationBuffer, _ body: (UnsafeBufferPointer<UInt16>, [Int32]) throws(Failure) -> Result) throws(Failure) -> Result? {
        let written = codes.withUnsafeBufferPointer { codes -> (units: UnsafeBufferPointer<UInt16>, ranges: [Int32])? in
            var changedSubtree: [Bool] = []
            if !changed.isEmpty {
                guard let marked = ChangedElements.mark(changed, in: codes, from: start), marked.unchangedShare >= minimumUnchangedShare else { return nil }
                changedSubtree = marked.changedSubtree
            }
            return latin1.withUnsafeBufferPointer { latin1 in
                wide.withUnsafeBufferPointer { wide in
                    var writer = SerializationWriter(codes: codes, latin1: latin1, wide: wide, changedSubtree: changedSubtree, buffer: buffer)
                    writer.write(from: start)
                    return writer.finish()
                }
            }
        }
        guard let written else { return nil }
        defer { buffer.release() }
        return try body(written.units, written.ranges)
    }

    /// Below this share of the tree left as parsed, walking the nodes left costs about what the
    /// native serialization costs (measured with the post job on pages it changed that much:
    /// the benchmark's e-mail page, 34% left, cost 1-2% more with it; its dense page, 42% left,
    /// 1% less).
    private var minimumUnchangedShare: Double { 0.4 }
}

/// The text storage a serialization is written into, kept from one serialization to the next
/// of an engine (`DOMEnvironment` holds one): storage made anew each time was memory touched
/// for the first time, a page fault every 4 KB (a fifth of a warm job's page faults on a
/// 50 KB article). Storage past 4 MB is let go after use.
package final class SerializationBuffer {
    fileprivate private(set) var units: UnsafeMutablePointer<UInt16>
    fileprivate private(set) var capacity: Int
    private static var largestKept: Int { 1 << 21 } // units

    package init() {
        capacity = 64
        units = .allocate(capacity: capacity)
    }

    deinit { units.deallocate() }

    /// Room for at least `needed` units, the first `kept` of those written so far kept.
    fileprivate func reserve(_ needed: Int, keeping kept: Int) {
        guard needed > capacity else { return }
        let grown = UnsafeMutablePointer<UInt16>.allocate(capacity: needed)
        grown.update(from: units, count: kept)
        units.deallocate()
        units = grown
        capacity = needed
    }

    /// The text written is no longer needed.
    fileprivate func release() {
        guard capacity > Self.largestKept else { return }
        units.deallocate()
        capacity = 64
        units = .allocate(capacity: capacity)
    }
}

/// Walks a packed tree's codes (their layout: ``PackedTree``) as dom/builder.js does, writing
/// what dom/serialize.js would write for the nodes built.
private struct SerializationWriter {
    private enum NameKind: UInt8 { case other, void, rawText, noscript }
    private struct Name {
        var unitStart: Int32
        var unitCount: Int32
        var kind: NameKind
    }
    private struct OpenElement {
        var ordinal: Int
        var start: Int
        var name: Int
        var isHTML: Bool
        var vouched: Bool
    }

    /// Deeper than this, the builder's nesting may differ from the tree's.
    private static var deepestVouched: Int { 500 }

    private let codes: UnsafeBufferPointer<Int32>
    private let latin1: UnsafeBufferPointer<UInt8>
    private let wide: UnsafeBufferPointer<UInt16>
    private var names: [Name] = []
    /// The names' text, one after another.
    private var nameUnits: [UInt16] = []
    private var open: [OpenElement] = []
    private var attributeNames: [Int] = []
    private var ranges: [Int32] = []
    /// The text so far, written through the pointer (Array's append, a call per character,
    /// cost several times more), into the buffer's storage: `units` and `capacity` are the
    /// buffer's, copied here so that a unit's write does not load them through the class
    /// (`grow` takes them again).
    private let buffer: SerializationBuffer
    private var units: UnsafeMutablePointer<UInt16>
    private var count = 0
    private var capacity: Int
    /// By element index, whether it or an element in it changed (``ChangedElements``); and
    /// whether the walk is inside an element that did not, whose serialization is written.
    private let changedSubtree: [Bool]
    private var writing = true
    private var writingSince = 0

    init(codes: UnsafeBufferPointer<Int32>, latin1: UnsafeBufferPointer<UInt8>, wide: UnsafeBufferPointer<UInt16>, changedSubtree: [Bool], buffer: SerializationBuffer) {
        self.codes = codes
        self.changedSubtree = changedSubtree
        self.latin1 = latin1
        self.wide = wide
        self.buffer = buffer
        buffer.reserve(latin1.count + wide.count + codes.count * 2, keeping: 0)
        units = buffer.units
        capacity = buffer.capacity
        ranges.reserveCapacity(codes.count / 2) // (an element takes at least six codes, three numbers here)
        open.reserveCapacity(64)
    }

    /// The text (in the buffer, until its `release`) and the ranges; the writer is done.
    func finish() -> (units: UnsafeBufferPointer<UInt16>, ranges: [Int32]) {
        (UnsafeBufferPointer(start: units, count: count), ranges)
    }

    mutating func write(from start: Int) {
        var index = start
        while index < codes.count {
            let kind = codes[index]
            index += 1
            switch kind {
            case 0:
                closeElement()
            case 1:
                index = openElement(at: index)
            case 3:
                let raw = open.last.map { $0.isHTML && names[$0.name].kind == .rawText } ?? false
                writeString(offset: codes[index], length: codes[index + 1], escaping: raw ? .none : .text)
                index += 2
            case 8:
                writeASCII("<!--")
                writeString(offset: codes[index], length: codes[index + 1], escaping: .none)
                writeASCII("-->")
                index += 2
            case 10:
                writeASCII("<!DOCTYPE ")
                writeString(offset: codes[index], length: codes[index + 1], escaping: .none)
                writeASCII(">")
                index += 6
            default:
                // Not a tree the builder reads: nothing vouched for.
                ranges = Array(repeating: -1, count: ranges.count)
                return
            }
        }
        // Elements the tree never closed (it always does): not vouched for.
        for element in open {
            ranges[element.ordinal * 3] = -1
            ranges[element.ordinal * 3 + 1] = -1
        }
    }

    private mutating func openElement(at start: Int) -> Int {
        var index = start
        let name = readName(&index)
        let namespace = codes[index]
        let scriptLine = codes[index + 1]
        index += scriptLine != 0 ? 3 : 2
        let attributeCount = Int(codes[index])
        index += 1
        let isHTML = namespace <= 1
        var vouched = open.count < Self.deepestVouched && !(isHTML && names[name].kind == .noscript)
        if let parent = open.last, parent.isHTML, names[parent.name].kind == .void { open[open.count - 1].vouched = false }
        let ordinal = ranges.count / 3
        ranges.append(-1)
        ranges.append(-1)
        ranges.append(Int32(truncatingIfNeeded: ordinal))
        if !changedSubtree.isEmpty {
            if writing, changedSubtree[ordinal] { writing = false } // (only at the top: inside, nothing changed)
            else if !writing, !changedSubtree[ordinal] { writing = true; writingSince = open.count }
        }
        let elementStart = count
        if !writing {
            // (Left out: only the names met first are read.)
            for _ in 0..<attributeCount { _ = readName(&index); index += 3 }
            open.append(OpenElement(ordinal: ordinal, start: elementStart, name: name, isHTML: isHTML, vouched: false))
            return index
        }
        writeUnit(0x3C) // <
        writeName(name)
        for attribute in 0..<attributeCount {
            let attributeName = readName(&index)
            let attributeNamespace = codes[index]
            let value = (codes[index + 1], codes[index + 2])
            index += 3
            if attributeNamespace >= 4 || attributeNames[0..<attribute].contains(attributeName) { vouched = false }
            if attribute < attributeNames.count { attributeNames[attribute] = attributeName } else { attributeNames.append(attributeName) }
            writeUnit(0x20) // space
            writeName(attributeName)
            writeUnit(0x3D) // =
            writeUnit(0x22) // "
            writeString(offset: value.0, length: value.1, escaping: .attribute)
            writeUnit(0x22)
        }
        writeUnit(0x3E) // >
        open.append(OpenElement(ordinal: ordinal, start: elementStart, name: name, isHTML: isHTML, vouched: vouched))
        return index
    }

    private mutating func closeElement() {
        guard let element = open.popLast() else { return }
        if writing, !(element.isHTML && names[element.name].kind == .void) {
            writeUnit(0x3C) // <
            writeUnit(0x2F) // /
            writeName(element.name)
            writeUnit(0x3E) // >
        }
        ranges[element.ordinal * 3 + 2] = Int32(truncatingIfNeeded: ranges.count / 3 - 1)
        if element.vouched && writing {
            ranges[element.ordinal * 3] = Int32(truncatingIfNeeded: element.start)
            ranges[element.ordinal * 3 + 1] = Int32(truncatingIfNeeded: count)
        } else if !open.isEmpty {
            open[open.count - 1].vouched = false
        }
        if !changedSubtree.isEmpty, writing, open.count == writingSince { writing = false }
    }

    /// A name's index: a code, or -1 and the string of a name met first (the next index).
    private mutating func readName(_ index: inout Int) -> Int {
        let code = codes[index]
        if code >= 0 {
            index += 1
            return Int(code)
        }
        let offset = Int(codes[index + 1]), length = Int(codes[index + 2])
        index += 3
        let unitStart = nameUnits.count
        if length > 0 {
            nameUnits.append(contentsOf: latin1[offset..<offset + length].lazy.map { UInt16($0) })
        } else if length < 0 {
            nameUnits.append(contentsOf: wide[offset..<offset - length])
        }
        names.append(Name(unitStart: Int32(unitStart), unitCount: Int32(nameUnits.count - unitStart), kind: kind(offset: Int32(offset), length: Int32(length))))
        for _ in 0..<3 { nameUnits.append(0) } // (so that `writeName` reads whole words within the names' text)
        return names.count - 1
    }

    private func kind(offset: Int32, length: Int32) -> NameKind {
        guard length > 0, length <= 9 else { return .other }
        switch String(decoding: UnsafeBufferPointer(rebasing: latin1[Int(offset)..<Int(offset + length)]), as: Unicode.ASCII.self) {
        case "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr":
            return .void
        case "style", "script", "xmp", "iframe", "noembed", "noframes", "plaintext":
            return .rawText
        case "noscript":
            return .noscript
        default:
            return .other
        }
    }

    /// A name, from the names' own text, copied four units at a time (names are written at
    /// every tag, and a call to memcpy costs more than such a name): up to three units past
    /// it are written too, and written over next.
    private mutating func writeName(_ name: Int) {
        let entry = names[name]
        let length = Int(entry.unitCount)
        reserve(length + 3)
        let target = UnsafeMutableRawPointer(units + count)
        nameUnits.withUnsafeBufferPointer { names in
            let source = UnsafeRawPointer(names.baseAddress! + Int(entry.unitStart))
            var offset = 0
            while offset < length * 2 {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
        }
        count += length
    }

    @inline(__always) private mutating func writeUnit(_ unit: UInt16) {
        reserve(1)
        units[count] = unit
        count += 1
    }

    @inline(__always) private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    private mutating func grow(_ extra: Int) {
        buffer.reserve(max(capacity * 2, count + extra), keeping: count)
        units = buffer.units
        capacity = buffer.capacity
    }

    private mutating func writeASCII(_ text: StaticString) {
        guard writing else { return }
        reserve(text.utf8CodeUnitCount)
        let start = units + count
        text.withUTF8Buffer { bytes in
            for index in 0..<bytes.count { start[index] = UInt16(bytes[index]) }
        }
        count += text.utf8CodeUnitCount
    }

    private enum Escaping { case none, text, attribute }

    /// A string of the tree (see ``PackedTree``: a positive length in the Latin-1 text, a
    /// negative one in the wide text), escaped as the serializer escapes text (& U+00A0 < >) or
    /// attribute values (the same and "). Runs without a character to escape (most text has
    /// none) are copied whole.
    private mutating func writeString(offset: Int32, length: Int32, escaping: Escaping) {
        guard writing else { return }
        if length > 0 {
            let text = UnsafeBufferPointer(rebasing: latin1[Int(offset)..<Int(offset + length)])
            var runStart = 0
            while escaping != .none {
                let next = ByteScan.firstHTMLEscape(in: text, from: runStart, quote: escaping == .attribute)
                if next == text.count { break }
                copy(text, from: runStart, to: next)
                writeEntity(for: UInt16(text[next]))
                runStart = next + 1
            }
            copy(text, from: runStart, to: text.count)
        } else if length < 0 {
            let text = UnsafeBufferPointer(rebasing: wide[Int(offset)..<Int(offset - length)])
            var runStart = 0
            if escaping != .none {
                for index in 0..<text.count {
                    let unit = text[index]
                    guard unit == 0x26 || unit == 0xA0 || unit == 0x3C || unit == 0x3E || (unit == 0x22 && escaping == .attribute) else { continue }
                    copy(text, from: runStart, to: index)
                    writeEntity(for: unit)
                    runStart = index + 1
                }
            }
            copy(text, from: runStart, to: text.count)
        }
    }

    private mutating func writeEntity(for unit: UInt16) {
        switch unit {
        case 0x26: writeASCII("&amp;")
        case 0xA0: writeASCII("&nbsp;")
        case 0x3C: writeASCII("&lt;")
        case 0x3E: writeASCII("&gt;")
        default: writeASCII("&quot;")
        }
    }

    private mutating func copy(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        guard start < end else { return }
        let length = end - start
        reserve(length)
        let source = text.baseAddress! + start, target = units + count
        for index in 0..<length { target[index] = UInt16(truncatingIfNeeded: source[index]) }
        count += length
    }

    private mutating func copy(_ text: UnsafeBufferPointer<UInt16>, from start: Int, to end: Int) {
        guard start < end else { return }
        reserve(end - start)
        (units + count).update(from: text.baseAddress! + start, count: end - start)
        count += end - start
    }
}

/// Which elements of a packed tree changed, themselves or an element in them, given those noted
/// as changed; and how much of the tree is left as parsed. One pass over the codes, before the
/// serialization is written (or not: most of a pass's cost where much changed).
private enum ChangedElements {
    /// Elements of fewer codes (a paragraph of a few words and a link is about 40) count as
    /// changed in the share ``mark(_:in:from:)`` returns.
    private static var smallestWorthwhileSpan: Int32 { 64 }

    /// By element index, whether it or an element in it is in `noted` (indexes, in any order,
    /// repeats allowed); and the share of the tree's codes in elements left as parsed, large
    /// ones only. Nil where the codes are not a tree the builder reads.
    static func mark(_ noted: UnsafeBufferPointer<Int32>, in codes: UnsafeBufferPointer<Int32>, from start: Int) -> (changedSubtree: [Bool], unchangedShare: Double)? {
        guard codes.count > start else { return ([], 1) }
        // (An element takes at least six codes: kind, name, namespace, line, attribute count, end.)
        let bound = (codes.count - start) / 6 + 1
        var changedSubtree = [Bool](repeating: false, count: bound)
        // Each element's parent and span of codes (its first code until it closes), and the
        // open elements: one allocation for the three.
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: bound * 3)
        defer { scratch.deallocate() }
        let parents = scratch, spans = scratch + bound, stack = scratch + 2 * bound
        var ordinal = 0, depth = 0, index = start
        let complete = changedSubtree.withUnsafeMutableBufferPointer { changedSubtree -> Bool in
            for element in noted where element >= 0 && Int(element) < bound { changedSubtree[Int(element)] = true }
            while index < codes.count {
                switch codes[index] {
                case 0:
                    index += 1
                    guard depth > 0 else { continue }
                    depth -= 1
                    let closed = Int(stack[depth])
                    spans[closed] = Int32(truncatingIfNeeded: index) - spans[closed]
                    if changedSubtree[closed], depth > 0 { changedSubtree[Int(stack[depth - 1])] = true }
                case 1:
                    guard ordinal < bound else { return false }
                    parents[ordinal] = depth > 0 ? stack[depth - 1] : -1
                    spans[ordinal] = Int32(truncatingIfNeeded: index)
                    stack[depth] = Int32(truncatingIfNeeded: ordinal)
                    depth += 1
                    ordinal += 1
                    index += 1
                    index += codes[index] >= 0 ? 1 : 3 // the name
                    index += codes[index + 1] != 0 ? 3 : 2 // namespace, script line (and column)
                    let attributeCount = Int(codes[index])
                    index += 1
                    for _ in 0..<attributeCount { index += (codes[index] >= 0 ? 1 : 3) + 3 }
                case 3, 8:
                    index += 3
                case 10:
                    index += 7
                default:
                    return false
                }
            }
            return true
        }
        guard complete else { return nil }
        // (The tree closes every element; one it did not spans to the end.)
        for open in 0..<depth { spans[Int(stack[open])] = Int32(truncatingIfNeeded: codes.count) - spans[Int(stack[open])] }
        // (Counting only unchanged elements of some size: the JS walk of a small one costs about
        // what taking its slice does, so only large ones repay the native serialization.)
        var unchanged = 0
        changedSubtree.withUnsafeBufferPointer { changedSubtree in
            for element in 0..<ordinal {
                let parent = Int(parents[element])
                if spans[element] >= smallestWorthwhileSpan, !changedSubtree[element], parent < 0 || changedSubtree[parent] {
                    unchanged += Int(spans[element])
                }
            }
        }
        return (changedSubtree, Double(unchanged) / Double(codes.count - start))
    }
}
