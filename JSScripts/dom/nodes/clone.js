// "Clone a node": a copy of one node of any interface, for cloneNode and importNode.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _contentType, _document, _isHTML, _localName, _mode, _namespaceURI, _notStarted, _prefix, _url, _value } = dom.slots; const { attributesOf, localNameOf, namespaceOf, nodeTypeOf, prefixOf } = dom.nodeSlots;
    const { createElement, Attr, markUnstartedScript, adoptNew, Text, CDATASection, ProcessingInstruction, Comment, DocumentType, DocumentFragment, XMLDocument, HTMLDocument, Document } = dom;

    function shallowClone(node, document) {
        switch (nodeTypeOf(node)) {
            case 1: {
                const copy = createElement(document, namespaceOf(node), prefixOf(node), localNameOf(node));
                let handlers = false; // an `on...` attribute, which may set an event handler
                for (const attribute of attributesOf(node)) {
                    attributesOf(copy).push(new Attr(attribute[_namespaceURI], attribute[_prefix], attribute[_localName], attribute.value, copy));
                    if (attribute[_localName].charCodeAt(0) === 111 && attribute[_localName].charCodeAt(1) === 110) handlers = true;
                }
                if (handlers) dom.handlerAttributesParsed(copy, 1);
                // (Its attributes' change steps: an image in the page's document loads.)
                if (document === dom.currentDocument && localNameOf(node) === 'img' && namespaceOf(node) === dom.HTML_NS) dom.requestImage(copy);
                if (node[_notStarted]) markUnstartedScript(copy); // a script not yet run runs as its clone too
                if (localNameOf(node) === 'details' && namespaceOf(node) === dom.HTML_NS) dom.detailsParsed(copy); // (an open one fires toggle)
                return copy;
            }
            case 2: { const copy = new Attr(namespaceOf(node), prefixOf(node), localNameOf(node), node[_value], null); copy[_document] = document; return copy; }
            case 3: return adoptNew(new Text(node.data), document);
            case 4: return adoptNew(new CDATASection(node.data), document);
            case 7: return adoptNew(new ProcessingInstruction(node.target, node.data), document);
            case 8: return adoptNew(new Comment(node.data), document);
            case 10: return adoptNew(new DocumentType(node.name, node.publicId, node.systemId), document);
            case 11: return adoptNew(new DocumentFragment(), document);
            case 9: {
                const copy = node instanceof XMLDocument ? new XMLDocument() : node instanceof HTMLDocument ? new HTMLDocument() : new Document();
                copy[_mode] = node[_mode];
                copy[_url] = node[_url];
                copy[_isHTML] = node[_isHTML];
                copy[_contentType] = node[_contentType];
                return copy;
            }
        }
        throw new TypeError('cannot clone this node');
    }

    Object.assign(dom, { shallowClone });
})
