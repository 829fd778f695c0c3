// CSS animations and transitions, as the events they fire (there is no rendering, so nothing
// moves): animationstart, animationiteration, animationend and animationcancel;
// transitionrun, transitionstart, transitionend and transitioncancel, trusted, bubbling, at
// the times the CSS Animations and CSS Transitions specs give them. Installed when a page first
// listens to one of them (events.js): a page that does not listen cannot tell whether they
// fired, so it pays nothing.
//
// As in a browser's rendering update, styles are looked at in the animation frame after the
// document changed: an animation starts when its name appears in an element's
// `animation-name` and a @keyframes rule of that name exists, and is cancelled when the name
// goes or the element leaves the document; a transition starts when a property its element
// transitions has a new computed value since the last look (the "before-change style"),
// and is cancelled when the value changes again or the element leaves. Animations already
// declared when the page starts listening start then. An infinite animation fires
// animationstart only: its iterations would keep a run from ever settling.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _version } = dom.slots;
    internals.installNow('dom/cssom.js');
    internals.installNow('dom/event-interfaces.js');
    const { AnimationEvent, TransitionEvent, nextInTree } = dom;
    const setTimer = globalThis.setTimeout, clearTimer = globalThis.clearTimeout;
    const frame = globalThis.requestAnimationFrame;
    const clock = globalThis.performance;
    const now = () => clock.now();
    const Observer = dom.MutationObserver;

    let watched = null, observer = null, sweepRequested = false;
    const records = new WeakMap(); // element -> { snapshot, animations: Map name -> run, transitions: Map property -> run }
    const running = new Set();     // runs with events still to fire
    let timer = null, timerDue = Infinity;

    function list(text) { return String(text).split(/\s*,\s*/); }
    function milliseconds(time) {
        const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(m?s)$/i.exec(String(time).trim());
        if (!match) return 0;
        return Number(match[1]) * (match[2].toLowerCase() === 'ms' ? 1 : 1000);
    }
    const seconds = (ms) => Math.round(ms) / 1000;

    function requestSweep() {
        if (sweepRequested) return;
        sweepRequested = true;
        frame.call(globalThis, sweep);
    }

    function recordOf(element) {
        let record = records.get(element);
        if (!record) records.set(element, (record = { snapshot: null, animations: new Map(), transitions: new Map() }));
        return record;
    }

    function elementsOf(document) {
        const elements = [];
        for (let n = document.documentElement; n; n = nextInTree(n, document)) if (n.nodeType === 1) elements.push(n);
        return elements;
    }

    // The animation frame after a change: looks at the styles, then fires what is due.
    function sweep() {
        sweepRequested = false;
        update();
        fireDue();
    }

    // A style update: starts and cancels runs for the styles as they are now. Their events
    // fire in the next frame or when due (a read of computed style starts a transition, but
    // fires nothing).
    let updatedVersion = -1, updatedCss = -1;
    function update() {
        const document = watched;
        if (!document) return;
        if (document[_version] === updatedVersion && dom.cssomVersion() === updatedCss) return;
        updatedVersion = document[_version];
        updatedCss = dom.cssomVersion();
        const time = now();
        const keyframes = dom.keyframesNames(document);
        // Runs of elements that left the document are cancelled.
        for (const run of [...running]) if (!run.element.isConnected) cancel(run, time);
        for (const element of elementsOf(document)) {
            const record = recordOf(element);
            const after = dom.styleSnapshot(element);
            updateAnimations(element, record, after, keyframes, time);
            if (record.snapshot) updateTransitions(element, record, record.snapshot, after, time);
            record.snapshot = after;
        }
        schedule();
    }

    // ----- Animations -----------------------------------------------------------------------

    function updateAnimations(element, record, style, keyframes, time) {
        const value = (name) => dom.snapshotValue(element, style, name);
        const names = value('animation-name');
        const current = new Map();
        if (names && names !== 'none') {
            const durations = list(value('animation-duration')), delays = list(value('animation-delay'));
            const counts = list(value('animation-iteration-count'));
            list(names).forEach((name, i) => {
                if (name === 'none' || !keyframes.has(name) || current.has(name)) return;
                current.set(name, {
                    duration: Math.max(0, milliseconds(durations[i % durations.length])),
                    delay: milliseconds(delays[i % delays.length]),
                    count: counts[i % counts.length],
                });
            });
        }
        for (const [name, run] of record.animations) {
            if (!current.has(name)) { cancel(run, time); record.animations.delete(name); }
        }
        for (const [name, timing] of current) {
            if (record.animations.has(name)) continue;
            const run = startAnimation(element, name, timing, time);
            record.animations.set(name, run);
        }
    }

    function startAnimation(element, name, { duration, delay, count }, time) {
        const start = time + delay;
        const events = [];
        const run = { element, kind: 'animation', name, events, index: 0, record: null, start, duration };
        const iterations = count === 'infinite' ? Infinity : Math.max(0, Number(count) || 0);
        const active = duration * iterations;
        const elapsedAtStart = Math.min(Math.max(time - start, 0), active);
        events.push({ time: Math.max(start, time), type: 'animationstart', elapsed: elapsedAtStart });
        if (iterations !== Infinity) {
            for (let k = 1; k < Math.ceil(iterations); k++) {
                const at = start + k * duration;
                if (at > time) events.push({ time: at, type: 'animationiteration', elapsed: k * duration });
            }
            events.push({ time: Math.max(start + active, time), type: 'animationend', elapsed: active });
        }
        run.sequence = sequence++;
        running.add(run);
        return run;
    }

    // ----- Transitions ----------------------------------------------------------------------

    function updateTransitions(element, record, before, after, time) {
        const value = (state, name) => dom.snapshotValue(element, state, name);
        const properties = list(value(after, 'transition-property'));
        const durations = list(value(after, 'transition-duration')), delays = list(value(after, 'transition-delay'));
        let anyTime = false;
        for (const d of durations) if (milliseconds(d) > 0) anyTime = true;
        if (!anyTime && record.transitions.size === 0) return;
        const timings = new Map();
        properties.forEach((property, i) => {
            if (property === 'none') return;
            const timing = { duration: Math.max(0, milliseconds(durations[i % durations.length])), delay: milliseconds(delays[i % delays.length]) };
            if (property === 'all') {
                const names = new Set([...before.cascaded.keys(), ...after.cascaded.keys()]);
                for (const name of names) if (!/^(animation|transition)/.test(name) && !name.startsWith('--')) timings.set(name, timing);
            } else {
                timings.set(property, timing);
            }
        });
        for (const [property, timing] of timings) {
            const from = value(before, property), to = value(after, property);
            if (from === to) continue;
            const previous = record.transitions.get(property);
            if (previous) { cancel(previous, time); record.transitions.delete(property); }
            if (timing.duration + timing.delay <= 0 || timing.duration === 0) continue;
            const start = time + timing.delay;
            const run = { element, kind: 'transition', name: property, index: 0, record, start, duration: timing.duration, events: [
                { time, type: 'transitionrun', elapsed: Math.max(-timing.delay, 0) },
                { time: Math.max(start, time), type: 'transitionstart', elapsed: Math.max(-timing.delay, 0) },
                { time: start + timing.duration, type: 'transitionend', elapsed: timing.duration },
            ] };
            run.sequence = sequence++;
            record.transitions.set(property, run);
            running.add(run);
        }
    }

    // ----- Events ---------------------------------------------------------------------------

    function fire(run, type, elapsed) {
        const init = { bubbles: true, cancelable: type === 'transitionend', elapsedTime: seconds(elapsed) };
        const event = run.kind === 'animation'
            ? new AnimationEvent(type, { ...init, animationName: run.name })
            : new TransitionEvent(type, { ...init, propertyName: run.name });
        dom.dispatchTrusted(run.element, event);
    }

    function finish(run) {
        running.delete(run);
        if (run.kind === 'transition' && run.record.transitions.get(run.name) === run) run.record.transitions.delete(run.name);
    }

    function cancel(run, time) {
        if (!running.has(run)) return;
        finish(run);
        if (run.index === 0) return; // nothing fired yet: as if it never ran
        const elapsed = Math.max(0, Math.min(time - run.start, run.events[run.events.length - 1].elapsed));
        fire(run, run.kind === 'animation' ? 'animationcancel' : 'transitioncancel', elapsed);
    }

    // Web Animations' order for events due together: by time, then transitions before
    // animations (their composite order), then in the order they started (tree order).
    let sequence = 0;
    function before(run, event, other, otherEvent) {
        if (event.time !== otherEvent.time) return event.time < otherEvent.time;
        if (run.kind !== other.kind) return run.kind === 'transition';
        return run.sequence < other.sequence;
    }

    // Fires every event that is due, in time order, then waits for the next one.
    function fireDue() {
        for (;;) {
            const time = now();
            let next = null;
            for (const run of running) {
                const event = run.events[run.index];
                if (event.time <= time && (next === null || before(run, event, next, next.events[next.index]))) next = run;
            }
            if (next === null) break;
            const event = next.events[next.index++];
            if (next.index === next.events.length) finish(next);
            fire(next, event.type, event.elapsed);
        }
        schedule();
    }

    function schedule() {
        let due = Infinity;
        for (const run of running) due = Math.min(due, run.events[run.index].time);
        if (due === timerDue) return;
        if (timer !== null) { clearTimer.call(globalThis, timer); timer = null; }
        timerDue = due;
        if (due === Infinity) return;
        timer = setTimer.call(globalThis, () => { timer = null; timerDue = Infinity; fireDue(); }, Math.max(0, Math.ceil(due - now())));
    }

    dom.animations = {
        // Starts watching the current document: its styles now are the before-change styles.
        watch() {
            const document = globalThis.document;
            if (!document || watched === document) return;
            if (observer) observer.disconnect();
            for (const run of [...running]) finish(run);
            schedule();
            watched = document;
            for (const element of elementsOf(document)) recordOf(element).snapshot = dom.styleSnapshot(element);
            // Animations declared before the page listened start at the first look (no record of them yet).
            updatedVersion = document[_version];
            updatedCss = dom.cssomVersion();
            dom.styleRead = update;
            observer = new Observer(requestSweep);
            observer.observe(document, { subtree: true, childList: true, attributes: true });
            requestSweep();
        },
    };
})
