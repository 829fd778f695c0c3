// Frames: each <iframe> connected to the page is a child browsing context, as in WebKit: the
// window counts them (`window.length`), lists them (`window[0]`, `frames[0]`, `window.frameName`)
// and each has a window object. One whose document is the page's own (no src, about:blank,
// srcdoc, or a same-origin URL the engine's URL scheme handlers serve) has a document of its own,
// built as the page's parser builds it (a DOM without layout), and its scripts (inline and
// served classic ones) run in the frame's own script realm as the parser reaches them. One from
// another origin has no document here (null, as in a browser) and a window that answers as a
// cross-origin one (most members throw SecurityError).
//
// A frame's window is the global object of a realm of its own (native.makeRealm: its own
// `Object`, `Array`, `eval`, its scripts' top-level declarations), whose prototype chain is its
// own Window.prototype, WindowProperties and EventTarget.prototype, with WebKit's class strings;
// its own members are WebKit's, in WebKit's order, bound to the frame (document, window, self,
// location, parent, top, frameElement, frames, length, name, closed, event handlers); its
// operations are its own functions doing the page's (timers, getComputedStyle); its DOM
// interface objects are the page's (docs/dom.md's policy table: one DOM serves both realms).
// `w.Window` and `w.EventTarget` are the frame's own, so `w instanceof Window` is false and
// `w instanceof w.Window` true, as across realms.
//
// Installed when a page first asks for a frame's document or window. From then on the window's
// `length` counts the frames and its index properties follow the page's iframes (kept in step
// on insertion, removal and src/srcdoc/name changes); a frame fires `load` at its element when
// its document has loaded (at once for about:blank, in a later task for served URLs, and for
// srcdoc two tasks after its navigation, the initial about:blank document shown until then).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _characterSet, _eventTarget, _mode, _readyState, _treeVersion, _url } = dom.slots; const { firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const HTML_NS = 'http://www.w3.org/1999/xhtml';
    const proto = globalThis.HTMLIFrameElement.prototype;
    const Document = globalThis.Document;
    const contexts = new WeakMap(); // iframe -> its browsing context, while connected
    dom.framesWatchThemselves(); // window.js's watch for frames ends here
    // Frames of a page that had loaded before this script was installed: their srcdoc
    // documents arrived long ago.
    const loadedAtInstall = new WeakSet(globalThis.document.readyState === 'complete' ? [...globalThis.document.querySelectorAll('iframe')].filter((frame) => frame !== dom.framesInstalledFor) : []);
    const named = (f, name) => Object.defineProperty(f, 'name', { value: name });
    const getter = (name, get) => named(get, 'get ' + name);
    const securityError = (member) => new DOMException(`Blocked a frame with origin "${globalThis.origin}" from accessing a cross-origin frame. Protocols, domains, and ports must match.`, 'SecurityError');

    // What the frame shows now: [key, url, html] for a document of the page's origin, or null.
    function source(iframe) {
        const srcdoc = iframe.getAttribute('srcdoc');
        if (srcdoc !== null) return ['srcdoc:' + srcdoc, 'about:srcdoc', srcdoc];
        if (dom.isBlankFrame(iframe)) return ['blank', 'about:blank', ''];
        const value = iframe.getAttribute('src').trim();
        const page = globalThis.document;
        let url;
        try { url = new URL(value, page.baseURI); } catch (error) { return ['blank', 'about:blank', '']; }
        let origin;
        try { origin = new URL(page.URL).origin; } catch (error) { origin = 'null'; }
        if (url.origin !== origin || origin === 'null') return null;
        const served = native.fetchResource(url.href, 'frame');
        if (!served || served[0] < 200 || served[0] > 299) return ['blank', 'about:blank', ''];
        return ['url:' + url.href, url.href, served[1], served[2], served[3]];
    }

    const isFrame = (node) => localNameOf(node) === 'iframe' && namespaceOf(node) === HTML_NS;
    const inPage = (iframe) => iframe.isConnected && ownerDocumentOf(iframe) === globalThis.document;

    // The iframe's browsing context: made when it is first seen connected; it keeps its window
    // across navigations (src, srcdoc), and is discarded (its window closed) when the iframe
    // leaves the page.
    function contextOf(iframe) {
        let context = contexts.get(iframe);
        if (!inPage(iframe)) {
            if (context) discard(iframe, context);
            return null;
        }
        if (!context) {
            context = { iframe, key: undefined, document: null, window: null, closed: false, name: iframe.getAttribute('name') ?? '', generation: 0, srcdocAtOnce: loadedAtInstall.has(iframe) };
            contexts.set(iframe, context);
        }
        navigate(context);
        context.srcdocAtOnce = false;
        return context;
    }
    // Brings the context's document up to date with its element's src/srcdoc; true when it
    // changed (a navigation).
    function navigate(context) {
        const { iframe } = context;
        const src = iframe.getAttribute('src');
        const wanted = iframe.getAttribute('srcdoc') ?? (src ? ' ' + src + ' ' + globalThis.document.baseURI : ' ');
        if (context.wanted === wanted && context.window) return false;
        context.wanted = wanted;
        const shown = source(iframe);
        const key = shown ? shown[0] : null;
        if (context.key === key && context.window) return false;
        context.key = key;
        context.generation++;
        if (shown && key !== 'blank' && !context.srcdocAtOnce) {
            // Its initial about:blank document (or the one it shows) until the new one arrives.
            if (!context.document || context.window.crossOrigin) show(context, ['blank', 'about:blank', '']);
            arriveLater(context, shown);
        } else if (shown) {
            show(context, shown);
        } else {
            context.document = null;
            if (!context.window || !context.window.crossOrigin) context.window = crossOriginWindow(context);
        }
        return true;
    }
    function show(context, shown) {
        if (shown[0] === 'blank') {
            const document = dom.parseInertDocument(shown[2], false);
            document[_url] = shown[1];
            shows(context, document);
            return;
        }
        if (xmlTypes.has(mimeEssence(shown[3]))) loadXML(context, shown[1], shown[2], mimeEssence(shown[3]));
        else loadScripted(context, shown[1], shown[2], shown[4]);
    }

    // A served XML document (an .xml, .xhtml or .svg the frame loads) is parsed as XML, as a
    // browser parses a navigation's response of those types; its scripts do not run here.
    const xmlTypes = new Set(['text/xml', 'application/xml', 'application/xhtml+xml', 'image/svg+xml']);
    const mimeEssence = (type) => String(type ?? '').split(';')[0].trim().toLowerCase();
    function loadXML(context, url, markup, type) {
        internals.installNow('dom/xml.js');
        const document = dom.defineDocumentLocation(dom.parseXMLDocument(String(markup), type));
        document[_url] = url;
        shows(context, document);
        dom.setReadyState(document, 'interactive');
        dom.fire(document, 'DOMContentLoaded', { bubbles: true });
        dom.setReadyState(document, 'complete');
        dom.fireWindowLoad(context.window.object, document);
    }
    // The frame shows `document` now: its window (made at its first document) is the document's.
    function shows(context, document) {
        context.document = document;
        documentWindows.set(document, context);
        if (!context.window || context.window.crossOrigin) context.window = frameWindow(context);
    }

    // MARK: A frame's scripts

    // A document of the page's origin with markup of its own (srcdoc, or a served URL) is
    // parsed as the page's is: each classic script runs in the frame's realm when the parser
    // reaches it, then the document is interactive, its module scripts run (their graphs in the
    // frame's realm: dom/modules.js), DOMContentLoaded, then complete (`load` at the frame's
    // window; the element's `load` follows, the caller's). document.write during the parse is
    // not supported in frames (docs/dom.md).
    // (`characterSet`: the encoding its bytes were decoded from, for document.characterSet.)
    function loadScripted(context, url, markup, characterSet) {
        const document = dom.defineDocumentLocation(dom.htmlDocument());
        document[_url] = url;
        if (characterSet !== undefined) document[_characterSet] = characterSet;
        document[_readyState] = 'loading';
        shows(context, document);
        const generation = context.generation;
        const current = () => !context.closed && context.generation === generation && context.document === document;
        const parse = dom.startDocumentParse(document, native.parseDocument(String(markup), true));
        const modules = []; // module scripts run once parsing is done, in order (as deferred)
        for (let found = parse.next(); found; found = parse.next()) {
            const { element, line, column } = found;
            if (found.blankFrame) continue; // (a frame's document's own frames are not made)
            if ((element.getAttribute('type') || '').trim().toLowerCase() === 'module') { modules.push([element, line]); continue; }
            if (!dom.isRunnableScript(element)) continue;
            if (!current()) return; // a script navigated or removed its own frame
            writtenWhileParsing.set(document, '');
            try {
                runFrameScript(context, document, element, line, column);
            } finally {
                const written = writtenWhileParsing.get(document);
                writtenWhileParsing.delete(document);
                // What the script wrote goes in at its place, before the rest of the frame.
                if (written && current()) parse.insert(written);
            }
        }
        if (!current()) return;
        dom.setReadyState(document, 'interactive');
        if (modules.length) internals.installNow('dom/modules.js');
        for (const [element, line] of modules) {
            if (!current()) return;
            dom.setCurrentScript(document, null);
            dom.runModuleScript(element, line);
        }
        if (!current()) return;
        dom.fire(document, 'DOMContentLoaded', { bubbles: true });
        if (!current()) return;
        dom.setReadyState(document, 'complete');
        dom.fireWindowLoad(context.window.object, document);
    }
    // A frame's document whose parser is running a script -> what that script wrote.
    const writtenWhileParsing = new WeakMap();
    function runFrameScript(context, document, element, line, column) {
        let source, url, startLine = 1;
        if (element.hasAttribute('src')) {
            const served = internals.fetchScript(element);
            if (!served) { dom.fire(element, 'error', {}); return; }
            ({ text: source, url } = served);
        } else {
            // Padded to its column, so that its errors' columns are the document's.
            source = (column > 1 ? ' '.repeat(column - 1) : '') + element.textContent;
            url = document.URL;
            startLine = line || 1;
        }
        dom.setCurrentScript(document, element);
        try {
            native.evaluateInRealm(context.window.object, source, url, startLine);
        } catch (error) {
            internals.reportError(error, 'pageScript', url, startLine, undefined, context.window.object);
        } finally {
            dom.setCurrentScript(document, null);
        }
        if (element.hasAttribute('src')) dom.fire(element, 'load', {});
    }
    // A srcdoc (or served) document arrives as WebKit brings a srcdoc one: the navigation takes
    // a task, its load another, so a zero-delay timer set after the insertion (or the source's
    // change) still sees the document before; then the document, its scripts and `load` at the
    // element, in one task.
    // While the page loads, its frames' arrive before its `load` (window.js, windowDidLoad).
    const arrivals = [];
    function arriveLater(context, shown) {
        const generation = context.generation;
        const arrive = () => {
            if (context.closed || context.generation !== generation || !inPage(context.iframe)) return;
            show(context, shown);
            dom.fireFrameLoad(context.iframe);
        };
        if (globalThis.document.readyState === 'complete') setTimeout(() => setTimeout(arrive, 0), 0);
        else arrivals.push(arrive);
    }
    dom.loadPendingFrames = function (parsedSrcdoc) {
        if (parsedSrcdoc) syncFrames(); // the frames the parser made since
        while (arrivals.length) arrivals.shift()();
    };
    function discard(iframe, context) {
        contexts.delete(iframe);
        context.closed = true;
        if (context.window && !context.window.crossOrigin) native.releaseRealm(context.window.object);
    }
    const windowOf = (context) => context?.window.object ?? null;
    // The window of a document a frame shows now (its realm runs the document's handler
    // attributes: dom/event-handler-attributes.js), or undefined.
    dom.frameWindowOf = function (document) {
        const context = documentWindows.get(document);
        return context && context.document === document && !context.closed && !context.window.crossOrigin ? context.window.object : undefined;
    };

    // MARK: A frame's window

    // WebKit's own enumerable members of a window, in its order (Object.keys of a frame's window
    // in an iOS web view); each one the page's window has is the frame window's too.
    const windowKeys = ('document window closed location self opener frames length top parent name history customElements locationbar menubar ' +
        'personalbar scrollbars statusbar toolbar status frameElement navigator clientInformation event offscreenBuffering on* screen ' +
        'innerWidth innerHeight scrollX pageXOffset scrollY pageYOffset screenX screenLeft screenY screenTop outerWidth outerHeight ' +
        'devicePixelRatio onafterprint onbeforeprint onbeforeunload onhashchange onlanguagechange onmessage onmessageerror onoffline ononline ' +
        'onpagehide onpagereveal onpageshow onpageswap onpopstate onrejectionhandled onstorage onunhandledrejection onunload ' +
        'ongamepadconnected ongamepaddisconnected localStorage origin isSecureContext crypto performance sessionStorage close focus blur ' +
        'postMessage stop open alert confirm prompt print captureEvents releaseEvents find webkitRequestAnimationFrame ' +
        'webkitCancelAnimationFrame webkitCancelRequestAnimationFrame webkitConvertPointFromPageToNode webkitConvertPointFromNodeToPage ' +
        'requestAnimationFrame cancelAnimationFrame getComputedStyle matchMedia moveTo moveBy resizeTo resizeBy scroll scrollTo scrollBy ' +
        'getSelection reportError atob btoa setTimeout clearTimeout setInterval clearInterval queueMicrotask createImageBitmap ' +
        'structuredClone fetch speechSynthesis onbeforematch visualViewport crossOriginIsolated indexedDB webkitIndexedDB trustedTypes').split(' ');
    // Members of the page's window a frame's has not: its own EventTarget operations (a frame's
    // come from its prototype chain) and constructor.
    const windowKeySet = new Set(windowKeys);
    // WebIDL's lengths of the operations a lazily installed script defines on the page's window
    // (a placeholder until then).
    const operationLengths = { getComputedStyle: 1, getSelection: 0, fetch: 1 };
    const notCopied = new Set(['addEventListener', 'removeEventListener', 'dispatchEvent', 'constructor', 'globalThis', 'Window', 'EventTarget']);

    // A frame's own interface objects: Window and EventTarget (the chain its window is made of),
    // Window.prototype being the prototype the realm's global object was made with.
    function frameInterfaces(window, windowPrototype) {
        const pageTarget = globalThis.EventTarget;
        const EventTarget = named(function EventTarget() {
            if (new.target === undefined) throw new TypeError("calling EventTarget constructor without new is invalid");
            const target = Object.create(new.target.prototype);
            target[_eventTarget] = true;
            return target;
        }, 'EventTarget');
        const targetPrototype = EventTarget.prototype;
        // The page's operations; a bare `addEventListener(...)` in the frame's script (no
        // `this`) is the frame's window's.
        for (const name of ['addEventListener', 'removeEventListener', 'dispatchEvent']) {
            const page = Object.getOwnPropertyDescriptor(pageTarget.prototype, name);
            const operation = { [name](...args) { return Reflect.apply(page.value, this ?? window, args); } }[name];
            Object.defineProperty(operation, 'length', { value: page.value.length });
            Object.defineProperty(targetPrototype, name, { ...page, value: operation });
        }
        Object.defineProperty(targetPrototype, Symbol.toStringTag, { value: 'EventTarget', configurable: true });
        Object.defineProperty(EventTarget, 'prototype', { writable: false });
        const Window = named(function Window() { throw new TypeError('Illegal constructor'); }, 'Window');
        Object.setPrototypeOf(Window, EventTarget);
        const properties = Object.create(targetPrototype, { [Symbol.toStringTag]: { value: 'WindowProperties', configurable: true } });
        Object.setPrototypeOf(windowPrototype, properties);
        Object.defineProperties(windowPrototype, {
            constructor: { value: Window, writable: true, configurable: true },
            [Symbol.toStringTag]: { value: 'Window', configurable: true },
        });
        Object.defineProperty(Window, 'prototype', { value: windowPrototype, writable: false, enumerable: false, configurable: false });
        return { Window, EventTarget };
    }

    // The location a frame's script would see: its document's URL (navigating a frame by its
    // location is not supported here).
    function frameLocation(context) {
        const url = () => { try { return new URL(context.document?.URL ?? 'about:blank'); } catch (error) { return null; } };
        const location = {};
        for (const part of ['href', 'origin', 'protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash']) {
            Object.defineProperty(location, part, { get: getter(part, () => (part === 'href' ? context.document?.URL ?? 'about:blank' : url()?.[part] ?? '')), enumerable: true, configurable: false });
        }
        Object.defineProperty(location, 'toString', { value: { toString() { return location.href; } }.toString, enumerable: true });
        Object.defineProperty(location, Symbol.toStringTag, { value: 'Location' });
        return location;
    }

    // The page's operations that call back later: a frame's callbacks report their errors at
    // the frame's window, as a callback of the frame's realm does in WebKit.
    const callbackOperations = new Set(['setTimeout', 'setInterval', 'requestAnimationFrame', 'webkitRequestAnimationFrame', 'queueMicrotask']);
    function frameCallback(callback, window) {
        return function (...args) {
            try {
                return Reflect.apply(callback, this, args);
            } catch (error) {
                internals.reportError(error, 'timer', '', 0, undefined, window);
            }
        };
    }

    function frameWindow(context) {
        const { iframe } = context;
        // The realm's global object, with the frame's Window chain ending in the realm's own
        // Object.prototype.
        const window = native.makeRealm();
        dom.frameWindows.add(window);
        const { Window, EventTarget } = frameInterfaces(window, Object.getPrototypeOf(window));
        Object.setPrototypeOf(EventTarget.prototype, window.Object.prototype);
        Object.defineProperty(window, _eventTarget, { value: true });
        const location = frameLocation(context);
        const replace = (name) => named({ set(value) { Object.defineProperty(window, name, { value, writable: true, enumerable: true, configurable: true }); } }.set, 'set ' + name);
        const size = (name, fallback) => { const n = parseInt(iframe.getAttribute(name) ?? '', 10); return Number.isFinite(n) && n >= 0 ? n : fallback; };
        // The frame's own answers; `true` after a getter: [Replaceable] (a script's assignment
        // replaces it); `false`: not configurable ([LegacyUnforgeable]).
        const own = {
            document: [() => context.document, false],
            window: [() => window, false],
            self: [() => window, true],
            location: [() => location, false, named({ set(url) { iframe.setAttribute('src', String(url)); } }.set, 'set location')],
            top: [() => (context.closed ? null : globalThis.top), false],
            parent: [() => (context.closed ? null : globalThis), true],
            frames: [() => window, true],
            length: [() => 0, true],
            opener: [() => null, true],
            closed: [() => context.closed],
            frameElement: [() => (context.closed ? null : iframe)],
            name: [() => context.name, undefined, named({ set(value) { context.name = String(value); if (!context.closed) syncFrames(); } }.set, 'set name')],
            innerWidth: [() => size('width', 300), true],
            innerHeight: [() => size('height', 150), true],
            scrollX: [() => 0, true], pageXOffset: [() => 0, true], scrollY: [() => 0, true], pageYOffset: [() => 0, true],
            // The event a listener of the frame's own realm handles: not tracked here (WebKit:
            // undefined while the page's listeners run).
            event: [() => undefined, true],
            // Its own registry: definitions of the frame's document (dom/custom-elements.js).
            customElements: [() => { internals.installNow('dom/custom-elements.js'); return dom.registryOfWindow(window); }],
        };
        const operations = {
            postMessage(message, targetOrigin) {
                if (arguments.length === 0) throw new TypeError('Not enough arguments');
                const data = dom.structuredClone(message);
                const MessageEvent = globalThis.MessageEvent;
                setTimeout(() => { if (!context.closed) dom.dispatchTrusted(window, new MessageEvent('message', { data, origin: globalThis.origin, source: globalThis })); }, 0);
            },
            scroll() {}, scrollTo() {}, scrollBy() {},
            focus() {}, blur() {},
        };
        // A bare `onload = f` in the frame's script calls the (strict) setter with no `this`.
        const handlerTarget = (object) => (object === window || object === undefined || object === null ? window : null);
        const define = (name, descriptor) => Object.defineProperty(window, name, descriptor);
        for (const name of windowKeys) {
            if (name === 'on*' || name.startsWith('on')) {
                const names = name === 'on*' ? pageHandlers() : [name];
                for (const each of names) dom.events.defineHandlers(window, 'Window', each, handlerTarget);
                continue;
            }
            const page = Object.getOwnPropertyDescriptor(globalThis, name);
            if (Object.prototype.hasOwnProperty.call(own, name)) {
                const [get, replaceable, set] = own[name];
                define(name, { get: getter(name, get), set: set ?? (replaceable ? replace(name) : undefined), enumerable: true, configurable: replaceable !== false });
            } else if (Object.prototype.hasOwnProperty.call(operations, name)) {
                const operation = operations[name];
                const length = typeof page?.value === 'function' ? page.value.length : operation.length;
                define(name, { value: Object.defineProperty(operation, 'length', { value: length }), writable: true, enumerable: true, configurable: true });
            } else if (page && (typeof page.value === 'function' || (page.get && operationLengths[name] !== undefined))) {
                // An operation: the frame's own function (as another realm's), doing the page's;
                // an error its callback throws is the frame's (reported at its window).
                const reportsAtFrame = callbackOperations.has(name);
                const operation = { [name](...args) {
                    if (reportsAtFrame && typeof args[0] === 'function') args[0] = frameCallback(args[0], window);
                    return Reflect.apply(typeof page.value === 'function' ? page.value : globalThis[name], globalThis, args);
                } }[name];
                Object.defineProperty(operation, 'length', { value: typeof page.value === 'function' ? page.value.length : operationLengths[name] });
                define(name, { value: operation, writable: true, enumerable: page.enumerable, configurable: true });
            } else if (page) {
                copy(window, name, page, true);
            }
        }
        // Interface objects: the page's (one DOM serves both realms), but Window and
        // EventTarget, the frame's own; JavaScript's built-ins: the realm's own. The console
        // is the page's (what a frame logs is the page's log).
        const console = Object.getOwnPropertyDescriptor(globalThis, 'console');
        if (console) Object.defineProperty(window, 'console', console);
        for (const name of Object.getOwnPropertyNames(globalThis)) {
            if (notCopied.has(name) || namedFrames.has(name) || Object.prototype.hasOwnProperty.call(window, name) || /^\d+$/.test(name)) continue;
            const page = Object.getOwnPropertyDescriptor(globalThis, name);
            if (page.enumerable) continue; // the page's own globals, or members WebKit's window has not
            if (name.startsWith('on') && page.get) { dom.events.defineHandlers(window, 'Window', name, handlerTarget, name); continue; }
            copy(window, name, page, false);
        }
        Object.defineProperties(window, {
            DOMParser: { value: frameDOMParser(context), writable: true, configurable: true },
            Window: { value: Window, writable: true, configurable: true },
            EventTarget: { value: EventTarget, writable: true, configurable: true },
            globalThis: { value: window, writable: true, configurable: true },
        });
        return { object: window, crossOrigin: false };
    }
    // A frame's DOMParser: its documents have the URL of the frame's document it was made in
    // (its realm's, which a navigation would replace), the page's parser otherwise.
    const { _parserDocument } = dom.slots;
    function frameDOMParser(context) {
        const PageDOMParser = globalThis.DOMParser;
        const DOMParser = named(function DOMParser() {
            if (new.target === undefined) throw new TypeError("calling DOMParser constructor without new is invalid");
            const parser = Reflect.construct(PageDOMParser, [], new.target);
            Object.defineProperty(parser, _parserDocument, { value: context.document });
            return parser;
        }, 'DOMParser');
        Object.defineProperty(DOMParser, 'prototype', {
            value: Object.create(PageDOMParser.prototype, {
                constructor: { value: DOMParser, writable: true, configurable: true },
                [Symbol.toStringTag]: { value: 'DOMParser', configurable: true },
            }),
            writable: false,
        });
        return DOMParser;
    }
    // The page's window's event handler names after `event`, in its order.
    let handlerNames = null;
    function pageHandlers() {
        if (handlerNames) return handlerNames;
        const keys = Object.keys(globalThis);
        const start = keys.indexOf('event') + 1;
        let end = start;
        while (end < keys.length && keys[end].startsWith('on')) end++;
        return (handlerNames = keys.slice(start, end).filter((name) => !windowKeySet.has(name)));
    }
    // A member of the page's window on a frame's: values as they are; an accessor reads the
    // page's (its getter may check its object), and an assignment replaces it on the frame.
    function copy(window, name, page, enumerable) {
        if (!page.get && !page.set) { Object.defineProperty(window, name, page); return; }
        const get = page.get;
        Object.defineProperty(window, name, {
            get: get && getter(name, () => Reflect.apply(get, globalThis, [])),
            set: page.set && named({ set(value) { Object.defineProperty(window, name, { value, writable: true, enumerable, configurable: true }); } }.set, 'set ' + name),
            enumerable: page.enumerable, configurable: page.configurable,
        });
    }

    // A cross-origin frame's window, as a script of another origin reaches it: postMessage,
    // closed, length, frames, self, window, top, parent, focus, blur, close and location
    // (navigating it only) answer; everything else throws SecurityError.
    function crossOriginWindow(context) {
        const { iframe } = context;
        let proxy;
        const allowed = {
            window: () => proxy, self: () => proxy, frames: () => proxy, length: () => 0,
            top: () => (context.closed ? null : globalThis.top), parent: () => (context.closed ? null : globalThis),
            closed: () => context.closed, opener: () => null,
            postMessage: () => postMessage, close: () => noop('close'), focus: () => noop('focus'), blur: () => noop('blur'),
            location: () => location,
        };
        // Its location: navigating it (href set, replace) is allowed, reading it is not.
        const location = Object.create(null, {
            href: { get: getter('href', () => { throw securityError('href'); }), set: named({ set(url) { iframe.setAttribute('src', String(url)); } }.set, 'set href') },
            replace: { value: { replace(url) { iframe.setAttribute('src', String(url)); } }.replace },
        });
        const noop = (name) => named({ noop() {} }.noop, name);
        const { postMessage } = { postMessage(message) {
            if (arguments.length === 0) throw new TypeError('Not enough arguments');
            dom.structuredClone(message); // what cannot be cloned throws, as it would
        } };
        const target = Object.create(null);
        proxy = new Proxy(target, {
            get(target, name) {
                if (name === Symbol.toStringTag) return 'Window';
                if (typeof name === 'string' && Object.prototype.hasOwnProperty.call(allowed, name)) return allowed[name]();
                if (name === 'then' || name === Symbol.toPrimitive || name === Symbol.hasInstance || name === Symbol.isConcatSpreadable) return undefined;
                throw securityError(name);
            },
            set(target, name, value) {
                if (name === 'location') { iframe.setAttribute('src', String(value)); return true; }
                throw securityError(name);
            },
            has(target, name) { if (typeof name === 'string' && Object.prototype.hasOwnProperty.call(allowed, name)) return true; throw securityError(name); },
            getPrototypeOf() { return null; },
            setPrototypeOf(target, value) { return value === null; },
            isExtensible() { return true; },
            preventExtensions() { throw new TypeError('Cannot prevent extensions on this object'); },
            getOwnPropertyDescriptor(target, name) { throw securityError(name); },
            defineProperty(target, name) { throw securityError(name); },
            deleteProperty(target, name) { throw securityError(name); },
            ownKeys() { return []; },
        });
        return { object: proxy, crossOrigin: true };
    }

    // MARK: The page's window: length, indices, named frames

    let indexed = 0;                   // how many index properties the window has now
    const namedFrames = new Map();     // name -> the window defined under it on the page's window
    const pageFrames = () => {
        const document = globalThis.document;
        if (!document) return [];
        const list = [];
        for (const element of document.getElementsByTagName('iframe')) if (isFrame(element)) list.push(element);
        return list;
    };
    // Puts the window's index and name properties in step with its document's iframes: own
    // data properties (the global object cannot intercept an indexed read), updated only when
    // frames change, so a page without frames has none and global reads pay nothing.
    let syncedDocument = null;         // the document they were last put in step with
    let syncedVersion = -1;            // and its tree's version then
    // `length`: the frames, put in step again only when the page's tree changed since.
    function frameCount() {
        const document = globalThis.document;
        return document === syncedDocument && document[_treeVersion] === syncedVersion ? indexed : syncFrames();
    }
    function syncFrames() {
        syncedDocument = globalThis.document;
        syncedVersion = syncedDocument ? syncedDocument[_treeVersion] : -1;
        const frames = pageFrames();
        const windows = [];
        for (const iframe of frames) { const window = windowOf(contextOf(iframe)); if (window) windows.push([iframe, window]); }
        for (let i = 0; i < windows.length; i++) {
            const current = Object.getOwnPropertyDescriptor(globalThis, i);
            if (current?.value !== windows[i][1]) Object.defineProperty(globalThis, i, { value: windows[i][1], writable: false, enumerable: true, configurable: true });
        }
        for (let i = windows.length; i < indexed; i++) delete globalThis[i];
        indexed = windows.length;
        // Named access (window.frameName): a frame's name (its element's name attribute when it
        // was made, or what its window's `name` was set to), unless the window has a member of
        // that name. Not enumerable (WebKit's is not an own property at all).
        const names = new Map();
        for (const [iframe, window] of windows) {
            const name = contexts.get(iframe)?.name;
            if (name && !names.has(name)) names.set(name, window);
        }
        for (const [name, window] of namedFrames) {
            if (names.get(name) === window) continue;
            const current = Object.getOwnPropertyDescriptor(globalThis, name);
            if (current && current.value === window && !current.enumerable) delete globalThis[name];
            namedFrames.delete(name);
        }
        for (const [name, window] of names) {
            if (namedFrames.get(name) === window || /^\d+$/.test(name)) continue;
            if (Object.prototype.hasOwnProperty.call(globalThis, name)) continue;
            Object.defineProperty(globalThis, name, { value: window, writable: true, enumerable: false, configurable: true });
            namedFrames.set(name, window);
        }
        return windows.length;
    }

    // window.length: the frames in the page (the page's own `length` accessor, its getter
    // replaced in place, keeps its place among the window's keys).
    const length = Object.getOwnPropertyDescriptor(globalThis, 'length');
    // What the window's own members may ask (dom/window.js: `length`).
    Object.defineProperty(dom, 'frames', { value: { count: frameCount }, writable: true, configurable: true });
    if (length?.get && length.configurable) {
        Object.defineProperty(globalThis, 'length', { get: getter('length', () => frameCount()), set: length.set, enumerable: length.enumerable, configurable: true });
    }

    // MARK: Keeping in step

    // A load: `load` at the element, at once for about:blank (as WebKit fires it during the
    // insertion), in a later task for a document that was fetched or parsed from srcdoc.
    function loaded(context, atOnce) {
        if (context.window.crossOrigin || context.key !== 'blank') return; // arriveLater fires theirs
        const fire = () => { if (!context.closed) dom.fireFrameLoad(context.iframe); };
        if (atOnce) fire(); else setTimeout(fire, 0);
    }
    // The iframes in an inserted or removed subtree (a walk over the DOM's own slots).
    function framesIn(node) {
        if (nodeTypeOf(node) !== 1) return [];
        if (isFrame(node)) return [node];
        const found = [];
        for (let n = firstChildOf(node); n && n !== node;) {
            if (nodeTypeOf(n) === 1 && isFrame(n)) found.push(n);
            if (firstChildOf(n)) { n = firstChildOf(n); continue; }
            while (n !== node && !nextSiblingOf(n)) n = parentOf(n);
            if (n !== node) n = nextSiblingOf(n);
        }
        return found;
    }
    const notifyChildList = dom.notifyChildList;
    dom.notifyChildList = function (target, added, removed, ...rest) {
        const result = notifyChildList?.call(this, target, added, removed, ...rest);
        let changed = false;
        for (const node of removed) {
            for (const iframe of framesIn(node)) {
                const context = contexts.get(iframe);
                if (context && !inPage(iframe)) { discard(iframe, context); changed = true; }
            }
        }
        for (const node of added) {
            for (const iframe of framesIn(node)) {
                if (!inPage(iframe)) continue;
                changed = true;
                inserted(iframe);
            }
        }
        if (changed) syncFrames();
        return result;
    };
    // An iframe the parser inserted (the builder tells no MutationObserver-less insertion).
    dom.frameInserted = function (iframe) {
        if (inPage(iframe) && inserted(iframe)) syncFrames();
    };
    // A frame's first load after its element entered the page; false when it had one.
    function inserted(iframe) {
        const context = contextOf(iframe);
        if (!context || context.inserted) return false;
        context.inserted = true;
        loaded(context, context.key === 'blank');
        return true;
    }
    const notifyAttribute = dom.notifyAttribute;
    dom.notifyAttribute = function (target, name, namespace, ...rest) {
        const result = notifyAttribute?.call(this, target, name, namespace, ...rest);
        if (namespace === null && (name === 'src' || name === 'srcdoc') && isFrame(target) && contexts.has(target)) {
            const context = contexts.get(target);
            if (name !== 'name' && inPage(target) && navigate(context)) { syncFrames(); loaded(context, false); }
        }
        return result;
    };

    // MARK: The element's and the document's members

    // A frame's document's defaultView is its window (the page's document's the page's).
    const documentWindows = new WeakMap();
    const defaultView = Object.getOwnPropertyDescriptor(globalThis.Document.prototype, 'defaultView');
    Object.defineProperty(globalThis.Document.prototype, 'defaultView', {
        get: getter('defaultView', { get() {
            const context = documentWindows.get(this);
            if (context) return context.document === this && !context.closed ? context.window.object : null;
            return defaultView.get.call(this);
        } }.get),
        enumerable: true, configurable: true,
    });
    dom.brandMember(globalThis.Document.prototype, 'defaultView');

    // document.open, write and close on a frame's document (the page's own are window.js's):
    // a write to a closed document opens it (emptied, `loading`); what was written since is
    // parsed as the document (each write parses it all again: a node written before is a new
    // one after the next write, where WebKit's parser goes on from where it was); close makes
    // it `complete` and fires `load` at the frame's element, as WebKit does.
    const writing = new WeakMap(); // a frame's document -> the markup written since it opened
    const frameDocument = (document) => { const context = documentWindows.get(document); return context && context.document === document ? context : null; };
    function openFrameDocument(document) {
        writing.set(document, '');
        for (let child = document.firstChild; child; child = document.firstChild) document.removeChild(child);
        document[_readyState] = 'loading';
    }
    const write = Document.prototype.write, open = Document.prototype.open, close = Document.prototype.close;
    const documentOperations = {
        write(...texts) {
            if (!frameDocument(this)) return Reflect.apply(write, this, texts);
            if (writtenWhileParsing.has(this)) { writtenWhileParsing.set(this, writtenWhileParsing.get(this) + texts.map(String).join('')); return; }
            if (!writing.has(this)) openFrameDocument(this);
            const markup = writing.get(this) + texts.map(String).join('');
            writing.set(this, markup);
            const parsed = dom.parseInertDocument(markup, false);
            for (let child = this.firstChild; child; child = this.firstChild) this.removeChild(child);
            for (let child = parsed.firstChild; child; child = parsed.firstChild) this.appendChild(this.adoptNode(child));
            this[_mode] = parsed[_mode];
        },
        open(...args) {
            if (!frameDocument(this)) return Reflect.apply(open, this, args);
            openFrameDocument(this);
            return this;
        },
        close(...args) {
            const context = frameDocument(this);
            if (!context) return Reflect.apply(close, this, args);
            if (!writing.has(this)) return;
            writing.delete(this);
            this[_readyState] = 'complete';
            if (!context.closed) dom.fireFrameLoad(context.iframe);
        },
    };
    for (const name of ['write', 'open', 'close']) {
        const operation = documentOperations[name];
        Object.defineProperty(operation, 'length', { value: Document.prototype[name].length });
        Object.defineProperty(Document.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });
        dom.brandMember(Document.prototype, name);
    }

    Object.defineProperty(proto, 'contentDocument', {
        get: getter('contentDocument', { get() { const context = contextOf(this); return context && !context.window.crossOrigin ? context.document : null; } }.get),
        configurable: true, enumerable: true,
    });
    Object.defineProperty(proto, 'contentWindow', {
        get: getter('contentWindow', { get() {
            const context = contextOf(this);
            if (context && syncedDocument !== globalThis.document) syncFrames();
            return windowOf(context);
        } }.get),
        configurable: true, enumerable: true,
    });
    Object.defineProperty(proto, 'getSVGDocument', { value: { getSVGDocument() { return null; } }.getSVGDocument, configurable: true, writable: true });

    // The page's frames as they are now: the first use of frames sees them all.
    syncFrames();
})
