// The window's viewport behaviour: scrolling, matchMedia with MediaQueryList, postMessage with
// message events, for the web view the runtime is configured as (JSRuntime.Configuration.webView:
// an iPhone's WKWebView by default). The window's members themselves (scrollX, scrollTo,
// matchMedia...) are dom/window.js's, with WebKit's descriptors; they install this script on
// first use (dom.viewport), as do its interfaces (DOMEnvironment).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _data, _lastEventId, _media, _origin, _ports, _source } = dom.slots;
    const profile = native.webView;
    const portrait = profile.height >= profile.width;
    // What the window's members (dom/window.js) ask of this script.
    const viewport = {};
    Object.defineProperty(dom, 'viewport', { value: viewport, writable: true, configurable: true, enumerable: true });

    // MARK: Scrolling

    // The position is kept and never negative (there is no layout to clamp it at the bottom);
    // a change fires `scroll` at the document, bubbling to window, in a later task.
    let scrollLeft = 0, scrollTop = 0, scrollEventQueued = false;
    Object.defineProperties(viewport, { scrollX: { get: () => scrollLeft }, scrollY: { get: () => scrollTop } });

    function scrollToPosition(left, top) {
        const x = Math.max(0, Number.isFinite(left) ? left : scrollLeft), y = Math.max(0, Number.isFinite(top) ? top : scrollTop);
        if (x === scrollLeft && y === scrollTop) return;
        scrollLeft = x;
        scrollTop = y;
        if (scrollEventQueued) return;
        scrollEventQueued = true;
        setTimeout(() => {
            scrollEventQueued = false;
            dom.fire?.(dom.currentDocument, 'scroll', { bubbles: true });
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
    viewport.scrollTo = function scrollTo(...args) { const [left, top] = position(args); scrollToPosition(left, top); };
    viewport.scrollBy = function scrollBy(...args) {
        const [left, top] = position(args);
        scrollToPosition(scrollLeft + (left || 0), scrollTop + (top || 0));
    };

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

    const { _onchange } = dom.slots;
    let makingMediaQueryList = false;
    class MediaQueryList extends EventTarget {
        constructor(media) {
            if (!makingMediaQueryList) throw new TypeError('Illegal constructor');
            super();
            this[_media] = media;
            this[_onchange] = null;
        }
        get media() { return dom.brandOf(this, _media, 'MediaQueryList', 'media')[_media]; }
        get matches() { return dom.brandOf(this, _media, 'MediaQueryList', 'matches')[_media].split(',').some(queryMatches); }
        addListener(listener) { this.addEventListener('change', listener); }
        removeListener(listener) { this.removeEventListener('change', listener); }
        get onchange() { return dom.brandOf(this, _media, 'MediaQueryList', 'onchange')[_onchange]; }
        set onchange(value) {
            dom.brandOf(this, _media, 'MediaQueryList', 'onchange');
            if (this[_onchange]) this.removeEventListener('change', this[_onchange]);
            this[_onchange] = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null;
            if (this[_onchange]) this.addEventListener('change', this[_onchange]);
        }
    }
    viewport.matchMedia = function matchMedia(query) {
        makingMediaQueryList = true;
        try { return new MediaQueryList(String(query).trim().replace(/\s+/g, ' ')); } finally { makingMediaQueryList = false; }
    };

    // MARK: postMessage

    class MessageEvent extends Event {
        constructor(type, init = {}) {
            super(type, init);
            init = init ?? {};
            this[_data] = init.data === undefined ? null : init.data;
            this[_origin] = init.origin === undefined ? '' : String(init.origin);
            this[_lastEventId] = init.lastEventId === undefined ? '' : String(init.lastEventId);
            this[_source] = init.source ?? null;
            this[_ports] = Object.freeze([...(init.ports || [])]);
        }
        get data() { return dom.brandOf(this, _ports, 'MessageEvent', 'data')[_data]; }
        get origin() { return dom.brandOf(this, _ports, 'MessageEvent', 'origin')[_origin]; }
        get lastEventId() { return dom.brandOf(this, _ports, 'MessageEvent', 'lastEventId')[_lastEventId]; }
        get source() { return dom.brandOf(this, _ports, 'MessageEvent', 'source')[_source]; }
        get ports() { return dom.brandOf(this, _ports, 'MessageEvent', 'ports')[_ports]; }
    }
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(MediaQueryList, 'media matches onchange addListener removeListener');
    dom.nonConstructible(MediaQueryList);
    dom.orderMembers(MessageEvent, 'origin lastEventId source data ports'); // WebKit's order
    dom.exposeGlobals({ MediaQueryList, MessageEvent });

    viewport.postMessage = function postMessage(message, targetOrigin, transfer) {
        const options = targetOrigin !== null && typeof targetOrigin === 'object' ? targetOrigin : { targetOrigin };
        const target = options.targetOrigin === undefined ? '/' : String(options.targetOrigin);
        const origin = (() => { try { return new URL(dom.currentDocument.URL).origin; } catch (error) { return 'null'; } })();
        if (target !== '*' && target !== '/') {
            let wanted;
            try { wanted = new URL(target).origin; } catch (error) { throw new DOMException(`Invalid target origin '${target}' in a call to 'postMessage'.`, 'SyntaxError'); }
            if (wanted !== origin) return; // not for this window: dropped, as browsers do
        }
        const data = dom.structuredClone(message, { transfer: Array.isArray(transfer) ? transfer : options.transfer ?? [] });
        setTimeout(() => { dom.dispatchTrusted(globalThis, new MessageEvent('message', { data, origin, source: globalThis })); }, 0);
    };

})
