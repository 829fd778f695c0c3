// The network as a web view with no connection sees it: XMLHttpRequest and fetch exist and
// fail as WebKit fails them offline (an XHR ends in `error` with status 0; fetch rejects with
// "TypeError: Load failed"). Nothing ever leaves the process: the engine has no network by
// policy (docs/dom.md), and a page's script must not stop at a missing API because of it.
// Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _async, _fire, _progress, _responseType, _send, _state, _upload } = dom.slots;
    const { EventTarget } = dom.eventClasses;
    const UNSENT = 0, OPENED = 1, HEADERS_RECEIVED = 2, LOADING = 3, DONE = 4;
    const methodToken = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);

    class XMLHttpRequestEventTarget extends EventTarget {}
    for (const type of ['loadstart', 'progress', 'abort', 'error', 'load', 'timeout', 'loadend']) {
        Object.defineProperty(XMLHttpRequestEventTarget.prototype, `on${type}`, { value: null, writable: true, configurable: true, enumerable: true });
    }
    class XMLHttpRequestUpload extends XMLHttpRequestEventTarget {}

    class XMLHttpRequest extends XMLHttpRequestEventTarget {
        constructor() {
            super();
            this[_state] = UNSENT;
            this[_send] = false;
            this[_async] = true;
            this[_upload] = new XMLHttpRequestUpload();
            this[_responseType] = '';
            this.timeout = 0;
            this.withCredentials = false;
            this.onreadystatechange = null;
        }
        get readyState() { return this[_state]; }
        get status() { return 0; }
        get statusText() { return ''; }
        get responseURL() { return ''; }
        get responseText() {
            if (this[_responseType] !== '' && this[_responseType] !== 'text') throw new DOMException("The value is only accessible if the object's 'responseType' is '' or 'text'.", 'InvalidStateError');
            return '';
        }
        get responseXML() { return null; }
        get response() { return this[_responseType] === '' || this[_responseType] === 'text' ? '' : null; }
        get responseType() { return this[_responseType]; }
        set responseType(value) {
            if (this[_state] === LOADING || this[_state] === DONE) throw new DOMException('The response type cannot be set when the state is LOADING or DONE.', 'InvalidStateError');
            if (['', 'arraybuffer', 'blob', 'document', 'json', 'text'].includes(String(value))) this[_responseType] = String(value);
        }
        get upload() { return this[_upload]; }
        open(method, url, async = true) {
            if (arguments.length < 2) throw new TypeError(`Failed to execute 'open' on 'XMLHttpRequest': 2 arguments required, but only ${arguments.length} present.`);
            method = String(method);
            if (!methodToken.test(method)) throw new DOMException(`'${method}' is not a valid HTTP method.`, 'SyntaxError');
            if (forbiddenMethods.has(method.toUpperCase())) throw new DOMException(`'${method}' HTTP method is unsupported.`, 'SecurityError');
            try { new URL(String(url), globalThis.document ? globalThis.document.baseURI : undefined); } catch (error) {
                throw new DOMException(`Invalid URL`, 'SyntaxError');
            }
            this[_async] = arguments.length < 3 ? true : Boolean(async);
            this[_send] = false;
            this[_state] = OPENED;
            this[_fire]('readystatechange');
        }
        setRequestHeader(name, value) {
            if (this[_state] !== OPENED || this[_send]) throw new DOMException("The object's state must be OPENED.", 'InvalidStateError');
        }
        getResponseHeader() { return null; }
        getAllResponseHeaders() { return ''; }
        overrideMimeType() {
            if (this[_state] === LOADING || this[_state] === DONE) throw new DOMException("The object's state must not be LOADING or DONE.", 'InvalidStateError');
        }
        // The request fails as a network error: synchronously a NetworkError, else in a later task.
        send() {
            if (this[_state] !== OPENED || this[_send]) throw new DOMException("The object's state must be OPENED.", 'InvalidStateError');
            if (!this[_async]) {
                this[_state] = DONE;
                throw new DOMException("Failed to execute 'send' on 'XMLHttpRequest': the network is not reachable.", 'NetworkError');
            }
            this[_send] = true;
            this[_progress]('loadstart', this);
            setTimeout(() => {
                if (!this[_send]) return; // aborted meanwhile
                this[_send] = false;
                this[_state] = DONE;
                this[_fire]('readystatechange');
                this[_progress]('error', this);
                this[_progress]('loadend', this);
            }, 0);
        }
        abort() {
            if (this[_send]) {
                this[_send] = false;
                this[_state] = DONE;
                this[_fire]('readystatechange');
                this[_progress]('abort', this);
                this[_progress]('loadend', this);
            }
            if (this[_state] === DONE) this[_state] = UNSENT;
        }
        [_fire](type) { dom.dispatchTrusted(this, new Event(type)); }
        [_progress](type, target) { dom.dispatchTrusted(target, new globalThis.ProgressEvent(type, { lengthComputable: false, loaded: 0, total: 0 })); }
    }
    for (const [name, value] of Object.entries({ UNSENT, OPENED, HEADERS_RECEIVED, LOADING, DONE })) {
        Object.defineProperty(XMLHttpRequest, name, { value, enumerable: true });
        Object.defineProperty(XMLHttpRequest.prototype, name, { value, enumerable: true });
    }

    // fetch: the promise rejects in a later task, as a failed load does in WebKit.
    function fetch(input) {
        if (arguments.length < 1) return Promise.reject(new TypeError("Failed to execute 'fetch' on 'Window': 1 argument required, but only 0 present."));
        return new Promise((resolve, reject) => setTimeout(() => reject(new TypeError('Load failed')), 0));
    }

    const globals = { XMLHttpRequestEventTarget, XMLHttpRequestUpload, XMLHttpRequest, fetch };
    dom.exposeGlobals(globals);
})
