// CSS for the sanitizer: tokenized as CSS Syntax Level 3 says (escapes decoded, comments
// dropped), checked on the decoded tokens, and written out again from the tokens. So
// `@\69mport` is an @import, `\6a avascript:` is `javascript:`, and what is written out
// cannot close its <style> (no `</` survives) nor hide a keyword behind an escape.
(function (native, internals) {
    'use strict';

    const policy = internals.sanitizerPolicy;

    // The tokenizer is the DOM layer's (CSS Syntax Level 3, dom/css-syntax.js).
    internals.installNow('dom/css-syntax.js');
    const tokenize = internals.dom.cssSyntax.tokenize;
    const isName = (c) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c >= 0x80 || (c >= 48 && c <= 57) || c === 45;
    const isDigit = (c) => c >= 48 && c <= 57;

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
