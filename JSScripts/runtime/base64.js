// atob/btoa per the HTML spec's forgiving-base64, and the DOMException they throw.
(function (native, internals) {
    'use strict';

    const codeNames = {
        IndexSizeError: 1, DOMStringSizeError: 2, HierarchyRequestError: 3, WrongDocumentError: 4, InvalidCharacterError: 5,
        NoDataAllowedError: 6, NoModificationAllowedError: 7, NotFoundError: 8, NotSupportedError: 9, InUseAttributeError: 10,
        InvalidStateError: 11, SyntaxError: 12, InvalidModificationError: 13, NamespaceError: 14, InvalidAccessError: 15,
        ValidationError: 16, TypeMismatchError: 17, SecurityError: 18, NetworkError: 19, AbortError: 20, URLMismatchError: 21,
        QuotaExceededError: 22, TimeoutError: 23, InvalidNodeTypeError: 24, DataCloneError: 25,
    };

    // As WebKit's: name, message and code are getters on the prototype, so an exception has no
    // own name or message (JSON.stringify gives "{}"). It stays an Error underneath for the
    // place it was made (line, column, stack: not enumerable), which WebKit's get when thrown
    // and an uncaught one's report needs.
    const nameSlot = Symbol('name'), messageSlot = Symbol('message');
    const brand = (object, member) => {
        if (object === null || typeof object !== 'object' || !(nameSlot in object)) throw new TypeError(`The DOMException.${member} getter can only be used on instances of DOMException`);
        return object;
    };
    // (Its interface object has no parent, as WebKit's; its prototype's is Error.prototype.)
    class DOMException {
        constructor(message = '', name = 'Error') {
            const exception = Reflect.construct(Error, [], new.target);
            Object.defineProperty(exception, nameSlot, { value: String(name) });
            Object.defineProperty(exception, messageSlot, { value: String(message) });
            return exception;
        }
        // In WebKit's order.
        get code() { return codeNames[brand(this, 'code')[nameSlot]] || 0; }
        get name() { return brand(this, 'name')[nameSlot]; }
        get message() { return brand(this, 'message')[messageSlot]; }
    }
    for (const member of ['code', 'name', 'message']) {
        Object.defineProperty(DOMException.prototype, member, { ...Object.getOwnPropertyDescriptor(DOMException.prototype, member), enumerable: true });
    }
    Object.setPrototypeOf(DOMException.prototype, Error.prototype);
    Object.defineProperty(DOMException.prototype, Symbol.toStringTag, { value: 'DOMException', configurable: true });
    // The legacy code constants (INDEX_SIZE_ERR = 1, ...), on the interface and its prototype.
    const legacyCodes = ['INDEX_SIZE_ERR', 'DOMSTRING_SIZE_ERR', 'HIERARCHY_REQUEST_ERR', 'WRONG_DOCUMENT_ERR', 'INVALID_CHARACTER_ERR',
        'NO_DATA_ALLOWED_ERR', 'NO_MODIFICATION_ALLOWED_ERR', 'NOT_FOUND_ERR', 'NOT_SUPPORTED_ERR', 'INUSE_ATTRIBUTE_ERR',
        'INVALID_STATE_ERR', 'SYNTAX_ERR', 'INVALID_MODIFICATION_ERR', 'NAMESPACE_ERR', 'INVALID_ACCESS_ERR', 'VALIDATION_ERR',
        'TYPE_MISMATCH_ERR', 'SECURITY_ERR', 'NETWORK_ERR', 'ABORT_ERR', 'URL_MISMATCH_ERR', 'QUOTA_EXCEEDED_ERR', 'TIMEOUT_ERR',
        'INVALID_NODE_TYPE_ERR', 'DATA_CLONE_ERR'];
    const constants = {};
    legacyCodes.forEach((name, i) => { constants[name] = { value: i + 1, enumerable: true }; });
    Object.defineProperties(DOMException, constants);
    Object.defineProperties(DOMException.prototype, constants);

    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const lookup = new Int16Array(128).fill(-1);
    for (let i = 0; i < alphabet.length; i++) lookup[alphabet.charCodeAt(i)] = i;

    function btoa(data) {
        if (arguments.length === 0) throw new TypeError('btoa: 1 argument required, but only 0 present.');
        const input = String(data);
        for (let i = 0; i < input.length; i++) {
            if (input.charCodeAt(i) > 0xff) {
                throw new DOMException('btoa: the string contains characters outside of the Latin1 range.', 'InvalidCharacterError');
            }
        }
        let output = '';
        for (let i = 0; i < input.length; i += 3) {
            const a = input.charCodeAt(i), b = input.charCodeAt(i + 1), c = input.charCodeAt(i + 2);
            const triple = (a << 16) | ((b || 0) << 8) | (c || 0);
            output += alphabet[(triple >> 18) & 63] + alphabet[(triple >> 12) & 63]
                + (i + 1 < input.length ? alphabet[(triple >> 6) & 63] : '=')
                + (i + 2 < input.length ? alphabet[triple & 63] : '=');
        }
        return output;
    }

    function atob(data) {
        if (arguments.length === 0) throw new TypeError('atob: 1 argument required, but only 0 present.');
        let input = String(data).replace(/[\t\n\f\r ]/g, '');
        if (input.length % 4 === 0) input = input.replace(/==?$/, '');
        const invalid = () => new DOMException('atob: the string to be decoded is not correctly encoded.', 'InvalidCharacterError');
        if (input.length % 4 === 1) throw invalid();
        let output = '';
        let buffer = 0, bits = 0;
        for (let i = 0; i < input.length; i++) {
            const code = input.charCodeAt(i);
            const value = code < 128 ? lookup[code] : -1;
            if (value < 0) throw invalid();
            buffer = (buffer << 6) | value;
            bits += 6;
            if (bits >= 8) {
                bits -= 8;
                output += String.fromCharCode((buffer >> bits) & 0xff);
            }
        }
        return output;
    }

    for (const [name, value] of Object.entries({ atob, btoa, DOMException })) {
        Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
    }
})
