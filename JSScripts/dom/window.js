// The page's global environment: window (=== globalThis), document, location, navigator, and
// loading a document: parse, running each inline script when the parser reaches it (native
// code evaluates them, so errors name the page and line), document.write, then
// DOMContentLoaded and load.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _characterSet, _currentScript, _eventTarget, _isHTML, _listeners, _mode, _performance, _readyState, _url } = dom.slots; const { firstChildOf } = dom.nodeSlots;
    const { HTML_NS, Document, named, notEnoughArguments } = dom;

    function defineGlobal(name, value) {
        dom.exposeGlobals({ [name]: value });
    }
    const profile = native.webView;
    const illegalConstructor = () => { throw new TypeError('Illegal constructor'); };

    // MARK: Window, the global object's interface
    //
    // WebIDL's chain is window -> Window.prototype -> WindowProperties -> EventTarget.prototype
    // -> Object.prototype. JavaScriptCore makes a global object's prototype immutable (and the C
    // API's JSObjectSetPrototype ignores the global): only a global made from a JSClass has a
    // settable prototype, and such a global costs 20-40x on every global name a script reads.
    // So Window.prototype's chain is real, and the window answers as an instance of it where a
    // script asks: Object.getPrototypeOf, Reflect.getPrototypeOf, __proto__, isPrototypeOf,
    // instanceof Window and its class string. Lookups through the chain reach the window's own
    // members: EventTarget's three methods are own functions of the window (dom/events.js).
    const windowProperties = Object.create(EventTarget.prototype, { [Symbol.toStringTag]: { value: 'WindowProperties', configurable: true } });
    class Window extends EventTarget {
        constructor() { illegalConstructor(); }
    }
    Object.setPrototypeOf(Window.prototype, windowProperties);
    const windowPrototype = Window.prototype;
    const ordinaryHasInstance = Function.prototype[Symbol.hasInstance];
    Object.defineProperty(Window, Symbol.hasInstance, {
        value: { [Symbol.hasInstance](value) { return value === globalThis || ordinaryHasInstance.call(this, value); } }[Symbol.hasInstance],
    });
    Object.defineProperty(globalThis, Symbol.toStringTag, { value: 'Window', configurable: true });
    {
        const replaceMethod = (owner, method) => Object.defineProperty(owner, method.name, { value: method, writable: true, enumerable: false, configurable: true });
        const getPrototypeOf = Object.getPrototypeOf, reflectGetPrototypeOf = Reflect.getPrototypeOf, isPrototypeOf = Object.prototype.isPrototypeOf;
        replaceMethod(Object, { getPrototypeOf(object) { return object === globalThis ? windowPrototype : getPrototypeOf(object); } }.getPrototypeOf);
        replaceMethod(Reflect, { getPrototypeOf(target) { return target === globalThis ? windowPrototype : reflectGetPrototypeOf(target); } }.getPrototypeOf);
        replaceMethod(Object.prototype, {
            isPrototypeOf(value) {
                if (value !== globalThis) return isPrototypeOf.call(this, value);
                if (this === null || this === undefined) throw new TypeError('Object.prototype.isPrototypeOf called on null or undefined');
                for (let prototype = windowPrototype; prototype !== null; prototype = getPrototypeOf(prototype)) if (prototype === this) return true;
                return false;
            },
        }.isPrototypeOf);
        const proto = Object.getOwnPropertyDescriptor(Object.prototype, '__proto__');
        const protoGet = proto.get;
        proto.get = Object.getOwnPropertyDescriptor({ get __proto__() { return this === globalThis ? windowPrototype : protoGet.call(this); } }, '__proto__').get;
        Object.defineProperty(Object.prototype, '__proto__', proto);
    }

    // MARK: Navigator, Screen, BarProp, History, Location: interfaces whose attributes are
    // prototype getters (Location's are its object's own, [LegacyUnforgeable]: dom/url.js).

    // The navigator of the web view the runtime is configured as (an iPhone's WKWebView by default).
    const userAgent = profile.userAgent;
    const device = /iPhone|iPad|iPod/.exec(userAgent);
    const navigatorState = (object, member) => (object === navigator ? navigatorValues : dom.illegalInvocation(object, 'Navigator', member));
    class Navigator {
        constructor() { illegalConstructor(); }
        // (No gamepad is ever connected to a web view under test.)
        getGamepads() { navigatorState(this, 'getGamepads'); return []; }
        javaEnabled() { navigatorState(this, 'javaEnabled'); return false; }
    }
    // The attributes, each a getter of navigatorValues, in WebKit's order with the places of the
    // members scripts installed on first use define (`place:`), and the operations last.
    for (const entry of ('hardwareConcurrency place:clipboard place:geolocation place:mediaCapabilities place:mediaSession place:mediaDevices ' +
        'place:permissions place:wakeLock place:locks webdriver maxTouchPoints place:userActivation cookieEnabled appCodeName appName appVersion platform ' +
        'product productSub userAgent vendor vendorSub language languages onLine standalone place:plugins place:mimeTypes place:pdfViewerEnabled').split(' ')) {
        if (entry.startsWith('place:')) { dom.holdPlace(Navigator.prototype, entry.slice(6)); continue; }
        const get = named({ get() { return navigatorState(this, entry)[entry]; } }.get, 'get ' + entry);
        Object.defineProperty(Navigator.prototype, entry, { get, configurable: true, enumerable: true });
    }
    dom.orderMembers(Navigator, 'place:sendBeacon() getGamepads javaEnabled');
    const navigator = Object.create(Navigator.prototype);
    const navigatorValues = {
        // (WebKit reports 4 cores below 8, and 8 above, against fingerprinting.)
        hardwareConcurrency: 4, webdriver: false, maxTouchPoints: /iPhone|iPad|Android|Mobile/.test(userAgent) ? 5 : 0, cookieEnabled: true,
        appCodeName: 'Mozilla', appName: 'Netscape', appVersion: userAgent.replace(/^Mozilla\//, ''),
        platform: device ? device[0] : 'Linux x86_64', product: 'Gecko', productSub: '20030107', userAgent,
        vendor: /AppleWebKit/.test(userAgent) ? 'Apple Computer, Inc.' : '', vendorSub: '',
        language: 'en-US', languages: Object.freeze(['en-US', 'en']), onLine: false, standalone: false,
    };

    const portrait = profile.height >= profile.width;
    const screenState = (object, member) => (object === screen ? screenValues : dom.illegalInvocation(object, 'Screen', member));
    class Screen {
        constructor() { illegalConstructor(); }
        get height() { return screenState(this, 'height').height; }
        get width() { return screenState(this, 'width').width; }
        get colorDepth() { return screenState(this, 'colorDepth').colorDepth; }
        get pixelDepth() { return screenState(this, 'pixelDepth').pixelDepth; }
        get availLeft() { return screenState(this, 'availLeft').availLeft; }
        get availTop() { return screenState(this, 'availTop').availTop; }
        get availHeight() { return screenState(this, 'availHeight').availHeight; }
        get availWidth() { return screenState(this, 'availWidth').availWidth; }
        get orientation() { return screenState(this, 'orientation').orientation; }
    }
    const screen = Object.create(Screen.prototype);
    const screenValues = {
        height: profile.height, width: profile.width, colorDepth: 24, pixelDepth: 24, availLeft: 0, availTop: 0,
        availHeight: profile.height, availWidth: profile.width,
        orientation: Object.freeze({ type: portrait ? 'portrait-primary' : 'landscape-primary', angle: 0 }),
    };

    // The window's locationbar, menubar...: all visible, as in a web view.
    const barProps = new WeakSet();
    class BarProp {
        constructor() { illegalConstructor(); }
        get visible() { if (!barProps.has(this)) dom.illegalInvocation(this, 'BarProp', 'visible'); return true; }
    }
    const bar = () => { const object = Object.create(BarProp.prototype); barProps.add(object); return object; };
    const bars = { locationbar: bar(), menubar: bar(), personalbar: bar(), scrollbars: bar(), statusbar: bar(), toolbar: bar() };

    // History: one entry of a page that was not navigated, plus what pushState adds. States are
    // structured clones, as in a browser.
    let historyEntries = [{ state: null }], historyIndex = 0, scrollRestoration = 'auto';
    const checkHistory = (object, member) => (object === history ? object : dom.illegalInvocation(object, 'History', member));
    function changeURL(url) {
        if (url === undefined || url === null) return;
        const document = dom.currentDocument;
        const next = new URL(String(url), document.URL);
        const here = new URL(document.URL);
        if (next.origin !== here.origin || next.protocol !== here.protocol) {
            throw new DOMException(`A history state object with URL '${next.href}' cannot be created in a document with origin '${here.origin}'.`, 'SecurityError');
        }
        document[_url] = next.href;
    }
    class History {
        constructor() { illegalConstructor(); }
        get length() { checkHistory(this, 'length'); return historyEntries.length; }
        get scrollRestoration() { checkHistory(this, 'scrollRestoration'); return scrollRestoration; }
        set scrollRestoration(value) { checkHistory(this, 'scrollRestoration'); value = String(value); if (value === 'auto' || value === 'manual') scrollRestoration = value; }
        get state() { checkHistory(this, 'state'); return historyEntries[historyIndex].state; }
        back() { checkHistory(this, 'back'); }
        forward() { checkHistory(this, 'forward'); }
        go(delta = undefined) { checkHistory(this, 'go'); }
        pushState(data, unused, url = undefined) {
            checkHistory(this, 'pushState');
            if (arguments.length < 2) throw notEnoughArguments();
            const state = dom.structuredClone(data);
            changeURL(url);
            historyEntries.splice(historyIndex + 1);
            historyEntries.push({ state });
            historyIndex = historyEntries.length - 1;
        }
        replaceState(data, unused, url = undefined) {
            checkHistory(this, 'replaceState');
            if (arguments.length < 2) throw notEnoughArguments();
            const state = dom.structuredClone(data);
            changeURL(url);
            historyEntries[historyIndex] = { state };
        }
    }
    const history = Object.create(History.prototype);

    // The visual viewport: the layout viewport at scale 1, scrolled as the window is.
    const visualViewportHandlers = { onresize: null, onscroll: null };
    const checkViewport = (object, member) => (object === visualViewport ? object : dom.illegalInvocation(object, 'VisualViewport', member));
    class VisualViewport extends EventTarget {
        constructor() { illegalConstructor(); }
        get offsetLeft() { checkViewport(this, 'offsetLeft'); return 0; }
        get offsetTop() { checkViewport(this, 'offsetTop'); return 0; }
        get pageLeft() { checkViewport(this, 'pageLeft'); return globalThis.scrollX; }
        get pageTop() { checkViewport(this, 'pageTop'); return globalThis.scrollY; }
        get width() { checkViewport(this, 'width'); return profile.width; }
        get height() { checkViewport(this, 'height'); return profile.height; }
        get scale() { checkViewport(this, 'scale'); return 1; }
        get onresize() { checkViewport(this, 'onresize'); return visualViewportHandlers.onresize; }
        set onresize(value) { setViewportHandler(this, 'resize', value); }
        get onscroll() { checkViewport(this, 'onscroll'); return visualViewportHandlers.onscroll; }
        set onscroll(value) { setViewportHandler(this, 'scroll', value); }
    }
    function setViewportHandler(object, type, value) {
        checkViewport(object, 'on' + type);
        const old = visualViewportHandlers['on' + type];
        if (old) object.removeEventListener(type, old);
        visualViewportHandlers['on' + type] = typeof value === 'function' || (value !== null && typeof value === 'object') ? value : null;
        if (visualViewportHandlers['on' + type]) object.addEventListener(type, visualViewportHandlers['on' + type]);
    }
    const visualViewport = Object.create(VisualViewport.prototype);

    // Location's members are its object's own ([LegacyUnforgeable]): dom/url.js makes it.
    class Location {
        constructor() { illegalConstructor(); }
    }
    dom.Location = Location;
    // HTML's "notify about rejected promises": the window's `unhandledrejection`, cancelable;
    // true when a listener canceled it (the runtime then does not report the rejection).
    internals.unhandledRejection = (promise, reason) => {
        if (!dom.PromiseRejectionEvent) internals.installNow('dom/event-interfaces.js');
        return !dom.dispatchTrusted(globalThis, new dom.PromiseRejectionEvent('unhandledrejection', { cancelable: true, promise, reason }));
    };
    dom.Navigator = Navigator;
    // The members other files add to Navigator (dom/plugins.js, dom/navigator/), enumerable as
    // WebIDL's; each getter and operation checks its object with dom.checkNavigator.
    dom.checkNavigator = (object, member) => { navigatorState(object, member); };
    dom.addNavigatorMembers = (members) => {
        const descriptors = Object.getOwnPropertyDescriptors(members);
        for (const descriptor of Object.values(descriptors)) descriptor.enumerable = true;
        Object.defineProperties(Navigator.prototype, descriptors);
    };
    // User activation (HTML): the page's clock when the user (a tap) or the app (its
    // evaluateJavaScript, a user gesture in WKWebView) last acted; transient for WebKit's 5 s.
    const activation = { at: -Infinity, ever: false };
    internals.userActivation = () => { activation.at = internals.now(); activation.ever = true; };
    dom.userActivation = {
        get hasBeenActive() { return activation.ever; },
        get isActive() { return internals.now() - activation.at <= 5000; },
    };
    dom.navigator = navigator;

    // DOMStringList: a read-only list of strings (location.ancestorOrigins' interface);
    // dom.domStringList(strings) makes one, its strings as indices.
    const { _strings } = dom.slots;
    const checkStrings = (object, member) => { if (object?.[_strings] === undefined) dom.wrongThisCall('DOMStringList', member); };
    class DOMStringList {
        constructor() { illegalConstructor(); }
        get length() { return dom.brandOf(this, _strings, 'DOMStringList', 'length')[_strings].length; }
        item(index) {
            checkStrings(this, 'item');
            if (arguments.length < 1) throw notEnoughArguments();
            return this[_strings][index >>> 0] ?? null;
        }
        contains(string) {
            checkStrings(this, 'contains');
            if (arguments.length < 1) throw notEnoughArguments();
            return this[_strings].includes(String(string));
        }
    }
    Object.defineProperty(DOMStringList.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
    dom.domStringList = function (strings) {
        const list = Object.create(DOMStringList.prototype);
        list[_strings] = Object.freeze(strings.map(String));
        strings.forEach((string, index) => Object.defineProperty(list, index, { value: list[_strings][index], enumerable: true, configurable: true }));
        return list;
    };

    dom.exposeGlobals({ Window, Navigator, Screen, BarProp, History, Location, VisualViewport, DOMStringList });

    // MARK: The window's own attributes and operations, as WebKit has them: accessors,
    // enumerable; [LegacyUnforgeable] ones (document, window, location, top) not configurable;
    // [Replaceable] ones replaced by what a script assigns.
    const replace = (name, value) => Object.defineProperty(globalThis, name, { value, writable: true, enumerable: true, configurable: true });
    // The three globals nearly every script reads are data properties, where WebKit has
    // accessors: JavaScriptCore reads a global value through its inline cache, and calls a
    // global getter through the slow path (5-8x the time of `document` in a loop). Reading,
    // assigning (ignored; [Replaceable] self replaced) and deleting behave as WebKit's.
    const dataAttributes = new Map([
        ['document', () => ({ value: dom.currentDocument, writable: false, enumerable: true, configurable: true })],
        ['window', () => ({ value: globalThis, writable: false, enumerable: true, configurable: false })],
        ['self', () => ({ value: globalThis, writable: true, enumerable: true, configurable: true })],
    ]);
    const viewportState = () => dom.viewport;
    // The window's members called on another object (a getter taken off the window) throw
    // WebKit's TypeError; undefined and null are the window, as for any global.
    const windowGetter = (object, member) => {
        if (object !== globalThis && object !== undefined && object !== null) throw new TypeError(`The Window.${member} getter can only be used on instances of Window`);
    };
    const windowSetter = (object, member) => {
        if (object !== globalThis && object !== undefined && object !== null) throw new TypeError(`The Window.${member} setter can only be used on instances of Window`);
    };
    const checkWindow = (object, member) => {
        if (object !== globalThis && object !== undefined && object !== null) throw new TypeError(`Can only call Window.${member} on instances of Window`);
    };
    let windowName = '';
    const windowAttributes = {
        get document() { windowGetter(this, 'document'); return dom.currentDocument; },
        get window() { windowGetter(this, 'window'); return globalThis; },
        get location() { windowGetter(this, 'location'); return dom.location; },
        set location(url) { windowSetter(this, 'location'); dom.location.href = url; },
        get top() { windowGetter(this, 'top'); return globalThis; },
        get self() { windowGetter(this, 'self'); return globalThis; }, set self(value) { windowSetter(this, 'self'); replace('self', value); },
        get closed() { windowGetter(this, 'closed'); return false; },
        get opener() { windowGetter(this, 'opener'); return null; }, set opener(value) { windowSetter(this, 'opener'); replace('opener', value); },
        get frames() { windowGetter(this, 'frames'); return globalThis; }, set frames(value) { windowSetter(this, 'frames'); replace('frames', value); },
        // The page's frames: dom/frames.js counts them (and lists them as window[i]) once
        // installed; a page with frames installs it here.
        get length() {
            windowGetter(this, 'length');
            if (dom.currentDocument?.querySelector('iframe, frame') == null) return 0;
            internals.installNow('dom/frames.js');
            return dom.frames.count();
        },
        set length(value) { windowSetter(this, 'length'); replace('length', value); },
        get parent() { windowGetter(this, 'parent'); return globalThis; }, set parent(value) { windowSetter(this, 'parent'); replace('parent', value); },
        get name() { windowGetter(this, 'name'); return windowName; }, set name(value) { windowSetter(this, 'name'); windowName = String(value); },
        get history() { windowGetter(this, 'history'); return history; },
        get locationbar() { windowGetter(this, 'locationbar'); return bars.locationbar; }, set locationbar(value) { windowSetter(this, 'locationbar'); replace('locationbar', value); },
        get menubar() { windowGetter(this, 'menubar'); return bars.menubar; }, set menubar(value) { windowSetter(this, 'menubar'); replace('menubar', value); },
        get personalbar() { windowGetter(this, 'personalbar'); return bars.personalbar; }, set personalbar(value) { windowSetter(this, 'personalbar'); replace('personalbar', value); },
        get scrollbars() { windowGetter(this, 'scrollbars'); return bars.scrollbars; }, set scrollbars(value) { windowSetter(this, 'scrollbars'); replace('scrollbars', value); },
        get statusbar() { windowGetter(this, 'statusbar'); return bars.statusbar; }, set statusbar(value) { windowSetter(this, 'statusbar'); replace('statusbar', value); },
        get toolbar() { windowGetter(this, 'toolbar'); return bars.toolbar; }, set toolbar(value) { windowSetter(this, 'toolbar'); replace('toolbar', value); },
        get status() { windowGetter(this, 'status'); return ''; }, set status(value) { windowSetter(this, 'status'); replace('status', value); },
        get frameElement() { windowGetter(this, 'frameElement'); return null; },
        get navigator() { windowGetter(this, 'navigator'); return navigator; },
        get clientInformation() { windowGetter(this, 'clientInformation'); return navigator; }, set clientInformation(value) { windowSetter(this, 'clientInformation'); replace('clientInformation', value); },
        get screen() { windowGetter(this, 'screen'); return screen; }, set screen(value) { windowSetter(this, 'screen'); replace('screen', value); },
        get innerHeight() { windowGetter(this, 'innerHeight'); return profile.height; }, set innerHeight(value) { windowSetter(this, 'innerHeight'); replace('innerHeight', value); },
        get innerWidth() { windowGetter(this, 'innerWidth'); return profile.width; }, set innerWidth(value) { windowSetter(this, 'innerWidth'); replace('innerWidth', value); },
        get scrollX() { windowGetter(this, 'scrollX'); return viewportState().scrollX; }, set scrollX(value) { windowSetter(this, 'scrollX'); replace('scrollX', value); },
        get pageXOffset() { windowGetter(this, 'pageXOffset'); return viewportState().scrollX; }, set pageXOffset(value) { windowSetter(this, 'pageXOffset'); replace('pageXOffset', value); },
        get scrollY() { windowGetter(this, 'scrollY'); return viewportState().scrollY; }, set scrollY(value) { windowSetter(this, 'scrollY'); replace('scrollY', value); },
        get pageYOffset() { windowGetter(this, 'pageYOffset'); return viewportState().scrollY; }, set pageYOffset(value) { windowSetter(this, 'pageYOffset'); replace('pageYOffset', value); },
        get screenX() { windowGetter(this, 'screenX'); return 0; }, set screenX(value) { windowSetter(this, 'screenX'); replace('screenX', value); },
        get screenY() { windowGetter(this, 'screenY'); return 0; }, set screenY(value) { windowSetter(this, 'screenY'); replace('screenY', value); },
        get screenLeft() { windowGetter(this, 'screenLeft'); return 0; }, set screenLeft(value) { windowSetter(this, 'screenLeft'); replace('screenLeft', value); },
        get screenTop() { windowGetter(this, 'screenTop'); return 0; }, set screenTop(value) { windowSetter(this, 'screenTop'); replace('screenTop', value); },
        get outerHeight() { windowGetter(this, 'outerHeight'); return profile.height; }, set outerHeight(value) { windowSetter(this, 'outerHeight'); replace('outerHeight', value); },
        get outerWidth() { windowGetter(this, 'outerWidth'); return profile.width; }, set outerWidth(value) { windowSetter(this, 'outerWidth'); replace('outerWidth', value); },
        get devicePixelRatio() { windowGetter(this, 'devicePixelRatio'); return profile.devicePixelRatio; }, set devicePixelRatio(value) { windowSetter(this, 'devicePixelRatio'); replace('devicePixelRatio', value); },
        get origin() { windowGetter(this, 'origin'); try { return new URL(dom.currentDocument.URL).origin; } catch (error) { return 'null'; } }, set origin(value) { windowSetter(this, 'origin'); replace('origin', value); },
        get visualViewport() { windowGetter(this, 'visualViewport'); return visualViewport; }, set visualViewport(value) { windowSetter(this, 'visualViewport'); replace('visualViewport', value); },
        get crossOriginIsolated() { windowGetter(this, 'crossOriginIsolated'); return false; },
        get isSecureContext() { windowGetter(this, 'isSecureContext'); const url = dom.currentDocument.URL; return /^(https:|wss:|file:|about:)/.test(url) || /^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(url); },
    };
    // Operations: functions of WebIDL's name and length; the viewport's run in dom/viewport.js,
    // installed on first use.
    const runtimeFrames = { request: globalThis.requestAnimationFrame, cancel: globalThis.cancelAnimationFrame };
    dom.runtimeFrames = runtimeFrames; // (the DOM's own frames: dom/web-animations.js)
    const windowOperations = {
        scrollTo(...args) { checkWindow(this, 'scrollTo'); viewportState().scrollTo(...args); },
        scroll(...args) { checkWindow(this, 'scroll'); viewportState().scrollTo(...args); },
        scrollBy(...args) { checkWindow(this, 'scrollBy'); viewportState().scrollBy(...args); },
        matchMedia(query) {
            checkWindow(this, 'matchMedia');
            if (arguments.length === 0) throw notEnoughArguments();
            return viewportState().matchMedia(query);
        },
        postMessage(message, ...rest) {
            checkWindow(this, 'postMessage');
            if (arguments.length === 0) throw notEnoughArguments();
            viewportState().postMessage(message, ...rest);
        },
        // A web view without navigation or a UI delegate: open() opens nothing (null, as
        // WKWebView answers with no createWebViewWith), and the window's focus, printing and
        // legacy event capture do nothing.
        close() { checkWindow(this, 'close'); },
        focus() { checkWindow(this, 'focus'); },
        blur() { checkWindow(this, 'blur'); },
        stop() { checkWindow(this, 'stop'); },
        open() { checkWindow(this, 'open'); return null; },
        print() { checkWindow(this, 'print'); },
        captureEvents() { checkWindow(this, 'captureEvents'); },
        releaseEvents() { checkWindow(this, 'releaseEvents'); },
        // WebKit's prefixed animation frame operations: functions of their own, doing the runtime's.
        webkitRequestAnimationFrame(callback) {
            checkWindow(this, 'webkitRequestAnimationFrame');
            if (arguments.length === 0) throw notEnoughArguments();
            return runtimeFrames.request(callback);
        },
        webkitCancelAnimationFrame(handle) {
            checkWindow(this, 'webkitCancelAnimationFrame');
            if (arguments.length === 0) throw notEnoughArguments();
            runtimeFrames.cancel(handle);
        },
        webkitCancelRequestAnimationFrame(handle) {
            checkWindow(this, 'webkitCancelRequestAnimationFrame');
            if (arguments.length === 0) throw notEnoughArguments();
            runtimeFrames.cancel(handle);
        },
        // A window the page did not open by script: moving and resizing it do nothing (WebKit).
        moveTo(x, y) { checkWindow(this, 'moveTo'); if (arguments.length < 2) throw notEnoughArguments(); },
        moveBy(x, y) { checkWindow(this, 'moveBy'); if (arguments.length < 2) throw notEnoughArguments(); },
        resizeTo(width, height) { checkWindow(this, 'resizeTo'); if (arguments.length < 2) throw notEnoughArguments(); },
        resizeBy(x, y) { checkWindow(this, 'resizeBy'); if (arguments.length < 2) throw notEnoughArguments(); },
        structuredClone(value, ...rest) {
            checkWindow(this, 'structuredClone');
            if (arguments.length === 0) throw notEnoughArguments();
            return dom.structuredClone(value, rest[0]);
        },
    };
    const unforgeable = new Set(['document', 'window', 'location', 'top']);
    // A name the page declared a global function of is the page's (it cannot be redefined).
    const pageOwns = (name) => Object.getOwnPropertyDescriptor(globalThis, name)?.configurable === false;
    // The window's operations from other files (timers, base64, events) are enumerable, as
    // WebIDL's are; so are those of lazy scripts once installed (installOnFirstUse).
    const enumerableOperations = new Set([
        'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'queueMicrotask',
        'reportError', 'atob', 'btoa', 'getComputedStyle', 'getSelection', 'fetch', 'alert', 'confirm', 'prompt', 'event', 'crypto',
    ]);
    function makeEnumerable(name) {
        const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
        if (descriptor && descriptor.configurable && !descriptor.enumerable) Object.defineProperty(globalThis, name, { ...descriptor, enumerable: true });
    }
    // The window's enumerable members in WebKit's order (Object.keys(window) lists them so): each
    // defined here, or, when an earlier script defined it, moved to its place (deleted and
    // defined again); the event handlers (dom/events.js) follow `event`.
    const windowKeyOrder = [
        'document', 'window', 'closed', 'location', 'self', 'opener', 'frames', 'length', 'top', 'parent', 'name', 'history',
        'locationbar', 'menubar', 'personalbar', 'scrollbars', 'statusbar', 'toolbar', 'status', 'frameElement', 'navigator',
        'clientInformation', 'event', 'on*', 'screen', 'innerWidth', 'innerHeight', 'scrollX', 'pageXOffset', 'scrollY', 'pageYOffset',
        'screenX', 'screenLeft', 'screenY', 'screenTop', 'outerWidth', 'outerHeight', 'devicePixelRatio', 'origin', 'isSecureContext',
        'performance', 'close', 'focus', 'blur', 'postMessage', 'stop', 'open', 'alert', 'confirm', 'prompt', 'print', 'captureEvents',
        'releaseEvents', 'webkitRequestAnimationFrame', 'webkitCancelAnimationFrame', 'webkitCancelRequestAnimationFrame',
        'requestAnimationFrame', 'cancelAnimationFrame', 'getComputedStyle', 'matchMedia', 'moveTo', 'moveBy', 'resizeTo', 'resizeBy', 'scroll', 'scrollTo', 'scrollBy', 'getSelection', 'reportError', 'atob', 'btoa', 'setTimeout', 'clearTimeout',
        'setInterval', 'clearInterval', 'queueMicrotask', 'structuredClone', 'fetch', 'visualViewport', 'crossOriginIsolated',
    ];
    // What the window defines itself: the lazy scripts' placeholders leave these alone.
    const windowMembers = new Set([...Object.keys(windowAttributes), ...Object.keys(windowOperations)]);
    const earlierKeys = Object.keys(globalThis);
    function moveToEnd(name) {
        const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
        if (!descriptor?.configurable) return;
        delete globalThis[name];
        Object.defineProperty(globalThis, name, descriptor);
    }
    // performance is a [Replaceable] attribute in WebKit: a Performance (an EventTarget) whose
    // clock is the runtime's (runtime/timers.js); its timeline (marks, measures, entries,
    // observers, timing) is dom/performance.js, installed when a page first uses one of them.
    const clock = globalThis.performance;
    const checkPerformance = (object, member) => (object?.[_performance] === true ? object : dom.illegalInvocation(object, 'Performance', member));
    class Performance extends EventTarget {
        constructor() { illegalConstructor(); }
        get timeOrigin() { return checkPerformance(this, 'timeOrigin') && clock.timeOrigin; }
        now() { checkPerformance(this, 'now'); return clock.now(); }
    }
    // WebKit's order: the timeline's attributes (dom/performance.js, on first use) before `now`.
    dom.orderMembers(Performance, 'timeOrigin place:navigation place:timing place:onresourcetimingbufferfull now');
    dom.exposeGlobals({ Performance });
    dom.brandInterface(Performance, _performance, 'timeOrigin');
    const performance = Object.create(Performance.prototype);
    performance[_eventTarget] = true;
    Object.defineProperty(performance, _performance, { value: true });
    dom.performance = performance;
    if (clock && !pageOwns('performance')) {
        Object.defineProperty(globalThis, 'performance', {
            get: Object.getOwnPropertyDescriptor({ get performance() { windowGetter(this, 'performance'); return performance; } }, 'performance').get,
            set: Object.getOwnPropertyDescriptor({ set performance(value) { windowSetter(this, 'performance'); replace('performance', value); } }, 'performance').set,
            enumerable: true, configurable: true,
        });
    }
    for (const name of enumerableOperations) makeEnumerable(name);
    // Functions of an operation's length (a function's formal parameters give it; no `length`
    // to redefine) that hand their object and arguments to `call`: the checked runtime
    // operations below and the lazy scripts' placeholders.
    const forwarders = [
        (call) => ({ forward() { return call(this, arguments); } }).forward,
        (call) => ({ forward(a) { return call(this, arguments); } }).forward,
        (call) => ({ forward(a, b) { return call(this, arguments); } }).forward,
        (call) => ({ forward(a, b, c) { return call(this, arguments); } }).forward,
    ];
    // The runtime's window operations (timers, base64, reportError) with WebIDL's checks, as
    // WebKit's: the window as their object (a bare call's too), then their required arguments;
    // WebIDL's lengths. (Replaced in place: the key order stays.)
    const runtimeOperations = {
        setTimeout: 1, setInterval: 1, clearTimeout: 0, clearInterval: 0, requestAnimationFrame: 1, cancelAnimationFrame: 1,
        queueMicrotask: 1, atob: 1, btoa: 1, reportError: 1,
    };
    for (const [name, required] of Object.entries(runtimeOperations)) {
        const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
        if (typeof descriptor?.value !== 'function' || pageOwns(name)) continue;
        const operation = descriptor.value;
        const checked = forwarders[required]((object, args) => {
            if (object !== undefined && object !== null && object !== globalThis) dom.wrongThisCall('Window', name);
            if (args.length < required) throw notEnoughArguments();
            return Reflect.apply(operation, globalThis, args);
        });
        Object.defineProperty(globalThis, name, { ...descriptor, value: named(checked, name) });
    }
    for (const name of windowKeyOrder) {
        if (name === 'on*') {
            dom.events.defineWindowHandlers();
        } else if (Object.prototype.hasOwnProperty.call(windowAttributes, name)) {
            if (pageOwns(name)) continue;
            if (dataAttributes.has(name)) { Object.defineProperty(globalThis, name, dataAttributes.get(name)()); continue; }
            const descriptor = Object.getOwnPropertyDescriptor(windowAttributes, name);
            Object.defineProperty(globalThis, name, { get: descriptor.get, set: descriptor.set, enumerable: true, configurable: !unforgeable.has(name) });
        } else if (Object.prototype.hasOwnProperty.call(windowOperations, name)) {
            if (!pageOwns(name)) Object.defineProperty(globalThis, name, { value: windowOperations[name], writable: true, enumerable: true, configurable: true });
        } else {
            moveToEnd(name);
        }
    }
    for (const key of earlierKeys) if (!windowKeyOrder.includes(key) && !key.startsWith('on')) moveToEnd(key);
    // window.constructor is Window, as its prototype's (an own property: see above).
    Object.defineProperty(globalThis, 'constructor', { value: Window, writable: true, enumerable: false, configurable: true });

    // document.location: the document's own [LegacyUnforgeable] accessor, the window's
    // location for the window's document and null for others.
    const documentLocation = Object.getOwnPropertyDescriptor({
        get location() { dom.brandOf(this, _readyState, 'Document', 'location'); return this === dom.currentDocument ? dom.location : null; },
        set location(url) { if (dom.brandOf(this, _readyState, 'Document', 'location') === dom.currentDocument) dom.location.href = url; },
    }, 'location');
    dom.defineDocumentLocation = function (document) {
        if (!Object.prototype.hasOwnProperty.call(document, 'location')) Object.defineProperty(document, 'location', { get: documentLocation.get, set: documentLocation.set, enumerable: true, configurable: false });
        return document;
    };

    // document.currentScript: a Document.prototype getter over the script each loader sets.
    Object.defineProperty(Document.prototype, 'currentScript', {
        get: Object.getOwnPropertyDescriptor({ get currentScript() { return dom.brandOf(this, _readyState, 'Document', 'currentScript')[_currentScript] ?? null; } }, 'currentScript').get,
        enumerable: true, configurable: true,
    });
    const setCurrentScript = dom.setCurrentScript = function (document, script) { document[_currentScript] = script; };

    function newDocument(url) {
        const document = dom.defineDocumentLocation(dom.htmlDocument());
        document[_url] = url;
        dom.currentDocument = document;
        if (Object.getOwnPropertyDescriptor(globalThis, 'document')?.configurable) Object.defineProperty(globalThis, 'document', { value: document });
        return document;
    }

    // DOMParser and createHTMLDocument make inert documents: scripting is off in them, as in
    // browsers, so <noscript> content parses as markup and nothing runs.
    // An inert document: nothing in it runs. `scripting` decides only how <noscript> parses;
    // the composer parses untrusted content as the web view will (scripting on).
    dom.parseInertDocument = function (string, scripting) {
        const document = dom.defineDocumentLocation(dom.htmlDocument());
        document[_url] = dom.currentDocument ? dom.currentDocument.URL : 'about:blank';
        dom.buildDocument(document, native.parseDocument(String(string), scripting));
        return document;
    };

    // Document.parseHTMLUnsafe(html): an inert document of about:blank, its declarative
    // shadow roots attached (DOMParser attaches none).
    Object.defineProperty(Document, 'parseHTMLUnsafe', {
        value: { parseHTMLUnsafe(html) {
            if (arguments.length < 1) throw notEnoughArguments();
            const document = dom.defineDocumentLocation(dom.htmlDocument());
            document[_url] = 'about:blank';
            dom.buildDocument(document, native.parseDocument(String(html), false), true);
            return document;
        } }.parseHTMLUnsafe,
        writable: true, enumerable: true, configurable: true,
    });

    const xmlTypes = ['text/xml', 'application/xml', 'application/xhtml+xml', 'image/svg+xml'];
    // A parser's document URL is its realm's document's (`_parserDocument`: a frame's
    // DOMParser sets the frame's document it was made in, dom/frames.js; the page's, none).
    const { _parserDocument } = dom.slots;
    class DOMParser {
        parseFromString(string, type) {
            if (arguments.length < 2) throw new TypeError('2 arguments required.');
            type = String(type);
            let document;
            if (type === 'text/html') document = dom.parseInertDocument(string, false);
            else if (!xmlTypes.includes(type)) {
                throw new TypeError(`The provided value '${type}' is not a valid enum value of type DOMParserSupportedType.`);
            } else {
                internals.installNow('dom/xml.js');
                document = dom.defineDocumentLocation(dom.parseXMLDocument(String(string), type));
            }
            const realmDocument = this?.[_parserDocument];
            if (realmDocument) document[_url] = realmDocument.URL;
            return document;
        }
    }
    defineGlobal('DOMParser', DOMParser);

    Object.defineProperty(Document.prototype, 'defaultView', { get() { return this === dom.currentDocument ? globalThis : null; }, configurable: true, enumerable: true });

    dom.isRunnableScript = isRunnableScript;
    function isRunnableScript(element) {
        if (element.hasAttribute('nomodule')) return false; // a web view that runs modules skips it
        const type = (element.getAttribute('type') || '').trim().toLowerCase();
        const language = (element.getAttribute('language') || '').trim().toLowerCase();
        if (type === '' && (language === '' || language.startsWith('javascript'))) return true;
        return ['text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript',
            'text/jscript', 'text/livescript', 'application/x-javascript', 'text/x-javascript'].includes(type);
    }

    // The page's parse while it loads: inline scripts run when the parser reaches their end
    // tag (native code evaluates each, so errors name the page and line), and see only what
    // was parsed before them. Inline module scripts run after parsing, in order.
    let parse = null;
    let runningScript = null;
    let writtenMarkup = '';
    let moduleScripts = [];

    // The encoding the next page's bytes were decoded from (native code decodes them), for
    // its document's characterSet.
    let nextCharacterSet = 'UTF-8';
    internals.setNextCharacterSet = function (name) { nextCharacterSet = String(name); };

    // The schemes the engine's URL scheme handlers serve, asked once per page: a registered
    // scheme's URLs have a tuple origin in WebKit (`app://host`), where the URL standard has
    // an opaque one (dom/url.js).
    let schemes = null;
    const servedSchemes = () => (schemes ??= new Set(native.servedSchemes().map((scheme) => scheme + ':')));
    dom.isServedScheme = (scheme) => servedSchemes().has(scheme);

    internals.loadDocument = function (tree, url) {
        schemes = null;
        // A new page's window has none of the previous page's listeners (a web view makes a
        // new window; this engine keeps its global object, and clears what a page added).
        if (Object.prototype.hasOwnProperty.call(globalThis, _listeners)) globalThis[_listeners].clear();
        internals.bridge?.pageWillLoad();
        dom.animationsPageWillLoad?.(); // (the previous page's animations end with it)
        dom.blobURLs?.clear(); // (and its blob: URLs)
        // A new page's session history starts from its own entry.
        historyEntries = [{ state: null }];
        historyIndex = 0;
        scrollRestoration = 'auto';
        const document = newDocument(String(url));
        if (nextCharacterSet !== 'UTF-8') document[_characterSet] = nextCharacterSet;
        nextCharacterSet = 'UTF-8';
        document[_readyState] = 'loading';
        parse = dom.startDocumentParse(document, tree);
        moduleScripts = [];
        deferredElements = [];
        internals.loadDelayingScripts = [];
        internals.asyncModuleScripts = [];
        // Document-start user scripts run once <html> exists, before anything else is parsed.
        parse.untilDocumentElement();
    };

    // Parses on to the next script to run and returns [text, line, null, column] for an inline
    // one, [text, 1, URL] for a served one, or null once the whole page is parsed.
    internals.parseUntilScript = function () {
        internals.scriptDidRun();
        dom.parserPosition = undefined;
        for (let found = parse.next(); found; found = parse.next()) {
            const { element, line, column } = found;
            // An about:blank frame the parser inserted loads before the parse goes on, as in WebKit.
            if (found.blankFrame) { if (dom.isConnected(element)) dom.fireFrameLoad(element); continue; }
            if (isModuleScript(element)) {
                // Run after parsing, in order with the deferred scripts (dom/modules.js).
                moduleScripts.push(['', line, '', 'module']);
                deferredElements.push(element);
                continue;
            }
            if (!isRunnableScript(element)) continue;
            // A script in a template's content is not prepared (not connected): it runs as its
            // clone, once imported into the page.
            if (!dom.isConnected(element)) { dom.markUnstartedScript(element); continue; }
            if (element.hasAttribute('src')) {
                // A served script: fetched now (the parser waits for it, as for a blocking
                // script), run now, or with `defer` or `async` once parsing is done, in order;
                // one nothing serves fails with an error event, as offline.
                const served = internals.fetchScript(element);
                if (!served) {
                    dom.fire(element, 'error', {});
                    continue;
                }
                if (element.hasAttribute('defer') || element.hasAttribute('async')) {
                    moduleScripts.push([served.text, 1, served.url, 'classic']);
                    deferredElements.push(element);
                    continue;
                }
                runningScript = element;
                setCurrentScript(dom.currentDocument, element);
                return [served.text, 1, served.url];
            }
            runningScript = element;
            setCurrentScript(dom.currentDocument, element);
            const text = element.textContent;
            dom.parserPosition = [line, text]; // where a handler attribute the script sets is (its end tag's line: event-handler-attributes.js)
            return [text, line, null, column];
        }
        return null;
    };

    // The served script of a <script src> (native code asks the engine's URL scheme
    // handlers), or null: { text, url }. A status other than 2xx is a failed load.
    internals.fetchScript = function (element) {
        const url = element.src;
        if (!url) return null;
        const response = native.fetchResource(url, 'script');
        if (!response || response[0] < 200 || response[0] > 299) return null;
        return { text: response[1], url };
    };

    // Runs of served scripts inserted by script while the page loads (dynamic-scripts.js).
    internals.loadDelayingScripts = [];

    // Served defer and async scripts, in the order their sources were queued with the modules.
    let deferredElements = [];
    internals.deferredScriptWillRun = function () {
        setCurrentScript(dom.currentDocument, deferredElements[0] ?? null);
    };
    internals.runModuleScript = function (line) {
        dom.runModuleScript(deferredElements.shift(), line);
    };
    internals.deferredScriptDidRun = function () {
        const element = deferredElements.shift();
        setCurrentScript(dom.currentDocument, null);
        if (element) dom.fire(element, 'load', {});
    };

    // Builds the rest of the page without running anything (html5lib's suite).
    internals.finishParsing = function () {
        parse.finish();
        parse = null;
    };

    // After each script: what it wrote goes in at its place, before the rest of the page.
    internals.scriptDidRun = function () {
        if (!runningScript) return;
        const ran = runningScript;
        runningScript = null;
        setCurrentScript(dom.currentDocument, null);
        if (ran.hasAttribute('src')) dom.fire(ran, 'load', {});
        if (writtenMarkup) {
            const markup = writtenMarkup;
            writtenMarkup = '';
            parse.insert(markup);
        }
    };

    // Inline module scripts, in document order, to run once parsing is done (as deferred).
    // Parsing is done: the document is interactive before deferred scripts run.
    internals.takeModuleScripts = function () {
        // Module scripts inserted by script while the page parsed run first, as async ones
        // fetched meanwhile (dom/dynamic-scripts.js).
        while (internals.asyncModuleScripts?.length) internals.asyncModuleScripts.shift()();
        setReadyState(dom.currentDocument, 'interactive');
        const list = moduleScripts;
        moduleScripts = [];
        parse = null;
        return list;
    };

    function isModuleScript(element) {
        return (element.getAttribute('type') || '').trim().toLowerCase() === 'module';
    }

    // document.write while a script runs during parsing inserts at the script's place; after
    // the page has loaded it replaces the document, as document.open() then write() do.
    const checkDocument = (object, member) => { if (object?.[_readyState] === undefined) dom.wrongThisCall('Document', member); };
    Object.assign(Document.prototype, {
        write(...texts) {
            checkDocument(this, 'write');
            const markup = texts.map(String).join('');
            if (this !== dom.currentDocument) return writeOther(this, markup);
            if (runningScript && parse) {
                writtenMarkup += markup;
                return;
            }
            if (this.readyState !== 'complete' && parse) return; // a timer during loading: ignored, as an unbalanced write would be
            replaceDocument(this, markup);
        },
        writeln(...texts) { checkDocument(this, 'writeln'); this.write(...texts, '\n'); },
        open() {
            checkDocument(this, 'open');
            if (this !== dom.currentDocument) openOther(this);
            else if (!parse) dom.replaceAllChildren(this, null);
            return this;
        },
        close() {
            checkDocument(this, 'close');
            if (this !== dom.currentDocument && this.readyState === 'loading') { written.delete(this); setReadyState(this, 'complete'); }
        },
    });

    // open, write and close on a document of no window (createHTMLDocument, DOMParser), as
    // WebKit: open() empties it (`loading`, an XML document throws); what was written since is
    // parsed as the document (each write parses it all again: a node written before is a new
    // one after the next write, where WebKit's parser goes on from where it was); a write to a
    // document never opened goes into its body; close() makes it `complete`. (A frame's
    // document is dom/frames.js's.)
    const written = new WeakMap(); // document -> the markup written since open()
    function openOther(document) {
        if (!document[_isHTML]) throw new DOMException('Operation is not supported for XML documents.', 'InvalidStateError');
        written.set(document, '');
        dom.replaceAllChildren(document, null);
        setReadyState(document, 'loading');
    }
    function writeOther(document, markup) {
        if (!document[_isHTML]) throw new DOMException('Operation is not supported for XML documents.', 'InvalidStateError');
        if (!written.has(document) && document.body) {
            document.body.appendChild(dom.parseFragment(document.body, markup));
            setReadyState(document, 'loading');
            return;
        }
        if (!written.has(document)) openOther(document);
        const all = written.get(document) + markup;
        written.set(document, all);
        const parsed = dom.parseInertDocument(all, false);
        dom.replaceAllChildren(document, null);
        for (let child = firstChildOf(parsed); child; child = firstChildOf(parsed)) document.appendChild(document.adoptNode(child));
        document[_mode] = parsed[_mode];
    }

    // document.write after load: the new markup is the whole document; its scripts run.
    function replaceDocument(document, markup) {
        const fresh = dom.parseInertDocument(markup, true);
        dom.replaceAllChildren(document, null);
        const scripts = [];
        for (let child = firstChildOf(fresh); child; child = firstChildOf(fresh)) {
            document.appendChild(document.adoptNode(child));
        }
        for (const script of document.querySelectorAll('script')) {
            if (isRunnableScript(script) && !script.hasAttribute('src')) scripts.push(script);
        }
        for (const script of scripts) {
            setCurrentScript(document, script);
            try { (0, eval)(script.textContent + '\n//# sourceURL=' + document.URL); } catch (error) { internals.reportError(error); }
        }
        setCurrentScript(document, null);
    }

    // Each change of readyState fires readystatechange at the document (HTML, "update the
    // current document readiness").
    // (dom/frames.js sets its frames' documents' too.)
    const setReadyState = dom.setReadyState = function (document, state) {
        if (document.readyState === state) return;
        document[_readyState] = state;
        dom.fire?.(document, 'readystatechange', {});
    };

    // A document with no Last-Modified header (every page here) was modified now, in local
    // time, written MM/DD/YYYY hh:mm:ss as HTML says.
    Object.defineProperty(Document.prototype, 'lastModified', {
        get() {
            const now = new Date();
            const two = (number) => String(number).padStart(2, '0');
            return `${two(now.getMonth() + 1)}/${two(now.getDate())}/${String(now.getFullYear()).padStart(4, '0')} ` +
                `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`;
        },
        configurable: true, enumerable: true,
    });

    // document.cookie as a web view's cookie store holds it for the page (RFC 6265): kept for
    // this engine's life, never sent anywhere. A document with no browsing context, or one not
    // on http(s), is cookie-averse: it reads "" and ignores writes.
    const cookieJar = new Map(); // name -> value, in the order first set
    const hasCookies = (document) => document === dom.currentDocument && /^https?:/i.test(document.URL);
    Object.defineProperty(Document.prototype, 'cookie', {
        get() {
            if (!hasCookies(this)) return '';
            return Array.from(cookieJar, ([name, value]) => (name === '' ? value : `${name}=${value}`)).join('; ');
        },
        set(text) {
            if (!hasCookies(this)) return;
            let [pair, ...attributes] = String(text).split(';');
            pair = pair.replace(/[\0\r\n][^]*$/, ''); // a control character ends the cookie
            const equals = pair.indexOf('=');
            const name = equals < 0 ? '' : pair.slice(0, equals).trim();
            const value = (equals < 0 ? pair : pair.slice(equals + 1)).trim();
            if (name === '' && value === '') return;
            let expired = false;
            for (const attribute of attributes) {
                const [key, ...rest] = attribute.split('=');
                const argument = rest.join('=').trim();
                if (/^\s*max-age\s*$/i.test(key) && /^-?\d+$/.test(argument)) expired = Number(argument) <= 0;
                else if (/^\s*expires\s*$/i.test(key) && Date.parse(argument) <= Date.now()) expired = true;
            }
            if (expired) cookieJar.delete(name);
            else cookieJar.set(name, value);
        },
        configurable: true, enumerable: true,
    });

    internals.finishLoading = function () {
        const document = dom.currentDocument;
        setReadyState(document, 'interactive');
        dom.fire?.(document, 'DOMContentLoaded', { bubbles: true });
        // Served scripts that scripts inserted while the page loaded delay its load event, as in
        // a browser: they run first.
        while (internals.loadDelayingScripts.length) internals.loadDelayingScripts.shift()();
        // So do images still loading: native code runs their tasks (dom/images.js), then windowDidLoad.
        if (dom.imagesLoading?.()) return true;
        internals.windowDidLoad();
        return false;
    };
    internals.windowDidLoad = function () {
        // Frames' documents of their own (srcdoc, served) arrive before the page's load
        // (dom/frames.js, installed for a page whose parser made such a frame).
        const parsedFrames = dom.scriptedFrameParsed;
        if (parsedFrames) { dom.scriptedFrameParsed = false; installFrames(); }
        dom.loadPendingFrames?.(parsedFrames);
        setReadyState(dom.currentDocument, 'complete');
        dom.fireWindowLoad?.(globalThis, dom.currentDocument);
        internals.bridge?.pageDidLoad();
    };

    // Frames whose documents have markup of their own (srcdoc, or a URL of the page's origin
    // that the engine's URL scheme handlers may serve) run their scripts as they load, so such
    // a frame installs dom/frames.js when the parser makes it (the builder asks), or when a
    // script gives an iframe in the page such a source or inserts one; other frames wait for a
    // script to ask for a frame (a page of embeds pays nothing for them).
    dom.frameMayRunScripts = function (iframe) {
        if (iframe.hasAttribute('srcdoc')) return true;
        const src = iframe.getAttribute('src');
        if (!src || servedSchemes().size === 0) return false;
        const page = dom.currentDocument;
        try { return new URL(src, page.baseURI).origin === new URL(page.URL).origin; } catch (error) { return false; }
    };
    const isInPage = (node) => node === dom.currentDocument || (dom.nodeSlots.ownerDocumentOf(node) === dom.currentDocument && node.isConnected);
    const isPageFrame = (node) => dom.nodeSlots.localNameOf(node) === 'iframe' && node.namespaceURI === HTML_NS && node.isConnected && node.ownerDocument === dom.currentDocument;
    const notifyAttribute = dom.notifyAttribute, notifyChildList = dom.notifyChildList;
    let watchingFrames = true; // until dom/frames.js is installed (it watches them itself)
    dom.framesWatchThemselves = () => { watchingFrames = false; };
    dom.notifyAttribute = function (target, name, namespace, oldValue) {
        notifyAttribute(target, name, namespace, oldValue);
        if (watchingFrames && (name === 'src' || name === 'srcdoc') && namespace === null && isPageFrame(target) && dom.frameMayRunScripts(target)) installFrames(target);
    };
    dom.notifyChildList = function (target, added, removed, previousSibling, nextSibling) {
        notifyChildList(target, added, removed, previousSibling, nextSibling);
        if (!watchingFrames) return;
        for (const node of added) if (isPageFrame(node) && dom.frameMayRunScripts(node)) return installFrames(node);
        // An about:blank frame a script inserts loads during the insertion, as in WebKit
        // (dom/frames.js does the same once installed; until then nothing else shows it).
        if (added.length === 0 || !isInPage(target)) return;
        for (const node of added) for (const iframe of blankFramesIn(node)) if (isPageFrame(iframe)) dom.fireFrameLoad(iframe);
    };
    // `load` at a frame's element. While it is dispatched, the frame's document.close() fires
    // no other (WebKit's guard: a page whose iframe's onload opens and closes the frame's
    // document would otherwise load it again from inside the handler, without end).
    const framesFiringLoad = new Set();
    dom.fireFrameLoad = function (iframe) {
        if (framesFiringLoad.has(iframe)) return;
        framesFiringLoad.add(iframe);
        try {
            dom.fire(iframe, 'load');
        } finally {
            framesFiringLoad.delete(iframe);
        }
    };
    // An iframe whose document is about:blank: no srcdoc and no src, an empty one or about:blank.
    dom.isBlankFrame = function (iframe) {
        if (iframe.hasAttribute('srcdoc')) return false;
        const src = iframe.getAttribute('src');
        return src === null || /^\s*(about:blank([?#][^]*)?)?\s*$/i.test(src);
    };
    // The about:blank iframes of a subtree (its root included), in tree order.
    function blankFramesIn(root) {
        const { localNameOf, nextInTree } = dom.nodeSlots;
        const found = [];
        for (let node = root; node !== null; node = nextInTree(node, root)) {
            if (localNameOf(node) === 'iframe' && node.namespaceURI === HTML_NS && dom.isBlankFrame(node)) found.push(node);
        }
        return found;
    }
    // `navigating`: the frame whose new source installs them (it loads as a navigation, not
    // as a frame that loaded before).
    function installFrames(navigating = null) {
        dom.framesInstalledFor = navigating;
        internals.installNow('dom/frames.js');
    }

    internals.serializeDocument = function () {
        const root = dom.currentDocument.documentElement;
        return root ? root.outerHTML : '';
    };

    internals.html5libTree = function (node) { return dom.html5libTree(node); };

    // Scripts a page pays for only when it uses them (DOMEnvironment lists them): their globals
    // and members (`Interface.member`) are placeholders that install the script on first access.
    const installers = new Map();
    internals.installNow = function (path) { installers.get(path)?.(); };
    // The DOM layer's own functions from such scripts: reading one installs its script, which
    // defines the real one in its place.
    function installOnFirstRead(name, path) {
        Object.defineProperty(dom, name, {
            get() {
                internals.installNow(path);
                const installed = Object.getOwnPropertyDescriptor(dom, name);
                if (installed.get) throw new Error(`webengine: ${path} is not installable here`);
                return installed.value;
            },
            configurable: true,
        });
    }
    installOnFirstRead('styleValues', 'dom/style-values.js'); // inline style values
    installOnFirstRead('resolveURL', 'dom/url.js');           // reflected URL attributes
    installOnFirstRead('documentBaseURL', 'dom/url.js');      // Node.baseURI
    installOnFirstRead('formEntries', 'dom/network.js');      // form submission's entry list
    installOnFirstRead('location', 'dom/url.js');             // window.location
    installOnFirstRead('viewport', 'dom/viewport.js');        // scrolling, matchMedia, postMessage
    installOnFirstRead('structuredClone', 'dom/structured-clone.js');
    installOnFirstRead('runModuleScript', 'dom/modules.js');  // module scripts and import()
    installOnFirstRead('requestImage', 'dom/images.js');      // image loads and their events
    installOnFirstRead('decodeImage', 'dom/images.js');
    installOnFirstRead('handlerAttributeChanged', 'dom/event-handler-attributes.js'); // on... content attributes
    installOnFirstRead('handlerAttributesParsed', 'dom/event-handler-attributes.js');
    installOnFirstRead('currentHandlerValue', 'dom/event-handler-attributes.js');
    installOnFirstRead('evaluateForDocument', 'dom/event-handler-attributes.js'); // the one place a document's script is evaluated
    // Members the window defines itself (with WebKit's descriptors) need no placeholder;
    // document.location is each document's own.
    const ownMembers = new Set(['Document.location']);
    // The namespaces among the lazy scripts' globals (objects, not interface objects).
    const namespaces = new Set(['CSS']);
    // `allGlobals` names the script's globals in the members' notation: an interface or
    // namespace by its name, an operation `name(N)` (N its WebIDL length), a read-only
    // attribute `name`. Each gets a placeholder of the real one's shape, as WebKit has it:
    // interfaces and namespaces a data property holding a proxy that installs on first use
    // (webidl.js's lazyGlobal), operations a data property holding a function of the
    // operation's name and length, read-only attributes a getter.
    // A member in DOMEnvironment's notation: `name(N)` an operation of WebIDL length N (none: 0),
    // `name=` a writable attribute, `name` a read-only one (for a global, also an interface).
    function parseMember(notation) {
        // `Alias@Name`: a legacy window alias, the same object as Name's (WebKitCSSMatrix@DOMMatrix).
        const at = notation.indexOf('@');
        if (at > 0) return { name: notation.slice(0, at), aliasOf: notation.slice(at + 1) };
        const open = notation.indexOf('(');
        if (open >= 0) return { name: notation.slice(0, open), length: Number(notation.slice(open + 1, -1) || 0) };
        return notation.endsWith('=') ? { name: notation.slice(0, -1), writable: true } : { name: notation };
    }
    // An operation's placeholder: a function of its name and length handing its object and
    // arguments to `call`.
    function forwardingOperation(name, length, call) {
        const operation = named((forwarders[length] ?? forwarders[0])(call), name);
        if (length >= forwarders.length) Object.defineProperty(operation, 'length', { value: length });
        return operation;
    }
    // DOMEnvironment.swift's lazyDOMScripts, all at once: [[path, globals, members], ...].
    internals.installAllOnFirstUse = function (scripts) {
        for (const [path, globals, members] of scripts) internals.installOnFirstUse(path, globals, members);
    };
    internals.installOnFirstUse = function (path, allGlobals, members) {
        let installed = false;
        installers.set(path, install);
        const globals = allGlobals.map(parseMember).filter(({ name }) => !windowMembers.has(name));
        const placeholders = new Map(); // name -> the placeholder value or getter
        const reals = new Map(); // name -> what the script defined
        const places = [];
        function install() {
            if (installed) return;
            installed = true;
            // What a page put in a placeholder's place (its assignment, its own global of that
            // name, its delete) stays so: it shadows the window's.
            const pages = new Map();
            for (const { name } of globals) {
                const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
                if (descriptor !== undefined && (descriptor.get ?? descriptor.value) === placeholders.get(name)) delete globalThis[name];
                else pages.set(name, descriptor);
            }
            // Each member's placeholder gives way to an empty value in its place rather than
            // being deleted, so that what the script defines there keeps the member's place among
            // the interface's (WebKit's order) however it defines it (assigned or defined).
            for (const [prototype, name] of places) Object.defineProperty(prototype, name, { value: undefined, writable: true, enumerable: false, configurable: true });
            native.installLazily(path, native);
            for (const { name } of globals) {
                reals.set(name, globalThis[name]);
                if (!pages.has(name)) continue;
                const page = pages.get(name);
                if (page === undefined) delete globalThis[name];
                else if (page.configurable) Object.defineProperty(globalThis, name, page);
            }
            for (const { name } of globals) if (enumerableOperations.has(name)) makeEnumerable(name);
            // The script defined its members as a class body does; WebIDL's are enumerable, and
            // check their object as the interface's others do (webidl.js's brandMember).
            for (const [prototype, name] of places) finishMember(prototype, name);
        }
        const real = (name) => { install(); return reals.get(name); };
        function finishMember(prototype, name) {
            const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
            if (descriptor?.configurable && !descriptor.enumerable) Object.defineProperty(prototype, name, { ...descriptor, enumerable: true });
            dom.brandMember(prototype, name);
        }
        for (const { name, length, aliasOf } of globals) {
            let placeholder;
            if (aliasOf !== undefined) {
                placeholder = placeholders.get(aliasOf);
                Object.defineProperty(globalThis, name, { value: placeholder, writable: true, enumerable: false, configurable: true });
            } else if (length !== undefined) {
                placeholder = forwardingOperation(name, length, (object, args) => Reflect.apply(real(name), object, args));
                Object.defineProperty(globalThis, name, { value: placeholder, writable: true, enumerable: true, configurable: true });
            } else if (/^[A-Z]/.test(name)) {
                placeholder = dom.lazyGlobal(name, !namespaces.has(name), () => real(name));
                Object.defineProperty(globalThis, name, { value: placeholder, writable: true, enumerable: false, configurable: true });
            } else {
                placeholder = named({ get() { install(); return globalThis[name]; } }.get, 'get ' + name);
                Object.defineProperty(globalThis, name, { get: placeholder, enumerable: true, configurable: true });
            }
            placeholders.set(name, placeholder);
        }
        // `members` is DOMEnvironment.lazyDOMScripts' list, space-separated: `Interface.op(N)`
        // (N its WebIDL length), `Interface.attribute=` (writable), `Interface.attribute`.
        for (const qualified of members === '' ? [] : members.split(' ')) {
            const dot = qualified.indexOf('.');
            const interfaceName = qualified.slice(0, dot);
            const { name, length, writable } = parseMember(qualified.slice(dot + 1));
            if (ownMembers.has(interfaceName + '.' + name)) continue;
            // A placeholder goes where the member will be: an element interface's when it
            // completes (a member the script defined already is finished as install() does).
            const placeholder = (prototype) => {
                places.push([prototype, name]);
                if (installed) return finishMember(prototype, name);
                if (length !== undefined) {
                    const operation = forwardingOperation(name, length, (object, args) => { install(); return object[name](...args); });
                    Object.defineProperty(prototype, name, { value: operation, writable: true, configurable: true, enumerable: true });
                } else {
                    // (Named as WebIDL's accessors are: `get name`, `set name`.)
                    const accessors = Object.getOwnPropertyDescriptor({
                        get [name]() { install(); return this[name]; },
                        set [name](value) { install(); this[name] = value; },
                    }, name);
                    Object.defineProperty(prototype, name, { get: accessors.get, set: writable ? accessors.set : undefined, configurable: true, enumerable: true });
                }
            };
            const elementInterface = dom.elementInterface(interfaceName);
            if (elementInterface) dom.extendInterface(elementInterface, placeholder);
            else placeholder((dom[interfaceName] ?? globalThis[interfaceName]).prototype);
        }
    };

    // The Document attributes this file adds check their object as the core's do.
    for (const name of ['defaultView', 'lastModified', 'cookie', 'currentScript']) dom.brandMember(Document.prototype, name);

    // An empty document until a page is loaded, as a fresh web view has.
    // (The parser's packed tree of "": html, head and body, each name met first.)
    const blankPage = [0, 1, -1, 0, 4, 1, 0, 0, 1, -1, 4, 4, 1, 0, 0, 0, 1, -1, 8, 4, 1, 0, 0, 0, 0];
    dom.buildDocument(newDocument('about:blank'), { codes: new Int32Array(blankPage), text: 'htmlheadbody', wide: '' });
})
