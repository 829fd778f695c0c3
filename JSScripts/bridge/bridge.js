// The JS side of the native bridge, compatible with marcuswestin/WebViewJavascriptBridge:
// window.WebViewJavascriptBridge.registerHandler(name, fn(data, responseCallback)),
// callHandler(name[, data][, responseCallback]), and the setupWebViewJavascriptBridge(cb)
// bootstrap (WVJBCallbacks + an iframe to https://__bridge_loaded__). Messages go straight to
// native code as JSON, with no iframe round trip and no alert-box safety timeout.
//
// Where that library is silent this one answers (docs/bridge.md):
// - a call to a handler nobody registered gets an error answer at once: native -> JS gets
//   { error: { name: 'NoHandlerError' } }, JS -> native calls responseCallback(null, error);
// - a handler that throws, or whose returned promise rejects, answers with that error;
// - a response id that is unknown or already answered is ignored;
// - handlers can be removed (removeHandler).
(function (native, internals) {
    'use strict';

    if (internals.bridge) return; // a second injection is a no-op

    const messageHandlers = Object.create(null);
    const responseCallbacks = Object.create(null);
    let uniqueId = 1;

    function describeError(error) {
        if (error && typeof error === 'object') {
            return { name: String(error.name || 'Error'), message: String(error.message ?? error), line: error.line ?? null, sourceURL: error.sourceURL ?? null };
        }
        return { name: 'Error', message: String(error), line: null, sourceURL: null };
    }

    // Messages cross as their fields with the payload as JSON text: native code reads the
    // fields without parsing an envelope, and a payload it cannot take (too large, too deep)
    // still has a call id to answer. JSON.stringify throws here, at the caller, for cycles
    // and BigInts.
    function payloadJSON(data) {
        return JSON.stringify(data === undefined ? null : data) ?? 'null';
    }

    function registerHandler(handlerName, handler) {
        if (typeof handler !== 'function') throw new TypeError(`registerHandler('${handlerName}'): the handler is not a function`);
        messageHandlers[handlerName] = handler; // one handler per name: re-registering replaces
    }

    function removeHandler(handlerName) {
        delete messageHandlers[handlerName];
    }

    function callHandler(handlerName, data, responseCallback) {
        if (arguments.length === 2 && typeof data === 'function') {
            responseCallback = data;
            data = null;
        }
        const json = payloadJSON(data);
        let callbackId;
        if (typeof responseCallback === 'function') {
            callbackId = `cb_${uniqueId++}_${Date.now()}`;
            responseCallbacks[callbackId] = responseCallback;
        }
        native.call(String(handlerName), json, callbackId);
    }

    // Native -> JS: an answer to a JS -> native call ...
    function answer(responseId, responseData, error) {
        const callback = responseCallbacks[responseId];
        if (!callback) return; // unknown or already answered
        delete responseCallbacks[responseId];
        callback(error ? null : responseData, error ? Object.assign(new Error(error.message), { name: error.name }) : undefined);
    }

    // While native code's batch of calls runs: the answers given at once, as "id\tjson" lines
    // (JSON.stringify writes no raw newline), returned in one string instead of one native
    // call per answer. Error answers and later answers still go through native.answer.
    let batchAnswers = null;
    let batchBegun = 0;

    // Native -> JS: calls in one entry into JS. `message` is [[callbackId...], [payload...]]
    // (callback id 0: none wanted) for calls to `handlerName`, with a third list naming each
    // call's handler when they are not all the same; the calls from index `start` run until
    // `budgetMs` has passed, so one entry stays far inside the engine's time limit (native
    // code sends the rest in the next). Returns how many have begun, then the answers given
    // at once.
    function callBatch(handlerName, message, budgetMs, start) {
        const [callbackIds, payloads, handlerNames] = message;
        const started = Date.now();
        batchAnswers = [];
        batchBegun = start;
        while (batchBegun < payloads.length) {
            const index = batchBegun++; // counted before it runs: a call stopped by the time limit is not sent again
            call(handlerNames ? handlerNames[index] : handlerName, payloads[index], callbackIds[index] || undefined);
            if (Date.now() - started > budgetMs) break;
        }
        return takeBatchAnswers();
    }

    // Also how native code learns what ran before a batch was stopped by the time limit.
    function takeBatchAnswers() {
        const answers = batchAnswers ?? [];
        batchAnswers = null;
        answers.unshift(String(batchBegun));
        return answers.join('\n');
    }

    // ... or a call to a JS handler.
    function call(handlerName, data, callbackId) {
        const handler = messageHandlers[handlerName];
        let answered = false;
        const respond = (responseData, error) => {
            if (answered || !callbackId) return; // a second answer changes nothing
            answered = true;
            let json;
            try {
                json = payloadJSON(responseData);
            } catch (stringifyError) {
                error = describeError(stringifyError);
                json = 'null';
            }
            if (error) native.answer(callbackId, json, error.name, error.message, error.line ?? undefined);
            else if (batchAnswers) batchAnswers.push(`${callbackId}\t${json}`);
            else native.answer(callbackId, json);
        };
        if (!handler) {
            respond(null, { name: 'NoHandlerError', message: `no JS handler is registered for '${handlerName}'`, line: null });
            return;
        }
        const responseCallback = callbackId ? (responseData) => respond(responseData) : undefined;
        try {
            const result = handler(data, responseCallback);
            if (result && typeof result.then === 'function') {
                result.then(undefined, (error) => respond(null, describeError(error)));
            }
        } catch (error) {
            respond(null, describeError(error));
            internals.reportError(error);
        }
    }

    internals.bridge = {
        answer,
        call,
        // The WebViewJavascriptBridge form: one JSON message.
        dispatch(messageJSON) {
            const message = JSON.parse(messageJSON);
            if (message.responseId) answer(message.responseId, message.responseData, message.error);
            else call(message.handlerName, message.data, message.callbackId);
        },
        hasHandler(name) { return typeof messageHandlers[name] === 'function'; },
        handlerNames() { return Object.keys(messageHandlers); },
    };

    const bridge = Object.freeze({
        registerHandler, removeHandler, callHandler,
        disableJavscriptAlertBoxSafetyTimeout() {}, // there is no alert-box delay to disable
        _handleMessageFromObjC(messageJSON) { internals.bridge.dispatch(messageJSON); },
    });
    Object.defineProperty(globalThis, 'WebViewJavascriptBridge', { value: bridge, writable: false, configurable: false, enumerable: false });

    // The bootstrap snippet queues callbacks in window.WVJBCallbacks and adds an iframe to
    // https://__bridge_loaded__ (older versions: wvjbscheme://__BRIDGE_LOADED__). Run the
    // queued callbacks, once each, in order, whenever that happens.
    function runBootstrapCallbacks() {
        const callbacks = globalThis.WVJBCallbacks;
        if (!Array.isArray(callbacks)) return;
        delete globalThis.WVJBCallbacks;
        for (const callback of callbacks) {
            try { callback(bridge); } catch (error) { internals.reportError(error); }
        }
    }
    internals.bridge.runBootstrapCallbacks = runBootstrapCallbacks;
    internals.bridgeCallBatch = callBatch;
    internals.bridgeTakeBatchAnswers = takeBatchAnswers;
    internals.bridgeAnswer = answer;
    internals.bridgeHandlerNames = () => internals.bridge.handlerNames().join('\n');
    const previous = internals.dom && internals.dom.notifyChildList;
    if (internals.dom) {
        internals.dom.notifyChildList = function (target, added, ...rest) {
            if (previous) previous(target, added, ...rest);
            for (const node of added) {
                if (node.nodeType === 1 && node.localName === 'iframe' && /^(https:\/\/__bridge_loaded__|wvjbscheme:\/\/__BRIDGE_LOADED__)/i.test(node.getAttribute('src') || '')) {
                    queueMicrotask(runBootstrapCallbacks);
                }
            }
        };
    }
    runBootstrapCallbacks();

    // WebViewJavascriptBridge's bootstrap snippet, as a global, so scripts (the built-in ones
    // included) need not carry a copy. A page's own copy replaces it and works the same.
    if (typeof globalThis.setupWebViewJavascriptBridge !== 'function') {
        globalThis.setupWebViewJavascriptBridge = function setupWebViewJavascriptBridge(callback) {
            if (globalThis.WebViewJavascriptBridge) return callback(globalThis.WebViewJavascriptBridge);
            if (globalThis.WVJBCallbacks) return globalThis.WVJBCallbacks.push(callback);
            globalThis.WVJBCallbacks = [callback];
            const frame = document.createElement('iframe');
            frame.style.display = 'none';
            frame.src = 'https://__bridge_loaded__';
            document.documentElement.appendChild(frame);
            setTimeout(() => document.documentElement.removeChild(frame), 0);
        };
    }
})
