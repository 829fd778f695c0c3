import CMyHTML
import JSRuntime

/// MyHTML's HTML5 tree construction, single-threaded and with scripting on, producing the
/// parse tree as one flat JSON array that the JS DOM builds nodes from in a single call:
///
/// - `1, name, namespace, scriptLine, [scriptColumn,] attributeCount, (name, namespace, value)…`
///   opens an element (`scriptLine` is the line of a `<script>`'s text, or of the end of the
///   start tag of another element with an `on…` attribute, else 0, and then `scriptColumn`
///   its column, 0 when unknown); its children follow, then `0` closes it;
/// - `3, text` a text node; `8, text` a comment; `10, name, publicId, systemId` the doctype.
///
/// A document's array starts with its compatibility mode (`"no-quirks"`, `"quirks"`,
/// `"limited-quirks"`). The walk is iterative, so nesting depth cannot overflow a stack.
///
/// Every parse runs under a ``JSRuntime/ParseBudget``: a meter counts what the tree builder
/// inserts as it inserts it and stops it past a limit (see `ParseMeter`), and the writer
/// stops past the transfer size or the time limit.
final class HTMLParser {
    enum Namespace: Int {
        case html = 1, mathml = 2, svg = 3, xlink = 4, xml = 5, xmlns = 6
    }

    /// A parse tree and what it holds, for budgets checked again later (a page parsed ahead).
    struct Tree {
        /// The JSON text, NUL-terminated.
        var json: [UInt8]
        var nodes: Int
        var attributes: Int
    }

    private let myhtml: UnsafeMutablePointer<myhtml_t>
    private let tree: UnsafeMutablePointer<myhtml_tree_t>
    private let meter: UnsafeMutablePointer<ParseMeter>
    /// The tokenizer's state functions, put back after a budget stopped a parse.
    private let tokenizerStates: [myhtml_tokenizer_state_f?]

    init() {
        myhtml = myhtml_create()
        myhtml_init(myhtml, MyHTML_OPTIONS_PARSE_MODE_SINGLE, 1, 0)
        tree = myhtml_tree_create()
        myhtml_tree_init(tree, myhtml)
        meter = .allocate(capacity: 1)
        meter.initialize(to: ParseMeter(ParseLimits(JSRuntime.ParseBudget(), htmlSize: 0)))
        tokenizerStates = Array(UnsafeBufferPointer(start: myhtml.pointee.parse_state_func, count: ParseMeter.tokenizerStateCount))
        myhtml_callback_tree_node_insert_set(tree, ParseMeter.countInsertion, meter)
    }

    deinit {
        myhtml_tree_destroy(tree)
        myhtml_destroy(myhtml)
        meter.deinitialize(count: 1)
        meter.deallocate()
    }

    /// Parses a whole document. `scripting` off changes how `<noscript>` parses (html5lib's
    /// `#script-off` cases); a web view always has it on.
    /// - Throws: a ``ContentBudget`` error once the parse passes one of `limits`.
    func parseDocument(_ html: String, scripting: Bool = true, limits: ParseLimits) throws(JSException) -> Tree {
        prepareTree(scripting: scripting, limits: limits)
        let doctype = QuirksMode.leadingDoctype(in: html)
        if let doctype {
            tree.pointee.compat_mode = compatMode(QuirksMode.decide(for: doctype))
        }
        try parse(html, fragmentContext: nil, limits: limits)
        var writer = TreeWriter(source: html, maximumSize: limits.transferSize)
        writer.beginArray()
        writer.string(mode(of: tree.pointee.compat_mode).rawValue)
        try writeChildren(of: myhtml_tree_get_document(tree), into: &writer, limits: limits)
        return try finish(&writer, limits: limits)
    }

