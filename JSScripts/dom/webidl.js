// What WebIDL's JavaScript binding makes of an interface, shared by every DOM file: internal
// slots a page cannot see, brand checks, and the shape of an interface's objects (enumerable
// members, constants, the class string). Loaded first: the other DOM files build on it.
(function (native, internals) {
    'use strict';

    const dom = (internals.dom = internals.dom || {});

    // Internal state lives under symbols only the DOM's files hold (`const { _parentNode } =
    // dom.slots`), so a page's Object.keys, JSON.stringify, for...in and spread see what they
    // see in WebKit: no own properties. One symbol per name, made on first use.
    // (A name seen before is a plain property; only a new one reaches the proxy, which makes
    // its symbol: every file's destructuring then reads properties, not proxy traps.)
    const makeSlot = new Proxy(Object.create(null), {
        get: (_, name, slots) => (typeof name === 'string' ? Object.defineProperty(slots, name, { value: Symbol(name.slice(1)) })[name] : undefined),
    });
    dom.slots = Object.create(makeSlot);

    // WebIDL's brand check: a member used on an object that is not one of the interface's (its
    // prototype, or Object.create of it) throws, as in WebKit.
    // An error an attribute's getter or setter throws: WebKit's attributes are not functions on
    // the stack, so the page's frame is first (runtime/native-errors.js named the accessor).
    function thrownByAttribute(error) {
        error.stack = error.stack.replace(/^[^\n]*@\[native code\]\n/, '');
        return error;
    }
    // An operation called with fewer arguments than its WebIDL length: WebKit's TypeError.
    function requireArguments(given, count) {
        if (given < count) throw new TypeError('Not enough arguments');
    }
    // A promise-returning operation rejects where another would throw (WebIDL).
    function rejectingErrors(work) {
        try { return work(); } catch (error) { return Promise.reject(error); }
    }
    function illegalInvocation(object, interfaceName, member) {
        throw thrownByAttribute(new TypeError(`The ${interfaceName}.${member} getter can only be used on instances of ${interfaceName}`));
    }
    // An operation called on another object (WebIDL's "this" check, WebKit's message).
    function wrongThisCall(interfaceName, member) {
        throw new TypeError(`Can only call ${interfaceName}.${member} on instances of ${interfaceName}`);
    }
    // The object itself when it has the slot that marks the interface's instances.
    // A brand is a slot every instance has, or a test (nodes: dom.nodeSlots.isNode): the test.
    const brandTest = (brand) => (typeof brand === 'function' ? brand : (object) => object !== null && typeof object === 'object' && object[brand] !== undefined);
    const brandOf = (object, slot, interfaceName, member) => ((typeof slot === 'function' ? slot(object) : object !== null && typeof object === 'object' && object[slot] !== undefined) ? object : illegalInvocation(object, interfaceName, member));

    const isConstantName = (name) => /^[A-Z][A-Z0-9_]*$/.test(name);
    const nonMembers = new Set(['length', 'name', 'prototype', 'caller', 'arguments']);

    // Brand checks for attributes written without one: each accessor of an interface given a
    // brand (a slot every instance has) is wrapped once to throw WebKit's TypeError on any other
    // object, the interface's prototype included (so a feature test reading
    // `Element.prototype.innerHTML` gets the error, not a value cached on the prototype). The
    // hot attributes check inline and are listed as such (`checked`).
    const wrapped = new WeakSet();
    const brands = new WeakMap();
    // (A function named by defineProperty costs a fifth of an object literal's computed accessor.)
    const named = (fn, name) => Object.defineProperty(fn, 'name', { value: name });
    // The DOM's functions are made as methods (`{ get() {...} }.get`), not function expressions:
    // like WebKit's native ones they have no `prototype` and throw on `new`.
    function brandAccessor(prototype, key, descriptor, brand, interfaceName) {
        const { get, set } = descriptor;
        const hasBrand = brandTest(brand);
        const wrapGet = get && !wrapped.has(get), wrapSet = set && !wrapped.has(set);
        if (!wrapGet && !wrapSet) return;
        if (wrapGet) {
            descriptor.get = named({ get() {
                if (!hasBrand(this)) illegalInvocation(this, interfaceName, key);
                return get.call(this);
            } }.get, 'get ' + key);
            wrapped.add(descriptor.get);
        }
        if (wrapSet) {
            descriptor.set = named({ set(value) {
                if (!hasBrand(this)) illegalInvocation(this, interfaceName, key);
                set.call(this, value);
            } }.set, 'set ' + key);
            wrapped.add(descriptor.set);
        }
        Object.defineProperty(prototype, key, descriptor);
    }
    // Holds the place of a member another file defines later, in place (`name`, or `name()` for
    // an operation: a data property, so defining it changes no kind); a member defined already
    // keeps its own.
    function holdPlace(prototype, name) {
        const operation = name.endsWith('()'), key = operation ? name.slice(0, -2) : name;
        if (Object.prototype.hasOwnProperty.call(prototype, key)) return;
        if (operation) Object.defineProperty(prototype, key, { value: undefined, writable: true, configurable: true, enumerable: true });
        else Object.defineProperty(prototype, key, { get: undefined, set: undefined, configurable: true, enumerable: true });
    }
    // Gives an interface's accessors brand checks (see brandAccessor), but for `checked` ones,
    // and remembers the brand for members a lazily installed script adds later (brandMember).
    function brandInterface(Interface, brand, checked = '') {
        const prototype = Interface.prototype, name = Interface.name;
        const skip = new Set(checked.split(' '));
        brands.set(prototype, { brand, name });
        const members = Object.getOwnPropertyDescriptors(prototype);
        for (const key of Object.keys(members)) {
            const descriptor = members[key];
            // (Event handler attributes check their own object: WebKit's are lenient on some.)
            if ((descriptor.get || descriptor.set) && descriptor.configurable && !skip.has(key) && !key.startsWith('on')) brandAccessor(prototype, key, descriptor, brand, name);
        }
    }
    function brandMember(prototype, key) {
        const known = brands.get(prototype);
        const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
        if (known && descriptor && (descriptor.get || descriptor.set) && descriptor.configurable) brandAccessor(prototype, key, descriptor, known.brand, known.name);
    }

    // Puts an interface's members in WebKit's order (its IDL files'), which for...in and
    // Object.getOwnPropertyNames show, where the files that define them do not: each listed
    // member, in turn, is taken out and put back last. Call it before exposeInterface, which
    // adds the WebIDL constants last (not configurable once there, they could not move).
    // `place:name` (`place:name()` for an operation) holds the place of a member a script
    // installed on first use defines: its placeholder (window.js) and then the script define
    // it there, in place (as html-elements.js's tables hold places).
    function orderMembers(Interface, order) {
        const prototype = Interface.prototype;
        for (const entry of order.split(' ')) {
            if (entry.startsWith('place:')) { holdPlace(prototype, entry.slice(6)); continue; }
            const descriptor = Object.getOwnPropertyDescriptor(prototype, entry);
            if (descriptor === undefined || !descriptor.configurable) continue;
            delete prototype[entry];
            Object.defineProperty(prototype, entry, descriptor);
        }
    }

    // Gives an interface the property attributes WebIDL specifies: every attribute and operation
    // on its prototype enumerable (a class body makes them non-enumerable), constants
    // read-only and enumerable on the interface and its prototype, and the class string
    // (`Object.prototype.toString.call(x)` is `[object Name]`); `name` when the class is
    // registered under another name.
    function exposeInterface(Interface, name = Interface.name) {
        const prototype = Interface.prototype;
        // One native call for all descriptors: this runs for every interface at start-up.
        const members = Object.getOwnPropertyDescriptors(prototype);
        for (const key of Object.keys(members)) {
            const descriptor = members[key];
            if (key === 'constructor' || !descriptor.configurable) continue;
            if (typeof descriptor.value === 'number' && isConstantName(key)) {
                Object.defineProperty(prototype, key, { value: descriptor.value, writable: false, enumerable: true, configurable: false });
                continue;
            }
            // An operation made by assignment (`proto.f = function () {}`) is named for its member.
            if (typeof descriptor.value === 'function' && descriptor.value.name === '') Object.defineProperty(descriptor.value, 'name', { value: key });
            if (!descriptor.enumerable) {
                descriptor.enumerable = true;
                Object.defineProperty(prototype, key, descriptor);
            }
        }
        const statics = Object.getOwnPropertyDescriptors(Interface);
        for (const key of Object.keys(statics)) {
            const descriptor = statics[key];
            if (typeof descriptor.value === 'number' && descriptor.configurable && isConstantName(key)) {
                Object.defineProperty(Interface, key, { value: descriptor.value, writable: false, enumerable: true, configurable: false });
                if (!Object.prototype.hasOwnProperty.call(prototype, key)) Object.defineProperty(prototype, key, { value: descriptor.value, enumerable: true });
            } else if ((typeof descriptor.value === 'function' || descriptor.get) && descriptor.configurable && !descriptor.enumerable && !nonMembers.has(key)) {
                // A static operation or attribute (`URL.canParse`): enumerable, as WebIDL's.
                descriptor.enumerable = true;
                Object.defineProperty(Interface, key, descriptor);
            }
        }
        if (!Object.prototype.hasOwnProperty.call(prototype, Symbol.toStringTag)) {
            Object.defineProperty(prototype, Symbol.toStringTag, { value: name, configurable: true });
        }
        return Interface;
    }

    // Interfaces built in two steps: the class first (so other files can name it and add to it),
    // its members when the file that defines it completes it, parents first: the element
    // interfaces' tables (dom/html-elements.js, dom/svg-elements.js) make their classes, other
    // files queue what they add (extendInterface: the body's window handlers, the form
    // controls' `form`, lazy scripts' placeholders), and completing one defines its own
    // members, gives it WebIDL's shape, runs what was queued in order and adds brand checks.
    const pending = new Map(); // Interface -> { name, define, brand, checked, steps }
    // `define(prototype)` defines the interface's own members (before exposeInterface, as a
    // class body would); `brand` and `checked` are brandInterface's (`checked` may be a
    // function giving the list, so that start-up does not make it).
    function completeLater(Interface, name, define, brand, checked = '') {
        pending.set(Interface, { name, define, brand, checked, steps: [] });
    }
    // Runs `step(prototype)` now, or when the interface completes.
    function extendInterface(Interface, step) {
        const later = pending.get(Interface);
        if (later) later.steps.push(step); else step(Interface.prototype);
    }
    function completeInterface(Interface) {
        const later = pending.get(Interface);
        if (later === undefined) return Interface;
        pending.delete(Interface);
        completeInterface(Object.getPrototypeOf(Interface));
        later.define?.(Interface.prototype);
        exposeInterface(Interface, later.name);
        for (const step of later.steps) step(Interface.prototype);
        if (later.brand) brandInterface(Interface, later.brand, typeof later.checked === 'function' ? later.checked() : later.checked);
        return Interface;
    }
    // For the DOM's code about to make an instance (createElement): the class, complete.
    const completeBeforeUse = (Interface) => (pending.size === 0 || !pending.has(Interface) ? Interface : completeInterface(Interface));

    // Interfaces completed on first use that look complete from the start (what a page does not
    // use costs nothing at start-up): the global is a proxy of the class, the class's
    // `constructor` on its prototype, and whatever a script does to it (read its prototype or
    // statics, `instanceof`, list its keys, call it) completes the class first; the DOM's own
    // code completes it before making an instance (completeBeforeUse). A proxy is not
    // observable as such, so no script can tell the members were not there all along.
    const lazyFacades = new WeakMap(); // class -> its global
    // A facade's name, for its native source text without completing or installing anything.
    const facadeNames = new WeakMap(); // facade -> its interface's name
    const completing = {
        get: (target, key, receiver) => Reflect.get(completeInterface(target), key, receiver),
        set: (target, key, value, receiver) => Reflect.set(completeInterface(target), key, value, receiver),
        has: (target, key) => Reflect.has(completeInterface(target), key),
        getOwnPropertyDescriptor: (target, key) => Reflect.getOwnPropertyDescriptor(completeInterface(target), key),
        defineProperty: (target, key, descriptor) => Reflect.defineProperty(completeInterface(target), key, descriptor),
        deleteProperty: (target, key) => Reflect.deleteProperty(completeInterface(target), key),
        ownKeys: (target) => Reflect.ownKeys(completeInterface(target)),
        preventExtensions: (target) => Reflect.preventExtensions(completeInterface(target)),
        setPrototypeOf: (target, prototype) => Reflect.setPrototypeOf(completeInterface(target), prototype),
        // The parent interface as the page knows it (its global, a proxy too if lazy).
        getPrototypeOf: (target) => {
            const parent = Reflect.getPrototypeOf(target);
            return Reflect.isExtensible(target) ? lazyFacades.get(parent) ?? parent : parent;
        },
        apply: (target, self, args) => Reflect.apply(completeInterface(target), self, args),
        construct: (target, args, newTarget) => Reflect.construct(completeInterface(target), args, newTarget),
    };
    function exposeOnFirstUse(Interface, name) {
        const facade = new Proxy(Interface, completing);
        lazyFacades.set(Interface, facade);
        facadeNames.set(facade, Interface.name);
        Object.defineProperty(Interface.prototype, 'constructor', { value: facade, writable: true, configurable: true, enumerable: false });
        defineGlobal(name, facade);
    }

    // The global of an interface or namespace whose script is installed on first use
    // (window.js's installOnFirstUse): a data property, as WebKit's, whose value is a proxy that
    // installs the script at the first thing a script does with it and answers as the real one
    // from then on. The install puts the real one on the window: a proxy's `new` and
    // `instanceof` cost 2-3x a URL parse, so only a reference taken before first use stays the
    // proxy (it works alike; it is not `===` the global after: docs/dom.md). Its target takes
    // every non-configurable property the proxy reports, as a proxy's invariants require.
    const lazyGlobals = new WeakMap(); // target -> { facade, resolve: () => the real one, real }
    // The real one, the script installed first; the target takes its non-configurable
    // properties then (and in defineProperty and preventExtensions, any made so later).
    function realGlobal(target) {
        const entry = lazyGlobals.get(target);
        if (entry.real !== undefined) return entry.real;
        const real = entry.resolve();
        for (const key of Reflect.ownKeys(real)) syncProperty(target, real, key);
        return (entry.real = real);
    }
    function syncProperty(target, real, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(real, key);
        if (descriptor !== undefined && !descriptor.configurable) Object.defineProperty(target, key, descriptor);
    }
    const receiverFor = (target, receiver) => (receiver === lazyGlobals.get(target).facade ? realGlobal(target) : receiver);
    const installing = {
        get: (target, key, receiver) => Reflect.get(realGlobal(target), key, receiverFor(target, receiver)),
        set: (target, key, value, receiver) => Reflect.set(realGlobal(target), key, value, receiverFor(target, receiver)),
        has: (target, key) => Reflect.has(realGlobal(target), key),
        getOwnPropertyDescriptor: (target, key) => Reflect.getOwnPropertyDescriptor(realGlobal(target), key),
        defineProperty: (target, key, descriptor) => {
            const real = realGlobal(target);
            if (!Reflect.defineProperty(real, key, descriptor)) return false;
            syncProperty(target, real, key);
            return true;
        },
        deleteProperty: (target, key) => Reflect.deleteProperty(realGlobal(target), key),
        ownKeys: (target) => Reflect.ownKeys(realGlobal(target)),
        getPrototypeOf: (target) => Reflect.getPrototypeOf(realGlobal(target)),
        setPrototypeOf: (target, prototype) => Reflect.setPrototypeOf(realGlobal(target), prototype),
        preventExtensions: (target) => {
            const real = realGlobal(target);
            if (!Reflect.preventExtensions(real)) return false;
            for (const key of Reflect.ownKeys(real)) if (!Reflect.getOwnPropertyDescriptor(target, key)) Object.defineProperty(target, key, Reflect.getOwnPropertyDescriptor(real, key));
            return Reflect.preventExtensions(target);
        },
        apply: (target, self, args) => Reflect.apply(realGlobal(target), self, args),
        construct: (target, args, newTarget) => {
            const real = realGlobal(target);
            return Reflect.construct(real, args, newTarget === lazyGlobals.get(target).facade ? real : newTarget);
        },
    };
    // `isInterface`: a function (an interface object); otherwise an object (the CSS namespace).
    // (A bound function: callable and constructible, with no `prototype` of its own, which a
    // callback interface such as NodeFilter lacks.)
    function lazyGlobal(name, isInterface, resolve) {
        const target = isInterface ? function () {}.bind(null) : {};
        const facade = new Proxy(target, installing);
        lazyGlobals.set(target, { facade, resolve });
        if (isInterface) facadeNames.set(facade, name);
        return facade;
    }

    // Interfaces a script cannot construct (no constructor in their IDL): the global is a
    // function that throws WebKit's TypeError, with the interface's prototype, name, length 0
    // and parent, while the DOM's own code keeps constructing the class. (A parent that
    // constructible classes extend, as CharacterData, checks `new.target` instead: their
    // super() calls go through it.) An interface extending one is one too.
    const facades = new Map(); // class -> its global, made when exposed
    function nonConstructible(...Interfaces) {
        for (const Interface of Interfaces) if (!facades.has(Interface)) facades.set(Interface, null);
    }
    function facadeOf(Interface) {
        if (typeof Interface !== 'function') return Interface;
        if (!facades.has(Interface)) {
            if (!facades.has(Object.getPrototypeOf(Interface))) return Interface;
            facades.set(Interface, null);
        }
        let facade = facades.get(Interface);
        if (facade) return facade;
        const name = Interface.name;
        facade = { [name]: function () { throw new TypeError('Illegal constructor'); } }[name];
        Object.setPrototypeOf(facade, facadeOf(Object.getPrototypeOf(Interface)));
        for (const key of Object.getOwnPropertyNames(Interface)) {
            if (key !== 'length' && key !== 'name' && key !== 'prototype') Object.defineProperty(facade, key, Object.getOwnPropertyDescriptor(Interface, key));
        }
        Object.defineProperty(facade, 'prototype', { value: Interface.prototype, writable: false });
        Object.defineProperty(Interface.prototype, 'constructor', { value: facade, writable: true, configurable: true, enumerable: false });
        facades.set(Interface, facade);
        return facade;
    }

    // A window property, unless the page declared a global of that name before the script that
    // defines it was installed (on first use): a global function declaration makes a property
    // no one can redefine, and in WebKit it shadows the window's too.
    function defineWindowProperty(name, descriptor) {
        try {
            Object.defineProperty(globalThis, name, descriptor);
        } catch (error) {
            if (Object.getOwnPropertyDescriptor(globalThis, name)?.configurable !== false) throw error;
        }
    }
    const defineGlobal = (name, value) => (defineWindowProperty(name, { value, writable: true, configurable: true, enumerable: false }), value);
    // Puts a file's interfaces (and other globals) on the window as WebIDL does: writable,
    // configurable, not enumerable; each interface shaped by exposeInterface, or, one still to
    // complete, exposed to complete on first use (exposeOnFirstUse).
    // (`shapedLater`: interfaces whose exposeInterface a later file calls, once the members other
    // files add are there: shaping them twice costs start-up a walk of every member.)
    function exposeGlobals(globals, shapedLater = []) {
        for (const [name, exposed] of Object.entries(globals)) {
            if (pending.has(exposed)) { exposeOnFirstUse(exposed, name); continue; }
            const value = facadeOf(exposed);
            if (typeof value === 'function' && /^[A-Z]/.test(name) && value.prototype && !shapedLater.includes(exposed)) exposeInterface(value, name);
            defineGlobal(name, value);
        }
    }

    // Function.prototype.toString as WebKit's for the DOM's own functions: `function
    // appendChild() {\n    [native code]\n}`, so a library's "is this native?" test answers as
    // in a web view. A function is the DOM's when its text is in the embedded scripts (asked
    // once per function, on the first call: start-up pays one property). A page's function of
    // the very same text would pass for native too, so very short texts (`() => {}`, which the
    // DOM's files hold as well) are never the DOM's.
    const sourceOf = Function.prototype.toString;
    let embeddedText = null;
    const verdicts = new WeakMap();
    const isTheDOMs = (fn, text) => {
        let verdict = verdicts.get(fn);
        if (verdict === undefined) {
            embeddedText ??= native.embeddedScriptText();
            verdicts.set(fn, verdict = text.length >= 30 && !text.includes('[native code]') && embeddedText.includes(text));
        }
        return verdict;
    };
    const toString = { toString() {
        const facadeName = facadeNames.get(this);
        if (facadeName !== undefined) return `function ${facadeName}() {\n    [native code]\n}`;
        const text = sourceOf.call(this); // a TypeError for anything but a function, as WebKit's
        if (this !== toString && !isTheDOMs(this, text)) return text;
        return `function ${String(this.name).replace(/^[gs]et /, '')}() {\n    [native code]\n}`;
    } }.toString;
    Object.defineProperty(Function.prototype, 'toString', { value: toString, writable: true, configurable: true, enumerable: false });

    Object.assign(dom, {
        illegalInvocation, thrownByAttribute, requireArguments, rejectingErrors, wrongThisCall, named, brandTest, brandOf, exposeInterface, exposeGlobals, brandInterface, brandMember,
        completeLater, extendInterface, completeInterface, completeBeforeUse, exposeOnFirstUse, nonConstructible, lazyGlobal, defineWindowProperty, orderMembers,
        holdPlace,
    });
})
