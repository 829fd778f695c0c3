// Parsing a sheet's text into rules: selectors, @-rules, @supports conditions, keyframes,
// and insertRule / deleteRule.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _condition, _constructed, _declarations, _href, _keyText, _media, _name, _names, _namespace, _parentRule, _prefix, _rules, _selector, _selectorText, _sheet, _styleSheet, _supported, _type } = dom.slots; const { prefixOf } = dom.nodeSlots;
    const syntax = dom.cssSyntax;
    const { CSSNamespaceRule, make, CSSKeyframeRule, allowedIn, knownProperties, CSSStyleRule, CSSMediaRule, makeMediaList, CSSSupportsRule, CSSContainerRule, CSSLayerStatementRule, CSSLayerBlockRule, CSSFontFaceRule, CSSPageRule, CSSKeyframesRule, CSSImportRule, initSheet, CSSStyleSheet, failed, changed } = dom.cssom;

    // ----- Parsing rules ------------------------------------------------------------------------

    // Deeper blocks than this are dropped with their rule. Chromium 156 keeps 1,000 nested
    // @media rules and crashes its tab on 50,000 (or on 20,000 nested style rules); parsing
    // stays linear here (each level skips its nested blocks), the limit bounds the recursion
    // of building and writing rules.
    const maximumDepth = 1024;

    // A selector list as Chromium writes it back, or null when it is not valid: type names
    // lowercase, one space around combinators, `, ` between selectors, strings in double quotes.
    function parseSelector(text, namespaces = activeNamespaces) {
        let compiled;
        try { compiled = dom.compileSelector(text, namespaces); } catch (error) { return null; }
        const parsed = syntax.parse(text);
        if (parsed.tokens.some((t) => t.type === '{' || t.type === '}' || t.type === ';' || t.type === 'at')) return null;
        return { text: writeSelector(parsed, 0, parsed.tokens.length, namespaces), compiled };
    }
    // The @namespace rules a sheet's selectors see: { default, prefixes } (the last rule for a
    // prefix wins). `activeNamespaces` is the sheet's being parsed, null for none.
    let activeNamespaces = null;
    function namespacesOf(rules) {
        let namespaces = null;
        for (const rule of rules || []) {
            if (!(rule instanceof CSSNamespaceRule)) continue;
            namespaces ??= { default: null, prefixes: new Map() };
            if (prefixOf(rule)) namespaces.prefixes.set(prefixOf(rule), rule[_namespace]);
            else namespaces.default = rule[_namespace];
        }
        return namespaces;
    }
    function writeSelector(parsed, start, end, namespaces = null) {
        const tokens = parsed.tokens;
        // Written as pieces, with the last character kept aside: a long selector list stays
        // linear (reading the end of a growing string would flatten it at every token).
        const pieces = [];
        let last = '';
        const add = (text) => { if (text) { pieces.push(text); last = text[text.length - 1]; } };
        const trimEnd = () => {
            while (pieces.length && / $/.test(pieces[pieces.length - 1])) {
                const trimmed = pieces.pop().trimEnd();
                if (trimmed) { pieces.push(trimmed); break; }
            }
            const top = pieces[pieces.length - 1];
            last = top ? top[top.length - 1] : '';
        };
        let space = false;
        let inAttribute = 0;
        // Type names are lowercased (ASCII) where a compound starts, but not inside :lang()
        // or :dir(), whose arguments keep their case.
        const functions = [];
        const typePosition = () => (last === '' || last === ' ' || last === '(' || last === '|') && !/^(lang|dir)$/.test(functions[functions.length - 1] ?? '');
        const lowerASCII = (text) => text.replace(/[A-Z]+/g, (c) => c.toLowerCase());
        for (let k = start; k < end; k++) {
            const token = tokens[k];
            if (token.type === 'space') { space = last !== '' && last !== '(' && last !== ' '; continue; }
            if (token.type === '[') inAttribute++;
            if (inAttribute) {
                if (token.type === ']') inAttribute--;
                // The name lowercase, the value always quoted, the flag after a space.
                if (token.type === 'ident' && (last === '[' || last === '|')) add(syntax.escapeIdentifier(token.value.toLowerCase()));
                else if (token.type === 'ident' && last === '=') add(syntax.escapeString(token.value));
                else if (token.type === 'ident' && last === '"') add(' ' + token.value.toLowerCase());
                else add(token.type === 'string' ? syntax.escapeString(token.value) : token.type === 'ident' ? syntax.escapeIdentifier(token.value) : token.value);
                space = false;
                continue;
            }
            if (token.type === ',') { trimEnd(); add(', '); space = false; continue; }
            if (token.type === 'delim' && (token.value === '>' || token.value === '+' || token.value === '~')) { trimEnd(); add(` ${token.value} `); space = false; continue; }
            if (token.type === ')') { trimEnd(); add(')'); space = false; functions.pop(); continue; }
            if (space) add(' ');
            space = false;
            switch (token.type) {
                case 'ident': add(typePosition() ? syntax.escapeIdentifier(lowerASCII(token.value)) : syntax.escapeIdentifier(token.value)); break;
                case 'function': add(token.value.toLowerCase() + '('); functions.push(token.value.toLowerCase()); break;
                case '(': add('('); functions.push(''); break;
                case 'hash': add('#' + syntax.escapeIdentifier(token.value)); break;
                case 'string': add(syntax.escapeString(token.value)); break;
                case 'number': add(token.value); break;
                case 'dimension': add(token.value + token.unit.toLowerCase()); break;
                default: add(token.value);
            }
        }
        let out = pieces.join('').trim();
        // No default namespace: `*|` says nothing. With one, a prefix naming the default
        // namespace says nothing. `[|` never does; a universal selector with no prefix before
        // other simple selectors is not written.
        const defaultNamespace = namespaces ? namespaces.default : null;
        if (defaultNamespace === null) out = out.replace(/(^|[\s(,>+~])\*\|(?=[\w*\\-])/g, '$1');
        else out = out.replace(/(^|[\s(,>+~])([\w-]+)\|(?=[\w*\\-])/g, (match, before, prefix) => (namespaces.prefixes.get(prefix) === defaultNamespace ? before : match));
        return out.replace(/\[\|/g, '[').replace(/(^|[\s(,>+~])\*(?=[.#:\[])/g, '$1')
            .replace(/(^|[^:]):(before|after|first-line|first-letter)\b/g, '$1::$2')
            .replace(/:(nth-(?:last-)?(?:child|of-type))\(([^()]*?)(\s+of\s+[^)]*)?\)/gi, (match, name, argument, of) => `:${name.toLowerCase()}(${anPlusB(argument)}${of ?? ''})`);
    }
    // An+B as Chromium writes it: odd is 2n+1, even 2n, 1n+0 is n.
    function anPlusB(text) {
        const lower = text.replace(/\s+/g, '').toLowerCase();
        if (lower === 'odd') return '2n+1';
        if (lower === 'even') return '2n';
        const match = /^([+-]?\d*)n([+-]\d+)?$/.exec(lower);
        if (!match) return String(Number(lower));
        const a = match[1] === '' || match[1] === '+' ? 1 : match[1] === '-' ? -1 : Number(match[1]);
        const b = match[2] ? Number(match[2]) : 0;
        const head = a === 1 ? 'n' : a === -1 ? '-n' : `${a}n`;
        return b === 0 ? head : `${head}${b > 0 ? '+' : ''}${b}`;
    }

    // A page selector (`named`, `:first`, `named:left`), its pseudo-classes lowercase; null
    // when invalid.
    function pageSelector(text) {
        const match = /^\s*(-?[_a-zA-Z][-\w]*)?((?::(?:first|left|right|blank))*)\s*$/i.exec(text);
        return match ? (match[1] ?? '') + match[2].toLowerCase() : null;
    }

    // A keyframe selector list as written back: `from` is 0%, `to` 100%; null when invalid.
    function keyText(text) {
        const keys = text.split(',').map((key) => key.trim().toLowerCase());
        const out = [];
        for (const key of keys) {
            if (key === 'from') out.push('0%');
            else if (key === 'to') out.push('100%');
            else if (/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%$/.test(key) && Number(key.slice(0, -1)) <= 100) out.push(syntax.formatNumber(key.slice(0, -1)) + '%');
            else return null;
        }
        return out.join(', ');
    }
    function parseKeyframe(text) {
        const parsed = syntax.parse(text);
        const rules = syntax.ruleList(parsed, 0, parsed.tokens.length);
        if (rules.length !== 1 || rules[0].at !== undefined) return null;
        return keyframe(parsed, rules[0]);
    }
    function keyframe(parsed, rule) {
        const key = keyText(syntax.serialize(parsed, rule.prelude[0], rule.prelude[1]));
        if (key === null) return null;
        const made = make(CSSKeyframeRule, { [_type]: 8, [_keyText]: key });
        made[_declarations] = declarationsOf(parsed, rule.block, 'keyframe').filter((d) => allowedIn(made, d));
        return made;
    }

    // The declarations of a block: unknown properties and values a property cannot take are
    // dropped; a later declaration replaces an earlier one unless only that was !important.
    function declarationsOf(parsed, range, kind) {
        const list = [];
        if (!range) return list;
        for (const d of syntax.declarationList(parsed, range[0], range[1]).declarations) {
            const custom = d.name.startsWith('--');
            // A legacy alias (`-webkit-transform`) under its standard name, as WebKit keeps it.
            const name = custom ? d.name : dom.styleValues.standardName(d.name.toLowerCase());
            let value;
            // A custom property keeps its text as written (trimmed); so does a unicode-range
            // before it is normalised (CSS Syntax has no token for `U+0-7F`: `+0` is a number).
            const raw = () => (d.value[1] > d.value[0] ? parsed.text.slice(parsed.tokens[d.value[0]].start, parsed.tokens[d.value[1] - 1].end) : '');
            if (custom) value = raw();
            else if (name === 'unicode-range' && kind === 'descriptors') {
                value = dom.unicodeRanges(raw());
                if (value === null) continue;
            } else {
                if (kind === 'style' && !knownProperties.has(name)) continue;
                value = syntax.serialize(parsed, d.value[0], d.value[1]);
                if (value === '') continue;
            }
            addDeclaration(list, name, value, d.important && kind !== 'keyframe');
        }
        return list;
    }
    function addDeclaration(list, name, value, important) {
        const entries = name.startsWith('--') ? [{ name, value, priority: important ? 'important' : '' }]
            : dom.styleValues.expand(name, dom.normalizeStyleValue(name, value), important ? 'important' : '');
        if (!entries) return;
        dom.styleValues.dropOverlapping(list, entries, true);
        for (const entry of entries) {
            const index = list.findIndex((d) => d.name === entry.name);
            if (index >= 0) {
                if (list[index].priority && !entry.priority) continue;
                list.splice(index, 1);
            }
            list.push(entry);
        }
    }

    // One rule from the parser's ranges, or null when it is not valid where it stands.
    function makeRule(parsed, rule, sheet, parent, depth) {
        const fields = { [_sheet]: sheet, [_parentRule]: parent };
        const prelude = () => syntax.serialize(parsed, rule.prelude[0], rule.prelude[1]);
        if (rule.at === undefined) {
            const selector = parseSelector(prelude());
            if (!selector || !rule.block) return null;
            return make(CSSStyleRule, { ...fields, [_type]: 1, [_selectorText]: selector.text, [_selector]: selector, [_declarations]: declarationsOf(parsed, rule.block, 'style') });
        }
        const name = rule.at.toLowerCase();
        const grouping = (Class, extra) => {
            if (!rule.block || depth >= maximumDepth) return null;
            const made = make(Class, { ...fields, ...extra });
            made[_rules] = rulesOf(parsed, rule.block, sheet, made, depth + 1, false);
            return made;
        };
        switch (name) {
            case 'media': return grouping(CSSMediaRule, { [_type]: 4, [_media]: makeMediaList(prelude(), null) });
            case 'supports': {
                const condition = prelude();
                if (!condition) return null;
                return grouping(CSSSupportsRule, { [_type]: 12, [_condition]: condition.replace(/\s*:\s*/g, ': '), [_supported]: supportsCondition(condition) });
            }
            case 'container': return grouping(CSSContainerRule, { [_type]: 0, [_condition]: prelude().replace(/\s*:\s*/g, ': ') });
            case 'layer': {
                const names = prelude().split(',').map((n) => n.trim()).filter(Boolean);
                if (!rule.block) return names.length ? make(CSSLayerStatementRule, { ...fields, [_type]: 0, [_names]: names }) : null;
                return names.length > 1 ? null : grouping(CSSLayerBlockRule, { [_type]: 0, [_name]: names[0] ?? '' });
            }
            case 'font-face':
                if (!rule.block || prelude() !== '') return null;
                return make(CSSFontFaceRule, { ...fields, [_type]: 5, [_declarations]: declarationsOf(parsed, rule.block, 'descriptors') });
            case 'page': {
                const selector = pageSelector(prelude());
                if (!rule.block || selector === null) return null;
                const made = make(CSSPageRule, { ...fields, [_type]: 6, [_selectorText]: selector, [_rules]: [] });
                made[_declarations] = declarationsOf(parsed, rule.block, 'style').filter((d) => allowedIn(made, d));
                return made;
            }
            case 'keyframes': case '-webkit-keyframes': {
                const tokens = parsed.tokens.slice(rule.prelude[0], rule.prelude[1]).filter((t) => t.type !== 'space');
                if (!rule.block || tokens.length !== 1 || (tokens[0].type !== 'ident' && tokens[0].type !== 'string')) return null;
                const made = make(CSSKeyframesRule, { ...fields, [_type]: 7, [_name]: tokens[0].value, [_rules]: [] });
                for (const child of syntax.ruleList(parsed, rule.block[0], rule.block[1])) {
                    const frame = child.at === undefined ? keyframe(parsed, child) : null;
                    if (frame) { frame[_parentRule] = made; frame[_sheet] = sheet; made[_rules].push(frame); }
                }
                return made;
            }
            case 'import': {
                if (rule.block) return null;
                const tokens = parsed.tokens;
                let k = rule.prelude[0];
                while (k < rule.prelude[1] && tokens[k].type === 'space') k++;
                const first = tokens[k];
                let href;
                if (first && (first.type === 'string' || first.type === 'url')) { href = first.value; k++; }
                else if (first && first.type === 'function' && first.value.toLowerCase() === 'url') {
                    const inner = tokens.slice(k + 1, parsed.closing[k]).filter((t) => t.type !== 'space');
                    if (inner.length !== 1 || inner[0].type !== 'string') return null;
                    href = inner[0].value;
                    k = parsed.closing[k] + 1;
                } else return null;
                const made = make(CSSImportRule, { ...fields, [_type]: 3, [_href]: href, [_media]: makeMediaList(syntax.serialize(parsed, k, rule.prelude[1]), null) });
                let resolved = href;
                try { resolved = dom.resolveURL(href, sheet && sheet[_href] ? sheet[_href] : globalThis.document.baseURI); } catch (error) { /* kept as written */ }
                made[_styleSheet] = initSheet(Object.create(CSSStyleSheet.prototype), { href: resolved, ownerRule: made });
                return made;
            }
            case 'namespace': {
                if (rule.block) return null;
                // [prefix] (string | url), a url() with a quoted string counting as one url.
                const parts = [];
                for (let k = rule.prelude[0]; k < rule.prelude[1]; k++) {
                    const token = parsed.tokens[k];
                    if (token.type === 'space') continue;
                    if (token.type === 'function' && token.value.toLowerCase() === 'url') {
                        const inner = parsed.tokens.slice(k + 1, parsed.closing[k]).filter((t) => t.type !== 'space');
                        if (inner.length !== 1 || inner[0].type !== 'string') return null;
                        parts.push({ type: 'url', value: inner[0].value });
                        k = parsed.closing[k];
                    } else parts.push(token);
                }
                const prefix = parts.length === 2 && parts[0].type === 'ident' ? parts[0].value : '';
                const uri = parts[parts.length - 1];
                if (!uri || (uri.type !== 'string' && uri.type !== 'url') || parts.length > 2 || (parts.length === 2 && !prefix)) return null;
                return make(CSSNamespaceRule, { ...fields, [_type]: 10, [_prefix]: prefix, [_namespace]: uri.value });
            }
        }
        return null;
    }

    // @supports: a (property: value) is supported when the property is one Chromium parses
    // and the value one it takes; not/and/or combine; selector() is checked by the selector
    // engine. Anything else is not supported.
    function supportsCondition(text) {
        const source = text.trim();
        try {
            const parsed = syntax.parse(source);
            return evaluateSupports(parsed, 0, parsed.tokens.length, 0);
        } catch (error) {
            return false;
        }
    }
    function evaluateSupports(parsed, start, end, depth) {
        if (depth > 32) return false;
        const tokens = parsed.tokens;
        const terms = [];
        const operators = [];
        let negate = false;
        for (let k = start; k < end; k++) {
            const token = tokens[k];
            if (token.type === 'space') continue;
            if (token.type === 'ident') {
                const word = token.value.toLowerCase();
                if (word === 'not') { negate = true; continue; }
                if (word === 'and' || word === 'or') { operators.push(word); continue; }
                return false;
            }
            let value;
            if (token.type === '(') {
                const close = parsed.closing[k];
                const inner = tokens.slice(k + 1, close).filter((t) => t.type !== 'space');
                if (inner[0] && inner[0].type === 'ident' && inner[1] && inner[1].type === ':') {
                    const colon = tokens.indexOf(inner[1], k);
                    const name = inner[0].value.startsWith('--') ? inner[0].value : inner[0].value.toLowerCase();
                    const valueText = syntax.serialize(parsed, colon + 1, close).replace(/\s*!\s*important$/i, '');
                    value = name.startsWith('--') || (knownProperties.has(name) && valueText !== '' && !!dom.styleValues.expand(name, dom.normalizeStyleValue(name, valueText), ''));
                } else value = evaluateSupports(parsed, k + 1, close, depth + 1);
                k = close;
            } else if (token.type === 'function' && token.value.toLowerCase() === 'selector') {
                const close = parsed.closing[k];
                try { dom.compileSelector(syntax.serialize(parsed, k + 1, close)); value = true; } catch (error) { value = false; }
                k = close;
            } else return false;
            terms.push(negate ? !value : value);
            negate = false;
        }
        if (terms.length === 0 || operators.length !== terms.length - 1) return false;
        if (operators.length && !operators.every((o) => o === operators[0])) return false;
        return operators[0] === 'or' ? terms.some(Boolean) : terms.every(Boolean);
    }

    // The rules of a range; at the top level of a sheet, @import and @namespace only before
    // every other rule (a later one is dropped).
    function rulesOf(parsed, range, sheet, parent, depth, topLevel) {
        const rules = [];
        for (const rule of syntax.ruleList(parsed, range[0], range[1])) {
            const name = rule.at?.toLowerCase();
            if (name === 'charset') continue;
            if (!topLevel && (name === 'import' || name === 'namespace')) continue;
            if (name === 'import' && rules.some((r) => !(r instanceof CSSImportRule) && !(r instanceof CSSLayerStatementRule))) continue;
            if (name === 'namespace' && rules.some((r) => !(r instanceof CSSImportRule) && !(r instanceof CSSNamespaceRule) && !(r instanceof CSSLayerStatementRule))) continue;
            const made = makeRule(parsed, rule, sheet, parent, depth);
            if (made) rules.push(made);
            if (topLevel && made instanceof CSSNamespaceRule) activeNamespaces = namespacesOf(rules);
        }
        return rules;
    }
    function parseSheetRules(text, sheet) {
        const parsed = syntax.parse(text);
        const outer = activeNamespaces;
        activeNamespaces = null;
        try { return rulesOf(parsed, [0, parsed.tokens.length], sheet, null, 0, true); } finally { activeNamespaces = outer; }
    }

    // insertRule on a sheet or a grouping rule: the spec's checks in its order.
    function insertRule(owner, type, text, index) {
        index = Number(index) >>> 0;
        const rules = owner[_rules];
        if (index > rules.length) {
            throw failed('insertRule', type, type === 'CSSStyleSheet' ? `The index provided (${index}) is larger than the maximum index (${rules.length}).`
                : `the index ${index} must be less than or equal to the length of the rule list.`, 'IndexSizeError');
        }
        const source = String(text);
        const parsed = syntax.parse(source);
        const found = syntax.ruleList(parsed, 0, parsed.tokens.length);
        const sheet = owner instanceof CSSStyleSheet ? owner : owner[_sheet];
        const topLevel = owner instanceof CSSStyleSheet;
        const depth = topLevel ? 0 : depthOf(owner) + 1;
        const outer = activeNamespaces;
        activeNamespaces = namespacesOf(sheet?.[_rules]);
        let rule;
        try { rule = found.length === 1 ? makeRule(parsed, found[0], sheet ?? null, topLevel ? null : owner, depth) : null; } finally { activeNamespaces = outer; }
        if (rule && found[0].at === undefined && parsed.tokens.slice(found[0].end).some((t) => t.type !== 'space')) rule = null;
        if (!rule) throw failed('insertRule', type, `Failed to parse the rule '${source}'.`, 'SyntaxError');
        if (!topLevel && (rule instanceof CSSImportRule || rule instanceof CSSNamespaceRule)) throw failed('insertRule', type, "'@import' rules cannot be inserted inside a group rule.", 'HierarchyRequestError');
        if (topLevel && owner[_constructed] && rule instanceof CSSImportRule) throw failed('insertRule', type, "Can't insert @import rules into a constructed stylesheet.", 'SyntaxError');
        if (topLevel) {
            const isEarly = (r) => r instanceof CSSImportRule || r instanceof CSSLayerStatementRule;
            if (rule instanceof CSSImportRule && rules.slice(0, index).some((r) => !isEarly(r))) throw failed('insertRule', type, 'Failed to insert the rule.', 'HierarchyRequestError');
            if (!(rule instanceof CSSImportRule) && !(rule instanceof CSSLayerStatementRule) && !(rule instanceof CSSNamespaceRule) && rules.slice(index).some((r) => r instanceof CSSImportRule || r instanceof CSSNamespaceRule)) throw failed('insertRule', type, 'Failed to insert the rule.', 'HierarchyRequestError');
            if (rule instanceof CSSNamespaceRule && rules.some((r) => !(r instanceof CSSImportRule) && !(r instanceof CSSNamespaceRule) && !(r instanceof CSSLayerStatementRule))) throw failed('insertRule', type, 'Failed to insert the rule.', 'InvalidStateError');
        }
        rules.splice(index, 0, rule);
        changed();
        return index;
    }
    function deleteRule(owner, type, index) {
        index = Number(index) >>> 0;
        if (index >= owner[_rules].length) {
            throw failed('deleteRule', type, type === 'CSSStyleSheet' ? `The index provided (${index}) is larger than the maximum index (${Math.max(0, owner[_rules].length - 1)}).`
                : `the index ${index} is greated than the length of the rule list.`, 'IndexSizeError');
        }
        const [rule] = owner[_rules].splice(index, 1);
        rule[_parentRule] = null;
        rule[_sheet] = null;
        changed();
    }
    function depthOf(rule) {
        let depth = 0;
        for (let r = rule; r && r[_parentRule]; r = r[_parentRule]) depth++;
        return depth;
    }

    Object.assign(dom.cssom, { parseSelector, namespacesOf, insertRule, deleteRule, pageSelector, keyText, parseKeyframe, parseSheetRules, supportsCondition });
})
