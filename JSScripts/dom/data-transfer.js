// HTML's drag data store as scripts build and read it: DataTransfer (constructible, as a page
// makes one to fill a file input or a synthetic drop), DataTransferItemList and
// DataTransferItem. String items by format (`text` is `text/plain`, `url` is
// `text/uri-list`), `types` a new frozen array at each read as WebKit's (with `Files` when there
// are files), the drop effect. Installed on first use (DOMEnvironment.swift's lazyDOMScripts).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _dataTransfer, _dataItem, _files } = dom.slots;
    const global = globalThis;

    const wrongThis = (interfaceName, member) => { throw new TypeError(`Can only call ${interfaceName}.${member} on instances of ${interfaceName}`); };
    const notEnough = (given, count) => { if (given < count) throw new TypeError('Not enough arguments'); };
    const normalize = (format) => { format = String(format).toLowerCase(); return format === 'text' ? 'text/plain' : format === 'url' ? 'text/uri-list' : format; };
    const store = (object, member) => (object != null && object[_dataTransfer] ? object[_dataTransfer] : wrongThis('DataTransfer', member));

    class DataTransfer {
        constructor() {
            // items: [{ kind, type, data }] in the order they were added.
            const state = { items: [], dropEffect: 'none', effectAllowed: 'none', types: null, list: null, itemObjects: new Map() };
            Object.defineProperty(this, _dataTransfer, { value: state });
            state.list = itemList(state);
        }
        get dropEffect() { return store(this, 'dropEffect').dropEffect; }
        set dropEffect(value) { const state = store(this, 'dropEffect'); value = String(value); if (['none', 'copy', 'link', 'move'].includes(value)) state.dropEffect = value; }
        get effectAllowed() { return store(this, 'effectAllowed').effectAllowed; }
        // (Settable only during a dragstart, which nothing fires here: WebKit keeps `none`.)
        set effectAllowed(value) { store(this, 'effectAllowed'); }
        get items() { return store(this, 'items').list; }
        setDragImage(image, x, y) {
            store(this, 'setDragImage');
            notEnough(arguments.length, 3);
            if (!(image instanceof dom.Element)) throw new TypeError("Argument 1 ('image') to DataTransfer.setDragImage must be an instance of Element");
        }
        get types() {
            const state = store(this, 'types');
            {
                const types = state.items.filter((item) => item.kind === 'string').map((item) => item.type);
                if (state.items.some((item) => item.kind === 'file')) types.push('Files');
                state.types = Object.freeze(types);
            }
            return state.types;
        }
        getData(format) {
            const state = store(this, 'getData');
            notEnough(arguments.length, 1);
            const item = state.items.find((entry) => entry.kind === 'string' && entry.type === normalize(format));
            if (!item) return '';
            return item.data;
        }
        setData(format, data) {
            const state = store(this, 'setData');
            notEnough(arguments.length, 2);
            const type = normalize(format);
            const index = state.items.findIndex((entry) => entry.kind === 'string' && entry.type === type);
            if (index >= 0) state.items.splice(index, 1);
            state.items.push({ kind: 'string', type, data: String(data) });
            state.types = null;
        }
        clearData(format = undefined) {
            const state = store(this, 'clearData');
            const type = format === undefined ? null : normalize(format);
            state.items = state.items.filter((entry) => entry.kind !== 'string' || (type !== null && entry.type !== type));
            state.types = null;
        }
        get files() {
            const state = store(this, 'files');
            const list = Object.create(global.FileList.prototype);
            Object.defineProperty(list, _files, { value: state.items.filter((entry) => entry.kind === 'file').map((entry) => entry.data) });
            return list;
        }
    }

    class DataTransferItemList {
        constructor() { throw new TypeError('Illegal constructor'); }
        get length() { return listState(this, 'length').items.length; }
        add(data, type = undefined) {
            const state = listState(this, 'add');
            notEnough(arguments.length, 1);
            let item;
            if (global.File && data instanceof global.File) item = { kind: 'file', type: data.type, data };
            else {
                if (arguments.length < 2) throw new TypeError("Argument 1 ('data') to DataTransferItemList.add must be an instance of File");
                const format = normalize(type);
                if (state.items.some((entry) => entry.kind === 'string' && entry.type === format)) throw new DOMException('The operation is not supported.', 'NotSupportedError');
                item = { kind: 'string', type: format, data: String(data) };
            }
            state.items.push(item);
            state.types = null;
            return itemObject(state, item);
        }
        remove(index) {
            const state = listState(this, 'remove');
            notEnough(arguments.length, 1);
            const at = Number(index) >>> 0;
            if (at < state.items.length) { state.items.splice(at, 1); state.types = null; }
        }
        clear() { const state = listState(this, 'clear'); state.items = []; state.types = null; }
    }
    const listState = (object, member) => (object != null && object[_dataTransfer] ? object[_dataTransfer] : wrongThis('DataTransferItemList', member));
    // The list reads its store's items by index (`items[0]`).
    function itemList(state) {
        const target = Object.create(DataTransferItemList.prototype);
        Object.defineProperty(target, _dataTransfer, { value: state, configurable: true });
        const isIndex = (key) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key);
        const at = (key) => (Number(key) < state.items.length ? itemObject(state, state.items[Number(key)]) : undefined);
        return new Proxy(target, {
            get: (object, key, receiver) => (isIndex(key) ? at(key) : Reflect.get(object, key, receiver)),
            has: (object, key) => (isIndex(key) ? Number(key) < state.items.length : Reflect.has(object, key)),
            ownKeys: (object) => [...state.items.keys()].map(String).concat(Reflect.ownKeys(object).filter((key) => key !== _dataTransfer)),
            getOwnPropertyDescriptor: (object, key) => (isIndex(key)
                ? (Number(key) < state.items.length ? { value: at(key), enumerable: true, configurable: true, writable: false } : undefined)
                : key === _dataTransfer ? undefined : Reflect.getOwnPropertyDescriptor(object, key)),
            set: (object, key, value, receiver) => (isIndex(key) ? false : Reflect.set(object, key, value, receiver)),
            defineProperty: (object, key, descriptor) => (isIndex(key) ? false : Reflect.defineProperty(object, key, descriptor)),
        });
    }

    class DataTransferItem {
        constructor() { throw new TypeError('Illegal constructor'); }
        get kind() { return entryOf(this, 'kind').kind; }
        get type() { return entryOf(this, 'type').type; }
        getAsString(callback) {
            const entry = entryOf(this, 'getAsString');
            notEnough(arguments.length, 1);
            if (typeof callback !== 'function' || entry.kind !== 'string') return;
            setTimeout(() => callback(entry.data), 0);
        }
        getAsFile() { const entry = entryOf(this, 'getAsFile'); return entry.kind === 'file' ? entry.data : null; }
    }
    const entryOf = (object, member) => (object != null && object[_dataItem] ? object[_dataItem] : wrongThis('DataTransferItem', member));
    function itemObject(state, entry) {
        if (!state.itemObjects.has(entry)) {
            const item = Object.create(DataTransferItem.prototype);
            Object.defineProperty(item, _dataItem, { value: entry });
            state.itemObjects.set(entry, item);
        }
        return state.itemObjects.get(entry);
    }

    for (const Interface of [DataTransfer, DataTransferItemList, DataTransferItem]) {
        for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(Interface.prototype))) {
            if (key !== 'constructor') Object.defineProperty(Interface.prototype, key, { ...descriptor, enumerable: true });
        }
    }
    Object.defineProperty(DataTransfer.prototype.clearData, 'length', { value: 0 });
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(DataTransfer, 'dropEffect effectAllowed items types files setDragImage getData setData clearData');
    dom.exposeGlobals({ DataTransfer, DataTransferItemList, DataTransferItem });
})
