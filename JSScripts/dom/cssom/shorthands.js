// Shorthands a sheet may give (margin, border, font, animation, transition ...) as the
// longhands the cascade and getComputedStyle work with.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { namedColors } = dom.cssom;

    const sideNames = ['top', 'right', 'bottom', 'left'];
    const borderStyles = /^(none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)$/i;
    const isBorderWidth = (part) => /^(thin|medium|thick)$/i.test(part) || /^[+-]?(\d+\.?\d*|\.\d+)[a-z]*$/i.test(part);
    function splitValue(value) {
        const parts = [];
        let current = '', depth = 0;
        for (const char of value) {
            if (char === '(') depth++;
            else if (char === ')') depth--;
            if (depth === 0 && char === ' ') { if (current) parts.push(current); current = ''; continue; }
            current += char;
        }
        if (current) parts.push(current);
        return parts;
    }
    function longhands(name, value) {
        const keyword = /^(inherit|initial|unset|revert|revert-layer)$/i.test(value) ? value.toLowerCase() : null;
        const border = (sides) => {
            if (keyword) return sides.flatMap((side) => ['width', 'style', 'color'].map((part) => [`border-${side}-${part}`, keyword]));
            let width = 'medium', style = 'none', color = 'currentcolor';
            for (const part of splitValue(value)) {
                if (borderStyles.test(part)) style = part.toLowerCase();
                else if (isBorderWidth(part)) width = part;
                else color = part;
            }
            return sides.flatMap((side) => [[`border-${side}-width`, width], [`border-${side}-style`, style], [`border-${side}-color`, color]]);
        };
        switch (name) {
            case 'border': return border(sideNames);
            case 'border-top': case 'border-right': case 'border-bottom': case 'border-left': return border([name.slice(7)]);
            case 'background': {
                if (keyword) return [['background-color', keyword]];
                const parts = splitValue(value.split(',').pop().trim());
                const color = parts.find((part) => namedColors.has(part.toLowerCase()) || /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i.test(part) || /^(transparent|currentcolor)$/i.test(part));
                return [['background-color', color ?? 'rgba(0, 0, 0, 0)'], ['background-image', /url\(|gradient\(/i.test(value) ? value : 'none']];
            }
            case 'font': {
                if (keyword) return ['font-style', 'font-weight', 'font-size', 'line-height', 'font-family'].map((n) => [n, keyword]);
                const match = /^(.*?)([+-]?(?:\d+\.?\d*|\.\d+)[a-z%]*|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)(?:\s*\/\s*(\S+))?\s+(.+)$/i.exec(value);
                if (!match) return [];
                const words = splitValue(match[1].trim().toLowerCase());
                return [
                    ['font-style', words.find((w) => /^(italic|oblique)$/.test(w)) ?? 'normal'],
                    ['font-weight', words.find((w) => /^(bold|bolder|lighter|\d{3})$/.test(w)) ?? 'normal'],
                    ['font-size', match[2]], ['line-height', match[3] ?? 'normal'], ['font-family', match[4]],
                ];
            }
            case 'list-style': {
                const type = splitValue(value).find((p) => !/^(inside|outside|none|url\()/i.test(p));
                return [['list-style-type', keyword ?? type ?? (/\bnone\b/i.test(value) ? 'none' : 'disc')]];
            }
            case 'overflow': {
                const [x, y = x] = splitValue(value);
                return [['overflow-x', x], ['overflow-y', y]];
            }
            case 'text-decoration': return [['text-decoration-line', keyword ?? (splitValue(value).filter((p) => /^(none|underline|overline|line-through|blink)$/i.test(p)).join(' ') || 'none')]];
            case 'white-space': return [['white-space', value]];
            case 'animation': return layeredLonghands(value, keyword, animationLayer, animationDefaults);
            case 'transition': return layeredLonghands(value, keyword, transitionLayer, transitionDefaults);
        }
        return [[name, value]];
    }

    // `animation` and `transition`: comma-separated layers, each longhand the list of its
    // layers' values (the animation model reads names, durations, delays and counts).
    const animationDefaults = [['animation-name', 'none'], ['animation-duration', '0s'], ['animation-timing-function', 'ease'], ['animation-delay', '0s'],
        ['animation-iteration-count', '1'], ['animation-direction', 'normal'], ['animation-fill-mode', 'none'], ['animation-play-state', 'running']];
    const transitionDefaults = [['transition-property', 'all'], ['transition-duration', '0s'], ['transition-timing-function', 'ease'], ['transition-delay', '0s']];
    const isTime = (part) => /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?m?s$/i.test(part);
    const isEasing = (part) => /^(linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end)$/i.test(part) || /^(cubic-bezier|steps|linear)\(/i.test(part);
    function splitLayers(value) {
        const layers = [];
        let current = '', depth = 0;
        for (const char of value) {
            if (char === '(') depth++;
            else if (char === ')') depth--;
            if (depth === 0 && char === ',') { layers.push(current.trim()); current = ''; continue; }
            current += char;
        }
        layers.push(current.trim());
        return layers;
    }
    // A time's computed value is in seconds (Chromium: 1ms is 0.001s).
    function timeInSeconds(part) {
        const number = parseFloat(part), ms = /ms$/i.test(part);
        return `${dom.styleValues.numberText(ms ? number / 1000 : number)}s`;
    }
    function animationLayer(parts) {
        const layer = new Map();
        for (const part of parts) {
            const lower = part.toLowerCase();
            if (isTime(part)) layer.set(layer.has('animation-duration') ? 'animation-delay' : 'animation-duration', timeInSeconds(part));
            else if (isEasing(part) && !layer.has('animation-timing-function')) layer.set('animation-timing-function', part);
            else if ((/^(\d+\.?\d*|\.\d+)$/.test(part) || lower === 'infinite') && !layer.has('animation-iteration-count')) layer.set('animation-iteration-count', lower);
            else if (/^(normal|reverse|alternate|alternate-reverse)$/.test(lower) && !layer.has('animation-direction')) layer.set('animation-direction', lower);
            else if (/^(forwards|backwards|both)$/.test(lower) && !layer.has('animation-fill-mode')) layer.set('animation-fill-mode', lower);
            else if (/^(running|paused)$/.test(lower) && !layer.has('animation-play-state')) layer.set('animation-play-state', lower);
            else if (!layer.has('animation-name')) layer.set('animation-name', part);
        }
        return layer;
    }
    function transitionLayer(parts) {
        const layer = new Map();
        for (const part of parts) {
            if (isTime(part)) layer.set(layer.has('transition-duration') ? 'transition-delay' : 'transition-duration', timeInSeconds(part));
            else if (isEasing(part) && !layer.has('transition-timing-function')) layer.set('transition-timing-function', part);
            else if (/^(normal|allow-discrete)$/i.test(part)) continue;
            else if (!layer.has('transition-property')) layer.set('transition-property', part.toLowerCase());
        }
        return layer;
    }
    function layeredLonghands(value, keyword, parseLayer, defaults) {
        if (keyword) return defaults.map(([longhand]) => [longhand, keyword]);
        const layers = splitLayers(value).map((layer) => parseLayer(splitValue(layer)));
        return defaults.map(([longhand, initial]) => [longhand, layers.map((layer) => layer.get(longhand) ?? initial).join(', ')]);
    }

    Object.assign(dom.cssom, { longhands, sideNames });
})
