// NodeList and HTMLCollection: live collections (recomputed when their document changed),
// static lists (querySelectorAll), and the getElementsBy* collections.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _isHTMLInHTMLDocument, _items, _mode, _version } = dom.slots; const { localNameOf, namespaceOf, nodeTypeOf, ownerDocumentOf, prefixOf } = dom.nodeSlots;
    const { notEnoughArguments, HTML_NS, asciiLowercase, descendants } = dom;

    // ----- Live collections -----------------------------------------------------------------

    // A collection recomputed when its document changed since it was last read; indexed
    // access goes through a Proxy so `list[0]` stays live too. The Proxy gives it WebIDL's
    // legacy platform object behaviour: indices (and an HTMLCollection's names) are read-only
    // own properties that cannot be set, defined or deleted; its internals are not own keys.
    const isIndex = (key) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295;
    function liveCollection(kind, owner, compute) {
        const target = Object.create(kind.prototype);
        let version = -1;
        let items = [];
        const refresh = () => {
            const document = nodeTypeOf(owner) === 9 ? owner : ownerDocumentOf(owner);
            const current = document ? document[_version] : 0;
            if (current !== version || !document) { items = compute(); version = current; }
            return items;
        };
        Object.defineProperty(target, _items, { get: refresh, configurable: true });
        const isNamed = kind === HTMLCollection || kind.prototype instanceof HTMLCollection;
        // (HTMLFormControlsCollection's own namedItem answers a RadioNodeList for a shared name.)
        const namedItem = kind === HTMLCollection ? HTMLCollection.prototype.namedItem : kind.prototype.namedItem;
        // A supported name not shadowed by the object itself (the prototype chain included).
        const named = (object, key) => (isNamed && typeof key === 'string' && key !== '' && !isIndex(key) && !(key in object)
            ? namedItem.call(object, key) : null);
        const supported = (object, key) => (isIndex(key) ? Number(key) < refresh().length : named(object, key) !== null);
        const proxy = new Proxy(target, {
            get(object, key, receiver) {
                if (isIndex(key)) return refresh()[Number(key)];
                // The collection's own state, read through an object that only inherits from it
                // (Object.create(collection).length): WebIDL's brand check fails.
                if (key === _items) { if (receiver !== proxy) throw new TypeError('Illegal invocation'); return refresh(); }
                if (isNamed && typeof key === 'string' && !(key in object)) return named(object, key) ?? undefined;
                return Reflect.get(object, key, receiver);
            },
            has(object, key) {
                if (isIndex(key)) return Number(key) < refresh().length;
                return Reflect.has(object, key) || named(object, key) !== null;
            },
            ownKeys(object) {
                const keys = [...refresh().keys()].map(String);
                if (isNamed) {
                    const names = new Set();
                    for (const element of refresh()) {
                        if (element.id) names.add(element.id);
                        const name = namespaceOf(element) === HTML_NS ? element.getAttribute('name') : null;
                        if (name) names.add(name);
                    }
                    for (const name of names) if (!Object.prototype.hasOwnProperty.call(object, name)) keys.push(name);
                }
                return keys.concat(Reflect.ownKeys(object).filter((key) => key !== _items));
            },
            getOwnPropertyDescriptor(object, key) {
                if (isIndex(key)) {
                    const list = refresh();
                    return Number(key) < list.length ? { value: list[Number(key)], enumerable: true, configurable: true, writable: false } : undefined;
                }
                if (key === _items) return undefined;
                const element = Object.prototype.hasOwnProperty.call(object, key) ? null : named(object, key);
                if (element) return { value: element, enumerable: false, configurable: true, writable: false };
                return Reflect.getOwnPropertyDescriptor(object, key);
            },
            set(object, key, value, receiver) {
                // An object inheriting from the collection sets its own property.
                if (receiver === proxy && (isIndex(key) || named(object, key) !== null)) return false; // a TypeError in strict code
                return Reflect.set(object, key, value, receiver);
            },
            defineProperty(object, key, descriptor) {
                if (isIndex(key) || named(object, key) !== null) return false;
                return Reflect.defineProperty(object, key, descriptor);
            },
            deleteProperty(object, key) {
                if (supported(object, key)) return false;
                return Reflect.deleteProperty(object, key);
            },
        });
        return proxy;
    }

    class NodeList {
        get length() { return this[_items].length; }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_items][index >>> 0] ?? null; }
    }
    // WebIDL: an iterable with an indexed getter takes Array.prototype's iteration methods,
    // which read the list by index as they go (a live list's additions are seen); in WebKit's order.
    for (const name of ['entries', 'forEach', 'keys', 'values']) {
        Object.defineProperty(NodeList.prototype, name, { value: Array.prototype[name], writable: true, enumerable: true, configurable: true });
    }
    Object.defineProperty(NodeList.prototype, Symbol.iterator, { value: Array.prototype[Symbol.iterator], writable: true, configurable: true });

    class HTMLCollection {
        get length() { return this[_items].length; }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_items][index >>> 0] ?? null; } // WebIDL's unsigned long: "form1" is 0
        namedItem(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            name = String(name);
            if (name === '') return null; // the empty string names nothing
            return this[_items].find((e) => e.id === name || (namespaceOf(e) === HTML_NS && e.getAttribute('name') === name)) ?? null;
        }
    }
    Object.defineProperty(HTMLCollection.prototype, Symbol.iterator, { value: Array.prototype[Symbol.iterator], writable: true, configurable: true });
    // WebIDL members are enumerable (for-in over document.forms lists them after the indices).
    for (const name of ['length', 'item', 'namedItem']) Object.defineProperty(HTMLCollection.prototype, name, { enumerable: true });

    // A static list, as querySelectorAll returns. Its indices are plain data properties: a
    // browser's are read-only, but JavaScriptCore keeps read-only indices in a sparse map,
    // which made building a list 4x and reading it 10x slower than contiguous storage.
    function staticNodeList(nodes) {
        const list = Object.create(NodeList.prototype);
        Object.defineProperty(list, _items, { value: nodes });
        for (let index = 0; index < nodes.length; index++) list[index] = nodes[index];
        return list;
    }

    dom.elementsByTagName = function (root, name) {
        name = String(name);
        const lower = asciiLowercase(name);
        return liveCollection(HTMLCollection, root, () => descendants(root).filter((e) => {
            if (name === '*') return true;
            const qualified = prefixOf(e) ? `${prefixOf(e)}:${localNameOf(e)}` : localNameOf(e);
            return e[_isHTMLInHTMLDocument]() ? qualified === lower : qualified === name;
        }));
    };
    dom.elementsByTagNameNS = function (root, namespace, localName) {
        namespace = namespace === '' ? null : namespace;
        return liveCollection(HTMLCollection, root, () => descendants(root).filter((e) =>
            (namespace === '*' || namespaceOf(e) === namespace) && (localName === '*' || localNameOf(e) === localName)));
    };
    dom.elementsByClassName = function (root, names) {
        const wanted = String(names).split(/[\t\n\f\r ]+/).filter(Boolean);
        const quirks = (ownerDocumentOf(root) || root)[_mode] === 'quirks';
        return liveCollection(HTMLCollection, root, () => {
            if (!wanted.length) return [];
            return descendants(root).filter((e) => {
                let classes = (e.getAttribute('class') || '').split(/[\t\n\f\r ]+/);
                if (quirks) { classes = classes.map(asciiLowercase); return wanted.every((w) => classes.includes(asciiLowercase(w))); }
                return wanted.every((w) => classes.includes(w));
            });
        });
    };

    Object.assign(dom, { liveCollection, NodeList, HTMLCollection, staticNodeList });
})
