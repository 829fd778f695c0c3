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

    const dom = internals.dom;
    const { _attributeChanged, _attributes, _baseVersion, _characterSet, _childNodes, _children, _content, _contentType, _data, _document, _element, _embeds, _firstChild, _forms, _host, _images, _implementation, _isHTML, _isHTMLInHTMLDocument, _isShadowRoot, _items, _lastChild, _lazyStyle, _links, _localName, _mode, _name, _namedNodeMap, _namespaceURI, _nextSibling, _nodeType, _notStarted, _ownerDocument, _ownerElement, _parentNode, _prefix, _previousSibling, _publicId, _qualifiedLookupName, _readyState, _removeAttribute, _scripts, _shadowRoot, _styleText, _systemId, _target, _treeVersion, _url, _value, _version, _xmlDeclaration } = dom.slots;
    Object.assign(dom, { HTML_NS, SVG_NS, MATHML_NS, XLINK_NS, XML_NS, XMLNS_NS });

    function domException(message, name) { return new DOMException(message, name); }
    // Names compare ASCII case-insensitively (DOM): U+00C4 stays, where toLowerCase() lowercases it too.
    const nonASCII = /[^\x00-\x7F]/;
    const asciiLowercase = (text) => (nonASCII.test(text) ? text.replace(/[A-Z]+/g, (run) => run.toLowerCase()) : text.toLowerCase());
    const asciiUppercase = (text) => (nonASCII.test(text) ? text.replace(/[a-z]+/g, (run) => run.toUpperCase()) : text.toUpperCase());

    // ----- Names (DOM Standard, "Namespaces") ----------------------------------------------------

    const asciiAlpha = /^[A-Za-z]/;
    function isValidElementLocalName(name) {
        if (name === '') return false;
        if (asciiAlpha.test(name)) return !/[\t\n\f\r \0\/>]/.test(name);
        return /^[:_\u0080-\uffff][A-Za-z0-9\-.:_\u0080-\uffff]*$/.test(name);
    }
    const isValidAttributeLocalName = (name) => name !== '' && !/[\t\n\f\r \0\/=>]/.test(name);
    const isValidNamespacePrefix = (name) => name !== '' && !/[\t\n\f\r \0\/>]/.test(name);
    const isValidDoctypeName = (name) => !/[\t\n\f\r \0>]/.test(name);
    // XML's Name production, which a processing instruction's target must match.
    const nameStart = 'A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD';
    const xmlName = new RegExp(`^[:${nameStart}][:${nameStart}\\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$`);
    const invalidName = (name) => domException(`The string provided ('${name}') is not a valid name.`, 'InvalidCharacterError');

    // "Validate and extract": [namespace, prefix, localName] for createElementNS, setAttributeNS
    // and createDocument, or the exception a browser throws.
    function validateAndExtract(namespace, qualifiedName, context) {
        namespace = namespace === null || namespace === undefined || namespace === '' ? null : String(namespace);
        qualifiedName = String(qualifiedName);
        let prefix = null, localName = qualifiedName;
        const colon = qualifiedName.indexOf(':');
        if (colon >= 0) {
            prefix = qualifiedName.slice(0, colon);
            const rest = qualifiedName.slice(colon + 1);
            const next = rest.indexOf(':');
            localName = next >= 0 ? rest.slice(0, next) : rest;
            if (!isValidNamespacePrefix(prefix)) throw invalidName(qualifiedName);
        }
        if (context === 'attribute' ? !isValidAttributeLocalName(localName) : !isValidElementLocalName(localName)) throw invalidName(qualifiedName);
        const namespaceError = (why) => domException(`The qualified name provided ('${qualifiedName}') ${why}.`, 'NamespaceError');
        if (prefix !== null && namespace === null) throw namespaceError('has a prefix but no namespace');
        if (prefix === 'xml' && namespace !== XML_NS) throw namespaceError(`has the prefix 'xml' outside the XML namespace`);
        if ((qualifiedName === 'xmlns' || prefix === 'xmlns') && namespace !== XMLNS_NS) throw namespaceError(`is 'xmlns' outside the XMLNS namespace`);
        if (namespace === XMLNS_NS && qualifiedName !== 'xmlns' && prefix !== 'xmlns') throw namespaceError('is in the XMLNS namespace without the xmlns prefix');
        return [namespace, prefix, localName];
    }

    const { illegalInvocation, brandOf } = dom;

    // WebIDL's unsigned long: what offsets and counts convert to.
    const toUnsignedLong = (value) => Number(value) >>> 0;

    // Every change of a document's tree or text counts in _version (live collections) and
    // _treeVersion (the selector index); attribute changes only in _version.
    function touch(node) {
        const document = node[_nodeType] === 9 ? node : node[_ownerDocument];
        if (document) { document[_version]++; document[_treeVersion]++; }
    }

    // ----- Live collections -----------------------------------------------------------------

    // A collection recomputed when its document changed since it was last read; indexed
    // access goes through a Proxy so `list[0]` stays live too. The Proxy gives it WebIDL's
    // legacy platform object behaviour: indices (and an HTMLCollection's names) are read-only
    // own properties that cannot be set, defined or deleted; its internals are not own keys.
    const isIndex = (key) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295;
    function liveCollection(kind, owner, compute) {
        const target = Object.create(kind.prototype);
        let version = -1;
        let items = [];
        const refresh = () => {
            const document = owner[_nodeType] === 9 ? owner : owner[_ownerDocument];
            const current = document ? document[_version] : 0;
            if (current !== version || !document) { items = compute(); version = current; }
            return items;
        };
        Object.defineProperty(target, _items, { get: refresh, configurable: true });
        const isNamed = kind === HTMLCollection;
        // A supported name not shadowed by the object itself (the prototype chain included).
        const named = (object, key) => (isNamed && typeof key === 'string' && key !== '' && !isIndex(key) && !(key in object)
            ? HTMLCollection.prototype.namedItem.call(object, key) : null);
        const supported = (object, key) => (isIndex(key) ? Number(key) < refresh().length : named(object, key) !== null);
        const proxy = new Proxy(target, {
            get(object, key, receiver) {
                if (isIndex(key)) return refresh()[Number(key)];
                // The collection's own state, read through an object that only inherits from it
                // (Object.create(collection).length): WebIDL's brand check fails.
                if (key === _items) { if (receiver !== proxy) throw new TypeError('Illegal invocation'); return refresh(); }
                if (isNamed && typeof key === 'string' && !(key in object)) return named(object, key) ?? undefined;
                return Reflect.get(object, key, receiver);
            },
            has(object, key) {
                if (isIndex(key)) return Number(key) < refresh().length;
                return Reflect.has(object, key) || named(object, key) !== null;
            },
            ownKeys(object) {
                const keys = [...refresh().keys()].map(String);
                if (isNamed) {
                    const names = new Set();
                    for (const element of refresh()) {
                        if (element.id) names.add(element.id);
                        const name = element[_namespaceURI] === HTML_NS ? element.getAttribute('name') : null;
                        if (name) names.add(name);
                    }
                    for (const name of names) if (!Object.prototype.hasOwnProperty.call(object, name)) keys.push(name);
                }
                return keys.concat(Reflect.ownKeys(object).filter((key) => key !== _items));
            },
            getOwnPropertyDescriptor(object, key) {
                if (isIndex(key)) {
                    const list = refresh();
                    return Number(key) < list.length ? { value: list[Number(key)], enumerable: true, configurable: true, writable: false } : undefined;
                }
                if (key === _items) return undefined;
                const element = Object.prototype.hasOwnProperty.call(object, key) ? null : named(object, key);
                if (element) return { value: element, enumerable: false, configurable: true, writable: false };
                return Reflect.getOwnPropertyDescriptor(object, key);
            },
            set(object, key, value, receiver) {
                // An object inheriting from the collection sets its own property.
                if (receiver === proxy && (isIndex(key) || named(object, key) !== null)) return false; // a TypeError in strict code
                return Reflect.set(object, key, value, receiver);
            },
            defineProperty(object, key, descriptor) {
                if (isIndex(key) || named(object, key) !== null) return false;
                return Reflect.defineProperty(object, key, descriptor);
            },
            deleteProperty(object, key) {
                if (supported(object, key)) return false;
                return Reflect.deleteProperty(object, key);
            },
        });
        return proxy;
    }

    class NodeList {
        get length() { return this[_items].length; }
        item(index) { return this[_items][index >>> 0] ?? null; }
    }
    // WebIDL: an iterable with an indexed getter takes Array.prototype's iteration methods,
    // which read the list by index as they go (a live list's additions are seen).
    for (const name of ['entries', 'keys', 'values', 'forEach']) {
        Object.defineProperty(NodeList.prototype, name, { value: Array.prototype[name], writable: true, enumerable: true, configurable: true });
    }
    Object.defineProperty(NodeList.prototype, Symbol.iterator, { value: Array.prototype[Symbol.iterator], writable: true, configurable: true });

    class HTMLCollection {
        get length() { return this[_items].length; }
        item(index) { return this[_items][index >>> 0] ?? null; } // WebIDL's unsigned long: "form1" is 0
        namedItem(name) {
            name = String(name);
            if (name === '') return null; // the empty string names nothing
            return this[_items].find((e) => e.id === name || (e[_namespaceURI] === HTML_NS && e.getAttribute('name') === name)) ?? null;
        }
    }
    Object.defineProperty(HTMLCollection.prototype, Symbol.iterator, { value: Array.prototype[Symbol.iterator], writable: true, configurable: true });
    // WebIDL members are enumerable (for-in over document.forms lists them after the indices).
    for (const name of ['length', 'item', 'namedItem']) Object.defineProperty(HTMLCollection.prototype, name, { enumerable: true });

    // A static list, as querySelectorAll returns. Its indices are plain data properties: a
    // browser's are read-only, but JavaScriptCore keeps read-only indices in a sparse map,
    // which made building a list 4x and reading it 10x slower than contiguous storage.
    function staticNodeList(nodes) {
        const list = Object.create(NodeList.prototype);
        Object.defineProperty(list, _items, { value: nodes });
        for (let index = 0; index < nodes.length; index++) list[index] = nodes[index];
        return list;
    }

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
        hasChildNodes() { return this[_firstChild] !== null; }
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
            let node = this;
            while (node[_parentNode]) node = node[_parentNode];
            if (node[_isShadowRoot] && options && typeof options === 'object' && options.composed) return node[_host].getRootNode(options);
            return node;
        }
        get baseURI() { return (this[_ownerDocument] || this).baseURI; }

        contains(other) {
            for (let node = other; node; node = node[_parentNode]) if (node === this) return true;
            return false;
        }

        appendChild(node) { return insertBefore(this, node, null); }
        insertBefore(node, child) { return insertBefore(this, node, child ?? null); }
        removeChild(child) {
            if (!(child instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (child[_parentNode] !== this) throw domException("The node to be removed is not a child of this node.", 'NotFoundError');
            removeNode(child);
            return child;
        }
        // The spec's "replace": one record with the child out and the node(s) in.
        replaceChild(node, child) {
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
        isSameNode(other) { return this === other; }

        lookupNamespaceURI(prefix) {
            return locateNamespace(this, prefix === '' || prefix === undefined ? null : prefix === null ? null : String(prefix));
        }
        lookupPrefix(namespace) {
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
            namespace = namespace === '' || namespace === undefined || namespace === null ? null : String(namespace);
            return locateNamespace(this, null) === namespace;
        }

        compareDocumentPosition(other) {
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

        // ChildNode / ParentNode mixins
        get children() {
            if (!brandOf(this, _firstChild, 'Element', 'children')[_children]) this[_children] = liveCollection(HTMLCollection, this, () => childArray(this).filter((n) => n[_nodeType] === 1));
            return this[_children];
        }
        get firstElementChild() { let n = this[_firstChild]; while (n && n[_nodeType] !== 1) n = n[_nextSibling]; return n; }
        get lastElementChild() { let n = this[_lastChild]; while (n && n[_nodeType] !== 1) n = n[_previousSibling]; return n; }
        get childElementCount() { let count = 0; for (let n = this[_firstChild]; n; n = n[_nextSibling]) if (n[_nodeType] === 1) count++; return count; }
        get previousElementSibling() { let n = this[_previousSibling]; while (n && n[_nodeType] !== 1) n = n[_previousSibling]; return n; }
        get nextElementSibling() { let n = this[_nextSibling]; while (n && n[_nodeType] !== 1) n = n[_nextSibling]; return n; }

        prepend(...nodes) { insertBefore(this, convertNodes(this, nodes), this[_firstChild]); }
        append(...nodes) { insertBefore(this, convertNodes(this, nodes), null); }
        replaceChildren(...nodes) {
            const node = convertNodes(this, nodes);
            validateInsertion(this, node, null);
            replaceAllChildren(this, node);
        }
        before(...nodes) {
            const parent = this[_parentNode];
            if (!parent) return;
            let viable = this[_previousSibling];
            while (viable && nodes.includes(viable)) viable = viable[_previousSibling];
            const fragment = convertNodes(this, nodes);
            insertBefore(parent, fragment, viable ? viable[_nextSibling] : parent[_firstChild]);
        }
        after(...nodes) {
            const parent = this[_parentNode];
            if (!parent) return;
            let viable = this[_nextSibling];
            while (viable && nodes.includes(viable)) viable = viable[_nextSibling];
            insertBefore(parent, convertNodes(this, nodes), viable);
        }
        replaceWith(...nodes) {
            const parent = this[_parentNode];
            if (!parent) return;
            let viable = this[_nextSibling];
            while (viable && nodes.includes(viable)) viable = viable[_nextSibling];
            const fragment = convertNodes(this, nodes);
            if (this[_parentNode] === parent) removeNode(this);
            insertBefore(parent, fragment, viable);
        }
        remove() { if (this[_parentNode]) removeNode(this); }
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

    function childArray(parent) {
        const list = [];
        for (let node = parent[_firstChild]; node; node = node[_nextSibling]) list.push(node);
        return list;
    }

    function nextSkippingChildren(node, root) {
        while (node && node !== root) {
            if (node[_nextSibling]) return node[_nextSibling];
            node = node[_parentNode];
        }
        return null;
    }

    // The next node in tree order within `root`, without recursion.
    function nextInTree(node, root) {
        if (node[_firstChild]) return node[_firstChild];
        while (node && node !== root) {
            if (node[_nextSibling]) return node[_nextSibling];
            node = node[_parentNode];
        }
        return null;
    }

    function convertNodes(context, nodes) {
        const document = context[_nodeType] === 9 ? context : context[_ownerDocument];
        if (nodes.length === 1 && nodes[0] instanceof Node) return nodes[0];
        const fragment = document.createDocumentFragment();
        for (const item of nodes) fragment.appendChild(item instanceof Node ? item : document.createTextNode(String(item)));
        return fragment;
    }

    const hierarchyError = (message) => domException(message, 'HierarchyRequestError');
    const hasElementChild = (node) => { for (let n = node[_firstChild]; n; n = n[_nextSibling]) if (n[_nodeType] === 1) return true; return false; };
    const isCharacterData = (node) => node[_nodeType] === 3 || node[_nodeType] === 4 || node[_nodeType] === 7 || node[_nodeType] === 8;

    // The pre-insert and replace validity checks, in the spec's order (tests tell the
    // exceptions apart). `replaced` is the child a replaceChild takes out, else null.
    function validateInsertion(parent, node, child, replaced = null) {
        if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
        if (parent[_nodeType] !== 1 && parent[_nodeType] !== 9 && parent[_nodeType] !== 11) {
            throw hierarchyError('This node type does not support this method.');
        }
        for (let n = parent; n; n = n[_parentNode] ?? n[_host] ?? null) {
            if (n === node) throw hierarchyError('The new child element contains the parent.');
        }
        const reference = replaced ?? child;
        if (reference && reference[_parentNode] !== parent) {
            throw domException(replaced ? 'The node to be replaced is not a child of this node.'
                : 'The node before which the new node is to be inserted is not a child of this node.', 'NotFoundError');
        }
        const type = node[_nodeType];
        if (type !== 1 && type !== 10 && type !== 11 && !isCharacterData(node)) {
            throw hierarchyError(`Nodes of type '${node.nodeName}' may not be inserted inside nodes of type '${parent.nodeName}'.`);
        }
        if ((type === 3 && parent[_nodeType] === 9) || (type === 10 && parent[_nodeType] !== 9)) {
            throw hierarchyError(`Nodes of type '${node.nodeName}' may not be inserted inside nodes of type '${parent.nodeName}'.`);
        }
        if (parent[_nodeType] !== 9) return;
        // A document has at most one element and one doctype, the doctype first.
        const others = (test) => { for (let n = parent[_firstChild]; n; n = n[_nextSibling]) if (n !== replaced && test(n)) return true; return false; };
        const doctypeAfter = (start) => { for (let n = start && start[_nextSibling]; n; n = n[_nextSibling]) if (n[_nodeType] === 10) return true; return false; };
        const elementBefore = (start) => { for (let n = start && start[_previousSibling]; n; n = n[_previousSibling]) if (n[_nodeType] === 1) return true; return false; };
        const onlyOne = () => hierarchyError('Only one element and one doctype are allowed on a document, the doctype first.');
        if (type === 11) {
            let elements = 0, text = false;
            for (let n = node[_firstChild]; n; n = n[_nextSibling]) { if (n[_nodeType] === 1) elements++; else if (n[_nodeType] === 3) text = true; }
            if (elements > 1 || text) throw onlyOne();
            if (elements === 1) {
                if (others((n) => n[_nodeType] === 1)) throw onlyOne();
                if (replaced ? doctypeAfter(replaced) : (child && (child[_nodeType] === 10 || doctypeAfter(child)))) throw onlyOne();
            }
        } else if (type === 1) {
            if (others((n) => n[_nodeType] === 1)) throw onlyOne();
            if (replaced ? doctypeAfter(replaced) : (child && (child[_nodeType] === 10 || doctypeAfter(child)))) throw onlyOne();
        } else if (type === 10) {
            if (others((n) => n[_nodeType] === 10)) throw onlyOne();
            if (replaced ? elementBefore(replaced) : (child ? elementBefore(child) : hasElementChild(parent))) throw onlyOne();
        }
    }

    function insertBefore(parent, node, child) {
        validateInsertion(parent, node, child);
        if (child === node) child = node[_nextSibling];
        insertNode(parent, node, child, false);
        return node;
    }

    // The spec's "insert": a fragment's children leave it with one record on the fragment; the
    // parent's record is left to the caller when `suppressObservers` (replace, replace all).
    // Script elements made by script (not by a parser) run when they are connected to the page
    // (window.js runs them). Only while one exists does an insertion look for them.
    dom.unstartedScripts = 0;
    function markUnstartedScript(element) {
        if (element[_localName] === 'script' && element[_namespaceURI] === HTML_NS) {
            element[_notStarted] = true;
            dom.unstartedScripts++;
            if (!dom.scriptsInserted) internals.installNow('dom/dynamic-scripts.js');
        }
        return element;
    }
    dom.markUnstartedScript = markUnstartedScript;

    function insertNode(parent, node, child, suppressObservers) {
        if (dom.unstartedScripts > 0 && dom.scriptsInserted) {
            const nodes = node[_nodeType] === 11 ? childArray(node) : [node];
            linkAndNotify(parent, node, child, suppressObservers);
            dom.scriptsInserted(parent, nodes);
            return;
        }
        linkAndNotify(parent, node, child, suppressObservers);
    }
    function linkAndNotify(parent, node, child, suppressObservers) {
        if (node[_nodeType] === 11) {
            const nodes = childArray(node);
            if (!nodes.length) return;
            if (dom.rangesInsert) dom.rangesInsert(parent, child, nodes.length);
            for (const each of nodes) removeNode(each, true);
            dom.notifyChildList?.(node, [], nodes, null, null);
            for (const each of nodes) linkBefore(parent, each, child);
            if (!suppressObservers) dom.notifyChildList?.(parent, nodes, [], nodes[0][_previousSibling], child);
        } else {
            if (node[_parentNode]) removeNode(node);
            if (dom.rangesInsert) dom.rangesInsert(parent, child, 1);
            linkBefore(parent, node, child);
            if (!suppressObservers) dom.notifyChildList?.(parent, [node], [], node[_previousSibling], child);
        }
    }

    function adopt(node, document) {
        if (!document || node[_ownerDocument] === document) return;
        for (let n = node; n; n = nextInTree(n, node)) {
            n[_ownerDocument] = document;
            if (n[_content]) adopt(n[_content], document);
            if (n[_shadowRoot]) adopt(n[_shadowRoot], document);
        }
    }

    // <base> decides every relative URL; document.baseURI is cached until one is inserted,
    // removed or re-pointed.
    function noteBaseChange(node, document) {
        if (!document || node[_nodeType] !== 1) return;
        for (let n = node; n; n = nextInTree(n, node)) {
            if (n[_nodeType] === 1 && n[_localName] === 'base') { document[_baseVersion] = (document[_baseVersion] || 0) + 1; return; }
        }
    }

    function linkBefore(parent, node, child) {
        adopt(node, parent[_nodeType] === 9 ? parent : parent[_ownerDocument]);
        noteBaseChange(node, node[_ownerDocument]);
        node[_parentNode] = parent;
        node[_nextSibling] = child;
        node[_previousSibling] = child ? child[_previousSibling] : parent[_lastChild];
        if (node[_previousSibling]) node[_previousSibling][_nextSibling] = node; else parent[_firstChild] = node;
        if (child) child[_previousSibling] = node; else parent[_lastChild] = node;
        touch(parent);
    }

    // Appends a fresh node during parsing or cloning: no checks, no mutation records.
    function appendQuickly(parent, node) {
        node[_parentNode] = parent;
        node[_previousSibling] = parent[_lastChild];
        if (parent[_lastChild]) parent[_lastChild][_nextSibling] = node; else parent[_firstChild] = node;
        parent[_lastChild] = node;
    }

    function removeNode(node, suppressObservers = false) {
        dom.beforeRemove?.(node); // NodeIterator's pre-removing steps
        dom.rangesRemove?.(node);
        const parent = node[_parentNode];
        const previous = node[_previousSibling], next = node[_nextSibling];
        if (previous) previous[_nextSibling] = next; else parent[_firstChild] = next;
        if (next) next[_previousSibling] = previous; else parent[_lastChild] = previous;
        node[_parentNode] = node[_previousSibling] = node[_nextSibling] = null;
        touch(parent);
        noteBaseChange(node, node[_ownerDocument]);
        if (!suppressObservers) dom.notifyChildList?.(parent, [], [node], previous, next);
    }

    // The spec's "replace all": one record with what left and what came.
    function replaceAllChildren(parent, node) {
        if (node && node[_nodeType] !== 11 && node[_parentNode]) removeNode(node); // adopting it
        const added = node ? (node[_nodeType] === 11 ? childArray(node) : [node]) : [];
        const removed = childArray(parent);
        if (dom.beforeRemove) for (const child of removed) dom.beforeRemove(child);
        if (dom.rangesRemove) for (const child of removed) dom.rangesRemove(child, 0); // one by one, each the first
        for (const child of removed) {
            child[_parentNode] = child[_previousSibling] = child[_nextSibling] = null;
            noteBaseChange(child, child[_ownerDocument]);
        }
        parent[_firstChild] = parent[_lastChild] = null;
        touch(parent);
        if (node) insertNode(parent, node, null, true);
        if (removed.length || added.length) dom.notifyChildList?.(parent, added, removed, null, null);
    }

    function shallowClone(node, document) {
        switch (node[_nodeType]) {
            case 1: {
                const copy = createElement(document, node[_namespaceURI], node[_prefix], node[_localName]);
                for (const attribute of node[_attributes]) {
                    copy[_attributes].push(new Attr(attribute[_namespaceURI], attribute[_prefix], attribute[_localName], attribute.value, copy));
                }
                if (node[_notStarted]) markUnstartedScript(copy); // a script not yet run runs as its clone too
                return copy;
            }
            case 2: { const copy = new Attr(node[_namespaceURI], node[_prefix], node[_localName], node[_value], null); copy[_document] = document; return copy; }
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

    function adoptNew(node, document) { node[_ownerDocument] = document; return node; }

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

    // ----- Character data ------------------------------------------------------------------------

    class CharacterData extends Node {
        constructor(data) { super(); this[_data] = String(data); }
        get data() { return this[_data]; }
        set data(value) { this.replaceData(0, this[_data].length, value === null ? '' : value); }
        get length() { return this[_data].length; }
        get nodeValue() { return this[_data]; }
        set nodeValue(value) { this.data = value; }
        get textContent() { return this[_data]; }
        set textContent(value) { this.data = value; }
        substringData(offset, count) {
            if (arguments.length < 2) throw new TypeError('2 arguments required.');
            offset = toUnsignedLong(offset); count = toUnsignedLong(count);
            if (offset > this[_data].length) throw domException(`The offset ${offset} is greater than the node's length (${this[_data].length}).`, 'IndexSizeError');
            return this[_data].substring(offset, offset + count);
        }
        appendData(data) {
            if (arguments.length < 1) throw new TypeError('1 argument required.');
            this.replaceData(this[_data].length, 0, data);
        }
        insertData(offset, data) {
            if (arguments.length < 2) throw new TypeError('2 arguments required.');
            this.replaceData(offset, 0, data);
        }
        deleteData(offset, count) {
            if (arguments.length < 2) throw new TypeError('2 arguments required.');
            this.replaceData(offset, count, '');
        }
        replaceData(offset, count, data) {
            if (arguments.length < 3) throw new TypeError('3 arguments required.');
            offset = toUnsignedLong(offset); count = toUnsignedLong(count); data = String(data);
            const length = this[_data].length;
            if (offset > length) throw domException(`The offset ${offset} is greater than the node's length (${length}).`, 'IndexSizeError');
            if (offset + count > length) count = length - offset;
            const old = this[_data];
            this[_data] = old.slice(0, offset) + data + old.slice(offset + count);
            touch(this);
            dom.notifyCharacterData?.(this, old);
            dom.rangesReplaceData?.(this, offset, count, data.length);
        }
    }

    class Text extends CharacterData {
        constructor(data = '') { super(data); this[_ownerDocument] = dom.currentDocument ?? null; }
        get wholeText() {
            let start = this; while (start[_previousSibling] && start[_previousSibling][_nodeType] === 3) start = start[_previousSibling];
            let text = ''; for (let n = start; n && n[_nodeType] === 3; n = n[_nextSibling]) text += n.data;
            return text;
        }
        splitText(offset) {
            offset = toUnsignedLong(offset);
            const length = this[_data].length;
            if (offset > length) throw domException(`The offset ${offset} is greater than the node's length (${length}).`, 'IndexSizeError');
            const tail = adoptNew(this[_nodeType] === 4 ? new CDATASection(this[_data].slice(offset)) : new Text(this[_data].slice(offset)), this[_ownerDocument]);
            const parent = this[_parentNode];
            if (parent) {
                insertBefore(parent, tail, this[_nextSibling]);
                dom.rangesSplitText?.(this, tail, offset);
            }
            this.replaceData(offset, length - offset, '');
            return tail;
        }
    }

    class CDATASection extends Text {
    }

    class ProcessingInstruction extends CharacterData {
        constructor(target, data) { super(data); this[_target] = target; }
        get target() { return brandOf(this, _target, 'ProcessingInstruction', 'target')[_target]; }
    }

    class Comment extends CharacterData {
        constructor(data = '') { super(data); this[_ownerDocument] = dom.currentDocument ?? null; }
    }

    class DocumentType extends Node {
        constructor(name, publicId = '', systemId = '') {
            super();
            this[_name] = name; this[_publicId] = publicId; this[_systemId] = systemId;
        }
        get name() { return brandOf(this, _name, 'DocumentType', 'name')[_name]; }
        get publicId() { return brandOf(this, _name, 'DocumentType', 'publicId')[_publicId]; }
        get systemId() { return brandOf(this, _name, 'DocumentType', 'systemId')[_systemId]; }
    }

    class DocumentFragment extends Node {
        constructor() { super(); this[_ownerDocument] = dom.currentDocument ?? null; }
        getElementById(id) {
            id = String(id);
            if (id === '') return null; // an empty id attribute gives no ID
            for (let n = this[_firstChild]; n; n = nextInTree(n, this)) if (n[_nodeType] === 1 && n[_attributes].length && n.getAttribute('id') === id) return n;
            return null;
        }
    }

    // ----- Attributes ----------------------------------------------------------------------------

    // A node, but a light one: the parser makes one per attribute, so its tree fields (always
    // null) live on the prototype, and its document is its element's unless it has none.
    class Attr {
        constructor(namespaceURI, prefix, localName, value, ownerElement) {
            this[_namespaceURI] = namespaceURI; this[_prefix] = prefix; this[_localName] = localName;
            this[_value] = value; this[_ownerElement] = ownerElement;
        }
        get namespaceURI() { if (this[_ownerElement] === undefined) illegalInvocation(this, 'Attr', 'namespaceURI'); return this[_namespaceURI]; }
        get prefix() { if (this[_ownerElement] === undefined) illegalInvocation(this, 'Attr', 'prefix'); return this[_prefix]; }
        get localName() { if (this[_ownerElement] === undefined) illegalInvocation(this, 'Attr', 'localName'); return this[_localName]; }
        get ownerElement() { const value = this[_ownerElement]; return value !== undefined ? value : illegalInvocation(this, 'Attr', 'ownerElement'); }
        get name() { return this[_prefix] ? `${this[_prefix]}:${this[_localName]}` : this[_localName]; }
        get specified() { return true; }
        get value() { return this[_value]; }
        set value(v) { if (this.ownerElement) setAttributeValue(this.ownerElement, this, String(v)); else this[_value] = String(v); }
        get nodeValue() { return this[_value]; }
        set nodeValue(v) { this.value = v === null ? '' : v; }
        get textContent() { return this[_value]; }
        set textContent(v) { this.value = v === null ? '' : v; }
        get ownerDocument() { return this.ownerElement ? this.ownerElement[_ownerDocument] : this[_document] ?? null; }
        set ownerDocument(document) { this[_document] = document; }
    }
    Object.setPrototypeOf(Attr.prototype, Node.prototype);
    Object.setPrototypeOf(Attr, Node);
    for (const slot of [_parentNode, _firstChild, _lastChild, _previousSibling, _nextSibling]) {
        Object.defineProperty(Attr.prototype, slot, { value: null, writable: true });
    }
    // Internal code reads any node's document through the slot; an attribute's follows its element.
    Object.defineProperty(Attr.prototype, _ownerDocument, {
        get() { return this[_ownerElement] ? this[_ownerElement][_ownerDocument] : this[_document] ?? null; },
        set(document) { this[_document] = document; },
    });

    // The attribute with this qualified name: a loop rather than find(), since reading and
    // writing attributes is what render scripts do most.
    function attributeNamed(element, qualified) {
        const attributes = element[_attributes];
        for (let i = 0; i < attributes.length; i++) {
            const attribute = attributes[i];
            if ((attribute[_prefix] === null ? attribute[_localName] : attribute.name) === qualified) return attribute;
        }
        return null;
    }
    // Names setAttribute already found valid (checking is a regex).
    const validAttributeNames = new Set();

    function setAttributeValue(element, attribute, value) {
        const old = attribute[_value];
        attribute[_value] = value;
        attributeChanged(element, attribute[_localName], attribute[_namespaceURI], old);
    }

    function attributeChanged(element, localName, namespaceURI, oldValue) {
        if (element[_ownerDocument]) element[_ownerDocument][_version]++;
        if (localName === 'href' && element[_localName] === 'base' && element[_ownerDocument]) element[_ownerDocument][_baseVersion] = (element[_ownerDocument][_baseVersion] || 0) + 1;
        element[_attributeChanged]?.(localName, namespaceURI);
        dom.notifyAttribute?.(element, localName, namespaceURI, oldValue);
    }

    // ----- Element -------------------------------------------------------------------------------

    const elementClasses = new Map();
    const svgElementClasses = new Map(); // dom/svg-elements.js fills it

    class Element extends Node {
        constructor() {
            super();
            if (!this[_attributes]) this[_attributes] = [];
        }
        get namespaceURI() { if (this[_localName] === undefined) illegalInvocation(this, 'Element', 'namespaceURI'); return this[_namespaceURI]; }
        get prefix() { if (this[_localName] === undefined) illegalInvocation(this, 'Element', 'prefix'); return this[_prefix]; }
        get localName() { const value = this[_localName]; return value !== undefined ? value : illegalInvocation(this, 'Element', 'localName'); }
        get tagName() {
            const qualified = this[_prefix] ? `${this[_prefix]}:${this[_localName]}` : this[_localName];
            return this[_namespaceURI] === HTML_NS && this[_ownerDocument] && this[_ownerDocument][_isHTML] ? asciiUppercase(qualified) : qualified;
        }
        [_isHTMLInHTMLDocument]() { return this[_namespaceURI] === HTML_NS && (!this[_ownerDocument] || this[_ownerDocument][_isHTML]); }
        [_qualifiedLookupName](name) { return this[_isHTMLInHTMLDocument]() ? asciiLowercase(String(name)) : String(name); }

        get attributes() {
            if (brandOf(this, _attributes, 'Element', 'attributes')[_lazyStyle]) this[_lazyStyle] = false;
            if (!this[_namedNodeMap]) this[_namedNodeMap] = namedNodeMap(this);
            return this[_namedNodeMap];
        }
        hasAttributes() { return this[_attributes].length > 0; }
        getAttributeNames() { return this[_attributes].map((a) => a.name); }
        getAttributeNode(name) {
            const qualified = this[_qualifiedLookupName](name);
            if (qualified === 'style') this[_lazyStyle] = false;
            return attributeNamed(this, qualified);
        }
        getAttributeNodeNS(namespace, localName) {
            namespace = namespace === '' || namespace === undefined || namespace === null ? null : String(namespace);
            localName = String(localName);
            return this[_attributes].find((a) => a[_namespaceURI] === namespace && a[_localName] === localName) ?? null;
        }
        getAttribute(name) { const a = this.getAttributeNode(name); return a ? a[_value] : null; }
        getAttributeNS(namespace, localName) { const a = this.getAttributeNodeNS(namespace, localName); return a ? a[_value] : null; }
        hasAttribute(name) { return this.getAttributeNode(name) !== null; }
        hasAttributeNS(namespace, localName) { return this.getAttributeNodeNS(namespace, localName) !== null; }
        setAttribute(name, value) {
            name = String(name);
            if (!validAttributeNames.has(name)) {
                if (!isValidAttributeLocalName(name)) throw domException(`'${name}' is not a valid attribute name.`, 'InvalidCharacterError');
                if (validAttributeNames.size < 1000) validAttributeNames.add(name);
            }
            const qualified = this[_qualifiedLookupName](name);
            const existing = attributeNamed(this, qualified);
            if (existing) { setAttributeValue(this, existing, String(value)); return; }
            const attribute = new Attr(null, null, qualified, String(value), this);
            const last = this[_attributes][this[_attributes].length - 1];
            if (this[_lazyStyle] && last && last[_localName] === 'style') this[_attributes].splice(this[_attributes].length - 1, 0, attribute);
            else this[_attributes].push(attribute);
            attributeChanged(this, qualified, null, null);
        }
        // The style attribute's text for CSSOM, without counting as a read of the attribute.
        [_styleText]() {
            const attribute = this[_attributes].find((a) => a[_namespaceURI] === null && a[_localName] === 'style');
            return attribute ? attribute[_value] : '';
        }
        setAttributeNS(namespace, qualifiedName, value) {
            const [validNamespace, prefix, localName] = validateAndExtract(namespace, qualifiedName, 'attribute');
            const existing = this.getAttributeNodeNS(validNamespace, localName);
            if (existing) { setAttributeValue(this, existing, String(value)); return; }
            this[_attributes].push(new Attr(validNamespace, prefix, localName, String(value), this));
            attributeChanged(this, localName, validNamespace, null);
        }
        // "Set an attribute": an attribute of another element is in use; one of the same
        // namespace and local name is replaced in its place.
        setAttributeNode(attribute) {
            if (!(attribute instanceof Attr)) throw new TypeError("parameter 1 is not of type 'Attr'.");
            if (attribute.ownerElement && attribute.ownerElement !== this) throw domException('The attribute is in use by another element.', 'InUseAttributeError');
            const old = this.getAttributeNodeNS(attribute[_namespaceURI], attribute[_localName]);
            if (old === attribute) return attribute;
            if (old) {
                this[_attributes][this[_attributes].indexOf(old)] = attribute;
                old[_ownerElement] = null;
            } else {
                this[_attributes].push(attribute);
            }
            attribute[_ownerElement] = this;
            attribute[_document] = null;
            attributeChanged(this, attribute[_localName], attribute[_namespaceURI], old ? old[_value] : null);
            return old;
        }
        setAttributeNodeNS(attribute) { return this.setAttributeNode(attribute); }
        removeAttribute(name) {
            const attribute = this.getAttributeNode(name);
            if (attribute) this[_removeAttribute](attribute);
        }
        removeAttributeNS(namespace, localName) {
            const attribute = this.getAttributeNodeNS(namespace, localName);
            if (attribute) this[_removeAttribute](attribute);
        }
        removeAttributeNode(attribute) {
            if (!(attribute instanceof Attr)) throw new TypeError("parameter 1 is not of type 'Attr'.");
            if (!this[_attributes].includes(attribute)) throw domException('The attribute is not owned by this element.', 'NotFoundError');
            this[_removeAttribute](attribute);
            return attribute;
        }
        [_removeAttribute](attribute) {
            this[_attributes].splice(this[_attributes].indexOf(attribute), 1);
            attribute[_document] = this[_ownerDocument];
            attribute[_ownerElement] = null;
            attributeChanged(this, attribute[_localName], attribute[_namespaceURI], attribute[_value]);
        }
        toggleAttribute(name, force = undefined) {
            if (!isValidAttributeLocalName(String(name))) throw domException(`'${name}' is not a valid attribute name.`, 'InvalidCharacterError');
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

    class NamedNodeMap {
        constructor() { throw new TypeError('Illegal constructor'); }
        get length() { return this[_element][_attributes].length; }
        item(index) { return this[_element][_attributes][toUnsignedLong(index)] ?? null; }
        getNamedItem(name) { return this[_element].getAttributeNode(name); }
        getNamedItemNS(namespace, localName) { return this[_element].getAttributeNodeNS(namespace, localName); }
        setNamedItem(attribute) { return this[_element].setAttributeNode(attribute); }
        setNamedItemNS(attribute) { return this[_element].setAttributeNode(attribute); }
        removeNamedItem(name) {
            const attribute = this[_element].getAttributeNode(name);
            if (!attribute) throw domException(`No item with name '${name}' was found.`, 'NotFoundError');
            this[_element][_removeAttribute](attribute);
            return attribute;
        }
        removeNamedItemNS(namespace, localName) {
            const attribute = this[_element].getAttributeNodeNS(namespace, localName);
            if (!attribute) throw domException(`No item with name '${localName}' was found.`, 'NotFoundError');
            this[_element][_removeAttribute](attribute);
            return attribute;
        }
        [Symbol.iterator]() { return this[_element][_attributes].values(); }
    }

    // Indices and attribute names as properties (WebIDL's indexed and named getters): the names
    // are the qualified names, lowercase ones only on an HTML element in an HTML document.
    function namedNodeMap(element) {
        const target = Object.create(NamedNodeMap.prototype);
        Object.defineProperty(target, _element, { value: element, configurable: true });
        const index = (key) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key) ? Number(key) : -1;
        const names = () => {
            const list = [];
            for (const a of element[_attributes]) {
                if (!list.includes(a.name) && (!element[_isHTMLInHTMLDocument]() || a.name === asciiLowercase(a.name))) list.push(a.name);
            }
            return list;
        };
        const named = (key) => typeof key === 'string' && !(key in NamedNodeMap.prototype) && names().includes(key) ? element.getAttributeNode(key) : null;
        return new Proxy(target, {
            get(object, key, receiver) {
                const i = index(key);
                if (i >= 0) return element[_attributes][i];
                const attribute = named(key);
                return attribute ?? Reflect.get(object, key, receiver);
            },
            has(object, key) {
                const i = index(key);
                if (i >= 0) return i < element[_attributes].length;
                return named(key) !== null || Reflect.has(object, key);
            },
            ownKeys(object) {
                return [...element[_attributes].keys()].map(String).concat(names(), Reflect.ownKeys(object).filter((key) => key !== _element));
            },
            getOwnPropertyDescriptor(object, key) {
                if (key === _element) return undefined;
                const i = index(key);
                if (i >= 0) return i < element[_attributes].length ? { value: element[_attributes][i], enumerable: true, configurable: true, writable: false } : undefined;
                const attribute = named(key);
                if (attribute) return { value: attribute, enumerable: false, configurable: true, writable: false };
                return Reflect.getOwnPropertyDescriptor(object, key);
            },
            set(object, key, value, receiver) {
                if (index(key) >= 0 || named(key)) return true; // read-only, silently (sloppy mode)
                return Reflect.set(object, key, value, receiver);
            },
            defineProperty(object, key, descriptor) {
                if (index(key) >= 0 || named(key)) return false;
                return Reflect.defineProperty(object, key, descriptor);
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
        else if (namespaceURI === SVG_NS) constructor = svgElementClasses.get(localName) || SVGElement;
        else if (namespaceURI === MATHML_NS) constructor = MathMLElement;
        // Every element has the same fields from the start (one shape), all in the object itself:
        // a literal is allocated with room for its properties, where Object.create() leaves six
        // and puts the rest in a second allocation that every later read goes through.
        return {
            __proto__: constructor.prototype,
            [_parentNode]: null, [_firstChild]: null, [_lastChild]: null, [_previousSibling]: null, [_nextSibling]: null,
            [_ownerDocument]: document, [_namespaceURI]: namespaceURI, [_prefix]: prefix, [_localName]: localName, [_attributes]: [], [_lazyStyle]: false,
        };
    }

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
            this[_ownerDocument] = null;
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
        get doctype() { for (let n = this[_firstChild]; n; n = n[_nextSibling]) if (n[_nodeType] === 10) return n; return null; }
        get documentElement() { return this.firstElementChild; }
        get head() {
            const root = this.documentElement;
            if (!root) return null;
            for (let n = root[_firstChild]; n; n = n[_nextSibling]) if (n[_nodeType] === 1 && n[_localName] === 'head' && n[_namespaceURI] === HTML_NS) return n;
            return null;
        }
        // The first body or frameset child of an HTML <html> root.
        get body() {
            const root = this.documentElement;
            if (!root || root[_localName] !== 'html' || root[_namespaceURI] !== HTML_NS) return null;
            for (let n = root[_firstChild]; n; n = n[_nextSibling]) {
                if (n[_nodeType] === 1 && (n[_localName] === 'body' || n[_localName] === 'frameset') && n[_namespaceURI] === HTML_NS) return n;
            }
            return null;
        }
        set body(element) {
            if (!(element instanceof HTMLElement)) throw new TypeError("Failed to set the 'body' property on 'Document': The provided value is not of type 'HTMLElement'.");
            if (element[_localName] !== 'body' && element[_localName] !== 'frameset') {
                throw domException("The new body element is of type '" + element[_localName].toUpperCase() + "'. It must be either a 'BODY' or 'FRAMESET' element.", 'HierarchyRequestError');
            }
            const current = this.body;
            if (element === current) return;
            if (current) { current[_parentNode].replaceChild(element, current); return; }
            if (!this.documentElement) throw domException('No document element exists.', 'HierarchyRequestError');
            this.documentElement.appendChild(element);
        }
        get title() {
            const root = this.documentElement;
            if (root && root[_namespaceURI] === SVG_NS && root[_localName] === 'svg') {
                for (let n = root[_firstChild]; n; n = n[_nextSibling]) if (n[_nodeType] === 1 && n[_localName] === 'title' && n[_namespaceURI] === SVG_NS) return n.textContent;
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
            if (root && root[_namespaceURI] === SVG_NS && root[_localName] === 'svg') {
                for (let n = root[_firstChild]; n && !title; n = n[_nextSibling]) if (n[_nodeType] === 1 && n[_localName] === 'title' && n[_namespaceURI] === SVG_NS) title = n;
                if (!title) title = root.insertBefore(this.createElementNS(SVG_NS, 'title'), root[_firstChild]);
            } else if (root && root[_namespaceURI] === HTML_NS) {
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
            if (arguments.length < 1) throw new TypeError('1 argument required.');
            localName = String(localName);
            if (!isValidElementLocalName(localName)) {
                throw domException(`The tag name provided ('${localName}') is not a valid name.`, 'InvalidCharacterError');
            }
            const namespace = this[_isHTML] || this[_contentType] === 'application/xhtml+xml' ? HTML_NS : null;
            return markUnstartedScript(createElement(this, namespace, null, this[_isHTML] ? asciiLowercase(localName) : localName));
        }
        createElementNS(namespace, qualifiedName) {
            if (arguments.length < 2) throw new TypeError('2 arguments required.');
            const [validNamespace, prefix, localName] = validateAndExtract(namespace, qualifiedName, 'element');
            return markUnstartedScript(createElement(this, validNamespace, prefix, localName));
        }
        // A required DOMString: undefined is "undefined" (the constructors' is optional, "").
        createTextNode(data) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'createTextNode' on 'Document': 1 argument required, but only 0 present.");
            return adoptNew(new Text(String(data)), this);
        }
        createComment(data) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'createComment' on 'Document': 1 argument required, but only 0 present.");
            return adoptNew(new Comment(String(data)), this);
        }
        createCDATASection(data) {
            if (this[_isHTML]) throw domException('This operation is not supported for HTML documents.', 'NotSupportedError');
            data = String(data);
            if (data.includes(']]>')) throw domException("String cannot contain ']]>' since that is the end delimiter of a CData section.", 'InvalidCharacterError');
            return adoptNew(new CDATASection(data), this);
        }
        createProcessingInstruction(target, data) {
            target = String(target); data = String(data);
            if (!xmlName.test(target)) throw invalidName(target);
            if (data.includes('?>')) throw domException(`The data provided ('${data}') contains '?>'.`, 'InvalidCharacterError');
            return adoptNew(new ProcessingInstruction(target, data), this);
        }
        createDocumentFragment() { return adoptNew(new DocumentFragment(), this); }
        createAttribute(name) {
            name = String(name);
            if (!isValidAttributeLocalName(name)) throw domException(`The localName provided ('${name}') contains an invalid character.`, 'InvalidCharacterError');
            const attribute = new Attr(null, null, this[_isHTML] ? asciiLowercase(name) : name, '', null);
            attribute[_document] = this;
            return attribute;
        }
        createAttributeNS(namespace, qualifiedName) {
            const [validNamespace, prefix, localName] = validateAndExtract(namespace, qualifiedName, 'attribute');
            const attribute = new Attr(validNamespace, prefix, localName, '', null);
            attribute[_document] = this;
            return attribute;
        }
        importNode(node, deep = false) {
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (node[_nodeType] === 9 || node[_isShadowRoot]) throw domException(`The node provided is a ${node[_nodeType] === 9 ? 'document' : 'shadow root'}, which may not be imported.`, 'NotSupportedError');
            const copy = node.cloneNode(deep);
            adopt(copy, this);
            return copy;
        }
        adoptNode(node) {
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (node[_nodeType] === 9) throw domException('The node provided is a document, which may not be adopted.', 'NotSupportedError');
            if (node[_isShadowRoot]) throw domException('The node provided is a shadow root, which may not be adopted.', 'HierarchyRequestError');
            if (node[_nodeType] === 2) {
                if (node.ownerElement) node.ownerElement.removeAttributeNode(node);
                node[_document] = this;
                return node;
            }
            if (node[_parentNode]) removeNode(node);
            adopt(node, this);
            return node;
        }
        get implementation() {
            if (!brandOf(this, _isHTML, 'Document', 'implementation')[_implementation]) { this[_implementation] = Object.create(DOMImplementation.prototype); this[_implementation][_document] = this; }
            return this[_implementation];
        }
        getElementById(id) {
            id = String(id);
            if (id === '') return null; // an empty id attribute gives no ID
            for (let n = this[_firstChild]; n; n = nextInTree(n, this)) {
                if (n[_nodeType] === 1 && n[_attributes].length && n.getAttribute('id') === id) return n;
            }
            return null;
        }
        getElementsByTagName(name) { return dom.elementsByTagName(this, name); }
        getElementsByTagNameNS(namespace, localName) { return dom.elementsByTagNameNS(this, namespace, localName); }
        getElementsByClassName(names) { return dom.elementsByClassName(this, names); }
        getElementsByName(name) {
            return liveCollection(NodeList, this, () => descendants(this).filter((e) => e[_namespaceURI] === HTML_NS && e.getAttribute('name') === String(name)));
        }
        // HTML elements only, and the same collection each time, as [SameObject] says.
        get images() { return brandOf(this, _isHTML, 'Document', 'images')[_images] || (this[_images] = this.getElementsByTagNameNS(HTML_NS, 'img')); }
        get embeds() { return brandOf(this, _isHTML, 'Document', 'embeds')[_embeds] || (this[_embeds] = this.getElementsByTagNameNS(HTML_NS, 'embed')); }
        get plugins() { return this.embeds; }
        get links() {
            return brandOf(this, _isHTML, 'Document', 'links')[_links] || (this[_links] = liveCollection(HTMLCollection, this, () => descendants(this).filter((e) => (e[_localName] === 'a' || e[_localName] === 'area') && e[_namespaceURI] === HTML_NS && e.hasAttribute('href'))));
        }
        get forms() { return brandOf(this, _isHTML, 'Document', 'forms')[_forms] || (this[_forms] = this.getElementsByTagNameNS(HTML_NS, 'form')); }
        get scripts() { return brandOf(this, _isHTML, 'Document', 'scripts')[_scripts] || (this[_scripts] = this.getElementsByTagNameNS(HTML_NS, 'script')); }
    }

    class XMLDocument extends Document {}
    class HTMLDocument extends Document {}

    function htmlDocument() {
        const document = new HTMLDocument();
        document[_isHTML] = true;
        document[_contentType] = 'text/html';
        return document;
    }

    class DOMImplementation {
        constructor() { throw new TypeError('Illegal constructor'); }
        createDocumentType(qualifiedName, publicId, systemId) {
            if (arguments.length < 3) throw new TypeError('3 arguments required.');
            qualifiedName = String(qualifiedName);
            if (!isValidDoctypeName(qualifiedName)) throw invalidName(qualifiedName);
            return adoptNew(new DocumentType(qualifiedName, String(publicId), String(systemId)), this[_document]);
        }
        createDocument(namespace, qualifiedName, doctype = null) {
            if (arguments.length < 2) throw new TypeError('2 arguments required.');
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
        hasFeature() { return true; }
    }

    // nodeType is read for nearly every node any walk visits. The DOM's own code reads it as a
    // value on each prototype under a slot, which JavaScriptCore's interpreter loads through its
    // inline cache (a getter is a call through the slow path, and cold code, a one-shot job,
    // runs in that interpreter); pages read Node.prototype's getter, as in WebKit.
    for (const [type, nodeType] of [[Element, 1], [Attr, 2], [Text, 3], [CDATASection, 4], [ProcessingInstruction, 7], [Comment, 8], [Document, 9], [DocumentType, 10], [DocumentFragment, 11]]) {
        Object.defineProperty(type.prototype, _nodeType, { value: nodeType });
    }

    function descendants(root) {
        const list = [];
        for (let n = root[_firstChild]; n; n = nextInTree(n, root)) if (n[_nodeType] === 1) list.push(n);
        return list;
    }

    dom.elementsByTagName = function (root, name) {
        name = String(name);
        const lower = asciiLowercase(name);
        return liveCollection(HTMLCollection, root, () => descendants(root).filter((e) => {
            if (name === '*') return true;
            const qualified = e[_prefix] ? `${e[_prefix]}:${e[_localName]}` : e[_localName];
            return e[_isHTMLInHTMLDocument]() ? qualified === lower : qualified === name;
        }));
    };
    dom.elementsByTagNameNS = function (root, namespace, localName) {
        namespace = namespace === '' ? null : namespace;
        return liveCollection(HTMLCollection, root, () => descendants(root).filter((e) =>
            (namespace === '*' || e[_namespaceURI] === namespace) && (localName === '*' || e[_localName] === localName)));
    };
    dom.elementsByClassName = function (root, names) {
        const wanted = String(names).split(/[\t\n\f\r ]+/).filter(Boolean);
        const quirks = (root[_ownerDocument] || root)[_mode] === 'quirks';
        return liveCollection(HTMLCollection, root, () => {
            if (!wanted.length) return [];
            return descendants(root).filter((e) => {
                let classes = (e.getAttribute('class') || '').split(/[\t\n\f\r ]+/);
                if (quirks) { classes = classes.map(asciiLowercase); return wanted.every((w) => classes.includes(asciiLowercase(w))); }
                return wanted.every((w) => classes.includes(w));
            });
        });
    };

    Object.assign(dom, {
        asciiLowercase,
        Node, CharacterData, Text, Comment, DocumentType, DocumentFragment, Attr, Element, HTMLElement, SVGElement,
        MathMLElement, Document, NodeList, HTMLCollection, elementClasses, svgElementClasses, createElement, appendQuickly, removeNode,
        insertBefore, replaceAllChildren, nextInTree, childArray, descendants, liveCollection, staticNodeList, touch,
        adopt, adoptNew, CDATASection, ProcessingInstruction, XMLDocument, DOMImplementation, htmlDocument,
        validateAndExtract, xmlName, nextSkippingChildren, validateInsertion,
    });

    // The ChildNode and ParentNode methods hidden from `with` statements (WebIDL [Unscopable]).
    const unscopable = (target, names) => Object.defineProperty(target.prototype, Symbol.unscopables, { value: { __proto__: null, ...names }, configurable: true });
    unscopable(Element, { after: true, append: true, before: true, prepend: true, remove: true, replaceChildren: true, replaceWith: true, slot: true });
    unscopable(DocumentFragment, { append: true, prepend: true, replaceChildren: true });
    unscopable(CharacterData, { after: true, before: true, remove: true, replaceWith: true });
    unscopable(Document, { append: true, fullscreen: true, prepend: true, replaceChildren: true });
    unscopable(DocumentType, { after: true, before: true, remove: true, replaceWith: true });

    const globals = {
        Node, CharacterData, Text, Comment, DocumentType, DocumentFragment, Attr, Element, HTMLElement, SVGElement,
        MathMLElement, Document, NodeList, HTMLCollection, CDATASection, ProcessingInstruction, XMLDocument, DOMImplementation,
        HTMLDocument, NamedNodeMap,
    };
    dom.exposeGlobals(globals);
})
