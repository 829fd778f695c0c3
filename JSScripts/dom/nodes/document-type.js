// DocumentType: a doctype's name and identifiers.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _name, _nodeType, _publicId, _systemId } = dom.slots;
    const { brandOf } = dom;
    const { Node, includeChildNode } = dom;

    class DocumentType extends Node {
        constructor(name, publicId = '', systemId = '') {
            super();
            this[_name] = name; this[_publicId] = publicId; this[_systemId] = systemId;
        }
        get name() { return brandOf(this, _name, 'DocumentType', 'name')[_name]; }
        get publicId() { return brandOf(this, _name, 'DocumentType', 'publicId')[_publicId]; }
        get systemId() { return brandOf(this, _name, 'DocumentType', 'systemId')[_systemId]; }
    }

    includeChildNode(DocumentType, _name);
    Object.defineProperty(DocumentType.prototype, _nodeType, { value: 10 });
    // The ChildNode methods hidden from `with` statements (WebIDL [Unscopable]).
    Object.defineProperty(DocumentType.prototype, Symbol.unscopables, { value: { __proto__: null, before: true, after: true, replaceWith: true, remove: true }, configurable: true });

    Object.assign(dom, { DocumentType });
})
