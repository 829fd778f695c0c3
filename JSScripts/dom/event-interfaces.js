// The event interfaces pages use less often, installed on first use: FocusEvent, InputEvent,
// WheelEvent, CompositionEvent, PointerEvent, TouchEvent and Touch (an iPhone's web view has
// touch events), ErrorEvent, HashChangeEvent, PageTransitionEvent, PopStateEvent,
// ProgressEvent, DragEvent, StorageEvent, DeviceMotionEvent, DeviceOrientationEvent,
// BeforeUnloadEvent, AnimationEvent, TransitionEvent; AbortController and AbortSignal;
// document.createEvent with the legacy names.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _abort, _aborted, _data, _initialized, _key, _make, _making, _newValue, _oldValue, _onabort, _onabortListener, _reason, _returnValue, _signal, _storageArea, _url } = dom.slots;
    // From the DOM layer, not the window: a page may have deleted the globals (WPT interface-objects).
    const { Event, EventTarget, UIEvent, MouseEvent } = dom.eventClasses;
    const { Document } = dom;

    function defineGlobal(name, value) {
        dom.exposeGlobals({ [name]: value });
    }

    // An event class whose init dictionary members become read-only properties (with defaults).
    const { brandOf } = dom;
    function eventClass(name, Parent, members) {
        const Class = {
            [name]: class extends Parent {
                constructor(type, init) {
                    init = dom.dictionary(init);
                    super(type, init);
                    for (const [member, fallback] of Object.entries(members)) this[slots[member]] = init[member] ?? fallback;
                }
            },
        }[name];
        const slots = Object.fromEntries(Object.keys(members).map((member) => [member, dom.slots['_' + member]]));
        for (const member of Object.keys(members)) {
            const slot = slots[member];
            Object.defineProperty(Class.prototype, member, { get() { return brandOf(this, slot, name, member)[slot]; }, configurable: true, enumerable: true });
        }
        defineGlobal(name, Class);
        return Class;
    }

    const FocusEvent = eventClass('FocusEvent', UIEvent, { relatedTarget: null });
    const InputEvent = eventClass('InputEvent', UIEvent, { data: null, inputType: '', isComposing: false, dataTransfer: null });
    InputEvent.prototype.getTargetRanges = function () { return []; };
    const WheelEvent = eventClass('WheelEvent', MouseEvent, { deltaX: 0, deltaY: 0, deltaZ: 0, deltaMode: 0 });
    for (const [constant, value] of Object.entries({ DOM_DELTA_PIXEL: 0, DOM_DELTA_LINE: 1, DOM_DELTA_PAGE: 2 })) {
        Object.defineProperty(WheelEvent, constant, { value });
        Object.defineProperty(WheelEvent.prototype, constant, { value });
    }
    const CompositionEvent = eventClass('CompositionEvent', UIEvent, { data: '' });
    CompositionEvent.prototype.initCompositionEvent = function (type, bubbles, cancelable, view, data) {
        this.initUIEvent(type, bubbles, cancelable, view, 0);
        this[_data] = data ?? '';
    };
    eventClass('PointerEvent', MouseEvent, {
        pointerId: 0, width: 1, height: 1, pressure: 0, tangentialPressure: 0, tiltX: 0, tiltY: 0, twist: 0,
        altitudeAngle: Math.PI / 2, azimuthAngle: 0, pointerType: '', isPrimary: false,
    });
    const TouchEvent = eventClass('TouchEvent', UIEvent, {
        touches: [], targetTouches: [], changedTouches: [], altKey: false, metaKey: false, ctrlKey: false, shiftKey: false,
    });
    class Touch {
        constructor(init = {}) {
            if (!init || init.target === undefined) throw new TypeError("Failed to construct 'Touch': required member target is undefined.");
            for (const [member, fallback] of Object.entries({ identifier: 0, target: null, clientX: 0, clientY: 0, screenX: 0, screenY: 0, pageX: 0, pageY: 0, radiusX: 0, radiusY: 0, rotationAngle: 0, force: 0 })) {
                Object.defineProperty(this, member, { value: init[member] ?? fallback, enumerable: true });
            }
        }
    }
    defineGlobal('Touch', Touch);
    const ErrorEvent = eventClass('ErrorEvent', Event, { message: '', filename: '', lineno: 0, colno: 0, error: undefined });
    eventClass('HashChangeEvent', Event, { oldURL: '', newURL: '' });
    eventClass('PageTransitionEvent', Event, { persisted: false });
    eventClass('PopStateEvent', Event, { state: null, hasUAVisualTransition: false });
    eventClass('ProgressEvent', Event, { lengthComputable: false, loaded: 0, total: 0 });
    eventClass('DragEvent', MouseEvent, { dataTransfer: null });
    const StorageEvent = eventClass('StorageEvent', Event, { key: null, oldValue: null, newValue: null, url: '', storageArea: null });
    StorageEvent.prototype.initStorageEvent = function (type, bubbles = false, cancelable = false, key = null, oldValue = null, newValue = null, url = '', storageArea = null) {
        if (arguments.length < 1) throw new TypeError("Failed to execute 'initStorageEvent' on 'StorageEvent': 1 argument required, but only 0 present.");
        this.initEvent(type, bubbles, cancelable);
        this[_key] = key === null ? null : String(key);
        this[_oldValue] = oldValue === null ? null : String(oldValue);
        this[_newValue] = newValue === null ? null : String(newValue);
        this[_url] = String(url);
        this[_storageArea] = storageArea;
    };
    eventClass('DeviceMotionEvent', Event, { acceleration: null, accelerationIncludingGravity: null, rotationRate: null, interval: 0 });
    eventClass('DeviceOrientationEvent', Event, { alpha: null, beta: null, gamma: null, absolute: false });
    // BeforeUnloadEvent has no constructor: only createEvent (and the user agent) make one.
    let makingBeforeUnload = false;
    class BeforeUnloadEvent extends Event {
        constructor(type) {
            if (!makingBeforeUnload) throw new TypeError('Illegal constructor');
            super(type);
            this[_returnValue] = '';
        }
        get returnValue() { return this[_returnValue]; }
        set returnValue(value) { this[_returnValue] = String(value); }
    }
    defineGlobal('BeforeUnloadEvent', BeforeUnloadEvent);
    dom.AnimationEvent = eventClass('AnimationEvent', Event, { animationName: '', elapsedTime: 0, pseudoElement: '' });
    dom.TransitionEvent = eventClass('TransitionEvent', Event, { propertyName: '', elapsedTime: 0, pseudoElement: '' });
    void TouchEvent; void FocusEvent; void ErrorEvent;

    // ----- AbortController and AbortSignal --------------------------------------------------------

    const abortError = () => new DOMException('signal is aborted without reason', 'AbortError');

    class AbortSignal extends EventTarget {
        constructor() {
            super();
            if (!AbortSignal[_making]) throw new TypeError('Illegal constructor');
            this[_aborted] = false;
            this[_reason] = undefined;
        }
        get aborted() { return this[_aborted]; }
        get reason() { return this[_reason]; }
        throwIfAborted() { if (this[_aborted]) throw this[_reason]; }
        [_abort](reason) {
            if (this[_aborted]) return;
            this[_aborted] = true;
            this[_reason] = reason === undefined ? abortError() : reason;
            dom.dispatchTrusted(this, new Event('abort'));
        }
        static [_make]() {
            AbortSignal[_making] = true;
            try { return new AbortSignal(); } finally { AbortSignal[_making] = false; }
        }
        static abort(reason) {
            const signal = AbortSignal[_make]();
            signal[_aborted] = true;
            signal[_reason] = reason === undefined ? abortError() : reason;
            return signal;
        }
        static timeout(milliseconds) {
            const signal = AbortSignal[_make]();
            setTimeout(() => signal[_abort](new DOMException('signal timed out', 'TimeoutError')), milliseconds);
            return signal;
        }
        static any(signals) {
            const signal = AbortSignal[_make]();
            for (const source of signals) {
                if (source.aborted) { signal[_abort](source.reason); break; }
                source.addEventListener('abort', () => signal[_abort](source.reason), { once: true });
            }
            return signal;
        }
    }
    Object.defineProperty(AbortSignal.prototype, 'onabort', {
        get() { return this[_onabort] ?? null; },
        set(handler) {
            if (this[_onabortListener]) this.removeEventListener('abort', this[_onabortListener]);
            this[_onabort] = typeof handler === 'function' ? handler : null;
            this[_onabortListener] = this[_onabort] ? (event) => this[_onabort].call(this, event) : null;
            if (this[_onabortListener]) this.addEventListener('abort', this[_onabortListener]);
        },
        configurable: true,
    });

    class AbortController {
        constructor() { this[_signal] = AbortSignal[_make](); }
        get signal() { return this[_signal]; }
        abort(reason) { this[_signal][_abort](reason); }
    }
    defineGlobal('AbortSignal', AbortSignal);
    dom.AbortSignal = AbortSignal;
    defineGlobal('AbortController', AbortController);

    // ----- document.createEvent --------------------------------------------------------------------

    // The DOM standard's table of legacy names (case-insensitive).
    const createEventNames = {
        event: 'Event', events: 'Event', htmlevents: 'Event', svgevents: 'Event', customevent: 'CustomEvent',
        uievent: 'UIEvent', uievents: 'UIEvent', mouseevent: 'MouseEvent', mouseevents: 'MouseEvent',
        keyboardevent: 'KeyboardEvent', focusevent: 'FocusEvent', compositionevent: 'CompositionEvent',
        hashchangeevent: 'HashChangeEvent', messageevent: 'MessageEvent', touchevent: 'TouchEvent',
        textevent: 'CompositionEvent', storageevent: 'StorageEvent', beforeunloadevent: 'BeforeUnloadEvent', dragevent: 'DragEvent',
        devicemotionevent: 'DeviceMotionEvent', deviceorientationevent: 'DeviceOrientationEvent',
    };
    Document.prototype.createEvent = function (name) {
        const interfaceName = createEventNames[String(name).toLowerCase()];
        const Interface = interfaceName && globalThis[interfaceName];
        if (!Interface) throw new DOMException(`The provided event type ('${name}') is invalid.`, 'NotSupportedError');
        makingBeforeUnload = true;
        let event;
        try { event = new Interface(''); } finally { makingBeforeUnload = false; }
        event[_initialized] = false; // dispatching it before an init*Event call throws
        return event;
    };
})
