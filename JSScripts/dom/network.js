// fetch, XMLHttpRequest, Headers, Request, Response and Blob, answered by the page's resources
// as WKWebView answers them from its URL scheme handlers (docs/dom.md, "What loads"): what the
// engine serves (`--resources`, `--har`, `--scheme`, an app's handlers) loads, with its status
// and header fields, and every request is recorded in the page's resource log (initiator
// `fetch` or `xhr`). A request nothing serves fails as offline, as WebKit fails it with no connection: a
// fetch rejects with "TypeError: Load failed", an XHR ends in `error` with status 0 (a
// synchronous one throws a NetworkError). Same-origin and CORS as WebKit applies them: a
// cross-origin response without a matching Access-Control-Allow-Origin (and, for what needs a
// preflight, Access-Control-Allow-Methods/-Headers) is a network error, a cross-origin
// response shows only the safelisted and exposed header fields, and `no-cors` gives an opaque
// response. Nothing ever leaves the process: the engine has no network by policy.
// Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const {
        _async, _body, _bodyUsed, _credentials, _error, _fire, _generation, _guard, _handlers, _headerList, _method, _mimeOverride,
        _mode, _progress, _requestHeaders, _response, _responseType, _send, _signal, _state, _status, _statusText, _timeout, _type,
        _upload, _url, _urlList, _withCredentials, _bytes, _blobType, _entries, _fileName, _lastModified, _submissionValue,
    } = dom.slots;
    const { EventTarget } = dom.eventClasses;
    const requestOptions = dom.slots._requestOptions;
    const UNSENT = 0, OPENED = 1, HEADERS_RECEIVED = 2, LOADING = 3, DONE = 4;
    const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    const forbiddenMethods = new Set(['CONNECT', 'TRACE', 'TRACK']);
    const normalizedMethods = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH']);
    const reasons = {
        200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 206: 'Partial Content', 301: 'Moved Permanently', 302: 'Found',
        303: 'See Other', 304: 'Not Modified', 307: 'Temporary Redirect', 308: 'Permanent Redirect', 400: 'Bad Request', 401: 'Unauthorized',
        403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed', 410: 'Gone', 418: "I'm a teapot", 429: 'Too Many Requests',
        500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
    };

    // ----- Bytes: a body is a string of one character (U+0000 to U+00FF) per byte -----------------

    const wellFormed = (string) => (String.prototype.toWellFormed ? string.toWellFormed() : string.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
    const utf8Encode = (string) => unescape(encodeURIComponent(wellFormed(String(string))));

    // UTF-8 decode as the Encoding Standard's (a BOM dropped, each bad sequence one U+FFFD).
    function utf8Decode(bytes) {
        if (bytes.charCodeAt(0) === 0xEF && bytes.charCodeAt(1) === 0xBB && bytes.charCodeAt(2) === 0xBF) bytes = bytes.slice(3);
        if (!/[\x80-\xFF]/.test(bytes)) return bytes;
        try { return decodeURIComponent(escape(bytes)); } catch { /* invalid: the slow way */ }
        let out = '', needed = 0, seen = 0, code = 0, lower = 0x80, upper = 0xBF;
        for (let i = 0; i < bytes.length; i++) {
            const byte = bytes.charCodeAt(i);
            if (needed === 0) {
                if (byte < 0x80) out += bytes[i];
                else if (byte >= 0xC2 && byte <= 0xDF) { needed = 1; code = byte & 0x1F; }
                else if (byte >= 0xE0 && byte <= 0xEF) { if (byte === 0xE0) lower = 0xA0; if (byte === 0xED) upper = 0x9F; needed = 2; code = byte & 0xF; }
                else if (byte >= 0xF0 && byte <= 0xF4) { if (byte === 0xF0) lower = 0x90; if (byte === 0xF4) upper = 0x8F; needed = 3; code = byte & 0x7; }
                else out += '\uFFFD';
                continue;
            }
            if (byte < lower || byte > upper) {
                out += '\uFFFD'; needed = seen = code = 0; lower = 0x80; upper = 0xBF; i--;
                continue;
            }
            lower = 0x80; upper = 0xBF; code = (code << 6) | (byte & 0x3F);
            if (++seen === needed) { out += String.fromCodePoint(code); needed = seen = code = 0; }
        }
        return needed ? out + '\uFFFD' : out;
    }
    const windows1252 = '\u20AC\x81\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\x8D\u017D\x8F\x90\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\x9D\u017E\u0178';
    function utf16Decode(bytes, littleEndian) {
        let out = '';
        for (let i = 0; i + 1 < bytes.length; i += 2) {
            const low = bytes.charCodeAt(i + (littleEndian ? 0 : 1)), high = bytes.charCodeAt(i + (littleEndian ? 1 : 0));
            out += String.fromCharCode(high << 8 | low);
        }
        return wellFormed(bytes.length % 2 ? out + '\uFFFD' : out);
    }
    // A text in the charset given (XMLHttpRequest's responseText): a BOM first, then the label;
    // UTF-8, UTF-16 and windows-1252 (with its Latin-1 and ASCII labels) are decoded here,
    // other labels as UTF-8.
    function decode(bytes, charset) {
        const label = String(charset || '').trim().toLowerCase();
        if (bytes.startsWith('\xFF\xFE')) return utf16Decode(bytes.slice(2), true);
        if (bytes.startsWith('\xFE\xFF')) return utf16Decode(bytes.slice(2), false);
        if (label === 'utf-16le' || label === 'utf-16') return utf16Decode(bytes, true);
        if (label === 'utf-16be') return utf16Decode(bytes, false);
        if (/^(windows-1252|iso-8859-1|latin1|l1|us-ascii|ascii|iso_8859-1|cp1252|x-cp1252|cp819|ibm819|iso8859-1|iso-ir-100|csisolatin1)$/.test(label) && !bytes.startsWith('\xEF\xBB\xBF')) {
            return bytes.replace(/[\x80-\x9F]/g, (c) => windows1252[c.charCodeAt(0) - 0x80]);
        }
        return utf8Decode(bytes);
    }
    function toArrayBuffer(bytes) {
        const array = new Uint8Array(bytes.length);
        for (let i = 0; i < bytes.length; i++) array[i] = bytes.charCodeAt(i);
        return array.buffer;
    }
    function fromBufferSource(source) {
        const view = ArrayBuffer.isView(source) ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength) : new Uint8Array(source);
        let out = '';
        for (let i = 0; i < view.length; i += 8192) out += String.fromCharCode.apply(null, view.subarray(i, i + 8192));
        return out;
    }
    const isBufferSource = (value) => value instanceof ArrayBuffer || ArrayBuffer.isView(value) || (typeof SharedArrayBuffer === 'function' && value instanceof SharedArrayBuffer);
    // The MIME type's parts (essence and parameters) of a Content-Type value, or null.
    function parseMIME(value) {
        const match = /^[\t\n\r ]*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\/([!#$%&'*+.^_`|~0-9A-Za-z-]+)[\t\n\r ]*(;.*)?$/.exec(String(value ?? ''));
        if (!match) return null;
        const parameters = {};
        for (const part of (match[3] || '').split(';')) {
            const eq = part.indexOf('=');
            if (eq < 0) continue;
            const name = part.slice(0, eq).trim().toLowerCase();
            let parameter = part.slice(eq + 1).trim();
            if (parameter.startsWith('"')) parameter = parameter.slice(1, parameter.indexOf('"', 1) < 0 ? undefined : parameter.indexOf('"', 1));
            if (name && !(name in parameters)) parameters[name] = parameter;
        }
        return { essence: `${match[1]}/${match[2]}`.toLowerCase(), parameters };
    }

    // ----- Blob -------------------------------------------------------------------------------

    class Blob {
        constructor(parts = undefined, options = undefined) {
            let bytes = '';
            if (parts !== undefined && parts !== null) {
                if (typeof parts !== 'object' || typeof parts[Symbol.iterator] !== 'function') throw new TypeError("Failed to construct 'Blob': The provided value cannot be converted to a sequence.");
                for (const part of parts) {
                    if (part instanceof Blob) bytes += part[_bytes];
                    else if (isBufferSource(part)) bytes += fromBufferSource(part);
                    else bytes += utf8Encode(part);
                }
            }
            const type = options && options.type !== undefined ? String(options.type) : '';
            this[_bytes] = bytes;
            this[_blobType] = /^[\x20-\x7E]*$/.test(type) ? type.toLowerCase() : '';
        }
        get size() { return brand(this, Blob, 'size')[_bytes].length; }
        get type() { return brand(this, Blob, 'type')[_blobType]; }
        slice(start = 0, end = undefined, contentType = undefined) {
            const size = brand(this, Blob, 'slice')[_bytes].length;
            const clamp = (value, fallback) => {
                if (value === undefined) return fallback;
                value = Math.trunc(Number(value)) || 0;
                return value < 0 ? Math.max(size + value, 0) : Math.min(value, size);
            };
            const from = clamp(start, 0), to = clamp(end, size);
            const blob = new Blob([], { type: contentType === undefined ? '' : String(contentType) });
            blob[_bytes] = this[_bytes].slice(from, Math.max(from, to));
            return blob;
        }
        text() { return Promise.resolve(utf8Decode(brand(this, Blob, 'text')[_bytes])); }
        arrayBuffer() { return Promise.resolve(toArrayBuffer(brand(this, Blob, 'arrayBuffer')[_bytes])); }
        bytes() { return Promise.resolve(new Uint8Array(toArrayBuffer(brand(this, Blob, 'bytes')[_bytes]))); }
    }
    // A File: a Blob with a name and a modification time (what FormData holds for a blob).
    class File extends Blob {
        constructor(bits, name, options = undefined) {
            if (arguments.length < 2) throw new TypeError('Not enough arguments');
            super(bits, options);
            this[_fileName] = String(name);
            const modified = options?.lastModified;
            this[_lastModified] = modified === undefined ? Date.now() : Math.trunc(Number(modified)) || 0;
        }
        get name() { return fileOf(this, 'name')[_fileName]; }
        get lastModified() { return fileOf(this, 'lastModified')[_lastModified]; }
        get webkitRelativePath() { fileOf(this, 'webkitRelativePath'); return ''; }
    }
    const fileOf = (object, member) => (object !== null && typeof object === 'object' && object[_fileName] !== undefined ? object : dom.illegalInvocation(object, 'File', member));

    // ----- FormData ---------------------------------------------------------------------------

    // HTML's "constructing the entry list" for a form: its submittable fields in tree order,
    // the submitter the only button, checkboxes and radios when checked, a select's selected
    // options, a file input's files (an empty File when none), a hidden `_charset_` field the
    // encoding the form is sent in (FormData's: UTF-8). Form submission uses it too
    // (bridge/forms.js, through dom.formEntries).
    const submittable = 'button, input, select, textarea';
    const controlType = (element) => (element.localName === 'input' ? (element.getAttribute('type') || 'text').toLowerCase() : element.localName === 'button' ? (element.getAttribute('type') || 'submit').toLowerCase() : '');
    const isButton = (element) => element.localName === 'button' || ['submit', 'image', 'reset', 'button'].includes(controlType(element));
    const { formOwner, isDisabledControl } = dom;
    const constructingEntryLists = new WeakSet(); // forms whose formdata event is being dispatched
    // HTML's "constructing the entry list" ends with the form's `formdata` event, whose listeners
    // may change the entries (`formData`'s).
    function fireFormData(form, formData) {
        constructingEntryLists.add(form);
        try {
            if (!dom.FormDataEvent) internals.installNow('dom/event-interfaces.js');
            dom.dispatchTrusted(form, new dom.FormDataEvent('formdata', { bubbles: true, formData }));
        } finally {
            constructingEntryLists.delete(form);
        }
    }
    // A submission's entry list (bridge/forms.js): the form's entries, then its `formdata` event;
    // none while one is being constructed (HTML: the submission is dropped).
    function submissionEntries(form, submitter, charset) {
        if (constructingEntryLists.has(form)) return null;
        const formData = new FormData();
        formData[_entries] = formEntries(form, submitter, charset);
        fireFormData(form, formData);
        return formData[_entries];
    }
    function formEntries(form, submitter, charset = 'UTF-8') {
        const entries = [];
        for (const field of dom.formAssociatedDefined ? dom.withFormAssociated(form.ownerDocument, submittable) : form.ownerDocument.querySelectorAll(submittable)) {
            if (dom.isFormAssociatedCustom?.(field)) {
                // Its submission value (ElementInternals.setFormValue): an entry list, or one value under its name.
                const value = field[_submissionValue];
                if (formOwner(field) !== form || isDisabledControl(field) || value === undefined || value === null) continue;
                if (value instanceof FormData) entries.push(...value[_entries].map(([name, entry]) => [name, entry]));
                else if (field.getAttribute('name')) entries.push([field.getAttribute('name'), value]);
                continue;
            }
            if (formOwner(field) !== form || isDisabledControl(field) || field.closest('datalist')) continue;
            const type = controlType(field), name = field.getAttribute('name') || '';
            if (isButton(field) && field !== submitter) continue;
            if (type === 'image') { const prefix = name ? name + '.' : ''; entries.push([prefix + 'x', '0'], [prefix + 'y', '0']); continue; }
            if (!name) continue;
            if (type === 'hidden' && name.toLowerCase() === '_charset_') { entries.push([name, charset]); continue; }
            if ((type === 'checkbox' || type === 'radio') && !field.checked) continue;
            if (field.localName === 'select') {
                for (const option of field.querySelectorAll('option')) if (option.selected && !option.disabled) entries.push([name, option.value]);
                continue;
            }
            if (type === 'file') { entries.push([name, new File([], '', { type: 'application/octet-stream' })]); continue; }
            entries.push([name, (type === 'checkbox' || type === 'radio') && !field.hasAttribute('value') ? 'on' : field.value]);
        }
        return entries;
    }
    // An entry's value: a string, or for a blob a File (named `filename`, else its own name or "blob").
    function entryValue(value, filename, args) {
        if (!(value instanceof Blob)) {
            if (args > 2) throw new TypeError("Argument 2 ('value') to FormData.append must be an instance of Blob");
            return String(value);
        }
        if (!(value instanceof File) || filename !== undefined) {
            const file = new File([value], filename !== undefined ? String(filename) : value instanceof File ? value.name : 'blob', { type: value.type, lastModified: value instanceof File ? value.lastModified : undefined });
            return file;
        }
        return value;
    }
    const entriesOf = (object, member) => (object !== null && typeof object === 'object' && object[_entries] !== undefined ? object[_entries] : dom.wrongThisCall('FormData', member));
    // The iterators of entries(), keys() and values(): they read the entries as they go.
    function* formDataIterator(formData, project) {
        for (let i = 0; i < formData[_entries].length; i++) yield project(formData[_entries][i]);
    }
    class FormData {
        constructor(form = undefined, submitter = undefined) {
            this[_entries] = [];
            if (form === undefined) return;
            if (!(form instanceof dom.elementInterface('HTMLFormElement'))) throw new TypeError("Argument 1 ('form') to the FormData constructor must be an instance of HTMLFormElement");
            if (submitter !== undefined && submitter !== null) {
                const type = controlType(submitter);
                if (!(submitter instanceof dom.HTMLElement) || !((submitter.localName === 'button' && type === 'submit') || (submitter.localName === 'input' && (type === 'submit' || type === 'image')))) {
                    throw new TypeError('The specified element is not a submit button.');
                }
                if (submitter.form !== form) throw new DOMException('The specified element is not owned by this form element.', 'NotFoundError');
            }
            if (constructingEntryLists.has(form)) throw new DOMException('The form is already constructing its entry list.', 'InvalidStateError');
            this[_entries] = formEntries(form, submitter ?? null);
            fireFormData(form, this);
        }
        append(name, value, filename = undefined) {
            const entries = entriesOf(this, 'append');
            if (arguments.length < 2) throw new TypeError('Not enough arguments');
            entries.push([String(name), entryValue(value, filename, arguments.length)]);
        }
        delete(name) {
            const entries = entriesOf(this, 'delete');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            name = String(name);
            this[_entries] = entries.filter(([key]) => key !== name);
        }
        get(name) {
            const entries = entriesOf(this, 'get');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            name = String(name);
            return entries.find(([key]) => key === name)?.[1] ?? null;
        }
        getAll(name) {
            const entries = entriesOf(this, 'getAll');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            name = String(name);
            return entries.filter(([key]) => key === name).map(([, value]) => value);
        }
        has(name) {
            const entries = entriesOf(this, 'has');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            name = String(name);
            return entries.some(([key]) => key === name);
        }
        set(name, value, filename = undefined) {
            const entries = entriesOf(this, 'set');
            if (arguments.length < 2) throw new TypeError('Not enough arguments');
            name = String(name);
            const entry = [name, entryValue(value, filename, arguments.length)];
            const first = entries.findIndex(([key]) => key === name);
            if (first < 0) { entries.push(entry); return; }
            this[_entries] = entries.filter(([key], index) => key !== name || index === first);
            this[_entries][first] = entry;
        }
        entries() { return formDataIterator(entriesOf(this, 'entries') && this, (entry) => [entry[0], entry[1]]); }
        keys() { return formDataIterator(entriesOf(this, 'keys') && this, (entry) => entry[0]); }
        values() { return formDataIterator(entriesOf(this, 'values') && this, (entry) => entry[1]); }
        forEach(callback, thisArgument = undefined) {
            entriesOf(this, 'forEach');
            if (typeof callback !== 'function') throw new TypeError("Argument 1 ('callback') to FormData.forEach must be a function");
            for (let i = 0; i < this[_entries].length; i++) callback.call(thisArgument, this[_entries][i][1], this[_entries][i][0], this);
        }
    }
    Object.defineProperty(FormData.prototype, Symbol.iterator, { value: FormData.prototype.entries, writable: true, configurable: true });
    // A FormData as a request body: multipart/form-data, WebKit's boundary form, names and file
    // names with quotes and line breaks escaped as HTML says.
    function multipartBody(formData) {
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
        let boundary = '----WebKitFormBoundary';
        for (let i = 0; i < 16; i++) boundary += alphabet[Math.floor(Math.random() * alphabet.length)];
        const escape = (text) => utf8Encode(text.replace(/\r\n|\r|\n/g, '\r\n').replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22'));
        let bytes = '';
        for (const [name, value] of formData[_entries]) {
            bytes += `--${boundary}\r\nContent-Disposition: form-data; name="${escape(name)}"`;
            if (typeof value === 'string') bytes += `\r\n\r\n${utf8Encode(value.replace(/\r\n|\r|\n/g, '\r\n'))}\r\n`;
            else bytes += `; filename="${escape(value.name)}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n${value[_bytes]}\r\n`;
        }
        bytes += `--${boundary}--\r\n`;
        return { bytes, type: `multipart/form-data; boundary=${boundary}` };
    }

    function brand(object, Interface, member) {
        const slot = Interface === Blob ? _bytes : Interface === Headers ? _headerList : Interface === XMLHttpRequest ? _state : _body;
        if (object === null || typeof object !== 'object' || !(slot in object)) throw new TypeError(`The ${Interface.name}.${member} member can only be used on instances of ${Interface.name}`);
        return object;
    }

    // ----- Headers ----------------------------------------------------------------------------

    const httpWhitespace = /^[\t\n\r ]+|[\t\n\r ]+$/g;
    const forbiddenRequestHeaders = new Set(['accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method',
        'connection', 'content-length', 'cookie', 'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer', 'set-cookie', 'te',
        'trailer', 'transfer-encoding', 'upgrade', 'via']);
    const isForbiddenRequestHeader = (name) => forbiddenRequestHeaders.has(name) || name.startsWith('proxy-') || name.startsWith('sec-');
    const forbiddenResponseHeaders = new Set(['set-cookie', 'set-cookie2']);
    const safelistedResponseHeaders = new Set(['cache-control', 'content-language', 'content-length', 'content-type', 'expires', 'last-modified', 'pragma']);
    // Fetch's "CORS-safelisted request-header".
    const unsafeByte = /[\x00-\x08\x0A-\x1F"():<>?@[\\\]{}\x7F]/;
    function safelistedRequestHeader(name, value) {
        if (value.length > 128) return false;
        if (name === 'accept') return !unsafeByte.test(value);
        if (name === 'accept-language' || name === 'content-language') return /^[0-9A-Za-z *,\-.;=]*$/.test(value);
        if (name === 'content-type') {
            const mime = !unsafeByte.test(value) && parseMIME(value);
            return !!mime && ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].includes(mime.essence);
        }
        if (name === 'range') return /^bytes=(\d+-\d*|\d*-\d+)$/.test(value);
        return false;
    }
    const noCORSSafelisted = (name, value) => name !== 'range' && safelistedRequestHeader(name, value);

    class Headers {
        constructor(init = undefined) {
            this[_headerList] = [];
            this[_guard] = 'none';
            if (init !== undefined) fillHeaders(this, init);
        }
        append(name, value) {
            if (arguments.length < 2) throw new TypeError(`Failed to execute 'append' on 'Headers': 2 arguments required, but only ${arguments.length} present.`);
            appendHeader(brand(this, Headers, 'append'), name, value);
        }
        delete(name) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'delete' on 'Headers': 1 argument required, but only 0 present.");
            name = validName(name);
            const guard = brand(this, Headers, 'delete')[_guard];
            if (guard === 'request-no-cors' && !['accept', 'accept-language', 'content-language', 'content-type', 'range'].includes(name)) return;
            if (!mutable(this, name, null)) return;
            this[_headerList] = this[_headerList].filter(([n]) => n !== name);
        }
        get(name) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'get' on 'Headers': 1 argument required, but only 0 present.");
            name = validName(name);
            const values = brand(this, Headers, 'get')[_headerList].filter(([n]) => n === name).map(([, v]) => v);
            return values.length ? values.join(', ') : null;
        }
        getSetCookie() { return brand(this, Headers, 'getSetCookie')[_headerList].filter(([n]) => n === 'set-cookie').map(([, v]) => v); }
        has(name) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'has' on 'Headers': 1 argument required, but only 0 present.");
            name = validName(name);
            return brand(this, Headers, 'has')[_headerList].some(([n]) => n === name);
        }
        set(name, value) {
            if (arguments.length < 2) throw new TypeError(`Failed to execute 'set' on 'Headers': 2 arguments required, but only ${arguments.length} present.`);
            name = validName(name);
            value = validValue(value);
            if (!mutable(brand(this, Headers, 'set'), name, value)) return;
            const list = this[_headerList], index = list.findIndex(([n]) => n === name);
            if (index < 0) list.push([name, value]);
            else { list[index][1] = value; this[_headerList] = list.filter(([n], i) => n !== name || i === index); }
        }
        forEach(callback, thisArg = undefined) {
            if (typeof callback !== 'function') throw new TypeError("Failed to execute 'forEach' on 'Headers': parameter 1 is not of type 'Function'.");
            for (const [name, value] of sortedAndCombined(brand(this, Headers, 'forEach'))) callback.call(thisArg, value, name, this);
        }
        entries() { return headersIterator(brand(this, Headers, 'entries'), 'key+value'); }
        keys() { return headersIterator(brand(this, Headers, 'keys'), 'key'); }
        values() { return headersIterator(brand(this, Headers, 'values'), 'value'); }
    }
    Object.defineProperty(Headers.prototype, Symbol.iterator, { value: Headers.prototype.entries, writable: true, configurable: true });
    // WebIDL's iterator objects: live over the sorted and combined list, their prototype
    // "Headers Iterator" inheriting from %IteratorPrototype%.
    const { _iterationTarget, _iterationKind, _iterationIndex } = dom.slots;
    const HeadersIteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), {
        next: {
            value: { next() {
                if (this === null || typeof this !== 'object' || !(_iterationTarget in this)) throw new TypeError("The 'next' method can only be used on a Headers Iterator");
                const pairs = sortedAndCombined(this[_iterationTarget]);
                if (this[_iterationIndex] >= pairs.length) return { value: undefined, done: true };
                const [name, value] = pairs[this[_iterationIndex]++];
                return { value: this[_iterationKind] === 'key' ? name : this[_iterationKind] === 'value' ? value : [name, value], done: false };
            } }.next,
            writable: true, enumerable: true, configurable: true,
        },
        [Symbol.toStringTag]: { value: 'Headers Iterator', configurable: true },
    });
    function headersIterator(headers, kind) {
        const iterator = Object.create(HeadersIteratorPrototype);
        iterator[_iterationTarget] = headers;
        iterator[_iterationKind] = kind;
        iterator[_iterationIndex] = 0;
        return iterator;
    }
    function validName(name) {
        name = String(name);
        if (!token.test(name)) throw new TypeError(`Invalid header name: '${name}'`);
        return name.toLowerCase();
    }
    function validValue(value) {
        value = String(value).replace(httpWhitespace, '');
        if (/[\0\r\n]/.test(value) || /[^\x00-\xFF]/.test(value)) throw new TypeError(`Invalid header value: '${value}'`);
        return value;
    }
    // Whether the guard lets (name, value) in (value null: a deletion), after the name and
    // value were validated.
    function mutable(headers, name, value) {
        const guard = headers[_guard];
        if (guard === 'immutable') throw new TypeError('Headers are immutable');
        if (guard === 'request' && isForbiddenRequestHeader(name)) return false;
        if (guard === 'request-no-cors' && value !== null && !noCORSSafelisted(name, value)) return false;
        if (guard === 'response' && forbiddenResponseHeaders.has(name)) return false;
        return true;
    }
    function appendHeader(headers, name, value) {
        name = validName(name);
        value = validValue(value);
        let checked = value;
        if (headers[_guard] === 'request-no-cors') {
            const values = headers[_headerList].filter(([n]) => n === name).map(([, v]) => v);
            if (values.length) checked = values.join(', ') + ', ' + value;
        }
        if (mutable(headers, name, checked)) headers[_headerList].push([name, value]);
    }
    const toByteString = (value) => {
        const string = typeof value === 'symbol' ? (() => { throw new TypeError('Cannot convert a Symbol value to a string'); })() : String(value);
        if (/[^\x00-\xFF]/.test(string)) throw new TypeError(`Failed to construct 'Headers': Value is not a valid ByteString.`);
        return string;
    };
    // HeadersInit as WebIDL converts it (a sequence of pairs when it has @@iterator, else a
    // record: its own enumerable keys, in order), then appended pair by pair.
    function fillHeaders(headers, init) {
        if (init === null || (typeof init !== 'object' && typeof init !== 'function')) throw new TypeError("Failed to construct 'Headers': The provided value is not of type '(record<ByteString, ByteString> or sequence<sequence<ByteString>>)'.");
        const pairs = [];
        const method = init[Symbol.iterator];
        if (method !== undefined && method !== null) {
            if (typeof method !== 'function') throw new TypeError("Failed to construct 'Headers': The object must have a callable @@iterator property.");
            for (const pair of { [Symbol.iterator]: () => method.call(init) }) {
                if (pair === null || (typeof pair !== 'object' && typeof pair !== 'function') || typeof pair[Symbol.iterator] !== 'function') {
                    throw new TypeError("Failed to construct 'Headers': The provided value cannot be converted to a sequence.");
                }
                const list = [...pair].map(toByteString);
                if (list.length !== 2) throw new TypeError("Failed to construct 'Headers': Invalid value");
                pairs.push(list);
            }
        } else {
            for (const key of Reflect.ownKeys(init)) {
                const descriptor = Reflect.getOwnPropertyDescriptor(init, key);
                if (descriptor === undefined || !descriptor.enumerable) continue;
                const name = toByteString(key);
                pairs.push([name, toByteString(init[key])]);
            }
        }
        for (const [name, value] of pairs) appendHeader(headers, name, value);
    }
    function sortedAndCombined(headers) {
        const names = [...new Set(headers[_headerList].map(([n]) => n))].sort();
        const out = [];
        for (const name of names) {
            const values = headers[_headerList].filter(([n]) => n === name).map(([, v]) => v);
            if (name === 'set-cookie') for (const value of values) out.push([name, value]);
            else out.push([name, values.join(', ')]);
        }
        return out;
    }
    function headersFrom(list, guard) {
        const headers = new Headers();
        headers[_headerList] = list.map(([n, v]) => [n, v]);
        headers[_guard] = guard;
        return headers;
    }

    // ----- Bodies -----------------------------------------------------------------------------

    // A body and its Content-Type (null when it gives none), from what a page passes.
    function extractBody(value) {
        if (value instanceof Blob) return { bytes: value[_bytes], type: value[_blobType] || null };
        if (isBufferSource(value)) return { bytes: fromBufferSource(value), type: null };
        if (typeof URLSearchParams === 'function' && value instanceof URLSearchParams) return { bytes: utf8Encode(value.toString()), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
        if (value instanceof FormData) return multipartBody(value);
        return { bytes: utf8Encode(value), type: 'text/plain;charset=UTF-8' };
    }
    function consume(object, member, read) {
        const body = object[_body];
        if (object[_bodyUsed]) return Promise.reject(new TypeError('Body is disturbed or locked'));
        if (body !== null) object[_bodyUsed] = true;
        try { return Promise.resolve(read(body ?? '')); } catch (error) { return Promise.reject(error); }
    }
    const bodyMembers = {
        get body() { return null; },
        get bodyUsed() { return !!brand(this, Response, 'bodyUsed')[_bodyUsed]; },
        text() { return consume(brand(this, Response, 'text'), 'text', utf8Decode); },
        json() { return consume(brand(this, Response, 'json'), 'json', (bytes) => JSON.parse(utf8Decode(bytes))); },
        arrayBuffer() { return consume(brand(this, Response, 'arrayBuffer'), 'arrayBuffer', toArrayBuffer); },
        bytes() { return consume(brand(this, Response, 'bytes'), 'bytes', (bytes) => new Uint8Array(toArrayBuffer(bytes))); },
        blob() {
            const type = brand(this, Response, 'blob')[_headerList]?.get('content-type') ?? '';
            return consume(this, 'blob', (bytes) => { const blob = new Blob([], { type }); blob[_bytes] = bytes; return blob; });
        },
        formData() { return consume(brand(this, Response, 'formData'), 'formData', () => { throw new TypeError('Type error'); }); },
    };

    // ----- Request ----------------------------------------------------------------------------

    class Request {
        constructor(input, init = undefined) {
            if (arguments.length < 1) throw new TypeError("Failed to construct 'Request': 1 argument required, but only 0 present.");
            init = init ?? {};
            const from = input instanceof Request ? input : null;
            let url;
            if (from) url = from[_url];
            else {
                try { url = new URL(String(input), baseURL()); } catch { throw new TypeError(`Failed to construct 'Request': Invalid URL '${String(input)}'`); }
                if (url.username || url.password) throw new TypeError(`Failed to construct 'Request': Request cannot be constructed from a URL that includes credentials: ${url.href}`);
            }
            let method = from ? from[_method] : 'GET';
            if (init.method !== undefined) {
                method = String(init.method);
                if (!token.test(method)) throw new TypeError(`Failed to construct 'Request': '${method}' is not a valid HTTP method.`);
                if (forbiddenMethods.has(method.toUpperCase())) throw new TypeError(`Failed to construct 'Request': '${method}' HTTP method is unsupported.`);
                if (normalizedMethods.has(method.toUpperCase())) method = method.toUpperCase();
            }
            const mode = init.mode !== undefined ? String(init.mode) : from ? from[_mode] : 'cors';
            if (!['cors', 'no-cors', 'same-origin', 'navigate'].includes(mode)) throw new TypeError(`Failed to construct 'Request': The provided value '${mode}' is not a valid enum value of type RequestMode.`);
            if (mode === 'navigate') throw new TypeError("Failed to construct 'Request': Cannot construct a Request with a RequestInit whose mode member is set as 'navigate'.");
            const credentials = init.credentials !== undefined ? String(init.credentials) : from ? from[_credentials] : 'same-origin';
            if (!['omit', 'same-origin', 'include'].includes(credentials)) throw new TypeError(`Failed to construct 'Request': The provided value '${credentials}' is not a valid enum value of type RequestCredentials.`);
            if (mode === 'no-cors' && !['GET', 'HEAD', 'POST'].includes(method)) throw new TypeError(`Failed to construct 'Request': '${method}' is unsupported in no-cors mode.`);
            const choice = (member, values, type) => {
                if (init[member] === undefined) return from ? from[requestOptions][member] : values[0];
                const value = String(init[member]);
                if (!values.includes(value)) throw new TypeError(`Failed to construct 'Request': The provided value '${value}' is not a valid enum value of type ${type}.`);
                return value;
            };
            const options = {
                cache: choice('cache', ['default', 'no-store', 'reload', 'no-cache', 'force-cache', 'only-if-cached'], 'RequestCache'),
                redirect: choice('redirect', ['follow', 'error', 'manual'], 'RequestRedirect'),
                referrerPolicy: choice('referrerPolicy', ['', 'no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin',
                    'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url'], 'ReferrerPolicy'),
                priority: choice('priority', ['auto', 'high', 'low'], 'RequestPriority'),
                integrity: init.integrity !== undefined ? String(init.integrity) : from ? from[requestOptions].integrity : '',
                keepalive: init.keepalive !== undefined ? Boolean(init.keepalive) : from ? from[requestOptions].keepalive : false,
                referrer: from ? from[requestOptions].referrer : 'about:client',
            };
            if (options.cache === 'only-if-cached' && mode !== 'same-origin') throw new TypeError("Failed to construct 'Request': 'only-if-cached' can be set only with 'same-origin' mode");
            if (init.referrer !== undefined) {
                const referrer = String(init.referrer);
                if (referrer === '') options.referrer = '';
                else {
                    let parsed;
                    try { parsed = new URL(referrer, baseURL()); } catch { throw new TypeError(`Failed to construct 'Request': Referrer '${referrer}' is not a valid URL.`); }
                    options.referrer = parsed.href === 'about:client' || originOf(parsed) !== pageOrigin() ? 'about:client' : parsed.href;
                }
            }
            if (options.keepalive && init.body !== undefined && init.body !== null && extractBody(init.body).bytes.length > 65536) {
                throw new TypeError("Failed to construct 'Request': Keepalive request body is larger than the 64 KiB quota.");
            }
            const headers = new Headers();
            headers[_guard] = mode === 'no-cors' ? 'request-no-cors' : 'request';
            const headerInit = init.headers !== undefined ? init.headers : from ? from[_headerList] : undefined;
            if (headerInit !== undefined) fillHeaders(headers, headerInit);
            let body = from ? from[_body] : null;
            if (init.body !== undefined && init.body !== null) {
                if (method === 'GET' || method === 'HEAD') throw new TypeError("Failed to construct 'Request': Request with GET/HEAD method cannot have body.");
                const extracted = extractBody(init.body);
                body = extracted.bytes;
                if (extracted.type && !headers.has('content-type')) headers[_headerList].push(['content-type', extracted.type]);
            }
            if (from && from[_bodyUsed]) throw new TypeError("Failed to construct 'Request': Cannot construct a Request with a Request object that has already been used.");
            this[_url] = url;
            this[_method] = method;
            this[_mode] = mode;
            this[_credentials] = credentials;
            this[_headerList] = headers;
            this[_body] = body;
            this[_bodyUsed] = false;
            this[_signal] = init.signal !== undefined ? init.signal : from ? from[_signal] : null;
            this[requestOptions] = options;
        }
        get method() { return brandRequest(this, 'method')[_method]; }
        get url() { return brandRequest(this, 'url')[_url].href.replace(/#.*$/, ''); }
        get headers() { return brandRequest(this, 'headers')[_headerList]; }
        get destination() { return ''; }
        get referrer() { return brandRequest(this, 'referrer')[requestOptions].referrer; }
        get referrerPolicy() { return brandRequest(this, 'referrerPolicy')[requestOptions].referrerPolicy; }
        get mode() { return brandRequest(this, 'mode')[_mode]; }
        get credentials() { return brandRequest(this, 'credentials')[_credentials]; }
        get cache() { return brandRequest(this, 'cache')[requestOptions].cache; }
        get redirect() { return brandRequest(this, 'redirect')[requestOptions].redirect; }
        get integrity() { return brandRequest(this, 'integrity')[requestOptions].integrity; }
        get keepalive() { return brandRequest(this, 'keepalive')[requestOptions].keepalive; }
        get signal() {
            const request = brandRequest(this, 'signal');
            if (!request[_signal] && typeof AbortController === 'function') request[_signal] = new AbortController().signal;
            return request[_signal];
        }
        get body() { return null; }
        get bodyUsed() { return !!brandRequest(this, 'bodyUsed')[_bodyUsed]; }
        clone() {
            if (brandRequest(this, 'clone')[_bodyUsed]) throw new TypeError("Failed to execute 'clone' on 'Request': Request body is already used");
            return new Request(this);
        }
        text() { return consume(brandRequest(this, 'text'), 'text', utf8Decode); }
        json() { return consume(brandRequest(this, 'json'), 'json', (bytes) => JSON.parse(utf8Decode(bytes))); }
        arrayBuffer() { return consume(brandRequest(this, 'arrayBuffer'), 'arrayBuffer', toArrayBuffer); }
        blob() {
            const type = brandRequest(this, 'blob')[_headerList].get('content-type') ?? '';
            return consume(this, 'blob', (bytes) => { const blob = new Blob([], { type }); blob[_bytes] = bytes; return blob; });
        }
    }
    function brandRequest(object, member) {
        if (object === null || typeof object !== 'object' || !(_method in object)) throw new TypeError(`The Request.${member} member can only be used on instances of Request`);
        return object;
    }

    // ----- Response ---------------------------------------------------------------------------

    class Response {
        constructor(body = null, init = undefined) {
            init = init ?? {};
            const status = init.status !== undefined ? Number(init.status) : 200;
            if (!(status >= 200 && status <= 599) || !Number.isInteger(status)) throw new RangeError(`Failed to construct 'Response': The status provided (${init.status}) is outside the range [200, 599].`);
            const statusText = init.statusText !== undefined ? String(init.statusText) : '';
            if (!/^[\t\x20-\x7E\x80-\xFF]*$/.test(statusText)) throw new TypeError("Failed to construct 'Response': Invalid statusText");
            const headers = new Headers();
            headers[_guard] = 'response';
            if (init.headers !== undefined) fillHeaders(headers, init.headers);
            let bytes = null;
            if (body !== null && body !== undefined) {
                if ([101, 103, 204, 205, 304].includes(status)) throw new TypeError("Failed to construct 'Response': Response with null body status cannot have body");
                const extracted = extractBody(body);
                bytes = extracted.bytes;
                if (extracted.type && !headers.has('content-type')) headers[_headerList].push(['content-type', extracted.type]);
            }
            this[_type] = 'default';
            this[_urlList] = [];
            this[_status] = status;
            this[_statusText] = statusText;
            this[_headerList] = headers;
            this[_body] = bytes;
            this[_bodyUsed] = false;
        }
        static error() { return makeResponse({ type: 'error', status: 0, statusText: '', headers: [], body: null, url: null }); }
        static json(data, init = undefined) {
            const text = JSON.stringify(data);
            if (text === undefined) throw new TypeError("Failed to execute 'json' on 'Response': The data is not JSON serializable");
            const response = new Response(text, init);
            if (!(init && init.headers !== undefined && response.headers.has('content-type'))) response[_headerList].set('content-type', 'application/json');
            return response;
        }
        static redirect(url, status = 302) {
            let parsed;
            try { parsed = new URL(String(url), baseURL()); } catch { throw new TypeError(`Failed to execute 'redirect' on 'Response': Invalid URL`); }
            if (![301, 302, 303, 307, 308].includes(Number(status))) throw new RangeError("Failed to execute 'redirect' on 'Response': Invalid status code");
            return makeResponse({ type: 'default', status: Number(status), statusText: '', headers: [['location', parsed.href]], body: null, url: null });
        }
        get type() { return brand(this, Response, 'type')[_type]; }
        get url() { return brand(this, Response, 'url')[_urlList].length ? this[_urlList][this[_urlList].length - 1] : ''; }
        get redirected() { return brand(this, Response, 'redirected')[_urlList].length > 1; }
        get status() { return brand(this, Response, 'status')[_status]; }
        get ok() { return brand(this, Response, 'ok')[_status] >= 200 && this[_status] <= 299; }
        get statusText() { return brand(this, Response, 'statusText')[_statusText]; }
        get headers() { return brand(this, Response, 'headers')[_headerList]; }
        clone() {
            if (brand(this, Response, 'clone')[_bodyUsed]) throw new TypeError("Failed to execute 'clone' on 'Response': Response body is already used");
            const copy = makeResponse({ type: this[_type], status: this[_status], statusText: this[_statusText], headers: this[_headerList][_headerList], body: this[_body], url: null });
            copy[_urlList] = this[_urlList].slice();
            copy[_headerList][_guard] = this[_headerList][_guard];
            return copy;
        }
    }
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(bodyMembers))) {
        Object.defineProperty(Response.prototype, name, { ...descriptor, enumerable: false });
    }
    function makeResponse({ type, status, statusText, headers, body, url, urlList }) {
        const response = Object.create(Response.prototype);
        response[_type] = type;
        response[_urlList] = urlList ? urlList.slice() : url ? [url] : [];
        response[_status] = status;
        response[_statusText] = statusText;
        response[_headerList] = headersFrom(headers, 'immutable');
        response[_body] = body;
        response[_bodyUsed] = false;
        return response;
    }

    // ----- Loading through the page's resources -----------------------------------------------

    function baseURL() {
        const document = globalThis.document;
        return document && document.baseURI && document.baseURI !== 'about:blank' ? document.baseURI : (document ? document.URL : 'about:blank');
    }
    // An origin as WebKit's SecurityOrigin has it: scheme, host and port, also for an app's
    // own schemes (whose URLs' `origin` is "null" by the URL standard, but whose pages WebKit
    // treats as one origin); file: URLs one origin among themselves; about:, data: and blob:
    // documents opaque (null).
    const defaultPorts = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21' };
    function originOf(url) {
        if (url.protocol === 'file:') return 'file://';
        if (['about:', 'data:', 'blob:', 'javascript:'].includes(url.protocol) || !url.host) return null;
        const port = url.port && url.port !== defaultPorts[url.protocol] ? `:${url.port}` : '';
        return `${url.protocol}//${url.hostname}${port}`;
    }
    function pageOrigin() {
        try { return originOf(new URL(globalThis.document ? globalThis.document.URL : 'about:blank')); } catch { return null; }
    }
    function serializedOrigin(origin) { return origin === 'file://' ? 'null' : origin ?? 'null'; }

    // blob: URLs (the File API's blob URL store): `blob:<the page's origin>/<a UUID>`, each
    // resolving to its blob until revoked or until the next page.
    const blobStore = new Map();
    dom.blobURLs = {
        // (null for anything but a Blob: the caller throws, so the error is its own.)
        create(blob) {
            if (!(blob instanceof Blob)) return null;
            const random = native.randomBytes(16);
            const bytes = Uint8Array.from(random, (character) => character.charCodeAt(0));
            bytes[6] = (bytes[6] & 0x0f) | 0x40;
            bytes[8] = (bytes[8] & 0x3f) | 0x80;
            const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
            const url = `blob:${serializedOrigin(pageOrigin())}/${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
            blobStore.set(url, blob);
            return url;
        },
        revoke(url) { blobStore.delete(url.replace(/#.*$/, '')); },
        clear() { blobStore.clear(); },
    };
    // A blob: URL's response (fetch's "scheme fetch" for blob:): the blob with its length and
    // type, for a GET; a network error for another method or a URL the store does not hold.
    function blobURL(url, method) {
        const href = url.href.replace(/#.*$/, '');
        const blob = blobStore.get(href);
        if (blob === undefined || method !== 'GET') return null;
        return { status: 200, statusText: 'OK', headers: [['content-length', String(blob[_bytes].length)], ['content-type', blob[_blobType] || '']], body: blob[_bytes], url: href, type: 'basic' };
    }

    // A data: URL's response (fetch's "data: URL processor"), or null when it is not one.
    function dataURL(url) {
        const href = url.href.replace(/#.*$/, '');
        const comma = href.indexOf(',');
        if (comma < 0) return null;
        let mimeType = href.slice(5, comma).replace(httpWhitespace, '');
        let body = href.slice(comma + 1);
        try { body = unescape(body.replace(/%(?![0-9A-Fa-f]{2})/g, '%25')); } catch { return null; }
        const base64 = /;[\x20]*base64$/i.exec(mimeType);
        if (base64) {
            mimeType = mimeType.slice(0, base64.index);
            body = body.replace(/[\t\n\f\r ]/g, '');
            if (body.length % 4 === 0) body = body.replace(/==?$/, '');
            if (body.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(body)) return null;
            body = atob(body);
        }
        if (mimeType.startsWith(';')) mimeType = 'text/plain' + mimeType;
        if (!parseMIME(mimeType)) mimeType = 'text/plain;charset=US-ASCII';
        return { status: 200, statusText: 'OK', headers: [['content-type', mimeType]], body, url: href, type: 'basic' };
    }

    // Loads `url` (a URL) for fetch or XHR as WebKit would, following redirects (a served 301,
    // 302, 303, 307 or 308 with a Location, as a HAR records them; at most 20): the response
    // {status, statusText, headers, body, url, urlList, type}, or null for a network error.
    // `redirect` is the request's redirect mode (XHR: follow).
    function load(url, method, requestHeaders, mode, credentials, what, redirect = 'follow') {
        const urlList = [];
        let tainted = false;
        for (let hops = 0; ; hops++) {
            const response = loadOnce(url, method, requestHeaders, mode, credentials, what, tainted);
            if (!response) return null;
            urlList.push(response.url || url.href.replace(/#.*$/, ''));
            if (![301, 302, 303, 307, 308].includes(response.status) || response.location === null || response.type === 'opaque') {
                response.urlList = response.type === 'opaque' ? [] : urlList;
                return response;
            }
            if (redirect === 'error' || hops >= 20) return null;
            if (redirect === 'manual') return { status: 0, statusText: '', headers: [], body: '', url: urlList[urlList.length - 1], urlList, type: 'opaqueredirect' };
            let next;
            try { next = new URL(response.location, url); } catch { return null; }
            if (next.protocol !== url.protocol && !['http:', 'https:'].includes(next.protocol)) return null;
            if (originOf(next) !== originOf(url) && (next.username || next.password)) return null;
            if ((response.status === 303 && method !== 'GET' && method !== 'HEAD') || ([301, 302].includes(response.status) && method === 'POST')) {
                method = 'GET';
                requestHeaders = requestHeaders.filter(([name]) => !['content-type', 'content-encoding', 'content-language', 'content-location'].includes(name));
            }
            // A redirect to another origin than the request's own makes its origin opaque for
            // the rest of the way (Fetch's "tainted origin").
            if (originOf(next) !== originOf(url) && originOf(url) !== pageOrigin()) tainted = true;
            url = next;
        }
    }

    function loadOnce(url, method, requestHeaders, mode, credentials, what, tainted) {
        if (url.protocol === 'data:') return dataURL(url);
        if (url.protocol === 'blob:') return blobURL(url, method);
        const href = url.href.replace(/#.*$/, '');
        const origin = tainted ? null : pageOrigin(), target = originOf(url);
        const sameOrigin = origin !== null && origin === target;
        if (!sameOrigin && mode === 'same-origin') {
            console.error(`${what} cannot load ${href}. Request mode is "same-origin" but the URL's origin is not same as the request origin ${serializedOrigin(origin)}.`);
            return null;
        }
        if (['about:', 'blob:', 'javascript:'].includes(url.protocol)) return null;
        const served = native.fetchResource(href, what === 'XMLHttpRequest' ? 'xhr' : 'fetch');
        if (!served) return null;
        let head;
        try { head = JSON.parse(served[2]); } catch { head = { headers: [] }; }
        const status = served[0], headers = head.headers.filter(([name]) => !forbiddenResponseHeaders.has(name));
        const body = method === 'HEAD' || [101, 103, 204, 205, 304].includes(status) ? '' : served[1];
        const location = headers.find(([name]) => name === 'location')?.[1] ?? null;
        if (sameOrigin) return { status, statusText: reasons[status] ?? '', headers, body, url: href, type: 'basic', location };
        if (mode === 'no-cors') return { status: 0, statusText: '', headers: [], body: '', url: '', type: 'opaque', location: null };
        // CORS: the response must allow the page's origin; what needs a preflight (another
        // method, other header fields) must be allowed by the fields the same answer gives.
        const field = (name) => headers.find(([n]) => n === name)?.[1] ?? null;
        const list = (name) => (field(name) ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
        const allowOrigin = field('access-control-allow-origin'), withCredentials = credentials === 'include';
        const requestOrigin = serializedOrigin(origin);
        let reason = null;
        if (allowOrigin === null) reason = `Origin ${requestOrigin} is not allowed by Access-Control-Allow-Origin. Status code: ${status}`;
        else if (allowOrigin === '*' ? withCredentials : allowOrigin !== requestOrigin) reason = `Origin ${requestOrigin} is not allowed by Access-Control-Allow-Origin. Status code: ${status}`;
        else if (withCredentials && field('access-control-allow-credentials') !== 'true') reason = `Credentials flag is true, but Access-Control-Allow-Credentials is not "true".`;
        else {
            const methods = list('access-control-allow-methods'), allowedHeaders = list('access-control-allow-headers');
            if (!['GET', 'HEAD', 'POST'].includes(method) && !methods.includes(method.toLowerCase()) && !(methods.includes('*') && !withCredentials)) {
                reason = `Method ${method} is not allowed by Access-Control-Allow-Methods.`;
            }
            for (const [name, value] of requestHeaders) {
                if (reason || safelistedRequestHeader(name, value) || allowedHeaders.includes(name) || (allowedHeaders.includes('*') && !withCredentials && name !== 'authorization')) continue;
                reason = `Request header field ${name} is not allowed by Access-Control-Allow-Headers.`;
            }
        }
        if (reason) {
            console.error(reason);
            console.error(`${what} cannot load ${href} due to access control checks.`);
            return null;
        }
        const exposed = list('access-control-expose-headers');
        const visible = headers.filter(([name]) => safelistedResponseHeaders.has(name) || exposed.includes(name) || (exposed.includes('*') && !withCredentials));
        return { status, statusText: reasons[status] ?? '', headers: visible, body, url: href, type: 'cors', location };
    }

    const abortError = (signal) => (signal.reason !== undefined ? signal.reason : new DOMException('Fetch is aborted', 'AbortError'));

    // fetch: the request is made now (and recorded); its promise settles in a later task.
    // (A method: like WebKit's native fetch it has no `prototype` and throws on `new`.)
    const { fetch } = { fetch(input, init = undefined) {
        if (arguments.length < 1) return Promise.reject(new TypeError("Failed to execute 'fetch' on 'Window': 1 argument required, but only 0 present."));
        let request;
        try { request = new Request(input, init); } catch (error) { return Promise.reject(error); }
        return new Promise((resolve, reject) => {
            const signal = request[_signal];
            if (signal && signal.aborted) { reject(abortError(signal)); return; }
            const headers = request[_headerList][_headerList];
            const result = load(request[_url], request[_method], headers, request[_mode], request[_credentials], 'Fetch API', request[requestOptions].redirect);
            let settled = false;
            const onAbort = () => { if (!settled) { settled = true; reject(abortError(signal)); } };
            if (signal) signal.addEventListener('abort', onAbort);
            setTimeout(() => {
                if (signal) signal.removeEventListener('abort', onAbort);
                if (settled) return;
                settled = true;
                if (!result) { reject(new TypeError('Load failed')); return; }
                const response = makeResponse(result);
                response[_headerList][_guard] = 'immutable';
                resolve(response);
            }, 0);
        });
    } };

    // ----- XMLHttpRequest ---------------------------------------------------------------------

    // (Accessors named as WebKit's, `get onload`, checking their object: an XHR or its upload.)
    const eventTargets = new WeakSet();
    function defineHandlers(prototype, interfaceName, types) {
        for (const type of types) {
            const key = `on${type}`;
            const checked = (object) => (eventTargets.has(object) ? object : dom.illegalInvocation(object, interfaceName, key));
            const { get, set } = Object.getOwnPropertyDescriptor({
                get [key]() { return checked(this)[_handlers]?.get(type)?.value ?? null; },
                set [key](value) {
                    checked(this);
                    if (!(_handlers in this)) Object.defineProperty(this, _handlers, { value: new Map() });
                    const handlers = this[_handlers], entry = handlers.get(type);
                    if (typeof value !== 'function' && (typeof value !== 'object' || value === null)) {
                        if (entry) { this.removeEventListener(type, entry.listener); handlers.delete(type); }
                        return;
                    }
                    if (entry) { entry.value = value; return; }
                    const handler = { value, listener: (event) => { if (typeof handler.value === 'function' && handler.value.call(this, event) === false) event.preventDefault(); } };
                    handlers.set(type, handler);
                    this.addEventListener(type, handler.listener);
                },
            }, key);
            Object.defineProperty(prototype, key, { get, set, enumerable: true, configurable: true });
        }
    }

    class XMLHttpRequestEventTarget extends EventTarget {
        constructor() {
            if (new.target === XMLHttpRequestEventTarget) throw new TypeError('Illegal constructor');
            super();
            eventTargets.add(this);
        }
    }
    defineHandlers(XMLHttpRequestEventTarget.prototype, 'XMLHttpRequestEventTarget', ['loadstart', 'progress', 'abort', 'error', 'load', 'timeout', 'loadend']);
    class XMLHttpRequestUpload extends XMLHttpRequestEventTarget {
        constructor(key) {
            if (key !== _upload) throw new TypeError('Illegal constructor');
            super();
        }
    }

    class XMLHttpRequest extends XMLHttpRequestEventTarget {
        constructor() {
            super();
            this[_state] = UNSENT;
            this[_send] = false;
            this[_async] = true;
            this[_upload] = new XMLHttpRequestUpload(_upload);
            this[_responseType] = '';
            this[_timeout] = 0;
            this[_withCredentials] = false;
            this[_generation] = 0;
            reset(this);
        }
        get readyState() { return brand(this, XMLHttpRequest, 'readyState')[_state]; }
        get status() { return brand(this, XMLHttpRequest, 'status')[_response]?.status ?? 0; }
        get statusText() { return brand(this, XMLHttpRequest, 'statusText')[_response]?.statusText ?? ''; }
        get responseURL() { return brand(this, XMLHttpRequest, 'responseURL')[_response]?.url ?? ''; }
        get responseText() {
            if (brand(this, XMLHttpRequest, 'responseText')[_responseType] !== '' && this[_responseType] !== 'text') {
                throw new DOMException("The value is only accessible if the object's 'responseType' is '' or 'text' (was '" + this[_responseType] + "').", 'InvalidStateError');
            }
            return this[_state] === LOADING || this[_state] === DONE ? textOf(this) : '';
        }
        get responseXML() {
            if (brand(this, XMLHttpRequest, 'responseXML')[_responseType] !== '' && this[_responseType] !== 'document') {
                throw new DOMException("The value is only accessible if the object's 'responseType' is '' or 'document' (was '" + this[_responseType] + "').", 'InvalidStateError');
            }
            return this[_state] === DONE ? documentOf(this) : null;
        }
        get response() {
            const type = brand(this, XMLHttpRequest, 'response')[_responseType];
            if (type === '' || type === 'text') return this[_state] === LOADING || this[_state] === DONE ? textOf(this) : '';
            if (this[_state] !== DONE || !this[_response]) return null;
            const response = this[_response];
            if (!('object' in response)) {
                const bytes = response.body;
                if (type === 'arraybuffer') response.object = toArrayBuffer(bytes);
                else if (type === 'blob') { response.object = new Blob([], { type: finalMIME(this) }); response.object[_bytes] = bytes; }
                else if (type === 'document') response.object = documentOf(this);
                else if (type === 'json') { try { response.object = bytes === '' ? null : JSON.parse(utf8Decode(bytes)); } catch { response.object = null; } }
            }
            return response.object;
        }
        get responseType() { return brand(this, XMLHttpRequest, 'responseType')[_responseType]; }
        set responseType(value) {
            value = String(value);
            if (!['', 'arraybuffer', 'blob', 'document', 'json', 'text'].includes(value)) return;
            if (brand(this, XMLHttpRequest, 'responseType')[_state] === LOADING || this[_state] === DONE) throw new DOMException("Failed to set the 'responseType' property on 'XMLHttpRequest': The response type cannot be set if the object's state is LOADING or DONE.", 'InvalidStateError');
            if (this[_state] !== UNSENT && !this[_async]) throw new DOMException("Failed to set the 'responseType' property on 'XMLHttpRequest': The response type cannot be changed for synchronous requests made from a document.", 'InvalidAccessError');
            this[_responseType] = value;
        }
        get timeout() { return brand(this, XMLHttpRequest, 'timeout')[_timeout]; }
        set timeout(value) {
            if (brand(this, XMLHttpRequest, 'timeout')[_state] !== UNSENT && !this[_async]) throw new DOMException("Failed to set the 'timeout' property on 'XMLHttpRequest': Timeouts cannot be set for synchronous requests made from a document.", 'InvalidAccessError');
            this[_timeout] = Math.max(0, Math.min(Math.trunc(Number(value)) || 0, 4294967295));
        }
        get withCredentials() { return brand(this, XMLHttpRequest, 'withCredentials')[_withCredentials]; }
        set withCredentials(value) {
            if ((brand(this, XMLHttpRequest, 'withCredentials')[_state] !== UNSENT && this[_state] !== OPENED) || this[_send]) {
                throw new DOMException("Failed to set the 'withCredentials' property on 'XMLHttpRequest': The value may only be set if the object's state is UNSENT or OPENED.", 'InvalidStateError');
            }
            this[_withCredentials] = Boolean(value);
        }
        get upload() { return brand(this, XMLHttpRequest, 'upload')[_upload]; }
        open(method, url, async = true, username = undefined, password = undefined) {
            brand(this, XMLHttpRequest, 'open');
            if (arguments.length < 2) throw new TypeError(`Failed to execute 'open' on 'XMLHttpRequest': 2 arguments required, but only ${arguments.length} present.`);
            method = String(method);
            if (!token.test(method)) throw new DOMException(`Failed to execute 'open' on 'XMLHttpRequest': '${method}' is not a valid HTTP method.`, 'SyntaxError');
            if (forbiddenMethods.has(method.toUpperCase())) throw new DOMException(`Failed to execute 'open' on 'XMLHttpRequest': '${method}' HTTP method is unsupported.`, 'SecurityError');
            if (normalizedMethods.has(method.toUpperCase())) method = method.toUpperCase();
            let parsed;
            try { parsed = new URL(String(url), baseURL()); } catch {
                throw new DOMException(`Failed to execute 'open' on 'XMLHttpRequest': Invalid URL`, 'SyntaxError');
            }
            async = arguments.length < 3 ? true : Boolean(async);
            if (!async && (this[_responseType] !== '' || this[_timeout] !== 0)) {
                throw new DOMException("Failed to execute 'open' on 'XMLHttpRequest': Synchronous requests from a document must not set a response type or timeout.", 'InvalidAccessError');
            }
            this[_generation]++;
            this[_method] = method;
            this[_url] = parsed;
            this[_async] = async;
            this[_send] = false;
            this[_requestHeaders] = [];
            reset(this);
            if (this[_state] !== OPENED) {
                this[_state] = OPENED;
                this[_fire]('readystatechange');
            }
        }
        setRequestHeader(name, value) {
            brand(this, XMLHttpRequest, 'setRequestHeader');
            if (arguments.length < 2) throw new TypeError(`Failed to execute 'setRequestHeader' on 'XMLHttpRequest': 2 arguments required, but only ${arguments.length} present.`);
            if (this[_state] !== OPENED || this[_send]) throw new DOMException("Failed to execute 'setRequestHeader' on 'XMLHttpRequest': The object's state must be OPENED.", 'InvalidStateError');
            name = String(name);
            value = String(value).replace(httpWhitespace, '');
            if (!token.test(name)) throw new DOMException(`Failed to execute 'setRequestHeader' on 'XMLHttpRequest': '${name}' is not a valid HTTP header field name.`, 'SyntaxError');
            if (/[\0\r\n]/.test(value) || /[^\x00-\xFF]/.test(value)) throw new DOMException(`Failed to execute 'setRequestHeader' on 'XMLHttpRequest': '${value}' is not a valid HTTP header field value.`, 'SyntaxError');
            const lower = name.toLowerCase();
            if (isForbiddenRequestHeader(lower)) return;
            const existing = this[_requestHeaders].find(([n]) => n === lower);
            if (existing) existing[1] += ', ' + value;
            else this[_requestHeaders].push([lower, value]);
        }
        getResponseHeader(name) {
            brand(this, XMLHttpRequest, 'getResponseHeader');
            if (arguments.length < 1) throw new TypeError("Failed to execute 'getResponseHeader' on 'XMLHttpRequest': 1 argument required, but only 0 present.");
            if (this[_state] < HEADERS_RECEIVED || !this[_response]) return null;
            const lower = String(name).toLowerCase();
            const values = this[_response].headers.filter(([n]) => n === lower).map(([, v]) => v);
            return values.length ? values.join(', ') : null;
        }
        getAllResponseHeaders() {
            brand(this, XMLHttpRequest, 'getAllResponseHeaders');
            if (this[_state] < HEADERS_RECEIVED || !this[_response]) return '';
            return sortedAndCombined(headersFrom(this[_response].headers, 'immutable')).map(([n, v]) => `${n}: ${v}\r\n`).join('');
        }
        overrideMimeType(mime) {
            brand(this, XMLHttpRequest, 'overrideMimeType');
            if (arguments.length < 1) throw new TypeError("Failed to execute 'overrideMimeType' on 'XMLHttpRequest': 1 argument required, but only 0 present.");
            if (this[_state] === LOADING || this[_state] === DONE) throw new DOMException("Failed to execute 'overrideMimeType' on 'XMLHttpRequest': MimeType cannot be overridden when the state is LOADING or DONE.", 'InvalidStateError');
            this[_mimeOverride] = parseMIME(mime) ? String(mime) : 'application/octet-stream';
        }
        // The request is made now (and recorded); an asynchronous one reports in later tasks,
        // in WebKit's order: readystatechange to HEADERS_RECEIVED, to LOADING (with a body),
        // progress, readystatechange to DONE, load, loadend (or error and loadend).
        send(body = null) {
            brand(this, XMLHttpRequest, 'send');
            if (this[_state] !== OPENED || this[_send]) throw new DOMException("Failed to execute 'send' on 'XMLHttpRequest': The object's state must be OPENED.", 'InvalidStateError');
            const method = this[_method];
            let bytes = null;
            if (body !== null && body !== undefined && method !== 'GET' && method !== 'HEAD') {
                const extracted = globalThis.Document && body instanceof globalThis.Document
                    ? { bytes: utf8Encode(new XMLSerializer().serializeToString(body)), type: body.contentType === 'text/html' ? 'text/html;charset=UTF-8' : 'application/xml;charset=UTF-8' }
                    : extractBody(body);
                bytes = extracted.bytes;
                if (extracted.type && !this[_requestHeaders].some(([n]) => n === 'content-type')) this[_requestHeaders].push(['content-type', extracted.type]);
            }
            const credentials = this[_withCredentials] ? 'include' : 'same-origin';
            const generation = this[_generation];
            reset(this);
            if (!this[_async]) {
                this[_send] = true;
                const result = load(this[_url], method, this[_requestHeaders], 'cors', credentials, 'XMLHttpRequest');
                this[_send] = false;
                this[_state] = DONE;
                if (!result) {
                    this[_response] = null;
                    throw new DOMException(`Failed to execute 'send' on 'XMLHttpRequest': Failed to load '${this[_url].href}'.`, 'NetworkError');
                }
                this[_response] = result;
                const length = result.body.length;
                this[_fire]('readystatechange');
                this[_progress]('load', this, length, length);
                this[_progress]('loadend', this, length, length);
                return;
            }
            this[_send] = true;
            const upload = this[_upload];
            const uploading = bytes !== null;
            this[_progress]('loadstart', this, 0, 0);
            if (uploading) this[_progress]('loadstart', upload, 0, bytes.length);
            if (this[_state] !== OPENED || !this[_send] || this[_generation] !== generation) return; // a handler aborted or reopened
            const result = load(this[_url], method, this[_requestHeaders], 'cors', credentials, 'XMLHttpRequest');
            const current = () => this[_send] && this[_generation] === generation;
            setTimeout(() => {
                if (!current()) return;
                if (uploading) {
                    if (!result) { requestError(this, 'error', uploading); return; }
                    this[_progress]('progress', upload, bytes.length, bytes.length);
                    this[_progress]('load', upload, bytes.length, bytes.length);
                    this[_progress]('loadend', upload, bytes.length, bytes.length);
                    if (!current()) return;
                }
                if (!result) { requestError(this, 'error', false); return; }
                this[_response] = result;
                this[_state] = HEADERS_RECEIVED;
                this[_fire]('readystatechange');
                if (!current()) return;
                const length = result.body.length;
                if (length > 0) {
                    this[_state] = LOADING;
                    this[_fire]('readystatechange');
                    if (!current()) return;
                    this[_progress]('progress', this, length, length);
                    if (!current()) return;
                }
                this[_state] = DONE;
                this[_send] = false;
                this[_fire]('readystatechange');
                this[_progress]('load', this, length, length);
                this[_progress]('loadend', this, length, length);
            }, 0);
        }
        abort() {
            brand(this, XMLHttpRequest, 'abort');
            this[_generation]++;
            if ((this[_state] === OPENED && this[_send]) || this[_state] === HEADERS_RECEIVED || this[_state] === LOADING) {
                requestError(this, 'abort', this[_upload] && this[_send] && this[_state] === OPENED);
            }
            if (this[_state] === DONE) {
                this[_state] = UNSENT;
                this[_response] = null;
            }
        }
        [_fire](type) { dom.dispatchTrusted(this, new Event(type)); }
        [_progress](type, target, loaded, total) {
            dom.dispatchTrusted(target, new globalThis.ProgressEvent(type, { lengthComputable: total > 0, loaded, total }));
        }
    }
    defineHandlers(XMLHttpRequest.prototype, 'XMLHttpRequest', ['readystatechange']);
    // (On the interface only: exposeInterface makes them WebIDL constants and puts their copies
    // on the prototype last, after the members, as WebKit lists them.)
    Object.assign(XMLHttpRequest, { UNSENT, OPENED, HEADERS_RECEIVED, LOADING, DONE });

    function reset(xhr) {
        xhr[_response] = null;
        xhr[_error] = false;
        if (!(_mimeOverride in xhr)) xhr[_mimeOverride] = null;
    }
    // XHR's "request error steps": done, then readystatechange, the upload's events, and the
    // request's (abort or error, then loadend).
    function requestError(xhr, type, uploading) {
        xhr[_state] = DONE;
        xhr[_send] = false;
        xhr[_response] = null;
        xhr[_fire]('readystatechange');
        if (uploading) {
            xhr[_progress](type, xhr[_upload], 0, 0);
            xhr[_progress]('loadend', xhr[_upload], 0, 0);
        }
        xhr[_progress](type, xhr, 0, 0);
        xhr[_progress]('loadend', xhr, 0, 0);
    }
    function finalMIME(xhr) {
        if (xhr[_mimeOverride]) return xhr[_mimeOverride];
        return xhr[_response]?.headers.find(([n]) => n === 'content-type')?.[1] ?? 'text/xml';
    }
    function textOf(xhr) {
        const response = xhr[_response];
        if (!response) return '';
        if (!('text' in response)) {
            const mime = parseMIME(finalMIME(xhr));
            response.text = decode(response.body, mime && mime.parameters.charset);
        }
        return response.text;
    }
    function documentOf(xhr) {
        const response = xhr[_response];
        if (!response) return null;
        if (!('document' in response)) {
            const mime = parseMIME(finalMIME(xhr));
            const essence = mime ? mime.essence : 'text/xml';
            let document = null;
            if (essence === 'text/html' && xhr[_responseType] === 'document') document = new DOMParser().parseFromString(textOf(xhr), 'text/html');
            else if (essence === 'text/xml' || essence === 'application/xml' || essence.endsWith('+xml')) {
                document = new DOMParser().parseFromString(textOf(xhr), essence === 'text/xml' ? 'text/xml' : 'application/xml');
                if (document.getElementsByTagName('parsererror').length) document = null;
            }
            response.document = document;
        }
        return response.document;
    }

    Object.defineProperty(dom, 'formEntries', { value: submissionEntries, writable: true, configurable: true, enumerable: true });
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(Headers, 'append delete get getSetCookie has set entries keys values forEach');
    dom.orderMembers(Request, 'method url headers destination referrer referrerPolicy mode credentials cache redirect integrity keepalive signal body ' +
        'bodyUsed clone arrayBuffer blob json text');
    dom.orderMembers(Response, 'type url redirected status ok statusText headers body bodyUsed clone arrayBuffer blob bytes formData json text');
    dom.orderMembers(XMLHttpRequest, 'onreadystatechange readyState timeout withCredentials upload responseURL status statusText responseType response ' +
        'responseText responseXML open setRequestHeader send abort getResponseHeader getAllResponseHeaders overrideMimeType');
    dom.nonConstructible(XMLHttpRequestUpload);
    // navigator.sendBeacon (Beacon): a POST the page does not wait for, sent as fetch sends a
    // keepalive no-cors request with credentials, so it is served, recorded and failed (offline)
    // as any request; queued, it answers true.
    dom.addNavigatorMembers({
        sendBeacon(url, data = null) {
            dom.checkNavigator(this, 'sendBeacon');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            let target;
            try { target = new URL(String(url), baseURL()); } catch (error) { throw new TypeError('This URL is invalid'); }
            if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new TypeError('Beacons can only be sent over HTTP(S)');
            fetch(target.href, { method: 'POST', body: data, keepalive: true, mode: 'no-cors', credentials: 'include' }).catch(() => {});
            return true;
        },
    });
    const globals = { Blob, File, FormData, Headers, Request, Response, XMLHttpRequestEventTarget, XMLHttpRequestUpload, XMLHttpRequest, fetch };
    dom.exposeGlobals(globals);
})
