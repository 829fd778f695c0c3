// URL and URLSearchParams after the WHATWG URL Standard, for link rewriting: special schemes
// and default ports, relative resolution with dot segments, percent-encode sets, opaque paths
// (mailto:, data:, javascript:). Not covered: IDNA/punycode (non-ASCII hosts are kept as
// lower-cased text) and IPv4 number normalisation.
(function (native, internals) {
    'use strict';
    const { _baseCache, _baseVersion, _list, _parse, _record, _searchParams, _syncParams, _update, _url } = internals.dom.slots;

    const specialPorts = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443', 'ftp:': '21', 'file:': '' };
    const isSpecial = (scheme) => Object.prototype.hasOwnProperty.call(specialPorts, scheme);

    const utf8Percent = (char) => [...new TextEncoderLite().encode(char)].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
    class TextEncoderLite {
        encode(text) {
            const bytes = [];
            for (const char of text) {
                let code = char.codePointAt(0);
                if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
                if (code < 0x80) bytes.push(code);
                else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
                else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
                else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
            }
            return bytes;
        }
    }
    // Most text needs no encoding: one regex test per percent-encode set says so.
    const needsEncodingBySet = new Map();
    function needsEncoding(text, extra) {
        let pattern = needsEncodingBySet.get(extra);
        if (!pattern) {
            const escaped = extra.replace(/[\\\]\[^-]/g, '\\$&');
            pattern = new RegExp(extra ? `[^\\x21-\\x7e]|[${escaped}]` : '[^\\x21-\\x7e]');
            needsEncodingBySet.set(extra, pattern);
        }
        return pattern.test(text);
    }
    function encodeSet(text, extra) {
        if (!needsEncoding(text, extra)) return text;
        let output = '';
        for (const char of text) {
            const code = char.codePointAt(0);
            output += code < 0x21 || code > 0x7e || extra.includes(char) ? utf8Percent(char) : char;
        }
        return output;
    }
    const fragmentSet = ' "<>`';
    const querySet = ' "#<>';
    const specialQuerySet = ' "#<>\'';
    const pathSet = ' "#<>?`{}';
    const userinfoSet = ' "#<>?`{}/:;=@[\\]^|';

    function parseHost(input, special) {
        if (input.startsWith('[')) {
            if (!input.endsWith(']') || !/^\[[0-9A-Fa-f:.]+\]$/.test(input)) throw new TypeError('Invalid URL');
            return input.toLowerCase();
        }
        // An opaque host (a non-special scheme's) refuses the forbidden host code points.
        if (!special) {
            if (/[\u0000\t\n\r #/:<>?@[\\\]^|]/.test(input)) throw new TypeError('Invalid URL');
            return encodeSet(input, '');
        }
        let host;
        try { host = decodeURIComponent(input); } catch (error) { host = input; }
        host = host.toLowerCase();
        if (host === '' || /[\u0000\t\n\r #/:<>?@[\\\]^|%]/.test(host)) throw new TypeError('Invalid URL');
        return host;
    }

    function normalizePath(segments, special) {
        const output = [];
        for (let i = 0; i < segments.length; i++) {
            const segment = segments[i];
            const lower = segment.toLowerCase();
            const isLast = i === segments.length - 1;
            if (lower === '..' || lower === '.%2e' || lower === '%2e.' || lower === '%2e%2e') {
                if (output.length) output.pop();
                if (isLast) output.push('');
            } else if (lower === '.' || lower === '%2e') {
                if (isLast) output.push('');
            } else {
                output.push(encodeSet(segment, pathSet));
            }
        }
        return output;
    }

    // Returns the record { scheme, username, password, host, port, path (array or opaque string), query, fragment }.
    // The common links of a page ("https://host/a/b?q", "/a/b?q" against a web page) without
    // the general parser's passes: only text that parser would leave as it is (lowercase
    // scheme, plain host, no port, path characters outside the path encode set, no dot
    // segments) takes this path, so both give the same record.
    //
    // The scan is by character code, not a regex: a page reads a URL per link and image.
    const codeTable = (characters) => {
        const table = new Uint8Array(128);
        for (let i = 0; i < characters.length; i++) table[characters.charCodeAt(i)] = 1;
        return table;
    };
    const plainHostCodes = codeTable('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-');
    const plainPathCodes = codeTable("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@");

    // Where the host starts after a lowercase "http://", "https://", "ws://", "wss://" or
    // "ftp://"; 0 for any other text.
    function simpleHostStart(text) {
        if (text.length === 0) return 0;
        const c = text.charCodeAt(0);
        if (c !== 104 && c !== 119 && c !== 102) return 0; // h, w, f: most text leaves here
        const colon = text.indexOf('://');
        if (colon < 2 || colon > 5) return 0;
        const scheme = text.slice(0, colon);
        return scheme === 'https' || scheme === 'http' || scheme === 'wss' || scheme === 'ws' || scheme === 'ftp' ? colon + 3 : 0;
    }

    // The end of a plain host (one or more of [A-Za-z0-9.-], then "/", "?" or the end), or -1.
    function plainHostEnd(text, start) {
        let i = start;
        while (i < text.length) {
            const c = text.charCodeAt(i);
            if (c >= 128 || plainHostCodes[c] === 0) break;
            i++;
        }
        if (i === start || (i < text.length && text.charCodeAt(i) !== 47 && text.charCodeAt(i) !== 63)) return -1;
        return i;
    }

    // The end of a plain path ("/segment" repeated, none "." or "..", then "?" or the end), or -1.
    function plainPathEnd(text, start) {
        let i = start;
        while (i < text.length) {
            const c = text.charCodeAt(i);
            if (c === 63) return i; // "?": the query
            if (c !== 47) return -1;
            let j = i + 1;
            while (j < text.length) {
                const d = text.charCodeAt(j);
                if (d >= 128 || plainPathCodes[d] === 0) break;
                j++;
            }
            // (Reads stay inside the text: a read past its end leaves optimized code.)
            if (j > i + 1 && text.charCodeAt(i + 1) === 46 && (j === i + 2 || (j === i + 3 && text.charCodeAt(i + 2) === 46))) return -1;
            i = j;
        }
        return i;
    }

    function simplePath(text) {
        return text === '' ? [''] : text.slice(1).split('/');
    }

    // A base that "/path" links resolve against without the general rules.
    const isPlainBase = (base) => !!base && isSpecial(base.scheme) && base.scheme !== 'file:' && base.host !== null && typeof base.path !== 'string';

    // Where text in one of the common forms splits, or null (the general parser's business).
    // `hostStart` 0 means a "/path" against `base`.
    function simpleSplit(input, base) {
        const hostStart = simpleHostStart(input);
        if (hostStart > 0) {
            const hostEnd = plainHostEnd(input, hostStart);
            const pathEnd = hostEnd < 0 ? -1 : plainPathEnd(input, hostEnd);
            return pathEnd < 0 ? null : { hostStart, hostEnd, pathEnd };
        }
        if (input.length === 0 || input.charCodeAt(0) !== 47 || (input.length > 1 && input.charCodeAt(1) === 47) || !isPlainBase(base)) return null;
        const pathEnd = plainPathEnd(input, 0);
        return pathEnd < 0 ? null : { hostStart: 0, hostEnd: 0, pathEnd };
    }

    function parseSimple(input, base, fragment) {
        const split = simpleSplit(input, base);
        if (!split) return null;
        const { hostStart, hostEnd, pathEnd } = split;
        const record = hostStart > 0
            ? { scheme: input.slice(0, hostStart - 2), username: '', password: '', host: input.slice(hostStart, hostEnd).toLowerCase(), port: '', path: null, query: null, fragment }
            : { scheme: base.scheme, username: base.username, password: base.password, host: base.host, port: base.port, path: null, query: null, fragment };
        record.path = simplePath(input.slice(hostEnd, pathEnd));
        if (pathEnd < input.length) record.query = input.slice(pathEnd + 1);
        finishQuery(record);
        return record;
    }

    function parse(input, base) {
        input = String(input);
        if (/[\u0000-\u0020]/.test(input)) input = input.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
        let fragment = null, query = null;
        const hashIndex = input.indexOf('#');
        if (hashIndex >= 0) { fragment = input.slice(hashIndex + 1); input = input.slice(0, hashIndex); }
        const simple = parseSimple(input, base, fragment);
        if (simple) return simple;
        const schemeMatch = /^([A-Za-z][A-Za-z0-9+.\-]*):/.exec(input);
        let record;
        if (schemeMatch) {
            const scheme = schemeMatch[1].toLowerCase() + ':';
            let rest = input.slice(schemeMatch[0].length);
            const special = isSpecial(scheme);
            if (special && base && base.scheme === scheme && !/^[\/\\]/.test(rest)) {
                return relative(rest, base, fragment);
            }
            const queryIndex = rest.indexOf('?');
            if (queryIndex >= 0) { query = rest.slice(queryIndex + 1); rest = rest.slice(0, queryIndex); }
            record = { scheme, username: '', password: '', host: null, port: '', path: [], query, fragment };
            if (scheme === 'file:') {
                // file: takes exactly two slashes before its (usually empty) host.
                if (/^[\/\\]{2}/.test(rest)) authority(record, rest.slice(2), true);
                else { record.host = ''; record.path = normalizePath(rest.replace(/^[\/\\]/, '').split(/[\/\\]/), true); }
            } else if (special || rest.startsWith('//')) {
                rest = special ? rest.replace(/^[\/\\]*/, '') : rest.slice(2);
                authority(record, rest, special);
            } else if (rest.startsWith('/')) {
                record.path = normalizePath(rest.slice(1).split('/'), false);
            } else {
                record.path = rest.replace(/[\u0000-\u001f\u007f-\uffff]/g, (c) => utf8Percent(c));
            }
        } else {
            if (!base) throw new TypeError(`Invalid URL: '${input}'`);
            let rest = input;
            if (typeof base.path === 'string') {
                if (rest === '' && fragment !== null) return { ...base, fragment };
                throw new TypeError(`Invalid URL: '${input}'`);
            }
            return relative(rest, base, fragment);
        }
        finishQuery(record);
        return record;
    }

    function authority(record, rest, special) {
        const end = rest.search(special ? /[\/\\]/ : /\//);
        let authority = end >= 0 ? rest.slice(0, end) : rest;
        const pathText = end >= 0 ? rest.slice(end) : '';
        const at = authority.lastIndexOf('@');
        if (at >= 0) {
            const userinfo = authority.slice(0, at);
            authority = authority.slice(at + 1);
            const colon = userinfo.indexOf(':');
            record.username = encodeSet(colon >= 0 ? userinfo.slice(0, colon) : userinfo, userinfoSet);
            record.password = colon >= 0 ? encodeSet(userinfo.slice(colon + 1), userinfoSet) : '';
        }
        const portMatch = /:(\d*)$/.exec(authority);
        let hostText = authority;
        if (portMatch && !authority.endsWith(']')) {
            hostText = authority.slice(0, portMatch.index);
            if (portMatch[1] !== '') {
                const port = parseInt(portMatch[1], 10);
                if (port > 65535) throw new TypeError('Invalid URL');
                record.port = String(port) === specialPorts[record.scheme] ? '' : String(port);
            }
        } else if (/:[^\]]*$/.test(authority) && !authority.startsWith('[')) {
            throw new TypeError('Invalid URL');
        }
        if (record.scheme === 'file:') {
            record.host = hostText === '' || hostText.toLowerCase() === 'localhost' ? '' : parseHost(hostText, true);
        } else {
            if (special && hostText === '') throw new TypeError('Invalid URL');
            record.host = parseHost(hostText, special);
        }
        const segments = pathText.split(special ? /[\/\\]/ : /\//).slice(1);
        record.path = pathText === '' && !special ? [] : normalizePath(pathText === '' ? [''] : segments, special);
    }

    function relative(rest, base, fragment) {
        const special = isSpecial(base.scheme);
        let query = null;
        const queryIndex = rest.indexOf('?');
        if (queryIndex >= 0) { query = rest.slice(queryIndex + 1); rest = rest.slice(0, queryIndex); }
        const record = { scheme: base.scheme, username: base.username, password: base.password, host: base.host, port: base.port, path: base.path.slice(), query, fragment };
        const slash = special ? /^[\/\\]/ : /^\//;
        if (slash.test(rest) && slash.test(rest.slice(1))) {
            authority(record, rest.slice(2), special);
        } else if (slash.test(rest)) {
            record.path = normalizePath(rest.slice(1).split(special ? /[\/\\]/ : /\//), special);
        } else if (rest === '') {
            if (queryIndex < 0) record.query = base.query;
        } else {
            const merged = base.path.slice(0, -1).concat(rest.split(special ? /[\/\\]/ : /\//));
            record.path = normalizePath(merged, special);
        }
        finishQuery(record);
        return record;
    }

    function finishQuery(record) {
        if (record.query !== null) record.query = encodeSet(record.query, isSpecial(record.scheme) ? specialQuerySet : querySet);
        if (record.fragment !== null) record.fragment = encodeSet(record.fragment, fragmentSet);
    }

    function serialize(record, excludeFragment) {
        let output = record.scheme;
        if (record.host !== null) {
            output += '//';
            if (record.username || record.password) output += record.username + (record.password ? ':' + record.password : '') + '@';
            output += record.host + (record.port ? ':' + record.port : '');
        }
        if (typeof record.path === 'string') output += record.path;
        else {
            if (record.host === null && record.path.length > 1 && record.path[0] === '') output += '/.';
            for (const segment of record.path) output += '/' + segment;
        }
        if (record.query !== null) output += '?' + record.query;
        if (!excludeFragment && record.fragment !== null) output += '#' + record.fragment;
        return output;
    }

    // ----- URLSearchParams -------------------------------------------------------------------

    const formEncode = (text) => {
        let output = '';
        for (const char of String(text)) {
            if (/[A-Za-z0-9*\-._]/.test(char)) output += char;
            else if (char === ' ') output += '+';
            else output += utf8Percent(char);
        }
        return output;
    };
    const formDecode = (text) => {
        try { return decodeURIComponent(text.replace(/\+/g, ' ')); } catch (error) { return text.replace(/\+/g, ' '); }
    };

    class URLSearchParams {
        constructor(init = '') {
            this[_list] = [];
            this[_url] = null;
            if (init instanceof URLSearchParams) this[_list] = init[_list].map((p) => p.slice());
            else if (typeof init === 'object' && init !== null) {
                if (typeof init[Symbol.iterator] === 'function') {
                    for (const pair of init) {
                        const items = [...pair];
                        if (items.length !== 2) throw new TypeError("Failed to construct 'URLSearchParams': Sequence initializer must only contain pair elements");
                        this[_list].push([String(items[0]), String(items[1])]);
                    }
                } else for (const key of Object.keys(init)) this[_list].push([key, String(init[key])]);
            } else this[_parse](String(init));
        }
        [_parse](text) {
            if (text.startsWith('?')) text = text.slice(1);
            this[_list] = text.split('&').filter(Boolean).map((part) => {
                const eq = part.indexOf('=');
                return eq >= 0 ? [formDecode(part.slice(0, eq)), formDecode(part.slice(eq + 1))] : [formDecode(part), ''];
            });
        }
        [_update]() { if (this[_url]) { const text = this.toString(); this[_url][_record].query = text === '' ? null : text; } }
        get size() { return this[_list].length; }
        append(name, value) { this[_list].push([String(name), String(value)]); this[_update](); }
        delete(name, value = undefined) {
            this[_list] = this[_list].filter(([n, v]) => n !== String(name) || (value !== undefined && v !== String(value)));
            this[_update]();
        }
        get(name) { const pair = this[_list].find(([n]) => n === String(name)); return pair ? pair[1] : null; }
        getAll(name) { return this[_list].filter(([n]) => n === String(name)).map(([, v]) => v); }
        has(name, value = undefined) { return this[_list].some(([n, v]) => n === String(name) && (value === undefined || v === String(value))); }
        set(name, value) {
            name = String(name);
            const index = this[_list].findIndex(([n]) => n === name);
            if (index < 0) this[_list].push([name, String(value)]);
            else { this[_list][index] = [name, String(value)]; this[_list] = this[_list].filter(([n], i) => n !== name || i === index); }
            this[_update]();
        }
        sort() { this[_list].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)); this[_update](); }
        forEach(callback, thisArg = undefined) { for (const [n, v] of this[_list]) callback.call(thisArg, v, n, this); }
        entries() { return this[_list].map((p) => p.slice())[Symbol.iterator](); }
        keys() { return this[_list].map(([n]) => n)[Symbol.iterator](); }
        values() { return this[_list].map(([, v]) => v)[Symbol.iterator](); }
        [Symbol.iterator]() { return this.entries(); }
        toString() { return this[_list].map(([n, v]) => formEncode(n) + '=' + formEncode(v)).join('&'); }
    }

    // ----- URL -------------------------------------------------------------------------------

    // The base of a page's links is nearly always the same text (document.baseURI): its
    // record is kept, not re-parsed for every a.href. Records used as bases are never mutated.
    let lastBaseText = null, lastBaseRecord = null;
    function parseBase(text) {
        if (text !== lastBaseText) {
            lastBaseRecord = parse(text, null);
            lastBaseText = text;
        }
        return lastBaseRecord;
    }

    // new URL(url, base).href without the URL object: reflected URL attributes (a.href,
    // img.src) read it for every link of a page.
    // (Replaces the placeholder window.js defined: reading it installed this script.)
    Object.defineProperty(internals.dom, 'resolveURL', {
        value: (url, base) => {
            url = String(url);
            const baseRecord = base === undefined ? null : parseBase(String(base));
            return simpleHref(url, baseRecord) ?? serialize(parse(url, baseRecord), false);
        },
        writable: true, configurable: true, enumerable: true,
    });

    // The href of the commonest links without a record: without a query or fragment, the text
    // parseSimple accepts serializes to itself (after the base's origin, for "/path").
    function simpleHref(input, base) {
        if (input.indexOf('?') >= 0 || input.indexOf('#') >= 0) return null;
        const split = simpleSplit(input, base);
        if (!split) return null;
        if (split.hostStart === 0) {
            let origin = originTexts.get(base);
            if (origin === undefined) originTexts.set(base, (origin = serialize({ ...base, path: [], query: null }, true)));
            return origin + input;
        }
        for (let i = split.hostStart; i < split.hostEnd; i++) { const c = input.charCodeAt(i); if (c >= 65 && c <= 90) return null; } // an uppercase host is lowered
        return split.hostEnd === input.length ? input + '/' : input;
    }
    const originTexts = new WeakMap();

    class URL {
        constructor(url, base = undefined) { // (WebIDL's length: 1)
            const baseRecord = base === undefined ? null : (base instanceof URL ? base[_record] : parseBase(String(base)));
            this[_record] = parse(String(url), baseRecord);
            this[_searchParams] = null;
        }
        static canParse(url, base = undefined) { try { new URL(url, base); return true; } catch (error) { return false; } }
        // blob: URLs for a Blob or File (dom/network.js keeps them until revoked or the page goes).
        static createObjectURL(obj) {
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            internals.installNow('dom/network.js');
            const url = internals.dom.blobURLs.create(obj);
            if (url === null) throw new TypeError('Type error');
            return url;
        }
        static revokeObjectURL(url) {
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            internals.installNow('dom/network.js');
            internals.dom.blobURLs.revoke(String(url));
        }
        static parse(url, base = undefined) { try { return new URL(url, base); } catch (error) { return null; } }
        get href() { return serialize(this[_record], false); }
        set href(value) { this[_record] = parse(String(value), null); this[_syncParams](); }
        get origin() {
            const r = this[_record];
            if (['http:', 'https:', 'ws:', 'wss:', 'ftp:'].includes(r.scheme)) return `${r.scheme}//${r.host}${r.port ? ':' + r.port : ''}`;
            if (r.scheme === 'blob:') { try { return new URL(r.path).origin; } catch (error) { return 'null'; } }
            // An app's registered scheme (WKURLSchemeHandler's) has tuple origins in WebKit.
            if (r.host && internals.dom.isServedScheme(r.scheme)) return `${r.scheme}//${r.host}${r.port ? ':' + r.port : ''}`;
            return 'null';
        }
        get protocol() { return this[_record].scheme; }
        set protocol(value) {
            const scheme = String(value).replace(/:.*$/, '').toLowerCase() + ':';
            if (/^[a-z][a-z0-9+.\-]*:$/.test(scheme) && isSpecial(scheme) === isSpecial(this[_record].scheme)) {
                this[_record].scheme = scheme;
                if (this[_record].port === specialPorts[scheme]) this[_record].port = '';
            }
        }
        get username() { return this[_record].username; }
        set username(value) { if (this[_record].host) this[_record].username = encodeSet(String(value), userinfoSet); }
        get password() { return this[_record].password; }
        set password(value) { if (this[_record].host) this[_record].password = encodeSet(String(value), userinfoSet); }
        get host() { const r = this[_record]; return r.host === null ? '' : r.host + (r.port ? ':' + r.port : ''); }
        set host(value) { if (typeof this[_record].path !== 'string') { try { const r = parse(`${this[_record].scheme}//${value}`, null); this[_record].host = r.host; this[_record].port = r.port; } catch (error) { /* ignored, as browsers do */ } } }
        get hostname() { return this[_record].host ?? ''; }
        set hostname(value) { if (typeof this[_record].path !== 'string') { try { this[_record].host = parse(`${this[_record].scheme}//${value}`, null).host; } catch (error) { /* ignored */ } } }
        get port() { return this[_record].port; }
        set port(value) {
            const digits = /^\d*/.exec(String(value))[0];
            if (this[_record].host === null || this[_record].scheme === 'file:') return;
            this[_record].port = digits === '' || digits === specialPorts[this[_record].scheme] ? '' : String(Math.min(parseInt(digits, 10), 65535));
        }
        get pathname() { const p = this[_record].path; return typeof p === 'string' ? p : p.map((s) => '/' + s).join(''); }
        set pathname(value) {
            if (typeof this[_record].path === 'string') return;
            const special = isSpecial(this[_record].scheme);
            const text = String(value);
            this[_record].path = normalizePath((text.startsWith('/') || (special && text.startsWith('\\')) ? text.slice(1) : text).split(special ? /[\/\\]/ : /\//), special);
        }
        get search() { const q = this[_record].query; return q === null || q === '' ? '' : '?' + q; }
        set search(value) {
            let text = String(value);
            if (text.startsWith('?')) text = text.slice(1);
            this[_record].query = text === '' ? null : encodeSet(text, isSpecial(this[_record].scheme) ? specialQuerySet : querySet);
            this[_syncParams]();
        }
        get searchParams() {
            if (!this[_searchParams]) {
                this[_searchParams] = new URLSearchParams(this[_record].query ?? '');
                this[_searchParams][_url] = this;
            }
            return this[_searchParams];
        }
        [_syncParams]() { if (this[_searchParams]) this[_searchParams][_parse](this[_record].query ?? ''); }
        get hash() { const f = this[_record].fragment; return f === null || f === '' ? '' : '#' + f; }
        set hash(value) {
            let text = String(value);
            if (text.startsWith('#')) text = text.slice(1);
            this[_record].fragment = text === '' ? null : encodeSet(text, fragmentSet);
        }
        toString() { return this.href; }
        toJSON() { return this.href; }
    }

    // In WebKit's member order (its IDL files'), which for...in shows.
    internals.dom.orderMembers(URL, 'href origin protocol username password host hostname port pathname hash search searchParams toJSON toString');
    internals.dom.orderMembers(URLSearchParams, 'size append delete get getAll has set sort entries keys values forEach toString');
    internals.dom.exposeGlobals({ URL, URLSearchParams });
    // webkitURL is URL itself in WebKit (a legacy window alias; its placeholder was URL's).
    Object.defineProperty(globalThis, 'webkitURL', { value: URL, writable: true, enumerable: false, configurable: true });

    // location: the document's URL, read-only here (assigning navigates nowhere: the engine
    // has no navigation; link taps are reported to native code instead).
    // A location change is a navigation request: WebViewJavascriptBridge's URLs reach the
    // bridge (bridge.js), others go nowhere.
    // Its members are the object's own, [LegacyUnforgeable] (enumerable, not configurable), in
    // WebKit's order; the Location interface (dom/window.js) has only its constructor.
    const navigate = (url) => { internals.bridge?.navigationRequested(String(url), 'location'); };
    const location = Object.create(internals.dom.Location.prototype);
    const currentURL = () => internals.dom.currentDocument?.URL ?? 'about:blank';
    const resolve = (url) => { try { return new URL(String(url), currentURL()).href; } catch (error) { return String(url); } };
    const checkLocation = (object, member) => { if (object !== location) internals.dom.illegalInvocation(object, 'Location', member); };
    // Each part's setter navigates to the URL with that part changed.
    const partMembers = {};
    for (const part of ['protocol', 'host', 'hostname', 'port', 'pathname', 'search', 'hash']) {
        Object.assign(partMembers, Object.getOwnPropertyDescriptors({
            get [part]() { checkLocation(this, part); try { return new URL(currentURL())[part]; } catch (error) { return ''; } },
            set [part](value) {
                checkLocation(this, part);
                let url;
                try { url = new URL(currentURL()); } catch (error) { return; }
                url[part] = value;
                navigate(url.href);
            },
        }));
    }
    // An empty DOMStringList: a top-level page has no ancestors.
    const ancestorOrigins = Object.create(Object.create(Object.prototype, {
        length: { get() { return 0; }, enumerable: true, configurable: true }, item: { value() { return null; }, enumerable: true, configurable: true, writable: true },
        contains: { value() { return false; }, enumerable: true, configurable: true, writable: true }, [Symbol.toStringTag]: { value: 'DOMStringList', configurable: true },
    }));
    const members = {
        ...Object.getOwnPropertyDescriptors({
            get href() { checkLocation(this, 'href'); return currentURL(); },
            set href(url) { checkLocation(this, 'href'); navigate(resolve(url)); },
        }),
        ...partMembers,
        ...Object.getOwnPropertyDescriptors({
            get origin() { checkLocation(this, 'origin'); try { return new URL(currentURL()).origin; } catch (error) { return 'null'; } },
            get ancestorOrigins() { checkLocation(this, 'ancestorOrigins'); return ancestorOrigins; },
            assign(url) { checkLocation(this, 'assign'); navigate(resolve(url)); },
            replace(url) { checkLocation(this, 'replace'); navigate(resolve(url)); },
            reload() { checkLocation(this, 'reload'); },
            toString() { checkLocation(this, 'toString'); return currentURL(); },
        }),
    };
    for (const descriptor of Object.values(members)) {
        descriptor.enumerable = true;
        descriptor.configurable = false;
        if ('value' in descriptor) descriptor.writable = false;
    }
    members.valueOf = { value: Object.prototype.valueOf, writable: false, enumerable: false, configurable: false };
    members[Symbol.toPrimitive] = { value: undefined, writable: false, enumerable: false, configurable: false };
    Object.defineProperties(location, members);
    // Replaces the placeholder window.js defined (window.location and document.location read it).
    Object.defineProperty(internals.dom, 'location', { value: location, writable: true, configurable: true, enumerable: true });

    // document.baseURI: the first <base href> resolved against the document URL.
    // Cached until a <base> changes (nodes.js and the parser count those): every a.href and
    // img.src reads it, and finding the <base> is a walk of the document.
    Object.defineProperty(internals.dom, 'documentBaseURL', { writable: true, configurable: true, enumerable: true, value: function (document) {
        const cache = document[_baseCache];
        if (cache && cache.version === (document[_baseVersion] || 0) && cache.url === document[_url]) return cache.value;
        let value = document[_url];
        // _baseVersion moves whenever a <base> is parsed, inserted, removed or re-pointed:
        // a document where it never moved has none, and is not searched.
        const base = document[_baseVersion] && document.querySelector ? document.querySelector('base[href]') : null;
        if (base) { try { value = new URL(base.getAttribute('href'), document[_url]).href; } catch (error) { /* the document URL stands */ } }
        document[_baseCache] = { version: document[_baseVersion] || 0, url: document[_url], value };
        return value;
    } });
})