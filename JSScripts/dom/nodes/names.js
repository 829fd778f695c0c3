// Namespaces and names (DOM Standard, "Namespaces"): the name checks of createElement(NS),
// setAttribute(NS), createDocumentType and createProcessingInstruction. The first file of the
// node classes (dom/nodes/, DOMEnvironment.domScripts lists them in order).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    const HTML_NS = 'http://www.w3.org/1999/xhtml';
    const SVG_NS = 'http://www.w3.org/2000/svg';
    const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';
    const XLINK_NS = 'http://www.w3.org/1999/xlink';
    const XML_NS = 'http://www.w3.org/XML/1998/namespace';
    const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

    function domException(message, name) { return new DOMException(message, name); }
    // Names compare ASCII case-insensitively (DOM): U+00C4 stays, where toLowerCase() lowercases it too.
    const nonASCII = /[^\x00-\x7F]/;
    const asciiLowercase = (text) => (nonASCII.test(text) ? text.replace(/[A-Z]+/g, (run) => run.toLowerCase()) : text.toLowerCase());
    const asciiUppercase = (text) => (nonASCII.test(text) ? text.replace(/[a-z]+/g, (run) => run.toUpperCase()) : text.toUpperCase());

    // ----- Names (DOM Standard, "Namespaces") ----------------------------------------------------

    const asciiAlpha = /^[A-Za-z]/;
    function isValidElementLocalName(name) {
        if (name === '') return false;
        if (asciiAlpha.test(name)) return !/[\t\n\f\r \0\/>]/.test(name);
        return /^[:_\u0080-\uffff][A-Za-z0-9\-.:_\u0080-\uffff]*$/.test(name);
    }
    const isValidAttributeLocalName = (name) => name !== '' && !/[\t\n\f\r \0\/=>]/.test(name);
    const isValidNamespacePrefix = (name) => name !== '' && !/[\t\n\f\r \0\/>]/.test(name);
    const isValidDoctypeName = (name) => !/[\t\n\f\r \0>]/.test(name);
    // XML's Name production, which a processing instruction's target must match.
    const nameStart = 'A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD';
    const xmlName = new RegExp(`^[:${nameStart}][:${nameStart}\\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$`);
    const invalidName = (name) => domException(`The string provided ('${name}') is not a valid name.`, 'InvalidCharacterError');

    // "Validate and extract": [namespace, prefix, localName] for createElementNS, setAttributeNS
    // and createDocument, or the exception a browser throws.
    function validateAndExtract(namespace, qualifiedName, context) {
        namespace = namespace === null || namespace === undefined || namespace === '' ? null : String(namespace);
        qualifiedName = String(qualifiedName);
        let prefix = null, localName = qualifiedName;
        const colon = qualifiedName.indexOf(':');
        if (colon >= 0) {
            prefix = qualifiedName.slice(0, colon);
            const rest = qualifiedName.slice(colon + 1);
            const next = rest.indexOf(':');
            localName = next >= 0 ? rest.slice(0, next) : rest;
            if (!isValidNamespacePrefix(prefix)) throw invalidName(qualifiedName);
        }
        if (context === 'attribute' ? !isValidAttributeLocalName(localName) : !isValidElementLocalName(localName)) throw invalidName(qualifiedName);
        const namespaceError = (why) => domException(`The qualified name provided ('${qualifiedName}') ${why}.`, 'NamespaceError');
        if (prefix !== null && namespace === null) throw namespaceError('has a prefix but no namespace');
        if (prefix === 'xml' && namespace !== XML_NS) throw namespaceError(`has the prefix 'xml' outside the XML namespace`);
        if ((qualifiedName === 'xmlns' || prefix === 'xmlns') && namespace !== XMLNS_NS) throw namespaceError(`is 'xmlns' outside the XMLNS namespace`);
        if (namespace === XMLNS_NS && qualifiedName !== 'xmlns' && prefix !== 'xmlns') throw namespaceError('is in the XMLNS namespace without the xmlns prefix');
        return [namespace, prefix, localName];
    }

    // WebIDL's unsigned long: what offsets and counts convert to.
    const toUnsignedLong = (value) => Number(value) >>> 0;
    // An operation called with fewer than its required arguments (WebIDL; WebKit's message).
    const notEnoughArguments = () => new TypeError('Not enough arguments');

    // A file of this group that needs what a later one defines declares it with `var` and asks
    // here to have it set when the group is loaded (nodes/interfaces.js): written once, it stays
    // a constant to JavaScriptCore, as a function declaration in one file was.
    dom.nodeLinks = [];

    Object.assign(dom, { notEnoughArguments, HTML_NS, asciiLowercase, domException, XML_NS, XMLNS_NS, toUnsignedLong, asciiUppercase, isValidAttributeLocalName, validateAndExtract, SVG_NS, MATHML_NS, isValidElementLocalName, xmlName, invalidName, isValidDoctypeName, XLINK_NS });
})
