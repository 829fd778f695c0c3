// Shadow trees (DOM, "Shadow tree"; HTML, slots): attachShadow, ShadowRoot, named and manual
// slot assignment, and what the event path needs from them (a slottable's assigned slot,
// retargeting). Installed on first use; the core's isConnected, getRootNode and event dispatch
// look for a shadow root only through `_isShadowRoot`, so a page without one pays nothing.
// Not here: rendering (layout, innerText and styles see the light tree), focus delegation,
// declarative shadow roots in the parser.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _clonable, _closedLevels, _currentTarget, _delegatesFocus, _host, _inShadowTree, _isShadowRoot, _manuallyAssigned, _mode, _path, _relatedTarget, _serializable, _shadowRoot, _slotAssignment, _target } = dom.slots; const { firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, setOwnerDocument } = dom.nodeSlots;
    const { Element, DocumentFragment, HTML_NS } = dom;

    // HTML's "valid shadow host name" list, and custom element names (a hyphen, lowercase ASCII
    // start, none of the reserved SVG and MathML names).
    const hostNames = new Set(['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
        'header', 'main', 'nav', 'p', 'section', 'span']);
    const isCustomElementName = dom.isValidCustomElementName;

    class ShadowRoot extends DocumentFragment {
        constructor() { throw new TypeError('Illegal constructor'); }
        get mode() { return this[_mode]; }
        get host() { return this[_host]; }
        get delegatesFocus() { return this[_delegatesFocus]; }
        get slotAssignment() { return this[_slotAssignment]; }
        get clonable() { return this[_clonable]; }
        get serializable() { return this[_serializable]; }
        get activeElement() { return null; }
        get innerHTML() { return dom.serializeChildren(this); }
        set innerHTML(html) { dom.replaceAllChildren(this, dom.parseFragment(this[_host], html === null ? '' : String(html))); }
        setHTMLUnsafe(html) {
            if (this?.[_isShadowRoot] !== true || this[_host] === undefined) dom.wrongThisCall('ShadowRoot', 'setHTMLUnsafe');
            if (arguments.length < 1) throw dom.notEnoughArguments();
            dom.setHTMLUnsafe(this, this[_host], html);
        }
        getHTML(options = undefined) {
            if (this?.[_isShadowRoot] !== true || this[_host] === undefined) dom.wrongThisCall('ShadowRoot', 'getHTML');
            return dom.getHTML(this, options);
        }
    }
    Object.defineProperty(ShadowRoot.prototype, _isShadowRoot, { value: true });
    // An event handler attribute as every other: a listener of its own, checking its object.
    dom.events.defineHandlers(ShadowRoot.prototype, 'ShadowRoot', 'onslotchange', (object) => (object?.[_isShadowRoot] && object[_host] !== undefined ? object : null));
    Object.defineProperty(ShadowRoot.prototype, Symbol.toStringTag, { value: 'ShadowRoot', configurable: true });

    function dictionary(init) {
        if (init === undefined || init === null) return {};
        if (typeof init !== 'object' && typeof init !== 'function') throw new TypeError("Failed to execute 'attachShadow' on 'Element': parameter 1 is not of type 'ShadowRootInit'.");
        return init;
    }

    Element.prototype.attachShadow = { attachShadow(init) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'attachShadow' on 'Element': 1 argument required, but only 0 present.");
        init = dictionary(init);
        // Members in WebIDL's order: clonable, delegatesFocus, mode (required), serializable, slotAssignment.
        const clonable = !!init.clonable, delegatesFocus = !!init.delegatesFocus;
        if (init.mode === undefined) throw new TypeError("Failed to read the 'mode' property from 'ShadowRootInit': Required member is undefined.");
        const mode = String(init.mode);
        if (mode !== 'open' && mode !== 'closed') throw new TypeError(`Failed to read the 'mode' property from 'ShadowRootInit': The provided value '${mode}' is not a valid enum value of type ShadowRootMode.`);
        const serializable = !!init.serializable;
        const slotAssignment = init.slotAssignment === undefined ? 'named' : String(init.slotAssignment);
        if (slotAssignment !== 'named' && slotAssignment !== 'manual') throw new TypeError(`The provided value '${slotAssignment}' is not a valid enum value of type SlotAssignmentMode.`);
        if (namespaceOf(this) !== HTML_NS || !(hostNames.has(localNameOf(this)) || isCustomElementName(localNameOf(this)))) {
            throw new DOMException("Failed to execute 'attachShadow' on 'Element': This element does not support attachShadow", 'NotSupportedError');
        }
        if (this[_shadowRoot]) throw new DOMException("Failed to execute 'attachShadow' on 'Element': Shadow root cannot be created on a host which already hosts a shadow tree.", 'NotSupportedError');
        const root = Reflect.construct(DocumentFragment, [], ShadowRoot);
        setOwnerDocument(root, ownerDocumentOf(this));
        Object.defineProperty(root, _host, { value: this, enumerable: false });
        Object.assign(root, { [_mode]: mode, [_delegatesFocus]: delegatesFocus, [_slotAssignment]: slotAssignment, [_clonable]: clonable, [_serializable]: serializable });
        Object.defineProperty(this, _shadowRoot, { value: root, enumerable: false });
        return root;
    } }.attachShadow;

    // A shadow root attached without throwing: a parsed `<template shadowrootmode>`'s
    // (dom/builder.js: where none can be attached the template stays) and a clone's (node.js),
    // or null where the host cannot have one or has one already.
    const attach = Element.prototype.attachShadow;
    dom.attachShadowIfAllowed = (host, init) => {
        if (host[_shadowRoot] || namespaceOf(host) !== HTML_NS || !(hostNames.has(localNameOf(host)) || isCustomElementName(localNameOf(host)))) return null;
        return attach.call(host, init);
    };
    // Any mode's root (getHTML asks for closed ones it was given).
    dom.shadowRootOf = (element) => element[_shadowRoot] ?? null;

    Object.defineProperties(Element.prototype, {
        shadowRoot: { get() { return this[_shadowRoot] && this[_shadowRoot][_mode] === 'open' ? this[_shadowRoot] : null; }, configurable: true, enumerable: true },
        slot: {
            get() { return this.getAttribute('slot') ?? ''; },
            set(value) { this.setAttribute('slot', value); },
            configurable: true, enumerable: true,
        },
    });

    // ----- Slots ----------------------------------------------------------------------------------

    const isSlot = (node) => nodeTypeOf(node) === 1 && localNameOf(node) === 'slot' && namespaceOf(node) === HTML_NS;
    const rootOf = (node) => { while (parentOf(node)) node = parentOf(node); return node; };

    // "Find a slot" for a slottable (an element or text child of a shadow host).
    function findSlot(slottable, openOnly = false) {
        const host = parentOf(slottable);
        const root = host && host[_shadowRoot];
        if (!root || (openOnly && root[_mode] !== 'open')) return null;
        if (root[_slotAssignment] === 'manual') {
            for (let n = firstChildOf(root); n; n = dom.nextInTree(n, root)) if (isSlot(n) && n[_manuallyAssigned]?.includes(slottable)) return n;
            return null;
        }
        const name = nodeTypeOf(slottable) === 1 ? (slottable.getAttribute('slot') ?? '') : '';
        for (let n = firstChildOf(root); n; n = dom.nextInTree(n, root)) if (isSlot(n) && (n.getAttribute('name') ?? '') === name) return n;
        return null;
    }
    dom.assignedSlot = findSlot;

    function assignedNodes(slot) {
        const root = rootOf(slot);
        if (!root[_isShadowRoot]) return [];
        const host = root[_host];
        const list = [];
        for (let n = firstChildOf(host); n; n = nextSiblingOf(n)) if ((nodeTypeOf(n) === 1 || nodeTypeOf(n) === 3) && findSlot(n) === slot) list.push(n);
        return list;
    }
    // "Find flattened slottables": nested slots give their own, a slot with none its children.
    function flattened(slot) {
        const assigned = assignedNodes(slot);
        const sources = assigned.length ? assigned : Array.from(slot.childNodes).filter((n) => nodeTypeOf(n) === 1 || nodeTypeOf(n) === 3);
        const list = [];
        for (const node of sources) {
            if (isSlot(node) && rootOf(node)[_isShadowRoot]) list.push(...flattened(node));
            else list.push(node);
        }
        return list;
    }
    const flattenOption = (options) => !!(options && typeof options === 'object' && options.flatten);

    const { HTMLSlotElement } = globalThis;
    Object.assign(HTMLSlotElement.prototype, {
        assignedNodes(options) { return flattenOption(options) ? flattened(this) : assignedNodes(this); },
        assignedElements(options) { return this.assignedNodes(options).filter((n) => nodeTypeOf(n) === 1); },
        assign(...nodes) {
            for (const node of nodes) {
                if (!(node instanceof dom.Node) || (nodeTypeOf(node) !== 1 && nodeTypeOf(node) !== 3)) throw new TypeError("Failed to execute 'assign' on 'HTMLSlotElement': The provided value is not of type '(Element or Text)'.");
            }
            this[_manuallyAssigned] = [...new Set(nodes)];
        },
    });
    for (const Slottable of [Element, dom.Text]) {
        Object.defineProperty(Slottable.prototype, 'assignedSlot', { get() { return findSlot(this, true); }, configurable: true, enumerable: true });
    }

    // ----- Events -----------------------------------------------------------------------------------

    const isNode = (value) => value !== null && typeof value === 'object' && typeof nodeTypeOf(value) === 'number';
    const inShadowTree = (value) => isNode(value) && rootOf(value)[_isShadowRoot] === true;
    // Whether `ancestor` is a shadow-including inclusive ancestor of `node`.
    function shadowIncludingAncestor(ancestor, node) {
        for (let n = node; n; n = parentOf(n) ?? (n[_isShadowRoot] ? n[_host] : null)) if (n === ancestor) return true;
        return false;
    }

    // "Retarget A against B": up through hosts until A is in a tree that B can see.
    function retarget(a, b) {
        for (;;) {
            if (!isNode(a)) return a;
            const root = rootOf(a);
            if (!root[_isShadowRoot] || (isNode(b) && shadowIncludingAncestor(root, b))) return a;
            a = root[_host];
        }
    }
    dom.retarget = retarget;

    // The DOM standard's event path through shadow trees (dispatch, steps 5-12): per entry the
    // item, its shadow-adjusted target (non-null where the target is seen as itself: at the
    // target and at each host it is retargeted to), its retargeted relatedTarget and the
    // closed-tree level composedPath() hides (1: a closed shadow root, -1: a slot in one).
    // `enter(i)` sets the event up for entry i's listeners; `leave()` clears the targets when
    // they would still point into a shadow tree.
    dom.shadowEventPath = function (event, target, related) {
        const path = [], adjusted = [], relateds = [], levels = [];
        const append = (item, shadowAdjusted, relatedTarget) => {
            path.push(item); adjusted.push(shadowAdjusted); relateds.push(relatedTarget);
            let level = 0;
            if (item[_isShadowRoot] && item[_mode] === 'closed') level = 1;
            else if (isNode(item) && isSlot(item) && rootOf(item)[_isShadowRoot] && rootOf(item)[_mode] === 'closed') level = -1;
            levels.push(level);
        };
        const firstRelated = retarget(related, target);
        if (target !== firstRelated || target === related) {
            append(target, target, firstRelated);
            let current = target;
            let parent = dom.eventParent(target, event, target);
            while (parent) {
                const relatedHere = retarget(related, parent);
                if (parent === globalThis || (isNode(parent) && shadowIncludingAncestor(rootOf(current), parent))) append(parent, null, relatedHere);
                else if (parent === relatedHere) break;
                else { current = parent; append(parent, parent, relatedHere); }
                parent = dom.eventParent(parent, event, target);
            }
        }
        let clearTargets = false;
        for (let i = adjusted.length - 1; i >= 0; i--) {
            if (adjusted[i] === null) continue;
            clearTargets = inShadowTree(adjusted[i]) || inShadowTree(relateds[i]);
            break;
        }
        event[_closedLevels] = levels.some((level) => level !== 0) ? levels : null;
        return {
            path, adjusted,
            enter(index) {
                let shown = null;
                for (let i = index; i >= 0 && shown === null; i--) shown = adjusted[i];
                event[_target] = shown;
                event[_relatedTarget] = relateds[index];
                event[_inShadowTree] = inShadowTree(path[index]);
            },
            leave() {
                event[_closedLevels] = null;
                event[_inShadowTree] = false;
                if (clearTargets || path.length === 0) { event[_target] = null; event[_relatedTarget] = null; }
            },
        };
    };

    // composedPath() without what closed shadow trees hide from the current target (the DOM
    // standard's algorithm, by hidden-subtree levels).
    dom.visiblePath = function (event) {
        const path = event[_path], levels = event[_closedLevels], current = event[_currentTarget];
        const composed = [current];
        let currentIndex = 0, level = 0;
        for (let index = path.length - 1; index >= 0; index--) {
            if (levels[index] === 1) level++;
            if (path[index] === current) { currentIndex = index; break; }
            if (levels[index] === -1) level--;
        }
        let hidden = level, max = level;
        for (let index = currentIndex - 1; index >= 0; index--) {
            if (levels[index] === 1) hidden++;
            if (hidden <= max) composed.unshift(path[index]);
            if (levels[index] === -1) { hidden--; if (hidden < max) max = hidden; }
        }
        hidden = level; max = level;
        for (let index = currentIndex + 1; index < path.length; index++) {
            if (levels[index] === -1) hidden++;
            if (hidden <= max) composed.push(path[index]);
            if (levels[index] === 1) { hidden--; if (hidden < max) max = hidden; }
        }
        return composed;
    };

    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(ShadowRoot, 'mode delegatesFocus slotAssignment clonable serializable host onslotchange activeElement adoptedStyleSheets ' +
        'innerHTML getHTML');
    dom.exposeGlobals({ ShadowRoot });
    dom.brandInterface(ShadowRoot, _mode);
    dom.ShadowRoot = ShadowRoot;
    dom.shadowRootInstalled?.(ShadowRoot); // the CSSOM's adoptedStyleSheets, when it came first
})
