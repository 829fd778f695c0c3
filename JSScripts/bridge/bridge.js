// The JS side of the native bridge, compatible with marcuswestin/WebViewJavascriptBridge
// (WVJB) in each of its versions:
// - our own bridge object, injected as WVJB's native code injects its JS: 6.x's on the
//   bootstrap signal (an iframe or location to https://__bridge_loaded__ or
//   wvjbscheme://__BRIDGE_LOADED__), 4.x's at load end for a page that speaks 4.x (it listens
//   for WebViewJavascriptBridgeReady, or uses the bridge it never asked for), and one when
//   native code calls JS and the page has none. It is an ordinary object with the surface of
//   its version's JS (6.x: registerHandler, callHandler, disableJavscriptAlertBoxSafetyTimeout,
//   _fetchQueue, _handleMessageFromObjC; 4.x: init, send, registerHandler, callHandler,
//   _fetchQueue, _handleMessageFromObjC), the other version's methods and ours not enumerable,
//   and messages travel straight to native code as their fields, with no iframe round trip;
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
    // WVJB stringifies whole messages ({ handlerName, data }, { responseId, responseData }),
    // so a payload's toJSON is called with its key there: `key` is that key. A payload with a
    // toJSON goes in a holder without a prototype, which gives the same call without the rest
    // of the envelope (JSON.stringify's fast path takes no such holder, so only then).
    function payloadJSON(data, key) {
        if (data === undefined) return 'null';
        if (data !== null && (typeof data === 'object' || typeof data === 'function' || typeof data === 'bigint') && typeof data.toJSON === 'function') {
            const holder = Object.create(null);
            holder[key] = data;
            const json = JSON.stringify(holder); // '{"key":value}', or '{}' when toJSON gave nothing JSON has
            return json.length > 2 ? json.slice(key.length + 4, -1) : 'null';
        }
        return JSON.stringify(data) ?? 'null';
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
        const json = payloadJSON(data, 'data');
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
        readyForNativeCalls();
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

    // As WVJB orders its tasks: injection, then the queued bootstrap callbacks (which register
    // the handlers), then native messages. A page that finished loading without asking for a
    // bridge gets 4.x's, as it would have had it since load end.
    function readyForNativeCalls() {
        if (undecided) settle(4);
        else inject(6);
        if (Array.isArray(globalThis.WVJBCallbacks)) runBootstrapCallbacks();
    }

    // Native -> JS calls as WVJB delivers them (the WebKit engine's): each message is an
    // evaluateJavaScript of its own (WebViewJavascriptBridgeBase.m, _dispatchMessage), handled
    // in a timer task unless the safety timeout is off (WebViewJavascriptBridge_JS.m,
    // _dispatchMessageFromObjC), so a handler's microtasks run before the next message's
    // handler. `message` as callBatch's; answers go to native code as they are given.
    function callEach(handlerName, message) {
        const [callbackIds, payloads, handlerNames, undefinedAt] = message;
        if (undefinedAt) for (const index of undefinedAt) payloads[index] = undefined;
        const name = (index) => (handlerNames ? handlerNames[index] : handlerName);
        const page = pageBridge();
        // A page's own bridge gets each message now or in a task of its own, as WVJB's
        // evaluations come; its _handleMessageFromObjC decides when to handle it.
        const deliver = page
            ? (index) => sendToPageBridge(page, name(index), [[callbackIds[index]], [payloads[index]]], 0)
            : (index) => call(name(index), payloads[index], callbackIds[index] || undefined);
        if (!page) readyForNativeCalls();
        for (let index = 0; index < payloads.length; index++) {
            if (index === 0 && (page || !dispatchWithTimeoutSafety)) deliver(index);
            else setTimeout(() => deliver(index), 0);
        }
    }

    // MARK: A page's own copy of WebViewJavascriptBridge

    // The dialects of a page's own bridge: WVJB (and lzyzsd's Android JsBridge, whose entry is
    // _handleMessageFromNative) and Lision's WKWebViewJavascriptBridge, which spells its ids
    // callbackID/responseID and is entered through _handleMessageFromiOS.
    const dialects = [
        { global: 'WebViewJavascriptBridge', entries: ['_handleMessageFromObjC', '_handleMessageFromNative'], callbackKey: 'callbackId', responseKey: 'responseId' },
        { global: 'WKWebViewJavascriptBridge', entries: ['_handleMessageFromiOS'], callbackKey: 'callbackID', responseKey: 'responseID' },
    ];

    function pageBridge() {
        for (const dialect of dialects) {
            const page = pageGlobal(dialect.global);
            if (!page || ours.has(page) || page === wkBridge) continue;
            const entry = dialect.entries.find((name) => typeof page[name] === 'function');
            if (entry) return { page, entry, dialect };
        }
        return null;
    }

    // A message in the page's dialect: its id keys renamed.
    function deliverToPageBridge(target, message) {
        const wire = {};
        for (const [key, value] of Object.entries(message)) {
            wire[key === 'callbackId' ? target.dialect.callbackKey : key === 'responseId' ? target.dialect.responseKey : key] = value;
        }
        target.page[target.entry](JSON.stringify(wire));
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
    function flushPageQueue(dialect = dialects[0]) {
        const page = pageGlobal(dialect.global);
        if (!page || ours.has(page) || page === wkBridge || typeof page._fetchQueue !== 'function') return;
        let text;
        try {
            text = page._fetchQueue();
        } catch (error) {
            internals.reportError(error);
            return;
        }
        // Android's JsBridge answers with another navigation (yy://return/_fetchQueue/...).
        if (typeof text === 'string' && text !== '') receiveQueue(text, dialect);
    }

    function receiveQueue(text, dialect = dialects[0]) {
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
            const responseId = message[dialect.responseKey], pageCallbackId = message[dialect.callbackKey];
            if (responseId !== undefined) {
                const id = /^objc_cb_(\d+)$/.exec(String(responseId));
                if (id) native.answer(Number(id[1]), payloadJSON(message.responseData, 'responseData'));
                continue;
            }
            const callbackId = pageCallbackId !== undefined ? pageCallbackPrefix + pageCallbackId : undefined;
            native.call(message.handlerName === undefined ? '' : String(message.handlerName),
                message.data === undefined ? undefined : payloadJSON(message.data, 'data'), callbackId);
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
                json = payloadJSON(responseData, 'responseData');
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

    // The bridge as each version's JS defines it: an ordinary object (pages may wrap or extend
    // its methods) whose own enumerable keys are that version's, in its order (6.x:
    // WebViewJavascriptBridge_JS.m; 4.x: WebViewJavascriptBridge.js.txt, which also adds
    // _messageHandler at init); the other version's methods and our removeHandler are there,
    // not enumerable. A new one for each page, so what a page did to its bridge stays its own.
    // Using it adds its messaging iframe (a bridge got without the bootstrap has none until then).
    const ours = new WeakSet();
    let current = null; // ours, on this page
    function makeBridge(version) {
        const object = {};
        const used = (method) => {
            const wrapper = { [method.name]() { bridgeUsed(object); return method.apply(this, arguments); } }[method.name];
            return Object.defineProperty(wrapper, 'length', { value: method.length });
        };
        const own = (name, value) => { object[name] = value; };
        const added = (name, value) => Object.defineProperty(object, name, { value, writable: true, configurable: true, enumerable: false });
        if (version === 4) {
            own('init', used({ init(messageHandler) { init(messageHandler); object._messageHandler = messageHandler; } }.init));
            own('send', used(send));
            own('registerHandler', used(registerHandler));
            own('callHandler', used(callHandler));
            own('_fetchQueue', _fetchQueue);
            own('_handleMessageFromObjC', _handleMessageFromObjC);
            added('disableJavscriptAlertBoxSafetyTimeout', disableJavscriptAlertBoxSafetyTimeout);
        } else {
            own('registerHandler', used(registerHandler));
            own('callHandler', used(callHandler));
            own('disableJavscriptAlertBoxSafetyTimeout', disableJavscriptAlertBoxSafetyTimeout);
            own('_fetchQueue', _fetchQueue);
            own('_handleMessageFromObjC', _handleMessageFromObjC);
            added('init', used(init));
            added('send', used(send));
        }
        added('removeHandler', removeHandler);
        ours.add(object);
        return object;
    }

    // Lision's WKWebViewJavascriptBridge, as its native side injects it when the page posts to
    // iOS_Native_InjectJavascript: the same handlers, its spelling of the wire (ids end in ID,
    // _handleMessageFromiOS), no safety timeout (WKWebView's alerts do not block).
    const wkBridge = {
        registerHandler, callHandler, removeHandler, _fetchQueue,
        _handleMessageFromiOS(messageJSON) {
            const message = JSON.parse(messageJSON);
            const renamed = {};
            for (const [key, value] of Object.entries(message)) renamed[key === 'callbackID' ? 'callbackId' : key === 'responseID' ? 'responseId' : key] = value;
            internals.bridge.dispatch(JSON.stringify(renamed));
        },
    };

    function injectWKBridge() {
        if (globalThis.WKWebViewJavascriptBridge) return;
        Object.defineProperty(globalThis, 'WKWebViewJavascriptBridge', { value: wkBridge, writable: true, configurable: true, enumerable: true });
        setTimeout(() => {
            const callbacks = globalThis.WKWVJBCallbacks;
            if (!Array.isArray(callbacks)) return;
            delete globalThis.WKWVJBCallbacks;
            for (const callback of callbacks) {
                try { callback(globalThis.WKWebViewJavascriptBridge); } catch (error) { internals.reportError(error); }
            }
        }, 0);
    }

    // Lision's signals, posted to WKWebView script message handlers of these names.
    const wkSignals = {
        iOS_Native_InjectJavascript: () => setTimeout(injectWKBridge, 0),
        iOS_Native_FlushMessageQueue: () => setTimeout(() => flushPageQueue(dialects[1]), 0),
    };

    // WebViewJavascriptBridge_JS (5.x, 6.x): unless the page has a bridge, gives a page without
    // window.onerror one that logs to the console, defines the bridge, registers the handler
    // native code turns the safety timeout off with, and runs the bootstrap callbacks in a
    // later task. (4.x's JS has no onerror and no callbacks, and announces itself with an
    // event: see pageDidLoad.)
    function inject(version, { onerror = true } = {}) {
        if (undecided) settle(null); // a page that asks for a bridge speaks 5.x or 6.x
        if (globalThis.WebViewJavascriptBridge) return false;
        if (version === 6 && onerror) installOnError();
        define(makeBridge(version));
        setTimeout(runBootstrapCallbacks, 0);
        return true;
    }

    function define(object) {
        current = object;
        Object.defineProperty(globalThis, 'WebViewJavascriptBridge', { value: object, writable: true, configurable: true, enumerable: true });
        messageHandlers._disableJavascriptAlertBoxSafetyTimeout = disableJavscriptAlertBoxSafetyTimeout;
    }

    // WebViewJavascriptBridge_JS.m: `if (!window.onerror) { window.onerror = function(msg, url,
    // line) { console.log(...) } }`. Removed with the page (this engine keeps its global).
    let ourOnError = null, onErrorBefore;
    function installOnError() {
        if (globalThis.onerror) return;
        onErrorBefore = globalThis.onerror;
        ourOnError = function (msg, url, line) {
            console.log('WebViewJavascriptBridge: ERROR:' + msg + '@' + url + ':' + line);
        };
        globalThis.onerror = ourOnError;
    }

    // WVJB 4.x injected its JS at the end of every load; 5.x and 6.x never do (the page asks
    // with its bootstrap). So a page that finished loading without a bridge and without asking
    // is undecided: its global WebViewJavascriptBridge is a placeholder (not enumerable) that
    // decides on first use. Read by a page that shows 5.x/6.x signs (its bootstrap queue, or a
    // bootstrap snippet of its own, as scripts written for 6.x carry), it is not there and the
    // page waits for its bootstrap, as in a 6.x app; read by any other code (or the 4.x bridge
    // used through the WebViewJavascriptBridgeReady event), it is 4.x's bridge, injected at
    // load end.
    let undecided = null; // the 4.x bridge an undecided page would have
    let setupAtPageStart;
    function speaks6() {
        const setup = globalThis.setupWebViewJavascriptBridge;
        return Array.isArray(globalThis.WVJBCallbacks) || (typeof setup === 'function' && setup !== ourSetup && setup !== setupAtPageStart);
    }
    // The page's global of that name, without deciding an undecided page.
    function pageGlobal(name) {
        return name === 'WebViewJavascriptBridge' && undecided ? undefined : globalThis[name];
    }
    function bridgeUsed(object) {
        if (undecided === object) settle(4);
        addMessagingIframe();
    }
    // The undecided page decides: 4 (it uses the bridge of load end) or not.
    function settle(version) {
        if (!undecided) return;
        const object = undecided;
        undecided = null;
        delete globalThis.WebViewJavascriptBridge;
        if (version === 4) define(object);
    }

    // WVJB's JS adds a hidden iframe to the document to signal its queue (6.x: https://
    // __wvjb_queue_message__, 4.x: wvjbscheme://); ours has it too, so a page that counts its
    // iframes or serializes its document sees what it sees in the app. Ours sends no signal
    // through it (messages go straight to native code), and its source is not a navigation.
    // It is added when the page bootstraps the bridge, or first uses the one it got at load
    // end (4.x), so a page that never uses the bridge has no such iframe.
    const messagingIframes = new WeakSet();
    let messagingIframe = null; // this page's
    let messagingIframeAdded = false;
    function addMessagingIframe() {
        const document = globalThis.document;
        if (messagingIframeAdded || !document || !document.documentElement || typeof document.createElement !== 'function') return;
        messagingIframeAdded = true;
        const iframe = document.createElement('iframe');
        messagingIframe = iframe;
        messagingIframes.add(iframe);
        iframe.style.display = 'none';
        iframe.src = 'https://__wvjb_queue_message__';
        document.documentElement.appendChild(iframe);
    }

    // A form submission as native code hears of it (HTML's "form submission"), for the fast
    // engine's forms.js and the WebKit engine's page script alike: the attribute a submitter
    // overrides, the enctype, and the body (newlines as CRLF).
    const crlf = (text) => String(text).replace(/\r\n|\r|\n/g, '\r\n');
    const submissionAttribute = (form, submitter, name, formName) =>
        (submitter && submitter !== form && submitter.hasAttribute(formName) ? submitter.getAttribute(formName) : form.getAttribute(name));
    internals.formSubmission = {
        crlf,
        attribute: submissionAttribute,
        enctype(form, submitter) {
            const enctype = (submissionAttribute(form, submitter, 'enctype', 'formenctype') || '').toLowerCase();
            return ['multipart/form-data', 'text/plain'].includes(enctype) ? enctype : 'application/x-www-form-urlencoded';
        },
        // The form's encoding (HTML's "picking an encoding for the form", as WebKit picks it):
        // the first label in accept-charset (split at spaces and commas) that `known` names,
        // else the document's. `known(label)` is the encoding's name or null.
        charset(form, documentCharset, known) {
            for (const label of (form.getAttribute('accept-charset') || '').split(/[\s,]+/)) {
                const name = label && known(label);
                if (name) return name;
            }
            return documentCharset;
        },
        // The body, in `encoding` where one is given (a legacy encoding: percentEncode(text) for
        // the urlencoded bytes, representable(text) for text kept as text, what it cannot
        // represent as &#N;); else UTF-8.
        encode(entries, enctype, encoding = null) {
            const text = encoding ? (value) => encoding.representable(value) : (value) => value;
            if (enctype === 'text/plain') return entries.map(([name, value]) => `${text(name)}=${text(value)}\r\n`).join('');
            if (enctype === 'multipart/form-data') {
                const boundary = '----WebEngineFormBoundary';
                const quoted = (text) => text.replace(/"/g, '%22').replace(/\r\n/g, '%0D%0A');
                return entries.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(text(name))}"\r\n\r\n${text(value)}\r\n`).join('') + `--${boundary}--\r\n`;
            }
            if (encoding) return entries.map(([name, value]) => `${encoding.percentEncode(name)}=${encoding.percentEncode(value)}`).join('&');
            return new URLSearchParams(entries).toString();
        },
    };
    // The render report's HTML is the content, without the bridge's plumbing: its messaging
    // iframe, wherever a handler moved it (apps' wrapEmbeds wrap every iframe, this one too, as
    // in the app). Outside <body> and <head> (after </body>, where the bridge put it) an element
    // around it that holds nothing else goes too: a wrapper a handler made for the plumbing is
    // plumbing, and would be an empty element after </body>. In the body, an element the
    // iframe was moved into is the page's content, and stays. Returns the node to leave out.
    internals.renderedPlumbing = function () {
        const document = globalThis.document, root = document && document.documentElement, iframe = messagingIframe;
        if (!root || !iframe || iframe === root || !root.contains(iframe)) return null;
        const inContent = [document.body, document.head].some((part) => part && part.contains(iframe));
        let node = iframe;
        while (!inContent && node.parentNode !== root && node.parentNode.firstChild === node && node.parentNode.lastChild === node) node = node.parentNode;
        return node;
    };
    // The fast engine's: the node is unlinked for the moment of serializing (no mutation:
    // nothing observes it).
    internals.serializeRenderedDocument = function () {
        const root = globalThis.document && globalThis.document.documentElement;
        if (!root) return '';
        const node = internals.renderedPlumbing();
        if (!node) return root.outerHTML;
        const { markChanged, setFirstChild, setLastChild, setNextSibling, setPreviousSibling } = internals.dom.nodeSlots;
        const parent = node.parentNode, previous = node.previousSibling, next = node.nextSibling;
        markChanged(parent); // not to be served as parsed, with the node
        if (previous) setNextSibling(previous, next); else setFirstChild(parent, next);
        if (next) setPreviousSibling(next, previous); else setLastChild(parent, previous);
        try {
            return root.outerHTML;
        } finally {
            if (previous) setNextSibling(previous, node); else setFirstChild(parent, node);
            if (next) setPreviousSibling(next, node); else setLastChild(parent, node);
        }
    };

    // The bootstrap snippet queues callbacks in window.WVJBCallbacks and adds an iframe to
    // https://__bridge_loaded__. Run the queued callbacks, once each, in order.
    function runBootstrapCallbacks() {
        const callbacks = globalThis.WVJBCallbacks;
        const bridge = pageGlobal('WebViewJavascriptBridge') || current;
        if (!Array.isArray(callbacks) || !bridge) return; // (a timer of a bridge the page no longer has)
        delete globalThis.WVJBCallbacks;
        for (const callback of callbacks) {
            try { callback(bridge); } catch (error) { internals.reportError(error); }
        }
    }

    // A navigation request the page made (`kind`: 'location' or 'frame'): WVJB's URLs are
    // bridge signals, seen by native code in a later task as a web view's policy delegate sees
    // them; any other goes to the engine's navigation delegate (nothing navigates).
    function navigationRequested(url, kind) {
        const text = String(url ?? '').trim();
        const androidQueue = androidQueueReturn.exec(text);
        if (loadedURL.test(text)) setTimeout(() => { inject(6); addMessagingIframe(); }, 0);
        else if (queueURL.test(text)) setTimeout(flushPageQueue, 0);
        else if (androidQueue) setTimeout(() => receiveQueue(decodeURIComponent(androidQueue[1])), 0);
        else if (text !== '') native.navigationRequested(absoluteURL(text), kind);
    }
    // The URL a navigation asks for, against the document's base. Remembered: a strategy that
    // moves a page's embeds makes each frame ask again for the source it asked for as it was
    // parsed, and a URL parse costs as much as the rest of the request.
    const absoluteURLs = new Map();
    // An absolute http(s) URL that the URL parser gives back unchanged (lower-case host that is
    // not an IP address or punycode, no port, a path without dot segments or characters the
    // parser would encode): most frames' sources, taken as they are.
    const unchangedByParsing = /^https?:\/\/(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\/(?:[A-Za-z0-9\-_~!$&()*+,;=:@%/]|\.(?![./?#]|$))*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?(?:#[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?$/;
    function absoluteURL(text) {
        if (unchangedByParsing.test(text) && text.indexOf('xn--') < 0 && !/%2e/i.test(text)) return text;
        const base = globalThis.document?.baseURI ?? '';
        const key = base + ' ' + text;
        let absolute = absoluteURLs.get(key);
        if (absolute === undefined) {
            absolute = text;
            try { absolute = new URL(text, base || undefined).href; } catch (error) { /* reported as written */ }
            if (absoluteURLs.size >= 512) absoluteURLs.clear();
            absoluteURLs.set(key, absolute);
        }
        return absolute;
    }

    // A new page starts without a bridge, as a web view's new JS context does: its own copy
    // installs itself, or ours comes on its bootstrap signal. Handlers registered through ours
    // stay (the engine's environment scripts registered them once).
    function pageWillLoad() {
        messagingIframeAdded = false;
        messagingIframe = null;
        undecided = null;
        current = null;
        if (ourOnError && globalThis.onerror === ourOnError) globalThis.onerror = onErrorBefore;
        ourOnError = null;
        setupAtPageStart = globalThis.setupWebViewJavascriptBridge;
        delete globalThis.WebViewJavascriptBridge;
        delete globalThis.WKWebViewJavascriptBridge;
        delete globalThis.WKWVJBCallbacks;
        delete globalThis.WVJBCallbacks;
        defaultHandler = null;
        dispatchWithTimeoutSafety = true;
    }

    // WVJB 4.x injected its JS when a page finished loading without one, and announced it with
    // WebViewJavascriptBridgeReady on the document (event.bridge). Here a page that has no
    // bridge, is not waiting for one and shows no 5.x/6.x sign is undecided (above): the event
    // goes out with the 4.x bridge it would have, and a listener that uses it decides it.
    function pageDidLoad() {
        if (undecided || pageGlobal('WebViewJavascriptBridge') || speaks6()) return;
        const object = makeBridge(4);
        undecided = object;
        Object.defineProperty(globalThis, 'WebViewJavascriptBridge', {
            get() {
                if (speaks6()) {
                    settle(null);
                    return undefined;
                }
                bridgeUsed(object);
                return object;
            },
            set(value) {
                settle(null);
                Object.defineProperty(globalThis, 'WebViewJavascriptBridge', { value, writable: true, configurable: true, enumerable: true });
            },
            configurable: true, enumerable: false,
        });
        const document = globalThis.document;
        if (document && typeof globalThis.Event === 'function') {
            const ready = new Event('WebViewJavascriptBridgeReady');
            ready.bridge = object;
            try { document.dispatchEvent(ready); } catch (error) { internals.reportError(error); }
        }
    }

    internals.bridge.runBootstrapCallbacks = runBootstrapCallbacks;
    // The WebKit engine's real message handlers hand Lision's signals here.
    internals.bridge.wkSignal = (name) => { if (Object.prototype.hasOwnProperty.call(wkSignals, name)) wkSignals[name](); };
    internals.bridge.inject = inject;
    internals.bridge.navigationRequested = navigationRequested;
    internals.bridge.pageWillLoad = pageWillLoad;
    internals.bridge.pageDidLoad = pageDidLoad;
    internals.bridgeCallBatch = callBatch;
    internals.bridgeCallEach = callEach;
    internals.bridgeTakeBatchAnswers = takeBatchAnswers;
    internals.bridgeAnswer = answer;
    internals.bridgeHandlerNames = () => internals.bridge.handlerNames().join('\n');
    if (internals.dom) {
        const dom = internals.dom;
        const { nodeTypeOf, localNameOf, namespaceOf, ownerDocumentOf, firstChildOf, nextInTree } = dom.nodeSlots;
        const isFrame = (node) => localNameOf(node) === 'iframe' && namespaceOf(node) === dom.HTML_NS;
        // Only a document with a browsing context (the page's, a frame's) loads its frames: an
        // iframe moved inside a DOMParser or createHTMLDocument document requests nothing.
        const hasBrowsingContext = (document) => document === dom.currentDocument || (document !== null && document !== undefined && document.defaultView !== null);
        // What WebKit asks the app's navigation delegate about as an iframe connects (the parser
        // made it or a script inserted it, alone or in a subtree; moved, it loads again): its
        // source, about:blank when it has none or an empty one, nothing for a srcdoc document
        // or a javascript: URL (run, not loaded).
        function requestFrameNavigation(iframe) {
            if (messagingIframes.has(iframe) || iframe.hasAttribute('srcdoc')) return;
            const source = iframe.getAttribute('src');
            if (source === null || source.trim() === '') navigationRequested('about:blank', 'frame');
            else if (!/^[\x00-\x20]*javascript:/i.test(source)) navigationRequested(source, 'frame');
        }
        const connectedToAWindow = (node) => hasBrowsingContext(ownerDocumentOf(node)) && dom.isConnected(node);
        // The parser's frames in the page's document (the builder asks while no MutationObserver
        // makes it report insertions through notifyChildList); a fragment's (innerHTML) connect
        // when it is inserted.
        dom.frameParsed = (iframe) => { if (dom.isConnected(iframe)) requestFrameNavigation(iframe); };
        // An inserted subtree holds frames only if the tree's walk of what moved counted an
        // iframe (dom/nodes/tree.js): otherwise it is not searched a second time.
        const { _framesMoved } = dom.slots;
        const framesCounted = new WeakMap(); // document -> its _framesMoved when last looked at
        function framesMayHaveCome(target) {
            const document = nodeTypeOf(target) === 9 ? target : ownerDocumentOf(target);
            if (!document) return false;
            const moved = document[_framesMoved] ?? 0;
            if (moved === framesCounted.get(document)) return false;
            framesCounted.set(document, moved);
            return true;
        }
        const previousChildList = dom.notifyChildList;
        dom.notifyChildList = function (target, added, ...rest) {
            if (previousChildList) previousChildList(target, added, ...rest);
            let searched = null;
            for (const root of added) {
                if (nodeTypeOf(root) !== 1) continue;
                if (isFrame(root)) { if (connectedToAWindow(root)) requestFrameNavigation(root); continue; }
                if (firstChildOf(root) === null || (searched ??= framesMayHaveCome(target)) === false || !connectedToAWindow(root)) continue;
                for (let node = root; node !== null; node = nextInTree(node, root)) if (nodeTypeOf(node) === 1 && isFrame(node)) requestFrameNavigation(node);
            }
        };
        // A connected iframe given a source navigates to it (a removed source does not).
        const previousAttribute = dom.notifyAttribute;
        dom.notifyAttribute = function (target, name, namespace, oldValue) {
            if (previousAttribute) previousAttribute(target, name, namespace, oldValue);
            if (name === 'src' && namespace === null && isFrame(target) && target.hasAttribute('src') && connectedToAWindow(target)) requestFrameNavigation(target);
        };
    }
    // WKWebView's script message handlers: window.webkit.messageHandlers.NAME exists for each
    // native handler the app registered, and postMessage(body) calls it. It returns a promise of
    // the handler's answer, as a handler added with a reply (WKScriptMessageHandlerWithReply)
    // gives; code written for plain handlers ignores it.
    const messageHandlerObjects = new Map();
    const messageHandlerFor = (name) => {
        if (typeof name === 'string' && Object.prototype.hasOwnProperty.call(wkSignals, name) && !native.hasHandler(name)) {
            if (!messageHandlerObjects.has(name)) messageHandlerObjects.set(name, Object.freeze({ postMessage() { wkSignals[name](); } }));
            return messageHandlerObjects.get(name);
        }
        if (typeof name !== 'string' || !native.hasHandler(name)) return undefined;
        if (!messageHandlerObjects.has(name)) {
            messageHandlerObjects.set(name, Object.freeze({
                postMessage(body) {
                    if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'WKScriptMessageHandler': 1 argument required.");
                    const json = payloadJSON(body, ''); // as JSON.stringify(body) calls a toJSON
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
    // As WebKit's UserMessageHandlersNamespace (a named getter, no setter): a page may add its
    // own properties (apps' pages stub handlers a build does not register), and an own property
    // is seen before a handler of the same name.
    const own = (target, name) => Object.prototype.hasOwnProperty.call(target, name);
    const scriptMessageHandlers = new Proxy(Object.create(null), {
        get: (target, name) => (own(target, name) ? target[name] : messageHandlerFor(name)),
        has: (target, name) => own(target, name) || messageHandlerFor(name) !== undefined,
    });
    // In real WebKit (the WebKit engine) the namespace is WebKit's own, and stays.
    const existing = Object.getOwnPropertyDescriptor(globalThis, 'webkit');
    if (!existing || existing.configurable) {
        Object.defineProperty(globalThis, 'webkit', { value: Object.freeze({ messageHandlers: scriptMessageHandlers }), writable: true, configurable: true, enumerable: true });
    }

    // The engine's first, empty page has our bridge (6.x's) from the start.
    inject(6, { onerror: false });

    // WebViewJavascriptBridge's bootstrap snippet, as a global, so scripts (the built-in ones
    // included) need not carry a copy. A page's own copy replaces it and works the same.
    const ourSetup = function setupWebViewJavascriptBridge(callback) {
        if (undecided) settle(null); // a page that asks for a bridge speaks 5.x or 6.x
        if (globalThis.WebViewJavascriptBridge) return callback(globalThis.WebViewJavascriptBridge);
        if (globalThis.WVJBCallbacks) return globalThis.WVJBCallbacks.push(callback);
        globalThis.WVJBCallbacks = [callback];
        const frame = document.createElement('iframe');
        frame.style.display = 'none';
        frame.src = 'https://__bridge_loaded__';
        document.documentElement.appendChild(frame);
        setTimeout(() => document.documentElement.removeChild(frame), 0);
    };
    if (typeof globalThis.setupWebViewJavascriptBridge !== 'function') globalThis.setupWebViewJavascriptBridge = ourSetup;
})