    /// Parses a fragment in the context of an element, as `innerHTML` does.
    /// - Throws: a ``ContentBudget`` error once the parse passes one of `limits`.
    func parseFragment(_ html: String, contextName: String, contextNamespace: Namespace, mode: QuirksMode = .noQuirks, limits: ParseLimits) throws(JSException) -> Tree {
        prepareTree(limits: limits)
        tree.pointee.compat_mode = compatMode(mode)
        let contextID = contextName.withCString { myhtml_tag_id_by_name(tree, $0, strlen($0)) }
        try parse(html, fragmentContext: (contextID, myhtml_namespace(UInt32(contextNamespace.rawValue))), limits: limits)
        var writer = TreeWriter(source: html, maximumSize: limits.transferSize)
        writer.beginArray()
        try writeChildren(of: myhtml_tree_get_node_html(tree), into: &writer, limits: limits)
        return try finish(&writer, limits: limits)
    }

    private func finish(_ writer: inout TreeWriter, limits: ParseLimits) throws(JSException) -> Tree {
        let json = writer.finish()
        if json.count > limits.transferSize { throw limits.exceeded(.transferSize, measured: json.count) }
        try limits.checkTime()
        return Tree(json: json, nodes: meter.pointee.nodes, attributes: meter.pointee.attributes)
    }

    /// MyHTML checks scopes by walking the whole stack of open elements, so its cost grows
    /// with the square of the nesting depth (100,000 nested divs: 17 s). A document that may
    /// nest deeper than `deepNesting` is parsed in chunks, popping plain elements past
    /// `maximumOpenElements` between them, which keeps it linear. The DOM is flattened below
    /// depth 513 anyway (as in Chromium), so only pathological documents differ. Chunks cost
    /// more the more has been parsed (20 MB in 16 KB chunks: 3.9 s; in one go: 0.7 s), and
    /// MyHTML parses a few constructs differently across a chunk boundary, so ordinary
    /// documents are parsed in one go; the meter stops either form from inside.
    static let deepNesting = 1024
    static let maximumOpenElements = 2048
    static let chunkSize = 16 * 1024

