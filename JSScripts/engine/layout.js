// A content height estimate without a layout engine: block flow at a viewport width, Chromium's
// default styles (body margin 8px, 16px font, line height ~1.15em, headings, paragraph margins),
// text wrapped by an average glyph width, images scaled to fit, tables by rows. Its error
// against Chromium's scrollHeight is measured in docs/bridge.md.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const BASE_FONT = 16;
    const LINE = 1.15;          // "normal" line height of the default serif font
    const GLYPH = 0.47;          // average glyph width, in em, of running text
    const headingSizes = { h1: 2, h2: 1.5, h3: 1.17, h4: 1, h5: 0.83, h6: 0.67 };
    const headingMargins = { h1: 0.67, h2: 0.83, h3: 1, h4: 1.33, h5: 1.67, h6: 2.33 };
    const blocks = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'xmp', 'tr', 'tbody', 'thead', 'tfoot', 'caption']);
    const hidden = new Set(['head', 'script', 'style', 'template', 'title', 'meta', 'link', 'noscript', 'base']);

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

    // An attribute's value read straight from the element's list: the layout runs over every
    // element of the page, and must not count as a script reading the attribute (reading
    // `style` through getAttribute would move a CSSOM-made style attribute in serialization).
    function attribute(element, name) {
        const attributes = element._attributes;
        for (let i = 0; i < attributes.length; i++) {
            const entry = attributes[i];
            if (entry.localName === name && entry.namespaceURI === null) return entry._value;
        }
        return null;
    }

    function isHidden(element) {
        return hidden.has(element.localName) || attribute(element, 'hidden') !== null || /display\s*:\s*none/i.test(attribute(element, 'style') || '');
    }

    function imageBox(img, available) {
        const styleWidth = attribute(img, 'style') ? px(img.style.width, NaN) : NaN;
        let width = Number.isFinite(styleWidth) ? styleWidth : px(attribute(img, 'width'), NaN);
        let height = px(attribute(img, 'height'), NaN);
        // No size and (headless) not loaded: a broken-image icon, as Chromium draws it.
        if (!Number.isFinite(width) && !Number.isFinite(height)) { width = 16; height = 16; }
        else if (!Number.isFinite(height)) height = width * 0.66;
        else if (!Number.isFinite(width)) width = height * 1.5;
        if (width > available) { height = height * available / width; width = available; }
        return { kind: 'image', width, height };
    }

    // Height of the inline content run: words wrap at `available`; images sit on lines.
    function inlineHeight(nodes, available, font) {
        const lineHeight = font * LINE;
        let lines = 0, x = 0, lineTop = lineHeight, total = 0;
        const glyph = font * GLYPH;
        const newLine = () => { total += lineTop; lines++; x = 0; lineTop = lineHeight; };
        for (const item of nodes) {
            if (item.kind === 'text') {
                // Words are the runs between whitespace (JS's \s), measured in place: this
                // runs over every character of the page, so no arrays of words are made.
                const text = item.text;
                let length = 0;
                for (let i = 0; i <= text.length; i++) {
                    if (i < text.length && !isSpace(text.charCodeAt(i))) { length++; continue; }
                    if (length === 0) continue;
                    const width = (length + 1) * glyph;
                    if (x > 0 && x + width > available) newLine();
                    x += width;
                    length = 0;
                }
            } else if (item.kind === 'image') {
                if (x > 0 && x + item.width > available) newLine();
                x += item.width;
                lineTop = Math.max(lineTop, item.height + 4);
            } else if (item.kind === 'break') {
                if (x === 0) { total += lineHeight; } else newLine();
            }
        }
        if (x > 0) newLine();
        return total;
    }

    function collectInline(node, available, out) {
        for (let child = node.firstChild; child; child = child.nextSibling) {
            if (child.nodeType === 3) out.push({ kind: 'text', text: child.data });
            else if (child.nodeType === 1 && !isHidden(child)) {
                if (child.localName === 'img') out.push(imageBox(child, available));
                else if (child.localName === 'br') out.push({ kind: 'break' });
                else if (child.localName === 'iframe' || child.localName === 'video' || child.localName === 'svg') {
                    out.push({ kind: 'image', width: Math.min(px(attribute(child, 'width'), 300), available), height: px(attribute(child, 'height'), 150) });
                } else if (!blocks.has(child.localName)) collectInline(child, available, out);
            }
        }
    }

    // A block's box: its content height, and the vertical margins that collapse with its
    // neighbours' (CSS 2 section 8.3.1: adjacent margins become the larger one, and a first or last
    // child's margin collapses through its parent).
    function blockBox(element, available, font) {
        if (isHidden(element)) return { top: 0, height: 0, bottom: 0 };
        const name = element.localName;
        if (name === 'table') return { top: 0, height: tableHeight(element, available, font), bottom: 0 };
        if (name === 'hr') return { top: font / 2, height: 2, bottom: font / 2 };
        const size = headingSizes[name] ? font * headingSizes[name] : font;
        let margin = 0;
        if (name === 'p' || name === 'blockquote' || name === 'ul' || name === 'ol' || name === 'dl' || name === 'pre' || name === 'figure') margin = font;
        if (headingSizes[name]) margin = size * headingMargins[name];
        let inner = available;
        if (name === 'blockquote' || name === 'figure') inner -= 80;
        if (name === 'ul' || name === 'ol') inner -= 40;
        let height = 0, top = margin, bottom = margin, pendingMargin = null;
        let run = [];
        const place = (box) => {
            if (pendingMargin === null && height === 0) top = Math.max(top, box.top); // collapses through the parent
            else height += Math.max(pendingMargin ?? 0, box.top);
            height += box.height;
            pendingMargin = box.bottom;
        };
        const flush = () => {
            if (!run.length) return;
            const lines = name === 'pre' ? preHeight(run, size) : inlineHeight(run, inner, size);
            run = [];
            if (lines === 0) return;
            place({ top: 0, height: lines, bottom: 0 });
        };
        for (let child = element.firstChild; child; child = child.nextSibling) {
            if (child.nodeType === 1 && blocks.has(child.localName) && !isHidden(child)) {
                flush();
                place(blockBox(child, inner, size));
            } else if (child.nodeType === 1 && !isHidden(child)) {
                if (child.localName === 'img') run.push(imageBox(child, inner));
                else if (child.localName === 'br') run.push({ kind: 'break' });
                else if (child.localName === 'iframe' || child.localName === 'video' || child.localName === 'svg') run.push({ kind: 'image', width: Math.min(px(attribute(child, 'width'), 300), inner), height: px(attribute(child, 'height'), 150) });
                else collectInline(child, inner, run);
            } else if (child.nodeType === 3) run.push({ kind: 'text', text: child.data });
        }
        flush();
        bottom = Math.max(bottom, pendingMargin ?? 0);
        return { top, height, bottom };
    }

    function blockHeight(element, available, font) {
        const box = blockBox(element, available, font);
        return box.top + box.height + box.bottom;
    }

    function preHeight(run, font) {
        const text = run.filter((r) => r.kind === 'text').map((r) => r.text).join('');
        return text.replace(/\n$/, '').split('\n').length * font * LINE;
    }

    function tableHeight(table, available, font) {
        const rows = [];
        const sections = [table, ...[...table.children].filter((c) => ['thead', 'tbody', 'tfoot'].includes(c.localName))];
        for (const section of sections) for (const row of section.children) if (row.localName === 'tr') rows.push(row);
        let height = 0;
        for (const row of rows) {
            const cells = [...row.children].filter((c) => c.localName === 'td' || c.localName === 'th');
            const width = cells.length ? available / cells.length : available;
            let rowHeight = 0;
            for (const cell of cells) rowHeight = Math.max(rowHeight, blockHeight(cell, width - 2, font) + 2);
            height += rowHeight + 2;
        }
        return height + 2;
    }

    // Where the content ends, plus the body's bottom margin: the body's own 8px margin
    // collapses with its first child's.
    // The last answer is kept until the document changes (every mutation, text included,
    // moves document._version): a render's report and the view asking right after it would
    // otherwise lay the same page out twice.
    let last = null;
    internals.contentHeight = function (width) {
        const document = globalThis.document;
        const body = document && document.body;
        if (!body) return 0;
        if (last && last.document === document && last.version === document._version && last.width === width) return last.height;
        const margin = 8;
        const box = blockBox(body, width - 2 * margin, BASE_FONT);
        const height = Math.ceil(Math.max(margin, box.top) + box.height + margin);
        last = { document, version: document._version, width, height };
        return height;
    };
})
