// FileReader (the File API): a Blob or File read as text, a data: URL, an ArrayBuffer or a
// binary string, in a task, with WebKit's events (loadstart, progress, load or error, loadend,
// ProgressEvents with the blob's size), its states and errors. A handler that turns an image
// blob into a data URL for the bridge used to throw here (no FileReader). Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    internals.installNow('dom/event-interfaces.js');
    const { EventTarget } = dom.eventClasses;
    const { ProgressEvent } = dom;
    const { _blobType, _bytes, _fileReader } = dom.slots;
    const { illegalInvocation, wrongThisCall, requireArguments } = dom;
    const setTimer = globalThis.setTimeout;
    const TextDecoderOf = () => globalThis.TextDecoder;
    const base64 = globalThis.btoa;

    const EMPTY = 0, LOADING = 1, DONE = 2;
    const stateOf = (object, member) => object?.[_fileReader] ?? illegalInvocation(object, 'FileReader', member);
    const operationStateOf = (object, member) => object?.[_fileReader] ?? wrongThisCall('FileReader', member);
    const invalidState = () => new DOMException('The object is in an invalid state.', 'InvalidStateError');

    // What each read makes of the blob's bytes (a binary string, one character a byte).
    const results = {
        readAsArrayBuffer: (bytes) => Uint8Array.from(bytes, (character) => character.charCodeAt(0)).buffer,
        readAsBinaryString: (bytes) => bytes,
        // (The type as the blob has it; application/octet-stream when it has none, as WebKit writes.)
        readAsDataURL: (bytes, type) => `data:${type || 'application/octet-stream'};base64,${base64(bytes)}`,
        // A byte order mark wins; then the label given, the blob type's charset, UTF-8.
        readAsText: (bytes, type, label) => {
            const data = Uint8Array.from(bytes, (character) => character.charCodeAt(0));
            const charset = /;\s*charset=("?)([^";\s]+)\1/i.exec(type)?.[2];
            const TextDecoder = TextDecoderOf();
            let encoding = 'utf-8';
            for (const candidate of [label, charset]) {
                if (candidate === undefined) continue;
                try { encoding = new TextDecoder(candidate).encoding; break; } catch { /* not an encoding: the next */ }
            }
            if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) encoding = 'utf-8';
            else if (data[0] === 0xfe && data[1] === 0xff) encoding = 'utf-16be';
            else if (data[0] === 0xff && data[1] === 0xfe) encoding = 'utf-16le';
            return new TextDecoder(encoding).decode(data);
        },
    };

    function fire(reader, type, loaded, total) {
        dom.dispatchTrusted(reader, new ProgressEvent(type, { lengthComputable: true, loaded, total }));
    }
    // The read, as the File API runs it, each event in a task of its own (so a page's promise
    // reactions to one run before the next, as between a browser's native dispatches):
    // loadstart; progress with the whole blob (none for an empty one); load with the result;
    // loadend, unless a new read started meanwhile. A read started or aborted ends this one.
    function read(reader, method, blob, label) {
        const state = operationStateOf(reader, method);
        requireArguments(arguments.length - 2, 1);
        if (blob?.[_bytes] === undefined) throw new TypeError(`Argument 1 ('blob') to FileReader.${method} must be an instance of Blob`);
        if (state.readyState === LOADING) throw invalidState();
        const bytes = blob[_bytes], type = blob[_blobType] || '', total = bytes.length;
        const ticket = {};
        Object.assign(state, { readyState: LOADING, result: null, error: null, ticket });
        const steps = [
            () => fire(reader, 'loadstart', 0, total),
            () => { if (total > 0) fire(reader, 'progress', total, total); },
            () => {
                Object.assign(state, { readyState: DONE, result: results[method](bytes, type, label === undefined ? undefined : String(label)) });
                fire(reader, 'load', total, total);
            },
            () => { if (state.readyState === DONE) fire(reader, 'loadend', total, total); },
        ];
        const next = () => {
            if (state.ticket !== ticket) return;
            steps.shift()();
            if (steps.length > 0) setTimer(next, 0);
        };
        setTimer(next, 0);
    }

    class FileReader extends EventTarget {
        constructor() {
            super();
            Object.defineProperty(this, _fileReader, { value: { readyState: EMPTY, result: null, error: null, ticket: null } });
        }
        get readyState() { return stateOf(this, 'readyState').readyState; }
        get result() { return stateOf(this, 'result').result; }
        get error() { return stateOf(this, 'error').error; }
        readAsArrayBuffer(blob) { read(this, 'readAsArrayBuffer', ...arguments); }
        readAsBinaryString(blob) { read(this, 'readAsBinaryString', ...arguments); }
        readAsText(blob, encoding = undefined) { read(this, 'readAsText', ...arguments); }
        readAsDataURL(blob) { read(this, 'readAsDataURL', ...arguments); }
        // Ends a read under way: abort and loadend at once; nothing for a reader that is not reading.
        abort() {
            const state = operationStateOf(this, 'abort');
            if (state.readyState !== LOADING) return;
            Object.assign(state, { readyState: DONE, result: null, ticket: null });
            fire(this, 'abort', 0, 0);
            if (state.readyState === DONE) fire(this, 'loadend', 0, 0);
        }
    }
    dom.events.defineHandlers(FileReader.prototype, 'FileReader', 'onloadstart onprogress onload onabort onerror onloadend', (object) => (object?.[_fileReader] !== undefined ? object : null));
    dom.orderMembers(FileReader, 'readyState result error onloadstart onprogress onload onabort onerror onloadend readAsArrayBuffer readAsBinaryString readAsText readAsDataURL abort');
    Object.assign(FileReader, { EMPTY, LOADING, DONE }); // (exposeInterface makes them WebIDL constants)
    dom.exposeGlobals({ FileReader });
})
