// ContentHTMLComposer: untrusted HTML (a fragment or a whole document) in, a valid document
// out, with a doctype, charset and viewport meta, a base URL and the app's CSS, and nothing
// that could run: scripts (HTML and SVG), event handler attributes, javascript:/vbscript:
// and data:text/html URLs, <iframe srcdoc>, <meta http-equiv> (refresh, cookies), plugins
// (object, embed, applet), <base>, frames. The content itself is kept.
(function (native, internals) {
    'use strict';

    const removedElements = 'script, object, embed, applet, frame, frameset, base, meta[http-equiv], link[rel~="import" i], link[rel~="preload" i], link[rel~="prefetch" i], portal';
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'cite', 'longdesc', 'lowsrc', 'dynsrc', 'srcset', 'ping', 'codebase'];
    const dangerousURL = /^\s*(javascript|vbscript|livescript|mocha)\s*:|^\s*data\s*:\s*(text\/html|application\/(xhtml|x-)|image\/svg)/i;

    function clean(document) {
        let removed = 0;
        document.querySelectorAll(removedElements).forEach((element) => { element.remove(); removed++; });
        for (const element of document.querySelectorAll('*')) {
            for (const name of element.getAttributeNames()) {
                const lower = name.toLowerCase();
                const value = element.getAttribute(name);
                // Entity-encoded and whitespace-split schemes are decoded by the parser already;
                // strip control characters browsers ignore inside a scheme (java\0script:).
                const collapsed = value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
                if (lower.startsWith('on') || lower === 'srcdoc'
                    || (urlAttributes.includes(lower) && (dangerousURL.test(collapsed) || (lower === 'srcset' && /javascript\s*:/i.test(collapsed))))
                    || (lower === 'style' && /expression\s*\(|javascript\s*:|-moz-binding|behavior\s*:/i.test(collapsed))
                    || (lower === 'http-equiv')) {
                    element.removeAttribute(name);
                    removed++;
                }
            }
            // <svg><animate attributeName=href values=javascript:...> and <set to=javascript:...>
            if ((element.localName === 'animate' || element.localName === 'set' || element.localName === 'animatetransform')
                && /href/i.test(element.getAttribute('attributeName') || '')) {
                element.remove();
                removed++;
            }
        }
        for (const style of document.querySelectorAll('style')) {
            if (/expression\s*\(|javascript\s*:|-moz-binding|behavior\s*:|@import/i.test(style.textContent)) { style.remove(); removed++; }
        }
        return removed;
    }

    // Parses as the web view will (scripting on, so <noscript> is raw text there too) and
    // cleans until a reparse of the result finds nothing more to remove: markup that changes
    // meaning when serialized and parsed again (mutation XSS) cannot slip through.
    function cleanDocument(raw) {
        let source = internals.dom.parseInertDocument(String(raw), true);
        let removed = clean(source);
        for (let pass = 0; pass < 4; pass++) {
            const reparsed = internals.dom.parseInertDocument('<!DOCTYPE html>' + source.documentElement.outerHTML, true);
            const more = clean(reparsed);
            source = reparsed;
            if (more === 0) break;
            removed += more;
        }
        return { source, removed };
    }

    internals.composeHTML = function (raw, baseURL, css, viewportWidth) {
        const { source, removed } = cleanDocument(raw);
        const output = document.implementation.createHTMLDocument('');
        const head = output.head;
        head.textContent = '';
        const meta = (attributes) => { const m = output.createElement('meta'); for (const [k, v] of Object.entries(attributes)) m.setAttribute(k, v); head.append(m); };
        meta({ charset: 'utf-8' });
        meta({ name: 'viewport', content: viewportWidth ? `width=${viewportWidth}, initial-scale=1` : 'width=device-width, initial-scale=1' });
        if (baseURL) { const base = output.createElement('base'); base.setAttribute('href', baseURL); head.append(base); }
        if (css) { const style = output.createElement('style'); style.textContent = css; head.append(style); }
        // The page's own title and styles stay (they cannot run anything now).
        for (const node of source.head ? [...source.head.childNodes] : []) {
            if (node.nodeType === 1 && (node.localName === 'title' || node.localName === 'style' || (node.localName === 'meta' && !node.hasAttribute('charset') && node.getAttribute('name') !== 'viewport'))) {
                head.append(output.importNode(node, true));
            }
        }
        const body = output.body;
        if (source.body) {
            for (const attribute of source.body.getAttributeNames()) body.setAttribute(attribute, source.body.getAttribute(attribute));
            body.append(...[...source.body.childNodes].map((node) => output.importNode(node, true)));
        }
        return { html: '<!DOCTYPE html>' + output.documentElement.outerHTML, removed };
    };
})
