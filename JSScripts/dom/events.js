// DOM events: EventTarget on nodes and window; capture, target and bubble phases with the
// right eventPhase; once, passive, stopPropagation, stopImmediatePropagation,
// preventDefault; click() as a bubbling, cancelable MouseEvent; the event handler IDL
// attributes (onclick, onload...) of elements, documents and the window. And
// MutationObserver, whose records are delivered together in a microtask.
//
// As WebKit's bindings make them: an event's state is in slots (dom.slots), its one own
// property is [LegacyUnforgeable] isTrusted; every attribute is a getter on its interface's
// prototype that checks `this`, and operations throw a TypeError when given too few
// arguments. The DOM's own code reads the slots.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const {
        _bubbles, _mutationCallback, _cancelable, _canceled, _closedLevels, _composed, _currentTarget, _customDetail, _dispatching, _eventHandlers,
        _eventTarget, _eventType, _host, _inPassive, _inShadowTree, _initialized, _isHTML, _isShadowRoot, _keyboard, _listeners, _mouse, _path, _phase, _mutationRecord, _records, _relatedTarget, _shadowRoot, _stop, _stopImmediate, _target, _targets,
        _timeStamp, _trusted, _ui, _onListen,
    } = dom.slots; const { firstChildOf, localNameOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const { Element, HTMLElement, SVGElement, MathMLElement, Document } = dom;
    const prototypeOfDocument = Document.prototype;

    // A WebIDL dictionary argument: undefined and null are an empty one.
    const dictionary = (value) => (value === undefined || value === null ? {} : value);
    dom.dictionary = dictionary;

    // WebKit's TypeErrors: too few arguments, and a member used on an object of another interface.
    const notEnoughArguments = () => new TypeError('Not enough arguments');
    function wrongThis(interfaceName, member, kind = 'getter') {
        throw new TypeError(kind === 'operation' ? `Can only call ${interfaceName}.${member} on instances of ${interfaceName}` : `The ${interfaceName}.${member} ${kind} can only be used on instances of ${interfaceName}`);
    }
    dom.events = { notEnoughArguments, wrongThis };

    // Defines read-only attributes on a prototype, each reading `read(object)` of an object that
    // has the interface's brand slot (`this[brand] !== undefined`); the getters are named as
    // WebKit's ("get type").
    const { named } = dom; // (cheaper than an object literal's computed accessor: webidl.js)
    function defineGetters(prototype, interfaceName, brand, getters) {
        for (const [name, read] of Object.entries(getters)) {
            const get = named({ get() {
                if (this === null || this === undefined || this[brand] === undefined) wrongThis(interfaceName, name);
                return read(this);
            } }.get, 'get ' + name);
            Object.defineProperty(prototype, name, { get, enumerable: true, configurable: true });
        }
    }
    dom.events.defineGetters = defineGetters;

    const isEvent = (object) => object !== null && object !== undefined && object[_eventType] !== undefined;
    const isNode = (object) => object !== null && object !== undefined && firstChildOf(object) !== undefined;

    // [LegacyUnforgeable] isTrusted: an own, non-configurable accessor, the same getter on every
    // event. True only for events the user agent fires (dom.dispatchTrusted).
    const isTrustedProperty = {
        get: Object.getOwnPropertyDescriptor({ get isTrusted() { return isEvent(this) ? this[_trusted] : wrongThis('Event', 'isTrusted'); } }, 'isTrusted').get,
        enumerable: true, configurable: false,
    };

    function cancel(event) { if (event[_cancelable] && !event[_inPassive]) event[_canceled] = true; }

    class Event {
        constructor(type, init = undefined) {
            if (arguments.length === 0) throw notEnoughArguments();
            this[_eventType] = `${type}`;
            init = dictionary(init);
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
            this[_trusted] = false;
            // The loop's clock in whole milliseconds, as performance.now() (never the page's
            // `performance`, which a script may replace or mock).
            this[_timeStamp] = Math.floor(internals.now());
            Object.defineProperty(this, 'isTrusted', isTrustedProperty);
        }
        get cancelBubble() { return isEvent(this) ? this[_stop] : wrongThis('Event', 'cancelBubble'); }
        set cancelBubble(value) { if (!isEvent(this)) wrongThis('Event', 'cancelBubble', 'setter'); if (value) this[_stop] = true; }
        get returnValue() { return isEvent(this) ? !this[_canceled] : wrongThis('Event', 'returnValue'); }
        set returnValue(value) { if (!isEvent(this)) wrongThis('Event', 'returnValue', 'setter'); if (!value) cancel(this); }
        composedPath() {
            if (!isEvent(this)) wrongThis('Event', 'composedPath', 'operation');
            if (!this[_path]) return [];
            return this[_closedLevels] ? dom.visiblePath(this) : this[_path].slice();
        }
        stopPropagation() { if (!isEvent(this)) wrongThis('Event', 'stopPropagation', 'operation'); this[_stop] = true; }
        stopImmediatePropagation() { if (!isEvent(this)) wrongThis('Event', 'stopImmediatePropagation', 'operation'); this[_stop] = true; this[_stopImmediate] = true; }
        preventDefault() { if (!isEvent(this)) wrongThis('Event', 'preventDefault', 'operation'); cancel(this); }
        initEvent(type, bubbles = false, cancelable = false) {
            if (!isEvent(this)) wrongThis('Event', 'initEvent', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            initEvent(this, type, bubbles, cancelable);
        }
    }
    function initEvent(event, type, bubbles, cancelable) {
        if (event[_dispatching]) return false;
        event[_eventType] = `${type}`; event[_bubbles] = !!bubbles; event[_cancelable] = !!cancelable;
        event[_initialized] = true;
        event[_stop] = event[_stopImmediate] = event[_canceled] = event[_trusted] = false;
        event[_target] = null;
        return true;
    }
    defineGetters(Event.prototype, 'Event', _eventType, {
        type: (e) => e[_eventType], target: (e) => e[_target], currentTarget: (e) => e[_currentTarget], eventPhase: (e) => e[_phase],
        bubbles: (e) => e[_bubbles], cancelable: (e) => e[_cancelable], defaultPrevented: (e) => e[_canceled], composed: (e) => e[_composed],
        timeStamp: (e) => e[_timeStamp], srcElement: (e) => e[_target],
    });
    Object.assign(Event, { NONE: 0, CAPTURING_PHASE: 1, AT_TARGET: 2, BUBBLING_PHASE: 3 });

    class CustomEvent extends Event {
        constructor(type, init = undefined) {
            if (arguments.length === 0) throw notEnoughArguments();
            init = dictionary(init);
            super(type, init);
            this[_customDetail] = init.detail ?? null;
        }
        initCustomEvent(type, bubbles = false, cancelable = false, detail = null) {
            if (this === null || this === undefined || this[_customDetail] === undefined) wrongThis('CustomEvent', 'initCustomEvent', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            if (initEvent(this, type, bubbles, cancelable)) this[_customDetail] = detail ?? null;
        }
    }
    defineGetters(CustomEvent.prototype, 'CustomEvent', _customDetail, { detail: (e) => e[_customDetail] });

    // A dictionary member of an interface type (Window, EventTarget): WebKit's "Type error" for another value.
    function checkView(view) {
        if (view !== undefined && view !== null && view !== globalThis) throw new TypeError('Type error');
        return view ?? null;
    }
    function checkEventTarget(target) {
        if (target === undefined || target === null) return null;
        if (target !== globalThis && (typeof target !== 'object' || (firstChildOf(target) === undefined && target[_eventTarget] !== true))) throw new TypeError('Type error');
        return target;
    }

    // UIEvent's state in one record (`this[_ui]`), MouseEvent's and KeyboardEvent's in theirs.
    class UIEvent extends Event {
        constructor(type, init = undefined) {
            if (arguments.length === 0) throw notEnoughArguments();
            init = dictionary(init);
            const view = checkView(init.view);
            super(type, init);
            this[_ui] = { view, detail: Number(init.detail ?? 0) | 0 };
        }
        initUIEvent(type, bubbles = false, cancelable = false, view = null, detail = 0) {
            if (this === null || this === undefined || this[_ui] === undefined) wrongThis('UIEvent', 'initUIEvent', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            if (initEvent(this, type, bubbles, cancelable)) this[_ui] = { view: view ?? null, detail: Number(detail) | 0 };
        }
    }
    // pageX and layerX are the client coordinates: the document does not scroll under a listener here.
    const clientX = (e) => (e[_mouse] !== undefined ? e[_mouse].clientX : 0);
    const clientY = (e) => (e[_mouse] !== undefined ? e[_mouse].clientY : 0);
    defineGetters(UIEvent.prototype, 'UIEvent', _ui, {
        view: (e) => e[_ui].view, detail: (e) => e[_ui].detail, layerX: clientX, layerY: clientY, pageX: clientX, pageY: clientY,
        // WebKit's legacy `which`: a mouse event's button plus one, a key event's from its init, else 0.
        which: (e) => (e[_mouse] !== undefined ? e[_mouse].button + 1 : e[_keyboard] !== undefined ? e[_keyboard].which : 0),
    });

    // getModifierState's keys: the four with attributes, and EventModifierInit's others.
    const modifiers = Object.assign(Object.create(null), { Control: 'ctrlKey', Shift: 'shiftKey', Alt: 'altKey', Meta: 'metaKey' });
    const otherModifiers = ['AltGraph', 'CapsLock', 'Fn', 'FnLock', 'Hyper', 'NumLock', 'ScrollLock', 'Super', 'Symbol', 'SymbolLock'].map((key) => (modifiers[key] = 'modifier' + key));
    const modifierState = (init, record) => {
        for (const member of otherModifiers) record[member] = !!init[member];
        return record;
    };
    // WebIDL's conversions: double, long (and short), unsigned long.
    const number = (value) => Number(value ?? 0) || 0;
    const long = (value) => Number(value ?? 0) | 0;
    const unsigned = (value) => Number(value ?? 0) >>> 0;

    class MouseEvent extends UIEvent {
        constructor(type, init = undefined) {
            if (arguments.length === 0) throw notEnoughArguments();
            init = dictionary(init);
            super(type, init);
            this[_mouse] = modifierState(init, {
                screenX: long(init.screenX), screenY: long(init.screenY), clientX: long(init.clientX), clientY: long(init.clientY),
                ctrlKey: !!init.ctrlKey, shiftKey: !!init.shiftKey, altKey: !!init.altKey, metaKey: !!init.metaKey,
                button: long(init.button) << 16 >> 16, buttons: long(init.buttons) & 0xffff, movementX: long(init.movementX), movementY: long(init.movementY),
                webkitForce: number(init.webkitForce),
            });
            this[_relatedTarget] = checkEventTarget(init.relatedTarget);
        }
        getModifierState(key) {
            if (this === null || this === undefined || this[_mouse] === undefined) wrongThis('MouseEvent', 'getModifierState', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            return modifiers[key] !== undefined && this[_mouse][modifiers[`${key}`]];
        }
        initMouseEvent(type, bubbles = false, cancelable = false, view = null, detail = 0, screenX = 0, screenY = 0, clientX = 0, clientY = 0, ctrlKey = false, altKey = false, shiftKey = false, metaKey = false, button = 0, relatedTarget = null) {
            if (this === null || this === undefined || this[_mouse] === undefined) wrongThis('MouseEvent', 'initMouseEvent', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!initEvent(this, type, bubbles, cancelable)) return;
            this[_ui] = { view: view ?? null, detail: Number(detail) | 0 };
            Object.assign(this[_mouse], {
                screenX: long(screenX), screenY: long(screenY), clientX: long(clientX), clientY: long(clientY),
                ctrlKey: !!ctrlKey, altKey: !!altKey, shiftKey: !!shiftKey, metaKey: !!metaKey, button: long(button) << 16 >> 16,
            });
            this[_relatedTarget] = relatedTarget ?? null;
        }
    }
    const mouse = (member) => (e) => e[_mouse][member];
    const mouseTarget = (e, related) => { const target = related ? e[_relatedTarget] : e[_target]; return isNode(target) ? target : null; };
    const leaving = (e) => e[_eventType] === 'mouseout' || e[_eventType] === 'mouseleave';
    defineGetters(MouseEvent.prototype, 'MouseEvent', _mouse, {
        screenX: mouse('screenX'), screenY: mouse('screenY'), clientX: mouse('clientX'), clientY: mouse('clientY'),
        ctrlKey: mouse('ctrlKey'), shiftKey: mouse('shiftKey'), altKey: mouse('altKey'), metaKey: mouse('metaKey'),
        button: mouse('button'), buttons: mouse('buttons'), relatedTarget: (e) => e[_relatedTarget],
        movementX: mouse('movementX'), movementY: mouse('movementY'), offsetX: mouse('clientX'), offsetY: mouse('clientY'),
        x: mouse('clientX'), y: mouse('clientY'), webkitForce: mouse('webkitForce'),
        // Internet Explorer's: where the pointer comes from and goes to.
        fromElement: (e) => mouseTarget(e, !leaving(e)), toElement: (e) => mouseTarget(e, leaving(e)),
    });
    Object.assign(MouseEvent, { WEBKIT_FORCE_AT_MOUSE_DOWN: 1, WEBKIT_FORCE_AT_FORCE_MOUSE_DOWN: 2 });

    class KeyboardEvent extends UIEvent {
        constructor(type, init = undefined) {
            if (arguments.length === 0) throw notEnoughArguments();
            init = dictionary(init);
            super(type, init);
            this[_keyboard] = modifierState(init, {
                key: `${init.key ?? ''}`, code: `${init.code ?? ''}`, location: unsigned(init.location),
                ctrlKey: !!init.ctrlKey, shiftKey: !!init.shiftKey, altKey: !!init.altKey, metaKey: !!init.metaKey, repeat: !!init.repeat,
                isComposing: !!init.isComposing, keyIdentifier: `${init.keyIdentifier ?? ''}`,
                // The legacy members, still in the dictionary.
                charCode: unsigned(init.charCode), keyCode: unsigned(init.keyCode), which: unsigned(init.which),
            });
        }
        getModifierState(key) {
            if (this === null || this === undefined || this[_keyboard] === undefined) wrongThis('KeyboardEvent', 'getModifierState', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            return modifiers[key] !== undefined && this[_keyboard][modifiers[`${key}`]];
        }
        // WebKit's legacy signature: the fifth argument is the keyIdentifier (`key` stays).
        initKeyboardEvent(type, bubbles = false, cancelable = false, view = null, keyIdentifier = '', location = 0, ctrlKey = false, altKey = false, shiftKey = false, metaKey = false, altGraphKey = false) {
            if (this === null || this === undefined || this[_keyboard] === undefined) wrongThis('KeyboardEvent', 'initKeyboardEvent', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!initEvent(this, type, bubbles, cancelable)) return;
            this[_ui] = { view: view ?? null, detail: 0 };
            Object.assign(this[_keyboard], { keyIdentifier: `${keyIdentifier}`, location: unsigned(location), ctrlKey: !!ctrlKey, altKey: !!altKey, shiftKey: !!shiftKey, metaKey: !!metaKey, modifierAltGraph: !!altGraphKey });
        }
    }
    const keyboard = (member) => (e) => e[_keyboard][member];
    defineGetters(KeyboardEvent.prototype, 'KeyboardEvent', _keyboard, Object.fromEntries(
        ['key', 'code', 'location', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey', 'repeat', 'isComposing', 'charCode', 'keyCode', 'keyIdentifier'].map((member) => [member, keyboard(member)]),
    ));
    Object.assign(KeyboardEvent, { DOM_KEY_LOCATION_STANDARD: 0, DOM_KEY_LOCATION_LEFT: 1, DOM_KEY_LOCATION_RIGHT: 2, DOM_KEY_LOCATION_NUMPAD: 3 });

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

    // The object an EventTarget operation works on: the window for `this` undefined (a bare
    // call), a node, or an object EventTarget's constructor made (XMLHttpRequest, AbortSignal...).
    function eventTargetOf(object, member) {
        if (object === undefined || object === null || object === globalThis) return globalThis;
        if (firstChildOf(object) !== undefined || object[_eventTarget] === true) return object;
        return wrongThis('EventTarget', member, 'operation');
    }

    // The types any object but the window was ever listened to for (dom/images.js skips the
    // events nothing could hear).
    const listenedTypes = dom.listenedTypes = new Set();
    function addListener(target, type, callback, capture, once, passive) {
        if (target !== globalThis) listenedTypes.add(type);
        // (An object whose work depends on being heard: an animation times its end only then.)
        if (target[_onListen] !== undefined) target[_onListen](type);
        const map = listenersOf(target);
        const list = map.get(type);
        const listener = { callback, capture, once, passive, removed: false };
        if (list === undefined) map.set(type, [listener]);
        else {
            for (const l of list) if (l.callback === callback && l.capture === capture) return null;
            list.push(listener);
        }
        if (animationEventTypes[type] === true) dom.watchAnimations();
        return listener;
    }

    // The DOM's own removal (and addListener's adding): a page's patch of EventTarget's
    // methods (zone.js) sees the page's calls only.
    function removeListener(target, type, callback, capture) {
        const list = target[_listeners]?.get(type);
        if (!list) return;
        const index = list.findIndex((l) => l.callback === callback && l.capture === capture);
        if (index >= 0) { list[index].removed = true; list.splice(index, 1); }
    }

    class EventTarget {
        constructor() { this[_eventTarget] = true; }
        addEventListener(type, callback, options = undefined) {
            const target = eventTargetOf(this, 'addEventListener');
            if (arguments.length < 2) throw notEnoughArguments();
            type = `${type}`;
            const { capture, once, passive, signal } = flatten(options); // read even for no callback, as browsers do
            if (callback === null || callback === undefined) return;
            if (signal && signal.aborted) return;
            if (addListener(target, type, callback, capture, once, passive) === null) return;
            if (signal) addListener(signal, 'abort', () => removeListener(target, type, callback, capture), false, false, false);
        }
        removeEventListener(type, callback, options = undefined) {
            const target = eventTargetOf(this, 'removeEventListener');
            if (arguments.length < 2) throw notEnoughArguments();
            type = `${type}`;
            removeListener(target, type, callback, flatten(options, true).capture);
        }
        dispatchEvent(event) {
            const target = eventTargetOf(this, 'dispatchEvent');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!isEvent(event)) throw new TypeError("Argument 1 ('event') to EventTarget.dispatchEvent must be an instance of Event");
            if (event[_dispatching]) throw new DOMException('The event is already being dispatched.', 'InvalidStateError');
            if (event[_initialized] === false) throw new DOMException('The event provided is uninitialized.', 'InvalidStateError');
            event[_trusted] = false; // a script's dispatch, even of an event the user agent fired
            return dispatch(target, event);
        }
    }
    Object.setPrototypeOf(dom.Node.prototype, EventTarget.prototype);
    Object.setPrototypeOf(dom.Node, EventTarget); // the interface objects' chain too (Node has no super() to reach it)
    // The window's are EventTarget's own functions (its prototype chain does not hold EventTarget here).
    for (const name of ['addEventListener', 'removeEventListener', 'dispatchEvent']) {
        Object.defineProperty(globalThis, name, { value: EventTarget.prototype[name], writable: true, configurable: true, enumerable: false });
    }

    // "Get the parent" of each kind of target. A slottable's parent is its assigned slot; a
    // shadow root's its host unless the event is not composed and began in that tree.
    function parentForEvent(target, event, origin) {
        if (target === globalThis) return null;
        if (nodeTypeOf(target) === 9) return event[_eventType] === 'load' ? null : globalThis;
        if (target[_isShadowRoot]) {
            if (!event[_composed]) { let root = origin; while (parentOf(root)) root = parentOf(root); if (root === target) return null; }
            return target[_host];
        }
        const parent = parentOf(target);
        if (!parent) return null;
        if (parent[_shadowRoot]) return dom.assignedSlot(target) ?? parent;
        if (nodeTypeOf(parent) === 11 && parent[_host] && !parent[_isShadowRoot]) return null; // template contents
        return parent;
    }

    dom.eventParent = parentForEvent;

    // ----- Event handler IDL attributes ------------------------------------------------------------

    // The CSS animation and transition events, with the legacy webkit-prefixed ones: fired only
    // for pages that listen to them (dom/animations.js).
    const animationEventTypes = Object.create(null);
    for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel', 'transitionrun', 'transitionstart',
        'transitionend', 'transitioncancel', 'webkitAnimationStart', 'webkitAnimationIteration', 'webkitAnimationEnd', 'webkitTransitionEnd']) {
        animationEventTypes[type] = true;
    }
    dom.watchAnimations = function () {
        internals.installNow('dom/animations.js');
        dom.animations.watch();
    };
    // The prefixed handlers listen to the event types of their (mixed-case) names.
    const handlerTypes = { onwebkitanimationstart: 'webkitAnimationStart', onwebkitanimationiteration: 'webkitAnimationIteration', onwebkitanimationend: 'webkitAnimationEnd', onwebkittransitionend: 'webkitTransitionEnd' };

    // A handler is a listener of its own, added when the attribute is first set to an object
    // (so it runs in that order among the target's listeners) and removed when set to null.
    // The records are in the target's listener map under _eventHandlers, so clearing the
    // window's listeners for a new page clears its handlers too.
    // A content attribute's handler (`raw`: dom/event-handler-attributes.js) is compiled when
    // first read or run.
    function handlerOf(target, type) {
        const handlers = target[_listeners]?.get(_eventHandlers);
        const handler = handlers === undefined ? undefined : handlers.get(type);
        return handler === undefined ? null : handler.raw !== undefined ? dom.currentHandlerValue(handler) : handler.value;
    }
    function setHandler(target, type, value, raw = undefined) {
        if (typeof value !== 'object' && typeof value !== 'function') value = null; // [LegacyTreatNonObjectAsNull]
        const map = listenersOf(target);
        let handlers = map.get(_eventHandlers);
        let handler = handlers === undefined ? undefined : handlers.get(type);
        if (value === null && raw === undefined) {
            if (handler === undefined) return;
            handlers.delete(type);
            handler.listener.removed = true;
            const list = map.get(type), index = list ? list.indexOf(handler.listener) : -1;
            if (index >= 0) list.splice(index, 1);
            return;
        }
        if (handler !== undefined) { handler.value = value; handler.raw = raw; return; }
        if (handlers === undefined) map.set(_eventHandlers, (handlers = new Map()));
        handler = { value, raw, listener: null };
        handler.listener = addListener(target, type, (event) => runHandler(target, handler, event), false, false, false);
        handlers.set(type, handler);
    }
    // The page's window, or a frame's (dom/frames.js adds each).
    const frameWindows = dom.frameWindows = new WeakSet();
    const isWindow = (target) => target === globalThis || frameWindows.has(target);
    // HTML's "event handler processing algorithm": the window's onerror takes an error's parts
    // and handles it by returning true; onbeforeunload's string becomes the returnValue; other
    // handlers cancel by returning false.
    // A content attribute's compiled handler (`handler.compiled`) is a plain one, the window's
    // onerror too, as in WebKit.
    function runHandler(target, handler, event) {
        const callback = handler.raw !== undefined ? dom.currentHandlerValue(handler, false) : handler.value;
        if (typeof callback !== 'function') return;
        const type = event[_eventType];
        if (type === 'error' && isWindow(target) && dom.ErrorEvent !== undefined && event instanceof dom.ErrorEvent && callback !== handler.compiled) {
            if (callback.call(target, event.message, event.filename, event.lineno, event.colno, event.error) === true) cancel(event);
            return;
        }
        let result;
        try {
            result = callback.call(target, event);
        } catch (error) {
            if (callback === handler.compiled) dom.handlerThrew(callback, error);
            throw error;
        }
        if (type === 'beforeunload' && dom.BeforeUnloadEvent !== undefined && event instanceof dom.BeforeUnloadEvent) {
            if (result !== undefined && result !== null) {
                cancel(event);
                if (event.returnValue === '') event.returnValue = result;
            }
        } else if (result === false) cancel(event);
    }

    // Handler attributes on a prototype (or the window): `targetOf(object)` is the object whose
    // handler the attribute is (the window for the body's window handlers), null for an object
    // of another interface, undefined for none (a body in a document without a window: the
    // attribute is null and ignores assignment).
    const lenientHandlers = new Set(['onmouseenter', 'onmouseleave', 'onreadystatechange']);
    function defineHandlers(owner, interfaceName, names, targetOf, nonEnumerable = '') {
        const hidden = new Set(nonEnumerable.split(' '));
        for (const name of names.split(' ')) {
            const type = handlerTypes[name] ?? name.slice(2);
            // [LegacyLenientThis] ones answer undefined on another object, and ignore assignment.
            const lenient = lenientHandlers.has(name);
            const get = named({ get() {
                const target = targetOf(this);
                return target === null ? (lenient ? undefined : wrongThis(interfaceName, name)) : target === undefined ? null : handlerOf(target, type);
            } }.get, 'get ' + name);
            const set = named({ set(value) {
                const target = targetOf(this);
                if (target === null) { if (lenient) return; wrongThis(interfaceName, name, 'setter'); }
                if (target !== undefined) setHandler(target, type, value);
            } }.set, 'set ' + name);
            Object.defineProperty(owner, name, { get, set, enumerable: !hidden.has(name), configurable: true });
        }
    }
    dom.events.defineHandlers = defineHandlers;
    dom.events.setHandler = setHandler;

    // WebKit's lists, in its order: GlobalEventHandlers (with WebKit's own) on HTML, SVG and
    // MathML elements, Document and the window; WindowEventHandlers on the window, and on body
    // and frameset elements for the window.
    const globalHandlers = 'onbeforecopy onbeforecut onbeforepaste onabort onauxclick onbeforeinput onbeforematch onbeforetoggle onblur oncancel oncanplay ' +
        'oncanplaythrough onchange onclick onclose oncontentvisibilityautostatechange oncontextmenu oncopy oncuechange oncut ondblclick ondrag ondragend ' +
        'ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror onfocus onformdata oninput oninvalid onkeydown ' +
        'onkeypress onkeyup onload onloadeddata onloadedmetadata onloadstart onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover ' +
        'onmouseup onpaste onpause onplay onplaying onprogress onratechange onreset onresize onscroll onsecuritypolicyviolation onseeked onseeking ' +
        'onselect onslotchange onstalled onsubmit onsuspend ontimeupdate ontoggle onvolumechange onwaiting onwebkitanimationend ' +
        'onwebkitanimationiteration onwebkitanimationstart onwebkittransitionend onwheel onmousewheel onwebkitmouseforcechanged ' +
        'onwebkitmouseforcedown onwebkitmouseforcewillbegin onwebkitmouseforceup onanimationstart onanimationiteration onanimationend ' +
        'onanimationcancel ontransitionrun ontransitionstart ontransitionend ontransitioncancel ongotpointercapture onlostpointercapture ' +
        'onpointerdown onpointermove onpointerup onpointercancel onpointerover onpointerout onpointerenter onpointerleave onselectstart onselectionchange';
    const forceHandlers = 'onwebkitmouseforcechanged onwebkitmouseforcedown onwebkitmouseforcewillbegin onwebkitmouseforceup';
    const hiddenGlobalHandlers = 'onbeforecopy onbeforecut onbeforepaste ' + forceHandlers;
    const windowHandlers = 'onafterprint onbeforeprint onbeforeunload onhashchange onlanguagechange onmessage onmessageerror onoffline ononline ' +
        'onpagehide onpagereveal onpageshow onpageswap onpopstate onrejectionhandled onstorage onunhandledrejection onunload ongamepadconnected ongamepaddisconnected';
    const isElement = (object) => isNode(object) && nodeTypeOf(object) === 1;
    const elementOf = (Interface) => (object) => (isElement(object) && object instanceof Interface ? object : null);
    for (const [Interface, name] of [[HTMLElement, 'HTMLElement'], [SVGElement, 'SVGElement'], [MathMLElement, 'MathMLElement']]) {
        dom.extendInterface(Interface, (prototype) => defineHandlers(prototype, name, globalHandlers, elementOf(Interface), hiddenGlobalHandlers));
    }
    defineHandlers(Element.prototype, 'Element', 'onfocusin onfocusout onbeforeload onfullscreenchange onfullscreenerror onwebkitfullscreenchange onwebkitfullscreenerror',
        (object) => (isElement(object) ? object : null), 'onfocusin onfocusout onbeforeload onwebkitfullscreenchange onwebkitfullscreenerror');
    defineHandlers(Document.prototype, 'Document', 'onfullscreenchange onfullscreenerror onwebkitfullscreenchange onwebkitfullscreenerror onreadystatechange ' +
        'onvisibilitychange onpointerlockchange onpointerlockerror ' + globalHandlers,
    (object) => (object !== null && object !== undefined && object[_isHTML] !== undefined ? object : null), 'onwebkitfullscreenchange onwebkitfullscreenerror ' + hiddenGlobalHandlers);
    // The window's are its own properties (WebIDL's [Global]); a bare call's `this` is the window.
    // dom/window.js defines them where WebKit's key order puts them (moving a global property
    // later means deleting it, JavaScriptCore's slow path).
    const theWindow = (object) => (object === undefined || object === null || object === globalThis ? globalThis : null);
    dom.events.defineWindowHandlers = () => defineHandlers(globalThis, 'Window', globalHandlers.replace(/onbeforecopy onbeforecut onbeforepaste | onbeforematch/g, '') + ' ' + windowHandlers + ' onbeforematch', theWindow, forceHandlers);
    // The body's and frameset's window handlers (and the ones that shadow the element's) are
    // the window's, when their document is the window's.
    const bodyHandlers = 'onblur onerror onfocus onload onresize onscroll onfocusin onfocusout';
    // The content attributes that set handlers (dom/event-handler-attributes.js): an element's, and a body's or frameset's for the window.
    dom.events.handlerLists = { types: handlerTypes, element: globalHandlers, bodyWindow: bodyHandlers + ' ' + forceHandlers + ' ' + windowHandlers };
    for (const [name, more, hidden] of [['HTMLBodyElement', ' ' + forceHandlers, forceHandlers], ['HTMLFrameSetElement', '', '']]) {
        const Interface = dom.elementInterface(name);
        const brand = elementOf(Interface);
        const windowOf = (object) => (brand(object) === null ? null : ownerDocumentOf(object) === globalThis.document ? globalThis : undefined);
        dom.extendInterface(Interface, (prototype) => defineHandlers(prototype, name, bodyHandlers + more + ' ' + windowHandlers, windowOf, hidden));
    }

    // window.event: the event whose listener runs. [Replaceable]: a page's assignment replaces it.
    let currentEvent;
    Object.defineProperty(globalThis, 'event', {
        ...Object.getOwnPropertyDescriptor({
            get event() { return theWindow(this) === null ? wrongThis('Window', 'event') : currentEvent; },
            set event(value) { if (theWindow(this) === null) wrongThis('Window', 'event', 'setter'); Object.defineProperty(globalThis, 'event', { value, writable: true, enumerable: true, configurable: true }); },
        }, 'event'),
        enumerable: true, configurable: true,
    });

    // An exception nobody caught is first an ErrorEvent at the window (HTML, "report an
    // exception"; `window`: a frame's, for its scripts): a listener that cancels it has handled
    // it, and it is not reported further. Its message is WebKit's: the value as a string
    // (`TypeError: ...`, `plain string`).
    const reportToNative = internals.reportError;
    let reporting = false;
    internals.reportError = function (error, origin, scriptURL = '', scriptLine = 0, eventFilename = undefined, window = globalThis) {
        if (!reporting && window[_listeners]?.has('error')) {
            reporting = true; // an error in an error listener is reported, not dispatched again
            try {
                let message;
                try { message = String(error); } catch { message = 'uncaught exception'; }
                internals.installNow('dom/event-interfaces.js');
                const event = new dom.ErrorEvent('error', { cancelable: true, message, filename: eventFilename ?? error?.sourceURL ?? scriptURL, lineno: error?.line ?? scriptLine, colno: error?.column ?? 0, error });
                if (!dom.dispatchTrusted(window, event)) return; // a listener, or onerror returning true, handled it
            } finally {
                reporting = false;
            }
        }
        reportToNative(error, origin, scriptURL, scriptLine);
    };
    Object.defineProperty(globalThis, 'reportError', {
        value: { reportError(error) {
            if (arguments.length < 1) throw notEnoughArguments();
            internals.reportError(error, 'reportError');
        } }.reportError,
        writable: true, configurable: true, enumerable: true,
    });

    // The legacy types a trusted animation or transition event is dispatched as to a target
    // with no listener of its own type (DOM, "invoke", step 8).
    const legacyTypes = { animationend: 'webkitAnimationEnd', animationiteration: 'webkitAnimationIteration', animationstart: 'webkitAnimationStart', transitionend: 'webkitTransitionEnd' };

    // Runs the listeners of one target and phase ("inner invoke"); true when one stopped
    // immediate propagation.
    function innerInvoke(target, event, listeners, type, capturing) {
        for (const listener of listeners) {
            if (listener.removed) continue;
            if (listener.capture !== capturing) continue;
            if (listener.once) removeListener(target, type, listener.callback, listener.capture);
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
        const type = event[_eventType];
        const list = target[_listeners] && target[_listeners].get(type);
        event[_currentTarget] = target;
        if (list && list.length) {
            if (innerInvoke(target, event, list.slice(), type, capturing)) return;
        } else if (event[_trusted] && legacyTypes[type] !== undefined) {
            const legacyList = target[_listeners] && target[_listeners].get(legacyTypes[type]);
            if (legacyList && legacyList.length) {
                event[_eventType] = legacyTypes[type];
                try { innerInvoke(target, event, legacyList.slice(), event[_eventType], capturing); } finally { event[_eventType] = type; }
                return;
            }
        }
        // Elements, documents and the window have their handlers as IDL attributes (above); other
        // targets' files may give theirs as plain properties (shadowRoot.onslotchange): a
        // function a script put there runs after the listeners.
        if (!capturing && !isWindow(target) && (firstChildOf(target) === undefined || target[_isShadowRoot])) {
            const handlerProperty = 'on' + type;
            if (Object.prototype.hasOwnProperty.call(target, handlerProperty) && typeof target[handlerProperty] === 'function') {
                try {
                    if (target[handlerProperty].call(target, event) === false) cancel(event);
                } catch (error) {
                    internals.reportError(error);
                }
            }
        }
    }

    function dispatch(target, event, targetOverride = undefined) {
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
        event[_target] = targetOverride ?? target;
        event[_path] = shadow ? shadow.path : path;
        const structs = event[_path];
        // A click's activation behaviour (activation.js, installed by the first click).
        let activation = null;
        if (event[_eventType] === 'click' && event[_mouse] !== undefined) {
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
        if (notCanceled && event[_eventType] === 'click') dom.activate?.(target, event, activation ? activation.target : null);
        return notCanceled;
    }

    // click(), focus() and blur(): HTMLElement's, and focus() and blur() SVG's and MathML's too.
    // Focus does not move: there is no focus here.
    function defineOperations(prototype, interfaceName, Interface, operations) {
        const brand = elementOf(Interface);
        for (const [name, operation] of Object.entries(operations)) {
            const method = {
                [name]() {
                    if (brand(this) === null) wrongThis(interfaceName, name, 'operation');
                    return operation(this);
                },
            }[name];
            Object.defineProperty(prototype, name, { value: method, writable: true, enumerable: true, configurable: true });
        }
    }
    const nothing = () => undefined;
    defineOperations(HTMLElement.prototype, 'HTMLElement', HTMLElement, {
        click(element) {
            const name = localNameOf(element);
            // (A disabled control, its own attribute or a fieldset's, is not clicked at all.)
            if ((name === 'button' || name === 'input' || name === 'select' || name === 'textarea') && dom.isDisabledControl(element)) return;
            const event = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: globalThis, detail: 1 });
            dispatch(element, event); // a script's click: not trusted
        },
        focus: nothing, blur: nothing,
    });
    dom.extendInterface(SVGElement, (prototype) => defineOperations(prototype, 'SVGElement', SVGElement, { focus: nothing, blur: nothing }));
    // WebKit's order puts SVGElement's handlers before HTMLOrSVGElement's members (svg-elements.js
    // defines those first); moved when the interface completes, so start-up pays nothing.
    dom.extendInterface(SVGElement, () => dom.orderMembers(SVGElement, 'dataset nonce autofocus tabIndex focus blur'));
    dom.extendInterface(MathMLElement, (prototype) => defineOperations(prototype, 'MathMLElement', MathMLElement, { focus: nothing, blur: nothing }));

    // WebKit's legacy touch factories (iOS has them): Touch and TouchList are event-interfaces.js's.
    const isDocument = (object) => object !== null && object !== undefined && object[_isHTML] !== undefined && firstChildOf(object) !== undefined;
    for (const [name, make] of Object.entries({
        createTouch(view, target, identifier, pageX, pageY, screenX, screenY, webkitRadiusX, webkitRadiusY, webkitRotationAngle, webkitForce) {
            return dom.makeTouch({ target, identifier, pageX, pageY, clientX: pageX, clientY: pageY, screenX, screenY, webkitRadiusX, webkitRadiusY, webkitRotationAngle, webkitForce });
        },
        createTouchList(...touches) { return dom.makeTouchList(touches); },
    })) {
        const method = named({ method(...args) {
            if (!isDocument(this)) wrongThis('Document', name, 'operation');
            internals.installNow('dom/event-interfaces.js');
            return make(...args);
        } }.method, name);
        Object.defineProperty(prototypeOfDocument, name, { value: method, writable: true, enumerable: true, configurable: true });
    }

    Object.assign(dom.events, { addListener, removeListener });
    // Events the user agent fires: isTrusted is true (dispatchEvent makes it false again).
    dom.dispatchTrusted = function (target, event) { event[_trusted] = true; return dispatch(target, event); };
    dom.fire = function (target, type, init) { return dom.dispatchTrusted(target, new Event(type, init)); };
    // A window's `load`: dispatched at the window with its document as the target (HTML's
    // "legacy target override"), as WebKit's is.
    dom.fireWindowLoad = function (window, document) {
        const event = new Event('load');
        event[_trusted] = true;
        return dispatch(window, event, document);
    };

    // ----- MutationObserver ------------------------------------------------------------------------

    const observers = new Set();
    let deliveryQueued = false;

    // Not constructible: the DOM makes records (Object.create), each with its fields in one slot.
    class MutationRecord {
        constructor() { throw new TypeError('Illegal constructor'); }
    }
    const recordPrototype = MutationRecord.prototype;
    function makeRecord(type, target, fields) {
        const record = Object.create(recordPrototype);
        record[_mutationRecord] = { type, target, addedNodes: fields.addedNodes ?? dom.staticNodeList([]), removedNodes: fields.removedNodes ?? dom.staticNodeList([]), previousSibling: fields.previousSibling ?? null, nextSibling: fields.nextSibling ?? null, attributeName: fields.attributeName ?? null, attributeNamespace: fields.attributeNamespace ?? null, oldValue: fields.oldValue ?? null };
        return record;
    }
    const recordField = (member) => (record) => record[_mutationRecord][member];
    defineGetters(recordPrototype, 'MutationRecord', _mutationRecord, Object.fromEntries(
        ['type', 'target', 'addedNodes', 'removedNodes', 'previousSibling', 'nextSibling', 'attributeName', 'attributeNamespace', 'oldValue'].map((member) => [member, recordField(member)]),
    ));

    const isObserver = (object) => object !== null && object !== undefined && object[_mutationCallback] !== undefined;
    class MutationObserver {
        constructor(callback) {
            if (arguments.length < 1) throw notEnoughArguments();
            if (typeof callback !== 'function') throw new TypeError("Argument 1 ('callback') to the MutationObserver constructor must be a function");
            this[_mutationCallback] = callback;
            this[_targets] = new Map();
            this[_records] = [];
        }
        observe(target, options = undefined) {
            if (!isObserver(this)) wrongThis('MutationObserver', 'observe', 'operation');
            if (arguments.length < 1) throw notEnoughArguments();
            if (!isNode(target)) throw new TypeError("Argument 1 ('target') to MutationObserver.observe must be an instance of Node");
            options = { ...dictionary(options) };
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
            observation.active = true;
        }
        disconnect() {
            if (!isObserver(this)) wrongThis('MutationObserver', 'disconnect', 'operation');
            this[_targets].clear(); this[_records] = []; observers.delete(this);
            observation.active = observers.size > 0;
        }
        takeRecords() {
            if (!isObserver(this)) wrongThis('MutationObserver', 'takeRecords', 'operation');
            const records = this[_records]; this[_records] = []; return records;
        }
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
                const records = observer[_records];
                if (!records.length) continue;
                observer[_records] = [];
                try { observer[_mutationCallback].call(observer, records, observer); } catch (error) { internals.reportError(error); }
            }
        });
    }

    // Whether any MutationObserver observes: a flag the parser's builder and every mutation
    // read without a call.
    const observation = (dom.observation = { active: false });
    dom.notifyChildList = (target, added, removed, previousSibling, nextSibling) => {
        if (!observation.active) return;
        queueRecord(target, 'childList', () => makeRecord('childList', target, { addedNodes: dom.staticNodeList(added.slice()), removedNodes: dom.staticNodeList(removed.slice()), previousSibling, nextSibling }));
    };
    dom.notifyAttribute = (target, name, namespace, oldValue) => {
        if (!observation.active) return;
        queueRecord(target, 'attributes', (options) => {
            if (!options.attributes) return null;
            if (options.attributeFilter && !options.attributeFilter.includes(name)) return null;
            return makeRecord('attributes', target, { attributeName: name, attributeNamespace: namespace, oldValue: options.attributeOldValue ? oldValue : null });
        });
    };
    dom.notifyCharacterData = (target, oldValue) => {
        if (!observation.active) return;
        queueRecord(target, 'characterData', (options) => makeRecord('characterData', target, { oldValue: options.characterDataOldValue ? oldValue : null }));
    };

    // WebIDL's lengths where a class's constructor cannot say them.
    for (const [Interface, length] of [[MutationRecord, 0]]) Object.defineProperty(Interface, 'length', { value: length });

    // The event interfaces in WebKit's member order: scripts copy events' fields with for...in.
    dom.orderMembers(Event, 'type target currentTarget eventPhase cancelBubble bubbles cancelable defaultPrevented composed timeStamp srcElement ' +
        'returnValue composedPath stopPropagation stopImmediatePropagation preventDefault initEvent');
    dom.orderMembers(UIEvent, 'view detail layerX layerY pageX pageY which initUIEvent');
    dom.orderMembers(MouseEvent, 'screenX screenY clientX clientY ctrlKey shiftKey altKey metaKey button buttons relatedTarget movementX movementY ' +
        'webkitForce offsetX offsetY x y fromElement toElement getModifierState initMouseEvent');
    dom.orderMembers(KeyboardEvent, 'key code location ctrlKey shiftKey altKey metaKey repeat isComposing keyIdentifier charCode keyCode getModifierState initKeyboardEvent');
    dom.orderMembers(CustomEvent, 'detail initCustomEvent');
    dom.eventClasses = { Event, EventTarget, CustomEvent, UIEvent, MouseEvent, KeyboardEvent };
    dom.MutationObserver = MutationObserver; // the DOM's own, whatever a page does to the global
    dom.exposeGlobals({ Event, CustomEvent, UIEvent, MouseEvent, KeyboardEvent, EventTarget, MutationObserver, MutationRecord });
    // WebKitMutationObserver is MutationObserver itself in WebKit (a legacy window alias).
    Object.defineProperty(globalThis, 'WebKitMutationObserver', Object.getOwnPropertyDescriptor(globalThis, 'MutationObserver'));
})
