// alert, confirm and prompt, as a web view has them: the page's script waits while native code
// answers (a WKUIDelegate's panels; with none, WKWebView's answers: nothing, false, null).
(function (native, internals) {
    'use strict';

    // WebIDL's `optional DOMString message = ""`: undefined is the default, anything else a string.
    const text = (value) => (value === undefined ? '' : String(value));
    const define = (name, fn) => Object.defineProperty(globalThis, name, { value: fn, writable: true, configurable: true, enumerable: true });

    define('alert', function alert(message) {
        native.panel('alert', text(message), null);
    });
    define('confirm', function confirm(message) {
        return native.panel('confirm', text(message), null) === true;
    });
    define('prompt', function prompt(message, defaultValue) {
        const answer = native.panel('prompt', text(message), text(defaultValue));
        return typeof answer === 'string' ? answer : null;
    });
})
