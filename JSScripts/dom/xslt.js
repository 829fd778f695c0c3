// XSLTProcessor, as WebKit's (XSLTProcessor.cpp, on libxslt): the stylesheet and the source
// are serialized as WebKit's createMarkup does (HTML syntax in an HTML document, XML in an
// XML one), transformed natively by libxslt (Sources/DOMShim/XSLTTransform.swift: nothing
// loads from files or the network, runaway transforms are stopped), and the result text is
// parsed by the DOM's own parsers: an XML document, an HTML document (output method html), or
// text in an XHTML <pre>; a fragment parsed as HTML in a <body>, as XML, or as one text node.
// A stylesheet or source that does not parse or compile, or a transform that fails, gives
// null, as in WebKit. Installed on first use of the global.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    internals.installNow('dom/xml.js');
    const { _isHTML, _url } = dom.slots; const { nodeTypeOf, ownerDocumentOf } = dom.nodeSlots;
    const { Node, Document, HTML_NS, createElement } = dom;

    const states = new WeakMap(); // processor -> { style: Node | null, parameters: Map }
    const stateOf = (object, member) => states.get(object) ?? dom.wrongThisCall('XSLTProcessor', member);
    function requireArguments(given, count) {
        if (given < count) throw new TypeError('Not enough arguments');
    }
    function requireNode(value, index, name, member) {
        if (!(value instanceof Node)) throw new TypeError(`Argument ${index} ('${name}') to XSLTProcessor.${member} must be an instance of Node`);
        return value;
    }

    const XSLTProcessor = function XSLTProcessor() {
        if (new.target === undefined) throw new TypeError("Constructor requires 'new' operator");
        states.set(this, { style: null, parameters: new Map() });
    };

    // WebKit's createMarkup: a node of an HTML document in HTML syntax (so `<br>` makes the
    // markup not well-formed and the transform null, as there), else XML.
    function markup(node) {
        const document = nodeTypeOf(node) === 9 ? node : ownerDocumentOf(node);
        if (document && document[_isHTML]) return nodeTypeOf(node) === 9 || nodeTypeOf(node) === 11 ? dom.serializeChildren(node) : dom.serializeNode(node);
        return dom.xmlSerializeNode(node);
    }

    // [text, method] or null.
    function transform(state, source, defaultHTML) {
        if (state.style === null) return null;
        const parameters = [];
        for (const [name, value] of state.parameters) parameters.push(name, value);
        return native.transformXSLT(markup(state.style), markup(source), parameters, defaultHTML);
    }

    const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    // WebKit's transformTextStringToXHTMLDocumentString.
    const textAsXHTML = (text) => '<?xml version="1.0" encoding="UTF-8"?>\n'
        + '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n'
        + '<html xmlns="http://www.w3.org/1999/xhtml">\n<head><title/></head>\n<body>\n<pre>' + escapeText(text) + '</pre>\n</body>\n</html>\n';

    function resultDocument([text, method], source) {
        const document = method === 'html' ? dom.parseInertDocument(text, false)
            : dom.defineDocumentLocation(method === 'text' ? dom.parseXMLDocument(textAsXHTML(text), 'application/xhtml+xml') : dom.parseXMLDocument(text, 'application/xml'));
        document[_url] = nodeTypeOf(source) === 9 ? source.URL : 'about:blank';
        return document;
    }

    function resultFragment([text, method], output) {
        if (method === 'html') return dom.parseFragment(createElement(output, HTML_NS, null, 'body'), text);
        if (method === 'text') {
            const fragment = output.createDocumentFragment();
            fragment.appendChild(output.createTextNode(text));
            return fragment;
        }
        try {
            return dom.parseXMLFragment(createElement(output, null, null, 'transform-result'), text);
        } catch (error) {
            if (error instanceof DOMException && error.name === 'SyntaxError') return null;
            throw error;
        }
    }

    const members = {
        importStylesheet(style) {
            const state = stateOf(this, 'importStylesheet');
            requireArguments(arguments.length, 1);
            state.style = requireNode(style, 1, 'style', 'importStylesheet');
        },
        transformToFragment(source, output) {
            const state = stateOf(this, 'transformToFragment');
            requireArguments(arguments.length, 2);
            requireNode(source, 1, 'source', 'transformToFragment');
            if (!(output instanceof Document)) throw new TypeError("Argument 2 ('output') to XSLTProcessor.transformToFragment must be an instance of Document");
            const result = transform(state, source, output[_isHTML] === true);
            return result === null ? null : resultFragment(result, output);
        },
        transformToDocument(source) {
            const state = stateOf(this, 'transformToDocument');
            requireArguments(arguments.length, 1);
            requireNode(source, 1, 'source', 'transformToDocument');
            const result = transform(state, source, false);
            return result === null ? null : resultDocument(result, source);
        },
        // WebKit keys parameters by local name alone: the namespace is converted, then ignored.
        setParameter(namespaceURI, localName, value) {
            const state = stateOf(this, 'setParameter');
            requireArguments(arguments.length, 3);
            if (namespaceURI !== null) String(namespaceURI);
            state.parameters.set(String(localName), String(value));
        },
        getParameter(namespaceURI, localName) {
            const state = stateOf(this, 'getParameter');
            requireArguments(arguments.length, 2);
            if (namespaceURI !== null) String(namespaceURI);
            return state.parameters.get(String(localName)) ?? null;
        },
        removeParameter(namespaceURI, localName) {
            const state = stateOf(this, 'removeParameter');
            requireArguments(arguments.length, 2);
            if (namespaceURI !== null) String(namespaceURI);
            state.parameters.delete(String(localName));
        },
        clearParameters() {
            stateOf(this, 'clearParameters').parameters.clear();
        },
        reset() {
            const state = stateOf(this, 'reset');
            state.style = null;
            state.parameters.clear();
        },
    };
    for (const name of Object.keys(members)) {
        Object.defineProperty(XSLTProcessor.prototype, name, { value: members[name], writable: true, enumerable: true, configurable: true });
    }
    Object.defineProperty(XSLTProcessor, 'prototype', { writable: false }); // an interface object's, as a class's
    dom.exposeGlobals({ XSLTProcessor });
})
