// Frames: an <iframe> whose document is the page's own (no src, about:blank, srcdoc, or a
// same-origin URL the engine's URL scheme handlers serve) has a document of its own and a
// window object for it; one from another origin has neither (null, as in a browser). The
// frame's document is built when first asked for, as the parser builds an inert document: a
// DOM without layout or a second script realm, so the frame's scripts do not run. Installed
// when a page first asks for a frame's document or window.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _ownerDocument, _url } = dom.slots;
    const proto = globalThis.HTMLIFrameElement.prototype;
    const frames = new WeakMap();

    // What the frame shows now: [key, url, html] for a document of the page's origin, or null.
    function source(iframe) {
        const srcdoc = iframe.getAttribute('srcdoc');
        if (srcdoc !== null) return ['srcdoc:' + srcdoc, 'about:srcdoc', srcdoc];
        const value = (iframe.getAttribute('src') ?? '').trim();
        if (value === '' || /^about:blank([?#].*)?$/i.test(value)) return ['blank', 'about:blank', ''];
        const page = globalThis.document;
        let url;
        try { url = new URL(value, page.baseURI); } catch (error) { return ['blank', 'about:blank', '']; }
        let origin;
        try { origin = new URL(page.URL).origin; } catch (error) { origin = 'null'; }
        if (url.origin !== origin || origin === 'null') return null;
        const served = native.fetchResource(url.href, 'frame');
        if (!served || served[0] < 200 || served[0] > 299) return ['blank', 'about:blank', ''];
        return ['url:' + url.href, url.href, served[1]];
    }

    function frame(iframe) {
        if (!iframe.isConnected || iframe[_ownerDocument] !== globalThis.document) return null;
        const shown = source(iframe);
        if (!shown) return null;
        let current = frames.get(iframe);
        if (!current || current.key !== shown[0]) {
            const document = dom.parseInertDocument(shown[2], false);
            document[_url] = shown[1];
            current = { key: shown[0], document, window: frameWindow(iframe, document) };
            frames.set(iframe, current);
        }
        return current;
    }

    // The frame's window as a page's script reaches it: its document, its parent and top, its
    // element; self-references as a window has them.
    function frameWindow(iframe, document) {
        const window = {};
        Object.defineProperties(window, {
            document: { value: document, enumerable: true },
            frameElement: { value: iframe, enumerable: true },
            parent: { get() { return globalThis; }, enumerable: true },
            top: { get() { return globalThis.top ?? globalThis; }, enumerable: true },
            location: { get() { return { href: document.URL, toString() { return document.URL; } }; }, enumerable: true },
            postMessage: { value(message, targetOrigin) { globalThis.postMessage?.(message, targetOrigin ?? '*'); }, enumerable: true },
            // The frame is not laid out (no layout per frame): its elements have no computed style.
            getComputedStyle: { value(element, pseudo) { return globalThis.getComputedStyle(element, pseudo); }, enumerable: true },
        });
        for (const name of ['window', 'self', 'frames']) Object.defineProperty(window, name, { value: window, enumerable: true });
        Object.defineProperty(document, 'defaultView', { value: window, configurable: true });
        return window;
    }

    Object.defineProperty(proto, 'contentDocument', { get() { return frame(this)?.document ?? null; }, configurable: true, enumerable: true });
    Object.defineProperty(proto, 'contentWindow', { get() { return frame(this)?.window ?? null; }, configurable: true, enumerable: true });
    Object.defineProperty(proto, 'getSVGDocument', { value() { return null; }, configurable: true, writable: true });
})
