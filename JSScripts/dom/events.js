// DOM events: EventTarget on nodes and window; capture, target and bubble phases with the
// right eventPhase; once, passive, stopPropagation, stopImmediatePropagation,
// preventDefault; click() as a bubbling, cancelable MouseEvent. And MutationObserver, whose
// records are delivered together in a microtask.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _bubbles, _callback, _cancelable, _canceled, _closedLevels, _composed, _currentTarget, _detail, _dispatching, _eventHandlers, _host, _inPassive, _inShadowTree, _initialized, _isShadowRoot, _listeners, _parentNode, _path, _phase, _records, _relatedTarget, _shadowRoot, _stop, _stopImmediate, _target, _targets, _trusted, _type } = dom.slots;
    const { Node, Element, HTMLElement, SVGElement, MathMLElement, Document } = dom;

    // A WebIDL dictionary argument: undefined and null are an empty one.
    const dictionary = (value) => (value === undefined || value === null ? {} : value);
    dom.dictionary = dictionary;

    // True only for events the user agent fires (dom.dispatchTrusted); script-made events never are.
    const isTrustedProperty = { get: function isTrusted() { return this[_trusted] === true; }, enumerable: true, configurable: false };

    class Event {
        constructor(type, init) {
            init = dictionary(init);
            if (arguments.length === 0) throw new TypeError("Failed to construct 'Event': 1 argument required, but only 0 present.");
            this[_type] = String(type);
            this[_bubbles] = !!init.bubbles;
            this[_cancelable] = !!init.cancelable;
            this[_composed] = !!init.composed;
            this[_target] = null;
            this[_currentTarget] = null;
            this[_phase] = 0;
            this[_canceled] = false;
            this[_stop] = false;
            this[_stopImmediate] = false;
            this[_dispatching] = false;
            this[_inPassive] = false;
            // [LegacyUnforgeable]: an own accessor, the same getter on every event.
            Object.defineProperty(this, 'isTrusted', isTrustedProperty);
            this.timeStamp = typeof performance === 'object' ? performance.now() : Date.now();
        }
        get type() { return this[_type]; }
        get bubbles() { return this[_bubbles]; }
        get cancelable() { return this[_cancelable]; }
        get composed() { return this[_composed]; }
        get target() { return this[_target]; }
        get srcElement() { return this[_target]; }
        get currentTarget() { return this[_currentTarget]; }
        get eventPhase() { return this[_phase]; }
        get defaultPrevented() { return this[_canceled]; }
        get returnValue() { return !this[_canceled]; }
        set returnValue(value) { if (!value) this.preventDefault(); }
        get cancelBubble() { return this[_stop]; }
        set cancelBubble(value) { if (value) this[_stop] = true; }
        preventDefault() { if (this[_cancelable] && !this[_inPassive]) this[_canceled] = true; }
        stopPropagation() { this[_stop] = true; }
        stopImmediatePropagation() { this[_stop] = true; this[_stopImmediate] = true; }
        composedPath() {
            if (!this[_path]) return [];
            return this[_closedLevels] ? dom.visiblePath(this) : this[_path].slice();
        }
        initEvent(type, bubbles = false, cancelable = false) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'initEvent' on 'Event': 1 argument required, but only 0 present.");
            if (this[_dispatching]) return;
            this[_type] = String(type); this[_bubbles] = !!bubbles; this[_cancelable] = !!cancelable;
            this[_initialized] = true;
            this[_stop] = this[_stopImmediate] = this[_canceled] = false;
        }
    }
    for (const [name, value] of Object.entries({ NONE: 0, CAPTURING_PHASE: 1, AT_TARGET: 2, BUBBLING_PHASE: 3 })) {
        Object.defineProperty(Event, name, { value });
        Object.defineProperty(Event.prototype, name, { value });
    }

    class CustomEvent extends Event {
        constructor(type, init) {
            init = dictionary(init);
            super(type, init);
            this[_detail] = init.detail ?? null;
        }
        get detail() { return this[_detail]; }
        initCustomEvent(type, bubbles = false, cancelable = false, detail = null) {
            if (arguments.length < 1) throw new TypeError("Failed to execute 'initCustomEvent' on 'CustomEvent': 1 argument required, but only 0 present.");
            if (this[_dispatching]) return;
            this.initEvent(type, bubbles, cancelable);
            this[_detail] = detail;
        }
    }

    class UIEvent extends Event {
        constructor(type, init) {
            init = dictionary(init);
            if (init.view !== undefined && init.view !== null && init.view !== globalThis) {
                throw new TypeError(`Failed to construct '${new.target.name}': member view is not of type Window.`);
            }
            super(type, init);
            this.view = init.view ?? null;
            this.detail = init.detail ?? 0;
        }
        get which() { return 0; }
        initUIEvent(type, bubbles, cancelable, view = null, detail = 0) {
            if (this[_dispatching]) return;
            this.initEvent(type, bubbles, cancelable);
            this.view = view; this.detail = Number(detail) || 0;
        }
    }

    class MouseEvent extends UIEvent {
        constructor(type, init) {
            init = dictionary(init);
            super(type, init);
            for (const key of ['screenX', 'screenY', 'clientX', 'clientY', 'button', 'buttons']) this[key] = init[key] ?? 0;
            for (const key of ['ctrlKey', 'shiftKey', 'altKey', 'metaKey']) this[key] = !!init[key];
            this[_relatedTarget] = init.relatedTarget ?? null;
        }
        get relatedTarget() { return this[_relatedTarget]; }
        get pageX() { return this.clientX; }
        get pageY() { return this.clientY; }
        get x() { return this.clientX; }
        get y() { return this.clientY; }
        getModifierState(key) { return !!this[{ Control: 'ctrlKey', Shift: 'shiftKey', Alt: 'altKey', Meta: 'metaKey' }[key]]; }
        initMouseEvent(type, bubbles, cancelable, view, detail, screenX = 0, screenY = 0, clientX = 0, clientY = 0, ctrlKey = false, altKey = false, shiftKey = false, metaKey = false, button = 0, relatedTarget = null) {
            if (this[_dispatching]) return;
            this.initUIEvent(type, bubbles, cancelable, view, detail);
            Object.assign(this, { screenX, screenY, clientX, clientY, ctrlKey: !!ctrlKey, altKey: !!altKey, shiftKey: !!shiftKey, metaKey: !!metaKey, button, [_relatedTarget]: relatedTarget });
        }
    }

    class KeyboardEvent extends UIEvent {
        constructor(type, init) {
            init = dictionary(init);
            super(type, init);
            this.key = init.key ?? ''; this.code = init.code ?? '';
            for (const key of ['ctrlKey', 'shiftKey', 'altKey', 'metaKey', 'repeat']) this[key] = !!init[key];
            this.location = init.location ?? 0; this.isComposing = !!init.isComposing;
            this.charCode = init.charCode ?? 0; this.keyCode = init.keyCode ?? 0; // legacy members, still in the dictionary
        }
        get which() { return this.keyCode || this.charCode; }
        initKeyboardEvent(type, bubbles, cancelable, view, key = '', location = 0, ctrlKey = false, altKey = false, shiftKey = false, metaKey = false) {
            if (this[_dispatching]) return;
            this.initUIEvent(type, bubbles, cancelable, view, 0);
            Object.assign(this, { key: String(key), location, ctrlKey: !!ctrlKey, altKey: !!altKey, shiftKey: !!shiftKey, metaKey: !!metaKey });
        }
        getModifierState(key) { return !!this[{ Control: 'ctrlKey', Shift: 'shiftKey', Alt: 'altKey', Meta: 'metaKey' }[key]]; }
    }

    // ----- EventTarget ---------------------------------------------------------------------------

    function listenersOf(target) {
        if (!Object.prototype.hasOwnProperty.call(target, _listeners)) {
            Object.defineProperty(target, _listeners, { value: new Map(), enumerable: false });
        }
        return target[_listeners];
    }

    // (AddEventListenerOptions or boolean): any value that is not an object is a boolean.
    // AddEventListenerOptions as WebIDL reads a dictionary: members in order (capture, once,
    // passive, signal), a boolean for a non-object; removeEventListener reads capture only.
    function flatten(options, captureOnly = false) {
        if (options !== null && options !== undefined && typeof options !== 'object' && typeof options !== 'function') {
            return { capture: !!options, once: false, passive: false, signal: null };
        }
        options = options || {};
        const capture = !!options.capture;
        if (captureOnly) return { capture };
        const once = !!options.once, passive = !!options.passive, signal = options.signal;
        if (signal !== undefined && !(dom.AbortSignal && signal instanceof dom.AbortSignal)) { // one exists only once event-interfaces.js is in
            throw new TypeError("Failed to read the 'signal' property from 'AddEventListenerOptions': Failed to convert value to 'AbortSignal'.");
        }
        return { capture, once, passive, signal: signal ?? null };
    }

    const eventTargetMethods = {
        // `this` is the window when a page calls them bare (WebIDL: the global object's own).
        addEventListener(type, callback, options) {
            const target = this ?? globalThis;
            const { capture, once, passive, signal } = flatten(options); // read even for no callback, as browsers do
            if (callback === null || callback === undefined) return;
            if (signal && signal.aborted) return;
            const map = listenersOf(target);
            const list = map.get(String(type)) || [];
            if (list.some((l) => l.callback === callback && l.capture === capture)) return;
            if (animationEventTypes[String(type)] === true) dom.watchAnimations();
            const listener = { callback, capture, once, passive, removed: false };
            list.push(listener);
            map.set(String(type), list);
            if (signal && typeof signal.addEventListener === 'function') signal.addEventListener('abort', () => target.removeEventListener(type, callback, { capture }));
        },
        removeEventListener(type, callback, options) {
            const { capture } = flatten(options, true);
            const map = listenersOf(this ?? globalThis);
            const list = map.get(String(type));
            if (!list) return;
            const index = list.findIndex((l) => l.callback === callback && l.capture === capture);
            if (index >= 0) { list[index].removed = true; list.splice(index, 1); }
        },
        dispatchEvent(event) {
            if (!(event instanceof Event)) throw new TypeError("Failed to execute 'dispatchEvent': parameter 1 is not of type 'Event'.");
            if (event[_dispatching]) throw new DOMException('The event is already being dispatched.', 'InvalidStateError');
            if (event[_initialized] === false) throw new DOMException('The event provided is uninitialized.', 'InvalidStateError');
            event[_trusted] = false; // a script's dispatch, even of an event the user agent fired
            return dispatch(this ?? globalThis, event);
        },
    };

    class EventTarget {}
    Object.assign(EventTarget.prototype, eventTargetMethods);
    Object.setPrototypeOf(Node.prototype, EventTarget.prototype);
    // The window's are EventTarget's own functions (its prototype chain cannot hold EventTarget here).
    for (const [name, method] of Object.entries(eventTargetMethods)) {
        Object.defineProperty(globalThis, name, { value: method, writable: true, configurable: true, enumerable: false });
    }

    // "Get the parent" of each kind of target. A slottable's parent is its assigned slot; a
    // shadow root's its host unless the event is not composed and began in that tree.
    function parentForEvent(target, event, origin) {
        if (target === globalThis) return null;
        if (target.nodeType === 9) return event[_type] === 'load' ? null : globalThis;
        if (target[_isShadowRoot]) {
            if (!event[_composed]) { let root = origin; while (root[_parentNode]) root = root[_parentNode]; if (root === target) return null; }
            return target[_host];
        }
        const parent = target[_parentNode];
        if (!parent) return null;
        if (parent[_shadowRoot]) return dom.assignedSlot(target) ?? parent;
        if (parent.nodeType === 11 && parent[_host] && !parent[_isShadowRoot]) return null; // template contents
        return parent;
    }

    dom.eventParent = parentForEvent;

    // Event handler IDL attributes (HTML): the CSS animation and transition ones, with the
    // legacy webkit-prefixed ones, on HTML, SVG and MathML elements, Document and window. The
    // first non-null value adds a listener that calls the handler (null removes it), so it
    // runs in the order it was first set among the target's listeners.
    const animationEventTypes = Object.create(null);
    for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel', 'transitionrun', 'transitionstart',
        'transitionend', 'transitioncancel', 'webkitAnimationStart', 'webkitAnimationIteration', 'webkitAnimationEnd', 'webkitTransitionEnd']) {
        animationEventTypes[type] = true;
    }
    const idlHandlers = new Set();
    function defineHandler(owner, type) {
        const name = 'on' + type.toLowerCase();
        idlHandlers.add(name);
        Object.defineProperty(owner, name, {
            get() {
                const handler = (this ?? globalThis)[_eventHandlers]?.get(name);
                return handler === undefined ? null : handler.value;
            },
            set(value) {
                const target = this ?? globalThis;
                if (value === null || (typeof value !== 'object' && typeof value !== 'function')) value = null;
                if (!Object.prototype.hasOwnProperty.call(target, _eventHandlers)) Object.defineProperty(target, _eventHandlers, { value: new Map(), enumerable: false });
                const handlers = target[_eventHandlers];
                let handler = handlers.get(name);
                if (value === null) {
                    if (!handler) return;
                    handlers.delete(name);
                    handler.listener.removed = true;
                    const list = target[_listeners].get(type), index = list.indexOf(handler.listener);
                    if (index >= 0) list.splice(index, 1);
                    return;
                }
                if (handler) { handler.value = value; return; }
                handler = { value, listener: null };
                const callback = (event) => {
                    if (typeof handler.value === 'function' && handler.value.call(target, event) === false) event.preventDefault();
                };
                handler.listener = { callback, capture: false, once: false, passive: false, removed: false };
                const map = listenersOf(target);
                const list = map.get(type) || [];
                list.push(handler.listener);
                map.set(type, list);
                handlers.set(name, handler);
                dom.watchAnimations();
            },
            configurable: true,
            enumerable: true,
        });
    }
    for (const type of Object.keys(animationEventTypes)) {
        for (const owner of [HTMLElement.prototype, SVGElement.prototype, MathMLElement.prototype, Document.prototype, globalThis]) defineHandler(owner, type);
    }
    // Animation and transition events are fired only for pages that listen to them (dom/animations.js).
    dom.watchAnimations = function () {
        internals.installNow('dom/animations.js');
        dom.animations.watch();
    };

    let currentEvent;
    Object.defineProperty(globalThis, 'event', { get() { return currentEvent; }, set(value) { currentEvent = value; }, configurable: true, enumerable: false });

    // An exception nobody caught is first an ErrorEvent at the window (HTML, "report an
    // exception"): a listener that cancels it has handled it, and it is not reported further.
    const reportToNative = internals.reportError;
    let reporting = false;
    internals.reportError = function (error, origin) {
        if (!reporting && (globalThis[_listeners]?.has('error') || typeof globalThis.onerror === 'function')) {
            reporting = true; // an error in an error listener is reported, not dispatched again
            try {
                const message = error instanceof Error ? `Uncaught ${error.name}: ${error.message}` : `Uncaught ${String(error)}`;
                const event = new globalThis.ErrorEvent('error', { cancelable: true, message, filename: error?.sourceURL ?? '', lineno: error?.line ?? 0, colno: error?.column ?? 0, error });
                if (!dom.dispatchTrusted(globalThis, event)) return; // a listener, or onerror returning true, handled it
            } finally {
                reporting = false;
            }
        }
        reportToNative(error, origin);
    };
    Object.defineProperty(globalThis, 'reportError', { value: function reportError(error) { internals.reportError(error, 'reportError'); }, writable: true, configurable: true, enumerable: false });

    // The legacy types a trusted animation or transition event is dispatched as to a target
    // with no listener of its own type (DOM, "invoke", step 8).
    const legacyTypes = { animationend: 'webkitAnimationEnd', animationiteration: 'webkitAnimationIteration', animationstart: 'webkitAnimationStart', transitionend: 'webkitTransitionEnd' };

    // Runs the listeners of one target and phase ("inner invoke"); true when one stopped
    // immediate propagation.
    function innerInvoke(target, event, listeners, type, capturing) {
        for (const listener of listeners) {
            if (listener.removed) continue;
            if (listener.capture !== capturing) continue;
            if (listener.once) target.removeEventListener(type, listener.callback, { capture: listener.capture });
            event[_inPassive] = listener.passive;
            // window.event is the event whose listener runs (undefined for a target in a shadow tree).
            const outer = currentEvent;
            currentEvent = event[_inShadowTree] ? undefined : event;
            try {
                if (typeof listener.callback === 'function') listener.callback.call(target, event);
                else {
                    const handleEvent = listener.callback.handleEvent; // read once per call, as WebIDL's callback interfaces are
                    if (typeof handleEvent !== 'function') throw new TypeError("'handleEvent' property of an event listener is not a function.");
                    handleEvent.call(listener.callback, event);
                }
            } catch (error) {
                internals.reportError(error);
            }
            currentEvent = outer;
            event[_inPassive] = false;
            if (event[_stopImmediate]) return true;
        }
        return false;
    }

    // `phase` is the event's phase; `capturing` says which listeners run (at the target, the
    // capturing ones first, then the others, as the DOM standard now orders them).
    function invoke(target, event, phase, capturing) {
        const list = target[_listeners] && target[_listeners].get(event[_type]);
        const handlerProperty = 'on' + event[_type];
        event[_currentTarget] = target;
        if (list && list.length) {
            if (innerInvoke(target, event, list.slice(), event[_type], capturing)) return;
        } else if (event[_trusted] && legacyTypes[event[_type]] !== undefined) {
            const legacyList = target[_listeners] && target[_listeners].get(legacyTypes[event[_type]]);
            if (legacyList && legacyList.length) {
                const type = event[_type];
                event[_type] = legacyTypes[type];
                try { innerInvoke(target, event, legacyList.slice(), event[_type], capturing); } finally { event[_type] = type; }
                return;
            }
        }
        // Event handler properties set from script (el.onclick = fn); attributes never run. The
        // ones with an IDL attribute (below) are listeners of their own.
        if (!capturing && Object.prototype.hasOwnProperty.call(target, handlerProperty) && !idlHandlers.has(handlerProperty) && typeof target[handlerProperty] === 'function') {
            try {
                // window.onerror takes the error's parts and handles it by returning true.
                if (target === globalThis && event[_type] === 'error' && event instanceof (globalThis.ErrorEvent || Object) && 'message' in event) {
                    if (target.onerror.call(target, event.message, event.filename, event.lineno, event.colno, event.error) === true) event.preventDefault();
                } else if (target[handlerProperty].call(target, event) === false) event.preventDefault();
            } catch (error) {
                internals.reportError(error);
            }
        }
    }

    function dispatch(target, event) {
        event[_dispatching] = true;
        const path = [];
        let throughShadows = false;
        for (let node = target; node; node = parentForEvent(node, event, target)) {
            path.push(node);
            if (node[_isShadowRoot]) throughShadows = true;
        }
        // Shadow trees (dom/shadow.js, there once one exists): each listener sees the target and
        // relatedTarget retargeted to its own tree.
        const related = event[_relatedTarget] ?? null;
        const shadow = dom.shadowEventPath && (throughShadows || related !== null) ? dom.shadowEventPath(event, target, related) : null;
        if (shadow && shadow.path.length === 0) return endDispatch(event, target, null, shadow); // the relatedTarget is the target
        event[_target] = target;
        event[_path] = shadow ? shadow.path : path;
        const structs = event[_path];
        // A click's activation behaviour (activation.js, installed by the first click).
        let activation = null;
        if (event[_type] === 'click' && event instanceof MouseEvent) {
            internals.installNow('dom/activation.js');
            activation = dom.activation.begin(structs, event);
        }
        // A host on the path is at its target phase when the target is in its shadow tree.
        const atTarget = (i) => i === 0 || (shadow !== null && shadow.adjusted[i] !== null);
        for (let i = structs.length - 1; i >= 0 && !event[_stop]; i--) {
            if (shadow) shadow.enter(i);
            event[_phase] = atTarget(i) ? 2 : 1;
            invoke(structs[i], event, event[_phase], true);
        }
        for (let i = 0; i < structs.length && !event[_stop]; i++) {
            if (!atTarget(i) && !event[_bubbles]) continue;
            if (shadow) shadow.enter(i);
            event[_phase] = atTarget(i) ? 2 : 3;
            invoke(structs[i], event, event[_phase], false);
        }
        return endDispatch(event, target, activation, shadow);
    }

    function endDispatch(event, target, activation, shadow) {
        event[_phase] = 0;
        event[_currentTarget] = null;
        event[_path] = null;
        event[_dispatching] = false;
        event[_stop] = event[_stopImmediate] = false;
        if (shadow) shadow.leave();
        const notCanceled = !event[_canceled];
        if (activation) dom.activation.end(activation, notCanceled);
        // Links, submit buttons and embeds: the bridge layer's activation (taps.js, forms.js),
        // of the activation target when there is one.
        if (notCanceled && event[_type] === 'click') dom.activate?.(target, event, activation ? activation.target : null);
        return notCanceled;
    }

    HTMLElement.prototype.click = function () {
        if (this.hasAttribute('disabled') && ['button', 'input', 'select', 'textarea'].includes(this.localName)) return;
        const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: globalThis, detail: 1 });
        this.dispatchEvent(event);
    };
    Element.prototype.focus = function () {};
    Element.prototype.blur = function () {};

    // Events the user agent fires: isTrusted is true (dispatchEvent makes it false again).
    dom.dispatchTrusted = function (target, event) { event[_trusted] = true; return dispatch(target, event); };
    dom.fire = function (target, type, init) { return dom.dispatchTrusted(target, new Event(type, init)); };

    // ----- MutationObserver ------------------------------------------------------------------------

    const observers = new Set();
    let deliveryQueued = false;

    class MutationRecord {
        constructor(fields) { Object.assign(this, { addedNodes: [], removedNodes: [], previousSibling: null, nextSibling: null, attributeName: null, attributeNamespace: null, oldValue: null }, fields); }
    }

    class MutationObserver {
        constructor(callback) {
            if (typeof callback !== 'function') throw new TypeError("Failed to construct 'MutationObserver': The callback provided as parameter 1 is not a function.");
            this[_callback] = callback;
            this[_targets] = new Map();
            this[_records] = [];
        }
        observe(target, options = {}) {
            options = { ...options };
            // Omitted is not false: an old value or a filter implies the kind only when it is omitted.
            if ((options.attributeOldValue !== undefined || options.attributeFilter !== undefined) && options.attributes === undefined) options.attributes = true;
            if (options.characterDataOldValue !== undefined && options.characterData === undefined) options.characterData = true;
            const fail = (why) => new TypeError(`Failed to execute 'observe' on 'MutationObserver': ${why}`);
            if (!options.childList && !options.attributes && !options.characterData) {
                throw fail("The options object must set at least one of 'attributes', 'characterData', or 'childList' to true.");
            }
            if (options.attributeOldValue && !options.attributes) throw fail("The options object may only set 'attributeOldValue' to true when 'attributes' is true or not present.");
            if (options.attributeFilter !== undefined && !options.attributes) throw fail("The options object may only set 'attributeFilter' when 'attributes' is true or not present.");
            if (options.characterDataOldValue && !options.characterData) throw fail("The options object may only set 'characterDataOldValue' to true when 'characterData' is true or not present.");
            this[_targets].set(target, options);
            observers.add(this);
        }
        disconnect() { this[_targets].clear(); this[_records] = []; observers.delete(this); }
        takeRecords() { const records = this[_records]; this[_records] = []; return records; }
    }

    function queueRecord(target, type, build) {
        for (const observer of observers) {
            for (const [observed, options] of observer[_targets]) {
                if (observed !== target && !(options.subtree && observed.contains(target))) continue;
                if (type === 'childList' && !options.childList) continue;
                if (type === 'characterData' && !options.characterData) continue;
                const record = build(options);
                if (!record) continue;
                observer[_records].push(record);
                scheduleDelivery();
                break;
            }
        }
    }

    function scheduleDelivery() {
        if (deliveryQueued) return;
        deliveryQueued = true;
        queueMicrotask(() => {
            deliveryQueued = false;
            for (const observer of [...observers]) {
                const records = observer.takeRecords();
                if (!records.length) continue;
                try { observer[_callback].call(observer, records, observer); } catch (error) { internals.reportError(error); }
            }
        });
    }

    dom.isObserved = () => observers.size > 0;
    dom.notifyChildList = (target, added, removed, previousSibling, nextSibling) => {
        if (!observers.size) return;
        queueRecord(target, 'childList', () => new MutationRecord({ type: 'childList', target, addedNodes: added.slice(), removedNodes: removed.slice(), previousSibling, nextSibling }));
    };
    dom.notifyAttribute = (target, name, namespace, oldValue) => {
        if (!observers.size) return;
        queueRecord(target, 'attributes', (options) => {
            if (!options.attributes) return null;
            if (options.attributeFilter && !options.attributeFilter.includes(name)) return null;
            return new MutationRecord({ type: 'attributes', target, attributeName: name, attributeNamespace: namespace, oldValue: options.attributeOldValue ? oldValue : null });
        });
    };
    dom.notifyCharacterData = (target, oldValue) => {
        if (!observers.size) return;
        queueRecord(target, 'characterData', (options) => new MutationRecord({ type: 'characterData', target, oldValue: options.characterDataOldValue ? oldValue : null }));
    };

    dom.eventClasses = { Event, EventTarget, CustomEvent, UIEvent, MouseEvent, KeyboardEvent };
    dom.exposeGlobals({ Event, CustomEvent, UIEvent, MouseEvent, KeyboardEvent, EventTarget, MutationObserver, MutationRecord });
})
