// ContentHTMLComposer: untrusted HTML (a fragment or a whole document) in, a valid document
// out, with a doctype, charset and viewport meta, a base URL and the app's CSS, and only what
// the sanitizer's allowlists keep (policy.js, sanitize.js, css.js). The output is checked to
// be a fixed point of the parser: parsed again, it gives the same tree; a node that would
// change is removed, so nothing is one mutation away from running.
(function (native, internals) {
    'use strict';

    const { HTML_NS } = internals.dom;
    const { sanitize, sanitizeAttributes } = internals.sanitizer;
    // Parsed as the web view will parse it: scripting on, so <noscript> is raw text there too.
    const parse = (html) => internals.dom.parseInertDocument(html, true);
    // An inert document built from a parse the caller made (the parser's tree, as
    // native.parseDocument gives it): parseInertDocument's steps without the parse.
    const dom = internals.dom;
    const { _url } = dom.slots;
    const fromTree = (tree) => {
        const document = dom.defineDocumentLocation(dom.htmlDocument());
        document[_url] = dom.currentDocument ? dom.currentDocument.URL : 'about:blank';
        dom.buildDocument(document, tree);
        return document;
    };
    const serialize = (document) => '<!DOCTYPE html>' + document.documentElement.outerHTML;
    // Metadata of the message's head that changes how it shows, and nothing else.
    const keptMetaNames = new Set(['color-scheme', 'supported-color-schemes', 'description', 'author', 'x-apple-disable-message-reformatting', 'format-detection']);
    const maximumMutationRepairs = 64;

    // composeHTML composes from the parser's tree of the untrusted HTML (the caller parses it
    // as the web view would, scripting on) and returns the output's HTML; composeCheck then
    // checks the output (the caller parses it meanwhile, as the engine will load it, and
    // passes the tree: the engine loads that parse when the output needed no repair).
    // Between the two the output waits here.
    let pending = null;

    internals.composeHTML = function (tree, baseURL, css, viewportWidth, policy) {
        pending = null;
        const options = { ...policy, baseURL };
        const source = fromTree(tree);
        const body = source.body;
        let removed = 0, output;
        if (body && body.localName === 'body' && body.namespaceURI === HTML_NS && source.head) {
            // The output is the source document itself, its root made over as a new document's
            // would be (the composed head, then the body; the root's direction and language and
            // no other attribute), so the sanitized body stays where it is rather than being
            // adopted, node by node, into another document. What it serializes to is the same.
            output = source;
            const head = source.createElement('head');
            composeHead(head, source, { baseURL, css, viewportWidth, options });
            const root = source.documentElement;
            const direction = rootDirection(root);
            for (let child = root.firstChild, next; child; child = next) {
                next = child.nextSibling;
                if (child !== body) root.removeChild(child);
            }
            while (root.attributes.length) root.removeAttributeNode(root.attributes[0]);
            root.insertBefore(head, body);
            if (direction.dir) root.setAttribute('dir', direction.dir);
            if (direction.lang) root.setAttribute('lang', direction.lang);
            removed += sanitize(body, options);
            removed += sanitizeAttributes(body, options);
        } else {
            output = document.implementation.createHTMLDocument('');
            output.head.textContent = '';
            composeHead(output.head, source, { baseURL, css, viewportWidth, options });
            const direction = rootDirection(source.documentElement);
            if (direction.dir) output.documentElement.setAttribute('dir', direction.dir);
            if (direction.lang) output.documentElement.setAttribute('lang', direction.lang);
            if (body) {
                removed += sanitize(body, options);
                removed += sanitizeAttributes(body, options);
                moveBody(output, body);
            }
        }
        output.body.normalize();
        const html = serialize(output);
        pending = { output, html, removed };
        return html;
    };

    // `tree`: the parse of composeHTML's html (null: parsed here).
    internals.composeCheck = function (tree) {
        if (!pending) throw new Error('composeCheck without composeHTML');
        const { output, html, removed } = pending;
        pending = null;
        const repaired = repairToFixedPoint(output, html, tree);
        // The HTML only where the check changed it: the caller has the composed text already.
        const asComposed = repaired.html === html;
        return { html: asComposed ? null : repaired.html, removed: removed + repaired.removed, mutations: repaired.removed, fixedPoint: repaired.fixedPoint };
    };

    // The sanitized body goes into the output as it is: moved (adopted), not copied, the
    // source document being thrown away. A <frameset> in the body's place gives a <body>
    // its attributes and children.
    function moveBody(output, body) {
        if (body.localName === 'body' && body.namespaceURI === HTML_NS) {
            output.documentElement.replaceChild(body, output.body);
            return;
        }
        for (const name of body.getAttributeNames()) output.body.setAttribute(name, body.getAttribute(name));
        output.body.append(...body.childNodes);
    }

    // Fills `head` (empty, in the output document).
    function composeHead(head, source, { baseURL, css, viewportWidth, options }) {
        const output = head.ownerDocument;
        const add = (name, attributes, text) => {
            const element = output.createElement(name);
            for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
            if (text !== undefined) element.textContent = text;
            head.append(element);
        };
        add('meta', { charset: 'utf-8' });
        add('meta', { name: 'viewport', content: viewportWidth ? `width=${viewportWidth}, initial-scale=1` : 'width=device-width, initial-scale=1' });
        if (baseURL) add('base', { href: baseURL });
        if (css) add('style', {}, css);
        // The message's own title, metadata and styles (its styles sanitized as CSS).
        for (const node of source.head ? [...source.head.children] : []) {
            const name = node.localName;
            if (name === 'title') add('title', {}, node.textContent);
            else if (name === 'meta' && keptMetaNames.has((node.getAttribute('name') || '').toLowerCase())) {
                add('meta', { name: node.getAttribute('name').toLowerCase(), content: node.getAttribute('content') || '' });
            } else if (name === 'style') {
                const sheet = internals.sanitizer.sanitizeStyleSheet(node.textContent, options);
                if (sheet.text) add('style', {}, sheet.text);
            }
        }
    }

    // Arabic or Hebrew mail says so on its root: the direction and language move to ours
    // (each null when the root has none worth keeping).
    function rootDirection(root) {
        const dir = (root.getAttribute('dir') || '').trim().toLowerCase();
        const lang = (root.getAttribute('lang') || root.getAttribute('xml:lang') || '').trim();
        return { dir: ['ltr', 'rtl', 'auto'].includes(dir) ? dir : null, lang: /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(lang) ? lang : null };
    }

    // Parses the output again and compares trees until they are the same (`composed`: the
    // output serialized, `tree`: its parse, when the caller made it): each node that
    // comes back different (markup that means something else once written out) is removed.
    function repairToFixedPoint(output, composed, tree) {
        // The common case, cheaply: the parse is the output's tree node for node, so it
        // serializes to the same text. Anything else (or anything the comparison does not
        // model) takes the full check below, whose verdict it would have been.
        if (tree && sameTree(tree, output.documentElement)) return { removed: 0, fixedPoint: true, html: composed };
        let removed = 0;
        for (;;) {
            const html = removed === 0 ? composed : serialize(output);
            const reparsed = removed === 0 && tree ? fromTree(tree) : parse(html);
            if (serialize(reparsed) === html) return { removed, fixedPoint: true, html };
            const difference = firstDifference(output.documentElement, reparsed.documentElement);
            const structural = !difference || difference === output.documentElement || difference === output.head || difference === output.body;
            if (structural || removed >= maximumMutationRepairs) {
                // Nothing smaller to remove: the message's text alone is what stays.
                const text = output.body.textContent;
                output.body.textContent = '';
                const pre = output.createElement('pre');
                pre.textContent = text;
                output.body.append(pre);
                const again = serialize(output);
                return { removed: removed + 1, fixedPoint: serialize(parse(again)) === again, html: again };
            }
            difference.remove();
            output.body.normalize();
            removed++;
        }
    }

    // Whether the parser's tree (the packed tree dom/builder.js builds from, after its
    // quirks-mode entry) holds, as its document element, a subtree equal to `root` in all the
    // serializer reads: node types, element namespaces and names, attributes (namespace, name
    // and value, in order), text and comment data, template contents. Only a document
    // element is compared, as serialize() writes only that. False also where the builder
    // would not make nodes one for one (duplicate or namespaced attributes, nesting past its
    // cap, a doctype or a second element at the top): the full check decides those.
    const { _data, _localName, _namespaceURI, _value } = dom.slots;
    const { attributesOf: attributeListOf, firstChildOf, lazyStyleOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf } = dom.nodeSlots;
    const namespaceCodes = [HTML_NS, HTML_NS, dom.MATHML_NS, dom.SVG_NS];
    const maximumComparedDepth = 500;
    function sameTree(tree, root) {
        const { codes } = tree, string = dom.treeString, names = [];
        let index = 1, depth = 0, seenRoot = false;
        // `expected`: the node of the output the next code must equal, under `parents`' top.
        const parents = [];
        let expected = null;
        while (index < codes.length) {
            const kind = codes[index++];
            if (kind === 0) {
                if (depth === 0 || expected !== null) return false;
                depth--;
                const element = parents.pop();
                if (depth === 0) return trailingIsIgnorable(codes, index);
                expected = nextSiblingOf(element);
                continue;
            }
            if (depth === 0) {
                // Before the document element: the doctype and comments, which serialize() skips.
                if (kind === 10) { index += 6; continue; }
                if (kind === 8) { index += 2; continue; }
                if (kind !== 1 || seenRoot) return false;
                seenRoot = true;
                expected = root;
            }
            const node = expected;
            if (node === null || node === undefined) return false;
            if (kind === 3 || kind === 8) {
                if (nodeTypeOf(node) !== kind || node[_data] !== string(tree, codes[index], codes[index + 1])) return false;
                index += 2;
                expected = nextSiblingOf(node);
                continue;
            }
            if (kind !== 1 || nodeTypeOf(node) !== 1 || lazyStyleOf(node)) return false;
            let nameCode = codes[index++];
            const name = nameCode >= 0 ? names[nameCode] : (names[names.length] = string(tree, codes[index++], codes[index++]));
            const code = codes[index++];
            if (code > 3 || localNameOf(node) !== name || namespaceOf(node) !== namespaceCodes[code]) return false;
            if (codes[index++] !== 0) index++; // a script's line and column
            const count = codes[index++];
            const attributes = attributeListOf(node);
            if (attributes.length !== count) return false;
            for (let i = 0; i < count; i++) {
                const attribute = attributes[i];
                nameCode = codes[index++];
                const attributeName = nameCode >= 0 ? names[nameCode] : (names[names.length] = string(tree, codes[index++], codes[index++]));
                const namespaceCode = codes[index++];
                const value = string(tree, codes[index], codes[index + 1]);
                index += 2;
                if (attribute[_value] !== value) return false;
                if (namespaceCode <= 3) {
                    if (attribute[_localName] !== attributeName || attribute[_namespaceURI] !== null) return false;
                } else if (!sameForeignAttribute(attribute, attributeName, namespaceCode)) {
                    return false;
                }
            }
            // The names are the same, so a duplicate in the parse is one in the output: not modelled.
            if (count > 1 && hasDuplicateName(attributes)) return false;
            if (++depth > maximumComparedDepth) return false;
            parents.push(node);
            expected = firstChildOf(localNameOf(node) === 'template' && namespaceOf(node) === HTML_NS ? node.content : node);
        }
        return false;
    }
    // A namespaced attribute of foreign content (xlink:href, xml:lang, xmlns), named as
    // dom/builder.js names it from the parser's local name and namespace code.
    const attributeNamespaces = [null, null, null, null, dom.XLINK_NS, dom.XML_NS, dom.XMLNS_NS];
    function sameForeignAttribute(attribute, name, code) {
        const namespaceURI = attributeNamespaces[code];
        if (namespaceURI === undefined || namespaceURI === null || attribute[_namespaceURI] !== namespaceURI || typeof name !== 'string') return false;
        const colon = name.indexOf(':');
        return attribute[_localName] === (colon >= 0 ? name.slice(colon + 1) : name);
    }
    function hasDuplicateName(attributes) {
        // (By local name alone: stricter than the builder, which also compares namespaces.)
        if (attributes.length > 16) return new Set(attributes.map((attribute) => attribute[_localName])).size !== attributes.length;
        for (let i = 1; i < attributes.length; i++) {
            for (let j = 0; j < i; j++) if (attributes[j][_localName] === attributes[i][_localName]) return true;
        }
        return false;
    }
    // After the document element closes, only comments may follow (serialize() skips them).
    function trailingIsIgnorable(codes, index) {
        while (index < codes.length) {
            if (codes[index] !== 8) return false;
            index += 3;
        }
        return true;
    }

    const childrenOf = (node) => (node.nodeType === 1 && node.localName === 'template' && node.namespaceURI === HTML_NS ? node.content.childNodes : node.childNodes);
    const sameShallow = (a, b) => a.nodeType === b.nodeType && (a.nodeType === 1
        ? a.namespaceURI === b.namespaceURI && a.localName === b.localName && attributesOf(a) === attributesOf(b)
        : a.nodeValue === b.nodeValue);
    const attributesOf = (element) => element.getAttributeNames().map((name) => name + '=' + element.getAttribute(name)).join('\u0000');
    const sameDeep = (a, b) => (a.nodeType === 1 && b.nodeType === 1 ? a.outerHTML === b.outerHTML && a.namespaceURI === b.namespaceURI : sameShallow(a, b));

    // The node of `a` where the tree `b` starts to differ: the first differing child, followed
    // down as far as the two still match in shape.
    function firstDifference(a, b) {
        for (;;) {
            if (!sameShallow(a, b)) return a;
            const as = childrenOf(a), bs = childrenOf(b);
            let i = 0;
            while (i < as.length && i < bs.length && sameDeep(as[i], bs[i])) i++;
            if (i === as.length && i === bs.length) return null;
            if (i < as.length && i < bs.length) { a = as[i]; b = bs[i]; continue; }
            return as[i] || as[i - 1] || a;
        }
    }
})
