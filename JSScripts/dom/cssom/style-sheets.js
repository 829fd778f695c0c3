// StyleSheet, CSSStyleSheet (constructable) and StyleSheetList.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _baseURL, _constructed, _disabled, _href, _items, _media, _ownerNode, _ownerRule, _rules, _sheet, _title } = dom.slots;
    const { illegal, changed, ruleListOf, notEnoughArguments, failed, CSSImportRule, makeMediaList } = dom.cssom;
    // From later files of the group: set once, when all are installed (cssom/interfaces.js).
    var insertRule, deleteRule, parseSheetRules;
    dom.cssomLinks.push(() => ({ insertRule, deleteRule, parseSheetRules } = dom.cssom));

    // ----- Style sheets -------------------------------------------------------------------------

    class StyleSheet {
        constructor() { illegal(); }
        get type() { return 'text/css'; }
        get href() { return this[_href] ?? null; }
        get ownerNode() { return this[_ownerNode] ?? null; }
        get parentStyleSheet() { return this[_ownerRule] ? this[_ownerRule][_sheet] ?? null : null; }
        get title() { return this[_title] ?? null; }
        get media() { return this[_media]; }
        set media(text) { this[_media].mediaText = text; }
        get disabled() { return this[_disabled]; }
        set disabled(value) { this[_disabled] = !!value; changed(); }
    }

    class CSSStyleSheet extends StyleSheet {
        constructor(options = {}) {
            if (options === null || (typeof options !== 'object' && typeof options !== 'function')) options = {};
            const sheet = Object.create(new.target.prototype);
            const media = options.media;
            initSheet(sheet, { constructed: true, media: media && typeof media === 'object' && 'mediaText' in media ? media.mediaText : media === undefined ? '' : String(media) });
            sheet[_disabled] = !!options.disabled;
            sheet[_baseURL] = options.baseURL === undefined ? null : String(options.baseURL);
            return sheet;
        }
        get ownerRule() { return this[_ownerRule] ?? null; }
        get cssRules() { return ruleListOf(this); }
        get rules() { return this.cssRules; }
        insertRule(rule, index = 0) { if (arguments.length < 1) throw notEnoughArguments(); return insertRule(this, 'CSSStyleSheet', rule, index); }
        deleteRule(index) { if (arguments.length < 1) throw notEnoughArguments(); deleteRule(this, 'CSSStyleSheet', index); }
        addRule(selector = 'undefined', style = 'undefined', index) {
            const text = `${selector} { ${style} }`;
            this.insertRule(text, index === undefined ? this[_rules].length : index);
            return -1;
        }
        removeRule(index = 0) { this.deleteRule(index); }
        replaceSync(text) {
            if (arguments.length < 1) throw notEnoughArguments();
            if (!this[_constructed]) throw failed('replaceSync', 'CSSStyleSheet', "Can't call replaceSync on non-constructed CSSStyleSheets.", 'NotAllowedError');
            this[_rules] = parseSheetRules(String(text), this).filter((rule) => !(rule instanceof CSSImportRule));
            changed();
        }
        replace(text) {
            try {
                if (arguments.length < 1) throw notEnoughArguments();
                if (!this[_constructed]) throw failed('replace', 'CSSStyleSheet', "Can't call replace on non-constructed CSSStyleSheets.", 'NotAllowedError');
                this.replaceSync(text);
                return Promise.resolve(this);
            } catch (error) {
                return Promise.reject(error);
            }
        }
    }

    function initSheet(sheet, { constructed = false, media = '', ownerNode = null, href = null, title = null, ownerRule = null } = {}) {
        sheet[_constructed] = constructed;
        sheet[_ownerNode] = ownerNode;
        sheet[_ownerRule] = ownerRule;
        sheet[_href] = href;
        sheet[_title] = title;
        sheet[_disabled] = false;
        sheet[_rules] = [];
        sheet[_media] = makeMediaList(media, null);
        return sheet;
    }

    class StyleSheetList {
        constructor() { illegal(); }
        get length() { return this[_items]().length; }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_items]()[index >>> 0] ?? null; }
        [Symbol.iterator]() { return this[_items]().slice()[Symbol.iterator](); }
    }

    Object.assign(dom.cssom, { initSheet, CSSStyleSheet, StyleSheetList, StyleSheet });
})
