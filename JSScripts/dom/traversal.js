// DOM traversal (WHATWG DOM, "Traversal"): NodeFilter, TreeWalker and NodeIterator, with
// document.createTreeWalker and createNodeIterator. Iterators follow removals (their
// pre-removing steps) through the tree's beforeRemove hook.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _active, _isHTML, _beforeReference, _current, _filter, _reference, _root, _traverse, _traverseChildren, _traverseSiblings, _whatToShow, _willRemove } = dom.slots; const { firstChildOf, lastChildOf, nextSiblingOf, nodeTypeOf, parentOf, previousSiblingOf } = dom.nodeSlots;
    const { Node, Document, wrongThisCall } = dom;
    const ACCEPT = 1, REJECT = 2, SKIP = 3;

    // A legacy callback interface object, as WebIDL makes one: a function that cannot be called,
    // with the constants and no prototype.
    const NodeFilter = { NodeFilter() { throw new TypeError('Illegal constructor'); } }.NodeFilter;
    const constants = {
        FILTER_ACCEPT: 1, FILTER_REJECT: 2, FILTER_SKIP: 3,
        SHOW_ALL: 0xFFFFFFFF, SHOW_ELEMENT: 0x1, SHOW_ATTRIBUTE: 0x2, SHOW_TEXT: 0x4, SHOW_CDATA_SECTION: 0x8,
        SHOW_ENTITY_REFERENCE: 0x10, SHOW_ENTITY: 0x20, SHOW_PROCESSING_INSTRUCTION: 0x40, SHOW_COMMENT: 0x80,
        SHOW_DOCUMENT: 0x100, SHOW_DOCUMENT_TYPE: 0x200, SHOW_DOCUMENT_FRAGMENT: 0x400, SHOW_NOTATION: 0x800,
    };
    for (const [name, value] of Object.entries(constants)) Object.defineProperty(NodeFilter, name, { value, enumerable: true });

    // "Filter": whatToShow first, then the user's filter (a function, or an object with
    // acceptNode), never re-entered while it runs.
    function filterNode(traverser, node) {
        if (traverser[_active]) throw new DOMException('The filter is already running.', 'InvalidStateError');
        if (!(traverser[_whatToShow] & (1 << (nodeTypeOf(node) - 1)))) return SKIP;
        const filter = traverser[_filter];
        if (filter === null) return ACCEPT;
        traverser[_active] = true;
        try {
            const result = typeof filter === 'function' ? filter(node) : callAcceptNode(filter, node);
            return Number(result) >>> 0 & 0xFFFF;
        } finally {
            traverser[_active] = false;
        }
    }

    function callAcceptNode(filter, node) {
        const acceptNode = filter.acceptNode;
        if (typeof acceptNode !== 'function') throw new TypeError("NodeFilter: 'acceptNode' is not a function.");
        return acceptNode.call(filter, node);
    }

    function checkRoot(root, method) {
        if (!(root instanceof Node)) throw new TypeError(`Failed to execute '${method}' on 'Document': parameter 1 is not of type 'Node'.`);
    }

    function normalizeFilter(filter) {
        return filter === undefined || filter === null ? null : filter;
    }

    class TreeWalker {
        constructor(root, whatToShow, filter) {
            this[_root] = root;
            this[_whatToShow] = whatToShow >>> 0;
            this[_filter] = filter;
            this[_current] = root;
            this[_active] = false;
        }
        get root() { return this[_root]; }
        get whatToShow() { return this[_whatToShow]; }
        get filter() { return this[_filter]; }
        get currentNode() { return this[_current]; }
        set currentNode(node) {
            if (!(node instanceof Node)) throw new TypeError("Failed to set the 'currentNode' property on 'TreeWalker': The provided value is not of type 'Node'.");
            this[_current] = node;
        }

        parentNode() {
            if (this?.[_current] === undefined) wrongThisCall('TreeWalker', 'parentNode');
            let node = this[_current];
            while (node !== null && node !== this[_root]) {
                node = parentOf(node);
                if (node !== null && filterNode(this, node) === ACCEPT) {
                    this[_current] = node;
                    return node;
                }
            }
            return null;
        }

        firstChild() { if (this?.[_current] === undefined) wrongThisCall('TreeWalker', 'firstChild'); return this[_traverseChildren](true); }
        lastChild() { if (this?.[_current] === undefined) wrongThisCall('TreeWalker', 'lastChild'); return this[_traverseChildren](false); }
        previousSibling() { if (this?.[_current] === undefined) wrongThisCall('TreeWalker', 'previousSibling'); return this[_traverseSiblings](false); }
        nextSibling() { if (this?.[_current] === undefined) wrongThisCall('TreeWalker', 'nextSibling'); return this[_traverseSiblings](true); }

        [_traverseChildren](first) {
            let node = first ? firstChildOf(this[_current]) : lastChildOf(this[_current]);
            while (node !== null) {
                const result = filterNode(this, node);
                if (result === ACCEPT) {
                    this[_current] = node;
                    return node;
                }
                if (result === SKIP) {
                    const child = first ? firstChildOf(node) : lastChildOf(node);
                    if (child !== null) { node = child; continue; }
                }
                while (node !== null) {
                    const sibling = first ? nextSiblingOf(node) : previousSiblingOf(node);
                    if (sibling !== null) { node = sibling; break; }
                    const parent = parentOf(node);
                    if (parent === null || parent === this[_root] || parent === this[_current]) return null;
                    node = parent;
                }
            }
            return null;
        }

        [_traverseSiblings](next) {
            let node = this[_current];
            if (node === this[_root]) return null;
            for (;;) {
                let sibling = next ? nextSiblingOf(node) : previousSiblingOf(node);
                while (sibling !== null) {
                    node = sibling;
                    const result = filterNode(this, node);
                    if (result === ACCEPT) {
                        this[_current] = node;
                        return node;
                    }
                    sibling = next ? firstChildOf(node) : lastChildOf(node);
                    if (result === REJECT || sibling === null) sibling = next ? nextSiblingOf(node) : previousSiblingOf(node);
                }
                node = parentOf(node);
                if (node === null || node === this[_root]) return null;
                if (filterNode(this, node) === ACCEPT) return null;
            }
        }

        previousNode() {
            if (this?.[_current] === undefined) wrongThisCall('TreeWalker', 'previousNode');
            let node = this[_current];
            while (node !== this[_root]) {
                let sibling = previousSiblingOf(node);
                while (sibling !== null) {
                    node = sibling;
                    let result = filterNode(this, node);
                    while (result !== REJECT && lastChildOf(node) !== null) {
                        node = lastChildOf(node);
                        result = filterNode(this, node);
                    }
                    if (result === ACCEPT) {
                        this[_current] = node;
                        return node;
                    }
                    sibling = previousSiblingOf(node);
                }
                if (node === this[_root] || parentOf(node) === null) return null;
                node = parentOf(node);
                if (filterNode(this, node) === ACCEPT) {
                    this[_current] = node;
                    return node;
                }
            }
            return null;
        }

        nextNode() {
            if (this?.[_current] === undefined) wrongThisCall('TreeWalker', 'nextNode');
            let node = this[_current];
            let result = ACCEPT;
            for (;;) {
                while (result !== REJECT && firstChildOf(node) !== null) {
                    node = firstChildOf(node);
                    result = filterNode(this, node);
                    if (result === ACCEPT) {
                        this[_current] = node;
                        return node;
                    }
                }
                let sibling = null, temporary = node;
                while (temporary !== null) {
                    if (temporary === this[_root]) return null;
                    sibling = nextSiblingOf(temporary);
                    if (sibling !== null) { node = sibling; break; }
                    temporary = parentOf(temporary);
                }
                if (temporary === null) return null;
                result = filterNode(this, node);
                if (result === ACCEPT) {
                    this[_current] = node;
                    return node;
                }
            }
        }
    }

    // Live iterators, per document, for the pre-removing steps.
    const liveIterators = new Set();

    class NodeIterator {
        constructor(root, whatToShow, filter) {
            this[_root] = root;
            this[_whatToShow] = whatToShow >>> 0;
            this[_filter] = filter;
            this[_reference] = root;
            this[_beforeReference] = true;
            this[_active] = false;
            liveIterators.add(new WeakRef(this));
            watchRemovals();
        }
        get root() { return this[_root]; }
        get referenceNode() { return this[_reference]; }
        get pointerBeforeReferenceNode() { return this[_beforeReference]; }
        get whatToShow() { return this[_whatToShow]; }
        get filter() { return this[_filter]; }
        detach() { if (this?.[_reference] === undefined) wrongThisCall('NodeIterator', 'detach'); }

        nextNode() { if (this?.[_reference] === undefined) wrongThisCall('NodeIterator', 'nextNode'); return this[_traverse](true); }
        previousNode() { if (this?.[_reference] === undefined) wrongThisCall('NodeIterator', 'previousNode'); return this[_traverse](false); }

        [_traverse](next) {
            let node = this[_reference];
            let before = this[_beforeReference];
            for (;;) {
                if (next) {
                    if (!before) {
                        node = following(node, this[_root]);
                        if (node === null) return null;
                    } else {
                        before = false;
                    }
                } else if (before) {
                    node = preceding(node, this[_root]);
                    if (node === null) return null;
                } else {
                    before = true;
                }
                if (filterNode(this, node) === ACCEPT) break;
            }
            this[_reference] = node;
            this[_beforeReference] = before;
            return node;
        }

        // "NodeIterator pre-removing steps".
        [_willRemove](toBeRemoved) {
            if (!contains(toBeRemoved, this[_reference]) || toBeRemoved === this[_root]) return;
            if (contains(toBeRemoved, this[_root])) return;
            if (this[_beforeReference]) {
                let next = toBeRemoved;
                while (next !== null && nextSiblingOf(next) === null) next = parentOf(next) === this[_root] ? null : parentOf(next);
                const after = next === null ? null : nextSiblingOf(next);
                if (after !== null && contains(this[_root], after)) {
                    this[_reference] = after;
                    return;
                }
                this[_beforeReference] = false;
            }
            // The last node before the removed subtree, inclusive of its preceding siblings' subtrees.
            if (previousSiblingOf(toBeRemoved) === null) {
                this[_reference] = parentOf(toBeRemoved);
            } else {
                let node = previousSiblingOf(toBeRemoved);
                while (lastChildOf(node) !== null) node = lastChildOf(node);
                this[_reference] = node;
            }
        }
    }

    // Inclusive descendant.
    function contains(ancestor, node) {
        for (let n = node; n !== null; n = parentOf(n)) if (n === ancestor) return true;
        return false;
    }

    function following(node, root) {
        if (firstChildOf(node) !== null) return firstChildOf(node);
        for (let n = node; n !== null && n !== root; n = parentOf(n)) {
            if (nextSiblingOf(n) !== null) return nextSiblingOf(n);
        }
        return null;
    }

    function preceding(node, root) {
        if (node === root) return null;
        let n = previousSiblingOf(node);
        if (n === null) return parentOf(node);
        while (lastChildOf(n) !== null) n = lastChildOf(n);
        return n;
    }

    // Removals are watched from the first NodeIterator on: a page without one pays nothing.
    let watchingRemovals = false;
    function watchRemovals() {
        if (watchingRemovals) return;
        watchingRemovals = true;
        const previousHook = dom.beforeRemove;
        dom.beforeRemove = function (node) {
            if (previousHook) previousHook(node);
            for (const reference of liveIterators) {
                const iterator = reference.deref();
                if (iterator === undefined) liveIterators.delete(reference);
                else iterator[_willRemove](node);
            }
        };
    }

    Object.assign(Document.prototype, {
        createTreeWalker(root, whatToShow = 0xFFFFFFFF, filter = null) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createTreeWalker');
            checkRoot(root, 'createTreeWalker');
            return new TreeWalker(root, whatToShow, normalizeFilter(filter));
        },
        createNodeIterator(root, whatToShow = 0xFFFFFFFF, filter = null) {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createNodeIterator');
            checkRoot(root, 'createNodeIterator');
            return new NodeIterator(root, whatToShow, normalizeFilter(filter));
        },
    });
    dom.nonConstructible(TreeWalker, NodeIterator);
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(NodeIterator, 'root referenceNode pointerBeforeReferenceNode whatToShow filter nextNode previousNode detach');
    dom.exposeGlobals({ NodeFilter, TreeWalker, NodeIterator });
    for (const Interface of [TreeWalker, NodeIterator]) dom.brandInterface(Interface, _root);
})
