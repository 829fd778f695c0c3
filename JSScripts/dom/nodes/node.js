// Node: the tree accessors, the tree operations (appendChild ... replaceWith), cloning,
// comparison and namespace lookup.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _attributes, _childNodes, _children, _content, _data, _firstChild, _host, _isShadowRoot, _lastChild, _localName, _name, _namespaceURI, _nextSibling, _nodeType, _ownerDocument, _parentNode, _prefix, _previousSibling, _target, _value } = dom.slots;
    const { wrongThisCall } = dom;
    const { illegalInvocation, brandOf } = dom;
    const { notEnoughArguments, liveCollection, NodeList, childArray, insertBefore, domException, removeNode, validateInsertion, insertNode, nextInTree, replaceAllChildren, nextSkippingChildren, HTML_NS, appendQuickly, HTMLCollection, XML_NS, XMLNS_NS } = dom;
    // From later files of the group: set once, when all are installed (nodes/interfaces.js).
    var shallowClone;
    dom.nodeLinks.push(() => ({ shallowClone } = dom));

    // ----- Node --------------------------------------------------------------------------------

    class Node {
        constructor() {
            if (new.target === Node) throw new TypeError('Illegal constructor');
            this[_parentNode] = null;
            this[_firstChild] = null;
            this[_lastChild] = null;
            this[_previousSibling] = null;
            this[_nextSibling] = null;
            this[_ownerDocument] = null;
        }

        // WebIDL attributes: read-only accessors over the node's slots, which throw on an object
        // that is not a node (the prototype itself, or one made with Object.create).
        get parentNode() { const value = this[_parentNode]; return value !== undefined ? value : illegalInvocation(this, 'Node', 'parentNode'); }
        get firstChild() { const value = this[_firstChild]; return value !== undefined ? value : illegalInvocation(this, 'Node', 'firstChild'); }
        get lastChild() { const value = this[_lastChild]; return value !== undefined ? value : illegalInvocation(this, 'Node', 'lastChild'); }
        get previousSibling() { const value = this[_previousSibling]; return value !== undefined ? value : illegalInvocation(this, 'Node', 'previousSibling'); }
        get nextSibling() { const value = this[_nextSibling]; return value !== undefined ? value : illegalInvocation(this, 'Node', 'nextSibling'); }
        get ownerDocument() { const value = this[_ownerDocument]; return value !== undefined ? value : illegalInvocation(this, 'Node', 'ownerDocument'); }
        get nodeType() { const value = this[_nodeType]; return value !== undefined ? value : illegalInvocation(this, 'Node', 'nodeType'); }
        get nodeName() {
            switch (this.nodeType) {
                case 1: return this.tagName;
                case 2: return this.name;
                case 3: return '#text';
                case 4: return '#cdata-section';
                case 7: return this[_target];
                case 8: return '#comment';
                case 9: return '#document';
                case 10: return this[_name];
                default: return '#document-fragment';
            }
        }

        get parentElement() { return this[_parentNode] && this[_parentNode][_nodeType] === 1 ? this[_parentNode] : null; }
        get childNodes() {
            if (!brandOf(this, _firstChild, 'Node', 'childNodes')[_childNodes]) this[_childNodes] = liveCollection(NodeList, this, () => childArray(this));
            return this[_childNodes];
        }
        hasChildNodes() { if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'hasChildNodes'); return this[_firstChild] !== null; }
        // Connected: the shadow-including root is a document (a shadow root goes on at its host).
        get isConnected() {
            let node = this;
            for (;;) {
                while (node[_parentNode]) node = node[_parentNode];
                if (!node[_isShadowRoot]) return node[_nodeType] === 9;
                node = node[_host];
            }
        }
        getRootNode(options = undefined) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'getRootNode');
            let node = this;
            while (node[_parentNode]) node = node[_parentNode];
            if (node[_isShadowRoot] && options && typeof options === 'object' && options.composed) return node[_host].getRootNode(options);
            return node;
        }
        get baseURI() { return (this[_ownerDocument] || this).baseURI; }

        contains(other) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'contains');
            if (arguments.length < 1) throw notEnoughArguments();
            for (let node = other; node; node = node[_parentNode]) if (node === this) return true;
            return false;
        }

        appendChild(node) { if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'appendChild'); if (arguments.length < 1) throw notEnoughArguments(); return insertBefore(this, node, null); }
        insertBefore(node, child) { if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'insertBefore'); if (arguments.length < 2) throw notEnoughArguments(); return insertBefore(this, node, child ?? null); }
        removeChild(child) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'removeChild');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(child instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (child[_parentNode] !== this) throw domException("The node to be removed is not a child of this node.", 'NotFoundError');
            removeNode(child);
            return child;
        }
        // The spec's "replace": one record with the child out and the node(s) in.
        replaceChild(node, child) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'replaceChild');
            if (arguments.length < 2) throw notEnoughArguments();
            if (!(child instanceof Node)) throw new TypeError("parameter 2 is not of type 'Node'.");
            validateInsertion(this, node, null, child);
            let reference = child[_nextSibling];
            if (reference === node) reference = node[_nextSibling];
            let previous = child[_previousSibling];
            if (previous === node) previous = node[_previousSibling];
            if (node[_nodeType] !== 11 && node[_parentNode]) removeNode(node); // adopting it
            const removed = child[_parentNode] ? [child] : [];
            if (removed.length) removeNode(child, true);
            const added = node[_nodeType] === 11 ? childArray(node) : [node];
            insertNode(this, node, reference, true);
            dom.notifyChildList?.(this, added, removed, previous, reference);
            return child;
        }

        // Element, DocumentFragment, Document and DocumentType; CharacterData and Attr override.
        get textContent() {
            if (this[_nodeType] === 9 || this[_nodeType] === 10) return null;
            // Joined once: appending makes a rope as deep as the text has nodes (a whole page's
            // text, for a strategy that searches it), which costs as much again to flatten.
            const parts = [];
            for (let node = this[_firstChild]; node; node = nextInTree(node, this)) {
                if (node[_nodeType] === 3 || node[_nodeType] === 4) parts.push(node[_data]);
            }
            return parts.length === 1 ? parts[0] : parts.join('');
        }
        set textContent(value) {
            if (this[_nodeType] === 9 || this[_nodeType] === 10) return;
            replaceAllChildren(this, value === null || value === undefined || value === '' ? null : this[_ownerDocument].createTextNode(String(value)));
        }
        get nodeValue() { return null; }
        set nodeValue(value) {}

        // Merges adjacent Text nodes and drops empty ones, moving live ranges onto the merged node.
        normalize() {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'normalize');
            let node = this[_firstChild];
            while (node && node !== this) {
                if (node[_nodeType] !== 3) { node = nextInTree(node, this); continue; }
                if (node[_data].length === 0) { const next = nextSkippingChildren(node, this); removeNode(node); node = next; continue; }
                let text = '';
                for (let n = node[_nextSibling]; n && n[_nodeType] === 3; n = n[_nextSibling]) text += n[_data];
                let length = node[_data].length;
                if (text) node.replaceData(length, 0, text);
                const parent = node[_parentNode];
                for (let current = node[_nextSibling]; current && current[_nodeType] === 3; current = current[_nextSibling]) {
                    dom.rangesMergeText?.(node, current, parent, length);
                    length += current[_data].length;
                }
                while (node[_nextSibling] && node[_nextSibling][_nodeType] === 3) removeNode(node[_nextSibling]);
                node = nextSkippingChildren(node, this);
            }
        }

        cloneNode(deep = false) {
            if (this[_isShadowRoot]) throw domException('Shadow roots cannot be cloned.', 'NotSupportedError');
            const document = this[_nodeType] === 9 ? null : this[_ownerDocument];
            const copy = shallowClone(this, document);
            if (!deep) return copy;
            // Iterative deep copy: no recursion, whatever the depth.
            const pending = [[this, copy]];
            while (pending.length) {
                const [source, target] = pending.pop();
                if (source[_localName] === 'template' && source[_namespaceURI] === HTML_NS && source[_content]) {
                    pending.push([source[_content], target.content]);
                }
                for (let child = source[_firstChild]; child; child = child[_nextSibling]) {
                    const childCopy = shallowClone(child, target[_nodeType] === 9 ? target : target[_ownerDocument]);
                    appendQuickly(target, childCopy);
                    pending.push([child, childCopy]);
                }
            }
            return copy;
        }

        isEqualNode(other) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'isEqualNode');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!other || other[_nodeType] !== this[_nodeType]) return false;
            if (this[_nodeType] === 1) {
                if (this[_namespaceURI] !== other[_namespaceURI] || this[_prefix] !== other[_prefix] || this[_localName] !== other[_localName]) return false;
                if (this[_attributes].length !== other[_attributes].length) return false;
                for (const attribute of this[_attributes]) {
                    if (other.getAttributeNS(attribute[_namespaceURI], attribute[_localName]) !== attribute.value) return false;
                }
            } else if (this[_nodeType] === 3 || this[_nodeType] === 4 || this[_nodeType] === 8) {
                if (this.data !== other.data) return false;
            } else if (this[_nodeType] === 7) {
                if (this.target !== other.target || this.data !== other.data) return false;
            } else if (this[_nodeType] === 2) {
                if (this[_namespaceURI] !== other[_namespaceURI] || this[_localName] !== other[_localName] || this[_value] !== other[_value]) return false;
            } else if (this[_nodeType] === 10) {
                if (this.name !== other.name || this.publicId !== other.publicId || this.systemId !== other.systemId) return false;
            }
            let a = this[_firstChild], b = other[_firstChild];
            for (; a && b; a = a[_nextSibling], b = b[_nextSibling]) if (!a.isEqualNode(b)) return false;
            return a === null && b === null;
        }
        isSameNode(other) { if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'isSameNode'); if (arguments.length < 1) throw notEnoughArguments(); return this === other; }

        lookupNamespaceURI(prefix) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'lookupNamespaceURI');
            if (arguments.length < 1) throw notEnoughArguments();
            return locateNamespace(this, prefix === '' || prefix === undefined ? null : prefix === null ? null : String(prefix));
        }
        lookupPrefix(namespace) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'lookupPrefix');
            if (arguments.length < 1) throw notEnoughArguments();
            if (namespace === null || namespace === undefined || namespace === '') return null;
            namespace = String(namespace);
            switch (this[_nodeType]) {
                case 1: return locatePrefix(this, namespace);
                case 9: return this.documentElement ? locatePrefix(this.documentElement, namespace) : null;
                case 10: case 11: return null;
                case 2: return this.ownerElement ? locatePrefix(this.ownerElement, namespace) : null;
                default: return this.parentElement ? locatePrefix(this.parentElement, namespace) : null;
            }
        }
        isDefaultNamespace(namespace) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'isDefaultNamespace');
            if (arguments.length < 1) throw notEnoughArguments();
            namespace = namespace === '' || namespace === undefined || namespace === null ? null : String(namespace);
            return locateNamespace(this, null) === namespace;
        }

        compareDocumentPosition(other) {
            if (this?.[_ownerDocument] === undefined) wrongThisCall('Node', 'compareDocumentPosition');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(other instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (other === this) return 0;
            // Attributes compare as their elements, and among themselves in the element's order.
            let node1 = other, node2 = this, attr1 = null, attr2 = null;
            if (node1[_nodeType] === 2) { attr1 = node1; node1 = attr1.ownerElement; }
            if (node2[_nodeType] === 2) {
                attr2 = node2; node2 = attr2.ownerElement;
                if (attr1 && node1 && node2 === node1) {
                    for (const attribute of node2[_attributes]) {
                        if (attribute === attr1) return 32 | 2;
                        if (attribute === attr2) return 32 | 4;
                    }
                }
            }
            const path = (node) => { const list = []; for (; node; node = node[_parentNode]) list.push(node); return list.reverse(); };
            const path1 = node1 ? path(node1) : [], path2 = node2 ? path(node2) : [];
            if (!node1 || !node2 || path1[0] !== path2[0]) return 1 | 32 | (disconnectedOrder(other, this) ? 4 : 2);
            if ((path2.length > path1.length && path2[path1.length - 1] === node1 && !attr1) || (node1 === node2 && attr2)) return 8 | 2;
            if ((path1.length > path2.length && path1[path2.length - 1] === node2 && !attr2) || (node1 === node2 && attr1)) return 16 | 4;
            let i = 0;
            while (i < path1.length && i < path2.length && path1[i] === path2[i]) i++;
            if (i === path1.length) return 2; // node1 is an ancestor of node2 (attr1 set): it precedes
            if (i === path2.length) return 4;
            for (let n = path1[i]; n; n = n[_nextSibling]) if (n === path2[i]) return 2;
            return 4;
        }
    }

    const nodeTypes = {
        ELEMENT_NODE: 1, ATTRIBUTE_NODE: 2, TEXT_NODE: 3, CDATA_SECTION_NODE: 4, ENTITY_REFERENCE_NODE: 5, ENTITY_NODE: 6,
        PROCESSING_INSTRUCTION_NODE: 7, COMMENT_NODE: 8, DOCUMENT_NODE: 9, DOCUMENT_TYPE_NODE: 10, DOCUMENT_FRAGMENT_NODE: 11,
        NOTATION_NODE: 12,
    };
    const positions = {
        DOCUMENT_POSITION_DISCONNECTED: 1, DOCUMENT_POSITION_PRECEDING: 2, DOCUMENT_POSITION_FOLLOWING: 4,
        DOCUMENT_POSITION_CONTAINS: 8, DOCUMENT_POSITION_CONTAINED_BY: 16, DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC: 32,
    };
    // WebIDL constants: read-only and enumerable, on the interface and its prototype.
    const constants = {};
    for (const [name, value] of Object.entries({ ...nodeTypes, ...positions })) constants[name] = { value, enumerable: true };
    Object.defineProperties(Node, constants);
    Object.defineProperties(Node.prototype, constants);
    // Disconnected nodes are ordered arbitrarily but consistently: by a number each is given
    // the first time it is compared.
    let comparisonSerial = 0;
    const comparisonIds = new WeakMap();
    function disconnectedOrder(a, b) {
        const id = (node) => { if (!comparisonIds.has(node)) comparisonIds.set(node, ++comparisonSerial); return comparisonIds.get(node); };
        return id(a) > id(b);
    }

    // "Locate a namespace" and "locate a namespace prefix" (lookupNamespaceURI, lookupPrefix).
    function locateNamespace(node, prefix) {
        switch (node[_nodeType]) {
            case 1: {
                if (node[_namespaceURI] !== null && node[_prefix] === prefix) return node[_namespaceURI];
                if (prefix === 'xml') return XML_NS;
                if (prefix === 'xmlns') return XMLNS_NS;
                for (const a of node[_attributes]) {
                    if (a[_namespaceURI] === XMLNS_NS && ((a[_prefix] === 'xmlns' && a[_localName] === prefix) || (prefix === null && a[_prefix] === null && a[_localName] === 'xmlns'))) {
                        return a[_value] === '' ? null : a[_value];
                    }
                }
                return node.parentElement ? locateNamespace(node.parentElement, prefix) : null;
            }
            case 9: return node.documentElement ? locateNamespace(node.documentElement, prefix) : null;
            case 10: case 11: return null;
            case 2: return node.ownerElement ? locateNamespace(node.ownerElement, prefix) : null;
            default: return node.parentElement ? locateNamespace(node.parentElement, prefix) : null;
        }
    }
    function locatePrefix(element, namespace) {
        for (let e = element; e; e = e.parentElement) {
            if (e[_namespaceURI] === namespace && e[_prefix] !== null) return e[_prefix];
            for (const a of e[_attributes]) if (a[_prefix] === 'xmlns' && a[_value] === namespace) return a[_localName];
        }
        return null;
    }

    // nodeType is read for nearly every node any walk visits. The DOM's own code reads it as a
    // value on each prototype under a slot (`_nodeType`, defined in each interface's file),
    // which JavaScriptCore's interpreter loads through its inline cache (a getter is a call
    // through the slow path, and cold code, a one-shot job, runs in that interpreter); pages
    // read Node.prototype's getter, as in WebKit.

    Object.assign(dom, { Node });
})
