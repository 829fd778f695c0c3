// The ParentNode mixin (children, firstElementChild, lastElementChild, childElementCount,
// prepend, append, replaceChildren), defined on each interface that includes it (Document,
// DocumentFragment, Element) with its own functions, as WebKit's bindings have them.
// querySelector and querySelectorAll are selectors.js's.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _children, _firstChild, _lastChild, _nextSibling, _nodeType, _previousSibling } = dom.slots;
    const { illegalInvocation, brandOf } = dom;
    const { liveCollection, HTMLCollection, childArray, insertBefore, convertNodes, validateInsertion, replaceAllChildren } = dom;

    // `brand`: a slot every instance of the interface has (WebIDL's check of `this`).
    function includeParentNode(Interface, brand) {
        const name = Interface.name;
        const wrongThis = (operation) => new TypeError(`Can only call ${name}.${operation} on instances of ${name}`);
        Object.defineProperties(Interface.prototype, Object.getOwnPropertyDescriptors({
            get children() {
                if (!brandOf(this, _firstChild, name, 'children')[_children]) this[_children] = liveCollection(HTMLCollection, this, () => childArray(this).filter((n) => n[_nodeType] === 1));
                return this[_children];
            },
            get firstElementChild() {
                let n = this[_firstChild];
                if (n === undefined) illegalInvocation(this, name, 'firstElementChild');
                while (n && n[_nodeType] !== 1) n = n[_nextSibling];
                return n;
            },
            get lastElementChild() {
                let n = this[_lastChild];
                if (n === undefined) illegalInvocation(this, name, 'lastElementChild');
                while (n && n[_nodeType] !== 1) n = n[_previousSibling];
                return n;
            },
            get childElementCount() {
                let count = 0, n = this[_firstChild];
                if (n === undefined) illegalInvocation(this, name, 'childElementCount');
                for (; n; n = n[_nextSibling]) if (n[_nodeType] === 1) count++;
                return count;
            },
            prepend(...nodes) {
                if (this == null || this[brand] === undefined) throw wrongThis('prepend');
                insertBefore(this, convertNodes(this, nodes), this[_firstChild]);
            },
            append(...nodes) {
                if (this == null || this[brand] === undefined) throw wrongThis('append');
                insertBefore(this, convertNodes(this, nodes), null);
            },
            replaceChildren(...nodes) {
                if (this == null || this[brand] === undefined) throw wrongThis('replaceChildren');
                const node = convertNodes(this, nodes);
                validateInsertion(this, node, null);
                replaceAllChildren(this, node);
            },
        }));
    }

    Object.assign(dom, { includeParentNode });
})
