// The WebKit engine's page side, run as a document-start user script in every page of a real
// WebKit view: the same bridge as the fast engine's (bridge/bridge.js, given here as
// `installBridge`), its native functions carried by a WebKit script message handler to the
// engine, and the report's console output and uncaught errors posted the same way. What a
// real web view does itself (dialogs, navigations, link clicks, layout) is left to it.
(function (nativeHandlerNames, installBridge) {
    'use strict';
    const channel = globalThis.webkit.messageHandlers.webengine;
    const stringify = JSON.stringify, parse = JSON.parse;
    const post = (message) => channel.postMessage(stringify(message));

    function describe(error) {
        if (error && typeof error === 'object') {
            return { name: String(error.name || 'Error'), message: String(error.message ?? error), source: error.sourceURL ?? null, line: error.line ?? null, column: error.column ?? null };
        }
        return { name: '', message: 'Uncaught ' + String(error), source: null, line: null, column: null };
    }

    const handlers = new Set(nativeHandlerNames);
    const native = {
        call(name, json, callbackId) { post({ type: 'call', name, json: json ?? null, callbackId: callbackId ?? null }); },
        answer(responseId, json, errorName, errorMessage, errorLine) {
            post({ type: 'answer', responseId, json: json ?? null, errorName: errorName ?? null, errorMessage: errorMessage ?? null, errorLine: errorLine ?? null });
        },
        linkTapped(url) { post({ type: 'linkTap', url }); },
        embedTapped(url) { post({ type: 'embedTap', url }); },
        navigationRequested(url, kind, method, body) { post({ type: 'navigation', url, kind, method: method ?? 'GET', body: body ?? null }); },
        hasHandler(name) { return handlers.has(name); },
        // WebKit's own alert, confirm and prompt reach the engine as script dialogs.
        panel() { return null; },
    };
    const internals = {
        builtins: globalThis, // the built-ins the scripts read as they install, before the page's scripts run (Tools/embed-scripts)
        reportError(error) { post(Object.assign({ type: 'error' }, describe(error))); },
    };
    installBridge(native, internals);
    // A new page starts without a bridge, as an app's web view does: the page's own copy
    // installs itself, or ours comes on WVJB's bootstrap signal.
    internals.bridge.pageWillLoad();

    // Console output, as the report's logs.
    for (const level of ['log', 'info', 'warn', 'error', 'debug']) {
        const original = console[level];
        // (A method named for its level: WebKit's shape, no `prototype`, no `new`.)
        console[level] = { [level]() {
            const text = Array.prototype.map.call(arguments, (value) => {
                if (typeof value === 'string') return value;
                try { return stringify(value) ?? String(value); } catch (error) { return String(value); }
            }).join(' ');
            post({ type: 'console', level, text });
            return original.apply(this, arguments);
        } }[level];
    }

    // Uncaught errors and unhandled rejections, as the report's errors.
    globalThis.addEventListener('error', (event) => {
        post({ type: 'error', name: '', message: String(event.message), source: event.filename || null, line: event.lineno || null, column: event.colno || null });
    });
    globalThis.addEventListener('unhandledrejection', (event) => {
        post(Object.assign({ type: 'error' }, describe(event.reason), { origin: 'unhandledRejection' }));
    });

    // Taps on embeds (a web view's own hit testing has no such notion; the fast engine reports
    // them from the click's target, and so does this).
    document.addEventListener('click', (event) => {
        if (event.defaultPrevented) return;
        for (let node = event.target; node && node.nodeType === 1; node = node.parentNode) {
            if (node.localName === 'a' || node.localName === 'area') return;
            if (['iframe', 'embed', 'video', 'object'].includes(node.localName)) {
                const source = node.getAttribute(node.localName === 'object' ? 'data' : 'src');
                if (!source) return;
                try { native.embedTapped(new URL(source, document.baseURI).href); } catch (error) { native.embedTapped(source); }
                return;
            }
        }
    });

    // A form's submission body, which WebKit's navigation policy does not show: encoded here,
    // as the fast engine encodes it (bridge.js), when the form submits, and posted just before
    // the navigation WebKit then asks about.
    function formBody(form, submitter) {
        const { crlf, attribute, enctype, encode, charset: pickCharset } = internals.formSubmission;
        if ((attribute(form, submitter, 'method', 'formmethod') || '').toLowerCase() !== 'post') return null;
        let data;
        try { data = new FormData(form, submitter && submitter !== form ? submitter : undefined); } catch (error) { data = new FormData(form); }
        const charset = pickCharset(form, document.characterSet, knownEncoding);
        const charsetField = [...form.elements].some((field) => field.type === 'hidden' && field.name.toLowerCase() === '_charset_');
        const entries = [...data].map(([name, value]) => [crlf(name), charsetField && name.toLowerCase() === '_charset_' ? charset : typeof value === 'string' ? crlf(value) : '']);
        return encode(entries, enctype(form, submitter), ['UTF-8', 'UTF-16BE', 'UTF-16LE', 'replacement'].includes(charset) ? null : documentEncoder());
    }
    // An encoding's name as WebKit gives it, for a label (the document's own as it names it).
    function knownEncoding(label) {
        let name;
        try { name = new TextDecoder(label).encoding; } catch (error) { return null; }
        return name === document.characterSet.toLowerCase() ? document.characterSet : name === 'utf-8' ? 'UTF-8' : name;
    }
    // The document's encoding as WebKit's URL parser applies it to a query (a character it
    // cannot represent: %26%23N%3B, as a form's serializer has it): a character's bytes.
    // (Another encoding named by accept-charset is encoded in the document's: a known gap.)
    function documentEncoder() {
        const anchor = document.createElement('a'), cache = new Map();
        const plain = /[A-Za-z0-9*\-._]/;
        const ascii = (character) => (character === ' ' ? '+' : plain.test(character) ? character : '%' + character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
        const bytesOf = (character) => {
            let bytes = cache.get(character);
            if (bytes === undefined) {
                anchor.href = 'http://encoding.invalid/?' + character;
                bytes = anchor.search.slice(1).replace(/%[0-9A-F]{2}|[^]/g, (part) => (part.length === 3 ? part : ascii(part)));
                cache.set(character, bytes);
            }
            return bytes;
        };
        return {
            percentEncode: (text) => Array.from(text, (character) => (character.codePointAt(0) < 0x80 ? ascii(character) : bytesOf(character))).join(''),
            representable: (text) => Array.from(text, (character) => {
                if (character.codePointAt(0) < 0x80) return character;
                const reference = /^%26%23(\d+)%3B$/.exec(bytesOf(character));
                return reference ? `&#${reference[1]};` : character;
            }).join(''),
        };
    }
    globalThis.addEventListener('submit', (event) => {
        if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
        post({ type: 'formBody', body: formBody(event.target, event.submitter) });
    });
    const submitForm = HTMLFormElement.prototype.submit;
    // (A method, so the reference's submit keeps WebKit's shape: no `prototype`, no `new`.)
    HTMLFormElement.prototype.submit = { submit() {
        post({ type: 'formBody', body: formBody(this, null) });
        return submitForm.call(this);
    } }.submit;

    // Where the laid-out content of the body ends, plus its bottom margin: the measure the fast
    // engine's layout model estimates (docs/bridge.md, "Content height").
    function contentHeight() {
        const body = document.body;
        if (!body) return 0;
        const range = document.createRange();
        range.selectNodeContents(body);
        const margin = parseFloat(getComputedStyle(body).marginBottom) || 0;
        return Math.ceil(range.getBoundingClientRect().bottom + globalThis.scrollY + margin);
    }

    // The document without the bridge's plumbing (bridge.js, renderedPlumbing), as the fast
    // engine's report has it. A real document cannot be unlinked unseen (and an iframe put back
    // loads again), so the node's text is cut from the serialization: it ends where the
    // serializations of what follows it, up to the root's end tag, begin.
    const rawText = new Set(['style', 'script', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext', 'noscript']);
    function serializedLength(node) {
        switch (node.nodeType) {
        case Node.ELEMENT_NODE: return node.outerHTML.length;
        case Node.TEXT_NODE: {
            const parent = node.parentNode;
            if (parent && parent.namespaceURI === 'http://www.w3.org/1999/xhtml' && rawText.has(parent.localName)) return node.data.length;
            let length = node.data.length;
            for (const character of node.data) if (character === '&') length += 4; else if (character === '<' || character === '>') length += 3; else if (character === '\u00a0') length += 5;
            return length;
        }
        case Node.COMMENT_NODE: return node.data.length + 7;
        case Node.PROCESSING_INSTRUCTION_NODE: return node.target.length + node.data.length + 4;
        default: return 0;
        }
    }
    function serializeRenderedDocument() {
        const root = document.documentElement;
        if (!root) return '';
        const html = root.outerHTML;
        const node = internals.renderedPlumbing();
        if (!node) return html;
        let fromEnd = 0;
        for (let at = node; at !== root; at = at.parentNode) {
            for (let next = at.nextSibling; next; next = next.nextSibling) fromEnd += serializedLength(next);
            fromEnd += at.parentNode.tagName.length + 3; // its parent's end tag
        }
        const text = node.outerHTML, end = html.length - fromEnd;
        if (html.slice(end - text.length, end) === text) return html.slice(0, end - text.length) + html.slice(end);
        const at = html.lastIndexOf(text); // (not where it was counted to be: the last such text)
        return at < 0 ? html : html.slice(0, at) + html.slice(at + text.length);
    }

    // Where navigations came from: an iframe of the page with that source (about:blank for
    // one with none or an empty one), or the page. The frames' sources are resolved once for a
    // batch (a strategy that moves many iframes makes WebKit navigate each again).
    function navigated(urls) {
        const frames = new Set();
        for (const frame of document.querySelectorAll('iframe:not([srcdoc])')) {
            const source = frame.getAttribute('src');
            if (source === null || source.trim() === '') { frames.add('about:blank'); continue; }
            try { frames.add(new URL(source, document.baseURI).href); } catch (error) { /* not a URL */ }
        }
        for (const url of urls) internals.bridge.navigationRequested(url, frames.has(url) ? 'frame' : 'location');
    }

    // For the engine, through evaluate: never enumerable, so a page's own walk of the global
    // object does not see it.
    Object.defineProperty(globalThis, '__webengine', {
        value: Object.freeze({
            // Native messages come as JSON text, parsed here as WVJB's _handleMessageFromObjC
            // parses them (code would make a "__proto__" key the object's prototype).
            callEach: (handlerName, messageJSON) => internals.bridgeCallEach(handlerName, parse(messageJSON)),
            answer: (callbackId, json, error) => internals.bridgeAnswer(callbackId, json === undefined ? undefined : parse(json), error ?? undefined),
            navigated,
            pageDidLoad: () => internals.bridge.pageDidLoad(),
            wkSignal: (name) => internals.bridge.wkSignal(name),
            handlerNames: () => internals.bridge.handlerNames(),
            rendered: () => ({ html: serializeRenderedDocument(), contentHeight: contentHeight() }),
            contentHeight,
            serializeRenderedDocument,
        }),
    });
})
