// <canvas>'s 2D context (HTML's CanvasRenderingContext2D, Path2D, ImageData, CanvasGradient,
// CanvasPattern, TextMetrics) with a real bitmap: the drawing state as WebKit keeps and
// serializes it (colors as `#rrggbb` or `rgba(...)`, the font shorthand), paths flattened under
// the current transform, fills (rectangles and paths, nonzero or even-odd, clipped, solid colors
// and gradients, source-over with globalAlpha, no anti-aliasing) and clearRect, getImageData and
// putImageData, and toDataURL/toBlob as PNG. Text is measured with Arial's advance widths (what
// WebKit's default sans-serif, Liberation Sans, has); nothing draws glyphs, strokes or images,
// as there is no font rasterizer or decoder here. WebGL contexts are null, as in a web view
// without a GPU. Installed on first use (DOMEnvironment.swift's lazyDOMScripts).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _attributeChanged, _context2d, _canvasState, _path, _imageData, _gradient, _pattern, _metrics } = dom.slots; const { attributesOf } = dom.nodeSlots;
    const global = globalThis;
    const HTMLCanvasElement = global.HTMLCanvasElement;

    const illegal = () => new TypeError('Illegal constructor');
    const wrongThis = (interfaceName, member) => { throw new TypeError(`Can only call ${interfaceName}.${member} on instances of ${interfaceName}`); };
    const notEnough = (given, count) => { if (given < count) throw new TypeError('Not enough arguments'); };
    const indexSize = () => new DOMException('The index is not in the allowed range.', 'IndexSizeError');
    const finite = (...values) => values.every((value) => Number.isFinite(value));

    // ----- Colors ------------------------------------------------------------------------------

    const named = new Map(('aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4 black 000000 '
        + 'blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887 cadetblue 5f9ea0 chartreuse 7fff00 chocolate d2691e '
        + 'coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b '
        + 'darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 '
        + 'darkorchid 9932cc darkred 8b0000 darksalmon e9967a darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f '
        + 'darkturquoise 00ced1 darkviolet 9400d3 deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff '
        + 'firebrick b22222 floralwhite fffaf0 forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700 goldenrod daa520 '
        + 'gray 808080 green 008000 greenyellow adff2f grey 808080 honeydew f0fff0 hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 '
        + 'khaki f0e68c lavender e6e6fa lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080 '
        + 'lightcyan e0ffff lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1 lightsalmon ffa07a '
        + 'lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899 lightslategrey 778899 lightsteelblue b0c4de lightyellow ffffe0 '
        + 'lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff maroon 800000 mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 '
        + 'mediumpurple 9370db mediumseagreen 3cb371 mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc '
        + 'mediumvioletred c71585 midnightblue 191970 mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead navy 000080 '
        + 'oldlace fdf5e6 olive 808000 olivedrab 6b8e23 orange ffa500 orangered ff4500 orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 '
        + 'paleturquoise afeeee palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd powderblue b0e0e6 '
        + 'purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1 saddlebrown 8b4513 salmon fa8072 sandybrown f4a460 '
        + 'seagreen 2e8b57 seashell fff5ee sienna a0522d silver c0c0c0 skyblue 87ceeb slateblue 6a5acd slategray 708090 slategrey 708090 '
        + 'snow fffafa springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 tomato ff6347 turquoise 40e0d0 violet ee82ee '
        + 'wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 yellowgreen 9acd32').split(' ').reduce((map, item, index, list) => (index % 2 ? map : map.set(item, list[index + 1])), new Map()));

    const clamp = (value, low, high) => Math.min(Math.max(value, low), high);
    function channel(text, scale = 255) {
        text = text.trim();
        if (/%$/.test(text)) return clamp(Math.round(parseFloat(text) * scale / 100), 0, scale);
        const number = parseFloat(text);
        return Number.isFinite(number) ? clamp(Math.round(number), 0, 255) : NaN;
    }
    function alphaOf(text) {
        if (text === undefined) return 1;
        text = text.trim();
        const number = /%$/.test(text) ? parseFloat(text) / 100 : parseFloat(text);
        return Number.isFinite(number) ? clamp(number, 0, 1) : NaN;
    }
    function hslToRgb(h, s, l) {
        h = ((h % 360) + 360) % 360 / 360; s = clamp(s, 0, 1); l = clamp(l, 0, 1);
        const q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q;
        const hue = (t) => { t = (t + 1) % 1; return t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p; };
        return [hue(h + 1 / 3), hue(h), hue(h - 1 / 3)].map((value) => Math.round(value * 255));
    }
    // [r, g, b, a (0..1)] of a CSS color, or null.
    function parseColor(text) {
        text = String(text).trim().toLowerCase();
        if (text === 'transparent') return [0, 0, 0, 0];
        if (named.has(text)) text = '#' + named.get(text);
        let match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text);
        if (match) {
            let hex = match[1];
            if (hex.length <= 4) hex = [...hex].map((digit) => digit + digit).join('');
            const values = hex.match(/../g).map((pair) => parseInt(pair, 16));
            return [values[0], values[1], values[2], values.length > 3 ? values[3] / 255 : 1];
        }
        match = /^(rgba?|hsla?)\((.*)\)$/.exec(text);
        if (!match) return null;
        const parts = match[2].includes(',') ? match[2].split(',') : match[2].replace(/\s*\/\s*/, ' / ').split(/\s+/).filter((part) => part !== '/');
        if (parts.length < 3 || parts.length > 4) return null;
        let rgb;
        if (match[1].startsWith('rgb')) rgb = parts.slice(0, 3).map((part) => channel(part));
        else {
            const hue = parseFloat(parts[0]) * (/turn$/.test(parts[0].trim()) ? 360 : /rad$/.test(parts[0].trim()) ? 180 / Math.PI : 1);
            if (!Number.isFinite(hue) || !/%$/.test(parts[1].trim()) || !/%$/.test(parts[2].trim())) return null;
            rgb = hslToRgb(hue, parseFloat(parts[1]) / 100, parseFloat(parts[2]) / 100);
        }
        const alpha = alphaOf(parts[3]);
        return rgb.some(Number.isNaN) || Number.isNaN(alpha) ? null : [...rgb, alpha];
    }
    // As WebKit serializes a canvas color: `#rrggbb` when opaque, else `rgba(r, g, b, a)` with
    // the shortest alpha that stands for the same 8-bit value.
    function serializeColor([r, g, b, a]) {
        if (a >= 1) return '#' + [r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('');
        const byte = Math.round(a * 255);
        let alpha = byte / 255;
        for (const digits of [1, 2, 3]) { const rounded = Number(alpha.toFixed(digits)); if (Math.round(rounded * 255) === byte) { alpha = rounded; break; } }
        return `rgba(${r}, ${g}, ${b}, ${alpha === 0 ? 0 : alpha})`;
    }

    // ----- Fonts and text ----------------------------------------------------------------------

    // Arial's (and Liberation Sans's) advance widths of ASCII 32-126, in thousandths of an em.
    const widths = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
        278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611,
        722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584];
    const advance = (code) => (code >= 32 && code <= 126 ? widths[code - 32] : code === 9 ? 278 : 556);
    const styleWords = new Set(['italic', 'oblique', 'small-caps', 'bold', 'bolder', 'lighter', '100', '200', '300', '400', '500', '600', '700', '800', '900',
        'ultra-condensed', 'extra-condensed', 'condensed', 'semi-condensed', 'semi-expanded', 'expanded', 'extra-expanded', 'ultra-expanded']);
    // [serialization, size in px] of a CSS font shorthand, or null when it is not one.
    function parseFont(text) {
        const match = /^\s*((?:[a-z0-9-]+\s+)*?)(\d*\.?\d+)(px|pt|pc|in|cm|mm|em|rem|%)(?:\s*\/\s*[^\s]+)?\s+(.+?)\s*$/i.exec(String(text));
        if (!match) return null;
        const words = match[1].trim() ? match[1].trim().toLowerCase().split(/\s+/) : [];
        if (!words.every((word) => word === 'normal' || styleWords.has(word))) return null;
        const factor = { px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, em: 10, rem: 16, '%': 0.1 }[match[3].toLowerCase()];
        const size = Number(match[2]) * factor;
        const family = match[4];
        if (/^(inherit|initial|unset)$/i.test(family) || /[,;{}]\s*$/.test(family)) return null;
        const kept = words.filter((word) => word !== 'normal');
        return [[...kept, `${Number(size.toFixed(4))}px`, family].join(' '), size];
    }

    class TextMetrics {
        constructor() { throw illegal(); }
    }
    const metricNames = ['width', 'actualBoundingBoxLeft', 'actualBoundingBoxRight', 'fontBoundingBoxAscent', 'fontBoundingBoxDescent', 'actualBoundingBoxAscent',
        'actualBoundingBoxDescent', 'emHeightAscent', 'emHeightDescent', 'hangingBaseline', 'alphabeticBaseline', 'ideographicBaseline'];
    for (const name of metricNames) {
        Object.defineProperty(TextMetrics.prototype, name, {
            get: Object.getOwnPropertyDescriptor({ get [name]() { return (this != null && this[_metrics]) ? this[_metrics][name] : wrongThis('TextMetrics', name); } }, name).get,
            enumerable: true, configurable: true,
        });
    }
    function measure(state, text) {
        const size = state.fontSize;
        let width = 0;
        for (let index = 0; index < text.length; index++) width += advance(text.charCodeAt(index));
        width = width * size / 1000 + Math.max(text.length - 1, 0) * state.letterSpacingPx;
        const ascent = Math.round(size * 0.905), descent = Math.round(size * 0.212);
        const tall = /[A-Z0-9bdfhijklt!?'"()[\]{}|/\\#$%&@]/.test(text), deep = /[gjpqy,;()[\]{}|@$]/.test(text);
        const left = state.textAlign === 'center' ? width / 2 : ['right', 'end'].includes(state.textAlign) ? width : 0;
        const metrics = Object.create(TextMetrics.prototype);
        Object.defineProperty(metrics, _metrics, {
            value: {
                width, actualBoundingBoxLeft: left, actualBoundingBoxRight: width - left, fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent,
                actualBoundingBoxAscent: text ? Math.ceil(size * (tall ? 0.716 : 0.519)) : 0, actualBoundingBoxDescent: text && deep ? Math.ceil(size * 0.21) : 0,
                emHeightAscent: ascent, emHeightDescent: descent, hangingBaseline: ascent * 0.8, alphabeticBaseline: 0, ideographicBaseline: -descent,
            },
        });
        return metrics;
    }

    // ----- Paths -------------------------------------------------------------------------------

    // A path: subpaths of points already transformed ([x0, y0, x1, y1, ...], `closed`).
    const newPath = () => ({ subpaths: [], current: null });
    const apply = (m, x, y) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
    const lastPoint = (path) => { const points = path.current?.points; return points && points.length ? [points[points.length - 2], points[points.length - 1]] : null; };
    function moveTo(path, x, y) {
        path.current = { points: [x, y], closed: false };
        path.subpaths.push(path.current);
    }
    function lineTo(path, x, y) {
        if (!path.current) moveTo(path, x, y);
        else path.current.points.push(x, y);
    }
    function closePath(path) {
        if (!path.current) return;
        path.current.closed = true;
        const [x, y] = [path.current.points[0], path.current.points[1]];
        path.current = { points: [x, y], closed: false };
        path.subpaths.push(path.current);
    }
    // The path operations of CanvasPath, in user space (`m` is the transform they go through).
    const pathOps = {
        closePath() { closePath(this.path); },
        moveTo(x, y) { x = +x; y = +y; if (finite(x, y)) moveTo(this.path, ...apply(this.m, x, y)); },
        lineTo(x, y) { x = +x; y = +y; if (finite(x, y)) lineTo(this.path, ...apply(this.m, x, y)); },
        quadraticCurveTo(cx, cy, x, y) {
            [cx, cy, x, y] = [cx, cy, x, y].map(Number);
            if (!finite(cx, cy, x, y)) return;
            if (!this.path.current) moveTo(this.path, ...apply(this.m, cx, cy));
            const [x0, y0] = lastPoint(this.path);
            const [c1, c2] = apply(this.m, cx, cy), [x1, y1] = apply(this.m, x, y);
            for (let step = 1; step <= 16; step++) {
                const t = step / 16, u = 1 - t;
                lineTo(this.path, u * u * x0 + 2 * u * t * c1 + t * t * x1, u * u * y0 + 2 * u * t * c2 + t * t * y1);
            }
        },
        bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
            [c1x, c1y, c2x, c2y, x, y] = [c1x, c1y, c2x, c2y, x, y].map(Number);
            if (!finite(c1x, c1y, c2x, c2y, x, y)) return;
            if (!this.path.current) moveTo(this.path, ...apply(this.m, c1x, c1y));
            const [x0, y0] = lastPoint(this.path);
            const [ax, ay] = apply(this.m, c1x, c1y), [bx, by] = apply(this.m, c2x, c2y), [x1, y1] = apply(this.m, x, y);
            for (let step = 1; step <= 20; step++) {
                const t = step / 20, u = 1 - t;
                lineTo(this.path, u * u * u * x0 + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * x1, u * u * u * y0 + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * y1);
            }
        },
        arcTo(x1, y1, x2, y2, radius) {
            [x1, y1, x2, y2, radius] = [x1, y1, x2, y2, radius].map(Number);
            if (!finite(x1, y1, x2, y2, radius)) return;
            if (radius < 0) throw new DOMException(`The radius provided (${radius}) is negative.`, 'IndexSizeError');
            if (!this.path.current) moveTo(this.path, ...apply(this.m, x1, y1));
            // (In user space: the inverse transform of the last point.)
            const [x0, y0] = invert(this.m, ...lastPoint(this.path));
            const d1 = [x0 - x1, y0 - y1], d2 = [x2 - x1, y2 - y1];
            const l1 = Math.hypot(...d1), l2 = Math.hypot(...d2);
            const cross = d1[0] * d2[1] - d1[1] * d2[0];
            if (l1 === 0 || l2 === 0 || radius === 0 || Math.abs(cross) < 1e-12) { pathOps.lineTo.call(this, x1, y1); return; }
            const angle = Math.acos(clamp((d1[0] * d2[0] + d1[1] * d2[1]) / (l1 * l2), -1, 1));
            const distance = radius / Math.tan(angle / 2);
            const t1 = [x1 + d1[0] / l1 * distance, y1 + d1[1] / l1 * distance], t2 = [x1 + d2[0] / l2 * distance, y1 + d2[1] / l2 * distance];
            const bisector = [d1[0] / l1 + d2[0] / l2, d1[1] / l1 + d2[1] / l2], length = Math.hypot(...bisector);
            const centerDistance = radius / Math.sin(angle / 2);
            const center = [x1 + bisector[0] / length * centerDistance, y1 + bisector[1] / length * centerDistance];
            const start = Math.atan2(t1[1] - center[1], t1[0] - center[0]), end = Math.atan2(t2[1] - center[1], t2[0] - center[0]);
            pathOps.lineTo.call(this, ...t1);
            pathOps.arc.call(this, center[0], center[1], radius, start, end, cross > 0);
        },
        rect(x, y, w, h) {
            [x, y, w, h] = [x, y, w, h].map(Number);
            if (!finite(x, y, w, h)) return;
            moveTo(this.path, ...apply(this.m, x, y));
            lineTo(this.path, ...apply(this.m, x + w, y));
            lineTo(this.path, ...apply(this.m, x + w, y + h));
            lineTo(this.path, ...apply(this.m, x, y + h));
            closePath(this.path);
        },
        roundRect(x, y, w, h, radii = 0) {
            [x, y, w, h] = [x, y, w, h].map(Number);
            const list = typeof radii === 'object' && radii !== null && Symbol.iterator in radii ? [...radii] : [radii];
            if (list.length < 1 || list.length > 4) throw new RangeError(`${list.length} radii provided. Between one and four radii are necessary.`);
            const values = list.map((radius) => (typeof radius === 'object' && radius !== null ? Number(radius.x ?? 0) : Number(radius)));
            if (values.some((radius) => radius < 0)) throw new RangeError(`radius value ${values.find((radius) => radius < 0)} is negative.`);
            if (!finite(x, y, w, h, ...values)) return;
            const r = Math.min(values[0], Math.abs(w) / 2, Math.abs(h) / 2);
            if (r === 0) { pathOps.rect.call(this, x, y, w, h); return; }
            pathOps.moveTo.call(this, x + r, y);
            pathOps.arcTo.call(this, x + w, y, x + w, y + h, r);
            pathOps.arcTo.call(this, x + w, y + h, x, y + h, r);
            pathOps.arcTo.call(this, x, y + h, x, y, r);
            pathOps.arcTo.call(this, x, y, x + w, y, r);
            closePath(this.path);
        },
        arc(x, y, radius, start, end, counterclockwise = false) { pathOps.ellipse.call(this, x, y, radius, radius, 0, start, end, counterclockwise); },
        ellipse(x, y, rx, ry, rotation, start, end, counterclockwise = false) {
            [x, y, rx, ry, rotation, start, end] = [x, y, rx, ry, rotation, start, end].map(Number);
            if (!finite(x, y, rx, ry, rotation, start, end)) return;
            if (rx < 0 || ry < 0) throw new DOMException(`The ${rx < 0 ? 'major' : 'minor'}-axis radius provided (${rx < 0 ? rx : ry}) is negative.`, 'IndexSizeError');
            let sweep = end - start;
            const full = Math.PI * 2;
            if (!counterclockwise && sweep >= full) sweep = full;
            else if (counterclockwise && sweep <= -full) sweep = -full;
            else {
                sweep = ((sweep % full) + full) % full;
                if (counterclockwise && sweep !== 0) sweep -= full;
            }
            const steps = Math.max(4, Math.ceil(Math.abs(sweep) / (Math.PI / 32)));
            const cos = Math.cos(rotation), sin = Math.sin(rotation);
            for (let step = 0; step <= steps; step++) {
                const angle = start + sweep * step / steps;
                const px = rx * Math.cos(angle), py = ry * Math.sin(angle);
                const point = apply(this.m, x + px * cos - py * sin, y + px * sin + py * cos);
                if (step === 0 && !this.path.current) moveTo(this.path, ...point); else lineTo(this.path, ...point);
            }
        },
    };
    const pathLengths = { closePath: 0, moveTo: 2, lineTo: 2, quadraticCurveTo: 4, bezierCurveTo: 6, arcTo: 5, rect: 4, roundRect: 5, arc: 5, ellipse: 7 };
    function invert(m, x, y) {
        const det = m[0] * m[3] - m[1] * m[2];
        if (!det) return [x, y];
        x -= m[4]; y -= m[5];
        return [(m[3] * x - m[2] * y) / det, (m[0] * y - m[1] * x) / det];
    }
    const identity = () => [1, 0, 0, 1, 0, 0];

    // An SVG path string (Path2D's constructor): M L H V C S Q T A Z, absolute and relative.
    function parseSVGPath(target, text) {
        const tokens = String(text).match(/[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g) || [];
        let index = 0, command = '', x = 0, y = 0, startX = 0, startY = 0, control = null;
        const number = () => Number(tokens[index++]);
        const has = () => index < tokens.length && !/[A-Za-z]/.test(tokens[index]);
        while (index < tokens.length) {
            if (/[A-Za-z]/.test(tokens[index])) command = tokens[index++];
            else if (!command) return;
            const relative = command === command.toLowerCase(), ox = relative ? x : 0, oy = relative ? y : 0;
            switch (command.toUpperCase()) {
                case 'M': x = ox + number(); y = oy + number(); pathOps.moveTo.call(target, x, y); startX = x; startY = y; command = relative ? 'l' : 'L'; control = null; break;
                case 'L': x = ox + number(); y = oy + number(); pathOps.lineTo.call(target, x, y); control = null; break;
                case 'H': x = ox + number(); pathOps.lineTo.call(target, x, y); control = null; break;
                case 'V': y = oy + number(); pathOps.lineTo.call(target, x, y); control = null; break;
                case 'C': { const a = [ox + number(), oy + number(), ox + number(), oy + number()]; x = ox + number(); y = oy + number(); pathOps.bezierCurveTo.call(target, ...a, x, y); control = [a[2], a[3]]; break; }
                case 'S': { const c1 = control ? [2 * x - control[0], 2 * y - control[1]] : [x, y]; const c2 = [ox + number(), oy + number()]; x = ox + number(); y = oy + number(); pathOps.bezierCurveTo.call(target, ...c1, ...c2, x, y); control = c2; break; }
                case 'Q': { const c = [ox + number(), oy + number()]; x = ox + number(); y = oy + number(); pathOps.quadraticCurveTo.call(target, ...c, x, y); control = c; break; }
                case 'T': { const c = control ? [2 * x - control[0], 2 * y - control[1]] : [x, y]; x = ox + number(); y = oy + number(); pathOps.quadraticCurveTo.call(target, ...c, x, y); control = c; break; }
                case 'A': index += 5; x = ox + number(); y = oy + number(); pathOps.lineTo.call(target, x, y); control = null; break;
                case 'Z': pathOps.closePath.call(target); x = startX; y = startY; control = null; command = ''; break;
                default: return;
            }
            if (Number.isNaN(x) || Number.isNaN(y)) return;
            if (command && !has() && index < tokens.length && !/[A-Za-z]/.test(tokens[index])) return;
        }
    }

    class Path2D {
        constructor(path = undefined) {
            this[_path] = newPath();
            if (path instanceof Path2D) this[_path] = copyPath(path[_path]);
            else if (path !== undefined) parseSVGPath({ path: this[_path], m: identity() }, path);
        }
        addPath(path, transform = undefined) {
            const target = pathOf(this, 'addPath');
            notEnough(arguments.length, 1);
            if (!(path instanceof Path2D)) throw new TypeError("Argument 1 ('path') to Path2D.addPath must be an instance of Path2D");
            const m = transform == null ? identity() : matrix2D(transform);
            if (!finite(...m)) return;
            for (const subpath of path[_path].subpaths) {
                const points = [];
                for (let index = 0; index < subpath.points.length; index += 2) points.push(...apply(m, subpath.points[index], subpath.points[index + 1]));
                target.subpaths.push({ points, closed: subpath.closed });
            }
            target.current = target.subpaths[target.subpaths.length - 1] ?? null;
        }
    }
    // A DOMMatrix2DInit as the geometry interfaces validate it (a TypeError where a and m11,
    // b and m12... disagree).
    const matrix2D = (init) => {
        if (dom.matrix2DInit === undefined) internals.installNow('dom/geometry-interfaces.js');
        return dom.matrix2DInit(init);
    };
    const pathOf = (object, member) => (object != null && object[_path] ? object[_path] : wrongThis('Path2D', member));
    const copyPath = (path) => ({ subpaths: path.subpaths.map((subpath) => ({ points: subpath.points.slice(), closed: subpath.closed })), current: null });
    for (const [name, length] of Object.entries(pathLengths)) {
        const operation = { [name](...args) { const path = pathOf(this, name); notEnough(args.length, length); return pathOps[name].apply({ path, m: identity() }, args); } }[name];
        Object.defineProperty(operation, 'length', { value: length });
        Object.defineProperty(Path2D.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });
    }
    Object.defineProperty(Path2D.prototype, 'addPath', { enumerable: true });
    Object.defineProperty(Path2D.prototype.addPath, 'length', { value: 1 });

    // ----- Gradients, patterns, ImageData ------------------------------------------------------

    class CanvasGradient {
        constructor() { throw illegal(); }
        addColorStop(offset, color) {
            const gradient = this != null && this[_gradient] ? this[_gradient] : wrongThis('CanvasGradient', 'addColorStop');
            notEnough(arguments.length, 2);
            offset = Number(offset);
            if (!Number.isFinite(offset)) throw new TypeError('The provided value is non-finite');
            if (offset < 0 || offset > 1) throw indexSize();
            const parsed = parseColor(color);
            if (!parsed) throw new DOMException(`The string did not match the expected pattern.`, 'SyntaxError');
            gradient.stops.push([offset, parsed]);
            gradient.stops.sort((a, b) => a[0] - b[0]);
        }
    }
    const makeGradient = (fields) => { const gradient = Object.create(CanvasGradient.prototype); Object.defineProperty(gradient, _gradient, { value: { ...fields, stops: [] } }); return gradient; };
    class CanvasPattern {
        constructor() { throw illegal(); }
        setTransform(transform = undefined) { if (this == null || !this[_pattern]) wrongThis('CanvasPattern', 'setTransform'); }
    }

    class ImageData {
        constructor(first, second, third = undefined, fourth = undefined) {
            notEnough(arguments.length, 2);
            let width, height, data;
            if (ArrayBuffer.isView(first)) {
                if (!(first instanceof Uint8ClampedArray)) throw new TypeError("Argument 1 ('data') to the ImageData constructor must be an instance of Uint8ClampedArray");
                data = first; width = Number(second) >>> 0;
                if (data.length === 0 || data.length % 4 !== 0) throw new DOMException('Length is not a non-zero multiple of 4', 'InvalidStateError');
                if (width === 0) throw indexSize();
                const pixels = data.length / 4;
                if (pixels % width !== 0) throw indexSize();
                height = third === undefined ? pixels / width : Number(third) >>> 0;
                if (height * width !== pixels) throw indexSize();
            } else {
                width = Number(first) >>> 0; height = Number(second) >>> 0;
                if (width === 0 || height === 0) throw indexSize();
                if (width * height > 268435456) throw new RangeError('Out of memory at ImageData creation');
                data = new Uint8ClampedArray(width * height * 4);
            }
            Object.defineProperty(this, _imageData, { value: { width, height, data } });
        }
        get width() { return imageDataOf(this, 'width').width; }
        get height() { return imageDataOf(this, 'height').height; }
        get data() { return imageDataOf(this, 'data').data; }
    }
    const imageDataOf = (object, member) => (object != null && object[_imageData] ? object[_imageData] : wrongThis('ImageData', member));
    const newImageData = (width, height, data) => { const image = Object.create(ImageData.prototype); Object.defineProperty(image, _imageData, { value: { width, height, data } }); return image; };

    // ----- The bitmap --------------------------------------------------------------------------

    function bitmapOf(context) {
        const state = context[_canvasState];
        const width = state.canvas.width, height = state.canvas.height;
        if (!state.bitmap || state.bitmap.width !== width || state.bitmap.height !== height) state.bitmap = { width, height, data: new Uint8ClampedArray(width * height * 4) };
        return state.bitmap;
    }
    // The color of a style at a pixel: [r, g, b, a 0..1], or null (nothing painted).
    function paintAt(style, x, y) {
        if (Array.isArray(style)) return style;
        const gradient = style && style[_gradient];
        if (!gradient || gradient.stops.length === 0) return null;
        let t;
        if (gradient.kind === 'linear') {
            const dx = gradient.x1 - gradient.x0, dy = gradient.y1 - gradient.y0, length = dx * dx + dy * dy;
            if (!length) return null;
            t = ((x - gradient.x0) * dx + (y - gradient.y0) * dy) / length;
        } else if (gradient.kind === 'radial') {
            const distance = Math.hypot(x - gradient.x1, y - gradient.y1);
            t = gradient.r1 === gradient.r0 ? 1 : (distance - gradient.r0) / (gradient.r1 - gradient.r0);
        } else {
            t = ((((Math.atan2(y - gradient.y, x - gradient.x) - gradient.start) / (Math.PI * 2)) % 1) + 1) % 1;
        }
        const stops = gradient.stops;
        if (t <= stops[0][0]) return stops[0][1];
        if (t >= stops[stops.length - 1][0]) return stops[stops.length - 1][1];
        for (let index = 1; index < stops.length; index++) {
            const [offset, color] = stops[index];
            if (t <= offset) {
                const [previousOffset, previous] = stops[index - 1];
                const f = offset === previousOffset ? 1 : (t - previousOffset) / (offset - previousOffset);
                return previous.map((value, channel) => (channel < 3 ? Math.round(value + (color[channel] - value) * f) : value + (color[channel] - value) * f));
            }
        }
        return null;
    }
    // Coverage of the pixel centers inside a path: a Uint8Array mask (nonzero or even-odd).
    function rasterize(path, width, height, rule) {
        const mask = new Uint8Array(width * height);
        const edges = [];
        for (const subpath of path.subpaths) {
            const points = subpath.points;
            const count = points.length / 2;
            if (count < 2) continue;
            for (let index = 0; index < count; index++) {
                const next = (index + 1) % count;
                if (next === 0 && count < 3) break;
                edges.push([points[index * 2], points[index * 2 + 1], points[next * 2], points[next * 2 + 1]]);
            }
        }
        if (!edges.length) return mask;
        for (let row = 0; row < height; row++) {
            const y = row + 0.5;
            const crossings = [];
            for (const [x0, y0, x1, y1] of edges) {
                if ((y0 <= y && y1 > y) || (y1 <= y && y0 > y)) crossings.push([x0 + (y - y0) * (x1 - x0) / (y1 - y0), y1 > y0 ? 1 : -1]);
            }
            if (!crossings.length) continue;
            crossings.sort((a, b) => a[0] - b[0]);
            let winding = 0;
            for (let index = 0; index < crossings.length - 1; index++) {
                winding += crossings[index][1];
                const inside = rule === 'evenodd' ? (index + 1) % 2 === 1 : winding !== 0;
                if (!inside) continue;
                const from = Math.max(0, Math.ceil(crossings[index][0] - 0.5)), to = Math.min(width - 1, Math.ceil(crossings[index + 1][0] - 0.5) - 1);
                for (let column = from; column <= to; column++) mask[row * width + column] = 1;
            }
        }
        return mask;
    }
    // Paints a mask with a style, through the clip, source-over with globalAlpha.
    function paint(context, mask, style) {
        const state = context[_canvasState];
        const bitmap = bitmapOf(context);
        const { width, height, data } = bitmap;
        const clip = state.drawing.clip;
        const alpha = state.drawing.globalAlpha;
        const copy = state.drawing.globalCompositeOperation === 'copy';
        if (copy) data.fill(0);
        for (let index = 0; index < width * height; index++) {
            if (!mask[index] || (clip && !clip[index])) continue;
            const color = paintAt(style, index % width + 0.5, Math.floor(index / width) + 0.5);
            if (!color) continue;
            const sourceAlpha = color[3] * alpha;
            const offset = index * 4;
            const destinationAlpha = data[offset + 3] / 255;
            const outAlpha = sourceAlpha + destinationAlpha * (1 - sourceAlpha);
            if (outAlpha === 0) { data[offset] = data[offset + 1] = data[offset + 2] = data[offset + 3] = 0; continue; }
            for (let channel = 0; channel < 3; channel++) {
                data[offset + channel] = (color[channel] * sourceAlpha + data[offset + channel] * destinationAlpha * (1 - sourceAlpha)) / outAlpha;
            }
            data[offset + 3] = outAlpha * 255;
        }
    }

    // ----- PNG ---------------------------------------------------------------------------------

    const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
    function crc32(bytes, start, end) { let c = 0xffffffff; for (let index = start; index < end; index++) c = crcTable[(c ^ bytes[index]) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; }
    // Deflate with the fixed Huffman codes and greedy LZ77 matches (one candidate a hash):
    // small for the flat images canvases mostly hold, and quick.
    const lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
    const lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
    const distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
    const distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
    function deflate(input) {
        const out = [];
        let buffer = 0, count = 0;
        const bits = (value, length) => { buffer |= value << count; count += length; while (count >= 8) { out.push(buffer & 0xff); buffer >>>= 8; count -= 8; } };
        const code = (value, length) => { let reversed = 0; for (let index = 0; index < length; index++) reversed |= ((value >> index) & 1) << (length - 1 - index); bits(reversed, length); };
        const literal = (symbol) => {
            if (symbol < 144) code(0x30 + symbol, 8);
            else if (symbol < 256) code(0x190 + symbol - 144, 9);
            else if (symbol < 280) code(symbol - 256, 7);
            else code(0xc0 + symbol - 280, 8);
        };
        const find = (table, value) => { let index = table.length - 1; while (table[index] > value) index--; return index; };
        bits(1, 1); bits(1, 2); // one final block, fixed codes
        const head = new Int32Array(65536).fill(-1);
        const hash = (at) => ((input[at] << 8) ^ (input[at + 1] << 4) ^ input[at + 2]) & 0xffff;
        let at = 0;
        while (at < input.length) {
            let length = 0, distance = 0;
            if (at + 2 < input.length) {
                const key = hash(at), candidate = head[key];
                head[key] = at;
                if (candidate >= 0 && at - candidate <= 32768) {
                    const limit = Math.min(258, input.length - at);
                    while (length < limit && input[candidate + length] === input[at + length]) length++;
                    distance = at - candidate;
                }
                // A run of one repeated byte matches at distance 1 too.
                if (length < 3 && at > 0) {
                    let run = 0;
                    const limit = Math.min(258, input.length - at);
                    while (run < limit && input[at - 1 + run] === input[at + run]) run++;
                    if (run >= 3) { length = run; distance = 1; }
                }
            }
            if (length >= 3) {
                const lengthCode = find(lengthBase, length);
                literal(257 + lengthCode);
                bits(length - lengthBase[lengthCode], lengthExtra[lengthCode]);
                const distanceCode = find(distanceBase, distance);
                code(distanceCode, 5);
                bits(distance - distanceBase[distanceCode], distanceExtra[distanceCode]);
                for (let step = 1; step < length && at + step + 2 < input.length; step += step < 8 ? 1 : 16) head[hash(at + step)] = at + step;
                at += length;
            } else {
                literal(input[at]);
                at++;
            }
        }
        literal(256);
        if (count > 0) out.push(buffer & 0xff);
        return out;
    }
    // A PNG of RGBA pixels (8-bit, unpremultiplied).
    function encodePNG(width, height, pixels) {
        const raw = new Uint8Array((width * 4 + 1) * height);
        for (let row = 0; row < height; row++) raw.set(pixels.subarray(row * width * 4, (row + 1) * width * 4), row * (width * 4 + 1) + 1);
        const compressed = deflate(raw);
        const zlib = new Uint8Array(2 + compressed.length + 4);
        zlib[0] = 0x78; zlib[1] = 0x01;
        zlib.set(compressed, 2);
        let at = 2 + compressed.length;
        let a = 1, b = 0;
        for (let index = 0; index < raw.length; index++) { a = (a + raw[index]) % 65521; b = (b + a) % 65521; }
        const adler = ((b << 16) | a) >>> 0;
        zlib[at++] = adler >>> 24; zlib[at++] = (adler >>> 16) & 0xff; zlib[at++] = (adler >>> 8) & 0xff; zlib[at++] = adler & 0xff;
        const chunks = [['IHDR', [...u32(width), ...u32(height), 8, 6, 0, 0, 0]], ['IDAT', zlib], ['IEND', []]];
        const size = 8 + chunks.reduce((total, [, body]) => total + 12 + body.length, 0);
        const png = new Uint8Array(size);
        png.set([137, 80, 78, 71, 13, 10, 26, 10]);
        let offset = 8;
        for (const [type, body] of chunks) {
            png.set(u32(body.length), offset);
            for (let index = 0; index < 4; index++) png[offset + 4 + index] = type.charCodeAt(index);
            png.set(body, offset + 8);
            png.set(u32(crc32(png, offset + 4, offset + 8 + body.length)), offset + 8 + body.length);
            offset += 12 + body.length;
        }
        return png;
    }
    function u32(value) { return [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]; }
    function base64(bytes) {
        let text = '';
        for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode.apply(null, bytes.subarray(index, index + 0x8000));
        return btoa(text);
    }
    function canvasPNG(canvas) {
        const context = canvas[_context2d];
        const width = canvas.width, height = canvas.height;
        const pixels = context && context[_canvasState] ? bitmapOf(context).data : new Uint8ClampedArray(width * height * 4);
        return encodePNG(width, height, pixels);
    }

    // ----- The context -------------------------------------------------------------------------

    const defaults = () => ({
        strokeStyle: [0, 0, 0, 1], fillStyle: [0, 0, 0, 1], globalAlpha: 1, lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', miterLimit: 10,
        lineDash: [], lineDashOffset: 0, shadowOffsetX: 0, shadowOffsetY: 0, shadowBlur: 0, shadowColor: [0, 0, 0, 0], globalCompositeOperation: 'source-over',
        font: '10px sans-serif', fontSize: 10, textAlign: 'start', textBaseline: 'alphabetic', direction: 'ltr', letterSpacing: '0px', letterSpacingPx: 0,
        wordSpacing: '0px', fontKerning: 'auto', fontStretch: 'normal', fontVariantCaps: 'normal', textRendering: 'auto', imageSmoothingEnabled: true,
        imageSmoothingQuality: 'low', filter: 'none', m: identity(), clip: null,
    });
    class CanvasRenderingContext2D {
        constructor() { throw illegal(); }
    }
    const stateOf = (context, member) => (context != null && context[_canvasState] ? context[_canvasState] : wrongThis('CanvasRenderingContext2D', member));
    const styleValue = (style) => (Array.isArray(style) ? serializeColor(style) : style);
    const enumValue = (values) => ({ get: (name) => (state) => state[name], set: (name) => (state, value) => { value = String(value); if (values.includes(value)) state[name] = value; } });
    const composite = ['source-over', 'source-in', 'source-out', 'source-atop', 'destination-over', 'destination-in', 'destination-out', 'destination-atop', 'lighter',
        'copy', 'xor', 'multiply', 'screen', 'overlay', 'darken', 'lighten', 'color-dodge', 'color-burn', 'hard-light', 'soft-light', 'difference', 'exclusion',
        'hue', 'saturation', 'color', 'luminosity'];
    const positive = (name) => (state, value) => { value = Number(value); if (Number.isFinite(value) && value > 0) state[name] = value; };
    const anyFinite = (name) => (state, value) => { value = Number(value); if (Number.isFinite(value)) state[name] = value; };
    const color = (name) => (state, value) => {
        if (value instanceof CanvasGradient || value instanceof CanvasPattern) { if (name !== 'shadowColor') state[name] = value; return; }
        const parsed = parseColor(value);
        if (parsed) state[name] = parsed;
    };
    const spacing = (name) => (state, value) => {
        const match = /^\s*(-?\d*\.?\d+)(px|em|rem|pt)\s*$/i.exec(String(value));
        if (!match) return;
        state[name] = `${Number(match[1])}${match[2].toLowerCase()}`;
        if (name === 'letterSpacing') state.letterSpacingPx = Number(match[1]) * ({ px: 1, em: state.fontSize, rem: 16, pt: 4 / 3 }[match[2].toLowerCase()]);
    };
    // [getter, setter] of each attribute over the current drawing state.
    const attributes = {
        globalAlpha: [(state) => state.globalAlpha, (state, value) => { value = Number(value); if (Number.isFinite(value) && value >= 0 && value <= 1) state.globalAlpha = value; }],
        globalCompositeOperation: [(state) => state.globalCompositeOperation, enumValue(composite).set('globalCompositeOperation')],
        imageSmoothingEnabled: [(state) => state.imageSmoothingEnabled, (state, value) => { state.imageSmoothingEnabled = !!value; }],
        imageSmoothingQuality: [(state) => state.imageSmoothingQuality, enumValue(['low', 'medium', 'high']).set('imageSmoothingQuality')],
        strokeStyle: [(state) => styleValue(state.strokeStyle), color('strokeStyle')],
        fillStyle: [(state) => styleValue(state.fillStyle), color('fillStyle')],
        shadowOffsetX: [(state) => state.shadowOffsetX, anyFinite('shadowOffsetX')],
        shadowOffsetY: [(state) => state.shadowOffsetY, anyFinite('shadowOffsetY')],
        shadowBlur: [(state) => state.shadowBlur, (state, value) => { value = Number(value); if (Number.isFinite(value) && value >= 0) state.shadowBlur = value; }],
        shadowColor: [(state) => serializeColor(state.shadowColor), color('shadowColor')],
        lineWidth: [(state) => state.lineWidth, positive('lineWidth')],
        lineCap: [(state) => state.lineCap, enumValue(['butt', 'round', 'square']).set('lineCap')],
        lineJoin: [(state) => state.lineJoin, enumValue(['round', 'bevel', 'miter']).set('lineJoin')],
        miterLimit: [(state) => state.miterLimit, positive('miterLimit')],
        lineDashOffset: [(state) => state.lineDashOffset, anyFinite('lineDashOffset')],
        font: [(state) => state.font, (state, value) => { const parsed = parseFont(value); if (parsed) [state.font, state.fontSize] = parsed; }],
        textAlign: [(state) => state.textAlign, enumValue(['start', 'end', 'left', 'right', 'center']).set('textAlign')],
        textBaseline: [(state) => state.textBaseline, enumValue(['top', 'hanging', 'middle', 'alphabetic', 'ideographic', 'bottom']).set('textBaseline')],
        direction: [(state) => state.direction, enumValue(['ltr', 'rtl', 'inherit']).set('direction')],
        letterSpacing: [(state) => state.letterSpacing, spacing('letterSpacing')],
        wordSpacing: [(state) => state.wordSpacing, spacing('wordSpacing')],
    };
    // (WebKit 2.50's text drawing styles: not HTML's newer filter, fontKerning, fontStretch,
    // fontVariantCaps, textRendering, textLetterSpacing and textWordSpacing, which it lacks.)
    Object.defineProperty(CanvasRenderingContext2D.prototype, 'canvas', {
        get: Object.getOwnPropertyDescriptor({ get canvas() { return stateOf(this, 'canvas').canvas; } }, 'canvas').get, enumerable: true, configurable: true,
    });
    for (const [name, [get, set]] of Object.entries(attributes)) {
        const accessor = Object.getOwnPropertyDescriptor({
            get [name]() { return get(stateOf(this, name).drawing); },
            set [name](value) { set(stateOf(this, name).drawing, value); },
        }, name);
        Object.defineProperty(CanvasRenderingContext2D.prototype, name, { get: accessor.get, set: accessor.set, enumerable: true, configurable: true });
    }
    const rectArguments = (x, y, w, h) => [x, y, w, h].map(Number);
    const rectPath = (m, x, y, w, h) => { const path = newPath(); pathOps.rect.call({ path, m }, x, y, w, h); return path; };
    const fillRule = (value) => { if (value === undefined) return 'nonzero'; value = String(value); if (value !== 'nonzero' && value !== 'evenodd') throw new TypeError(`The provided value '${value}' is not a valid enum value of type CanvasFillRule.`); return value; };
    // A Path2D under the current transform.
    function transformed(state, path2d) {
        const path = newPath();
        for (const subpath of path2d[_path].subpaths) {
            const points = [];
            for (let index = 0; index < subpath.points.length; index += 2) points.push(...apply(state.drawing.m, subpath.points[index], subpath.points[index + 1]));
            path.subpaths.push({ points, closed: subpath.closed });
        }
        return path;
    }
    // fill(), clip(): ([fillRule]) or (path, [fillRule]).
    const pathAndRule = (state, args) => (args[0] instanceof Path2D ? [transformed(state, args[0]), fillRule(args[1])] : [state.path, fillRule(args[0])]);
    function pointInPath(path, x, y, rule) {
        let winding = 0, crossings = 0;
        for (const subpath of path.subpaths) {
            const points = subpath.points, count = points.length / 2;
            if (count < 3) continue;
            for (let index = 0; index < count; index++) {
                const next = (index + 1) % count;
                const [x0, y0, x1, y1] = [points[index * 2], points[index * 2 + 1], points[next * 2], points[next * 2 + 1]];
                if ((y0 <= y && y1 > y) || (y1 <= y && y0 > y)) {
                    if (x0 + (y - y0) * (x1 - x0) / (y1 - y0) > x) { crossings++; winding += y1 > y0 ? 1 : -1; }
                }
            }
        }
        return rule === 'evenodd' ? crossings % 2 === 1 : winding !== 0;
    }
    function checkImageRect(sw, sh) {
        if (sw === 0 || sh === 0) throw indexSize();
    }
    function drawableSource(image) {
        const ok = image && typeof image === 'object' && ['img', 'canvas', 'video', 'svg:image'].some((name) => image instanceof (name === 'img' ? global.HTMLImageElement : name === 'canvas' ? HTMLCanvasElement : name === 'video' ? global.HTMLVideoElement : global.SVGImageElement || Object))
            || (global.ImageBitmap && image instanceof global.ImageBitmap) || (global.OffscreenCanvas && image instanceof global.OffscreenCanvas);
        if (!ok) throw new TypeError("Argument 1 ('image') to CanvasRenderingContext2D.drawImage must be an instance of HTMLImageElement, SVGImageElement, HTMLCanvasElement, HTMLVideoElement, ImageBitmap, OffscreenCanvas");
        if (image instanceof HTMLCanvasElement && (image.width === 0 || image.height === 0)) throw new DOMException('The object is in an invalid state.', 'InvalidStateError');
    }
    const operations = {
        save() { const state = stateOf(this, 'save'); state.stack.push({ ...state.drawing, m: state.drawing.m.slice(), lineDash: state.drawing.lineDash.slice() }); },
        restore() { const state = stateOf(this, 'restore'); if (state.stack.length) state.drawing = state.stack.pop(); },
        reset() { const state = stateOf(this, 'reset'); resetContext(state); },
        getContextAttributes() { const state = stateOf(this, 'getContextAttributes'); return { desynchronized: false, willReadFrequently: state.attributes.willReadFrequently }; },
        scale(x, y) { const state = stateOf(this, 'scale'); [x, y] = [x, y].map(Number); if (finite(x, y)) multiply(state, [x, 0, 0, y, 0, 0]); },
        rotate(angle) { const state = stateOf(this, 'rotate'); angle = Number(angle); if (finite(angle)) multiply(state, [Math.cos(angle), Math.sin(angle), -Math.sin(angle), Math.cos(angle), 0, 0]); },
        translate(x, y) { const state = stateOf(this, 'translate'); [x, y] = [x, y].map(Number); if (finite(x, y)) multiply(state, [1, 0, 0, 1, x, y]); },
        transform(a, b, c, d, e, f) { const state = stateOf(this, 'transform'); const m = [a, b, c, d, e, f].map(Number); if (finite(...m)) multiply(state, m); },
        getTransform() {
            const m = stateOf(this, 'getTransform').drawing.m;
            if (typeof global.DOMMatrix === 'function') return new global.DOMMatrix(m);
            return { a: m[0], b: m[1], c: m[2], d: m[3], e: m[4], f: m[5], is2D: true, isIdentity: m.join() === '1,0,0,1,0,0' };
        },
        setTransform(...args) {
            const state = stateOf(this, 'setTransform');
            let m;
            if (args.length >= 6) m = args.slice(0, 6).map(Number);
            else if (args.length === 0 || args[0] == null) m = identity();
            else if (typeof args[0] === 'object') m = matrix2D(args[0]);
            else throw new TypeError('Not enough arguments');
            if (!finite(...m)) return;
            state.drawing.m = m;
        },
        resetTransform() { stateOf(this, 'resetTransform').drawing.m = identity(); },
        createLinearGradient(x0, y0, x1, y1) {
            stateOf(this, 'createLinearGradient');
            [x0, y0, x1, y1] = [x0, y0, x1, y1].map(Number);
            if (!finite(x0, y0, x1, y1)) throw new TypeError('The provided value is non-finite');
            return makeGradient({ kind: 'linear', x0, y0, x1, y1 });
        },
        createRadialGradient(x0, y0, r0, x1, y1, r1) {
            stateOf(this, 'createRadialGradient');
            [x0, y0, r0, x1, y1, r1] = [x0, y0, r0, x1, y1, r1].map(Number);
            if (!finite(x0, y0, r0, x1, y1, r1)) throw new TypeError('The provided value is non-finite');
            if (r0 < 0 || r1 < 0) throw new DOMException(`The ${r0 < 0 ? 'r0' : 'r1'} provided is less than 0.`, 'IndexSizeError');
            return makeGradient({ kind: 'radial', x0, y0, r0, x1, y1, r1 });
        },
        createConicGradient(start, x, y) {
            stateOf(this, 'createConicGradient');
            [start, x, y] = [start, x, y].map(Number);
            return makeGradient({ kind: 'conic', start: Number.isFinite(start) ? start : 0, x: Number.isFinite(x) ? x : 0, y: Number.isFinite(y) ? y : 0 });
        },
        createPattern(image, repetition) {
            stateOf(this, 'createPattern');
            drawableSource(image);
            repetition = repetition === null ? '' : String(repetition);
            if (!['repeat', 'repeat-x', 'repeat-y', 'no-repeat', ''].includes(repetition)) throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
            if (image instanceof global.HTMLImageElement && !image.complete) return null;
            const pattern = Object.create(CanvasPattern.prototype);
            Object.defineProperty(pattern, _pattern, { value: { repetition } });
            return pattern;
        },
        clearRect(x, y, w, h) {
            const state = stateOf(this, 'clearRect');
            [x, y, w, h] = rectArguments(x, y, w, h);
            if (!finite(x, y, w, h) || w === 0 || h === 0) return;
            const bitmap = bitmapOf(this);
            const mask = rasterize(rectPath(state.drawing.m, x, y, w, h), bitmap.width, bitmap.height, 'nonzero');
            const clip = state.drawing.clip;
            for (let index = 0; index < mask.length; index++) if (mask[index] && (!clip || clip[index])) bitmap.data.fill(0, index * 4, index * 4 + 4);
        },
        fillRect(x, y, w, h) {
            const state = stateOf(this, 'fillRect');
            [x, y, w, h] = rectArguments(x, y, w, h);
            if (!finite(x, y, w, h) || w === 0 || h === 0) return;
            const bitmap = bitmapOf(this);
            paint(this, rasterize(rectPath(state.drawing.m, x, y, w, h), bitmap.width, bitmap.height, 'nonzero'), state.drawing.fillStyle);
        },
        strokeRect(x, y, w, h) { stateOf(this, 'strokeRect'); },
        beginPath() { stateOf(this, 'beginPath').path = newPath(); },
        fill(...args) {
            const state = stateOf(this, 'fill');
            const [path, rule] = pathAndRule(state, args);
            const bitmap = bitmapOf(this);
            paint(this, rasterize(path, bitmap.width, bitmap.height, rule), state.drawing.fillStyle);
        },
        stroke(path = undefined) { stateOf(this, 'stroke'); if (path !== undefined && !(path instanceof Path2D)) throw new TypeError("Argument 1 ('path') to CanvasRenderingContext2D.stroke must be an instance of Path2D"); },
        clip(...args) {
            const state = stateOf(this, 'clip');
            const [path, rule] = pathAndRule(state, args);
            const bitmap = bitmapOf(this);
            const mask = rasterize(path, bitmap.width, bitmap.height, rule);
            const previous = state.drawing.clip;
            if (previous) for (let index = 0; index < mask.length; index++) mask[index] &= previous[index];
            state.drawing.clip = mask;
        },
        isPointInPath(...args) {
            const state = stateOf(this, 'isPointInPath');
            notEnough(args.length, 2);
            const withPath = args[0] instanceof Path2D;
            const path = withPath ? transformed(state, args[0]) : state.path;
            const [x, y, rule] = withPath ? [Number(args[1]), Number(args[2]), fillRule(args[3])] : [Number(args[0]), Number(args[1]), fillRule(args[2])];
            return finite(x, y) && pointInPath(path, x, y, rule);
        },
        isPointInStroke(...args) { stateOf(this, 'isPointInStroke'); notEnough(args.length, 2); return false; },
        drawFocusIfNeeded(...args) { stateOf(this, 'drawFocusIfNeeded'); notEnough(args.length, 1); },
        fillText(text, x, y, maxWidth = undefined) { stateOf(this, 'fillText'); },
        strokeText(text, x, y, maxWidth = undefined) { stateOf(this, 'strokeText'); },
        measureText(text) { const state = stateOf(this, 'measureText'); notEnough(arguments.length, 1); return measure(state.drawing, String(text)); },
        drawImage(image, ...args) {
            stateOf(this, 'drawImage');
            if (args.length !== 2 && args.length !== 4 && args.length !== 8) throw new TypeError(args.length < 2 ? 'Not enough arguments' : 'Type error');
            drawableSource(image);
        },
        createImageData(first, height = undefined) {
            stateOf(this, 'createImageData');
            notEnough(arguments.length, 1);
            if (first instanceof ImageData) return newImageData(first.width, first.height, new Uint8ClampedArray(first.width * first.height * 4));
            const w = Math.abs(Math.trunc(Number(first))), h = Math.abs(Math.trunc(Number(height)));
            if (arguments.length < 2) throw new TypeError('Not enough arguments');
            checkImageRect(w, h);
            return newImageData(w, h, new Uint8ClampedArray(w * h * 4));
        },
        getImageData(sx, sy, sw, sh) {
            stateOf(this, 'getImageData');
            notEnough(arguments.length, 4);
            [sx, sy, sw, sh] = [sx, sy, sw, sh].map((value) => Math.trunc(Number(value)) || 0);
            checkImageRect(sw, sh);
            if (sw < 0) { sx += sw; sw = -sw; }
            if (sh < 0) { sy += sh; sh = -sh; }
            const bitmap = bitmapOf(this);
            const data = new Uint8ClampedArray(sw * sh * 4);
            for (let row = 0; row < sh; row++) {
                const y = sy + row;
                if (y < 0 || y >= bitmap.height) continue;
                for (let column = 0; column < sw; column++) {
                    const x = sx + column;
                    if (x < 0 || x >= bitmap.width) continue;
                    const from = (y * bitmap.width + x) * 4, to = (row * sw + column) * 4;
                    for (let channel = 0; channel < 4; channel++) data[to + channel] = bitmap.data[from + channel];
                }
            }
            return newImageData(sw, sh, data);
        },
        putImageData(image, dx, dy, ...dirty) {
            stateOf(this, 'putImageData');
            notEnough(arguments.length, 3);
            const source = imageDataOf(image, 'putImageData');
            [dx, dy] = [dx, dy].map((value) => Math.trunc(Number(value)) || 0);
            let [x0, y0, w, h] = dirty.length >= 4 ? dirty.map((value) => Math.trunc(Number(value)) || 0) : [0, 0, source.width, source.height];
            if (w < 0) { x0 += w; w = -w; }
            if (h < 0) { y0 += h; h = -h; }
            const bitmap = bitmapOf(this);
            for (let row = Math.max(0, y0); row < Math.min(source.height, y0 + h); row++) {
                const y = dy + row;
                if (y < 0 || y >= bitmap.height) continue;
                for (let column = Math.max(0, x0); column < Math.min(source.width, x0 + w); column++) {
                    const x = dx + column;
                    if (x < 0 || x >= bitmap.width) continue;
                    const from = (row * source.width + column) * 4, to = (y * bitmap.width + x) * 4;
                    for (let channel = 0; channel < 4; channel++) bitmap.data[to + channel] = source.data[from + channel];
                }
            }
        },
        setLineDash(segments) {
            const state = stateOf(this, 'setLineDash');
            notEnough(arguments.length, 1);
            if (segments == null || typeof segments !== 'object' || !(Symbol.iterator in Object(segments))) throw new TypeError('Value is not a sequence');
            const list = [...segments].map(Number);
            if (list.some((value) => !Number.isFinite(value) || value < 0)) return;
            state.drawing.lineDash = list.length % 2 ? [...list, ...list] : list;
        },
        getLineDash() { return stateOf(this, 'getLineDash').drawing.lineDash.slice(); },
    };
    const contextLengths = {
        save: 0, restore: 0, reset: 0, getContextAttributes: 0, scale: 2, rotate: 1, translate: 2, transform: 6, getTransform: 0, setTransform: 0,
        resetTransform: 0, createLinearGradient: 4, createRadialGradient: 6, createConicGradient: 3, createPattern: 2, clearRect: 4, fillRect: 4, strokeRect: 4,
        beginPath: 0, fill: 0, stroke: 0, clip: 0, isPointInPath: 2, isPointInStroke: 2, drawFocusIfNeeded: 1, fillText: 3, strokeText: 3,
        measureText: 1, drawImage: 3, createImageData: 1, getImageData: 4, putImageData: 3, setLineDash: 1, getLineDash: 0,
    };
    for (const [name, length] of Object.entries(contextLengths)) {
        const body = operations[name];
        const operation = { [name](...args) { stateOf(this, name); notEnough(args.length, length); return body.apply(this, args); } }[name];
        Object.defineProperty(operation, 'length', { value: length });
        Object.defineProperty(CanvasRenderingContext2D.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });
    }
    for (const [name, length] of Object.entries(pathLengths)) {
        const operation = { [name](...args) { const state = stateOf(this, name); notEnough(args.length, length); return pathOps[name].apply({ path: state.path, m: state.drawing.m }, args); } }[name];
        Object.defineProperty(operation, 'length', { value: length });
        Object.defineProperty(CanvasRenderingContext2D.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });
    }
    function multiply(state, [a, b, c, d, e, f]) {
        const m = state.drawing.m;
        state.drawing.m = [m[0] * a + m[2] * b, m[1] * a + m[3] * b, m[0] * c + m[2] * d, m[1] * c + m[3] * d, m[0] * e + m[2] * f + m[4], m[1] * e + m[3] * f + m[5]];
    }
    function resetContext(state) {
        state.drawing = defaults();
        state.stack = [];
        state.path = newPath();
        if (state.bitmap) state.bitmap.data.fill(0);
    }

    // ----- The canvas element ------------------------------------------------------------------

    const checkCanvas = (object, member) => { if (object == null || attributesOf(object) === undefined || !(object instanceof HTMLCanvasElement)) wrongThis('HTMLCanvasElement', member); };
    const canvasMembers = {
        getContext(contextId, options = undefined) {
            contextId = String(contextId);
            const existing = this[_context2d];
            if (contextId === 'bitmaprenderer') {
                if (existing) return existing[_pattern] ? existing : null;
                const context = bitmapRenderer(this);
                Object.defineProperty(this, _context2d, { value: context });
                return context;
            }
            if (contextId !== '2d') return null; // no WebGL without a GPU; other kinds are unknown
            if (existing) return existing[_canvasState] ? existing : null;
            const context = Object.create(CanvasRenderingContext2D.prototype);
            const settings = options && typeof options === 'object' ? options : {};
            const state = { canvas: this, attributes: { alpha: settings.alpha === undefined ? true : !!settings.alpha, willReadFrequently: !!settings.willReadFrequently } };
            resetContext(state);
            Object.defineProperty(context, _canvasState, { value: state });
            Object.defineProperty(this, _context2d, { value: context });
            return context;
        },
        toDataURL(type = undefined, quality = undefined) {
            if (this.width === 0 || this.height === 0) return 'data:,';
            return 'data:image/png;base64,' + base64(canvasPNG(this));
        },
        toBlob(callback, type = undefined, quality = undefined) {
            if (typeof callback !== 'function') throw new TypeError("Argument 1 ('callback') to HTMLCanvasElement.toBlob must be a function");
            const bytes = this.width && this.height ? canvasPNG(this) : null;
            setTimeout(() => callback(bytes ? new global.Blob([bytes], { type: 'image/png' }) : null), 0);
        },
        transferControlToOffscreen() { throw new DOMException('The operation is not supported.', 'NotSupportedError'); },
    };
    const canvasLengths = { getContext: 1, toDataURL: 0, toBlob: 1, transferControlToOffscreen: 0 };
    for (const [name, length] of Object.entries(canvasLengths)) {
        const body = canvasMembers[name];
        const operation = { [name](...args) { checkCanvas(this, name); notEnough(args.length, length); return body.apply(this, args); } }[name];
        Object.defineProperty(operation, 'length', { value: length });
        Object.defineProperty(HTMLCanvasElement.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });
    }
    // Setting a canvas's width or height clears its bitmap and resets its context's state.
    Object.defineProperty(HTMLCanvasElement.prototype, _attributeChanged, {
        value(name, namespace) {
            if ((name === 'width' || name === 'height') && namespace === null && this[_context2d]) {
                const state = this[_context2d][_canvasState];
                state.bitmap = null;
                resetContext(state);
            }
        },
        configurable: true,
    });

    for (const Interface of [Path2D, ImageData]) {
        for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(Interface.prototype))) {
            if (key !== 'constructor') Object.defineProperty(Interface.prototype, key, { ...descriptor, enumerable: true });
        }
    }
    Object.defineProperty(CanvasGradient.prototype, 'addColorStop', { enumerable: true });
    Object.defineProperty(CanvasPattern.prototype, 'setTransform', { enumerable: true });

    // ----- ImageBitmap, OffscreenCanvas, the bitmap renderer -----------------------------------

    // An ImageBitmap: a copy of a source's pixels ({ width, height, data } until closed).
    class ImageBitmap {
        constructor() { throw illegal(); }
        get width() { const bitmap = bitmapState(this, 'width'); return bitmap.data ? bitmap.width : 0; }
        get height() { const bitmap = bitmapState(this, 'height'); return bitmap.data ? bitmap.height : 0; }
        close() { const bitmap = bitmapState(this, 'close'); bitmap.data = null; }
    }
    const bitmapState = (object, member) => (object != null && object[_imageData] && object instanceof ImageBitmap ? object[_imageData] : wrongThis('ImageBitmap', member));
    const newBitmap = (width, height, data) => { const bitmap = Object.create(ImageBitmap.prototype); Object.defineProperty(bitmap, _imageData, { value: { width, height, data } }); return bitmap; };
    // The pixels of an image source: [width, height, data], or a rejection's reason.
    function pixelsOf(source) {
        if (source instanceof ImageData) { const image = imageDataOf(source, 'createImageBitmap'); return [image.width, image.height, image.data.slice()]; }
        if (source instanceof ImageBitmap) { const bitmap = bitmapState(source, 'createImageBitmap'); if (!bitmap.data) throw new DOMException('The object is in an invalid state.', 'InvalidStateError'); return [bitmap.width, bitmap.height, bitmap.data.slice()]; }
        if (source instanceof HTMLCanvasElement || source instanceof OffscreenCanvas) {
            const context = source[_context2d];
            const width = source.width, height = source.height;
            if (!width || !height) throw new DOMException('The object is in an invalid state.', 'InvalidStateError');
            return [width, height, context && context[_canvasState] ? bitmapOf(context).data.slice() : new Uint8ClampedArray(width * height * 4)];
        }
        if (global.HTMLImageElement && source instanceof global.HTMLImageElement) {
            const size = dom.intrinsicImageSize(source);
            if (!size) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
            return [size[0], size[1], new Uint8ClampedArray(size[0] * size[1] * 4)]; // (its pixels are not decoded here)
        }
        throw new TypeError("Argument 1 ('image') to Window.createImageBitmap must be an instance of HTMLImageElement, SVGImageElement, HTMLCanvasElement, HTMLVideoElement, ImageBitmap, OffscreenCanvas, Blob, ImageData");
    }
    function crop([width, height, data], sx, sy, sw, sh) {
        if (sw < 0) { sx += sw; sw = -sw; }
        if (sh < 0) { sy += sh; sh = -sh; }
        const out = new Uint8ClampedArray(sw * sh * 4);
        for (let row = 0; row < sh; row++) {
            for (let column = 0; column < sw; column++) {
                const x = sx + column, y = sy + row;
                if (x < 0 || y < 0 || x >= width || y >= height) continue;
                out.set(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4), (row * sw + column) * 4);
            }
        }
        return [sw, sh, out];
    }
    const createImageBitmap = { createImageBitmap(image, ...rest) {
        if (arguments.length < 1) return Promise.reject(new TypeError('Not enough arguments'));
        try {
            let pixels = pixelsOf(image);
            if (rest.length >= 4) {
                const [sx, sy, sw, sh] = rest.slice(0, 4).map((value) => Math.trunc(Number(value)) || 0);
                if (sw === 0 || sh === 0) throw new RangeError(`The crop rect ${sw === 0 ? 'width' : 'height'} is 0.`);
                pixels = crop(pixels, sx, sy, sw, sh);
            } else if (rest.length > 1) throw new TypeError('Not enough arguments');
            return Promise.resolve(newBitmap(...pixels));
        } catch (error) { return Promise.reject(error); }
    } }.createImageBitmap;

    // OffscreenCanvas: a canvas without an element, its 2D context the same drawing code.
    let makingOffscreen = false;
    class OffscreenCanvas extends EventTarget {
        constructor(width, height) {
            super();
            if (arguments.length < 2) throw new TypeError('Not enough arguments');
            this[_canvasState] = { width: enforceRange(width), height: enforceRange(height), context: null };
        }
        get width() { return offscreen(this, 'width').width; }
        set width(value) { const state = offscreen(this, 'width'); state.width = enforceRange(value); resized(this); }
        get height() { return offscreen(this, 'height').height; }
        set height(value) { const state = offscreen(this, 'height'); state.height = enforceRange(value); resized(this); }
        getContext(contextId, options = null) {
            const state = offscreen(this, 'getContext');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            contextId = String(contextId);
            if (!['2d', 'bitmaprenderer', 'webgl', 'webgl2', 'webgpu'].includes(contextId)) throw new TypeError(`The provided value '${contextId}' is not a valid enum value of type OffscreenRenderingContextId.`);
            if (contextId !== '2d' && contextId !== 'bitmaprenderer') return null;
            if (state.context) return state.kind === contextId ? state.context : null;
            state.kind = contextId;
            if (contextId === 'bitmaprenderer') return (state.context = bitmapRenderer(this));
            const context = Object.create(OffscreenCanvasRenderingContext2D.prototype);
            const contextState = { canvas: this, attributes: { alpha: true, willReadFrequently: !!(options && options.willReadFrequently) } };
            resetContext(contextState);
            Object.defineProperty(context, _canvasState, { value: contextState });
            Object.defineProperty(this, _context2d, { value: context, configurable: true });
            return (state.context = context);
        }
        transferToImageBitmap() {
            const state = offscreen(this, 'transferToImageBitmap');
            if (!state.context) throw new DOMException('Cannot transfer an ImageBitmap from an OffscreenCanvas with no context', 'InvalidStateError');
            const pixels = pixelsOf(this);
            if (state.kind === '2d') { const contextState = state.context[_canvasState]; contextState.bitmap = null; }
            return newBitmap(...pixels);
        }
        convertToBlob(options = {}) {
            let state;
            try { state = offscreen(this, 'convertToBlob'); } catch (error) { return Promise.reject(error); }
            if (!state.width || !state.height) return Promise.reject(new DOMException('The canvas has no pixels.', 'IndexSizeError'));
            const [width, height, data] = pixelsOf(this);
            return Promise.resolve(new global.Blob([encodePNG(width, height, data)], { type: 'image/png' }));
        }
    }
    const offscreen = (object, member) => (object != null && object[_canvasState] && object instanceof OffscreenCanvas ? object[_canvasState] : wrongThis('OffscreenCanvas', member));
    function enforceRange(value) {
        const number = Number(value);
        if (!Number.isFinite(number) || number < 0 || number > Number.MAX_SAFE_INTEGER) throw new TypeError(`Value ${value} is outside the range [0, 9007199254740991]`);
        return Math.trunc(number);
    }
    function resized(canvas) {
        const context = canvas[_context2d];
        if (context) { const state = context[_canvasState]; state.bitmap = null; resetContext(state); }
    }

    class OffscreenCanvasRenderingContext2D {
        constructor() { throw illegal(); }
    }
    // Everything of the element's 2D context but its user-interface members and attributes.
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(CanvasRenderingContext2D.prototype))) {
        if (['constructor', 'drawFocusIfNeeded', 'getContextAttributes'].includes(key)) continue;
        Object.defineProperty(OffscreenCanvasRenderingContext2D.prototype, key, descriptor);
    }

    class ImageBitmapRenderingContext {
        constructor() { throw illegal(); }
        get canvas() { return renderer(this, 'canvas').canvas; }
        transferFromImageBitmap(bitmap) {
            const state = renderer(this, 'transferFromImageBitmap');
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            if (bitmap !== null && !(bitmap instanceof ImageBitmap)) throw new TypeError("Argument 1 ('bitmap') to ImageBitmapRenderingContext.transferFromImageBitmap must be an instance of ImageBitmap");
            if (bitmap !== null && !bitmapState(bitmap, 'transferFromImageBitmap').data) throw new DOMException('The input ImageBitmap has been detached', 'InvalidStateError');
            state.bitmap = bitmap && bitmap[_imageData].data;
            if (bitmap) bitmap[_imageData].data = null;
        }
    }
    const renderer = (object, member) => (object != null && object[_pattern] && object instanceof ImageBitmapRenderingContext ? object[_pattern] : wrongThis('ImageBitmapRenderingContext', member));
    function bitmapRenderer(canvas) {
        const context = Object.create(ImageBitmapRenderingContext.prototype);
        Object.defineProperty(context, _pattern, { value: { canvas, bitmap: null } });
        return context;
    }

    for (const Interface of [ImageBitmap, OffscreenCanvas, ImageBitmapRenderingContext]) {
        for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(Interface.prototype))) {
            if (key !== 'constructor' && descriptor.configurable) Object.defineProperty(Interface.prototype, key, { ...descriptor, enumerable: true });
        }
    }
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(CanvasRenderingContext2D, 'canvas globalAlpha globalCompositeOperation strokeStyle fillStyle imageSmoothingEnabled ' +
        'imageSmoothingQuality lineWidth lineCap lineJoin miterLimit lineDashOffset shadowOffsetX shadowOffsetY shadowBlur shadowColor font textAlign ' +
        'textBaseline direction letterSpacing wordSpacing getContextAttributes drawImage beginPath fill stroke clip isPointInPath isPointInStroke ' +
        'createLinearGradient createRadialGradient createConicGradient createPattern createImageData getImageData putImageData closePath moveTo lineTo ' +
        'quadraticCurveTo bezierCurveTo arcTo rect roundRect arc ellipse setLineDash getLineDash clearRect fillRect strokeRect save restore reset ' +
        'fillText strokeText measureText scale rotate translate transform getTransform setTransform resetTransform drawFocusIfNeeded');
    dom.orderMembers(OffscreenCanvasRenderingContext2D, 'canvas globalAlpha globalCompositeOperation strokeStyle fillStyle imageSmoothingEnabled ' +
        'imageSmoothingQuality lineWidth lineCap lineJoin miterLimit lineDashOffset shadowOffsetX shadowOffsetY shadowBlur shadowColor font textAlign ' +
        'textBaseline direction letterSpacing wordSpacing drawImage beginPath fill stroke clip isPointInPath isPointInStroke createLinearGradient ' +
        'createRadialGradient createConicGradient createPattern createImageData getImageData putImageData closePath moveTo lineTo quadraticCurveTo ' +
        'bezierCurveTo arcTo rect roundRect arc ellipse setLineDash getLineDash clearRect fillRect strokeRect save restore reset fillText strokeText ' +
        'measureText scale rotate translate transform getTransform setTransform resetTransform');
    dom.exposeGlobals({ CanvasRenderingContext2D, CanvasGradient, CanvasPattern, TextMetrics, ImageData, Path2D, ImageBitmap, OffscreenCanvas, OffscreenCanvasRenderingContext2D, ImageBitmapRenderingContext });
    Object.defineProperty(global, 'createImageBitmap', { value: createImageBitmap, writable: true, enumerable: true, configurable: true });
})
