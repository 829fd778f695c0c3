// CSSRule and its interfaces (style, grouping, condition, media, supports, container, layer,
// import, namespace, font-face, page, keyframe, keyframes), CSSRuleList, and a rule's style.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _body, _condition, _cssText, _current, _declarations, _href, _items, _keyText, _media, _name, _names, _namespace, _parentRule, _rule, _ruleList, _rules, _selector, _selectorText, _sheet, _style, _styleSheet, _type, _write } = dom.slots; const { prefixOf } = dom.nodeSlots;
    const syntax = dom.cssSyntax;
    const { illegal, make, indexed, changed, notEnoughArguments, failed } = dom.cssom;
    // From later files of the group: set once, when all are installed (cssom/interfaces.js).
    var parseSelector, namespacesOf, insertRule, deleteRule, pageSelector, keyText, parseKeyframe;
    dom.cssomLinks.push(() => ({ parseSelector, namespacesOf, insertRule, deleteRule, pageSelector, keyText, parseKeyframe } = dom.cssom));

    // ----- Rules --------------------------------------------------------------------------------

    class CSSRule {
        constructor() { illegal(); }
        get type() { return this[_type]; }
        get cssText() { return this[_cssText](); }
        set cssText(value) { /* no effect, as the spec says */ }
        get parentRule() { return this[_parentRule] ?? null; }
        get parentStyleSheet() { return this[_sheet] ?? null; }
    }
    const ruleTypes = { STYLE_RULE: 1, CHARSET_RULE: 2, IMPORT_RULE: 3, MEDIA_RULE: 4, FONT_FACE_RULE: 5, PAGE_RULE: 6, KEYFRAMES_RULE: 7, KEYFRAME_RULE: 8, MARGIN_RULE: 9, NAMESPACE_RULE: 10, COUNTER_STYLE_RULE: 11, SUPPORTS_RULE: 12, FONT_FEATURE_VALUES_RULE: 14 };
    // (On the interface only: exposeInterface makes them WebIDL constants and puts their copies
    // on the prototype last, after the members, as WebKit lists them.)
    Object.assign(CSSRule, ruleTypes);

    class CSSRuleList {
        constructor() { illegal(); }
        get length() { return this[_items]().length; }
        item(index) { if (arguments.length < 1) throw notEnoughArguments(); return this[_items]()[index >>> 0] ?? null; }
        [Symbol.iterator]() { return this[_items]().slice()[Symbol.iterator](); }
    }
    function ruleListOf(owner) {
        if (!owner[_ruleList]) {
            const target = make(CSSRuleList, { [_items]: () => owner[_rules] });
            owner[_ruleList] = indexed(target, () => owner[_rules]);
        }
        return owner[_ruleList];
    }

    // The declarations of a rule, as a CSSStyleDeclaration that writes back to the rule.
    class CSSRuleStyleDeclaration extends dom.CSSStyleDeclaration {
        get [_current]() { return this[_rule][_declarations]; }
        [_write](declarations) { this[_rule][_declarations] = declarations.filter((d) => allowedIn(this[_rule], d)); changed(); }
        get parentRule() { return this[_rule]; }
    }
    function styleOf(rule) {
        if (!rule[_style]) {
            const declaration = new CSSRuleStyleDeclaration(null);
            declaration[_rule] = rule;
            rule[_style] = dom.styleProxy(declaration);
        }
        return rule[_style];
    }
    // What a keyframe (no animation properties, nothing !important) and a page (no
    // transforms, animations or transitions) cannot hold.
    function allowedIn(rule, declaration) {
        if (rule instanceof CSSKeyframeRule) return !declaration.priority && !/^animation(?!-timing-function$|-composition$)/.test(declaration.name);
        if (rule instanceof CSSPageRule) return !/^(transform|translate|rotate|scale|animation|transition)/.test(declaration.name);
        return true;
    }
    const declarationsText = (declarations) => dom.styleValues.serialize(declarations);
    const block = (declarations) => { const text = declarationsText(declarations); return text ? `{ ${text} }` : '{ }'; };

    class CSSStyleRule extends CSSRule {
        get selectorText() { return this[_selectorText]; }
        set selectorText(value) {
            const selector = parseSelector(String(value), namespacesOf(this[_sheet]?.[_rules]));
            if (selector === null) return;
            this[_selectorText] = selector.text;
            this[_selector] = selector;
            changed();
        }
        get style() { return styleOf(this); }
        set style(text) { this.style.cssText = text; }
        [_cssText]() { return `${this[_selectorText]} ${block(this[_declarations])}`; }
    }

    class CSSGroupingRule extends CSSRule {
        get cssRules() { return ruleListOf(this); }
        insertRule(rule, index = 0) { if (arguments.length < 1) throw notEnoughArguments(); return insertRule(this, 'CSSGroupingRule', rule, index); }
        deleteRule(index) { if (arguments.length < 1) throw notEnoughArguments(); deleteRule(this, 'CSSGroupingRule', index); }
        [_body]() {
            return this[_rules].length ? ` {\n${this[_rules].map((rule) => '  ' + rule.cssText).join('\n')}\n}` : ' {\n}';
        }
    }
    class CSSConditionRule extends CSSGroupingRule {
        // (A media rule's condition is its media list, as text: WebKit has the one getter here.)
        get conditionText() { return this[_media] ? this[_media].mediaText : this[_condition]; }
    }
    class CSSMediaRule extends CSSConditionRule {
        get media() { return this[_media]; }
        set media(text) { this[_media].mediaText = text; }
        [_cssText]() { return `@media ${this[_media].mediaText}${this[_body]()}`; }
    }
    class CSSSupportsRule extends CSSConditionRule {
        [_cssText]() { return `@supports ${this[_condition]}${this[_body]()}`; }
    }
    class CSSContainerRule extends CSSConditionRule {
        get containerName() { return /^[a-z-]+(?= )/i.exec(this[_condition])?.[0] ?? ''; }
        get containerQuery() { return this[_condition].replace(/^[a-z-]+ (?=\()/i, ''); }
        [_cssText]() { return `@container ${this[_condition]}${this[_body]()}`; }
    }
    class CSSLayerBlockRule extends CSSGroupingRule {
        get name() { return this[_name]; }
        [_cssText]() { return `@layer${this[_name] ? ' ' + this[_name] : ''}${this[_body]()}`; }
    }
    class CSSLayerStatementRule extends CSSRule {
        get nameList() { return Object.freeze(this[_names].slice()); }
        [_cssText]() { return `@layer ${this[_names].join(', ')};`; }
    }
    class CSSImportRule extends CSSRule {
        get href() { return this[_href]; }
        get media() { return this[_media]; }
        set media(text) { this[_media].mediaText = text; }
        get styleSheet() { return this[_styleSheet]; }
        get layerName() { return null; }
        get supportsText() { return null; }
        [_cssText]() { return `@import url(${syntax.escapeString(this[_href])})${this[_media].length ? ' ' + this[_media].mediaText : ''};`; }
    }
    class CSSNamespaceRule extends CSSRule {
        get namespaceURI() { return this[_namespace]; }
        get prefix() { return prefixOf(this); }
        [_cssText]() { return `@namespace ${prefixOf(this) ? prefixOf(this) + ' ' : ''}url(${syntax.escapeString(this[_namespace])});`; }
    }
    class CSSFontFaceRule extends CSSRule {
        get style() { return styleOf(this); }
        set style(text) { this.style.cssText = text; }
        [_cssText]() { return `@font-face ${block(this[_declarations])}`; }
    }
    class CSSPageRule extends CSSGroupingRule {
        get selectorText() { return this[_selectorText]; }
        set selectorText(value) { const text = pageSelector(String(value)); if (text !== null) { this[_selectorText] = text; changed(); } }
        get style() { return styleOf(this); }
        set style(text) { this.style.cssText = text; }
        [_cssText]() { return `@page${this[_selectorText] ? ' ' + this[_selectorText] : ''} ${block(this[_declarations])}`; }
    }
    class CSSKeyframeRule extends CSSRule {
        get keyText() { return this[_keyText]; }
        set keyText(value) {
            const text = keyText(String(value));
            if (text === null) throw new DOMException(`Failed to set the 'keyText' property on 'CSSKeyframeRule': The key '${value}' is invalid and cannot be parsed`, 'SyntaxError');
            this[_keyText] = text;
            changed();
        }
        get style() { return styleOf(this); }
        set style(text) { this.style.cssText = text; }
        [_cssText]() { return `${this[_keyText]} ${block(this[_declarations])}`; }
    }
    class CSSKeyframesRule extends CSSRule {
        get name() { return this[_name]; }
        set name(value) { this[_name] = String(value); changed(); }
        get cssRules() { return ruleListOf(this); }
        get length() { return this[_rules].length; }
        appendRule(text) {
            if (arguments.length < 1) throw notEnoughArguments();
            const rule = parseKeyframe(String(text));
            if (!rule) throw failed('appendRule', 'CSSKeyframesRule', `Failed to parse the rule '${text}'.`, 'SyntaxError');
            rule[_parentRule] = this;
            rule[_sheet] = this[_sheet];
            this[_rules].push(rule);
            changed();
        }
        deleteRule(select) {
            if (arguments.length < 1) throw notEnoughArguments();
            const key = keyText(String(select));
            for (let k = this[_rules].length - 1; k >= 0; k--) if (this[_rules][k][_keyText] === key) { this[_rules].splice(k, 1); changed(); return; }
        }
        findRule(select) {
            if (arguments.length < 1) throw notEnoughArguments();
            const key = keyText(String(select));
            for (let k = this[_rules].length - 1; k >= 0; k--) if (this[_rules][k][_keyText] === key) return this[_rules][k];
            return null;
        }
        [_cssText]() { return `@keyframes ${this[_name]} { \n${this[_rules].map((rule) => '  ' + rule.cssText + '\n').join('')}}`; }
    }

    Object.assign(dom.cssom, { ruleListOf, CSSImportRule, CSSNamespaceRule, CSSKeyframeRule, allowedIn, CSSStyleRule, CSSMediaRule, CSSSupportsRule, CSSContainerRule, CSSLayerStatementRule, CSSLayerBlockRule, CSSFontFaceRule, CSSPageRule, CSSKeyframesRule, CSSRule, CSSRuleList, CSSGroupingRule, CSSConditionRule });
})
