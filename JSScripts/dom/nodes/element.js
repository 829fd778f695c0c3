// Element (attributes, ids and classes, getElementsBy*), the HTML, SVG and MathML element
// base classes, and creating an element of its interface.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _attributes, _document, _firstChild, _isHTML, _isHTMLInHTMLDocument, _lastChild, _lazyStyle, _localName, _namedNodeMap, _namespaceURI, _nextSibling, _nodeType, _ownerDocument, _ownerElement, _parentNode, _prefix, _previousSibling, _qualifiedLookupName, _removeAttribute, _styleText, _value } = dom.slots;
    const { wrongThisCall } = dom;
    const { illegalInvocation, brandOf } = dom;
    const { notEnoughArguments, Node, includeNonDocumentTypeChildNode, includeParentNode, includeChildNode, HTML_NS, asciiUppercase, asciiLowercase, namedNodeMap, attributeNamed, validAttributeNames, isValidAttributeLocalName, domException, setAttributeValue, Attr, attributeChanged, validateAndExtract, SVG_NS, MATHML_NS } = dom;

    // ----- Element -------------------------------------------------------------------------------

    const elementClasses = new Map();
    const svgElementClasses = new Map(); // dom/svg-elements.js fills it

    class Element extends Node {
        constructor() {
            if (new.target === Element) throw new TypeError('Illegal constructor');
            super();
            if (!this[_attributes]) this[_attributes] = [];
        }
        get namespaceURI() { if (this[_localName] === undefined) illegalInvocation(this, 'Element', 'namespaceURI'); return this[_namespaceURI]; }
        get prefix() { if (this[_localName] === undefined) illegalInvocation(this, 'Element', 'prefix'); return this[_prefix]; }
        get localName() { const value = this[_localName]; return value !== undefined ? value : illegalInvocation(this, 'Element', 'localName'); }
        get tagName() {
            const qualified = this[_prefix] ? `${this[_prefix]}:${this[_localName]}` : this[_localName];
            return this[_namespaceURI] === HTML_NS && this[_ownerDocument] && this[_ownerDocument][_isHTML] ? asciiUppercase(qualified) : qualified;
        }
        [_isHTMLInHTMLDocument]() { return this[_namespaceURI] === HTML_NS && (!this[_ownerDocument] || this[_ownerDocument][_isHTML]); }
        [_qualifiedLookupName](name) { return this[_isHTMLInHTMLDocument]() ? asciiLowercase(String(name)) : String(name); }

        get attributes() {
            if (brandOf(this, _attributes, 'Element', 'attributes')[_lazyStyle]) this[_lazyStyle] = false;
            if (!this[_namedNodeMap]) this[_namedNodeMap] = namedNodeMap(this);
            return this[_namedNodeMap];
        }
        hasAttributes() { return this[_attributes].length > 0; }
        getAttributeNames() { return this[_attributes].map((a) => a.name); }
        getAttributeNode(name) {
            if (arguments.length < 1) throw notEnoughArguments();
            const qualified = this[_qualifiedLookupName](name);
            if (qualified === 'style') this[_lazyStyle] = false;
            return attributeNamed(this, qualified);
        }
        getAttributeNodeNS(namespace, localName) {
            if (arguments.length < 2) throw notEnoughArguments();
            namespace = namespace === '' || namespace === undefined || namespace === null ? null : String(namespace);
            localName = String(localName);
            return this[_attributes].find((a) => a[_namespaceURI] === namespace && a[_localName] === localName) ?? null;
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
            const last = this[_attributes][this[_attributes].length - 1];
            if (this[_lazyStyle] && last && last[_localName] === 'style') this[_attributes].splice(this[_attributes].length - 1, 0, attribute);
            else this[_attributes].push(attribute);
            attributeChanged(this, qualified, null, null);
        }
        // The style attribute's text for CSSOM, without counting as a read of the attribute.
        [_styleText]() {
            const attribute = this[_attributes].find((a) => a[_namespaceURI] === null && a[_localName] === 'style');
            return attribute ? attribute[_value] : '';
        }
        setAttributeNS(namespace, qualifiedName, value) {
            if (arguments.length < 3) throw notEnoughArguments();
            const [validNamespace, prefix, localName] = validateAndExtract(namespace, qualifiedName, 'attribute');
            const existing = this.getAttributeNodeNS(validNamespace, localName);
            if (existing) { setAttributeValue(this, existing, String(value)); return; }
            this[_attributes].push(new Attr(validNamespace, prefix, localName, String(value), this));
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
                this[_attributes][this[_attributes].indexOf(old)] = attribute;
                old[_ownerElement] = null;
            } else {
                this[_attributes].push(attribute);
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
            if (!this[_attributes].includes(attribute)) throw domException('The attribute is not owned by this element.', 'NotFoundError');
            this[_removeAttribute](attribute);
            return attribute;
        }
        [_removeAttribute](attribute) {
            this[_attributes].splice(this[_attributes].indexOf(attribute), 1);
            attribute[_document] = this[_ownerDocument];
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

        getElementsByTagName(name) { if (this?.[_attributes] === undefined) wrongThisCall('Element', 'getElementsByTagName'); if (arguments.length < 1) throw notEnoughArguments(); return dom.elementsByTagName(this, name); }
        getElementsByTagNameNS(namespace, localName) { if (this?.[_attributes] === undefined) wrongThisCall('Element', 'getElementsByTagNameNS'); if (arguments.length < 2) throw notEnoughArguments(); return dom.elementsByTagNameNS(this, namespace, localName); }
        getElementsByClassName(names) { if (this?.[_attributes] === undefined) wrongThisCall('Element', 'getElementsByClassName'); if (arguments.length < 1) throw notEnoughArguments(); return dom.elementsByClassName(this, names); }
    }

    class HTMLElement extends Element {}
    class SVGElement extends Element {}
    class MathMLElement extends Element {}

    // Creates an element of the right class without running user-visible constructors.
    function createElement(document, namespaceURI, prefix, localName) {
        let constructor = Element;
        if (namespaceURI === HTML_NS) constructor = elementClasses.get(localName) || (dom.HTMLUnknownElement && localName.indexOf('-') < 0 ? dom.HTMLUnknownElement : HTMLElement);
        else if (namespaceURI === SVG_NS) constructor = svgElementClasses.get(localName) || SVGElement;
        else if (namespaceURI === MATHML_NS) constructor = MathMLElement;
        // Every element has the same fields from the start (one shape), all in the object itself:
        // a literal is allocated with room for its properties, where Object.create() leaves six
        // and puts the rest in a second allocation that every later read goes through.
        return {
            __proto__: constructor.prototype,
            [_parentNode]: null, [_firstChild]: null, [_lastChild]: null, [_previousSibling]: null, [_nextSibling]: null,
            [_ownerDocument]: document, [_namespaceURI]: namespaceURI, [_prefix]: prefix, [_localName]: localName, [_attributes]: [], [_lazyStyle]: false,
        };
    }

    includeNonDocumentTypeChildNode(Element);
    includeParentNode(Element, _attributes);
    includeChildNode(Element, _attributes);
    Object.defineProperty(Element.prototype, _nodeType, { value: 1 });
    // The ChildNode and ParentNode methods hidden from `with` statements (WebIDL [Unscopable]).
    Object.defineProperty(Element.prototype, Symbol.unscopables, { value: { __proto__: null, before: true, after: true, replaceWith: true, remove: true, prepend: true, append: true, replaceChildren: true, slot: true }, configurable: true });

    Object.assign(dom, { HTMLElement, createElement, Element, SVGElement, MathMLElement, elementClasses, svgElementClasses });
})
