// Errors the engine's own scripts throw, as a page sees WebKit's: thrown by native code. In
// WebKit `document.createElement('1')` throws from `createElement@[native code]`, and the
// error's line, column and sourceURL are the page's call; here the DOM is JavaScript, so the
// error would be made in webengine:// files, name them as its place and list their frames. The
// error constructors every engine script reads (internals.builtins, captured by each script
// as it installs: Tools/embed-scripts) are replaced, before any other script installs, by ones
// that move the error's place to the page's innermost frame and give its stack WebKit's shape.
// An error with no page frame on its stack (made while the engine runs on its own) keeps its
// engine place, which is what a report of an engine bug needs.
(function (native, internals) {
    'use strict';

    const enginePrefix = 'webengine://';
    const isEngineFrame = (frame) => frame.endsWith('@[native code]') || frame.slice(frame.lastIndexOf('@') + 1).startsWith(enginePrefix);
    const nameOf = (frame) => frame.slice(0, frame.lastIndexOf('@'));

    // `at` is "url:line:column" of a page frame: the error's place. (The error's own
    // properties are writable data properties: plain assignments keep their attributes.)
    function placeAt(error, at) {
        const column = at.lastIndexOf(':'), line = at.lastIndexOf(':', column - 1);
        if (line < 0) return;
        error.sourceURL = at.slice(0, line);
        error.line = Number(at.slice(line + 1, column));
        error.column = Number(at.slice(column + 1));
    }

    // The stack as WebKit's: each run of engine frames the page called into becomes one
    // native frame named for the function the page called (the run's outermost frame of an
    // engine file; a helper of it when the function tail-called it, which leaves no frame),
    // or none when that was an attribute's getter or setter (WebKit's attributes are not
    // functions on the stack); engine frames below the page's outermost one (the event loop,
    // the parser running a script) go.
    function nativeFrame(run) {
        const called = run.findLast((frame) => !frame.endsWith('@[native code]'));
        const name = called === undefined ? '' : nameOf(called);
        return name === 'get' || name === 'set' ? null : name + '@[native code]';
    }
    function asThrownByNativeCode(error) {
        const stack = error.stack;
        if (typeof stack !== 'string' || !stack.includes(enginePrefix)) return error;
        const kept = [];
        let run = null; // the engine frames met since the last page frame (or the top)
        for (const frame of stack.split('\n')) {
            if (isEngineFrame(frame)) {
                (run ??= []).push(frame);
                continue;
            }
            const native = run === null ? null : nativeFrame(run);
            if (native !== null) kept.push(native);
            run = null;
            kept.push(frame);
        }
        const pageFrame = kept.find((frame) => !frame.endsWith('@[native code]'));
        if (pageFrame === undefined) return error;
        placeAt(error, pageFrame.slice(pageFrame.lastIndexOf('@') + 1));
        error.stack = kept.join('\n');
        return error;
    }

    const builtins = internals.builtins;
    for (const name of ['Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError']) {
        const Native = builtins[name];
        // (A function, not a class: its `prototype` can be the native one, so `instanceof`
        // and a subclass's chain (DOMException's) are those of the error it makes.)
        const Thrown = function (message, options) {
            return asThrownByNativeCode(Reflect.construct(Native, arguments, new.target === undefined || new.target === Thrown ? Native : new.target));
        };
        Thrown.prototype = Native.prototype;
        builtins[name] = Thrown;
    }
    internals.asThrownByNativeCode = asThrownByNativeCode;
});
