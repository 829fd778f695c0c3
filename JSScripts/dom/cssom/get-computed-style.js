// getComputedStyle and its declaration, pseudo-elements, and the CSS namespace.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _computedFor, _current, _empty, _live, _localName, _names, _namespaceURI, _ownerDocument, _prefix, _pseudos, _write } = dom.slots; const { ownerDocumentOf } = dom.nodeSlots;
    const { Element } = dom;
    const { notEnoughArguments, initialValues, connected, stateOf, sideNames, value, px, cascaded, knownProperties, supportsCondition } = dom.cssom;

    // ----- getComputedStyle ---------------------------------------------------------------------

    const computedNames = [...initialValues.keys()];
    initialValues.set('white-space', 'normal');
    const fourSided = { margin: 'margin-%', padding: 'padding-%', 'border-width': 'border-%-width', 'border-style': 'border-%-style', 'border-color': 'border-%-color', inset: '%' };

    function computedValue(element, property) {
        if (element.pseudoOf ? !connected(element.pseudoOf) : !(element instanceof Element) || !connected(element)) return '';
        let name = String(property);
        if (!name.startsWith('--')) name = name.toLowerCase();
        // A legacy alias (`-webkit-transform`) reads its standard property, as in WebKit (the
        // alias table is asked only for names that can be one: layout reads many values).
        if ((name.charCodeAt(0) === 45 && name.charCodeAt(1) !== 45) || name === 'word-wrap' || name.startsWith('grid-')) name = dom.styleValues.standardName(name);
        if (name === 'float' || name === 'css-float') name = 'float';
        const state = stateOf(element);
        if (fourSided[name]) {
            return dom.styleValues.fourSides(sideNames.map((side) => value(element, state, fourSided[name].replace('%', side))));
        }
        if (name.startsWith('--')) return value(element, state, name) ?? '';
        // Its two longhands, one value when they are the same (WebKit's `2px`, `1px 2px`).
        if (name === 'border-spacing') {
            const [horizontal, vertical] = ['-webkit-border-horizontal-spacing', '-webkit-border-vertical-spacing'].map((longhand) => value(element, state, longhand));
            return horizontal === vertical ? horizontal : `${horizontal} ${vertical}`;
        }
        if (!initialValues.has(name)) return '';
        const result = value(element, state, name);
        // (WebKit keeps a number's line height as a float percentage: 1.2345 at 16px reads 19.751999px.)
        if (name === 'line-height' && /^[\d.]+$/.test(result)) return px(Math.fround(Number(result) * 100) * state.fontSize() / 100);
        return result;
    }
    dom.computedValue = computedValue;

    class CSSComputedStyleDeclaration extends dom.CSSStyleProperties {
        get [_current]() { return []; }
        [_write]() { throw new DOMException("Failed to set the 'cssText' property on 'CSSStyleDeclaration': These styles are computed, and therefore read-only.", 'NoModificationAllowedError'); }
        get cssText() { return ''; }
        set cssText(text) { this[_write](); }
        get length() { return this[_names]().length; }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_names]()[index >>> 0] ?? ''; }
        getPropertyValue(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            // A page's read is a style update: transitions start from the styles it saw (dom/animations.js).
            if (dom.styleRead !== undefined) dom.styleRead();
            if (this[_empty]) return '';
            const result = computedValue(this[_computedFor], name);
            const lower = result === '' ? '' : String(name).toLowerCase();
            if (insetAxes[lower] !== undefined) return resolvedInset(this[_computedFor], lower, result);
            if (lower === 'margin' || lower === 'padding') return dom.styleValues.fourSides(sideNames.map((side) => this.getPropertyValue(`${lower}-${side}`)));
            return boxProperties.has(lower) ? resolvedBoxValue(this[_computedFor], lower, result) : result;
        }
        // Every computed property, then the custom properties the element has, sorted.
        [_names]() {
            if (!this[_live]()) return [];
            const custom = customPropertyNames(this[_computedFor]);
            return custom.length ? computedNames.concat(custom) : computedNames;
        }
        getPropertyPriority(name) { if (arguments.length < 1) throw notEnoughArguments(); return ''; }
        setProperty(name, value) { if (arguments.length < 2) throw notEnoughArguments(); throw new DOMException(`Failed to execute 'setProperty' on 'CSSStyleDeclaration': These styles are computed, and therefore the '${name}' property is read-only.`, 'NoModificationAllowedError'); }
        removeProperty(name) { if (arguments.length < 1) throw notEnoughArguments(); throw new DOMException(`Failed to execute 'removeProperty' on 'CSSStyleDeclaration': These styles are computed, and therefore the '${name}' property is read-only.`, 'NoModificationAllowedError'); }
        get parentRule() { return null; }
        [_live]() { return !this[_empty] && connected(this[_computedFor].pseudoOf ?? this[_computedFor]); }
        [Symbol.iterator]() { return this[_names]()[Symbol.iterator](); }
    }

    // ----- Resolved values of the insets --------------------------------------------------------
    // CSSOM's special case for `top`, `right`, `bottom` and `left`: a positioned box's are their
    // used values, from the layout model (dom/layout.js). Percentages and calc() resolve against
    // the containing block (a relative box's parent's content box, a sticky box's scroll
    // container's, an absolute or fixed box's padding box); `auto` is the opposite side negated
    // (relative), or what the box's size and the opposite side leave, or its static position
    // (absolute, fixed); a sticky box's `auto` stays. Static boxes and boxes not rendered
    // answer the computed value.
    const insetAxes = { top: ['bottom', 'height'], bottom: ['top', 'height'], left: ['right', 'width'], right: ['left', 'width'] };
    const lengthOf = (element, name) => { const v = parseFloat(value(element, stateOf(element), name)); return Number.isFinite(v) ? v : 0; };
    function resolvedInset(element, side, computed) {
        if (element.pseudoOf) return computed;
        const position = value(element, stateOf(element), 'position');
        if (position === 'static') return computed;
        for (let e = element; e; e = e.parentElement) {
            const display = value(e, stateOf(e), 'display');
            if (display === 'none' || (e === element && display === 'contents')) return computed;
        }
        internals.installNow('dom/layout.js');
        const box = dom.boxOf(element, native.webView.width);
        if (!box) return computed;
        const [opposite, size] = insetAxes[side];
        const vertical = size === 'height';
        // The containing block: its element (null: the viewport) and the area of it.
        let block = element.parentElement, area = 'content';
        const has = (e, name, none) => value(e, stateOf(e), name) !== none;
        if (position === 'sticky') {
            while (block && !(has(block, 'overflow-x', 'visible') || has(block, 'overflow-y', 'visible'))) block = block.parentElement;
        } else if (position === 'absolute' || position === 'fixed') {
            area = 'padding';
            while (block && !(has(block, 'transform', 'none') || (position === 'absolute' && has(block, 'position', 'static')))) block = block.parentElement;
        }
        let extent = vertical ? native.webView.height : native.webView.width;
        if (block && block !== element.ownerDocument.documentElement) {
            const blockBox = dom.boxOf(block, native.webView.width);
            if (!blockBox) return computed;
            const [start, end] = vertical ? ['top', 'bottom'] : ['left', 'right'];
            extent = blockBox[size] - lengthOf(block, `border-${start}-width`) - lengthOf(block, `border-${end}-width`);
            if (area === 'content') extent -= lengthOf(block, `padding-${start}`) + lengthOf(block, `padding-${end}`);
        }
        const used = (text) => usedLength(text, extent, stateOf(element).fontSize());
        if (computed !== 'auto') { const v = used(computed); return v === null ? computed : px(v); }
        if (position === 'sticky') return computed;
        const other = computedValue(element, opposite);
        if (position === 'relative') return other === 'auto' ? '0px' : px(-(used(other) ?? 0));
        const [start, end] = vertical ? ['top', 'bottom'] : ['left', 'right'];
        const margins = lengthOf(element, `margin-${start}`) + lengthOf(element, `margin-${end}`);
        // The box's border box: its own size, or none when it is empty and sized by its content.
        const own = computedValue(element, size);
        let extentOfBox = own === 'auto' ? (element.firstChild ? box[size] : 0) : (used(own) ?? 0);
        if (own !== 'auto' && value(element, stateOf(element), 'box-sizing') !== 'border-box') {
            extentOfBox += lengthOf(element, `padding-${start}`) + lengthOf(element, `padding-${end}`) + lengthOf(element, `border-${start}-width`) + lengthOf(element, `border-${end}-width`);
        } else if (own === 'auto' && !element.firstChild) {
            extentOfBox = lengthOf(element, `padding-${start}`) + lengthOf(element, `padding-${end}`) + lengthOf(element, `border-${start}-width`) + lengthOf(element, `border-${end}-width`);
        }
        if (other !== 'auto') return px(extent - (used(other) ?? 0) - margins - extentOfBox);
        // Both auto: the static position, where the box would start in its parent's flow (the
        // parent's start side in its writing mode and direction), from the containing block's
        // padding edge, through the margins, borders and paddings in between.
        const parent = element.parentElement;
        if (!parent) return '0px';
        const mode = value(parent, stateOf(parent), 'writing-mode'), rtl = value(parent, stateOf(parent), 'direction') === 'rtl';
        const flowStart = vertical ? (mode.startsWith('vertical') ? (rtl ? 'bottom' : 'top') : 'top') : (mode === 'vertical-rl' ? 'right' : mode === 'vertical-lr' ? 'left' : rtl ? 'right' : 'left');
        let offset = 0;
        for (let e = parent; e && e !== block; e = e.parentElement) {
            offset += lengthOf(e, `padding-${flowStart}`) + lengthOf(e, `border-${flowStart}-width`) + lengthOf(e, `margin-${flowStart}`);
        }
        if (block) offset += lengthOf(block, `padding-${flowStart}`);
        return px(side === flowStart ? offset : extent - offset - extentOfBox);
    }
    // ----- Resolved values of a box's size, margins and paddings --------------------------------
    // CSSOM's: a rendered box's width and height, margins and paddings are their used values.
    // As WebKit answers them: in its layout units (64ths of a pixel, truncated toward zero), a
    // margin's pixels too, a padding's pixels as given; percentages against the containing
    // block's width; the width and height the layout model gives the box (less its paddings
    // and borders unless it is sized as a border box). Only for the boxes the model sizes as
    // WebKit does, block-level boxes in normal flow; inline boxes, inline-blocks, table parts,
    // floats, positioned boxes, flex and grid items (sized to their content, which the model
    // does not measure) and boxes not rendered answer the computed value.
    const boxProperties = new Set(['width', 'height', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left']);
    const flowBlocks = new Set(['block', 'list-item', 'flow-root', 'flex', 'grid']);
    const layoutUnits = (pixels) => `${Number((Math.trunc(pixels * 64) / 64).toFixed(6)) || 0}px`;
    const replacedElements = new Set(['img', 'video', 'canvas', 'iframe', 'embed', 'object']);
    function resolvedBoxValue(element, name, computed) {
        if (element.pseudoOf || computed === '' || computed === 'auto' && !(name === 'width' || name === 'height')) return computed;
        const isSize = name === 'width' || name === 'height';
        if (name.startsWith('padding') && !computed.includes('%')) return computed;
        const state = stateOf(element);
        const display = value(element, state, 'display');
        const replaced = isSize && replacedElements.has(element.localName) && element.namespaceURI === 'http://www.w3.org/1999/xhtml' && /^inline(-block)?$/.test(display);
        if ((!flowBlocks.has(display) && !replaced) || value(element, state, 'float') !== 'none') return computed;
        const position = value(element, state, 'position');
        if (position === 'absolute' || position === 'fixed') return computed;
        for (let e = element; e; e = e.parentElement) if (value(e, stateOf(e), 'display') === 'none') return computed;
        const parent = element.parentElement;
        if (parent && /^(inline-)?(flex|grid)$/.test(value(parent, stateOf(parent), 'display'))) return computed;
        if (!isSize && computed.endsWith('px') && !computed.includes('(')) return layoutUnits(parseFloat(computed));
        internals.installNow('dom/layout.js');
        // The containing block's width (its content box; the viewport's for the root), which
        // percentages of margins and paddings, vertical ones too, are of.
        let basis = native.webView.width;
        if (parent) {
            const box = dom.boxOf(parent, native.webView.width);
            if (!box) return computed;
            basis = box.width - sidesOf(parent, 'padding', 'left', 'right', basis) - lengthOf(parent, 'border-left-width') - lengthOf(parent, 'border-right-width');
        }
        if (isSize) {
            const box = dom.boxOf(element, native.webView.width);
            if (!box) return computed;
            const [start, end] = name === 'width' ? ['left', 'right'] : ['top', 'bottom'];
            let size = box[name];
            if (value(element, state, 'box-sizing') !== 'border-box') size -= sidesOf(element, 'padding', start, end, basis) + lengthOf(element, `border-${start}-width`) + lengthOf(element, `border-${end}-width`);
            return layoutUnits(Math.max(size, 0));
        }
        const used = usedLength(computed, basis, state.fontSize());
        return used === null ? computed : layoutUnits(used);
    }
    // Two paddings (or margins) of a box in px, percentages of `basis`.
    function sidesOf(element, kind, start, end, basis) {
        const state = stateOf(element);
        const side = (which) => usedLength(value(element, state, `${kind}-${which}`), basis, state.fontSize()) ?? 0;
        return side(start) + side(end);
    }

    const usedLength = (text, basis, fontSize) => dom.cssSyntax.usedLength(text, basis, fontSize);

    // The custom properties an element has (its own and inherited), sorted.
    function customPropertyNames(element) {
        const names = new Set();
        for (let e = element; e; e = e.parentElement) {
            for (const name of cascaded(e, stateOf(e)).keys()) if (name.startsWith('--')) names.add(name);
        }
        return [...names].filter((name) => computedValue(element, name) !== '').sort();
    }

    // A pseudo-element's stand-in for the cascade: it inherits from its originating element
    // and matches the rules filed under its name.
    const pseudoElements = new Set(['before', 'after', 'marker', 'first-line', 'first-letter', 'placeholder', 'selection', 'backdrop', 'file-selector-button', 'details-content', 'target-text', 'spelling-error', 'grammar-error']);
    function pseudoElement(element, name) {
        const pseudos = element[_pseudos] || (element[_pseudos] = new Map());
        let pseudo = pseudos.get(name);
        if (!pseudo) {
            pseudo = {
                pseudoOf: element, pseudoName: name, localName: '::' + name, [_localName]: '::' + name, [_namespaceURI]: null, [_prefix]: null, namespaceURI: null, parentElement: element,
                get [_ownerDocument]() { return ownerDocumentOf(element); }, get isConnected() { return element.isConnected; },
                getAttribute: () => null, hasAttribute: () => false,
            };
            pseudos.set(name, pseudo);
        }
        return pseudo;
    }

    const { getComputedStyle } = { getComputedStyle(element) {
        const pseudo = arguments[1]; // optional: WebIDL's length is 1
        if (this !== undefined && this !== null && this !== globalThis) dom.wrongThisCall('Window', 'getComputedStyle');
        if (arguments.length < 1) throw notEnoughArguments();
        if (!(element instanceof Element)) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
        const declaration = new CSSComputedStyleDeclaration(null);
        declaration[_computedFor] = element;
        // A pseudo-element given as `::name` (or `:name` for the four CSS 2 ones) has its own
        // style; any other text starting with a colon is no pseudo-element: an empty style.
        const text = pseudo === undefined || pseudo === null ? '' : String(pseudo).toLowerCase();
        if (text.startsWith(':')) {
            const name = text.startsWith('::') ? text.slice(2) : text.slice(1);
            const legacy = ['before', 'after', 'first-line', 'first-letter'].includes(name);
            if (pseudoElements.has(name) && (text.startsWith('::') || legacy)) declaration[_computedFor] = pseudoElement(element, name);
            else declaration[_empty] = true;
        }
        return dom.styleProxy(declaration);
    } };

    // The CSS namespace: escape() as CSSOM says, supports() with the @supports evaluation.
    const CSS = {
        escape(value) {
            if (arguments.length === 0) throw notEnoughArguments();
            const string = String(value);
            let result = '';
            for (let k = 0; k < string.length; k++) {
                const c = string.charCodeAt(k);
                if (c === 0) result += '\uFFFD';
                else if ((c >= 1 && c <= 0x1f) || c === 0x7f || (k === 0 && c >= 48 && c <= 57) || (k === 1 && c >= 48 && c <= 57 && string.charCodeAt(0) === 45)) result += '\\' + c.toString(16) + ' ';
                else if (k === 0 && c === 45 && string.length === 1) result += '\\-';
                else if (c >= 0x80 || c === 45 || c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) result += string[k];
                else result += '\\' + string[k];
            }
            return result;
        },
        supports(condition) {
            const value = arguments[1]; // optional: WebIDL's length is 1
            if (arguments.length === 0) throw notEnoughArguments();
            if (arguments.length >= 2) {
                const name = String(condition);
                const text = String(value).trim();
                if (name.startsWith('--')) return text !== '' || String(value) !== '';
                const lower = name.toLowerCase();
                if (name !== name.trim() || !knownProperties.has(lower) || text === '' || /!\s*important\s*$/i.test(text)) return false;
                return !!dom.styleValues.expand(lower, dom.normalizeStyleValue(lower, text), '');
            }
            const text = String(condition);
            return supportsCondition(text) || supportsCondition('(' + text + ')');
        },
    };
    Object.defineProperty(CSS, Symbol.toStringTag, { value: 'CSS', configurable: true });

    Object.assign(dom.cssom, { CSS, getComputedStyle });
})
