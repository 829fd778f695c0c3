// A node's tree links and document, and an element's names and attributes: private fields
// every node (element) is made with, read and written by the DOM's files through the
// functions below (`const { parentOf } = dom.nodeSlots`).
// Why not symbol-keyed slots as the rest of a node's state: a walk meets dozens of node
// shapes, and JavaScriptCore serves such megamorphic reads from a cache for string keys and
// private names but not for symbols (about 4x slower on a 16-shape walk); string keys would
// show in Object.getOwnPropertyNames, private fields show nowhere, as in WebKit.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    // Objects that stand in for nodes without being made as one (an Attr, light by design, and
    // the cascade's pseudo-elements) keep these under symbols: the readers fall back to them.
    const { _attributes, _firstChild, _host, _lastChild, _lazyStyle, _localName, _namespaceURI, _nextSibling, _nodeType, _ownerDocument, _parentNode, _prefix, _previousSibling } = dom.slots;

    // The base that gives a node its fields: it returns the object it is handed, so that the
    // fields go onto an object already made with its interface's prototype (see makeElement).
    class Stamp {
        constructor(object) { return object; }
    }

    class NodeSlots extends Stamp {
        #parentNode = null;
        #firstChild = null;
        #lastChild = null;
        #previousSibling = null;
        #nextSibling = null;
        #ownerDocument = null;
        #nodeType;

        // `nodeType`: each interface's prototype holds its own under the `_nodeType` slot.
        constructor(object, document, nodeType) {
            super(object);
            if (document !== undefined) this.#ownerDocument = document;
            this.#nodeType = nodeType;
        }

        static {
            // (Each reader tests its node itself: a call less where the code is not optimized yet.)
            const isNode = (object) => typeof object === 'object' && object !== null && #parentNode in object;
            dom.nodeSlots = {
                isNode,
                parentOf: (node) => (typeof node === 'object' && node !== null && #parentNode in node ? node.#parentNode : node?.[_parentNode]),
                firstChildOf: (node) => (typeof node === 'object' && node !== null && #parentNode in node ? node.#firstChild : node?.[_firstChild]),
                lastChildOf: (node) => (typeof node === 'object' && node !== null && #parentNode in node ? node.#lastChild : node?.[_lastChild]),
                previousSiblingOf: (node) => (typeof node === 'object' && node !== null && #parentNode in node ? node.#previousSibling : node?.[_previousSibling]),
                nextSiblingOf: (node) => (typeof node === 'object' && node !== null && #parentNode in node ? node.#nextSibling : node?.[_nextSibling]),
                ownerDocumentOf: (node) => (typeof node === 'object' && node !== null && #parentNode in node ? node.#ownerDocument : node?.[_ownerDocument]),
                nodeTypeOf: (node) => (typeof node === 'object' && node !== null && #parentNode in node ? node.#nodeType : node?.[_nodeType]),
                setParent: (node, value) => { if (#parentNode in node) node.#parentNode = value; else node[_parentNode] = value; return value; },
                setFirstChild: (node, value) => { if (#parentNode in node) node.#firstChild = value; else node[_firstChild] = value; return value; },
                setLastChild: (node, value) => { if (#parentNode in node) node.#lastChild = value; else node[_lastChild] = value; return value; },
                setPreviousSibling: (node, value) => { if (#parentNode in node) node.#previousSibling = value; else node[_previousSibling] = value; return value; },
                setNextSibling: (node, value) => { if (#parentNode in node) node.#nextSibling = value; else node[_nextSibling] = value; return value; },
                setOwnerDocument: (node, value) => { if (#parentNode in node) node.#ownerDocument = value; else node[_ownerDocument] = value; return value; },
                // The walks every query, serialization and build makes, here where they read the
                // fields without a call per link (the code a one-shot job runs is not optimized
                // enough to inline the readers).
                nextInTree(node, root) {
                    if (!isNode(node)) return null;
                    const first = node.#firstChild;
                    if (first !== null) return first;
                    while (node !== null && node !== root) {
                        const next = node.#nextSibling;
                        if (next !== null) return next;
                        node = node.#parentNode;
                    }
                    return null;
                },
                nextSkippingChildren(node, root) {
                    if (!isNode(node)) return null;
                    while (node !== null && node !== root) {
                        const next = node.#nextSibling;
                        if (next !== null) return next;
                        node = node.#parentNode;
                    }
                    return null;
                },
                appendQuickly(parent, node) {
                    const last = parent.#lastChild;
                    node.#parentNode = parent;
                    node.#previousSibling = last;
                    if (last !== null) last.#nextSibling = node; else parent.#firstChild = node;
                    parent.#lastChild = node;
                },
            };
        }
    }

    // An element's names, attributes and whether its style attribute is parsed yet; and for
    // one the parser made, the parse (`#parse`: see dom/builder.js, `openSource`) and its index
    // among that parse's elements: while nothing in it changed, its outerHTML is its slice of
    // the parse's serialization, made natively (Sources/DOMShim/PackedTreeSerialization.swift).
    // What changed is noted in the parse (`markChanged`, which every mutation calls), not in
    // the elements around: a mutation costs a note, not a walk to the root.
    class ElementSlots extends NodeSlots {
        #namespaceURI;
        #prefix;
        #localName;
        #attributes = [];
        #lazyStyle = false;
        #parse;
        #parseIndex;

        constructor(object, document, namespaceURI, prefix, localName, parse, parseIndex) {
            super(object, document, 1);
            this.#namespaceURI = namespaceURI;
            this.#prefix = prefix;
            this.#localName = localName;
            if (parse !== undefined) {
                this.#parse = parse;
                this.#parseIndex = parseIndex;
            }
        }

        static {
            const isElement = (object) => typeof object === 'object' && object !== null && #localName in object;
            const { isNode, nodeTypeOf, parentOf } = dom.nodeSlots;
            const sortedChanges = (parse) => parse.sortedChanges ?? (parse.sortedChanges = parse.changes.slice(0, parse.changeCount).sort());
            Object.assign(dom.nodeSlots, {
                isElement,
                namespaceOf: (node) => (typeof node === 'object' && node !== null && #localName in node ? node.#namespaceURI : node?.[_namespaceURI]),
                prefixOf: (node) => (typeof node === 'object' && node !== null && #localName in node ? node.#prefix : node?.[_prefix]),
                localNameOf: (node) => (typeof node === 'object' && node !== null && #localName in node ? node.#localName : node?.[_localName]),
                attributesOf: (node) => (typeof node === 'object' && node !== null && #localName in node ? node.#attributes : node?.[_attributes]),
                lazyStyleOf: (node) => (typeof node === 'object' && node !== null && #localName in node ? node.#lazyStyle : node?.[_lazyStyle]),
                setNamespace: (node, value) => { if (#localName in node) node.#namespaceURI = value; else node[_namespaceURI] = value; return value; },
                setPrefix: (node, value) => { if (#localName in node) node.#prefix = value; else node[_prefix] = value; return value; },
                setLocalName: (node, value) => { if (#localName in node) node.#localName = value; else node[_localName] = value; return value; },
                setAttributes: (node, value) => { if (#localName in node) node.#attributes = value; else node[_attributes] = value; return value; },
                setLazyStyle: (node, value) => { if (#localName in node) node.#lazyStyle = value; else node[_lazyStyle] = value; return value; },
                // `node` changed (its children, attributes or text): the nearest parsed element,
                // itself or around it, is noted as changed in its parse, and with it every element
                // around that one. (An element made by script between them was noted in its parent
                // when it was inserted: mutations insert it. A template's content counts in its
                // template, whose serialization holds it.)
                markChanged(node) {
                    while (isNode(node)) {
                        if (#localName in node) {
                            const parse = node.#parse;
                            if (parse !== undefined) {
                                if (parse.serialization === null) return;
                                const index = node.#parseIndex, count = parse.changeCount;
                                let changes = parse.changes;
                                if (count !== 0 && changes[count - 1] === index) return;
                                if (count === changes.length) {
                                    const grown = new Int32Array(count * 2 + 16);
                                    grown.set(changes);
                                    changes = parse.changes = grown;
                                }
                                changes[count] = index;
                                parse.changeCount = count + 1;
                                parse.sortedChanges = null;
                                // (As many changes as elements: the parse serves no more, and
                                // its notes stop growing.)
                                if (count >= parse.elements) parse.serialization = null;
                                return;
                            }
                        }
                        const parent = parentOf(node);
                        // (`_host` only read on a fragment: a symbol an element lacks is looked up
                        // along its prototypes, whose hundreds of members make that slow.)
                        node = parent !== null ? parent : nodeTypeOf(node) === 11 ? node[_host] : null;
                    }
                },
                // The element's outerHTML as parsed, if nothing in it changed since its parse
                // ended; undefined otherwise, or if the parse's serialization is not made yet and
                // `make` is false; null if the parse serves no more. The serialization is made of
                // what had not changed when it is made (only that is worth the native work).
                parsedSerialization(element, make) {
                    const parse = element.#parse;
                    if (parse === undefined) return undefined;
                    let serialization = parse.serialization;
                    if (serialization === null) return null;
                    if (serialization === undefined) {
                        if (!make || !parse.complete) return undefined;
                        // (null: too little is left as parsed to be worth it.)
                        serialization = parse.serialization = native.serializeParse(parse.handle, parse.start, parse.changes, parse.changeCount);
                        parse.handle = null; // (Swift lets the tree go)
                        if (serialization === null) return null;
                        parse.changesWhenMade = parse.changeCount;
                    }
                    const index = element.#parseIndex, ranges = serialization.ranges;
                    const start = ranges[index * 3];
                    if (start < 0) return undefined;
                    // Changed since, if a change lies within its elements (itself, its descendants).
                    if (parse.changeCount !== parse.changesWhenMade) {
                        const changes = sortedChanges(parse);
                        let low = 0, high = changes.length;
                        while (low < high) {
                            const middle = (low + high) >>> 1;
                            if (changes[middle] < index) low = middle + 1; else high = middle;
                        }
                        if (low < changes.length && changes[low] <= ranges[index * 3 + 2]) return undefined;
                    }
                    return serialization.html.substring(start, ranges[index * 3 + 1]);
                },
            });
        }
    }

    // Nodes of the DOM's own interfaces are made by one allocator function per interface, all
    // closures of the same code: JavaScriptCore then gives the objects of every interface one
    // shape, the prototype kept in the object ("poly proto"), so that a walk over a page's
    // dozens of interfaces reads their fields as one shape rather than through the megamorphic
    // cache (build, serialization and queries: fewer instructions per node).
    const newAllocator = () => function () {};
    const allocators = new Map(); // interface -> its allocator
    function allocatorOf(interfaceObject) {
        let allocator = allocators.get(interfaceObject);
        if (allocator === undefined) {
            allocator = newAllocator();
            allocator.prototype = interfaceObject.prototype;
            allocators.set(interfaceObject, allocator);
        }
        return allocator;
    }

    // A new node of `interfaceObject` (its prototype, read now: a page's subclass may be a
    // function whose prototype changes), with the fields above: Node's constructor returns it,
    // so every subclass's `this` is one. Elements are made with makeElement.
    dom.makeNode = (interfaceObject) => new NodeSlots(Reflect.construct(Object, [], interfaceObject), undefined, interfaceObject.prototype[_nodeType]);
    // One of a document, made as the parser makes it: without the interface's constructors.
    // (`interfaceObject` one of the DOM's own, whose prototype never changes.)
    dom.makeNodeOf = (interfaceObject, document, nodeType) => new NodeSlots(new (allocatorOf(interfaceObject))(), document, nodeType);
    dom.makeElement = (interfaceObject, document, namespaceURI, prefix, localName, parse, parseIndex) => new ElementSlots(new (allocatorOf(interfaceObject))(), document, namespaceURI, prefix, localName, parse, parseIndex);
    // The same with the allocator looked up once (createElement keeps one per element name).
    dom.allocatorOf = allocatorOf;
    dom.makeElementWith = (allocator, document, namespaceURI, prefix, localName, parse, parseIndex) => new ElementSlots(new allocator(), document, namespaceURI, prefix, localName, parse, parseIndex);
})
