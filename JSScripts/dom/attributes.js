// What render scripts read and write through attributes: classList (DOMTokenList), dataset,
// style (CSSStyleDeclaration over the style attribute, serialized as browsers do), the
// reflected properties (src, href, alt, width, ...); getComputedStyle is the CSSOM's (dom/cssom.js).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _attribute, _check, _checked, _classList, _current, _dataset, _declarations, _element, _imageSizes, _localName, _namespaceURI, _parsed, _parsedText, _selected, _servesResources, _set, _style, _styleText, _tokens, _value, _write } = dom.slots; const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, setLazyStyle } = dom.nodeSlots;
    const { Element, HTMLElement, HTML_NS, brandOf, notEnoughArguments } = dom;

    // ----- DOMTokenList -------------------------------------------------------------------------

    // `compute` remembered per key, for the few names and values scripts use over and over
    // (bounded in count and key length, so a script inventing them cannot grow it without
    // end). Arguments after the key go to `compute` on a miss; the key stands for all of them.
    function remembered(compute) {
        const values = new Map();
        return (key, a, b, c) => {
            let value = values.get(key);
            if (value === undefined) {
                value = compute(key, a, b, c);
                if (values.size < 1000 && key.length <= 256) values.set(key, value);
            }
            return value;
        };
    }

    // A property key that is an array index ("0", "12"): the first character rules out
    // nearly every other key before the regex runs (proxies below see every access).
    const isIndexKey = (key) => typeof key === 'string' && key.charCodeAt(0) <= 57 && key.charCodeAt(0) >= 48 && /^\d+$/.test(key);

    class DOMTokenList {
        constructor(element, attribute) { this[_element] = element; this[_attribute] = attribute; }
        get [_tokens]() {
            const value = this[_element].getAttribute(this[_attribute]);
            if (value === null || value === '') return [];
            if (!/[\t\n\f\r ]/.test(value)) return [value]; // one token: most class attributes
            return [...new Set(value.split(/[\t\n\f\r ]+/).filter(Boolean))];
        }
        [_set](tokens) { this[_element].setAttribute(this[_attribute], tokens.join(' ')); }
        static [_check](token) {
            token = String(token);
            if (token === '') throw new DOMException('The token provided must not be empty.', 'SyntaxError');
            if (/[\t\n\f\r ]/.test(token)) throw new DOMException(`The token provided ('${token}') contains HTML space characters, which are not valid in tokens.`, 'InvalidCharacterError');
            return token;
        }
        get length() { return this[_tokens].length; }
        get value() { return this[_element].getAttribute(this[_attribute]) ?? ''; }
        set value(value) { this[_element].setAttribute(this[_attribute], value); }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_tokens][index] ?? null; }
        contains(token) { if (arguments.length < 1) throw notEnoughArguments(); return this[_tokens].includes(String(token)); }
        add(...tokens) {
            tokens = tokens.map(DOMTokenList[_check]);
            const list = this[_tokens];
            for (const token of tokens) if (!list.includes(token)) list.push(token);
            this[_set](list);
        }
        remove(...tokens) {
            tokens = tokens.map(DOMTokenList[_check]);
            if (!this[_element].hasAttribute(this[_attribute])) return;
            this[_set](this[_tokens].filter((t) => !tokens.includes(t)));
        }
        toggle(token, force = undefined) {
            if (arguments.length < 1) throw notEnoughArguments();
            token = DOMTokenList[_check](token);
            const list = this[_tokens];
            if (list.includes(token)) {
                if (force === true) return true;
                this[_set](list.filter((t) => t !== token));
                return false;
            }
            if (force === false) return false;
            list.push(token);
            this[_set](list);
            return true;
        }
        replace(token, replacement) {
            if (arguments.length < 2) throw notEnoughArguments();
            // Both are checked for emptiness before either for spaces, as the standard orders it.
            if (String(token) === '' || String(replacement) === '') throw new DOMException('The token provided must not be empty.', 'SyntaxError');
            token = DOMTokenList[_check](token); replacement = DOMTokenList[_check](replacement);
            const list = this[_tokens];
            const index = list.indexOf(token);
            if (index < 0) return false;
            list[index] = replacement;
            this[_set]([...new Set(list)]);
            return true;
        }
        // Only lists with defined tokens (rel, sandbox, ...) answer; class has none.
        supports(token) {
            if (this?.[_tokens] === undefined) dom.wrongThisCall('DOMTokenList', 'supports');
            if (arguments.length < 1) throw notEnoughArguments();
            if (this[_attribute] === 'class') throw new TypeError("Failed to execute 'supports' on 'DOMTokenList': DOMTokenList has no supported tokens.");
            return true;
        }
        toString() { if (this?.[_tokens] === undefined) dom.wrongThisCall('DOMTokenList', 'toString'); return this.value; }
    }
    // An indexed iterable's iteration methods are Array.prototype's own (WebIDL), reading the
    // list's indices and length; in WebKit's order.
    for (const name of ['entries', 'forEach', 'keys', 'values']) {
        Object.defineProperty(DOMTokenList.prototype, name, { value: Array.prototype[name], writable: true, configurable: true, enumerable: true });
    }
    Object.defineProperty(DOMTokenList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
    Object.defineProperty(DOMTokenList.prototype, Symbol.toStringTag, { value: 'DOMTokenList', configurable: true });
    // Indexed access: list[0]. Getters run on the list itself, not back through the proxy.
    const tokenListHandler = {
        get(target, key) {
            return isIndexKey(key) ? target[_tokens][Number(key)] : target[key];
        },
        has(target, key) {
            return isIndexKey(key) ? Number(key) < target[_tokens].length : key in target;
        },
        // The indices are own properties, as WebIDL's indexed getter makes them (Object.keys,
        // JSON.stringify and spread see the tokens).
        ownKeys(target) { return target[_tokens].map((token, index) => String(index)).concat(Reflect.ownKeys(target)); },
        getOwnPropertyDescriptor(target, key) {
            if (!isIndexKey(key)) return Reflect.getOwnPropertyDescriptor(target, key);
            const tokens = target[_tokens];
            return Number(key) < tokens.length ? { value: tokens[Number(key)], writable: false, enumerable: true, configurable: true } : undefined;
        },
    };
    const tokenListProxy = (element, attribute) => new Proxy(new DOMTokenList(element, attribute), tokenListHandler);

    // (Accessor literals: the functions are named `get classList`, as WebIDL's.)
    Object.defineProperty(Element.prototype, 'classList', {
        ...Object.getOwnPropertyDescriptor({
            get classList() { return brandOf(this, dom.nodeSlots.isElement, 'Element', 'classList')[_classList] || (this[_classList] = tokenListProxy(this, 'class')); },
            set classList(value) { this.setAttribute('class', value); },
        }, 'classList'),
        enumerable: true,
    });
    // Element.part: the `part` attribute's tokens (a shadow tree's parts, for ::part()).
    const { _part } = dom.slots;
    Object.defineProperty(Element.prototype, 'part', Object.getOwnPropertyDescriptor({
        get part() { return brandOf(this, dom.nodeSlots.isElement, 'Element', 'part')[_part] || (this[_part] = tokenListProxy(this, 'part')); },
        set part(value) { brandOf(this, dom.nodeSlots.isElement, 'Element', 'part'); this.setAttribute('part', value); },
    }, 'part'));

    // ----- dataset ------------------------------------------------------------------------------

    // One handler for every element's dataset (the element rides on the target under a
    // symbol), and attribute names kept per property: scripts set the same few keys on many
    // elements.
    const datasetElement = Symbol('element');
    const toAttribute = remembered((property) => 'data-' + property.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()));
    const toProperty = (attribute) => attribute.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    const datasetHandler = {
        get(target, key) {
            if (typeof key !== 'string') return Reflect.get(target, key);
            const value = target[datasetElement].getAttribute(toAttribute(key));
            return value === null ? Reflect.get(target, key) : value;
        },
        set(target, key, value) {
            if (typeof key !== 'string') return false;
            if (/-[a-z]/.test(key)) throw new DOMException(`'${key}' is not a valid property name.`, 'SyntaxError');
            target[datasetElement].setAttribute(toAttribute(key), String(value));
            return true;
        },
        deleteProperty(target, key) {
            if (typeof key === 'string') target[datasetElement].removeAttribute(toAttribute(key));
            return true;
        },
        // A name it has, or what its prototypes have (`'toString' in dataset`), as a legacy platform object's.
        has(target, key) { return (typeof key === 'string' && target[datasetElement].hasAttribute(toAttribute(key))) || Reflect.has(target, key); },
        ownKeys(target) {
            return attributesOf(target[datasetElement]).filter((a) => a[_namespaceURI] === null && /^data-/.test(a[_localName]) && !/[A-Z]/.test(a[_localName])).map((a) => toProperty(a[_localName]));
        },
        getOwnPropertyDescriptor(target, key) {
            const value = typeof key === 'string' ? target[datasetElement].getAttribute(toAttribute(key)) : null;
            return value === null ? undefined : { value, writable: true, enumerable: true, configurable: true };
        },
    };

    // The interface a dataset's prototype is (WebKit's class string); only elements make one.
    class DOMStringMap { constructor() { throw new TypeError('Illegal constructor'); } }

    Object.defineProperty(HTMLElement.prototype, 'dataset', {
        get() { return brandOf(this, dom.nodeSlots.isElement, 'HTMLElement', 'dataset')[_dataset] || (this[_dataset] = new Proxy({ __proto__: DOMStringMap.prototype, [datasetElement]: this }, datasetHandler)); },
        configurable: true, enumerable: true,
    });

    // ----- style --------------------------------------------------------------------------------

    // Declarations keep their order; setting an existing property updates it in place, a new
    // one goes last. Serialization is `name: value;` joined by spaces, as browsers write it.
    // The text is parsed as CSS Syntax says (dom/css-syntax.js, installed on the first style
    // read): values written back in CSSOM's form (`"string"`, `url("x")`, `0.5em`), unknown
    // properties and values a property cannot take dropped, as Chromium drops them.
    function parseDeclarations(text) {
        if (text === '') return [];  // no CSS syntax to install for an element without a style
        internals.installNow('dom/css-syntax.js');
        const syntax = dom.cssSyntax;
        const parsed = syntax.parse(text);
        const declarations = [];
        for (const d of syntax.declarationList(parsed, 0, parsed.tokens.length).declarations) {
            const custom = isCustomProperty(d.name);
            const name = custom ? d.name : dom.styleValues.standardName(cssFloat(d.name.toLowerCase()));
            const value = custom
                ? (d.value[1] > d.value[0] ? parsed.text.slice(parsed.tokens[d.value[0]].start, parsed.tokens[d.value[1] - 1].end) : '')
                : syntax.serialize(parsed, d.value[0], d.value[1]);
            if (!custom && (value === '' || !syntax.knownProperties.has(name))) continue;
            const priority = d.important ? 'important' : '';
            const expanded = custom ? [{ name, value, priority }] : dom.styleValues.expand(name, normalizeValue(name, value), priority);
            if (!expanded) continue;
            if (!custom) dom.styleValues.dropOverlapping(declarations, expanded, true);
            for (const declaration of expanded) {
                const existing = declarations.findIndex((e) => e.name === declaration.name);
                if (existing >= 0) {
                    if (declarations[existing].priority && !declaration.priority) continue;
                    declarations.splice(existing, 1);
                }
                declarations.push(declaration);
            }
        }
        return declarations;
    }

    // The declarations of a style text: a page repeats a few style attributes on many
    // elements. Shared, so read only.
    const declarationsOf = remembered(parseDeclarations);

    const isCustomProperty = (name) => name.charCodeAt(0) === 45 && name.charCodeAt(1) === 45; // "--x"
    // trim() only where there is something to trim (values set from script rarely have spaces).
    const isSpace = (code) => code === 32 || (code >= 9 && code <= 13);
    const trimmed = (text) => (text.length && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1))) ? text.trim() : text);
    const declarationText = (declarations) => dom.styleValues.serialize(declarations);
    const kebabName = remembered((property) => property.replace(/^css(?=[A-Z])/, '').replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()).replace(/^(webkit|moz|ms)-/, '-$1-'));
    const toKebab = (property) => (isCustomProperty(property) ? property : kebabName(property));
    const cssFloat = (name) => (name === 'float' || name === 'css-float' ? 'float' : name);

    // WebKit and Chromium serialize specified values in a normal form: a unitless zero where
    // the property takes a length is `0px` (`border-spacing: 0px`, `box-shadow: 0px 0px 5px`;
    // not in a colour function, nor where a zero is a number: `flex`, `line-height`, `opacity`)
    // and hex colours are `rgb()`. Both are applied when a declaration is set from script.
    const lengthProperties = new RegExp('^(' + [
        '(margin|padding|inset|scroll-margin|scroll-padding)(-(top|right|bottom|left|block|inline)(-(start|end))?)?',
        '(min-|max-)?(width|height|block-size|inline-size)', 'top|right|bottom|left',
        'border(-(top|right|bottom|left|block|inline)(-(start|end))?)?(-width)?',
        'border(-(top|bottom)-(left|right)|-(start|end)-(start|end))?-radius', '(-webkit-)?border(-(horizontal|vertical))?-spacing',
        'font-size|letter-spacing|word-spacing|text-indent|(row-|column-)?gap|outline(-width|-offset)?|column-(width|rule-width)',
        'flex-basis|perspective|vertical-align|shape-margin|offset-distance|text-underline-offset|text-decoration-thickness',
        'stroke-width|stroke-dashoffset|-webkit-text-stroke-width|[xy]|r|r[xy]|c[xy]|translate|(-webkit-box|box|text)-shadow',
        'background-(position(-[xy])?|size)|object-position|perspective-origin|transform-origin',
    ].join('|') + ')$');
    const isLengthProperty = remembered((name) => lengthProperties.test(name));
    // Zeros outside functions only: `rgb(0, 0, 0)` keeps its numbers.
    const zeroLength = /(^|[\s,])0(?=$|[\s,])/g;
    function zeroLengths(value) {
        if (value.indexOf('(') < 0) return value.replace(zeroLength, '$10px');
        let out = '', depth = 0, start = 0;
        for (let index = 0; index <= value.length; index++) {
            const char = value[index];
            if (index === value.length || (char === '(' && depth++ === 0)) {
                out += value.slice(start, index).replace(zeroLength, '$10px');
                start = index;
            } else if (char === ')' && --depth === 0) {
                out += value.slice(start, index + 1);
                start = index + 1;
            }
        }
        return out;
    }
    // The font shorthand as Chromium writes it back: `normal` parts left out, ` / ` around the
    // line height (`font: normal 10px/1 a` is `10px / 1 a`). System fonts and var() as given.
    const fontParts = /^(.*?)((?:[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?(?:[a-z]+|%))|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger|(?:calc|clamp|min|max)\([^()]*\))(?:\s*\/\s*(\S+))?\s+(\S.*)$/i;
    function normalizeFont(value) {
        if (/var\(/i.test(value)) return value;
        const match = fontParts.exec(value.trim());
        if (!match) return value;
        const before = match[1].trim().split(/\s+/).filter((word) => word !== '' && word.toLowerCase() !== 'normal');
        const lineHeight = match[3] !== undefined && match[3].toLowerCase() !== 'normal' ? ` / ${match[3]}` : '';
        return [...before, match[2] + lineHeight, dom.styleValues.fontFamilyText(match[4]) ?? match[4]].join(' ');
    }
    // A unicode-range as WebKit writes it (@font-face, FontFace): `U+`, the code points in
    // lower-case hexadecimal, a wildcard (`U+4??`) as the range it stands for; null when the
    // text is not a list of ranges.
    const unicodeRange = /^\s*u\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i;
    function unicodeRanges(value) {
        const ranges = [];
        for (const range of value.split(',')) {
            const match = unicodeRange.exec(range);
            if (!match || (match[2] !== undefined && match[1].includes('?'))) return null;
            const low = parseInt(match[1].replace(/\?/g, '0'), 16), high = parseInt((match[2] ?? match[1]).replace(/\?/g, 'f'), 16);
            if (high > 0x10ffff || low > high) return null;
            ranges.push(low === high ? `U+${low.toString(16)}` : `U+${low.toString(16)}-${high.toString(16)}`);
        }
        return ranges.join(', ');
    }
    dom.unicodeRanges = unicodeRanges;

    // CSS keywords are ASCII case-insensitive and serialize lowercased (`RED` is red, `BLOCK`
    // block, as WebKit writes them); the names a page makes up (font families, animation,
    // counter, grid line and area names, counter styles, quoted text) keep their case, and so
    // do function names and custom property names.
    const namesKeepTheirCase = /^(font|font-family|animation|animation-name|counter-increment|counter-reset|counter-set|grid|grid-area|grid-template|grid-template-areas|grid-template-columns|grid-template-rows|grid-row|grid-row-start|grid-row-end|grid-column|grid-column-start|grid-column-end|list-style|list-style-type|content|quotes|view-transition-name|container|container-name|anchor-name|position-anchor|page|font-palette|src)$/;
    const keywordToken = /(^|[\s,/])([a-zA-Z][a-zA-Z0-9-]*)(?=$|[\s,/])/g;
    const predefinedListStyles = new Set(('disc circle square decimal decimal-leading-zero lower-roman upper-roman lower-greek lower-alpha '
        + 'lower-latin upper-alpha upper-latin armenian georgian none disclosure-open disclosure-closed inside outside').split(' '));
    const protectedParts = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\))/i;
    function lowercaseKeywords(name, value) {
        const listStyle = name === 'list-style-type' || name === 'list-style';
        if (namesKeepTheirCase.test(name) && !listStyle) return value;
        // (Quoted strings and URLs as written; a list style's own name only if CSS predefines it.)
        return value.split(protectedParts).map((part, index) => (index % 2 === 1 ? part
            : part.replace(keywordToken, (match, before, keyword) => (listStyle && !predefinedListStyles.has(keyword.toLowerCase()) ? match : before + keyword.toLowerCase())))).join('');
    }
    function normalizeValue(name, value) {
        name = dom.styleValues.standardName(name);
        if (name === 'unicode-range') return unicodeRanges(value) ?? value;
        if (value.indexOf('#') >= 0) value = value.replace(/#([0-9a-fA-F]{3,8})\b/g, (match, hex) => {
            if (![3, 4, 6, 8].includes(hex.length)) return match;
            const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
            const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
            if (full.length === 8) {
                const alpha = Math.round(parseInt(full.slice(6, 8), 16) / 255 * 1000) / 1000;
                return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
            }
            return `rgb(${r}, ${g}, ${b})`;
        });
        value = dom.styleValues.roundNumbers(value);
        if (/[A-Z]/.test(value) && !name.startsWith('--')) value = lowercaseKeywords(name, value);
        if (name === 'font') value = normalizeFont(value);
        else if (name === 'font-family') value = dom.styleValues.fontFamilyText(value) ?? value;
        // counter() and counters() leave out their default style.
        else if (name === 'content' && value.indexOf('counter') >= 0) value = value.replace(/\b(counters?\([^()]*?)\s*,\s*decimal\s*\)/gi, '$1)');
        if (name.endsWith('-shadow')) value = dom.styleValues.shadowOrder(value);
        else if (name === 'transition') value = dom.styleValues.transitionOrder(value);
        if (value.indexOf('0') < 0) return value;
        // A value with var() is kept as written until it is substituted.
        if (isLengthProperty(name) && !/var\(/i.test(value)) value = zeroLengths(value);
        return value;
    }

    // The declarations setProperty(name, text, priority) writes, or null for a value the
    // property cannot take. Remembered: pages set the same few values ('100%', 'auto') on
    // element after element, and each would be tokenized, serialized and normalized anew.
    const settable = remembered((key, name, text, important) => parseSettable(name, text, important));
    const declarationsToSet = (name, text, important) => settable(`${name.length}:${name}${important ? '!' : ';'}${text}`, name, text, important);
    function parseSettable(name, text, important) {
        if (/!\s*important/i.test(text)) return null;
        let valueText = text;
        if (!isCustomProperty(name)) {
            internals.installNow('dom/css-syntax.js');
            const syntax = dom.cssSyntax;
            name = dom.styleValues.standardName(name);
            if (!syntax.knownProperties.has(name)) return null;
            // The value as CSS reads it, written back in CSSOM's form; one that is not a
            // single value (`;`, a block, a bad string or URL, an unclosed bracket) is refused.
            const parsed = syntax.parse(text);
            for (let k = 0; k < parsed.tokens.length; k++) {
                const type = parsed.tokens[k].type;
                if (type === ';' || type === '{' || type === '}' || type === 'bad-string' || type === 'bad-url') return null;
                if ((type === '(' || type === '[' || type === 'function') && parsed.closing[k] >= parsed.tokens.length) return null;
            }
            valueText = syntax.serialize(parsed, 0, parsed.tokens.length);
            if (valueText === '') return null;
        }
        return dom.styleValues.expand(name, normalizeValue(name, valueText), important) ?? null;
    }

    class CSSStyleDeclaration {
        constructor(element) {
            this[_element] = element;
            // The declarations of the attribute text last seen: a script setting several
            // properties in a row parses the attribute once, not once per property.
            this[_parsedText] = null;
            this[_parsed] = null;
        }
        // The parsed declarations, shared: for reading only (entries are never mutated).
        get [_current]() {
            const text = this[_element][_styleText]();
            if (text !== this[_parsedText]) {
                this[_parsed] = declarationsOf(text);
                this[_parsedText] = text;
            }
            return this[_parsed];
        }
        // A fresh array each time, for callers that edit it.
        get [_declarations]() { return this[_current].slice(); }
        [_write](declarations) {
            const text = declarationText(declarations);
            this[_parsedText] = text;
            this[_parsed] = declarations.slice();
            const element = this[_element];
            const existing = attributesOf(element).find((a) => a[_namespaceURI] === null && a[_localName] === 'style');
            if (existing) { existing.value = text; return; }
            if (text === '') return;
            // Like Chromium, a style attribute created through CSSOM stays last until the
            // attribute itself is read.
            element.setAttribute('style', text);
            setLazyStyle(element, true);
        }
        get cssText() { return declarationText(this[_current]); }
        set cssText(text) { this[_write](parseDeclarations(text)); }
        get length() { return this[_current].length; }
        get parentRule() { return null; } // an element's inline style: no rule
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_current][index]?.name ?? ''; }
        getPropertyValue(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            name = dom.styleValues.standardName(cssFloat(String(name).toLowerCase()));
            const declarations = this[_current];
            return dom.styleValues.shorthandValue(declarations, name) ?? declarations.find((d) => d.name === name)?.value ?? '';
        }
        getPropertyPriority(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            name = dom.styleValues.standardName(String(name).toLowerCase());
            const longhands = dom.styleValues.longhandsOf(name);
            // A shorthand kept whole (var(), a border image) or its first longhand.
            if (longhands) return this.getPropertyValue(name) ? this[_current].find((d) => d.name === name || d.name === longhands[0])?.priority ?? '' : '';
            return this[_current].find((d) => d.name === name)?.priority ?? '';
        }
        // A value the property cannot take changes nothing (no attribute, no mutation record).
        setProperty(name, value, priority = '') {
            if (arguments.length < 2) throw notEnoughArguments();
            name = cssFloat(trimmed(String(name)));
            if (!isCustomProperty(name)) name = name.toLowerCase();
            // [LegacyNullToEmptyString]: null removes the property; undefined is "undefined".
            const text = value === null ? '' : trimmed(String(value));
            if (text === '') { this.removeProperty(name); return; }
            const important = String(priority).toLowerCase() === 'important' ? 'important' : '';
            const entries = declarationsToSet(name, text, important);
            if (!entries) return;
            const declarations = this[_declarations];
            if (!isCustomProperty(name)) dom.styleValues.dropOverlapping(declarations, entries, false);
            for (const entry of entries) {
                const index = declarations.findIndex((d) => d.name === entry.name);
                if (index >= 0) declarations[index] = entry; else declarations.push(entry);
            }
            this[_write](declarations);
        }
        removeProperty(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            name = dom.styleValues.standardName(String(name).toLowerCase());
            const old = this.getPropertyValue(name);
            const names = [name, ...(dom.styleValues.longhandsOf(name) ?? [])];
            const declarations = this[_declarations].filter((d) => !names.includes(d.name));
            if (declarations.length === this[_current].length) return '';
            this[_write](declarations);
            return old;
        }
        get cssFloat() { return this.getPropertyValue('float'); }
        set cssFloat(value) { this.setProperty('float', value); }
        [Symbol.iterator]() { return this[_current].map((d) => d.name)[Symbol.iterator](); }
    }

    const styleHandler = {
        get(target, key, receiver) {
            if (typeof key === 'string' && key.charCodeAt(0) !== 95 && !(key in target)) {
                if (isIndexKey(key)) return target.item(Number(key));
                return target.getPropertyValue(toKebab(key));
            }
            return Reflect.get(target, key, receiver);
        },
        set(target, key, value, receiver) {
            if (typeof key === 'string' && key.charCodeAt(0) !== 95 && !(key in target)) {
                target.setProperty(toKebab(key), value);
                return true;
            }
            return Reflect.set(target, key, value, receiver);
        },
        // The indices (the declared longhands) are own properties, as WebIDL's indexed getter
        // makes them; the named properties live on the prototype in a browser, and are not.
        ownKeys(target) {
            const keys = [];
            for (let index = 0; index < target.length; index++) keys.push(String(index));
            return keys.concat(Reflect.ownKeys(target));
        },
        getOwnPropertyDescriptor(target, key) {
            if (!isIndexKey(key)) return Reflect.getOwnPropertyDescriptor(target, key);
            return Number(key) < target.length ? { value: target.item(Number(key)), writable: false, enumerable: true, configurable: true } : undefined;
        },
    };
    // An element's style and a computed style are CSSStyleProperties (CSSOM), as in WebKit 2.50
    // and Chromium 156: the declaration interface with the properties (here served by the proxy).
    class CSSStyleProperties extends CSSStyleDeclaration {}
    const styleProxy = (element) => new Proxy(new CSSStyleProperties(element), styleHandler);

    // An element's inline style (the DOM's own code reads any element's through dom.styleOf).
    const styleOf = (element) => element[_style] || (element[_style] = styleProxy(element));
    dom.styleOf = styleOf;
    // ElementCSSInlineStyle: on HTML, SVG and MathML elements (not Element), each interface its
    // own accessors, named `get style` and `set style` as WebIDL's ([PutForwards=cssText]).
    for (const [Interface, name] of [[dom.HTMLElement, 'HTMLElement'], [dom.SVGElement, 'SVGElement'], [dom.MathMLElement, 'MathMLElement']]) {
        Object.defineProperty(Interface.prototype, 'style', {
            ...Object.getOwnPropertyDescriptor({
                get style() { return styleOf(brandOf(this, dom.nodeSlots.isElement, name, 'style')); },
                set style(text) { styleOf(brandOf(this, dom.nodeSlots.isElement, name, 'style')).cssText = text; },
            }, 'style'),
            enumerable: true,
        });
    }

    // The display an element has when no style sheet sets one (dom/cssom.js's cascade falls
    // back to it).
    // (Chromium 156's html.css, element by element: CSSOMTests compares every name.)
    const blockElements = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'center', 'dd', 'details', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'html', 'legend', 'listing', 'main', 'menu', 'nav', 'ol', 'optgroup', 'option', 'p', 'plaintext', 'pre', 'search', 'section', 'summary', 'ul', 'xmp']);
    const hiddenElements = new Set(['area', 'base', 'basefont', 'datalist', 'head', 'link', 'meta', 'noembed', 'noframes', 'param', 'rp', 'script', 'style', 'template', 'title']);
    const otherDisplays = new Map([
        ['li', 'list-item'], ['table', 'table'], ['tr', 'table-row'], ['td', 'table-cell'], ['th', 'table-cell'], ['caption', 'table-caption'],
        ['col', 'table-column'], ['colgroup', 'table-column-group'], ['tbody', 'table-row-group'], ['thead', 'table-header-group'],
        ['tfoot', 'table-footer-group'], ['input', 'inline-block'], ['button', 'inline-block'], ['select', 'inline-block'],
        ['textarea', 'inline-block'], ['marquee', 'inline-block'], ['meter', 'inline-block'], ['progress', 'inline-block'],
        ['ruby', 'ruby'], ['slot', 'contents'],
    ]);
    dom.defaultDisplay = function defaultDisplay(element) {
        const name = localNameOf(element);
        if (namespaceOf(element) !== HTML_NS) return 'inline';
        if (hiddenElements.has(name)) return 'none';
        if (name === 'dialog') return element.hasAttribute('open') ? 'block' : 'none';
        if (name === 'audio') return element.hasAttribute('controls') ? 'inline-block' : 'none';
        if (blockElements.has(name)) return 'block';
        return otherDisplays.get(name) ?? 'inline';
    };

    // For the CSSOM (dom/cssom.js, installed on first use): rule declarations share this
    // declaration class, its value normal form and its property access.
    dom.styleProxy = (declaration) => new Proxy(declaration, styleHandler);
    dom.normalizeStyleValue = normalizeValue;
    // One property's computed value (layout asks for every element); installs the cascade.
    dom.computedValue = function (element, property) {
        internals.installNow('dom/cssom.js');
        return dom.computedValue(element, property);
    };
    // Layout and innerText read the cascade once a page has it, and do not install it
    // themselves: a page that never asks for styles pays nothing for them.
    dom.cascadeInstalled = () => !dom.computedValue.installsTheCascade;
    dom.computedValue.installsTheCascade = true;

    // ----- Form state, images, links --------------------------------------------------------------
    // Reflected attributes are defined per interface in html-elements.js, which also moves what
    // is defined here onto the interfaces that have it.

    const proto = HTMLElement.prototype;
    Object.defineProperty(proto, 'tabIndex', {
        get() { const t = this.getAttribute('tabindex'), v = t !== null && /^[\t\n\f\r ]*[-+]?[0-9]/.test(t) ? parseInt(t, 10) + 0 : NaN; return v >= -2147483648 && v <= 2147483647 ? v : (['a', 'area', 'button', 'input', 'select', 'textarea', 'iframe'].includes(localNameOf(this)) ? 0 : -1); },
        set(value) { this.setAttribute('tabindex', String(+value | 0)); },
        configurable: true,
    });
    // Form state, as in browsers: `checked`, `selected` and `value` are the control's state,
    // starting from the attributes (defaultChecked, defaultValue) and never written back.
    Object.defineProperty(proto, 'checked', {
        get() { return this[_checked] ?? this.hasAttribute('checked'); },
        set(value) {
            this[_checked] = !!value;
            if (this[_checked]) uncheckRadioGroup(this);
        },
        configurable: true,
    });
    // Checking a radio button unchecks the others of its group: same name, same form owner
    // (or, with none, the same tree).
    function uncheckRadioGroup(radio) {
        if (localNameOf(radio) !== 'input' || String(radio.getAttribute('type')).toLowerCase() !== 'radio') return;
        const name = radio.getAttribute('name');
        if (!name) return;
        const form = radio.closest('form');
        let root = radio;
        while (parentOf(root)) root = parentOf(root);
        const scope = form || root;
        if (!scope.getElementsByTagName) return;
        for (const other of scope.getElementsByTagName('input')) {
            if (other !== radio && other.getAttribute('name') === name && String(other.getAttribute('type')).toLowerCase() === 'radio'
                && (other.closest('form') || null) === (form || null) && other[_checked] !== false && other.checked) other[_checked] = false;
        }
    }
    Object.defineProperty(proto, 'selected', {
        get() { return this[_selected] ?? this.hasAttribute('selected'); },
        set(value) { this[_selected] = !!value; },
        configurable: true,
    });
    for (const [property, attribute] of [['defaultChecked', 'checked'], ['defaultSelected', 'selected']]) {
        Object.defineProperty(proto, property, {
            get() { return this.hasAttribute(attribute); },
            set(value) { this.toggleAttribute(attribute, !!value); },
            configurable: true,
        });
    }
    Object.defineProperty(proto, 'defaultValue', {
        get() { return localNameOf(this) === 'textarea' ? this.textContent : this.getAttribute('value') ?? ''; },
        set(value) { if (localNameOf(this) === 'textarea') this.textContent = value; else this.setAttribute('value', value); },
        configurable: true,
    });
    Object.defineProperty(proto, 'value', {
        get() {
            if (this[_value] !== undefined) return this[_value];
            if (localNameOf(this) === 'textarea') return this.textContent;
            if (localNameOf(this) === 'select') {
                const options = [...this.querySelectorAll('option')];
                const option = options.find((o) => o.selected) || options[0];
                return option ? option.value : '';
            }
            if (localNameOf(this) === 'option') return this.getAttribute('value') ?? this.textContent.replace(/[\t\n\f\r ]+/g, ' ').trim();
            return this.getAttribute('value') ?? '';
        },
        set(value) {
            if (localNameOf(this) === 'select') { for (const o of this.querySelectorAll('option')) o.selected = o.value === String(value); return; }
            if (localNameOf(this) === 'option') { this.setAttribute('value', value); return; }
            this[_value] = String(value);
        },
        configurable: true,
    });
    Object.defineProperty(proto, 'text', {
        get() { return localNameOf(this) === 'a' || localNameOf(this) === 'option' || localNameOf(this) === 'script' || localNameOf(this) === 'title' ? this.textContent : undefined; },
        set(value) { this.textContent = value; },
        configurable: true,
    });
    // Images: a served image's intrinsic size (the engine's URL scheme handlers serve it, its
    // header gives it), for layout.
    // [width, height] of a served image, or null; asked once per URL and document, and not at
    // all when nothing is served (a page that serves nothing pays nothing).
    dom.intrinsicImageSize = function (img) {
        const document = ownerDocumentOf(img);
        const value = img.getAttribute('src');
        if (!value || !document) return null;
        if (document[_servesResources] === undefined) document[_servesResources] = native.servesResources();
        if (!document[_servesResources]) return null;
        let url;
        try { url = dom.resolveURL(value, document.baseURI); } catch (error) { return null; }
        const sizes = document[_imageSizes] ??= new Map();
        if (!sizes.has(url)) sizes.set(url, native.imageSize(url));
        return sizes.get(url);
    };
    // naturalWidth and complete follow the image's load (dom/images.js): 0 and false while it
    // loads, its size once loaded, 0 broken or never requested (no source, an inert document).
    const { _imageRequest } = dom.slots;
    Object.defineProperty(proto, 'naturalWidth', { get() { return this[_imageRequest]?.size?.[0] ?? 0; }, configurable: true });
    Object.defineProperty(proto, 'naturalHeight', { get() { return this[_imageRequest]?.size?.[1] ?? 0; }, configurable: true });
    Object.defineProperty(proto, 'complete', { get() { return this[_imageRequest]?.state !== 'loading'; }, configurable: true });
    // Anchor URL parts.
    Object.defineProperty(proto, 'href', {
        get() {
            const value = this.getAttribute('href');
            if (value === null) return '';
            try { return dom.resolveURL(value, ownerDocumentOf(this) ? ownerDocumentOf(this).baseURI : undefined); } catch (error) { return value; }
        },
        set(value) { this.setAttribute('href', value); },
        configurable: true,
    });
    // HTMLHyperlinkElementUtils: the parts of href; setting one rewrites href.
    for (const part of ['protocol', 'username', 'password', 'host', 'hostname', 'port', 'pathname', 'search', 'hash', 'origin']) {
        Object.defineProperty(proto, part, {
            get() {
                if (part !== 'origin' && this.getAttribute('href') === null) return part === 'protocol' ? ':' : '';
                try { return new URL(this.href)[part]; } catch (error) { return part === 'protocol' ? ':' : ''; }
            },
            set: part === 'origin' ? undefined : function (value) {
                try { const url = new URL(this.href); url[part] = value; this.setAttribute('href', url.href); } catch (error) { /* an unparsable href stays */ }
            },
            configurable: true,
        });
    }

    // ----- Tables -------------------------------------------------------------------------------

    const childElements = (parent, names) => {
        const list = [];
        for (let n = firstChildOf(parent); n; n = nextSiblingOf(n)) if (nodeTypeOf(n) === 1 && namespaceOf(n) === HTML_NS && names.includes(localNameOf(n))) list.push(n);
        return list;
    };
    function tableRows(table) {
        const sections = childElements(table, ['thead', 'tbody', 'tfoot', 'tr']);
        const ordered = [...sections.filter((s) => localNameOf(s) === 'thead'), ...sections.filter((s) => localNameOf(s) !== 'thead' && localNameOf(s) !== 'tfoot'), ...sections.filter((s) => localNameOf(s) === 'tfoot')];
        return ordered.flatMap((s) => (localNameOf(s) === 'tr' ? [s] : childElements(s, ['tr'])));
    }
    const tableGetters = {
        rows() {
            if (localNameOf(this) === 'table') return dom.liveCollection(dom.HTMLCollection, this, () => tableRows(this));
            if (['thead', 'tbody', 'tfoot'].includes(localNameOf(this))) return dom.liveCollection(dom.HTMLCollection, this, () => childElements(this, ['tr']));
            return undefined;
        },
        tBodies() { return localNameOf(this) === 'table' ? dom.liveCollection(dom.HTMLCollection, this, () => childElements(this, ['tbody'])) : undefined; },
        tHead() { return localNameOf(this) === 'table' ? childElements(this, ['thead'])[0] ?? null : undefined; },
        tFoot() { return localNameOf(this) === 'table' ? childElements(this, ['tfoot'])[0] ?? null : undefined; },
        caption() { return localNameOf(this) === 'table' ? childElements(this, ['caption'])[0] ?? null : undefined; },
        cells() { return localNameOf(this) === 'tr' ? dom.liveCollection(dom.HTMLCollection, this, () => childElements(this, ['td', 'th'])) : undefined; },
        rowIndex() {
            if (localNameOf(this) !== 'tr') return undefined;
            let table = parentOf(this);
            if (table && ['thead', 'tbody', 'tfoot'].includes(localNameOf(table))) table = parentOf(table);
            return table && localNameOf(table) === 'table' ? tableRows(table).indexOf(this) : -1;
        },
        cellIndex() {
            if (localNameOf(this) !== 'td' && localNameOf(this) !== 'th') return undefined;
            return parentOf(this) && localNameOf(parentOf(this)) === 'tr' ? childElements(parentOf(this), ['td', 'th']).indexOf(this) : -1;
        },
    };
    for (const [name, get] of Object.entries(tableGetters)) Object.defineProperty(proto, name, { get, configurable: true });

    dom.tokenList = tokenListProxy;
    dom.nonConstructible(DOMTokenList, CSSStyleDeclaration, DOMStringMap);
    Object.assign(dom, { CSSStyleDeclaration, CSSStyleProperties }); // the classes the CSSOM's declarations extend
    dom.exposeGlobals({ DOMTokenList, CSSStyleDeclaration, CSSStyleProperties, DOMStringMap });
    dom.brandInterface(CSSStyleDeclaration, _element);
    dom.brandInterface(DOMTokenList, _attribute);
})
