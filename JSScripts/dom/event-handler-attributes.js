// Event handler content attributes (HTML, "event handler content attributes"), as WebKit runs
// them: `onclick="..."` on an HTML, SVG or MathML element (and the window's handlers on <body>
// and <frameset>) sets its handler to the attribute's text, which is compiled the first time the
// handler runs or is read ("getting the current value of the event handler") as WebKit's
// `function onclick(event) {\nBODY\n}`, an HTML element's with the element, its form owner and
// its document as `with` scopes. The handler is events.js's: it keeps the place among the
// listeners where it was first set, and the IDL attribute and the content attribute replace
// each other's value.
//
// Installed the first time an element gets an `on*` attribute (attr.js, builder.js, clone.js
// check the name's first two characters), so pages without handler attributes pay nothing.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _host, _isShadowRoot, _localName, _namespaceURI, _url, _value } = dom.slots; const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const { HTML_NS, SVG_NS, MATHML_NS } = dom;
    const { setHandler, handlerLists } = dom.events;
    // The realm's own Function, before a page could replace the global: it checks a body as
    // WebKit's lazy listener does (the same JavaScriptCore code), so a body that closes the
    // function early (`}; f(); {`) is a syntax error, with the message WebKit reports.
    const FunctionConstructor = (function () {}).constructor;

    // name -> event type: the element's handlers (GlobalEventHandlers, and the few of
    // Element's that WebKit also takes as content attributes), and on <body> and <frameset> the
    // window's.
    const typeOf = (name) => handlerLists.types[name] ?? name.slice(2);
    const elementNames = handlerLists.element + ' onbeforeload onfocusin onfocusout onwebkitfullscreenchange onwebkitfullscreenerror';
    const elementTypes = new Map(elementNames.split(' ').map((name) => [name, typeOf(name)]));
    const windowTypes = new Map(handlerLists.bodyWindow.split(' ').map((name) => [name, typeOf(name)]));

    // ----- The realm that runs a document's scripts -------------------------------------------

    // The window whose scripts `document`'s are: the page's for its document, a frame's for the
    // document it shows (its realm's global object: dom/frames.js), null for a document without
    // a browsing context (DOMParser, createHTMLDocument, template contents).
    function windowOfDocument(document) {
        if (document === dom.currentDocument) return globalThis;
        return dom.frameWindowOf?.(document) ?? null;
    }
    function documentRunsScripts(document) {
        return windowOfDocument(document) !== null;
    }
    // Evaluates `source` as a script of `document`'s realm (`line`: its first line's number);
    // undefined, evaluating nothing, for a document that runs no scripts. Every evaluation for
    // a document goes through here: the page's realm, or its frame's.
    function evaluateForDocument(document, source, sourceURL, line = 1) {
        const window = windowOfDocument(document);
        if (window === null) return undefined;
        return window === globalThis ? native.evaluateScript(source, sourceURL, line) : native.evaluateInRealm(window, source, sourceURL, line);
    }

    // ----- Setting the handler from the attribute --------------------------------------------

    // The handler `name` of `element`: its target (the element, or the window for a body's
    // window handler; null for none) and event type.
    function handlerPlace(element, name) {
        const namespace = namespaceOf(element);
        if (namespace === HTML_NS) {
            const local = localNameOf(element);
            if ((local === 'body' || local === 'frameset') && windowTypes.has(name)) {
                // The window's, when the element's document is the window's; nothing otherwise.
                const window = windowOfDocument(ownerDocumentOf(element));
                return window !== null ? [window, windowTypes.get(name)] : null;
            }
            // A body's onselectionchange is its document's (WebKit's HTMLBodyElement).
            if (local === 'body' && name === 'onselectionchange') return [ownerDocumentOf(element), 'selectionchange'];
        } else if (namespace !== SVG_NS && namespace !== MATHML_NS) return null;
        const type = elementTypes.get(name);
        return type === undefined ? null : [element, type];
    }

    // An attribute `name` (no namespace, starting with "on") was set, changed or removed.
    // Its line is the parser's position, as in WebKit: while an inline script runs, its end
    // tag's line; else 1.
    function handlerAttributeChanged(element, name, line = parserLine()) {
        const place = handlerPlace(element, name);
        if (place === null) return;
        let value = null;
        for (const attribute of attributesOf(element)) {
            if (attribute[_namespaceURI] === null && attribute[_localName] === name) { value = attribute[_value]; break; }
        }
        if (value === null) setHandler(place[0], place[1], null);
        else setHandler(place[0], place[1], null, { element, name, body: value, line, forWindow: place[0] === windowOfDocument(ownerDocumentOf(element)) });
    }
    function parserLine() {
        const position = dom.parserPosition;
        if (position === undefined) return 1;
        let line = position[0] || 1;
        for (let at = position[1].indexOf('\n'); at >= 0; at = position[1].indexOf('\n', at + 1)) line++;
        return line;
    }
    // A parsed element's attributes (`line`: where the parser met it, undefined for a fragment).
    function handlerAttributesParsed(element, line) {
        for (const attribute of attributesOf(element).slice()) {
            const name = attribute[_localName];
            if (attribute[_namespaceURI] === null && name.charCodeAt(0) === 111 && name.charCodeAt(1) === 110) handlerAttributeChanged(element, name, line);
        }
    }

    // ----- Compiling ----------------------------------------------------------------------------

    // The form owner whose scope a form-associated element's handlers have (WebKit's
    // HTMLElement::form(): not a label's, legend's or option's).
    const formAssociated = new Set(['button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea', 'img']);
    function formOwnerOf(element) {
        if (!formAssociated.has(localNameOf(element))) return null;
        return dom.formOwner(element);
    }
    // A scope of the elements `form` owns by id or name: HTMLFormElement's named properties,
    // which the form object itself does not have yet. Inside the form's own scope, as
    // [LegacyOverrideBuiltIns] puts them before its members; a scope of its own, so that a
    // member called from a handler (`reset()`) has the form itself as `this`.
    function namedElementsScope(form) {
        internals.installNow('dom/html-controls.js');
        const named = (key) => (typeof key === 'string' && key !== '' ? ownedElementNamed(form, key) : null);
        return new Proxy(Object.create(null), {
            has: (target, key) => named(key) !== null,
            get: (target, key) => named(key) ?? undefined,
        });
    }
    // The first element in tree order that `form` owns (its listed elements and images) whose
    // id or name is `key`.
    function ownedElementNamed(form, key) {
        let root = form;
        while (parentOf(root)) root = parentOf(root);
        for (let node = firstChildOf(root); node !== null; node = following(node, root)) {
            if (nodeTypeOf(node) === 1 && namespaceOf(node) === HTML_NS && formAssociated.has(localNameOf(node))
                && (node.getAttribute('id') === key || node.getAttribute('name') === key) && dom.formOwner(node) === form) return node;
        }
        return null;
    }
    function following(node, root) {
        if (firstChildOf(node) !== null) return firstChildOf(node);
        for (; node !== root; node = parentOf(node)) if (nextSiblingOf(node) !== null) return nextSiblingOf(node);
        return null;
    }
    // Template contents belong to a document without a browsing context (WebKit's template
    // document); here they share their template's, so the root tells.
    function inTemplateContents(element) {
        let node = element;
        while (parentOf(node)) node = parentOf(node);
        return nodeTypeOf(node) === 11 && node[_host] !== undefined && node[_host] !== null && !node[_isShadowRoot];
    }
    // The place in the page's script that made the handler compile (its caller's line and
    // column, which WebKit's report of a syntax error names): the first frame of the stack
    // outside the engine's own scripts.
    function callerPosition() {
        const stack = new Error().stack ?? '';
        for (const frame of stack.split('\n')) {
            const at = frame.lastIndexOf('@');
            const place = at >= 0 ? frame.slice(at + 1) : frame;
            if (place === '' || place.startsWith('webengine://') || place === '[native code]') continue;
            const match = /:(\d+):(\d+)$/.exec(place);
            if (match) return [Number(match[1]), Number(match[2])];
        }
        return [0, 0];
    }

    // Where each compiled handler came from: its document's URL, the attribute's line, its name.
    const origins = new WeakMap();

    // The handler's function, compiled in its document's realm; null when it does not compile
    // (the syntax error is reported, as WebKit reports it); undefined when its document runs no
    // scripts (it compiles once its element is in a document that does). `read`: compiled
    // because a script read the IDL attribute (else to run it).
    function compileEventHandler(raw, read = false) {
        const { element, name, body, line, forWindow } = raw;
        const document = ownerDocumentOf(element);
        if (!documentRunsScripts(document) || inTemplateContents(element)) return undefined;
        // WebKit's parameter names: `evt` for SVG, `event` for the others, the window's onerror included.
        const params = namespaceOf(element) === SVG_NS && !forWindow ? 'evt' : 'event';
        const url = document[_url];
        try {
            FunctionConstructor(params, body);
        } catch (error) {
            // WebKit names the attribute's line (the caller's when a read compiled it) and the caller's column.
            const [callerLine, callerColumn] = callerPosition();
            report(error, url, read && callerLine ? callerLine : line, callerColumn);
            return null;
        }
        // An HTML element, its form owner and its document are the body's scopes (WebKit gives
        // SVG and MathML elements' and the window's none), outermost first here; its text is
        // WebKit's, its body on the attribute's line.
        const scopes = [];
        if (!forWindow && namespaceOf(element) === HTML_NS) {
            const form = formOwnerOf(element);
            scopes.push(document);
            if (form !== null) scopes.push(form, namedElementsScope(form));
            scopes.push(element);
            if (localNameOf(element) === 'form') scopes.push(namedElementsScope(element));
        }
        const withs = scopes.map((_, i) => `with (arguments[${i}]) `).join('');
        const source = `(function () { ${withs}return function ${name}(${params}) {\n${body}\n}; })`;
        let compiled;
        try {
            const make = evaluateForDocument(document, source, url, line - 1);
            if (make === undefined) return undefined;
            compiled = make(...scopes);
        } catch (error) {
            report(error, url, line, 0);
            return null;
        }
        origins.set(compiled, { url, line, name });
        return compiled;
    }
    // A compile error: an error event at the window and the host's report, at the document's URL.
    function report(error, url, line, column) {
        try {
            for (const [key, value] of [['line', line], ['column', column], ['sourceURL', url]]) Object.defineProperty(error, key, { value, writable: true, enumerable: true, configurable: true });
        } catch { /* an error that cannot take them keeps its own */ }
        internals.reportError(error, 'pageScript', url, line, url);
    }

    // events.js's "getting the current value": an uncompiled handler compiled in its place.
    // One that does not compile stays uncompiled, and is reported again each time it is read
    // or run, as WebKit does (HTML would make it null).
    function currentHandlerValue(handler, read = true) {
        const raw = handler.raw;
        const compiled = compileEventHandler(raw, read);
        if (compiled === undefined || compiled === null) return null;
        if (handler.raw === raw) { handler.raw = undefined; handler.value = compiled; handler.compiled = compiled; }
        return compiled;
    }
    // An error thrown in a compiled handler's own code names the attribute's line, as all of
    // its lines do in WebKit (the body's lines may start after it here: a script's first line
    // is 1 at the least).
    function handlerThrew(callback, error) {
        const origin = origins.get(callback);
        if (origin === undefined || error === null || typeof error !== 'object') return;
        try {
            if (error.sourceURL !== origin.url || !String(error.stack ?? '').startsWith(origin.name + '@')) return;
            Object.defineProperty(error, 'line', { value: origin.line, writable: true, enumerable: true, configurable: true });
        } catch { /* not an error of ours to correct */ }
    }

    // (In place of window.js's placeholders, which installed this file.)
    for (const [name, value] of Object.entries({ evaluateForDocument, documentRunsScripts, handlerAttributeChanged, handlerAttributesParsed, compileEventHandler, currentHandlerValue, handlerThrew })) {
        Object.defineProperty(dom, name, { value, writable: true, configurable: true, enumerable: true });
    }
})
