// Image loading in the page's document, as WebKit's ImageLoader does it: an <img> with a
// source requests it (parsed, `src` set, `new Image()`), the engine's URL scheme handlers
// answer (or nothing does: the load fails as offline), and `load` or `error` fires at the
// element in a later task; until then `complete` is false and the size unknown. Installed
// when the page first requests an image (builder.js, html-elements.js).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _content, _host, _imageDecodes, _imageRequest, _imageSizes, _listeners, _servesResources } = dom.slots; const { nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;

    // The requests of the current document in the order they were made, and the events their
    // loads queued. A load is two tasks, as in WebKit: the response (the size is known,
    // `complete` turns true, decode() settles), then the events, in the order they were
    // queued (an empty or invalid source queues its `error` at once, before the responses'
    // events).
    let queueDocument = null;
    // Flat lists (an interpreter walks them faster than lists of pairs): img, request, ...
    let responses = [];
    let events = [];     // img, request, type, ...
    let scheduled = false;
    let rounds = 0;
    const maximumRounds = 1000; // an `error` listener that sets another broken source, forever

    function queuesOf(document) {
        if (queueDocument !== document) {
            queueDocument = document;
            responses = [];
            events = [];
            scheduled = false;
            rounds = 0;
        }
    }

    // A served image's [width, height], or null: asked once per URL and document (layout and
    // naturalWidth share the answer).
    function servedSize(document, url) {
        const sizes = document[_imageSizes] ??= new Map();
        if (!sizes.has(url)) sizes.set(url, native.imageSize(url));
        return sizes.get(url);
    }

    // HTML's "update the image data", for an element whose `src` was parsed or changed.
    function requestImage(img) {
        const document = ownerDocumentOf(img);
        if (document !== dom.currentDocument) return; // no browsing context: nothing loads
        queuesOf(document);
        const previous = img[_imageRequest];
        const value = img.getAttribute('src');
        if (value === null) {
            // No source: nothing loads and nothing fires; a load under way is dropped.
            img[_imageRequest] = undefined;
            return;
        }
        // The URL is parsed now only where it may not be one (or may be the one shown); else
        // when it is fetched, from the base of now (a parse costs a one-shot page ~4 us an image).
        const base = document.baseURI;
        let url = null, valid = value.trim() !== '';
        if (valid && (previous?.state === 'loaded' || !certainlyValid(value, base))) {
            try { url = dom.resolveURL(value, base); } catch (error) { valid = false; }
        }
        if (!valid) {
            // Empty or not a URL: broken at once, its `error` queued now.
            const request = img[_imageRequest] = { value, base, url: '', state: 'broken', size: null };
            events.push(img, request, 'error');
            settleDecodes(img, request);
        } else if (previous?.state === 'loaded' && previous.url === url) {
            // The image it shows, asked again: it stays complete, and `load` fires again.
            const request = img[_imageRequest] = { value, base, url, state: 'loaded', size: previous.size };
            events.push(img, request, 'load');
        } else {
            const request = img[_imageRequest] = { value, base, url, state: 'loading', size: null };
            responses.push(img, request);
        }
        schedule();
    }

    // Whether `value` is a URL relative to `base` whatever it holds: an http(s) URL with a
    // plain host, or a path (no scheme, no host) against a base that is not opaque
    // (`about:blank` is).
    const plainHTTP = /^[\t\n\f\r ]*https?:\/\/[A-Za-z0-9.-]+(?::\d{1,4})?(?:[\/?#][^\\]*)?$/;
    const schemeOrHost = /^[\x00-\x20]*(?:[A-Za-z][A-Za-z0-9+.-]*:|[\/\\]{2})/;
    const opaqueBase = /^[A-Za-z][A-Za-z0-9+.-]*:(?![\/\\])/;
    function certainlyValid(value, base) {
        if (plainHTTP.test(value)) return true;
        return !schemeOrHost.test(value) && !opaqueBase.test(base);
    }

    // A template's contents are inert: nothing in them loads.
    function inTemplateContents(node) {
        while (parentOf(node)) node = parentOf(node);
        return nodeTypeOf(node) === 11 && node[_host] !== undefined && node[_host][_content] === node;
    }

    // The responses task: each request still current gets its answer; when the engine serves
    // nothing, every one fails (as offline) without asking.
    function respond() {
        const list = responses;
        responses = [];
        const document = queueDocument;
        if (document[_servesResources] === undefined) document[_servesResources] = native.servesResources();
        const served = document[_servesResources];
        for (let index = 0; index < list.length; index += 2) {
            const img = list[index], request = list[index + 1];
            if (img[_imageRequest] !== request) continue; // its source changed since
            let size = null;
            if (served) {
                if (inTemplateContents(img)) { img[_imageRequest] = undefined; continue; }
                if (request.url === null) {
                    try { request.url = dom.resolveURL(request.value, request.base); } catch (error) { request.url = ''; }
                }
                if (request.url !== '') size = servedSize(document, request.url);
            }
            request.state = size ? 'loaded' : 'broken';
            request.size = size;
            events.push(img, request, size ? 'load' : 'error');
            settleDecodes(img, request);
        }
    }

    // The events task: `load` or `error` at each element whose request is still current.
    function fireEvents() {
        const list = events;
        events = [];
        const listened = dom.listenedTypes, windowHearsErrors = globalThis[_listeners]?.get('error')?.length > 0;
        for (let index = 0; index < list.length; index += 3) {
            const img = list[index], request = list[index + 1], type = list[index + 2];
            if (listened && !listened.has(type) && !(windowHearsErrors && type === 'error')) continue; // no node listens to it
            if (img[_imageRequest] !== request || !heard(img, type)) continue;
            dom.fire(img, type, {});
        }
    }

    // Whether any listener could hear the event (it does not bubble: the element's own, or
    // its ancestors', the document's and, for `error`, the window's capturing ones; a `load`
    // stops at the document; a template's contents hear nothing). An e-mail of a thousand
    // images nobody listens to dispatches none: each dispatch costs ~4 us.
    function heard(img, type) {
        let node = img;
        for (;;) {
            if (node[_listeners]?.get(type)?.length) return true;
            const parent = parentOf(node);
            if (parent) { node = parent; continue; }
            const host = node[_host];
            if (host === undefined) break;
            if (host[_content] === node) return false;
            node = host;
        }
        return nodeTypeOf(node) === 9 && type !== 'load' && globalThis[_listeners]?.get(type)?.length > 0;
    }

    // One task of the loads: the responses first, then their events. False when nothing was
    // left to do, or a page kept requesting past maximumRounds.
    function runTask() {
        if (responses.length === 0 && events.length === 0) return false;
        if (++rounds > maximumRounds) {
            responses = [];
            events = [];
            return false;
        }
        if (responses.length) respond();
        else fireEvents();
        return true;
    }

    // While the page loads, its images delay the window's load event (native code runs their
    // tasks before firing it); afterwards each task is a timer task.
    function schedule() {
        if (scheduled || queueDocument.readyState !== 'complete') return;
        scheduled = true;
        setTimeout(function imageLoadTask() {
            scheduled = false;
            if (queueDocument !== dom.currentDocument) return;
            if (runTask()) schedule();
            else rounds = 0;
        }, 0);
    }
    dom.imagesLoading = function () { return queueDocument === dom.currentDocument && (responses.length > 0 || events.length > 0); };
    internals.imageLoadTask = function () {
        if (queueDocument !== dom.currentDocument) return false;
        if (runTask()) return true;
        rounds = 0;
        return false;
    };

    // decode(): settles with the element's next load that completes (WebKit's ImageLoader),
    // at once for an image already loaded or broken.
    const encodingError = (message) => new DOMException(message, 'EncodingError');
    function settleDecodes(img, request) {
        const decodes = img[_imageDecodes];
        if (!decodes) return;
        img[_imageDecodes] = undefined;
        for (const { resolve, reject } of decodes) {
            if (request.state === 'loaded') resolve();
            else reject(encodingError('Loading error.'));
        }
    }
    function decodeImage(img) {
        if (ownerDocumentOf(img) !== dom.currentDocument) return Promise.reject(encodingError('Inactive document.'));
        const value = img.getAttribute('src');
        if (value === null || value.trim() === '') return Promise.reject(encodingError('Missing source URL.'));
        const request = img[_imageRequest];
        if (request?.state === 'loaded') return Promise.resolve();
        if (request?.state === 'broken') return Promise.reject(encodingError('Loading error.'));
        return new Promise((resolve, reject) => { (img[_imageDecodes] ??= []).push({ resolve, reject }); });
    }
    // window.js's placeholders for these two installed this file.
    for (const [name, value] of Object.entries({ requestImage, decodeImage })) {
        Object.defineProperty(dom, name, { value, writable: true, configurable: true, enumerable: true });
    }
})
