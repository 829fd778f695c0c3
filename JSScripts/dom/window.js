// The page's global environment: window (=== globalThis), document, location, navigator, and
// loading a document: parse, run inline scripts in order (native code evaluates them, so
// errors name the page and line), then DOMContentLoaded and load.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { HTML_NS, Document } = dom;

    function defineGlobal(name, value) {
        Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
    }

    // The navigator of the web view the runtime is configured as (an iPhone's WKWebView by default).
    const userAgent = native.webView.userAgent;
    const device = /iPhone|iPad|iPod/.exec(userAgent);
    const navigator = {
        userAgent, appVersion: userAgent.replace(/^Mozilla\//, ''),
        platform: device ? device[0] : 'Linux x86_64', vendor: /AppleWebKit/.test(userAgent) ? 'Apple Computer, Inc.' : '',
        maxTouchPoints: /iPhone|iPad|Android|Mobile/.test(userAgent) ? 5 : 0, standalone: false,
        language: 'en-US', languages: ['en-US', 'en'], onLine: false, cookieEnabled: false,
    };

    function newDocument(url) {
        const document = new Document();
        document._url = url;
        dom.currentDocument = document;
        defineGlobal('document', document);
        return document;
    }

    // DOMParser and createHTMLDocument make inert documents: scripting is off in them, as in
    // browsers, so <noscript> content parses as markup and nothing runs.
    // An inert document: nothing in it runs. `scripting` decides only how <noscript> parses;
    // the composer parses untrusted content as the web view will (scripting on).
    dom.parseInertDocument = function (string, scripting) {
        const document = new Document();
        document._url = globalThis.document ? globalThis.document.URL : 'about:blank';
        dom.buildDocument(document, native.parseDocument(String(string), scripting));
        return document;
    };

    class DOMParser {
        parseFromString(string, type) {
            if (String(type) !== 'text/html') {
                throw new DOMException(`DOMParser: only 'text/html' is supported here, not '${type}'.`, 'NotSupportedError');
            }
            return dom.parseInertDocument(string, false);
        }
    }
    const implementation = {
        createHTMLDocument(title) {
            const document = new Document();
            dom.buildDocument(document, native.parseDocument('<!DOCTYPE html>', false));
            if (title !== undefined) document.title = String(title);
            return document;
        },
        createDocumentType(name, publicId, systemId) { return new dom.DocumentType(name, publicId, systemId); },
        hasFeature() { return true; },
    };
    Object.defineProperty(Document.prototype, 'implementation', { get() { return implementation; }, configurable: true });
    defineGlobal('DOMParser', DOMParser);

    defineGlobal('window', globalThis);
    defineGlobal('self', globalThis);
    defineGlobal('globalThis', globalThis);
    defineGlobal('navigator', navigator);
    Object.defineProperty(Document.prototype, 'defaultView', { get() { return this === globalThis.document ? globalThis : null; }, configurable: true });

    function isRunnableScript(element) {
        const type = (element.getAttribute('type') || '').trim().toLowerCase();
        const language = (element.getAttribute('language') || '').trim().toLowerCase();
        if (type === '' && (language === '' || language.startsWith('javascript'))) return true;
        return ['text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript',
            'text/jscript', 'text/livescript', 'application/x-javascript', 'text/x-javascript'].includes(type);
    }

    let pendingScripts = [];

    // Builds a new global document from the parser's tree (native code parsed the page);
    // returns [text, line] for each inline script to run, in document order. External scripts
    // are not fetched (the engine has no network).
    internals.loadDocument = function (tree, url) {
        // A new page's window has none of the previous page's listeners (a web view makes a
        // new window; this engine keeps its global object, and clears what a page added).
        if (Object.prototype.hasOwnProperty.call(globalThis, '_listeners')) globalThis._listeners.clear();
        internals.bridge?.pageWillLoad();
        const document = newDocument(String(url));
        document.readyState = 'loading';
        const scripts = dom.buildDocument(document, tree);
        pendingScripts = [];
        const runnable = [];
        for (const { element, line } of scripts) {
            if (!isRunnableScript(element)) continue;
            if (element.hasAttribute('src')) {
                console.warn(`webengine: external script not loaded (no network): ${element.getAttribute('src')}`);
                continue;
            }
            pendingScripts.push(element);
            runnable.push([element.textContent, line]);
        }
        return runnable;
    };

    internals.setCurrentScript = function (index) {
        const document = globalThis.document;
        Object.defineProperty(document, 'currentScript', { value: index < 0 ? null : pendingScripts[index], configurable: true });
    };

    internals.finishLoading = function () {
        const document = globalThis.document;
        document.readyState = 'interactive';
        dom.fire?.(document, 'DOMContentLoaded', { bubbles: true });
        document.readyState = 'complete';
        dom.fire?.(globalThis, 'load', {});
        pendingScripts = [];
        internals.bridge?.pageDidLoad();
    };

    internals.serializeDocument = function () {
        const root = globalThis.document.documentElement;
        return root ? root.outerHTML : '';
    };

    internals.html5libTree = function (node) { return dom.html5libTree(node); };

    // Scripts a page pays for only when it uses them (DOMEnvironment lists them): their globals
    // and document members are placeholders that install the script on first access.
    internals.installOnFirstUse = function (path, globals, documentMembers) {
        let installed = false;
        function install() {
            if (installed) return;
            installed = true;
            for (const name of globals) delete globalThis[name];
            for (const name of documentMembers) delete Document.prototype[name];
            native.installLazily(path, native);
        }
        for (const name of globals) {
            Object.defineProperty(globalThis, name, {
                get() { install(); return globalThis[name]; },
                set(value) { install(); globalThis[name] = value; },
                configurable: true, enumerable: false,
            });
        }
        for (const name of documentMembers) {
            Object.defineProperty(Document.prototype, name, { get() { install(); return this[name]; }, configurable: true });
        }
    };

    // An empty document until a page is loaded, as a fresh web view has.
    dom.buildDocument(newDocument('about:blank'), ['no-quirks', 1, 'html', 1, 0, 0, 1, 'head', 1, 0, 0, 0, 1, 'body', 1, 0, 0, 0, 0]);
})
