// CSS selectors for querySelector(All), matches and closest: Selectors level 3 in full,
// plus :is(), :where(), :has() and :not() with lists. Selectors compile once (cached) into
// compounds matched right to left; an invalid selector throws SyntaxError, as browsers do.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _customState, _elementIndex, _indexChanges, _isHTML, _isHTMLInHTMLDocument, _localName, _mode, _subjectNames, _treeVersion, _value } = dom.slots; const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const { HTML_NS, Element, Document, DocumentFragment, nextInTree, staticNodeList, wrongThisCall, notEnoughArguments } = dom;

    function invalid(source) {
        return new DOMException(`'${source}' is not a valid selector.`, 'SyntaxError');
    }

    // ----- Tokenizer (CSS Syntax, the parts selectors use) --------------------------------------

    // Character classes by code (c is one UTF-16 unit, or '' past the end): a selector's
    // first use would otherwise compile a regular expression per class.
    const inRange = (code, low, high) => code >= low && code <= high;
    const isDigit = (c) => inRange(c.charCodeAt(0), 48, 57);
    const isHexDigit = (c) => isDigit(c) || inRange(c.charCodeAt(0) | 32, 97, 102);
    const isSpace = (c) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
    const isNameStart = (c) => inRange(c.charCodeAt(0) | 32, 97, 122) || c === '_' || c.charCodeAt(0) >= 0x80;
    const isName = (c) => isNameStart(c) || isDigit(c) || c === '-';

    function tokenize(source) {
        // CSS Syntax's preprocessing: CR LF, CR and FF are LF; NUL is U+FFFD (messages quote the source).
        const input = /[\r\f\0]/.test(source) ? source.replace(/\r\n?|\f/g, '\n').replace(/\0/g, '\ufffd') : source;
        const tokens = [];
        let i = 0;
        const peek = (o = 0) => input[i + o] ?? '';
        function escape() {
            // after the backslash
            let hex = '';
            while (hex.length < 6 && isHexDigit(peek())) hex += input[i++];
            if (hex) {
                if (isSpace(peek())) i++;
                const code = parseInt(hex, 16);
                return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : String.fromCodePoint(code);
            }
            if (i >= input.length) return '\ufffd';
            if (peek() === '\n') throw invalid(source);
            const char = String.fromCodePoint(input.codePointAt(i));
            i += char.length;
            return char;
        }
        const startsIdent = (o = 0) => {
            const a = peek(o), b = peek(o + 1);
            if (a === '-') return isNameStart(b) || b === '-' || (b === '\\' && peek(o + 2) !== '\n');
            return isNameStart(a) || (a === '\\' && b !== '\n' && b !== '');
        };
        function ident() {
            let name = '';
            while (i < input.length) {
                if (isName(peek())) name += input[i++];
                else if (peek() === '\\' && peek(1) !== '\n') { i++; name += escape(); }
                else break;
            }
            return name;
        }
        while (i < input.length) {
            const c = peek();
            if (isSpace(c)) {
                while (isSpace(peek()) && i < input.length) i++;
                tokens.push({ type: 'space' });
            } else if (c === '"' || c === "'") {
                i++;
                let value = '';
                for (;;) {
                    if (i >= input.length) break;
                    const d = input[i++];
                    if (d === c) break;
                    if (d === '\n') throw invalid(source);
                    if (d === '\\') { if (peek() === '\n') { i++; continue; } value += escape(); } else value += d;
                }
                tokens.push({ type: 'string', value });
            } else if (c === '#' && (isName(peek(1)) || peek(1) === '\\')) {
                i++;
                tokens.push({ type: 'hash', value: ident() });
            } else if (startsIdent()) {
                const name = ident();
                if (peek() === '(') { i++; tokens.push({ type: 'function', value: name.toLowerCase(), raw: name }); }
                else tokens.push({ type: 'ident', value: name });
            } else if (isDigit(c) || ((c === '+' || c === '-' || c === '.') && isDigit(peek(1)))) {
                let number = input[i++];
                while (isDigit(peek()) || peek() === '.') number += input[i++];
                if (startsIdent()) tokens.push({ type: 'dimension', value: number, unit: ident() });
                else tokens.push({ type: 'number', value: number });
            } else if ('~|^$*'.includes(c) && peek(1) === '=') {
                tokens.push({ type: 'delim', value: c + '=' });
                i += 2;
            } else if (c === '|' && peek(1) === '|') {
                throw invalid(source); // column combinator: not supported by browsers either
            } else {
                tokens.push({ type: 'delim', value: c });
                i++;
            }
        }
        return tokens;
    }

    // ----- Parser ------------------------------------------------------------------------------

    // `namespaces` (a style sheet's @namespace rules: { default, prefixes }) resolves prefixes;
    // without it only `*|` and `|` are valid, as in querySelector.
    function parse(source, namespaces = null) {
        const tokens = tokenize(source);
        let position = 0;
        const peek = () => tokens[position];
        const next = () => tokens[position++];
        const skipSpace = () => { while (peek() && peek().type === 'space') position++; };
        const isDelim = (value) => peek() && peek().type === 'delim' && peek().value === value;

        function selectorList(relative, inFunction) {
            const list = [];
            for (;;) {
                skipSpace();
                list.push(complexSelector(relative));
                skipSpace();
                if (isDelim(',')) { position++; continue; }
                if (inFunction ? isDelim(')') : !peek()) break;
                throw invalid(source);
            }
            return list;
        }

        // A complex selector as [compound, combinator, compound, ...], left to right.
        function complexSelector(relative) {
            const parts = [];
            skipSpace();
            if (relative) {
                const combinator = readCombinator();
                parts.push(null, combinator || ' ');
            }
            for (;;) {
                const compound = compoundSelector();
                if (!compound) throw invalid(source);
                parts.push(compound);
                const hadSpace = peek() && peek().type === 'space';
                skipSpace();
                if (!peek() || isDelim(',') || isDelim(')')) break;
                const combinator = readCombinator() || (hadSpace ? ' ' : null);
                if (!combinator) throw invalid(source);
                parts.push(combinator);
            }
            return parts;
        }

        function readCombinator() {
            if (isDelim('>') || isDelim('+') || isDelim('~')) { const value = next().value; skipSpace(); return value; }
            return null;
        }

        function compoundSelector() {
            const compound = { type: null, filters: [] };
            let any = false;
            const token = peek();
            if (token && (token.type === 'ident' || isDelim('*') || isDelim('|'))) {
                compound.type = typeSelector();
                any = true;
            }
            for (;;) {
                const t = peek();
                if (!t) break;
                if (t.type === 'hash') { next(); compound.filters.push({ kind: 'id', value: t.value }); }
                else if (isDelim('.')) {
                    next();
                    const name = next();
                    if (!name || name.type !== 'ident') throw invalid(source);
                    compound.filters.push({ kind: 'class', value: name.value });
                } else if (isDelim('[')) { next(); compound.filters.push(attributeSelector()); }
                else if (isDelim(':')) { next(); compound.filters.push(pseudo()); }
                else break;
                any = true;
            }
            return any ? compound : null;
        }

        function typeSelector() {
            // undefined: any namespace; null: no namespace; a string: that namespace. Without a
            // prefix, the sheet's default namespace (none in HTML or querySelector).
            let namespace = namespaces && namespaces.default !== null ? namespaces.default : undefined;
            let name;
            if (isDelim('|')) { next(); namespace = null; name = next(); }
            else {
                name = next();
                if (isDelim('|') && !(tokens[position + 1] && tokens[position + 1].type === 'delim' && tokens[position + 1].value === '=')) {
                    next();
                    const prefix = name.type === 'delim' ? '*' : name.value;
                    name = next();
                    if (prefix === '*') namespace = undefined;
                    else if (namespaces && namespaces.prefixes.has(prefix)) namespace = namespaces.prefixes.get(prefix) || null;
                    else throw invalid(source); // a prefix needs its @namespace
                }
            }
            if (!name) throw invalid(source);
            if (name.type === 'delim' && name.value === '*') return { name: '*', namespace };
            if (name.type !== 'ident') throw invalid(source);
            return { name: name.value, lower: dom.asciiLowercase(name.value), namespace };
        }

        function attributeSelector() {
            skipSpace();
            let name = next();
            let anyNamespace = false; // [*|name]: the local name in any namespace
            if (name && name.type === 'delim' && name.value === '*' && isDelim('|')) { next(); name = next(); anyNamespace = true; }
            else if (name && name.type === 'delim' && name.value === '|') name = next();
            if (!name || name.type !== 'ident') throw invalid(source);
            skipSpace();
            const filter = { kind: 'attribute', name: name.value, lower: dom.asciiLowercase(name.value), anyNamespace, operator: null, value: null, caseInsensitive: false };
            // The end of the selector closes an open block, as CSS Syntax says (`[align`).
            if (isDelim(']') || !peek()) { next(); return filter; }
            const operator = next();
            if (!operator || operator.type !== 'delim' || !['=', '~=', '|=', '^=', '$=', '*='].includes(operator.value)) throw invalid(source);
            filter.operator = operator.value;
            skipSpace();
            const value = next();
            if (!value || (value.type !== 'ident' && value.type !== 'string')) throw invalid(source);
            filter.value = value.value;
            skipSpace();
            if (peek() && peek().type === 'ident' && ['i', 's'].includes(peek().value.toLowerCase())) {
                filter.caseInsensitive = next().value.toLowerCase() === 'i';
                skipSpace();
            }
            if (!isDelim(']') && peek()) throw invalid(source);
            next();
            return filter;
        }

        function pseudo() {
            if (isDelim(':')) {
                next();
                const name = next();
                if (!name || (name.type !== 'ident' && name.type !== 'function')) throw invalid(source);
                if (name.type === 'function') skipBalanced();
                // An unknown pseudo-element is invalid, as in Chromium (vendor-prefixed ones are not).
                if (!knownPseudoElements.has(name.value.toLowerCase()) && !/^-(webkit|internal)-/i.test(name.value)) throw invalid(source);
                // Pseudo-elements match no element (the cascade reads which one it was).
                return { kind: 'never', pseudoElement: name.value.toLowerCase() };
            }
            const token = next();
            if (!token) throw invalid(source);
            if (token.type === 'ident') {
                const name = token.value.toLowerCase();
                if (['before', 'after', 'first-line', 'first-letter'].includes(name)) return { kind: 'never', pseudoElement: name };
                if (name === 'host') return { kind: 'host', compound: null };
                if (!simplePseudoClasses.has(name)) throw invalid(source);
                return { kind: 'pseudo', name };
            }
            if (token.type !== 'function') throw invalid(source);
            const name = token.value;
            skipSpace();
            let filter;
            switch (name) {
                case 'not': case 'is': case 'matches': case 'where': case '-webkit-any':
                    filter = { kind: name === 'not' ? 'not' : 'is', list: selectorList(false, true), where: name === 'where' };
                    break;
                case 'has':
                    filter = { kind: 'has', list: selectorList(true, true) };
                    break;
                case 'nth-child': case 'nth-last-child': case 'nth-of-type': case 'nth-last-of-type': {
                    const [a, b] = anPlusB();
                    skipSpace();
                    let of = null;
                    if ((name === 'nth-child' || name === 'nth-last-child') && peek() && peek().type === 'ident' && peek().value.toLowerCase() === 'of') {
                        next();
                        of = selectorList(false, true);
                    }
                    filter = { kind: 'nth', name, a, b, of };
                    break;
                }
                case 'lang': {
                    const value = next();
                    if (!value || (value.type !== 'ident' && value.type !== 'string')) throw invalid(source);
                    filter = { kind: 'lang', value: value.value.toLowerCase() };
                    break;
                }
                case 'state': {
                    const value = next();
                    if (!value || value.type !== 'ident') throw invalid(source);
                    filter = { kind: 'state', value: value.value };
                    break;
                }
                case 'dir': {
                    const value = next();
                    if (!value || value.type !== 'ident') throw invalid(source);
                    filter = { kind: 'dir', value: value.value.toLowerCase() };
                    break;
                }
                case 'host': {
                    const compound = compoundSelector();
                    if (!compound) throw invalid(source);
                    filter = { kind: 'host', compound };
                    break;
                }
                default:
                    throw invalid(source);
            }
            skipSpace();
            if (!isDelim(')')) throw invalid(source);
            next();
            return filter;
        }

        function skipBalanced() {
            let depth = 1;
            while (peek() && depth) { const t = next(); if (t.type === 'function' || (t.type === 'delim' && t.value === '(')) depth++; else if (t.type === 'delim' && t.value === ')') depth--; }
        }

        // An+B microsyntax, from the tokens up to ')' or 'of'.
        function anPlusB() {
            let text = '';
            while (peek() && !isDelim(')') && !(peek().type === 'ident' && peek().value.toLowerCase() === 'of' && text.trim())) {
                const t = next();
                text += t.type === 'space' ? ' ' : t.type === 'dimension' ? t.value + t.unit : t.value;
            }
            text = text.trim().toLowerCase();
            if (text === 'odd') return [2, 1];
            if (text === 'even') return [2, 0];
            const match = /^([+-]?\d*)n\s*(?:([+-])\s*(\d+))?$/.exec(text) || /^([+-]?\d*)n(-\d+)$/.exec(text);
            if (match) {
                const a = match[1] === '' || match[1] === '+' ? 1 : match[1] === '-' ? -1 : parseInt(match[1], 10);
                let b = 0;
                if (match[2] && match[3] !== undefined) b = parseInt(match[2] + match[3], 10);
                else if (match[2]) b = parseInt(match[2], 10);
                return [a, b];
            }
            if (/^[+-]?\d+$/.test(text)) return [0, parseInt(text, 10)];
            throw invalid(source);
        }

        const list = selectorList(false, false);
        if (position < tokens.length) throw invalid(source);
        return list;
    }

    const knownPseudoElements = new Set([
        'before', 'after', 'first-line', 'first-letter', 'marker', 'placeholder', 'selection', 'backdrop', 'file-selector-button',
        'cue', 'cue-region', 'part', 'slotted', 'highlight', 'grammar-error', 'spelling-error', 'target-text', 'details-content',
        'picker-icon', 'checkmark', 'picker', 'column', 'scroll-marker', 'scroll-marker-group', 'scroll-button', 'search-text',
        'view-transition', 'view-transition-group', 'view-transition-image-pair', 'view-transition-old', 'view-transition-new',
    ]);
    const simplePseudoClasses = new Set([
        'root', 'empty', 'first-child', 'last-child', 'only-child', 'first-of-type', 'last-of-type', 'only-of-type',
        'link', 'any-link', 'visited', 'hover', 'active', 'focus', 'focus-within', 'focus-visible', 'target', 'scope',
        'checked', 'disabled', 'enabled', 'required', 'optional', 'read-only', 'read-write', 'placeholder-shown',
        'defined', 'indeterminate', 'default', 'invalid', 'valid', 'in-range', 'out-of-range', 'fullscreen',
    ]);

    // ----- Matching ----------------------------------------------------------------------------

    function quirks(element) { return ownerDocumentOf(element) && ownerDocumentOf(element)[_mode] === 'quirks'; }

    // Matching runs for every element of a page per query: the common cases (a lowercase type,
    // an attribute's presence) are answered without allocating.
    function matchesType(element, type) {
        const namespace = type.namespace;
        if (namespace !== undefined && (namespace === null ? namespaceOf(element) !== null : namespaceOf(element) !== namespace)) return false;
        if (type.name === '*') return true;
        // A selector written in lowercase compares the same in HTML and other documents.
        if (type.lower === type.name) return localNameOf(element) === type.name;
        return element[_isHTMLInHTMLDocument]() ? localNameOf(element) === type.lower : localNameOf(element) === type.name;
    }

    function attributeNameMatches(attribute, filter, html) {
        const name = filter.anyNamespace ? attribute[_localName] : attribute.name;
        // (Most names are in lowercase already: lowercase only one that could match.)
        return html ? name === filter.lower || (name.length === filter.lower.length && dom.asciiLowercase(name) === filter.lower) : name === filter.name;
    }

    function matchesAttribute(element, filter) {
        const html = element[_isHTMLInHTMLDocument](), attributes = attributesOf(element);
        for (let i = 0; i < attributes.length; i++) {
            if (attributeNameMatches(attributes[i], filter, html) && (!filter.operator || valueMatches(attributes[i][_value], filter))) return true;
        }
        return false;
    }

    function valueMatches(raw, filter) {
        let value = raw, expected = filter.value;
        if (filter.caseInsensitive) { value = value.toLowerCase(); expected = expected.toLowerCase(); }
        switch (filter.operator) {
            case '=': return value === expected;
            case '~=': return expected !== '' && !/\s/.test(expected) && value.split(/[\t\n\f\r ]+/).includes(expected);
            case '|=': return value === expected || value.startsWith(expected + '-');
            case '^=': return expected !== '' && value.startsWith(expected);
            case '$=': return expected !== '' && value.endsWith(expected);
            case '*=': return expected !== '' && value.includes(expected);
        }
        return false;
    }

    function siblingsOf(element, ofType, selectors, scope) {
        const list = [];
        const parent = parentOf(element);
        if (!parent) return [element];
        for (let n = firstChildOf(parent); n; n = nextSiblingOf(n)) {
            if (nodeTypeOf(n) !== 1) continue;
            if (ofType && (localNameOf(n) !== localNameOf(element) || namespaceOf(n) !== namespaceOf(element))) continue;
            if (selectors && !matchesList(n, selectors, scope)) continue;
            list.push(n);
        }
        return list;
    }

    function nthMatches(a, b, index) {
        // index is 1-based; is there n >= 0 with a*n + b === index?
        if (a === 0) return index === b;
        const n = (index - b) / a;
        return Number.isInteger(n) && n >= 0;
    }

    const formControls = new Set(['button', 'input', 'select', 'textarea', 'optgroup', 'option', 'fieldset']);
    const isHTMLNamed = (node, name) => node !== null && nodeTypeOf(node) === 1 && localNameOf(node) === name && namespaceOf(node) === HTML_NS;
    // HTML's "actually disabled": its own disabled attribute, for a control or fieldset one of a
    // disabled fieldset it is in (but for that fieldset's first legend), for an option its
    // disabled optgroup's.
    // (The fieldset rule is html-elements.js's `isDisabledControl`, the forms' own.)
    function isActuallyDisabled(element) {
        const name = localNameOf(element);
        if (name === 'optgroup') return element.hasAttribute('disabled');
        if (name === 'option') {
            const parent = parentOf(element);
            return element.hasAttribute('disabled') || (isHTMLNamed(parent, 'optgroup') && parent.hasAttribute('disabled'));
        }
        return dom.isDisabledControl(element);
    }

    // The element a document's URL fragment indicates (HTML, "find a potential indicated
    // element"): the first with that id, else the first <a> with that name; the fragment as
    // it is, then percent-decoded.
    function isTarget(element) {
        const document = ownerDocumentOf(element);
        if (!document || !element.isConnected) return false;
        const url = document.URL, hash = url.indexOf('#');
        if (hash < 0 || hash === url.length - 1) return false;
        const fragment = url.slice(hash + 1);
        let decoded = fragment;
        try { decoded = decodeURIComponent(fragment); } catch (error) { /* as it is */ }
        for (const name of fragment === decoded ? [fragment] : [fragment, decoded]) {
            let indicated = document.getElementById(name);
            if (!indicated) for (const a of document.getElementsByTagName('a')) if (a.getAttribute('name') === name) { indicated = a; break; }
            if (indicated) return indicated === element;
        }
        return false;
    }

    // true (valid), false (invalid) or null (neither: not a candidate, a form or a fieldset).
    const validatable = new Set(['input', 'select', 'textarea', 'button']);
    function validationState(element) {
        if (namespaceOf(element) !== HTML_NS) return null;
        const name = localNameOf(element);
        const candidate = validatable.has(name) || dom.isFormAssociatedCustom?.(element) === true;
        if (!candidate && name !== 'form' && name !== 'fieldset') return null;
        if (!dom.validityOf) internals.installNow('dom/html-controls.js');
        if (candidate) return dom.willValidate(element) ? dom.validityOf(element).valid : null; // (barred: neither)
        for (const control of element.elements) if (dom.willValidate(control) && !dom.validityOf(control).valid) return false;
        return true;
    }

    function matchesPseudo(element, name, scope) {
        switch (name) {
            case 'root': return parentOf(element) !== null && nodeTypeOf(parentOf(element)) === 9;
            case 'scope': return scope ? element === scope : parentOf(element) !== null && nodeTypeOf(parentOf(element)) === 9;
            case 'empty':
                for (let n = firstChildOf(element); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1 || (nodeTypeOf(n) === 3 && n.data.length)) return false;
                return true;
            case 'first-child': return !element.previousElementSibling;
            case 'last-child': return !element.nextElementSibling;
            case 'only-child': return !element.previousElementSibling && !element.nextElementSibling;
            case 'first-of-type': { const s = siblingsOf(element, true); return s[0] === element; }
            case 'last-of-type': { const s = siblingsOf(element, true); return s[s.length - 1] === element; }
            case 'only-of-type': return siblingsOf(element, true).length === 1;
            case 'link': case 'any-link':
                return namespaceOf(element) === HTML_NS && (localNameOf(element) === 'a' || localNameOf(element) === 'area') && element.hasAttribute('href');
            case 'checked':
                return namespaceOf(element) === HTML_NS && ((localNameOf(element) === 'input' && /^(checkbox|radio)$/i.test(element.getAttribute('type') || '') && element.checked)
                    || (localNameOf(element) === 'option' && element.selected));
            case 'disabled': return namespaceOf(element) === HTML_NS && formControls.has(localNameOf(element)) && isActuallyDisabled(element);
            case 'enabled': return namespaceOf(element) === HTML_NS && formControls.has(localNameOf(element)) && !isActuallyDisabled(element);
            case 'required': return element.hasAttribute('required');
            case 'optional': return formControls.has(localNameOf(element)) && !element.hasAttribute('required');
            case 'read-write': return (localNameOf(element) === 'input' || localNameOf(element) === 'textarea') ? !element.hasAttribute('readonly') && !element.hasAttribute('disabled') : element.getAttribute('contenteditable') === 'true' || element.getAttribute('contenteditable') === '';
            case 'read-only': return !matchesPseudo(element, 'read-write', scope);
            case 'placeholder-shown': return element.hasAttribute('placeholder') && !(element.getAttribute('value') || '');
            // Constraint validation (dom/html-controls.js, installed by the first such query): a
            // candidate that fails its constraints, or a form or fieldset holding one.
            case 'valid': case 'invalid': {
                const validated = validationState(element);
                return validated === null ? false : (name === 'valid') === validated;
            }
            // Not an HTML element of a custom element name no definition has upgraded (yet).
            case 'defined': { const state = element[_customState]; return state === undefined || state === 'custom'; }
            case 'target': return isTarget(element);
            default: return false; // user-action and state pseudo-classes: nothing is hovered or focused
        }
    }

    function matchesFilter(element, filter, scope) {
        switch (filter.kind) {
            case 'id': {
                const id = element.getAttribute('id');
                return id !== null && (quirks(element) ? dom.asciiLowercase(id) === dom.asciiLowercase(filter.value) : id === filter.value);
            }
            case 'class': {
                const value = element.getAttribute('class');
                if (value === null) return false;
                const quirksMode = quirks(element);
                // Most elements do not have the class: skip splitting their attribute.
                if (!quirksMode && !value.includes(filter.value)) return false;
                const classes = value.split(/[\t\n\f\r ]+/);
                return quirksMode ? classes.some((c) => dom.asciiLowercase(c) === dom.asciiLowercase(filter.value)) : classes.includes(filter.value);
            }
            case 'attribute': return matchesAttribute(element, filter);
            case 'pseudo': return matchesPseudo(element, filter.name, scope);
            case 'not': return !matchesList(element, filter.list, scope);
            case 'is': return matchesList(element, filter.list, scope);
            case 'has': return filter.list.some((relative) => hasRelative(element, relative));
            case 'nth': {
                const ofType = filter.name.endsWith('of-type');
                if (filter.of && !matchesList(element, filter.of, scope)) return false;
                const siblings = siblingsOf(element, ofType, filter.of, scope);
                let index = siblings.indexOf(element) + 1;
                if (filter.name.includes('last')) index = siblings.length - index + 1;
                return nthMatches(filter.a, filter.b, index);
            }
            // A custom element's own state (ElementInternals.states, dom/element-internals.js).
            case 'state': return dom.customStates?.(element)?.has(filter.value) === true;
            case 'lang': {
                for (let n = element; n && nodeTypeOf(n) === 1; n = parentOf(n)) {
                    const lang = n.getAttribute('lang');
                    if (lang !== null) { const l = lang.toLowerCase(); return l === filter.value || l.startsWith(filter.value + '-'); }
                }
                return false;
            }
            case 'dir': {
                for (let n = element; n && nodeTypeOf(n) === 1; n = parentOf(n)) {
                    const dir = (n.getAttribute('dir') || '').toLowerCase();
                    if (dir === 'ltr' || dir === 'rtl') return dir === filter.value;
                }
                return filter.value === 'ltr';
            }
            case 'never': return false;
            // :host and :host(compound): the shadow host whose shadow tree's rules are being
            // matched (the cascade says which); nothing anywhere else.
            case 'host': return element === hostContext && (filter.compound === null || matchesCompound(element, filter.compound, scope));
        }
        return false;
    }
    let hostContext = null;
    dom.matchingHost = function (host, match) {
        const outer = hostContext;
        hostContext = host;
        try { return match(); } finally { hostContext = outer; }
    };

    function matchesCompound(element, compound, scope) {
        if (compound.type && !matchesType(element, compound.type)) return false;
        for (const filter of compound.filters) if (!matchesFilter(element, filter, scope)) return false;
        return true;
    }

    // Matches parts[0..=index] ending at `element` (right to left).
    function matchesComplex(element, parts, index, scope) {
        if (!matchesCompound(element, parts[index], scope)) return false;
        if (index === 0) return true;
        const combinator = parts[index - 1];
        const leftIndex = index - 2;
        if (parts[leftIndex] === null) return true; // relative selector: the anchor is checked by :has
        switch (combinator) {
            case '>': {
                const parent = parentOf(element);
                return !!parent && nodeTypeOf(parent) === 1 && matchesComplex(parent, parts, leftIndex, scope);
            }
            case ' ':
                for (let n = parentOf(element); n && nodeTypeOf(n) === 1; n = parentOf(n)) if (matchesComplex(n, parts, leftIndex, scope)) return true;
                return false;
            case '+': {
                const previous = element.previousElementSibling;
                return !!previous && matchesComplex(previous, parts, leftIndex, scope);
            }
            case '~':
                for (let n = element.previousElementSibling; n; n = n.previousElementSibling) if (matchesComplex(n, parts, leftIndex, scope)) return true;
                return false;
        }
        return false;
    }

    function matchesList(element, list, scope) {
        for (const parts of list) if (matchesComplex(element, parts, parts.length - 1, scope)) return true;
        return false;
    }

    // :has(relative): does some element in the right relation to `anchor` match?
    function hasRelative(anchor, parts) {
        const combinator = parts[1];
        const candidates = [];
        if (combinator === '>' || combinator === ' ') {
            for (let n = firstChildOf(anchor); n; n = combinator === '>' ? nextSiblingOf(n) : nextInTree(n, anchor)) {
                if (nodeTypeOf(n) === 1) candidates.push(n);
            }
        } else {
            for (let n = anchor.nextElementSibling; n; n = combinator === '+' ? null : n.nextElementSibling) candidates.push(n);
        }
        return candidates.some((candidate) => matchesRelative(candidate, anchor, parts));
    }

    function matchesRelative(element, anchor, parts) {
        if (!matchesComplex(element, parts, parts.length - 1, anchor)) return false;
        // The leftmost compound's relation to the anchor: walk back to it.
        if (parts.length === 3) {
            const combinator = parts[1];
            if (combinator === '>') return parentOf(element) === anchor;
            if (combinator === ' ') return anchor.contains(element) && element !== anchor;
            if (combinator === '+') return element.previousElementSibling === anchor;
            return parentOf(anchor) === parentOf(element);
        }
        // Longer chains: find a first-compound element related to the anchor from which the
        // rest of the chain reaches `element`.
        const first = parts[2], relation = parts[1];
        const rest = parts.slice(2);
        const firsts = [];
        if (relation === '>' || relation === ' ') {
            for (let n = firstChildOf(anchor); n; n = relation === '>' ? nextSiblingOf(n) : nextInTree(n, anchor)) if (nodeTypeOf(n) === 1 && matchesCompound(n, first, anchor)) firsts.push(n);
        } else {
            for (let n = anchor.nextElementSibling; n; n = relation === '+' ? null : n.nextElementSibling) if (matchesCompound(n, first, anchor)) firsts.push(n);
        }
        return firsts.some((start) => chainReaches(start, rest, element, anchor));
    }

    function chainReaches(start, parts, target, scope) {
        if (parts.length === 1) return start === target;
        const combinator = parts[1], nextCompound = parts[2];
        const candidates = [];
        if (combinator === '>') for (let n = start.firstElementChild; n; n = n.nextElementSibling) candidates.push(n);
        else if (combinator === ' ') { for (let n = firstChildOf(start); n; n = nextInTree(n, start)) if (nodeTypeOf(n) === 1) candidates.push(n); }
        else if (combinator === '+') { if (start.nextElementSibling) candidates.push(start.nextElementSibling); }
        else for (let n = start.nextElementSibling; n; n = n.nextElementSibling) candidates.push(n);
        return candidates.some((n) => matchesCompound(n, nextCompound, scope) && chainReaches(n, parts.slice(2), target, scope));
    }

    // ----- API ---------------------------------------------------------------------------------

    const cache = new Map();
    function compile(selectors, namespaces = null) {
        const source = String(selectors);
        if (namespaces !== null && (namespaces.default !== null || namespaces.prefixes.size > 0)) return parse(source, namespaces);
        let list = cache.get(source);
        if (!list) {
            list = parse(source);
            if (cache.size > 500) cache.clear();
            cache.set(source, list);
        }
        return list;
    }

    // A document keeps its elements in tree order, and by local name, until its tree changes:
    // render strategies query one document many times between changes (the five-step post
    // strategy walked a 50 KB page's ~3,500 nodes seven times). Matching still decides; the
    // index only leaves out elements that cannot match.
    function elementIndex(document) {
        const index = document[_elementIndex];
        if (index && index.version === document[_treeVersion] && index.version !== undefined) return index;
        return buildElementIndex(document);
    }
    // The elements named `name` in tree order, from an index the changes since have not
    // touched for that name (each said which names it touched: dom/nodes/tree.js's
    // touchNaming), or from a new index: wrapping a page's iframes does not cost the next
    // `blockquote[cite]` a walk of the whole document.
    function elementsNamed(document, name) {
        const index = document[_elementIndex], changes = document[_indexChanges];
        if (index && index.version !== undefined && index.version !== document[_treeVersion] && changes
            && document[_treeVersion] - index.version === changes.count - index.changeCount && !changes.names.has(name)) {
            return index.byName.get(name) || [];
        }
        return elementIndex(document).byName.get(name) || [];
    }
    function buildElementIndex(document) {
        const changes = document[_indexChanges];
        if (changes) changes.names.clear();
        const elements = [], byName = new Map();
        for (let n = firstChildOf(document); n; n = nextInTree(n, document)) {
            if (nodeTypeOf(n) !== 1) continue;
            elements.push(n);
            const named = byName.get(localNameOf(n));
            if (named) named.push(n); else byName.set(localNameOf(n), [n]);
        }
        return (document[_elementIndex] = { version: document[_treeVersion], changeCount: changes ? changes.count : 0, elements, byName });
    }

    // The local names a match must have, when every selector of the list names its subject's
    // type in lowercase (which compares the same in any namespace); otherwise null.
    function subjectNames(list) {
        if (list[_subjectNames] !== undefined) return list[_subjectNames];
        let names = new Set();
        for (const parts of list) {
            const type = parts[parts.length - 1].type;
            if (!type || type.name === '*' || type.lower !== type.name) { names = null; break; }
            names.add(type.name);
        }
        list[_subjectNames] = names;
        return names;
    }

    // The elements of a document that may match, in tree order.
    function candidates(document, list) {
        const names = subjectNames(list);
        if (names !== null && names.size === 1) for (const name of names) return elementsNamed(document, name);
        const index = elementIndex(document);
        if (names === null) return index.elements;
        return index.elements.filter((element) => names.has(localNameOf(element)));
    }

    function querySelectorAll(root, selectors) {
        const list = compile(selectors);
        const found = [];
        if (nodeTypeOf(root) === 9) {
            for (const element of candidates(root, list)) if (matchesList(element, list, null)) found.push(element);
            return found;
        }
        const scope = nodeTypeOf(root) === 1 ? root : null;
        for (let n = firstChildOf(root); n; n = nextInTree(n, root)) if (nodeTypeOf(n) === 1 && matchesList(n, list, scope)) found.push(n);
        return found;
    }

    function querySelector(root, selectors) {
        const list = compile(selectors);
        // A stale index costs a walk of the whole document to rebuild; the first match is
        // usually found sooner by walking.
        if (nodeTypeOf(root) === 9 && root[_elementIndex] && root[_elementIndex].version === root[_treeVersion]) {
            for (const element of candidates(root, list)) if (matchesList(element, list, null)) return element;
            return null;
        }
        const scope = nodeTypeOf(root) === 1 ? root : null;
        for (let n = firstChildOf(root); n; n = nextInTree(n, root)) if (nodeTypeOf(n) === 1 && matchesList(n, list, scope)) return n;
        return null;
    }

    // WebIDL's checks, as WebKit words them: the object (a TypeError on another), then a call
    // with no argument (an explicit `undefined` is the selector "undefined").
    const brands = new Map([[Element, (object) => attributesOf(object) !== undefined], [Document, (object) => object?.[_isHTML] !== undefined],
        [DocumentFragment, (object) => ownerDocumentOf(object) !== undefined && nodeTypeOf(object) === 11]]);
    for (const type of [Element, Document, DocumentFragment]) {
        const typeName = type.name, isOne = brands.get(type);
        Object.assign(type.prototype, {
            querySelector(selectors) {
                if (!isOne(this)) wrongThisCall(typeName, 'querySelector');
                if (arguments.length === 0) throw notEnoughArguments();
                return querySelector(this, selectors);
            },
            querySelectorAll(selectors) {
                if (!isOne(this)) wrongThisCall(typeName, 'querySelectorAll');
                if (arguments.length === 0) throw notEnoughArguments();
                return staticNodeList(querySelectorAll(this, selectors));
            },
        });
    }
    const isElement = brands.get(Element);
    Object.assign(Element.prototype, {
        matches(selectors) {
            if (!isElement(this)) wrongThisCall('Element', 'matches');
            if (arguments.length === 0) throw notEnoughArguments();
            return matchesList(this, compile(selectors), this);
        },
        webkitMatchesSelector(selectors) {
            if (!isElement(this)) wrongThisCall('Element', 'webkitMatchesSelector');
            if (arguments.length === 0) throw notEnoughArguments();
            return matchesList(this, compile(selectors), this);
        },
        closest(selectors) {
            if (!isElement(this)) wrongThisCall('Element', 'closest');
            if (arguments.length === 0) throw notEnoughArguments();
            const list = compile(selectors);
            for (let n = this; n && nodeTypeOf(n) === 1; n = parentOf(n)) if (matchesList(n, list, this)) return n;
            return null;
        },
    });

    dom.compileSelector = compile;
    // One complex selector of a compiled list (the cascade matches them one by one).
    dom.matchesComplexSelector = (element, parts) => matchesComplex(element, parts, parts.length - 1, null);
    dom.matchesSelector = (element, selectors) => matchesList(element, compile(selectors), null);
})
