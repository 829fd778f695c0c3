// XML documents: DOMParser's XML types (parsed by libxml2 natively, see
// Sources/DOMShim/XMLDocumentParser.swift), XMLSerializer and the namespace-aware XML
// serialization of the DOM Parsing spec, and innerHTML/outerHTML in XML documents.
// Installed on first use: most pages never parse or serialize XML.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _contentType, _data, _localName, _namespaceURI, _prefix, _url, _value, _xmlDeclaration } = dom.slots; const { attributesOf, firstChildOf, lazyStyleOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, prefixOf, setLazyStyle } = dom.nodeSlots;
    const { HTML_NS, SVG_NS, XML_NS, XMLNS_NS, Attr, createElement, appendQuickly, adoptNew } = dom;

    // ----- Parsing --------------------------------------------------------------------------------

    // Appends the nodes of libxml2's flat tree (from `index`) to `parent`.
    function build(ops, index, parent, document) {
        const stack = [parent];
        const orNull = (value) => (value === '' ? null : value);
        while (index < ops.length) {
            const kind = ops[index++];
            const container = stack[stack.length - 1];
            let node;
            switch (kind) {
                case 1: {
                    const namespaceURI = orNull(ops[index]), prefix = orNull(ops[index + 1]), localName = ops[index + 2];
                    const attributeCount = ops[index + 3];
                    index += 4;
                    node = createElement(document, namespaceURI, prefix, localName);
                    for (let i = 0; i < attributeCount; i++, index += 4) {
                        attributesOf(node).push(new Attr(orNull(ops[index]), orNull(ops[index + 1]), ops[index + 2], ops[index + 3], node));
                    }
                    appendQuickly(container, node);
                    stack.push(node);
                    continue;
                }
                case 2: stack.pop(); continue;
                case 3: node = new dom.Text(ops[index++]); break;
                case 4: node = new dom.CDATASection(ops[index++]); break;
                case 7: node = new dom.ProcessingInstruction(ops[index], ops[index + 1]); index += 2; break;
                case 8: node = new dom.Comment(ops[index++]); break;
                case 10: node = new dom.DocumentType(ops[index], ops[index + 1], ops[index + 2]); index += 3; break;
                case 11: {
                    const standalone = ops[index + 2];
                    document[_xmlDeclaration] = { version: ops[index] || '1.0', encoding: orNull(ops[index + 1]), standalone: standalone < 0 ? null : standalone === 1 };
                    index += 3;
                    continue;
                }
                default: throw new Error(`malformed XML tree at ${index - 1}`);
            }
            appendQuickly(container, adoptNew(node, document));
        }
        dom.touch(parent);
    }

    // WebKit's error document (XMLDocumentParser::insertErrorMessageBlock): the message in a
    // <parsererror> put first in the root element built so far, or in an XHTML page when there
    // is no root, or when the root is <svg> (which it then follows).
    function insertErrorMessage(document, message) {
        const html = (name) => createElement(document, HTML_NS, null, name);
        const block = html('parsererror');
        block.setAttribute('style', 'display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; margin: 1em; background-color: #fdd; color: black');
        const heading = html('h3');
        heading.textContent = 'This page contains the following errors:';
        const details = html('div');
        details.setAttribute('style', 'font-family:monospace;font-size:12px');
        details.textContent = message + '\n';
        const footer = html('h3');
        footer.textContent = 'Below is a rendering of the page up to the first error.';
        block.append(heading, details, footer);
        const root = document.documentElement;
        if (root && !(namespaceOf(root) === SVG_NS && localNameOf(root) === 'svg')) {
            root.insertBefore(block, firstChildOf(root));
            return;
        }
        const page = html('html'), body = html('body');
        page.appendChild(body);
        body.appendChild(block);
        if (root) {
            document.removeChild(root);
            body.appendChild(root);
        }
        document.appendChild(page);
    }

    dom.parseXMLDocument = function (string, type) {
        const document = new dom.XMLDocument();
        document[_contentType] = type;
        document[_url] = globalThis.document ? globalThis.document.URL : 'about:blank';
        const ops = native.parseXML(string);
        build(ops, 2 - (ops[0] === 0 ? 1 : 0), document, document);
        if (ops[0] === 9) insertErrorMessage(document, ops[1]);
        return document;
    };

    // The XML fragment parsing algorithm: the markup inside a root element that declares the
    // namespaces in scope at `context`; invalid XML is a SyntaxError, as in browsers.
    dom.parseXMLFragment = function (context, markup) {
        const declarations = new Map();
        for (let element = context; element && nodeTypeOf(element) === 1; element = parentOf(element)) {
            if (!declarations.has('') && prefixOf(element) === null) declarations.set('', namespaceOf(element) ?? '');
            for (const attribute of attributesOf(element)) {
                if (attribute[_namespaceURI] !== XMLNS_NS) continue;
                const prefix = attribute[_prefix] === null ? '' : attribute[_localName];
                if (!declarations.has(prefix)) declarations.set(prefix, attribute[_value]);
            }
            if (prefixOf(element) !== null && !declarations.has(prefixOf(element))) declarations.set(prefixOf(element), namespaceOf(element));
        }
        let open = '<fragment-root';
        for (const [prefix, namespace] of declarations) {
            if (prefix === 'xml' || prefix === 'xmlns') continue;
            open += prefix === '' ? ` xmlns="${escapeAttributeValue(namespace)}"` : ` xmlns:${prefix}="${escapeAttributeValue(namespace)}"`;
        }
        const ops = native.parseXML(`${open}>${markup}</fragment-root>`);
        if (ops[0] !== 0) {
            throw new DOMException('The provided markup is invalid XML, and therefore cannot be inserted into an XML document.', 'SyntaxError');
        }
        const document = ownerDocumentOf(context);
        const holder = createElement(document, null, null, 'holder');
        build(ops, 1, holder, document);
        const fragment = document.createDocumentFragment();
        const root = firstChildOf(holder);
        while (firstChildOf(root)) fragment.appendChild(firstChildOf(root));
        return fragment;
    };

    // ----- Serializing (DOM Parsing and Serialization, "XML serialization") ----------------------

    // Attribute values escape tab, line feed and carriage return too, so that they survive a
    // round trip (as Chromium and WebKit do, and the spec now says).
    const attributeSpecials = /[&"<>\t\n\r]/g;
    const attributeEntities = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };
    function escapeAttributeValue(value) {
        return value === null ? '' : String(value).replace(attributeSpecials, (c) => attributeEntities[c]);
    }
    const textSpecials = /[&<>]/g;
    const textEntities = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
    const escapeText = (value) => value.replace(textSpecials, (c) => textEntities[c]);

    // The namespace prefix map: namespace (null included) maps to the prefixes bound to it, in order.
    class PrefixMap {
        constructor(entries) { this.map = new Map(entries); }
        copy() { return new PrefixMap([...this.map].map(([namespace, prefixes]) => [namespace, [...prefixes]])); }
        has(namespace, prefix) { return (this.map.get(namespace) || []).includes(prefix); }
        bound(prefix) { for (const prefixes of this.map.values()) if (prefixes.includes(prefix)) return true; return false; }
        add(namespace, prefix) {
            const prefixes = this.map.get(namespace);
            if (prefixes) prefixes.push(prefix); else this.map.set(namespace, [prefix]);
        }
        // "Retrieve a preferred prefix string".
        preferred(preferredPrefix, namespace) {
            const candidates = this.map.get(namespace);
            if (!candidates) return null;
            return candidates.includes(preferredPrefix) ? preferredPrefix : candidates[candidates.length - 1];
        }
    }

    // A parsed document's declaration is written back, as WebKit and Chromium do.
    function xmlDeclaration(document) {
        const declaration = document[_xmlDeclaration];
        if (!declaration) return '';
        let markup = `<?xml version="${declaration.version}"`;
        if (declaration.encoding) markup += ` encoding="${declaration.encoding}"`;
        if (declaration.standalone !== null) markup += ` standalone="${declaration.standalone ? 'yes' : 'no'}"`;
        return markup + '?>';
    }

    class XMLSerialization {
        constructor() { this.prefixIndex = 1; }

        generatePrefix(map, namespace) {
            const prefix = `ns${this.prefixIndex++}`;
            map.add(namespace, prefix);
            return prefix;
        }

        // "Record the namespace information": returns the element's default namespace
        // declaration (null when none) and fills `localPrefixes`.
        recordNamespaces(element, map, localPrefixes) {
            let defaultNamespace = null;
            for (const attribute of attributesOf(element)) {
                if (attribute[_namespaceURI] !== XMLNS_NS) continue;
                if (attribute[_prefix] === null) { defaultNamespace = attribute[_value]; continue; }
                const prefix = attribute[_localName];
                let namespace = attribute[_value];
                if (namespace === XML_NS) continue;
                if (namespace === '') namespace = null;
                if (map.has(namespace, prefix)) continue;
                map.add(namespace, prefix);
                localPrefixes.set(prefix, namespace);
            }
            return defaultNamespace;
        }

        node(node, namespace, map) {
            switch (nodeTypeOf(node)) {
                case 1: return this.element(node, namespace, map);
                case 9: return xmlDeclaration(node) + this.children(node, namespace, map);
                case 11: return this.children(node, namespace, map);
                case 3: return escapeText(node[_data]);
                case 4: return `<![CDATA[${node[_data]}]]>`;
                case 8: return `<!--${node[_data]}-->`;
                case 7: return `<?${node.target} ${node[_data]}?>`;
                case 10: {
                    let markup = `<!DOCTYPE ${node.name}`;
                    if (node.publicId) markup += ` PUBLIC "${node.publicId}"`;
                    else if (node.systemId) markup += ' SYSTEM';
                    if (node.systemId) markup += ` "${node.systemId}"`;
                    return markup + '>';
                }
            }
            return '';
        }

        children(node, namespace, map) {
            const parent = nodeTypeOf(node) === 1 && localNameOf(node) === 'template' && namespaceOf(node) === HTML_NS ? node.content : node;
            let markup = '';
            for (let child = firstChildOf(parent); child; child = nextSiblingOf(child)) markup += this.node(child, namespace, map);
            return markup;
        }

        element(element, inheritedNamespace, parentMap) {
            const map = parentMap.copy();
            const localPrefixes = new Map();
            const localDefaultNamespace = this.recordNamespaces(element, map, localPrefixes);
            const namespace = namespaceOf(element);
            let ignoreNamespaceDefinition = false;
            let qualifiedName, declarations = '';
            if (inheritedNamespace === namespace) {
                if (localDefaultNamespace !== null) ignoreNamespaceDefinition = true;
                qualifiedName = namespace === XML_NS ? `xml:${localNameOf(element)}` : localNameOf(element);
            } else {
                let prefix = prefixOf(element);
                const candidate = prefix === 'xmlns' ? prefix : map.preferred(prefix, namespace);
                if (candidate !== null) {
                    qualifiedName = `${candidate}:${localNameOf(element)}`;
                    if (localDefaultNamespace !== null && localDefaultNamespace !== XML_NS) inheritedNamespace = localDefaultNamespace === '' ? null : localDefaultNamespace;
                } else if (prefix !== null) {
                    if (localPrefixes.has(prefix)) prefix = this.generatePrefix(map, namespace);
                    else map.add(namespace, prefix);
                    qualifiedName = `${prefix}:${localNameOf(element)}`;
                    declarations = ` xmlns:${prefix}="${escapeAttributeValue(namespace)}"`;
                    if (localDefaultNamespace !== null) inheritedNamespace = localDefaultNamespace === '' ? null : localDefaultNamespace;
                } else if (localDefaultNamespace === null || localDefaultNamespace !== namespace) {
                    ignoreNamespaceDefinition = true;
                    qualifiedName = localNameOf(element);
                    inheritedNamespace = namespace;
                    declarations = ` xmlns="${escapeAttributeValue(namespace)}"`;
                } else {
                    qualifiedName = localNameOf(element);
                    inheritedNamespace = namespace;
                }
            }
            if (lazyStyleOf(element)) setLazyStyle(element, false); // serializing synchronizes a CSSOM-made style attribute
            let markup = `<${qualifiedName}${declarations}${this.attributes(element, map, localPrefixes, ignoreNamespaceDefinition)}`;
            const container = localNameOf(element) === 'template' && namespace === HTML_NS ? element.content : element;
            if (!firstChildOf(container)) {
                if (namespace === HTML_NS) {
                    if (dom.voidElements.has(localNameOf(element))) return markup + ' />';
                } else {
                    return markup + '/>';
                }
            }
            return `${markup}>${this.children(element, inheritedNamespace, map)}</${qualifiedName}>`;
        }

        attributes(element, map, localPrefixes, ignoreNamespaceDefinition) {
            let markup = '';
            for (const attribute of attributesOf(element)) {
                const namespace = attribute[_namespaceURI];
                let candidate = null;
                if (namespace !== null) {
                    candidate = map.preferred(attribute[_prefix], namespace);
                    if (namespace === XMLNS_NS) {
                        const declared = attribute[_prefix] !== null && localPrefixes.has(attribute[_localName])
                            && localPrefixes.get(attribute[_localName]) === (attribute[_value] === '' ? null : attribute[_value]);
                        if (attribute[_value] === XML_NS || (attribute[_prefix] === null && ignoreNamespaceDefinition)
                            || (attribute[_prefix] !== null && !declared)) continue;
                        // A default namespace declaration stays `xmlns="..."` (the spec's text would
                        // write `xmlns:xmlns`; browsers do not).
                        candidate = attribute[_prefix] === null ? null : 'xmlns';
                    } else if (candidate === null) {
                        // Browsers keep the attribute's own prefix when nothing in scope binds it
                        // (the spec's text generates one).
                        const own = attribute[_prefix];
                        if (own !== null && !localPrefixes.has(own) && !map.bound(own)) { candidate = own; map.add(namespace, own); localPrefixes.set(own, namespace); } else candidate = this.generatePrefix(map, namespace);
                        markup += ` xmlns:${candidate}="${escapeAttributeValue(namespace)}"`;
                    }
                }
                markup += ` ${candidate !== null ? candidate + ':' : ''}${attribute[_localName]}="${escapeAttributeValue(attribute[_value])}"`;
            }
            return markup;
        }
    }

    const newPrefixMap = () => new PrefixMap([[XML_NS, ['xml']]]);

    dom.xmlSerializeNode = (node) => (nodeTypeOf(node) === 2 ? '' : new XMLSerialization().node(node, null, newPrefixMap()));
    dom.xmlSerializeChildren = (node) => new XMLSerialization().children(node, null, newPrefixMap());

    class XMLSerializer {
        serializeToString(node) {
            if (!(this instanceof XMLSerializer)) dom.wrongThisCall('XMLSerializer', 'serializeToString');
            if (arguments.length < 1) throw new TypeError("Failed to execute 'serializeToString' on 'XMLSerializer': 1 argument required, but only 0 present.");
            if (!(node instanceof dom.Node)) throw new TypeError("Failed to execute 'serializeToString' on 'XMLSerializer': parameter 1 is not of type 'Node'.");
            return dom.xmlSerializeNode(node);
        }
    }
    Object.defineProperty(XMLSerializer.prototype, Symbol.toStringTag, { value: 'XMLSerializer', configurable: true });
    dom.exposeGlobals({ XMLSerializer });
})
