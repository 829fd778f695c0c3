// The window of a web view: its viewport and screen, scrolling, matchMedia, history, the frame
// tree of a top-level page (parent, top, frames), postMessage with message events, for the
// web view the runtime is configured as (JSRuntime.Configuration.webView: an iPhone's
// WKWebView by default). Installed on first use of any of its globals (DOMEnvironment).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _data, _lastEventId, _media, _origin, _ports, _source, _url } = dom.slots;
    const profile = native.webView;
    // A name the page declared a global function of is the page's (it cannot be redefined).
    const pageOwns = (name) => Object.getOwnPropertyDescriptor(globalThis, name)?.configurable === false;
    const define = (name, value) => pageOwns(name) || Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: true });
    // Read-only in the page's view, replaceable by assignment (as [Replaceable] window attributes are).
    const replaceable = (name, get) => pageOwns(name) || Object.defineProperty(globalThis, name, {
        get, set(value) { define(name, value); }, configurable: true, enumerable: true,
    });

    // MARK: The frame tree of a top-level page

    for (const name of ['parent', 'top', 'frames']) replaceable(name, () => globalThis);
    replaceable('frameElement', () => null);
    replaceable('length', () => 0);
    define('opener', null);
    define('closed', false);
    define('name', '');

    // MARK: Viewport and screen

    replaceable('innerWidth', () => profile.width);
    replaceable('innerHeight', () => profile.height);
    replaceable('outerWidth', () => profile.width);
    replaceable('outerHeight', () => profile.height);
    replaceable('devicePixelRatio', () => profile.devicePixelRatio);
    const portrait = profile.height >= profile.width;
    define('screen', Object.freeze({
        width: profile.width, height: profile.height, availWidth: profile.width, availHeight: profile.height,
        colorDepth: 24, pixelDepth: 24,
        orientation: Object.freeze({ type: portrait ? 'portrait-primary' : 'landscape-primary', angle: 0 }),
    }));

    // MARK: Scrolling

    // The position is kept and never negative (there is no layout to clamp it at the bottom);
    // a change fires `scroll` at the document, bubbling to window, in a later task.
    let scrollLeft = 0, scrollTop = 0, scrollEventQueued = false;
    replaceable('scrollX', () => scrollLeft);
    replaceable('pageXOffset', () => scrollLeft);
    replaceable('scrollY', () => scrollTop);
    replaceable('pageYOffset', () => scrollTop);

    function scrollToPosition(left, top) {
        const x = Math.max(0, Number.isFinite(left) ? left : scrollLeft), y = Math.max(0, Number.isFinite(top) ? top : scrollTop);
        if (x === scrollLeft && y === scrollTop) return;
        scrollLeft = x;
        scrollTop = y;
        if (scrollEventQueued) return;
        scrollEventQueued = true;
        setTimeout(() => {
            scrollEventQueued = false;
            dom.fire?.(globalThis.document, 'scroll', { bubbles: true });
        }, 0);
    }
    // scrollTo(x, y) or scrollTo({ left, top, behavior }); non-finite numbers count as 0.
    function position(args, relative) {
        const number = (value) => { const n = Number(value); return Number.isFinite(n) ? n : 0; };
        if (args.length === 0) return [undefined, undefined];
        if (args.length === 1 && args[0] !== null && typeof args[0] === 'object') {
            const { left, top } = args[0];
            return [left === undefined ? undefined : number(left), top === undefined ? undefined : number(top)];
        }
        return [number(args[0]), number(args[1])];
    }
    const scrollTo = function scrollTo(...args) { const [left, top] = position(args); scrollToPosition(left, top); };
    define('scrollTo', scrollTo);
    define('scroll', scrollTo);
    define('scrollBy', function scrollBy(...args) {
        const [left, top] = position(args);
        scrollToPosition(scrollLeft + (left || 0), scrollTop + (top || 0));
    });

    // MARK: matchMedia

    const lengthUnits = { px: 1, em: 16, rem: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, pt: 96 / 72, pc: 16, q: 96 / 101.6 };
    const resolutionUnits = { dppx: 1, x: 1, dpi: 1 / 96, dpcm: 2.54 / 96 };

    function parseValue(text) {
        const value = text.trim().toLowerCase();
        let match = /^(-?[\d.]+)\s*\/\s*(-?[\d.]+)$/.exec(value);
        if (match) return { ratio: Number(match[1]) / Number(match[2]) };
        match = /^(-?[\d.]+)([a-z]*)$/.exec(value);
        if (!match) return { keyword: value };
        const number = Number(match[1]), unit = match[2];
        if (unit in lengthUnits) return { length: number * lengthUnits[unit] };
        if (unit in resolutionUnits) return { resolution: number * resolutionUnits[unit] };
        if (unit === 'vw') return { length: number * profile.width / 100 };
        if (unit === 'vh') return { length: number * profile.height / 100 };
        return unit === '' ? { number } : null;
    }

    // Each feature's value in this web view, and how a query's value compares to it.
    const features = {
        width: () => ({ length: profile.width }),
        height: () => ({ length: profile.height }),
        'device-width': () => ({ length: profile.width }),
        'device-height': () => ({ length: profile.height }),
        'aspect-ratio': () => ({ ratio: profile.width / profile.height }),
        'device-aspect-ratio': () => ({ ratio: profile.width / profile.height }),
        resolution: () => ({ resolution: profile.devicePixelRatio }),
        '-webkit-device-pixel-ratio': () => ({ number: profile.devicePixelRatio }),
        orientation: () => ({ keyword: portrait ? 'portrait' : 'landscape' }),
        'prefers-color-scheme': () => ({ keyword: profile.colorScheme }),
        'prefers-reduced-motion': () => ({ keyword: 'no-preference' }),
        'prefers-contrast': () => ({ keyword: 'no-preference' }),
        'prefers-reduced-transparency': () => ({ keyword: 'no-preference' }),
        'inverted-colors': () => ({ keyword: 'none' }),
        'forced-colors': () => ({ keyword: 'none' }),
        hover: () => ({ keyword: 'none' }),
        'any-hover': () => ({ keyword: 'none' }),
        pointer: () => ({ keyword: 'coarse' }),
        'any-pointer': () => ({ keyword: 'coarse' }),
        color: () => ({ number: 8 }),
        'color-index': () => ({ number: 0 }),
        monochrome: () => ({ number: 0 }),
        grid: () => ({ number: 0 }),
        scripting: () => ({ keyword: 'enabled' }),
        update: () => ({ keyword: 'fast' }),
        'display-mode': () => ({ keyword: 'browser' }),
        'dynamic-range': () => ({ keyword: 'standard' }),
        'color-gamut': () => ({ keyword: 'p3' }),
    };
    const amount = (value) => value.length ?? value.resolution ?? value.ratio ?? value.number;

    function compare(actual, operator, expected) {
        if (!expected) return false;
        if (expected.keyword !== undefined || actual.keyword !== undefined) {
            if (actual.keyword === 'p3' && expected.keyword === 'srgb') return operator === '=';
            return operator === '=' && actual.keyword === expected.keyword;
        }
        if (expected.number === 0 && actual.length !== undefined) expected = { length: 0 };
        const a = amount(actual), b = amount(expected);
        if (a === undefined || b === undefined) return false;
        switch (operator) {
            case '=': return Math.abs(a - b) < 1e-9;
            case '<': return a < b;
            case '<=': return a <= b + 1e-9;
            case '>': return a > b;
            case '>=': return a >= b - 1e-9;
        }
        return false;
    }

    const flip = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '=': '=' };

    function featureMatches(text) {
        const body = text.trim().toLowerCase();
        // Range syntax: (width >= 600px), (400px <= width <= 700px).
        const range = /^(.+?)\s*(<=|>=|<|>|=)\s*(.+?)(?:\s*(<=|>=|<|>|=)\s*(.+))?$/.exec(body);
        if (range && !body.includes(':')) {
            const [, left, op1, middle, op2, right] = range;
            if (op2) return features[middle] ? compare(features[middle](), flip[op1], parseValue(left)) && compare(features[middle](), op2, parseValue(right)) : false;
            if (features[left]) return compare(features[left](), op1, parseValue(middle));
            if (features[middle]) return compare(features[middle](), flip[op1], parseValue(left));
            return false;
        }
        const colon = body.indexOf(':');
        let name = colon < 0 ? body : body.slice(0, colon).trim();
        let operator = '=';
        if (name.startsWith('min-')) { operator = '>='; name = name.slice(4); }
        else if (name.startsWith('max-')) { operator = '<='; name = name.slice(4); }
        if (name === '-webkit-min-device-pixel-ratio') { operator = '>='; name = '-webkit-device-pixel-ratio'; }
        if (name === '-webkit-max-device-pixel-ratio') { operator = '<='; name = '-webkit-device-pixel-ratio'; }
        const feature = features[name];
        if (!feature) return false;
        if (colon < 0) {
            // Boolean context: true unless the value is 0 or none.
            const value = feature();
            return operator === '=' && !(value.number === 0 || value.keyword === 'none' || value.keyword === 'no-preference');
        }
        return compare(feature(), operator, parseValue(body.slice(colon + 1)));
    }

    function queryMatches(query) {
        let text = query.trim().toLowerCase();
        if (text === '') return true;
        let negate = false;
        if (text.startsWith('not ')) { negate = true; text = text.slice(4).trim(); }
        else if (text.startsWith('only ')) text = text.slice(5).trim();
        const parts = text.split(/\s+and\s+/);
        let matches = true;
        for (const part of parts) {
            const feature = /^\((.*)\)$/.exec(part.trim());
            if (feature) matches = matches && featureMatches(feature[1]);
            else if (!/^(all|screen)$/.test(part.trim())) matches = false; // print, speech, unknown types
        }
        return negate ? !matches : matches;
    }

    class MediaQueryList extends EventTarget {
        constructor(media) {
            super();
            this[_media] = media;
            this.onchange = null;
        }
        get media() { return this[_media]; }
        get matches() { return this[_media].split(',').some(queryMatches); }
        addListener(listener) { this.addEventListener('change', listener); }
        removeListener(listener) { this.removeEventListener('change', listener); }
    }
    define('MediaQueryList', MediaQueryList);
    define('matchMedia', function matchMedia(query) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'matchMedia' on 'Window': 1 argument required, but only 0 present.");
        return new MediaQueryList(String(query).trim().replace(/\s+/g, ' '));
    });

    // MARK: History: one entry of a page that was not navigated, plus what pushState adds

    const entries = [{ state: null }];
    let current = 0;
    function changeURL(url) {
        if (url === undefined || url === null) return;
        const document = globalThis.document;
        const next = new URL(String(url), document.URL);
        const here = new URL(document.URL);
        if (next.origin !== here.origin || (next.protocol !== here.protocol)) {
            throw new DOMException(`A history state object with URL '${next.href}' cannot be created in a document with origin '${here.origin}'.`, 'SecurityError');
        }
        document[_url] = next.href;
    }
    define('history', Object.freeze({
        get length() { return entries.length; },
        get state() { return entries[current].state; },
        scrollRestoration: 'auto',
        pushState(state, unused, url) {
            changeURL(url);
            entries.splice(current + 1);
            entries.push({ state: clone(state) });
            current = entries.length - 1;
        },
        replaceState(state, unused, url) {
            changeURL(url);
            entries[current] = { state: clone(state) };
        },
        back() {}, forward() {}, go() {},
    }));

    // MARK: postMessage

    class MessageEvent extends Event {
        constructor(type, init = {}) {
            super(type, init);
            this[_data] = init.data === undefined ? null : init.data;
            this[_origin] = init.origin === undefined ? '' : String(init.origin);
            this[_lastEventId] = init.lastEventId === undefined ? '' : String(init.lastEventId);
            this[_source] = init.source ?? null;
            this[_ports] = Object.freeze([...(init.ports || [])]);
        }
        get data() { return this[_data]; }
        get origin() { return this[_origin]; }
        get lastEventId() { return this[_lastEventId]; }
        get source() { return this[_source]; }
        get ports() { return this[_ports]; }
    }
    define('MessageEvent', MessageEvent);

    // The structured clone algorithm for what pages post: values, dates, regexps, maps, sets,
    // arrays, plain objects, buffers and typed arrays, cycles kept; functions and nodes throw.
    function clone(value, seen = new Map()) {
        if (value === null || typeof value !== 'object') {
            if (typeof value === 'function' || typeof value === 'symbol') throw new DOMException(`${String(value).slice(0, 40)} could not be cloned.`, 'DataCloneError');
            return value;
        }
        if (seen.has(value)) return seen.get(value);
        if (value instanceof dom.Node) throw new DOMException('A node could not be cloned.', 'DataCloneError');
        let copy;
        if (value instanceof Date) copy = new Date(value.getTime());
        else if (value instanceof RegExp) copy = new RegExp(value.source, value.flags);
        else if (value instanceof ArrayBuffer) copy = value.slice(0);
        else if (ArrayBuffer.isView(value)) copy = new value.constructor(value);
        else if (value instanceof Map) { copy = new Map(); seen.set(value, copy); for (const [k, v] of value) copy.set(clone(k, seen), clone(v, seen)); return copy; }
        else if (value instanceof Set) { copy = new Set(); seen.set(value, copy); for (const v of value) copy.add(clone(v, seen)); return copy; }
        else if (value instanceof Error) copy = Object.assign(new (globalThis[value.name] || Error)(value.message), { name: value.name });
        else copy = Array.isArray(value) ? [] : {};
        seen.set(value, copy);
        if (Array.isArray(value) || Object.getPrototypeOf(copy) === Object.prototype) {
            for (const key of Object.keys(value)) copy[key] = clone(value[key], seen);
        }
        return copy;
    }

    define('postMessage', function postMessage(message, targetOrigin, transfer) {
        if (arguments.length === 0) throw new TypeError("Failed to execute 'postMessage' on 'Window': 1 argument required, but only 0 present.");
        const options = targetOrigin !== null && typeof targetOrigin === 'object' ? targetOrigin : { targetOrigin };
        const target = options.targetOrigin === undefined ? '/' : String(options.targetOrigin);
        const origin = (() => { try { return new URL(globalThis.document.URL).origin; } catch (error) { return 'null'; } })();
        if (target !== '*' && target !== '/') {
            let wanted;
            try { wanted = new URL(target).origin; } catch (error) { throw new DOMException(`Invalid target origin '${target}' in a call to 'postMessage'.`, 'SyntaxError'); }
            if (wanted !== origin) return; // not for this window: dropped, as browsers do
        }
        const data = clone(message);
        setTimeout(() => { dom.dispatchTrusted(globalThis, new MessageEvent('message', { data, origin, source: globalThis })); }, 0);
    });

})
