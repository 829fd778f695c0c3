// CSS for the sanitizer: tokenized as CSS Syntax Level 3 says (escapes decoded, comments
// dropped), checked on the decoded tokens, and written out again from the tokens. So
// `@\69mport` is an @import, `\6a avascript:` is `javascript:`, and what is written out
// cannot close its <style> (no `</` survives) nor hide a keyword behind an escape.
(function (native, internals) {
    'use strict';

    const policy = internals.sanitizerPolicy;

    // MARK: Tokenizer

    const isHex = (c) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
    const isNameStart = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80;
    const isName = (c) => isNameStart(c) || (c >= 48 && c <= 57) || c === 45;
    const isDigit = (c) => c >= 48 && c <= 57;
    const isSpace = (c) => c === 32 || c === 9 || c === 10;

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
            let c = code(i);
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
            let result = '';
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
            if (c === 47 && code(i + 1) === 42) {
                const end = text.indexOf('*/', i + 2);
                i = end < 0 ? text.length : end + 2;
                continue;
            }
            if (isSpace(c)) {
                while (isSpace(code(i))) i++;
                tokens.push({ type: 'space' });
            } else if (c === 34 || c === 39) {
                i++;
                tokens.push(string(c));
            } else if (c === 35 && (isName(code(i + 1)) || validEscape(i + 1))) {
                i++;
                tokens.push({ type: 'hash', value: name() });
            } else if (startsNumber(i)) {
                tokens.push(number());
            } else if (c === 60 && text.startsWith('<!--', i)) {
                i += 4;
            } else if (c === 45 && text.startsWith('-->', i)) {
                i += 3;
            } else if (c === 64 && startsIdent(i + 1)) {
                i++;
                tokens.push({ type: 'at', value: name() });
            } else if (startsIdent(i)) {
                const value = name();
                if (code(i) === 40) {
                    i++;
                    if (value.toLowerCase() === 'url') {
                        let k = i;
                        while (isSpace(code(k))) k++;
                        if (code(k) !== 34 && code(k) !== 39) { tokens.push(url()); continue; }
                    }
                    tokens.push({ type: 'function', value });
                } else {
                    tokens.push({ type: 'ident', value });
                }
            } else {
                i++;
                tokens.push({ type: '(){}[],:;'.includes(text[i - 1]) ? text[i - 1] : 'delim', value: text[i - 1] });
            }
        }
        return tokens;
    }

    // MARK: Structure: blocks and functions nest, rules and declarations split

    // Groups a flat token list into component values: `function` and `(`/`[`/`{` tokens get
    // a `children` list up to their closing token.
    function group(tokens) {
        const root = [];
        const stack = [{ list: root, close: null }];
        const closers = { function: ')', '(': ')', '[': ']', '{': '}' };
        for (const token of tokens) {
            const top = stack[stack.length - 1];
            if (token.type === top.close) { stack.pop(); continue; }
            top.list.push(token);
            if (closers[token.type]) {
                token.children = [];
                stack.push({ list: token.children, close: closers[token.type] });
            }
        }
        return root;
    }

    function parseRules(values) {
        const rules = [];
        let prelude = [];
        for (let k = 0; k < values.length; k++) {
            const value = values[k];
            if (value.type === 'at' && prelude.length === 0) {
                const rule = { at: value.value.toLowerCase(), prelude: [], block: null };
                for (k++; k < values.length; k++) {
                    if (values[k].type === ';') break;
                    if (values[k].type === '{') { rule.block = values[k].children; break; }
                    rule.prelude.push(values[k]);
                }
                rules.push(rule);
            } else if (value.type === '{') {
                rules.push({ prelude, block: value.children });
                prelude = [];
            } else if (!(value.type === 'space' && prelude.length === 0)) {
                prelude.push(value);
            }
        }
        return rules;
    }

    function parseDeclarations(values) {
        const declarations = [];
        let current = [];
        const flush = () => {
            const start = current.findIndex((v) => v.type !== 'space');
            const parts = current.slice(start < 0 ? current.length : start);
            current = [];
            if (parts.length < 2 || parts[0].type !== 'ident') return;
            let k = 1;
            while (parts[k] && parts[k].type === 'space') k++;
            if (!parts[k] || parts[k].type !== ':') return;
            declarations.push({ name: parts[0].value, value: trimSpace(parts.slice(k + 1)) });
        };
        for (const value of values) {
            if (value.type === ';') flush();
            else current.push(value);
        }
        flush();
        return declarations;
    }

    function trimSpace(values) {
        let start = 0, end = values.length;
        while (start < end && values[start].type === 'space') start++;
        while (end > start && values[end - 1].type === 'space') end--;
        return values.slice(start, end);
    }

    // MARK: Checks

    // Every URL a value names, with a check of each: url(x), url("x"), and the strings of
    // image-set() and src() are URLs.
    function valueIsSafe(values, urlKind, options) {
        for (const value of values) {
            if (value.type === 'bad-url' || value.type === 'bad-string') return false;
            if (value.type === 'url' && !options.urlAllowed(value.value, urlKind)) return false;
            if (value.type === 'function') {
                const name = value.value.toLowerCase();
                if (policy.cssForbiddenFunctions.has(name)) return false;
                if (/^(url|src|image-set|-webkit-image-set|image|cross-fade|-webkit-cross-fade)$/.test(name)) {
                    for (const child of value.children) {
                        if (child.type === 'string' && !options.urlAllowed(child.value, urlKind)) return false;
                    }
                }
            }
            if (value.children && !valueIsSafe(value.children, urlKind, options)) return false;
        }
        return true;
    }

    // The names of a value's idents and functions run together: what a lenient reader of the
    // text without its comments would see (`exp/**/ression(`).
    function runTogether(values) {
        let text = '';
        for (const value of values) {
            if (value.type === 'ident') text += value.value;
            else if (value.type === 'function') text += value.value + '(' + runTogether(value.children);
            else if (value.children) text += runTogether(value.children);
            else if (value.type === 'space') text += ' ';
        }
        return text.toLowerCase();
    }
    const hiddenFunction = new RegExp('(' + [...policy.cssForbiddenFunctions].join('|') + ')\\(');

    function declarationIsSafe(declaration, urlKind, options) {
        const name = declaration.name.toLowerCase();
        if (policy.cssForbiddenProperties.has(name) || hiddenFunction.test(runTogether(declaration.value))) return false;
        if (options.neutralizeFixedPosition && name === 'position'
            && declaration.value.some((v) => v.type === 'ident' && /^(fixed|-webkit-sticky|sticky)$/i.test(v.value))) return false;
        return valueIsSafe(declaration.value, urlKind, options);
    }

    // MARK: Writing tokens out

    function escapeIdentifier(value, allowDigitFirst) {
        let out = '';
        for (let k = 0; k < value.length; k++) {
            const c = value.charCodeAt(k);
            if (c === 0) out += '\uFFFD';
            else if ((c >= 1 && c <= 31) || c === 127 || (!allowDigitFirst && isDigit(c) && (k === 0 || (k === 1 && value.charCodeAt(0) === 45)))) out += '\\' + c.toString(16) + ' ';
            else if (k === 0 && c === 45 && value.length === 1) out += '\\-';
            else if (isName(c)) out += value[k];
            else out += '\\' + value[k];
        }
        return out;
    }

    function escapeString(value) {
        return '"' + value.replace(/[\u0000-\u001f\u007f"\\<>]/g, (c) => (c === '"' || c === '\\' ? '\\' + c : '\\' + c.charCodeAt(0).toString(16) + ' ')) + '"';
    }

    // Two tokens that would read as one when written side by side (a comment had separated
    // them: `exp/**/ression(`) get an empty comment between them, as CSS serialization says.
    const joinsAfter = (t) => ['ident', 'at', 'hash', 'dimension', 'number'].includes(t.type) || (t.type === 'delim' && '#-@.+/'.includes(t.value));
    const joinsBefore = (t) => ['ident', 'function', 'url', 'bad-url', 'number', 'percentage', 'dimension', '('].includes(t.type) || (t.type === 'delim' && '-%*'.includes(t.value));

    function write(values) {
        let out = '';
        let previous = null;
        for (const value of values) {
            if (previous && joinsAfter(previous) && joinsBefore(value)) out += '/**/';
            previous = value;
            switch (value.type) {
                case 'space': out += ' '; break;
                case 'ident': out += escapeIdentifier(value.value); break;
                case 'at': out += '@' + escapeIdentifier(value.value); break;
                case 'hash': out += '#' + escapeIdentifier(value.value, true); break;
                case 'string': out += escapeString(value.value); break;
                case 'url': out += 'url(' + escapeString(value.value) + ')'; break;
                case 'number': out += value.value; break;
                case 'percentage': out += value.value + '%'; break;
                case 'dimension': out += value.value + escapeIdentifier(value.unit); break;
                case 'function': out += escapeIdentifier(value.value) + '(' + write(value.children) + ')'; break;
                case '(': out += '(' + write(value.children) + ')'; break;
                case '[': out += '[' + write(value.children) + ']'; break;
                case '{': out += '{' + write(value.children) + '}'; break;
                // A `<` is followed by a space, so no `</style` can ever be written.
                case 'delim': out += value.value === '<' ? '< ' : value.value === '\\' ? '\\\n' : value.value; break;
                default: out += value.value || ''; break;
            }
        }
        return out;
    }

    function writeDeclarations(declarations) {
        return declarations.map((d) => escapeIdentifier(d.name) + ': ' + write(d.value)).join('; ');
    }

    // MARK: Entry points

    // A style attribute's value, without what the policy refuses; `removed` counts declarations.
    function sanitizeDeclarations(text, options, urlKind = 'image') {
        const declarations = parseDeclarations(group(tokenize(text)));
        const kept = declarations.filter((d) => declarationIsSafe(d, urlKind, options));
        return { text: writeDeclarations(kept) + (kept.length ? ';' : ''), removed: declarations.length - kept.length };
    }

    // A style sheet's text: allowed at-rules (recursively), style rules with safe declarations.
    function sanitizeStyleSheet(text, options) {
        let removed = 0;
        function rules(values, depth) {
            let out = '';
            for (const rule of parseRules(values)) {
                if (rule.at !== undefined) {
                    const name = rule.at.replace(/^-webkit-/, '');
                    if (!policy.cssAllowedAtRules.has(rule.at) || !rule.block || depth > 8 || !valueIsSafe(rule.prelude, 'image', options)) { removed++; continue; }
                    const nested = /^(media|supports|layer|container|document)$/.test(name);
                    const body = nested ? rules(rule.block, depth + 1) : name === 'keyframes' ? keyframes(rule.block) : declarations(rule.block, policy.cssURLKinds[name] || 'image');
                    out += '@' + escapeIdentifier(rule.at) + ' ' + write(trimSpace(rule.prelude)) + ' {' + body + '}\n';
                } else {
                    out += write(trimSpace(rule.prelude)) + ' {' + declarations(rule.block, 'image') + '}\n';
                }
            }
            return out;
        }
        function keyframes(values) {
            return parseRules(values).filter((r) => r.at === undefined).map((r) => write(trimSpace(r.prelude)) + ' {' + declarations(r.block, 'image') + '}').join(' ');
        }
        function declarations(values, urlKind) {
            const all = parseDeclarations(values);
            const kept = all.filter((d) => declarationIsSafe(d, urlKind, options));
            removed += all.length - kept.length;
            return kept.length ? ' ' + writeDeclarations(kept) + '; ' : '';
        }
        return { text: rules(group(tokenize(text)), 0), removed };
    }

    internals.css = { tokenize, sanitizeDeclarations, sanitizeStyleSheet };
})
