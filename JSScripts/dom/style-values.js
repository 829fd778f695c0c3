// Inline style values as WebKit keeps them: the four-sided shorthands (margin, padding,
// border-width/style/color, inset), `border` and its sides, `overflow`, `outline` and
// `list-style` stored as their longhands and written back as the shorthand when all are there;
// legacy prefixed aliases (`-webkit-transform`) stored under their standard name; numbers set
// from script to six significant digits (`114%`, not `113.99999999999999%`); a value a
// property cannot take refused. Which property takes what is data (the tables below), not code
// paths. Installed on first use of an inline style or a style rule's declarations.
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
    // Shorthands of different longhands, stored as their longhands as WebKit stores them:
    // each says how a value splits (null: not a value it takes) and how the longhands join back
    // (by default WebKit's rule: values at their initial value left out, in its order, and the
    // first longhand's value when all are initial: `outline: none` is `outline: currentcolor`).
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
        // `flex: 1` is `flex: 1 1 0%`, `none` `0 0 auto`: all three written (WebKit's
        // serializeLonghands), grow and shrink adjacent, a basis of unitless zero `0px`.
        flex: {
            longhands: ['flex-grow', 'flex-shrink', 'flex-basis'],
            split(parts) {
                if (parts.length === 1 && /^(none|auto)$/i.test(parts[0])) return parts[0].toLowerCase() === 'none' ? ['0', '0', 'auto'] : ['1', '1', 'auto'];
                let grow, shrink, basis;
                for (let index = 0; index < parts.length; index++) {
                    const part = parts[index];
                    if (grow === undefined && flexFactor.test(part)) {
                        grow = part;
                        if (flexFactor.test(parts[index + 1] ?? '')) shrink = parts[++index];
                    } else if (basis === undefined && (accepts('width', part) || /^content$/i.test(part)) && !cssWideKeywords.has(part.toLowerCase())) basis = part;
                    else return null;
                }
                return [grow ?? '1', shrink ?? '1', basis === undefined ? '0%' : basis.replace(/^[+-]?0*\.?0+$/, '0px').toLowerCase()];
            },
            join(values) { return values.join(' '); },
        },
        'flex-flow': {
            longhands: ['flex-direction', 'flex-wrap'],
            initial: ['row', 'nowrap'],
            split(parts) {
                let direction, wrap;
                for (const part of parts) {
                    const lower = part.toLowerCase();
                    if (direction === undefined && /^(row|row-reverse|column|column-reverse)$/.test(lower)) direction = lower;
                    else if (wrap === undefined && /^(nowrap|wrap|wrap-reverse)$/.test(lower)) wrap = lower;
                    else return null;
                }
                return [direction, wrap];
            },
        },
        // `border-spacing: 0` is `0px` (one value when both are the same); its longhands are the
        // -webkit- horizontal and vertical ones, as in WebKit.
        'border-spacing': {
            longhands: ['-webkit-border-horizontal-spacing', '-webkit-border-vertical-spacing'],
            split(parts) {
                if (parts.length > 2 || !parts.every((part) => functional.test(part) || (length.test(part) && nonNegative(part) && !part.endsWith('%')))) return null;
                return [parts[0], parts[1] ?? parts[0]];
            },
            join([horizontal, vertical]) { return horizontal === vertical ? horizontal : `${horizontal} ${vertical}`; },
        },
        // WebKit (2.50) writes `columns` as its two longhands in `cssText`; getPropertyValue
        // joins them.
        columns: {
            longhands: ['column-width', 'column-count'],
            initial: ['auto', 'auto'],
            notInCssText: true,
            split(parts) {
                if (parts.length > 2) return null;
                let width, count;
                for (const part of parts) {
                    if (/^auto$/i.test(part)) continue; // whichever of the two is not given
                    if (count === undefined && /^\d+$/.test(part) && Number(part) > 0) count = part;
                    else if (width === undefined && length.test(part) && nonNegative(part) && !part.endsWith('%')) width = /^[+-]?0*\.?0+$/.test(part) ? '0px' : part;
                    else return null;
                }
                return [width ?? 'auto', count ?? 'auto'];
            },
        },
    };
    const flexFactor = /^(\d+(\.\d+)?|\.\d+)(e[+-]?\d+)?$/i;
    // WebKit's ShorthandSerializer::serializeLonghandsOmittingInitialValues: a value equal to
    // the longhand's initial one is left out, given or not.
    function joinOmittingInitial(values, initial) {
        const kept = values.filter((value, index) => value.toLowerCase() !== initial[index]);
        return kept.length ? kept.join(' ') : values[0];
    }

    // `border` and `border-top` ... as WebKit keeps them: widths, styles and colours of the
    // four sides (its longhands' order), and `border` also resets the border image's five
    // longhands (a `border-image` other than `none` is kept whole). `border` is written back
    // only while that image is at its initial values and each part is the same on all sides,
    // leaving out the parts at their initial value, and `medium` when all are: WebKit writes
    // `border: none` back as `border: medium` (ShorthandSerializer::serializeBorder).
    const borderParts = ['width', 'style', 'color'];
    const borderInitial = ['medium', 'none', 'currentcolor'];
    const borderSides = {};
    for (const side of sides) borderSides[`border-${side}`] = borderParts.map((part) => `border-${side}-${part}`);
    const borderLonghands = borderParts.flatMap((part) => sides.map((side) => `border-${side}-${part}`));
    const borderImageLonghands = ['border-image-source', 'border-image-slice', 'border-image-width', 'border-image-outset', 'border-image-repeat'];
    const borderImageInitial = ['none', '100%', '1', '0', 'stretch'];
    const borderAll = [...borderLonghands, ...borderImageLonghands];
    const borderFamily = new Set([...borderAll, 'border-image']);
    function splitBorder(parts) {
        if (parts.length < 1 || parts.length > 3) return null;
        let width, style, color;
        for (const part of parts) {
            if (cssWideKeywords.has(part.toLowerCase())) return null;
            if (style === undefined && accepts('border-top-style', part)) style = part.toLowerCase();
            else if (width === undefined && accepts('border-top-width', part)) width = part;
            else if (color === undefined && isColor(part.toLowerCase())) color = part;
            else return null;
        }
        return [width ?? 'medium', style ?? 'none', color ?? 'currentcolor'];
    }
    function expandBorder(name, value, priority) {
        const keyword = cssWideKeywords.has(value.toLowerCase()) ? value.toLowerCase() : null;
        const values = keyword ? [keyword, keyword, keyword] : splitBorder(components(value));
        if (!values) return null;
        if (name !== 'border') return borderSides[name].map((longhand, index) => ({ name: longhand, value: values[index], priority }));
        return [...borderLonghands.map((longhand) => ({ name: longhand, value: values[borderParts.indexOf(longhand.split('-')[2])], priority })),
            ...borderImageLonghands.map((longhand, index) => ({ name: longhand, value: keyword ?? borderImageInitial[index], priority }))];
    }
    // `border-image: none` (or a CSS-wide keyword) as the five longhands; other values whole.
    function expandBorderImage(value, priority) {
        const lower = value.toLowerCase();
        if (lower !== 'none' && !cssWideKeywords.has(lower)) return [{ name: 'border-image', value, priority }];
        return borderImageLonghands.map((longhand, index) => ({ name: longhand, value: lower === 'none' ? borderImageInitial[index] : lower, priority }));
    }
    const isBorderImageInitial = (values) => values.every((value, index) => value.toLowerCase() === borderImageInitial[index]);
    // The five longhands as one `border-image` (ShorthandSerializer::serializeBorderImage):
    // initial values left out, ` / ` before the width and the outset, '' when a width or an
    // outset would follow a left-out slice.
    function borderImageText(values) {
        let text = '', omitted = 0;
        for (let index = 0; index < 5; index++) {
            if (values[index].toLowerCase() === borderImageInitial[index]) { omitted |= 1 << index; continue; }
            if ((omitted & 2) && (index === 2 || index === 3)) return '';
            const separator = index === 2 ? ' / ' : index === 3 ? (omitted & 4 ? ' / / ' : ' / ') : ' ';
            text += (text ? separator : '') + values[index];
        }
        return text || 'none';
    }
    // The value of `border` or of one side, or '' when the longhands cannot be written as it.
    function borderValue(declarations, name) {
        const names = name === 'border' ? borderAll : name === 'border-image' ? borderImageLonghands : borderSides[name];
        const whole = declarations.find((d) => d.name === name); // with var(), or a border image
        if (whole) return declarations.some((d) => names.includes(d.name)) ? '' : whole.value;
        const found = names.map((longhand) => declarations.find((d) => d.name === longhand));
        if (found.some((d) => !d) || found.some((d) => d.priority !== found[0].priority)) return '';
        const values = found.map((d) => d.value);
        if (values.every((value) => value === values[0]) && cssWideKeywords.has(values[0])) return values[0];
        if (values.some((value) => cssWideKeywords.has(value))) return '';
        if (name === 'border-image') return borderImageText(values);
        if (name !== 'border') return joinOmittingInitial(values, borderInitial);
        if (!isBorderImageInitial(values.slice(12))) return '';
        const common = [0, 1, 2].map((part) => {
            const four = values.slice(part * 4, part * 4 + 4);
            return four.every((value) => value === four[0]) ? four[0] : null;
        });
        if (common.includes(null)) return '';
        return common.filter((value, part) => value.toLowerCase() !== borderInitial[part]).join(' ') || 'medium';
    }

    // Legacy names WebKit parses as another property's (CSSProperties.json's `aliases`): set,
    // read and written back under the standard name (`-webkit-transform: none` is
    // `transform: none`). As WebKitGTK 2.50 answers for each name it parses (`-webkit-box-shadow`,
    // `-webkit-user-select` and the other real -webkit- properties are not aliases); the ones whose
    // values WebKit maps (`-webkit-column-break-after: always`) are left out.
    const sameNameAliases = ('align-content align-items align-self animation animation-delay animation-direction animation-duration '
        + 'animation-fill-mode animation-iteration-count animation-name animation-play-state animation-timing-function '
        + 'appearance backface-visibility background-size border-bottom-left-radius border-bottom-right-radius '
        + 'border-image border-radius border-top-left-radius border-top-right-radius box-sizing clip-path column-count '
        + 'column-gap column-rule column-rule-color column-rule-style column-rule-width column-span column-width columns '
        + 'filter flex flex-basis flex-direction flex-flow flex-grow flex-shrink flex-wrap font-kerning '
        + 'hyphenate-character hyphens justify-content line-break mask-image mask-origin mask-repeat mask-size opacity '
        + 'order perspective perspective-origin print-color-adjust shape-image-threshold shape-margin shape-outside '
        + 'text-decoration-color text-decoration-style text-emphasis text-emphasis-color text-emphasis-position '
        + 'text-emphasis-style text-orientation transform transform-origin transform-style transition transition-delay '
        + 'transition-duration transition-property transition-timing-function writing-mode').split(' ');
    const otherAliases = ('-epub-caption-side caption-side -epub-hyphens hyphens -epub-text-combine -webkit-text-combine '
        + '-epub-text-emphasis text-emphasis -epub-text-orientation text-orientation -epub-text-transform text-transform '
        + '-epub-word-break word-break -epub-writing-mode writing-mode -webkit-logical-height block-size '
        + '-webkit-logical-width inline-size -webkit-max-logical-height max-block-size -webkit-max-logical-width max-inline-size '
        + '-webkit-min-logical-height min-block-size -webkit-min-logical-width min-inline-size '
        + 'grid-column-gap column-gap grid-gap gap grid-row-gap row-gap word-wrap overflow-wrap').split(' ');
    const aliases = new Map(sameNameAliases.map((name) => [`-webkit-${name}`, name]));
    for (let index = 0; index < otherAliases.length; index += 2) aliases.set(otherAliases[index], otherAliases[index + 1]);
    // The logical -webkit- names: after/before are block-end/start, end/start inline-end/start.
    for (const [legacy, logical] of [['after', 'block-end'], ['before', 'block-start'], ['end', 'inline-end'], ['start', 'inline-start']]) {
        for (const part of ['', '-color', '-style', '-width']) aliases.set(`-webkit-border-${legacy}${part}`, `border-${logical}${part}`);
        aliases.set(`-webkit-margin-${legacy}`, `margin-${logical}`);
        aliases.set(`-webkit-padding-${legacy}`, `padding-${logical}`);
    }
    const standardName = (name) => aliases.get(name) ?? name;
    // Properties Chromium parses and WebKit does not, refused as WebKit refuses them. WebKit on
    // iOS has only the prefixed `-webkit-text-size-adjust` (kept as its own property), no
    // unprefixed `text-size-adjust`.
    const notInWebKit = new Set(['text-size-adjust']);

    const shorthandOf = new Map();
    for (const [shorthand, longhands] of Object.entries(shorthands)) for (const longhand of longhands) shorthandOf.set(longhand, shorthand);
    for (const [shorthand, group] of Object.entries(grouped)) for (const longhand of group.longhands) shorthandOf.set(longhand, shorthand);
    for (const longhand of borderImageLonghands) shorthandOf.set(longhand, 'border-image');

    // Each shorthand's longhands, and for each name the declarations a new one of that name
    // replaces besides its own: a shorthand kept whole (with var(), a border image) and its
    // longhands replace each other.
    const longhandsByShorthand = new Map([
        ...Object.entries(shorthands), ...Object.entries(grouped).map(([name, group]) => [name, group.longhands]),
        ...Object.entries(borderSides), ['border', borderAll], ['border-image', borderImageLonghands],
    ]);
    const overlaps = new Map();
    for (const [shorthand, longhands] of longhandsByShorthand) {
        overlaps.set(shorthand, [...(overlaps.get(shorthand) ?? []), ...longhands]);
        for (const longhand of longhands) overlaps.set(longhand, [...(overlaps.get(longhand) ?? []), shorthand]);
    }
    const noOverlap = [];
    const overlapping = (name) => overlaps.get(name) ?? noOverlap;
    // Removes from `declarations` (in place) the ones the new `entries` replace besides their
    // own names: a whole shorthand's longhands, and a shorthand kept whole once the entries set
    // all its longhands (one longhand after `margin: var(--x)` leaves it for the other sides);
    // parsing a block (`keepImportant`) keeps an !important one a normal one follows.
    function dropOverlapping(declarations, entries, keepImportant) {
        if (declarations.length === 0) return;
        let entryNames = null;
        // (Indexed loops: the rare inner path then runs in optimized code without leaving it.)
        for (let e = 0; e < entries.length; e++) {
            const entry = entries[e];
            const overlapped = overlapping(entry.name);
            if (overlapped.length === 0) continue;
            entryNames ??= new Set(entries.map((e) => e.name));
            for (let o = 0; o < overlapped.length; o++) {
                const name = overlapped[o];
                if (entryNames.has(name)) continue;
                const index = declarations.findIndex((d) => d.name === name);
                if (index < 0 || (keepImportant && declarations[index].priority && !entry.priority)) continue;
                const longhands = longhandsByShorthand.get(name);
                if (longhands && !longhands.every((longhand) => entryNames.has(longhand))) continue;
                declarations.splice(index, 1);
            }
        }
    }

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
        if (property === 'font-family') return cssWideKeywords.has(value.toLowerCase()) || fontFamilyText(value) !== null;
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

    // A value's comma-separated layers (commas in functions are not theirs).
    function layersOf(value) {
        const layers = [];
        let depth = 0, start = 0;
        for (let index = 0; index < value.length; index++) {
            const char = value[index];
            if (char === '(') depth++;
            else if (char === ')') depth--;
            else if (char === ',' && depth === 0) { layers.push(value.slice(start, index)); start = index + 1; }
        }
        layers.push(value.slice(start));
        return layers;
    }

    // A transition's layers in WebKit's order (property, duration, timing function, delay,
    // behavior), each part at its initial value left out and `all` when all are: WebKit's
    // serializeLayered (`1s opacity ease-in` is `opacity 1s ease-in`). Kept as one declaration
    // (the cascade splits it), so a delay keeps its duration: WebKit writes `opacity 0s 1s` as
    // `opacity 1s`, which would read back as a duration.
    const transitionInitial = ['all', '0s', 'ease', '0s', 'normal'];
    const isTime = (part) => /^[+-]?(\d+(\.\d+)?|\.\d+)(e[+-]?\d+)?m?s$/i.test(part);
    const isEasing = (part) => /^(linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end)$/i.test(part) || /^(cubic-bezier|steps|linear)\(/i.test(part);
    function transitionOrder(value) {
        if (/var\(/i.test(value) || cssWideKeywords.has(value.toLowerCase())) return value;
        return layersOf(value).map((layer) => {
            const parts = components(layer), found = [];
            for (const part of parts) {
                const slot = isTime(part) ? (found[1] === undefined ? 1 : 3) : isEasing(part) ? 2 : /^(normal|allow-discrete)$/i.test(part) ? 4 : 0;
                if (found[slot] !== undefined) return layer.trim(); // not a transition: left as written
                found[slot] = part;
            }
            const initial = (part, slot) => part === undefined || (slot === 1 || slot === 3 ? Number.parseFloat(part) === 0 : part.toLowerCase() === transitionInitial[slot]);
            const kept = [0, 1, 2, 3, 4].filter((slot) => !initial(found[slot], slot) || (slot === 1 && !initial(found[3], 3))).map((slot) => found[slot]);
            return kept.length ? kept.join(' ') : 'all';
        }).join(', ');
    }

    // A shadow's parts in WebKit's (and Chromium's) order, layer by layer: the colour, the
    // lengths, then `inset` (`0 0 5px red inset` is `red 0px 0px 5px inset`).
    function shadowOrder(value) {
        if (/var\(/i.test(value)) return value;
        return layersOf(value).map((layer) => {
            const parts = components(layer);
            const kind = (part) => (part.toLowerCase() === 'inset' ? 2 : isColor(part.toLowerCase()) ? 0 : 1);
            return [0, 1, 2].flatMap((wanted) => parts.filter((part) => kind(part) === wanted)).join(' ');
        }).join(', ');
    }

    // A number as WebKit writes it (WTF's numberToCSSString): fixed-point with at most six
    // decimals, trailing zeros and point dropped, never an exponent, and -0 as 0 (`33.333333%`,
    // `1.234568px`; Chromium keeps six significant digits: `33.3333%`).
    function numberText(number) {
        if (!Number.isFinite(number)) return String(number);
        if (Math.abs(number) >= 1e21) return BigInt(Math.round(number)).toString();
        const text = number.toFixed(6).replace(/\.?0+$/, '');
        return text === '-0' ? '0' : text;
    }
    // The decimal numbers of a specified value as WebKit writes them (`.5` is `0.5`; `1.`, not a
    // number, is left for the property's check to refuse).
    const decimalNumber = /(^|[\s(,/])([+-]?(?:\d+\.\d+|\.\d+)(?:e[+-]?\d+)?)(?=[a-z%]*(?:$|[\s),/]))/gi;
    function roundNumbers(value) {
        if (value.indexOf('.') < 0 || /url\(|["']/i.test(value)) return value;
        return value.replace(decimalNumber, (match, before, number) => before + numberText(Number(number)));
    }

    // A font-family list as WebKit writes it (CSSMarkup's serializeFontFamily): a generic
    // family as its keyword, a name that is one identifier as it is, any other name (several
    // words, `"1Bad"`) as a string, so `Helvetica Neue` reads `"Helvetica Neue"` and `"Arial"`
    // reads `Arial`; null when the text is not such a list (an empty entry, a CSS-wide keyword
    // among the names). The text is CSS Syntax's serialization (dom/css-syntax.js).
    const genericFamilies = new Set(['serif', 'sans-serif', 'cursive', 'fantasy', 'monospace', 'system-ui', '-apple-system', 'math',
        'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded', '-webkit-body', '-webkit-standard', '-webkit-pictograph']);
    const identifier = /^(?:-?[A-Za-z_\u0080-\uffff]|--)[-\w\u0080-\uffff]*$/;
    function fontFamilyText(value) {
        if (/var\(/i.test(value)) return value;
        const families = [];
        let words = [], name = null;
        const finish = () => {
            if (name === null) {
                const lower = words.map((word) => word.toLowerCase());
                if (words.length === 0 || lower.some((word) => cssWideKeywords.has(word) || word === 'default')) return false;
                if (words.length === 1 && genericFamilies.has(lower[0])) families.push(lower[0]);
                else name = words.join(' ');
            }
            if (name !== null) families.push(identifier.test(name) ? name : dom.cssSyntax.escapeString(name));
            words = [];
            name = null;
            return true;
        };
        for (const token of dom.cssSyntax.tokenize(value)) {
            if (token.type === 'space') continue;
            if (token.type === ',') { if (!finish()) return null; continue; }
            if (token.type === 'ident' && name === null) words.push(token.value);
            else if (token.type === 'string' && name === null && words.length === 0) name = token.value;
            else return null;
        }
        return finish() ? families.join(', ') : null;
    }

    // The declarations `name: value` stands for: the longhands of a four-sided shorthand,
    // else itself; null when the value is not one the property takes.
    function expand(name, value, priority) {
        name = standardName(name);
        if (notInWebKit.has(name)) return null;
        if (name === 'border' || borderSides[name]) return /var\(/i.test(value) ? [{ name, value, priority }] : expandBorder(name, value, priority);
        if (name === 'border-image') return expandBorderImage(value, priority);
        const group = grouped[name];
        if (group) {
            if (/var\(/i.test(value)) return [{ name, value, priority }];
            if (cssWideKeywords.has(value.toLowerCase())) return group.longhands.map((longhand) => ({ name: longhand, value: value.toLowerCase(), priority }));
            const values = group.split(components(value));
            if (!values) return null;
            return group.longhands.map((longhand, index) => (values[index] === undefined
                ? { name: longhand, value: group.initial[index], priority }
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
        if (name === 'border' || name === 'border-image' || borderSides[name]) return borderValue(declarations, name);
        const group = grouped[name];
        const longhands = group ? group.longhands : shorthands[name];
        if (!longhands) return null;
        // Kept whole (with var()): its value, unless a longhand set after it stands beside it.
        const whole = declarations.find((d) => d.name === name);
        if (whole) return declarations.some((d) => longhands.includes(d.name)) ? '' : whole.value;
        const found = longhands.map((longhand) => declarations.find((d) => d.name === longhand));
        if (found.some((d) => !d) || found.some((d) => d.priority !== found[0].priority)) return '';
        const values = found.map((d) => d.value);
        if (values.every((value) => value === values[0]) && cssWideKeywords.has(values[0])) return values[0];
        if (group) {
            if (values.some((value) => cssWideKeywords.has(value))) return '';
            return group.join ? group.join(values) : joinOmittingInitial(values, group.initial);
        }
        if (values.some((value) => cssWideKeywords.has(value))) return '';
        return fourSides(values);
    }

    // `name: value;` pairs in order, a complete group written once as its shorthand where its
    // first longhand stands: `border` when it can be written, else its four-sided parts (as
    // WebKit's StyleProperties writes them; it writes no `border-top` in a declaration block).
    function serialize(declarations) {
        let text = '';
        const written = new Set();
        for (const d of declarations) {
            if (written.has('border') && borderFamily.has(d.name)) continue;
            const shorthand = shorthandOf.get(d.name);
            let name = d.name, value = d.value;
            if (borderFamily.has(d.name) && !written.has('border-tried')) {
                written.add('border-tried');
                const border = borderValue(declarations, 'border');
                if (border) {
                    written.add('border');
                    text += (text ? ' ' : '') + 'border: ' + border + (d.priority ? ' !important;' : ';');
                    continue;
                }
            }
            if (shorthand && !grouped[shorthand]?.notInCssText) {
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
        value: {
            expand, serialize, shorthandValue, roundNumbers, numberText, fontFamilyText, standardName, shadowOrder, fourSides, transitionOrder, dropOverlapping,
            longhandsOf: (name) => longhandsByShorthand.get(name) ?? null,
        },
        writable: true, configurable: true, enumerable: true,
    });
})
