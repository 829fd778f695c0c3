// DocumentFragment.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _attributes, _firstChild, _nodeType, _ownerDocument } = dom.slots;
    const { wrongThisCall } = dom;
    const { notEnoughArguments, Node, includeParentNode, nextInTree } = dom;

    class DocumentFragment extends Node {
        constructor() { super(); this[_ownerDocument] = dom.currentDocument ?? null; }
        getElementById(id) {
            if (this?.[_ownerDocument] === undefined || this[_nodeType] !== 11) wrongThisCall('DocumentFragment', 'getElementById');
            if (arguments.length < 1) throw notEnoughArguments();
            id = String(id);
            if (id === '') return null; // an empty id attribute gives no ID
            for (let n = this[_firstChild]; n; n = nextInTree(n, this)) if (n[_nodeType] === 1 && n[_attributes].length && n.getAttribute('id') === id) return n;
            return null;
        }
    }

    includeParentNode(DocumentFragment, _firstChild);
    Object.defineProperty(DocumentFragment.prototype, _nodeType, { value: 11 });
    // The ParentNode methods hidden from `with` statements (WebIDL [Unscopable]).
    Object.defineProperty(DocumentFragment.prototype, Symbol.unscopables, { value: { __proto__: null, prepend: true, append: true, replaceChildren: true }, configurable: true });

    Object.assign(dom, { DocumentFragment });
})