    /// Feeds MyHTML the whole input, or chunks of a deeply nested one, and ends the parse;
    /// stops early, without ending it, once the meter reports a budget exceeded.
    private func parse(_ html: String, fragmentContext: (tag: myhtml_tag_id_t, namespace: myhtml_namespace)?, limits: ParseLimits) throws(JSException) {
        myhtml_encoding_set(tree, MyENCODING_UTF_8)
        let chunkSize = NestingEstimate.mayExceed(Self.deepNesting, in: html) ? Self.chunkSize : Int.max
        var source = html
        let exceeded = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters -> JSException? in
                var offset = 0
                repeat {
                    let count = min(chunkSize, characters.count - offset)
                    let chunk = characters.baseAddress.map { $0 + offset }
                    if offset == 0, let context = fragmentContext {
                        myhtml_parse_chunk_fragment_single(tree, chunk, count, context.tag, context.namespace)
                    } else {
                        myhtml_parse_chunk_single(tree, chunk, count)
                    }
                    offset += count
                    if let error = meter.pointee.error(limits) { return error }
                    if chunkSize < characters.count { boundOpenElements() }
                } while offset < characters.count
                myhtml_parse_chunk_end(tree)
                return meter.pointee.error(limits)
            }
        }
        if let exceeded {
            restoreTokenizer()
            throw exceeded
        }
    }

    private func boundOpenElements() {
        guard let openElements = tree.pointee.open_elements, openElements.pointee.length > Self.maximumOpenElements else { return }
        var popped = false
        while openElements.pointee.length > Self.maximumOpenElements / 2,
            let top = openElements.pointee.list[openElements.pointee.length - 1],
            top.pointee.ns == MyHTML_NAMESPACE_HTML, !Self.structuralTags.contains(top.pointee.tag_id)
        {
            myhtml_tree_open_elements_pop(tree)
            popped = true
        }
        if popped { myhtml_tree_reset_insertion_mode_appropriately(tree) }
    }

    /// Elements whose insertion modes or scopes popping would corrupt.
    private static let structuralTags: Set<myhtml_tag_id_t> = Set([
        MyHTML_TAG_HTML, MyHTML_TAG_HEAD, MyHTML_TAG_BODY, MyHTML_TAG_TABLE, MyHTML_TAG_TBODY, MyHTML_TAG_THEAD,
        MyHTML_TAG_TFOOT, MyHTML_TAG_TR, MyHTML_TAG_TD, MyHTML_TAG_TH, MyHTML_TAG_CAPTION, MyHTML_TAG_COLGROUP,
        MyHTML_TAG_SELECT, MyHTML_TAG_TEMPLATE, MyHTML_TAG_FRAMESET, MyHTML_TAG_SCRIPT, MyHTML_TAG_STYLE,
        MyHTML_TAG_TEXTAREA, MyHTML_TAG_TITLE, MyHTML_TAG_PLAINTEXT,
    ].map { myhtml_tag_id_t($0.rawValue) })

    private func prepareTree(scripting: Bool = true, limits: ParseLimits) {
        myhtml_tree_clean(tree)
        meter.pointee = ParseMeter(limits)
        let flags = tree.pointee.flags.rawValue
        let script = MyHTML_TREE_FLAGS_SCRIPT.rawValue
        tree.pointee.flags = myhtml_tree_flags(rawValue: scripting ? flags | script : flags & ~script)
    }

    /// Puts back the tokenizer states the meter replaced to stop a parse.
    private func restoreTokenizer() {
        guard let states = myhtml.pointee.parse_state_func else { return }
        for (index, state) in tokenizerStates.enumerated() { states[index] = state }
    }

    private func compatMode(_ mode: QuirksMode) -> myhtml_tree_compat_mode {
        switch mode {
        case .noQuirks: MyHTML_TREE_COMPAT_MODE_NO_QUIRKS
        case .quirks: MyHTML_TREE_COMPAT_MODE_QUIRKS
        case .limitedQuirks: MyHTML_TREE_COMPAT_MODE_LIMITED_QUIRKS
        }
    }

    private func mode(of compatMode: myhtml_tree_compat_mode) -> QuirksMode {
        switch compatMode {
        case MyHTML_TREE_COMPAT_MODE_QUIRKS: .quirks
        case MyHTML_TREE_COMPAT_MODE_LIMITED_QUIRKS: .limitedQuirks
        default: .noQuirks
        }
    }

    /// Depth-first, without recursion; stops past the transfer size or the time budget.
    private func writeChildren(of parent: UnsafeMutablePointer<myhtml_tree_node_t>?, into writer: inout TreeWriter, limits: ParseLimits) throws(JSException) {
        guard let parent else { return }
        var node = parent.pointee.child
        let maximumSize = limits.transferSize
        var nodesUntilClockCheck = Self.nodesPerClockCheck
        while let current = node {
            if writer.byteCount > maximumSize { throw limits.exceeded(.transferSize, measured: writer.byteCount) }
            nodesUntilClockCheck &-= 1
            if nodesUntilClockCheck == 0 {
                nodesUntilClockCheck = Self.nodesPerClockCheck
                try limits.checkTime()
            }
            let opened = write(current, into: &writer)
            if opened, let child = current.pointee.child {
                node = child
                continue
            }
            if opened { writer.number(0) }
            var next = current.pointee.next
            var ancestor = current.pointee.parent
            while next == nil, let up = ancestor, up != parent {
                writer.number(0)
                next = up.pointee.next
                ancestor = up.pointee.parent
            }
            node = next
        }
    }

    private static let nodesPerClockCheck = 4096

    /// Writes one node; true when it is an element whose close marker is still owed.
    private func write(_ node: UnsafeMutablePointer<myhtml_tree_node_t>, into writer: inout TreeWriter) -> Bool {
        let tagID = node.pointee.tag_id
        switch Int(tagID) {
        case Int(MyHTML_TAG__TEXT.rawValue), Int(MyHTML_TAG__COMMENT.rawValue):
            writer.number(tagID == MyHTML_TAG__TEXT.rawValue ? 3 : 8)
            // The length, not strlen: MyHTML drops characters (NULs, text in <frameset>) in
            // place and the buffer can run on past the node's text.
            var length = 0
            let text = myhtml_node_text(node, &length)
            writer.cString(text, length: length)
            return false
        case Int(MyHTML_TAG__DOCTYPE.rawValue):
            writer.number(10)
            let doctype = tree.pointee.doctype
            writer.cString(doctype.attr_name)
            writer.cString(doctype.attr_public)
            writer.cString(doctype.attr_system)
            return false
        default:
            writeElement(node, tagID: tagID, into: &writer)
            return true
        }
    }

    private func writeElement(_ node: UnsafeMutablePointer<myhtml_tree_node_t>, tagID: myhtml_tag_id_t, into writer: inout TreeWriter) {
        let namespace = Int(node.pointee.ns.rawValue)
        writer.number(1)
        var length = 0
        let name = myhtml_tag_name_by_id(tree, tagID, &length)
        // MyHTML names SVG elements in camelCase (foreignObject); HTML and MathML are lower case.
        writer.cString(name, length: length, lowercased: namespace != Namespace.svg.rawValue)
        writer.number(namespace)
        var attributes: [UnsafeMutablePointer<myhtml_tree_attr_t>] = []
        var handlerAttribute = false
        var attribute = myhtml_node_attribute_first(node)
        while let current = attribute {
            attributes.append(current)
            if !handlerAttribute {
                var keyLength = 0
                if let key = myhtml_attribute_key(current, &keyLength), keyLength >= 2, key[0] == 0x6F, key[1] == 0x6E { handlerAttribute = true }
            }
            attribute = myhtml_attribute_next(current)
        }
        if tagID == MyHTML_TAG_SCRIPT.rawValue, namespace == Namespace.html.rawValue, let text = node.pointee.child {
            let start = myhtml_node_raw_position(text).begin
            writer.number(writer.line(atByteOffset: start))
            writer.number(writer.column(atByteOffset: start))
        } else if handlerAttribute, tagID != MyHTML_TAG_SCRIPT.rawValue {
            // An `on…` attribute's handler names the line where its start tag ends, as WebKit's
            // (the parser's position when it sets the handler).
            let position = myhtml_node_element_position(node)
            writer.number(position.length > 0 ? writer.line(atByteOffset: position.begin + position.length - 1) : 1)
            writer.number(0)
        } else {
            writer.number(0)
        }
        writer.number(attributes.count)
        for attribute in attributes {
            var keyLength = 0
            writer.cString(myhtml_attribute_key(attribute, &keyLength), length: keyLength)
            writer.number(Int(myhtml_attribute_namespace(attribute).rawValue))
            var valueLength = 0
            writer.cString(myhtml_attribute_value(attribute, &valueLength), length: valueLength)
        }
    }
}

