// Node: the tree accessors, the tree operations (appendChild ... replaceWith), cloning,
// comparison and namespace lookup.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _childNodes, _children, _content, _data, _host, _isShadowRoot, _localName, _name, _namespaceURI, _nodeType, _prefix, _target, _value } = dom.slots; const { attributesOf, firstChildOf, lastChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, prefixOf, previousSiblingOf, setFirstChild, setLastChild, setNextSibling, setOwnerDocument, setParent, setPreviousSibling } = dom.nodeSlots;
    const { wrongThisCall } = dom;
    const { illegalInvocation, brandOf } = dom;
    const { notEnoughArguments, liveCollection, NodeList, childArray, insertBefore, domException, removeNode, validateInsertion, insertNode, nextInTree, replaceAllChildren, nextSkippingChildren, HTML_NS, appendQuickly, HTMLCollection, XML_NS, XMLNS_NS } = dom;
    // From later files of the group: set once, when all are installed (nodes/interfaces.js).
    var shallowClone;
    dom.nodeLinks.push(() => ({ shallowClone } = dom));

    // ----- Node --------------------------------------------------------------------------------

    // Connected: the shadow-including root is a document (a shadow root goes on at its host).
    function isConnected(node) {
        for (;;) {
            while (parentOf(node)) node = parentOf(node);
            if (!node[_isShadowRoot]) return nodeTypeOf(node) === 9;
            node = node[_host];
        }
    }
    dom.isConnected = isConnected;

    // A clonable shadow root of `source` attached to its copy, with the root's children queued
    // to be copied (DOM's "clone a node": mode, delegatesFocus, slot assignment, serializable).
    const { _clonable, _delegatesFocus, _mode, _registryKeptNull, _serializable, _shadowRoot, _slotAssignment } = dom.slots;
    function cloneShadowRoot(source, target, pending) {
        const root = source[_shadowRoot];
        if (root === undefined || !root[_clonable] || nodeTypeOf(target) !== 1) return;
        const copy = dom.attachShadowIfAllowed(target, { mode: root[_mode], clonable: true, serializable: root[_serializable], delegatesFocus: root[_delegatesFocus], slotAssignment: root[_slotAssignment] });
        if (copy === null) return;
        if (root[_registryKeptNull]) copy[_registryKeptNull] = true;
        pending.push([root, copy]);
    }

    class Node {
        constructor() {
            if (new.target === Node) throw new TypeError('Illegal constructor');
            // Every subclass's `this`: a node with the private fields of nodes/node-slots.js.
            return dom.makeNode(new.target);
        }
        // Members in WebKit's order (its IDL's: attributes, then operations), as `for...in` and
        // getOwnPropertyNames list them. The attributes over the node's slots are read-only
        // accessors that throw on an object that is not a node (the prototype itself, or one
        // made with Object.create).
        get nodeType() { const value = nodeTypeOf(this); return value !== undefined ? value : illegalInvocation(this, 'Node', 'nodeType'); }
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
        // The document's base URL (dom/url.js, installed on first use).
        get baseURI() { return dom.documentBaseURL(ownerDocumentOf(this) || this); }
        // Connected: the shadow-including root is a document (a shadow root goes on at its host).
        get isConnected() { return isConnected(this); }
        get ownerDocument() { const value = ownerDocumentOf(this); return value !== undefined ? value : illegalInvocation(this, 'Node', 'ownerDocument'); }
        get parentNode() { const value = parentOf(this); return value !== undefined ? value : illegalInvocation(this, 'Node', 'parentNode'); }
        get parentElement() { return parentOf(this) && nodeTypeOf(parentOf(this)) === 1 ? parentOf(this) : null; }
        get childNodes() {
            if (!(dom.isNodeOrAttr(this) ? this : illegalInvocation(this, 'Node', 'childNodes'))[_childNodes]) this[_childNodes] = liveCollection(NodeList, this, () => childArray(this));
            return this[_childNodes];
        }
        get firstChild() { const value = firstChildOf(this); return value !== undefined ? value : illegalInvocation(this, 'Node', 'firstChild'); }
        get lastChild() { const value = lastChildOf(this); return value !== undefined ? value : illegalInvocation(this, 'Node', 'lastChild'); }
        get previousSibling() { const value = previousSiblingOf(this); return value !== undefined ? value : illegalInvocation(this, 'Node', 'previousSibling'); }
        get nextSibling() { const value = nextSiblingOf(this); return value !== undefined ? value : illegalInvocation(this, 'Node', 'nextSibling'); }
        get nodeValue() {
            const type = nodeTypeOf(this);
            return type === 3 || type === 4 || type === 7 || type === 8 ? this[_data] : type === 2 ? this[_value] : null;
        }
        set nodeValue(value) {
            const type = nodeTypeOf(this);
            if (type === 3 || type === 4 || type === 7 || type === 8) this.data = value;
            else if (type === 2) this.value = value === null ? '' : value;
        }
        // Every node type's, here on Node.prototype as WebKit has them (CharacterData and Attr have
        // no own): a text-like node's data, an attribute's value, a document's or doctype's null,
        // else the text of its descendants.
        get textContent() {
            const type = nodeTypeOf(this);
            if (type === 3 || type === 4 || type === 7 || type === 8) return this[_data];
            if (type === 2) return this[_value];
            if (type === 9 || type === 10) return null;
            // Joined once: appending makes a rope as deep as the text has nodes (a whole page's
            // text, for a strategy that searches it), which costs as much again to flatten.
            const parts = [];
            for (let node = firstChildOf(this); node; node = nextInTree(node, this)) {
                if (nodeTypeOf(node) === 3 || nodeTypeOf(node) === 4) parts.push(node[_data]);
            }
            return parts.length === 1 ? parts[0] : parts.join('');
        }
        set textContent(value) {
            const type = nodeTypeOf(this);
            if (type === 3 || type === 4 || type === 7 || type === 8 || type === 2) { this.nodeValue = value; return; }
            if (type === 9 || type === 10) return;
            replaceAllChildren(this, value === null || value === undefined || value === '' ? null : ownerDocumentOf(this).createTextNode(String(value)));
        }
        getRootNode(options = undefined) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'getRootNode');
            let node = this;
            while (parentOf(node)) node = parentOf(node);
            if (node[_isShadowRoot] && options && typeof options === 'object' && options.composed) return node[_host].getRootNode(options);
            return node;
        }
        hasChildNodes() { if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'hasChildNodes'); return firstChildOf(this) !== null; }
        // Merges adjacent Text nodes and drops empty ones, moving live ranges onto the merged node.
        normalize() {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'normalize');
            let node = firstChildOf(this);
            while (node && node !== this) {
                if (nodeTypeOf(node) !== 3) { node = nextInTree(node, this); continue; }
                if (node[_data].length === 0) { const next = nextSkippingChildren(node, this); removeNode(node); node = next; continue; }
                let text = '';
                for (let n = nextSiblingOf(node); n && nodeTypeOf(n) === 3; n = nextSiblingOf(n)) text += n[_data];
                let length = node[_data].length;
                if (text) node.replaceData(length, 0, text);
                const parent = parentOf(node);
                for (let current = nextSiblingOf(node); current && nodeTypeOf(current) === 3; current = nextSiblingOf(current)) {
                    dom.rangesMergeText?.(node, current, parent, length);
                    length += current[_data].length;
                }
                while (nextSiblingOf(node) && nodeTypeOf(nextSiblingOf(node)) === 3) removeNode(nextSiblingOf(node));
                node = nextSkippingChildren(node, this);
            }
        }
        cloneNode(deep = false) {
            if (this[_isShadowRoot]) throw domException('Shadow roots cannot be cloned.', 'NotSupportedError');
            const document = nodeTypeOf(this) === 9 ? null : ownerDocumentOf(this);
            const copy = shallowClone(this, document);
            // Iterative deep copy: no recursion, whatever the depth. (A clonable shadow root is
            // copied whole with its host, even by a shallow clone.)
            const pending = [];
            cloneShadowRoot(this, copy, pending);
            if (deep) pending.push([this, copy]);
            while (pending.length) {
                const [source, target] = pending.pop();
                if (localNameOf(source) === 'template' && namespaceOf(source) === HTML_NS && source[_content]) {
                    pending.push([source[_content], target.content]);
                }
                for (let child = firstChildOf(source); child; child = nextSiblingOf(child)) {
                    const childCopy = shallowClone(child, nodeTypeOf(target) === 9 ? target : ownerDocumentOf(target));
                    appendQuickly(target, childCopy);
                    cloneShadowRoot(child, childCopy, pending);
                    pending.push([child, childCopy]);
                }
            }
            return copy;
        }
        isEqualNode(other) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'isEqualNode');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!other || nodeTypeOf(other) !== nodeTypeOf(this)) return false;
            if (nodeTypeOf(this) === 1) {
                if (namespaceOf(this) !== namespaceOf(other) || prefixOf(this) !== prefixOf(other) || localNameOf(this) !== localNameOf(other)) return false;
                if (attributesOf(this).length !== attributesOf(other).length) return false;
                for (const attribute of attributesOf(this)) {
                    if (other.getAttributeNS(attribute[_namespaceURI], attribute[_localName]) !== attribute.value) return false;
                }
            } else if (nodeTypeOf(this) === 3 || nodeTypeOf(this) === 4 || nodeTypeOf(this) === 8) {
                if (this.data !== other.data) return false;
            } else if (nodeTypeOf(this) === 7) {
                if (this.target !== other.target || this.data !== other.data) return false;
            } else if (nodeTypeOf(this) === 2) {
                if (namespaceOf(this) !== namespaceOf(other) || localNameOf(this) !== localNameOf(other) || this[_value] !== other[_value]) return false;
            } else if (nodeTypeOf(this) === 10) {
                if (this.name !== other.name || this.publicId !== other.publicId || this.systemId !== other.systemId) return false;
            }
            let a = firstChildOf(this), b = firstChildOf(other);
            for (; a && b; a = nextSiblingOf(a), b = nextSiblingOf(b)) if (!a.isEqualNode(b)) return false;
            return a === null && b === null;
        }
        isSameNode(other) { if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'isSameNode'); if (arguments.length < 1) throw notEnoughArguments(); return this === other; }
        compareDocumentPosition(other) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'compareDocumentPosition');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(other instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (other === this) return 0;
            // Attributes compare as their elements, and among themselves in the element's order.
            let node1 = other, node2 = this, attr1 = null, attr2 = null;
            if (nodeTypeOf(node1) === 2) { attr1 = node1; node1 = attr1.ownerElement; }
            if (nodeTypeOf(node2) === 2) {
                attr2 = node2; node2 = attr2.ownerElement;
                if (attr1 && node1 && node2 === node1) {
                    for (const attribute of attributesOf(node2)) {
                        if (attribute === attr1) return 32 | 2;
                        if (attribute === attr2) return 32 | 4;
                    }
                }
            }
            const path = (node) => { const list = []; for (; node; node = parentOf(node)) list.push(node); return list.reverse(); };
            const path1 = node1 ? path(node1) : [], path2 = node2 ? path(node2) : [];
            if (!node1 || !node2 || path1[0] !== path2[0]) return 1 | 32 | (disconnectedOrder(other, this) ? 4 : 2);
            if ((path2.length > path1.length && path2[path1.length - 1] === node1 && !attr1) || (node1 === node2 && attr2)) return 8 | 2;
            if ((path1.length > path2.length && path1[path2.length - 1] === node2 && !attr2) || (node1 === node2 && attr1)) return 16 | 4;
            let i = 0;
            while (i < path1.length && i < path2.length && path1[i] === path2[i]) i++;
            if (i === path1.length) return 2; // node1 is an ancestor of node2 (attr1 set): it precedes
            if (i === path2.length) return 4;
            for (let n = path1[i]; n; n = nextSiblingOf(n)) if (n === path2[i]) return 2;
            return 4;
        }
        contains(other) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'contains');
            if (arguments.length < 1) throw notEnoughArguments();
            for (let node = other; node; node = parentOf(node)) if (node === this) return true;
            return false;
        }
        lookupPrefix(namespace) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'lookupPrefix');
            if (arguments.length < 1) throw notEnoughArguments();
            if (namespace === null || namespace === undefined || namespace === '') return null;
            namespace = String(namespace);
            switch (nodeTypeOf(this)) {
                case 1: return locatePrefix(this, namespace);
                case 9: return this.documentElement ? locatePrefix(this.documentElement, namespace) : null;
                case 10: case 11: return null;
                case 2: return this.ownerElement ? locatePrefix(this.ownerElement, namespace) : null;
                default: return this.parentElement ? locatePrefix(this.parentElement, namespace) : null;
            }
        }
        lookupNamespaceURI(prefix) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'lookupNamespaceURI');
            if (arguments.length < 1) throw notEnoughArguments();
            return locateNamespace(this, prefix === '' || prefix === undefined ? null : prefix === null ? null : String(prefix));
        }
        isDefaultNamespace(namespace) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'isDefaultNamespace');
            if (arguments.length < 1) throw notEnoughArguments();
            namespace = namespace === '' || namespace === undefined || namespace === null ? null : String(namespace);
            return locateNamespace(this, null) === namespace;
        }
        insertBefore(node, child) { if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'insertBefore'); if (arguments.length < 2) throw notEnoughArguments(); return insertBefore(this, node, child ?? null); }
        // (Not a tail call: strict code's proper tail calls would drop appendChild's frame, and
        // an error's stack would name insertBefore: runtime/native-errors.js.)
        appendChild(node) { if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'appendChild'); if (arguments.length < 1) throw notEnoughArguments(); const inserted = insertBefore(this, node, null); return inserted; }
        // The spec's "replace": one record with the child out and the node(s) in.
        replaceChild(node, child) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'replaceChild');
            if (arguments.length < 2) throw notEnoughArguments();
            if (!(child instanceof Node)) throw new TypeError("parameter 2 is not of type 'Node'.");
            validateInsertion(this, node, null, child);
            let reference = nextSiblingOf(child);
            if (reference === node) reference = nextSiblingOf(node);
            let previous = previousSiblingOf(child);
            if (previous === node) previous = previousSiblingOf(node);
            if (nodeTypeOf(node) !== 11 && parentOf(node)) removeNode(node); // adopting it
            const removed = parentOf(child) ? [child] : [];
            if (removed.length) removeNode(child, true);
            const added = nodeTypeOf(node) === 11 ? childArray(node) : [node];
            insertNode(this, node, reference, true);
            dom.notifyChildList?.(this, added, removed, previous, reference);
            return child;
        }
        removeChild(child) {
            if (ownerDocumentOf(this) === undefined) wrongThisCall('Node', 'removeChild');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(child instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (parentOf(child) !== this) throw domException("The node to be removed is not a child of this node.", 'NotFoundError');
            removeNode(child);
            return child;
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
        switch (nodeTypeOf(node)) {
            case 1: {
                if (namespaceOf(node) !== null && prefixOf(node) === prefix) return namespaceOf(node);
                if (prefix === 'xml') return XML_NS;
                if (prefix === 'xmlns') return XMLNS_NS;
                for (const a of attributesOf(node)) {
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
            if (namespaceOf(e) === namespace && prefixOf(e) !== null) return prefixOf(e);
            for (const a of attributesOf(e)) if (a[_prefix] === 'xmlns' && a[_value] === namespace) return a[_localName];
        }
        return null;
    }

    // nodeType is read for nearly every node any walk visits: each interface's prototype holds
    // its value under a slot (`_nodeType`, defined in each interface's file), which every node
    // copies into a private field as it is made (nodes/node-slots.js); the DOM's own code reads
    // that (nodeTypeOf), pages Node.prototype's getter, as in WebKit.

    Object.assign(dom, { Node });
})
