// alert, confirm and prompt, as a web view has them: the page's script waits while native code
// answers (a WKUIDelegate's panels; with none, WKWebView's answers: nothing, false, null).
(function (native, internals) {
    'use strict';

    // WebIDL's `optional DOMString message = ""`: undefined is the default, anything else a string.
    const text = (value) => (value === undefined ? '' : String(value));
    const define = (name, fn) => Object.defineProperty(globalThis, name, { value: fn, writable: true, configurable: true, enumerable: true });

    // (Every argument optional: length 0, as WebKit's.)
    // (Methods: like WebKit's native functions they have no `prototype` and throw on `new`.)
    const panels = {
        alert() {
            native.panel('alert', text(arguments[0]), null);
        },
        confirm() {
            return native.panel('confirm', text(arguments[0]), null) === true;
        },
        prompt() {
            const answer = native.panel('prompt', text(arguments[0]), text(arguments[1]));
            return typeof answer === 'string' ? answer : null;
        },
    };
    for (const name of ['alert', 'confirm', 'prompt']) define(name, panels[name]);
})
