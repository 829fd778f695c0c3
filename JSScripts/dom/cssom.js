// The CSSOM as Chromium has it: document.styleSheets, <style>/<link> sheets, CSSStyleSheet
// (constructable), its rules (style, media, supports, import, font-face, keyframes, page,
// namespace, layer and container), MediaList; and getComputedStyle with the cascade: the
// user agent's defaults, the page's sheets (selectors by specificity, @media against the
// viewport, !important, source order), inline style, inheritance. Installed on first use:
// a page that never touches any of it does not compile it. Sheets are parsed (CSS Syntax
// Level 3, dom/css-syntax.js) from a <style>'s text when first asked for, and again when
// that text changes.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _a, _adopted, _attributes, _baseURL, _body, _changed, _computed, _computedFor, _condition, _constructed, _cssText, _current, _declarations, _disabled, _empty, _href, _isShadowRoot, _items, _keyText, _live, _localName, _media, _mediaAttribute, _mode, _name, _names, _namespace, _namespaceURI, _onChange, _ownerDocument, _ownerNode, _ownerRule, _parentNode, _parentRule, _prefix, _pseudos, _rule, _ruleCss, _ruleIndex, _ruleList, _ruleVersion, _rules, _selector, _selectorText, _shadowRoot, _sheet, _sheetChildren, _sheetKey, _sheetVersion, _style, _styleSheet, _styleSheetItems, _styleSheetList, _styleSheetsCss, _styleSheetsVersion, _styleText, _supported, _title, _type, _version, _write } = dom.slots;
    internals.installNow('dom/css-syntax.js');
    const syntax = dom.cssSyntax;
    const { Element, Document, HTML_NS } = dom;

    const knownProperties = syntax.knownProperties;
    // The computed properties in Chromium's order, with the values an element with no style has.
    const initialValues = new Map([
        ['accent-color', 'auto'],
        ['align-content', 'normal'],
        ['align-items', 'normal'],
        ['align-self', 'auto'],
        ['alignment-baseline', 'auto'],
        ['anchor-name', 'none'],
        ['anchor-scope', 'none'],
        ['animation-composition', 'replace'],
        ['animation-delay', '0s'],
        ['animation-direction', 'normal'],
        ['animation-duration', '0s'],
        ['animation-fill-mode', 'none'],
        ['animation-iteration-count', '1'],
        ['animation-name', 'none'],
        ['animation-play-state', 'running'],
        ['animation-range-end', 'normal'],
        ['animation-range-start', 'normal'],
        ['animation-timeline', 'auto'],
        ['animation-timing-function', 'ease'],
        ['animation-trigger', 'none'],
        ['app-region', 'none'],
        ['appearance', 'none'],
        ['aspect-ratio', 'auto'],
        ['backdrop-filter', 'none'],
        ['backface-visibility', 'visible'],
        ['background-attachment', 'scroll'],
        ['background-blend-mode', 'normal'],
        ['background-clip', 'border-box'],
        ['background-color', 'rgba(0, 0, 0, 0)'],
        ['background-image', 'none'],
        ['background-origin', 'padding-box'],
        ['background-position', '0% 0%'],
        ['background-repeat', 'repeat'],
        ['background-size', 'auto'],
        ['baseline-shift', '0px'],
        ['baseline-source', 'auto'],
        ['block-size', 'auto'],
        ['border-block-end-color', 'rgb(0, 0, 0)'],
        ['border-block-end-style', 'none'],
        ['border-block-end-width', '0px'],
        ['border-block-start-color', 'rgb(0, 0, 0)'],
        ['border-block-start-style', 'none'],
        ['border-block-start-width', '0px'],
        ['border-bottom-color', 'rgb(0, 0, 0)'],
        ['border-bottom-left-radius', '0px'],
        ['border-bottom-right-radius', '0px'],
        ['border-bottom-style', 'none'],
        ['border-bottom-width', '0px'],
        ['border-collapse', 'separate'],
        ['border-end-end-radius', '0px'],
        ['border-end-start-radius', '0px'],
        ['border-image-outset', '0'],
        ['border-image-repeat', 'stretch'],
        ['border-image-slice', '100%'],
        ['border-image-source', 'none'],
        ['border-image-width', '1'],
        ['border-inline-end-color', 'rgb(0, 0, 0)'],
        ['border-inline-end-style', 'none'],
        ['border-inline-end-width', '0px'],
        ['border-inline-start-color', 'rgb(0, 0, 0)'],
        ['border-inline-start-style', 'none'],
        ['border-inline-start-width', '0px'],
        ['border-left-color', 'rgb(0, 0, 0)'],
        ['border-left-style', 'none'],
        ['border-left-width', '0px'],
        ['border-right-color', 'rgb(0, 0, 0)'],
        ['border-right-style', 'none'],
        ['border-right-width', '0px'],
        ['border-shape', 'none'],
        ['border-start-end-radius', '0px'],
        ['border-start-start-radius', '0px'],
        ['border-top-color', 'rgb(0, 0, 0)'],
        ['border-top-left-radius', '0px'],
        ['border-top-right-radius', '0px'],
        ['border-top-style', 'none'],
        ['border-top-width', '0px'],
        ['bottom', 'auto'],
        ['box-decoration-break', 'slice'],
        ['box-shadow', 'none'],
        ['box-sizing', 'content-box'],
        ['break-after', 'auto'],
        ['break-before', 'auto'],
        ['break-inside', 'auto'],
        ['buffered-rendering', 'auto'],
        ['caption-side', 'top'],
        ['caret-animation', 'auto'],
        ['caret-color', 'rgb(0, 0, 0)'],
        ['caret-shape', 'auto'],
        ['clear', 'none'],
        ['clip', 'auto'],
        ['clip-path', 'none'],
        ['clip-rule', 'nonzero'],
        ['color', 'rgb(0, 0, 0)'],
        ['color-interpolation', 'srgb'],
        ['color-interpolation-filters', 'linearrgb'],
        ['color-rendering', 'auto'],
        ['color-scheme', 'normal'],
        ['column-count', 'auto'],
        ['column-fill', 'balance'],
        ['column-gap', 'normal'],
        ['column-height', 'auto'],
        ['column-rule-break', 'normal'],
        ['column-rule-color', 'rgb(0, 0, 0)'],
        ['column-rule-inset-cap-end', '0px'],
        ['column-rule-inset-cap-start', '0px'],
        ['column-rule-inset-junction-end', '0px'],
        ['column-rule-inset-junction-start', '0px'],
        ['column-rule-style', 'none'],
        ['column-rule-visibility-items', 'normal'],
        ['column-rule-width', '3px'],
        ['column-span', 'none'],
        ['column-width', 'auto'],
        ['column-wrap', 'auto'],
        ['contain', 'none'],
        ['contain-intrinsic-block-size', 'none'],
        ['contain-intrinsic-height', 'none'],
        ['contain-intrinsic-inline-size', 'none'],
        ['contain-intrinsic-size', 'none'],
        ['contain-intrinsic-width', 'none'],
        ['container-name', 'none'],
        ['container-type', 'normal'],
        ['content', 'normal'],
        ['content-visibility', 'visible'],
        ['corner-bottom-left-shape', 'superellipse(1)'],
        ['corner-bottom-right-shape', 'superellipse(1)'],
        ['corner-end-end-shape', 'superellipse(1)'],
        ['corner-end-start-shape', 'superellipse(1)'],
        ['corner-start-end-shape', 'superellipse(1)'],
        ['corner-start-start-shape', 'superellipse(1)'],
        ['corner-top-left-shape', 'superellipse(1)'],
        ['corner-top-right-shape', 'superellipse(1)'],
        ['counter-increment', 'none'],
        ['counter-reset', 'none'],
        ['counter-set', 'none'],
        ['cursor', 'auto'],
        ['cx', '0px'],
        ['cy', '0px'],
        ['d', 'none'],
        ['direction', 'ltr'],
        ['display', 'inline'],
        ['dominant-baseline', 'auto'],
        ['dynamic-range-limit', 'no-limit'],
        ['empty-cells', 'show'],
        ['field-sizing', 'fixed'],
        ['fill', 'rgb(0, 0, 0)'],
        ['fill-opacity', '1'],
        ['fill-rule', 'nonzero'],
        ['filter', 'none'],
        ['flex-basis', 'auto'],
        ['flex-direction', 'row'],
        ['flex-grow', '0'],
        ['flex-line-count', '1'],
        ['flex-shrink', '1'],
        ['flex-wrap', 'nowrap'],
        ['float', 'none'],
        ['flood-color', 'rgb(0, 0, 0)'],
        ['flood-opacity', '1'],
        ['font-family', '"Times New Roman"'],
        ['font-feature-settings', 'normal'],
        ['font-kerning', 'auto'],
        ['font-language-override', 'normal'],
        ['font-optical-sizing', 'auto'],
        ['font-palette', 'normal'],
        ['font-size', '16px'],
        ['font-size-adjust', 'none'],
        ['font-stretch', '100%'],
        ['font-style', 'normal'],
        ['font-synthesis-small-caps', 'auto'],
        ['font-synthesis-style', 'auto'],
        ['font-synthesis-weight', 'auto'],
        ['font-variant', 'normal'],
        ['font-variant-alternates', 'normal'],
        ['font-variant-caps', 'normal'],
        ['font-variant-east-asian', 'normal'],
        ['font-variant-emoji', 'normal'],
        ['font-variant-ligatures', 'normal'],
        ['font-variant-numeric', 'normal'],
        ['font-variant-position', 'normal'],
        ['font-variation-settings', 'normal'],
        ['font-weight', '400'],
        ['forced-color-adjust', 'auto'],
        ['frame-sizing', 'auto'],
        ['grid-auto-columns', 'auto'],
        ['grid-auto-flow', 'row'],
        ['grid-auto-rows', 'auto'],
        ['grid-column-end', 'auto'],
        ['grid-column-start', 'auto'],
        ['grid-row-end', 'auto'],
        ['grid-row-start', 'auto'],
        ['grid-template-areas', 'none'],
        ['grid-template-columns', 'none'],
        ['grid-template-rows', 'none'],
        ['height', 'auto'],
        ['hyphenate-character', 'auto'],
        ['hyphenate-limit-chars', 'auto'],
        ['hyphens', 'manual'],
        ['image-orientation', 'from-image'],
        ['image-rendering', 'auto'],
        ['initial-letter', 'normal'],
        ['inline-size', 'auto'],
        ['inset-block-end', 'auto'],
        ['inset-block-start', 'auto'],
        ['inset-inline-end', 'auto'],
        ['inset-inline-start', 'auto'],
        ['interactivity', 'auto'],
        ['interest-delay-end', 'normal'],
        ['interest-delay-start', 'normal'],
        ['interpolate-size', 'numeric-only'],
        ['isolation', 'auto'],
        ['justify-content', 'normal'],
        ['justify-items', 'normal'],
        ['justify-self', 'auto'],
        ['left', 'auto'],
        ['letter-spacing', 'normal'],
        ['lighting-color', 'rgb(255, 255, 255)'],
        ['line-break', 'auto'],
        ['line-height', 'normal'],
        ['list-style-image', 'none'],
        ['list-style-position', 'outside'],
        ['list-style-type', 'disc'],
        ['margin-block-end', '0px'],
        ['margin-block-start', '0px'],
        ['margin-bottom', '0px'],
        ['margin-inline-end', '0px'],
        ['margin-inline-start', '0px'],
        ['margin-left', '0px'],
        ['margin-right', '0px'],
        ['margin-top', '0px'],
        ['margin-trim', 'none'],
        ['marker-end', 'none'],
        ['marker-mid', 'none'],
        ['marker-start', 'none'],
        ['mask-clip', 'border-box'],
        ['mask-composite', 'add'],
        ['mask-image', 'none'],
        ['mask-mode', 'match-source'],
        ['mask-origin', 'border-box'],
        ['mask-position', '0% 0%'],
        ['mask-repeat', 'repeat'],
        ['mask-size', 'auto'],
        ['mask-type', 'luminance'],
        ['math-depth', '0'],
        ['math-shift', 'normal'],
        ['math-style', 'normal'],
        ['max-block-size', 'none'],
        ['max-height', 'none'],
        ['max-inline-size', 'none'],
        ['max-width', 'none'],
        ['min-block-size', '0px'],
        ['min-height', '0px'],
        ['min-inline-size', '0px'],
        ['min-width', '0px'],
        ['mix-blend-mode', 'normal'],
        ['object-fit', 'fill'],
        ['object-position', '50% 50%'],
        ['object-view-box', 'none'],
        ['offset-anchor', 'auto'],
        ['offset-distance', '0px'],
        ['offset-path', 'none'],
        ['offset-position', 'normal'],
        ['offset-rotate', 'auto 0deg'],
        ['opacity', '1'],
        ['order', '0'],
        ['orphans', '2'],
        ['outline-color', 'rgb(0, 0, 0)'],
        ['outline-offset', '0px'],
        ['outline-style', 'none'],
        ['outline-width', '3px'],
        ['overflow-anchor', 'auto'],
        ['overflow-block', 'visible'],
        ['overflow-clip-margin', '0px'],
        ['overflow-inline', 'visible'],
        ['overflow-wrap', 'normal'],
        ['overflow-x', 'visible'],
        ['overflow-y', 'visible'],
        ['overlay', 'none'],
        ['overscroll-behavior-block', 'auto'],
        ['overscroll-behavior-inline', 'auto'],
        ['overscroll-behavior-x', 'auto'],
        ['overscroll-behavior-y', 'auto'],
        ['padding-block-end', '0px'],
        ['padding-block-start', '0px'],
        ['padding-bottom', '0px'],
        ['padding-inline-end', '0px'],
        ['padding-inline-start', '0px'],
        ['padding-left', '0px'],
        ['padding-right', '0px'],
        ['padding-top', '0px'],
        ['paint-order', 'normal'],
        ['perspective', 'none'],
        ['perspective-origin', '0px 0px'],
        ['pointer-events', 'auto'],
        ['position', 'static'],
        ['position-anchor', 'normal'],
        ['position-area', 'none'],
        ['position-try-fallbacks', 'none'],
        ['position-try-order', 'normal'],
        ['position-visibility', 'anchors-visible'],
        ['print-color-adjust', 'economy'],
        ['quotes', 'auto'],
        ['r', '0px'],
        ['reading-flow', 'normal'],
        ['reading-order', '0'],
        ['resize', 'none'],
        ['right', 'auto'],
        ['rotate', 'none'],
        ['row-gap', 'normal'],
        ['row-rule-break', 'normal'],
        ['row-rule-color', 'rgb(0, 0, 0)'],
        ['row-rule-inset-cap-end', '0px'],
        ['row-rule-inset-cap-start', '0px'],
        ['row-rule-inset-junction-end', '0px'],
        ['row-rule-inset-junction-start', '0px'],
        ['row-rule-style', 'none'],
        ['row-rule-visibility-items', 'normal'],
        ['row-rule-width', '3px'],
        ['ruby-align', 'space-around'],
        ['ruby-overhang', 'auto'],
        ['ruby-position', 'over'],
        ['rule-overlap', 'row-over-column'],
        ['rx', 'auto'],
        ['ry', 'auto'],
        ['scale', 'none'],
        ['scroll-axis-lock', 'auto'],
        ['scroll-behavior', 'auto'],
        ['scroll-initial-target', 'none'],
        ['scroll-margin-block-end', '0px'],
        ['scroll-margin-block-start', '0px'],
        ['scroll-margin-bottom', '0px'],
        ['scroll-margin-inline-end', '0px'],
        ['scroll-margin-inline-start', '0px'],
        ['scroll-margin-left', '0px'],
        ['scroll-margin-right', '0px'],
        ['scroll-margin-top', '0px'],
        ['scroll-marker-group', 'none'],
        ['scroll-padding-block-end', 'auto'],
        ['scroll-padding-block-start', 'auto'],
        ['scroll-padding-bottom', 'auto'],
        ['scroll-padding-inline-end', 'auto'],
        ['scroll-padding-inline-start', 'auto'],
        ['scroll-padding-left', 'auto'],
        ['scroll-padding-right', 'auto'],
        ['scroll-padding-top', 'auto'],
        ['scroll-snap-align', 'none'],
        ['scroll-snap-stop', 'normal'],
        ['scroll-snap-type', 'none'],
        ['scroll-target-group', 'none'],
        ['scroll-timeline-axis', 'block'],
        ['scroll-timeline-name', 'none'],
        ['scrollbar-color', 'auto'],
        ['scrollbar-gutter', 'auto'],
        ['scrollbar-width', 'auto'],
        ['shape-image-threshold', '0'],
        ['shape-margin', '0px'],
        ['shape-outside', 'none'],
        ['shape-rendering', 'auto'],
        ['speak', 'normal'],
        ['stop-color', 'rgb(0, 0, 0)'],
        ['stop-opacity', '1'],
        ['stroke', 'none'],
        ['stroke-dasharray', 'none'],
        ['stroke-dashoffset', '0px'],
        ['stroke-linecap', 'butt'],
        ['stroke-linejoin', 'miter'],
        ['stroke-miterlimit', '4'],
        ['stroke-opacity', '1'],
        ['stroke-width', '1px'],
        ['tab-size', '8'],
        ['table-layout', 'auto'],
        ['text-align', 'start'],
        ['text-align-last', 'auto'],
        ['text-anchor', 'start'],
        ['text-autospace', 'no-autospace'],
        ['text-box-edge', 'auto'],
        ['text-box-trim', 'none'],
        ['text-combine-upright', 'none'],
        ['text-decoration', 'none'],
        ['text-decoration-color', 'rgb(0, 0, 0)'],
        ['text-decoration-line', 'none'],
        ['text-decoration-skip-ink', 'auto'],
        ['text-decoration-style', 'solid'],
        ['text-decoration-thickness', 'auto'],
        ['text-emphasis-color', 'rgb(0, 0, 0)'],
        ['text-emphasis-position', 'over'],
        ['text-emphasis-style', 'none'],
        ['text-fit', 'none'],
        ['text-indent', '0px'],
        ['text-justify', 'auto'],
        ['text-orientation', 'mixed'],
        ['text-overflow', 'clip'],
        ['text-rendering', 'auto'],
        ['text-shadow', 'none'],
        ['text-size-adjust', 'auto'],
        ['text-spacing-trim', 'normal'],
        ['text-transform', 'none'],
        ['text-underline-offset', 'auto'],
        ['text-underline-position', 'auto'],
        ['text-wrap-mode', 'wrap'],
        ['text-wrap-style', 'auto'],
        ['timeline-scope', 'none'],
        ['timeline-trigger-activation-range-end', 'normal'],
        ['timeline-trigger-activation-range-start', 'normal'],
        ['timeline-trigger-active-range-end', 'auto'],
        ['timeline-trigger-active-range-start', 'auto'],
        ['timeline-trigger-name', 'none'],
        ['timeline-trigger-source', 'auto'],
        ['top', 'auto'],
        ['touch-action', 'auto'],
        ['transform', 'none'],
        ['transform-box', 'view-box'],
        ['transform-origin', '0px 0px'],
        ['transform-style', 'flat'],
        ['transition-behavior', 'normal'],
        ['transition-delay', '0s'],
        ['transition-duration', '0s'],
        ['transition-property', 'all'],
        ['transition-timing-function', 'ease'],
        ['translate', 'none'],
        ['trigger-scope', 'none'],
        ['unicode-bidi', 'normal'],
        ['user-select', 'auto'],
        ['vector-effect', 'none'],
        ['vertical-align', 'baseline'],
        ['view-timeline-axis', 'block'],
        ['view-timeline-inset', 'auto'],
        ['view-timeline-name', 'none'],
        ['view-transition-class', 'none'],
        ['view-transition-group', 'normal'],
        ['view-transition-name', 'none'],
        ['view-transition-scope', 'none'],
        ['visibility', 'visible'],
        ['white-space-collapse', 'collapse'],
        ['widows', '2'],
        ['width', 'auto'],
        ['will-change', 'auto'],
        ['window-drag', 'none'],
        ['word-break', 'normal'],
        ['word-spacing', '0px'],
        ['writing-mode', 'horizontal-tb'],
        ['x', '0px'],
        ['y', '0px'],
        ['z-index', 'auto'],
        ['zoom', '1'],
        ['-webkit-border-horizontal-spacing', '0px'],
        ['-webkit-border-image', 'none'],
        ['-webkit-border-vertical-spacing', '0px'],
        ['-webkit-box-align', 'stretch'],
        ['-webkit-box-decoration-break', 'slice'],
        ['-webkit-box-direction', 'normal'],
        ['-webkit-box-flex', '0'],
        ['-webkit-box-ordinal-group', '1'],
        ['-webkit-box-orient', 'horizontal'],
        ['-webkit-box-pack', 'start'],
        ['-webkit-box-reflect', 'none'],
        ['-webkit-font-smoothing', 'auto'],
        ['-webkit-line-break', 'auto'],
        ['-webkit-line-clamp', 'none'],
        ['-webkit-locale', 'auto'],
        ['-webkit-mask-box-image', 'none'],
        ['-webkit-mask-box-image-outset', '0'],
        ['-webkit-mask-box-image-repeat', 'stretch'],
        ['-webkit-mask-box-image-slice', '0 fill'],
        ['-webkit-mask-box-image-source', 'none'],
        ['-webkit-mask-box-image-width', 'auto'],
        ['-webkit-mask-position-x', '0%'],
        ['-webkit-mask-position-y', '0%'],
        ['-webkit-rtl-ordering', 'logical'],
        ['-webkit-ruby-position', 'before'],
        ['-webkit-tap-highlight-color', 'rgba(0, 0, 0, 0.18)'],
        ['-webkit-text-combine', 'none'],
        ['-webkit-text-decorations-in-effect', 'none'],
        ['-webkit-text-fill-color', 'rgb(0, 0, 0)'],
        ['-webkit-text-orientation', 'vertical-right'],
        ['-webkit-text-security', 'none'],
        ['-webkit-text-stroke-color', 'rgb(0, 0, 0)'],
        ['-webkit-text-stroke-width', '0px'],
        ['-webkit-user-drag', 'auto'],
        ['-webkit-user-modify', 'read-only'],
        ['-webkit-writing-mode', 'horizontal-tb'],
    ]);
    const namedColors = new Map((
        'aliceblue:240,248,255 antiquewhite:250,235,215 aqua:0,255,255 aquamarine:127,255,212 '
        + 'azure:240,255,255 beige:245,245,220 bisque:255,228,196 black:0,0,0 blanchedalmond:255,235,205 '
        + 'blue:0,0,255 blueviolet:138,43,226 brown:165,42,42 burlywood:222,184,135 cadetblue:95,158,160 '
        + 'chartreuse:127,255,0 chocolate:210,105,30 coral:255,127,80 cornflowerblue:100,149,237 '
        + 'cornsilk:255,248,220 crimson:220,20,60 cyan:0,255,255 darkblue:0,0,139 darkcyan:0,139,139 '
        + 'darkgoldenrod:184,134,11 darkgray:169,169,169 darkgreen:0,100,0 darkgrey:169,169,169 '
        + 'darkkhaki:189,183,107 darkmagenta:139,0,139 darkolivegreen:85,107,47 darkorange:255,140,0 '
        + 'darkorchid:153,50,204 darkred:139,0,0 darksalmon:233,150,122 darkseagreen:143,188,143 '
        + 'darkslateblue:72,61,139 darkslategray:47,79,79 darkslategrey:47,79,79 darkturquoise:0,206,209 '
        + 'darkviolet:148,0,211 deeppink:255,20,147 deepskyblue:0,191,255 dimgray:105,105,105 '
        + 'dimgrey:105,105,105 dodgerblue:30,144,255 firebrick:178,34,34 floralwhite:255,250,240 '
        + 'forestgreen:34,139,34 fuchsia:255,0,255 gainsboro:220,220,220 ghostwhite:248,248,255 gold:255,215,0 '
        + 'goldenrod:218,165,32 gray:128,128,128 green:0,128,0 greenyellow:173,255,47 grey:128,128,128 '
        + 'honeydew:240,255,240 hotpink:255,105,180 indianred:205,92,92 indigo:75,0,130 ivory:255,255,240 '
        + 'khaki:240,230,140 lavender:230,230,250 lavenderblush:255,240,245 lawngreen:124,252,0 '
        + 'lemonchiffon:255,250,205 lightblue:173,216,230 lightcoral:240,128,128 lightcyan:224,255,255 '
        + 'lightgoldenrodyellow:250,250,210 lightgray:211,211,211 lightgreen:144,238,144 lightgrey:211,211,211 '
        + 'lightpink:255,182,193 lightsalmon:255,160,122 lightseagreen:32,178,170 lightskyblue:135,206,250 '
        + 'lightslategray:119,136,153 lightslategrey:119,136,153 lightsteelblue:176,196,222 '
        + 'lightyellow:255,255,224 lime:0,255,0 limegreen:50,205,50 linen:250,240,230 magenta:255,0,255 '
        + 'maroon:128,0,0 mediumaquamarine:102,205,170 mediumblue:0,0,205 mediumorchid:186,85,211 '
        + 'mediumpurple:147,112,219 mediumseagreen:60,179,113 mediumslateblue:123,104,238 '
        + 'mediumspringgreen:0,250,154 mediumturquoise:72,209,204 mediumvioletred:199,21,133 '
        + 'midnightblue:25,25,112 mintcream:245,255,250 mistyrose:255,228,225 moccasin:255,228,181 '
        + 'navajowhite:255,222,173 navy:0,0,128 oldlace:253,245,230 olive:128,128,0 olivedrab:107,142,35 '
        + 'orange:255,165,0 orangered:255,69,0 orchid:218,112,214 palegoldenrod:238,232,170 '
        + 'palegreen:152,251,152 paleturquoise:175,238,238 palevioletred:219,112,147 papayawhip:255,239,213 '
        + 'peachpuff:255,218,185 peru:205,133,63 pink:255,192,203 plum:221,160,221 powderblue:176,224,230 '
        + 'purple:128,0,128 rebeccapurple:102,51,153 red:255,0,0 rosybrown:188,143,143 royalblue:65,105,225 '
        + 'saddlebrown:139,69,19 salmon:250,128,114 sandybrown:244,164,96 seagreen:46,139,87 '
        + 'seashell:255,245,238 sienna:160,82,45 silver:192,192,192 skyblue:135,206,235 slateblue:106,90,205 '
        + 'slategray:112,128,144 slategrey:112,128,144 snow:255,250,250 springgreen:0,255,127 '
        + 'steelblue:70,130,180 tan:210,180,140 teal:0,128,128 thistle:216,191,216 tomato:255,99,71 '
        + 'turquoise:64,224,208 violet:238,130,238 wheat:245,222,179 white:255,255,255 whitesmoke:245,245,245 '
        + 'yellow:255,255,0 yellowgreen:154,205,50 '
    ).trim().split(' ').map((entry) => { const [name, rgb] = entry.split(':'); return [name, `rgb(${rgb.split(',').join(', ')})`]; }));
    // Every change to a sheet or rule from script counts here (computed styles compare it).
    let cssomVersion = 0;
    const changed = () => { cssomVersion++; };

    const illegal = () => { throw new TypeError('Illegal constructor'); };
    const make = (Class, fields) => Object.assign(Object.create(Class.prototype), fields);
    const isIndexKey = (key) => typeof key === 'string' && key.charCodeAt(0) <= 57 && key.charCodeAt(0) >= 48 && /^(0|[1-9]\d*)$/.test(key);
    // A list object with live indexed access (`list[0]`): items() gives the current items.
    function indexed(target, items) {
        return new Proxy(target, {
            get(object, key, receiver) { return isIndexKey(key) ? items()[Number(key)] : Reflect.get(object, key, receiver); },
            has(object, key) { return isIndexKey(key) ? Number(key) < items().length : Reflect.has(object, key); },
            ownKeys(object) { return [...items().keys()].map(String).concat(Reflect.ownKeys(object)); },
            getOwnPropertyDescriptor(object, key) {
                if (isIndexKey(key)) { const value = items()[Number(key)]; return value === undefined ? undefined : { value, writable: false, enumerable: true, configurable: true }; }
                return Reflect.getOwnPropertyDescriptor(object, key);
            },
        });
    }
    const required = (args, count, method, type) => {
        if (args.length < count) throw new TypeError(`Failed to execute '${method}' on '${type}': ${count} argument${count > 1 ? 's' : ''} required, but only ${args.length} present.`);
    };
    const failed = (method, type, message, name) => new DOMException(`Failed to execute '${method}' on '${type}': ${message}`, name);

    // ----- MediaList ------------------------------------------------------------------------

    // Media queries as Chromium writes them back: lowercase, one space around `and`, `: ` in
    // features; one that cannot parse is `not all`.
    function normalizeMedium(parsed, start, end) {
        const text = syntax.serialize(parsed, start, end);
        if (text === '') return '';
        let depth = 0;
        for (let k = start; k < end; k++) {
            const type = parsed.tokens[k].type;
            if (type === '(' || type === 'function') depth++;
            else if (type === ')') depth--;
            else if (type === '{' || type === '}' || type === ';' || type === 'bad-string' || type === 'bad-url' || (type === 'delim' && depth === 0 && !'<>='.includes(parsed.tokens[k].value))) return 'not all';
        }
        if (depth !== 0) return 'not all';
        return text.toLowerCase().replace(/\s*:\s*/g, ': ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')');
    }
    function parseMediaList(text) {
        const parsed = syntax.parse(text);
        const media = [];
        let start = 0;
        for (let k = 0; k <= parsed.tokens.length; k++) {
            if (k < parsed.tokens.length && parsed.tokens[k].type !== ',') {
                if (parsed.tokens[k].type === '(' || parsed.tokens[k].type === 'function') k = parsed.closing[k];
                continue;
            }
            const medium = normalizeMedium(parsed, start, Math.min(k, parsed.tokens.length));
            if (medium !== '' || k < parsed.tokens.length) media.push(medium === '' ? 'not all' : medium);
            start = k + 1;
        }
        return media;
    }
    class MediaList {
        constructor() { illegal(); }
        get mediaText() { return this[_media].join(', '); }
        set mediaText(text) { this[_media] = text === null ? [] : parseMediaList(String(text)); this[_changed](); }
        get length() { return this[_media].length; }
        item(index) { return this[_media][index >>> 0] ?? null; }
        appendMedium(medium) {
            const [parsed] = parseMediaList(String(medium));
            if (parsed === undefined || this[_media].includes(parsed)) return;
            this[_media].push(parsed);
            this[_changed]();
        }
        deleteMedium(medium) {
            const [parsed] = parseMediaList(String(medium));
            const index = this[_media].indexOf(parsed);
            if (index < 0) throw failed('deleteMedium', 'MediaList', `Failed to delete '${medium}'.`, 'NotFoundError');
            this[_media].splice(index, 1);
            this[_changed]();
        }
        [_changed]() { changed(); this[_onChange]?.(); }
        toString() { return this.mediaText; }
        [Symbol.iterator]() { return this[_media].slice()[Symbol.iterator](); }
    }
    function makeMediaList(text, onChange) {
        const target = make(MediaList, { [_media]: text ? parseMediaList(String(text)) : [], [_onChange]: onChange });
        return indexed(target, () => target[_media]);
    }

    // Whether a media list applies now (an empty one always does).
    const mediaMatches = new Map();
    function matchesMedia(list) {
        if (list.length === 0) return true;
        const text = list.join(', ');
        let result = mediaMatches.get(text);
        if (result === undefined) {
            result = globalThis.matchMedia(text).matches;
            if (mediaMatches.size < 500) mediaMatches.set(text, result);
        }
        return result;
    }

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
    for (const [name, value] of Object.entries(ruleTypes)) {
        Object.defineProperty(CSSRule, name, { value, enumerable: true });
        Object.defineProperty(CSSRule.prototype, name, { value, enumerable: true });
    }

    class CSSRuleList {
        constructor() { illegal(); }
        get length() { return this[_items]().length; }
        item(index) { return this[_items]()[index >>> 0] ?? null; }
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
    class CSSRuleStyleDeclaration extends globalThis.CSSStyleDeclaration {
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
        insertRule(rule, index = 0) { required(arguments, 1, 'insertRule', 'CSSGroupingRule'); return insertRule(this, 'CSSGroupingRule', rule, index); }
        deleteRule(index) { required(arguments, 1, 'deleteRule', 'CSSGroupingRule'); deleteRule(this, 'CSSGroupingRule', index); }
        [_body]() {
            return this[_rules].length ? ` {\n${this[_rules].map((rule) => '  ' + rule.cssText).join('\n')}\n}` : ' {\n}';
        }
    }
    class CSSConditionRule extends CSSGroupingRule {
        get conditionText() { return this[_condition]; }
    }
    class CSSMediaRule extends CSSConditionRule {
        get media() { return this[_media]; }
        set media(text) { this[_media].mediaText = text; }
        get conditionText() { return this[_media].mediaText; }
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
        get prefix() { return this[_prefix]; }
        [_cssText]() { return `@namespace ${this[_prefix] ? this[_prefix] + ' ' : ''}url(${syntax.escapeString(this[_namespace])});`; }
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
            const rule = parseKeyframe(String(text));
            if (!rule) throw failed('appendRule', 'CSSKeyframesRule', `Failed to parse the rule '${text}'.`, 'SyntaxError');
            rule[_parentRule] = this;
            rule[_sheet] = this[_sheet];
            this[_rules].push(rule);
            changed();
        }
        deleteRule(select) {
            const key = keyText(String(select));
            for (let k = this[_rules].length - 1; k >= 0; k--) if (this[_rules][k][_keyText] === key) { this[_rules].splice(k, 1); changed(); return; }
        }
        findRule(select) {
            const key = keyText(String(select));
            for (let k = this[_rules].length - 1; k >= 0; k--) if (this[_rules][k][_keyText] === key) return this[_rules][k];
            return null;
        }
        [_cssText]() { return `@keyframes ${this[_name]} { \n${this[_rules].map((rule) => '  ' + rule.cssText + '\n').join('')}}`; }
    }

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
        insertRule(rule, index = 0) { required(arguments, 1, 'insertRule', 'CSSStyleSheet'); return insertRule(this, 'CSSStyleSheet', rule, index); }
        deleteRule(index) { required(arguments, 1, 'deleteRule', 'CSSStyleSheet'); deleteRule(this, 'CSSStyleSheet', index); }
        addRule(selector = 'undefined', style = 'undefined', index) {
            const text = `${selector} { ${style} }`;
            this.insertRule(text, index === undefined ? this[_rules].length : index);
            return -1;
        }
        removeRule(index = 0) { this.deleteRule(index); }
        replaceSync(text) {
            if (!this[_constructed]) throw failed('replaceSync', 'CSSStyleSheet', "Can't call replaceSync on non-constructed CSSStyleSheets.", 'NotAllowedError');
            this[_rules] = parseSheetRules(String(text), this).filter((rule) => !(rule instanceof CSSImportRule));
            changed();
        }
        replace(text) {
            try {
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
        item(index) { return this[_items]()[index >>> 0] ?? null; }
        [Symbol.iterator]() { return this[_items]().slice()[Symbol.iterator](); }
    }

    // ----- Parsing rules ------------------------------------------------------------------------

    // Deeper blocks than this are dropped with their rule. Chromium 156 keeps 1,000 nested
    // @media rules and crashes its tab on 50,000 (or on 20,000 nested style rules); parsing
    // stays linear here (each level skips its nested blocks), the limit bounds the recursion
    // of building and writing rules.
    const maximumDepth = 1024;

    // A selector list as Chromium writes it back, or null when it is not valid: type names
    // lowercase, one space around combinators, `, ` between selectors, strings in double quotes.
    function parseSelector(text, namespaces = activeNamespaces) {
        let compiled;
        try { compiled = dom.compileSelector(text, namespaces); } catch (error) { return null; }
        const parsed = syntax.parse(text);
        if (parsed.tokens.some((t) => t.type === '{' || t.type === '}' || t.type === ';' || t.type === 'at')) return null;
        return { text: writeSelector(parsed, 0, parsed.tokens.length, namespaces), compiled };
    }
    // The @namespace rules a sheet's selectors see: { default, prefixes } (the last rule for a
    // prefix wins). `activeNamespaces` is the sheet's being parsed, null for none.
    let activeNamespaces = null;
    function namespacesOf(rules) {
        let namespaces = null;
        for (const rule of rules || []) {
            if (!(rule instanceof CSSNamespaceRule)) continue;
            namespaces ??= { default: null, prefixes: new Map() };
            if (rule[_prefix]) namespaces.prefixes.set(rule[_prefix], rule[_namespace]);
            else namespaces.default = rule[_namespace];
        }
        return namespaces;
    }
    function writeSelector(parsed, start, end, namespaces = null) {
        const tokens = parsed.tokens;
        // Written as pieces, with the last character kept aside: a long selector list stays
        // linear (reading the end of a growing string would flatten it at every token).
        const pieces = [];
        let last = '';
        const add = (text) => { if (text) { pieces.push(text); last = text[text.length - 1]; } };
        const trimEnd = () => {
            while (pieces.length && / $/.test(pieces[pieces.length - 1])) {
                const trimmed = pieces.pop().trimEnd();
                if (trimmed) { pieces.push(trimmed); break; }
            }
            const top = pieces[pieces.length - 1];
            last = top ? top[top.length - 1] : '';
        };
        let space = false;
        let inAttribute = 0;
        // Type names are lowercased (ASCII) where a compound starts, but not inside :lang()
        // or :dir(), whose arguments keep their case.
        const functions = [];
        const typePosition = () => (last === '' || last === ' ' || last === '(' || last === '|') && !/^(lang|dir)$/.test(functions[functions.length - 1] ?? '');
        const lowerASCII = (text) => text.replace(/[A-Z]+/g, (c) => c.toLowerCase());
        for (let k = start; k < end; k++) {
            const token = tokens[k];
            if (token.type === 'space') { space = last !== '' && last !== '(' && last !== ' '; continue; }
            if (token.type === '[') inAttribute++;
            if (inAttribute) {
                if (token.type === ']') inAttribute--;
                // The name lowercase, the value always quoted, the flag after a space.
                if (token.type === 'ident' && (last === '[' || last === '|')) add(syntax.escapeIdentifier(token.value.toLowerCase()));
                else if (token.type === 'ident' && last === '=') add(syntax.escapeString(token.value));
                else if (token.type === 'ident' && last === '"') add(' ' + token.value.toLowerCase());
                else add(token.type === 'string' ? syntax.escapeString(token.value) : token.type === 'ident' ? syntax.escapeIdentifier(token.value) : token.value);
                space = false;
                continue;
            }
            if (token.type === ',') { trimEnd(); add(', '); space = false; continue; }
            if (token.type === 'delim' && (token.value === '>' || token.value === '+' || token.value === '~')) { trimEnd(); add(` ${token.value} `); space = false; continue; }
            if (token.type === ')') { trimEnd(); add(')'); space = false; functions.pop(); continue; }
            if (space) add(' ');
            space = false;
            switch (token.type) {
                case 'ident': add(typePosition() ? syntax.escapeIdentifier(lowerASCII(token.value)) : syntax.escapeIdentifier(token.value)); break;
                case 'function': add(token.value.toLowerCase() + '('); functions.push(token.value.toLowerCase()); break;
                case '(': add('('); functions.push(''); break;
                case 'hash': add('#' + syntax.escapeIdentifier(token.value)); break;
                case 'string': add(syntax.escapeString(token.value)); break;
                case 'number': add(token.value); break;
                case 'dimension': add(token.value + token.unit.toLowerCase()); break;
                default: add(token.value);
            }
        }
        let out = pieces.join('').trim();
        // No default namespace: `*|` says nothing. With one, a prefix naming the default
        // namespace says nothing. `[|` never does; a universal selector with no prefix before
        // other simple selectors is not written.
        const defaultNamespace = namespaces ? namespaces.default : null;
        if (defaultNamespace === null) out = out.replace(/(^|[\s(,>+~])\*\|(?=[\w*\\-])/g, '$1');
        else out = out.replace(/(^|[\s(,>+~])([\w-]+)\|(?=[\w*\\-])/g, (match, before, prefix) => (namespaces.prefixes.get(prefix) === defaultNamespace ? before : match));
        return out.replace(/\[\|/g, '[').replace(/(^|[\s(,>+~])\*(?=[.#:\[])/g, '$1')
            .replace(/(^|[^:]):(before|after|first-line|first-letter)\b/g, '$1::$2')
            .replace(/:(nth-(?:last-)?(?:child|of-type))\(([^()]*?)(\s+of\s+[^)]*)?\)/gi, (match, name, argument, of) => `:${name.toLowerCase()}(${anPlusB(argument)}${of ?? ''})`);
    }
    // An+B as Chromium writes it: odd is 2n+1, even 2n, 1n+0 is n.
    function anPlusB(text) {
        const lower = text.replace(/\s+/g, '').toLowerCase();
        if (lower === 'odd') return '2n+1';
        if (lower === 'even') return '2n';
        const match = /^([+-]?\d*)n([+-]\d+)?$/.exec(lower);
        if (!match) return String(Number(lower));
        const a = match[1] === '' || match[1] === '+' ? 1 : match[1] === '-' ? -1 : Number(match[1]);
        const b = match[2] ? Number(match[2]) : 0;
        const head = a === 1 ? 'n' : a === -1 ? '-n' : `${a}n`;
        return b === 0 ? head : `${head}${b > 0 ? '+' : ''}${b}`;
    }

    // A page selector (`named`, `:first`, `named:left`), its pseudo-classes lowercase; null
    // when invalid.
    function pageSelector(text) {
        const match = /^\s*(-?[_a-zA-Z][-\w]*)?((?::(?:first|left|right|blank))*)\s*$/i.exec(text);
        return match ? (match[1] ?? '') + match[2].toLowerCase() : null;
    }

    // A keyframe selector list as written back: `from` is 0%, `to` 100%; null when invalid.
    function keyText(text) {
        const keys = text.split(',').map((key) => key.trim().toLowerCase());
        const out = [];
        for (const key of keys) {
            if (key === 'from') out.push('0%');
            else if (key === 'to') out.push('100%');
            else if (/^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%$/.test(key) && Number(key.slice(0, -1)) <= 100) out.push(syntax.formatNumber(key.slice(0, -1)) + '%');
            else return null;
        }
        return out.join(', ');
    }
    function parseKeyframe(text) {
        const parsed = syntax.parse(text);
        const rules = syntax.ruleList(parsed, 0, parsed.tokens.length);
        if (rules.length !== 1 || rules[0].at !== undefined) return null;
        return keyframe(parsed, rules[0]);
    }
    function keyframe(parsed, rule) {
        const key = keyText(syntax.serialize(parsed, rule.prelude[0], rule.prelude[1]));
        if (key === null) return null;
        const made = make(CSSKeyframeRule, { [_type]: 8, [_keyText]: key });
        made[_declarations] = declarationsOf(parsed, rule.block, 'keyframe').filter((d) => allowedIn(made, d));
        return made;
    }

    // The declarations of a block: unknown properties and values a property cannot take are
    // dropped; a later declaration replaces an earlier one unless only that was !important.
    function declarationsOf(parsed, range, kind) {
        const list = [];
        if (!range) return list;
        for (const d of syntax.declarationList(parsed, range[0], range[1]).declarations) {
            const custom = d.name.startsWith('--');
            const name = custom ? d.name : d.name.toLowerCase();
            let value;
            // A custom property keeps its text as written (trimmed).
            if (custom) value = d.value[1] > d.value[0] ? parsed.text.slice(parsed.tokens[d.value[0]].start, parsed.tokens[d.value[1] - 1].end) : '';
            else {
                if (kind === 'style' && !knownProperties.has(name)) continue;
                value = syntax.serialize(parsed, d.value[0], d.value[1]);
                if (value === '') continue;
                // A family name that is one identifier is written without its quotes.
                if (name === 'font-family') value = value.replace(/"([A-Za-z_][-\w]*)"/g, (match, family) => (/^(serif|sans-serif|monospace|cursive|fantasy|system-ui|inherit|initial|unset|default)$/i.test(family) ? match : family));
            }
            addDeclaration(list, name, value, d.important && kind !== 'keyframe');
        }
        return list;
    }
    function addDeclaration(list, name, value, important) {
        const entries = name.startsWith('--') ? [{ name, value, priority: important ? 'important' : '' }]
            : dom.styleValues.expand(name, dom.normalizeStyleValue(name, value), important ? 'important' : '');
        if (!entries) return;
        for (const entry of entries) {
            const index = list.findIndex((d) => d.name === entry.name);
            if (index >= 0) {
                if (list[index].priority && !entry.priority) continue;
                list.splice(index, 1);
            }
            list.push(entry);
        }
    }

    // One rule from the parser's ranges, or null when it is not valid where it stands.
    function makeRule(parsed, rule, sheet, parent, depth) {
        const fields = { [_sheet]: sheet, [_parentRule]: parent };
        const prelude = () => syntax.serialize(parsed, rule.prelude[0], rule.prelude[1]);
        if (rule.at === undefined) {
            const selector = parseSelector(prelude());
            if (!selector || !rule.block) return null;
            return make(CSSStyleRule, { ...fields, [_type]: 1, [_selectorText]: selector.text, [_selector]: selector, [_declarations]: declarationsOf(parsed, rule.block, 'style') });
        }
        const name = rule.at.toLowerCase();
        const grouping = (Class, extra) => {
            if (!rule.block || depth >= maximumDepth) return null;
            const made = make(Class, { ...fields, ...extra });
            made[_rules] = rulesOf(parsed, rule.block, sheet, made, depth + 1, false);
            return made;
        };
        switch (name) {
            case 'media': return grouping(CSSMediaRule, { [_type]: 4, [_media]: makeMediaList(prelude(), null) });
            case 'supports': {
                const condition = prelude();
                if (!condition) return null;
                return grouping(CSSSupportsRule, { [_type]: 12, [_condition]: condition.replace(/\s*:\s*/g, ': '), [_supported]: supportsCondition(condition) });
            }
            case 'container': return grouping(CSSContainerRule, { [_type]: 0, [_condition]: prelude().replace(/\s*:\s*/g, ': ') });
            case 'layer': {
                const names = prelude().split(',').map((n) => n.trim()).filter(Boolean);
                if (!rule.block) return names.length ? make(CSSLayerStatementRule, { ...fields, [_type]: 0, [_names]: names }) : null;
                return names.length > 1 ? null : grouping(CSSLayerBlockRule, { [_type]: 0, [_name]: names[0] ?? '' });
            }
            case 'font-face':
                if (!rule.block || prelude() !== '') return null;
                return make(CSSFontFaceRule, { ...fields, [_type]: 5, [_declarations]: declarationsOf(parsed, rule.block, 'descriptors') });
            case 'page': {
                const selector = pageSelector(prelude());
                if (!rule.block || selector === null) return null;
                const made = make(CSSPageRule, { ...fields, [_type]: 6, [_selectorText]: selector, [_rules]: [] });
                made[_declarations] = declarationsOf(parsed, rule.block, 'style').filter((d) => allowedIn(made, d));
                return made;
            }
            case 'keyframes': case '-webkit-keyframes': {
                const tokens = parsed.tokens.slice(rule.prelude[0], rule.prelude[1]).filter((t) => t.type !== 'space');
                if (!rule.block || tokens.length !== 1 || (tokens[0].type !== 'ident' && tokens[0].type !== 'string')) return null;
                const made = make(CSSKeyframesRule, { ...fields, [_type]: 7, [_name]: tokens[0].value, [_rules]: [] });
                for (const child of syntax.ruleList(parsed, rule.block[0], rule.block[1])) {
                    const frame = child.at === undefined ? keyframe(parsed, child) : null;
                    if (frame) { frame[_parentRule] = made; frame[_sheet] = sheet; made[_rules].push(frame); }
                }
                return made;
            }
            case 'import': {
                if (rule.block) return null;
                const tokens = parsed.tokens;
                let k = rule.prelude[0];
                while (k < rule.prelude[1] && tokens[k].type === 'space') k++;
                const first = tokens[k];
                let href;
                if (first && (first.type === 'string' || first.type === 'url')) { href = first.value; k++; }
                else if (first && first.type === 'function' && first.value.toLowerCase() === 'url') {
                    const inner = tokens.slice(k + 1, parsed.closing[k]).filter((t) => t.type !== 'space');
                    if (inner.length !== 1 || inner[0].type !== 'string') return null;
                    href = inner[0].value;
                    k = parsed.closing[k] + 1;
                } else return null;
                const made = make(CSSImportRule, { ...fields, [_type]: 3, [_href]: href, [_media]: makeMediaList(syntax.serialize(parsed, k, rule.prelude[1]), null) });
                let resolved = href;
                try { resolved = dom.resolveURL(href, sheet && sheet[_href] ? sheet[_href] : globalThis.document.baseURI); } catch (error) { /* kept as written */ }
                made[_styleSheet] = initSheet(Object.create(CSSStyleSheet.prototype), { href: resolved, ownerRule: made });
                return made;
            }
            case 'namespace': {
                if (rule.block) return null;
                // [prefix] (string | url), a url() with a quoted string counting as one url.
                const parts = [];
                for (let k = rule.prelude[0]; k < rule.prelude[1]; k++) {
                    const token = parsed.tokens[k];
                    if (token.type === 'space') continue;
                    if (token.type === 'function' && token.value.toLowerCase() === 'url') {
                        const inner = parsed.tokens.slice(k + 1, parsed.closing[k]).filter((t) => t.type !== 'space');
                        if (inner.length !== 1 || inner[0].type !== 'string') return null;
                        parts.push({ type: 'url', value: inner[0].value });
                        k = parsed.closing[k];
                    } else parts.push(token);
                }
                const prefix = parts.length === 2 && parts[0].type === 'ident' ? parts[0].value : '';
                const uri = parts[parts.length - 1];
                if (!uri || (uri.type !== 'string' && uri.type !== 'url') || parts.length > 2 || (parts.length === 2 && !prefix)) return null;
                return make(CSSNamespaceRule, { ...fields, [_type]: 10, [_prefix]: prefix, [_namespace]: uri.value });
            }
        }
        return null;
    }

    // @supports: a (property: value) is supported when the property is one Chromium parses
    // and the value one it takes; not/and/or combine; selector() is checked by the selector
    // engine. Anything else is not supported.
    function supportsCondition(text) {
        const source = text.trim();
        try {
            const parsed = syntax.parse(source);
            return evaluateSupports(parsed, 0, parsed.tokens.length, 0);
        } catch (error) {
            return false;
        }
    }
    function evaluateSupports(parsed, start, end, depth) {
        if (depth > 32) return false;
        const tokens = parsed.tokens;
        const terms = [];
        const operators = [];
        let negate = false;
        for (let k = start; k < end; k++) {
            const token = tokens[k];
            if (token.type === 'space') continue;
            if (token.type === 'ident') {
                const word = token.value.toLowerCase();
                if (word === 'not') { negate = true; continue; }
                if (word === 'and' || word === 'or') { operators.push(word); continue; }
                return false;
            }
            let value;
            if (token.type === '(') {
                const close = parsed.closing[k];
                const inner = tokens.slice(k + 1, close).filter((t) => t.type !== 'space');
                if (inner[0] && inner[0].type === 'ident' && inner[1] && inner[1].type === ':') {
                    const colon = tokens.indexOf(inner[1], k);
                    const name = inner[0].value.startsWith('--') ? inner[0].value : inner[0].value.toLowerCase();
                    const valueText = syntax.serialize(parsed, colon + 1, close).replace(/\s*!\s*important$/i, '');
                    value = name.startsWith('--') || (knownProperties.has(name) && valueText !== '' && !!dom.styleValues.expand(name, dom.normalizeStyleValue(name, valueText), ''));
                } else value = evaluateSupports(parsed, k + 1, close, depth + 1);
                k = close;
            } else if (token.type === 'function' && token.value.toLowerCase() === 'selector') {
                const close = parsed.closing[k];
                try { dom.compileSelector(syntax.serialize(parsed, k + 1, close)); value = true; } catch (error) { value = false; }
                k = close;
            } else return false;
            terms.push(negate ? !value : value);
            negate = false;
        }
        if (terms.length === 0 || operators.length !== terms.length - 1) return false;
        if (operators.length && !operators.every((o) => o === operators[0])) return false;
        return operators[0] === 'or' ? terms.some(Boolean) : terms.every(Boolean);
    }

    // The rules of a range; at the top level of a sheet, @import and @namespace only before
    // every other rule (a later one is dropped).
    function rulesOf(parsed, range, sheet, parent, depth, topLevel) {
        const rules = [];
        for (const rule of syntax.ruleList(parsed, range[0], range[1])) {
            const name = rule.at?.toLowerCase();
            if (name === 'charset') continue;
            if (!topLevel && (name === 'import' || name === 'namespace')) continue;
            if (name === 'import' && rules.some((r) => !(r instanceof CSSImportRule) && !(r instanceof CSSLayerStatementRule))) continue;
            if (name === 'namespace' && rules.some((r) => !(r instanceof CSSImportRule) && !(r instanceof CSSNamespaceRule) && !(r instanceof CSSLayerStatementRule))) continue;
            const made = makeRule(parsed, rule, sheet, parent, depth);
            if (made) rules.push(made);
            if (topLevel && made instanceof CSSNamespaceRule) activeNamespaces = namespacesOf(rules);
        }
        return rules;
    }
    function parseSheetRules(text, sheet) {
        const parsed = syntax.parse(text);
        const outer = activeNamespaces;
        activeNamespaces = null;
        try { return rulesOf(parsed, [0, parsed.tokens.length], sheet, null, 0, true); } finally { activeNamespaces = outer; }
    }

    // insertRule on a sheet or a grouping rule: the spec's checks in its order.
    function insertRule(owner, type, text, index) {
        index = Number(index) >>> 0;
        const rules = owner[_rules];
        if (index > rules.length) {
            throw failed('insertRule', type, type === 'CSSStyleSheet' ? `The index provided (${index}) is larger than the maximum index (${rules.length}).`
                : `the index ${index} must be less than or equal to the length of the rule list.`, 'IndexSizeError');
        }
        const source = String(text);
        const parsed = syntax.parse(source);
        const found = syntax.ruleList(parsed, 0, parsed.tokens.length);
        const sheet = owner instanceof CSSStyleSheet ? owner : owner[_sheet];
        const topLevel = owner instanceof CSSStyleSheet;
        const depth = topLevel ? 0 : depthOf(owner) + 1;
        const outer = activeNamespaces;
        activeNamespaces = namespacesOf(sheet?.[_rules]);
        let rule;
        try { rule = found.length === 1 ? makeRule(parsed, found[0], sheet ?? null, topLevel ? null : owner, depth) : null; } finally { activeNamespaces = outer; }
        if (rule && found[0].at === undefined && parsed.tokens.slice(found[0].end).some((t) => t.type !== 'space')) rule = null;
        if (!rule) throw failed('insertRule', type, `Failed to parse the rule '${source}'.`, 'SyntaxError');
        if (!topLevel && (rule instanceof CSSImportRule || rule instanceof CSSNamespaceRule)) throw failed('insertRule', type, "'@import' rules cannot be inserted inside a group rule.", 'HierarchyRequestError');
        if (topLevel && owner[_constructed] && rule instanceof CSSImportRule) throw failed('insertRule', type, "Can't insert @import rules into a constructed stylesheet.", 'SyntaxError');
        if (topLevel) {
            const isEarly = (r) => r instanceof CSSImportRule || r instanceof CSSLayerStatementRule;
            if (rule instanceof CSSImportRule && rules.slice(0, index).some((r) => !isEarly(r))) throw failed('insertRule', type, 'Failed to insert the rule.', 'HierarchyRequestError');
            if (!(rule instanceof CSSImportRule) && !(rule instanceof CSSLayerStatementRule) && !(rule instanceof CSSNamespaceRule) && rules.slice(index).some((r) => r instanceof CSSImportRule || r instanceof CSSNamespaceRule)) throw failed('insertRule', type, 'Failed to insert the rule.', 'HierarchyRequestError');
            if (rule instanceof CSSNamespaceRule && rules.some((r) => !(r instanceof CSSImportRule) && !(r instanceof CSSNamespaceRule) && !(r instanceof CSSLayerStatementRule))) throw failed('insertRule', type, 'Failed to insert the rule.', 'InvalidStateError');
        }
        rules.splice(index, 0, rule);
        changed();
        return index;
    }
    function deleteRule(owner, type, index) {
        index = Number(index) >>> 0;
        if (index >= owner[_rules].length) {
            throw failed('deleteRule', type, type === 'CSSStyleSheet' ? `The index provided (${index}) is larger than the maximum index (${Math.max(0, owner[_rules].length - 1)}).`
                : `the index ${index} is greated than the length of the rule list.`, 'IndexSizeError');
        }
        const [rule] = owner[_rules].splice(index, 1);
        rule[_parentRule] = null;
        rule[_sheet] = null;
        changed();
    }
    function depthOf(rule) {
        let depth = 0;
        for (let r = rule; r && r[_parentRule]; r = r[_parentRule]) depth++;
        return depth;
    }

    // ----- The sheets of a document -------------------------------------------------------------

    const isStylesheetLink = (element) => element[_localName] === 'link' && element.namespaceURI === HTML_NS
        && /(^|[\t\n\f\r ])stylesheet($|[\t\n\f\r ])/i.test(element.getAttribute('rel') || '') && (element.getAttribute('href') || '') !== '';
    const isCSSStyle = (element) => {
        const type = element.getAttribute('type');
        return type === null || type === '' || type.trim().toLowerCase() === 'text/css';
    };
    const connected = (element) => element.isConnected && element[_ownerDocument] === globalThis.document;

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
        const document = element[_ownerDocument];
        const cached = element[_sheet];
        if (cached && element[_sheetVersion] === document[_version]) return cached;
        let key;
        if (element[_localName] === 'style') {
            if (!isCSSStyle(element)) { detach(element); return null; }
            key = 'style:' + (element[_sheetChildren] || 0);
        } else {
            if (!isStylesheetLink(element)) { detach(element); return null; }
            key = 'link:' + element.href;
        }
        if (!cached || element[_sheetKey] !== key) {
            detach(element);
            const sheet = initSheet(Object.create(CSSStyleSheet.prototype), {
                ownerNode: element, href: element[_localName] === 'link' ? element.href : null,
            });
            if (element[_localName] === 'style') sheet[_rules] = parseSheetRules(element.textContent, sheet);
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
        if (target[_localName] === 'style') target[_sheetChildren] = (target[_sheetChildren] || 0) + 1;
        return notifyChildList?.call(this, target, ...rest);
    };
    const notifyCharacterData = dom.notifyCharacterData;
    dom.notifyCharacterData = function (target, ...rest) {
        const parent = target[_parentNode];
        if (parent && parent[_localName] === 'style') parent[_sheetChildren] = (parent[_sheetChildren] || 0) + 1;
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
        if (document[_styleSheetsVersion] === document[_version] && document[_styleSheetsCss] === cssomVersion) return document[_styleSheetItems];
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
        document[_styleSheetsCss] = cssomVersion;
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

    // ----- The cascade --------------------------------------------------------------------------

    // Specificity of one compiled complex selector as [ids, classes, types] packed in a number.
    function specificity(parts) {
        let total = 0;
        for (const compound of parts) {
            if (!compound || typeof compound === 'string') continue;
            if (compound.type && compound.type.name !== '*') total += 1;
            for (const filter of compound.filters) total += filterSpecificity(filter);
        }
        return total;
    }
    function filterSpecificity(filter) {
        switch (filter.kind) {
            case 'id': return 1 << 20;
            case 'class': case 'attribute': case 'pseudo': case 'lang': case 'dir': return 1 << 10;
            case 'never': return 1;
            case 'nth': return (1 << 10) + (filter.of ? Math.max(0, ...filter.of.map(specificity)) : 0);
            case 'is': case 'not': case 'has': return filter.where ? 0 : Math.max(0, ...filter.list.map(specificity));
        }
        return 0;
    }

    // Where a complex selector is filed: by the id, class or type its subject must have.
    function bucketKey(parts) {
        const subject = parts[parts.length - 1];
        for (const filter of subject.filters) if (filter.kind === 'id') return '#' + filter.value;
        for (const filter of subject.filters) if (filter.kind === 'class') return '.' + filter.value;
        for (const filter of subject.filters) if (filter.kind === 'attribute' && !filter.anyNamespace && filter.name === filter.lower) return '[' + filter.lower;
        if (subject.type && subject.type.name !== '*' && subject.type.lower === subject.type.name) return subject.type.lower;
        return '*';
    }

    // The style rules that apply now, in order, filed by subject, rebuilt when a sheet, rule
    // or the document changed.
    function ruleIndex(sheets, order) {
        const buckets = new Map();
        const file = (rule) => {
            const list = rule[_selector].compiled;
            for (const parts of list) {
                // A selector of a pseudo-element (`p::before`) is filed under it, its subject
                // without the pseudo-element (matched against the originating element).
                const subject = parts[parts.length - 1];
                const pseudo = subject.filters.find((filter) => filter.kind === 'never' && filter.pseudoElement);
                if (pseudo) {
                    const stripped = parts.slice(0, -1).concat({ ...subject, filters: subject.filters.filter((filter) => filter !== pseudo) });
                    add('::' + pseudo.pseudoElement, rule, stripped);
                    continue;
                }
                if (quirksIndexUnsafe && /^[#.]/.test(bucketKey(parts))) { add('*', rule, parts); continue; }
                add(bucketKey(parts), rule, parts);
            }
        };
        let quirksIndexUnsafe = globalThis.document && globalThis.document[_mode] === 'quirks';
        const add = (key, rule, parts) => {
            const entry = { rule, parts, specificity: specificity(parts), order: order.value };
            const bucket = buckets.get(key);
            if (bucket) bucket.push(entry); else buckets.set(key, [entry]);
        };
        // An explicit stack: grouping rules nest as deep as maximumDepth.
        const stack = [];
        for (let s = sheets.length - 1; s >= 0; s--) stack.push(sheets[s][_rules], 0);
        const walk = [];
        for (const sheet of sheets) walk.push(sheet);
        for (const sheet of walk) {
            if (sheet[_disabled] || !matchesMedia(sheet[_media][_media])) continue;
            const pending = [sheet[_rules].slice().reverse()];
            while (pending.length) {
                const top = pending[pending.length - 1];
                if (!top.length) { pending.pop(); continue; }
                const rule = top.pop();
                order.value++;
                if (rule instanceof CSSStyleRule) file(rule);
                else if (rule instanceof CSSMediaRule) { if (matchesMedia(rule[_media][_media])) pending.push(rule[_rules].slice().reverse()); }
                else if (rule instanceof CSSSupportsRule) { if (rule[_supported]) pending.push(rule[_rules].slice().reverse()); }
                else if (rule instanceof CSSLayerBlockRule) pending.push(rule[_rules].slice().reverse());
            }
        }
        return buckets;
    }

    // The user agent's styles: what Chromium's html.css gives the elements pages style most,
    // as a table by element name (no sheet to parse: a page's first getComputedStyle would
    // otherwise parse one). Four-sided shorthands are written as their longhands.
    const userAgentTable = [
        ['body', 'margin-top: 8px; margin-right: 8px; margin-bottom: 8px; margin-left: 8px'],
        ['p blockquote figure dl ol ul menu dir pre xmp plaintext listing', 'margin-top: 1em; margin-bottom: 1em'],
        ['blockquote figure', 'margin-left: 40px; margin-right: 40px'],
        ['dd', 'margin-left: 40px'],
        ['h1', 'font-size: 2em; margin-top: 0.67em; margin-bottom: 0.67em; font-weight: bold'],
        ['h2', 'font-size: 1.5em; margin-top: 0.83em; margin-bottom: 0.83em; font-weight: bold'],
        ['h3', 'font-size: 1.17em; margin-top: 1em; margin-bottom: 1em; font-weight: bold'],
        ['h4', 'margin-top: 1.33em; margin-bottom: 1.33em; font-weight: bold'],
        ['h5', 'font-size: 0.83em; margin-top: 1.67em; margin-bottom: 1.67em; font-weight: bold'],
        ['h6', 'font-size: 0.67em; margin-top: 2.33em; margin-bottom: 2.33em; font-weight: bold'],
        ['ol ul menu dir', 'padding-left: 40px'],
        ['ul menu dir', 'list-style-type: disc'],
        ['ol', 'list-style-type: decimal'],
        ['table', 'border-collapse: separate; border-spacing: 2px; box-sizing: border-box; text-indent: 0'],
        ['thead tbody tfoot tr', 'vertical-align: middle'],
        ['td th', 'padding-top: 1px; padding-right: 1px; padding-bottom: 1px; padding-left: 1px; vertical-align: inherit'],
        ['th', 'font-weight: bold; text-align: -internal-center'],
        ['b strong', 'font-weight: bold'],
        ['i em cite var dfn address', 'font-style: italic'],
        ['pre code kbd samp tt xmp plaintext listing', 'font-family: monospace'],
        ['pre xmp plaintext listing', 'white-space: pre'],
        ['center', 'text-align: -webkit-center'],
        ['small', 'font-size: smaller'],
        ['big', 'font-size: larger'],
        ['sub', 'vertical-align: sub; font-size: smaller'],
        ['sup', 'vertical-align: super; font-size: smaller'],
        ['u ins', 'text-decoration-line: underline'],
        ['s strike del', 'text-decoration-line: line-through'],
        ['hr', 'color: gray; border-top-style: inset; border-right-style: inset; border-bottom-style: inset; border-left-style: inset; '
            + 'border-top-width: 1px; border-right-width: 1px; border-bottom-width: 1px; border-left-width: 1px; '
            + 'margin-top: 0.5em; margin-bottom: 0.5em; margin-left: auto; margin-right: auto; overflow-x: hidden; overflow-y: hidden'],
        ['fieldset', 'margin-left: 2px; margin-right: 2px; border-top-width: 2px; border-right-width: 2px; border-bottom-width: 2px; '
            + 'border-left-width: 2px; border-top-style: groove; border-right-style: groove; border-bottom-style: groove; '
            + 'border-left-style: groove; border-top-color: rgb(192, 192, 192); border-right-color: rgb(192, 192, 192); '
            + 'border-bottom-color: rgb(192, 192, 192); border-left-color: rgb(192, 192, 192)'],
    ];
    const pairsOf = (text) => text.split('; ').map((declaration) => { const colon = declaration.indexOf(': '); return [declaration.slice(0, colon), declaration.slice(colon + 2)]; });
    let userAgentStyles = null;
    // The user agent's [name, value] pairs for an element, in its sheet's order.
    function userAgentPairs(element) {
        if (!userAgentStyles) {
            userAgentStyles = new Map();
            for (const [names, text] of userAgentTable) {
                const pairs = pairsOf(text);
                for (const name of names.split(' ')) userAgentStyles.set(name, (userAgentStyles.get(name) ?? []).concat(pairs));
            }
        }
        if (element.namespaceURI !== HTML_NS) return null;
        const name = element[_localName];
        let pairs = userAgentStyles.get(name) ?? null;
        // a:link, and lists in lists (no margins), need more than the name.
        if ((name === 'a' || name === 'area') && element.hasAttribute('href')) pairs = linkPairs;
        else if (/^(ul|ol|menu|dir)$/.test(name)) {
            for (let n = element.parentElement; n; n = n.parentElement) {
                if (n.namespaceURI === HTML_NS && /^(ul|ol|menu|dir)$/.test(n[_localName])) { pairs = pairs.concat(nestedListPairs); break; }
            }
        }
        return pairs;
    }
    const linkPairs = pairsOf('color: rgb(0, 0, 238); text-decoration-line: underline; cursor: pointer');
    const nestedListPairs = pairsOf('margin-top: 0px; margin-bottom: 0px');

    let authorIndex = null, authorVersion = -1, authorCss = -1;
    function authorRules(document) {
        if (authorIndex && authorVersion === document[_version] && authorCss === cssomVersion) return authorIndex;
        // Titled sheets other than the preferred set (the first title) do not apply.
        let preferred = null;
        const applied = documentSheets(document).filter((sheet) => {
            const node = sheet[_ownerNode];
            const title = node ? node.getAttribute('title') || '' : '';
            const alternate = node && node[_localName] === 'link' && /(^|\s)alternate(\s|$)/i.test(node.getAttribute('rel') || '');
            if (!title) return !alternate;
            if (preferred === null && !alternate) preferred = title;
            return title === preferred;
        });
        authorIndex = ruleIndex(applied.concat(document[_adopted] || []), { value: 0 });
        authorVersion = document[_version];
        authorCss = cssomVersion;
        return authorIndex;
    }

    // The author rules of an element's tree: the document's, or in a shadow tree its shadow
    // root's (its <style> elements, then its adopted sheets), cached per root.
    function scopeRules(element) {
        const document = element[_ownerDocument];
        if (dom.ShadowRoot === undefined) return authorRules(document);
        let root = element.pseudoOf ?? element;
        while (root[_parentNode]) root = root[_parentNode];
        if (root[_isShadowRoot] !== true) return authorRules(document);
        return shadowRules(root);
    }
    function shadowRules(root) {
        const document = root[_ownerDocument];
        if (root[_ruleIndex] && root[_ruleVersion] === document[_version] && root[_ruleCss] === cssomVersion) return root[_ruleIndex];
        const sheets = [];
        for (const style of root.querySelectorAll('style')) {
            const sheet = style.namespaceURI === HTML_NS ? sheetOf(style) : null;
            if (sheet) sheets.push(sheet);
        }
        root[_ruleIndex] = ruleIndex(sheets.concat(root[_adopted] || []), { value: 0 });
        root[_ruleVersion] = document[_version];
        root[_ruleCss] = cssomVersion;
        return root[_ruleIndex];
    }

    // The rules that match an element (or a pseudo-element: those filed under it that match
    // its originating element), lowest precedence first.
    // What an element's rules are filed under: its id, classes and attribute names.
    function elementKeys(element) {
        const id = element.getAttribute('id');
        const classes = element.getAttribute('class');
        const attributes = [];
        for (const attribute of element[_attributes]) if (attribute.namespaceURI === null) attributes.push(attribute[_localName].toLowerCase());
        return {
            id, attributes,
            classes: !classes ? [] : /[\t\n\f\r ]/.test(classes) ? [...new Set(classes.split(/[\t\n\f\r ]+/))].filter(Boolean) : [classes],
        };
    }
    function matchedRules(element, index, keys) {
        const found = new Map();
        if (element.pseudoOf) {
            for (const entry of index.get('::' + element.pseudoName) ?? []) {
                const best = found.get(entry.rule);
                if (best && best.specificity >= entry.specificity) continue;
                if (dom.matchesComplexSelector(element.pseudoOf, entry.parts)) found.set(entry.rule, entry);
            }
            return [...found.values()].sort((a, b) => a.specificity - b.specificity || a.order - b.order);
        }
        const consider = (bucket) => {
            if (!bucket) return;
            for (const entry of bucket) {
                // A rule seen twice (a sheet adopted twice) counts at its last position.
                const best = found.get(entry.rule);
                if (best && (best.specificity > entry.specificity || (best.specificity === entry.specificity && best.order > entry.order))) continue;
                if (dom.matchesComplexSelector(element, entry.parts)) found.set(entry.rule, entry);
            }
        };
        consider(index.get('*'));
        if (keys.id) consider(index.get('#' + keys.id));
        for (const name of keys.classes) consider(index.get('.' + name));
        for (const name of keys.attributes) consider(index.get('[' + name));
        consider(index.get(element[_localName]));
        return [...found.values()].sort((a, b) => a.specificity - b.specificity || a.order - b.order);
    }

    // A declaration list as the cascade applies it: [name, value] longhands, normal ones and
    // important ones apart; made once per list (a list is replaced, never changed, on a write).
    const expansions = new WeakMap();
    function expanded(declarations) {
        let result = expansions.get(declarations);
        if (!result) {
            result = { normal: [], important: [] };
            for (const d of declarations) (d.priority ? result.important : result.normal).push(...longhands(d.name, d.value));
            expansions.set(declarations, result);
        }
        return result;
    }
    // Inline declarations by style text: elements share the few texts a page repeats.
    const inlineDeclarations = new Map();
    function inlineOf(element) {
        const text = element[_styleText]();
        if (text === '') return null;
        let declarations = inlineDeclarations.get(text);
        if (!declarations) {
            declarations = element.style[_current];
            if (inlineDeclarations.size > 1000) inlineDeclarations.clear();
            inlineDeclarations.set(text, declarations);
        }
        return declarations;
    }

    // The cascaded declarations of an element: name -> value, shorthands the cascade must
    // see as longhands expanded. Lowest precedence first: the user agent's, the page's normal
    // ones, inline normal ones, the page's important ones, inline important ones.
    function cascade(element) {
        const result = new Map();
        const apply = (pairs) => { for (let k = 0; k < pairs.length; k++) result.set(pairs[k][0], pairs[k][1]); };
        const keys = element.pseudoOf ? null : elementKeys(element);
        const userAgent = element.pseudoOf ? null : userAgentPairs(element);
        if (userAgent) apply(userAgent);
        if (!element.pseudoOf && element.namespaceURI === HTML_NS && element.hasAttribute('hidden') && (element.getAttribute('hidden') || '').toLowerCase() !== 'until-found') result.set('display', 'none');
        const author = matchedRules(element, scopeRules(element), keys);
        // A shadow host's own shadow tree's :host rules: below the host's tree's rules and its
        // style attribute when normal, above them when important (CSS Cascade: context comes
        // before element-attached styles).
        const host = element[_shadowRoot] && !element.pseudoOf ? dom.matchingHost(element, () => matchedRules(element, shadowRules(element[_shadowRoot]), keys)) : null;
        if (host) for (const entry of host) apply(expanded(entry.rule[_declarations]).normal);
        for (const entry of author) apply(expanded(entry.rule[_declarations]).normal);
        const inline = element.pseudoOf ? null : inlineOf(element);
        if (inline) apply(expanded(inline).normal);
        for (const entry of author) apply(expanded(entry.rule[_declarations]).important);
        if (inline) apply(expanded(inline).important);
        if (host) for (const entry of host) apply(expanded(entry.rule[_declarations]).important);
        return result;
    }

    // Shorthands stored as one declaration, as the longhands the cascade needs.
    const sideNames = ['top', 'right', 'bottom', 'left'];
    const borderStyles = /^(none|hidden|dotted|dashed|solid|double|groove|ridge|inset|outset)$/i;
    const isBorderWidth = (part) => /^(thin|medium|thick)$/i.test(part) || /^[+-]?(\d+\.?\d*|\.\d+)[a-z]*$/i.test(part);
    function splitValue(value) {
        const parts = [];
        let current = '', depth = 0;
        for (const char of value) {
            if (char === '(') depth++;
            else if (char === ')') depth--;
            if (depth === 0 && char === ' ') { if (current) parts.push(current); current = ''; continue; }
            current += char;
        }
        if (current) parts.push(current);
        return parts;
    }
    function longhands(name, value) {
        const keyword = /^(inherit|initial|unset|revert|revert-layer)$/i.test(value) ? value.toLowerCase() : null;
        const border = (sides) => {
            if (keyword) return sides.flatMap((side) => ['width', 'style', 'color'].map((part) => [`border-${side}-${part}`, keyword]));
            let width = 'medium', style = 'none', color = 'currentcolor';
            for (const part of splitValue(value)) {
                if (borderStyles.test(part)) style = part.toLowerCase();
                else if (isBorderWidth(part)) width = part;
                else color = part;
            }
            return sides.flatMap((side) => [[`border-${side}-width`, width], [`border-${side}-style`, style], [`border-${side}-color`, color]]);
        };
        switch (name) {
            case 'border': return border(sideNames);
            case 'border-top': case 'border-right': case 'border-bottom': case 'border-left': return border([name.slice(7)]);
            case 'background': {
                if (keyword) return [['background-color', keyword]];
                const parts = splitValue(value.split(',').pop().trim());
                const color = parts.find((part) => namedColors.has(part.toLowerCase()) || /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i.test(part) || /^(transparent|currentcolor)$/i.test(part));
                return [['background-color', color ?? 'rgba(0, 0, 0, 0)'], ['background-image', /url\(|gradient\(/i.test(value) ? value : 'none']];
            }
            case 'font': {
                if (keyword) return ['font-style', 'font-weight', 'font-size', 'line-height', 'font-family'].map((n) => [n, keyword]);
                const match = /^(.*?)([+-]?(?:\d+\.?\d*|\.\d+)[a-z%]*|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)(?:\s*\/\s*(\S+))?\s+(.+)$/i.exec(value);
                if (!match) return [];
                const words = splitValue(match[1].trim().toLowerCase());
                return [
                    ['font-style', words.find((w) => /^(italic|oblique)$/.test(w)) ?? 'normal'],
                    ['font-weight', words.find((w) => /^(bold|bolder|lighter|\d{3})$/.test(w)) ?? 'normal'],
                    ['font-size', match[2]], ['line-height', match[3] ?? 'normal'], ['font-family', match[4]],
                ];
            }
            case 'list-style': {
                const type = splitValue(value).find((p) => !/^(inside|outside|none|url\()/i.test(p));
                return [['list-style-type', keyword ?? type ?? (/\bnone\b/i.test(value) ? 'none' : 'disc')]];
            }
            case 'overflow': {
                const [x, y = x] = splitValue(value);
                return [['overflow-x', x], ['overflow-y', y]];
            }
            case 'text-decoration': return [['text-decoration-line', keyword ?? (splitValue(value).filter((p) => /^(none|underline|overline|line-through|blink)$/i.test(p)).join(' ') || 'none')]];
            case 'white-space': return [['white-space', value]];
            case 'animation': return layeredLonghands(value, keyword, animationLayer, animationDefaults);
            case 'transition': return layeredLonghands(value, keyword, transitionLayer, transitionDefaults);
        }
        return [[name, value]];
    }

    // `animation` and `transition`: comma-separated layers, each longhand the list of its
    // layers' values (the animation model reads names, durations, delays and counts).
    const animationDefaults = [['animation-name', 'none'], ['animation-duration', '0s'], ['animation-timing-function', 'ease'], ['animation-delay', '0s'],
        ['animation-iteration-count', '1'], ['animation-direction', 'normal'], ['animation-fill-mode', 'none'], ['animation-play-state', 'running']];
    const transitionDefaults = [['transition-property', 'all'], ['transition-duration', '0s'], ['transition-timing-function', 'ease'], ['transition-delay', '0s']];
    const isTime = (part) => /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?m?s$/i.test(part);
    const isEasing = (part) => /^(linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end)$/i.test(part) || /^(cubic-bezier|steps|linear)\(/i.test(part);
    function splitLayers(value) {
        const layers = [];
        let current = '', depth = 0;
        for (const char of value) {
            if (char === '(') depth++;
            else if (char === ')') depth--;
            if (depth === 0 && char === ',') { layers.push(current.trim()); current = ''; continue; }
            current += char;
        }
        layers.push(current.trim());
        return layers;
    }
    // A time's computed value is in seconds (Chromium: 1ms is 0.001s).
    function timeInSeconds(part) {
        const number = parseFloat(part), ms = /ms$/i.test(part);
        return `${parseFloat((ms ? number / 1000 : number).toPrecision(6))}s`;
    }
    function animationLayer(parts) {
        const layer = new Map();
        for (const part of parts) {
            const lower = part.toLowerCase();
            if (isTime(part)) layer.set(layer.has('animation-duration') ? 'animation-delay' : 'animation-duration', timeInSeconds(part));
            else if (isEasing(part) && !layer.has('animation-timing-function')) layer.set('animation-timing-function', part);
            else if ((/^(\d+\.?\d*|\.\d+)$/.test(part) || lower === 'infinite') && !layer.has('animation-iteration-count')) layer.set('animation-iteration-count', lower);
            else if (/^(normal|reverse|alternate|alternate-reverse)$/.test(lower) && !layer.has('animation-direction')) layer.set('animation-direction', lower);
            else if (/^(forwards|backwards|both)$/.test(lower) && !layer.has('animation-fill-mode')) layer.set('animation-fill-mode', lower);
            else if (/^(running|paused)$/.test(lower) && !layer.has('animation-play-state')) layer.set('animation-play-state', lower);
            else if (!layer.has('animation-name')) layer.set('animation-name', part);
        }
        return layer;
    }
    function transitionLayer(parts) {
        const layer = new Map();
        for (const part of parts) {
            if (isTime(part)) layer.set(layer.has('transition-duration') ? 'transition-delay' : 'transition-duration', timeInSeconds(part));
            else if (isEasing(part) && !layer.has('transition-timing-function')) layer.set('transition-timing-function', part);
            else if (/^(normal|allow-discrete)$/i.test(part)) continue;
            else if (!layer.has('transition-property')) layer.set('transition-property', part.toLowerCase());
        }
        return layer;
    }
    function layeredLonghands(value, keyword, parseLayer, defaults) {
        if (keyword) return defaults.map(([longhand]) => [longhand, keyword]);
        const layers = splitLayers(value).map((layer) => parseLayer(splitValue(layer)));
        return defaults.map(([longhand, initial]) => [longhand, layers.map((layer) => layer.get(longhand) ?? initial).join(', ')]);
    }

    // For the animation model (dom/animations.js): an element's style as it is now, whose
    // values can still be read after the element's style changed (its cascade is taken now),
    // and the names of the document's @keyframes rules.
    dom.styleSnapshot = function (element) {
        const state = stateOf(element);
        if (!state.cascaded) state.cascaded = cascade(element);
        return state;
    };
    dom.snapshotValue = (element, state, name) => value(element, state, name);
    dom.cssomVersion = () => cssomVersion;
    dom.keyframesNames = function (document) {
        const names = new Set();
        const visit = (rules) => {
            for (const rule of rules) {
                if (rule instanceof CSSKeyframesRule) names.add(rule[_name]);
                else if (rule[_rules] && !(rule instanceof CSSKeyframesRule)) visit(rule[_rules]);
            }
        };
        for (const sheet of documentSheets(document).concat(document[_adopted] || [])) if (!sheet[_disabled]) visit(sheet[_rules]);
        return names;
    };

    // ----- Computed values ----------------------------------------------------------------------

    const inherited = new Set((
        'border-collapse border-spacing caption-side color cursor direction empty-cells font-family font-feature-settings '
        + 'font-kerning font-size font-size-adjust font-stretch font-style font-variant font-variant-caps font-variant-east-asian '
        + 'font-variant-ligatures font-variant-numeric font-variant-position font-weight font-optical-sizing font-variation-settings '
        + 'font-synthesis-weight font-synthesis-style font-synthesis-small-caps font-palette hyphens letter-spacing line-break '
        + 'line-height list-style-image list-style-position list-style-type orphans overflow-wrap word-wrap quotes tab-size '
        + 'text-align text-align-last text-indent text-justify text-rendering text-shadow text-transform text-underline-position '
        + 'text-decoration-skip-ink text-emphasis-color text-emphasis-position text-emphasis-style text-size-adjust visibility '
        + 'white-space white-space-collapse text-wrap-mode text-wrap-style widows word-break word-spacing writing-mode '
        + 'text-orientation paint-order pointer-events caret-color accent-color color-scheme image-rendering fill fill-opacity '
        + 'fill-rule stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity '
        + 'stroke-width clip-rule marker-start marker-mid marker-end shape-rendering dominant-baseline text-anchor '
        + 'color-interpolation color-interpolation-filters color-rendering forced-color-adjust print-color-adjust ruby-position '
        + 'math-depth math-shift math-style hanging-punctuation -webkit-text-fill-color -webkit-text-stroke-color '
        + '-webkit-text-stroke-width -webkit-text-security -webkit-locale -webkit-tap-highlight-color -webkit-user-modify '
        + '-webkit-rtl-ordering -webkit-border-horizontal-spacing -webkit-border-vertical-spacing -webkit-text-combine '
        + '-webkit-text-orientation -webkit-writing-mode -webkit-line-break -webkit-hyphenate-character -webkit-highlight '
        + 'text-spacing-trim text-autospace font-language-override'
    ).split(' '));

    const fontKeywords = { 'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32, 'xxx-large': 48 };
    const absoluteUnits = { px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6 };
    const px = (number) => `${Number(number.toFixed(6)) === 0 ? 0 : Number(number.toPrecision(6))}px`;
    const lengthPattern = /([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(px|pt|pc|in|cm|mm|q|em|rem|vw|vh|vmin|vmax|ex|ch)\b/gi;

    // One length resolved to px, or null (a percentage, a keyword, ...).
    function resolveLength(text, fontSize, rootFontSize) {
        const match = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z]*)$/i.exec(text.trim());
        if (!match) return null;
        const number = Number(match[1]);
        const unit = match[2].toLowerCase();
        if (unit === '') return number === 0 ? 0 : null;
        if (unit in absoluteUnits) return number * absoluteUnits[unit];
        if (unit === 'em') return number * fontSize;
        if (unit === 'rem') return number * rootFontSize;
        if (unit === 'ex' || unit === 'ch') return number * fontSize / 2;
        const viewport = { vw: native.webView.width, vh: native.webView.height };
        if (unit === 'vw' || unit === 'vh') return number * viewport[unit] / 100;
        if (unit === 'vmin') return number * Math.min(viewport.vw, viewport.vh) / 100;
        if (unit === 'vmax') return number * Math.max(viewport.vw, viewport.vh) / 100;
        return null;
    }
    const lengthValued = /^(margin|padding)-(top|right|bottom|left)$|^(top|right|bottom|left|width|height|min-width|min-height|max-width|max-height|text-indent|letter-spacing|word-spacing|outline-offset|outline-width|column-gap|row-gap|flex-basis|border-(top|bottom)-(left|right)-radius|vertical-align|border-spacing|-webkit-border-(horizontal|vertical)-spacing)$/;
    const colorValued = /(^|-)color$|^fill$|^stroke$/;
    const sideWidth = /^border-(top|right|bottom|left)-width$|^outline-width$/;

    // System colors as Chromium 156 resolves them in the light scheme.
    const systemColors = new Map((
        'accentcolor=0,117,255 accentcolortext=255,255,255 activetext=255,0,0 buttonborder=0,0,0 '
        + 'buttonface=239,239,239 buttontext=0,0,0 canvas=255,255,255 canvastext=0,0,0 field=255,255,255 '
        + 'fieldtext=0,0,0 graytext=128,128,128 highlight=0,65,198,0.8 highlighttext=255,255,255 '
        + 'linktext=0,0,238 mark=255,255,0 marktext=0,0,0 selecteditem=25,103,210 selecteditemtext=255,255,255 '
        + 'visitedtext=85,26,139 activeborder=0,0,0 activecaption=255,255,255 appworkspace=255,255,255 '
        + 'background=255,255,255 buttonhighlight=239,239,239 buttonshadow=239,239,239 captiontext=0,0,0 '
        + 'inactiveborder=0,0,0 inactivecaption=255,255,255 inactivecaptiontext=128,128,128 '
        + 'infobackground=255,255,255 infotext=0,0,0 menu=255,255,255 menutext=0,0,0 scrollbar=255,255,255 '
        + 'threeddarkshadow=0,0,0 threedface=239,239,239 threedhighlight=0,0,0 threedlightshadow=0,0,0 '
        + 'threedshadow=0,0,0 window=255,255,255 windowframe=0,0,0 windowtext=0,0,0 '
    ).trim().split(' ').map((entry) => { const [name, channels] = entry.split('='); const values = channels.split(','); return [name, values.length === 4 ? `rgba(${values.join(', ')})` : `rgb(${values.join(', ')})`]; }));
    function computeColor(value, state) {
        const lower = value.toLowerCase();
        if (lower === 'currentcolor') return state.color();
        if (lower === 'transparent') return 'rgba(0, 0, 0, 0)';
        const named = namedColors.get(lower) ?? systemColors.get(lower);
        if (named) return named;
        const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(value);
        if (match) {
            const [r, g, b] = match.slice(1, 4).map((n) => Math.round(Math.min(255, Number(n))));
            let alpha = match[4] === undefined ? 1 : match[4].endsWith('%') ? Number(match[4].slice(0, -1)) / 100 : Number(match[4]);
            alpha = Math.min(1, alpha);
            return alpha === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${Number(alpha.toFixed(3))})`;
        }
        if (lower === '-webkit-link') return 'rgb(0, 0, 238)';
        return value;
    }

    // Per element: its cascade and the values computed so far, until the document or a
    // sheet changes.
    // An element's computed values so far and its cascade, valid while the document and the
    // sheets are at the versions it was made at.
    class ComputedState {
        constructor(element, version) {
            this.element = element;
            this.version = version;
            this.css = cssomVersion;
            this.cascaded = null;
            this.values = new Map();
            // The font size unrounded: descendants' em and line heights scale the exact size.
            this.exactFontSize = undefined;
        }
        parent() { return stateOf(this.element.parentElement); }
        color() { return value(this.element, this, 'color'); }
        fontSize() { value(this.element, this, 'font-size'); return this.exactFontSize; }
    }
    function stateOf(element) {
        const version = element[_ownerDocument][_version];
        const state = element[_computed];
        if (state !== undefined && state.version === version && state.css === cssomVersion) return state;
        return (element[_computed] = new ComputedState(element, version));
    }
    function value(element, state, name) {
        let result = state.values.get(name);
        if (result !== undefined) return result;
        if (!state.cascaded) state.cascaded = cascade(element);
        result = compute(element, state, name);
        state.values.set(name, result);
        return result;
    }
    function parentValue(state, name, element) {
        const parent = element.parentElement;
        return parent ? value(parent, state.parent(), name) : initialOf(name, element);
    }
    function initialOf(name, element) {
        if (name === 'display') return 'inline';
        if (name === 'font-family' || name === 'color' || name === 'font-size') return initialValues.get(name);
        if (/^(top|right|bottom|left|width|height)$/.test(name)) return 'auto';
        return initialValues.get(name) ?? '';
    }

    function compute(element, state, name) {
        if (name === 'font-size') {
            const result = computeValue(element, state, name);
            if (state.exactFontSize === undefined) state.exactFontSize = parseFloat(result);
            return result;
        }
        return computeValue(element, state, name);
    }
    function parentFontSize(element) {
        const parent = element.parentElement;
        return parent ? stateOf(parent).fontSize() : 16;
    }
    function computeValue(element, state, name) {
        let specified = state.cascaded.get(name);
        if (specified !== undefined) {
            const lower = specified.toLowerCase();
            if (lower === 'inherit' || ((lower === 'unset' || lower === 'revert' || lower === 'revert-layer') && inherited.has(name))) {
                if (name === 'font-size') state.exactFontSize = parentFontSize(element);
                return parentValue(state, name, element);
            }
            if (lower === 'initial' || lower === 'unset' || lower === 'revert' || lower === 'revert-layer') specified = undefined;
            else if (/var\(/i.test(specified)) specified = substituteVariables(element, state, specified);
        }
        if (specified === undefined) {
            if (name === 'display') {
                if (element.pseudoOf) return blockified(element, state, 'inline');
                return element.parentElement === null && element === element[_ownerDocument].documentElement ? 'block' : blockified(element, state, dom.defaultDisplay(element));
            }
            if (inherited.has(name)) {
                if (name === 'font-size') state.exactFontSize = parentFontSize(element);
                return parentValue(state, name, element);
            }
            if (sideWidth.test(name)) specified = 'medium';
            else if (colorValued.test(name) && initialValues.get(name) === 'rgb(0, 0, 0)') return state.color();
            else return initialOf(name, element);
        }
        return computeSpecified(element, state, name, specified);
    }

    // Blockification: the root, floats, absolutely positioned boxes and flex or grid items
    // are blocks (an inline display becomes its block form).
    function blockified(element, state, display) {
        if (display === 'none' || display === 'contents') return display;
        const root = element === element[_ownerDocument].documentElement;
        let item = false;
        if (!root && element.parentElement) {
            const parentDisplay = value(element.parentElement, stateOf(element.parentElement), 'display');
            item = /^(inline-)?(flex|grid)$/.test(parentDisplay);
        }
        if (!root && !item && value(element, state, 'float') === 'none') {
            const position = value(element, state, 'position');
            if (position !== 'absolute' && position !== 'fixed') return display;
        }
        if (display === 'inline-block' || display === 'inline' || display.startsWith('table-') || display === 'run-in') return 'block';
        if (display === 'inline-table') return 'table';
        if (display === 'inline-flex') return 'flex';
        if (display === 'inline-grid') return 'grid';
        return display;
    }

    function substituteVariables(element, state, text) {
        let guard = 0;
        while (/var\(/i.test(text) && guard++ < 32) {
            text = text.replace(/var\(\s*(--[^,)\s]+)\s*(?:,\s*([^()]*(?:\([^()]*\)[^()]*)*))?\)/i, (match, name, fallback) => {
                const custom = value(element, state, name);
                return custom !== '' ? custom : fallback ?? '';
            });
        }
        return text.trim();
    }

    function computeSpecified(element, state, name, specified) {
        if (name.startsWith('--')) return specified;
        const rootFontSize = () => { const root = element[_ownerDocument].documentElement; return root && root !== element ? stateOf(root).fontSize() : 16; };
        if (name === 'font-size') {
            const lower = specified.toLowerCase();
            const parentSize = () => parentFontSize(element);
            const size = (number) => { state.exactFontSize = number; return px(number); };
            if (lower in fontKeywords) return size(fontKeywords[lower]);
            if (lower === 'larger') return size(parentSize() * 1.2);
            if (lower === 'smaller') return size(parentSize() / 1.2);
            if (lower.endsWith('%')) return size(parseFloat(lower) * parentSize() / 100);
            const resolved = resolveLength(lower, parentSize(), element === element[_ownerDocument].documentElement ? 16 : rootFontSize());
            return resolved === null ? specified : size(resolved);
        }
        if (name === 'font-weight') {
            const lower = specified.toLowerCase();
            if (lower === 'normal') return '400';
            if (lower === 'bold') return '700';
            if (lower === 'bolder' || lower === 'lighter') {
                const parent = Number(parentValue(state, 'font-weight', element));
                if (lower === 'bolder') return String(parent < 350 ? 400 : parent < 550 ? 700 : 900);
                return String(parent < 550 ? 100 : parent < 750 ? 400 : 700);
            }
            return specified;
        }
        if (name === 'line-height') {
            const lower = specified.toLowerCase();
            if (lower === 'normal') return 'normal';
            if (lower.endsWith('%')) return px(parseFloat(lower) * state.fontSize() / 100);
            // A number is inherited as a number (each element's line height scales its font).
            if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(lower)) return syntax.formatNumber(lower);
            const resolved = resolveLength(lower, state.fontSize(), rootFontSize());
            return resolved === null ? specified : px(resolved);
        }
        if (colorValued.test(name)) return computeColor(specified, state);
        if (sideWidth.test(name)) {
            const style = value(element, state, name.replace('width', 'style'));
            if (style === 'none' || style === 'hidden') return '0px';
            const keywords = { thin: 1, medium: 3, thick: 5 };
            const lower = specified.toLowerCase();
            if (lower in keywords) return px(keywords[lower]);
            const resolved = resolveLength(lower, state.fontSize(), rootFontSize());
            return resolved === null ? specified : px(resolved >= 1 ? Math.floor(resolved) : resolved);
        }
        if (name === 'display') return blockified(element, state, specified.toLowerCase());
        if (name === 'float' && (value(element, state, 'position') === 'absolute' || value(element, state, 'position') === 'fixed')) return 'none';
        if (lengthValued.test(name)) {
            if (!/[a-z]/i.test(specified.replace(/\b(auto|none|normal)\b/gi, '')) && !/\d/.test(specified)) return specified.toLowerCase();
            const fontSize = state.fontSize();
            return specified.replace(lengthPattern, (match) => { const resolved = resolveLength(match, fontSize, rootFontSize()); return resolved === null ? match : px(resolved); });
        }
        return specified;
    }

    // ----- getComputedStyle ---------------------------------------------------------------------

    const computedNames = [...initialValues.keys()];
    initialValues.set('white-space', 'normal');
    const fourSided = { margin: 'margin-%', padding: 'padding-%', 'border-width': 'border-%-width', 'border-style': 'border-%-style', 'border-color': 'border-%-color', inset: '%' };

    function computedValue(element, property) {
        if (element.pseudoOf ? !connected(element.pseudoOf) : !(element instanceof Element) || !connected(element)) return '';
        let name = String(property);
        if (!name.startsWith('--')) name = name.toLowerCase();
        if (name === 'float' || name === 'css-float') name = 'float';
        const state = stateOf(element);
        if (fourSided[name]) {
            const values = sideNames.map((side) => value(element, state, fourSided[name].replace('%', side)));
            const [top, right, bottom, left] = values;
            if (left !== right) return values.join(' ');
            if (bottom !== top) return `${top} ${right} ${bottom}`;
            if (right !== top) return `${top} ${right}`;
            return top;
        }
        if (name.startsWith('--')) return value(element, state, name) ?? '';
        if (!initialValues.has(name)) return '';
        const result = value(element, state, name);
        if (name === 'line-height' && /^[\d.]+$/.test(result)) return px(Number(result) * state.fontSize());
        return result;
    }
    dom.computedValue = computedValue;

    class CSSComputedStyleDeclaration extends globalThis.CSSStyleProperties {
        get [_current]() { return []; }
        [_write]() { throw new DOMException("Failed to set the 'cssText' property on 'CSSStyleDeclaration': These styles are computed, and therefore read-only.", 'NoModificationAllowedError'); }
        get cssText() { return ''; }
        set cssText(text) { this[_write](); }
        get length() { return this[_names]().length; }
        item(index) { return this[_names]()[index >>> 0] ?? ''; }
        getPropertyValue(name) {
            // A page's read is a style update: transitions start from the styles it saw (dom/animations.js).
            if (dom.styleRead !== undefined) dom.styleRead();
            return this[_empty] ? '' : computedValue(this[_computedFor], name);
        }
        // Every computed property, then the custom properties the element has, sorted.
        [_names]() {
            if (!this[_live]()) return [];
            const custom = customPropertyNames(this[_computedFor]);
            return custom.length ? computedNames.concat(custom) : computedNames;
        }
        getPropertyPriority() { return ''; }
        setProperty(name) { throw new DOMException(`Failed to execute 'setProperty' on 'CSSStyleDeclaration': These styles are computed, and therefore the '${name}' property is read-only.`, 'NoModificationAllowedError'); }
        removeProperty(name) { throw new DOMException(`Failed to execute 'removeProperty' on 'CSSStyleDeclaration': These styles are computed, and therefore the '${name}' property is read-only.`, 'NoModificationAllowedError'); }
        get parentRule() { return null; }
        [_live]() { return !this[_empty] && connected(this[_computedFor].pseudoOf ?? this[_computedFor]); }
        [Symbol.iterator]() { return this[_names]()[Symbol.iterator](); }
    }

    // The custom properties an element has (its own and inherited), sorted.
    function customPropertyNames(element) {
        const names = new Set();
        for (let e = element; e; e = e.parentElement) {
            const state = stateOf(e);
            if (!state.cascaded) state.cascaded = cascade(e);
            for (const name of state.cascaded.keys()) if (name.startsWith('--')) names.add(name);
        }
        return [...names].filter((name) => computedValue(element, name) !== '').sort();
    }

    // A pseudo-element's stand-in for the cascade: it inherits from its originating element
    // and matches the rules filed under its name.
    const pseudoElements = new Set(['before', 'after', 'marker', 'first-line', 'first-letter', 'placeholder', 'selection', 'backdrop', 'file-selector-button', 'details-content', 'target-text', 'spelling-error', 'grammar-error']);
    function pseudoElement(element, name) {
        const pseudos = element[_pseudos] || (element[_pseudos] = new Map());
        let pseudo = pseudos.get(name);
        if (!pseudo) {
            pseudo = {
                pseudoOf: element, pseudoName: name, localName: '::' + name, [_localName]: '::' + name, [_namespaceURI]: null, [_prefix]: null, namespaceURI: null, parentElement: element,
                get [_ownerDocument]() { return element[_ownerDocument]; }, get isConnected() { return element.isConnected; },
                getAttribute: () => null, hasAttribute: () => false,
            };
            pseudos.set(name, pseudo);
        }
        return pseudo;
    }

    function getComputedStyle(element, pseudo) {
        if (!(element instanceof Element)) throw new TypeError("Failed to execute 'getComputedStyle' on 'Window': parameter 1 is not of type 'Element'.");
        const declaration = new CSSComputedStyleDeclaration(null);
        declaration[_computedFor] = element;
        // A pseudo-element given as `::name` (or `:name` for the four CSS 2 ones) has its own
        // style; any other text starting with a colon is no pseudo-element: an empty style.
        const text = pseudo === undefined || pseudo === null ? '' : String(pseudo).toLowerCase();
        if (text.startsWith(':')) {
            const name = text.startsWith('::') ? text.slice(2) : text.slice(1);
            const legacy = ['before', 'after', 'first-line', 'first-letter'].includes(name);
            if (pseudoElements.has(name) && (text.startsWith('::') || legacy)) declaration[_computedFor] = pseudoElement(element, name);
            else declaration[_empty] = true;
        }
        return dom.styleProxy(declaration);
    }

    // The CSS namespace: escape() as CSSOM says, supports() with the @supports evaluation.
    const CSS = {
        escape(value) {
            if (arguments.length === 0) throw new TypeError("Failed to execute 'escape' on 'CSS': 1 argument required, but only 0 present.");
            const string = String(value);
            let result = '';
            for (let k = 0; k < string.length; k++) {
                const c = string.charCodeAt(k);
                if (c === 0) result += '\uFFFD';
                else if ((c >= 1 && c <= 0x1f) || c === 0x7f || (k === 0 && c >= 48 && c <= 57) || (k === 1 && c >= 48 && c <= 57 && string.charCodeAt(0) === 45)) result += '\\' + c.toString(16) + ' ';
                else if (k === 0 && c === 45 && string.length === 1) result += '\\-';
                else if (c >= 0x80 || c === 45 || c === 95 || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) result += string[k];
                else result += '\\' + string[k];
            }
            return result;
        },
        supports(condition, value) {
            if (arguments.length === 0) throw new TypeError("Failed to execute 'supports' on 'CSS': 1 argument required, but only 0 present.");
            if (arguments.length >= 2) {
                const name = String(condition);
                const text = String(value).trim();
                if (name.startsWith('--')) return text !== '' || String(value) !== '';
                const lower = name.toLowerCase();
                if (name !== name.trim() || !knownProperties.has(lower) || text === '' || /!\s*important\s*$/i.test(text)) return false;
                return !!dom.styleValues.expand(lower, dom.normalizeStyleValue(lower, text), '');
            }
            const text = String(condition);
            return supportsCondition(text) || supportsCondition('(' + text + ')');
        },
    };
    Object.defineProperty(CSS, Symbol.toStringTag, { value: 'CSS', configurable: true });

    const define = (name, value) => Object.getOwnPropertyDescriptor(globalThis, name)?.configurable === false
        || dom.exposeGlobals({ [name]: value });
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
