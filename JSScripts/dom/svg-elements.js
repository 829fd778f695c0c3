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
        dom.exposeGlobals({ [name]: Interface });
    }

    // What SVGElement has of HTML's HTMLOrSVGElement: dataset (HTMLElement's), nonce, autofocus
    // and tabIndex (-1 when absent or invalid, 0 for a link).
    const { _attributes, _localName } = dom.slots;
    const svgMembers = {
        dataset: { get: Object.getOwnPropertyDescriptor(dom.HTMLElement.prototype, 'dataset').get },
        nonce: { get() { return this.getAttribute('nonce') ?? ''; }, set(value) { this.setAttribute('nonce', value); } },
        autofocus: { get() { return this.hasAttribute('autofocus'); }, set(value) { this.toggleAttribute('autofocus', !!value); } },
        tabIndex: {
            get() { const value = /^\s*[-+]?\d+/.test(this.getAttribute('tabindex') ?? '') ? parseInt(this.getAttribute('tabindex'), 10) : NaN; return Number.isFinite(value) ? value : this[_localName] === 'a' ? 0 : -1; },
            set(value) { this.setAttribute('tabindex', String(Math.trunc(Number(value)) || 0)); },
        },
    };
    for (const [name, { get, set }] of Object.entries(svgMembers)) {
        const accessor = Object.getOwnPropertyDescriptor({
            get [name]() { if (this == null || this[_attributes] === undefined) dom.illegalInvocation(this, 'SVGElement', name); return get.call(this); },
            set [name](value) { if (this == null || this[_attributes] === undefined) dom.illegalInvocation(this, 'SVGElement', name); set.call(this, value); },
        }, name);
        Object.defineProperty(dom.SVGElement.prototype, name, { get: accessor.get, set: set ? accessor.set : undefined, configurable: true, enumerable: true });
    }
})
