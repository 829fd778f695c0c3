// The ChildNode mixin (before, after, replaceWith, remove: Element, CharacterData,
// DocumentType) and NonDocumentTypeChildNode (previousElementSibling, nextElementSibling:
// Element, CharacterData), defined on each interface that includes them with its own
// functions, as WebKit's bindings have them.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { firstChildOf, nextSiblingOf, nodeTypeOf, parentOf, previousSiblingOf } = dom.nodeSlots;
    const { illegalInvocation } = dom;
    const { insertBefore, convertNodes, removeNode } = dom;

    // `brand`: a slot every instance of the interface has (WebIDL's check of `this`).
    function includeChildNode(Interface, brand) {
        const isBrand = dom.brandTest(brand);
        const name = Interface.name;
        const wrongThis = (operation) => new TypeError(`Can only call ${name}.${operation} on instances of ${name}`);
        Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors({
            before(...nodes) {
                if (!isBrand(this)) throw wrongThis('before');
                const parent = parentOf(this);
                if (!parent) return;
                let viable = previousSiblingOf(this);
                while (viable && nodes.includes(viable)) viable = previousSiblingOf(viable);
                const fragment = convertNodes(this, nodes);
                insertBefore(parent, fragment, viable ? nextSiblingOf(viable) : firstChildOf(parent));
            },
            after(...nodes) {
                if (!isBrand(this)) throw wrongThis('after');
                const parent = parentOf(this);
                if (!parent) return;
                let viable = nextSiblingOf(this);
                while (viable && nodes.includes(viable)) viable = nextSiblingOf(viable);
                insertBefore(parent, convertNodes(this, nodes), viable);
            },
            replaceWith(...nodes) {
                if (!isBrand(this)) throw wrongThis('replaceWith');
                const parent = parentOf(this);
                if (!parent) return;
                let viable = nextSiblingOf(this);
                while (viable && nodes.includes(viable)) viable = nextSiblingOf(viable);
                const fragment = convertNodes(this, nodes);
                if (parentOf(this) === parent) removeNode(this);
                insertBefore(parent, fragment, viable);
            },
            remove() {
                if (!isBrand(this)) throw wrongThis('remove');
                if (parentOf(this)) removeNode(this);
            },
        }));
    }

    function includeNonDocumentTypeChildNode(Interface) {
        const name = Interface.name;
        Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors({
            get previousElementSibling() {
                let n = previousSiblingOf(this);
                if (n === undefined) illegalInvocation(this, name, 'previousElementSibling');
                while (n && nodeTypeOf(n) !== 1) n = previousSiblingOf(n);
                return n;
            },
            get nextElementSibling() {
                let n = nextSiblingOf(this);
                if (n === undefined) illegalInvocation(this, name, 'nextElementSibling');
                while (n && nodeTypeOf(n) !== 1) n = nextSiblingOf(n);
                return n;
            },
        }));
    }

    Object.assign(dom, { includeChildNode, includeNonDocumentTypeChildNode });
})
