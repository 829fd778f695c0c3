// The DOM's node classes and tree operations. Children are a linked list (O(1) insert and
// remove); every mutation bumps the document's version, which live collections check.
(function (native, internals) {
    'use strict';

    const HTML_NS = 'http://www.w3.org/1999/xhtml';
    const SVG_NS = 'http://www.w3.org/2000/svg';
    const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
    const XLINK_NS = 'http://www.w3.org/1999/xlink';
    const XML_NS = 'http://www.w3.org/XML/1998/namespace';
    const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

    const dom = (internals.dom = internals.dom || {});
    Object.assign(dom, { HTML_NS, SVG_NS, MATHML_NS, XLINK_NS, XML_NS, XMLNS_NS });

    function domException(message, name) { return new DOMException(message, name); }

    // Every change of a document's tree or text counts in _version (live collections) and
    // _treeVersion (the selector index); attribute changes only in _version.
    function touch(node) {
        const document = node.nodeType === 9 ? node : node.ownerDocument;
        if (document) { document._version++; document._treeVersion++; }
    }

    // ----- Live collections -----------------------------------------------------------------

    // A collection recomputed when its document changed since it was last read; indexed
    // access goes through a Proxy so `list[0]` stays live too.
    function liveCollection(kind, owner, compute) {
        const target = Object.create(kind.prototype);
        let version = -1;
        let items = [];
        const refresh = () => {
            const document = owner.nodeType === 9 ? owner : owner.ownerDocument;
            const current = document ? document._version : 0;
            if (current !== version || !document) { items = compute(); version = current; }
            return items;
        };
        Object.defineProperty(target, '_items', { get: refresh });
        return new Proxy(target, {
            get(object, key, receiver) {
                if (typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key)) return refresh()[Number(key)];
                if (kind === HTMLCollection && typeof key === 'string' && !(key in object)) {
                    return refresh().find((e) => e.id === key || e.getAttribute('name') === key);
                }
                return Reflect.get(object, key, receiver);
            },
            has(object, key) {
                if (typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key)) return Number(key) < refresh().length;
                return Reflect.has(object, key);
            },
            ownKeys(object) {
                return [...refresh().keys()].map(String).concat(Reflect.ownKeys(object));
            },
            getOwnPropertyDescriptor(object, key) {
                if (typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key) && Number(key) < refresh().length) {
                    return { value: refresh()[Number(key)], enumerable: true, configurable: true, writable: false };
                }
                return Reflect.getOwnPropertyDescriptor(object, key);
            },
        });
    }

    class NodeList {
        get length() { return this._items.length; }
        item(index) { return this._items[index] ?? null; }
        forEach(callback, thisArg) { this._items.forEach((node, i) => callback.call(thisArg, node, i, this)); }
        entries() { return this._items.entries(); }
        keys() { return this._items.keys(); }
        values() { return this._items.values(); }
        [Symbol.iterator]() { return this._items[Symbol.iterator](); }
    }

    class HTMLCollection {
        get length() { return this._items.length; }
        item(index) { return this._items[index] ?? null; }
        namedItem(name) { return this._items.find((e) => e.id === name || e.getAttribute('name') === name) ?? null; }
        [Symbol.iterator]() { return this._items[Symbol.iterator](); }
    }

    // A static list, as querySelectorAll returns. Its indices are plain data properties: a
    // browser's are read-only, but JavaScriptCore keeps read-only indices in a sparse map,
    // which made building a list 4x and reading it 10x slower than contiguous storage.
    function staticNodeList(nodes) {
        const list = Object.create(NodeList.prototype);
        Object.defineProperty(list, '_items', { value: nodes });
        for (let index = 0; index < nodes.length; index++) list[index] = nodes[index];
        return list;
    }

    // ----- Node --------------------------------------------------------------------------------

    class Node {
        constructor() {
            if (new.target === Node) throw new TypeError('Illegal constructor');
            this.parentNode = null;
            this.firstChild = null;
            this.lastChild = null;
            this.previousSibling = null;
            this.nextSibling = null;
            this.ownerDocument = null;
        }

        get parentElement() { return this.parentNode && this.parentNode.nodeType === 1 ? this.parentNode : null; }
        get childNodes() {
            if (!this._childNodes) this._childNodes = liveCollection(NodeList, this, () => childArray(this));
            return this._childNodes;
        }
        hasChildNodes() { return this.firstChild !== null; }
        get isConnected() {
            let node = this;
            while (node.parentNode) node = node.parentNode;
            return node.nodeType === 9;
        }
        getRootNode() {
            let node = this;
            while (node.parentNode) node = node.parentNode;
            return node;
        }
        get baseURI() { return (this.ownerDocument || this).baseURI; }

        contains(other) {
            for (let node = other; node; node = node.parentNode) if (node === this) return true;
            return false;
        }

        appendChild(node) { return insertBefore(this, node, null); }
        insertBefore(node, child) { return insertBefore(this, node, child ?? null); }
        removeChild(child) {
            if (!child || child.parentNode !== this) throw domException("The node to be removed is not a child of this node.", 'NotFoundError');
            removeNode(child);
            return child;
        }
        replaceChild(node, child) {
            if (!child || child.parentNode !== this) throw domException('The node to be replaced is not a child of this node.', 'NotFoundError');
            if (node === child) return child;
            const next = child.nextSibling === node ? node.nextSibling : child.nextSibling;
            validateInsertion(this, node, child);
            removeNode(child);
            insertBefore(this, node, next);
            return child;
        }

        get textContent() {
            if (this.nodeType === 9 || this.nodeType === 10) return null;
            if (this.nodeType === 3 || this.nodeType === 8) return this.data;
            let text = '';
            for (let node = this.firstChild; node; node = nextInTree(node, this)) {
                if (node.nodeType === 3) text += node.data;
            }
            return text;
        }
        set textContent(value) {
            if (this.nodeType === 9 || this.nodeType === 10) return;
            if (this.nodeType === 3 || this.nodeType === 8) { this.data = value; return; }
            replaceAllChildren(this, value === null || value === undefined || value === '' ? null : this.ownerDocument.createTextNode(String(value)));
        }
        get nodeValue() { return this.nodeType === 3 || this.nodeType === 8 ? this.data : null; }
        set nodeValue(value) { if (this.nodeType === 3 || this.nodeType === 8) this.data = value; }

        normalize() {
            let node = this.firstChild;
            while (node) {
                const next = node.nextSibling;
                if (node.nodeType === 3) {
                    if (node.data === '') { removeNode(node); node = next; continue; }
                    let sibling = node.nextSibling;
                    while (sibling && sibling.nodeType === 3) {
                        node.data += sibling.data;
                        const after = sibling.nextSibling;
                        removeNode(sibling);
                        sibling = after;
                    }
                    node = node.nextSibling;
                } else {
                    node.normalize();
                    node = next;
                }
            }
        }

        cloneNode(deep = false) {
            const document = this.nodeType === 9 ? null : this.ownerDocument;
            const copy = shallowClone(this, document);
            if (!deep) return copy;
            // Iterative deep copy: no recursion, whatever the depth.
            const pending = [[this, copy]];
            while (pending.length) {
                const [source, target] = pending.pop();
                if (source.localName === 'template' && source.namespaceURI === HTML_NS && source._content) {
                    pending.push([source._content, target.content]);
                }
                for (let child = source.firstChild; child; child = child.nextSibling) {
                    const childCopy = shallowClone(child, target.nodeType === 9 ? target : target.ownerDocument);
                    appendQuickly(target, childCopy);
                    pending.push([child, childCopy]);
                }
            }
            return copy;
        }

        isEqualNode(other) {
            if (!other || other.nodeType !== this.nodeType) return false;
            if (this.nodeType === 1) {
                if (this.namespaceURI !== other.namespaceURI || this.localName !== other.localName) return false;
                if (this._attributes.length !== other._attributes.length) return false;
                for (const attribute of this._attributes) {
                    if (other.getAttributeNS(attribute.namespaceURI, attribute.localName) !== attribute.value) return false;
                }
            } else if (this.nodeType === 3 || this.nodeType === 8) {
                if (this.data !== other.data) return false;
            } else if (this.nodeType === 10) {
                if (this.name !== other.name || this.publicId !== other.publicId || this.systemId !== other.systemId) return false;
            }
            let a = this.firstChild, b = other.firstChild;
            for (; a && b; a = a.nextSibling, b = b.nextSibling) if (!a.isEqualNode(b)) return false;
            return a === null && b === null;
        }
        isSameNode(other) { return this === other; }

        compareDocumentPosition(other) {
            if (other === this) return 0;
            const ancestors = (node) => { const list = []; for (; node; node = node.parentNode) list.unshift(node); return list; };
            const mine = ancestors(this), theirs = ancestors(other);
            if (mine[0] !== theirs[0]) return 1 | 32 | (mine[0] < theirs[0] ? 4 : 2);
            let i = 0;
            while (i < mine.length && i < theirs.length && mine[i] === theirs[i]) i++;
            if (i === mine.length) return 16 | 4; // other is a descendant
            if (i === theirs.length) return 8 | 2; // other is an ancestor
            for (let node = mine[i]; node; node = node.nextSibling) if (node === theirs[i]) return 4;
            return 2;
        }

        // ChildNode / ParentNode mixins
        get children() {
            if (!this._children) this._children = liveCollection(HTMLCollection, this, () => childArray(this).filter((n) => n.nodeType === 1));
            return this._children;
        }
        get firstElementChild() { let n = this.firstChild; while (n && n.nodeType !== 1) n = n.nextSibling; return n; }
        get lastElementChild() { let n = this.lastChild; while (n && n.nodeType !== 1) n = n.previousSibling; return n; }
        get childElementCount() { let count = 0; for (let n = this.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) count++; return count; }
        get previousElementSibling() { let n = this.previousSibling; while (n && n.nodeType !== 1) n = n.previousSibling; return n; }
        get nextElementSibling() { let n = this.nextSibling; while (n && n.nodeType !== 1) n = n.nextSibling; return n; }

        prepend(...nodes) { insertBefore(this, convertNodes(this, nodes), this.firstChild); }
        append(...nodes) { insertBefore(this, convertNodes(this, nodes), null); }
        replaceChildren(...nodes) { replaceAllChildren(this, convertNodes(this, nodes)); }
        before(...nodes) {
            const parent = this.parentNode;
            if (!parent) return;
            let viable = this.previousSibling;
            while (viable && nodes.includes(viable)) viable = viable.previousSibling;
            const fragment = convertNodes(this, nodes);
            insertBefore(parent, fragment, viable ? viable.nextSibling : parent.firstChild);
        }
        after(...nodes) {
            const parent = this.parentNode;
            if (!parent) return;
            let viable = this.nextSibling;
            while (viable && nodes.includes(viable)) viable = viable.nextSibling;
            insertBefore(parent, convertNodes(this, nodes), viable);
        }
        replaceWith(...nodes) {
            const parent = this.parentNode;
            if (!parent) return;
            let viable = this.nextSibling;
            while (viable && nodes.includes(viable)) viable = viable.nextSibling;
            const fragment = convertNodes(this, nodes);
            if (this.parentNode === parent) removeNode(this);
            insertBefore(parent, fragment, viable);
        }
        remove() { if (this.parentNode) removeNode(this); }
    }

    const nodeTypes = {
        ELEMENT_NODE: 1, ATTRIBUTE_NODE: 2, TEXT_NODE: 3, CDATA_SECTION_NODE: 4, PROCESSING_INSTRUCTION_NODE: 7,
        COMMENT_NODE: 8, DOCUMENT_NODE: 9, DOCUMENT_TYPE_NODE: 10, DOCUMENT_FRAGMENT_NODE: 11,
    };
    const positions = {
        DOCUMENT_POSITION_DISCONNECTED: 1, DOCUMENT_POSITION_PRECEDING: 2, DOCUMENT_POSITION_FOLLOWING: 4,
        DOCUMENT_POSITION_CONTAINS: 8, DOCUMENT_POSITION_CONTAINED_BY: 16, DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC: 32,
    };
    for (const [name, value] of Object.entries({ ...nodeTypes, ...positions })) {
        Object.defineProperty(Node, name, { value });
        Object.defineProperty(Node.prototype, name, { value });
    }

    function childArray(parent) {
        const list = [];
        for (let node = parent.firstChild; node; node = node.nextSibling) list.push(node);
        return list;
    }

    // The next node in tree order within `root`, without recursion.
    function nextInTree(node, root) {
        if (node.firstChild) return node.firstChild;
        while (node && node !== root) {
            if (node.nextSibling) return node.nextSibling;
            node = node.parentNode;
        }
        return null;
    }

    function convertNodes(context, nodes) {
        const document = context.nodeType === 9 ? context : context.ownerDocument;
        if (nodes.length === 1 && nodes[0] instanceof Node) return nodes[0];
        const fragment = document.createDocumentFragment();
        for (const item of nodes) fragment.appendChild(item instanceof Node ? item : document.createTextNode(String(item)));
        return fragment;
    }

    function validateInsertion(parent, node, child) {
        if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
        if (parent.nodeType !== 1 && parent.nodeType !== 9 && parent.nodeType !== 11) {
            throw domException('This node type does not support this method.', 'HierarchyRequestError');
        }
        if (node.contains(parent)) throw domException('The new child element contains the parent.', 'HierarchyRequestError');
        if (child && child.parentNode !== parent) {
            throw domException('The node before which the new node is to be inserted is not a child of this node.', 'NotFoundError');
        }
        if (node.nodeType === 9 || (node.nodeType === 10 && parent.nodeType !== 9)) {
            throw domException(`Nodes of type '${node.nodeName}' may not be inserted inside nodes of type '${parent.nodeName}'.`, 'HierarchyRequestError');
        }
    }

    function insertBefore(parent, node, child) {
        validateInsertion(parent, node, child);
        if (child === node) child = node.nextSibling;
        if (node.nodeType === 11) {
            const nodes = childArray(node);
            for (const each of nodes) removeNode(each);
            for (const each of nodes) linkBefore(parent, each, child);
            if (nodes.length) dom.notifyChildList?.(parent, nodes, [], nodes[0].previousSibling, child);
        } else {
            if (node.parentNode) removeNode(node);
            linkBefore(parent, node, child);
            dom.notifyChildList?.(parent, [node], [], node.previousSibling, child);
        }
        return node;
    }

    function adopt(node, document) {
        if (!document || node.ownerDocument === document) return;
        for (let n = node; n; n = nextInTree(n, node)) {
            n.ownerDocument = document;
            if (n._content) adopt(n._content, document);
        }
    }

    // <base> decides every relative URL; document.baseURI is cached until one is inserted,
    // removed or re-pointed.
    function noteBaseChange(node, document) {
        if (!document || node.nodeType !== 1) return;
        for (let n = node; n; n = nextInTree(n, node)) {
            if (n.nodeType === 1 && n.localName === 'base') { document._baseVersion = (document._baseVersion || 0) + 1; return; }
        }
    }

    function linkBefore(parent, node, child) {
        adopt(node, parent.nodeType === 9 ? parent : parent.ownerDocument);
        noteBaseChange(node, node.ownerDocument);
        node.parentNode = parent;
        node.nextSibling = child;
        node.previousSibling = child ? child.previousSibling : parent.lastChild;
        if (node.previousSibling) node.previousSibling.nextSibling = node; else parent.firstChild = node;
        if (child) child.previousSibling = node; else parent.lastChild = node;
        touch(parent);
    }

    // Appends a fresh node during parsing or cloning: no checks, no mutation records.
    function appendQuickly(parent, node) {
        node.parentNode = parent;
        node.previousSibling = parent.lastChild;
        if (parent.lastChild) parent.lastChild.nextSibling = node; else parent.firstChild = node;
        parent.lastChild = node;
    }

    function removeNode(node) {
        dom.beforeRemove?.(node); // NodeIterator's pre-removing steps
        const parent = node.parentNode;
        const previous = node.previousSibling, next = node.nextSibling;
        if (previous) previous.nextSibling = next; else parent.firstChild = next;
        if (next) next.previousSibling = previous; else parent.lastChild = previous;
        node.parentNode = node.previousSibling = node.nextSibling = null;
        touch(parent);
        noteBaseChange(node, node.ownerDocument);
        dom.notifyChildList?.(parent, [], [node], previous, next);
    }

    function replaceAllChildren(parent, node) {
        const removed = childArray(parent);
        if (dom.beforeRemove) for (const child of removed) dom.beforeRemove(child);
        for (const child of removed) {
            child.parentNode = child.previousSibling = child.nextSibling = null;
            noteBaseChange(child, child.ownerDocument);
        }
        parent.firstChild = parent.lastChild = null;
        touch(parent);
        if (removed.length) dom.notifyChildList?.(parent, [], removed, null, null);
        if (node) insertBefore(parent, node, null);
    }

    function shallowClone(node, document) {
        switch (node.nodeType) {
            case 1: {
                const copy = createElement(document, node.namespaceURI, node.prefix, node.localName);
                for (const attribute of node._attributes) {
                    copy._attributes.push(new Attr(attribute.namespaceURI, attribute.prefix, attribute.localName, attribute.value, copy));
                }
                return copy;
            }
            case 3: return adoptNew(new Text(node.data), document);
            case 8: return adoptNew(new Comment(node.data), document);
            case 10: return adoptNew(new DocumentType(node.name, node.publicId, node.systemId), document);
            case 11: return adoptNew(new DocumentFragment(), document);
            case 9: {
                const copy = new Document();
                copy._mode = node._mode;
                copy._url = node._url;
                return copy;
            }
        }
        throw new TypeError('cannot clone this node');
    }

    function adoptNew(node, document) { node.ownerDocument = document; return node; }

    // ----- Character data ------------------------------------------------------------------------

    class CharacterData extends Node {
        constructor(data) { super(); this._data = String(data); }
        get data() { return this._data; }
        set data(value) {
            const old = this._data;
            this._data = value === null ? '' : String(value);
            touch(this);
            dom.notifyCharacterData?.(this, old);
        }
        get length() { return this._data.length; }
        substringData(offset, count) { return this._data.substr(offset, count); }
        appendData(data) { this.data = this._data + data; }
        insertData(offset, data) { this.replaceData(offset, 0, data); }
        deleteData(offset, count) { this.replaceData(offset, count, ''); }
        replaceData(offset, count, data) {
            if (offset > this._data.length) throw domException('The offset is greater than the length.', 'IndexSizeError');
            this.data = this._data.slice(0, offset) + data + this._data.slice(offset + count);
        }
    }

    class Text extends CharacterData {
        constructor(data = '') { super(data); this.ownerDocument = dom.currentDocument ?? null; }
        get nodeName() { return '#text'; }
        get wholeText() {
            let start = this; while (start.previousSibling && start.previousSibling.nodeType === 3) start = start.previousSibling;
            let text = ''; for (let n = start; n && n.nodeType === 3; n = n.nextSibling) text += n.data;
            return text;
        }
        splitText(offset) {
            if (offset > this.length) throw domException('The offset is greater than the length.', 'IndexSizeError');
            const tail = adoptNew(new Text(this._data.slice(offset)), this.ownerDocument);
            this._data = this._data.slice(0, offset);
            if (this.parentNode) insertBefore(this.parentNode, tail, this.nextSibling);
            return tail;
        }
    }

    class Comment extends CharacterData {
        constructor(data = '') { super(data); this.ownerDocument = dom.currentDocument ?? null; }
        get nodeName() { return '#comment'; }
    }

    class DocumentType extends Node {
        constructor(name, publicId = '', systemId = '') {
            super();
            this.name = name; this.publicId = publicId; this.systemId = systemId;
        }
        get nodeName() { return this.name; }
    }

    class DocumentFragment extends Node {
        constructor() { super(); this.ownerDocument = dom.currentDocument ?? null; }
        get nodeName() { return '#document-fragment'; }
        getElementById(id) {
            for (let n = this.firstChild; n; n = nextInTree(n, this)) if (n.nodeType === 1 && n.id === id) return n;
            return null;
        }
    }

    // ----- Attributes ----------------------------------------------------------------------------

    class Attr {
        constructor(namespaceURI, prefix, localName, value, ownerElement) {
            this.namespaceURI = namespaceURI; this.prefix = prefix; this.localName = localName;
            this._value = value; this.ownerElement = ownerElement;
        }
        get name() { return this.prefix ? `${this.prefix}:${this.localName}` : this.localName; }
        get nodeName() { return this.name; }
        get specified() { return true; }
        get value() { return this._value; }
        set value(v) { if (this.ownerElement) setAttributeValue(this.ownerElement, this, String(v)); else this._value = String(v); }
    }

    // The attribute with this qualified name: a loop rather than find(), since reading and
    // writing attributes is what render scripts do most.
    function attributeNamed(element, qualified) {
        const attributes = element._attributes;
        for (let i = 0; i < attributes.length; i++) {
            const attribute = attributes[i];
            if ((attribute.prefix === null ? attribute.localName : attribute.name) === qualified) return attribute;
        }
        return null;
    }
    // Names setAttribute already found valid (checking is a regex).
    const validAttributeNames = new Set();

    function setAttributeValue(element, attribute, value) {
        const old = attribute._value;
        attribute._value = value;
        attributeChanged(element, attribute.localName, attribute.namespaceURI, old);
    }

    function attributeChanged(element, localName, namespaceURI, oldValue) {
        if (element.ownerDocument) element.ownerDocument._version++;
        if (localName === 'href' && element.localName === 'base' && element.ownerDocument) element.ownerDocument._baseVersion = (element.ownerDocument._baseVersion || 0) + 1;
        element._attributeChanged?.(localName, namespaceURI);
        dom.notifyAttribute?.(element, localName, namespaceURI, oldValue);
    }

    // ----- Element -------------------------------------------------------------------------------

    const elementClasses = new Map();

    class Element extends Node {
        constructor() {
            super();
            if (!this._attributes) this._attributes = [];
        }
        get nodeName() { return this.tagName; }
        get tagName() {
            const qualified = this.prefix ? `${this.prefix}:${this.localName}` : this.localName;
            return this.namespaceURI === HTML_NS && this.ownerDocument && this.ownerDocument._isHTML ? qualified.toUpperCase() : qualified;
        }
        _isHTMLInHTMLDocument() { return this.namespaceURI === HTML_NS && (!this.ownerDocument || this.ownerDocument._isHTML); }
        _qualifiedLookupName(name) { return this._isHTMLInHTMLDocument() ? String(name).toLowerCase() : String(name); }

        get attributes() {
            if (this._lazyStyle) this._lazyStyle = false;
            if (!this._namedNodeMap) this._namedNodeMap = namedNodeMap(this);
            return this._namedNodeMap;
        }
        hasAttributes() { return this._attributes.length > 0; }
        getAttributeNames() { return this._attributes.map((a) => a.name); }
        getAttributeNode(name) {
            const qualified = this._qualifiedLookupName(name);
            if (qualified === 'style') this._lazyStyle = false;
            return attributeNamed(this, qualified);
        }
        getAttributeNodeNS(namespace, localName) {
            namespace = namespace === '' ? null : namespace;
            return this._attributes.find((a) => a.namespaceURI === namespace && a.localName === localName) ?? null;
        }
        getAttribute(name) { const a = this.getAttributeNode(name); return a ? a._value : null; }
        getAttributeNS(namespace, localName) { const a = this.getAttributeNodeNS(namespace, localName); return a ? a._value : null; }
        hasAttribute(name) { return this.getAttributeNode(name) !== null; }
        hasAttributeNS(namespace, localName) { return this.getAttributeNodeNS(namespace, localName) !== null; }
        setAttribute(name, value) {
            name = String(name);
            if (!validAttributeNames.has(name)) {
                if (!/^[^\s\0"'>\/=]+$/.test(name)) throw domException(`'${name}' is not a valid attribute name.`, 'InvalidCharacterError');
                if (validAttributeNames.size < 1000) validAttributeNames.add(name);
            }
            const qualified = this._qualifiedLookupName(name);
            const existing = attributeNamed(this, qualified);
            if (existing) { setAttributeValue(this, existing, String(value)); return; }
            const attribute = new Attr(null, null, qualified, String(value), this);
            const last = this._attributes[this._attributes.length - 1];
            if (this._lazyStyle && last && last.localName === 'style') this._attributes.splice(this._attributes.length - 1, 0, attribute);
            else this._attributes.push(attribute);
            attributeChanged(this, qualified, null, null);
        }
        // The style attribute's text for CSSOM, without counting as a read of the attribute.
        _styleText() {
            const attribute = this._attributes.find((a) => a.namespaceURI === null && a.localName === 'style');
            return attribute ? attribute._value : '';
        }
        setAttributeNS(namespace, qualifiedName, value) {
            namespace = namespace === '' ? null : namespace;
            const [prefix, localName] = qualifiedName.includes(':') ? qualifiedName.split(':', 2) : [null, qualifiedName];
            const existing = this.getAttributeNodeNS(namespace, localName);
            if (existing) { setAttributeValue(this, existing, String(value)); return; }
            this._attributes.push(new Attr(namespace, prefix, localName, String(value), this));
            attributeChanged(this, localName, namespace, null);
        }
        removeAttribute(name) {
            const attribute = this.getAttributeNode(name);
            if (attribute) this._removeAttribute(attribute);
        }
        removeAttributeNS(namespace, localName) {
            const attribute = this.getAttributeNodeNS(namespace, localName);
            if (attribute) this._removeAttribute(attribute);
        }
        removeAttributeNode(attribute) {
            if (!this._attributes.includes(attribute)) throw domException('The attribute is not owned by this element.', 'NotFoundError');
            this._removeAttribute(attribute);
            return attribute;
        }
        _removeAttribute(attribute) {
            this._attributes.splice(this._attributes.indexOf(attribute), 1);
            attribute.ownerElement = null;
            attributeChanged(this, attribute.localName, attribute.namespaceURI, attribute._value);
        }
        toggleAttribute(name, force) {
            const present = this.hasAttribute(name);
            if (present && force !== true) { this.removeAttribute(name); return false; }
            if (!present && force !== false) { this.setAttribute(name, ''); return true; }
            return present;
        }

        get id() { return this.getAttribute('id') ?? ''; }
        set id(value) { this.setAttribute('id', value); }
        get className() { return this.getAttribute('class') ?? ''; }
        set className(value) { this.setAttribute('class', value); }
        get slot() { return this.getAttribute('slot') ?? ''; }

        getElementsByTagName(name) { return dom.elementsByTagName(this, name); }
        getElementsByTagNameNS(namespace, localName) { return dom.elementsByTagNameNS(this, namespace, localName); }
        getElementsByClassName(names) { return dom.elementsByClassName(this, names); }
    }

    function namedNodeMap(element) {
        const target = {
            get length() { return element._attributes.length; },
            item(index) { return element._attributes[index] ?? null; },
            getNamedItem(name) { return element.getAttributeNode(name); },
            getNamedItemNS(namespace, localName) { return element.getAttributeNodeNS(namespace, localName); },
            removeNamedItem(name) {
                const attribute = element.getAttributeNode(name);
                if (!attribute) throw domException(`No item with name '${name}' was found.`, 'NotFoundError');
                element._removeAttribute(attribute);
                return attribute;
            },
            setNamedItem(attribute) {
                const old = element.getAttributeNodeNS(attribute.namespaceURI, attribute.localName);
                if (old) element._removeAttribute(old);
                attribute.ownerElement = element;
                element._attributes.push(attribute);
                attributeChanged(element, attribute.localName, attribute.namespaceURI, old ? old._value : null);
                return old;
            },
            [Symbol.iterator]() { return element._attributes[Symbol.iterator](); },
        };
        return new Proxy(target, {
            get(object, key, receiver) {
                if (typeof key === 'string' && /^\d+$/.test(key)) return element._attributes[Number(key)];
                if (typeof key === 'string' && !(key in object)) return element.getAttributeNode(key) ?? undefined;
                return Reflect.get(object, key, receiver);
            },
        });
    }

    class HTMLElement extends Element {}
    class SVGElement extends Element {}
    class MathMLElement extends Element {}

    // Creates an element of the right class without running user-visible constructors.
    function createElement(document, namespaceURI, prefix, localName) {
        let constructor = Element;
        if (namespaceURI === HTML_NS) constructor = elementClasses.get(localName) || (dom.HTMLUnknownElement && localName.indexOf('-') < 0 ? dom.HTMLUnknownElement : HTMLElement);
        else if (namespaceURI === SVG_NS) constructor = SVGElement;
        else if (namespaceURI === MATHML_NS) constructor = MathMLElement;
        const element = Object.create(constructor.prototype);
        element.parentNode = element.firstChild = element.lastChild = element.previousSibling = element.nextSibling = null;
        element.ownerDocument = document;
        element.namespaceURI = namespaceURI;
        element.prefix = prefix;
        element.localName = localName;
        element._attributes = [];
        element._lazyStyle = false; // every element has the same fields from the start: one shape
        return element;
    }

    // ----- Document -------------------------------------------------------------------------------

    class Document extends Node {
        constructor() {
            super();
            this._version = 0;
            this._treeVersion = 0;
            this._mode = 'no-quirks';
            this._isHTML = true;
            this._url = 'about:blank';
            this.readyState = 'complete';
        }
        get nodeName() { return '#document'; }
        get compatMode() { return this._mode === 'quirks' ? 'BackCompat' : 'CSS1Compat'; }
        get contentType() { return 'text/html'; }
        get characterSet() { return 'UTF-8'; }
        get charset() { return 'UTF-8'; }
        get URL() { return this._url; }
        get documentURI() { return this._url; }
        get doctype() { for (let n = this.firstChild; n; n = n.nextSibling) if (n.nodeType === 10) return n; return null; }
        get documentElement() { return this.firstElementChild; }
        get head() {
            const root = this.documentElement;
            if (!root) return null;
            for (let n = root.firstChild; n; n = n.nextSibling) if (n.nodeType === 1 && n.localName === 'head' && n.namespaceURI === HTML_NS) return n;
            return null;
        }
        get body() {
            const root = this.documentElement;
            if (!root) return null;
            for (let n = root.firstChild; n; n = n.nextSibling) {
                if (n.nodeType === 1 && (n.localName === 'body' || n.localName === 'frameset') && n.namespaceURI === HTML_NS) return n;
            }
            return null;
        }
        get title() {
            const root = this.documentElement;
            if (root && root.namespaceURI === SVG_NS && root.localName === 'svg') {
                for (let n = root.firstChild; n; n = n.nextSibling) if (n.nodeType === 1 && n.localName === 'title') return n.textContent;
                return '';
            }
            const title = this.getElementsByTagName('title')[0];
            return title ? title.textContent.replace(/[\t\n\f\r ]+/g, ' ').trim() : '';
        }
        set title(value) {
            let title = this.getElementsByTagName('title')[0];
            if (!title) {
                const head = this.head;
                if (!head) return;
                title = this.createElement('title');
                head.appendChild(title);
            }
            title.textContent = value;
        }

        createElement(localName) {
            localName = String(localName);
            if (!/^[A-Za-z][^\s\0\/>]*$/.test(localName)) {
                throw domException(`The tag name provided ('${localName}') is not a valid name.`, 'InvalidCharacterError');
            }
            return createElement(this, HTML_NS, null, this._isHTML ? localName.toLowerCase() : localName);
        }
        createElementNS(namespace, qualifiedName) {
            namespace = namespace === '' ? null : namespace;
            const [prefix, localName] = String(qualifiedName).includes(':') ? String(qualifiedName).split(':', 2) : [null, String(qualifiedName)];
            if (prefix && namespace === null) throw domException('A prefix needs a namespace.', 'NamespaceError');
            return createElement(this, namespace, prefix, localName);
        }
        createTextNode(data) { return adoptNew(new Text(data), this); }
        createComment(data) { return adoptNew(new Comment(data), this); }
        createDocumentFragment() { return adoptNew(new DocumentFragment(), this); }
        createAttribute(name) { return new Attr(null, null, this._isHTML ? String(name).toLowerCase() : String(name), '', null); }
        importNode(node, deep = false) {
            const copy = node.cloneNode(deep);
            adopt(copy, this);
            return copy;
        }
        adoptNode(node) {
            if (node.parentNode) removeNode(node);
            adopt(node, this);
            return node;
        }
        getElementById(id) {
            id = String(id);
            for (let n = this.firstChild; n; n = nextInTree(n, this)) {
                if (n.nodeType === 1 && n._attributes.length && n.getAttribute('id') === id) return n;
            }
            return null;
        }
        getElementsByTagName(name) { return dom.elementsByTagName(this, name); }
        getElementsByTagNameNS(namespace, localName) { return dom.elementsByTagNameNS(this, namespace, localName); }
        getElementsByClassName(names) { return dom.elementsByClassName(this, names); }
        getElementsByName(name) {
            return liveCollection(NodeList, this, () => descendants(this).filter((e) => e.getAttribute('name') === String(name)));
        }
        get images() { return this.getElementsByTagName('img'); }
        get links() { return liveCollection(HTMLCollection, this, () => descendants(this).filter((e) => (e.localName === 'a' || e.localName === 'area') && e.hasAttribute('href'))); }
        get forms() { return this.getElementsByTagName('form'); }
        get scripts() { return this.getElementsByTagName('script'); }
    }

    // nodeType is read for nearly every node any walk visits. A browser makes it a getter;
    // here it is a read-only value on each prototype, which JavaScriptCore's interpreter
    // loads through its inline cache, where a getter is a call through the slow path: cold
    // code (a one-shot job) runs in that interpreter.
    for (const [type, nodeType] of [[Element, 1], [Attr, 2], [Text, 3], [Comment, 8], [Document, 9], [DocumentType, 10], [DocumentFragment, 11]]) {
        Object.defineProperty(type.prototype, 'nodeType', { value: nodeType, enumerable: true, configurable: true });
    }

    function descendants(root) {
        const list = [];
        for (let n = root.firstChild; n; n = nextInTree(n, root)) if (n.nodeType === 1) list.push(n);
        return list;
    }

    dom.elementsByTagName = function (root, name) {
        name = String(name);
        const lower = name.toLowerCase();
        return liveCollection(HTMLCollection, root, () => descendants(root).filter((e) => {
            if (name === '*') return true;
            const qualified = e.prefix ? `${e.prefix}:${e.localName}` : e.localName;
            return e._isHTMLInHTMLDocument() ? qualified === lower : qualified === name;
        }));
    };
    dom.elementsByTagNameNS = function (root, namespace, localName) {
        namespace = namespace === '' ? null : namespace;
        return liveCollection(HTMLCollection, root, () => descendants(root).filter((e) =>
            (namespace === '*' || e.namespaceURI === namespace) && (localName === '*' || e.localName === localName)));
    };
    dom.elementsByClassName = function (root, names) {
        const wanted = String(names).split(/[\t\n\f\r ]+/).filter(Boolean);
        const quirks = (root.ownerDocument || root)._mode === 'quirks';
        return liveCollection(HTMLCollection, root, () => {
            if (!wanted.length) return [];
            return descendants(root).filter((e) => {
                let classes = (e.getAttribute('class') || '').split(/[\t\n\f\r ]+/);
                if (quirks) { classes = classes.map((c) => c.toLowerCase()); return wanted.every((w) => classes.includes(w.toLowerCase())); }
                return wanted.every((w) => classes.includes(w));
            });
        });
    };

    Object.assign(dom, {
        Node, CharacterData, Text, Comment, DocumentType, DocumentFragment, Attr, Element, HTMLElement, SVGElement,
        MathMLElement, Document, NodeList, HTMLCollection, elementClasses, createElement, appendQuickly, removeNode,
        insertBefore, replaceAllChildren, nextInTree, childArray, descendants, liveCollection, staticNodeList, touch,
        adopt, adoptNew,
    });

    const globals = {
        Node, CharacterData, Text, Comment, DocumentType, DocumentFragment, Attr, Element, HTMLElement, SVGElement,
        MathMLElement, Document, NodeList, HTMLCollection,
    };
    for (const [name, value] of Object.entries(globals)) {
        Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
    }
})
