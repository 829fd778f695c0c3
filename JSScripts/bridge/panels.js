// alert, confirm and prompt, as a web view has them: the page's script waits while native code
// answers (a WKUIDelegate's panels; with none, WKWebView's answers: nothing, false, null).
(function (native, internals) {
    'use strict';

    // WebIDL's `optional DOMString message = ""`: undefined is the default, anything else a string.
    const text = (value) => (value === undefined ? '' : String(value));
    const define = (name, fn) => Object.defineProperty(globalThis, name, { value: fn, writable: true, configurable: true, enumerable: true });

    // (Every argument optional: length 0, as WebKit's.)
    define('alert', function alert() {
        native.panel('alert', text(arguments[0]), null);
    });
    define('confirm', function confirm() {
        return native.panel('confirm', text(arguments[0]), null) === true;
    });
    define('prompt', function prompt() {
        const answer = native.panel('prompt', text(arguments[0]), text(arguments[1]));
        return typeof answer === 'string' ? answer : null;
    });
})
