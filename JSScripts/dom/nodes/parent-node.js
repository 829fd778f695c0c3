// The ParentNode mixin (children, firstElementChild, lastElementChild, childElementCount,
// prepend, append, replaceChildren), defined on each interface that includes it (Document,
// DocumentFragment, Element) with its own functions, as WebKit's bindings have them.
// querySelector and querySelectorAll are selectors.js's.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _children } = dom.slots; const { firstChildOf, isNode, lastChildOf, nextSiblingOf, nodeTypeOf, previousSiblingOf } = dom.nodeSlots;
    const { illegalInvocation, brandOf } = dom;
    const { liveCollection, HTMLCollection, childArray, insertBefore, convertNodes, validateInsertion, replaceAllChildren } = dom;

    // `brand`: a slot every instance of the interface has, or a test (WebIDL's check of `this`).
    // `ownOperations`: the interface's own operations (an object of methods), defined between
    // the mixin's attributes and its operations, where WebKit lists them (an interface's
    // attributes, its mixins' included, then the operations).
    function includeParentNode(Interface, brand, ownOperations = null) {
        const name = Interface.name;
        const isBrand = dom.brandTest(brand);
        const wrongThis = (operation) => new TypeError(`Can only call ${name}.${operation} on instances of ${name}`);
        Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors({
            get children() {
                if (!(isNode(this) ? this : illegalInvocation(this, name, 'children'))[_children]) this[_children] = liveCollection(HTMLCollection, this, () => childArray(this).filter((n) => nodeTypeOf(n) === 1));
                return this[_children];
            },
            get firstElementChild() {
                let n = firstChildOf(this);
                if (n === undefined) illegalInvocation(this, name, 'firstElementChild');
                while (n && nodeTypeOf(n) !== 1) n = nextSiblingOf(n);
                return n;
            },
            get lastElementChild() {
                let n = lastChildOf(this);
                if (n === undefined) illegalInvocation(this, name, 'lastElementChild');
                while (n && nodeTypeOf(n) !== 1) n = previousSiblingOf(n);
                return n;
            },
            get childElementCount() {
                let count = 0, n = firstChildOf(this);
                if (n === undefined) illegalInvocation(this, name, 'childElementCount');
                for (; n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1) count++;
                return count;
            },
        }));
        if (ownOperations !== null) Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors(ownOperations));
        Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors({
            prepend(...nodes) {
                if (!isBrand(this)) throw wrongThis('prepend');
                insertBefore(this, convertNodes(this, nodes), firstChildOf(this));
            },
            append(...nodes) {
                if (!isBrand(this)) throw wrongThis('append');
                insertBefore(this, convertNodes(this, nodes), null);
            },
            replaceChildren(...nodes) {
                if (!isBrand(this)) throw wrongThis('replaceChildren');
                const node = convertNodes(this, nodes);
                validateInsertion(this, node, null);
                replaceAllChildren(this, node);
            },
        }));
    }

    Object.assign(dom, { includeParentNode });
})
