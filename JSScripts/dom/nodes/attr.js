// Attr, and setting an attribute's value (what every attribute change goes through).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _attributeChanged, _baseVersion, _document, _firstChild, _lastChild, _localName, _namespaceURI, _nextSibling, _nodeType, _ownerDocument, _ownerElement, _parentNode, _prefix, _previousSibling, _value, _version } = dom.slots; const { attributesOf, localNameOf, markChanged, namespaceOf, ownerDocumentOf, prefixOf, setLocalName, setNamespace, setPrefix } = dom.nodeSlots;
    const { illegalInvocation } = dom;
    const { Node } = dom;

    // ----- Attributes ----------------------------------------------------------------------------

    // A node, but a light one: the parser makes one per attribute, so its tree fields (always
    // null) live on the prototype, and its document is its element's unless it has none.
    class Attr {
        constructor(namespaceURI, prefix, localName, value, ownerElement) {
            this[_namespaceURI] = namespaceURI; this[_prefix] = prefix; this[_localName] = localName;
            this[_value] = value; this[_ownerElement] = ownerElement;
        }
        get namespaceURI() { if (this[_ownerElement] === undefined) illegalInvocation(this, 'Attr', 'namespaceURI'); return this[_namespaceURI]; }
        get prefix() { if (this[_ownerElement] === undefined) illegalInvocation(this, 'Attr', 'prefix'); return this[_prefix]; }
        get localName() { if (this[_ownerElement] === undefined) illegalInvocation(this, 'Attr', 'localName'); return this[_localName]; }
        get name() { return this[_prefix] ? `${this[_prefix]}:${this[_localName]}` : this[_localName]; }
        get value() { return this[_value]; }
        set value(v) { if (this.ownerElement) setAttributeValue(this.ownerElement, this, String(v)); else this[_value] = String(v); }
        get ownerElement() { const value = this[_ownerElement]; return value !== undefined ? value : illegalInvocation(this, 'Attr', 'ownerElement'); }
        get specified() { return true; }
        // Its document, for Node's ownerDocument and the DOM's readers (dom.nodeSlots falls back to
        // this slot for an Attr): its element's, else the one it was made for.
        get [_ownerDocument]() { const element = this[_ownerElement]; return element ? ownerDocumentOf(element) : this[_document] ?? null; }
        set [_ownerDocument](document) { this[_document] = document; }
    }
    Object.setPrototypeOf(Attr.prototype, Node.prototype);
    Object.setPrototypeOf(Attr, Node);
    for (const slot of [_parentNode, _firstChild, _lastChild, _previousSibling, _nextSibling]) {
        Object.defineProperty(Attr.prototype, slot, { value: null, writable: true });
    }
    // Node's brand: a node, or an attribute (which is made without Node's fields).
    dom.isNodeOrAttr = (object) => dom.nodeSlots.isNode(object) || (object != null && object[_ownerElement] !== undefined);
    // Internal code reads any node's document through the slot; an attribute's follows its element.
    Object.defineProperty(Attr.prototype, _ownerDocument, {
        get() { return this[_ownerElement] ? ownerDocumentOf(this[_ownerElement]) : this[_document] ?? null; },
        set(document) { this[_document] = document; },
    });

    // The attribute with this qualified name: a loop rather than find(), since reading and
    // writing attributes is what render scripts do most.
    function attributeNamed(element, qualified) {
        const attributes = attributesOf(element);
        for (let i = 0; i < attributes.length; i++) {
            const attribute = attributes[i];
            if ((attribute[_prefix] === null ? attribute[_localName] : attribute.name) === qualified) return attribute;
        }
        return null;
    }
    // Names setAttribute already found valid (checking is a regex).
    const validAttributeNames = new Set();

    function setAttributeValue(element, attribute, value) {
        const old = attribute[_value];
        attribute[_value] = value;
        attributeChanged(element, attribute[_localName], attribute[_namespaceURI], old);
    }

    function attributeChanged(element, localName, namespaceURI, oldValue) {
        markChanged(element);
        if (ownerDocumentOf(element)) ownerDocumentOf(element)[_version]++;
        if (localName === 'href' && localNameOf(element) === 'base' && ownerDocumentOf(element)) ownerDocumentOf(element)[_baseVersion] = (ownerDocumentOf(element)[_baseVersion] || 0) + 1;
        element[_attributeChanged]?.(localName, namespaceURI);
        // An `on...` attribute may set an event handler (dom/event-handler-attributes.js, installed then).
        if (namespaceURI === null && localName.charCodeAt(0) === 111 && localName.charCodeAt(1) === 110) dom.handlerAttributeChanged(element, localName);
        dom.notifyAttribute?.(element, localName, namespaceURI, oldValue);
        if (dom.customAttributeChanged) dom.customAttributeChanged(element, localName, namespaceURI, oldValue);
    }

    Object.defineProperty(Attr.prototype, _nodeType, { value: 2 });

    Object.assign(dom, { attributeNamed, validAttributeNames, setAttributeValue, Attr, attributeChanged });
})
