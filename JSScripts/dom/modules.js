// Module scripts: `<script type=module>`, inline or with `src`, the modules they import (served
// by the engine's URL scheme handlers, as a web view's loads are) and `import()` in them.
// JavaScriptCore's C API evaluates no modules, so each module's text is rewritten into a
// function of its own, line for line (errors keep their lines):
//
//   (function (scope, register, meta, dynamicImport) { with (scope) { return function* () {
//       'use strict'; register({ name: () => local, ... }); yield; BODY } } })
//
// Its `import` declarations go, their bindings read through `scope`, an object whose getters
// read the exporting module's bindings (live, and read-only: assigning one throws as in a
// module); its `export`s go, leaving the declarations, and `register` receives a getter per
// exported name, reading the module's own bindings (a `let` not yet run throws as its TDZ
// does). The generator's first step registers (functions are hoisted: a cycle sees them), its
// second evaluates the body; a body with a top-level `await` is an async generator. The graph
// is fetched, linked and evaluated as HTML and ECMAScript order it: each module once per
// document, dependencies first, a cycle's module skipped while it evaluates. Installed when
// the page first has a module script.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    // ----- Tokens ---------------------------------------------------------------------------
    // Enough of ECMAScript's lexical grammar to find a module's import and export
    // declarations: strings, templates (with their substitutions), regular expressions,
    // comments, names and punctuators, each with its place and whether a line break precedes it.

    const punctuators = [
        '>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=',
        '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '**', '<<', '>>',
    ];
    const afterWhichRegex = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await', 'extends', 'export', 'default']);
    const notFunctionHeads = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'await']);
    const nameStart = /[A-Za-z_$\\\u0080-\uffff#]/;
    const namePart = /[\w$\\\u0080-\uffff\u200c\u200d]/;
    const numberPattern = /(?:0[xXoObB][\da-fA-F_]+n?|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?n?)/y;

    function syntaxError(message, source, at, url) {
        const line = source.slice(0, at).split('\n').length;
        const error = new SyntaxError(message);
        Object.defineProperties(error, { line: { value: line, writable: true, configurable: true }, sourceURL: { value: url, writable: true, configurable: true } });
        return error;
    }

    // A string literal's value from its text between the quotes.
    const escapes = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', 0: '\0' };
    function cook(raw) {
        return raw.replace(/\\(u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|\r\n|[^])/g, (match, escape, braced, four, two) => {
            if (braced || four || two) return String.fromCodePoint(parseInt(braced || four || two, 16));
            if (escape === '\r\n' || escape === '\n' || escape === '\r' || escape === '\u2028' || escape === '\u2029') return '';
            return escapes[escape] ?? escape;
        });
    }

    // The tokens of `source`, and whether an `await` is outside every function body.
    function tokenize(source, url) {
        const tokens = [];
        const brackets = []; // '(', '[', '{', '${', 'f{' (a function body)
        const parenHeads = []; // the token before each open '('
        let i = 0, newline = false, topLevelAwait = false, functionDepth = 0;
        const length = source.length;
        const push = (type, value, start) => { tokens.push({ type, value, start, end: i, newline, depth: brackets.length }); newline = false; };
        const last = () => tokens[tokens.length - 1];
        function scanTemplate(start) {
            // From after '`' or '}': to the closing '`' or a '${'.
            for (;;) {
                if (i >= length) throw syntaxError('Unexpected EOF', source, start, url);
                const c = source[i];
                if (c === '\\') { i += 2; continue; }
                if (c === '`') { i++; push('template', null, start); return; }
                if (c === '$' && source[i + 1] === '{') { i += 2; push('template', null, start); brackets.push('${'); return; }
                i++;
            }
        }
        while (i < length) {
            const c = source[i];
            if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') { newline = true; i++; continue; }
            if (c === ' ' || c === '\t' || c === '\v' || c === '\f' || c === '\ufeff' || c === '\u00a0' || (c > '\u007f' && /\s/.test(c))) { i++; continue; }
            const start = i;
            if (c === '/' && source[i + 1] === '/') { while (i < length && !'\n\r\u2028\u2029'.includes(source[i])) i++; continue; }
            if (c === '/' && source[i + 1] === '*') {
                const end = source.indexOf('*/', i + 2);
                if (end < 0) throw syntaxError('Unterminated comment', source, start, url);
                if (/[\n\r\u2028\u2029]/.test(source.slice(i, end))) newline = true;
                i = end + 2;
                continue;
            }
            if (c === '"' || c === "'") {
                i++;
                let value = '';
                while (i < length && source[i] !== c) {
                    if (source[i] === '\\') { value += source[i] + source[i + 1]; i += 2; continue; }
                    if (source[i] === '\n') throw syntaxError('Unexpected EOF', source, start, url);
                    value += source[i++];
                }
                if (i >= length) throw syntaxError('Unexpected EOF', source, start, url);
                i++;
                push('string', cook(value), start);
                continue;
            }
            if (c === '`') { i++; scanTemplate(start); continue; }
            if (c >= '0' && c <= '9' || (c === '.' && source[i + 1] >= '0' && source[i + 1] <= '9')) {
                numberPattern.lastIndex = i;
                const match = numberPattern.exec(source);
                i += match ? match[0].length : 1;
                push('number', null, start);
                continue;
            }
            if (nameStart.test(c)) {
                i++;
                while (i < length && namePart.test(source[i])) i++;
                const value = source.slice(start, i);
                const previous = last();
                if (value === 'await' && functionDepth === 0 && !(previous && previous.type === 'punct' && (previous.value === '.' || previous.value === '?.'))) topLevelAwait = true;
                push('name', value, start);
                continue;
            }
            if (c === '/') {
                const previous = last();
                const regexAllowed = !previous
                    || (previous.type === 'punct' && previous.value !== ')' && previous.value !== ']')
                    || (previous.type === 'name' && afterWhichRegex.has(previous.value));
                if (regexAllowed) {
                    i++;
                    let inClass = false;
                    for (;;) {
                        if (i >= length || source[i] === '\n') throw syntaxError('Unterminated regular expression literal', source, start, url);
                        const d = source[i];
                        if (d === '\\') { i += 2; continue; }
                        if (d === '[') inClass = true;
                        else if (d === ']') inClass = false;
                        else if (d === '/' && !inClass) break;
                        i++;
                    }
                    i++;
                    while (i < length && namePart.test(source[i])) i++;
                    push('regex', null, start);
                    continue;
                }
            }
            let value = c;
            for (const p of punctuators) if (source.startsWith(p, i)) { value = p; break; }
            if (value === '?.' && source[i + 2] >= '0' && source[i + 2] <= '9') value = '?';
            i += value.length;
            if (value === '}' && brackets[brackets.length - 1] === '${') {
                brackets.pop();
                scanTemplate(start);
                continue;
            }
            if (value === '(') parenHeads.push(last());
            if (value === '{') {
                // A function's body: after `=>`, or after the parameters of a function or method.
                const previous = last();
                let body = previous && previous.type === 'punct' && previous.value === '=>';
                if (previous && previous.type === 'punct' && previous.value === ')') {
                    const head = previous.head;
                    body = !(head && head.type === 'name' && notFunctionHeads.has(head.value));
                }
                push('punct', value, start);
                brackets.push(body ? 'f{' : '{');
                if (body) functionDepth++;
                continue;
            }
            if (value === ')' || value === ']' || value === '}') {
                const open = brackets.pop();
                if (open === 'f{') functionDepth--;
                push('punct', value, start);
                if (value === ')') last().head = parenHeads.pop();
                continue;
            }
            if (value === '(' || value === '[') {
                push('punct', value, start);
                brackets.push(value);
                continue;
            }
            push('punct', value, start);
        }
        return { tokens, topLevelAwait };
    }

    // ----- The rewrite ------------------------------------------------------------------------

    const isName = (token, value) => token !== undefined && token.type === 'name' && (value === undefined || token.value === value);
    const isPunct = (token, value) => token !== undefined && token.type === 'punct' && token.value === value;
    const expressionEnders = new Set([')', ']', '}', '++', '--']);
    const operatorNames = new Set(['typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'await', 'yield']);
    const continuers = new Set(['.', '?.', '(', '[', ',', '=', '?', ':', '=>', '+', '-', '*', '/', '%', '**', '&&', '||', '??', '&', '|', '^', '<', '>', '<=', '>=', '==', '!=', '===', '!==', '<<', '>>', '>>>', '+=', '-=', '*=', '/=', '%=', '**=', '<<=', '>>=', '>>>=', '&=', '|=', '^=', '&&=', '||=', '??=']);
    const DEFAULT = '__webengine_default';

    // Rewrites a module's text; returns { code, requests, imports, localExports, indirectExports, starExports }.
    function rewrite(source, url) {
        // A hashbang line, valid only at the very start, becomes a comment in the function.
        if (source.startsWith('#!')) source = '//' + source.slice(2);
        const { tokens, topLevelAwait } = tokenize(source, url);
        const edits = []; // [start, end, text]
        const requests = []; // specifiers, in order
        const imports = []; // { local, specifier, imported ('*' for a namespace) }
        const localExports = new Map(); // exported name -> local name
        const indirectExports = new Map(); // exported name -> { specifier, imported ('*' for a namespace) }
        const starExports = []; // specifiers
        const request = (specifier) => { if (!requests.includes(specifier)) requests.push(specifier); };
        let namedDefault = null;
        let k = 0;
        const fail = (token) => { throw syntaxError(token ? `Unexpected token '${source.slice(token.start, token.end)}'` : 'Unexpected end of script', source, token ? token.start : source.length, url); };
        const expectName = (value) => { const token = tokens[k]; if (!isName(token, value)) fail(token); k++; return token.value; };
        const expectPunct = (value) => { const token = tokens[k]; if (!isPunct(token, value)) fail(token); k++; };
        const moduleExportName = () => { const token = tokens[k]; if (token?.type === 'string' || token?.type === 'name') { k++; return token.value; } fail(token); };
        const specifier = () => { const token = tokens[k]; if (token?.type !== 'string') fail(token); k++; return token.value; };
        function skipAttributes() {
            if ((isName(tokens[k], 'with') || (isName(tokens[k], 'assert') && !tokens[k].newline)) && isPunct(tokens[k + 1], '{')) {
                const depth = tokens[k + 1].depth;
                k += 2;
                while (k < tokens.length && !(isPunct(tokens[k], '}') && tokens[k].depth === depth)) k++;
                k++;
            }
        }
        const semicolon = () => { if (isPunct(tokens[k], ';')) k++; };
        // { a, b as c, "d" as e } -> [[name, alias]]
        function namedList() {
            expectPunct('{');
            const list = [];
            while (!isPunct(tokens[k], '}')) {
                const name = moduleExportName();
                let alias = name;
                if (isName(tokens[k], 'as')) { k++; alias = moduleExportName(); }
                list.push([name, alias]);
                if (isPunct(tokens[k], ',')) k++;
                else if (!isPunct(tokens[k], '}')) fail(tokens[k]);
            }
            k++;
            return list;
        }
        // Skips an expression to the `,`, `;` or closing bracket that ends it (at the top level,
        // also to a line break where the statement ends).
        function skipExpression(topLevel) {
            let nesting = 0;
            while (k < tokens.length) {
                const token = tokens[k];
                if (token.type === 'punct') {
                    const value = token.value;
                    if (value === '(' || value === '[' || value === '{') nesting++;
                    else if (value === ')' || value === ']' || value === '}') { if (nesting === 0) return; nesting--; }
                    else if (nesting === 0 && (value === ',' || value === ';')) return;
                }
                if (topLevel && nesting === 0 && k > 0 && token.newline && endsExpression(tokens[k - 1]) && !continues(token)) return;
                k++;
            }
        }
        const endsExpression = (token) => token.type === 'number' || token.type === 'string' || token.type === 'template' || token.type === 'regex'
            || (token.type === 'name' && !operatorNames.has(token.value)) || (token.type === 'punct' && expressionEnders.has(token.value));
        const continues = (token) => (token.type === 'punct' && continuers.has(token.value)) || (token.type === 'name' && (token.value === 'in' || token.value === 'of' || token.value === 'instanceof')) || token.type === 'template';
        // The names a binding (a name, or an object or array pattern) binds.
        function bindingNames(names) {
            const token = tokens[k];
            if (isName(token)) { names.push(token.value); k++; return; }
            if (isPunct(token, '{')) {
                k++;
                while (!isPunct(tokens[k], '}')) {
                    if (isPunct(tokens[k], '...')) { k++; bindingNames(names); }
                    else {
                        const key = tokens[k];
                        if (isPunct(key, '[')) { k++; skipExpression(false); expectPunct(']'); }
                        else k++;
                        if (isPunct(tokens[k], ':')) { k++; bindingNames(names); }
                        else if (isName(key)) names.push(key.value);
                        else fail(key);
                    }
                    if (isPunct(tokens[k], '=')) { k++; skipExpression(false); }
                    if (isPunct(tokens[k], ',')) k++;
                    else if (!isPunct(tokens[k], '}')) fail(tokens[k]);
                }
                k++;
                return;
            }
            if (isPunct(token, '[')) {
                k++;
                while (!isPunct(tokens[k], ']')) {
                    if (isPunct(tokens[k], ',')) { k++; continue; }
                    if (isPunct(tokens[k], '...')) k++;
                    bindingNames(names);
                    if (isPunct(tokens[k], '=')) { k++; skipExpression(false); }
                    if (isPunct(tokens[k], ',')) k++;
                    else if (!isPunct(tokens[k], ']')) fail(tokens[k]);
                }
                k++;
                return;
            }
            fail(token);
        }
        // What a removed statement leaves: its line breaks, so later lines keep their numbers.
        const remove = (start, end) => edits.push([start, end, source.slice(start, end).replace(/[^\n]/g, '')]);

        while (k < tokens.length) {
            const token = tokens[k];
            if (token.type !== 'name' || (token.value !== 'import' && token.value !== 'export')) { k++; continue; }
            const previous = tokens[k - 1];
            if (previous && previous.type === 'punct' && (previous.value === '.' || previous.value === '?.')) { k++; continue; }
            const start = token.start;
            if (token.value === 'import') {
                // import() and import.meta, anywhere.
                const next = tokens[k + 1];
                if (isPunct(next, '(')) { edits.push([token.start, token.end, '__webengine_import']); k++; continue; }
                if (isPunct(next, '.')) {
                    if (!isName(tokens[k + 2], 'meta')) fail(tokens[k + 2]);
                    edits.push([token.start, tokens[k + 2].end, '__webengine_meta']);
                    k += 3;
                    continue;
                }
            }
            // Declarations: at the top level only (anywhere else they are not valid, and a
            // property named `import` or `export` in an object is not one).
            if (token.depth !== 0) { k++; continue; }
            if (token.value === 'import') {
                k++;
                if (tokens[k]?.type === 'string') {
                    request(specifier());
                } else {
                    const bindings = [];
                    if (isName(tokens[k]) && tokens[k].value !== 'from' || (isName(tokens[k], 'from') && isName(tokens[k + 1], 'from'))) {
                        bindings.push([tokens[k].value, 'default']);
                        k++;
                        if (isPunct(tokens[k], ',')) k++;
                    }
                    if (isPunct(tokens[k], '*')) {
                        k++;
                        expectName('as');
                        bindings.push([expectName(), '*']);
                    } else if (isPunct(tokens[k], '{')) {
                        for (const [name, alias] of namedList()) bindings.push([alias, name]);
                    } else if (bindings.length === 0) fail(tokens[k]);
                    expectName('from');
                    const from = specifier();
                    request(from);
                    for (const [local, imported] of bindings) imports.push({ local, specifier: from, imported });
                }
                skipAttributes();
                semicolon();
                remove(start, tokens[k - 1].end);
                continue;
            }
            // export
            k++;
            const next = tokens[k];
            if (isPunct(next, '*')) {
                k++;
                if (isName(tokens[k], 'as')) {
                    k++;
                    const name = moduleExportName();
                    expectName('from');
                    const from = specifier();
                    request(from);
                    indirectExports.set(name, { specifier: from, imported: '*' });
                } else {
                    expectName('from');
                    const from = specifier();
                    request(from);
                    starExports.push(from);
                }
                skipAttributes();
                semicolon();
                remove(start, tokens[k - 1].end);
            } else if (isPunct(next, '{')) {
                const list = namedList();
                if (isName(tokens[k], 'from')) {
                    k++;
                    const from = specifier();
                    request(from);
                    for (const [name, alias] of list) indirectExports.set(alias, { specifier: from, imported: name });
                    skipAttributes();
                } else {
                    for (const [name, alias] of list) localExports.set(alias, name);
                }
                semicolon();
                remove(start, tokens[k - 1].end);
            } else if (isName(next, 'default')) {
                k++;
                const what = tokens[k];
                const isAsyncFunction = isName(what, 'async') && isName(tokens[k + 1], 'function') && !tokens[k + 1].newline;
                if (isName(what, 'function') || isAsyncFunction || isName(what, 'class')) {
                    let at = k + (isAsyncFunction ? 2 : 1);
                    if (isPunct(tokens[at], '*')) at++;
                    const named = isName(tokens[at]) && !(isName(what, 'class') && isName(tokens[at], 'extends'));
                    if (named) {
                        remove(start, next.end);
                        localExports.set('default', tokens[at].value);
                    } else if (isName(what, 'class')) {
                        // An anonymous class: a binding of ours, the class named `default` as
                        // the spec names it (a property's value gets the property's name).
                        let open = at;
                        while (open < tokens.length && !(isPunct(tokens[open], '{') && tokens[open].depth === 0)) open++;
                        let close = open + 1;
                        while (close < tokens.length && !(isPunct(tokens[close], '}') && tokens[close].depth === 0)) close++;
                        if (close >= tokens.length) fail(tokens[open]);
                        edits.push([start, next.end, `const ${DEFAULT} = { default:`]);
                        edits.push([tokens[close].end, tokens[close].end, ' }.default;']);
                        localExports.set('default', DEFAULT);
                    } else {
                        // An anonymous function: a name of ours (hoisted as the declaration
                        // is), renamed `default` when registered.
                        remove(start, next.end);
                        edits.push([tokens[at - 1].end, tokens[at - 1].end, ' ' + DEFAULT]);
                        localExports.set('default', DEFAULT);
                        namedDefault = DEFAULT;
                    }
                } else {
                    edits.push([start, next.end, `const ${DEFAULT} =`]);
                    localExports.set('default', DEFAULT);
                }
            } else if (isName(next, 'var') || isName(next, 'let') || isName(next, 'const')) {
                remove(start, token.end);
                k++;
                const names = [], after = k;
                for (;;) {
                    bindingNames(names);
                    if (isPunct(tokens[k], '=')) { k++; skipExpression(true); }
                    if (isPunct(tokens[k], ',')) { k++; continue; }
                    break;
                }
                for (const name of names) localExports.set(name, name);
                k = after; // the initializers may hold import() or import.meta
            } else if (isName(next, 'function') || isName(next, 'class') || (isName(next, 'async') && isName(tokens[k + 1], 'function'))) {
                remove(start, token.end);
                let at = k + (isName(next, 'async') ? 2 : 1);
                if (isPunct(tokens[at], '*')) at++;
                if (!isName(tokens[at])) fail(tokens[at]);
                localExports.set(tokens[at].value, tokens[at].value);
            } else fail(next);
        }

        let body = '';
        let at = 0;
        for (const [start, end, text] of edits.sort((a, b) => a[0] - b[0])) {
            body += source.slice(at, start) + text;
            at = end;
        }
        body += source.slice(at);
        const getters = Array.from(localExports, ([exported, local]) => `${JSON.stringify(exported)}: () => ${local}`).join(', ');
        const rename = namedDefault ? `Object.defineProperty(${DEFAULT}, 'name', { value: 'default' }); ` : '';
        const code = '(function (__webengine_scope, __webengine_register, __webengine_meta, __webengine_import) { with (__webengine_scope) { return '
            + (topLevelAwait ? 'async ' : '') + `function* () { 'use strict'; ${rename}__webengine_register({ ${getters} }); yield; `
            + body + '\n} } })';
        return { code, async: topLevelAwait, requests, imports, localExports, indirectExports, starExports };
    }

    // ----- The module map -----------------------------------------------------------------------

    // Each document's modules by URL, each fetched and evaluated once.
    let mapDocument = null;
    let moduleMap = new Map();
    const mapOf = (document) => {
        if (mapDocument !== document) { mapDocument = document; moduleMap = new Map(); }
        return moduleMap;
    };

    const javaScriptTypes = /^(?:text|application)\/(?:javascript|ecmascript|x-javascript|x-ecmascript)$|^text\/(?:javascript1\.[0-5]|jscript|livescript)$/;
    class FetchError extends Error {}
    class ParseFailure { constructor(error) { this.error = error; } }
    // Errors in a module's text (syntax): WebKit fires neither `load` nor `error` at its script.
    const parseErrors = new WeakSet();

    // HTML's "resolve a module specifier": a URL-like specifier (`/`, `./`, `../` or a URL),
    // or one the page's import map maps (its scopes that hold the importing module first, then
    // its imports; exact keys, or the longest key ending in `/` that starts it).
    function urlLike(specifier, base) {
        if (/^(?:\/|\.\/|\.\.\/)/.test(specifier)) { try { return dom.resolveURL(specifier, base); } catch (error) { return null; } }
        try { return new URL(specifier).href; } catch (error) { return null; }
    }
    function resolveSpecifier(specifier, base, document) {
        const asURL = urlLike(specifier, base);
        const normalized = asURL ?? specifier;
        const map = importMapOf(document);
        for (const [prefix, imports] of map.scopes) {
            if (prefix !== base && !(prefix.endsWith('/') && base.startsWith(prefix))) continue;
            const found = matchImports(normalized, specifier, imports);
            if (found !== null) return found;
        }
        const found = matchImports(normalized, specifier, map.imports);
        if (found !== null) return found;
        if (asURL !== null) return asURL;
        throw placeless(new TypeError(`Module name, '${specifier}' does not resolve to a valid URL.`));
    }
    function matchImports(normalized, specifier, imports) {
        for (const [key, address] of imports) {
            if (key === normalized || (key.endsWith('/') && normalized.startsWith(key))) {
                let url = address === null ? null : key === normalized ? address : urlLike('./' + normalized.slice(key.length), address);
                if (url !== null && key !== normalized && !url.startsWith(address)) url = null; // `../` out of the mapped folder
                if (url === null) throw placeless(new TypeError(`Module name, '${specifier}' does not resolve to a valid URL.`));
                return url;
            }
        }
        return null;
    }

    // The page's import maps (`<script type=importmap>`, inline JSON), merged in document
    // order (a key mapped already keeps its first address): keys and addresses resolved
    // against the document's base, longest keys first. One that is not JSON is reported.
    let importMapDocument = null, importMap = null;
    function importMapOf(document) {
        if (importMapDocument === document) return importMap;
        importMapDocument = document;
        const imports = new Map(), scopes = new Map();
        const base = document.baseURI;
        const normalizeImports = (object, into) => {
            if (object === null || typeof object !== 'object') return;
            for (const [key, value] of Object.entries(object)) {
                const normalizedKey = urlLike(key, base) ?? key;
                if (normalizedKey === '' || into.has(normalizedKey)) continue;
                into.set(normalizedKey, typeof value === 'string' ? urlLike(value, base) : null);
            }
        };
        for (const script of document.querySelectorAll('script')) {
            if ((script.getAttribute('type') || '').trim().toLowerCase() !== 'importmap' || script.hasAttribute('src')) continue;
            let parsed;
            try { parsed = JSON.parse(script.textContent); } catch (error) { internals.reportError(error); continue; }
            normalizeImports(parsed?.imports, imports);
            if (parsed?.scopes && typeof parsed.scopes === 'object') {
                for (const [prefix, scoped] of Object.entries(parsed.scopes)) {
                    const url = urlLike(prefix, base);
                    if (url === null) continue;
                    if (!scopes.has(url)) scopes.set(url, new Map());
                    normalizeImports(scoped, scopes.get(url));
                }
            }
        }
        const longestFirst = (map) => new Map([...map].sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0)));
        importMap = { imports: longestFirst(imports), scopes: new Map([...longestFirst(scopes)].map(([prefix, map]) => [prefix, longestFirst(map)])) };
        return importMap;
    }

    // A module record: made from its text, its dependencies resolved (not yet fetched). The
    // rewritten text is evaluated as a script of the module's URL (native code), so its errors
    // and stacks name the module and its lines, in the realm of `document`'s window (a
    // frame's document's modules run in the frame's: dom/frames.js).
    function makeRecord(source, url, base, document) {
        let rewritten, evaluator;
        try {
            rewritten = rewrite(source, url);
            const frameWindow = document === dom.currentDocument ? undefined : dom.frameWindowOf?.(document);
            evaluator = frameWindow ? native.evaluateInRealm(frameWindow, rewritten.code, url, 1) : native.evaluateScript(rewritten.code, url);
        } catch (error) {
            if (error !== null && typeof error === 'object') parseErrors.add(error);
            throw error;
        }
        return {
            url, base, ...rewritten, evaluator, state: 'new', promise: null, locals: null, namespace: null, generator: null,
            dependencies: new Map(), // specifier -> record
        };
    }

    // The module at `url` (its text fetched now, the engine's URL scheme handlers answering),
    // or a FetchError when nothing serves it, or not as JavaScript (kept: asked again, it
    // fails again without a load).
    function fetchModule(url, document) {
        const map = mapOf(document);
        if (map.has(url)) {
            const known = map.get(url);
            if (known instanceof ParseFailure) throw known.error; // the same error, every time
            return known;
        }
        const response = native.fetchResource(url, 'script');
        const type = response ? response[2].split(';')[0].trim().toLowerCase() : '';
        if (!response || response[0] < 200 || response[0] > 299 || !javaScriptTypes.test(type)) {
            const failure = new FetchError(url);
            map.set(url, failure);
            return failure;
        }
        let record;
        try {
            record = makeRecord(response[1], url, url, document);
        } catch (error) {
            map.set(url, new ParseFailure(error));
            throw error;
        }
        map.set(url, record);
        return record;
    }

    // Fetches every module the graph under `record` imports (depth first, in order).
    // A specifier that is no URL fails its module for good, with the same error every time.
    function fetchGraph(record, document, seen = new Set()) {
        if (seen.has(record)) return;
        seen.add(record);
        if (record.resolveError !== undefined) throw record.resolveError;
        for (const specifier of record.requests) {
            if (!record.dependencies.has(specifier)) {
                let url;
                try { url = resolveSpecifier(specifier, record.base, document); } catch (error) { record.resolveError = error; throw error; }
                const dependency = fetchModule(url, document);
                if (dependency instanceof FetchError) throw dependency;
                record.dependencies.set(specifier, dependency);
            }
            fetchGraph(record.dependencies.get(specifier), document, seen);
        }
    }

    // ECMAScript's ResolveExport: the binding an exported name stands for; null when there is
    // none, 'ambiguous' when star exports disagree.
    function resolveExport(record, name, resolving = []) {
        for (const [r, n] of resolving) if (r === record && n === name) return null; // a cycle of re-exports
        resolving.push([record, name]);
        if (record.localExports.has(name)) return { record, name };
        if (record.indirectExports.has(name)) {
            const { specifier, imported } = record.indirectExports.get(name);
            const dependency = record.dependencies.get(specifier);
            return imported === '*' ? { namespace: dependency } : resolveExport(dependency, imported, resolving);
        }
        if (name === 'default') return null;
        let found = null;
        for (const specifier of record.starExports) {
            const resolution = resolveExport(record.dependencies.get(specifier), name, resolving);
            if (resolution === 'ambiguous') return resolution;
            if (resolution === null) continue;
            if (found === null) found = resolution;
            else if (found.record !== resolution.record || found.name !== resolution.name || found.namespace !== resolution.namespace) return 'ambiguous';
        }
        return found;
    }
    const getterOf = (binding) => (binding.namespace ? () => namespaceOf(binding.namespace) : () => binding.record.locals[binding.name]());

    // The names a module exports (ECMAScript's GetExportedNames): its own, then its star
    // exports' but `default`.
    function exportedNames(record, seen = new Set()) {
        if (seen.has(record)) return [];
        seen.add(record);
        const names = [...record.localExports.keys(), ...record.indirectExports.keys()];
        for (const specifier of record.starExports) {
            for (const name of exportedNames(record.dependencies.get(specifier), seen)) if (name !== 'default' && !names.includes(name)) names.push(name);
        }
        return names;
    }

    // A module's namespace object, as WebKit's: its exported names in code unit order, each a
    // writable, enumerable, non-configurable data property whose value is the binding's now
    // (a proxy reads it), `Module` its class string, no prototype, not extensible, nothing
    // assignable or deletable.
    function namespaceOf(record) {
        if (record.namespace) return record.namespace;
        const getters = new Map();
        const target = Object.create(null);
        for (const name of exportedNames(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
            const binding = resolveExport(record, name);
            if (binding === null || binding === 'ambiguous') continue;
            getters.set(name, getterOf(binding));
            Object.defineProperty(target, name, { value: undefined, writable: true, enumerable: true, configurable: false });
        }
        Object.defineProperty(target, Symbol.toStringTag, { value: 'Module' });
        Object.preventExtensions(target);
        record.namespace = new Proxy(target, {
            get: (target, key) => (getters.has(key) ? getters.get(key)() : target[key]),
            getOwnPropertyDescriptor: (target, key) => {
                if (!getters.has(key)) return Reflect.getOwnPropertyDescriptor(target, key);
                return { value: getters.get(key)(), writable: true, enumerable: true, configurable: false };
            },
            set: () => false,
            defineProperty: () => false,
            deleteProperty: (target, key) => !Object.prototype.hasOwnProperty.call(target, key),
            setPrototypeOf: (target, prototype) => prototype === null,
        });
        return record.namespace;
    }

    // Links every module of the graph: each one's imports resolved to the exporting module's
    // bindings (a missing one is a SyntaxError, as WebKit words it), its generator made and its
    // first step run (its exports registered).
    function link(record, document, seen = new Set()) {
        if (seen.has(record) || record.generator) return;
        seen.add(record);
        for (const dependency of record.dependencies.values()) link(dependency, document, seen);
        const scope = Object.create(null);
        for (const { local, specifier, imported } of record.imports) {
            const dependency = record.dependencies.get(specifier);
            if (imported === '*') {
                Object.defineProperty(scope, local, { get: () => namespaceOf(dependency), enumerable: true });
                continue;
            }
            const binding = resolveExport(dependency, imported);
            if (binding === null) throw placeless(new SyntaxError(`Importing binding name '${imported}' is not found.`));
            if (binding === 'ambiguous') throw placeless(new SyntaxError(`Importing binding name '${imported}' cannot be resolved due to ambiguous multiple bindings.`));
            Object.defineProperty(scope, local, { get: getterOf(binding), enumerable: true });
        }
        const meta = Object.create(null);
        meta.url = record.url;
        meta.resolve = function resolve(specifier) { return resolveSpecifier(String(specifier), record.base, document); };
        const register = (locals) => { record.locals = locals; };
        record.generator = record.evaluator(scope, register, meta, (specifier) => importModule(specifier, record.base, document)).call(undefined);
        record.generator.next();
    }
    // A resolution or linking error names no place, as WebKit's.
    function placeless(error) {
        Object.defineProperties(error, { line: { value: 0, writable: true, configurable: true }, column: { value: 0, writable: true, configurable: true }, sourceURL: { value: '', writable: true, configurable: true } });
        return error;
    }

    // Evaluates the graph under `record`, dependencies first, each module once; undefined when
    // done, or a promise when a module in it awaits at its top level. An error stops the
    // modules that import the one that threw; as in WebKit, a module that threw counts as
    // evaluated afterwards (a later import of it does not throw again).
    function evaluate(record) {
        if (record.state === 'evaluated') return record.promise ?? undefined;
        if (record.state === 'evaluating') return undefined; // a cycle: its importer runs first
        record.state = 'evaluating';
        const waits = [];
        try {
            for (const dependency of record.dependencies.values()) {
                const pending = evaluate(dependency);
                if (pending) waits.push(pending);
            }
        } catch (error) {
            record.state = 'evaluated';
            throw error;
        }
        const run = () => {
            if (record.async) return record.generator.next().then(() => undefined);
            record.generator.next();
            return undefined;
        };
        if (waits.length === 0 && !record.async) {
            try {
                run();
            } finally {
                record.state = 'evaluated';
            }
            return undefined;
        }
        record.state = 'evaluated';
        record.promise = Promise.all(waits).then(run);
        return record.promise;
    }

    // The namespace of the graph under `record`, linked and evaluated.
    function evaluated(record, document) {
        link(record, document);
        const pending = evaluate(record);
        return pending ? pending.then(() => namespaceOf(record)) : namespaceOf(record);
    }

    // import(): the module's namespace once its graph is fetched, linked and evaluated. A
    // specifier that is no URL rejects at once; a module fetched already is evaluated in a
    // later microtask, one not yet fetched in a later task (as a load answers).
    function importModule(specifier, base, document) {
        let url;
        try { url = resolveSpecifier(String(specifier), base, document); } catch (error) { return Promise.reject(error); }
        const load = () => {
            const record = fetchModule(url, document);
            if (record instanceof FetchError) throw new TypeError('Importing a module script failed.');
            try {
                fetchGraph(record, document);
            } catch (error) {
                if (error instanceof FetchError) throw new TypeError('Importing a module script failed.');
                throw error;
            }
            return evaluated(record, document);
        };
        const known = mapOf(document).get(url);
        if (known !== undefined && !(known instanceof FetchError)) return Promise.resolve().then(load);
        return new Promise((resolve, reject) => setTimeout(() => { try { resolve(load()); } catch (error) { reject(error); } }, 0));
    }

    // Runs a <script type=module> (window.js calls this when the parser's deferred scripts run,
    // dynamic-scripts.js for one a script inserted): its graph fetched, linked and evaluated;
    // `error` at the element when a module of it is not served (as offline), else `load` once
    // it ran, inline or not (HTML fires it for every module script), but none after an error in
    // a module's text (as WebKit). Errors are reported as a browser reports them; a top-level
    // `await` that rejects is an unhandled rejection (WebKit reports none to onerror).
    function runModuleScript(element, line) {
        const document = element.ownerDocument;
        const window = document === dom.currentDocument ? globalThis : dom.frameWindowOf?.(document) ?? globalThis;
        const report = (error) => internals.reportError(error, undefined, '', 0, undefined, window);
        const external = element.hasAttribute('src');
        let record;
        try {
            if (external) {
                const src = element.getAttribute('src');
                let url = null;
                try { url = src.trim() === '' ? null : dom.resolveURL(src, document.baseURI); } catch (error) { url = null; }
                record = url === null ? new FetchError(src) : fetchModule(url, document);
                if (record instanceof FetchError) return dom.fire(element, 'error', {});
            } else {
                // An inline module's text, on its lines of the page.
                record = makeRecord('\n'.repeat(Math.max(0, line - 1)) + element.textContent, document.URL, document.baseURI, document);
            }
            fetchGraph(record, document);
        } catch (error) {
            if (error instanceof FetchError) return dom.fire(element, 'error', {});
            report(error);
            if (!parseErrors.has(error)) dom.fire(element, 'load', {});
            return;
        }
        try {
            link(record, document);
            evaluate(record);
        } catch (error) {
            report(error);
        }
        dom.fire(element, 'load', {});
    }

    for (const [name, value] of Object.entries({ runModuleScript, importModule })) {
        Object.defineProperty(dom, name, { value, writable: true, configurable: true, enumerable: true });
    }
})
