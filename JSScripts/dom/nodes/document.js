// Document, XMLDocument and HTMLDocument: a document's state, its factories (createElement ...)
// and its collections.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _characterSet, _contentType, _document, _embeds, _forms, _host, _images, _implementation, _isHTML, _isShadowRoot, _links, _mode, _nodeType, _readyState, _scripts, _treeVersion, _url, _version, _xmlDeclaration } = dom.slots; const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, parentOf, setOwnerDocument } = dom.nodeSlots;
    const { wrongThisCall } = dom;
    const { brandOf } = dom;
    const { notEnoughArguments, Node, includeParentNode, HTML_NS, HTMLElement, domException, SVG_NS, isValidElementLocalName, markUnstartedScript, createElement, asciiLowercase, validateAndExtract, adoptNew, Text, Comment, CDATASection, xmlName, invalidName, ProcessingInstruction, DocumentFragment, isValidAttributeLocalName, Attr, adopt, removeNode, nextInTree, liveCollection, NodeList, descendants, HTMLCollection } = dom;
    // From later files of the group: set once, when all are installed (nodes/interfaces.js).
    var DOMImplementation;
    dom.nodeLinks.push(() => ({ DOMImplementation } = dom));

    // ----- Document -------------------------------------------------------------------------------

    class Document extends Node {
        constructor() {
            super();
            this[_version] = 0;
            this[_treeVersion] = 0;
            this[_mode] = 'no-quirks';
            // `new Document()` is an XML document, as in browsers; the page's and parsed ones
            // are made by htmlDocument().
            this[_isHTML] = false;
            this[_contentType] = 'application/xml';
            this[_url] = 'about:blank';
            this[_readyState] = 'complete';
            setOwnerDocument(this, null);
            // Every document's own [LegacyUnforgeable] location (window.js; null but the window's).
            dom.defineDocumentLocation?.(this);
        }
        get readyState() { return brandOf(this, _readyState, 'Document', 'readyState')[_readyState]; }
        get compatMode() { return this[_mode] === 'quirks' ? 'BackCompat' : 'CSS1Compat'; }
        get contentType() { return this[_contentType]; }
        get inputEncoding() { return this[_characterSet] ?? 'UTF-8'; }
        // WebKit's (and Chromium's) legacy members: the parsed XML declaration's values.
        get xmlVersion() { return this[_xmlDeclaration]?.version ?? (this[_isHTML] ? null : '1.0'); }
        // WebKit 2.50 refuses every version, on HTML and XML documents alike.
        set xmlVersion(version) { throw new DOMException("Failed to set the 'xmlVersion' property on 'Document': Not supported.", 'NotSupportedError'); }
        get xmlEncoding() { return this[_xmlDeclaration]?.encoding ?? null; }
        get xmlStandalone() { return this[_xmlDeclaration]?.standalone ?? false; }
        set xmlStandalone(standalone) { this[_xmlDeclaration] = { ...this[_xmlDeclaration], standalone: Boolean(standalone) }; }
        get characterSet() { return this[_characterSet] ?? 'UTF-8'; }
        get charset() { return this[_characterSet] ?? 'UTF-8'; }
        get URL() { return this[_url]; }
        get documentURI() { return this[_url]; }
        get doctype() { for (let n = firstChildOf(this); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 10) return n; return null; }
        get documentElement() { return this.firstElementChild; }
        get head() {
            const root = this.documentElement;
            if (!root) return null;
            for (let n = firstChildOf(root); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1 && localNameOf(n) === 'head' && namespaceOf(n) === HTML_NS) return n;
            return null;
        }
        // The first body or frameset child of an HTML <html> root.
        get body() {
            const root = this.documentElement;
            if (!root || localNameOf(root) !== 'html' || namespaceOf(root) !== HTML_NS) return null;
            for (let n = firstChildOf(root); n; n = nextSiblingOf(n)) {
                if (nodeTypeOf(n) === 1 && (localNameOf(n) === 'body' || localNameOf(n) === 'frameset') && namespaceOf(n) === HTML_NS) return n;
            }
            return null;
        }
        set body(element) {
            if (!(element instanceof HTMLElement)) throw new TypeError("Failed to set the 'body' property on 'Document': The provided value is not of type 'HTMLElement'.");
            if (localNameOf(element) !== 'body' && localNameOf(element) !== 'frameset') {
                throw domException("The new body element is of type '" + localNameOf(element).toUpperCase() + "'. It must be either a 'BODY' or 'FRAMESET' element.", 'HierarchyRequestError');
            }
            const current = this.body;
            if (element === current) return;
            if (current) { parentOf(current).replaceChild(element, current); return; }
            if (!this.documentElement) throw domException('No document element exists.', 'HierarchyRequestError');
            this.documentElement.appendChild(element);
        }
        // The element that scrolls the viewport (CSSOM View): the root, or in quirks mode the body.
        get scrollingElement() { return this[_mode] === 'quirks' ? this.body : this.documentElement; }
        // Page Visibility: a web view's page is visible while its scripts run; a document with
        // no window (DOMParser's, createHTMLDocument's) is hidden, as in WebKit.
        get hidden() { return this.defaultView === null; }
        get visibilityState() { return this.defaultView === null ? 'hidden' : 'visible'; }
        get title() {
            const root = this.documentElement;
            if (root && namespaceOf(root) === SVG_NS && localNameOf(root) === 'svg') {
                for (let n = firstChildOf(root); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1 && localNameOf(n) === 'title' && namespaceOf(n) === SVG_NS) return n.textContent;
                return '';
            }
            const title = this.getElementsByTagNameNS(HTML_NS, 'title')[0];
            // ASCII white space only is stripped and collapsed (U+00A0 and the like stay).
            return title ? title.textContent.replace(/[\t\n\f\r ]+/g, ' ').replace(/^ | $/g, '') : '';
        }
        // HTML's title setter: an SVG root's first SVG <title> child (made first child if
        // none), else the first HTML <title> (appended to the head if none); else nothing.
        set title(value) {
            const root = this.documentElement;
            let title = null;
            if (root && namespaceOf(root) === SVG_NS && localNameOf(root) === 'svg') {
                for (let n = firstChildOf(root); n && !title; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1 && localNameOf(n) === 'title' && namespaceOf(n) === SVG_NS) title = n;
                if (!title) title = root.insertBefore(this.createElementNS(SVG_NS, 'title'), firstChildOf(root));
            } else if (root && namespaceOf(root) === HTML_NS) {
                title = this.getElementsByTagNameNS(HTML_NS, 'title')[0];
                if (!title) {
                    const head = this.head;
                    if (!head) return;
                    title = head.appendChild(this.createElementNS(HTML_NS, 'title'));
                }
            } else return;
            title.textContent = value;
        }

        createElement(localName) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createElement');
            if (arguments.length < 1) throw notEnoughArguments();
            localName = String(localName);
            if (!isValidElementLocalName(localName)) {
                throw domException(`The tag name provided ('${localName}') is not a valid name.`, 'InvalidCharacterError');
            }
            const namespace = this[_isHTML] || this[_contentType] === 'application/xhtml+xml' ? HTML_NS : null;
            const name = this[_isHTML] ? asciiLowercase(localName) : localName;
            // A defined custom element is made by its constructor, now (dom/custom-elements.js).
            if (dom.createDefinedElement && namespace === HTML_NS) return dom.createDefinedElement(this, null, name);
            return markUnstartedScript(createElement(this, namespace, null, name));
        }
        createElementNS(namespace, qualifiedName) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createElementNS');
            if (arguments.length < 2) throw notEnoughArguments();
            const [validNamespace, prefix, localName] = validateAndExtract(namespace, qualifiedName, 'element');
            if (dom.createDefinedElement && validNamespace === HTML_NS) return dom.createDefinedElement(this, prefix, localName);
            return markUnstartedScript(createElement(this, validNamespace, prefix, localName));
        }
        // A required DOMString: undefined is "undefined" (the constructors' is optional, "").
        createTextNode(data) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createTextNode');
            if (arguments.length < 1) throw notEnoughArguments();
            return adoptNew(new Text(String(data)), this);
        }
        createComment(data) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createComment');
            if (arguments.length < 1) throw notEnoughArguments();
            return adoptNew(new Comment(String(data)), this);
        }
        createCDATASection(data) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createCDATASection');
            if (arguments.length < 1) throw notEnoughArguments();
            if (this[_isHTML]) throw domException('This operation is not supported for HTML documents.', 'NotSupportedError');
            data = String(data);
            if (data.includes(']]>')) throw domException("String cannot contain ']]>' since that is the end delimiter of a CData section.", 'InvalidCharacterError');
            return adoptNew(new CDATASection(data), this);
        }
        createProcessingInstruction(target, data) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createProcessingInstruction');
            if (arguments.length < 2) throw notEnoughArguments();
            target = String(target); data = String(data);
            if (!xmlName.test(target)) throw invalidName(target);
            if (data.includes('?>')) throw domException(`The data provided ('${data}') contains '?>'.`, 'InvalidCharacterError');
            return adoptNew(new ProcessingInstruction(target, data), this);
        }
        createDocumentFragment() { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createDocumentFragment'); return adoptNew(new DocumentFragment(), this); }
        createAttribute(name) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createAttribute');
            if (arguments.length < 1) throw notEnoughArguments();
            name = String(name);
            if (!isValidAttributeLocalName(name)) throw domException(`The localName provided ('${name}') contains an invalid character.`, 'InvalidCharacterError');
            const attribute = new Attr(null, null, this[_isHTML] ? asciiLowercase(name) : name, '', null);
            attribute[_document] = this;
            return attribute;
        }
        createAttributeNS(namespace, qualifiedName) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createAttributeNS');
            if (arguments.length < 2) throw notEnoughArguments();
            const [validNamespace, prefix, localName] = validateAndExtract(namespace, qualifiedName, 'attribute');
            const attribute = new Attr(validNamespace, prefix, localName, '', null);
            attribute[_document] = this;
            return attribute;
        }
        importNode(node, deep = false) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'importNode');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (nodeTypeOf(node) === 9 || node[_isShadowRoot]) throw domException(`The node provided is a ${nodeTypeOf(node) === 9 ? 'document' : 'shadow root'}, which may not be imported.`, 'NotSupportedError');
            const copy = node.cloneNode(deep);
            adopt(copy, this);
            return copy;
        }
        adoptNode(node) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'adoptNode');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (nodeTypeOf(node) === 9) throw domException('The node provided is a document, which may not be adopted.', 'NotSupportedError');
            if (node[_isShadowRoot]) throw domException('The node provided is a shadow root, which may not be adopted.', 'HierarchyRequestError');
            if (nodeTypeOf(node) === 2) {
                if (node.ownerElement) node.ownerElement.removeAttributeNode(node);
                node[_document] = this;
                return node;
            }
            // (A template's content stays in its inert document: DOM's "adopt" returns for a
            // fragment with a host.)
            if (nodeTypeOf(node) === 11 && node[_host] !== undefined) return node;
            if (parentOf(node)) removeNode(node);
            adopt(node, this);
            return node;
        }
        get implementation() {
            if (!brandOf(this, _isHTML, 'Document', 'implementation')[_implementation]) { this[_implementation] = Object.create(DOMImplementation.prototype); this[_implementation][_document] = this; }
            return this[_implementation];
        }
        getElementById(id) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'getElementById');
            if (arguments.length < 1) throw notEnoughArguments();
            id = String(id);
            if (id === '') return null; // an empty id attribute gives no ID
            for (let n = firstChildOf(this); n; n = nextInTree(n, this)) {
                if (nodeTypeOf(n) === 1 && attributesOf(n).length && n.getAttribute('id') === id) return n;
            }
            return null;
        }
        getElementsByTagName(name) { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'getElementsByTagName'); if (arguments.length < 1) throw notEnoughArguments(); return dom.elementsByTagName(this, name); }
        getElementsByTagNameNS(namespace, localName) { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'getElementsByTagNameNS'); if (arguments.length < 2) throw notEnoughArguments(); return dom.elementsByTagNameNS(this, namespace, localName); }
        getElementsByClassName(names) { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'getElementsByClassName'); if (arguments.length < 1) throw notEnoughArguments(); return dom.elementsByClassName(this, names); }
        getElementsByName(name) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'getElementsByName');
            if (arguments.length < 1) throw notEnoughArguments();
            return liveCollection(NodeList, this, () => descendants(this).filter((e) => namespaceOf(e) === HTML_NS && e.getAttribute('name') === String(name)));
        }
        // HTML elements only, and the same collection each time, as [SameObject] says.
        get images() { return brandOf(this, _isHTML, 'Document', 'images')[_images] || (this[_images] = this.getElementsByTagNameNS(HTML_NS, 'img')); }
        get embeds() { return brandOf(this, _isHTML, 'Document', 'embeds')[_embeds] || (this[_embeds] = this.getElementsByTagNameNS(HTML_NS, 'embed')); }
        get plugins() { return this.embeds; }
        get links() {
            return brandOf(this, _isHTML, 'Document', 'links')[_links] || (this[_links] = liveCollection(HTMLCollection, this, () => descendants(this).filter((e) => (localNameOf(e) === 'a' || localNameOf(e) === 'area') && namespaceOf(e) === HTML_NS && e.hasAttribute('href'))));
        }
        get forms() { return brandOf(this, _isHTML, 'Document', 'forms')[_forms] || (this[_forms] = this.getElementsByTagNameNS(HTML_NS, 'form')); }
        get scripts() { return brandOf(this, _isHTML, 'Document', 'scripts')[_scripts] || (this[_scripts] = this.getElementsByTagNameNS(HTML_NS, 'script')); }

        // HTML's Document members as WebKit answers them in a web view without focus or
        // navigation: no element is focused (the body is active), the document has no focus and
        // no referrer. The legacy and editing ones are dom/document-legacy.js's.
        get activeElement() { return brandOf(this, _isHTML, 'Document', 'activeElement').body; }
        hasFocus() { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'hasFocus'); return false; }
        get referrer() { brandOf(this, _isHTML, 'Document', 'referrer'); return ''; }
    }

    class XMLDocument extends Document {}
    class HTMLDocument extends Document {}

    function htmlDocument() {
        const document = new HTMLDocument();
        document[_isHTML] = true;
        document[_contentType] = 'text/html';
        return document;
    }

    includeParentNode(Document, _isHTML);
    Object.defineProperty(Document.prototype, _nodeType, { value: 9 });
    // The ParentNode methods hidden from `with` statements (WebIDL [Unscopable]).
    Object.defineProperty(Document.prototype, Symbol.unscopables, { value: { __proto__: null, prepend: true, append: true, replaceChildren: true, fullscreen: true }, configurable: true });

    Object.assign(dom, { XMLDocument, htmlDocument, HTMLDocument, Document });
})
