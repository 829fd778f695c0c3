// navigator.plugins, navigator.mimeTypes and navigator.pdfViewerEnabled as WebKit answers them:
// HTML's "PDF viewer plugins", five Plugin objects (PDF Viewer, Chrome PDF Viewer, Chromium PDF
// Viewer, Microsoft Edge PDF Viewer, WebKit built-in PDF), each with its own two MimeType
// objects (application/pdf, text/pdf); navigator.mimeTypes holds the first plugin's. Pages and
// libraries read these to detect a PDF viewer or to fingerprint the browser, and an empty or
// missing list is what a headless browser gives away. The lists are legacy platform objects:
// indices and names are own, read-only properties that cannot be defined or deleted (a proxy
// here, as in DataTransferItemList). Installed on first use (DOMEnvironment.swift).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const illegalConstructor = () => { throw new TypeError('Illegal constructor'); };
    const notEnough = (given) => dom.requireArguments(given, 1);

    // Object (the proxy a page holds) -> { items, names: Map name -> item }: what its indices
    // and names answer. A Plugin's entry also holds its own attributes.
    const lists = new WeakMap();
    const listOf = (object, interfaceName, member) => lists.get(object) ?? dom.wrongThisCall(interfaceName, member);
    const attributeOf = (object, interfaceName, member) => lists.get(object) ?? dom.illegalInvocation(object, interfaceName, member);

    const isIndex = (key) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295;
    // WebIDL's legacy platform object: indices enumerable, names not ([LegacyUnenumerableNamedProperties])
    // and hidden by what the prototype chain has (the named property visibility algorithm).
    function legacyPlatformList(prototype, list) {
        const target = Object.create(prototype);
        const supportedIndex = (key) => isIndex(key) && Number(key) < list.items.length;
        const visibleName = (object, key) => typeof key === 'string' && list.names.has(key) && !Reflect.getOwnPropertyDescriptor(object, key) && !(key in prototype);
        const value = (object, key) => (supportedIndex(key) ? list.items[Number(key)] : visibleName(object, key) ? list.names.get(key) : undefined);
        const proxy = new Proxy(target, {
            get: (object, key, receiver) => value(object, key) ?? Reflect.get(object, key, receiver),
            has: (object, key) => supportedIndex(key) || visibleName(object, key) || Reflect.has(object, key),
            getOwnPropertyDescriptor: (object, key) => {
                if (supportedIndex(key)) return { value: list.items[Number(key)], writable: false, enumerable: true, configurable: true };
                if (visibleName(object, key)) return { value: list.names.get(key), writable: false, enumerable: false, configurable: true };
                return isIndex(key) ? undefined : Reflect.getOwnPropertyDescriptor(object, key);
            },
            ownKeys: (object) => {
                const own = Reflect.ownKeys(object);
                const names = [...list.names.keys()].filter((name) => !own.includes(name) && !(name in prototype));
                return [...list.items.keys()].map(String).concat(names, own);
            },
            // (WebKit's messages; an index past the end is ignored, as WebKit ignores it.)
            defineProperty: (object, key, descriptor) => {
                if (isIndex(key)) throw new TypeError('Cannot set indexed properties on this object');
                if (visibleName(object, key)) throw new TypeError('Cannot set named properties on this object');
                return Reflect.defineProperty(object, key, descriptor);
            },
            set: (object, key, newValue, receiver) => (isIndex(key) || visibleName(object, key) ? false : Reflect.set(object, key, newValue, receiver === proxy ? object : receiver)),
            deleteProperty: (object, key) => (supportedIndex(key) || visibleName(object, key) ? false : Reflect.deleteProperty(object, key)),
        });
        lists.set(proxy, list);
        return proxy;
    }

    class PluginArray {
        constructor() { illegalConstructor(); }
        get length() { return attributeOf(this, 'PluginArray', 'length').items.length; }
        item(index) { const list = listOf(this, 'PluginArray', 'item'); notEnough(arguments.length); return list.items[index >>> 0] ?? null; }
        namedItem(name) { const list = listOf(this, 'PluginArray', 'namedItem'); notEnough(arguments.length); return list.names.get(String(name)) ?? null; }
        refresh() { listOf(this, 'PluginArray', 'refresh'); }
    }
    class MimeTypeArray {
        constructor() { illegalConstructor(); }
        get length() { return attributeOf(this, 'MimeTypeArray', 'length').items.length; }
        item(index) { const list = listOf(this, 'MimeTypeArray', 'item'); notEnough(arguments.length); return list.items[index >>> 0] ?? null; }
        namedItem(name) { const list = listOf(this, 'MimeTypeArray', 'namedItem'); notEnough(arguments.length); return list.names.get(String(name)) ?? null; }
    }
    class Plugin {
        constructor() { illegalConstructor(); }
        get name() { return attributeOf(this, 'Plugin', 'name').name; }
        get filename() { return attributeOf(this, 'Plugin', 'filename').filename; }
        get description() { return attributeOf(this, 'Plugin', 'description').description; }
        get length() { return attributeOf(this, 'Plugin', 'length').items.length; }
        item(index) { const list = listOf(this, 'Plugin', 'item'); notEnough(arguments.length); return list.items[index >>> 0] ?? null; }
        namedItem(name) { const list = listOf(this, 'Plugin', 'namedItem'); notEnough(arguments.length); return list.names.get(String(name)) ?? null; }
    }
    const mimeTypes = new WeakMap(); // MimeType -> { type, suffixes, description, plugin }
    const mimeTypeOf = (object, member) => mimeTypes.get(object) ?? dom.illegalInvocation(object, 'MimeType', member);
    class MimeType {
        constructor() { illegalConstructor(); }
        get type() { return mimeTypeOf(this, 'type').type; }
        get suffixes() { return mimeTypeOf(this, 'suffixes').suffixes; }
        get description() { return mimeTypeOf(this, 'description').description; }
        get enabledPlugin() { return mimeTypeOf(this, 'enabledPlugin').plugin; }
    }
    for (const List of [PluginArray, MimeTypeArray, Plugin]) {
        Object.defineProperty(List.prototype, Symbol.iterator, { value: Array.prototype.values, writable: true, configurable: true });
    }
    for (const Interface of [PluginArray, MimeTypeArray, Plugin, MimeType]) dom.exposeInterface(Interface);

    // The PDF viewer plugins and their MIME types, made once, in the spec's order.
    const description = 'Portable Document Format';
    const pluginNames = ['PDF Viewer', 'Chrome PDF Viewer', 'Chromium PDF Viewer', 'Microsoft Edge PDF Viewer', 'WebKit built-in PDF'];
    const plugins = pluginNames.map((name) => {
        const list = { name, filename: 'internal-pdf-viewer', description, items: [], names: new Map() };
        const plugin = legacyPlatformList(Plugin.prototype, list);
        for (const type of ['application/pdf', 'text/pdf']) {
            const mimeType = Object.create(MimeType.prototype);
            mimeTypes.set(mimeType, { type, suffixes: 'pdf', description, plugin });
            list.items.push(mimeType);
            list.names.set(type, mimeType);
        }
        return plugin;
    });
    const pluginArray = legacyPlatformList(PluginArray.prototype, { items: plugins, names: new Map(plugins.map((plugin, i) => [pluginNames[i], plugin])) });
    const firstPlugin = lists.get(plugins[0]);
    const mimeTypeArray = legacyPlatformList(MimeTypeArray.prototype, { items: firstPlugin.items, names: firstPlugin.names });

    dom.addNavigatorMembers({
        get plugins() { dom.checkNavigator(this, 'plugins'); return pluginArray; },
        get mimeTypes() { dom.checkNavigator(this, 'mimeTypes'); return mimeTypeArray; },
        get pdfViewerEnabled() { dom.checkNavigator(this, 'pdfViewerEnabled'); return true; },
    });
    dom.exposeGlobals({ PluginArray, MimeTypeArray, Plugin, MimeType });
})
