// ContentHTMLComposer: untrusted HTML (a fragment or a whole document) in, a valid document
// out, with a doctype, charset and viewport meta, a base URL and the app's CSS, and only what
// the sanitizer's allowlists keep (policy.js, sanitize.js, css.js). The output is checked to
// be a fixed point of the parser: parsed again, it gives the same tree; a node that would
// change is removed, so nothing is one mutation away from running.
(function (native, internals) {
    'use strict';

    const { HTML_NS } = internals.dom;
    const { sanitize, sanitizeAttributes } = internals.sanitizer;
    // Parsed as the web view will parse it: scripting on, so <noscript> is raw text there too.
    const parse = (html) => internals.dom.parseInertDocument(html, true);
    const serialize = (document) => '<!DOCTYPE html>' + document.documentElement.outerHTML;
    // Metadata of the message's head that changes how it shows, and nothing else.
    const keptMetaNames = new Set(['color-scheme', 'supported-color-schemes', 'description', 'author', 'x-apple-disable-message-reformatting', 'format-detection']);
    const maximumMutationRepairs = 64;

    internals.composeHTML = function (raw, baseURL, css, viewportWidth, policy) {
        const options = { ...policy, baseURL };
        const source = parse(String(raw));
        const output = document.implementation.createHTMLDocument('');
        let removed = 0;
        composeHead(output, source, { baseURL, css, viewportWidth, options });
        keepRootDirection(output, source);
        if (source.body) {
            removed += sanitize(source.body, options);
            removed += sanitizeAttributes(source.body, options);
            for (const name of source.body.getAttributeNames()) output.body.setAttribute(name, source.body.getAttribute(name));
            output.body.append(...[...source.body.childNodes].map((node) => output.importNode(node, true)));
        }
        output.body.normalize();
        const repaired = repairToFixedPoint(output);
        return { html: serialize(output), removed: removed + repaired.removed, mutations: repaired.removed, fixedPoint: repaired.fixedPoint };
    };

    function composeHead(output, source, { baseURL, css, viewportWidth, options }) {
        const head = output.head;
        head.textContent = '';
        const add = (name, attributes, text) => {
            const element = output.createElement(name);
            for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
            if (text !== undefined) element.textContent = text;
            head.append(element);
        };
        add('meta', { charset: 'utf-8' });
        add('meta', { name: 'viewport', content: viewportWidth ? `width=${viewportWidth}, initial-scale=1` : 'width=device-width, initial-scale=1' });
        if (baseURL) add('base', { href: baseURL });
        if (css) add('style', {}, css);
        // The message's own title, metadata and styles (its styles sanitized as CSS).
        for (const node of source.head ? [...source.head.children] : []) {
            const name = node.localName;
            if (name === 'title') add('title', {}, node.textContent);
            else if (name === 'meta' && keptMetaNames.has((node.getAttribute('name') || '').toLowerCase())) {
                add('meta', { name: node.getAttribute('name').toLowerCase(), content: node.getAttribute('content') || '' });
            } else if (name === 'style') {
                const sheet = internals.sanitizer.sanitizeStyleSheet(node.textContent, options);
                if (sheet.text) add('style', {}, sheet.text);
            }
        }
    }

    // Arabic or Hebrew mail says so on its root: the direction and language move to ours.
    function keepRootDirection(output, source) {
        const root = source.documentElement;
        const dir = (root.getAttribute('dir') || '').trim().toLowerCase();
        const lang = (root.getAttribute('lang') || root.getAttribute('xml:lang') || '').trim();
        if (['ltr', 'rtl', 'auto'].includes(dir)) output.documentElement.setAttribute('dir', dir);
        if (/^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(lang)) output.documentElement.setAttribute('lang', lang);
    }

    // Serializes, parses again and compares trees until they are the same: each node that
    // comes back different (markup that means something else once written out) is removed.
    function repairToFixedPoint(output) {
        let removed = 0;
        for (;;) {
            const html = serialize(output);
            const reparsed = parse(html);
            if (serialize(reparsed) === html) return { removed, fixedPoint: true };
            const difference = firstDifference(output.documentElement, reparsed.documentElement);
            const structural = !difference || difference === output.documentElement || difference === output.head || difference === output.body;
            if (structural || removed >= maximumMutationRepairs) {
                // Nothing smaller to remove: the message's text alone is what stays.
                const text = output.body.textContent;
                output.body.textContent = '';
                const pre = output.createElement('pre');
                pre.textContent = text;
                output.body.append(pre);
                const again = serialize(output);
                return { removed: removed + 1, fixedPoint: serialize(parse(again)) === again };
            }
            difference.remove();
            output.body.normalize();
            removed++;
        }
    }

    const childrenOf = (node) => (node.nodeType === 1 && node.localName === 'template' && node.namespaceURI === HTML_NS ? node.content.childNodes : node.childNodes);
    const sameShallow = (a, b) => a.nodeType === b.nodeType && (a.nodeType === 1
        ? a.namespaceURI === b.namespaceURI && a.localName === b.localName && attributesOf(a) === attributesOf(b)
        : a.nodeValue === b.nodeValue);
    const attributesOf = (element) => element.getAttributeNames().map((name) => name + '=' + element.getAttribute(name)).join('\u0000');
    const sameDeep = (a, b) => (a.nodeType === 1 && b.nodeType === 1 ? a.outerHTML === b.outerHTML && a.namespaceURI === b.namespaceURI : sameShallow(a, b));

    // The node of `a` where the tree `b` starts to differ: the first differing child, followed
    // down as far as the two still match in shape.
    function firstDifference(a, b) {
        for (;;) {
            if (!sameShallow(a, b)) return a;
            const as = childrenOf(a), bs = childrenOf(b);
            let i = 0;
            while (i < as.length && i < bs.length && sameDeep(as[i], bs[i])) i++;
            if (i === as.length && i === bs.length) return null;
            if (i < as.length && i < bs.length) { a = as[i]; b = bs[i]; continue; }
            return as[i] || as[i - 1] || a;
        }
    }
})
