// Computed values: inheritance, lengths resolved to pixels, colors to rgb(), var()
// substituted; and what the animation model reads (dom/animations.js).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _adopted, _computed, _disabled, _name, _rules, _targetedBy, _version } = dom.slots; const { ownerDocumentOf } = dom.nodeSlots;
    const syntax = dom.cssSyntax;
    const { cascade, cssomVersion, CSSKeyframesRule, documentSheets, namedColors, initialValues } = dom.cssom;

    // For the animation model (dom/animations.js): an element's style as it is now, whose
    // values can still be read after the element's style changed (its cascade is taken now),
    // and the names of the document's @keyframes rules.
    dom.styleSnapshot = function (element) {
        const state = stateOf(element);
        cascaded(element, state);
        return state;
    };
    dom.snapshotValue = (element, state, name) => value(element, state, name);
    dom.cssomVersion = () => cssomVersion.count;
    dom.keyframesNames = function (document) {
        const names = new Set();
        const visit = (rules) => {
            for (const rule of rules) {
                if (rule instanceof CSSKeyframesRule) names.add(rule[_name]);
                else if (rule[_rules] && !(rule instanceof CSSKeyframesRule)) visit(rule[_rules]);
            }
        };
        for (const sheet of documentSheets(document).concat(document[_adopted] || [])) if (!sheet[_disabled]) visit(sheet[_rules]);
        return names;
    };

    // ----- Computed values ----------------------------------------------------------------------

    const inherited = new Set((
        'border-collapse border-spacing -webkit-border-horizontal-spacing -webkit-border-vertical-spacing caption-side color cursor direction empty-cells font-family font-feature-settings '
        + 'font-kerning font-size font-size-adjust font-stretch font-style font-variant font-variant-caps font-variant-east-asian '
        + 'font-variant-ligatures font-variant-numeric font-variant-position font-weight font-optical-sizing font-variation-settings '
        + 'font-synthesis-weight font-synthesis-style font-synthesis-small-caps font-palette hyphens letter-spacing line-break '
        + 'line-height list-style-image list-style-position list-style-type orphans overflow-wrap word-wrap quotes tab-size '
        + 'text-align text-align-last text-indent text-justify text-rendering text-shadow text-transform text-underline-position '
        + 'text-decoration-skip-ink text-emphasis-color text-emphasis-position text-emphasis-style text-size-adjust visibility '
        + 'white-space white-space-collapse text-wrap-mode text-wrap-style widows word-break word-spacing writing-mode '
        + 'text-orientation paint-order pointer-events caret-color accent-color color-scheme image-rendering fill fill-opacity '
        + 'fill-rule stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity '
        + 'stroke-width clip-rule marker-start marker-mid marker-end shape-rendering dominant-baseline text-anchor '
        + 'color-interpolation color-interpolation-filters color-rendering forced-color-adjust print-color-adjust ruby-position '
        + 'math-depth math-shift math-style hanging-punctuation -webkit-text-fill-color -webkit-text-stroke-color '
        + '-webkit-text-stroke-width -webkit-text-security -webkit-locale -webkit-tap-highlight-color -webkit-user-modify '
        + '-webkit-rtl-ordering -webkit-border-horizontal-spacing -webkit-border-vertical-spacing -webkit-text-combine '
        + '-webkit-text-orientation -webkit-writing-mode -webkit-line-break -webkit-hyphenate-character -webkit-highlight '
        + 'text-spacing-trim text-autospace font-language-override'
    ).split(' '));

    const fontKeywords = { 'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32, 'xxx-large': 48 };
    // The same keywords for a family that is only `monospace` (WebKit's fixed-width default, 13px).
    const monospaceKeywords = { 'xx-small': 9, 'x-small': 10, small: 12, medium: 13, large: 16, 'x-large': 20, 'xx-large': 26, 'xxx-large': 39 };
    const absoluteUnits = { px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };
    // (WebKit keeps a computed length as a float: 19.752px reads 19.751999px.)
    const px = (number) => `${dom.styleValues.numberText(Math.fround(number))}px`;
    const lengthPattern = /([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|pt|pc|in|cm|mm|q|em|rem|vw|vh|vmin|vmax|ex|ch)\b/gi;

    // One length resolved to px, or null (a percentage, a keyword, ...).
    function resolveLength(text, fontSize, rootFontSize) {
        const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z]*)$/i.exec(text.trim());
        if (!match) return null;
        const number = Number(match[1]);
        const unit = match[2].toLowerCase();
        if (unit === '') return number === 0 ? 0 : null;
        if (unit in absoluteUnits) return number * absoluteUnits[unit];
        if (unit === 'em') return number * fontSize;
        if (unit === 'rem') return number * rootFontSize;
        if (unit === 'ex' || unit === 'ch') return number * fontSize / 2;
        const viewport = { vw: native.webView.width, vh: native.webView.height };
        if (unit === 'vw' || unit === 'vh') return number * viewport[unit] / 100;
        if (unit === 'vmin') return number * Math.min(viewport.vw, viewport.vh) / 100;
        if (unit === 'vmax') return number * Math.max(viewport.vw, viewport.vh) / 100;
        return null;
    }
    const lengthValued = /^(margin|padding)-(top|right|bottom|left)$|^(top|right|bottom|left|width|height|min-width|min-height|max-width|max-height|text-indent|letter-spacing|word-spacing|outline-offset|outline-width|column-gap|row-gap|column-width|column-rule-width|flex-basis|border-(top|bottom)-(left|right)-radius|vertical-align|border-spacing|-webkit-border-(horizontal|vertical)-spacing)$/;
    const colorValued = /(^|-)color$|^fill$|^stroke$/;
    const sideWidth = /^border-(top|right|bottom|left)-width$|^outline-width$/;

    // System colors as Chromium 156 resolves them in the light scheme.
    const systemColors = new Map((
        'accentcolor=0,117,255 accentcolortext=255,255,255 activetext=255,0,0 buttonborder=0,0,0 '
        + 'buttonface=239,239,239 buttontext=0,0,0 canvas=255,255,255 canvastext=0,0,0 field=255,255,255 '
        + 'fieldtext=0,0,0 graytext=128,128,128 highlight=0,65,198,0.8 highlighttext=255,255,255 '
        + 'linktext=0,0,238 mark=255,255,0 marktext=0,0,0 selecteditem=25,103,210 selecteditemtext=255,255,255 '
        + 'visitedtext=85,26,139 activeborder=0,0,0 activecaption=255,255,255 appworkspace=255,255,255 '
        + 'background=255,255,255 buttonhighlight=239,239,239 buttonshadow=239,239,239 captiontext=0,0,0 '
        + 'inactiveborder=0,0,0 inactivecaption=255,255,255 inactivecaptiontext=128,128,128 '
        + 'infobackground=255,255,255 infotext=0,0,0 menu=255,255,255 menutext=0,0,0 scrollbar=255,255,255 '
        + 'threeddarkshadow=0,0,0 threedface=239,239,239 threedhighlight=0,0,0 threedlightshadow=0,0,0 '
        + 'threedshadow=0,0,0 window=255,255,255 windowframe=0,0,0 windowtext=0,0,0 '
    ).trim().split(' ').map((entry) => { const [name, channels] = entry.split('='); const values = channels.split(','); return [name, values.length === 4 ? `rgba(${values.join(', ')})` : `rgb(${values.join(', ')})`]; }));
    function computeColor(value, state) {
        const lower = value.toLowerCase();
        if (lower === 'currentcolor') return state.color();
        if (lower === 'transparent') return 'rgba(0, 0, 0, 0)';
        const named = namedColors.get(lower) ?? systemColors.get(lower);
        if (named) return named;
        const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(value);
        if (match) {
            const [r, g, b] = match.slice(1, 4).map((n) => Math.round(Math.min(255, Number(n))));
            let alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? Number(match[4].slice(0, -1)) / 100 : Number(match[4]);
            alpha = Math.min(1, alpha);
            return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number(alpha.toFixed(3))})`;
        }
        if (lower === '-webkit-link') return 'rgb(0, 0, 238)';
        const hsl = /^hsla?\(\s*([+-]?[\d.]+(?:e[+-]?\d+)?)(deg|rad|grad|turn)?[\s,]+([\d.]+)%[\s,]+([\d.]+)%(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(value);
        if (hsl) return rgbOfHSL(hsl);
        return value;
    }
    // hsl() and hsla() are computed to rgb() (CSS Color 4's conversion, channels rounded).
    function rgbOfHSL([, hue, unit = 'deg', saturation, lightness, alphaText]) {
        const turns = { deg: 360, rad: 2 * Math.PI, grad: 400, turn: 1 }[unit.toLowerCase()];
        const h = ((((Number(hue) / turns) * 360) % 360) + 360) % 360;
        const s = Math.min(Number(saturation), 100) / 100, l = Math.min(Number(lightness), 100) / 100;
        const channel = (n) => {
            const k = (n + h / 30) % 12;
            return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
        };
        let alpha = alphaText === undefined ? 1 : alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
        alpha = Math.min(Math.max(alpha, 0), 1);
        const [r, g, b] = [channel(0), channel(8), channel(4)];
        return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number(alpha.toFixed(3))})`;
    }

    // Per element: its cascade and the values computed so far, until the document or a
    // sheet changes.
    // An element's computed values so far and its cascade, valid while the document and the
    // sheets are at the versions it was made at.
    class ComputedState {
        constructor(element, version, animations) {
            this.element = element;
            this.version = version;
            this.css = cssomVersion.count;
            this.animations = animations;
            this.cascaded = null;
            this.values = new Map();
            // The font size unrounded: descendants' em and line heights scale the exact size.
            this.exactFontSize = undefined;
            // The font-size keyword the size comes from, or null (fontKeywordOf).
            this.fontKeyword = undefined;
        }
        parent() { return stateOf(this.element.parentElement); }
        color() { return value(this.element, this, 'color'); }
        fontSize() { value(this.element, this, 'font-size'); return this.exactFontSize; }
    }
    // While animations run, their time is part of the key (dom/web-animations.js sets `active`
    // and `stamp` once it is installed; a page without animations reads one field).
    const animationClock = { active: false, stamp: () => 0 };
    function stateOf(element) {
        const version = ownerDocumentOf(element)[_version];
        const state = element[_computed];
        const animations = animationClock.active ? animationClock.stamp() : 0;
        if (state !== undefined && state.version === version && state.css === cssomVersion.count && state.animations === animations) return state;
        return (element[_computed] = new ComputedState(element, version, animations));
    }
    // The cascade, with what animations targeting the element make of it on top of its normal
    // declarations (CSS Cascade's animation origin).
    function cascaded(element, state) {
        if (!state.cascaded) {
            state.cascaded = cascade(element);
            if (animationClock.active && element[_targetedBy] !== undefined && element[_targetedBy].size > 0) dom.applyAnimations(element, state);
        }
        return state.cascaded;
    }
    // A property's computed value for the element from a specified value, or from its cascade
    // (for the animations' underlying values and keyframes).
    const computedOf = (element, state, name, specified = undefined) => (specified === undefined ? computeValue(element, state, name) : computeSpecified(element, state, name, specified));
    function value(element, state, name) {
        let result = state.values.get(name);
        if (result !== undefined) return result;
        if (!state.cascaded) cascaded(element, state);
        result = compute(element, state, name);
        state.values.set(name, result);
        return result;
    }
    function parentValue(state, name, element) {
        const parent = element.parentElement;
        return parent ? value(parent, state.parent(), name) : initialOf(name, element);
    }
    function initialOf(name, element) {
        if (name === 'display') return 'inline';
        if (name === 'font-family' || name === 'color' || name === 'font-size') return initialValues.get(name);
        if (/^(top|right|bottom|left|width|height)$/.test(name)) return 'auto';
        return initialValues.get(name) ?? '';
    }

    function compute(element, state, name) {
        if (name === 'font-size') {
            const result = computeValue(element, state, name);
            if (state.exactFontSize === undefined) state.exactFontSize = parseFloat(result);
            return result;
        }
        return computeValue(element, state, name);
    }
    function parentFontSize(element) {
        const parent = element.parentElement;
        return parent ? stateOf(parent).fontSize() : 16;
    }
    // A size that comes from a keyword (the default `medium` included, through inheritance)
    // follows the family, as in WebKit (and Chromium): an element whose family is only
    // `monospace` takes the fixed-width keyword sizes (a <pre> is 13px), and sizes relative to
    // such a parent (em, %, smaller) start from the keyword's size for the element's family.
    function fontKeywordOf(element, state) {
        if (state.fontKeyword !== undefined) return state.fontKeyword;
        const specified = cascaded(element, state).get('font-size')?.toLowerCase();
        let keyword;
        if (specified === undefined || specified === 'inherit' || specified === 'unset' || specified === 'revert' || specified === 'revert-layer') {
            const parent = element.parentElement;
            keyword = parent ? fontKeywordOf(parent, stateOf(parent)) : 'medium';
        } else keyword = specified === 'initial' ? 'medium' : specified in fontKeywords ? specified : null;
        return (state.fontKeyword = keyword);
    }
    const keywordFontSize = (element, state, keyword) => (value(element, state, 'font-family') === 'monospace' ? monospaceKeywords : fontKeywords)[keyword];
    // What an inherited or relative size starts from: the parent's size, or its keyword's for this element's family.
    function baseFontSize(element, state) {
        const parent = element.parentElement;
        const keyword = parent ? fontKeywordOf(parent, stateOf(parent)) : 'medium';
        return keyword !== null ? keywordFontSize(element, state, keyword) : parentFontSize(element);
    }
    function inheritedFontSize(element, state) {
        const size = baseFontSize(element, state);
        state.exactFontSize = size;
        return element.parentElement && size === parentFontSize(element) ? parentValue(state, 'font-size', element) : px(size);
    }
    function computeValue(element, state, name) {
        let specified = state.cascaded.get(name);
        if (specified !== undefined) {
            const lower = specified.toLowerCase();
            if (lower === 'inherit' || ((lower === 'unset' || lower === 'revert' || lower === 'revert-layer') && inherited.has(name))) {
                if (name === 'font-size') return inheritedFontSize(element, state);
                return parentValue(state, name, element);
            }
            if (lower === 'initial' || lower === 'unset' || lower === 'revert' || lower === 'revert-layer') specified = undefined;
            else if (/var\(/i.test(specified)) specified = substituteVariables(element, state, specified);
        }
        if (specified === undefined) {
            if (name === 'display') {
                if (element.pseudoOf) return blockified(element, state, 'inline');
                return element.parentElement === null && element === ownerDocumentOf(element).documentElement ? 'block' : blockified(element, state, dom.defaultDisplay(element));
            }
            if (inherited.has(name)) {
                if (name === 'font-size') return inheritedFontSize(element, state);
                return parentValue(state, name, element);
            }
            if (sideWidth.test(name)) specified = 'medium';
            else if (colorValued.test(name) && initialValues.get(name) === 'rgb(0, 0, 0)') return state.color();
            else return initialOf(name, element);
        }
        return computeSpecified(element, state, name, specified);
    }

    // Blockification: the root, floats, absolutely positioned boxes and flex or grid items
    // are blocks (an inline display becomes its block form).
    function blockified(element, state, display) {
        if (display === 'none' || display === 'contents') return display;
        const root = element === ownerDocumentOf(element).documentElement;
        let item = false;
        if (!root && element.parentElement) {
            const parentDisplay = value(element.parentElement, stateOf(element.parentElement), 'display');
            item = /^(inline-)?(flex|grid)$/.test(parentDisplay);
        }
        if (!root && !item && value(element, state, 'float') === 'none') {
            const position = value(element, state, 'position');
            if (position !== 'absolute' && position !== 'fixed') return display;
        }
        if (display === 'inline-block' || display === 'inline' || display.startsWith('table-') || display === 'run-in') return 'block';
        if (display === 'inline-table') return 'table';
        if (display === 'inline-flex') return 'flex';
        if (display === 'inline-grid') return 'grid';
        return display;
    }

    function substituteVariables(element, state, text) {
        let guard = 0;
        while (/var\(/i.test(text) && guard++ < 32) {
            text = text.replace(/var\(\s*(--[^,)\s]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/i, (match, name, fallback) => {
                const custom = value(element, state, name);
                return custom !== '' ? custom : fallback ?? '';
            });
        }
        return text.trim();
    }

    function computeSpecified(element, state, name, specified) {
        if (name.startsWith('--')) return specified;
        const rootFontSize = () => { const root = ownerDocumentOf(element).documentElement; return root && root !== element ? stateOf(root).fontSize() : 16; };
        if (name === 'font-size') {
            const lower = specified.toLowerCase();
            const parentSize = () => baseFontSize(element, state);
            const size = (number) => { state.exactFontSize = number; return px(number); };
            if (lower in fontKeywords) return size(keywordFontSize(element, state, lower));
            if (lower === 'larger') return size(parentSize() * 1.2);
            if (lower === 'smaller') return size(parentSize() / 1.2);
            if (lower.endsWith('%')) return size(parseFloat(lower) * parentSize() / 100);
            const resolved = resolveLength(lower, parentSize(), element === ownerDocumentOf(element).documentElement ? 16 : rootFontSize());
            return resolved === null ? specified : size(resolved);
        }
        if (name === 'font-weight') {
            const lower = specified.toLowerCase();
            if (lower === 'normal') return '400';
            if (lower === 'bold') return '700';
            if (lower === 'bolder' || lower === 'lighter') {
                const parent = Number(parentValue(state, 'font-weight', element));
                if (lower === 'bolder') return String(parent < 350 ? 400 : parent < 550 ? 700 : 900);
                return String(parent < 550 ? 100 : parent < 750 ? 400 : 700);
            }
            return specified;
        }
        if (name === 'line-height') {
            const lower = specified.toLowerCase();
            if (lower === 'normal') return 'normal';
            if (lower.endsWith('%')) return px(parseFloat(lower) * state.fontSize() / 100);
            // A number is inherited as a number (each element's line height scales its font).
            if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(lower)) return syntax.formatNumber(lower);
            const resolved = resolveLength(lower, state.fontSize(), rootFontSize());
            return resolved === null ? specified : px(resolved);
        }
        if (name === 'text-align') {
            const lower = specified.toLowerCase();
            // (th's user agent centring reads as `center`, as in WebKit.)
            if (lower === '-internal-center') return 'center';
            // An <li>'s match-parent: its parent's alignment, start and end made sides by the
            // parent's direction.
            if (lower === 'match-parent') {
                const parent = element.parentElement;
                if (!parent) return 'start';
                const parentState = stateOf(parent);
                const aligned = value(parent, parentState, 'text-align');
                if (aligned !== 'start' && aligned !== 'end') return aligned;
                const rtl = value(parent, parentState, 'direction') === 'rtl';
                return (aligned === 'start') !== rtl ? 'left' : 'right';
            }
            return lower;
        }
        if (colorValued.test(name)) return computeColor(specified, state);
        if (sideWidth.test(name)) {
            const style = value(element, state, name.replace('width', 'style'));
            if (style === 'none' || style === 'hidden') return '0px';
            const keywords = { thin: 1, medium: 3, thick: 5 };
            const lower = specified.toLowerCase();
            if (lower in keywords) return px(keywords[lower]);
            const resolved = resolveLength(lower, state.fontSize(), rootFontSize());
            return resolved === null ? specified : px(resolved >= 1 ? Math.floor(resolved) : resolved);
        }
        if (name === 'display') return blockified(element, state, specified.toLowerCase());
        if (name === 'transform') return computedTransform(element, state, specified, rootFontSize);
        if (name === 'float' && (value(element, state, 'position') === 'absolute' || value(element, state, 'position') === 'fixed')) return 'none';
        if (lengthValued.test(name)) {
            if (!/[a-z]/i.test(specified.replace(/\b(auto|none|normal)\b/gi, '')) && !/\d/.test(specified)) return specified.toLowerCase();
            const fontSize = state.fontSize();
            return specified.replace(lengthPattern, (match) => { const resolved = resolveLength(match, fontSize, rootFontSize()); return resolved === null ? match : px(resolved); });
        }
        return specified;
    }

    // A transform list as WebKit resolves it: one matrix() (matrix3d() when 3D), lengths in
    // pixels, percentages of the box's size; `none` stays. A list it cannot resolve stays as given.
    function computedTransform(element, state, specified, rootFontSize) {
        const lower = specified.trim().toLowerCase();
        if (lower === 'none' || lower === '') return 'none';
        let text = specified.replace(lengthPattern, (match) => { const resolved = resolveLength(match, state.fontSize(), rootFontSize()); return resolved === null ? match : `${resolved}px`; });
        if (text.includes('%')) {
            const box = (axis) => (axis === 0 ? element.offsetWidth : element.offsetHeight) ?? 0;
            text = text.replace(/([a-z0-9]+)\(([^)]*)\)/gi, (call, fn, args) => `${fn}(${args.split(',').map((arg, i) => {
                const percent = /^\s*([+-]?(?:\d+\.?\d*|\.\d+))%\s*$/.exec(arg);
                const axis = /^translatey$/i.test(fn) ? 1 : /^translatex$/i.test(fn) ? 0 : i;
                return percent ? `${(Number(percent[1]) * box(axis)) / 100}px` : arg;
            }).join(',')})`);
        }
        if (dom.parseTransformList === undefined) internals.installNow('dom/geometry-interfaces.js');
        let matrix, is2D;
        try { [matrix, is2D] = dom.parseTransformList(text); } catch { return specified; }
        const number = (value) => { const rounded = Math.round(value * 1e6) / 1e6; return String(rounded === 0 ? 0 : rounded); };
        if (is2D) return `matrix(${[matrix[0], matrix[1], matrix[4], matrix[5], matrix[12], matrix[13]].map(number).join(', ')})`;
        return `matrix3d(${Array.from(matrix, number).join(', ')})`;
    }

    Object.assign(dom.cssom, { stateOf, value, px, cascaded, computedOf, animationClock });
})
