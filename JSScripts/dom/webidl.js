// What WebIDL's JavaScript binding makes of an interface, shared by every DOM file: internal
// slots a page cannot see, brand checks, and the shape of an interface's objects (enumerable
// members, constants, the class string). Loaded first: the other DOM files build on it.
(function (native, internals) {
    'use strict';

    const dom = (internals.dom = internals.dom || {});

    // Internal state lives under symbols only the DOM's files hold (`const { _parentNode } =
    // dom.slots`), so a page's Object.keys, JSON.stringify, for...in and spread see what they
    // see in WebKit: no own properties. One symbol per name, made on first use.
    dom.slots = new Proxy(Object.create(null), { get: (slots, name) => slots[name] ?? (slots[name] = Symbol(name.slice(1))) });

    // WebIDL's brand check: a member used on an object that is not one of the interface's (its
    // prototype, or Object.create of it) throws, as in WebKit.
    function illegalInvocation(object, interfaceName, member) {
        throw new TypeError(`The ${interfaceName}.${member} getter can only be used on instances of ${interfaceName}`);
    }
    // The object itself when it has the slot that marks the interface's instances.
    const brandOf = (object, slot, interfaceName, member) => (object !== null && typeof object === 'object' && object[slot] !== undefined ? object : illegalInvocation(object, interfaceName, member));

    const isConstantName = (name) => /^[A-Z][A-Z0-9_]*$/.test(name);

    // Brand checks for attributes written without one: each accessor of an interface given a
    // brand (a slot every instance has) is wrapped once to throw WebKit's TypeError on any other
    // object, the interface's prototype included (so a feature test reading
    // `Element.prototype.innerHTML` gets the error, not a value cached on the prototype). The
    // hot attributes check inline and are listed as such (`checked`).
    const wrapped = new WeakSet();
    const brands = new WeakMap();
    function brandAccessor(prototype, key, descriptor, brand, interfaceName) {
        const { get, set } = descriptor;
        const wrapGet = get && !wrapped.has(get), wrapSet = set && !wrapped.has(set);
        if (!wrapGet && !wrapSet) return;
        const check = (object) => { if (object == null || object[brand] === undefined) illegalInvocation(object, interfaceName, key); };
        // An accessor literal names its functions `get key` and `set key`, as WebIDL's are.
        const checked = Object.getOwnPropertyDescriptor({
            get [key]() { check(this); return get.call(this); },
            set [key](value) { check(this); set.call(this, value); },
        }, key);
        if (wrapGet) { descriptor.get = checked.get; wrapped.add(checked.get); }
        if (wrapSet) { descriptor.set = checked.set; wrapped.add(checked.set); }
        Object.defineProperty(prototype, key, descriptor);
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
            }
        }
        if (!Object.prototype.hasOwnProperty.call(prototype, Symbol.toStringTag)) {
            Object.defineProperty(prototype, Symbol.toStringTag, { value: name, configurable: true });
        }
        return Interface;
    }

    // Interfaces completed on first use. Most of the ~160 element interfaces never have an
    // element on a given page, so their members (reflected attributes, brand checks, WebIDL's
    // property attributes) are defined when a script first reads the interface's global or
    // the first element of it is made, not at start-up. Until then an interface is a bare
    // class; what other files add to it waits in its steps (extendInterface), in order.
    const pending = new Map(); // Interface -> { name, define, brand, checked, steps }
    // `define(prototype)` defines the interface's own members (before exposeInterface, as a
    // class body would); `brand` and `checked` are brandInterface's.
    function completeLater(Interface, name, define, brand, checked = '') {
        pending.set(Interface, { name, define, brand, checked, steps: [] });
    }
    // Runs `step(prototype)` now, or when the interface completes.
    function extendInterface(Interface, step) {
        const later = pending.get(Interface);
        if (later) later.steps.push(step); else step(Interface.prototype);
    }
    // Completes an interface (its parent first: an element's prototype chain is complete).
    function completeInterface(Interface) {
        const later = pending.get(Interface);
        if (later === undefined) return Interface;
        pending.delete(Interface);
        completeInterface(Object.getPrototypeOf(Interface));
        later.define?.(Interface.prototype);
        exposeInterface(Interface, later.name);
        for (const step of later.steps) step(Interface.prototype);
        if (later.brand) brandInterface(Interface, later.brand, later.checked);
        return Interface;
    }
    // What `createElement` finds in its tag map until the interface completes: reading the
    // entry's prototype completes it and puts the interface itself in the map.
    function completeOnFirstInstance(Interface, map, tags) {
        const entry = {
            get prototype() {
                for (const tag of tags) map.set(tag, Interface);
                return completeInterface(Interface).prototype;
            },
        };
        for (const tag of tags) map.set(tag, entry);
    }

    const defineGlobal = (name, value) => (Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false }), value);
    // Puts a file's interfaces (and other globals) on the window as WebIDL does: writable,
    // configurable, not enumerable; each interface shaped by exposeInterface. An interface that
    // completes later is a placeholder until read (or replaced), as lazily installed globals are.
    function exposeGlobals(globals) {
        for (const [name, value] of Object.entries(globals)) {
            if (pending.has(value)) {
                Object.defineProperty(globalThis, name, {
                    get() { return defineGlobal(name, completeInterface(value)); },
                    set(replacement) { completeInterface(value); defineGlobal(name, replacement); },
                    configurable: true, enumerable: false,
                });
                continue;
            }
            if (typeof value === 'function' && /^[A-Z]/.test(name) && value.prototype) exposeInterface(value, name);
            defineGlobal(name, value);
        }
    }

    Object.assign(dom, {
        illegalInvocation, brandOf, exposeInterface, exposeGlobals, brandInterface, brandMember,
        completeLater, extendInterface, completeInterface, completeOnFirstInstance,
    });
})
