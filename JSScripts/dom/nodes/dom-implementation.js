// DOMImplementation: document.implementation's factories of doctypes and documents.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _contentType, _document, _url } = dom.slots;
    const { wrongThisCall, notEnoughArguments, isValidDoctypeName, invalidName, adoptNew, DocumentType, XMLDocument, HTML_NS, SVG_NS, htmlDocument, appendQuickly, createElement, Text } = dom;

    class DOMImplementation {
        constructor() { throw new TypeError('Illegal constructor'); }
        createDocumentType(qualifiedName, publicId, systemId) {
            if (this?.[_document] === undefined) wrongThisCall('DOMImplementation', 'createDocumentType');
            if (arguments.length < 3) throw notEnoughArguments();
            qualifiedName = String(qualifiedName);
            if (!isValidDoctypeName(qualifiedName)) throw invalidName(qualifiedName);
            return adoptNew(new DocumentType(qualifiedName, String(publicId), String(systemId)), this[_document]);
        }
        createDocument(namespace, qualifiedName, doctype = null) {
            if (this?.[_document] === undefined) wrongThisCall('DOMImplementation', 'createDocument');
            if (arguments.length < 2) throw notEnoughArguments();
            const document = new XMLDocument();
            document[_url] = 'about:blank';
            qualifiedName = qualifiedName === null ? '' : String(qualifiedName);
            const element = qualifiedName === '' ? null : document.createElementNS(namespace, qualifiedName);
            if (doctype !== null && doctype !== undefined) {
                if (!(doctype instanceof DocumentType)) throw new TypeError("parameter 3 is not of type 'DocumentType'.");
                document.appendChild(doctype);
            }
            if (element) document.appendChild(element);
            document[_contentType] = namespace === HTML_NS ? 'application/xhtml+xml' : namespace === SVG_NS ? 'image/svg+xml' : 'application/xml';
            return document;
        }
        createHTMLDocument(title = undefined) {
            if (this?.[_document] === undefined) wrongThisCall('DOMImplementation', 'createHTMLDocument');
            const document = htmlDocument();
            document[_url] = 'about:blank'; // as in browsers; only its origin is the creator's
            appendQuickly(document, adoptNew(new DocumentType('html', '', ''), document));
            const html = createElement(document, HTML_NS, null, 'html');
            appendQuickly(document, html);
            const head = createElement(document, HTML_NS, null, 'head');
            appendQuickly(html, head);
            if (title !== undefined) {
                const element = createElement(document, HTML_NS, null, 'title');
                appendQuickly(head, element);
                appendQuickly(element, adoptNew(new Text(String(title)), document));
            }
            appendQuickly(html, createElement(document, HTML_NS, null, 'body'));
            return document;
        }
        hasFeature() { if (this?.[_document] === undefined) wrongThisCall('DOMImplementation', 'hasFeature'); return true; }
    }

    Object.assign(dom, { DOMImplementation });
})
