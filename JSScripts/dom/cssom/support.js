// The CSSOM as Chromium has it: document.styleSheets, <style>/<link> sheets, CSSStyleSheet
// (constructable), its rules (style, media, supports, import, font-face, keyframes, page,
// namespace, layer and container), MediaList; and getComputedStyle with the cascade: the
// user agent's defaults, the page's sheets (selectors by specificity, @media against the
// viewport, !important, source order), inline style, inheritance. Installed on first use,
// all of dom/cssom/ at once (DOMEnvironment.lazyDOMScripts names the group `dom/cssom.js`):
// a page that never touches any of it does not compile it. Sheets are parsed (CSS Syntax
// Level 3, dom/css-syntax.js) from a <style>'s text when first asked for, and again when
// that text changes.
//
// This first file: what the group's files share (dom.cssom) and the version every change
// from script bumps.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    internals.installNow('dom/css-syntax.js');
    // What the files of dom/cssom/ share. A file that needs what a later one defines declares
    // it with `var` and asks here to have it set when the group is installed
    // (cssom/interfaces.js): written once, it stays a constant to JavaScriptCore.
    dom.cssom = {};
    dom.cssomLinks = [];

    // Every change to a sheet or rule from script counts here (computed styles compare it); an
    // object, as each file of the group reads the count.
    const cssomVersion = { count: 0 };
    const changed = () => { cssomVersion.count++; };

    const illegal = () => { throw new TypeError('Illegal constructor'); };
    const make = (Class, fields) => Object.assign(Object.create(Class.prototype), fields);
    const isIndexKey = (key) => typeof key === 'string' && key.charCodeAt(0) <= 57 && key.charCodeAt(0) >= 48 && /^(0|[1-9]\d*)$/.test(key);
    // A list object with live indexed access (`list[0]`): items() gives the current items.
    function indexed(target, items) {
        return new Proxy(target, {
            get(object, key, receiver) { return isIndexKey(key) ? items()[Number(key)] : Reflect.get(object, key, receiver); },
            has(object, key) { return isIndexKey(key) ? Number(key) < items().length : Reflect.has(object, key); },
            ownKeys(object) { return [...items().keys()].map(String).concat(Reflect.ownKeys(object)); },
            getOwnPropertyDescriptor(object, key) {
                if (isIndexKey(key)) { const value = items()[Number(key)]; return value === undefined ? undefined : { value, writable: false, enumerable: true, configurable: true }; }
                return Reflect.getOwnPropertyDescriptor(object, key);
            },
        });
    }
    // An operation called with fewer than its required arguments (WebIDL; WebKit's message).
    const notEnoughArguments = () => new TypeError('Not enough arguments');
    const failed = (method, type, message, name) => new DOMException(`Failed to execute '${method}' on '${type}': ${message}`, name);

    Object.assign(dom.cssom, { illegal, failed, changed, make, indexed, notEnoughArguments, cssomVersion });
})
