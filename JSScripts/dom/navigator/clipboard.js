// navigator.clipboard (Clipboard API): the engine's own clipboard, which a page writes and reads
// with transient user activation, as WebKit allows it (a tap, or the app's evaluateJavaScript);
// without, WebKit's NotAllowedError. ClipboardItem holds what write() and read() carry.
// Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { EventTarget } = dom.eventClasses;
    const { _clipboardItem } = dom.slots;
    const { requireArguments: notEnough, rejectingErrors: rejecting } = dom;
    const notAllowed = () => new DOMException('The request is not allowed by the user agent or the platform in the current context, possibly because the user denied permission.', 'NotAllowedError');
    // The types WebKit writes and reads.
    const supportedTypes = ['text/plain', 'text/html', 'text/uri-list', 'image/png'];

    class ClipboardItem {
        constructor(items, options = undefined) {
            notEnough(arguments.length, 1);
            if (items === null || typeof items !== 'object') throw new TypeError("Argument 1 ('items') to the ClipboardItem constructor must be an object");
            const representations = new Map(Object.keys(items).map((type) => [String(type), items[type]]));
            const presentationStyle = options?.presentationStyle === undefined ? 'unspecified' : String(options.presentationStyle);
            if (!['unspecified', 'inline', 'attachment'].includes(presentationStyle)) throw new TypeError('Type error');
            Object.defineProperty(this, _clipboardItem, { value: { representations, presentationStyle, types: Object.freeze([...representations.keys()]) } });
        }
        get types() { return dom.brandOf(this, _clipboardItem, 'ClipboardItem', 'types')[_clipboardItem].types; }
        get presentationStyle() { return dom.brandOf(this, _clipboardItem, 'ClipboardItem', 'presentationStyle')[_clipboardItem].presentationStyle; }
        getType(type) {
            const item = this?.[_clipboardItem] ?? dom.wrongThisCall('ClipboardItem', 'getType');
            notEnough(arguments.length, 1);
            type = String(type);
            if (!item.representations.has(type)) return Promise.reject(new DOMException('The object can not be found here.', 'NotFoundError'));
            return Promise.resolve(item.representations.get(type)).then((value) => (value instanceof globalThis.Blob ? value : new globalThis.Blob([String(value)], { type })));
        }
        static supports(type) { notEnough(arguments.length, 1); return supportedTypes.includes(String(type)); }
    }

    let clipboard;
    let contents = []; // the ClipboardItems written last
    const check = (object, member) => { if (object !== clipboard) dom.wrongThisCall('Clipboard', member); };
    // What needs user activation settles now if the page has it, and rejects otherwise.
    const withActivation = (work) => (dom.userActivation.isActive ? Promise.resolve().then(work) : Promise.reject(notAllowed()));
    class Clipboard extends EventTarget {
        read() { return rejecting(() => { check(this, 'read'); return withActivation(() => contents.slice()); }); }
        readText() {
            return rejecting(() => {
                check(this, 'readText');
                return withActivation(() => {
                    const item = contents.find((each) => each[_clipboardItem].representations.has('text/plain'));
                    return item ? Promise.resolve(item[_clipboardItem].representations.get('text/plain')).then((value) => (value instanceof globalThis.Blob ? value.text() : String(value))) : '';
                });
            });
        }
        write(data) {
            return rejecting(() => {
                check(this, 'write');
                notEnough(arguments.length, 1);
                if (!Array.isArray(data) || !data.every((item) => item?.[_clipboardItem] !== undefined)) throw new TypeError('Type error');
                return withActivation(() => { contents = data.slice(); });
            });
        }
        writeText(data) {
            return rejecting(() => {
                check(this, 'writeText');
                notEnough(arguments.length, 1);
                const text = String(data);
                return withActivation(() => { contents = [new ClipboardItem({ 'text/plain': text })]; });
            });
        }
    }
    clipboard = new Clipboard();
    dom.nonConstructible(Clipboard);
    dom.addNavigatorMembers({ get clipboard() { dom.checkNavigator(this, 'clipboard'); return clipboard; } });
    dom.exposeGlobals({ Clipboard, ClipboardItem });
})
