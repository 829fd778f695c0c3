// MediaList, and whether a media list applies now.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _changed, _media, _onChange } = dom.slots;
    const syntax = dom.cssSyntax;
    const { illegal, failed, changed, make, indexed, notEnoughArguments } = dom.cssom;

    // ----- MediaList ------------------------------------------------------------------------

    // Media queries as Chromium writes them back: lowercase, one space around `and`, `: ` in
    // features; one that cannot parse is `not all`.
    function normalizeMedium(parsed, start, end) {
        const text = syntax.serialize(parsed, start, end);
        if (text === '') return '';
        let depth = 0;
        for (let k = start; k < end; k++) {
            const type = parsed.tokens[k].type;
            if (type === '(' || type === 'function') depth++;
            else if (type === ')') depth--;
            else if (type === '{' || type === '}' || type === ';' || type === 'bad-string' || type === 'bad-url' || (type === 'delim' && depth === 0 && !'<>='.includes(parsed.tokens[k].value))) return 'not all';
        }
        if (depth !== 0) return 'not all';
        // `all and` before features goes (`all and (color)` is `(color)`).
        return text.toLowerCase().replace(/\s*:\s*/g, ': ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').replace(/^all\s+and\s+(?=\()/, '');
    }
    function parseMediaList(text) {
        const parsed = syntax.parse(text);
        const media = [];
        let start = 0;
        for (let k = 0; k <= parsed.tokens.length; k++) {
            if (k < parsed.tokens.length && parsed.tokens[k].type !== ',') {
                if (parsed.tokens[k].type === '(' || parsed.tokens[k].type === 'function') k = parsed.closing[k];
                continue;
            }
            const medium = normalizeMedium(parsed, start, Math.min(k, parsed.tokens.length));
            if (medium !== '' || k < parsed.tokens.length) media.push(medium === '' ? 'not all' : medium);
            start = k + 1;
        }
        return media;
    }
    class MediaList {
        constructor() { illegal(); }
        get mediaText() { return this[_media].join(', '); }
        set mediaText(text) { this[_media] = text === null ? [] : parseMediaList(String(text)); this[_changed](); }
        get length() { return this[_media].length; }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_media][index >>> 0] ?? null; }
        appendMedium(medium) {
            if (arguments.length < 1) throw notEnoughArguments();
            const [parsed] = parseMediaList(String(medium));
            if (parsed === undefined || this[_media].includes(parsed)) return;
            this[_media].push(parsed);
            this[_changed]();
        }
        deleteMedium(medium) {
            if (arguments.length < 1) throw notEnoughArguments();
            const [parsed] = parseMediaList(String(medium));
            const index = this[_media].indexOf(parsed);
            if (index < 0) throw failed('deleteMedium', 'MediaList', `Failed to delete '${medium}'.`, 'NotFoundError');
            this[_media].splice(index, 1);
            this[_changed]();
        }
        [_changed]() { changed(); this[_onChange]?.(); }
        toString() { return this.mediaText; }
        [Symbol.iterator]() { return this[_media].slice()[Symbol.iterator](); }
    }
    function makeMediaList(text, onChange) {
        const target = make(MediaList, { [_media]: text ? parseMediaList(String(text)) : [], [_onChange]: onChange });
        return indexed(target, () => target[_media]);
    }

    // Whether a media list applies now (an empty one always does).
    const mediaMatches = new Map();
    function matchesMedia(list) {
        if (list.length === 0) return true;
        const text = list.join(', ');
        let result = mediaMatches.get(text);
        if (result === undefined) {
            result = globalThis.matchMedia(text).matches;
            if (mediaMatches.size < 500) mediaMatches.set(text, result);
        }
        return result;
    }

    Object.assign(dom.cssom, { makeMediaList, parseMediaList, matchesMedia, MediaList });
})
