// A layout model without a layout engine: block flow at the viewport's width with Chromium's
// default styles (body margin 8px, 16px font, line height ~1.15em, headings, paragraph margins)
// and the body's font size, line height and kind of family from the page's style, text wrapped
// by the family's average glyph width in WebKit, images and embeds on lines, tables by rows. It gives
// every rendered element a border box, so geometry (dom/geometry.js) and the content height
// (internals.contentHeight) come from one model and agree. Its error against Chromium is
// measured in docs/bridge.md. Installed on first use of geometry or the content height.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _data, _localName, _namespaceURI, _value, _version } = dom.slots; const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const HTML_NS = 'http://www.w3.org/1999/xhtml';
    const BASE_FONT = 16;
    const LINE = 1.15;          // "normal" line height of the default serif font
    const BODY_MARGIN = 8;

    // Chromium's user-agent sheet, the part that moves boxes: [margin top/bottom in em of the
    // element's font, font size in em, left inset of the content, right inset].
    const headingSizes = { h1: 2, h2: 1.5, h3: 1.17, h4: 1, h5: 0.83, h6: 0.67 };
    const headingMargins = { h1: 0.67, h2: 0.83, h3: 1, h4: 1.33, h5: 1.67, h6: 2.33 };
    const oneEmMargins = new Set(['p', 'blockquote', 'ul', 'ol', 'dl', 'pre', 'figure', 'listing', 'xmp', 'plaintext', 'menu', 'dir']);
    const blocks = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt',
        'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'legend', 'li',
        'listing', 'main', 'menu', 'nav', 'ol', 'p', 'plaintext', 'pre', 'search', 'section', 'summary', 'table', 'ul', 'xmp', 'tr', 'tbody',
        'thead', 'tfoot', 'caption']);
    const hidden = new Set(['head', 'script', 'style', 'template', 'title', 'meta', 'link', 'noscript', 'base', 'area', 'datalist', 'param', 'rp']);
    const embeds = new Set(['iframe', 'video', 'svg', 'canvas', 'object', 'embed']);

    // The characters of JS's \s.
    function isSpace(code) {
        if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
        return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029
            || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
    }

    function px(value, fallback) {
        const match = /^(-?[\d.]+)(px)?$/.exec(String(value || '').trim());
        return match ? parseFloat(match[1]) : fallback;
    }

    // An attribute's value read straight from the element's list: layout runs over every
    // element of the page and must not count as a script reading the attribute (reading
    // `style` through getAttribute would move a CSSOM-made style attribute in serialization).
    function attribute(element, name) {
        const attributes = attributesOf(element);
        for (let i = 0; i < attributes.length; i++) {
            const entry = attributes[i];
            if (entry[_localName] === name && entry[_namespaceURI] === null) return entry[_value];
        }
        return null;
    }

    // The inline declarations layout reads, parsed once per distinct style text: a page
    // repeats a few style attributes many times, and layout reads some twenty properties of
    // every block (through the CSSOM that would be a parse or a proxy trap each time).
    const layoutProperties = ['display', 'width', 'height', 'max-width', 'text-align',
        'margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
        'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
        'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style'];
    const noStyle = Object.freeze(Object.create(null));
    const sideProperties = Object.fromEntries(['top', 'right', 'bottom', 'left'].map((side) => [side,
        { margin: `margin-${side}`, padding: `padding-${side}`, borderWidth: `border-${side}-width`, borderStyle: `border-${side}-style` }]));
    const parsedStyles = new Map(); // style text -> { property: value }
    function inlineStyleOf(element) {
        const text = attribute(element, 'style');
        if (!text) return noStyle;
        let style = parsedStyles.get(text);
        if (style === undefined) {
            if (parsedStyles.size >= 1024) parsedStyles.clear();
            const declaration = dom.styleOf(element);
            style = Object.create(null);
            for (const property of layoutProperties) style[property] = declaration.getPropertyValue(property);
            style.display = style.display.toLowerCase(); // a keyword: ASCII case-insensitive
            parsedStyles.set(text, style);
        }
        return style;
    }

    // A property's value for layout: the cascade when the CSSOM is installed (dom/cssom.js
    // provides dom.computedValue), else the inline style.
    function styleValue(element, property, cascade) {
        if (cascade) return dom.computedValue(element, property);
        return inlineStyleOf(element)[property] || '';
    }
    function stylePx(element, property, font, percentOf, cascade) {
        const value = styleValue(element, property, cascade);
        if (!value) return NaN;
        if (/^calc\(/i.test(value)) return calcPx(value, font, percentOf);
        const match = /^(-?[\d.]+)(px|em|rem|%)?$/.exec(value.trim());
        if (!match) return NaN;
        const number = parseFloat(match[1]);
        switch (match[2]) {
            case 'em': return number * font;
            case 'rem': return number * BASE_FONT;
            case '%': return percentOf === undefined ? NaN : number * percentOf / 100;
            default: return number;
        }
    }

    // calc() of lengths and percentages (dom/css-syntax.js), NaN where it is not one.
    function calcPx(text, font, percentOf) {
        if (dom.cssSyntax === undefined) internals.installNow('dom/css-syntax.js');
        return dom.cssSyntax.usedLength(text, percentOf, font, BASE_FONT) ?? NaN;
    }

    function isHidden(element, cascade) {
        if (namespaceOf(element) === HTML_NS && hidden.has(localNameOf(element))) return true;
        if (!cascade && attributesOf(element).length === 0) return false;
        if (attribute(element, 'hidden') !== null) return true;
        return styleValue(element, 'display', cascade) === 'none';
    }
    // A closed <details> shows its first <summary> and nothing else (HTML's details element:
    // the rest is in a slot that is not rendered); e-mail strategies collapse quoted text so.
    function collapsedByDetails(parent, child) {
        if (localNameOf(parent) !== 'details' || namespaceOf(parent) !== HTML_NS || attribute(parent, 'open') !== null) return false;
        return nodeTypeOf(child) !== 1 || child !== firstSummary(parent);
    }
    function firstSummary(details) {
        let first = details.firstElementChild;
        while (first && localNameOf(first) !== 'summary') first = first.nextElementSibling;
        return first;
    }
    const blockDisplays = new Set(['block', 'list-item', 'table', 'flex', 'grid']);
    const isBlock = (element, cascade) => blocks.has(localNameOf(element))
        || ((cascade || attributesOf(element).length > 0) && blockDisplays.has(styleValue(element, 'display', cascade)));

    // Average advance, in em, of running English text in WebKit's fonts for each kind of family
    // (measured on the WebKit engine: a sentence's width in a nowrap span). The initial family,
    // -webkit-standard, is a serif.
    const glyphWidths = { serif: 0.40, sans: 0.44, monospace: 0.60 };
    // (`keywordSize`: the body's font size is still the `medium` keyword's, which a monospace
    // block such as <pre> takes at WebKit's fixed-pitch size, 13px, rather than inheriting.)
    const defaultText = Object.freeze({ font: BASE_FONT, lineHeight: LINE, lineHeightPx: false, glyph: glyphWidths.serif, keywordSize: true });
    const MONOSPACE_MEDIUM = 13;
    const monospaceBlocks = new Set(['pre', 'listing', 'xmp', 'plaintext']);
    const serifFamilies = new Set(['serif', '-webkit-standard', 'times', 'times new roman', 'georgia', 'palatino', 'book antiqua', 'cambria', 'garamond']);
    const monospaceFamilies = new Set(['monospace', 'courier', 'courier new', 'menlo', 'monaco', 'consolas', 'sf mono', 'ui-monospace']);
    function setFamily(text, value) {
        const first = value.split(',')[0].trim().replace(/^["']|["']$/g, '');
        if (!first) return;
        text.glyph = monospaceFamilies.has(first) ? glyphWidths.monospace : serifFamilies.has(first) ? glyphWidths.serif : glyphWidths.sans;
    }
    const fontLength = /^(\d*\.?\d+)(px|pt|em|rem|%)$/;
    const lineHeightValue = /^(\d*\.?\d+)(px|em|%)?$/;
    const fontShorthand = /(?:^|\s)(\d*\.?\d+(?:px|pt|em|rem|%))(?:\s*\/\s*(\S+))?\s/;
    const rootRule = /(?<=^|[{}])\s*((?:html|body)(?:\s*,\s*(?:html|body))*)\s*\{([^{}]*)\}/gi;
    function applyTextDeclarations(text, declarations) {
        for (const declaration of declarations.split(';')) {
            const colon = declaration.indexOf(':');
            if (colon < 0) continue;
            const property = declaration.slice(0, colon).trim().toLowerCase();
            const value = declaration.slice(colon + 1).replace(/!\s*important\s*$/i, '').trim().toLowerCase();
            if (property === 'font-size') setFontSize(text, value);
            else if (property === 'line-height') setLineHeight(text, value);
            else if (property === 'font-family') setFamily(text, value);
            else if (property === 'font') {
                const match = fontShorthand.exec(value + ' ');
                if (!match) continue;
                setFontSize(text, match[1]);
                setLineHeight(text, match[2] ?? 'normal');
                setFamily(text, value.slice(match.index + match[0].length));
            }
        }
    }
    function setFontSize(text, value) {
        const match = fontLength.exec(value);
        if (!match) return;
        const number = parseFloat(match[1]);
        const size = match[2] === 'px' ? number : match[2] === 'pt' ? number * 4 / 3 : match[2] === '%' ? number * BASE_FONT / 100 : number * BASE_FONT;
        if (size > 0 && size < 1000) { text.font = size; text.keywordSize = false; }
    }
    function setLineHeight(text, value) {
        if (value === 'normal') { text.lineHeight = LINE; text.lineHeightPx = false; return; }
        const match = lineHeightValue.exec(value);
        if (!match) return;
        const number = parseFloat(match[1]);
        if (!(number > 0 && number < 1000)) return;
        if (match[2] === 'px') { text.lineHeight = number; text.lineHeightPx = true; }
        else { text.lineHeight = match[2] === '%' ? number / 100 : number; text.lineHeightPx = false; }
    }
    // The body's font size, line height and kind of family, which its text inherits: the cascade's where the
    // CSSOM is installed; otherwise read from the rules of the page's style elements that
    // select `html` or `body` alone, and the body's own style attribute (render's composed
    // document says `body { font: 16px/1.4 ... }`; an e-mail's `body { line-height: 1.5 }`),
    // later rules winning. `lineHeight`: a multiple of the font size, or a length in px.
    function bodyText(document, body, cascade) {
        const text = { ...defaultText };
        let found = false;
        for (const style of document.getElementsByTagName('style')) {
            if (namespaceOf(style) !== HTML_NS) continue;
            const sheet = style.textContent;
            if (!/(?:html|body)\s*[,{]/i.test(sheet)) continue;
            const css = sheet.replace(/\/\*[\s\S]*?\*\//g, '');
            for (const match of css.matchAll(rootRule)) { applyTextDeclarations(text, match[2]); found = true; }
        }
        const inline = attribute(body, 'style');
        if (inline) { applyTextDeclarations(text, inline); found = true; }
        if (cascade) {
            // (Whether the size is still the keyword's, the rules read above say.)
            const keywordSize = text.keywordSize;
            setFontSize(text, dom.computedValue(body, 'font-size'));
            setLineHeight(text, dom.computedValue(body, 'line-height'));
            setFamily(text, dom.computedValue(body, 'font-family'));
            text.keywordSize = keywordSize;
            // (The computed value is a length even for `1.4`: as a multiple, headings scale.)
            if (text.lineHeightPx) { text.lineHeight /= text.font; text.lineHeightPx = false; }
            return text;
        }
        return found ? text : defaultText;
    }

    // ----- One layout pass ------------------------------------------------------------------------

    // Boxes are recorded relative to their parent's content box while the flow is laid out (a
    // first child's margin collapses through its parent, so absolute positions are known only
    // once the parent is placed), then made absolute in a second pass. A layout for the content
    // height alone (every render reports it) records no boxes: the flow, and so the height, is
    // the same, at about half the cost.
    const unrecorded = {}; // what record() gives back when boxes are not kept
    const noOwners = Object.freeze([]); // an inline item directly in its block
    // The insets of a block without a style of its own (shared: boxes only read them).
    const noInset = Object.freeze({ top: 0, bottom: 0, left: 0, right: 0 });
    const listInset = Object.freeze({ top: 0, bottom: 0, left: 40, right: 0 });
    class Layout {
        constructor(width, cascade, recordsBoxes, text = defaultText) {
            this.width = width;
            this.cascade = cascade;
            this.text = text; // the body's font size, line height and glyph width (bodyText)
            this.recordsBoxes = recordsBoxes;
            this.boxes = new Map();       // element -> { x, y, width, height, parent, lines }
            this.inlineBlocks = new Map(); // inline element -> whether block boxes are inside it
        }

        value(element, property) { return styleValue(element, property, this.cascade); }
        px(element, property, font, percentOf) { return stylePx(element, property, font, percentOf, this.cascade); }
        hidden(element) { return isHidden(element, this.cascade); }
        isBlock(element) { return isBlock(element, this.cascade); }

        record(element, parent, x, y, width, height) {
            if (!this.recordsBoxes) return unrecorded;
            const box = { x, y, width, height, parent, contentWidth: width, scrollWidth: width, scrollHeight: height };
            this.boxes.set(element, box);
            return box;
        }

        // Whether an inline element holds block boxes (`<font><div>...</div></font>`, common in
        // e-mail): it is then laid out as a block, as CSS splits it around them.
        holdsBlocks(element) {
            // Replaced elements and foreign content (an <svg>'s foreignObject) are one box.
            if (namespaceOf(element) !== HTML_NS || embeds.has(localNameOf(element))) return false;
            // Most inline elements (links, emphasis) hold text only: nothing to remember.
            let child = firstChildOf(element);
            while (child !== null && nodeTypeOf(child) !== 1) child = nextSiblingOf(child);
            if (child === null) return false;
            let answer = this.inlineBlocks.get(element);
            if (answer !== undefined) return answer;
            answer = false;
            for (; child && !answer; child = nextSiblingOf(child)) {
                if (nodeTypeOf(child) === 1 && !this.hidden(child) && !collapsedByDetails(element, child)) answer = this.isBlock(child) || this.holdsBlocks(child);
            }
            this.inlineBlocks.set(element, answer);
            return answer;
        }

        imageItem(img, available, owners) {
            const styleWidth = this.px(img, 'width', BASE_FONT, available);
            let width = Number.isFinite(styleWidth) ? styleWidth : px(attribute(img, 'width'), NaN);
            let height = this.px(img, 'height', BASE_FONT);
            if (!Number.isFinite(height)) height = px(attribute(img, 'height'), NaN);
            // A served image has its intrinsic size (and ratio); one that is not, no size: a
            // broken-image icon, as Chromium draws it.
            const intrinsic = (!Number.isFinite(width) || !Number.isFinite(height)) ? dom.intrinsicImageSize?.(img) : null;
            if (intrinsic && intrinsic[0] > 0 && intrinsic[1] > 0) {
                if (!Number.isFinite(width) && !Number.isFinite(height)) { width = intrinsic[0]; height = intrinsic[1]; }
                else if (!Number.isFinite(height)) height = width * intrinsic[1] / intrinsic[0];
                else width = height * intrinsic[0] / intrinsic[1];
            }
            if (!Number.isFinite(width) && !Number.isFinite(height)) { width = 16; height = 16; }
            else if (!Number.isFinite(height)) height = width * 0.66;
            else if (!Number.isFinite(width)) width = height * 1.5;
            const maxWidth = this.px(img, 'max-width', BASE_FONT, available);
            if (Number.isFinite(maxWidth) && width > maxWidth) { height = height * maxWidth / width; width = maxWidth; }
            return { kind: 'image', element: img, width, height, owners };
        }

        embedItem(element, available, owners) {
            const styleWidth = this.px(element, 'width', BASE_FONT, available);
            const width = Number.isFinite(styleWidth) ? styleWidth : px(attribute(element, 'width'), 300);
            const styleHeight = this.px(element, 'height', BASE_FONT);
            const height = Number.isFinite(styleHeight) ? styleHeight : px(attribute(element, 'height'), 150);
            const maxWidth = this.px(element, 'max-width', BASE_FONT, available);
            return { kind: 'image', element, width: Number.isFinite(maxWidth) ? Math.min(width, maxWidth) : width, height, owners };
        }

        // The inline items under `node`, each with the inline elements it sits in (`owners`), so
        // that those get boxes too.
        collectInline(node, available, out, owners) {
            for (let child = firstChildOf(node); child; child = nextSiblingOf(child)) {
                if (collapsedByDetails(node, child)) continue;
                if (nodeTypeOf(child) === 3) out.push({ kind: 'text', text: child[_data], owners });
                else if (nodeTypeOf(child) === 1 && !this.hidden(child)) this.inlineItem(child, available, out, owners);
            }
        }

        inlineItem(element, available, out, owners) {
            const name = localNameOf(element);
            if (name === 'img') out.push(this.imageItem(element, available, owners));
            else if (name === 'br') out.push({ kind: 'break', element, owners });
            else if (embeds.has(name) || name === 'input' || name === 'button' || name === 'select' || name === 'textarea') {
                // A form control sits on the text's baseline: no gap below it, as an image has.
                out.push(embeds.has(name) ? this.embedItem(element, available, owners) : { kind: 'image', element, width: 150, height: 21, owners, gap: 0 });
            } else {
                // Owners only matter for the boxes of inline elements (none for the height alone).
                if (!this.recordsBoxes) { this.collectInline(element, available, out, noOwners); return; }
                const mine = owners.concat(element);
                out.push({ kind: 'open', element, owners: mine });
                this.collectInline(element, available, out, mine);
            }
        }

        // Lays the inline items out in lines of `available` width from the container's content
        // top; returns the height of the lines and the widest line.
        // A line's height for text of this size: the body's line height, inherited as a length
        // or as a multiple of each element's font size (rounded: WebKit rounds a line's ascent and
        // descent).
        lineHeightFor(font) {
            const text = this.text;
            return text.lineHeightPx ? Math.round(text.lineHeight) : Math.round(font * text.lineHeight);
        }

        inlineRun(items, available, font, container) {
            const lineHeight = this.lineHeightFor(font);
            const baselineGap = Math.round(font * 0.3);  // below an image on the baseline: the font's descent
            const glyph = font * this.text.glyph;
            let x = 0, y = 0, lineTop = lineHeight, widest = 0, lineItems = [];
            const rects = new Map();
            // The inline elements' boxes grow over their items (none kept for the height alone).
            const extend = (owners, left, top, width, height) => {
                if (!this.recordsBoxes) return;
                for (let i = 0; i < owners.length; i++) {
                    const owner = owners[i];
                    const rect = rects.get(owner);
                    if (!rect) rects.set(owner, { left, top, right: left + width, bottom: top + height });
                    else {
                        rect.left = Math.min(rect.left, left); rect.top = Math.min(rect.top, top);
                        rect.right = Math.max(rect.right, left + width); rect.bottom = Math.max(rect.bottom, top + height);
                    }
                }
            };
            const newLine = () => {
                // Images sit on the baseline: a line as tall as its tallest image grows downwards.
                if (this.recordsBoxes) for (const item of lineItems) this.record(item.element, container, item.x, y + lineTop - (item.gap ?? baselineGap) - item.height, item.width, item.height);
                widest = Math.max(widest, x);
                y += lineTop; x = 0; lineTop = lineHeight; lineItems = [];
            };
            for (const item of items) {
                if (item.kind === 'text') {
                    // Words are the runs between whitespace, measured in place: this runs over
                    // every character of the page, so no arrays of words are made.
                    const text = item.text;
                    let length = 0;
                    for (let i = 0; i <= text.length; i++) {
                        if (i < text.length && !isSpace(text.charCodeAt(i))) { length++; continue; }
                        if (length === 0) continue;
                        const width = (length + 1) * glyph;
                        if (x > 0 && x + width > available) newLine();
                        extend(item.owners, x, y, width, lineHeight);
                        x += width;
                        length = 0;
                    }
                } else if (item.kind === 'image') {
                    if (x > 0 && x + item.width > available) newLine();
                    item.x = x;
                    lineItems.push(item);
                    extend(item.owners, x, y, item.width, Math.max(lineHeight, item.height));
                    x += item.width;
                    lineTop = Math.max(lineTop, item.height + (item.gap ?? baselineGap));
                } else if (item.kind === 'break') {
                    extend(item.owners, x, y, 0, lineHeight);
                    this.record(item.element, container, x, y, 0, lineHeight);
                    if (x === 0) { y += lineHeight; } else newLine();
                } else if (item.kind === 'open') {
                    extend(item.owners, x, y, 0, lineHeight); // an empty inline still has a place
                }
            }
            if (x > 0 || lineItems.length) newLine();
            if (this.recordsBoxes) {
                for (const [owner, rect] of rects) {
                    this.record(owner, container, rect.left, rect.top, rect.right - rect.left, rect.bottom - rect.top).inline = true;
                }
            }
            return { height: y, width: widest };
        }

        // A block's box: its content height, and the vertical margins that collapse with its
        // neighbours' (CSS 2 8.3.1: adjacent margins become the larger one, and a first or last
        // child's margin collapses through its parent). Children are recorded relative to
        // this element's content box, which starts `inset` from its border box. Margins do not
        // apply to a `marginless` box: the body (placed by the caller), a table cell, an inline
        // element split around blocks.
        block(element, available, font, marginless = false) {
            const name = localNameOf(element);
            if (name === 'table') return this.table(element, available, font);
            if (name === 'hr') return { top: font / 2, height: 2, bottom: font / 2, width: available, left: 0 };
            const size = headingSizes[name] ? font * headingSizes[name]
                : monospaceBlocks.has(name) && this.text.keywordSize && font === this.text.font ? font * MONOSPACE_MEDIUM / BASE_FONT : font;
            let margin = oneEmMargins.has(name) ? font : 0;
            if (headingSizes[name]) margin = size * headingMargins[name];
            // Most blocks have no style of their own: then none of their properties is read.
            const styled = this.cascade || attribute(element, 'style') !== null;
            const styleOf = (property) => (styled ? this.value(element, property) : '');
            const pxOf = (property, percentOf) => (styled ? this.px(element, property, size, percentOf) : NaN);
            const marginStyle = (side) => (marginless ? 0 : pxOf(sideProperties[side].margin, available));
            if (marginless) margin = 0;
            const styleTop = marginStyle('top'), styleBottom = marginStyle('bottom');
            let left = 0, right = 0, padLeft = 0;
            if (name === 'blockquote' || name === 'figure') { left = 40; right = 40; }
            // The user agent's list indent, unless the cascade (which has it) says otherwise.
            if ((name === 'ul' || name === 'ol' || name === 'menu' || name === 'dir') && !this.cascade) padLeft = 40;
            if (name === 'dd') left = 40;
            const padding = (side) => { const v = pxOf(sideProperties[side].padding, available); return Number.isFinite(v) ? v : 0; };
            const border = (side) => {
                const v = pxOf(sideProperties[side].borderWidth);
                if (!Number.isFinite(v)) return 0;
                const style = styleOf(sideProperties[side].borderStyle);
                return style && style !== 'none' ? v : 0;
            };
            const inset = styled
                ? { top: padding('top') + border('top'), bottom: padding('bottom') + border('bottom'), left: padLeft + padding('left') + border('left'), right: padding('right') + border('right') }
                : padLeft ? listInset : noInset;
            const marginLeft = marginStyle('left'), marginRight = marginStyle('right');
            if (Number.isFinite(marginLeft)) left = marginLeft;
            if (Number.isFinite(marginRight)) right = marginRight;
            let width = available - left - right;
            // (`box-sizing: border-box`: a width or height given is the border box's.)
            const borderBox = styled && styleOf('box-sizing') === 'border-box';
            const horizontalInset = borderBox ? 0 : inset.left + inset.right;
            const styleWidth = pxOf('width', available);
            if (Number.isFinite(styleWidth)) width = Math.max(styleWidth + horizontalInset, inset.left + inset.right);
            const maxWidth = pxOf('max-width', available);
            if (Number.isFinite(maxWidth) && width > maxWidth + horizontalInset) width = Math.max(maxWidth + horizontalInset, inset.left + inset.right);
            const inner = Math.max(0, width - inset.left - inset.right);
            const lineAlign = name === 'center' || styleOf('text-align') === 'center';
            let height = 0, top = Number.isFinite(styleTop) ? styleTop : margin, bottom = Number.isFinite(styleBottom) ? styleBottom : margin;
            let pendingMargin = null, overflowWidth = inner;
            // Margins collapse through this box only when nothing (padding, border) separates them.
            const separatedTop = inset.top > 0, separatedBottom = inset.bottom > 0;
            let run = [];
            const place = (box, child) => {
                let y;
                if (pendingMargin === null && height === 0 && !separatedTop) { top = Math.max(top, box.top); y = 0; }
                else { height += Math.max(pendingMargin ?? 0, box.top); y = height; }
                if (child) this.record(child, element, inset.left + box.left, inset.top + y, box.width, box.height).inset = box.inset;
                height += box.height;
                pendingMargin = box.bottom;
                overflowWidth = Math.max(overflowWidth, box.left + box.width);
            };
            const flush = () => {
                if (!run.length) return;
                const items = run;
                run = [];
                const lines = monospaceBlocks.has(name) ? this.preRun(items, size) : this.inlineRun(items, inner, size, element);
                // Inline boxes were recorded relative to the run: move them below what came before.
                const shift = pendingMargin === null && height === 0 ? 0 : height + (pendingMargin ?? 0);
                const offset = lineAlign ? Math.max(0, (inner - lines.width) / 2) : 0;
                const move = (target) => {
                    const box = target && this.boxes.get(target);
                    if (box && box.parent === element && !box.moved) { box.y += inset.top + shift; box.x += inset.left + offset; box.moved = true; }
                };
                if (this.recordsBoxes) {
                    for (const item of items) {
                        move(item.element);
                        if (item.owners) for (let i = 0; i < item.owners.length; i++) move(item.owners[i]);
                    }
                }
                overflowWidth = Math.max(overflowWidth, lines.width);
                if (lines.height === 0) return;
                place({ top: 0, height: lines.height, bottom: 0, left: 0, width: inner });
            };
            // A <details> without a <summary> shows the default one, a line reading "Details".
            if (localNameOf(element) === 'details' && namespaceOf(element) === HTML_NS && !firstSummary(element)) {
                run.push({ kind: 'text', text: 'Details', owners: noOwners });
                flush();
            }
            for (let child = firstChildOf(element); child; child = nextSiblingOf(child)) {
                if (collapsedByDetails(element, child)) continue;
                if (nodeTypeOf(child) === 1 && !this.hidden(child)) {
                    if (this.isBlock(child)) { flush(); place(this.block(child, inner, size), child); }
                    else if (this.holdsBlocks(child)) {
                        flush();
                        place(this.block(child, inner, size, true), child);
                        if (this.recordsBoxes) this.boxes.get(child).inline = true; // still an inline box: no client area
                    }
                    else this.inlineItem(child, inner, run, noOwners);
                } else if (nodeTypeOf(child) === 3) run.push({ kind: 'text', text: child[_data], owners: noOwners });
            }
            flush();
            if (separatedBottom) { height += pendingMargin ?? 0; pendingMargin = null; }
            bottom = Math.max(bottom, pendingMargin ?? 0);
            const styleHeight = pxOf('height');
            const contentHeight = Number.isFinite(styleHeight) ? Math.max(borderBox ? styleHeight - inset.top - inset.bottom : styleHeight, 0) : height;
            this.overflow(element, { scrollWidth: overflowWidth + inset.left + inset.right, scrollHeight: Math.max(height, contentHeight) + inset.top + inset.bottom });
            return { top, height: contentHeight + inset.top + inset.bottom, bottom, left, width, inset };
        }

        overflow(element, scroll) {
            if (this.recordsBoxes) (this.scroll || (this.scroll = new Map())).set(element, scroll);
        }

        preRun(items, font) {
            let text = '';
            for (const item of items) if (item.kind === 'text') text += item.text;
            const lines = text.replace(/\n$/, '').split('\n');
            let widest = 0;
            for (const line of lines) widest = Math.max(widest, line.length * font * 0.6);
            return { height: text ? lines.length * this.lineHeightFor(font) : 0, width: widest };
        }

        table(table, available, font) {
            const rows = [];
            const sections = [table];
            for (let child = table.firstElementChild; child; child = child.nextElementSibling) {
                if (localNameOf(child) === 'thead' || localNameOf(child) === 'tbody' || localNameOf(child) === 'tfoot') sections.push(child);
            }
            for (const section of sections) {
                for (let row = section.firstElementChild; row; row = row.nextElementSibling) if (localNameOf(row) === 'tr' && !this.hidden(row)) rows.push(row);
            }
            // An e-mail's fixed-width table keeps its width and overflows a narrow view.
            const styleWidth = this.px(table, 'width', font, available);
            const attributeWidth = attribute(table, 'width');
            let width = Number.isFinite(styleWidth) ? styleWidth
                : attributeWidth !== null && /%$/.test(attributeWidth.trim()) ? available * parseFloat(attributeWidth) / 100
                : px(attributeWidth, available);
            if (!Number.isFinite(width) || width <= 0) width = available;
            const spacing = 2;
            let height = spacing;
            for (const row of rows) {
                const cells = [];
                for (let cell = row.firstElementChild; cell; cell = cell.nextElementSibling) {
                    if ((localNameOf(cell) === 'td' || localNameOf(cell) === 'th') && !this.hidden(cell)) cells.push(cell);
                }
                const cellWidth = cells.length ? (width - spacing * (cells.length + 1)) / cells.length : width;
                let rowHeight = 0;
                const heights = cells.map((cell) => {
                    const box = this.block(cell, cellWidth, font, true);
                    return box.top + box.height + box.bottom;
                });
                const cellPadding = this.cascade ? 0 : 2; // the cascade gives cells their 1px padding
                for (const h of heights) rowHeight = Math.max(rowHeight, h + cellPadding);
                cells.forEach((cell, i) => this.record(cell, row, spacing + i * (cellWidth + spacing), 0, cellWidth, rowHeight));
                this.record(row, table, 0, height, width, rowHeight).tableRow = true;
                height += rowHeight + spacing;
            }
            if (this.recordsBoxes) for (const section of sections.slice(1)) {
                const mine = rows.filter((row) => parentOf(row) === section).map((row) => this.boxes.get(row));
                const top = mine.length ? mine[0].y : 0, end = mine.length ? mine[mine.length - 1].y + mine[mine.length - 1].height : 0;
                this.record(section, table, 0, top, width, end - top);
                for (const row of rows) if (parentOf(row) === section) { const box = this.boxes.get(row); box.y -= top; box.parent = section; }
            }
            this.overflow(table, { scrollWidth: width, scrollHeight: height });
            return { top: 0, height, bottom: 0, left: 0, width };
        }

        // The second pass: every box's position on the page.
        resolve(root) {
            const done = new Set([root]);
            const absolute = (element, box) => {
                if (done.has(element)) return;
                done.add(element);
                const parentBox = this.boxes.get(box.parent);
                if (parentBox && box.parent !== element) {
                    absolute(box.parent, parentBox);
                    box.x += parentBox.x; box.y += parentBox.y;
                }
            };
            for (const [element, box] of this.boxes) absolute(element, box);
        }
    }

    // The layout of the current document at `width`, kept until the document changes (every
    // mutation, text and attributes included, moves document._version) or the width does. The
    // height alone comes from a layout without boxes unless one with them is already current.
    let withBoxes = null, heightOnly = null;
    // (Running animations move their targets' styles with time: dom/web-animations.js.)
    const animationStamp = () => { const clock = dom.cssom?.animationClock; return clock?.active ? clock.stamp() : 0; };
    const isCurrent = (last, document, width, cascade) =>
        last !== null && last.document === document && last.version === document[_version] && last.width === width && last.cascade === cascade && last.animations === animationStamp();

    function layoutOf(document, width, recordsBoxes = true) {
        const cascade = dom.cascadeInstalled();
        if (isCurrent(withBoxes, document, width, cascade)) return withBoxes;
        if (!recordsBoxes && isCurrent(heightOnly, document, width, cascade)) return heightOnly;
        const body = document.body;
        const root = document.documentElement;
        const layout = new Layout(width, cascade, recordsBoxes, body ? bodyText(document, body, cascade) : defaultText);
        let height = 0;
        if (body && root && !layout.hidden(body)) {
            const margin = (side) => { const v = layout.px(body, `margin-${side}`, BASE_FONT, width); return Number.isFinite(v) ? v : BODY_MARGIN; };
            const [top, left, right, bottom] = [margin('top'), margin('left'), margin('right'), margin('bottom')];
            const inner = Math.max(0, width - left - right);
            const laid = layout.block(body, inner, layout.text.font, true);
            const y = Math.max(top, laid.top);
            layout.record(body, root, left, y, inner, laid.height);
            // The content height ends at the last box plus the body's own margin: a last
            // child's margin that collapses through the body is not content.
            height = Math.max(Math.ceil(y + laid.height + bottom), BODY_MARGIN);
        }
        const current = { document, version: document[_version], width, cascade, layout, height, documentWidth: null, animations: animationStamp() };
        if (!recordsBoxes) return (heightOnly = current);
        if (root) layout.record(root, null, 0, 0, width, height);
        layout.resolve(root);
        const scroll = layout.scroll || new Map();
        let documentWidth = width;
        for (const [element, box] of layout.boxes) {
            const overflow = scroll.get(element);
            if (overflow) { box.scrollWidth = Math.max(box.width, overflow.scrollWidth); box.scrollHeight = Math.max(box.height, overflow.scrollHeight); }
            documentWidth = Math.max(documentWidth, box.x + box.width);
        }
        current.documentWidth = Math.ceil(documentWidth);
        return (withBoxes = current);
    }

    dom.layoutOf = layoutOf;
    // An element's border box on the page, or null when it is not rendered.
    dom.boxOf = function (element, width) {
        const document = ownerDocumentOf(element);
        if (!document || document !== globalThis.document || !element.isConnected) return null;
        const layout = layoutOf(document, width);
        return layout.layout.boxes.get(element) || null;
    };

    // Where the content ends, plus the body's bottom margin (the engine's contentHeight).
    internals.contentHeight = function (width) {
        const document = globalThis.document;
        if (!document || !document.body) return 0;
        return layoutOf(document, width, false).height;
    };
})
