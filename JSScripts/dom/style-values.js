// Inline style values as Chromium keeps them: the four-sided shorthands (margin, padding,
// border-width/style/color, inset), `overflow`, `outline` and `list-style` stored as their
// longhands and written back as the shortest shorthand when all are there; numbers set from script to six significant digits
// (`114%`, not `113.99999999999999%`); a value a property cannot take refused. Which property
// takes what is data (the tables below), not code paths. Installed on first use of an inline
// style or a style rule's declarations.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    const sides = ['top', 'right', 'bottom', 'left'];
    const shorthands = {
        margin: sides.map((side) => `margin-${side}`),
        padding: sides.map((side) => `padding-${side}`),
        'border-width': sides.map((side) => `border-${side}-width`),
        'border-style': sides.map((side) => `border-${side}-style`),
        'border-color': sides.map((side) => `border-${side}-color`),
        inset: sides.slice(),
    };
    // Shorthands of different longhands, stored as their longhands as Chromium stores them:
    // each says how a value splits (null: not a value it takes) and how the longhands join back
    // (values at their initial value left out, in Chromium's order).
    const outlineStyles = /^(none|auto|dotted|dashed|solid|double|groove|ridge|inset|outset)$/i;
    const overflowValues = /^(visible|hidden|clip|scroll|auto|overlay)$/i;
    const grouped = {
        overflow: {
            longhands: ['overflow-x', 'overflow-y'],
            split(parts) {
                if (parts.length > 2 || !parts.every((part) => overflowValues.test(part))) return null;
                return [parts[0].toLowerCase(), (parts[1] ?? parts[0]).toLowerCase()];
            },
            join([x, y]) { return x === y ? x : `${x} ${y}`; },
        },
        outline: {
            longhands: ['outline-color', 'outline-style', 'outline-width'],
            initial: ['currentcolor', 'none', 'medium'],
            whenInitial: 1, // `outline: none`
            split(parts) {
                let color, style, width;
                for (const part of parts) {
                    if (style === undefined && outlineStyles.test(part)) style = part.toLowerCase();
                    else if (width === undefined && accepts('border-top-width', part) && !cssWideKeywords.has(part.toLowerCase())) width = part;
                    else if (color === undefined && isColor(part.toLowerCase())) color = part;
                    else return null;
                }
                return [color, style, width];
            },
        },
        'list-style': {
            longhands: ['list-style-position', 'list-style-image', 'list-style-type'],
            initial: ['outside', 'none', 'disc'],
            whenInitial: 2,
            split(parts) {
                let position, image, type, nones = 0;
                for (const part of parts) {
                    const lower = part.toLowerCase();
                    if (lower === 'none') nones++;
                    else if (position === undefined && /^(inside|outside)$/.test(lower)) position = lower;
                    else if (image === undefined && /^(url|image|image-set|(repeating-)?(linear|radial|conic)-gradient)\(/.test(lower)) image = part;
                    else if (type === undefined) type = part;
                    else return null;
                }
                // `none` is the image's and the type's, whichever are not given otherwise (one
                // `none` for both: the type's, the image's left at its initial none).
                if (nones > (image === undefined) + (type === undefined)) return null;
                if (nones === 2 || (nones === 1 && type !== undefined)) image ??= 'none';
                if (nones > 0) type ??= 'none';
                return [position, image, type];
            },
        },
    };
    // Longhands the shorthand set implicitly (to their initial value) and ones set to `initial`
    // are left out, as Chromium writes them; a value given is kept even when it is the initial one.
    function joinOmittingImplicit(found, group) {
        const kept = found.filter((d) => !d.implicit && d.value !== 'initial').map((d) => d.value);
        return kept.length ? kept.join(' ') : group.initial[group.whenInitial];
    }

    const shorthandOf = new Map();
    for (const [shorthand, longhands] of Object.entries(shorthands)) for (const longhand of longhands) shorthandOf.set(longhand, shorthand);
    for (const [shorthand, group] of Object.entries(grouped)) for (const longhand of group.longhands) shorthandOf.set(longhand, shorthand);

    // What each checked property takes, besides the CSS-wide keywords and var()/calc()-like
    // functions. A property not listed takes anything (no grammar is checked for it).
    const lengthUnits = 'px|em|rem|ex|ch|vw|vh|vmin|vmax|vi|vb|svh|lvh|dvh|svw|lvw|dvw|cm|mm|q|in|pt|pc|lh|rlh|cqw|cqh|cqi|cqb|cqmin|cqmax';
    // A number as CSS Syntax reads one: digits after a decimal point are required (`1.em` is
    // not a length, as in Chromium and WebKit).
    const length = new RegExp(`^[+-]?(\\d+(\\.\\d+)?|\\.\\d+)(e[+-]?\\d+)?(${lengthUnits}|%)$|^[+-]?0*\\.?0+$`, 'i');
    const nonNegative = (text) => !text.startsWith('-');
    const grammar = {
        size: { keywords: ['auto', 'min-content', 'max-content', 'fit-content'], length: true, negative: false },
        maxSize: { keywords: ['none', 'min-content', 'max-content', 'fit-content'], length: true, negative: false },
        margin: { keywords: ['auto'], length: true, negative: true },
        padding: { keywords: [], length: true, negative: false },
        offset: { keywords: ['auto'], length: true, negative: true },
        borderWidth: { keywords: ['thin', 'medium', 'thick'], length: true, negative: false },
        borderStyle: { keywords: ['none', 'hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'] },
        fontSize: { keywords: ['xx-small', 'x-small', 'small', 'medium', 'large', 'x-large', 'xx-large', 'xxx-large', 'smaller', 'larger', 'math'], length: true, negative: false },
        integerOrAuto: { keywords: ['auto'], integer: true },
        alpha: { keywords: [], number: true, percentage: true },
    };
    const propertyGrammar = {
        width: grammar.size, height: grammar.size, 'min-width': grammar.size, 'min-height': grammar.size,
        'max-width': grammar.maxSize, 'max-height': grammar.maxSize,
        'font-size': grammar.fontSize, 'z-index': grammar.integerOrAuto, opacity: grammar.alpha,
    };
    for (const longhand of shorthands.margin) propertyGrammar[longhand] = grammar.margin;
    for (const longhand of shorthands.padding) propertyGrammar[longhand] = grammar.padding;
    for (const longhand of shorthands.inset) propertyGrammar[longhand] = grammar.offset;
    for (const longhand of shorthands['border-width']) propertyGrammar[longhand] = grammar.borderWidth;
    for (const longhand of shorthands['border-style']) propertyGrammar[longhand] = grammar.borderStyle;

    // CSS Color 4's named colors, system colors (with the deprecated ones Chromium still takes).
    const namedColors = new Set((
        'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood '
        + 'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray '
        + 'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen '
        + 'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue '
        + 'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew '
        + 'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan '
        + 'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray '
        + 'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue '
        + 'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred '
        + 'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid '
        + 'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple '
        + 'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue '
        + 'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white '
        + 'whitesmoke yellow yellowgreen transparent currentcolor '
        + 'accentcolor accentcolortext activetext buttonborder buttonface buttontext canvas canvastext field fieldtext '
        + 'graytext highlight highlighttext linktext mark marktext selecteditem selecteditemtext visitedtext activeborder '
        + 'activecaption appworkspace background buttonhighlight buttonshadow captiontext inactiveborder inactivecaption '
        + 'inactivecaptiontext infobackground infotext menu menutext scrollbar threeddarkshadow threedface threedhighlight '
        + 'threedlightshadow threedshadow window windowframe windowtext').split(' '));
    const colorFunction = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark|contrast-color)\(.*\)$/i;
    const isColor = (text) => namedColors.has(text) || /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(text)
        || colorFunction.test(text) || text.startsWith('-webkit-');
    for (const property of [...shorthands['border-color'], 'color', 'background-color', 'outline-color', 'text-decoration-color', 'caret-color', 'column-rule-color']) {
        propertyGrammar[property] = { keywords: [], color: true };
    }
    propertyGrammar['outline-color'] = { keywords: ['invert'], color: true };

    const cssWideKeywords = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);
    const functional = /^(calc|min|max|clamp|var|env|attr|anchor|anchor-size)\(/i;

    // Whether `value` (one component) is one `property` takes.
    function accepts(property, value) {
        const rule = propertyGrammar[property];
        if (!rule) return true;
        const text = value.toLowerCase();
        if (cssWideKeywords.has(text)) return true;
        if (functional.test(text)) return true;
        if (rule.keywords.includes(text)) return true;
        if (rule.length && length.test(text)) return rule.negative || nonNegative(text);
        if (rule.integer) return /^[+-]?\d+$/.test(text);
        if (rule.color) return isColor(text);
        if (rule.number && /^[+-]?(\d+(\.\d+)?|\.\d+)(e[+-]?\d+)?%?$/i.test(text)) return rule.percentage || !text.endsWith('%');
        return false;
    }

    // The components of a value: its parts outside parentheses and quotes, split at spaces.
    function components(value) {
        const parts = [];
        let current = '', depth = 0, quote = null;
        for (const char of value) {
            if (quote) { if (char === quote) quote = null; current += char; continue; }
            if (char === '"' || char === "'") quote = char;
            else if (char === '(') depth++;
            else if (char === ')') depth = Math.max(0, depth - 1);
            else if (depth === 0 && /\s/.test(char)) { if (current) parts.push(current); current = ''; continue; }
            current += char;
        }
        if (current) parts.push(current);
        return parts;
    }

    // Six significant digits, as Chromium writes numbers it parsed (`33.3333%`, `0.123457`).
    const longNumber = /(^|[\s(,/])([+-]?(?:\d+\.\d+|\.\d+|\d+\.)(?:e[+-]?\d+)?)(?=[a-z%]*(?:$|[\s),/]))/gi;
    function roundNumbers(value) {
        if (value.indexOf('.') < 0 || /url\(|["']/i.test(value)) return value;
        return value.replace(longNumber, (match, before, number) => {
            const digits = number.replace(/^[+-]?0*\.?0*/, '').replace(/e.*$/i, '').replace('.', '');
            if (digits.length <= 6) return match;
            return before + String(Number(Number(number).toPrecision(6)));
        });
    }

    // The declarations `name: value` stands for: the longhands of a four-sided shorthand,
    // else itself; null when the value is not one the property takes.
    function expand(name, value, priority) {
        const group = grouped[name];
        if (group) {
            if (/var\(/i.test(value)) return [{ name, value, priority }];
            if (cssWideKeywords.has(value.toLowerCase())) return group.longhands.map((longhand) => ({ name: longhand, value: value.toLowerCase(), priority }));
            const values = group.split(components(value));
            if (!values) return null;
            return group.longhands.map((longhand, index) => (values[index] === undefined
                ? { name: longhand, value: group.initial[index], priority, implicit: true }
                : { name: longhand, value: values[index], priority }));
        }
        const longhands = shorthands[name];
        if (!longhands) return accepts(name, value) || /var\(/i.test(value) ? [{ name, value, priority }] : null;
        if (/var\(/i.test(value)) return [{ name, value, priority }]; // resolved only in a cascade
        if (cssWideKeywords.has(value.toLowerCase())) return longhands.map((longhand) => ({ name: longhand, value: value.toLowerCase(), priority }));
        const parts = components(value);
        if (parts.length < 1 || parts.length > 4) return null;
        const [top, right = top, bottom = top, left = right] = parts;
        const values = [top, right, bottom, left];
        if (!values.every((part, index) => accepts(longhands[index], part))) return null;
        return longhands.map((longhand, index) => ({ name: longhand, value: values[index], priority }));
    }

    // The shortest form of four sides: `1px`, `1px 2px`, `1px 2px 3px`, `1px 2px 3px 4px`.
    function fourSides([top, right, bottom, left]) {
        if (left !== right) return `${top} ${right} ${bottom} ${left}`;
        if (bottom !== top) return `${top} ${right} ${bottom}`;
        if (right !== top) return `${top} ${right}`;
        return top;
    }

    // The shorthand's value when all its longhands are set with one priority, else ''.
    function shorthandValue(declarations, name) {
        const group = grouped[name];
        const longhands = group ? group.longhands : shorthands[name];
        if (!longhands) return null;
        const whole = declarations.find((d) => d.name === name); // with var(): kept whole
        if (whole) return whole.value;
        const found = longhands.map((longhand) => declarations.find((d) => d.name === longhand));
        if (found.some((d) => !d) || found.some((d) => d.priority !== found[0].priority)) return '';
        const values = found.map((d) => d.value);
        if (values.every((value) => value === values[0]) && cssWideKeywords.has(values[0])) return values[0];
        if (group) {
            if (values.some((value) => cssWideKeywords.has(value) && value !== 'initial')) return '';
            return group.join ? group.join(values) : joinOmittingImplicit(found, group);
        }
        if (values.some((value) => cssWideKeywords.has(value))) return '';
        return fourSides(values);
    }

    // `name: value;` pairs in order, a complete four-sided group written once as its
    // shorthand where its first longhand stands.
    function serialize(declarations) {
        let text = '';
        const written = new Set();
        for (const d of declarations) {
            const shorthand = shorthandOf.get(d.name);
            let name = d.name, value = d.value;
            if (shorthand) {
                if (written.has(shorthand)) continue;
                const merged = shorthandValue(declarations, shorthand);
                if (merged) {
                    written.add(shorthand);
                    name = shorthand;
                    value = merged;
                }
            }
            text += (text ? ' ' : '') + name + ': ' + value + (d.priority ? ' !important;' : ';');
        }
        return text;
    }

    // Replaces the placeholder attributes.js defined (it installs this script on first use).
    Object.defineProperty(dom, 'styleValues', {
        value: { expand, serialize, shorthandValue, longhandsOf: (name) => shorthands[name] ?? grouped[name]?.longhands ?? null, roundNumbers },
        writable: true, configurable: true, enumerable: true,
    });
})
