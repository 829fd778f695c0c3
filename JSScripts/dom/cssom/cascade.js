// The cascade: the rules that match an element (indexed by their rightmost compound), by
// origin, importance, specificity and order, with the user agent's defaults and inline style.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _adopted, _current, _declarations, _disabled, _important, _isShadowRoot, _localName, _media, _mode, _ownerNode, _ruleCss, _ruleIndex, _ruleVersion, _rules, _selector, _shadowRoot, _styleText, _supported, _version } = dom.slots; const { attributesOf, localNameOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const { HTML_NS } = dom;
    const { matchesMedia, CSSStyleRule, CSSMediaRule, CSSSupportsRule, CSSLayerBlockRule, cssomVersion, documentSheets, sheetOf } = dom.cssom;
    // From later files of the group: set once, when all are installed (cssom/interfaces.js).
    var longhands;
    dom.cssomLinks.push(() => ({ longhands } = dom.cssom));

    // ----- The cascade --------------------------------------------------------------------------

    // Specificity of one compiled complex selector as [ids, classes, types] packed in a number.
    function specificity(parts) {
        let total = 0;
        for (const compound of parts) {
            if (!compound || typeof compound === 'string') continue;
            if (compound.type && compound.type.name !== '*') total += 1;
            for (const filter of compound.filters) total += filterSpecificity(filter);
        }
        return total;
    }
    function filterSpecificity(filter) {
        switch (filter.kind) {
            case 'id': return 1 << 20;
            case 'class': case 'attribute': case 'pseudo': case 'lang': case 'dir': return 1 << 10;
            case 'never': return 1;
            case 'nth': return (1 << 10) + (filter.of ? Math.max(0, ...filter.of.map(specificity)) : 0);
            case 'is': case 'not': case 'has': return filter.where ? 0 : Math.max(0, ...filter.list.map(specificity));
        }
        return 0;
    }

    // Where a complex selector is filed: by the id, class or type its subject must have.
    function bucketKey(parts) {
        const subject = parts[parts.length - 1];
        for (const filter of subject.filters) if (filter.kind === 'id') return '#' + filter.value;
        for (const filter of subject.filters) if (filter.kind === 'class') return '.' + filter.value;
        for (const filter of subject.filters) if (filter.kind === 'attribute' && !filter.anyNamespace && filter.name === filter.lower) return '[' + filter.lower;
        if (subject.type && subject.type.name !== '*' && subject.type.lower === subject.type.name) return subject.type.lower;
        return '*';
    }

    // The style rules that apply now, in order, filed by subject, rebuilt when a sheet, rule
    // or the document changed.
    function ruleIndex(sheets, order) {
        const buckets = new Map();
        const file = (rule) => {
            const list = rule[_selector].compiled;
            for (const parts of list) {
                // A selector of a pseudo-element (`p::before`) is filed under it, its subject
                // without the pseudo-element (matched against the originating element).
                const subject = parts[parts.length - 1];
                const pseudo = subject.filters.find((filter) => filter.kind === 'never' && filter.pseudoElement);
                if (pseudo) {
                    const stripped = parts.slice(0, -1).concat({ ...subject, filters: subject.filters.filter((filter) => filter !== pseudo) });
                    add('::' + pseudo.pseudoElement, rule, stripped);
                    continue;
                }
                if (quirksIndexUnsafe && /^[#.]/.test(bucketKey(parts))) { add('*', rule, parts); continue; }
                add(bucketKey(parts), rule, parts);
            }
        };
        let quirksIndexUnsafe = globalThis.document && globalThis.document[_mode] === 'quirks';
        const add = (key, rule, parts) => {
            const entry = { rule, parts, specificity: specificity(parts), order: order.value };
            const bucket = buckets.get(key);
            if (bucket) bucket.push(entry); else buckets.set(key, [entry]);
        };
        // An explicit stack: grouping rules nest as deep as maximumDepth.
        const stack = [];
        for (let s = sheets.length - 1; s >= 0; s--) stack.push(sheets[s][_rules], 0);
        const walk = [];
        for (const sheet of sheets) walk.push(sheet);
        for (const sheet of walk) {
            if (sheet[_disabled] || !matchesMedia(sheet[_media][_media])) continue;
            const pending = [sheet[_rules].slice().reverse()];
            while (pending.length) {
                const top = pending[pending.length - 1];
                if (!top.length) { pending.pop(); continue; }
                const rule = top.pop();
                order.value++;
                if (rule instanceof CSSStyleRule) file(rule);
                else if (rule instanceof CSSMediaRule) { if (matchesMedia(rule[_media][_media])) pending.push(rule[_rules].slice().reverse()); }
                else if (rule instanceof CSSSupportsRule) { if (rule[_supported]) pending.push(rule[_rules].slice().reverse()); }
                else if (rule instanceof CSSLayerBlockRule) pending.push(rule[_rules].slice().reverse());
            }
        }
        return buckets;
    }

    // The user agent's styles: what Chromium's html.css gives the elements pages style most,
    // as a table by element name (no sheet to parse: a page's first getComputedStyle would
    // otherwise parse one). Four-sided shorthands are written as their longhands.
    const userAgentTable = [
        ['body', 'margin-top: 8px; margin-right: 8px; margin-bottom: 8px; margin-left: 8px'],
        ['p blockquote figure dl ol ul menu dir pre xmp plaintext listing', 'margin-top: 1em; margin-bottom: 1em'],
        ['blockquote figure', 'margin-left: 40px; margin-right: 40px'],
        ['dd', 'margin-left: 40px'],
        ['h1', 'font-size: 2em; margin-top: 0.67em; margin-bottom: 0.67em; font-weight: bold'],
        ['h2', 'font-size: 1.5em; margin-top: 0.83em; margin-bottom: 0.83em; font-weight: bold'],
        ['h3', 'font-size: 1.17em; margin-top: 1em; margin-bottom: 1em; font-weight: bold'],
        ['h4', 'margin-top: 1.33em; margin-bottom: 1.33em; font-weight: bold'],
        ['h5', 'font-size: 0.83em; margin-top: 1.67em; margin-bottom: 1.67em; font-weight: bold'],
        ['h6', 'font-size: 0.67em; margin-top: 2.33em; margin-bottom: 2.33em; font-weight: bold'],
        ['ol ul menu dir', 'padding-left: 40px'],
        ['ul menu dir', 'list-style-type: disc'],
        ['ol', 'list-style-type: decimal'],
        ['table', 'border-collapse: separate; -webkit-border-horizontal-spacing: 2px; -webkit-border-vertical-spacing: 2px; box-sizing: border-box; text-indent: 0'],
        ['thead tbody tfoot tr', 'vertical-align: middle'],
        ['td th', 'padding-top: 1px; padding-right: 1px; padding-bottom: 1px; padding-left: 1px; vertical-align: inherit'],
        ['th', 'font-weight: bold; text-align: -internal-center'],
        ['b strong', 'font-weight: bold'],
        ['i em cite var dfn address', 'font-style: italic'],
        ['pre code kbd samp tt xmp plaintext listing', 'font-family: monospace'],
        ['pre xmp plaintext listing', 'white-space: pre'],
        ['center', 'text-align: -webkit-center'],
        ['li', 'text-align: match-parent'],
        ['small', 'font-size: smaller'],
        ['big', 'font-size: larger'],
        ['sub', 'vertical-align: sub; font-size: smaller'],
        ['sup', 'vertical-align: super; font-size: smaller'],
        ['u ins', 'text-decoration-line: underline'],
        ['s strike del', 'text-decoration-line: line-through'],
        ['hr', 'color: gray; border-top-style: inset; border-right-style: inset; border-bottom-style: inset; border-left-style: inset; '
            + 'border-top-width: 1px; border-right-width: 1px; border-bottom-width: 1px; border-left-width: 1px; '
            + 'margin-top: 0.5em; margin-bottom: 0.5em; margin-left: auto; margin-right: auto; overflow-x: hidden; overflow-y: hidden'],
        ['fieldset', 'margin-left: 2px; margin-right: 2px; border-top-width: 2px; border-right-width: 2px; border-bottom-width: 2px; '
            + 'border-left-width: 2px; border-top-style: groove; border-right-style: groove; border-bottom-style: groove; '
            + 'border-left-style: groove; border-top-color: rgb(192, 192, 192); border-right-color: rgb(192, 192, 192); '
            + 'border-bottom-color: rgb(192, 192, 192); border-left-color: rgb(192, 192, 192)'],
    ];
    const pairsOf = (text) => text.split('; ').map((declaration) => { const colon = declaration.indexOf(': '); return [declaration.slice(0, colon), declaration.slice(colon + 2)]; });
    let userAgentStyles = null;
    // The user agent's [name, value] pairs for an element, in its sheet's order.
    function userAgentPairs(element) {
        if (!userAgentStyles) {
            userAgentStyles = new Map();
            for (const [names, text] of userAgentTable) {
                const pairs = pairsOf(text);
                for (const name of names.split(' ')) userAgentStyles.set(name, (userAgentStyles.get(name) ?? []).concat(pairs));
            }
        }
        if (element.namespaceURI !== HTML_NS) return null;
        const name = localNameOf(element);
        let pairs = userAgentStyles.get(name) ?? null;
        // a:link, and lists in lists (no margins), need more than the name.
        if ((name === 'a' || name === 'area') && element.hasAttribute('href')) pairs = linkPairs;
        else if (/^(ul|ol|menu|dir)$/.test(name)) {
            for (let n = element.parentElement; n; n = n.parentElement) {
                if (n.namespaceURI === HTML_NS && /^(ul|ol|menu|dir)$/.test(localNameOf(n))) { pairs = pairs.concat(nestedListPairs); break; }
            }
        }
        // [dir=ltr i], [dir=rtl i]: the direction, bidi-isolated.
        const dir = element.getAttribute('dir');
        if (dir !== null && /^(ltr|rtl)$/i.test(dir)) pairs = (pairs ?? []).concat(dir.toLowerCase() === 'rtl' ? rtlPairs : ltrPairs);
        return pairs;
    }
    const ltrPairs = pairsOf('direction: ltr; unicode-bidi: isolate'), rtlPairs = pairsOf('direction: rtl; unicode-bidi: isolate');
    const linkPairs = pairsOf('color: rgb(0, 0, 238); text-decoration-line: underline; cursor: pointer');
    const nestedListPairs = pairsOf('margin-top: 0px; margin-bottom: 0px');

    let authorIndex = null, authorVersion = -1, authorCss = -1;
    function authorRules(document) {
        if (authorIndex && authorVersion === document[_version] && authorCss === cssomVersion.count) return authorIndex;
        // Titled sheets other than the preferred set (the first title) do not apply.
        let preferred = null;
        const applied = documentSheets(document).filter((sheet) => {
            const node = sheet[_ownerNode];
            const title = node ? node.getAttribute('title') || '' : '';
            const alternate = node && localNameOf(node) === 'link' && /(^|\s)alternate(\s|$)/i.test(node.getAttribute('rel') || '');
            if (!title) return !alternate;
            if (preferred === null && !alternate) preferred = title;
            return title === preferred;
        });
        authorIndex = ruleIndex(applied.concat(document[_adopted] || []), { value: 0 });
        authorVersion = document[_version];
        authorCss = cssomVersion.count;
        return authorIndex;
    }

    // The author rules of an element's tree: the document's, or in a shadow tree its shadow
    // root's (its <style> elements, then its adopted sheets), cached per root.
    function scopeRules(element) {
        const document = ownerDocumentOf(element);
        if (dom.ShadowRoot === undefined) return authorRules(document);
        let root = element.pseudoOf ?? element;
        while (parentOf(root)) root = parentOf(root);
        if (root[_isShadowRoot] !== true) return authorRules(document);
        return shadowRules(root);
    }
    function shadowRules(root) {
        const document = ownerDocumentOf(root);
        if (root[_ruleIndex] && root[_ruleVersion] === document[_version] && root[_ruleCss] === cssomVersion.count) return root[_ruleIndex];
        const sheets = [];
        for (const style of root.querySelectorAll('style')) {
            const sheet = style.namespaceURI === HTML_NS ? sheetOf(style) : null;
            if (sheet) sheets.push(sheet);
        }
        root[_ruleIndex] = ruleIndex(sheets.concat(root[_adopted] || []), { value: 0 });
        root[_ruleVersion] = document[_version];
        root[_ruleCss] = cssomVersion.count;
        return root[_ruleIndex];
    }

    // The rules that match an element (or a pseudo-element: those filed under it that match
    // its originating element), lowest precedence first.
    // What an element's rules are filed under: its id, classes and attribute names.
    function elementKeys(element) {
        const id = element.getAttribute('id');
        const classes = element.getAttribute('class');
        const attributes = [];
        for (const attribute of attributesOf(element)) if (attribute.namespaceURI === null) attributes.push(attribute[_localName].toLowerCase());
        return {
            id, attributes,
            classes: !classes ? [] : /[\t\n\f\r ]/.test(classes) ? [...new Set(classes.split(/[\t\n\f\r ]+/))].filter(Boolean) : [classes],
        };
    }
    function matchedRules(element, index, keys) {
        const found = new Map();
        if (element.pseudoOf) {
            for (const entry of index.get('::' + element.pseudoName) ?? []) {
                const best = found.get(entry.rule);
                if (best && best.specificity >= entry.specificity) continue;
                if (dom.matchesComplexSelector(element.pseudoOf, entry.parts)) found.set(entry.rule, entry);
            }
            return [...found.values()].sort((a, b) => a.specificity - b.specificity || a.order - b.order);
        }
        const consider = (bucket) => {
            if (!bucket) return;
            for (const entry of bucket) {
                // A rule seen twice (a sheet adopted twice) counts at its last position.
                const best = found.get(entry.rule);
                if (best && (best.specificity > entry.specificity || (best.specificity === entry.specificity && best.order > entry.order))) continue;
                if (dom.matchesComplexSelector(element, entry.parts)) found.set(entry.rule, entry);
            }
        };
        consider(index.get('*'));
        if (keys.id) consider(index.get('#' + keys.id));
        for (const name of keys.classes) consider(index.get('.' + name));
        for (const name of keys.attributes) consider(index.get('[' + name));
        consider(index.get(localNameOf(element)));
        return [...found.values()].sort((a, b) => a.specificity - b.specificity || a.order - b.order);
    }

    // A declaration list as the cascade applies it: [name, value] longhands, normal ones and
    // important ones apart; made once per list (a list is replaced, never changed, on a write).
    const expansions = new WeakMap();
    function expanded(declarations) {
        let result = expansions.get(declarations);
        if (!result) {
            result = { normal: [], important: [] };
            for (const d of declarations) (d.priority ? result.important : result.normal).push(...longhands(d.name, d.value));
            expansions.set(declarations, result);
        }
        return result;
    }
    // Inline declarations by style text: elements share the few texts a page repeats.
    const inlineDeclarations = new Map();
    function inlineOf(element) {
        const text = element[_styleText]();
        if (text === '') return null;
        let declarations = inlineDeclarations.get(text);
        if (!declarations) {
            declarations = dom.styleOf(element)[_current];
            if (inlineDeclarations.size > 1000) inlineDeclarations.clear();
            inlineDeclarations.set(text, declarations);
        }
        return declarations;
    }

    // Important declarations are named in the cascade too: animations do not override them
    // (dom/web-animations.js).
    function applyImportant(result, pairs) {
        if (pairs.length === 0) return;
        let names = result[_important];
        if (names === undefined) names = result[_important] = new Set();
        for (let k = 0; k < pairs.length; k++) { result.set(pairs[k][0], pairs[k][1]); names.add(pairs[k][0]); }
    }

    // The cascaded declarations of an element: name -> value, shorthands the cascade must
    // see as longhands expanded. Lowest precedence first: the user agent's, the page's normal
    // ones, inline normal ones, the page's important ones, inline important ones.
    function cascade(element) {
        const result = new Map();
        const apply = (pairs) => { for (let k = 0; k < pairs.length; k++) result.set(pairs[k][0], pairs[k][1]); };
        const keys = element.pseudoOf ? null : elementKeys(element);
        const userAgent = element.pseudoOf ? null : userAgentPairs(element);
        if (userAgent) apply(userAgent);
        if (!element.pseudoOf && element.namespaceURI === HTML_NS && element.hasAttribute('hidden') && (element.getAttribute('hidden') || '').toLowerCase() !== 'until-found') result.set('display', 'none');
        const author = matchedRules(element, scopeRules(element), keys);
        // A shadow host's own shadow tree's :host rules: below the host's tree's rules and its
        // style attribute when normal, above them when important (CSS Cascade: context comes
        // before element-attached styles).
        const host = element[_shadowRoot] && !element.pseudoOf ? dom.matchingHost(element, () => matchedRules(element, shadowRules(element[_shadowRoot]), keys)) : null;
        if (host) for (const entry of host) apply(expanded(entry.rule[_declarations]).normal);
        for (const entry of author) apply(expanded(entry.rule[_declarations]).normal);
        const inline = element.pseudoOf ? null : inlineOf(element);
        if (inline) apply(expanded(inline).normal);
        for (const entry of author) applyImportant(result, expanded(entry.rule[_declarations]).important);
        if (inline) applyImportant(result, expanded(inline).important);
        if (host) for (const entry of host) applyImportant(result, expanded(entry.rule[_declarations]).important);
        return result;
    }

    // Shorthands stored as one declaration, as the longhands the cascade needs.

    Object.assign(dom.cssom, { cascade });
})
