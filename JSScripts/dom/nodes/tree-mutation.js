// The DOM Standard's mutation algorithms: the pre-insert and replace checks, insert, remove,
// replace all, adopt. Children are a linked list (O(1) insert and remove); every mutation
// bumps the document's version, which live collections check.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _content, _host, _notStarted, _shadowRoot } = dom.slots; const { firstChildOf, lastChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, previousSiblingOf, setFirstChild, setLastChild, setNextSibling, setOwnerDocument, setParent, setPreviousSibling } = dom.nodeSlots;
    const { domException, HTML_NS, childArray, nextInTree, touchNaming } = dom;
    // From later files of the group: set once, when all are installed (nodes/interfaces.js).
    var Node;
    dom.nodeLinks.push(() => ({ Node } = dom));

    function convertNodes(context, nodes) {
        const document = nodeTypeOf(context) === 9 ? context : ownerDocumentOf(context);
        if (nodes.length === 1 && nodes[0] instanceof Node) return nodes[0];
        const fragment = document.createDocumentFragment();
        for (const item of nodes) fragment.appendChild(item instanceof Node ? item : document.createTextNode(String(item)));
        return fragment;
    }

    const hierarchyError = (message) => domException(message, 'HierarchyRequestError');
    const hasElementChild = (node) => { for (let n = firstChildOf(node); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1) return true; return false; };
    const isCharacterData = (node) => nodeTypeOf(node) === 3 || nodeTypeOf(node) === 4 || nodeTypeOf(node) === 7 || nodeTypeOf(node) === 8;

    // The pre-insert and replace validity checks, in the spec's order (tests tell the
    // exceptions apart). `replaced` is the child a replaceChild takes out, else null.
    function validateInsertion(parent, node, child, replaced = null) {
        if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
        if (nodeTypeOf(parent) !== 1 && nodeTypeOf(parent) !== 9 && nodeTypeOf(parent) !== 11) {
            throw hierarchyError('This node type does not support this method.');
        }
        for (let n = parent; n; n = parentOf(n) ?? n[_host] ?? null) {
            if (n === node) throw hierarchyError('The new child element contains the parent.');
        }
        const reference = replaced ?? child;
        if (reference && parentOf(reference) !== parent) {
            throw domException(replaced ? 'The node to be replaced is not a child of this node.'
                : 'The node before which the new node is to be inserted is not a child of this node.', 'NotFoundError');
        }
        const type = nodeTypeOf(node);
        if (type !== 1 && type !== 10 && type !== 11 && !isCharacterData(node)) {
            throw hierarchyError(`Nodes of type '${node.nodeName}' may not be inserted inside nodes of type '${parent.nodeName}'.`);
        }
        if ((type === 3 && nodeTypeOf(parent) === 9) || (type === 10 && nodeTypeOf(parent) !== 9)) {
            throw hierarchyError(`Nodes of type '${node.nodeName}' may not be inserted inside nodes of type '${parent.nodeName}'.`);
        }
        if (nodeTypeOf(parent) !== 9) return;
        // A document has at most one element and one doctype, the doctype first.
        const others = (test) => { for (let n = firstChildOf(parent); n; n = nextSiblingOf(n)) if (n !== replaced && test(n)) return true; return false; };
        const doctypeAfter = (start) => { for (let n = start && nextSiblingOf(start); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 10) return true; return false; };
        const elementBefore = (start) => { for (let n = start && previousSiblingOf(start); n; n = previousSiblingOf(n)) if (nodeTypeOf(n) === 1) return true; return false; };
        const onlyOne = () => hierarchyError('Only one element and one doctype are allowed on a document, the doctype first.');
        if (type === 11) {
            let elements = 0, text = false;
            for (let n = firstChildOf(node); n; n = nextSiblingOf(n)) { if (nodeTypeOf(n) === 1) elements++; else if (nodeTypeOf(n) === 3) text = true; }
            if (elements > 1 || text) throw onlyOne();
            if (elements === 1) {
                if (others((n) => nodeTypeOf(n) === 1)) throw onlyOne();
                if (replaced ? doctypeAfter(replaced) : (child && (nodeTypeOf(child) === 10 || doctypeAfter(child)))) throw onlyOne();
            }
        } else if (type === 1) {
            if (others((n) => nodeTypeOf(n) === 1)) throw onlyOne();
            if (replaced ? doctypeAfter(replaced) : (child && (nodeTypeOf(child) === 10 || doctypeAfter(child)))) throw onlyOne();
        } else if (type === 10) {
            if (others((n) => nodeTypeOf(n) === 10)) throw onlyOne();
            if (replaced ? elementBefore(replaced) : (child ? elementBefore(child) : hasElementChild(parent))) throw onlyOne();
        }
    }

    function insertBefore(parent, node, child) {
        validateInsertion(parent, node, child);
        if (child === node) child = nextSiblingOf(node);
        insertNode(parent, node, child, false);
        return node;
    }

    // The spec's "insert": a fragment's children leave it with one record on the fragment; the
    // parent's record is left to the caller when `suppressObservers` (replace, replace all).
    // Script elements made by script (not by a parser) run when they are connected to the page
    // (window.js runs them). Only while one exists does an insertion look for them.
    dom.unstartedScripts = 0;
    function markUnstartedScript(element) {
        if (localNameOf(element) === 'script' && namespaceOf(element) === HTML_NS) {
            element[_notStarted] = true;
            dom.unstartedScripts++;
            if (!dom.scriptsInserted) internals.installNow('dom/dynamic-scripts.js');
        }
        return element;
    }

    function insertNode(parent, node, child, suppressObservers) {
        if (dom.unstartedScripts > 0 && dom.scriptsInserted) {
            const nodes = nodeTypeOf(node) === 11 ? childArray(node) : [node];
            const insert = () => {
                linkAndNotify(parent, node, child, suppressObservers);
                dom.scriptsInserted(parent, nodes);
            };
            // (Scripts run as they connect; custom element callbacks as the insertion returns.)
            if (dom.inReactions) dom.inReactions(insert); else insert();
            return;
        }
        linkAndNotify(parent, node, child, suppressObservers);
    }
    function linkAndNotify(parent, node, child, suppressObservers) {
        if (nodeTypeOf(node) === 11) {
            const nodes = childArray(node);
            if (!nodes.length) return;
            if (dom.rangesInsert) dom.rangesInsert(parent, child, nodes.length);
            for (const each of nodes) removeNode(each, true);
            dom.notifyChildList?.(node, [], nodes, null, null);
            for (const each of nodes) linkBefore(parent, each, child);
            if (!suppressObservers) dom.notifyChildList?.(parent, nodes, [], previousSiblingOf(nodes[0]), child);
            // Custom elements connected, or upgraded as they connect (dom/custom-elements.js).
            if (dom.customElementsInserted) dom.customElementsInserted(parent, nodes);
        } else {
            if (parentOf(node)) removeNode(node);
            if (dom.rangesInsert) dom.rangesInsert(parent, child, 1);
            linkBefore(parent, node, child);
            if (!suppressObservers) dom.notifyChildList?.(parent, [node], [], previousSiblingOf(node), child);
            if (dom.customElementsInserted) dom.customElementsInserted(parent, [node]);
        }
    }

    function adopt(node, document) {
        if (!document || ownerDocumentOf(node) === document) return;
        const oldDocument = ownerDocumentOf(node);
        for (let n = node; n; n = nextInTree(n, node)) {
            setOwnerDocument(n, document);
            if (n[_content]) adopt(n[_content], dom.inertTemplateDocument(document)); // (HTML's adopting steps of a template)
            // (An image's adopting steps: into the page, from a template or a parsed document, it loads.)
            if (document === dom.currentDocument && localNameOf(n) === 'img' && namespaceOf(n) === HTML_NS) dom.requestImage(n);
            if (n[_shadowRoot]) adopt(n[_shadowRoot], document);
        }
        if (dom.customElementsAdopted) dom.customElementsAdopted(node, oldDocument, document);
    }

    function linkBefore(parent, node, child) {
        adopt(node, nodeTypeOf(parent) === 9 ? parent : ownerDocumentOf(parent));
        setParent(node, parent);
        setNextSibling(node, child);
        setPreviousSibling(node, child ? previousSiblingOf(child) : lastChildOf(parent));
        if (previousSiblingOf(node)) setNextSibling(previousSiblingOf(node), node); else setFirstChild(parent, node);
        if (child) setPreviousSibling(child, node); else setLastChild(parent, node);
        touchNaming(parent, node);
    }

    // Appends a fresh node during parsing or cloning: no checks, no mutation records.
    const { appendQuickly } = dom.nodeSlots;

    function removeNode(node, suppressObservers = false) {
        dom.beforeRemove?.(node); // NodeIterator's pre-removing steps
        dom.rangesRemove?.(node);
        const parent = parentOf(node);
        const previous = previousSiblingOf(node), next = nextSiblingOf(node);
        if (previous) setNextSibling(previous, next); else setFirstChild(parent, next);
        if (next) setPreviousSibling(next, previous); else setLastChild(parent, previous);
        setParent(node, setPreviousSibling(node, setNextSibling(node, null)));
        touchNaming(parent, node);
        if (!suppressObservers) dom.notifyChildList?.(parent, [], [node], previous, next);
        if (dom.customElementsRemoved) dom.customElementsRemoved(parent, [node]);
    }

    // The spec's "replace all": one record with what left and what came.
    function replaceAllChildren(parent, node) {
        if (node && nodeTypeOf(node) !== 11 && parentOf(node)) removeNode(node); // adopting it
        const added = node ? (nodeTypeOf(node) === 11 ? childArray(node) : [node]) : [];
        const removed = childArray(parent);
        if (dom.beforeRemove) for (const child of removed) dom.beforeRemove(child);
        if (dom.rangesRemove) for (const child of removed) dom.rangesRemove(child, 0); // one by one, each the first
        for (const child of removed) setParent(child, setPreviousSibling(child, setNextSibling(child, null)));
        setFirstChild(parent, setLastChild(parent, null));
        touchNaming(parent, removed);
        if (dom.customElementsRemoved && removed.length) dom.customElementsRemoved(parent, removed);
        if (node) insertNode(parent, node, null, true);
        if (removed.length || added.length) dom.notifyChildList?.(parent, added, removed, null, null);
    }

    function adoptNew(node, document) { setOwnerDocument(node, document); return node; }

    Object.assign(dom, { insertBefore, removeNode, validateInsertion, insertNode, replaceAllChildren, appendQuickly, convertNodes, adoptNew, markUnstartedScript, adopt });
})
