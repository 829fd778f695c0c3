// The sheets of a document: <style> and <link> elements' sheets, document.styleSheets and
// adoptedStyleSheets.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _adopted, _constructed, _items, _media, _mediaAttribute, _ownerNode, _rules, _sheet, _sheetChildren, _sheetKey, _sheetVersion, _styleSheetItems, _styleSheetList, _styleSheetsCss, _styleSheetsVersion, _title, _version } = dom.slots; const { localNameOf, ownerDocumentOf, parentOf } = dom.nodeSlots;
    const { HTML_NS, Document } = dom;
    const { initSheet, CSSStyleSheet, parseSheetRules, changed, parseMediaList, cssomVersion, make, StyleSheetList, indexed } = dom.cssom;

    // ----- The sheets of a document -------------------------------------------------------------

    const isStylesheetLink = (element) => localNameOf(element) === 'link' && element.namespaceURI === HTML_NS
        && /(^|[\t\n\f\r ])stylesheet($|[\t\n\f\r ])/i.test(element.getAttribute('rel') || '') && (element.getAttribute('href') || '') !== '';
    const isCSSStyle = (element) => {
        const type = element.getAttribute('type');
        return type === null || type === '' || type.trim().toLowerCase() === 'text/css';
    };
    const connected = (element) => element.isConnected && ownerDocumentOf(element) === globalThis.document;

    // A <style>'s sheet, parsed from its text when first asked for and again when the text
    // changed (a new sheet object, as the old one's owner node went away); a <link>'s has the
    // rules the engine's URL scheme handlers serve for its URL, or none (a load nothing serves
    // fails as offline: Chromium's sheet for a failed load, same origin, has no rules).
    function servedStylesheet(url) {
        if (!url) return '';
        const response = native.fetchResource(url, 'stylesheet');
        return response && response[0] >= 200 && response[0] <= 299 ? response[1] : '';
    }
    function sheetOf(element) {
        if (!connected(element)) { detach(element); return null; }
        const document = ownerDocumentOf(element);
        const cached = element[_sheet];
        if (cached && element[_sheetVersion] === document[_version]) return cached;
        let key;
        if (localNameOf(element) === 'style') {
            if (!isCSSStyle(element)) { detach(element); return null; }
            key = 'style:' + (element[_sheetChildren] || 0);
        } else {
            if (!isStylesheetLink(element)) { detach(element); return null; }
            key = 'link:' + element.href;
        }
        if (!cached || element[_sheetKey] !== key) {
            detach(element);
            const sheet = initSheet(Object.create(CSSStyleSheet.prototype), {
                ownerNode: element, href: localNameOf(element) === 'link' ? element.href : null,
            });
            if (localNameOf(element) === 'style') sheet[_rules] = parseSheetRules(element.textContent, sheet);
            else sheet[_rules] = parseSheetRules(servedStylesheet(element.href), sheet);
            element[_sheet] = sheet;
            element[_sheetKey] = key;
            changed();
        }
        const sheet = element[_sheet];
        sheet[_title] = element.getAttribute('title') || null;
        const media = element.getAttribute('media') ?? '';
        if (sheet[_mediaAttribute] !== media) { sheet[_mediaAttribute] = media; sheet[_media][_media] = media ? parseMediaList(media) : []; }
        element[_sheetVersion] = document[_version];
        return sheet;
    }
    // A <style>'s sheet is parsed again when its children change (even to the same text, as
    // in Chromium; setting an empty one's text to '' changes nothing).
    const notifyChildList = dom.notifyChildList;
    dom.notifyChildList = function (target, ...rest) {
        if (localNameOf(target) === 'style') target[_sheetChildren] = (target[_sheetChildren] || 0) + 1;
        return notifyChildList?.call(this, target, ...rest);
    };
    const notifyCharacterData = dom.notifyCharacterData;
    dom.notifyCharacterData = function (target, ...rest) {
        const parent = parentOf(target);
        if (parent && localNameOf(parent) === 'style') parent[_sheetChildren] = (parent[_sheetChildren] || 0) + 1;
        return notifyCharacterData?.call(this, target, ...rest);
    };
    function detach(element) {
        if (element[_sheet]) { element[_sheet][_ownerNode] = null; element[_sheet] = null; element[_sheetKey] = null; changed(); }
    }
    for (const name of ['HTMLStyleElement', 'HTMLLinkElement']) {
        Object.defineProperty(globalThis[name].prototype, 'sheet', { get() { return sheetOf(this); }, configurable: true, enumerable: true });
    }

    // The document's sheets in tree order (style and link elements), cached per version.
    function documentSheets(document) {
        if (document[_styleSheetsVersion] === document[_version] && document[_styleSheetsCss] === cssomVersion.count) return document[_styleSheetItems];
        const sheets = [];
        if (document === globalThis.document) {
            for (const element of document.querySelectorAll('style, link')) {
                if (element.namespaceURI !== HTML_NS) continue;
                const sheet = sheetOf(element);
                if (sheet) sheets.push(sheet);
            }
        }
        document[_styleSheetItems] = sheets;
        document[_styleSheetsVersion] = document[_version];
        document[_styleSheetsCss] = cssomVersion.count;
        return sheets;
    }
    Object.defineProperty(Document.prototype, 'styleSheets', {
        get() {
            if (!this[_styleSheetList]) {
                const target = make(StyleSheetList, { [_items]: () => documentSheets(this) });
                this[_styleSheetList] = indexed(target, () => documentSheets(this));
            }
            return this[_styleSheetList];
        },
        configurable: true, enumerable: true,
    });
    // DocumentOrShadowRoot's adoptedStyleSheets: a shadow root's (once shadow.js is there)
    // apply to its shadow tree.
    function defineAdopted(prototype, typeName) {
        Object.defineProperty(prototype, 'adoptedStyleSheets', {
            get() { return this[_adopted] || (this[_adopted] = []); },
            set(value) {
                const sheets = [...value];
                for (const sheet of sheets) {
                    if (!(sheet instanceof CSSStyleSheet)) throw new TypeError(`Failed to set the 'adoptedStyleSheets' property on '${typeName}': Failed to convert value to 'CSSStyleSheet'.`);
                    if (!sheet[_constructed]) throw new DOMException(`Failed to set the 'adoptedStyleSheets' property on '${typeName}': Can't adopt non-constructed stylesheets.`, 'NotAllowedError');
                }
                this[_adopted] = sheets;
                changed();
            },
            configurable: true, enumerable: true,
        });
    }
    defineAdopted(Document.prototype, 'Document');
    if (dom.ShadowRoot) defineAdopted(dom.ShadowRoot.prototype, 'ShadowRoot');
    else dom.shadowRootInstalled = (ShadowRoot) => defineAdopted(ShadowRoot.prototype, 'ShadowRoot');

    Object.assign(dom.cssom, { documentSheets, sheetOf, connected });
})