/// Writes a JSON array of numbers and strings into one buffer.
///
/// The text it finishes is pure ASCII when the document is mostly Latin: JavaScriptCore makes
/// an 8-bit string of ASCII text only, and a 16-bit JSON text makes every node's text and
/// attributes 16-bit strings, slower in every later comparison, regex and join (a 50 KB post
/// with one "é" rendered ~6% slower). Other characters are then written as `\u` escapes,
/// which keep Latin-1 strings 8-bit. A document mostly in other scripts keeps its UTF-8: its
/// strings are 16-bit either way, and escapes would double the text.
struct TreeWriter {
    private var bytes: [UInt8] = []
    private var needsComma = false
    private let source: String.UTF8View
    private var lineCursor: (offset: Int, line: Int) = (0, 1)
    private var hasNonASCII = false
    /// Characters above U+00FF (counted by their UTF-8 lead bytes, 0xC4 and up).
    private var beyondLatin1 = 0

    /// `maximumSize`: the transfer budget, to reserve no more than it allows.
    init(source: String, maximumSize: Int) {
        self.source = source.utf8
        bytes.reserveCapacity(min(maximumSize, source.utf8.count + source.utf8.count / 4 + 64))
    }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
    }

    /// The JSON text as NUL-terminated UTF-8, ready for JavaScriptCore without a Swift
    /// `String` in between (every control character, NUL included, is escaped).
    mutating func finish() -> [UInt8] {
        bytes.append(UInt8(ascii: "]"))
        if hasNonASCII, beyondLatin1 * 32 <= bytes.count { bytes = Self.escapingNonASCII(bytes) }
        bytes.append(0)
        return bytes
    }

    var byteCount: Int { bytes.count }

    mutating func number(_ value: Int) {
        separate()
        guard value >= 0, value < 10 else {
            bytes.append(contentsOf: String(value).utf8)
            return
        }
        bytes.append(UInt8(ascii: "0") + UInt8(value))  // the common case: kinds, counts, namespaces
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { append(escaping: $0, lowercased: false) }
    }

    mutating func cString(_ pointer: UnsafePointer<CChar>?, length: Int? = nil, lowercased: Bool = false) {
        guard let pointer else {
            string("")
            return
        }
        let count = length ?? strlen(pointer)
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            append(escaping: UnsafeBufferPointer(start: $0, count: count), lowercased: lowercased)
        }
    }

    /// The 1-based line of a byte offset in the source; offsets mostly rise in document order.
    mutating func line(atByteOffset offset: Int) -> Int {
        if offset < lineCursor.offset { lineCursor = (0, 1) }
        let start = source.index(source.startIndex, offsetBy: lineCursor.offset, limitedBy: source.endIndex) ?? source.endIndex
        let end = source.index(source.startIndex, offsetBy: offset, limitedBy: source.endIndex) ?? source.endIndex
        let newlines = source[start..<end].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        lineCursor = (offset, lineCursor.line + newlines)
        return lineCursor.line
    }

    /// The 1-based column (UTF-16 units, as JavaScriptCore counts) of a byte offset, or 0 when
    /// its line starts too far back to look for (a minified page's one line).
    func column(atByteOffset offset: Int) -> Int {
        let end = source.index(source.startIndex, offsetBy: offset, limitedBy: source.endIndex) ?? source.endIndex
        var start = end
        var scanned = 0
        while start > source.startIndex {
            let before = source.index(before: start)
            if source[before] == 0x0A { break }
            scanned += 1
            if scanned > 4096 { return 0 }
            start = before
        }
        return (String(source[start..<end]) ?? "").utf16.count + 1
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    /// Copies runs that need no escape in one go; most text has none.
    private mutating func append(escaping text: UnsafeBufferPointer<UInt8>, lowercased: Bool) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in text.indices {
            let byte = text[index]
            if byte >= 0x80 {
                hasNonASCII = true
                if byte >= 0xC4 { beyondLatin1 += 1 }
            } else if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (lowercased && (0x41...0x5A).contains(byte)) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                if (0x41...0x5A).contains(byte) { bytes.append(byte + 0x20) } else { Self.appendEscape(of: UInt16(byte), to: &bytes) }
                runStart = index + 1
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    private static func appendEscape(of unit: UInt16, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch unit {
        case 0x22, 0x5C: bytes.append(UInt8(unit))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        default:
            bytes.append(UInt8(ascii: "u"))
            for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hexDigits[Int(unit >> UInt16(shift)) & 0xF]) }
        }
    }

    /// The same JSON with every non-ASCII character as `\uXXXX` (surrogate pairs beyond the
    /// BMP). Such bytes only occur inside strings. Malformed UTF-8 becomes U+FFFD, as a Swift
    /// `String` would repair it: an ASCII byte always ends a malformed sequence, so decoding
    /// each non-ASCII run alone repairs the same way.
    private static func escapingNonASCII(_ json: [UInt8]) -> [UInt8] {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(json.count + json.count / 2)
        json.withUnsafeBufferPointer { json in
            var index = 0
            while index < json.count {
                var runEnd = index
                while runEnd < json.count, json[runEnd] < 0x80 { runEnd += 1 }
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: json[index..<runEnd]))
                index = runEnd
                while runEnd < json.count, json[runEnd] >= 0x80 { runEnd += 1 }
                guard runEnd > index else { continue }
                _ = transcode(json[index..<runEnd].makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) {
                    appendEscape(of: $0, to: &escaped)
                }
                index = runEnd
            }
        }
        return escaped
    }
}
