// The node interfaces on the window, in WebKit's order, once every file of dom/nodes/ is
// installed: the last of them.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    for (const link of dom.nodeLinks) link();
    dom.nodeLinks = null;
    const { Node, CharacterData, Text, Comment, DocumentType, DocumentFragment, Attr, Element, HTMLElement, SVGElement, MathMLElement, Document, NodeList, HTMLCollection, CDATASection, ProcessingInstruction, XMLDocument, DOMImplementation, HTMLDocument, NamedNodeMap } = dom;

    const globals = {
        Node, CharacterData, Text, Comment, DocumentType, DocumentFragment, Attr, Element, HTMLElement, SVGElement,
        MathMLElement, Document, NodeList, HTMLCollection, CDATASection, ProcessingInstruction, XMLDocument, DOMImplementation,
        HTMLDocument, NamedNodeMap,
    };
    dom.nonConstructible(Attr, CDATASection, DocumentType, ProcessingInstruction, XMLDocument, NodeList, HTMLCollection);
    // SVG and MathML elements are complete once a page has one or a script asks (their members
    // and event handlers are added as they complete: dom/svg-elements.js, dom/events.js).
    dom.completeLater(SVGElement, 'SVGElement', null, dom.nodeSlots.isElement, 'dataset nonce autofocus tabIndex');
    dom.completeLater(MathMLElement, 'MathMLElement', null, dom.nodeSlots.isElement, 'dataset');
    // The node interfaces every later file adds members to: dom/html-elements.js shapes them
    // once those files have.
    dom.coreInterfaces = [Node, CharacterData, Text, Attr, Element, HTMLElement, DocumentFragment, Document];
    dom.exposeGlobals(globals, dom.coreInterfaces);
})
