// The HTML fragment serialization algorithm (HTML spec, "Serializing HTML fragments"),
// iterative so that deep trees cannot overflow the stack. Attribute values escape
// & U+00A0 " < >, as current browsers do; text escapes & U+00A0 < >.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _attributes, _firstChild, _host, _lazyStyle, _localName, _namespaceURI, _nextSibling, _nodeType, _ownerDocument, _parentNode, _value } = dom.slots;
    const { HTML_NS, SVG_NS, MATHML_NS, XLINK_NS, XML_NS, XMLNS_NS } = dom;

    const voidElements = new Set([
        'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'keygen',
        'link', 'meta', 'param', 'source', 'track', 'wbr',
    ]);
    const rawTextParents = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'noscript']);

    // Most text needs no escape: a test is cheaper than a replace that calls back for nothing.
    const textSpecials = /[&\u00a0<>]/, attributeSpecials = /[&\u00a0"<>]/;
    const allTextSpecials = new RegExp(textSpecials.source, 'g'), allAttributeSpecials = new RegExp(attributeSpecials.source, 'g');
    const entity = (c) => c === '&' ? '&amp;' : c === '"' ? '&quot;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;';
    const escapeText = (text) => textSpecials.test(text) ? text.replace(allTextSpecials, entity) : text;
    const escapeAttribute = (text) => attributeSpecials.test(text) ? text.replace(allAttributeSpecials, entity) : text;

    function attributeName(attribute) {
        switch (attribute[_namespaceURI]) {
            case null: return attribute[_localName];
            case XML_NS: return `xml:${attribute[_localName]}`;
            case XMLNS_NS: return attribute[_localName] === 'xmlns' ? 'xmlns' : `xmlns:${attribute[_localName]}`;
            case XLINK_NS: return `xlink:${attribute[_localName]}`;
            default: return attribute.name;
        }
    }

    function tagName(element) {
        return element[_namespaceURI] === HTML_NS || element[_namespaceURI] === SVG_NS || element[_namespaceURI] === MATHML_NS
            ? element[_localName] : element.tagName;
    }

    function isVoid(element) {
        return element[_namespaceURI] === HTML_NS && voidElements.has(element[_localName]);
    }

    function childrenOf(node) {
        return node[_nodeType] === 1 && node[_localName] === 'template' && node[_namespaceURI] === HTML_NS ? node.content : node;
    }

    function openTag(element, out) {
        if (element[_lazyStyle]) element[_lazyStyle] = false; // serializing synchronizes a CSSOM-created style attribute
        out.push('<', tagName(element));
        const attributes = element[_attributes];
        for (let i = 0; i < attributes.length; i++) out.push(' ', attributeName(attributes[i]), '="', escapeAttribute(attributes[i][_value]), '"');
        out.push('>');
    }

    // <noscript> text is raw only where scripting is on: in the page's own document, outside
    // template contents (inert in browsers, so Chromium escapes it there).
    function scriptingEnabled(element) {
        if (element[_ownerDocument] !== globalThis.document) return false;
        for (let node = element; node; node = node[_parentNode]) {
            if (node[_nodeType] === 11 && node[_host]) return false;
        }
        return true;
    }

    function serializeLeaf(node) {
        switch (node[_nodeType]) {
            case 3: {
                const parent = node[_parentNode];
                if (parent && parent[_nodeType] === 1 && parent[_namespaceURI] === HTML_NS && rawTextParents.has(parent[_localName])
                    && (parent[_localName] !== 'noscript' || scriptingEnabled(parent))) return node.data;
                return escapeText(node.data);
            }
            case 8: return `<!--${node.data}-->`;
            case 10: return `<!DOCTYPE ${node.name}>`;
            case 7: return `<?${node.target} ${node.data}>`;
        }
        return '';
    }

    // Serializes the children of `node` (innerHTML), or the node itself (outerHTML). The
    // pieces are joined once at the end: appending to a string makes a rope as deep as the
    // document, which costs as much again to flatten.
    function serialize(node, includeSelf) {
        const out = [];
        const start = includeSelf ? node : childrenOf(node)[_firstChild];
        if (!start) return '';
        const stopAt = includeSelf ? node : childrenOf(node);
        let current = start;
        while (current) {
            if (current[_nodeType] === 1) {
                openTag(current, out);
                const container = childrenOf(current);
                // No extra newline after <pre>, <textarea> or <listing>: the spec dropped that
                // step and Chromium no longer writes it (checked against Chromium 156).
                if (!isVoid(current)) {
                    if (container[_firstChild]) { current = container[_firstChild]; continue; }
                    out.push('</', tagName(current), '>');
                }
            } else {
                out.push(serializeLeaf(current));
            }
            // Climb until a next sibling exists, closing elements on the way.
            for (;;) {
                if (current === stopAt) return out.join('');
                if (current[_nextSibling]) { current = current[_nextSibling]; break; }
                let parent = current[_parentNode];
                if (!parent || (parent === stopAt && !includeSelf)) return out.join('');
                if (parent[_nodeType] === 11 && parent[_host]) parent = parent[_host]; // template content
                current = parent;
                if (current[_nodeType] === 1) out.push('</', tagName(current), '>');
                if (current === stopAt) return out.join('');
            }
        }
        return out.join('');
    }

    dom.serializeChildren = (node) => serialize(node, false);
    dom.serializeNode = (node) => (node[_nodeType] === 1 ? serialize(node, true) : serializeLeaf(node));
    dom.escapeText = escapeText;
    dom.escapeAttribute = escapeAttribute;
    dom.voidElements = voidElements;
})
