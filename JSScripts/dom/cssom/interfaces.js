// The CSSOM's interfaces and functions on the window, with their brand checks: the last file
// of dom/cssom/.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    for (const link of dom.cssomLinks) link();
    dom.cssomLinks = null;
    const { _media, _rules, _type } = dom.slots;
    const { CSS, getComputedStyle, StyleSheet, CSSStyleSheet, StyleSheetList, MediaList, CSSRule, CSSRuleList, CSSStyleRule, CSSGroupingRule, CSSConditionRule, CSSMediaRule, CSSSupportsRule, CSSContainerRule, CSSLayerBlockRule, CSSLayerStatementRule, CSSImportRule, CSSNamespaceRule, CSSFontFaceRule, CSSPageRule, CSSKeyframeRule, CSSKeyframesRule } = dom.cssom;

    const define = (name, value) => Object.getOwnPropertyDescriptor(globalThis, name)?.configurable === false
        || dom.exposeGlobals({ [name]: value });
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(CSSRule, 'cssText parentRule parentStyleSheet type');
    dom.orderMembers(CSSStyleSheet, 'ownerRule cssRules rules insertRule deleteRule addRule removeRule replace replaceSync');
    dom.orderMembers(MediaList, 'mediaText length item deleteMedium appendMedium toString');
    define('CSS', CSS);
    define('getComputedStyle', getComputedStyle);
    for (const Class of [StyleSheet, CSSStyleSheet, StyleSheetList, MediaList, CSSRule, CSSRuleList, CSSStyleRule, CSSGroupingRule,
        CSSConditionRule, CSSMediaRule, CSSSupportsRule, CSSContainerRule, CSSLayerBlockRule, CSSLayerStatementRule, CSSImportRule,
        CSSNamespaceRule, CSSFontFaceRule, CSSPageRule, CSSKeyframeRule, CSSKeyframesRule]) define(Class.name, Class);
    // Brand checks (webidl.js): each family by a slot all its objects have.
    for (const Rule of [CSSRule, CSSStyleRule, CSSGroupingRule, CSSConditionRule, CSSMediaRule, CSSSupportsRule, CSSContainerRule, CSSLayerBlockRule,
        CSSLayerStatementRule, CSSImportRule, CSSNamespaceRule, CSSFontFaceRule, CSSPageRule, CSSKeyframeRule, CSSKeyframesRule]) dom.brandInterface(Rule, _type);
    for (const Sheet of [StyleSheet, CSSStyleSheet]) dom.brandInterface(Sheet, _rules);
    dom.brandInterface(MediaList, _media);
})
