// structuredClone (HTML's StructuredSerialize then StructuredDeserialize, done in one walk):
// primitives, primitive wrappers, Date, RegExp, ArrayBuffer (resizable too), typed arrays and
// DataView, Map, Set, Error types, arrays (holes kept) and ordinary objects (own enumerable
// string keys, getters read in order), with cycles and shared references kept. The platform
// objects WebKit serializes (DOMRect, DOMRectReadOnly, DOMPoint, DOMMatrix, DOMQuad, their
// read-only kinds, DOMException) clone to new ones of their interface; functions, symbols,
// nodes, events and other platform objects throw WebKit's DataCloneError. `transfer` moves
// ArrayBuffers (the originals are detached). Installed on first use (window.structuredClone,
// history states, postMessage: dom.structuredClone).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    const cannotClone = () => new DOMException('The object can not be cloned.', 'DataCloneError');
    const intrinsic = (object, key) => Object.getOwnPropertyDescriptor(object, key);
    // Brand checks by the intrinsics themselves (a class string can be faked with toStringTag).
    const has = (method, value) => { try { method.call(value); return true; } catch (error) { return false; } };
    const numberValueOf = Number.prototype.valueOf, booleanValueOf = Boolean.prototype.valueOf, stringValueOf = String.prototype.valueOf;
    const bigintValueOf = BigInt.prototype.valueOf, symbolValueOf = Symbol.prototype.valueOf, dateGetTime = Date.prototype.getTime;
    const regexpSource = intrinsic(RegExp.prototype, 'source').get, regexpFlags = intrinsic(RegExp.prototype, 'flags').get;
    const bufferByteLength = intrinsic(ArrayBuffer.prototype, 'byteLength').get;
    const bufferResizable = intrinsic(ArrayBuffer.prototype, 'resizable')?.get;
    const bufferMaxByteLength = intrinsic(ArrayBuffer.prototype, 'maxByteLength')?.get;
    const bufferDetached = intrinsic(ArrayBuffer.prototype, 'detached')?.get;
    const typedArrayPrototype = Object.getPrototypeOf(Int8Array.prototype);
    const typedArrayBuffer = intrinsic(typedArrayPrototype, 'buffer').get, typedArrayOffset = intrinsic(typedArrayPrototype, 'byteOffset').get;
    const typedArrayLength = intrinsic(typedArrayPrototype, 'length').get, typedArrayTag = intrinsic(typedArrayPrototype, Symbol.toStringTag).get;
    const dataViewBuffer = intrinsic(DataView.prototype, 'buffer').get, dataViewOffset = intrinsic(DataView.prototype, 'byteOffset').get;
    const dataViewLength = intrinsic(DataView.prototype, 'byteLength').get;
    const mapHas = Map.prototype.has, setHas = Set.prototype.has;
    const mapEntries = Map.prototype.entries, setValues = Set.prototype.values;
    const getPrototypeOf = Reflect.getPrototypeOf;
    const errorNames = new Set(['Error', 'EvalError', 'RangeError', 'ReferenceError', 'SyntaxError', 'TypeError', 'URIError']);
    // Iterators and generators: objects with internal slots no serialization knows.
    const intrinsicTags = new Set(['Array Iterator', 'Map Iterator', 'Set Iterator', 'String Iterator', 'RegExp String Iterator', 'Generator', 'AsyncGenerator', 'Iterator Helper', 'Async-from-Sync Iterator']);

    const isIndex = (key) => /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < 4294967295;
    const isDetached = (buffer) => (bufferDetached ? bufferDetached.call(buffer) : false);

    // The interface a platform object (or a built-in with internal slots) belongs to: the class
    // string of the nearest prototype that names an interface the window exposes.
    function platformInterface(value) {
        for (let prototype = getPrototypeOf(value); prototype !== null && prototype !== Object.prototype; prototype = getPrototypeOf(prototype)) {
            const tag = intrinsic(prototype, Symbol.toStringTag)?.value;
            if (typeof tag !== 'string') continue;
            if (intrinsicTags.has(tag)) return tag;
            const exposed = intrinsic(globalThis, tag);
            if (exposed && 'value' in exposed && exposed.value === intrinsic(prototype, 'constructor')?.value) return tag;
        }
        return null;
    }

    // Reads an attribute through its interface's getter (not what a page set on the object).
    const attribute = (value, name) => {
        for (let prototype = getPrototypeOf(value); prototype !== null; prototype = getPrototypeOf(prototype)) {
            const descriptor = intrinsic(prototype, name);
            if (descriptor) return descriptor.get ? descriptor.get.call(value) : descriptor.value;
        }
        return undefined;
    };
    const interfaceObject = (name) => intrinsic(globalThis, name)?.value;
    const serializable = {
        DOMRectReadOnly: (value) => new (interfaceObject('DOMRectReadOnly'))(...['x', 'y', 'width', 'height'].map((name) => attribute(value, name))),
        DOMRect: (value) => new (interfaceObject('DOMRect'))(...['x', 'y', 'width', 'height'].map((name) => attribute(value, name))),
        DOMPointReadOnly: (value) => new (interfaceObject('DOMPointReadOnly'))(...['x', 'y', 'z', 'w'].map((name) => attribute(value, name))),
        DOMPoint: (value) => new (interfaceObject('DOMPoint'))(...['x', 'y', 'z', 'w'].map((name) => attribute(value, name))),
        DOMMatrixReadOnly: (value) => new (interfaceObject('DOMMatrixReadOnly'))(matrixInit(value)),
        DOMMatrix: (value) => new (interfaceObject('DOMMatrix'))(matrixInit(value)),
        DOMQuad: (value, clone) => new (interfaceObject('DOMQuad'))(...['p1', 'p2', 'p3', 'p4'].map((name) => clone(attribute(value, name)))),
        DOMException: (value) => {
            const copy = new DOMException(attribute(value, 'message'), attribute(value, 'name'));
            delete copy.stack; // WebKit's clone has none
            return copy;
        },
    };
    function matrixInit(value) {
        const names = attribute(value, 'is2D') ? ['a', 'b', 'c', 'd', 'e', 'f']
            : ['m11', 'm12', 'm13', 'm14', 'm21', 'm22', 'm23', 'm24', 'm31', 'm32', 'm33', 'm34', 'm41', 'm42', 'm43', 'm44'];
        return names.map((name) => attribute(value, name));
    }

    function copyBuffer(buffer) {
        if (isDetached(buffer)) throw new TypeError('Type error');
        const length = bufferByteLength.call(buffer);
        const copy = bufferResizable && bufferResizable.call(buffer) ? new ArrayBuffer(length, { maxByteLength: bufferMaxByteLength.call(buffer) }) : new ArrayBuffer(length);
        new Uint8Array(copy).set(new Uint8Array(buffer));
        return copy;
    }

    // The options dictionary and its transfer list: ArrayBuffers, each once, not detached.
    function transferList(options) {
        if (options === undefined || options === null) return [];
        if (typeof options !== 'object' && typeof options !== 'function') throw new TypeError('Type error');
        const transfer = options.transfer;
        if (transfer === undefined) return [];
        if (transfer === null || typeof transfer !== 'object' || typeof transfer[Symbol.iterator] !== 'function') throw new TypeError('Value is not a sequence');
        const list = [];
        for (const item of transfer) {
            if (item === null || typeof item !== 'object' || !has(bufferByteLength, item)) throw cannotClone();
            if (list.includes(item)) throw new DOMException('Duplicate transferable for structured clone', 'DataCloneError');
            if (isDetached(item)) throw cannotClone();
            list.push(item);
        }
        return list;
    }

    function structuredClone(value, options) {
        const transfer = transferList(options);
        const memory = new Map();

        function clone(value) {
            if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
                if (typeof value === 'symbol') throw cannotClone();
                return value;
            }
            const known = memory.get(value);
            if (known !== undefined) return known;
            if (typeof value === 'function' || value === globalThis) throw cannotClone();

            let copy;
            if (has(booleanValueOf, value)) copy = Object(booleanValueOf.call(value));
            else if (has(numberValueOf, value)) copy = Object(numberValueOf.call(value));
            else if (has(bigintValueOf, value)) copy = Object(bigintValueOf.call(value));
            else if (has(stringValueOf, value)) copy = Object(stringValueOf.call(value));
            else if (has(symbolValueOf, value)) throw cannotClone();
            else if (has(dateGetTime, value)) copy = new Date(dateGetTime.call(value));
            else if (value !== RegExp.prototype && has(regexpSource, value)) copy = new RegExp(regexpSource.call(value), regexpFlags.call(value));
            else if (has(bufferByteLength, value)) copy = copyBuffer(value);
            else if (ArrayBuffer.isView(value)) {
                const isTyped = typedArrayTag.call(value) !== undefined;
                const buffer = clone(isTyped ? typedArrayBuffer.call(value) : dataViewBuffer.call(value));
                if (isTyped) copy = new globalThis[typedArrayTag.call(value)](buffer, typedArrayOffset.call(value), typedArrayLength.call(value));
                else copy = new DataView(buffer, dataViewOffset.call(value), dataViewLength.call(value));
            } else if (has(mapHas, value)) {
                copy = new Map();
                memory.set(value, copy);
                // The entries as they are now, then each cloned (keys before values).
                const entries = [...mapEntries.call(value)];
                for (const [key, item] of entries) copy.set(clone(key), clone(item));
                return copyProperties(value, copy); // WebKit keeps a Map's and a Set's own properties
            } else if (has(setHas, value)) {
                copy = new Set();
                memory.set(value, copy);
                const items = [...setValues.call(value)];
                for (const item of items) copy.add(clone(item));
                return copyProperties(value, copy);
            } else if (value instanceof DOMException) {
                copy = serializable.DOMException(value);
            } else if (value instanceof Error) {
                copy = cloneError(value);
            } else if (Array.isArray(value)) {
                // Its indices (as WebKit: enumerable or not), then its other enumerable keys.
                copy = new Array(value.length);
                memory.set(value, copy);
                for (const key of Object.getOwnPropertyNames(value)) {
                    if (key === 'length' || (!isIndex(key) && !Object.prototype.propertyIsEnumerable.call(value, key))) continue;
                    if (!Object.prototype.hasOwnProperty.call(value, key)) continue; // deleted by an earlier getter
                    copy[key] = clone(value[key]);
                }
                return copy;
            } else {
                const name = platformInterface(value);
                if (name !== null) {
                    if (!Object.prototype.hasOwnProperty.call(serializable, name)) throw cannotClone();
                    copy = serializable[name](value, clone);
                } else {
                    copy = {};
                    memory.set(value, copy);
                    return copyProperties(value, copy);
                }
            }
            memory.set(value, copy);
            return copy;
        }

        // Own enumerable string keys, read in order (one an earlier getter made non-enumerable
        // or deleted is skipped).
        function copyProperties(value, copy) {
            for (const key of Object.keys(value)) {
                if (!Object.prototype.propertyIsEnumerable.call(value, key)) continue;
                copy[key] = clone(value[key]);
            }
            return copy;
        }

        // An Error: its constructor's kind (one of the standard names, else Error), its own
        // message, and what JavaScriptCore's errors carry (line, column, sourceURL, stack) and
        // cause, as WebKit keeps them.
        function cloneError(value) {
            let name = value.name;
            name = errorNames.has(name) ? name : 'Error';
            const messageDescriptor = Object.getOwnPropertyDescriptor(value, 'message');
            const message = messageDescriptor && 'value' in messageDescriptor ? String(messageDescriptor.value) : undefined;
            const copy = message === undefined ? new globalThis[name]() : new globalThis[name](message);
            memory.set(value, copy);
            for (const key of ['line', 'column', 'sourceURL', 'stack']) {
                const descriptor = Object.getOwnPropertyDescriptor(value, key);
                if (descriptor && 'value' in descriptor) Object.defineProperty(copy, key, { value: key === 'stack' ? String(descriptor.value) : descriptor.value, writable: true, enumerable: false, configurable: true });
                else delete copy[key];
            }
            const cause = Object.getOwnPropertyDescriptor(value, 'cause');
            if (cause && 'value' in cause) Object.defineProperty(copy, 'cause', { value: clone(cause.value), writable: true, enumerable: false, configurable: true });
            return copy;
        }

        const result = clone(value);
        // Transferred buffers: the clone has their bytes; the originals are detached.
        for (const buffer of transfer) {
            if (typeof buffer.transfer === 'function') buffer.transfer();
        }
        return result;
    }

    Object.defineProperty(dom, 'structuredClone', { value: structuredClone, writable: true, configurable: true, enumerable: true });
})
