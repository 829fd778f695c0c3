// TextEncoder and TextDecoder (the Encoding Standard's API): UTF-8 encoding, and decoding from
// every encoding the standard names (UTF-8 and UTF-16 here, streaming; the legacy ones by the
// engine's page decoders, DOMShim/Encoding), with BOM handling and fatal mode as WebKit has
// them. Installed on first use of either name.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _bomSeen, _encoding, _fatal, _ignoreBOM, _pending } = dom.slots;
    const illegal = (name, member) => dom.wrongThisCall(name, member);
    const invalidData = () => new TypeError('Type error'); // (WebKit's message)

    // The bytes of a BufferSource (an ArrayBuffer or a view of one), as a Uint8Array over them.
    function bytesOf(input, member) {
        if (input === undefined) return new Uint8Array(0);
        if (input instanceof ArrayBuffer || (typeof SharedArrayBuffer === 'function' && input instanceof SharedArrayBuffer)) return new Uint8Array(input);
        if (ArrayBuffer.isView(input)) return new Uint8Array(input.buffer, input.byteOffset, input.byteLength);
        throw new TypeError(`Argument 1 ('input') to TextDecoder.${member} must be an instance of ArrayBuffer or ArrayBufferView`);
    }

    // ----- TextEncoder ---------------------------------------------------------------------------

    // The UTF-8 bytes of a string, a lone surrogate as U+FFFD (USVString conversion).
    function utf8(string, into, limit) {
        let written = 0, read = 0;
        for (let i = 0; i < string.length; i++) {
            let code = string.charCodeAt(i), units = 1;
            if (code >= 0xD800 && code <= 0xDFFF) {
                const next = i + 1 < string.length ? string.charCodeAt(i + 1) : 0;
                if (code <= 0xDBFF && next >= 0xDC00 && next <= 0xDFFF) { code = 0x10000 + ((code - 0xD800) << 10) + (next - 0xDC00); units = 2; } else code = 0xFFFD;
            }
            const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
            if (written + size > limit) break;
            if (size === 1) into[written++] = code;
            else if (size === 2) { into[written++] = 0xC0 | (code >> 6); into[written++] = 0x80 | (code & 63); }
            else if (size === 3) { into[written++] = 0xE0 | (code >> 12); into[written++] = 0x80 | ((code >> 6) & 63); into[written++] = 0x80 | (code & 63); }
            else { into[written++] = 0xF0 | (code >> 18); into[written++] = 0x80 | ((code >> 12) & 63); into[written++] = 0x80 | ((code >> 6) & 63); into[written++] = 0x80 | (code & 63); }
            read += units;
            i += units - 1;
        }
        return { read, written };
    }

    const encoders = new WeakSet();
    class TextEncoder {
        constructor() { encoders.add(this); }
        get encoding() { if (!encoders.has(this)) dom.illegalInvocation(this, 'TextEncoder', 'encoding'); return 'utf-8'; }
        encode(input = '') {
            if (!encoders.has(this)) illegal('TextEncoder', 'encode');
            const string = String(input);
            const bytes = new Uint8Array(string.length * 3);
            return bytes.slice(0, utf8(string, bytes, bytes.length).written);
        }
        encodeInto(source, destination) {
            if (!encoders.has(this)) illegal('TextEncoder', 'encodeInto');
            if (arguments.length < 2) throw new TypeError('Not enough arguments');
            if (!(destination instanceof Uint8Array)) throw new TypeError("Argument 2 ('destination') to TextEncoder.encodeInto must be an instance of Uint8Array");
            return utf8(String(source), destination, destination.length);
        }
    }

    // ----- TextDecoder ---------------------------------------------------------------------------

    // UTF-8's decoder (the Encoding Standard's steps): the text of `bytes` from `start`, and
    // where an incomplete sequence at the end begins when more may follow (`stream`).
    function decodeUTF8(bytes, fatal, stream) {
        let text = '', chunk = [];
        let i = 0;
        const flush = () => { text += String.fromCharCode.apply(null, chunk); chunk = []; };
        while (i < bytes.length) {
            const byte = bytes[i];
            let needed = 0, code = 0, lower = 0x80, upper = 0xBF;
            if (byte < 0x80) { chunk.push(byte); i++; if (chunk.length > 8000) flush(); continue; }
            if (byte >= 0xC2 && byte <= 0xDF) { needed = 1; code = byte & 0x1F; }
            else if (byte >= 0xE0 && byte <= 0xEF) { needed = 2; code = byte & 0xF; if (byte === 0xE0) lower = 0xA0; if (byte === 0xED) upper = 0x9F; }
            else if (byte >= 0xF0 && byte <= 0xF4) { needed = 3; code = byte & 0x7; if (byte === 0xF0) lower = 0x90; if (byte === 0xF4) upper = 0x8F; }
            else { if (fatal) throw invalidData(); chunk.push(0xFFFD); i++; continue; }
            let j = i + 1, seen = 0;
            while (seen < needed && j < bytes.length) {
                const next = bytes[j];
                if (next < lower || next > upper) break;
                code = (code << 6) | (next & 0x3F);
                lower = 0x80; upper = 0xBF;
                seen++; j++;
            }
            if (seen < needed) {
                if (j >= bytes.length && stream) { flush(); return { text, rest: bytes.subarray(i) }; }
                if (fatal) throw invalidData();
                chunk.push(0xFFFD);
                i = j; // the bytes that fitted are consumed; the one that did not starts again
                continue;
            }
            if (code > 0xFFFF) { code -= 0x10000; chunk.push(0xD800 + (code >> 10), 0xDC00 + (code & 0x3FF)); } else chunk.push(code);
            i = j;
            if (chunk.length > 8000) flush();
        }
        flush();
        return { text, rest: bytes.subarray(bytes.length) };
    }
    // UTF-16 (little- or big-endian): pairs of bytes, surrogates paired or U+FFFD.
    function decodeUTF16(bytes, bigEndian, fatal, stream) {
        const units = [];
        const end = bytes.length - (bytes.length % 2);
        for (let i = 0; i < end; i += 2) units.push(bigEndian ? (bytes[i] << 8) | bytes[i + 1] : bytes[i] | (bytes[i + 1] << 8));
        let keep = bytes.length - end;
        // A lead surrogate at the end waits for its trail when more may follow.
        if (stream && units.length && units[units.length - 1] >= 0xD800 && units[units.length - 1] <= 0xDBFF) { units.pop(); keep += 2; }
        let text = '';
        for (let i = 0; i < units.length; i++) {
            const unit = units[i];
            if (unit >= 0xD800 && unit <= 0xDBFF && i + 1 < units.length && units[i + 1] >= 0xDC00 && units[i + 1] <= 0xDFFF) { text += String.fromCharCode(unit, units[i + 1]); i++; continue; }
            if (unit >= 0xD800 && unit <= 0xDFFF) { if (fatal) throw invalidData(); text += '\uFFFD'; continue; }
            text += String.fromCharCode(unit);
        }
        if (!stream && keep) { if (fatal) throw invalidData(); text += '\uFFFD'; keep = 0; }
        return { text, rest: bytes.subarray(bytes.length - keep) };
    }
    // The legacy encodings: by the engine's decoders (bytes as a one-byte string).
    function decodeLegacy(bytes, name, fatal) {
        let binary = '';
        for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192));
        const text = native.decodeText(binary, name);
        // (Their decoders replace invalid input; fatal mode refuses any replacement they made.)
        if (fatal && text.includes('\uFFFD') && !binary.includes('\uFFFD')) throw invalidData();
        return { text, rest: bytes.subarray(bytes.length) };
    }
    const byteOrderMarks = { 'UTF-8': [0xEF, 0xBB, 0xBF], 'UTF-16LE': [0xFF, 0xFE], 'UTF-16BE': [0xFE, 0xFF] };

    class TextDecoder {
        constructor(label = 'utf-8', options = undefined) {
            if (options !== undefined && options !== null && typeof options !== 'object') throw new TypeError('Type error');
            const name = native.encodingName(String(label));
            if (name === null || name === 'replacement') throw new RangeError('Bad value'); // (WebKit's message)
            this[_encoding] = name;
            this[_fatal] = Boolean(options?.fatal);
            this[_ignoreBOM] = Boolean(options?.ignoreBOM);
            this[_pending] = new Uint8Array(0);
            this[_bomSeen] = false;
        }
        get encoding() { return decoderOf(this, 'encoding')[_encoding].toLowerCase(); }
        get fatal() { return decoderOf(this, 'fatal')[_fatal]; }
        get ignoreBOM() { return decoderOf(this, 'ignoreBOM')[_ignoreBOM]; }
        decode(input = undefined, options = undefined) {
            decoderOf(this, 'decode', true);
            const stream = Boolean(options?.stream);
            const fresh = bytesOf(input, 'decode');
            let bytes = fresh;
            if (this[_pending].length) { bytes = new Uint8Array(this[_pending].length + fresh.length); bytes.set(this[_pending]); bytes.set(fresh, this[_pending].length); }
            const name = this[_encoding], mark = byteOrderMarks[name];
            // The BOM, once at the start of a stream, unless asked to keep it.
            if (mark && !this[_ignoreBOM] && !this[_bomSeen]) {
                if (bytes.length < mark.length && stream && mark.slice(0, bytes.length).every((b, i) => bytes[i] === b)) { this[_pending] = bytes.slice(); return ''; }
                if (bytes.length >= mark.length && mark.every((b, i) => bytes[i] === b)) bytes = bytes.subarray(mark.length);
                if (bytes.length || !stream) this[_bomSeen] = true;
            }
            let result;
            try {
                if (name === 'UTF-8') result = decodeUTF8(bytes, this[_fatal], stream);
                else if (name === 'UTF-16LE' || name === 'UTF-16BE') result = decodeUTF16(bytes, name === 'UTF-16BE', this[_fatal], stream);
                else result = decodeLegacy(bytes, name, this[_fatal]);
            } catch (error) {
                this[_pending] = new Uint8Array(0); this[_bomSeen] = false;
                throw error;
            }
            this[_pending] = result.rest.slice();
            if (!stream) { this[_pending] = new Uint8Array(0); this[_bomSeen] = false; }
            return result.text;
        }
    }
    function decoderOf(object, member, operation = false) {
        if (object === null || typeof object !== 'object' || object[_encoding] === undefined) {
            if (operation) illegal('TextDecoder', member); else dom.illegalInvocation(object, 'TextDecoder', member);
        }
        return object;
    }

    dom.exposeGlobals({ TextEncoder, TextDecoder });
})
