// Geometry (CSSOM View) from the layout model (dom/layout.js): DOMRect, getBoundingClientRect
// and getClientRects, offset*, client*, scroll*, scrollIntoView, elementFromPoint, and ResizeObserver and
// IntersectionObserver reporting after layout. Numbers are never undefined or NaN: an element
// that is not rendered measures 0, as in a browser. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _block, _border, _callback, _check, _content, _contentRect, _fields, _height, _inline, _length, _root, _rootBounds, _rootMargin, _target, _targets, _thresholds, _unreported, _width, _x, _y } = dom.slots; const { localNameOf, ownerDocumentOf } = dom.nodeSlots;
    const { Element, HTMLElement } = dom;
    const viewportWidth = () => native.webView.width;
    const viewportHeight = () => native.webView.height;
    internals.installNow('dom/layout.js');

    // ----- DOMRect ----------------------------------------------------------------------------------

    const toDouble = (value) => { const n = Number(value); return Number.isNaN(n) ? NaN : n; };
    class DOMRectReadOnly {
        constructor(x = 0, y = 0, width = 0, height = 0) {
            this[_x] = toDouble(x); this[_y] = toDouble(y); this[_width] = toDouble(width); this[_height] = toDouble(height);
        }
        static fromRect(other = {}) { return new this(other.x ?? 0, other.y ?? 0, other.width ?? 0, other.height ?? 0); }
        get x() { return this[_x]; }
        get y() { return this[_y]; }
        get width() { return this[_width]; }
        get height() { return this[_height]; }
        get top() { return Math.min(this[_y], this[_y] + this[_height]); }
        get bottom() { return Math.max(this[_y], this[_y] + this[_height]); }
        get left() { return Math.min(this[_x], this[_x] + this[_width]); }
        get right() { return Math.max(this[_x], this[_x] + this[_width]); }
        toJSON() {
            if (this?.[_x] === undefined) dom.wrongThisCall('DOMRectReadOnly', 'toJSON');
            const { x, y, width, height, top, right, bottom, left } = this;
            return { x, y, width, height, top, right, bottom, left };
        }
    }
    class DOMRect extends DOMRectReadOnly {
        static fromRect(other = {}) { return new DOMRect(other?.x ?? 0, other?.y ?? 0, other?.width ?? 0, other?.height ?? 0); }
        get x() { return this[_x]; }
        set x(value) { this[_x] = toDouble(value); }
        get y() { return this[_y]; }
        set y(value) { this[_y] = toDouble(value); }
        get width() { return this[_width]; }
        set width(value) { this[_width] = toDouble(value); }
        get height() { return this[_height]; }
        set height(value) { this[_height] = toDouble(value); }
    }
    class DOMRectList {
        constructor(rects) { rects.forEach((rect, i) => { this[i] = rect; }); this[_length] = rects.length; }
        get length() { return this[_length]; }
        item(index) {
            if (this?.[_length] === undefined) dom.wrongThisCall('DOMRectList', 'item');
            if (arguments.length < 1) throw dom.notEnoughArguments();
            return this[index >>> 0] ?? null;
        }
        *[Symbol.iterator]() { for (let i = 0; i < this[_length]; i++) yield this[i]; }
    }
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(DOMRectReadOnly, 'x y width height top right bottom left toJSON');
    dom.nonConstructible(DOMRectList);
    dom.exposeGlobals({ DOMRectReadOnly, DOMRect, DOMRectList });
    dom.DOMRect = DOMRect; // (DOMQuad's getBounds: dom/geometry-interfaces.js)
    for (const Interface of [DOMRectReadOnly, DOMRect]) dom.brandInterface(Interface, _x);
    dom.brandInterface(DOMRectList, _length);

    // ----- Boxes ------------------------------------------------------------------------------------

    const boxOf = (element) => dom.boxOf(element, viewportWidth());
    const scrollX = () => globalThis.scrollX || 0;
    const scrollY = () => globalThis.scrollY || 0;
    const isRoot = (element) => element === ownerDocumentOf(element)?.documentElement;
    const isBody = (element) => element === ownerDocumentOf(element)?.body;
    const round = (value) => Math.round(value);
    const inlineStyle = (element, property) => (element.getAttribute('style') !== null ? element.style.getPropertyValue(property) : '');
    const styleOf = (element, property) => (dom.cascadeInstalled() ? dom.computedValue(element, property) : inlineStyle(element, property));
    const borderWidth = (element, side) => {
        const style = styleOf(element, `border-${side}-style`);
        if (!style || style === 'none' || style === 'hidden') return 0;
        return parseFloat(styleOf(element, `border-${side}-width`)) || 0;
    };

    Element.prototype.getBoundingClientRect = { getBoundingClientRect() {
        const box = boxOf(this);
        if (!box) return new DOMRect(0, 0, 0, 0);
        return new DOMRect(box.x - scrollX(), box.y - scrollY(), box.width, box.height);
    } }.getBoundingClientRect;
    Element.prototype.getClientRects = { getClientRects() {
        const box = boxOf(this);
        return new DOMRectList(box ? [this.getBoundingClientRect()] : []);
    } }.getClientRects;

    // The nearest positioned ancestor, table cell or table, else the body (CSSOM View).
    const isPositioned = (element) => { const position = styleOf(element, 'position'); return position !== '' && position !== 'static'; };
    function offsetParentOf(element) {
        if (!boxOf(element) || isRoot(element) || isBody(element) || styleOf(element, 'position') === 'fixed') return null;
        const positioned = isPositioned(element);
        for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
            if (isBody(ancestor) || isPositioned(ancestor)) return ancestor;
            if (!positioned && ['td', 'th', 'table'].includes(localNameOf(ancestor))) return ancestor;
        }
        return null;
    }
    function offsetPosition(element) {
        const box = boxOf(element);
        if (!box) return [0, 0];
        const parent = offsetParentOf(element);
        if (!parent || isBody(parent)) return [box.x, box.y];
        const parentBox = boxOf(parent);
        return [box.x - parentBox.x - borderWidth(parent, 'left'), box.y - parentBox.y - borderWidth(parent, 'top')];
    }
    const getter = (target, name, get) => Object.defineProperty(target.prototype, name, { get, configurable: true, enumerable: true });
    getter(HTMLElement, 'offsetParent', function () { return offsetParentOf(this); });
    getter(HTMLElement, 'offsetTop', function () { return round(offsetPosition(this)[1]); });
    getter(HTMLElement, 'offsetLeft', function () { return round(offsetPosition(this)[0]); });
    getter(HTMLElement, 'offsetWidth', function () { const box = boxOf(this); return box ? round(box.width) : 0; });
    getter(HTMLElement, 'offsetHeight', function () { const box = boxOf(this); return box ? round(box.height) : 0; });

    // The root's client box is the viewport; an inline box has none.
    getter(Element, 'clientWidth', function () {
        if (isRoot(this)) return viewportWidth();
        const box = boxOf(this);
        return box && !box.inline ? round(box.width - borderWidth(this, 'left') - borderWidth(this, 'right')) : 0;
    });
    getter(Element, 'clientHeight', function () {
        if (isRoot(this)) return viewportHeight();
        const box = boxOf(this);
        return box && !box.inline ? round(box.height - borderWidth(this, 'top') - borderWidth(this, 'bottom')) : 0;
    });
    getter(Element, 'clientTop', function () { const box = boxOf(this); return box && !box.inline ? round(borderWidth(this, 'top')) : 0; });
    getter(Element, 'clientLeft', function () { const box = boxOf(this); return box && !box.inline ? round(borderWidth(this, 'left')) : 0; });

    // The document's scrolling box is the root's: at least the viewport, as tall as the
    // content (the engine's contentHeight), as wide as the widest box.
    function documentSize() {
        const layout = dom.layoutOf(globalThis.document, viewportWidth());
        return [Math.max(viewportWidth(), layout.documentWidth), Math.max(viewportHeight(), layout.height)];
    }
    const isScrollingElement = (element) => ownerDocumentOf(element) === globalThis.document && (isRoot(element) || (isBody(element) && ownerDocumentOf(element).compatMode === 'BackCompat'));
    getter(Element, 'scrollWidth', function () {
        if (isScrollingElement(this)) return documentSize()[0];
        const box = boxOf(this);
        return box && !box.inline ? round(box.scrollWidth - borderWidth(this, 'left') - borderWidth(this, 'right')) : 0;
    });
    getter(Element, 'scrollHeight', function () {
        if (isScrollingElement(this)) return documentSize()[1];
        const box = boxOf(this);
        return box && !box.inline ? round(box.scrollHeight - borderWidth(this, 'top') - borderWidth(this, 'bottom')) : 0;
    });
    // An element scrolls only as far as its overflow; the scrolling element scrolls the window.
    const scrollPositions = new WeakMap();
    function scrollAccessor(name, axis) {
        Object.defineProperty(Element.prototype, name, {
            get() {
                if (isScrollingElement(this)) return axis === 'x' ? scrollX() : scrollY();
                return (scrollPositions.get(this) || { x: 0, y: 0 })[axis];
            },
            set(value) {
                const number = Number(value) || 0;
                if (isScrollingElement(this)) {
                    if (axis === 'x') globalThis.scrollTo(number, scrollY()); else globalThis.scrollTo(scrollX(), number);
                    return;
                }
                const box = boxOf(this);
                if (!box) return;
                const limit = axis === 'x' ? box.scrollWidth - box.width : box.scrollHeight - box.height;
                const position = scrollPositions.get(this) || { x: 0, y: 0 };
                position[axis] = Math.max(0, Math.min(limit, number));
                scrollPositions.set(this, position);
            },
            configurable: true, enumerable: true,
        });
    }
    scrollAccessor('scrollTop', 'y');
    scrollAccessor('scrollLeft', 'x');

    // scroll(x, y) or scroll({ left, top }) (a side left out stays where it is), scrollTo the
    // same, scrollBy from where it is: through scrollLeft/scrollTop, so an element stops at its
    // overflow and the scrolling element scrolls the window. Non-finite numbers count as 0; one
    // number alone matches no overload (WebKit's TypeError).
    function scrollElement(element, name, args, relative) {
        if (!(element instanceof Element)) dom.wrongThisCall('Element', name);
        const number = (value) => { const n = Number(value); return Number.isFinite(n) ? n : 0; };
        let left, top;
        if (args.length >= 2) [left, top] = [number(args[0]), number(args[1])];
        else if (args.length === 1 && args[0] !== undefined && args[0] !== null) {
            if (typeof args[0] !== 'object' && typeof args[0] !== 'function') throw new TypeError('Type error');
            if (args[0].left !== undefined) left = number(args[0].left);
            if (args[0].top !== undefined) top = number(args[0].top);
        }
        if (left !== undefined) element.scrollLeft = relative ? element.scrollLeft + left : left;
        if (top !== undefined) element.scrollTop = relative ? element.scrollTop + top : top;
    }
    // checkVisibility(options): false for an element that is not rendered (a `display: none`
    // ancestor, `display: contents`, outside the document, under `content-visibility: hidden`),
    // and, when asked, for one made invisible by `visibility` or an ancestor's zero opacity.
    // From the cascade, which it installs: what is hidden is often hidden by a style sheet.
    function isVisible(element, options) {
        if (!element.isConnected || ownerDocumentOf(element) !== globalThis.document) return false;
        const computed = (node, property) => dom.computedValue(node, property);
        if (computed(element, 'display') === 'contents') return false;
        for (let node = element; node !== null; node = node.parentElement) {
            if (computed(node, 'display') === 'none') return false;
            if (node !== element && computed(node, 'content-visibility') === 'hidden') return false;
            if ((options?.checkOpacity || options?.opacityProperty) && parseFloat(computed(node, 'opacity')) === 0) return false;
        }
        return !((options?.checkVisibilityCSS || options?.visibilityProperty) && computed(element, 'visibility') !== 'visible');
    }
    for (const [name, operation] of Object.entries({
        scroll() { scrollElement(this, 'scroll', arguments, false); },
        scrollTo() { scrollElement(this, 'scrollTo', arguments, false); },
        scrollBy() { scrollElement(this, 'scrollBy', arguments, true); },
        checkVisibility(options = undefined) {
            if (!(this instanceof Element)) dom.wrongThisCall('Element', 'checkVisibility');
            return isVisible(this, options);
        },
    })) Object.defineProperty(Element.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });

    // The window scrolls so that the element's top (or its centre or end, as asked) shows.
    Element.prototype.scrollIntoView = { scrollIntoView(options = true) {
        const box = boxOf(this);
        if (!box) return;
        const block = options === false ? 'end' : (typeof options === 'object' && options !== null && options.block) || 'start';
        const [, height] = documentSize();
        let top = box.y;
        if (block === 'end') top = box.y + box.height - viewportHeight();
        else if (block === 'center') top = box.y + box.height / 2 - viewportHeight() / 2;
        else if (block === 'nearest') top = box.y < scrollY() ? box.y : box.y + box.height > scrollY() + viewportHeight() ? box.y + box.height - viewportHeight() : scrollY();
        globalThis.scrollTo(scrollX(), Math.max(0, Math.min(top, height - viewportHeight())));
    } }.scrollIntoView;
    Element.prototype.scrollIntoViewIfNeeded = { scrollIntoViewIfNeeded(center = true) {
        this.scrollIntoView({ block: center ? 'center' : 'nearest' });
    } }.scrollIntoViewIfNeeded;

    // Hit testing (CSSOM View): the elements whose border box holds a point of the viewport,
    // topmost first as laid out here (later in tree order paints on top; no z-index), the root
    // last even where no box reaches; none outside the viewport or in a document with no window.
    // (An app's tap handler finds what was tapped this way: elementFromPoint(x, y).)
    const { nextInTree, nodeTypeOf } = dom.nodeSlots;
    const hittable = (element) => styleOf(element, 'visibility') !== 'hidden' && styleOf(element, 'pointer-events') !== 'none';
    function elementsAt(document, x, y) {
        const root = document.documentElement;
        if (!root || document !== globalThis.document || !(x >= 0 && y >= 0 && x < viewportWidth() && y < viewportHeight())) return [];
        const pageX = x + scrollX(), pageY = y + scrollY();
        const hits = [];
        for (let node = root; node !== null; node = nextInTree(node, root)) {
            if (nodeTypeOf(node) !== 1) continue;
            const box = boxOf(node);
            if (box && pageX >= box.x && pageX < box.x + box.width && pageY >= box.y && pageY < box.y + box.height && hittable(node)) hits.push(node);
        }
        hits.reverse();
        if (hits[hits.length - 1] !== root) hits.push(root);
        return hits;
    }
    // WebIDL's checks: a Document, two finite doubles.
    function pointOf(document, name, args) {
        if (!(document instanceof dom.Document)) dom.wrongThisCall('Document', name);
        if (args.length < 2) throw new TypeError('Not enough arguments');
        const x = Number(args[0]), y = Number(args[1]);
        if (!Number.isFinite(x) || !Number.isFinite(y)) throw new TypeError(`Failed to execute '${name}' on 'Document': The provided double value is non-finite.`);
        return [x, y];
    }
    for (const [name, operation] of Object.entries({
        elementFromPoint(x, y) { return elementsAt(this, ...pointOf(this, 'elementFromPoint', arguments))[0] ?? null; },
        elementsFromPoint(x, y) { return elementsAt(this, ...pointOf(this, 'elementsFromPoint', arguments)); },
    })) Object.defineProperty(dom.Document.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });

    // ----- Observers: evaluated after layout, in an animation frame ---------------------------------

    // An observer checks its targets in the next frame after it starts observing and after any
    // change to the document; a MutationObserver of our own says when the document changed.
    const activeObservers = new Set();
    let frameRequested = false, watcher = null;
    function requestCheck() {
        if (frameRequested || activeObservers.size === 0) return;
        frameRequested = true;
        globalThis.requestAnimationFrame(() => {
            frameRequested = false;
            for (const observer of [...activeObservers]) observer[_check]();
        });
    }
    function watchDocument() {
        if (watcher) return;
        watcher = new MutationObserver(requestCheck);
        watcher.observe(globalThis.document, { subtree: true, childList: true, attributes: true, characterData: true });
        globalThis.addEventListener('scroll', requestCheck);
        globalThis.addEventListener('resize', requestCheck);
    }

    class ResizeObserverSize {
        constructor(inlineSize, blockSize) { this[_inline] = inlineSize; this[_block] = blockSize; }
        get inlineSize() { return this[_inline]; }
        get blockSize() { return this[_block]; }
    }
    class ResizeObserverEntry {
        constructor(target, box) {
            // The content box: the border box less borders and padding (the layout's inset).
            const inset = (box && box.inset) || { top: 0, right: 0, bottom: 0, left: 0 };
            const width = box ? Math.max(0, box.width - inset.left - inset.right) : 0;
            const height = box ? Math.max(0, box.height - inset.top - inset.bottom) : 0;
            const padding = (side) => inset[side] - borderWidth(target, side);
            this[_target] = target;
            this[_contentRect] = new DOMRectReadOnly(padding('left'), padding('top'), width, height);
            this[_border] = Object.freeze([new ResizeObserverSize(box ? box.width : 0, box ? box.height : 0)]);
            this[_content] = Object.freeze([new ResizeObserverSize(width, height)]);
        }
        get target() { return this[_target]; }
        get contentRect() { return this[_contentRect]; }
        get borderBoxSize() { return this[_border]; }
        get contentBoxSize() { return this[_content]; }
    }
    // What both observers share: a callback and the targets with what each last reported
    // (`unreported` until the first report), checked in the frame after any change. Each
    // interface has its own observe, unobserve and disconnect, and no parent, as WebKit's.
    function initObserver(observer, name, callback, unreported) {
        if (typeof callback !== 'function') throw new TypeError(`Failed to construct '${name}': parameter 1 is not of type 'Function'.`);
        observer[_callback] = callback;
        observer[_unreported] = unreported;
        observer[_targets] = new Map();
    }
    const observerOperations = () => ({
        observe(target) {
            if (!(target instanceof Element)) throw new TypeError(`Failed to execute 'observe' on '${this.constructor.name}': parameter 1 is not of type 'Element'.`);
            if (!this[_targets].has(target)) this[_targets].set(target, this[_unreported]);
            activeObservers.add(this);
            watchDocument();
            requestCheck();
        },
        unobserve(target) { this[_targets].delete(target); if (!this[_targets].size) activeObservers.delete(this); },
        disconnect() { this[_targets].clear(); activeObservers.delete(this); },
    });

    class ResizeObserver {
        constructor(callback) { initObserver(this, 'ResizeObserver', callback, null); } // target -> last reported [width, height]
        [_check]() {
            const entries = [];
            for (const [target, last] of this[_targets]) {
                const box = target.isConnected ? boxOf(target) : null;
                const size = [box ? box.width : 0, box ? box.height : 0];
                if (last && last[0] === size[0] && last[1] === size[1]) continue;
                this[_targets].set(target, size);
                entries.push(new ResizeObserverEntry(target, box));
            }
            if (entries.length) report(() => this[_callback].call(this, entries, this));
        }
    }

    // The entry's fields are prototype getters over one slot, as WebKit's attributes are.
    class IntersectionObserverEntry {
        constructor(fields) {
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            this[_fields] = fields;
        }
    }
    for (const name of ['time', 'rootBounds', 'boundingClientRect', 'intersectionRect', 'isIntersecting', 'intersectionRatio', 'target']) {
        const { get } = Object.getOwnPropertyDescriptor({ get [name]() { return dom.brandOf(this, _fields, 'IntersectionObserverEntry', name)[_fields][name]; } }, name);
        Object.defineProperty(IntersectionObserverEntry.prototype, name, { get, configurable: true, enumerable: true });
    }
    class IntersectionObserver {
        constructor(callback, options = {}) {
            initObserver(this, 'IntersectionObserver', callback, undefined); // target -> last threshold state
            this[_root] = options.root ?? null;
            this[_rootMargin] = options.rootMargin === undefined ? '0px 0px 0px 0px' : String(options.rootMargin);
            const thresholds = options.threshold === undefined ? [0] : [].concat(options.threshold).map(Number);
            for (const value of thresholds) {
                if (!(value >= 0 && value <= 1)) throw new RangeError("Failed to construct 'IntersectionObserver': Threshold values must be numbers between 0 and 1");
            }
            this[_thresholds] = Object.freeze(thresholds.sort((a, b) => a - b));
        }
        get root() { return dom.brandOf(this, _thresholds, 'IntersectionObserver', 'root')[_root]; }
        get rootMargin() { return dom.brandOf(this, _thresholds, 'IntersectionObserver', 'rootMargin')[_rootMargin]; }
        get thresholds() { return dom.brandOf(this, _thresholds, 'IntersectionObserver', 'thresholds')[_thresholds]; }
        takeRecords() { return []; }
        [_rootBounds]() {
            if (this[_root]) return this[_root].getBoundingClientRect();
            return new DOMRectReadOnly(0, 0, viewportWidth(), viewportHeight());
        }
        [_check]() {
            const entries = [];
            const rootBounds = this[_rootBounds]();
            for (const [target, last] of this[_targets]) {
                const rendered = target.isConnected && boxOf(target);
                const rect = target.getBoundingClientRect();
                const left = Math.max(rect.left, rootBounds.left), right = Math.min(rect.right, rootBounds.right);
                const top = Math.max(rect.top, rootBounds.top), bottom = Math.min(rect.bottom, rootBounds.bottom);
                const isIntersecting = Boolean(rendered) && left <= right && top <= bottom;
                const intersection = isIntersecting ? new DOMRectReadOnly(left, top, right - left, bottom - top) : new DOMRectReadOnly(0, 0, 0, 0);
                const area = rect.width * rect.height;
                const ratio = !isIntersecting ? 0 : area > 0 ? (intersection.width * intersection.height) / area : 1;
                let index = -1;
                for (let i = 0; i < this[_thresholds].length; i++) if (ratio >= this[_thresholds][i] && (isIntersecting || this[_thresholds][i] > 0)) index = i;
                const state = isIntersecting ? index + 1 : 0;
                if (last === state) continue;
                this[_targets].set(target, state);
                entries.push(new IntersectionObserverEntry({
                    time: Math.floor(internals.now()), rootBounds, boundingClientRect: rect,
                    intersectionRect: intersection, isIntersecting, intersectionRatio: ratio, target,
                }));
            }
            if (entries.length) report(() => this[_callback].call(this, entries, this));
        }
    }

    // An observer's callback that throws is reported as any page error is; the others still run.
    function report(call) {
        try { call(); } catch (error) { globalThis.reportError ? globalThis.reportError(error) : setTimeout(() => { throw error; }); }
    }

    for (const Observer of [ResizeObserver, IntersectionObserver]) Object.defineProperties(Observer.prototype, Object.getOwnPropertyDescriptors(observerOperations()));
    dom.orderMembers(IntersectionObserver, 'root rootMargin thresholds observe unobserve disconnect takeRecords'); // WebKit's order
    dom.nonConstructible(ResizeObserverEntry, ResizeObserverSize);
    const globals = { ResizeObserver, ResizeObserverEntry, ResizeObserverSize, IntersectionObserver, IntersectionObserverEntry };
    dom.exposeGlobals(globals);
    dom.brandInterface(ResizeObserverEntry, _target);
    dom.brandInterface(ResizeObserverSize, _inline);
})
