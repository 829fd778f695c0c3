import CMyHTML
import JSRuntime

/// MyHTML's HTML5 tree construction, single-threaded and with scripting on, producing the
/// parse tree packed (``PackedTree``) for the JS DOM to build nodes from in a single call:
///
/// - `1, name, namespace, scriptLine, [scriptColumn,] attributeCount, (name, namespace, value)…`
///   opens an element (`scriptLine` is the line of a `<script>`'s text, or of the end of the
///   start tag of another element with an `on…` attribute, else 0, and then `scriptColumn`
///   its column, 0 when unknown); its children follow, then `0` closes it;
/// - `3, text` a text node; `8, text` a comment; `10, name, publicId, systemId` the doctype.
///
/// A document's codes start with its compatibility mode (``QuirksMode/code``). The walk is
/// iterative, so nesting depth cannot overflow a stack.
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
        var packed: PackedTree
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
        try Self.withUTF8(of: html) { bytes throws(JSException) in try parseDocument(utf8: bytes, scripting: scripting, limits: limits) }
    }

    /// `parseDocument` of UTF-8 bytes (a JS string transcoded: no Swift String made of it).
    func parseDocument(utf8 html: UnsafeBufferPointer<UInt8>, scripting: Bool = true, limits: ParseLimits) throws(JSException) -> Tree {
        prepareTree(scripting: scripting)
        if let doctype = QuirksMode.leadingDoctype(in: html) {
            tree.pointee.compat_mode = compatMode(QuirksMode.decide(for: doctype))
        }
        try parse(html, fragmentContext: nil, limits: limits)
        var writer = PackedTreeWriter(source: html, maximumSize: limits.transferSize)
        writer.code(mode(of: tree.pointee.compat_mode).code)
        try writeChildren(of: myhtml_tree_get_document(tree), into: &writer, limits: limits)
        return try finish(&writer, limits: limits)
    }

    /// Parses a fragment in the context of an element, as `innerHTML` does.
    /// - Throws: a ``ContentBudget`` error once the parse passes one of `limits`.
    func parseFragment(_ html: String, contextName: String, contextNamespace: Namespace, mode: QuirksMode = .noQuirks, limits: ParseLimits) throws(JSException) -> Tree {
        try Self.withUTF8(of: html) { bytes throws(JSException) in
            try parseFragment(utf8: bytes, contextName: contextName, contextNamespace: contextNamespace, mode: mode, limits: limits)
        }
    }

    func parseFragment(utf8 html: UnsafeBufferPointer<UInt8>, contextName: String, contextNamespace: Namespace, mode: QuirksMode = .noQuirks, limits: ParseLimits) throws(JSException) -> Tree {
        prepareTree()
        tree.pointee.compat_mode = compatMode(mode)
        let contextID = contextName.withCString { myhtml_tag_id_by_name(tree, $0, strlen($0)) }
        try parse(html, fragmentContext: (contextID, myhtml_namespace(UInt32(contextNamespace.rawValue))), limits: limits)
        var writer = PackedTreeWriter(source: html, maximumSize: limits.transferSize)
        try writeChildren(of: myhtml_tree_get_node_html(tree), into: &writer, limits: limits)
        return try finish(&writer, limits: limits)
    }

    private static func withUTF8<Result>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) throws(JSException) -> Result) throws(JSException) -> Result {
        var string = string
        return try string.withUTF8 { bytes in Swift.Result { () throws(JSException) in try body(bytes) } }.get()
    }

    private func finish(_ writer: inout PackedTreeWriter, limits: ParseLimits) throws(JSException) -> Tree {
        let packed = writer.finish()
        if packed.textByteCount > limits.transferSize { throw limits.exceeded(.transferSize, measured: packed.textByteCount) }
        try limits.checkTime()
        return Tree(packed: packed, nodes: meter.pointee.nodes, attributes: meter.pointee.attributes)
    }

    /// MyHTML checks scopes by walking the whole stack of open elements, so its cost grows
    /// with the square of the nesting depth (100,000 nested divs: 17 s). A document that nests
    /// deeper than `deepNesting` is parsed again in chunks, popping plain elements past
    /// `maximumOpenElements` between them, which keeps it linear: the meter stops the first
    /// parse at that depth (what it built by then cost little). The DOM is flattened below
    /// depth 513 anyway (as in Chromium), so only pathological documents differ. Chunks cost
    /// more the more has been parsed (20 MB in 16 KB chunks: 3.9 s; in one go: 0.7 s), and
    /// MyHTML parses a few constructs differently across a chunk boundary, so ordinary
    /// documents are parsed in one go; the meter stops either form from inside.
    static let deepNesting = 1024
    static let maximumOpenElements = 2048
    static let chunkSize = 16 * 1024

    /// How many parses went over `deepNesting` and were parsed again in chunks (for tests).
    private(set) var chunkedParses = 0

    /// Feeds MyHTML the whole input, or, once it nests too deep, the input again in chunks;
    /// stops early, without ending it, once the meter reports a budget exceeded.
    private func parse(_ html: UnsafeBufferPointer<UInt8>, fragmentContext: (tag: myhtml_tag_id_t, namespace: myhtml_namespace)?, limits: ParseLimits) throws(JSException) {
        myhtml_encoding_set(tree, MyENCODING_UTF_8)
        let (flags, compatMode) = (tree.pointee.flags, tree.pointee.compat_mode)
        meter.pointee = ParseMeter(limits, maximumOpenElements: Self.deepNesting)
        var exceeded = feed(html, chunkSize: Int.max, fragmentContext: fragmentContext, limits: limits)
        if exceeded == nil, meter.pointee.nestedTooDeep {
            restoreTokenizer()
            myhtml_tree_clean(tree)
            (tree.pointee.flags, tree.pointee.compat_mode) = (flags, compatMode)
            meter.pointee = ParseMeter(limits)
            chunkedParses += 1
            exceeded = feed(html, chunkSize: Self.chunkSize, fragmentContext: fragmentContext, limits: limits)
        }
        if let exceeded {
            restoreTokenizer()
            throw exceeded
        }
    }

    /// The budget exceeded, if any; nil also when the meter stopped the parse for its depth.
    private func feed(_ html: UnsafeBufferPointer<UInt8>, chunkSize: Int, fragmentContext: (tag: myhtml_tag_id_t, namespace: myhtml_namespace)?, limits: ParseLimits) -> JSException? {
        html.withMemoryRebound(to: CChar.self) { characters -> JSException? in
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
                if meter.pointee.nestedTooDeep { return nil }
                if chunkSize < characters.count { boundOpenElements() }
            } while offset < characters.count
            myhtml_parse_chunk_end(tree)
            return meter.pointee.error(limits)
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

    private func prepareTree(scripting: Bool = true) {
        myhtml_tree_clean(tree) // (parse() sets the meter for the parse)
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
    private func writeChildren(of parent: UnsafeMutablePointer<myhtml_tree_node_t>?, into writer: inout PackedTreeWriter, limits: ParseLimits) throws(JSException) {
        guard let parent else { return }
        var node = parent.pointee.child
        let maximumSize = limits.transferSize
        var nodesUntilClockCheck = Self.nodesPerClockCheck
        while let current = node {
            if writer.textByteCount > maximumSize { throw limits.exceeded(.transferSize, measured: writer.textByteCount) }
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
            if opened { writer.code(0) }
            var next = current.pointee.next
            var ancestor = current.pointee.parent
            while next == nil, let up = ancestor, up != parent {
                writer.code(0)
                next = up.pointee.next
                ancestor = up.pointee.parent
            }
            node = next
        }
    }

    private static let nodesPerClockCheck = 4096

    /// Writes one node; true when it is an element whose close marker is still owed.
    private func write(_ node: UnsafeMutablePointer<myhtml_tree_node_t>, into writer: inout PackedTreeWriter) -> Bool {
        let tagID = node.pointee.tag_id
        switch Int(tagID) {
        case Int(MyHTML_TAG__TEXT.rawValue), Int(MyHTML_TAG__COMMENT.rawValue):
            writer.code(tagID == MyHTML_TAG__TEXT.rawValue ? 3 : 8)
            // The length, not strlen: MyHTML drops characters (NULs, text in <frameset>) in
            // place and the buffer can run on past the node's text.
            var length = 0
            let text = myhtml_node_text(node, &length)
            writer.string(text, length: length)
            return false
        case Int(MyHTML_TAG__DOCTYPE.rawValue):
            writer.code(10)
            let doctype = tree.pointee.doctype
            writer.string(doctype.attr_name)
            writer.string(doctype.attr_public)
            writer.string(doctype.attr_system)
            return false
        default:
            writeElement(node, tagID: tagID, into: &writer)
            return true
        }
    }

    private func writeElement(_ node: UnsafeMutablePointer<myhtml_tree_node_t>, tagID: myhtml_tag_id_t, into writer: inout PackedTreeWriter) {
        let namespace = Int(node.pointee.ns.rawValue)
        writer.code(1)
        var length = 0
        let name = myhtml_tag_name_by_id(tree, tagID, &length)
        writer.elementName(tagID: Int(tagID), name, length: length, lowercased: namespace != Namespace.svg.rawValue)
        writer.code(namespace)
        // (Counted on the list, twice walked: an array per element cost more than the walk.)
        var attributeCount = 0
        var handlerAttribute = false
        var attribute = myhtml_node_attribute_first(node)
        while let current = attribute {
            attributeCount += 1
            if !handlerAttribute {
                var keyLength = 0
                if let key = myhtml_attribute_key(current, &keyLength), keyLength >= 2, key[0] == 0x6F, key[1] == 0x6E { handlerAttribute = true }
            }
            attribute = myhtml_attribute_next(current)
        }
        if tagID == MyHTML_TAG_SCRIPT.rawValue, namespace == Namespace.html.rawValue, let text = node.pointee.child {
            let start = myhtml_node_raw_position(text).begin
            writer.code(writer.line(atByteOffset: start))
            writer.code(writer.column(atByteOffset: start))
        } else if handlerAttribute, tagID != MyHTML_TAG_SCRIPT.rawValue {
            // An `on…` attribute's handler names the line where its start tag ends, as WebKit's
            // (the parser's position when it sets the handler).
            let position = myhtml_node_element_position(node)
            writer.code(position.length > 0 ? writer.line(atByteOffset: position.begin + position.length - 1) : 1)
            writer.code(0)
        } else {
            writer.code(0)
        }
        writer.code(attributeCount)
        attribute = myhtml_node_attribute_first(node)
        while let current = attribute {
            var keyLength = 0
            writer.attributeName(myhtml_attribute_key(current, &keyLength), length: keyLength)
            writer.code(Int(myhtml_attribute_namespace(current).rawValue))
            var valueLength = 0
            writer.string(myhtml_attribute_value(current, &valueLength), length: valueLength)
            attribute = myhtml_attribute_next(current)
        }
    }
}
