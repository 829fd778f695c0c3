// CSS Font Loading: FontFace, FontFaceSet and `document.fonts`, as WebKit answers them. Render
// scripts wait on `document.fonts.ready` before measuring a page; a script that reads it must
// not fail here. There is no font rasterizer: a face "loads" when its source is a font an
// iPhone has, a URL the app serves (the page's resource log records it, initiator `font`), or
// binary data laid out as a font file; the page's text is measured with one font anyway
// (dom/layout.js). Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { EventTarget } = dom.eventClasses;
    const { _fontFace, _fontFaceSet, _fontsOfDocument } = dom.slots;
    const { requireArguments, rejectingErrors, wrongThisCall, illegalInvocation, thrownByAttribute } = dom;

    const syntaxError = () => new DOMException('The string did not match the expected pattern.', 'SyntaxError');
    // (WebKit's message has that leading space: its exception's own text is empty.)
    const networkError = () => new DOMException(' A network error occurred.', 'NetworkError');

    // The @font-face descriptors a FontFace reflects: each one's default and its grammar
    // (CSS Fonts 4), checked when given to the constructor or assigned.
    const number = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
    const stretchWords = 'ultra-condensed|extra-condensed|condensed|semi-condensed|normal|semi-expanded|expanded|extra-expanded|ultra-expanded';
    const stretch = new RegExp(`^(?:${stretchWords}|(?:${number}%)(?:\\s+${number}%)?)$`, 'i');
    const descriptors = {
        style: ['normal', new RegExp(`^(?:normal|italic|oblique(?:\\s+${number}deg(?:\\s+${number}deg)?)?)$`, 'i')],
        weight: ['normal', { test: (value) => /^(?:normal|bold)$/i.test(value) || weightRange(value) }],
        stretch: ['normal', stretch],
        unicodeRange: ['U+0-10ffff', { test: (value) => dom.unicodeRanges(value) !== null }],
        featureSettings: ['normal', /^(?:normal|(?:"[\x20-\x7e]{4}"|'[\x20-\x7e]{4}')(?:\s+(?:\d+|on|off))?(?:\s*,\s*(?:"[\x20-\x7e]{4}"|'[\x20-\x7e]{4}')(?:\s+(?:\d+|on|off))?)*)$/i],
        display: ['auto', /^(?:auto|block|swap|fallback|optional)$/i],
        sizeAdjust: ['100%', new RegExp(`^${number}%$`, 'i')],
    };
    function weightRange(value) {
        const parts = value.trim().split(/\s+/);
        return parts.length <= 2 && parts.every((part) => new RegExp(`^${number}$`).test(part) && Number(part) >= 1 && Number(part) <= 1000);
    }
    const validDescriptor = (name, value) => descriptors[name][1].test(value.trim());

    // A `src` list: url(...) [format(...)] [tech(...)], or local(...), comma-separated.
    const sourcePattern = /^\s*(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)(?:\s+(?:format|tech)\([^)]*\))*|local\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\))\s*(?:,|$)/i;
    function parseSources(text) {
        const sources = [];
        let rest = text;
        while (rest.trim() !== '') {
            const match = sourcePattern.exec(rest);
            if (!match) return null;
            const url = match[1] ?? match[2] ?? match[3];
            sources.push(url !== undefined ? { url } : { local: (match[4] ?? match[5] ?? match[6]).trim() });
            rest = rest.slice(match[0].length);
        }
        return sources.length > 0 ? sources : null;
    }
    // Binary data loads when it is laid out as a font file (TrueType or OpenType with its table
    // directory, a collection, WOFF or WOFF2 with its header's length); WebKit parses the whole
    // font, which this engine cannot.
    function looksLikeFont(data) {
        const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
        const word = (at) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
        if (bytes.length < 12) return false;
        switch (word(0)) {
            case 0x00010000: case 0x4f54544f /* OTTO */: case 0x74727565 /* true */: {
                const tables = (bytes[4] << 8) | bytes[5];
                return tables > 0 && bytes.length >= 12 + 16 * tables;
            }
            case 0x74746366 /* ttcf */: return bytes.length >= 16 && word(8) > 0;
            case 0x774f4646 /* wOFF */: return bytes.length >= 44 && word(8) === bytes.length;
            case 0x774f4632 /* wOF2 */: return bytes.length >= 48 && word(8) === bytes.length;
        }
        return false;
    }

    // A promise attribute read on another object answers a rejected promise (WebIDL), which
    // WebKit does not report as unhandled.
    const rejected = (error) => { const promise = Promise.reject(error); promise.catch(() => {}); return promise; };
    // The font families an iPhone has (the web view the engine stands for: local() finds a
    // font by its family, full or PostScript name, `Arial Bold` and `Arial-BoldMT` included),
    // and the generic families. A page that names another local font gets WebKit's NetworkError.
    const localFamilies = ['academy engraved let', 'al nile', 'american typewriter', 'apple color emoji', 'apple sd gothic neo', 'arial',
        'arial hebrew', 'arial rounded mt bold', 'avenir', 'avenir next', 'avenir next condensed', 'baskerville', 'bodoni 72', 'bodoni ornaments',
        'bradley hand', 'chalkboard se', 'chalkduster', 'charter', 'cochin', 'copperplate', 'courier', 'courier new', 'damascus',
        'devanagari sangam mn', 'didot', 'din alternate', 'din condensed', 'euphemia ucas', 'farah', 'futura', 'galvji', 'geeza pro', 'georgia',
        'gill sans', 'grantha sangam mn', 'helvetica', 'helvetica neue', 'hiragino maru gothic pron', 'hiragino mincho pron', 'hiragino sans',
        'hoefler text', 'kailasa', 'kefa', 'khmer sangam mn', 'kohinoor bangla', 'kohinoor devanagari', 'kohinoor gujarati', 'kohinoor telugu',
        'lao sangam mn', 'malayalam sangam mn', 'marker felt', 'menlo', 'mishafi', 'mukta mahee', 'myanmar sangam mn', 'noteworthy',
        'noto nastaliq urdu', 'noto sans kannada', 'noto sans myanmar', 'noto sans oriya', 'optima', 'palatino', 'papyrus', 'party let',
        'pingfang hk', 'pingfang sc', 'pingfang tc', 'rockwell', 'savoye let', 'sinhala sangam mn', 'snell roundhand', 'stix two math',
        'stix two text', 'symbol', 'tamil sangam mn', 'thonburi', 'times new roman', 'trebuchet ms', 'verdana', 'zapf dingbats', 'zapfino',
        'serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui'].map((family) => family.replace(/[^a-z0-9]/g, ''));
    function isLocalFont(name) {
        const key = name.toLowerCase().replace(/[^a-z0-9]/g, '');
        return key !== '' && localFamilies.some((family) => key.startsWith(family));
    }

    const stateOf = (object, member) => object?.[_fontFace] ?? illegalInvocation(object, 'FontFace', member);

    class FontFace {
        constructor(family, source, faceDescriptors = {}) {
            requireArguments(arguments.length, 2);
            const state = { family: String(family), status: 'unloaded', sources: null, error: null, loaded: null, settle: null };
            for (const name of Object.keys(descriptors)) state[name] = descriptors[name][0];
            for (const name of Object.keys(descriptors)) {
                const given = faceDescriptors?.[name];
                if (given === undefined) continue;
                const value = String(given);
                if (validDescriptor(name, value)) state[name] = name === 'unicodeRange' ? dom.unicodeRanges(value) : value;
                else state.error ??= syntaxError();
            }
            Object.defineProperty(this, _fontFace, { value: state });
            state.loaded = new Promise((resolve, reject) => { state.settle = { resolve, reject }; });
            state.loaded.catch(() => {}); // (a face that fails to load is not an unhandled rejection)
            if (state.error === null) {
                if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
                    if (looksLikeFont(source)) finish(this, 'loaded');
                    else state.error = networkError();
                } else {
                    state.sources = parseSources(String(source));
                    if (state.sources === null) state.error = syntaxError();
                }
            }
            if (state.error !== null) finish(this, 'error', state.error);
        }
        get family() { return stateOf(this, 'family').family; }
        set family(value) { stateOf(this, 'family').family = String(value); }
        get status() { return stateOf(this, 'status').status; }
        get loaded() {
            const state = this?.[_fontFace];
            return state ? state.loaded : rejected(new TypeError('The FontFace.loaded getter can only be used on instances of FontFace'));
        }
        load() {
            return rejectingErrors(() => {
                const state = this?.[_fontFace] ?? wrongThisCall('FontFace', 'load');
                if (state.status === 'unloaded') startLoad(this, state);
                return state.loaded;
            });
        }
    }
    // The descriptors' accessors, each checking its grammar on assignment (WebKit's SyntaxError).
    for (const name of Object.keys(descriptors)) {
        Object.defineProperty(FontFace.prototype, name, Object.getOwnPropertyDescriptor({
            get [name]() { return stateOf(this, name)[name]; },
            set [name](value) {
                const state = stateOf(this, name);
                value = String(value);
                if (!validDescriptor(name, value)) throw thrownByAttribute(syntaxError());
                state[name] = name === 'unicodeRange' ? dom.unicodeRanges(value) : value;
            },
        }, name));
    }
    // `width` is WebKit's other name of `stretch`.
    Object.defineProperty(FontFace.prototype, 'width', Object.getOwnPropertyDescriptor({
        get width() { return stateOf(this, 'width').stretch; },
        set width(value) { stateOf(this, 'width'); this.stretch = value; },
    }, 'width'));

    function finish(face, status, error) {
        const state = face[_fontFace];
        state.status = status;
        if (status === 'loaded') state.settle.resolve(face);
        else state.settle.reject(error);
    }
    // The app answers a request at once, so a load ends as it starts, as WebKit's does for a
    // local font or a URL it cannot fetch (its promise settles in a microtask).
    function startLoad(face, state) {
        const loaded = state.sources.some((source) => (source.local !== undefined ? isLocalFont(source.local) : serves(source.url)));
        if (loaded) finish(face, 'loaded');
        else finish(face, 'error', networkError());
    }
    function serves(url) {
        let href;
        try { href = new URL(url, document.baseURI).href; } catch { return false; }
        if (href.startsWith('data:')) return /^data:(?:font\/|application\/(?:font|x-font|vnd\.ms-fontobject))/i.test(href);
        const served = native.fetchResource(href.replace(/#.*$/, ''), 'font');
        return served !== null && served[0] >= 200 && served[0] < 300;
    }

    // ----- FontFaceSet ----------------------------------------------------------------------------

    const setState = (object, member) => object?.[_fontFaceSet] ?? illegalInvocation(object, 'FontFaceSet', member);
    const setOperation = (object, member) => object?.[_fontFaceSet] ?? wrongThisCall('FontFaceSet', member);
    function checkFace(face, member) {
        if (face?.[_fontFace] === undefined) throw new TypeError(`Argument 1 ('font') to FontFaceSet.${member} must be an instance of FontFace`);
        return face;
    }

    // A document's set lists the faces of its style sheets' @font-face rules first (in the
    // sheets' order, those in @media and @supports blocks included; a rule whose `src` does
    // not parse is left out), then the script's: each rule's face made once, kept while the
    // rule is. The CSSOM is asked only when the document has a style or link element.
    const facesOfRules = new WeakMap();
    const cssDescriptors = { style: 'font-style', weight: 'font-weight', stretch: 'font-stretch', unicodeRange: 'unicode-range', featureSettings: 'font-feature-settings', display: 'font-display', sizeAdjust: 'size-adjust' };
    function faceOfRule(rule) {
        let face = facesOfRules.get(rule);
        if (face === undefined) {
            const style = rule.style, given = {};
            for (const [name, property] of Object.entries(cssDescriptors)) {
                const value = style.getPropertyValue(property);
                if (value !== '') given[name] = value;
            }
            const family = style.getPropertyValue('font-family').replace(/^(["'])(.*)\1$/, '$2'), source = style.getPropertyValue('src');
            face = family === '' || parseSources(source) === null ? null : new FontFace(family, source, given);
            if (face !== null) {
                face[_fontFace].rule = rule;
                if (given.unicodeRange === undefined) face[_fontFace].unicodeRange = 'U+0-10FFFF'; // (WebKit's own default there)
            }
            facesOfRules.set(rule, face);
        }
        return face;
    }
    function cssConnectedFaces(document) {
        if (document !== globalThis.document || document.querySelector('style, link') === null) return [];
        internals.installNow('dom/cssom.js');
        const faces = [];
        const visit = (rules) => {
            for (const rule of rules) {
                if (rule.type === 5) { const face = faceOfRule(rule); if (face !== null) faces.push(face); }
                else if (rule.cssRules !== undefined && rule.type !== 3) visit(rule.cssRules);
            }
        };
        for (const sheet of dom.cssom.documentSheets(document)) {
            try { visit(sheet.cssRules); } catch { /* a sheet of another origin: its rules are not the page's to read */ }
        }
        return faces;
    }
    const facesOf = (state) => (state.document === null ? [...state.faces] : [...cssConnectedFaces(state.document), ...state.faces]);

    // The families a CSS `font` shorthand names, or null when it is not one.
    function familiesOf(font) {
        const match = /^\s*(?:(?:[a-z0-9-]+)\s+)*?[+]?(?:\d+\.?\d*|\.\d+)(?:px|pt|pc|in|cm|mm|em|rem|ex|ch|vw|vh|q|%)(?:\s*\/\s*\S+)?\s+(.+?)\s*$/i.exec(font);
        if (!match) return null;
        // (A quoted family may be empty: `1px ""` names one no face has.)
        const families = match[1].split(',').map((family) => family.trim());
        return families.every((family) => family !== '') ? families.map((family) => family.replace(/^(["'])(.*)\1$/, '$2').toLowerCase()) : null;
    }
    const matching = (state, families) => facesOf(state).filter((face) => families.includes(face[_fontFace].family.toLowerCase()));

    const { _faces } = dom.slots;
    const iteratorPrototype = Object.create(Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), {
        next: { value: { next() { return (this?.[_faces] ?? wrongThisCall('FontFaceSet Iterator', 'next')).next(); } }.next, writable: true, enumerable: true, configurable: true },
        [Symbol.toStringTag]: { value: 'FontFaceSet Iterator', configurable: true },
    });
    const iterator = (state) => Object.defineProperty(Object.create(iteratorPrototype), _faces, { value: facesOf(state).values() });

    class FontFaceSet extends EventTarget {
        constructor(initialFaces) {
            requireArguments(arguments.length, 1);
            super();
            const faces = new Set();
            for (const face of initialFaces) faces.add(checkFace(face, 'constructor'));
            const state = { faces, ready: null, document: null };
            Object.defineProperty(this, _fontFaceSet, { value: state });
            state.ready = Promise.resolve(this);
        }
        get size() { return facesOf(setState(this, 'size')).length; }
        get ready() {
            const state = this?.[_fontFaceSet];
            if (!state) return rejected(new TypeError('The FontFaceSet.ready getter can only be used on instances of FontFaceSet'));
            return state.ready;
        }
        // (No load is ever pending: the app answers each request at once.)
        get status() { setState(this, 'status'); return 'loaded'; }
        has(face) { requireArguments(arguments.length, 1); return facesOf(setOperation(this, 'has')).includes(checkFace(face, 'has')); }
        add(face) {
            const state = setOperation(this, 'add');
            requireArguments(arguments.length, 1);
            // (A face of the document's style sheets is there already, and stays theirs.)
            if (!checkFace(face, 'add')[_fontFace].rule) state.faces.add(face);
            return this;
        }
        delete(face) {
            const state = setOperation(this, 'delete');
            requireArguments(arguments.length, 1);
            const deleted = state.faces.delete(checkFace(face, 'delete'));
            return deleted;
        }
        // (The faces of the document's style sheets stay: only the sheets remove them.)
        clear() { setOperation(this, 'clear').faces.clear(); }
        load(font, text = ' ') {
            return rejectingErrors(() => {
                setOperation(this, 'load');
                requireArguments(arguments.length, 1);
                const families = familiesOf(String(font));
                if (families === null) throw syntaxError();
                return Promise.all(matching(this[_fontFaceSet], families).map((face) => face.load()));
            });
        }
        check(font, text = ' ') {
            setOperation(this, 'check');
            requireArguments(arguments.length, 1);
            const families = familiesOf(String(font));
            if (families === null) throw syntaxError();
            return matching(this[_fontFaceSet], families).every((face) => face[_fontFace].status === 'loaded');
        }
        // (WebKit's three iterate the faces themselves, entries included.)
        entries() { return iterator(setOperation(this, 'entries')); }
        keys() { return iterator(setOperation(this, 'keys')); }
        values() { return iterator(setOperation(this, 'values')); }
        forEach(callback, thisArgument = undefined) {
            const state = setOperation(this, 'forEach');
            requireArguments(arguments.length, 1);
            if (typeof callback !== 'function') throw new TypeError("Argument 1 ('callback') to FontFaceSet.forEach must be a function");
            for (const face of facesOf(state)) callback.call(thisArgument, face, face, this);
        }
    }
    dom.events.defineHandlers(FontFaceSet.prototype, 'FontFaceSet', 'onloading onloadingdone onloadingerror', (object) => (object?.[_fontFaceSet] !== undefined ? object : null));
    // WebKit's member order (its IDL: size, the handlers, ready, status, then the operations).
    dom.orderMembers(FontFaceSet, 'size onloading onloadingdone onloadingerror ready status has add delete clear load check entries keys values forEach');
    Object.defineProperty(FontFaceSet.prototype, Symbol.iterator, { value: FontFaceSet.prototype.entries, writable: true, configurable: true });
    dom.orderMembers(FontFace, 'family style weight width stretch unicodeRange featureSettings display sizeAdjust status loaded load');

    // document.fonts: each document's own set, made when first read.
    Object.defineProperty(dom.Document.prototype, 'fonts', Object.getOwnPropertyDescriptor({
        get fonts() {
            if (!dom.nodeSlots.isNode(this) || dom.nodeSlots.nodeTypeOf(this) !== 9) illegalInvocation(this, 'Document', 'fonts');
            let fonts = this[_fontsOfDocument];
            if (fonts === undefined) {
                fonts = new FontFaceSet([]);
                fonts[_fontFaceSet].document = this;
                Object.defineProperty(this, _fontsOfDocument, { value: fonts });
            }
            return fonts;
        },
    }, 'fonts'));
    dom.exposeGlobals({ FontFace, FontFaceSet });
})
