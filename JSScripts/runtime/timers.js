// Timers, animation frames, microtasks and the loop clock, backed by the native event loop.
// Callbacks stay on this side; native code keeps only ids and due times, and calls
// `internals.fireTimer(id)` / `internals.runAnimationFrame(now)` when they are due.
(function (native, internals) {
    'use strict';

    const callbacks = new Map();
    let lastTimerId = 0;

    function toCallback(handler, apiName) {
        if (typeof handler === 'function') return handler;
        if (handler === undefined) throw new TypeError(`${apiName}: the handler is not a function`);
        // Browsers accept a string of code; it runs in the global scope.
        const code = String(handler);
        return () => (0, eval)(code);
    }

    function schedule(handler, delay, args, repeat, apiName) {
        const id = ++lastTimerId;
        callbacks.set(id, { callback: toCallback(handler, apiName), args, repeat });
        native.setTimer(id, Number(delay) || 0, repeat);
        return id;
    }

    function clear(id) {
        id = Number(id);
        if (!callbacks.delete(id)) return;
        native.clearTimer(id);
    }

    function setTimeout(handler, delay = 0, ...args) {
        return schedule(handler, delay, args, false, 'setTimeout');
    }
    function setInterval(handler, delay = 0, ...args) {
        return schedule(handler, delay, args, true, 'setInterval');
    }
    function clearTimeout(id) { clear(id); }
    function clearInterval(id) { clear(id); }

    // A new page: the previous one's callbacks are dropped with their timers.
    internals.clearPageTimers = function () {
        callbacks.clear();
        frameCallbacks.clear();
    };

    internals.fireTimer = function (id) {
        const timer = callbacks.get(id);
        if (!timer) return;
        if (!timer.repeat) callbacks.delete(id);
        // An exception is reported as the page's (the DOM first makes it an ErrorEvent at window).
        try {
            timer.callback.apply(globalThis, timer.args);
        } catch (error) {
            internals.reportError(error, 'timer');
        }
    };

    // requestAnimationFrame: every callback registered before a frame runs in that frame,
    // in order, with the frame's timestamp; one that throws does not stop the others.
    let frameCallbacks = new Map();
    let lastFrameId = 0;

    function requestAnimationFrame(callback) {
        if (typeof callback !== 'function') {
            throw new TypeError('requestAnimationFrame: the callback is not a function');
        }
        const id = ++lastFrameId;
        frameCallbacks.set(id, callback);
        native.requestAnimationFrame();
        return id;
    }

    function cancelAnimationFrame(id) {
        frameCallbacks.delete(Number(id));
        if (frameCallbacks.size === 0) native.cancelAnimationFrame();
    }

    internals.runAnimationFrame = function (timestamp) {
        const due = frameCallbacks;
        frameCallbacks = new Map();
        for (const callback of due.values()) {
            try {
                callback.call(globalThis, timestamp);
            } catch (error) {
                internals.reportError(error, 'animationFrame');
            }
        }
    };

    function queueMicrotask(callback) {
        if (typeof callback !== 'function') {
            throw new TypeError('queueMicrotask: the callback is not a function');
        }
        // Promise jobs are JSC's microtask queue; an exception is reported, as in browsers,
        // rather than becoming a rejected promise. A chain that outlives the time limit is
        // dropped (JSC's own limit restarts with each microtask).
        Promise.resolve().then(() => {
            if (native.microtaskBudgetExceeded()) return;
            try {
                callback.call(globalThis);
            } catch (error) {
                internals.reportError(error, 'microtask');
            }
        });
    }

    function reportError(error) {
        native.reportError(error, 'reportError');
    }
    // For the runtime's other scripts (DOM events, observers): reports with an origin.
    internals.now = () => native.now(); // the loop's clock, for the DOM's own time stamps
    internals.reportError = (error, origin = 'reportError', scriptURL = '', scriptLine = 0) => native.reportError(error, origin, scriptURL, scriptLine);

    // Lets native code wait for a promise: the record's state changes when it settles.
    internals.track = function (value) {
        if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
        let then;
        try { then = value.then; } catch (error) { then = undefined; }
        if (typeof then !== 'function') return undefined;
        const record = { state: 'pending', value: undefined, reason: undefined };
        Promise.resolve(value).then(
            (result) => { record.state = 'fulfilled'; record.value = result; },
            (reason) => { record.state = 'rejected'; record.reason = reason; });
        return record;
    };

    // Whole milliseconds, as WebKit reduces the resolution of every page-visible time stamp
    // (Performance.cpp: timePrecision 1 ms) against timing attacks.
    const performance = { now: () => Math.floor(native.now()), timeOrigin: Math.floor(Date.now() - native.now()) };

    const globals = {
        setTimeout, setInterval, clearTimeout, clearInterval,
        requestAnimationFrame, cancelAnimationFrame, queueMicrotask, reportError, performance,
    };
    for (const [name, value] of Object.entries(globals)) {
        Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
    }
})
