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

    function px(value, fallback) {
        const match = /^(-?[\d.]+)(px)?$/.exec(String(value || '').trim());
        return match ? parseFloat(match[1]) : fallback;
    }

    function isHidden(element) {
        return hidden.has(element.localName) || element.hasAttribute('hidden') || /display\s*:\s*none/i.test(element.getAttribute('style') || '');
    }

    function imageBox(img, available) {
        const styleWidth = px(img.style && img.style.width, NaN);
        let width = Number.isFinite(styleWidth) ? styleWidth : px(img.getAttribute('width'), NaN);
        let height = px(img.getAttribute('height'), NaN);
        if (!Number.isFinite(width) && !Number.isFinite(height)) { width = Math.min(available, 300); height = 150; }
        else if (!Number.isFinite(height)) height = width * 0.66;
        else if (!Number.isFinite(width)) width = height * 1.5;
        const maxWidth = /max-width\s*:\s*100%/.test(img.getAttribute('style') || '') || width > available;
        if (maxWidth && width > available) { height = height * available / width; width = available; }
        return { width, height };
    }

    // Height of the inline content run: words wrap at `available`; images sit on lines.
    function inlineHeight(nodes, available, font) {
        const lineHeight = font * LINE;
        let lines = 0, x = 0, lineTop = lineHeight, total = 0;
        const glyph = font * GLYPH;
        const newLine = () => { total += lineTop; lines++; x = 0; lineTop = lineHeight; };
        for (const item of nodes) {
            if (item.kind === 'text') {
                for (const word of item.text.split(/\s+/).filter(Boolean)) {
                    const width = (word.length + 1) * glyph;
                    if (x > 0 && x + width > available) newLine();
                    x += width;
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
                if (child.localName === 'img') out.push({ kind: 'image', ...imageBox(child, available) });
                else if (child.localName === 'br') out.push({ kind: 'break' });
                else if (child.localName === 'iframe' || child.localName === 'video') {
                    const box = { width: Math.min(px(child.getAttribute('width'), 300), available), height: px(child.getAttribute('height'), 150) };
                    out.push({ kind: 'image', ...box });
                } else if (!blocks.has(child.localName)) collectInline(child, available, out);
            }
        }
    }

    function blockHeight(element, available, font) {
        if (isHidden(element)) return 0;
        const name = element.localName;
        if (name === 'table') return tableHeight(element, available, font);
        if (name === 'hr') return 2 + font;
        const size = headingSizes[name] ? font * headingSizes[name] : font;
        let margin = 0;
        if (name === 'p' || name === 'blockquote' || name === 'ul' || name === 'ol' || name === 'dl' || name === 'pre' || name === 'figure') margin = font;
        if (headingSizes[name]) margin = size * headingMargins[name];
        let inner = available;
        if (name === 'blockquote' || name === 'figure') inner -= 80;
        if (name === 'ul' || name === 'ol') inner -= 40;
        let height = 0;
        let run = [];
        const flush = () => { if (run.length) { height += name === 'pre' ? preHeight(run, size) : inlineHeight(run, inner, size); run = []; } };
        for (let child = element.firstChild; child; child = child.nextSibling) {
            if (child.nodeType === 1 && blocks.has(child.localName) && !isHidden(child)) {
                flush();
                height += blockHeight(child, inner, size);
            } else if (child.nodeType === 1 && !isHidden(child)) {
                if (child.localName === 'img') run.push({ kind: 'image', ...imageBox(child, inner) });
                else if (child.localName === 'br') run.push({ kind: 'break' });
                else if (child.localName === 'iframe' || child.localName === 'video') run.push({ kind: 'image', width: Math.min(px(child.getAttribute('width'), 300), inner), height: px(child.getAttribute('height'), 150) });
                else collectInline(child, inner, run);
            } else if (child.nodeType === 3) run.push({ kind: 'text', text: child.data });
        }
        flush();
        return height + 2 * margin;
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

    internals.contentHeight = function (width) {
        const document = globalThis.document;
        const body = document && document.body;
        if (!body) return 0;
        const margin = 8;
        return Math.ceil(blockHeight(body, width - 2 * margin, BASE_FONT) + 2 * margin);
    };
})
