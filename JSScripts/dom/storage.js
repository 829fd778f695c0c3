// Web Storage (HTML's localStorage and sessionStorage): a Storage per origin, kept for the
// runtime's life (a web view's storage outlives its page loads; nothing is written to disk),
// its items also named properties (`localStorage.theme = 'dark'`), with WebKit's 5 MB quota per
// origin. Installed on first use (DOMEnvironment.swift's lazyDOMScripts).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _storage } = dom.slots;
    const global = globalThis;
    const quota = 5 * 1024 * 1024;

    const areas = internals.storageAreas ??= { local: new Map(), session: new Map() };

    const wrongThis = (member) => { throw new TypeError(`Can only call Storage.${member} on instances of Storage`); };
    const itemsOf = (storage, member) => (storage != null && typeof storage === 'object' && storage[_storage] ? storage[_storage] : wrongThis(member));
    const notEnough = (given, count) => { if (given < count) throw new TypeError('Not enough arguments'); };
    const size = (items) => { let total = 0; for (const [key, value] of items) total += key.length + value.length; return total; };

    class Storage {
        constructor() { throw new TypeError('Illegal constructor'); }
        get length() { return itemsOf(this, 'length').size; }
        key(index) {
            const items = itemsOf(this, 'key');
            notEnough(arguments.length, 1);
            const at = Number(index) >>> 0;
            return at < items.size ? [...items.keys()][at] : null;
        }
        getItem(key) {
            const items = itemsOf(this, 'getItem');
            notEnough(arguments.length, 1);
            return items.get(String(key)) ?? null;
        }
        setItem(key, value) {
            const items = itemsOf(this, 'setItem');
            notEnough(arguments.length, 2);
            setItem(items, String(key), String(value));
        }
        removeItem(key) {
            const items = itemsOf(this, 'removeItem');
            notEnough(arguments.length, 1);
            items.delete(String(key));
        }
        clear() { itemsOf(this, 'clear').clear(); }
    }
    function setItem(items, key, value) {
        const old = items.get(key);
        if (old === value) return;
        if (size(items) - (old === undefined ? 0 : key.length + old.length) + key.length + value.length > quota) {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        items.set(key, value);
    }
    for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(Storage.prototype))) {
        if (key !== 'constructor') Object.defineProperty(Storage.prototype, key, { ...descriptor, enumerable: true });
    }

    // A Storage object: its items are its named properties, unless the prototype chain has the
    // name (`localStorage.key` is the method; WebIDL's named properties without
    // [LegacyOverrideBuiltIns]); setting any other name stores a string.
    function storageObject(items) {
        const target = Object.create(Storage.prototype);
        Object.defineProperty(target, _storage, { value: items, configurable: true });
        const shadowed = (object, key) => typeof key !== 'string' || Reflect.has(Storage.prototype, key) || Object.prototype.hasOwnProperty.call(object, key);
        return new Proxy(target, {
            get: (object, key, receiver) => (!shadowed(object, key) && items.has(key) ? items.get(key) : Reflect.get(object, key, receiver)),
            has: (object, key) => (typeof key === 'string' && items.has(key)) || Reflect.has(object, key),
            set(object, key, value, receiver) {
                if (typeof key !== 'string' || Object.prototype.hasOwnProperty.call(object, key)) return Reflect.set(object, key, value, receiver);
                setItem(items, key, String(value));
                return true;
            },
            deleteProperty(object, key) {
                if (typeof key === 'string' && items.has(key) && !Object.prototype.hasOwnProperty.call(object, key)) { items.delete(key); return true; }
                return Reflect.deleteProperty(object, key);
            },
            ownKeys: (object) => [...items.keys(), ...Reflect.ownKeys(object).filter((key) => key !== _storage && !items.has(key))],
            getOwnPropertyDescriptor(object, key) {
                if (typeof key === 'string' && items.has(key) && !Object.prototype.hasOwnProperty.call(object, key)) return { value: items.get(key), writable: true, enumerable: true, configurable: true };
                return key === _storage ? undefined : Reflect.getOwnPropertyDescriptor(object, key);
            },
            defineProperty(object, key, descriptor) {
                if (typeof key !== 'string') return Reflect.defineProperty(object, key, descriptor);
                if (!('value' in descriptor)) return false;
                setItem(items, key, String(descriptor.value));
                return true;
            },
        });
    }

    // Each document's origin has its own storage; an opaque origin (about:blank, data:) has none
    // that persists, as WebKit gives it a throwaway area.
    const objects = new WeakMap();
    function storageFor(kind) {
        const document = global.document;
        let perDocument = objects.get(document);
        if (!perDocument) objects.set(document, (perDocument = {}));
        if (!perDocument[kind]) {
            let origin = 'null';
            try { origin = new URL(document.URL).origin; } catch (error) { origin = 'null'; }
            const area = areas[kind];
            let items = origin === 'null' ? new Map() : area.get(origin);
            if (!items) area.set(origin, (items = new Map()));
            perDocument[kind] = storageObject(items);
        }
        return perDocument[kind];
    }
    for (const [name, kind] of [['localStorage', 'local'], ['sessionStorage', 'session']]) {
        Object.defineProperty(global, name, {
            get: Object.getOwnPropertyDescriptor({
                get [name]() {
                    if (this != null && this !== global) throw new TypeError(`The Window.${name} getter can only be used on instances of Window`);
                    return storageFor(kind);
                },
            }, name).get,
            configurable: true, enumerable: true,
        });
    }
    dom.exposeGlobals({ Storage });
})
