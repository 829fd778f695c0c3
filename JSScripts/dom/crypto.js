// window.crypto (Web Crypto's Crypto): getRandomValues, and in a secure context randomUUID
// ([SecureContext], as WebKit leaves it out elsewhere), from the system's random source
// (native.randomBytes). Not SubtleCrypto: `crypto.subtle` is undefined, as WebKit's is outside a
// secure context (docs/dom.md lists it). Installed on first use of `crypto` or `Crypto`; the
// page's context then decides (the engine's global outlives a page).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _crypto } = dom.slots;
    const integerArrays = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array'];
    const typedArrayTag = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Int8Array.prototype), Symbol.toStringTag).get;

    function randomBytes(count) {
        const binary = native.randomBytes(count);
        const bytes = new Uint8Array(count);
        for (let i = 0; i < count; i++) bytes[i] = binary.charCodeAt(i);
        return bytes;
    }
    const checkCrypto = (object, member) => { if (object === null || typeof object !== 'object' || object[_crypto] !== true) dom.wrongThisCall('Crypto', member); };

    class Crypto {
        constructor() { throw new TypeError('Illegal constructor'); }
        getRandomValues(array) {
            checkCrypto(this, 'getRandomValues');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            const tag = ArrayBuffer.isView(array) ? typedArrayTag.call(array) : undefined;
            if (!integerArrays.includes(tag)) {
                if (tag === undefined) throw new TypeError("Argument 1 ('array') to Crypto.getRandomValues must be an instance of ArrayBufferView");
                throw new DOMException('The provided ArrayBufferView is not an integer array type', 'TypeMismatchError');
            }
            if (array.byteLength > 65536) throw new DOMException(`The ArrayBufferView's byte length (${array.byteLength}) exceeds the number of bytes of entropy available via this API (65536)`, 'QuotaExceededError');
            new Uint8Array(array.buffer, array.byteOffset, array.byteLength).set(randomBytes(array.byteLength));
            return array;
        }
        randomUUID() {
            checkCrypto(this, 'randomUUID');
            const bytes = randomBytes(16);
            bytes[6] = (bytes[6] & 0x0F) | 0x40; // version 4
            bytes[8] = (bytes[8] & 0x3F) | 0x80; // the RFC 4122 variant
            const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
            return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
        }
    }
    if (!globalThis.isSecureContext) delete Crypto.prototype.randomUUID;
    const crypto = Object.create(Crypto.prototype);
    Object.defineProperty(crypto, _crypto, { value: true });

    dom.exposeGlobals({ Crypto });
    dom.brandInterface(Crypto, _crypto);
    // The window's [SameObject] attribute, a getter as WebKit's (enumerable: window.js lists it).
    dom.defineWindowProperty('crypto', {
        get: Object.getOwnPropertyDescriptor({ get crypto() { return crypto; } }, 'crypto').get, set: undefined,
        enumerable: true, configurable: true,
    });
})
