// The event interfaces pages use less often, installed on first use: FocusEvent, InputEvent,
// WheelEvent, CompositionEvent, PointerEvent, TouchEvent, TouchList and Touch (an iPhone's web
// view has touch events), ErrorEvent, HashChangeEvent, PageTransitionEvent, PopStateEvent,
// ProgressEvent, DragEvent, StorageEvent, DeviceMotionEvent, DeviceOrientationEvent,
// BeforeUnloadEvent, AnimationEvent, TransitionEvent; AbortController and AbortSignal;
// document.createEvent with the legacy names. Shaped as WebKit's (see events.js): attributes
// are getters on the prototypes that check `this`, the state is in slots.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _abort, _aborted, _initialized, _isHTML, _make, _making, _reason, _returnValue, _controllerSignal, _touch, _touches } = dom.slots; const { firstChildOf } = dom.nodeSlots;
    // From the DOM layer, not the window: a page may have deleted the globals (WPT interface-objects).
    const { Event, EventTarget, UIEvent, MouseEvent } = dom.eventClasses;
    const { Document } = dom;
    const { notEnoughArguments, wrongThis, defineGetters, defineHandlers, addListener } = dom.events;

    const isA = (object, brand) => object !== null && object !== undefined && object[brand] !== undefined;
    // An operation on a prototype, checking `this` (WebIDL's length is the function's).
    function defineOperation(prototype, interfaceName, brand, name, operation) {
        const method = { [name](...args) { if (!isA(this, brand)) wrongThis(interfaceName, name, 'operation'); return operation.apply(this, args); } }[name];
        Object.defineProperty(method, 'length', { value: operation.length });
        Object.defineProperty(prototype, name, { value: method, writable: true, enumerable: true, configurable: true });
    }

    // An event class whose init dictionary members become read-only attributes (with
    // defaults), each in a slot of its name (FocusEvent's relatedTarget is MouseEvent's, which
    // shadow trees retarget); its own brand slot marks its events.
    const brandOf = (name) => dom.slots['_' + name];
    // `required`: init members WebIDL requires, each with the interface it must be an instance of.
    function eventClass(name, Parent, members, convert = {}, required = {}) {
        const brand = brandOf(name);
        const slots = Object.fromEntries(Object.keys(members).map((member) => [member, dom.slots['_' + member]]));
        // (An init with a required member is itself required.)
        const minimumArguments = Object.keys(required).length === 0 ? 1 : 2;
        const Class = {
            [name]: class extends Parent {
                constructor(type, init = undefined) {
                    if (arguments.length < minimumArguments) throw notEnoughArguments();
                    init = dom.dictionary(init);
                    for (const [member, check] of Object.entries(required)) {
                        if (init[member] === undefined || !check.test(init[member])) throw new TypeError(`Member ${name}Init.${member} is required and must be an instance of ${check.name}`);
                    }
                    super(type, init);
                    this[brand] = true;
                    for (const member in members) {
                        const value = init[member] === undefined ? members[member] : init[member];
                        this[slots[member]] = convert[member] ? convert[member](value) : value;
                    }
                }
            },
        }[name];
        defineGetters(Class.prototype, name, brand, Object.fromEntries(Object.keys(members).map((member) => [member, (event) => event[slots[member]]])));
        if (minimumArguments === 2) Object.defineProperty(Class, 'length', { value: 2 });
        return Class;
    }
    const string = (value) => `${value}`;
    const nullableString = (value) => (value === null ? null : `${value}`);
    const number = (value) => Number(value) || 0;

    const FocusEvent = eventClass('FocusEvent', UIEvent, { relatedTarget: null });
    const InputEvent = eventClass('InputEvent', UIEvent, { data: null, inputType: '', isComposing: false, dataTransfer: null }, { data: nullableString, inputType: string, isComposing: Boolean });
    defineOperation(InputEvent.prototype, 'InputEvent', brandOf('InputEvent'), 'getTargetRanges', () => []);

    const WheelEvent = eventClass('WheelEvent', MouseEvent, { deltaX: 0, deltaY: 0, deltaZ: 0, deltaMode: 0, wheelDeltaX: 0, wheelDeltaY: 0 }, { deltaX: number, deltaY: number, deltaZ: number, deltaMode: number, wheelDeltaX: number, wheelDeltaY: number });
    // WebKit's legacy wheel deltas: the init's, or the deltas turned the other way.
    delete WheelEvent.prototype.wheelDeltaX; delete WheelEvent.prototype.wheelDeltaY;
    const { _deltaX, _deltaY, _wheelDeltaX, _wheelDeltaY } = dom.slots;
    const wheelDeltaX = (e) => e[_wheelDeltaX] || -e[_deltaX] || 0, wheelDeltaY = (e) => e[_wheelDeltaY] || -e[_deltaY] || 0;
    defineGetters(WheelEvent.prototype, 'WheelEvent', brandOf('WheelEvent'), {
        wheelDeltaX, wheelDeltaY, wheelDelta: (e) => wheelDeltaY(e) || wheelDeltaX(e), webkitDirectionInvertedFromDevice: () => false,
    });
    Object.assign(WheelEvent, { DOM_DELTA_PIXEL: 0, DOM_DELTA_LINE: 1, DOM_DELTA_PAGE: 2 });

    const CompositionEvent = eventClass('CompositionEvent', UIEvent, { data: '' }, { data: string });
    const { _data } = dom.slots;
    defineOperation(CompositionEvent.prototype, 'CompositionEvent', brandOf('CompositionEvent'), 'initCompositionEvent', function initCompositionEvent(type, bubbles = false, cancelable = false, view = null, data = '') {
        if (arguments.length < 1) throw notEnoughArguments();
        if (this[dom.slots._dispatching]) return;
        this.initUIEvent(type, bubbles, cancelable, view, 0);
        this[_data] = `${data ?? ''}`;
    });

    const PointerEvent = eventClass('PointerEvent', MouseEvent, {
        pointerId: 0, width: 1, height: 1, pressure: 0, tangentialPressure: 0, tiltX: 0, tiltY: 0, twist: 0, pointerType: '', isPrimary: false,
    }, { pointerId: number, width: number, height: number, pressure: number, tangentialPressure: number, tiltX: number, tiltY: number, twist: number, pointerType: string, isPrimary: Boolean });
    defineOperation(PointerEvent.prototype, 'PointerEvent', brandOf('PointerEvent'), 'getPredictedEvents', () => []);

    // Touch and TouchList: made by the user agent only (WebKit's constructors are illegal);
    // dom.makeTouch makes one.
    class Touch {
        constructor() { throw new TypeError('Illegal constructor'); }
    }
    const touchMembers = { identifier: 0, target: null, clientX: 0, clientY: 0, pageX: 0, pageY: 0, screenX: 0, screenY: 0, webkitForce: 0, webkitRadiusX: 0, webkitRadiusY: 0, webkitRotationAngle: 0 };
    defineGetters(Touch.prototype, 'Touch', _touch, Object.fromEntries(Object.keys(touchMembers).map((member) => [member, (touch) => touch[_touch][member]])));
    dom.makeTouch = function (init) {
        const touch = Object.create(Touch.prototype);
        const fields = {};
        for (const member in touchMembers) fields[member] = member === 'target' ? init.target ?? null : Number(init[member] ?? touchMembers[member]) || 0;
        fields.webkitForce = init.webkitForce ?? init.force ?? 0;
        fields.webkitRadiusX = init.webkitRadiusX ?? init.radiusX ?? 0;
        fields.webkitRadiusY = init.webkitRadiusY ?? init.radiusY ?? 0;
        fields.webkitRotationAngle = init.webkitRotationAngle ?? init.rotationAngle ?? 0;
        touch[_touch] = fields;
        return touch;
    };
    class TouchList {
        constructor() { throw new TypeError('Illegal constructor'); }
        item(index) {
            if (!isA(this, _touches)) wrongThis('TouchList', 'item', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            return this[_touches][index >>> 0] ?? null;
        }
    }
    defineGetters(TouchList.prototype, 'TouchList', _touches, { length: (list) => list[_touches].length });
    dom.makeTouchList = (touches) => {
        for (const touch of touches) if (!isA(touch, _touch)) throw new TypeError('Type error');
        return touchList(touches);
    };
    function touchList(touches) {
        const list = Object.create(TouchList.prototype);
        list[_touches] = [...(touches ?? [])];
        list[_touches].forEach((touch, i) => Object.defineProperty(list, i, { value: touch, enumerable: true, configurable: true }));
        return list;
    }
    // WebIDL's iterator for an interface with an indexed getter.
    Object.defineProperty(TouchList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
    const TouchEvent = eventClass('TouchEvent', UIEvent, {
        touches: null, targetTouches: null, changedTouches: null, altKey: false, metaKey: false, ctrlKey: false, shiftKey: false,
    }, { touches: touchList, targetTouches: touchList, changedTouches: touchList, altKey: Boolean, metaKey: Boolean, ctrlKey: Boolean, shiftKey: Boolean });

    const ErrorEvent = eventClass('ErrorEvent', Event, { message: '', filename: '', lineno: 0, colno: 0, error: undefined }, { message: string, filename: string, lineno: number, colno: number });
    const HashChangeEvent = eventClass('HashChangeEvent', Event, { oldURL: '', newURL: '' }, { oldURL: string, newURL: string });
    const PageTransitionEvent = eventClass('PageTransitionEvent', Event, { persisted: false }, { persisted: Boolean });
    const PopStateEvent = eventClass('PopStateEvent', Event, { state: null, hasUAVisualTransition: false }, { hasUAVisualTransition: Boolean });
    const ProgressEvent = eventClass('ProgressEvent', Event, { lengthComputable: false, loaded: 0, total: 0 }, { lengthComputable: Boolean, loaded: number, total: number });
    const DragEvent = eventClass('DragEvent', MouseEvent, { dataTransfer: null });
    const StorageEvent = eventClass('StorageEvent', Event, { key: null, oldValue: null, newValue: null, url: '', storageArea: null }, { key: nullableString, oldValue: nullableString, newValue: nullableString, url: string });
    const { _key, _oldValue, _newValue, _url, _storageArea } = dom.slots;
    defineOperation(StorageEvent.prototype, 'StorageEvent', brandOf('StorageEvent'), 'initStorageEvent', function initStorageEvent(type, bubbles = false, cancelable = false, key = null, oldValue = null, newValue = null, url = '', storageArea = null) {
        if (arguments.length < 1) throw notEnoughArguments();
        if (this[dom.slots._dispatching]) return;
        this.initEvent(type, bubbles, cancelable);
        this[_key] = nullableString(key);
        this[_oldValue] = nullableString(oldValue);
        this[_newValue] = nullableString(newValue);
        this[_url] = `${url}`;
        this[_storageArea] = storageArea;
    });
    // iOS's (WebKit on Linux has neither).
    const DeviceMotionEvent = eventClass('DeviceMotionEvent', Event, { acceleration: null, accelerationIncludingGravity: null, rotationRate: null, interval: 0 });
    const DeviceOrientationEvent = eventClass('DeviceOrientationEvent', Event, { alpha: null, beta: null, gamma: null, absolute: false });
    // BeforeUnloadEvent has no constructor: only createEvent (and the user agent) make one.
    let makingBeforeUnload = false;
    class BeforeUnloadEvent extends Event {
        constructor(type) {
            if (!makingBeforeUnload) throw new TypeError('Illegal constructor');
            super(type);
            this[_returnValue] = '';
        }
        get returnValue() { return isA(this, _returnValue) ? this[_returnValue] : wrongThis('BeforeUnloadEvent', 'returnValue'); }
        set returnValue(value) { if (!isA(this, _returnValue)) wrongThis('BeforeUnloadEvent', 'returnValue', 'setter'); this[_returnValue] = `${value}`; }
    }
    const AnimationEvent = eventClass('AnimationEvent', Event, { animationName: '', elapsedTime: 0, pseudoElement: '' }, { animationName: string, elapsedTime: number, pseudoElement: string });
    const TransitionEvent = eventClass('TransitionEvent', Event, { propertyName: '', elapsedTime: 0, pseudoElement: '' }, { propertyName: string, elapsedTime: number, pseudoElement: string });
    // The `formdata` event of constructing a form's entry list (dom/network.js), and the
    // window's `unhandledrejection` (window.js's internals.unhandledRejection).
    // (WebKit's message names its own class for FormData, DOMFormData.)
    const FormDataEvent = eventClass('FormDataEvent', Event, { formData: null }, {}, { formData: { name: 'DOMFormData', test: (value) => value instanceof globalThis.FormData } });
    const PromiseRejectionEvent = eventClass('PromiseRejectionEvent', Event, { promise: null, reason: undefined }, {}, { promise: { name: 'Promise', test: (value) => value !== null && typeof value === 'object' } });
    dom.orderMembers(PromiseRejectionEvent, 'promise reason');
    // <details> and popovers' toggle, matchMedia's change, copy/cut/paste (their clipboardData a
    // DataTransfer or null).
    const ToggleEvent = eventClass('ToggleEvent', Event, { oldState: '', newState: '' }, { oldState: string, newState: string });
    const MediaQueryListEvent = eventClass('MediaQueryListEvent', Event, { media: '', matches: false }, { media: string, matches: Boolean });
    const ClipboardEvent = eventClass('ClipboardEvent', Event, { clipboardData: null });
    // WebKit's legacy TextEvent (made by createEvent('TextEvent') and initTextEvent only),
    // OverflowEvent, and CSP's SecurityPolicyViolationEvent (never fired here: no policy is
    // enforced, but a page's listener and feature test find the interface).
    let makingTextEvent = false;
    const { _textData } = dom.slots;
    class TextEvent extends UIEvent {
        constructor(type) {
            if (!makingTextEvent) throw new TypeError('Illegal constructor');
            super(type);
            this[_textData] = '';
        }
    }
    Object.defineProperty(TextEvent, 'length', { value: 0 });
    defineGetters(TextEvent.prototype, 'TextEvent', _textData, { data: (event) => event[_textData] });
    defineOperation(TextEvent.prototype, 'TextEvent', _textData, 'initTextEvent', function initTextEvent(type, bubbles = false, cancelable = false, view = null, data = 'undefined') {
        if (this[dom.slots._dispatching]) return;
        this.initUIEvent(type, bubbles, cancelable, view, 0);
        this[_textData] = `${data}`;
    });
    const OverflowEvent = eventClass('OverflowEvent', Event, { orient: 0, horizontalOverflow: false, verticalOverflow: false }, { orient: (value) => Number(value) & 0xffff, horizontalOverflow: Boolean, verticalOverflow: Boolean });
    for (const [name, value] of Object.entries({ HORIZONTAL: 0, VERTICAL: 1, BOTH: 2 })) OverflowEvent[name] = value;
    const SecurityPolicyViolationEvent = eventClass('SecurityPolicyViolationEvent', Event, {
        documentURI: '', referrer: '', blockedURI: '', effectiveDirective: '', violatedDirective: '', originalPolicy: '', sourceFile: '', sample: '',
        disposition: 'enforce', statusCode: 0, lineNumber: 0, columnNumber: 0,
    }, { documentURI: string, referrer: string, blockedURI: string, effectiveDirective: string, violatedDirective: string, originalPolicy: string, sourceFile: string, sample: string, statusCode: (value) => Number(value) & 0xffff, lineNumber: (value) => Number(value) >>> 0, columnNumber: (value) => Number(value) >>> 0 });
    // (WebKit's init names the position lineNumber and columnNumber; lineno and colno read them.)
    defineGetters(SecurityPolicyViolationEvent.prototype, 'SecurityPolicyViolationEvent', brandOf('SecurityPolicyViolationEvent'), { lineno: (event) => event.lineNumber, colno: (event) => event.columnNumber });
    dom.orderMembers(SecurityPolicyViolationEvent, 'documentURI referrer blockedURI effectiveDirective violatedDirective originalPolicy sourceFile sample disposition statusCode lineno lineNumber colno columnNumber');
    Object.assign(dom, { ProgressEvent, AnimationEvent, TransitionEvent, ErrorEvent, BeforeUnloadEvent, FormDataEvent, PromiseRejectionEvent, ToggleEvent, MediaQueryListEvent, ClipboardEvent });

    // ----- AbortController and AbortSignal --------------------------------------------------------

    const abortError = () => new DOMException('signal is aborted without reason', 'AbortError');
    const isSignal = (object) => isA(object, _aborted);

    class AbortSignal extends EventTarget {
        constructor() {
            super();
            if (!AbortSignal[_making]) throw new TypeError('Illegal constructor');
            this[_aborted] = false;
            this[_reason] = undefined;
        }
        get aborted() { return isSignal(this) ? this[_aborted] : wrongThis('AbortSignal', 'aborted'); }
        get reason() { return isSignal(this) ? this[_reason] : wrongThis('AbortSignal', 'reason'); }
        throwIfAborted() {
            if (!isSignal(this)) wrongThis('AbortSignal', 'throwIfAborted', 'operation');
            if (this[_aborted]) throw this[_reason];
        }
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
        static abort(reason = undefined) {
            const signal = AbortSignal[_make]();
            signal[_aborted] = true;
            signal[_reason] = reason === undefined ? abortError() : reason;
            return signal;
        }
        static timeout(milliseconds) {
            if (arguments.length < 1) throw notEnoughArguments();
            const signal = AbortSignal[_make]();
            setTimeout(() => signal[_abort](new DOMException('signal timed out', 'TimeoutError')), milliseconds);
            return signal;
        }
        static any(signals) {
            if (arguments.length < 1) throw notEnoughArguments();
            const sources = [...signals];
            for (const source of sources) if (!isSignal(source)) throw new TypeError('Type error');
            const signal = AbortSignal[_make]();
            for (const source of sources) {
                if (source[_aborted]) { signal[_aborted] = true; signal[_reason] = source[_reason]; break; }
            }
            if (!signal[_aborted]) for (const source of sources) addListener(source, 'abort', () => signal[_abort](source[_reason]), false, true, false);
            return signal;
        }
    }
    for (const name of ['abort', 'timeout', 'any']) Object.defineProperty(AbortSignal, name, { enumerable: true });
    defineHandlers(AbortSignal.prototype, 'AbortSignal', 'onabort', (object) => (isSignal(object) ? object : null));

    class AbortController {
        constructor() { this[_controllerSignal] = AbortSignal[_make](); }
        get signal() { return isA(this, _controllerSignal) ? this[_controllerSignal] : wrongThis('AbortController', 'signal'); }
        abort(reason = undefined) {
            if (!isA(this, _controllerSignal)) wrongThis('AbortController', 'abort', 'operation');
            this[_controllerSignal][_abort](reason);
        }
    }
    dom.AbortSignal = AbortSignal;

    // WebIDL's lengths where a class's constructor cannot say them.
    for (const [Interface, length] of [[Touch, 0], [TouchList, 0], [BeforeUnloadEvent, 0]]) Object.defineProperty(Interface, 'length', { value: length });

    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(AbortSignal, 'aborted reason onabort throwIfAborted');
    // In WebKit's member order, as events.js's.
    dom.orderMembers(InputEvent, 'inputType data isComposing dataTransfer getTargetRanges');
    dom.orderMembers(TouchEvent, 'touches targetTouches changedTouches ctrlKey shiftKey altKey metaKey');
    dom.orderMembers(Touch, 'clientX clientY screenX screenY pageX pageY target identifier webkitRadiusX webkitRadiusY webkitRotationAngle webkitForce');
    dom.orderMembers(TouchList, 'length item');
    dom.exposeGlobals({
        FocusEvent, InputEvent, WheelEvent, CompositionEvent, PointerEvent, TouchEvent, TouchList, Touch, ErrorEvent, HashChangeEvent,
        PageTransitionEvent, PopStateEvent, ProgressEvent, DragEvent, StorageEvent, DeviceMotionEvent, DeviceOrientationEvent, BeforeUnloadEvent,
        AnimationEvent, TransitionEvent, AbortSignal, AbortController, FormDataEvent, PromiseRejectionEvent, ToggleEvent, MediaQueryListEvent,
        ClipboardEvent, TextEvent, OverflowEvent, SecurityPolicyViolationEvent,
    });

    // ----- document.createEvent --------------------------------------------------------------------

    // The DOM standard's table of legacy names (case-insensitive).
    const createEventNames = {
        event: Event, events: Event, htmlevents: Event, svgevents: Event, customevent: dom.eventClasses.CustomEvent,
        uievent: UIEvent, uievents: UIEvent, mouseevent: MouseEvent, mouseevents: MouseEvent,
        keyboardevent: dom.eventClasses.KeyboardEvent, focusevent: FocusEvent, compositionevent: CompositionEvent,
        hashchangeevent: HashChangeEvent, messageevent: 'MessageEvent', touchevent: TouchEvent,
        textevent: TextEvent, storageevent: StorageEvent, beforeunloadevent: BeforeUnloadEvent, dragevent: DragEvent,
        devicemotionevent: DeviceMotionEvent, deviceorientationevent: DeviceOrientationEvent,
    };
    Object.defineProperty(Document.prototype, 'createEvent', {
        value: { createEvent(name) {
            if (!isA(this, _isHTML) || firstChildOf(this) === undefined) wrongThis('Document', 'createEvent', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            const key = `${name}`.toLowerCase();
            const Interface = Object.prototype.hasOwnProperty.call(createEventNames, key) ? createEventNames[key] : undefined;
            const made = typeof Interface === 'string' ? globalThis[Interface] : Interface; // MessageEvent is viewport.js's
            if (typeof made !== 'function') throw new DOMException(`The provided event type ('${name}') is invalid.`, 'NotSupportedError');
            makingBeforeUnload = makingTextEvent = true;
            let event;
            try { event = new made(''); } finally { makingBeforeUnload = makingTextEvent = false; }
            event[_initialized] = false; // dispatching it before an init*Event call throws
            return event;
        } }.createEvent,
        writable: true, enumerable: true, configurable: true,
    });
    // Pointer capture (Pointer Events). The only pointer a page here has is the mouse (id 1),
    // never pressed, so, as in WebKit, a capture of it is not set (hasPointerCapture stays
    // false, no gotpointercapture fires) and any other id is not found; a pointer id is a
    // WebIDL long (`'1'` and `2 ** 32 + 1` are the mouse).
    const pointerCapture = (element, name, args) => {
        if (!(element instanceof dom.Element)) dom.wrongThisCall('Element', name);
        if (args.length < 1) throw notEnoughArguments();
        return (args[0] | 0) === 1;
    };
    for (const [name, operation] of Object.entries({
        setPointerCapture(pointerId) {
            if (!pointerCapture(this, 'setPointerCapture', arguments)) throw new DOMException('The object can not be found here.', 'NotFoundError');
            if (!this.isConnected) throw new DOMException('The object is in an invalid state.', 'InvalidStateError');
        },
        releasePointerCapture(pointerId) {
            if (!pointerCapture(this, 'releasePointerCapture', arguments)) throw new DOMException('The object can not be found here.', 'NotFoundError');
        },
        hasPointerCapture(pointerId) {
            pointerCapture(this, 'hasPointerCapture', arguments);
            return false;
        },
    })) Object.defineProperty(dom.Element.prototype, name, { value: operation, writable: true, enumerable: true, configurable: true });
})
