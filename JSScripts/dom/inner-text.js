// innerText and outerText (HTML, "the rendered text collection steps"), with the rules that
// need no layout: display:none and hidden content left out, blocks and paragraphs on their own
// lines, <br> as a line break, table cells and rows separated by tabs and newlines, white space
// collapsed as white-space: normal does (kept in <pre> and pre-wrap), text-transform applied.
// Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _data } = dom.slots; const { firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, previousSiblingOf } = dom.nodeSlots;
    const { HTMLElement } = dom;
    const HTML_NS = 'http://www.w3.org/1999/xhtml', SVG_NS = 'http://www.w3.org/2000/svg';

    const style = (element, property) => {
        if (dom.cascadeInstalled()) return dom.computedValue(element, property);
        return element.getAttribute('style') !== null ? element.style.getPropertyValue(property) : '';
    };
    function display(element) {
        if (element.hidden) return 'none';
        // With scripting on, <noscript> is never rendered (the UA sheet's display: none !important).
        if (localNameOf(element) === 'noscript' && namespaceOf(element) === HTML_NS && ownerDocumentOf(element) === globalThis.document) return 'none';
        return style(element, 'display') || dom.defaultDisplay(element);
    }
    // Inherited properties: the nearest ancestor that says, else the user agent's default.
    function inherited(element, property, fallback) {
        if (dom.cascadeInstalled()) return dom.computedValue(element, property) || fallback;
        for (let e = element; e && nodeTypeOf(e) === 1; e = parentOf(e)) {
            const value = style(e, property);
            if (value) return value;
            if (property === 'white-space' && namespaceOf(e) === HTML_NS && (localNameOf(e) === 'pre' || localNameOf(e) === 'textarea' || localNameOf(e) === 'listing' || localNameOf(e) === 'xmp' || localNameOf(e) === 'plaintext')) return 'pre';
        }
        return fallback;
    }
    function isRendered(element) {
        if (!element.isConnected) return false;
        for (let e = element; e && nodeTypeOf(e) === 1; e = parentOf(e)) if (display(e) === 'none') return false;
        return true;
    }

    // The language of the text (its nearest lang attribute): Turkish and a few others case i differently.
    function language(element) {
        for (let e = element; e && nodeTypeOf(e) === 1; e = parentOf(e)) {
            const lang = e.getAttribute('lang');
            if (lang !== null) return lang;
        }
        return '';
    }
    function transform(text, how, element) {
        if (how === 'none') return text;
        if (how === 'uppercase' || how === 'lowercase') {
            const lang = language(element);
            if (lang) { try { return how === 'uppercase' ? text.toLocaleUpperCase(lang) : text.toLocaleLowerCase(lang); } catch { /* not a language tag */ } }
            return how === 'uppercase' ? text.toUpperCase() : text.toLowerCase();
        }
        if (how === 'capitalize') return text.replace(/(^|[^\p{L}\p{N}'])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase());
        return text;
    }

    // The items of the collection: strings, and numbers that are required line break counts.
    // An element's visibility: the cascade's once the page has one; else its style attribute's,
    // or its parent's (visibility is inherited), handed down the walk.
    function visibilityOf(element, parentVisibility) {
        if (dom.cascadeInstalled()) return dom.computedValue(element, 'visibility') || 'visible';
        const value = style(element, 'visibility');
        return value && value !== 'inherit' && value !== 'unset' ? value : parentVisibility;
    }
    // `visibility` is the visibility of node's parent.
    function collect(node, items, state, visibility) {
        if (nodeTypeOf(node) === 3) {
            const parent = parentOf(node);
            if (visibility === 'hidden' || visibility === 'collapse') return;
            // SVG text is rendered only inside <text> (a <stop>'s or a <g>'s own text is not).
            if (namespaceOf(parent) === SVG_NS && !inSVGText(parent)) return;
            // A <select>'s or an <optgroup>'s own text makes no box (only options' text does).
            if (namespaceOf(parent) === HTML_NS && (localNameOf(parent) === 'select' || localNameOf(parent) === 'optgroup')) return;
            let text = node[_data];
            // White space directly in a table, row group or row makes no box.
            if (!/[^ \t\n\r\f]/.test(text) && tableParts.has(display(parent))) return;
            const whiteSpace = inherited(parent, 'white-space', 'normal');
            if (whiteSpace === 'normal' || whiteSpace === 'nowrap' || whiteSpace === 'pre-line') {
                text = whiteSpace === 'pre-line' ? text.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/[ \t]+/g, ' ') : text.replace(/[ \t\n\r\f]+/g, ' ');
                // A space after a space, or at the start of a line, collapses away.
                if (state.atLineStart || state.endsInSpace) text = text.replace(/^ /, '');
                if (!text) return;
                state.endsInSpace = text.endsWith(' ');
                state.atLineStart = false;
                state.trailing = state.endsInSpace ? items.length : -1;
            } else {
                if (!text) return;
                state.endsInSpace = false;
                state.atLineStart = text.endsWith('\n');
                state.trailing = -1;
            }
            text = transform(text, inherited(parent, 'text-transform', 'none'), parent);
            if (state.firstLetter && /[\p{L}\p{N}]/u.test(text)) {
                // ::first-letter: the first letter (with the punctuation before it) takes the block's pseudo-element's transform.
                const how = state.firstLetter, owner = state.firstLetterOwner;
                text = text.replace(/^([^\p{L}\p{N}]*)([\p{L}\p{N}])/u, (_, before, letter) => before + transform(letter, how, owner));
                state.firstLetter = null;
            } else if (state.firstLetter && /\S/.test(text)) state.firstLetter = null;
            items.push(text);
            return;
        }
        if (nodeTypeOf(node) !== 1) return;
        const kind = display(node);
        if (kind === 'none') return;
        const name = namespaceOf(node) === HTML_NS ? localNameOf(node) : '';
        // In a <select>, only its options and its groups' options are rendered.
        const parentName = parentOf(node) && namespaceOf(parentOf(node)) === HTML_NS ? localNameOf(parentOf(node)) : '';
        if ((parentName === 'select' || parentName === 'optgroup') && name !== 'option' && !(parentName === 'select' && name === 'optgroup')) return;
        const isBlock = !kind.startsWith('inline') && !kind.startsWith('table-') && kind !== 'contents' && kind !== 'ruby';
        // An invisible element gives no line breaks of its own (its visible descendants still count).
        const own = visibilityOf(node, visibility), invisible = own === 'hidden' || own === 'collapse';
        if (name === 'br') { if (!invisible) { lineBreak(items, state); items.push('\n'); state.atLineStart = true; } return; }
        const breaks = invisible ? 0 : name === 'p' ? 2 : isBlock || kind === 'table-caption' ? 1 : 0;
        if (isBlock && state.firstLetterRules) firstLetterOf(node, state);
        if (breaks) { lineBreak(items, state); items.push(breaks); state.atLineStart = true; }
        // A replaced element or an inline block is a box on the line: the spaces on either side
        // of it do not collapse into each other, nor away at its edges.
        const isAtom = replaced.has(name) || kind === 'inline-block' || kind === 'inline-flex' || kind === 'inline-grid' || kind === 'inline-table';
        if (replaced.has(name)) {
            if (!breaks) atom(state);
            else { items.push(breaks); state.atLineStart = true; }
            return;
        }
        if (isAtom) { atom(state); state.atLineStart = true; } // its own lines inside
        for (let child = firstChildOf(node); child; child = nextSiblingOf(child)) collect(child, items, state, own);
        if (kind === 'table-cell' && !invisible && laterCell(node)) {
            trimTrailingSpace(items, state);
            items.push('\t');
            state.atLineStart = true;
        }
        if (kind === 'table-row' && !invisible && nextRow(node)) { lineBreak(items, state); items.push('\n'); state.atLineStart = true; }
        if (breaks) { lineBreak(items, state); items.push(breaks); state.atLineStart = true; }
        else if (isAtom) { trimTrailingSpace(items, state); atom(state); }
    }
    const tableParts = new Set(['table', 'table-row', 'table-row-group', 'table-header-group', 'table-footer-group']);
    const replaced = new Set(['img', 'input', 'select', 'textarea', 'video', 'audio', 'iframe', 'canvas', 'embed', 'object', 'meter', 'progress']);
    function inSVGText(element) {
        for (let e = element; e && namespaceOf(e) === SVG_NS; e = parentOf(e)) if (localNameOf(e) === 'text') return true;
        return false;
    }
    // Whether the page's style sheets have a ::first-letter rule at all (most have none: no
    // pseudo-element style is computed then).
    function hasFirstLetterRules(document) {
        for (const element of document.getElementsByTagName('style')) if (element.textContent.includes('first-letter')) return true;
        if (!dom.cascadeInstalled()) return false; // linked sheets: read once the page has the CSSOM
        for (const sheet of document.styleSheets) {
            const owner = sheet.ownerNode;
            if (owner && owner.localName === 'style' ? owner.textContent.includes('first-letter') : rulesMention(sheet)) return true;
        }
        return false;
    }
    function rulesMention(sheet) {
        try { for (const rule of sheet.cssRules) if (rule.cssText.includes('first-letter')) return true; } catch { /* not readable */ }
        return false;
    }
    function firstLetterOf(element, state) {
        const how = getComputedStyle(element, '::first-letter').getPropertyValue('text-transform');
        if (how && how !== 'none') { state.firstLetter = how; state.firstLetterOwner = element; }
    }
    function atom(state) { state.atLineStart = false; state.endsInSpace = false; state.trailing = -1; }
    // Whether a later row of the same table follows (rows of nested tables do not count).
    function nextRow(row) {
        const table = row.closest('table');
        if (!table) return row.nextElementSibling !== null;
        const rows = [...table.getElementsByTagName('tr')].filter((r) => r.closest('table') === table && display(r) === 'table-row');
        return rows.indexOf(row) < rows.length - 1;
    }
    function laterCell(cell) {
        for (let n = cell.nextElementSibling; n; n = n.nextElementSibling) if (display(n) === 'table-cell') return true;
        return false;
    }
    // A line ends: a space that ended it goes.
    function trimTrailingSpace(items, state) {
        if (state.trailing >= 0 && typeof items[state.trailing] === 'string') items[state.trailing] = items[state.trailing].replace(/ $/, '');
        state.trailing = -1;
        state.endsInSpace = false;
    }
    function lineBreak(items, state) { trimTrailingSpace(items, state); }

    // Elements whose children are never rendered: their rendered text is empty. (WebKit renders
    // a <video>'s and an <audio>'s fallback text, so those are not here.)
    const childless = new Set(['img', 'input', 'textarea', 'iframe', 'canvas', 'embed']);
    function renderedText(element) {
        if (namespaceOf(element) === HTML_NS && childless.has(localNameOf(element))) return '';
        const items = [];
        const state = { atLineStart: true, endsInSpace: false, trailing: -1, firstLetter: null, firstLetterOwner: null, firstLetterRules: false };
        if (hasFirstLetterRules(ownerDocumentOf(element))) {
            state.firstLetterRules = true;
            dom.computedValue(element, 'display'); // the page's ::first-letter needs its cascade: installed now, before the walk reads styles
            if (!display(element).startsWith('inline')) firstLetterOf(element, state);
        }
        const visibility = inherited(element, 'visibility', 'visible');
        for (let child = firstChildOf(element); child; child = nextSiblingOf(child)) collect(child, items, state, visibility);
        trimTrailingSpace(items, state);
        // Required line break counts at the ends go; runs of them become the largest count of newlines.
        while (items.length && (typeof items[0] === 'number' || items[0] === '')) items.shift();
        while (items.length && (typeof items[items.length - 1] === 'number' || items[items.length - 1] === '')) items.pop();
        let text = '', pending = 0;
        for (const item of items) {
            if (typeof item === 'number') { pending = Math.max(pending, item); continue; }
            if (item === '') continue;
            if (pending) { text += '\n'.repeat(pending); pending = 0; }
            text += item;
        }
        return text;
    }

    // Setting: the text with each line break as a <br>, replacing the children.
    function fragmentFor(element, value) {
        const document = ownerDocumentOf(element);
        const fragment = document.createDocumentFragment();
        const lines = String(value).replace(/\r\n?/g, '\n').split('\n');
        lines.forEach((line, i) => {
            if (i > 0) fragment.appendChild(document.createElement('br'));
            if (line) fragment.appendChild(document.createTextNode(line));
        });
        return fragment;
    }

    Object.defineProperty(HTMLElement.prototype, 'innerText', {
        get() { return isRendered(this) ? renderedText(this) : this.textContent; },
        set(value) {
            const fragment = fragmentFor(this, value === null ? '' : value);
            dom.replaceAllChildren(this, firstChildOf(fragment) ? fragment : null);
        },
        configurable: true, enumerable: true,
    });
    Object.defineProperty(HTMLElement.prototype, 'outerText', {
        get() { return this.innerText; },
        set(value) {
            const parent = parentOf(this);
            if (!parent) throw new DOMException('The element has no parent.', 'NoModificationAllowedError');
            const previous = previousSiblingOf(this), next = nextSiblingOf(this);
            const fragment = fragmentFor(this, value === null ? '' : value);
            if (!firstChildOf(fragment)) fragment.appendChild(ownerDocumentOf(this).createTextNode(''));
            parent.replaceChild(fragment, this);
            // Text on either side merges with the new text, as the spec's "merge with the next text node" says.
            for (const neighbour of [next, previous]) {
                if (neighbour && nodeTypeOf(neighbour) === 3 && parentOf(neighbour) === parent) {
                    const other = neighbour === next ? previousSiblingOf(neighbour) : nextSiblingOf(neighbour);
                    if (other && nodeTypeOf(other) === 3) {
                        if (neighbour === next) { other.appendData(neighbour.data); neighbour.remove(); } else { neighbour.appendData(other.data); other.remove(); }
                    }
                }
            }
        },
        configurable: true, enumerable: true,
    });
})
