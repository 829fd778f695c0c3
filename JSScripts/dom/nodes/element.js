// Element (attributes, ids and classes, getElementsBy*), the HTML, SVG and MathML element
// base classes, and creating an element of its interface.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _document, _isHTML, _isHTMLInHTMLDocument, _localName, _namedNodeMap, _namespaceURI, _nodeType, _ownerElement, _qualifiedLookupName, _removeAttribute, _styleText, _value } = dom.slots; const { attributesOf, lazyStyleOf, localNameOf, namespaceOf, ownerDocumentOf, prefixOf, setAttributes, setLazyStyle, setLocalName, setNamespace, setOwnerDocument, setPrefix } = dom.nodeSlots;
    const { wrongThisCall } = dom;
    const { illegalInvocation, brandOf } = dom;
    const { notEnoughArguments, Node, includeNonDocumentTypeChildNode, includeParentNode, includeChildNode, HTML_NS, asciiUppercase, asciiLowercase, namedNodeMap, attributeNamed, validAttributeNames, isValidAttributeLocalName, domException, setAttributeValue, Attr, attributeChanged, validateAndExtract, SVG_NS, MATHML_NS } = dom;

    // ----- Element -------------------------------------------------------------------------------

    const elementClasses = new Map();
    const svgElementClasses = new Map(); // dom/svg-elements.js fills it

    // tagName's upper-case form, made once per name: scripts read tagName in every loop, and
    // a page has few names (bounded, for the pages that make names up).
    const uppercaseNames = new Map();
    function uppercaseName(name) {
        let upper = uppercaseNames.get(name);
        if (upper === undefined) {
            upper = asciiUppercase(name);
            if (uppercaseNames.size < 4096) uppercaseNames.set(name, upper);
        }
        return upper;
    }

    class Element extends Node {
        constructor() {
            if (new.target === Element) throw new TypeError('Illegal constructor');
            super();
            if (!attributesOf(this)) setAttributes(this, []);
        }
        get namespaceURI() { if (localNameOf(this) === undefined) illegalInvocation(this, 'Element', 'namespaceURI'); return namespaceOf(this); }
        get prefix() { if (localNameOf(this) === undefined) illegalInvocation(this, 'Element', 'prefix'); return prefixOf(this); }
        get localName() { const value = localNameOf(this); return value !== undefined ? value : illegalInvocation(this, 'Element', 'localName'); }
        get tagName() {
            const qualified = prefixOf(this) ? `${prefixOf(this)}:${localNameOf(this)}` : localNameOf(this);
            return namespaceOf(this) === HTML_NS && ownerDocumentOf(this) && ownerDocumentOf(this)[_isHTML] ? uppercaseName(qualified) : qualified;
        }
        [_isHTMLInHTMLDocument]() { return namespaceOf(this) === HTML_NS && (!ownerDocumentOf(this) || ownerDocumentOf(this)[_isHTML]); }
        [_qualifiedLookupName](name) { return this[_isHTMLInHTMLDocument]() ? asciiLowercase(String(name)) : String(name); }

        get attributes() {
            if (lazyStyleOf(brandOf(this, dom.nodeSlots.isElement, 'Element', 'attributes'))) setLazyStyle(this, false);
            if (!this[_namedNodeMap]) this[_namedNodeMap] = namedNodeMap(this);
            return this[_namedNodeMap];
        }
        hasAttributes() { return attributesOf(this).length > 0; }
        getAttributeNames() { return attributesOf(this).map((a) => a.name); }
        getAttributeNode(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            const qualified = this[_qualifiedLookupName](name);
            if (qualified === 'style') setLazyStyle(this, false);
            return attributeNamed(this, qualified);
        }
        getAttributeNodeNS(namespace, localName) {
            if (arguments.length < 2) throw notEnoughArguments();
            namespace = namespace === '' || namespace === undefined || namespace === null ? null : String(namespace);
            localName = String(localName);
            return attributesOf(this).find((a) => a[_namespaceURI] === namespace && a[_localName] === localName) ?? null;
        }
        getAttribute(name) { if (arguments.length < 1) throw notEnoughArguments(); const a = this.getAttributeNode(name); return a ? a[_value] : null; }
        getAttributeNS(namespace, localName) { if (arguments.length < 2) throw notEnoughArguments(); const a = this.getAttributeNodeNS(namespace, localName); return a ? a[_value] : null; }
        hasAttribute(name) { if (arguments.length < 1) throw notEnoughArguments(); return this.getAttributeNode(name) !== null; }
        hasAttributeNS(namespace, localName) { if (arguments.length < 2) throw notEnoughArguments(); return this.getAttributeNodeNS(namespace, localName) !== null; }
        setAttribute(name, value) {
            if (arguments.length < 2) throw notEnoughArguments();
            name = String(name);
            if (!validAttributeNames.has(name)) {
                if (!isValidAttributeLocalName(name)) throw domException(`'${name}' is not a valid attribute name.`, 'InvalidCharacterError');
                if (validAttributeNames.size < 1000) validAttributeNames.add(name);
            }
            const qualified = this[_qualifiedLookupName](name);
            const existing = attributeNamed(this, qualified);
            if (existing) { setAttributeValue(this, existing, String(value)); return; }
            const attribute = new Attr(null, null, qualified, String(value), this);
            const last = attributesOf(this)[attributesOf(this).length - 1];
            if (lazyStyleOf(this) && last && localNameOf(last) === 'style') attributesOf(this).splice(attributesOf(this).length - 1, 0, attribute);
            else attributesOf(this).push(attribute);
            attributeChanged(this, qualified, null, null);
        }
        // The style attribute's text for CSSOM, without counting as a read of the attribute.
        [_styleText]() {
            const attribute = attributesOf(this).find((a) => a[_namespaceURI] === null && a[_localName] === 'style');
            return attribute ? attribute[_value] : '';
        }
        setAttributeNS(namespace, qualifiedName, value) {
            if (arguments.length < 3) throw notEnoughArguments();
            const [validNamespace, prefix, localName] = validateAndExtract(namespace, qualifiedName, 'attribute');
            const existing = this.getAttributeNodeNS(validNamespace, localName);
            if (existing) { setAttributeValue(this, existing, String(value)); return; }
            attributesOf(this).push(new Attr(validNamespace, prefix, localName, String(value), this));
            attributeChanged(this, localName, validNamespace, null);
        }
        // "Set an attribute": an attribute of another element is in use; one of the same
        // namespace and local name is replaced in its place.
        setAttributeNode(attribute) {
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(attribute instanceof Attr)) throw new TypeError("parameter 1 is not of type 'Attr'.");
            if (attribute.ownerElement && attribute.ownerElement !== this) throw domException('The attribute is in use by another element.', 'InUseAttributeError');
            const old = this.getAttributeNodeNS(attribute[_namespaceURI], attribute[_localName]);
            if (old === attribute) return attribute;
            if (old) {
                attributesOf(this)[attributesOf(this).indexOf(old)] = attribute;
                old[_ownerElement] = null;
            } else {
                attributesOf(this).push(attribute);
            }
            attribute[_ownerElement] = this;
            attribute[_document] = null;
            attributeChanged(this, attribute[_localName], attribute[_namespaceURI], old ? old[_value] : null);
            return old;
        }
        setAttributeNodeNS(attribute) { if (arguments.length < 1) throw notEnoughArguments(); return this.setAttributeNode(attribute); }
        removeAttribute(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            const attribute = this.getAttributeNode(name);
            if (attribute) this[_removeAttribute](attribute);
        }
        removeAttributeNS(namespace, localName) {
            if (arguments.length < 2) throw notEnoughArguments();
            const attribute = this.getAttributeNodeNS(namespace, localName);
            if (attribute) this[_removeAttribute](attribute);
        }
        removeAttributeNode(attribute) {
            if (arguments.length < 1) throw notEnoughArguments();
            if (!(attribute instanceof Attr)) throw new TypeError("parameter 1 is not of type 'Attr'.");
            if (!attributesOf(this).includes(attribute)) throw domException('The attribute is not owned by this element.', 'NotFoundError');
            this[_removeAttribute](attribute);
            return attribute;
        }
        [_removeAttribute](attribute) {
            attributesOf(this).splice(attributesOf(this).indexOf(attribute), 1);
            attribute[_document] = ownerDocumentOf(this);
            attribute[_ownerElement] = null;
            attributeChanged(this, attribute[_localName], attribute[_namespaceURI], attribute[_value]);
        }
        toggleAttribute(name, force = undefined) {
            if (arguments.length < 1) throw notEnoughArguments();
            if (!isValidAttributeLocalName(String(name))) throw domException(`'${name}' is not a valid attribute name.`, 'InvalidCharacterError');
            const present = this.hasAttribute(name);
            if (present && force !== true) { this.removeAttribute(name); return false; }
            if (!present && force !== false) { this.setAttribute(name, ''); return true; }
            return present;
        }

        get id() { return this.getAttribute('id') ?? ''; }
        set id(value) { this.setAttribute('id', value); }
        get className() { return this.getAttribute('class') ?? ''; }
        set className(value) { this.setAttribute('class', value); }
        get slot() { return this.getAttribute('slot') ?? ''; }

        getElementsByTagName(name) { if (attributesOf(this) === undefined) wrongThisCall('Element', 'getElementsByTagName'); if (arguments.length < 1) throw notEnoughArguments(); return dom.elementsByTagName(this, name); }
        getElementsByTagNameNS(namespace, localName) { if (attributesOf(this) === undefined) wrongThisCall('Element', 'getElementsByTagNameNS'); if (arguments.length < 2) throw notEnoughArguments(); return dom.elementsByTagNameNS(this, namespace, localName); }
        getElementsByClassName(names) { if (attributesOf(this) === undefined) wrongThisCall('Element', 'getElementsByClassName'); if (arguments.length < 1) throw notEnoughArguments(); return dom.elementsByClassName(this, names); }
    }

    // HTML's [HTMLConstructor]: only a custom element's class may construct one, through
    // `super()` (dom/custom-elements.js, installed by the page's first touch of customElements,
    // replaces this; before it, no class can have been defined).
    class HTMLElement extends Element {
        constructor() { return dom.constructHTMLElement(new.target); }
    }
    dom.constructHTMLElement = () => { throw new TypeError('new.target is not a valid custom element constructor'); };
    class SVGElement extends Element {}
    class MathMLElement extends Element {}

    // HTML's valid custom element name: a lowercase ASCII letter, then PCENChars with a hyphen
    // among them, and none of the reserved SVG and MathML names.
    const reservedNames = new Set(['annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph']);
    const customNamePattern = /^[a-z][-.0-9_a-z\u00B7\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u037D\u037F-\u1FFF\u200C\u200D\u203F\u2040\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}]*$/u;
    const isValidCustomElementName = (name) => name.indexOf('-') > 0 && customNamePattern.test(name) && !reservedNames.has(name);
    // An HTML element of a valid custom element name starts "undefined" (not :defined) until a
    // definition upgrades it; every other element is "uncustomized" (no slot).
    const { _customState } = dom.slots;
    function customElementCandidate(document, prefix, localName) {
        if (!isValidCustomElementName(localName)) return dom.makeElement(dom.completeBeforeUse(dom.HTMLUnknownElement ?? HTMLElement), document, HTML_NS, prefix, localName);
        const element = dom.makeElement(dom.completeBeforeUse(HTMLElement), document, HTML_NS, prefix, localName);
        element[_customState] = 'undefined';
        return dom.customElementCreated ? dom.customElementCreated(element) : element;
    }

    // Creates an element of the right class without running user-visible constructors (a custom
    // element's is run later, as an upgrade, once it has a definition: dom/custom-elements.js).
    // (An HTML element name's allocator once its interface is complete: one lookup a node.)
    // `parse` and `parseIndex`: the parser's, for an element it makes (dom/nodes/node-slots.js).
    const htmlAllocators = new Map();
    function createElement(document, namespaceURI, prefix, localName, parse, parseIndex) {
        let constructor = Element;
        if (namespaceURI === HTML_NS) {
            const allocator = htmlAllocators.get(localName);
            if (allocator !== undefined) return dom.makeElementWith(allocator, document, namespaceURI, prefix, localName, parse, parseIndex);
            const known = elementClasses.get(localName);
            if (known === undefined && localName.indexOf('-') > 0) return customElementCandidate(document, prefix, localName);
            constructor = dom.completeBeforeUse(known ?? dom.HTMLUnknownElement ?? HTMLElement);
            if (known !== undefined) htmlAllocators.set(localName, dom.allocatorOf(constructor));
        }
        else if (namespaceURI === SVG_NS) constructor = dom.completeBeforeUse(svgElementClasses.get(localName) || SVGElement);
        else if (namespaceURI === MATHML_NS) constructor = dom.completeBeforeUse(MathMLElement);
        return dom.makeElement(constructor, document, namespaceURI, prefix, localName, parse, parseIndex);
    }

    includeNonDocumentTypeChildNode(Element);
    includeParentNode(Element, dom.nodeSlots.isElement);
    includeChildNode(Element, dom.nodeSlots.isElement);
    Object.defineProperty(Element.prototype, _nodeType, { value: 1 });
    // The ChildNode and ParentNode methods hidden from `with` statements (WebIDL [Unscopable]).
    Object.defineProperty(Element.prototype, Symbol.unscopables, { value: { __proto__: null, before: true, after: true, replaceWith: true, remove: true, prepend: true, append: true, replaceChildren: true, slot: true }, configurable: true });

    Object.assign(dom, { HTMLElement, createElement, isValidCustomElementName, Element, SVGElement, MathMLElement, elementClasses, svgElementClasses });
})
