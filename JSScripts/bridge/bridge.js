// The JS side of the native bridge, compatible with marcuswestin/WebViewJavascriptBridge
// (WVJB) in each of its versions:
// - our own bridge object, injected as WVJB's native code injects its JS: on the bootstrap
//   signal (an iframe or location to https://__bridge_loaded__ or wvjbscheme://__BRIDGE_LOADED__),
//   when a page finishes loading without one (4.x, with its WebViewJavascriptBridgeReady
//   event), or when native code calls JS and the page has none. It is an ordinary object with
//   WVJB's surface (6.x registerHandler, callHandler, disableJavscriptAlertBoxSafetyTimeout,
//   _fetchQueue, _handleMessageFromObjC; 4.x init and send), and messages travel straight to
//   native code as their fields, with no iframe round trip;
// - a page's own copy of WVJB's JS, spoken to over WVJB's wire protocol: its messaging iframe
//   navigating to https://__wvjb_queue_message__ (or wvjbscheme://__WVJB_QUEUE_MESSAGE__) makes
//   us fetch its queue with _fetchQueue(), and native messages reach it through its
//   _handleMessageFromObjC, exactly as WebViewJavascriptBridgeBase.m does. Ours never shadows it.
//
// Where WVJB is silent, or a test is better served (docs/bridge.md lists each difference):
// - a native call to a JS handler nobody registered is answered at once as noHandler;
// - a JS handler that throws, or whose returned promise rejects, answers with that error;
// - a native failure (a refused payload, a native handler that threw) answers a JS callback
//   with (null, error); a call to an unknown native handler is never answered, as in WVJB,
//   and is reported;
// - a response id that is unknown or already answered is ignored;
// - handlers can be removed (removeHandler).
(function (native, internals) {
    'use strict';

    if (internals.bridge) return; // a second injection is a no-op

    const messageHandlers = Object.create(null);
    const responseCallbacks = Object.create(null);
    let uniqueId = 1;
    // WVJB delivers native messages in a later task (a safety against alert boxes in handlers)
    // unless the page turns that off.
    let dispatchWithTimeoutSafety = true;
    // WVJB 4.x: init(messageHandler) names the handler of messages without a handler name.
    let defaultHandler = null;
    const loadedURL = /^(https|wvjbscheme):\/\/__bridge_loaded__\/?$/i;
    const queueURL = /^((https|wvjbscheme):\/\/__wvjb_queue_message__|yy:\/\/__QUEUE_MESSAGE__)\/?$/i;
    const androidQueueReturn = /^yy:\/\/return\/_fetchQueue\/(.*)$/is;
    // JS -> native calls from a page's own bridge, answered through its _handleMessageFromObjC.
    const pageCallbackPrefix = 'page:';

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

    // As WVJB: stored whatever it is (a non-function fails when called, as there).
    function registerHandler(handlerName, handler) {
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
        native.call(handlerName === undefined ? '' : String(handlerName), json, callbackId);
    }

    // WVJB 4.x: a message to the native default handler (registered under the name '').
    function send(data, responseCallback) {
        callHandler(undefined, data, responseCallback);
    }

    function init(messageHandler) {
        if (defaultHandler) throw new Error('WebViewJavascriptBridge.init called twice');
        defaultHandler = messageHandler;
    }

    function disableJavscriptAlertBoxSafetyTimeout() {
        dispatchWithTimeoutSafety = false;
    }

    // Our messages go to native code as they are sent: there is never a queue to fetch.
    function _fetchQueue() {
        return '[]';
    }

    function _handleMessageFromObjC(messageJSON) {
        if (dispatchWithTimeoutSafety) setTimeout(() => internals.bridge.dispatch(messageJSON));
        else internals.bridge.dispatch(messageJSON);
    }

    // Native -> JS: an answer to a JS -> native call ...
    function answer(responseId, responseData, error) {
        if (typeof responseId === 'string' && responseId.startsWith(pageCallbackPrefix)) {
            answerPageBridge(responseId.slice(pageCallbackPrefix.length), responseData, error);
            return;
        }
        const callback = responseCallbacks[responseId];
        if (!callback) return; // unknown or already answered
        delete responseCallbacks[responseId];
        // WVJB's callbacks get one argument; a native failure adds the error as a second.
        if (error) callback(null, Object.assign(new Error(error.message), { name: error.name }));
        else callback(responseData);
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
        const [callbackIds, payloads, handlerNames, undefinedAt] = message;
        // Data-less calls arrive as undefined (WVJB sends no data key), so defaults apply.
        if (undefinedAt) for (const index of undefinedAt) payloads[index] = undefined;
        const page = pageBridge();
        if (page) return sendToPageBridge(page, handlerName, message, start);
        // As WVJB orders its tasks: injection, then the queued bootstrap callbacks (which
        // register the handlers), then native messages.
        inject();
        if (Array.isArray(globalThis.WVJBCallbacks)) runBootstrapCallbacks();
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

    // MARK: A page's own copy of WebViewJavascriptBridge

    function pageBridge() {
        const page = globalThis.WebViewJavascriptBridge;
        return page && page !== bridge && typeof (page._handleMessageFromObjC || page._handleMessageFromNative) === 'function' ? page : null;
    }

    // lzyzsd's Android JsBridge names the entry _handleMessageFromNative.
    function deliverToPageBridge(page, message) {
        const entry = typeof page._handleMessageFromObjC === 'function' ? '_handleMessageFromObjC' : '_handleMessageFromNative';
        page[entry](JSON.stringify(message));
    }

    // Native -> JS through the page's bridge, as WebViewJavascriptBridgeBase's _dispatchMessage:
    // one JSON message each; answers come back through its queue.
    function sendToPageBridge(page, handlerName, message, start) {
        const [callbackIds, payloads, handlerNames] = message;
        for (let index = start; index < payloads.length; index++) {
            const wire = { handlerName: handlerNames ? handlerNames[index] : handlerName };
            if (payloads[index] !== undefined) wire.data = payloads[index];
            if (callbackIds[index]) wire.callbackId = 'objc_cb_' + callbackIds[index];
            try { deliverToPageBridge(page, wire); } catch (error) { internals.reportError(error); }
        }
        return String(payloads.length);
    }

    function answerPageBridge(callbackId, responseData, error) {
        const page = pageBridge();
        if (!page || error) return; // WVJB's native side answers only with data
        deliverToPageBridge(page, { responseId: callbackId, responseData: responseData === undefined ? null : responseData });
    }

    // The page's bridge signalled a queued message: fetch the queue as WVJB's native side does
    // (4.0 joined JSON strings with a separator; 4.1 and later return one JSON array).
    function flushPageQueue() {
        const page = globalThis.WebViewJavascriptBridge;
        if (!page || page === bridge || typeof page._fetchQueue !== 'function') return;
        let text;
        try {
            text = page._fetchQueue();
        } catch (error) {
            internals.reportError(error);
            return;
        }
        // Android's JsBridge answers with another navigation (yy://return/_fetchQueue/...).
        if (typeof text === 'string' && text !== '') receiveQueue(text);
    }

    function receiveQueue(text) {
        let messages;
        try {
            messages = text[0] === '[' ? JSON.parse(text) : text.split('__WVJB_MESSAGE_SEPERATOR__');
        } catch (error) {
            internals.reportError(error);
            return;
        }
        for (let message of messages) {
            try {
                if (typeof message === 'string') message = JSON.parse(message);
            } catch (error) {
                internals.reportError(error);
                continue;
            }
            if (!message || typeof message !== 'object') continue;
            if (message.responseId !== undefined) {
                const id = /^objc_cb_(\d+)$/.exec(String(message.responseId));
                if (id) native.answer(Number(id[1]), payloadJSON(message.responseData));
                continue;
            }
            const callbackId = message.callbackId !== undefined ? pageCallbackPrefix + message.callbackId : undefined;
            native.call(message.handlerName === undefined ? '' : String(message.handlerName),
                message.data === undefined ? undefined : payloadJSON(message.data), callbackId);
        }
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
        const handler = handlerName === '' && !(handlerName in messageHandlers) ? defaultHandler : messageHandlers[handlerName];
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
                // Reported as a throw is: the rejection is handled here, so nobody else sees it.
                result.then(undefined, (error) => {
                    respond(null, describeError(error));
                    internals.reportError(error);
                });
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
        hasHandler(name) { return typeof messageHandlers[name] === 'function' || (name === '' && typeof defaultHandler === 'function'); },
        handlerNames() { return Object.keys(messageHandlers).filter((name) => name !== '_disableJavascriptAlertBoxSafetyTimeout'); },
    };

    // An ordinary object, as WVJB's: pages may wrap or extend its methods.
    const bridge = {
        registerHandler, callHandler, disableJavscriptAlertBoxSafetyTimeout, _fetchQueue, _handleMessageFromObjC,
        init, send, removeHandler,
    };

    // WebViewJavascriptBridge_JS: defines the bridge unless the page has one, registers the
    // handler native code turns the safety timeout off with, runs the bootstrap callbacks in a
    // later task and (4.x) announces itself with an event.
    function inject() {
        if (globalThis.WebViewJavascriptBridge) return false;
        Object.defineProperty(globalThis, 'WebViewJavascriptBridge', { value: bridge, writable: true, configurable: true, enumerable: true });
        messageHandlers._disableJavascriptAlertBoxSafetyTimeout = disableJavscriptAlertBoxSafetyTimeout;
        setTimeout(runBootstrapCallbacks, 0);
        const document = globalThis.document;
        if (document && typeof globalThis.Event === 'function') {
            const ready = new Event('WebViewJavascriptBridgeReady');
            ready.bridge = bridge;
            try { document.dispatchEvent(ready); } catch (error) { internals.reportError(error); }
        }
        return true;
    }

    // The bootstrap snippet queues callbacks in window.WVJBCallbacks and adds an iframe to
    // https://__bridge_loaded__. Run the queued callbacks, once each, in order.
    function runBootstrapCallbacks() {
        const callbacks = globalThis.WVJBCallbacks;
        if (!Array.isArray(callbacks)) return;
        delete globalThis.WVJBCallbacks;
        for (const callback of callbacks) {
            try { callback(globalThis.WebViewJavascriptBridge || bridge); } catch (error) { internals.reportError(error); }
        }
    }

    // A navigation request the page made (`kind`: 'location' or 'frame'): WVJB's URLs are
    // bridge signals, seen by native code in a later task as a web view's policy delegate sees
    // them; any other goes to the engine's navigation delegate (nothing navigates).
    function navigationRequested(url, kind) {
        const text = String(url ?? '').trim();
        const androidQueue = androidQueueReturn.exec(text);
        if (loadedURL.test(text)) setTimeout(inject, 0);
        else if (queueURL.test(text)) setTimeout(flushPageQueue, 0);
        else if (androidQueue) setTimeout(() => receiveQueue(decodeURIComponent(androidQueue[1])), 0);
        else if (text !== '') {
            let absolute = text;
            try { absolute = new URL(text, globalThis.document.baseURI).href; } catch (error) { /* reported as written */ }
            native.navigationRequested(absolute, kind);
        }
    }

    // A new page starts without a bridge, as a web view's new JS context does: its own copy
    // installs itself, or ours comes on its bootstrap signal. Handlers registered through ours
    // stay (the engine's environment scripts registered them once).
    function pageWillLoad() {
        delete globalThis.WebViewJavascriptBridge;
        delete globalThis.WVJBCallbacks;
        defaultHandler = null;
        dispatchWithTimeoutSafety = true;
    }

    // WVJB 4.x injected its JS when a page finished loading without one.
    function pageDidLoad() {
        inject();
    }

    internals.bridge.runBootstrapCallbacks = runBootstrapCallbacks;
    internals.bridge.inject = inject;
    internals.bridge.navigationRequested = navigationRequested;
    internals.bridge.pageWillLoad = pageWillLoad;
    internals.bridge.pageDidLoad = pageDidLoad;
    internals.bridgeCallBatch = callBatch;
    internals.bridgeTakeBatchAnswers = takeBatchAnswers;
    internals.bridgeAnswer = answer;
    internals.bridgeHandlerNames = () => internals.bridge.handlerNames().join('\n');
    if (internals.dom) {
        const dom = internals.dom;
        const iframeSource = (node) => node.nodeType === 1 && node.localName === 'iframe' && node.namespaceURI === dom.HTML_NS && node.isConnected ? node.getAttribute('src') : null;
        const previousChildList = dom.notifyChildList;
        dom.notifyChildList = function (target, added, ...rest) {
            if (previousChildList) previousChildList(target, added, ...rest);
            for (const node of added) {
                const source = iframeSource(node);
                if (source) navigationRequested(source, 'frame');
            }
        };
        const previousAttribute = dom.notifyAttribute;
        dom.notifyAttribute = function (target, name, namespace, oldValue) {
            if (previousAttribute) previousAttribute(target, name, namespace, oldValue);
            if (name === 'src' && namespace === null) {
                const source = iframeSource(target);
                if (source) navigationRequested(source, 'frame');
            }
        };
    }
    // WKWebView's script message handlers: window.webkit.messageHandlers.NAME exists for each
    // native handler the app registered, and postMessage(body) calls it. It returns a promise of
    // the handler's answer, as a handler added with a reply (WKScriptMessageHandlerWithReply)
    // gives; code written for plain handlers ignores it.
    const messageHandlerObjects = new Map();
    const messageHandlerFor = (name) => {
        if (typeof name !== 'string' || !native.hasHandler(name)) return undefined;
        if (!messageHandlerObjects.has(name)) {
            messageHandlerObjects.set(name, Object.freeze({
                postMessage(body) {
                    if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'WKScriptMessageHandler': 1 argument required.");
                    const json = payloadJSON(body);
                    return new Promise((resolve, reject) => {
                        const callbackId = `wk_${uniqueId++}`;
                        responseCallbacks[callbackId] = (data, error) => (error ? reject(error) : resolve(data));
                        native.call(name, json, callbackId);
                    });
                },
            }));
        }
        return messageHandlerObjects.get(name);
    };
    const scriptMessageHandlers = new Proxy(Object.create(null), {
        get: (target, name) => messageHandlerFor(name),
        has: (target, name) => messageHandlerFor(name) !== undefined,
    });
    Object.defineProperty(globalThis, 'webkit', { value: Object.freeze({ messageHandlers: scriptMessageHandlers }), writable: true, configurable: true, enumerable: true });

    // The engine's first, empty page has our bridge from the start.
    inject();

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
