// CSS Syntax Level 3: the tokenizer (escapes decoded, comments dropped) and the rule and
// declaration parser with the spec's error recovery, for the CSSOM (dom/cssom.js) and the
// composer's sanitizer (composer/css.js). Nothing here recurses: blocks are matched in one
// pass over the tokens (a stack of what closes what), so a megabyte of `{` or `(` costs time
// linear in its size and no stack. Rules are returned as ranges of the token list; a
// caller parses a block's contents (rules or declarations) as its grammar says.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    // MARK: Tokenizer

    const isHex = (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
    const isNameStart = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80;
    const isName = (c) => isNameStart(c) || (c >= 48 && c <= 57) || c === 45;
    const isDigit = (c) => c >= 48 && c <= 57;
    const isSpace = (c) => c === 32 || c === 9 || c === 10;

    // Tokens are { type, value, unit?, start, end } (start and end: offsets in the
    // preprocessed text). Types: ident, function, at, hash, string, bad-string, url, bad-url,
    // number, percentage, dimension, space, delim, and the punctuation `( ) { } [ ] , : ;`.
    // CDO and CDC (`<!--`, `-->`) are dropped, as a style sheet's top level does.
    function tokenize(source) {
        const text = String(source).replace(/\r\n?|\f/g, '\n').replace(/\u0000/g, '\uFFFD');
        const tokens = [];
        let i = 0;
        const code = (k) => (k < text.length ? text.charCodeAt(k) : -1);
        const validEscape = (k) => code(k) === 92 && code(k + 1) !== 10 && code(k + 1) !== -1;
        const startsIdent = (k) => {
            const c = code(k);
            if (c === 45) return isNameStart(code(k + 1)) || code(k + 1) === 45 || validEscape(k + 1);
            return isNameStart(c) || validEscape(k);
        };
        const startsNumber = (k) => {
            const c = code(k);
            if (c === 43 || c === 45) return isDigit(code(k + 1)) || (code(k + 1) === 46 && isDigit(code(k + 2)));
            if (c === 46) return isDigit(code(k + 1));
            return isDigit(c);
        };
        function escape() {
            // i is just past the backslash.
            const c = code(i);
            if (isHex(c)) {
                let hex = '';
                while (hex.length < 6 && isHex(code(i))) hex += text[i++];
                if (isSpace(code(i))) i++;
                const value = parseInt(hex, 16);
                return value === 0 || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF ? '\uFFFD' : String.fromCodePoint(value);
            }
            if (c === -1) return '\uFFFD';
            const point = text.codePointAt(i);
            i += point > 0xFFFF ? 2 : 1;
            return String.fromCodePoint(point);
        }
        function name() {
            const start = i;
            while (isName(code(i))) i++;
            if (!validEscape(i)) return text.slice(start, i);
            let result = text.slice(start, i);
            for (;;) {
                const c = code(i);
                if (isName(c)) { result += text[i++]; continue; }
                if (validEscape(i)) { i++; result += escape(); continue; }
                return result;
            }
        }
        function string(quote) {
            let value = '';
            for (;;) {
                const c = code(i);
                if (c === -1) return { type: 'string', value };
                i++;
                if (c === quote) return { type: 'string', value };
                if (c === 10) { i--; return { type: 'bad-string' }; }
                if (c === 92) {
                    if (code(i) === -1) continue;
                    if (code(i) === 10) { i++; continue; }
                    value += escape();
                    continue;
                }
                value += text[i - 1];
            }
        }
        function url() {
            while (isSpace(code(i))) i++;
            let value = '';
            for (;;) {
                const c = code(i);
                if (c === -1) return { type: 'url', value };
                if (c === 41) { i++; return { type: 'url', value }; }
                if (isSpace(c)) {
                    while (isSpace(code(i))) i++;
                    if (code(i) === 41 || code(i) === -1) { if (code(i) === 41) i++; return { type: 'url', value }; }
                    return badURL();
                }
                if (c === 34 || c === 39 || c === 40 || c < 32 || c === 127) return badURL();
                if (c === 92) {
                    if (!validEscape(i)) return badURL();
                    i++;
                    value += escape();
                    continue;
                }
                value += text[i++];
            }
        }
        function badURL() {
            while (i < text.length && code(i) !== 41) { if (validEscape(i)) { i++; escape(); } else i++; }
            if (code(i) === 41) i++;
            return { type: 'bad-url' };
        }
        function number() {
            const start = i;
            if (code(i) === 43 || code(i) === 45) i++;
            while (isDigit(code(i))) i++;
            if (code(i) === 46 && isDigit(code(i + 1))) { i += 2; while (isDigit(code(i))) i++; }
            if ((code(i) === 69 || code(i) === 101) && (isDigit(code(i + 1)) || ((code(i + 1) === 43 || code(i + 1) === 45) && isDigit(code(i + 2))))) {
                i += 2;
                while (isDigit(code(i))) i++;
            }
            const representation = text.slice(start, i);
            if (startsIdent(i)) return { type: 'dimension', value: representation, unit: name() };
            if (code(i) === 37) { i++; return { type: 'percentage', value: representation }; }
            return { type: 'number', value: representation };
        }
        while (i < text.length) {
            const c = code(i);
            const start = i;
            let token;
            if (c === 47 && code(i + 1) === 42) {
                const end = text.indexOf('*/', i + 2);
                i = end < 0 ? text.length : end + 2;
                continue;
            }
            if (isSpace(c)) {
                while (isSpace(code(i))) i++;
                token = { type: 'space' };
            } else if (c === 34 || c === 39) {
                i++;
                token = string(c);
            } else if (c === 35 && (isName(code(i + 1)) || validEscape(i + 1))) {
                i++;
                token = { type: 'hash', value: name() };
            } else if (startsNumber(i)) {
                token = number();
            } else if (c === 60 && text.startsWith('<!--', i)) {
                i += 4;
                continue;
            } else if (c === 45 && text.startsWith('-->', i)) {
                i += 3;
                continue;
            } else if (c === 64 && startsIdent(i + 1)) {
                i++;
                token = { type: 'at', value: name() };
            } else if (startsIdent(i)) {
                const value = name();
                if (code(i) === 40) {
                    i++;
                    let k = i;
                    while (isSpace(code(k))) k++;
                    if (value.toLowerCase() === 'url' && code(k) !== 34 && code(k) !== 39) token = url();
                    else token = { type: 'function', value };
                } else {
                    token = { type: 'ident', value };
                }
            } else {
                i++;
                const char = text[i - 1];
                token = { type: '(){}[],:;'.includes(char) ? char : 'delim', value: char };
            }
            token.start = start;
            token.end = i;
            tokens.push(token);
        }
        return tokens;
    }

    // MARK: Blocks

    // For every token that opens a block (`(`, `[`, `{`, a function), the index of the token
    // that closes it, or tokens.length when the text ends first. A closer that does not match
    // the innermost open block is an ordinary token inside it, as "consume a simple block" says.
    function matchBlocks(tokens) {
        const closing = new Int32Array(tokens.length);
        const stack = [];
        const expected = [];
        for (let k = 0; k < tokens.length; k++) {
            const type = tokens[k].type;
            if (type === '{' || type === '(' || type === '[' || type === 'function') {
                stack.push(k);
                expected.push(type === '{' ? '}' : type === '[' ? ']' : ')');
            } else if (expected.length && type === expected[expected.length - 1]) {
                closing[stack.pop()] = k;
                expected.pop();
            }
        }
        while (stack.length) closing[stack.pop()] = tokens.length;
        return closing;
    }

    // A parsed text: its tokens and where each block closes.
    function parse(text) {
        const tokens = tokenize(text);
        return { tokens, closing: matchBlocks(tokens), text: String(text).replace(/\r\n?|\f/g, '\n').replace(/\u0000/g, '\uFFFD') };
    }

    // The index after the component value at k (a whole block for an opening token).
    function skipValue(parsed, k) {
        const type = parsed.tokens[k].type;
        if (type === '{' || type === '(' || type === '[' || type === 'function') return parsed.closing[k] + 1;
        return k + 1;
    }

    // MARK: Rules

    // "Consume a list of rules" between start and end: [{ at, prelude: [s, e], block: [s, e] | null }]
    // (at: the at-keyword's name, undefined for a qualified rule; block: the range inside its
    // braces). A qualified rule that reaches the end without a block is dropped.
    function ruleList(parsed, start, end) {
        const tokens = parsed.tokens;
        const rules = [];
        let k = start;
        while (k < end) {
            const token = tokens[k];
            if (token.type === 'space') { k++; continue; }
            if (token.type === 'at') {
                const rule = { at: token.value, prelude: null, block: null, start: k };
                const preludeStart = ++k;
                while (k < end && tokens[k].type !== ';' && tokens[k].type !== '{') k = skipValue(parsed, k);
                rule.prelude = [preludeStart, Math.min(k, end)];
                if (k < end && tokens[k].type === '{') {
                    const close = Math.min(parsed.closing[k], end);
                    rule.block = [k + 1, close];
                    k = close + 1;
                } else k++;
                rule.end = Math.min(k, end);
                rules.push(rule);
                continue;
            }
            const preludeStart = k;
            while (k < end && tokens[k].type !== '{') k = skipValue(parsed, k);
            if (k >= end) break;
            const close = Math.min(parsed.closing[k], end);
            rules.push({ at: undefined, prelude: [preludeStart, k], block: [k + 1, close], start: preludeStart, end: Math.min(close + 1, end) });
            k = close + 1;
        }
        return rules;
    }

    // "Consume a list of declarations" (with nesting's recovery): [{ name, value: [s, e],
    // important }] and, for what is neither, nested rules as ruleList gives them. A
    // declaration without a colon is dropped up to the next `;`.
    function declarationList(parsed, start, end) {
        const tokens = parsed.tokens;
        const declarations = [];
        const rules = [];
        let k = start;
        while (k < end) {
            const token = tokens[k];
            if (token.type === 'space' || token.type === ';') { k++; continue; }
            if (token.type === 'at') {
                const [rule] = ruleList(parsed, k, end);
                if (rule) { rules.push(rule); k = rule.end; } else k = end;
                continue;
            }
            const itemStart = k;
            let sawBlock = false;
            while (k < end && tokens[k].type !== ';') {
                if (tokens[k].type === '{') sawBlock = true;
                k = skipValue(parsed, k);
                if (sawBlock && token.type !== 'ident') break;
            }
            const itemEnd = Math.min(k, end);
            const declaration = token.type === 'ident' ? declaration_(parsed, itemStart, itemEnd) : null;
            if (declaration) declarations.push(declaration);
            else if (sawBlock) {
                // Not a declaration but a block: a nested rule, up to the end of its block.
                const [rule] = ruleList(parsed, itemStart, end);
                if (rule) { rules.push(rule); k = rule.end; }
            }
        }
        return { declarations, rules };
    }

    function declaration_(parsed, start, end) {
        const tokens = parsed.tokens;
        let k = start + 1;
        while (k < end && tokens[k].type === 'space') k++;
        if (k >= end || tokens[k].type !== ':') return null;
        k++;
        while (k < end && tokens[k].type === 'space') k++;
        let last = end;
        while (last > k && tokens[last - 1].type === 'space') last--;
        let important = false;
        if (last > k && tokens[last - 1].type === 'ident' && tokens[last - 1].value.toLowerCase() === 'important') {
            let bang = last - 2;
            while (bang >= k && tokens[bang].type === 'space') bang--;
            if (bang >= k && tokens[bang].type === 'delim' && tokens[bang].value === '!') {
                important = true;
                last = bang;
                while (last > k && tokens[last - 1].type === 'space') last--;
            }
        }
        return { name: tokens[start].value, value: [k, last], important };
    }

    // MARK: Writing tokens out (CSSOM's serialization)

    function escapeIdentifier(value) {
        let out = '';
        for (let k = 0; k < value.length; k++) {
            const c = value.charCodeAt(k);
            if (c === 0) out += '\uFFFD';
            else if ((c >= 1 && c <= 31) || c === 127 || (isDigit(c) && (k === 0 || (k === 1 && value.charCodeAt(0) === 45)))) out += '\\' + c.toString(16) + ' ';
            else if (k === 0 && c === 45 && value.length === 1) out += '\\-';
            else if (isName(c)) out += value[k];
            else out += '\\' + value[k];
        }
        return out;
    }

    function escapeString(value) {
        return '"' + value.replace(/[\u0000-\u001f\u007f"\\]/g, (c) => (c === '"' || c === '\\' ? '\\' + c : '\\' + c.charCodeAt(0).toString(16) + ' ')) + '"';
    }

    // A number as WebKit writes it: `.5` is `0.5`, `+1` is `1`, at most six decimals
    // (style-values.js's numberText).
    function formatNumber(representation) {
        // An integer keeps all its digits (never scientific notation), without a sign for 0.
        if (/^[+-]?\d+$/.test(representation)) return /^[+-]?0+$/.test(representation) ? '0' : representation.replace(/^\+/, '').replace(/^(-?)0+(?=\d)/, '$1');
        const number = Number(representation);
        if (!Number.isFinite(number)) return representation;
        return dom.styleValues.numberText(number);
    }

    // The tokens from start to end as text: spaces collapsed, comments gone, strings and URLs
    // quoted, `, ` after commas. Iterative (a block is written as its tokens, in order); the
    // text's last character is kept aside, as reading it from a growing string flattens it
    // each time (quadratic on a long value).
    function serialize(parsed, start, end) {
        const tokens = parsed.tokens;
        let out = '';
        let pendingSpace = false;
        let afterOpen = false;
        for (let k = start; k < end; k++) {
            const token = tokens[k];
            if (token.type === 'space') { pendingSpace = out !== ''; continue; }
            if (token.type === ',' || token.type === ')' || token.type === ']') pendingSpace = false;
            if (pendingSpace && !afterOpen) out += ' ';
            pendingSpace = false;
            afterOpen = token.type === 'function' || token.type === '(' || token.type === '[';
            switch (token.type) {
                case 'ident': out += escapeIdentifier(token.value); break;
                case 'function': out += escapeIdentifier(token.value) + '('; break;
                case 'at': out += '@' + escapeIdentifier(token.value); break;
                case 'hash': out += '#' + token.value; break;
                case 'string': out += escapeString(token.value); break;
                case 'url': out += 'url(' + escapeString(token.value) + ')'; break;
                case 'bad-string': case 'bad-url': break;
                case 'number': out += formatNumber(token.value); break;
                case 'percentage': out += formatNumber(token.value) + '%'; break;
                case 'dimension': out += formatNumber(token.value) + escapeIdentifier(token.unit.toLowerCase()); break;
                case ',': out += ','; pendingSpace = true; break;
                default: out += token.value; break;
            }
        }
        return out;
    }

    // Every property Chromium 156 parses (its CSSStyleDeclaration's names).
    const knownProperties = new Set((
        '-webkit-align-content -webkit-align-items -webkit-align-self -webkit-animation '
        + '-webkit-animation-delay -webkit-animation-direction -webkit-animation-duration '
        + '-webkit-animation-fill-mode -webkit-animation-iteration-count -webkit-animation-name '
        + '-webkit-animation-play-state -webkit-animation-timing-function -webkit-app-region '
        + '-webkit-appearance -webkit-backface-visibility -webkit-background-clip -webkit-background-origin '
        + '-webkit-background-size -webkit-border-after -webkit-border-after-color -webkit-border-after-style '
        + '-webkit-border-after-width -webkit-border-before -webkit-border-before-color '
        + '-webkit-border-before-style -webkit-border-before-width -webkit-border-bottom-left-radius '
        + '-webkit-border-bottom-right-radius -webkit-border-end -webkit-border-end-color '
        + '-webkit-border-end-style -webkit-border-end-width -webkit-border-horizontal-spacing '
        + '-webkit-border-image -webkit-border-radius -webkit-border-start -webkit-border-start-color '
        + '-webkit-border-start-style -webkit-border-start-width -webkit-border-top-left-radius '
        + '-webkit-border-top-right-radius -webkit-border-vertical-spacing -webkit-box-align '
        + '-webkit-box-decoration-break -webkit-box-direction -webkit-box-flex -webkit-box-ordinal-group '
        + '-webkit-box-orient -webkit-box-pack -webkit-box-reflect -webkit-box-shadow -webkit-box-sizing '
        + '-webkit-clip-path -webkit-column-break-after -webkit-column-break-before '
        + '-webkit-column-break-inside -webkit-column-count -webkit-column-gap -webkit-column-rule '
        + '-webkit-column-rule-color -webkit-column-rule-style -webkit-column-rule-width -webkit-column-span '
        + '-webkit-column-width -webkit-columns -webkit-filter -webkit-flex -webkit-flex-basis '
        + '-webkit-flex-direction -webkit-flex-flow -webkit-flex-grow -webkit-flex-shrink -webkit-flex-wrap '
        + '-webkit-font-feature-settings -webkit-font-smoothing -webkit-hyphenate-character '
        + '-webkit-justify-content -webkit-line-break -webkit-line-clamp -webkit-locale -webkit-logical-height '
        + '-webkit-logical-width -webkit-margin-after -webkit-margin-before -webkit-margin-end '
        + '-webkit-margin-start -webkit-mask -webkit-mask-box-image -webkit-mask-box-image-outset '
        + '-webkit-mask-box-image-repeat -webkit-mask-box-image-slice -webkit-mask-box-image-source '
        + '-webkit-mask-box-image-width -webkit-mask-clip -webkit-mask-composite -webkit-mask-image '
        + '-webkit-mask-origin -webkit-mask-position -webkit-mask-position-x -webkit-mask-position-y '
        + '-webkit-mask-repeat -webkit-mask-size -webkit-max-logical-height -webkit-max-logical-width '
        + '-webkit-min-logical-height -webkit-min-logical-width -webkit-opacity -webkit-order '
        + '-webkit-padding-after -webkit-padding-before -webkit-padding-end -webkit-padding-start '
        + '-webkit-perspective -webkit-perspective-origin -webkit-perspective-origin-x '
        + '-webkit-perspective-origin-y -webkit-print-color-adjust -webkit-rtl-ordering -webkit-ruby-position '
        + '-webkit-shape-image-threshold -webkit-shape-margin -webkit-shape-outside '
        + '-webkit-tap-highlight-color -webkit-text-combine -webkit-text-decorations-in-effect '
        + '-webkit-text-emphasis -webkit-text-emphasis-color -webkit-text-emphasis-position '
        + '-webkit-text-emphasis-style -webkit-text-fill-color -webkit-text-orientation -webkit-text-security '
        + '-webkit-text-size-adjust -webkit-text-stroke -webkit-text-stroke-color -webkit-text-stroke-width '
        + '-webkit-transform -webkit-transform-origin -webkit-transform-origin-x -webkit-transform-origin-y '
        + '-webkit-transform-origin-z -webkit-transform-style -webkit-transition -webkit-transition-delay '
        + '-webkit-transition-duration -webkit-transition-property -webkit-transition-timing-function '
        + '-webkit-user-drag -webkit-user-modify -webkit-user-select -webkit-writing-mode accent-color '
        + 'align-content align-items align-self alignment-baseline all anchor-name anchor-scope animation '
        + 'animation-composition animation-delay animation-direction animation-duration animation-fill-mode '
        + 'animation-iteration-count animation-name animation-play-state animation-range animation-range-end '
        + 'animation-range-start animation-timeline animation-timing-function animation-trigger app-region '
        + 'appearance aspect-ratio backdrop-filter backface-visibility background background-attachment '
        + 'background-blend-mode background-clip background-color background-image background-origin '
        + 'background-position background-position-x background-position-y background-repeat background-size '
        + 'baseline-shift baseline-source block-size border border-block border-block-color border-block-end '
        + 'border-block-end-color border-block-end-style border-block-end-width border-block-start '
        + 'border-block-start-color border-block-start-style border-block-start-width border-block-style '
        + 'border-block-width border-bottom border-bottom-color border-bottom-left-radius '
        + 'border-bottom-right-radius border-bottom-style border-bottom-width border-collapse border-color '
        + 'border-end-end-radius border-end-start-radius border-image border-image-outset border-image-repeat '
        + 'border-image-slice border-image-source border-image-width border-inline border-inline-color '
        + 'border-inline-end border-inline-end-color border-inline-end-style border-inline-end-width '
        + 'border-inline-start border-inline-start-color border-inline-start-style border-inline-start-width '
        + 'border-inline-style border-inline-width border-left border-left-color border-left-style '
        + 'border-left-width border-radius border-right border-right-color border-right-style '
        + 'border-right-width border-shape border-spacing border-start-end-radius border-start-start-radius '
        + 'border-style border-top border-top-color border-top-left-radius border-top-right-radius '
        + 'border-top-style border-top-width border-width bottom box-decoration-break box-shadow box-sizing '
        + 'break-after break-before break-inside buffered-rendering caption-side caret-animation caret-color '
        + 'caret-shape clear clip clip-path clip-rule color color-interpolation color-interpolation-filters '
        + 'color-rendering color-scheme column-count column-fill column-gap column-height column-rule '
        + 'column-rule-break column-rule-color column-rule-inset column-rule-inset-cap '
        + 'column-rule-inset-cap-end column-rule-inset-cap-start column-rule-inset-end '
        + 'column-rule-inset-junction column-rule-inset-junction-end column-rule-inset-junction-start '
        + 'column-rule-inset-start column-rule-style column-rule-visibility-items column-rule-width '
        + 'column-span column-width column-wrap columns contain contain-intrinsic-block-size '
        + 'contain-intrinsic-height contain-intrinsic-inline-size contain-intrinsic-size '
        + 'contain-intrinsic-width container container-name container-type content content-visibility '
        + 'corner-block-end-shape corner-block-start-shape corner-bottom-left-shape corner-bottom-right-shape '
        + 'corner-bottom-shape corner-end-end-shape corner-end-start-shape corner-inline-end-shape '
        + 'corner-inline-start-shape corner-left-shape corner-right-shape corner-shape corner-start-end-shape '
        + 'corner-start-start-shape corner-top-left-shape corner-top-right-shape corner-top-shape '
        + 'counter-increment counter-reset counter-set cursor cx cy d direction display dominant-baseline '
        + 'dynamic-range-limit empty-cells field-sizing fill fill-opacity fill-rule filter flex flex-basis '
        + 'flex-direction flex-flow flex-grow flex-line-count flex-shrink flex-wrap float flood-color '
        + 'flood-opacity font font-family font-feature-settings font-kerning font-language-override '
        + 'font-optical-sizing font-palette font-size font-size-adjust font-stretch font-style font-synthesis '
        + 'font-synthesis-small-caps font-synthesis-style font-synthesis-weight font-variant '
        + 'font-variant-alternates font-variant-caps font-variant-east-asian font-variant-emoji '
        + 'font-variant-ligatures font-variant-numeric font-variant-position font-variation-settings '
        + 'font-weight forced-color-adjust frame-sizing gap grid grid-area grid-auto-columns grid-auto-flow '
        + 'grid-auto-rows grid-column grid-column-end grid-column-gap grid-column-start grid-gap grid-row '
        + 'grid-row-end grid-row-gap grid-row-start grid-template grid-template-areas grid-template-columns '
        + 'grid-template-rows height hyphenate-character hyphenate-limit-chars hyphens image-orientation '
        + 'image-rendering initial-letter inline-size inset inset-block inset-block-end inset-block-start '
        + 'inset-inline inset-inline-end inset-inline-start interactivity interest-delay interest-delay-end '
        + 'interest-delay-start interpolate-size isolation justify-content justify-items justify-self left '
        + 'letter-spacing lighting-color line-break line-height list-style list-style-image '
        + 'list-style-position list-style-type margin margin-block margin-block-end margin-block-start '
        + 'margin-bottom margin-inline margin-inline-end margin-inline-start margin-left margin-right '
        + 'margin-top margin-trim marker marker-end marker-mid marker-start mask mask-clip mask-composite '
        + 'mask-image mask-mode mask-origin mask-position mask-repeat mask-size mask-type math-depth '
        + 'math-shift math-style max-block-size max-height max-inline-size max-width min-block-size min-height '
        + 'min-inline-size min-width mix-blend-mode object-fit object-position object-view-box offset '
        + 'offset-anchor offset-distance offset-path offset-position offset-rotate opacity order orphans '
        + 'outline outline-color outline-offset outline-style outline-width overflow overflow-anchor '
        + 'overflow-block overflow-clip-margin overflow-inline overflow-wrap overflow-x overflow-y overlay '
        + 'overscroll-behavior overscroll-behavior-block overscroll-behavior-inline overscroll-behavior-x '
        + 'overscroll-behavior-y padding padding-block padding-block-end padding-block-start padding-bottom '
        + 'padding-inline padding-inline-end padding-inline-start padding-left padding-right padding-top page '
        + 'page-break-after page-break-before page-break-inside page-margin-safety page-orientation '
        + 'paint-order perspective perspective-origin place-content place-items place-self pointer-events '
        + 'position position-anchor position-area position-try position-try-fallbacks position-try-order '
        + 'position-visibility print-color-adjust quotes r reading-flow reading-order resize right rotate '
        + 'row-gap row-rule row-rule-break row-rule-color row-rule-inset row-rule-inset-cap '
        + 'row-rule-inset-cap-end row-rule-inset-cap-start row-rule-inset-end row-rule-inset-junction '
        + 'row-rule-inset-junction-end row-rule-inset-junction-start row-rule-inset-start row-rule-style '
        + 'row-rule-visibility-items row-rule-width ruby-align ruby-overhang ruby-position rule rule-break '
        + 'rule-color rule-inset rule-inset-cap rule-inset-end rule-inset-junction rule-inset-start '
        + 'rule-overlap rule-style rule-visibility-items rule-width rx ry scale scroll-axis-lock '
        + 'scroll-behavior scroll-initial-target scroll-margin scroll-margin-block scroll-margin-block-end '
        + 'scroll-margin-block-start scroll-margin-bottom scroll-margin-inline scroll-margin-inline-end '
        + 'scroll-margin-inline-start scroll-margin-left scroll-margin-right scroll-margin-top '
        + 'scroll-marker-group scroll-padding scroll-padding-block scroll-padding-block-end '
        + 'scroll-padding-block-start scroll-padding-bottom scroll-padding-inline scroll-padding-inline-end '
        + 'scroll-padding-inline-start scroll-padding-left scroll-padding-right scroll-padding-top '
        + 'scroll-snap-align scroll-snap-stop scroll-snap-type scroll-target-group scroll-timeline '
        + 'scroll-timeline-axis scroll-timeline-name scrollbar-color scrollbar-gutter scrollbar-width '
        + 'shape-image-threshold shape-margin shape-outside shape-rendering size speak stop-color stop-opacity '
        + 'stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit '
        + 'stroke-opacity stroke-width tab-size table-layout text-align text-align-last text-anchor '
        + 'text-autospace text-box text-box-edge text-box-trim text-combine-upright text-decoration '
        + 'text-decoration-color text-decoration-line text-decoration-skip-ink text-decoration-style '
        + 'text-decoration-thickness text-emphasis text-emphasis-color text-emphasis-position '
        + 'text-emphasis-style text-fit text-indent text-justify text-orientation text-overflow text-rendering '
        + 'text-shadow text-size-adjust text-spacing-trim text-transform text-underline-offset '
        + 'text-underline-position text-wrap text-wrap-mode text-wrap-style timeline-scope timeline-trigger '
        + 'timeline-trigger-activation-range timeline-trigger-activation-range-end '
        + 'timeline-trigger-activation-range-start timeline-trigger-active-range '
        + 'timeline-trigger-active-range-end timeline-trigger-active-range-start timeline-trigger-name '
        + 'timeline-trigger-source top touch-action transform transform-box transform-origin transform-style '
        + 'transition transition-behavior transition-delay transition-duration transition-property '
        + 'transition-timing-function translate trigger-scope unicode-bidi user-select vector-effect '
        + 'vertical-align view-timeline view-timeline-axis view-timeline-inset view-timeline-name '
        + 'view-transition-class view-transition-group view-transition-name view-transition-scope visibility '
        + 'white-space white-space-collapse widows width will-change window-drag word-break word-spacing '
        + 'word-wrap writing-mode x y z-index zoom '
    ).trim().split(' '));

    // A length, percentage or calc() of them (sums, products, parentheses) in px: percentages of
    // `basis`, em of `fontSize`, rem of `rootFontSize`; null when it is none of these.
    function usedLength(text, basis, fontSize, rootFontSize = 16) {
        const tokens = String(text).toLowerCase().match(/-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:px|%|rem|em)?|[-+*/()]|calc\(|\S/g) || [];
        let i = 0;
        const sum = () => {
            let v = product();
            while (tokens[i] === '+' || tokens[i] === '-') { const op = tokens[i++]; const w = product(); v = op === '+' ? v + w : v - w; }
            return v;
        };
        const product = () => {
            let v = unit();
            while (tokens[i] === '*' || tokens[i] === '/') { const op = tokens[i++]; const w = unit(); v = op === '*' ? v * w : v / w; }
            return v;
        };
        const unit = () => {
            const token = tokens[i++];
            if (token === '(' || token === 'calc(') { const v = sum(); return tokens[i++] === ')' ? v : NaN; }
            const number = parseFloat(token);
            if (token === undefined || !Number.isFinite(number)) return NaN;
            if (token.endsWith('%')) return basis === undefined ? NaN : (number * basis) / 100;
            if (token.endsWith('rem')) return number * rootFontSize;
            if (token.endsWith('em')) return number * fontSize;
            return number;
        };
        const v = sum();
        return i === tokens.length && Number.isFinite(v) ? v : null;
    }

    dom.cssSyntax = { knownProperties, tokenize, parse, matchBlocks, ruleList, declarationList, serialize, escapeIdentifier, escapeString, formatNumber, usedLength };
})
