// NamedNodeMap: an element's attributes as a list and by name (element.attributes).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _element, _isHTMLInHTMLDocument, _removeAttribute } = dom.slots; const { attributesOf } = dom.nodeSlots;
    const { notEnoughArguments, toUnsignedLong, domException, asciiLowercase } = dom;

    class NamedNodeMap {
        constructor() { throw new TypeError('Illegal constructor'); }
        get length() { return attributesOf(this[_element]).length; }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return attributesOf(this[_element])[toUnsignedLong(index)] ?? null; }
        getNamedItem(name) { if (arguments.length < 1) throw notEnoughArguments(); return this[_element].getAttributeNode(name); }
        getNamedItemNS(namespace, localName) { if (arguments.length < 2) throw notEnoughArguments(); return this[_element].getAttributeNodeNS(namespace, localName); }
        setNamedItem(attribute) { if (arguments.length < 1) throw notEnoughArguments(); return this[_element].setAttributeNode(attribute); }
        setNamedItemNS(attribute) { if (arguments.length < 1) throw notEnoughArguments(); return this[_element].setAttributeNode(attribute); }
        removeNamedItem(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            const attribute = this[_element].getAttributeNode(name);
            if (!attribute) throw domException(`No item with name '${name}' was found.`, 'NotFoundError');
            this[_element][_removeAttribute](attribute);
            return attribute;
        }
        removeNamedItemNS(namespace, localName) {
            if (arguments.length < 2) throw notEnoughArguments();
            const attribute = this[_element].getAttributeNodeNS(namespace, localName);
            if (!attribute) throw domException(`No item with name '${localName}' was found.`, 'NotFoundError');
            this[_element][_removeAttribute](attribute);
            return attribute;
        }
        [Symbol.iterator]() { return attributesOf(this[_element]).values(); }
    }

    // Indices and attribute names as properties (WebIDL's indexed and named getters): the names
    // are the qualified names, lowercase ones only on an HTML element in an HTML document.
    function namedNodeMap(element) {
        const target = Object.create(NamedNodeMap.prototype);
        Object.defineProperty(target, _element, { value: element, configurable: true });
        const index = (key) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key) ? Number(key) : -1;
        const names = () => {
            const list = [];
            for (const a of attributesOf(element)) {
                if (!list.includes(a.name) && (!element[_isHTMLInHTMLDocument]() || a.name === asciiLowercase(a.name))) list.push(a.name);
            }
            return list;
        };
        const named = (key) => typeof key === 'string' && !(key in NamedNodeMap.prototype) && names().includes(key) ? element.getAttributeNode(key) : null;
        return new Proxy(target, {
            get(object, key, receiver) {
                const i = index(key);
                if (i >= 0) return attributesOf(element)[i];
                const attribute = named(key);
                return attribute ?? Reflect.get(object, key, receiver);
            },
            has(object, key) {
                const i = index(key);
                if (i >= 0) return i < attributesOf(element).length;
                return named(key) !== null || Reflect.has(object, key);
            },
            ownKeys(object) {
                return [...attributesOf(element).keys()].map(String).concat(names(), Reflect.ownKeys(object).filter((key) => key !== _element));
            },
            getOwnPropertyDescriptor(object, key) {
                if (key === _element) return undefined;
                const i = index(key);
                if (i >= 0) return i < attributesOf(element).length ? { value: attributesOf(element)[i], enumerable: true, configurable: true, writable: false } : undefined;
                const attribute = named(key);
                if (attribute) return { value: attribute, enumerable: false, configurable: true, writable: false };
                return Reflect.getOwnPropertyDescriptor(object, key);
            },
            set(object, key, value, receiver) {
                if (index(key) >= 0 || named(key)) return true; // read-only, silently (sloppy mode)
                return Reflect.set(object, key, value, receiver);
            },
            defineProperty(object, key, descriptor) {
                if (index(key) >= 0 || named(key)) return false;
                return Reflect.defineProperty(object, key, descriptor);
            },
        });
    }

    Object.assign(dom, { namedNodeMap, NamedNodeMap });
})
