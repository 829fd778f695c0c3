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

    // A number as CSSOM writes it: `.5` is `0.5`, `+1` is `1`, six significant digits.
    function formatNumber(representation) {
        const number = Number(representation);
        if (!Number.isFinite(number)) return representation;
        return String(Number(number.toPrecision(6)));
    }

    // The tokens from start to end as text: spaces collapsed, comments gone, strings and URLs
    // quoted, `, ` after commas. Iterative (a block is written as its tokens, in order).
    function serialize(parsed, start, end) {
        const tokens = parsed.tokens;
        let out = '';
        let pendingSpace = false;
        for (let k = start; k < end; k++) {
            const token = tokens[k];
            if (token.type === 'space') { pendingSpace = out !== ''; continue; }
            if (token.type === ',' || token.type === ')' || token.type === ']') pendingSpace = false;
            const last = out.charCodeAt(out.length - 1);
            if (pendingSpace && last !== 40 && last !== 91) out += ' ';
            pendingSpace = false;
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

    dom.cssSyntax = { tokenize, parse, matchBlocks, ruleList, declarationList, serialize, escapeIdentifier, escapeString, formatNumber };
})
