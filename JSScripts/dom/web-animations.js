// Web Animations: Element.animate, Animation, KeyframeEffect, DocumentTimeline and
// AnimationPlaybackEvent, as WebKit answers them. Render scripts animate (collapsing quoted
// text, fading in images) and wait on `animation.finished`; a script that does must run here
// as in a web view. The timing model is the specification's, step for step (play, pause,
// finish, cancel, reverse, seeking, playback rates, the ready and finished promises and the
// finish and cancel events); what an effect does to its target shows in getComputedStyle and
// in the layout, as WebKit's does: interpolated computed values (numbers, lengths, colours,
// transform lists of the same functions), discrete steps for the rest. Installed on first use.
//
// Time: the document timeline's time is the page's clock in whole milliseconds, as WebKit
// reduces it, frozen for the rest of a task (WebKit's moves once per rendering update). Pending
// plays and pauses complete in the next animation frame; a finished animation's event is
// dispatched in the frame after it finished. An animation that never ends asks for no frames:
// a run with one still settles.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    internals.installNow('dom/cssom.js');
    const { Event, EventTarget } = dom.eventClasses;
    const { _animation, _cssAnimation, _effect, _important, _onListen, _timeline, _playbackEvent, _targetedBy } = dom.slots;
    const { requireArguments, wrongThisCall, illegalInvocation, thrownByAttribute } = dom;
    const { isNode, nodeTypeOf, ownerDocumentOf } = dom.nodeSlots;
    const setTimer = globalThis.setTimeout, clearTimer = globalThis.clearTimeout;
    const frames = dom.runtimeFrames;

    const typeError = () => new TypeError('Type error');
    const invalidState = () => new DOMException('The object is in an invalid state.', 'InvalidStateError');
    const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
    const handled = (promise) => { promise.catch(() => {}); return promise; };
    const deferred = () => {
        let resolve, reject;
        const promise = new Promise((yes, no) => { resolve = yes; reject = no; });
        return { promise: handled(promise), resolve, reject, settled: false };
    };

    // ----- Time ---------------------------------------------------------------------------------

    // Times are kept in seconds, as WebKit keeps them (its sums and quotients round as these do),
    // and shown in milliseconds rounded to the microsecond (WebKit's secondsToWebAnimationsAPITime).
    const seconds = (milliseconds) => milliseconds / 1000;
    const apiTime = (time) => { if (time === null) return null; const rounded = Math.round(time * 1000 * 1000) / 1000; return rounded === 0 ? 0 : rounded; };
    const epsilon = seconds(0.001);

    // The time of the current task, in whole milliseconds (cleared after the task's microtasks).
    let taskTime = null;
    function now() {
        if (taskTime === null) {
            taskTime = Math.floor(internals.now());
            Promise.resolve().then(() => { taskTime = null; });
            clock.changed();
        }
        return taskTime;
    }
    // What getComputedStyle's cache is keyed by while animations are in effect: a count moved
    // whenever time or an animation changes (dom/cssom/computed-values.js).
    const clock = {
        count: 0,
        changed() { if (animations.size > 0) this.count++; },
    };
    Object.assign(dom.cssom.animationClock, { active: true, stamp: () => { if (animations.size === 0) return 0; now(); return clock.count; } });

    const timelines = new WeakMap();
    class AnimationTimeline {
        constructor() { throw new TypeError('Illegal constructor'); }
        get currentTime() { return apiTime(timelineOf(this, 'currentTime').time()); }
        get duration() { timelineOf(this, 'duration'); return null; }
    }
    const timelineOf = (object, member) => object?.[_timeline] ?? illegalInvocation(object, 'AnimationTimeline', member);
    class DocumentTimeline extends AnimationTimeline {
        constructor(options = undefined) {
            const originTime = Number(dom.dictionary(options).originTime ?? 0);
            if (!Number.isFinite(originTime)) throw new TypeError('The provided value is non-finite');
            return makeTimeline(globalThis.document, originTime, new.target.prototype);
        }
    }
    function makeTimeline(document, originTime, prototype = DocumentTimeline.prototype) {
        const timeline = Object.create(prototype);
        Object.defineProperty(timeline, _timeline, { value: { document, time: () => (document.defaultView === null ? null : seconds(now() - originTime)) } });
        return timeline;
    }
    function documentTimeline(document) {
        let timeline = timelines.get(document);
        if (timeline === undefined) timelines.set(document, timeline = makeTimeline(document, 0));
        return timeline;
    }
    const timeOf = (timeline) => (timeline === null ? null : timeline[_timeline].time());

    // ----- Timing -----------------------------------------------------------------------------

    // Timing functions (CSS Easing): the keywords, cubic-bezier(), steps() and linear().
    const keywordEasings = { ease: [0.25, 0.1, 0.25, 1], 'ease-in': [0.42, 0, 1, 1], 'ease-out': [0, 0, 0.58, 1], 'ease-in-out': [0.42, 0, 0.58, 1] };
    const number = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
    function parseEasing(text) {
        const value = String(text).trim().toLowerCase();
        if (value === 'linear') return { text: 'linear', at: (x) => x };
        if (keywordEasings[value]) return { text: value, at: bezier(...keywordEasings[value]) };
        if (value === 'step-start') return steps(1, 'start');
        if (value === 'step-end') return steps(1, 'end');
        let match = new RegExp(`^cubic-bezier\\(\\s*(${number})\\s*,\\s*(${number})\\s*,\\s*(${number})\\s*,\\s*(${number})\\s*\\)$`).exec(value);
        if (match) {
            const [x1, y1, x2, y2] = match.slice(1).map(Number);
            if (x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1) return null;
            const keyword = Object.keys(keywordEasings).find((name) => keywordEasings[name].join() === [x1, y1, x2, y2].join());
            return { text: keyword ?? `cubic-bezier(${[x1, y1, x2, y2].map(format).join(', ')})`, at: bezier(x1, y1, x2, y2) };
        }
        match = /^steps\(\s*(\d+)\s*(?:,\s*(start|end|jump-start|jump-end|jump-none|jump-both)\s*)?\)$/.exec(value);
        if (match) {
            const count = Number(match[1]), position = match[2] ?? 'end';
            if (count < 1 || (position === 'jump-none' && count < 2)) return null;
            return steps(count, position);
        }
        if (value.startsWith('linear(') && value.endsWith(')')) return linearFunction(value.slice(7, -1));
        return null;
    }
    function steps(count, position) {
        const start = position === 'start' || position === 'jump-start' || position === 'jump-both';
        const jumps = position === 'jump-both' ? count + 1 : position === 'jump-none' ? count - 1 : count;
        const shown = position === 'end' || position === 'jump-end' ? '' : `, ${position}`;
        return {
            text: `steps(${count}${shown})`,
            at(x, before) {
                let step = Math.floor(x * count);
                if (start) step++;
                if (before && Math.floor(x * count) === x * count) step--;
                if (x >= 0 && step < 0) step = 0;
                if (x <= 1 && step > jumps) step = jumps;
                return step / jumps;
            },
        };
    }
    // WebKit's cubic Bézier solver (UnitBezier): a guess from eleven samples of the curve, a few
    // Newton steps, then bisection, to a precision that depends on the duration (in seconds):
    // progress values agree with WebKit's to the last bit, not only to the curve.
    function bezier(x1, y1, x2, y2) {
        if (x1 === y1 && x2 === y2) return (x) => x;
        const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
        const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
        const sampleX = (t) => ((ax * t + bx) * t + cx) * t;
        const sampleY = (t) => ((ay * t + by) * t + cy) * t;
        const slopeX = (t) => (3 * ax * t + 2 * bx) * t + cx;
        // Outside [0, 1] the curve goes on along its end tangents.
        const startGradient = x1 > 0 ? y1 / x1 : !y1 && x2 > 0 ? y2 / x2 : !y1 && !y2 ? 1 : 0;
        const endGradient = x2 < 1 ? (y2 - 1) / (x2 - 1) : y2 === 1 && x1 < 1 ? (y1 - 1) / (x1 - 1) : y2 === 1 && y1 === 1 ? 1 : 0;
        const samples = Array.from({ length: 11 }, (_, i) => sampleX(i * 0.1));
        function solveX(x, epsilon) {
            let t0 = 0, t1 = 0, t2 = x, x2 = 0;
            for (let i = 1; i < 11; i++) {
                if (x <= samples[i]) {
                    t1 = 0.1 * i;
                    t0 = t1 - 0.1;
                    t2 = t0 + ((t1 - t0) * (x - samples[i - 1])) / (samples[i] - samples[i - 1]);
                    break;
                }
            }
            const newtonEpsilon = Math.min(1e-7, epsilon);
            for (let i = 0; i < 4; i++) {
                x2 = sampleX(t2) - x;
                if (Math.abs(x2) < newtonEpsilon) return t2;
                const slope = slopeX(t2);
                if (Math.abs(slope) < 1e-7) break;
                t2 -= x2 / slope;
            }
            if (Math.abs(x2) < epsilon) return t2;
            const bisectionEpsilon = Math.max(1e-10, epsilon);
            while (t0 < t1) {
                x2 = sampleX(t2);
                if (Math.abs(x2 - x) < bisectionEpsilon) return t2;
                if (x > x2) t0 = t2; else t1 = t2;
                t2 = (t0 + t1) / 2;
            }
            return t2;
        }
        return (x, before, duration) => {
            if (x < 0) return startGradient * x;
            if (x > 1) return 1 + endGradient * (x - 1);
            return sampleY(solveX(x, 1 / (1000 * duration)));
        };
    }
    // linear(): points with optional input percentages; missing ones spread evenly.
    function linearFunction(list) {
        const points = [];
        for (const part of list.split(',')) {
            const tokens = part.trim().split(/\s+/);
            if (tokens.length < 1 || tokens.length > 3 || !new RegExp(`^${number}$`).test(tokens[0])) return null;
            const output = Number(tokens[0]);
            const inputs = tokens.slice(1).map((token) => (new RegExp(`^${number}%$`).test(token) ? Number(token.slice(0, -1)) / 100 : NaN));
            if (inputs.some(Number.isNaN)) return null;
            if (inputs.length === 0) points.push({ output, input: null });
            for (const input of inputs) points.push({ output, input });
        }
        if (points.length < 2) return null;
        if (points[0].input === null) points[0].input = 0;
        if (points.at(-1).input === null) points.at(-1).input = Math.max(1, ...points.map((point) => point.input ?? 0));
        let largest = points[0].input;
        for (const point of points) { if (point.input !== null) { point.input = Math.max(point.input, largest); largest = point.input; } }
        for (let i = 1; i < points.length; i++) {
            if (points[i].input !== null) continue;
            let j = i;
            while (points[j].input === null) j++;
            const from = points[i - 1].input, to = points[j].input, gaps = j - i + 1;
            for (let k = i; k < j; k++) points[k].input = from + ((to - from) * (k - i + 1)) / gaps;
        }
        return {
            text: `linear(${points.map((point) => `${point.output.toFixed(2)} ${format(point.input * 100)}%`).join(', ')})`,
            at(x) {
                let i = points.findLastIndex((point) => point.input <= x);
                if (i === -1) i = 0;
                else if (i === points.length - 1) i--;
                const a = points[i], b = points[i + 1];
                if (a.input === b.input) return b.output;
                return a.output + ((x - a.input) / (b.input - a.input)) * (b.output - a.output);
            },
        };
    }
    const format = (value) => String(Math.round(value * 1e6) / 1e6);

    // EffectTiming, checked and stored as the specification's "update the timing properties".
    const fills = ['none', 'forwards', 'backwards', 'both', 'auto'];
    const directions = ['normal', 'reverse', 'alternate', 'alternate-reverse'];
    const defaultTiming = () => ({ delay: 0, direction: 'normal', duration: 'auto', easing: parseEasing('linear'), endDelay: 0, fill: 'auto', iterationStart: 0, iterations: 1 });
    function finite(value) {
        const result = Number(value);
        if (!Number.isFinite(result)) throw new TypeError('The provided value is non-finite');
        return result;
    }
    // The checked members of an EffectTiming dictionary (a number is a duration).
    function timingInput(input, partial) {
        const given = typeof input === 'number' ? { duration: input } : dom.dictionary(input);
        const result = {};
        if (given.delay !== undefined) result.delay = seconds(finite(given.delay));
        if (given.direction !== undefined) { const direction = String(given.direction); if (!directions.includes(direction)) throw typeError(); result.direction = direction; }
        if (given.duration !== undefined) {
            const duration = given.duration;
            if (typeof duration === 'string') { if (duration !== 'auto') throw typeError(); result.duration = 'auto'; }
            else { const value = Number(duration); if (Number.isNaN(value) || value < 0) throw typeError(); result.duration = seconds(value); }
        } else if (typeof input === 'number') result.duration = seconds(input);
        if (given.easing !== undefined) { const easing = parseEasing(given.easing); if (easing === null) throw typeError(); result.easing = easing; }
        if (given.endDelay !== undefined) result.endDelay = seconds(finite(given.endDelay));
        if (given.fill !== undefined) { const fill = String(given.fill); if (!fills.includes(fill)) throw typeError(); result.fill = fill; }
        if (given.iterationStart !== undefined) { const start = finite(given.iterationStart); if (start < 0) throw typeError(); result.iterationStart = start; }
        if (given.iterations !== undefined) { const iterations = Number(given.iterations); if (Number.isNaN(iterations) || iterations < 0) throw typeError(); result.iterations = iterations; }
        if (!partial && typeof input === 'number' && (Number.isNaN(input) || input < 0)) throw typeError();
        return result;
    }
    const timingDictionary = (timing) => ({
        delay: apiTime(timing.delay), direction: timing.direction, duration: timing.duration === 'auto' ? 'auto' : apiTime(timing.duration), easing: timing.easing.text,
        endDelay: apiTime(timing.endDelay), fill: timing.fill, iterationStart: timing.iterationStart, iterations: timing.iterations,
    });

    // The specification's timing calculations for an effect at its animation's current time.
    function computedTiming(effect) {
        const timing = effect.timing;
        const duration = timing.duration === 'auto' ? 0 : timing.duration;
        const activeDuration = duration === 0 || timing.iterations === 0 ? 0 : duration * timing.iterations;
        const endTime = Math.max(timing.delay + activeDuration + timing.endDelay, 0);
        const animation = effect.animation;
        const localTime = animation === null ? null : currentTimeOf(animation);
        const result = { timing, duration, activeDuration, endTime, localTime, phase: 'idle', activeTime: null, progress: null, currentIteration: null };
        if (localTime === null) return result;
        const backwards = animation !== null && effectivePlaybackRate(animation) < 0;
        const beforeActive = Math.max(Math.min(timing.delay, endTime), 0);
        const activeAfter = Math.max(Math.min(timing.delay + activeDuration, endTime), 0);
        const fill = timing.fill === 'auto' ? 'none' : timing.fill;
        if (localTime + epsilon < beforeActive || (backwards && Math.abs(localTime - beforeActive) * 1e6 < epsilon * 1e6)) {
            result.phase = 'before';
            if (fill === 'backwards' || fill === 'both') result.activeTime = Math.max(localTime - timing.delay, 0);
        } else if (localTime - epsilon > activeAfter || (!backwards && Math.abs(localTime - activeAfter) * 1e6 < epsilon * 1e6)) {
            result.phase = 'after';
            if (fill === 'forwards' || fill === 'both') result.activeTime = Math.max(Math.min(localTime - timing.delay, activeDuration), 0);
        } else {
            result.phase = 'active';
            result.activeTime = localTime - timing.delay;
        }
        const activeTime = result.activeTime;
        if (activeTime === null) return result;
        let overall;
        if (duration === 0) overall = result.phase === 'before' ? 0 : timing.iterations;
        else overall = activeTime / duration;
        overall = Math.abs(overall + timing.iterationStart);
        let simple = overall === Infinity ? timing.iterationStart % 1 : overall % 1;
        if (simple === 0 && (result.phase === 'active' || result.phase === 'after') && Math.abs(activeTime - activeDuration) < epsilon && timing.iterations !== 0) simple = 1;
        let iteration;
        if (result.phase === 'after' && timing.iterations === Infinity) iteration = Infinity;
        else if (simple === 1) iteration = Math.floor(overall) - 1;
        else iteration = Math.floor(overall);
        let forwards = true;
        if (timing.direction === 'reverse') forwards = false;
        else if (timing.direction !== 'normal' && iteration !== Infinity && iteration + (timing.direction === 'alternate-reverse' ? 1 : 0) !== Infinity) forwards = (iteration + (timing.direction === 'alternate-reverse' ? 1 : 0)) % 2 === 0;
        const directed = forwards ? simple : 1 - simple;
        const before = (result.phase === 'before' && forwards) || (result.phase === 'after' && !forwards);
        result.progress = duration === 0 ? directed : timing.easing.at(directed, before, duration);
        result.currentIteration = iteration;
        return result;
    }
    const endOf = (effect) => computedTiming(effect).endTime;

    // ----- Effects ------------------------------------------------------------------------------

    const stateOfEffect = (object, member) => object?.[_effect] ?? wrongThisCall('AnimationEffect', member);
    class AnimationEffect {
        constructor() { throw new TypeError('Illegal constructor'); }
        getTiming() { return timingDictionary(stateOfEffect(this, 'getTiming').timing); }
        getComputedTiming() {
            const state = stateOfEffect(this, 'getComputedTiming');
            const computed = computedTiming(state);
            const timing = timingDictionary(state.timing);
            timing.duration = apiTime(computed.duration);
            if (timing.fill === 'auto') timing.fill = 'none';
            return Object.assign(timing, {
                activeDuration: apiTime(computed.activeDuration), currentIteration: computed.currentIteration, endTime: apiTime(computed.endTime),
                localTime: apiTime(computed.localTime), progress: computed.progress,
            });
        }
        updateTiming(timing = undefined) {
            const state = stateOfEffect(this, 'updateTiming');
            Object.assign(state.timing, timingInput(timing, true));
            changed(state.animation);
        }
    }

    // Keyframes: offsets, easing, composite and CSS property values, in the specification's
    // "process a keyframes argument".
    // What keyframes may not animate (CSS Animations, Web Animations' list: the animation and
    // transition properties, and those that would change what the others mean).
    const notAnimatable = /^(animation|transition)(-|$)|^(all|contain|direction|text-combine-upright|text-orientation|unicode-bidi|will-change|writing-mode)$/;
    // A keyframe member's CSS property: camel-cased IDL names (`cssFloat`, `cssOffset`), custom
    // properties as written; null for anything else, which is never read.
    function cssPropertyOf(member) {
        if (member.startsWith('--')) return member;
        if (member === 'cssFloat') return 'float';
        if (member === 'cssOffset') return 'offset';
        if (member === 'float' || member === 'offset' || /^webkit[A-Z]/.test(member) || !/^[a-z][a-zA-Z]*$/.test(member)) return null;
        const name = member.replace(/[A-Z]/g, (letter) => '-' + letter.toLowerCase());
        return dom.cssSyntax.knownProperties.has(name) && !notAnimatable.test(name) ? name : null;
    }
    const keyframeMembers = new Set(['offset', 'easing', 'composite']);
    const composites = ['replace', 'add', 'accumulate', 'auto'];
    // A value as CSS parses it, serialized (`#f00` is rgb(255, 0, 0)); null for a value CSS
    // rejects, which the keyframe then leaves out.
    function specifiedValue(property, value, document) {
        if (property.startsWith('--')) return value.trim();
        const style = scratchStyle(document);
        style.setProperty(property, value);
        const parsed = style.getPropertyValue(property);
        style.removeProperty(property);
        return parsed === '' ? null : parsed;
    }
    const scratch = new WeakMap();
    function scratchStyle(document) {
        let style = scratch.get(document);
        if (style === undefined) scratch.set(document, style = document.createElement('div').style);
        return style;
    }
    // The properties a keyframe-like object animates, in code point order, each read once.
    const animatedMembers = (object) => Object.keys(object).filter((member) => !keyframeMembers.has(member) && cssPropertyOf(member) !== null).sort();
    const listOf = (value) => (value === undefined ? [] : typeof value === 'object' && value !== null && typeof value[Symbol.iterator] === 'function' ? [...value] : [value]);
    // The specification's "process a keyframes argument": the keyframe-like objects' own
    // members (composite, easing, offset) read before their properties; easings checked last.
    function processKeyframes(input, document) {
        if (input === null || input === undefined) return [];
        if (typeof input !== 'object' && typeof input !== 'function') throw typeError();
        const iterator = input[Symbol.iterator];
        if (iterator !== undefined && iterator !== null) {
            if (typeof iterator !== 'function') throw typeError();
            const keyframes = [];
            for (const item of input) {
                if (item === undefined || item === null) { keyframes.push(newKeyframe(null, 'linear', 'auto')); continue; }
                if (typeof item !== 'object') throw typeError();
                const composite = item.composite === undefined ? 'auto' : String(item.composite);
                const easing = item.easing === undefined ? 'linear' : String(item.easing);
                const offset = item.offset === undefined || item.offset === null ? null : finite(item.offset);
                const keyframe = newKeyframe(offset, easing, composite);
                for (const member of animatedMembers(item)) keyframe.values.set(member, [cssPropertyOf(member), String(item[member])]);
                keyframes.push(keyframe);
            }
            checkKeyframes(keyframes, []);
            return finishKeyframes(keyframes, document);
        }
        // Property-indexed: each property's values spread evenly, keyframes at equal offsets merged.
        const givenComposites = listOf(input.composite).map(String);
        const easings = listOf(input.easing).map(String);
        const offsets = listOf(input.offset).map((offset) => (offset === null ? null : finite(offset)));
        const byOffset = new Map();
        for (const member of animatedMembers(input)) {
            const given = input[member];
            const values = typeof given === 'object' && given !== null && typeof given[Symbol.iterator] === 'function' ? [...given].map(String) : [String(given)];
            values.forEach((value, index) => {
                const offset = values.length === 1 ? 1 : index / (values.length - 1);
                if (!byOffset.has(offset)) byOffset.set(offset, newKeyframe(null, 'linear', 'auto', offset));
                byOffset.get(offset).values.set(member, [cssPropertyOf(member), value]);
            });
        }
        const keyframes = [...byOffset.values()].sort((a, b) => a.computedOffset - b.computedOffset);
        keyframes.forEach((keyframe, index) => { if (index < offsets.length) keyframe.offset = offsets[index]; });
        if (easings.length > 0) keyframes.forEach((keyframe, index) => { keyframe.easing = easings[index % easings.length]; });
        if (givenComposites.length > 0) keyframes.forEach((keyframe, index) => { keyframe.composite = givenComposites[index % givenComposites.length]; });
        checkKeyframes(keyframes, easings);
        return finishKeyframes(keyframes, document);
    }
    const newKeyframe = (offset, easing, composite, computedOffset = null) => ({ offset, easing, composite, computedOffset, values: new Map() });
    // Offsets loosely sorted within [0, 1], easings (the unused ones of a property-indexed list
    // too) and composites valid, or a TypeError.
    function checkKeyframes(keyframes, easings) {
        let previous = -Infinity;
        for (const keyframe of keyframes) {
            if (keyframe.offset === null) continue;
            if (keyframe.offset < 0 || keyframe.offset > 1 || keyframe.offset < previous) throw typeError();
            previous = keyframe.offset;
        }
        for (const easing of easings) if (parseEasing(easing) === null) throw typeError();
        for (const keyframe of keyframes) {
            const easing = parseEasing(keyframe.easing);
            if (easing === null) throw typeError();
            keyframe.easing = easing;
            if (!composites.includes(keyframe.composite)) throw typeError();
        }
    }
    function finishKeyframes(keyframes, document) {
        for (const keyframe of keyframes) {
            for (const [member, [property, value]] of keyframe.values) keyframe.values.set(member, [property, value, specifiedValue(property, value, document)]);
        }
        spaceOffsets(keyframes);
        return keyframes;
    }
    // Computed offsets: the given ones; the first 0 and the last 1 when not given; the rest
    // spread evenly between their neighbours.
    function spaceOffsets(keyframes) {
        keyframes.forEach((keyframe) => { keyframe.computedOffset = keyframe.offset; });
        if (keyframes.length === 0) return;
        if (keyframes.length > 1 && keyframes[0].computedOffset === null) keyframes[0].computedOffset = 0;
        if (keyframes.at(-1).computedOffset === null) keyframes.at(-1).computedOffset = 1;
        for (let i = 1; i < keyframes.length; i++) {
            if (keyframes[i].computedOffset !== null) continue;
            let j = i;
            while (keyframes[j].computedOffset === null) j++;
            const from = keyframes[i - 1].computedOffset, to = keyframes[j].computedOffset;
            for (let k = i; k < j; k++) keyframes[k].computedOffset = from + ((to - from) * (k - i + 1)) / (j - i + 1);
            i = j;
        }
    }
    function keyframeObjects(keyframes) {
        return keyframes.map((keyframe) => {
            const object = { composite: keyframe.composite, computedOffset: keyframe.computedOffset, easing: keyframe.easing.text, offset: keyframe.offset };
            const members = [...keyframe.values.keys()].sort((a, b) => (a.startsWith('--') === b.startsWith('--') ? (a < b ? -1 : a > b ? 1 : 0) : a.startsWith('--') ? -1 : 1));
            for (const member of members) { const parsed = keyframe.values.get(member)[2]; if (parsed !== null) object[member] = parsed; }
            return object;
        });
    }

    function checkTarget(target) {
        if (target !== null && !(isNode(target) && nodeTypeOf(target) === 1)) throw new TypeError("Argument 1 ('target') to the KeyframeEffect constructor must be an instance of Element");
        return target;
    }
    // A pseudo-element selector (`::before`, and the legacy `:before` forms), or a SyntaxError.
    const pseudoElements = /^::(?:before|after|marker|first-line|first-letter|placeholder|selection|backdrop|file-selector-button|grammar-error|spelling-error|target-text|highlight\([^()]+\)|part\([^()]+\)|slotted\([^()]+\)|view-transition(?:-group|-image-pair|-old|-new)?(?:\([^()]*\))?)$|^:(?:before|after|first-line|first-letter)$/i;
    function pseudoElementOf(value) {
        if (value === null || value === undefined) return null;
        const text = String(value);
        if (!pseudoElements.test(text)) throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
        return text.replace(/^:(?!:)/, '::').toLowerCase();
    }
    class KeyframeEffect extends AnimationEffect {
        constructor(target, keyframes = undefined, options = undefined) {
            requireArguments(arguments.length, 1);
            const effect = Object.create(new.target.prototype);
            if (arguments.length === 1 && target?.[_effect] === undefined) throw new TypeError("Argument 1 ('source') to the KeyframeEffect constructor must be an instance of KeyframeEffect");
            const source = arguments.length === 1 ? target[_effect] : null;
            const state = source !== null
                ? { target: source.target, pseudoElement: source.pseudoElement, keyframes: source.keyframes.map((keyframe) => ({ ...keyframe, values: new Map(keyframe.values) })), timing: { ...source.timing }, composite: source.composite, iterationComposite: source.iterationComposite, animation: null }
                : makeEffectState(checkTarget(target), keyframes, options);
            Object.defineProperty(effect, _effect, { value: state });
            retarget(state, null, state.target);
            return effect;
        }
        get target() { return stateOfKeyframes(this, 'target').target; }
        set target(value) {
            const state = stateOfKeyframes(this, 'target');
            const target = value === null || value === undefined ? null : value;
            if (target !== null && !(isNode(target) && nodeTypeOf(target) === 1)) throw thrownByAttribute(new TypeError('The KeyframeEffect.target setter must be an instance of Element'));
            retarget(state, state.target, target);
            state.target = target;
            changed(state.animation);
        }
        get pseudoElement() { return stateOfKeyframes(this, 'pseudoElement').pseudoElement; }
        set pseudoElement(value) {
            const state = stateOfKeyframes(this, 'pseudoElement');
            try { state.pseudoElement = pseudoElementOf(value); } catch (error) { throw thrownByAttribute(error); }
            changed(state.animation);
        }
        get iterationComposite() { return stateOfKeyframes(this, 'iterationComposite').iterationComposite; }
        set iterationComposite(value) { const state = stateOfKeyframes(this, 'iterationComposite'); value = String(value); if (value === 'replace' || value === 'accumulate') state.iterationComposite = value; }
        get composite() { return stateOfKeyframes(this, 'composite').composite; }
        set composite(value) { const state = stateOfKeyframes(this, 'composite'); value = String(value); if (value === 'replace' || value === 'add' || value === 'accumulate') { state.composite = value; changed(state.animation); } }
        getKeyframes() { return keyframeObjects(stateOfKeyframes(this, 'getKeyframes', true).keyframes); }
        setKeyframes(keyframes) {
            const state = stateOfKeyframes(this, 'setKeyframes', true);
            requireArguments(arguments.length, 1);
            state.keyframes = processKeyframes(keyframes, documentOfEffect(state));
            changed(state.animation);
        }
    }
    const stateOfKeyframes = (object, member, operation) => object?.[_effect] ?? (operation ? wrongThisCall('KeyframeEffect', member) : illegalInvocation(object, 'KeyframeEffect', member));
    const documentOfEffect = (state) => (state.target !== null ? ownerDocumentOf(state.target) : globalThis.document);
    function makeEffectState(target, keyframes, options) {
        const given = typeof options === 'number' ? {} : dom.dictionary(options);
        const state = {
            target, pseudoElement: pseudoElementOf(given.pseudoElement), keyframes: [], timing: Object.assign(defaultTiming(), timingInput(options, false)),
            composite: 'replace', iterationComposite: 'replace', animation: null,
        };
        if (given.composite !== undefined) { const composite = String(given.composite); if (!['replace', 'add', 'accumulate'].includes(composite)) throw typeError(); state.composite = composite; }
        if (given.iterationComposite !== undefined) { const composite = String(given.iterationComposite); if (!['replace', 'accumulate'].includes(composite)) throw typeError(); state.iterationComposite = composite; }
        state.keyframes = processKeyframes(keyframes, target !== null ? ownerDocumentOf(target) : globalThis.document);
        return state;
    }
    // The effects targeting an element, for its style (dom/cssom/computed-values.js reads the slot).
    function retarget(state, from, to) {
        if (from === to) return;
        if (from !== null) from[_targetedBy]?.delete(state);
        if (to !== null) {
            if (to[_targetedBy] === undefined) Object.defineProperty(to, _targetedBy, { value: new Set(), configurable: true });
            to[_targetedBy].add(state);
        }
    }

    // ----- Animations -------------------------------------------------------------------------

    // Every animation that may be in effect or have work pending (an idle one without either
    // leaves the set), in the order they were made: WebKit's composite order.
    const animations = new Set();
    let sequence = 0;

    const stateOfAnimation = (object, member, operation) => object?.[_animation] ?? (operation ? wrongThisCall('Animation', member) : illegalInvocation(object, 'Animation', member));
    function stateOfSetter(object, member) {
        const state = object?.[_animation];
        if (state === undefined) throw thrownByAttribute(new TypeError(`The Animation.${member} setter can only be used on instances of Animation`));
        return state;
    }

    function currentTimeOf(state) {
        if (state.holdTime !== null) return state.holdTime;
        const time = timeOf(state.timeline);
        if (time === null || state.startTime === null) return null;
        return (time - state.startTime) * state.playbackRate;
    }
    const effectivePlaybackRate = (state) => state.pendingPlaybackRate ?? state.playbackRate;
    const effectEnd = (state) => (state.effect === null ? 0 : endOf(state.effect[_effect]));
    function playStateOf(state) {
        const current = currentTimeOf(state);
        if (current === null && state.startTime === null && state.pendingTask === null) return 'idle';
        if (state.pendingTask === 'pause' || (state.startTime === null && state.pendingTask !== 'play')) return 'paused';
        const rate = effectivePlaybackRate(state);
        if (current !== null && ((rate > 0 && current >= effectEnd(state)) || (rate < 0 && current <= 0))) return 'finished';
        return 'running';
    }
    function applyPendingPlaybackRate(state) {
        if (state.pendingPlaybackRate === null) return;
        state.playbackRate = state.pendingPlaybackRate;
        state.pendingPlaybackRate = null;
    }
    function resolveReady(state) {
        if (!state.ready.settled) { state.ready.settled = true; state.ready.resolve(state.self); }
    }
    function newReady(state) { state.ready = deferred(); }

    // Update the finished state (didSeek: the time was set; synchronously: notify now).
    function updateFinishedState(state, didSeek, synchronously) {
        const timelineTime = timeOf(state.timeline);
        const unconstrained = didSeek ? currentTimeOf(state) : state.startTime === null || timelineTime === null ? null : (timelineTime - state.startTime) * state.playbackRate;
        if (unconstrained !== null && state.startTime !== null && state.pendingTask === null) {
            const end = effectEnd(state);
            if (state.playbackRate > 0 && unconstrained >= end) {
                state.holdTime = didSeek ? unconstrained : state.previousCurrentTime === null ? end : Math.max(state.previousCurrentTime, end);
            } else if (state.playbackRate < 0 && unconstrained <= 0) {
                state.holdTime = didSeek ? unconstrained : state.previousCurrentTime === null ? 0 : Math.min(state.previousCurrentTime, 0);
            } else if (state.playbackRate !== 0 && timelineTime !== null) {
                if (didSeek && state.holdTime !== null) state.startTime = timelineTime - state.holdTime / state.playbackRate;
                state.holdTime = null;
            }
        }
        state.previousCurrentTime = currentTimeOf(state);
        const finished = playStateOf(state) === 'finished';
        if (finished && !state.finished.settled) {
            if (synchronously) { state.finishNotification = null; finishNotification(state); }
            else if (state.finishNotification === null) {
                const ticket = {};
                state.finishNotification = ticket;
                Promise.resolve().then(() => { if (state.finishNotification === ticket) { state.finishNotification = null; finishNotification(state); } });
            }
        }
        if (!finished) {
            state.finishNotification = null;
            if (state.finished.settled) state.finished = deferred();
        }
        changed(state);
    }
    function finishNotification(state) {
        if (playStateOf(state) !== 'finished') return;
        state.finished.settled = true;
        state.finished.resolve(state.self);
        queueEvent(state, 'finish', currentTimeOf(state));
    }

    function play(state, autoRewind) {
        const abortedPause = state.pendingTask === 'pause';
        let hasPendingReady = false, seekTime = null;
        const rate = effectivePlaybackRate(state), current = currentTimeOf(state), end = effectEnd(state);
        if (rate > 0 && autoRewind && (current === null || current < 0 || current >= end)) seekTime = 0;
        else if (rate < 0 && autoRewind && (current === null || current <= 0 || current > end)) {
            if (end === Infinity) throw invalidState();
            seekTime = end;
        } else if (rate === 0 && current === null) seekTime = 0;
        if (seekTime !== null) state.holdTime = seekTime;
        if (state.holdTime !== null) state.startTime = null;
        if (state.pendingTask !== null) { state.pendingTask = null; hasPendingReady = true; }
        if (state.holdTime === null && seekTime === null && !abortedPause && state.pendingPlaybackRate === null) return;
        if (!hasPendingReady) newReady(state);
        state.pendingTask = 'play';
        track(state);
        updateFinishedState(state, false, false);
    }
    function pause(state) {
        if (state.pendingTask === 'pause') return;
        let seekTime = null;
        if (currentTimeOf(state) === null) {
            if (state.playbackRate >= 0) seekTime = 0;
            else {
                const end = effectEnd(state);
                if (end === Infinity) throw invalidState();
                seekTime = end;
            }
        }
        if (seekTime !== null) state.holdTime = seekTime;
        if (state.pendingTask === 'play') state.pendingTask = null;
        else newReady(state);
        state.pendingTask = 'pause';
        track(state);
        updateFinishedState(state, false, false);
    }
    // The pending tasks, run in an animation frame at its time (`ready`).
    function runPendingTask(state, readyTime) {
        if (state.pendingTask === 'play') {
            if (state.holdTime !== null) {
                applyPendingPlaybackRate(state);
                state.startTime = state.playbackRate === 0 ? readyTime : readyTime - state.holdTime / state.playbackRate;
                if (state.playbackRate !== 0) state.holdTime = null;
            } else if (state.startTime !== null && state.pendingPlaybackRate !== null) {
                const currentAtReady = (readyTime - state.startTime) * state.playbackRate;
                applyPendingPlaybackRate(state);
                state.startTime = state.playbackRate === 0 ? readyTime : readyTime - currentAtReady / state.playbackRate;
            }
        } else if (state.pendingTask === 'pause') {
            if (state.startTime !== null && state.holdTime === null) state.holdTime = (readyTime - state.startTime) * state.playbackRate;
            applyPendingPlaybackRate(state);
            state.startTime = null;
        }
        state.pendingTask = null;
        resolveReady(state);
        updateFinishedState(state, false, false);
    }
    function silentlySetCurrentTime(state, seekTime) {
        if (seekTime === null) {
            if (currentTimeOf(state) !== null) throw typeError();
            return;
        }
        const time = timeOf(state.timeline);
        if (state.holdTime !== null || state.startTime === null || time === null || state.playbackRate === 0) state.holdTime = seekTime;
        else state.startTime = time - seekTime / state.playbackRate;
        if (state.timeline === null) state.startTime = null;
        state.previousCurrentTime = null;
    }
    function setCurrentTime(state, seekTime) {
        silentlySetCurrentTime(state, seekTime);
        if (state.pendingTask === 'pause') {
            state.holdTime = seekTime;
            applyPendingPlaybackRate(state);
            state.startTime = null;
            state.pendingTask = null;
            resolveReady(state);
        }
        updateFinishedState(state, true, false);
    }
    function resetPendingTasks(state) {
        if (state.pendingTask === null) return;
        state.pendingTask = null;
        applyPendingPlaybackRate(state);
        if (!state.ready.settled) { state.ready.settled = true; state.ready.reject(abortError()); }
        state.ready = deferred();
        state.ready.settled = true;
        state.ready.resolve(state.self);
    }
    function cancel(state) {
        if (playStateOf(state) !== 'idle') {
            resetPendingTasks(state);
            if (!state.finished.settled) { state.finished.settled = true; state.finished.reject(abortError()); }
            state.finished = deferred();
            queueEvent(state, 'cancel', null);
        }
        state.holdTime = null;
        state.startTime = null;
        state.finishNotification = null;
        changed(state);
    }

    class Animation extends EventTarget {
        constructor(effect = null, timeline = undefined) {
            super();
            if (effect !== null && effect?.[_effect] === undefined) throw new TypeError("Argument 1 ('effect') to the Animation constructor must be an instance of AnimationEffect");
            if (timeline !== undefined && timeline !== null && timeline?.[_timeline] === undefined) throw new TypeError("Argument 2 ('timeline') to the Animation constructor must be an instance of AnimationTimeline");
            const state = {
                self: this, id: '', effect: null, timeline: timeline === undefined ? documentTimeline(globalThis.document) : timeline,
                startTime: null, holdTime: null, playbackRate: 1, pendingPlaybackRate: null, pendingTask: null,
                previousCurrentTime: null, replaceState: 'active', finishNotification: null, order: ++sequence,
                ready: deferred(), finished: deferred(), finishTimer: null, observed: false,
            };
            state.ready.settled = true;
            state.ready.resolve(this);
            Object.defineProperty(this, _animation, { value: state });
            Object.defineProperty(this, _onListen, { value: (type) => { if (type === 'finish') observe(state); } });
            if (effect !== null) setEffect(state, effect);
        }
        get id() { return stateOfAnimation(this, 'id').id; }
        set id(value) { stateOfSetter(this, 'id').id = String(value); }
        get effect() { return stateOfAnimation(this, 'effect').effect; }
        set effect(value) {
            const state = stateOfSetter(this, 'effect');
            if (value !== null && value?.[_effect] === undefined) throw thrownByAttribute(new TypeError('The Animation.effect setter must be an instance of AnimationEffect'));
            setEffect(state, value);
        }
        get timeline() { return stateOfAnimation(this, 'timeline').timeline; }
        set timeline(value) {
            const state = stateOfSetter(this, 'timeline');
            if (value !== null && value?.[_timeline] === undefined) throw thrownByAttribute(new TypeError('The Animation.timeline setter must be an instance of AnimationTimeline'));
            if (value === state.timeline) return;
            const previousTime = currentTimeOf(state);
            state.timeline = value;
            if (state.startTime !== null) state.holdTime = null;
            if (previousTime !== null) silentlySetCurrentTime(state, previousTime);
            updateFinishedState(state, false, false);
        }
        get startTime() { return apiTime(stateOfAnimation(this, 'startTime').startTime); }
        set startTime(value) {
            const state = stateOfSetter(this, 'startTime');
            const newStart = value === null || value === undefined ? null : seconds(Number(value));
            const time = timeOf(state.timeline);
            if (time === null && newStart !== null) state.holdTime = null;
            const previous = currentTimeOf(state);
            applyPendingPlaybackRate(state);
            state.startTime = newStart;
            if (newStart !== null) state.holdTime = state.playbackRate !== 0 ? null : previous;
            else state.holdTime = previous;
            if (state.pendingTask !== null) { state.pendingTask = null; resolveReady(state); }
            updateFinishedState(state, true, false);
        }
        get currentTime() { return apiTime(currentTimeOf(stateOfAnimation(this, 'currentTime'))); }
        set currentTime(value) {
            const state = stateOfSetter(this, 'currentTime');
            try { setCurrentTime(state, value === null || value === undefined ? null : seconds(Number(value))); } catch (error) { throw thrownByAttribute(error); }
        }
        get rangeStart() { stateOfAnimation(this, 'rangeStart'); return 'normal'; }
        set rangeStart(value) { stateOfSetter(this, 'rangeStart'); }
        get rangeEnd() { stateOfAnimation(this, 'rangeEnd'); return 'normal'; }
        set rangeEnd(value) { stateOfSetter(this, 'rangeEnd'); }
        get playbackRate() { return stateOfAnimation(this, 'playbackRate').playbackRate; }
        set playbackRate(value) {
            const state = stateOfSetter(this, 'playbackRate');
            const rate = finite(value);
            state.pendingPlaybackRate = null;
            const previous = currentTimeOf(state);
            state.playbackRate = rate;
            if (previous !== null) setCurrentTime(state, previous);
            else changed(state);
        }
        get overallProgress() {
            const state = stateOfAnimation(this, 'overallProgress');
            const current = currentTimeOf(state);
            if (state.effect === null || current === null) return null;
            const end = effectEnd(state);
            if (end === 0) return current < 0 ? 0 : 1;
            if (end === Infinity) return 0;
            return Math.min(Math.max(current / end, 0), 1);
        }
        get playState() { return playStateOf(stateOfAnimation(this, 'playState')); }
        get replaceState() { return stateOfAnimation(this, 'replaceState').replaceState; }
        get pending() { return stateOfAnimation(this, 'pending').pendingTask !== null; }
        get ready() {
            const state = this?.[_animation];
            return state ? state.ready.promise : handled(Promise.reject(new TypeError('The Animation.ready getter can only be used on instances of Animation')));
        }
        get finished() {
            const state = this?.[_animation];
            if (state) observe(state);
            return state ? state.finished.promise : handled(Promise.reject(new TypeError('The Animation.finished getter can only be used on instances of Animation')));
        }
        cancel() { cancel(stateOfAnimation(this, 'cancel', true)); }
        finish() {
            const state = stateOfAnimation(this, 'finish', true);
            const rate = effectivePlaybackRate(state), end = effectEnd(state);
            if (rate === 0 || (rate > 0 && end === Infinity)) throw invalidState();
            applyPendingPlaybackRate(state);
            const limit = state.playbackRate > 0 ? end : 0;
            silentlySetCurrentTime(state, limit);
            const time = timeOf(state.timeline);
            if (state.startTime === null && time !== null) state.startTime = time - limit / state.playbackRate;
            if (state.pendingTask === 'pause' && state.startTime !== null) { state.holdTime = null; state.pendingTask = null; resolveReady(state); }
            if (state.pendingTask === 'play' && state.startTime !== null) { state.pendingTask = null; resolveReady(state); }
            updateFinishedState(state, true, true);
        }
        play() { play(stateOfAnimation(this, 'play', true), true); }
        pause() { pause(stateOfAnimation(this, 'pause', true)); }
        updatePlaybackRate(playbackRate) {
            const state = stateOfAnimation(this, 'updatePlaybackRate', true);
            requireArguments(arguments.length, 1);
            const rate = finite(playbackRate);
            const previousState = playStateOf(state);
            state.pendingPlaybackRate = rate;
            if (state.pendingTask !== null) return;
            if (previousState === 'idle' || previousState === 'paused' || currentTimeOf(state) === null) { applyPendingPlaybackRate(state); changed(state); }
            else if (previousState === 'finished') {
                const time = timeOf(state.timeline);
                const unconstrained = time === null ? null : (time - state.startTime) * state.playbackRate;
                if (time !== null) state.startTime = rate === 0 ? time : time - unconstrained / rate;
                applyPendingPlaybackRate(state);
                updateFinishedState(state, false, false);
            } else play(state, false);
        }
        reverse() {
            const state = stateOfAnimation(this, 'reverse', true);
            if (timeOf(state.timeline) === null) throw invalidState();
            const original = state.pendingPlaybackRate;
            state.pendingPlaybackRate = -effectivePlaybackRate(state);
            try { play(state, true); } catch (error) { state.pendingPlaybackRate = original; throw error; }
        }
        persist() { stateOfAnimation(this, 'persist', true).replaceState = 'persisted'; }
        commitStyles() {
            const state = stateOfAnimation(this, 'commitStyles', true);
            const effect = state.effect?.[_effect];
            if (!effect || effect.target === null) return;
            if (effect.pseudoElement !== null) throw new DOMException('The object can not be modified.', 'NoModificationAllowedError');
            if (!effect.target.isConnected || dom.computedValue(effect.target, 'display') === 'none') throw invalidState();
            const values = animatedValues(effect.target, null, [state]);
            for (const [property, value] of values) effect.target.style.setProperty(property, value);
        }
    }
    function setEffect(state, effect) {
        const current = state.effect;
        if (effect === current) return;
        if (effect !== null) {
            const effectState = effect[_effect];
            if (effectState.animation !== null) effectState.animation.effect = null;
            effectState.animation = state;
        }
        if (current !== null) current[_effect].animation = null;
        state.effect = effect;
        track(state);
        updateFinishedState(state, false, false);
    }
    dom.events.defineHandlers(Animation.prototype, 'Animation', 'onfinish oncancel onremove', (object) => (object?.[_animation] !== undefined ? object : null));

    // The interfaces of CSS-declared animations and transitions (WebKit's getAnimations() lists
    // them; here dom/animations.js models their events only, so none is made yet).
    class CSSAnimation extends Animation {
        constructor() { throw new TypeError('Illegal constructor'); }
        get animationName() { return (this?.[_cssAnimation] ?? illegalInvocation(this, 'CSSAnimation', 'animationName')).name; }
    }
    class CSSTransition extends Animation {
        constructor() { throw new TypeError('Illegal constructor'); }
        get transitionProperty() { return (this?.[_cssAnimation] ?? illegalInvocation(this, 'CSSTransition', 'transitionProperty')).name; }
    }

    class AnimationPlaybackEvent extends Event {
        constructor(type, init = undefined) {
            requireArguments(arguments.length, 1);
            init = dom.dictionary(init);
            super(type, init);
            const nullable = (value) => (value === undefined || value === null ? null : apiTime(seconds(finite(value))));
            Object.defineProperty(this, _playbackEvent, { value: { currentTime: nullable(init.currentTime), timelineTime: nullable(init.timelineTime) } });
        }
        get currentTime() { return (this?.[_playbackEvent] ?? illegalInvocation(this, 'AnimationPlaybackEvent', 'currentTime')).currentTime; }
        get timelineTime() { return (this?.[_playbackEvent] ?? illegalInvocation(this, 'AnimationPlaybackEvent', 'timelineTime')).timelineTime; }
    }

    // ----- Frames: pending tasks, events, and the end of running animations ----------------------

    let frameRequested = false;
    const queuedEvents = [];
    function queueEvent(state, type, currentTime) {
        queuedEvents.push({ state, type, currentTime, timelineTime: timeOf(state.timeline) });
        requestFrame();
    }
    function requestFrame() {
        if (frameRequested) return;
        frameRequested = true;
        frames.request(update);
    }
    // Something of `state` changed: its effect's target restyles, and its end is watched.
    function changed(state) {
        clock.count++;
        if (state === null || state === undefined) return;
        track(state);
        watchEnd(state);
    }
    function track(state) {
        if (state.pendingTask !== null) requestFrame();
        if (state.effect !== null || state.pendingTask !== null) animations.add(state);
        else if (playStateOf(state) === 'idle') animations.delete(state);
    }
    // A running animation whose end a page can hear (its `finished` promise taken, a finish
    // listener or handler) gets a timer for then, which keeps a run waiting as a page's timer
    // does; an unheard one, or one that never ends, asks for nothing: its state is computed from
    // the time whenever it is read.
    function observe(state) {
        if (state.observed) return;
        state.observed = true;
        watchEnd(state);
    }
    function watchEnd(state) {
        if (state.finishTimer !== null) { clearTimer(state.finishTimer); state.finishTimer = null; }
        if (!state.observed || state.pendingTask !== null || state.startTime === null || state.playbackRate === 0 || state.timeline === null || state.finished.settled) return;
        const current = currentTimeOf(state);
        if (current === null) return;
        const remaining = state.playbackRate > 0 ? (effectEnd(state) - current) / state.playbackRate : current / -state.playbackRate;
        if (!Number.isFinite(remaining)) return;
        state.finishTimer = setTimer(() => { state.finishTimer = null; requestFrame(); }, Math.max(0, Math.ceil(remaining * 1000)));
    }
    // An animation frame: pending tasks complete at its time, finished states update, queued
    // events are dispatched (in timeline time order, as WebKit's "update animations and send events").
    function update() {
        frameRequested = false;
        taskTime = null;
        for (const state of [...animations]) {
            if (state.pendingTask !== null) {
                const readyTime = timeOf(state.timeline);
                if (readyTime !== null) runPendingTask(state, readyTime);
            } else updateFinishedState(state, false, false);
        }
        // (After the frame's microtasks: a finished promise's reactions run before its event.)
        setTimer(dispatchEvents, 0);
        for (const state of [...animations]) if (state.effect === null && state.pendingTask === null && playStateOf(state) === 'idle') animations.delete(state);
    }

    // The events queued so far, in timeline time order; as WebKit's, they bubble.
    function dispatchEvents() {
        const events = queuedEvents.splice(0).sort((a, b) => (a.timelineTime ?? -Infinity) - (b.timelineTime ?? -Infinity));
        for (const { state, type, currentTime, timelineTime } of events) {
            dom.dispatchTrusted(state.self, new AnimationPlaybackEvent(type, { bubbles: true, currentTime: apiTime(currentTime), timelineTime: apiTime(timelineTime) }));
        }
    }

    dom.animationsPageWillLoad = function () {
        for (const state of animations) if (state.finishTimer !== null) clearTimer(state.finishTimer);
        animations.clear();
        queuedEvents.length = 0;
    };

    // ----- Effects on style -------------------------------------------------------------------

    // The animated values of an element's properties (name -> computed value), from the effects
    // of `states` (every animation targeting it by default) in composite order, over `state`'s
    // cascade (its underlying values).
    function animatedValues(element, style, only = null) {
        const effects = [...(element[_targetedBy] ?? [])]
            .filter((effect) => effect.pseudoElement === null && effect.animation !== null && (only === null || only.includes(effect.animation)))
            .sort((a, b) => a.animation.order - b.animation.order);
        const values = new Map();
        const state = style ?? dom.cssom.stateOf(element);
        for (const effect of effects) {
            const computed = computedTiming(effect);
            if (computed.progress === null) continue;
            for (const [property, segments] of propertySegments(effect)) {
                const value = interpolateProperty(element, state, property, segments, computed.progress, values, computed.duration);
                if (value !== null) values.set(property, value);
            }
        }
        return values;
    }
    // (CSS Cascade: animations above normal declarations, below important ones.)
    dom.applyAnimations = function (element, state) {
        const important = state.cascaded[_important];
        for (const [property, value] of animatedValues(element, state)) if (important === undefined || !important.has(property)) state.cascaded.set(property, value);
    };
    // Per CSS longhand, its keyframes: [offset, specified value or null (the underlying), easing].
    function propertySegments(effect) {
        const byProperty = new Map();
        for (const keyframe of effect.keyframes) {
            for (const [, [property, , parsed]] of keyframe.values) {
                if (parsed === null) continue;
                const longhands = property.startsWith('--') ? [{ name: property, value: parsed }] : dom.styleValues.expand(property, parsed, '') ?? [];
                for (const { name, value } of longhands) {
                    if (!byProperty.has(name)) byProperty.set(name, []);
                    byProperty.get(name).push({ offset: keyframe.computedOffset, value, easing: keyframe.easing, composite: keyframe.composite === 'auto' ? effect.composite : keyframe.composite });
                }
            }
        }
        return byProperty;
    }
    function interpolateProperty(element, state, property, frames, progress, earlier, duration) {
        // A transform list interpolates function by function, before it is made one matrix.
        const specifiedTransforms = property === 'transform';
        const underlying = () => earlier.get(property) ?? (specifiedTransforms ? state.cascaded.get(property) ?? 'none' : dom.cssom.computedOf(element, state, property));
        const computedValue = (value) => (specifiedTransforms ? value : dom.cssom.computedOf(element, state, property, value));
        // A keyframe's value, added to or accumulated onto the underlying one as it says.
        const computed = (frame) => {
            if (frame.value === null) return underlying();
            const value = computedValue(frame.value);
            return frame.composite === 'replace' ? value : compositeValues(property, underlying(), value, frame.composite);
        };
        let list = frames;
        if (list[0].offset !== 0 && progress >= 0) list = [{ offset: 0, value: null, easing: parseEasing('linear') }, ...list];
        if (list.at(-1).offset !== 1 && progress <= 1) list = [...list, { offset: 1, value: null, easing: parseEasing('linear') }];
        if (list.length === 1) return computed(list[0]);
        let start = 0;
        if (progress < 0 && list.filter((frame) => frame.offset === 0).length > 1) return computed(list.find((frame) => frame.offset === 0));
        if (progress >= 1 && list.filter((frame) => frame.offset === 1).length > 1) return computed(list.findLast((frame) => frame.offset === 1));
        if (progress < 0) start = 0;
        else if (progress >= 1) start = list.length - 2;
        else {
            for (let i = list.length - 2; i >= 0; i--) if (list[i].offset <= progress) { start = i; break; }
        }
        const from = list[start], to = list[start + 1];
        const span = to.offset - from.offset;
        const local = span === 0 ? 0 : (progress - from.offset) / span;
        const eased = from.easing.at(local, false, duration);
        return interpolate(property, computed(from), computed(to), eased);
    }

    // Addition and accumulation (CSS Values' "value addition"): numbers and lengths sum, colours
    // sum their premultiplied channels, lists (transforms, shadows, filters) are added by
    // appending and accumulated function by function; a discrete value replaces.
    const oneBased = /^(scale\w*|brightness|contrast|opacity|saturate)$/i;
    function compositeValues(property, underlying, value, operation) {
        const type = animationTypeOf(property);
        if (type === 'discrete') return value;
        if (type === 'color' || type === 'paint') {
            const a = rgba(underlying), b = rgba(value);
            if (!a || !b) return value;
            const alpha = Math.min(a[3] + b[3], 1);
            const channel = (i) => (alpha === 0 ? 0 : Math.min(Math.max((a[i] * a[3] + b[i] * b[3]) / alpha, 0), 255));
            return mixColors([channel(0), channel(1), channel(2), alpha], [0, 0, 0, alpha], 0);
        }
        const list = identities[property];
        if (list !== undefined) {
            if (underlying === 'none') return value;
            if (value === 'none') return underlying;
            const separator = property.endsWith('shadow') ? ', ' : ' ';
            if (operation === 'add') return underlying + separator + value;
            // (Lists of other functions: the value replaces, as where WebKit cannot invert their matrices.)
            return sumNumbers(underlying, value, property, true) ?? value;
        }
        return sumNumbers(underlying, value, property, false) ?? sumLengths(underlying, value) ?? value;
    }
    // Two values of the same shape with their numbers summed (a function whose identity is 1,
    // scale() or opacity(), sums what each adds to 1), or null.
    function sumNumbers(a, b, property, byFunction) {
        const aParts = a.split(numberPattern), bParts = b.split(numberPattern);
        const aNumbers = a.match(numberPattern) ?? [], bNumbers = b.match(numberPattern) ?? [];
        if (aNumbers.length === 0 || aParts.join('\u0000') !== bParts.join('\u0000')) return null;
        const integer = animationTypeOf(property) === 'integer';
        let index = 0;
        return aParts.reduce((text, part, i) => {
            if (i === 0) return part;
            const functionName = /([a-z-]+)\([^()]*$/i.exec(text)?.[1] ?? '';
            const x = Number(aNumbers[index]), y = Number(bNumbers[index++]);
            let sum = byFunction && oneBased.test(functionName) ? x + y - 1 : x + y;
            if (/filter$/.test(property) && functionName !== 'hue-rotate' && functionName !== 'drop-shadow') sum = Math.max(sum, 0); // (no negative filter amounts)
            return text + format(integer ? Math.round(sum) : sum) + part;
        }, '');
    }
    function sumLengths(a, b) {
        const x = /^([+-]?[\d.]+(?:e[+-]?\d+)?)(px|%)$/i.exec(a), y = /^([+-]?[\d.]+(?:e[+-]?\d+)?)(px|%)$/i.exec(b);
        if (!x || !y) return null;
        const percent = (x[2] === '%' ? Number(x[1]) : 0) + (y[2] === '%' ? Number(y[1]) : 0), pixels = (x[2] === 'px' ? Number(x[1]) : 0) + (y[2] === 'px' ? Number(y[1]) : 0);
        return `calc(${format(percent)}% + ${format(pixels)}px)`;
    }

    // How each property animates (its CSS "animation type"), as data: by its numbers (lengths,
    // numbers, lists of them: shadows, filters, transform lists), as a colour, as an integer, or,
    // for every property not listed, discretely (the second value from half-way).
    const animationTypes = new Map();
    const declareTypes = (type, names) => { for (const name of names.split(' ')) animationTypes.set(name, type); };
    declareTypes('numbers', 'width height min-width min-height max-width max-height inline-size block-size min-inline-size min-block-size '
        + 'max-inline-size max-block-size top right bottom left inset-block-start inset-block-end inset-inline-start inset-inline-end '
        + 'margin-top margin-right margin-bottom margin-left margin-block-start margin-block-end margin-inline-start margin-inline-end '
        + 'padding-top padding-right padding-bottom padding-left padding-block-start padding-block-end padding-inline-start padding-inline-end '
        + 'border-top-width border-right-width border-bottom-width border-left-width border-top-left-radius border-top-right-radius '
        + 'border-bottom-left-radius border-bottom-right-radius outline-width outline-offset font-size letter-spacing word-spacing '
        + 'text-indent line-height column-gap row-gap column-width column-rule-width flex-basis vertical-align background-position-x '
        + 'background-position-y background-size mask-position mask-size object-position perspective perspective-origin transform-origin '
        + 'translate rotate scale transform box-shadow text-shadow filter backdrop-filter -webkit-filter stroke-width stroke-dashoffset stroke-dasharray '
        + 'shape-margin scroll-margin-top scroll-margin-right scroll-margin-bottom scroll-margin-left scroll-padding-top scroll-padding-right '
        + 'scroll-padding-bottom scroll-padding-left text-decoration-thickness text-underline-offset tab-size -webkit-border-horizontal-spacing '
        + '-webkit-border-vertical-spacing font-variation-settings font-stretch font-size-adjust x y r rx ry cx cy clip '
        + 'offset-distance offset-rotate opacity fill-opacity stroke-opacity flood-opacity stop-opacity flex-grow flex-shrink font-weight zoom shape-image-threshold stroke-miterlimit');
    declareTypes('integer', 'z-index order column-count orphans widows');
    declareTypes('paint', 'fill stroke');
    const animationTypeOf = (property) => animationTypes.get(property) ?? (/(^|-)color$/.test(property) ? 'color' : 'discrete');

    // Interpolation of computed values by their type, `visibility` and `display` as the CSS
    // specifications step them.
    const numberPattern = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi;
    const discrete = (from, to, p) => (p < 0.5 ? from : to);
    function interpolate(property, from, to, p) {
        if (from === to) return from;
        if (property === 'visibility' && (from === 'visible' || to === 'visible')) return p <= 0 ? from : p >= 1 ? to : 'visible';
        if (property === 'display' && (from === 'none' || to === 'none')) return p <= 0 ? from : p >= 1 ? to : from === 'none' ? to : from;
        const type = animationTypeOf(property);
        if (type === 'discrete') return discrete(from, to, p);
        if (type === 'color' || type === 'paint') {
            const fromColor = rgba(from), toColor = rgba(to);
            return fromColor && toColor ? mixColors(fromColor, toColor, p) : discrete(from, to, p);
        }
        if (from === 'none' && identities[property]) from = identities[property](to);
        else if (to === 'none' && identities[property]) to = identities[property](from);
        // Colours inside a list (a shadow's) mix as colours; the numbers around them one by one.
        const colorPattern = /rgba?\([^()]*\)/g;
        const fromColors = from.match(colorPattern) ?? [], toColors = to.match(colorPattern) ?? [];
        const fromRest = from.replace(colorPattern, '\u0001'), toRest = to.replace(colorPattern, '\u0001');
        const fromParts = fromRest.split(numberPattern), toParts = toRest.split(numberPattern);
        const fromNumbers = fromRest.match(numberPattern) ?? [], toNumbers = toRest.match(numberPattern) ?? [];
        if (fromNumbers.length + fromColors.length > 0 && fromColors.length === toColors.length && fromParts.join('\u0000') === toParts.join('\u0000')) {
            let index = 0, color = 0;
            const mixed = fromParts.reduce((text, part, i) => {
                if (i === 0) return part;
                const value = Number(fromNumbers[index]) + (Number(toNumbers[index]) - Number(fromNumbers[index++])) * p;
                return text + format(type === 'integer' ? Math.round(value) : value) + part;
            }, '');
            return mixed.replace(/\u0001/g, () => { const a = rgba(fromColors[color]), b = rgba(toColors[color++]); return a && b ? mixColors(a, b, p) : p < 0.5 ? fromColors[color - 1] : toColors[color - 1]; });
        }
        const fromLength = /^([+-]?[\d.]+(?:e[+-]?\d+)?)(px|%)$/i.exec(from), toLength = /^([+-]?[\d.]+(?:e[+-]?\d+)?)(px|%)$/i.exec(to);
        if (fromLength && toLength) {
            const percent = (fromLength[2] === '%' ? Number(fromLength[1]) * (1 - p) : 0) + (toLength[2] === '%' ? Number(toLength[1]) * p : 0);
            const pixels = (fromLength[2] === 'px' ? Number(fromLength[1]) * (1 - p) : 0) + (toLength[2] === 'px' ? Number(toLength[1]) * p : 0);
            return `calc(${format(percent)}% + ${format(pixels)}px)`;
        }
        return discrete(from, to, p);
    }
    // `none` as the neutral list of the other value's shape: a transform's functions with their
    // identity arguments, a filter's with its functions' initial values, a shadow transparent
    // and of no size.
    const filterIdentities = { blur: '0px', brightness: '1', contrast: '1', grayscale: '0', 'hue-rotate': '0deg', invert: '0', opacity: '1', saturate: '1', sepia: '0' };
    const transformIdentity = (list) => list.replace(/([a-z0-9]+)\(([^)]*)\)/gi, (match, name, args) => `${name}(${args.replace(numberPattern, /^scale/i.test(name) ? '1' : '0')})`);
    const filterIdentity = (list) => list.replace(/([a-z-]+)\(((?:[^()]|\([^()]*\))*)\)/gi, (match, name, args) => (filterIdentities[name.toLowerCase()] !== undefined ? `${name}(${filterIdentities[name.toLowerCase()]})`
        : name.toLowerCase() === 'drop-shadow' ? `drop-shadow(${shadowIdentity(args)})` : match));
    const shadowIdentity = (list) => list.replace(/rgba?\([^()]*\)/g, 'rgba(0, 0, 0, 0)').replace(numberPattern, '0');
    const identities = { transform: transformIdentity, filter: filterIdentity, 'backdrop-filter': filterIdentity, '-webkit-filter': filterIdentity, 'box-shadow': shadowIdentity, 'text-shadow': shadowIdentity };
    function rgba(value) {
        const match = /^rgba?\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?), (\d+(?:\.\d+)?)(?:, ([\d.]+))?\)$/.exec(value);
        return match ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])] : null;
    }
    // Premultiplied by alpha, as CSS Color interpolates sRGB colours.
    function mixColors(from, to, p) {
        const alpha = Math.min(Math.max(from[3] + (to[3] - from[3]) * p, 0), 1);
        const channel = (i) => (alpha === 0 ? 0 : Math.round(Math.min(Math.max((from[i] * from[3] + (to[i] * to[3] - from[i] * from[3]) * p) / alpha, 0), 255)));
        const [r, g, b] = [0, 1, 2].map(channel);
        return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number(alpha.toFixed(3))})`;
    }

    // ----- Element.animate, getAnimations, document.timeline ----------------------------------------

    const isRelevant = (state) => {
        if (state.effect === null) return false;
        const computed = computedTiming(state.effect[_effect]);
        const rate = state.playbackRate;
        const current = computed.phase === 'active' || (computed.phase === 'before' && rate > 0) || (computed.phase === 'after' && rate < 0);
        return current || computed.activeTime !== null;
    };
    function relevantAnimations(filter) {
        const result = [];
        for (const state of animations) {
            const target = state.effect?.[_effect].target;
            if (target && target.isConnected && filter(target) && isRelevant(state)) result.push(state);
        }
        return result.sort((a, b) => a.order - b.order).map((state) => state.self);
    }
    const elementOf = (object, member) => (isNode(object) && nodeTypeOf(object) === 1 ? object : wrongThisCall('Element', member));
    const elementMembers = {
        animate(keyframes, options = undefined) {
            const element = elementOf(this, 'animate');
            requireArguments(arguments.length, 1);
            const effect = new KeyframeEffect(element, keyframes, options);
            const given = typeof options === 'number' ? {} : dom.dictionary(options);
            const timeline = given.timeline === undefined ? documentTimeline(ownerDocumentOf(element)) : given.timeline;
            const animation = new Animation(effect, timeline);
            if (given.id !== undefined) animation.id = String(given.id);
            play(animation[_animation], true);
            return animation;
        },
        getAnimations(options = undefined) {
            const element = elementOf(this, 'getAnimations');
            const subtree = Boolean(dom.dictionary(options).subtree);
            return relevantAnimations((target) => target === element || (subtree && element.contains(target)));
        },
    };
    for (const [name, method] of Object.entries(elementMembers)) Object.defineProperty(dom.Element.prototype, name, { value: method, writable: true, enumerable: true, configurable: true });
    const documentOf = (object, member, operation) => (isNode(object) && nodeTypeOf(object) === 9 ? object : operation ? wrongThisCall('Document', member) : illegalInvocation(object, 'Document', member));
    Object.defineProperty(dom.Document.prototype, 'timeline', Object.getOwnPropertyDescriptor({ get timeline() { return documentTimeline(documentOf(this, 'timeline')); } }, 'timeline'));
    Object.defineProperty(dom.Document.prototype, 'getAnimations', {
        value: { getAnimations() { const document = documentOf(this, 'getAnimations', true); return relevantAnimations((target) => ownerDocumentOf(target) === document); } }.getAnimations,
        writable: true, enumerable: true, configurable: true,
    });

    Object.defineProperty(KeyframeEffect, 'length', { value: 1 });
    Object.defineProperty(AnimationPlaybackEvent, 'length', { value: 1 });
    dom.orderMembers(Animation, 'id effect timeline startTime currentTime rangeStart rangeEnd playbackRate overallProgress playState replaceState pending onfinish oncancel onremove ready finished cancel finish play pause updatePlaybackRate reverse persist commitStyles');
    dom.orderMembers(KeyframeEffect, 'target pseudoElement iterationComposite composite getKeyframes setKeyframes');
    dom.exposeGlobals({ Animation, AnimationEffect, KeyframeEffect, AnimationTimeline, DocumentTimeline, AnimationPlaybackEvent, CSSAnimation, CSSTransition });
})
