import CLibXML2
import CLibXSLT
import Foundation
import Glibc
import JSRuntime

/// `XSLTProcessor`'s transform (JSScripts/dom/xslt.js), on libxslt as WebKit's is: the
/// stylesheet and the source arrive as markup (the DOM serializes them), are parsed by
/// libxml2, transformed, and the result goes back as text with its output method, for the
/// DOM's own parsers to build (an XML document, an HTML document or fragment, or text).
///
/// Bounded: nothing is read or written (document() loads nothing, xsl:include and xsl:import
/// are refused, xsl:document writes nothing), libxslt's own recursion limits stop a runaway template as in
/// WebKit (the transform fails), and the parse budget's time, counted from the start, stops
/// any transform still running then: a stylesheet whose work grows exponentially throws
/// `BudgetExceeded` rather than hang. The result's text is held to the budget's transfer size.
enum XSLTTransform {
    struct Output {
        let text: String
        /// "html", "text" or "xml": the output method in effect.
        let method: String
    }

    private static let setUp: Void = {
        xsltInit()
        clibxslt_silence_errors()
        clibxslt_forbid_loading_by_default()
        clibxslt_refuse_loading()
        clibxslt_refuse_external_entities()
    }()

    /// WebKit's parse options for both documents (less DTD loading: nothing loads here).
    private static let parseOptions = Int32(
        XML_PARSE_NOENT.rawValue | XML_PARSE_DTDATTR.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_NONET.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// libxslt's template recursion limit (its default, WebKit's): deeper recursion fails the
    /// transform. Measured on the engine's 16 MB thread stack with room to spare.
    static let maximumTemplateDepth: Int32 = 3000

    /// The transform's result, or nil where WebKit's fails (a stylesheet or source that is not
    /// well-formed, a stylesheet libxslt cannot compile, a transform that stops with an error).
    /// `defaultHTML`: the output method when the stylesheet names none is html (a fragment
    /// for an HTML document). `parameters` are name/value pairs, passed as strings.
    static func transform(stylesheet: String, source: String, parameters: [(String, String)], defaultHTML: Bool, limits: ParseLimits) throws(JSException) -> Output? {
        setUp
        clibxslt_silence_thread_errors()
        defer { clibxslt_restore_thread_errors() }
        guard let styleDocument = parse(stylesheet) else { return nil }
        guard let sheet = xsltParseStylesheetDoc(styleDocument) else {
            xmlFreeDoc(styleDocument)
            return nil
        }
        defer { xsltFreeStylesheet(sheet) }
        guard let sourceDocument = parse(source) else { return nil }
        defer { xmlFreeDoc(sourceDocument) }
        clibxslt_prepare_output(sheet, defaultHTML ? 1 : 0)
        guard let context = xsltNewTransformContext(sheet, sourceDocument) else { return nil }
        defer { xsltFreeTransformContext(context) }
        clibxslt_silence_transform_errors(context)
        clibxslt_register_extensions(context)
        clibxslt_use_unicode_sort(context, textOrder)
        let prefs = clibxslt_transform_prefs()
        defer { if let prefs { xsltFreeSecurityPrefs(prefs) } }
        guard let prefs, xsltSetCtxtSecurityPrefs(prefs, context) == 0 else { return nil }
        context.pointee.maxTemplateDepth = maximumTemplateDepth

        // Name, value, …, NULL; the values are strings (xsltQuoteUserParams), as WebKit passes them.
        var strings: [UnsafeMutablePointer<CChar>?] = parameters.flatMap { [strdup($0.0), strdup($0.1)] }
        strings.append(nil)
        defer { for each in strings { free(each) } }
        var quoted = strings.map { UnsafePointer($0) }
        guard xsltQuoteUserParams(context, &quoted) == 0 else { return nil }

        let remaining = limits.time - (ContinuousClock.now - limits.started)
        guard remaining > .zero else { throw limits.timeExceeded(after: ContinuousClock.now - limits.started) }
        var watchdog = clibxslt_watchdog()
        let watching = clibxslt_watchdog_start(&watchdog, context, Int64(clamping: remaining.nanoseconds)) != 0
        let result = xsltApplyStylesheetUser(sheet, sourceDocument, nil, nil, nil, context)
        let timedOut = watching && clibxslt_watchdog_finish(&watchdog) != 0
        defer { if let result { xmlFreeDoc(result) } }
        if timedOut { throw limits.timeExceeded(after: ContinuousClock.now - limits.started) }
        guard let result, clibxslt_transform_stopped(context) == 0 else { return nil }

        var text: UnsafeMutablePointer<xmlChar>?
        var length: Int32 = 0
        guard xsltSaveResultToString(&text, &length, result, sheet) == 0 else { return nil }
        defer { if let text { clibxslt_free(text) } }
        if Int(length) > limits.transferSize { throw limits.exceeded(.transferSize, measured: Int(length)) }
        var bytes = text.map { UnsafeBufferPointer(start: $0, count: Int(length)) } ?? UnsafeBufferPointer(start: nil, count: 0)
        // libxslt ends its output with a line feed (WebKit drops it too).
        if bytes.last == UInt8(ascii: "\n") { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
        let method = clibxslt_output_method(sheet, result).map { String(cString: $0) } ?? "xml"
        return Output(text: decode(bytes, encoding: result.pointee.encoding), method: method)
    }

    /// xsl:sort's order for text, as WebKit's ICU collator: the sort's language ("en" when it
    /// names none), case ignored first (Foundation's collation, ICU's), then upper case first
    /// unless `lowerFirst`.
    private static let textOrder: clibxslt_text_order = { a, b, lang, lowerFirst in
        let x = a.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? ""
        let y = b.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? ""
        let locale = lang.map { Locale(identifier: String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))) } ?? XSLTTransform.english
        switch x.compare(y, options: .caseInsensitive, range: nil, locale: locale) {
        case .orderedAscending: return -1
        case .orderedDescending: return 1
        case .orderedSame: break
        }
        for (p, q) in zip(x, y) where p != q {
            return p.isUppercase != (lowerFirst != 0) ? -1 : 1
        }
        return 0
    }
    private static let english = Locale(identifier: "en")

    private static func parse(_ markup: String) -> xmlDocPtr? {
        var markup = markup
        return markup.withUTF8 { bytes -> xmlDocPtr? in
            guard let base = bytes.baseAddress, bytes.count <= Int(Int32.max) else { return nil }
            return UnsafeRawPointer(base).withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                xmlReadMemory($0, Int32(bytes.count), nil, "UTF-8", parseOptions)
            }
        }
    }

    /// The output in the encoding xsl:output named (libxslt wrote it so): UTF-8 or Latin-1;
    /// other encodings are read as UTF-8.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, encoding: UnsafePointer<xmlChar>?) -> String {
        let name = encoding.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)).lowercased() } ?? "utf-8"
        if ["iso-8859-1", "latin1", "iso_8859-1", "us-ascii", "ascii"].contains(name) {
            return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
