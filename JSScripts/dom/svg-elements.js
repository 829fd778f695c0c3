// The SVG element interfaces a parsed or created SVG element gets, as WebKit gives them (its
// class string and `instanceof SVGCircleElement`): the chain below SVGElement, tag by tag. Their
// members (geometry, animated values) are not here: an e-mail's inline icons are drawn by the
// app's web view, and scripts ask them for their class, not their lengths.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    // [interface, parent, tags]: parents come before their children.
    const interfaces = [
        ['SVGGraphicsElement', 'SVGElement', ''],
        ['SVGGeometryElement', 'SVGGraphicsElement', ''],
        ['SVGTextContentElement', 'SVGGraphicsElement', ''],
        ['SVGTextPositioningElement', 'SVGTextContentElement', ''],
        ['SVGGradientElement', 'SVGElement', ''],
        ['SVGAnimationElement', 'SVGElement', ''],
        ['SVGSVGElement', 'SVGGraphicsElement', 'svg'],
        ['SVGGElement', 'SVGGraphicsElement', 'g'],
        ['SVGPathElement', 'SVGGeometryElement', 'path'],
        ['SVGCircleElement', 'SVGGeometryElement', 'circle'],
        ['SVGRectElement', 'SVGGeometryElement', 'rect'],
        ['SVGEllipseElement', 'SVGGeometryElement', 'ellipse'],
        ['SVGLineElement', 'SVGGeometryElement', 'line'],
        ['SVGPolylineElement', 'SVGGeometryElement', 'polyline'],
        ['SVGPolygonElement', 'SVGGeometryElement', 'polygon'],
        ['SVGTextElement', 'SVGTextPositioningElement', 'text'],
        ['SVGTSpanElement', 'SVGTextPositioningElement', 'tspan'],
        ['SVGTextPathElement', 'SVGTextContentElement', 'textPath'],
        ['SVGImageElement', 'SVGGraphicsElement', 'image'],
        ['SVGUseElement', 'SVGGraphicsElement', 'use'],
        ['SVGDefsElement', 'SVGGraphicsElement', 'defs'],
        ['SVGSymbolElement', 'SVGGraphicsElement', 'symbol'],
        ['SVGForeignObjectElement', 'SVGGraphicsElement', 'foreignObject'],
        ['SVGAElement', 'SVGGraphicsElement', 'a'],
        ['SVGSwitchElement', 'SVGGraphicsElement', 'switch'],
        ['SVGTitleElement', 'SVGElement', 'title'],
        ['SVGDescElement', 'SVGElement', 'desc'],
        ['SVGMetadataElement', 'SVGElement', 'metadata'],
        ['SVGLinearGradientElement', 'SVGGradientElement', 'linearGradient'],
        ['SVGRadialGradientElement', 'SVGGradientElement', 'radialGradient'],
        ['SVGStopElement', 'SVGElement', 'stop'],
        ['SVGClipPathElement', 'SVGElement', 'clipPath'],
        ['SVGMaskElement', 'SVGElement', 'mask'],
        ['SVGPatternElement', 'SVGElement', 'pattern'],
        ['SVGMarkerElement', 'SVGElement', 'marker'],
        ['SVGFilterElement', 'SVGElement', 'filter'],
        ['SVGStyleElement', 'SVGElement', 'style'],
        ['SVGScriptElement', 'SVGElement', 'script'],
        ['SVGViewElement', 'SVGElement', 'view'],
        ['SVGMPathElement', 'SVGElement', 'mpath'],
        ['SVGAnimateElement', 'SVGAnimationElement', 'animate'],
        ['SVGSetElement', 'SVGAnimationElement', 'set'],
        ['SVGAnimateTransformElement', 'SVGAnimationElement', 'animateTransform'],
        ['SVGAnimateMotionElement', 'SVGAnimationElement', 'animateMotion'],
        ['SVGFEGaussianBlurElement', 'SVGElement', 'feGaussianBlur'],
    ];

    const classes = { SVGElement: dom.SVGElement };
    for (const [name, parent, tag] of interfaces) {
        // Made by createElementNS and the parser, never by `new` (WebKit: "Illegal constructor").
        const Interface = { [name]: class extends classes[parent] { constructor() { throw new TypeError('Illegal constructor'); } } }[name];
        classes[name] = Interface;
        if (tag) dom.svgElementClasses.set(tag, Interface);
        dom.completeLater(Interface, name, null); // (on first use: webidl.js's exposeOnFirstUse)
        dom.exposeGlobals({ [name]: Interface });
    }

    // What SVGElement has of HTML's HTMLOrSVGElement: dataset (HTMLElement's), nonce, autofocus
    // and tabIndex (-1 when absent or invalid, 0 for a link).
    const { attributesOf, localNameOf } = dom.nodeSlots;
    const check = (object, name) => { if (object == null || attributesOf(object) === undefined) dom.illegalInvocation(object, 'SVGElement', name); return object; };
    const datasetOf = Object.getOwnPropertyDescriptor(dom.HTMLElement.prototype, 'dataset').get;
    const svgMembers = Object.getOwnPropertyDescriptors({
        get dataset() { return datasetOf.call(check(this, 'dataset')); },
        get nonce() { return check(this, 'nonce').getAttribute('nonce') ?? ''; },
        set nonce(value) { check(this, 'nonce').setAttribute('nonce', value); },
        get autofocus() { return check(this, 'autofocus').hasAttribute('autofocus'); },
        set autofocus(value) { check(this, 'autofocus').toggleAttribute('autofocus', !!value); },
        get tabIndex() {
            const text = check(this, 'tabIndex').getAttribute('tabindex') ?? '';
            const value = /^\s*[-+]?\d+/.test(text) ? parseInt(text, 10) : NaN;
            return Number.isFinite(value) ? value : localNameOf(this) === 'a' ? 0 : -1;
        },
        set tabIndex(value) { check(this, 'tabIndex').setAttribute('tabindex', String(Math.trunc(Number(value)) || 0)); },
    });
    dom.extendInterface(dom.SVGElement, (prototype) => Object.defineProperties(prototype, svgMembers));
})
