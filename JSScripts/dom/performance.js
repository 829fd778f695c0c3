// The performance timeline (User Timing, Performance Timeline, Navigation Timing's legacy
// objects) on the window's Performance object (dom/window.js): mark and measure, the entry
// buffer and its queries, PerformanceObserver, and `timing`/`navigation` as WebKit gives a page
// that loaded from the app (no redirects, every step at the time origin). No resource, paint
// or navigation entries: nothing is fetched over a network here. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _detail, _duration, _entries, _entryName, _entryType, _observerCallback, _observerTypes, _startTime } = dom.slots;
    const performance = dom.performance;
    const Performance = Object.getPrototypeOf(performance).constructor;
    const illegal = () => { throw new TypeError('Illegal constructor'); };
    const notEnough = () => new TypeError('Not enough arguments');
    const entryOf = (object, member) => (object?.[_entryType] !== undefined ? object : dom.illegalInvocation(object, 'PerformanceEntry', member));
    const checkPerformance = (object, member) => { if (object !== performance) dom.wrongThisCall('Performance', member); };

    class PerformanceEntry {
        constructor() { illegal(); }
        get name() { return entryOf(this, 'name')[_entryName]; }
        get entryType() { return entryOf(this, 'entryType')[_entryType]; }
        get startTime() { return entryOf(this, 'startTime')[_startTime]; }
        get duration() { return entryOf(this, 'duration')[_duration]; }
        toJSON() { entryOf(this, 'toJSON'); return { name: this.name, entryType: this.entryType, startTime: this.startTime, duration: this.duration }; }
    }
    function makeEntry(Interface, type, name, startTime, duration, detail) {
        const entry = Object.create(Interface.prototype);
        entry[_entryName] = name; entry[_entryType] = type; entry[_startTime] = startTime; entry[_duration] = duration; entry[_detail] = detail;
        return entry;
    }
    // (A mark's or measure's detail is a structured clone of what the page gave.)
    const cloneDetail = (detail) => (detail === undefined || detail === null ? null : dom.structuredClone(detail));
    class PerformanceMark extends PerformanceEntry {
        constructor(name, options = undefined) {
            if (arguments.length < 1) throw notEnough();
            const startTime = options?.startTime === undefined ? Math.floor(internals.now()) : Number(options.startTime);
            if (!(startTime >= 0)) throw new TypeError(`'${startTime}' is an invalid start time.`);
            checkMarkName(String(name));
            return makeEntry(new.target, 'mark', String(name), startTime, 0, cloneDetail(options?.detail));
        }
        get detail() { return entryOf(this, 'detail')[_detail]; }
    }
    class PerformanceMeasure extends PerformanceEntry {
        get detail() { return entryOf(this, 'detail')[_detail]; }
    }

    // The legacy Navigation Timing objects: a page that came from the app at the time origin.
    const timingNames = ['navigationStart', 'unloadEventStart', 'unloadEventEnd', 'redirectStart', 'redirectEnd', 'fetchStart', 'domainLookupStart',
        'domainLookupEnd', 'connectStart', 'connectEnd', 'secureConnectionStart', 'requestStart', 'responseStart', 'responseEnd', 'domLoading',
        'domInteractive', 'domContentLoadedEventStart', 'domContentLoadedEventEnd', 'domComplete', 'loadEventStart', 'loadEventEnd'];
    const zeroTimings = new Set(['unloadEventStart', 'unloadEventEnd', 'redirectStart', 'redirectEnd', 'secureConnectionStart']);
    const timingValue = (name) => (zeroTimings.has(name) ? 0 : Math.floor(performance.timeOrigin));
    class PerformanceTiming { constructor() { illegal(); } }
    for (const name of timingNames) {
        const { get } = Object.getOwnPropertyDescriptor({ get [name]() { if (this !== timing) dom.illegalInvocation(this, 'PerformanceTiming', name); return timingValue(name); } }, name);
        Object.defineProperty(PerformanceTiming.prototype, name, { get, enumerable: true, configurable: true });
    }
    Object.assign(PerformanceTiming.prototype, { toJSON() { return Object.fromEntries(timingNames.map((name) => [name, timingValue(name)])); } });
    class PerformanceNavigation {
        constructor() { illegal(); }
        get type() { return 0; }
        get redirectCount() { return 0; }
        toJSON() { return { type: 0, redirectCount: 0 }; }
    }
    for (const [name, value] of [['TYPE_NAVIGATE', 0], ['TYPE_RELOAD', 1], ['TYPE_BACK_FORWARD', 2], ['TYPE_RESERVED', 255]]) PerformanceNavigation[name] = value;
    const timing = Object.create(PerformanceTiming.prototype), navigation = Object.create(PerformanceNavigation.prototype);

    // The buffer of marks and measures, in the order they were made.
    let buffer = [];
    function checkMarkName(name) {
        if (timingNames.includes(name)) throw new DOMException(`'${name}' is part of the PerformanceTiming interface, and cannot be used as a mark name.`, 'SyntaxError');
    }
    // A measure's end points: a mark's name (its latest), a PerformanceTiming attribute's name
    // (its time since navigationStart), or a time.
    function timeOf(point, member) {
        if (typeof point === 'number') return point;
        const name = String(point);
        if (timingNames.includes(name)) return name === 'navigationStart' ? 0 : timingValue(name) === 0 ? 0 : timingValue(name) - timingValue('navigationStart');
        const mark = buffer.findLast((entry) => entry[_entryType] === 'mark' && entry[_entryName] === name);
        if (!mark) throw new DOMException(`Failed to execute '${member}' on 'Performance': The mark '${name}' does not exist.`, 'SyntaxError');
        return mark[_startTime];
    }
    const sorted = (entries) => entries.slice().sort((a, b) => a[_startTime] - b[_startTime]);
    function queued(entry) {
        buffer.push(entry);
        for (const observer of observers) if (observer[_observerTypes].has(entry[_entryType])) observer[_entries].push(entry), scheduleDelivery(observer);
        return entry;
    }

    const members = {
        toJSON() { checkPerformance(this, 'toJSON'); return { timeOrigin: performance.timeOrigin, navigation: navigation.toJSON(), timing: timing.toJSON() }; },
        getEntries() { checkPerformance(this, 'getEntries'); return sorted(buffer); },
        getEntriesByType(type) {
            checkPerformance(this, 'getEntriesByType');
            if (arguments.length < 1) throw notEnough();
            return sorted(buffer.filter((entry) => entry[_entryType] === String(type)));
        },
        getEntriesByName(name, type = undefined) {
            checkPerformance(this, 'getEntriesByName');
            if (arguments.length < 1) throw notEnough();
            return sorted(buffer.filter((entry) => entry[_entryName] === String(name) && (type === undefined || entry[_entryType] === String(type))));
        },
        clearResourceTimings() { checkPerformance(this, 'clearResourceTimings'); },
        setResourceTimingBufferSize(maxSize) { checkPerformance(this, 'setResourceTimingBufferSize'); if (arguments.length < 1) throw notEnough(); },
        mark(markName, markOptions = undefined) {
            checkPerformance(this, 'mark');
            if (arguments.length < 1) throw notEnough();
            return queued(new PerformanceMark(markName, markOptions));
        },
        clearMarks(markName = undefined) { checkPerformance(this, 'clearMarks'); buffer = buffer.filter((entry) => entry[_entryType] !== 'mark' || (markName !== undefined && entry[_entryName] !== String(markName))); },
        measure(measureName, startOrMeasureOptions = undefined, endMark = undefined) {
            checkPerformance(this, 'measure');
            if (arguments.length < 1) throw notEnough();
            const options = startOrMeasureOptions !== null && typeof startOrMeasureOptions === 'object' ? startOrMeasureOptions : null;
            let start, end;
            if (options) {
                if (endMark !== undefined) throw new TypeError('Type error');
                if (options.start === undefined && options.end === undefined) throw new TypeError('Type error');
                end = options.end !== undefined ? timeOf(options.end, 'measure') : options.duration !== undefined ? timeOf(options.start, 'measure') + Number(options.duration) : Math.floor(internals.now());
                start = options.start !== undefined ? timeOf(options.start, 'measure') : options.duration !== undefined ? end - Number(options.duration) : 0;
            } else {
                end = endMark !== undefined ? timeOf(endMark, 'measure') : Math.floor(internals.now());
                start = startOrMeasureOptions !== undefined ? timeOf(startOrMeasureOptions, 'measure') : 0;
            }
            return queued(makeEntry(PerformanceMeasure, 'measure', String(measureName), start, end - start, cloneDetail(options?.detail)));
        },
        clearMeasures(measureName = undefined) { checkPerformance(this, 'clearMeasures'); buffer = buffer.filter((entry) => entry[_entryType] !== 'measure' || (measureName !== undefined && entry[_entryName] !== String(measureName))); },
    };
    for (const [name, value] of Object.entries(members)) Object.defineProperty(Performance.prototype, name, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(Performance.prototype, 'timing', { get: { timing() { checkPerformance(this, 'timing'); return timing; } }.timing, enumerable: true, configurable: true });
    Object.defineProperty(Performance.prototype, 'navigation', { get: { navigation() { checkPerformance(this, 'navigation'); return navigation; } }.navigation, enumerable: true, configurable: true });
    dom.events.defineHandlers(Performance.prototype, 'Performance', 'onresourcetimingbufferfull', (object) => (object === performance ? object : null));

    // PerformanceObserver: entries of the types it observes, delivered in a task after they
    // are made, as a PerformanceObserverEntryList.
    const observers = new Set();
    const supportedEntryTypes = Object.freeze(['mark', 'measure', 'navigation', 'paint', 'resource']);
    function scheduleDelivery(observer) {
        if (observer[_entries].scheduled) return;
        observer[_entries].scheduled = true;
        setTimeout(() => {
            const entries = observer.takeRecords();
            if (entries.length && observers.has(observer)) observer[_observerCallback].call(observer, makeList(entries), observer);
        }, 0);
    }
    class PerformanceObserverEntryList {
        constructor() { illegal(); }
        getEntries() { return sorted(this[_entries]); }
        getEntriesByType(type) { if (arguments.length < 1) throw notEnough(); return sorted(this[_entries].filter((entry) => entry[_entryType] === String(type))); }
        getEntriesByName(name, type = undefined) {
            if (arguments.length < 1) throw notEnough();
            return sorted(this[_entries].filter((entry) => entry[_entryName] === String(name) && (type === undefined || entry[_entryType] === String(type))));
        }
    }
    const makeList = (entries) => { const list = Object.create(PerformanceObserverEntryList.prototype); list[_entries] = entries; return list; };
    class PerformanceObserver {
        constructor(callback) {
            if (arguments.length < 1) throw notEnough();
            if (typeof callback !== 'function') throw new TypeError("Argument 1 ('callback') to the PerformanceObserver constructor must be a function");
            this[_observerCallback] = callback; this[_observerTypes] = new Set(); this[_entries] = [];
        }
        observe(options = {}) {
            const types = options.entryTypes !== undefined ? [...options.entryTypes].map(String) : options.type !== undefined ? [String(options.type)] : null;
            if (types === null || (options.entryTypes !== undefined && options.type !== undefined)) throw new TypeError('Type error');
            const known = types.filter((type) => supportedEntryTypes.includes(type));
            if (!known.length) return;
            for (const type of known) this[_observerTypes].add(type);
            observers.add(this);
            if (options.buffered && options.type !== undefined) {
                for (const entry of sorted(buffer)) if (known.includes(entry[_entryType])) this[_entries].push(entry);
                if (this[_entries].length) scheduleDelivery(this);
            }
        }
        disconnect() { observers.delete(this); this[_observerTypes].clear(); this[_entries].length = 0; }
        takeRecords() { const records = this[_entries].slice(); this[_entries] = []; return records; }
    }

    // (WebKit's is a read-only data property of the interface object.)
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: supportedEntryTypes, writable: false, enumerable: true, configurable: true });
    dom.exposeGlobals({ PerformanceEntry, PerformanceMark, PerformanceMeasure, PerformanceObserver, PerformanceObserverEntryList, PerformanceTiming, PerformanceNavigation });
})
