// The page's global environment: window (=== globalThis), document, location, navigator, and
// loading a document: parse, running each inline script when the parser reaches it (native
// code evaluates them, so errors name the page and line), document.write, then
// DOMContentLoaded and load.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _characterSet, _firstChild, _listeners, _readyState, _url } = dom.slots;
    const { HTML_NS, Document } = dom;

    function defineGlobal(name, value) {
        dom.exposeGlobals({ [name]: value });
    }

    // The navigator of the web view the runtime is configured as (an iPhone's WKWebView by default).
    const userAgent = native.webView.userAgent;
    const device = /iPhone|iPad|iPod/.exec(userAgent);
    const navigator = {
        userAgent, appVersion: userAgent.replace(/^Mozilla\//, ''),
        platform: device ? device[0] : 'Linux x86_64', vendor: /AppleWebKit/.test(userAgent) ? 'Apple Computer, Inc.' : '',
        maxTouchPoints: /iPhone|iPad|Android|Mobile/.test(userAgent) ? 5 : 0, standalone: false,
        language: 'en-US', languages: ['en-US', 'en'], onLine: false, cookieEnabled: true,
    };

    function newDocument(url) {
        const document = dom.htmlDocument();
        document[_url] = url;
        dom.currentDocument = document;
        defineGlobal('document', document);
        return document;
    }

    // DOMParser and createHTMLDocument make inert documents: scripting is off in them, as in
    // browsers, so <noscript> content parses as markup and nothing runs.
    // An inert document: nothing in it runs. `scripting` decides only how <noscript> parses;
    // the composer parses untrusted content as the web view will (scripting on).
    dom.parseInertDocument = function (string, scripting) {
        const document = dom.htmlDocument();
        document[_url] = globalThis.document ? globalThis.document.URL : 'about:blank';
        dom.buildDocument(document, native.parseDocument(String(string), scripting));
        return document;
    };

    const xmlTypes = ['text/xml', 'application/xml', 'application/xhtml+xml', 'image/svg+xml'];
    class DOMParser {
        parseFromString(string, type) {
            if (arguments.length < 2) throw new TypeError('2 arguments required.');
            type = String(type);
            if (type === 'text/html') return dom.parseInertDocument(string, false);
            if (!xmlTypes.includes(type)) {
                throw new TypeError(`The provided value '${type}' is not a valid enum value of type DOMParserSupportedType.`);
            }
            internals.installNow('dom/xml.js');
            return dom.parseXMLDocument(String(string), type);
        }
    }
    defineGlobal('DOMParser', DOMParser);

    defineGlobal('window', globalThis);
    defineGlobal('self', globalThis);
    defineGlobal('globalThis', globalThis);
    defineGlobal('navigator', navigator);
    Object.defineProperty(Document.prototype, 'defaultView', { get() { return this === globalThis.document ? globalThis : null; }, configurable: true });

    dom.isRunnableScript = isRunnableScript;
    function isRunnableScript(element) {
        const type = (element.getAttribute('type') || '').trim().toLowerCase();
        const language = (element.getAttribute('language') || '').trim().toLowerCase();
        if (type === '' && (language === '' || language.startsWith('javascript'))) return true;
        return ['text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript',
            'text/jscript', 'text/livescript', 'application/x-javascript', 'text/x-javascript'].includes(type);
    }

    // The page's parse while it loads: inline scripts run when the parser reaches their end
    // tag (native code evaluates each, so errors name the page and line), and see only what
    // was parsed before them. Inline module scripts run after parsing, in order.
    let parse = null;
    let runningScript = null;
    let writtenMarkup = '';
    let moduleScripts = [];

    // The encoding the next page's bytes were decoded from (native code decodes them), for
    // its document's characterSet.
    let nextCharacterSet = 'UTF-8';
    internals.setNextCharacterSet = function (name) { nextCharacterSet = String(name); };

    internals.loadDocument = function (tree, url) {
        // A new page's window has none of the previous page's listeners (a web view makes a
        // new window; this engine keeps its global object, and clears what a page added).
        if (Object.prototype.hasOwnProperty.call(globalThis, _listeners)) globalThis[_listeners].clear();
        internals.bridge?.pageWillLoad();
        const document = newDocument(String(url));
        if (nextCharacterSet !== 'UTF-8') document[_characterSet] = nextCharacterSet;
        nextCharacterSet = 'UTF-8';
        document[_readyState] = 'loading';
        parse = dom.startDocumentParse(document, tree);
        moduleScripts = [];
        deferredElements = [];
        internals.loadDelayingScripts = [];
        // Document-start user scripts run once <html> exists, before anything else is parsed.
        parse.untilDocumentElement();
    };

    // Parses on to the next inline script to run and returns [text, line], or null once the
    // whole page is parsed. External scripts are not fetched (the engine has no network).
    internals.parseUntilScript = function () {
        internals.scriptDidRun();
        for (let found = parse.next(); found; found = parse.next()) {
            const { element, line } = found;
            if (isModuleScript(element)) {
                if (!element.hasAttribute('src')) moduleScripts.push([element.textContent, line]);
                continue;
            }
            if (!isRunnableScript(element)) continue;
            if (element.hasAttribute('src')) {
                // A served script: fetched now (the parser waits for it, as for a blocking
                // script), run now, or with `defer` or `async` once parsing is done, in order;
                // one nothing serves fails with an error event, as offline.
                const served = internals.fetchScript(element);
                if (!served) {
                    dom.fire(element, 'error', {});
                    continue;
                }
                if (element.hasAttribute('defer') || element.hasAttribute('async')) {
                    moduleScripts.push([served.text, 1, served.url, 'classic']);
                    deferredElements.push(element);
                    continue;
                }
                runningScript = element;
                Object.defineProperty(globalThis.document, 'currentScript', { value: element, configurable: true });
                return [served.text, 1, served.url];
            }
            runningScript = element;
            Object.defineProperty(globalThis.document, 'currentScript', { value: element, configurable: true });
            return [element.textContent, line];
        }
        return null;
    };

    // The served script of a <script src> (native code asks the engine's URL scheme
    // handlers), or null: { text, url }. A status other than 2xx is a failed load.
    internals.fetchScript = function (element) {
        const url = element.src;
        if (!url) return null;
        const response = native.fetchResource(url, 'script');
        if (!response || response[0] < 200 || response[0] > 299) return null;
        return { text: response[1], url };
    };

    // Runs of served scripts inserted by script while the page loads (dynamic-scripts.js).
    internals.loadDelayingScripts = [];

    // Served defer and async scripts, in the order their sources were queued with the modules.
    let deferredElements = [];
    internals.deferredScriptWillRun = function () {
        Object.defineProperty(globalThis.document, 'currentScript', { value: deferredElements[0] ?? null, configurable: true });
    };
    internals.deferredScriptDidRun = function () {
        const element = deferredElements.shift();
        Object.defineProperty(globalThis.document, 'currentScript', { value: null, configurable: true });
        if (element) dom.fire(element, 'load', {});
    };

    // Builds the rest of the page without running anything (html5lib's suite).
    internals.finishParsing = function () {
        parse.finish();
        parse = null;
    };

    // After each script: what it wrote goes in at its place, before the rest of the page.
    internals.scriptDidRun = function () {
        if (!runningScript) return;
        const ran = runningScript;
        runningScript = null;
        Object.defineProperty(globalThis.document, 'currentScript', { value: null, configurable: true });
        if (ran.hasAttribute('src')) dom.fire(ran, 'load', {});
        if (writtenMarkup) {
            const markup = writtenMarkup;
            writtenMarkup = '';
            parse.insert(markup);
        }
    };

    // Inline module scripts, in document order, to run once parsing is done (as deferred).
    // Parsing is done: the document is interactive before deferred scripts run.
    internals.takeModuleScripts = function () {
        setReadyState(globalThis.document, 'interactive');
        const list = moduleScripts;
        moduleScripts = [];
        parse = null;
        return list;
    };

    function isModuleScript(element) {
        return (element.getAttribute('type') || '').trim().toLowerCase() === 'module';
    }

    // document.write while a script runs during parsing inserts at the script's place; after
    // the page has loaded it replaces the document, as document.open() then write() do.
    Document.prototype.write = function (...texts) {
        const markup = texts.map(String).join('');
        if (this !== globalThis.document) return;
        if (runningScript && parse) {
            writtenMarkup += markup;
            return;
        }
        if (this.readyState !== 'complete' && parse) return; // a timer during loading: ignored, as an unbalanced write would be
        replaceDocument(this, markup);
    };
    Document.prototype.writeln = function (...texts) { this.write(...texts, '\n'); };
    Document.prototype.open = function () {
        if (this === globalThis.document && !parse) dom.replaceAllChildren(this, null);
        return this;
    };
    Document.prototype.close = function () {};

    // document.write after load: the new markup is the whole document; its scripts run.
    function replaceDocument(document, markup) {
        const fresh = dom.parseInertDocument(markup, true);
        dom.replaceAllChildren(document, null);
        const scripts = [];
        for (let child = fresh[_firstChild]; child; child = fresh[_firstChild]) {
            document.appendChild(document.adoptNode(child));
        }
        for (const script of document.querySelectorAll('script')) {
            if (isRunnableScript(script) && !script.hasAttribute('src')) scripts.push(script);
        }
        for (const script of scripts) {
            Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
            try { (0, eval)(script.textContent + '\n//# sourceURL=' + document.URL); } catch (error) { internals.reportError(error); }
        }
        Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    }

    // Each change of readyState fires readystatechange at the document (HTML, "update the
    // current document readiness").
    function setReadyState(document, state) {
        if (document.readyState === state) return;
        document[_readyState] = state;
        dom.fire?.(document, 'readystatechange', {});
    }

    // A document with no Last-Modified header (every page here) was modified now, in local
    // time, written MM/DD/YYYY hh:mm:ss as HTML says.
    Object.defineProperty(Document.prototype, 'lastModified', {
        get() {
            const now = new Date();
            const two = (number) => String(number).padStart(2, '0');
            return `${two(now.getMonth() + 1)}/${two(now.getDate())}/${String(now.getFullYear()).padStart(4, '0')} ` +
                `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
        },
        configurable: true, enumerable: true,
    });

    // document.cookie as a web view's cookie store holds it for the page (RFC 6265): kept for
    // this engine's life, never sent anywhere. A document with no browsing context, or one not
    // on http(s), is cookie-averse: it reads "" and ignores writes.
    const cookieJar = new Map(); // name -> value, in the order first set
    const hasCookies = (document) => document === globalThis.document && /^https?:/i.test(document.URL);
    Object.defineProperty(Document.prototype, 'cookie', {
        get() {
            if (!hasCookies(this)) return '';
            return Array.from(cookieJar, ([name, value]) => (name === '' ? value : `${name}=${value}`)).join('; ');
        },
        set(text) {
            if (!hasCookies(this)) return;
            let [pair, ...attributes] = String(text).split(';');
            pair = pair.replace(/[\0\r\n][^]*$/, ''); // a control character ends the cookie
            const equals = pair.indexOf('=');
            const name = equals < 0 ? '' : pair.slice(0, equals).trim();
            const value = (equals < 0 ? pair : pair.slice(equals + 1)).trim();
            if (name === '' && value === '') return;
            let expired = false;
            for (const attribute of attributes) {
                const [key, ...rest] = attribute.split('=');
                const argument = rest.join('=').trim();
                if (/^\s*max-age\s*$/i.test(key) && /^-?\d+$/.test(argument)) expired = Number(argument) <= 0;
                else if (/^\s*expires\s*$/i.test(key) && Date.parse(argument) <= Date.now()) expired = true;
            }
            if (expired) cookieJar.delete(name);
            else cookieJar.set(name, value);
        },
        configurable: true, enumerable: true,
    });

    internals.finishLoading = function () {
        const document = globalThis.document;
        setReadyState(document, 'interactive');
        dom.fire?.(document, 'DOMContentLoaded', { bubbles: true });
        // Served scripts that scripts inserted while the page loaded delay its load event, as in
        // a browser: they run first.
        while (internals.loadDelayingScripts.length) internals.loadDelayingScripts.shift()();
        setReadyState(document, 'complete');
        dom.fire?.(globalThis, 'load', {});
        internals.bridge?.pageDidLoad();
    };

    internals.serializeDocument = function () {
        const root = globalThis.document.documentElement;
        return root ? root.outerHTML : '';
    };

    internals.html5libTree = function (node) { return dom.html5libTree(node); };

    // Scripts a page pays for only when it uses them (DOMEnvironment lists them): their globals
    // and members (`Interface.member`) are placeholders that install the script on first access.
    const installers = new Map();
    internals.installNow = function (path) { installers.get(path)?.(); };
    // The DOM layer's own functions from such scripts: reading one installs its script, which
    // defines the real one in its place.
    function installOnFirstRead(name, path) {
        Object.defineProperty(dom, name, {
            get() {
                internals.installNow(path);
                const installed = Object.getOwnPropertyDescriptor(dom, name);
                if (installed.get) throw new Error(`webengine: ${path} is not installable here`);
                return installed.value;
            },
            configurable: true,
        });
    }
    installOnFirstRead('styleValues', 'dom/style-values.js'); // inline style values
    installOnFirstRead('resolveURL', 'dom/url.js');           // reflected URL attributes
    internals.installOnFirstUse = function (path, globals, members) {
        let installed = false;
        installers.set(path, install);
        const places = members.map((qualified) => {
            const [interfaceName, name] = qualified.split('.');
            return [(dom[interfaceName] || globalThis[interfaceName]).prototype, name];
        });
        function install() {
            if (installed) return;
            installed = true;
            // A page's own global function of the same name (`function length() {}`) replaced
            // the placeholder and cannot be deleted: it stays, as it shadows the window's.
            for (const name of globals) if (Object.getOwnPropertyDescriptor(globalThis, name)?.configurable) delete globalThis[name];
            for (const [prototype, name] of places) delete prototype[name];
            native.installLazily(path, native);
            // The script defined its members as a class body does; WebIDL's are enumerable.
            for (const [prototype, name] of places) {
                const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
                if (descriptor?.configurable && !descriptor.enumerable) Object.defineProperty(prototype, name, { ...descriptor, enumerable: true });
            }
        }
        for (const name of globals) {
            Object.defineProperty(globalThis, name, {
                get() { install(); return globalThis[name]; },
                set(value) { install(); globalThis[name] = value; },
                configurable: true, enumerable: false,
            });
        }
        for (const [prototype, name] of places) {
            Object.defineProperty(prototype, name, {
                get() { install(); return this[name]; },
                set(value) { install(); this[name] = value; },
                configurable: true, enumerable: true,
            });
        }
    };

    // An empty document until a page is loaded, as a fresh web view has.
    dom.buildDocument(newDocument('about:blank'), ['no-quirks', 1, 'html', 1, 0, 0, 1, 'head', 1, 0, 0, 0, 1, 'body', 1, 0, 0, 0, 0]);
})
