// The DOM Standard's mutation algorithms: the pre-insert and replace checks, insert, remove,
// replace all, adopt. Children are a linked list (O(1) insert and remove); every mutation
// bumps the document's version, which live collections check.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _baseVersion, _content, _firstChild, _host, _lastChild, _localName, _namespaceURI, _nextSibling, _nodeType, _notStarted, _ownerDocument, _parentNode, _previousSibling, _shadowRoot } = dom.slots;
    const { domException, HTML_NS, childArray, nextInTree, touch } = dom;
    // From later files of the group: set once, when all are installed (nodes/interfaces.js).
    var Node;
    dom.nodeLinks.push(() => ({ Node } = dom));

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

    function adoptNew(node, document) { node[_ownerDocument] = document; return node; }

    Object.assign(dom, { insertBefore, removeNode, validateInsertion, insertNode, replaceAllChildren, appendQuickly, convertNodes, adoptNew, markUnstartedScript, adopt });
})
