// The ChildNode mixin (before, after, replaceWith, remove: Element, CharacterData,
// DocumentType) and NonDocumentTypeChildNode (previousElementSibling, nextElementSibling:
// Element, CharacterData), defined on each interface that includes them with its own
// functions, as WebKit's bindings have them.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _firstChild, _nextSibling, _nodeType, _parentNode, _previousSibling } = dom.slots;
    const { illegalInvocation } = dom;
    const { insertBefore, convertNodes, removeNode } = dom;

    // `brand`: a slot every instance of the interface has (WebIDL's check of `this`).
    function includeChildNode(Interface, brand) {
        const name = Interface.name;
        const wrongThis = (operation) => new TypeError(`Can only call ${name}.${operation} on instances of ${name}`);
        Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors({
            before(...nodes) {
                if (this == null || this[brand] === undefined) throw wrongThis('before');
                const parent = this[_parentNode];
                if (!parent) return;
                let viable = this[_previousSibling];
                while (viable && nodes.includes(viable)) viable = viable[_previousSibling];
                const fragment = convertNodes(this, nodes);
                insertBefore(parent, fragment, viable ? viable[_nextSibling] : parent[_firstChild]);
            },
            after(...nodes) {
                if (this == null || this[brand] === undefined) throw wrongThis('after');
                const parent = this[_parentNode];
                if (!parent) return;
                let viable = this[_nextSibling];
                while (viable && nodes.includes(viable)) viable = viable[_nextSibling];
                insertBefore(parent, convertNodes(this, nodes), viable);
            },
            replaceWith(...nodes) {
                if (this == null || this[brand] === undefined) throw wrongThis('replaceWith');
                const parent = this[_parentNode];
                if (!parent) return;
                let viable = this[_nextSibling];
                while (viable && nodes.includes(viable)) viable = viable[_nextSibling];
                const fragment = convertNodes(this, nodes);
                if (this[_parentNode] === parent) removeNode(this);
                insertBefore(parent, fragment, viable);
            },
            remove() {
                if (this == null || this[brand] === undefined) throw wrongThis('remove');
                if (this[_parentNode]) removeNode(this);
            },
        }));
    }

    function includeNonDocumentTypeChildNode(Interface) {
        const name = Interface.name;
        Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors({
            get previousElementSibling() {
                let n = this[_previousSibling];
                if (n === undefined) illegalInvocation(this, name, 'previousElementSibling');
                while (n && n[_nodeType] !== 1) n = n[_previousSibling];
                return n;
            },
            get nextElementSibling() {
                let n = this[_nextSibling];
                if (n === undefined) illegalInvocation(this, name, 'nextElementSibling');
                while (n && n[_nodeType] !== 1) n = n[_nextSibling];
                return n;
            },
        }));
    }

    Object.assign(dom, { includeChildNode, includeNonDocumentTypeChildNode });
})
