import CLibXML2
import JSRuntime

/// XML documents for `DOMParser` (`text/xml`, `application/xml`, `application/xhtml+xml`,
/// `image/svg+xml`), parsed by libxml2, the parser WebKit uses for them. The tree goes to the
/// DOM as a flat list of operations (`JSONTreeWriter`'s JSON):
///
///     ok:        0, then nodes          failed:  9, "error on line L at column C: message", then the nodes built before it
///     element:   1, namespace, prefix, localName, attributeCount, (namespace, prefix, localName, value)…, children…, 2
///     text 3, data · CDATA 4, data · processing instruction 7, target, data · comment 8, data
///     doctype:   10, name, publicId, systemId
///     XML declaration (first, when the text has one): 11, version, encoding, standalone (1 yes, 0 no, -1 not said)
///
/// An absent namespace or prefix is "". No network, no external entities or DTDs are loaded;
/// internal entities are expanded as browsers do, within libxml2's amplification limits, and
/// nesting deeper than libxml2's 256 levels is an error rather than a deep recursion.
enum XMLDocumentParser {
    private static let externalEntitiesRefused: Void = clibxml2_refuse_external_entities()

    static func parse(_ text: String, limits: ParseLimits) throws(JSException) -> [UInt8] {
        externalEntitiesRefused
        var writer = JSONTreeWriter(source: text, maximumSize: limits.transferSize)
        writer.beginArray()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOERROR.rawValue)
        // libxml2 stops at the first well-formedness error and keeps what it built before it,
        // which WebKit shows under its parser error message.
        let document = text.withCString { pointer -> xmlDocPtr? in
            guard let context = xmlCreateMemoryParserCtxt(pointer, Int32(strlen(pointer))) else { return nil }
            defer { xmlFreeParserCtxt(context) }
            _ = xmlCtxtUseOptions(context, options)
            // A namespace error (an undefined prefix, a bad QName, `xmlns:xmlns`) does not stop
            // libxml2, but WebKit cannot create that element or attribute and stops there, as
            // Chromium does: the tree before it, under the error message.
            context.pointee.sax.pointee.serror = { userData, error in
                guard let userData, let error, error.pointee.domain == Int32(XML_FROM_NAMESPACE.rawValue),
                      error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return } // not a warning (`xmlns=""`)
                xmlStopParser(userData.assumingMemoryBound(to: xmlParserCtxt.self))
            }
            _ = xmlParseDocument(context)
            if context.pointee.wellFormed == 0 || context.pointee.nsWellFormed == 0 {
                writer.number(9)
                writer.string(errorMessage(xmlCtxtGetLastError(context)))
            } else {
                writer.number(0)
            }
            return context.pointee.myDoc
        }
        guard let document else {
            if writer.byteCount <= 1 { writer.number(9); writer.string(errorMessage(nil)) }
            return writer.finish()
        }
        defer { xmlFreeDoc(document) }
        // Only the very start of the text can hold one; browsers write it back when serializing.
        if text.hasPrefix("<?xml") || text.hasPrefix("\u{FEFF}<?xml") {
            writer.number(11)
            writer.cString(document.pointee.version.map(charPointer))
            writer.cString(document.pointee.encoding.map(charPointer))
            writer.number(Int(document.pointee.standalone))
        }
        var child = document.pointee.children
        while let node = child {
            write(node, into: &writer)
            child = node.pointee.next
        }
        try limits.check(nodes: 0, attributes: 0, transferSize: writer.byteCount)
        return writer.finish()
    }

    /// As WebKit words it in its parser error document.
    private static func errorMessage(_ error: UnsafePointer<xmlError>?) -> String {
        guard let error else { return "error on line 1 at column 1: Document is empty" }
        let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
        let trimmed = message.hasSuffix("\n") ? String(message.dropLast()) : message
        return "error on line \(error.pointee.line) at column \(error.pointee.int2): \(trimmed)"
    }

    private static func write(_ node: xmlNodePtr, into writer: inout JSONTreeWriter) {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            writer.number(1)
            writer.cString(node.pointee.ns?.pointee.href.map(charPointer))
            writer.cString(node.pointee.ns?.pointee.prefix.map(charPointer))
            writer.cString(charPointer(node.pointee.name))
            var declarations: [(prefix: UnsafePointer<CChar>?, href: UnsafePointer<CChar>?)] = []
            var declaration = node.pointee.nsDef
            while let each = declaration {
                declarations.append((each.pointee.prefix.map(charPointer), each.pointee.href.map(charPointer)))
                declaration = each.pointee.next
            }
            var attributes: [xmlAttrPtr] = []
            var attribute = node.pointee.properties
            while let each = attribute {
                attributes.append(each)
                attribute = each.pointee.next
            }
            writer.number(declarations.count + attributes.count)
            for each in declarations {
                writer.string("http://www.w3.org/2000/xmlns/")
                if let prefix = each.prefix {
                    writer.string("xmlns")
                    writer.cString(prefix)
                } else {
                    writer.string("")
                    writer.string("xmlns")
                }
                writer.cString(each.href)
            }
            for each in attributes {
                writer.cString(each.pointee.ns?.pointee.href.map(charPointer))
                writer.cString(each.pointee.ns?.pointee.prefix.map(charPointer))
                writer.cString(charPointer(each.pointee.name))
                let value = xmlNodeListGetString(node.pointee.doc, each.pointee.children, 1)
                writer.cString(value.map(charPointer))
                clibxml2_free(value)
            }
            var child = node.pointee.children
            while let each = child {
                write(each, into: &writer)
                child = each.pointee.next
            }
            writer.number(2)
        case XML_TEXT_NODE:
            writer.number(3)
            writer.cString(node.pointee.content.map(charPointer))
        case XML_CDATA_SECTION_NODE:
            writer.number(4)
            writer.cString(node.pointee.content.map(charPointer))
        case XML_PI_NODE:
            writer.number(7)
            writer.cString(charPointer(node.pointee.name))
            writer.cString(node.pointee.content.map(charPointer))
        case XML_COMMENT_NODE:
            writer.number(8)
            writer.cString(node.pointee.content.map(charPointer))
        case XML_DTD_NODE:
            let dtd = UnsafeMutableRawPointer(node).assumingMemoryBound(to: xmlDtd.self)
            writer.number(10)
            writer.cString(charPointer(dtd.pointee.name))
            writer.cString(dtd.pointee.ExternalID.map(charPointer))
            writer.cString(dtd.pointee.SystemID.map(charPointer))
        case XML_ENTITY_REF_NODE:
            // An entity libxml2 did not expand (undeclared ones are errors): its text, if any.
            var child = node.pointee.children
            while let each = child {
                write(each, into: &writer)
                child = each.pointee.next
            }
        default:
            break
        }
    }

    private static func charPointer(_ pointer: UnsafePointer<xmlChar>) -> UnsafePointer<CChar> {
        UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
    }
    private static func charPointer(_ pointer: UnsafeMutablePointer<xmlChar>) -> UnsafePointer<CChar> {
        UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
    }
}
