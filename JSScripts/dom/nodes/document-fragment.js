// DocumentFragment.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _nodeType } = dom.slots; const { attributesOf, firstChildOf, isNode, nodeTypeOf, ownerDocumentOf, setOwnerDocument } = dom.nodeSlots;
    const { wrongThisCall } = dom;
    const { notEnoughArguments, Node, includeParentNode, nextInTree } = dom;

    class DocumentFragment extends Node {
        constructor() { super(); setOwnerDocument(this, dom.currentDocument ?? null); }
    }

    includeParentNode(DocumentFragment, (object) => isNode(object) && nodeTypeOf(object) === 11, {
        getElementById(id) {
            if (ownerDocumentOf(this) === undefined || nodeTypeOf(this) !== 11) wrongThisCall('DocumentFragment', 'getElementById');
            if (arguments.length < 1) throw notEnoughArguments();
            id = String(id);
            if (id === '') return null; // an empty id attribute gives no ID
            for (let n = firstChildOf(this); n; n = nextInTree(n, this)) if (nodeTypeOf(n) === 1 && attributesOf(n).length && n.getAttribute('id') === id) return n;
            return null;
        },
    });
    Object.defineProperty(DocumentFragment.prototype, _nodeType, { value: 11 });
    // The ParentNode methods hidden from `with` statements (WebIDL [Unscopable]).
    Object.defineProperty(DocumentFragment.prototype, Symbol.unscopables, { value: { __proto__: null, prepend: true, append: true, replaceChildren: true }, configurable: true });

    Object.assign(dom, { DocumentFragment });
})
