// The HTML fragment serialization algorithm (HTML spec, "Serializing HTML fragments"),
// iterative so that deep trees cannot overflow the stack. Attribute values escape
// & U+00A0 " < >, as current browsers do; text escapes & U+00A0 < >.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _host, _localName, _namespaceURI, _registryKeptNull, _value } = dom.slots; const { attributesOf, firstChildOf, lazyStyleOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, parsedSerialization, setLazyStyle } = dom.nodeSlots;
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

    // An element's name as serialized: the local name in the three namespaces the parser
    // knows, else its qualified name.
    function tagName(element, namespaceURI) {
        return namespaceURI === HTML_NS || namespaceURI === SVG_NS || namespaceURI === MATHML_NS ? localNameOf(element) : element.tagName;
    }

    function childrenOf(node) {
        return nodeTypeOf(node) === 1 && localNameOf(node) === 'template' && namespaceOf(node) === HTML_NS ? node.content : node;
    }

    function openTag(element, name, out) {
        if (lazyStyleOf(element)) setLazyStyle(element, false); // serializing synchronizes a CSSOM-created style attribute
        out.push('<', name);
        const attributes = attributesOf(element);
        for (let i = 0; i < attributes.length; i++) out.push(' ', attributeName(attributes[i]), '="', escapeAttribute(attributes[i][_value]), '"');
        out.push('>');
    }

    // <noscript> text is raw only where scripting is on: in the page's own document, outside
    // template contents (inert in browsers, so Chromium escapes it there).
    function scriptingEnabled(element) {
        if (ownerDocumentOf(element) !== globalThis.document) return false;
        for (let node = element; node; node = parentOf(node)) {
            if (nodeTypeOf(node) === 11 && node[_host]) return false;
        }
        return true;
    }

    function serializeLeaf(node, nodeType) {
        switch (nodeType) {
            case 3: {
                const parent = parentOf(node);
                if (parent && nodeTypeOf(parent) === 1 && rawTextParents.has(localNameOf(parent)) && namespaceOf(parent) === HTML_NS
                    && (localNameOf(parent) !== 'noscript' || scriptingEnabled(parent))) return node.data;
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
    // document, which costs as much again to flatten. (Each node's slots are read once on
    // the way down: a walk meets dozens of node shapes, where each read costs a cache lookup.)
    // An element nothing changed since its parse is its slice of the parse's serialization
    // (node-slots.js, `parsedSerialization`), made natively, of what had not changed by then, on
    // first use: from the 64th element a walk meets (a small serialization does not pay for a
    // page's), or at once for a document's element.
    function serialize(node, includeSelf) {
        servedAsParsed = false;
        const html = walk(node, includeSelf, true);
        if (servedAsParsed && native.checksParseSerialization) {
            const walked = walk(node, includeSelf, false);
            if (walked !== html) throw new Error(`the parse's serialization differs from the nodes': ${JSON.stringify(html.slice(0, 2000))} against ${JSON.stringify(walked.slice(0, 2000))}`);
        }
        return html;
    }
    let servedAsParsed = false;
    // `shadowRootOf` (getHTML): the shadow root to write before an element's children, or null.
    function walk(node, includeSelf, asParsed, shadowRootOf = null) {
        const out = [];
        const start = includeSelf ? node : firstChildOf(childrenOf(node));
        if (!start) return '';
        const stopAt = includeSelf ? node : childrenOf(node);
        let current = start;
        let elements = 0;
        const makeParsed = includeSelf && nodeTypeOf(parentOf(node)) === 9;
        while (current) {
            const nodeType = nodeTypeOf(current);
            let parsed;
            if (nodeType === 1 && asParsed) {
                parsed = parsedSerialization(current, makeParsed || ++elements > 64);
                if (parsed === null) asParsed = false; // (the parse will not serve: not asked again)
            }
            if (typeof parsed === 'string') {
                out.push(parsed);
                servedAsParsed = true;
            } else if (nodeType === 1) {
                const namespaceURI = namespaceOf(current);
                const name = tagName(current, namespaceURI);
                openTag(current, name, out);
                const root = shadowRootOf === null ? null : shadowRootOf(current);
                if (root !== null) out.push(shadowTemplate(root, shadowRootOf));
                // No extra newline after <pre>, <textarea> or <listing>: the spec dropped that
                // step and Chromium no longer writes it (checked against Chromium 156).
                if (namespaceURI !== HTML_NS || !voidElements.has(name)) {
                    const first = firstChildOf(namespaceURI === HTML_NS && name === 'template' ? current.content : current);
                    if (first) { current = first; continue; }
                    out.push('</', name, '>');
                }
            } else {
                out.push(serializeLeaf(current, nodeType));
            }
            // Climb until a next sibling exists, closing elements on the way.
            for (;;) {
                if (current === stopAt) return out.join('');
                const next = nextSiblingOf(current);
                if (next) { current = next; break; }
                let parent = parentOf(current);
                if (!parent || (parent === stopAt && !includeSelf)) return out.join('');
                let parentType = nodeTypeOf(parent);
                if (parentType === 11 && parent[_host]) { parent = parent[_host]; parentType = 1; } // template content
                current = parent;
                if (parentType === 1) out.push('</', tagName(current, namespaceOf(current)), '>');
                if (current === stopAt) return out.join('');
            }
        }
        return out.join('');
    }

    dom.serializeChildren = (node) => serialize(node, false);
    // A shadow root as the declarative template that would make it again.
    function shadowTemplate(root, shadowRootOf) {
        // (WebKit's order; the last for a root whose template asked for no custom element
        // registry, which the engine keeps but does not scope.)
        return `<template shadowrootmode="${root.mode}"${root.delegatesFocus ? ' shadowrootdelegatesfocus=""' : ''}${root.serializable ? ' shadowrootserializable=""' : ''}`
            + `${root.clonable ? ' shadowrootclonable=""' : ''}${root[_registryKeptNull] ? ' shadowrootcustomelementregistry=""' : ''}>${walk(root, false, false, shadowRootOf)}</template>`;
    }
    // The children's markup (getHTML), a host's own shadow root first.
    dom.serializeChildrenWithShadowRoots = (node, shadowRootOf) => {
        const root = nodeTypeOf(node) === 1 ? shadowRootOf(node) : null;
        return (root === null ? '' : shadowTemplate(root, shadowRootOf)) + walk(node, false, false, shadowRootOf);
    };
    dom.serializeNode = (node) => (nodeTypeOf(node) === 1 ? serialize(node, true) : serializeLeaf(node, nodeTypeOf(node)));
    dom.escapeText = escapeText;
    dom.escapeAttribute = escapeAttribute;
    dom.voidElements = voidElements;
})
