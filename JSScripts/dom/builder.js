// Builds nodes from the parser's packed tree (see Sources/DOMShim/PackedTree.swift), and the
// parsing entry points: documents, innerHTML/outerHTML, insertAdjacentHTML, template content.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _baseVersion, _content, _host, _isHTML, _localName, _mode, _namespaceURI, _registryKeptNull, _scriptLine, _value } = dom.slots; const { attributesOf, firstChildOf, lastChildOf, localNameOf, markChanged, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, previousSiblingOf, setOwnerDocument } = dom.nodeSlots;
    const { HTML_NS, SVG_NS, MATHML_NS, XLINK_NS, XML_NS, XMLNS_NS, Element, Document } = dom;

    const namespaces = [null, HTML_NS, MATHML_NS, SVG_NS, XLINK_NS, XML_NS, XMLNS_NS];
    const nameCodes = { [HTML_NS]: 1, [MATHML_NS]: 2, [SVG_NS]: 3 };
    // Chromium's parser: with more than 512 elements open, a new node goes to the parent of
    // the current node, so nothing nests deeper than 513 levels (html being 1).
    const maximumOpenElements = 512;

    function attributeParts(name, namespaceCode) {
        const namespaceURI = namespaces[namespaceCode] ?? null;
        if (namespaceURI === XLINK_NS || namespaceURI === XML_NS || namespaceURI === XMLNS_NS) {
            const colon = name.indexOf(':');
            if (colon >= 0) return [namespaceURI, name.slice(0, colon), name.slice(colon + 1)];
            // The parser's "adjust foreign attributes" table: MyHTML gives the local name only.
            if (namespaceURI === XMLNS_NS) return [namespaceURI, name === 'xmlns' ? null : 'xmlns', name];
            return [namespaceURI, namespaceURI === XLINK_NS ? 'xlink' : 'xml', name];
        }
        return [null, null, name];
    }

    const modes = ['no-quirks', 'quirks', 'limited-quirks'];
    // A string of a packed tree: offset and length in its Latin-1 text, or (a negative
    // length) in its wide one.
    const stringOf = (dom.treeString = (tree, offset, length) => (length > 0 ? tree.text.substring(offset, offset + length) : length === 0 ? '' : tree.wide.substring(offset, offset - length)));
    // What the builder reads from: a packed tree, where it is, its names so far, and the open
    // elements (stack[0] the document, fragment or insertion point, stack[k] the element at depth k),
    // with what each holds its children in (`containers`: a template's content, else itself)
    // and its local name (`openNames`), kept beside it: reading an element's slots at every
    // node is a cache lookup each (a page has dozens of node shapes).
    // (`templates`: how many of the open elements are templates, whose content's nodes belong
    // to an inert document.)
    const containerOf = (element, localName) => (localName === 'template' ? element[_content] || element : element);
    // (`parse`: what the elements built keep for their serialization as parsed (node-slots.js,
    // `parsedSerialization`): the tree's handle and first code, how many elements it has built,
    // the indexes of those that changed since, and whether it is built to its end.)
    const noChanges = new Int32Array(0); // (grown to hold the first)
    const openSource = (tree, index, parent) => {
        const name = nodeTypeOf(parent) === 1 ? localNameOf(parent) : null;
        const parse = tree.handle === undefined ? undefined : { handle: tree.handle, start: index, serialization: undefined, elements: 0, changes: noChanges, changeCount: 0, sortedChanges: null, changesWhenMade: 0, complete: false };
        return { tree, codes: tree.codes, index, names: [], stack: [parent], containers: [containerOf(parent, name)], openNames: [name], templates: 0, parse };
    };

    // Appends the nodes a parse tree describes, in document order, from one or more trees:
    // a page's, then what `document.write` inserts at a script's place. It can stop after each
    // script's end tag, as the HTML parser hands a script over to run: the tree then holds
    // what the parser had built by that point, and later content is not there yet.
    class TreeBuilder {
        constructor(tree, index, parent, document) {
            this.document = document;
            this.sources = [openSource(tree, index, parent)];
            // A page's parse also stops after each about:blank iframe (they load there).
            this.blankFrames = null;
            // Whether a `<template shadowrootmode>` attaches a shadow root to its parent (HTML's
            // "allow declarative shadow roots"): a page's own parse, setHTMLUnsafe and
            // parseHTMLUnsafe; not innerHTML or DOMParser.
            this.declarativeShadowRoots = false;
        }

        // Builds until the next script end tag (returns { element, line, column }), the next
        // about:blank iframe's in a page's parse ({ element, blankFrame: true }), or the end (null).
        next() {
            if (this.pendingScript) {
                const found = this.pendingScript;
                this.pendingScript = null;
                return found;
            }
            const { createElement, appendQuickly, Attr, parsedText, parsedComment } = dom;
            const document = this.document;
            // Custom element definitions (dom/custom-elements.js): read again after each script.
            const createParsedCustomElement = dom.createParsedCustomElement;
            const observation = dom.observation;
            for (;;) {
                // (Not sources[-1]: an index below zero, met at the end of every parse, makes
                // JavaScriptCore's optimized code of this hot loop exit and, once a hundred
                // documents have, throw it away and compile it again.)
                const source = this.sources.length !== 0 ? this.sources[this.sources.length - 1] : undefined;
                if (!source) {
                    dom.touch(document);
                    return null;
                }
                const { tree, codes, names, stack, containers, openNames } = source;
                if (source.index >= codes.length) {
                    if (source.parse !== undefined) source.parse.complete = true;
                    this.sources.pop();
                    continue;
                }
                let index = source.index;
                const kind = codes[index++];
                // (A template's children go to its content.)
                const container = containers[stack.length - 1 > maximumOpenElements ? maximumOpenElements : stack.length - 1];
                // (Inside a template, its content's inert document.)
                const nodeDocument = source.templates === 0 ? document : ownerDocumentOf(container);
                let node = null, custom = false, pageFrame = false;
                switch (kind) {
                    case 0: {
                        const element = stack.pop();
                        const localName = openNames.pop();
                        containers.pop();
                        source.index = index;
                        if (source.templates !== 0 && localName === 'template' && element[_content] !== undefined) source.templates--;
                        if (this.blankFrames !== null && this.blankFrames.delete(element)) return { element, blankFrame: true };
                        if (localName === 'script' && element[_scriptLine] !== undefined) {
                            const [line, column] = element[_scriptLine];
                            delete element[_scriptLine];
                            dom.touch(document); // what the script reads is recomputed
                            return { element, line, column };
                        }
                        continue;
                    }
                    case 1: {
                        let code = codes[index++];
                        // (A name met first comes as -1 and its string, and is the next index.)
                        const name = code >= 0 ? names[code] : (names[names.length] = stringOf(tree, codes[index++], codes[index++]));
                        const namespaceURI = namespaces[codes[index++]] ?? HTML_NS;
                        const scriptLine = codes[index++];
                        const scriptColumn = scriptLine !== 0 ? codes[index++] : 0;
                        const attributeCount = codes[index++];
                        // (An inert document has no definitions: a template's custom elements wait.)
                        custom = createParsedCustomElement !== undefined && namespaceURI === HTML_NS && name.indexOf('-') > 0 && nodeDocument === document;
                        const parse = source.parse;
                        const element = custom ? createParsedCustomElement(document, name, stack[0] === document)
                            : createElement(nodeDocument, namespaceURI, null, name, parse, parse?.elements);
                        if (parse !== undefined) parse.elements++;
                        const attributes = attributesOf(element);
                        let handlers = false; // an `on...` attribute, which may set an event handler
                        for (let i = 0; i < attributeCount; i++) {
                            // Codes 0-3 (none, HTML, MathML, SVG): a plain attribute, the common case.
                            code = codes[index++];
                            let attributeNamespace = null, prefix = null, localName = code >= 0 ? names[code] : (names[names.length] = stringOf(tree, codes[index++], codes[index++]));
                            const namespaceCode = codes[index++];
                            if (namespaceCode >= 4) [attributeNamespace, prefix, localName] = attributeParts(localName, namespaceCode);
                            const value = stringOf(tree, codes[index], codes[index + 1]);
                            index += 2;
                            // Duplicate attributes: the first wins.
                            let duplicate = false;
                            for (let j = 0; j < attributes.length && !duplicate; j++) duplicate = attributes[j][_localName] === localName && attributes[j][_namespaceURI] === attributeNamespace;
                            if (!duplicate) attributes.push(new Attr(attributeNamespace, prefix, localName, value, element));
                            if (localName.charCodeAt(0) === 111 && localName.charCodeAt(1) === 110) handlers = true;
                        }
                        // (A fragment's lines are not the page's: it takes the running script's, as in WebKit.)
                        if (handlers) dom.handlerAttributesParsed(element, stack[0] === document ? scriptLine || 1 : undefined);
                        if (custom) dom.customElementAttributesParsed(element);
                        if (name === 'template' && namespaceURI === HTML_NS) {
                            // A declarative shadow root: the template is not inserted, and what it
                            // holds goes into the shadow root attached to its parent.
                            const root = this.declarativeShadowRoots ? declarativeShadowRoot(element, container) : null;
                            if (root !== null) {
                                source.index = index;
                                markChanged(container); // (its children are no longer the parse's)
                                stack.push(element);
                                containers.push(root);
                                openNames.push(name);
                                continue;
                            }
                            element.content; // creates _content
                            source.templates++;
                        }
                        // document.baseURI looks for a <base> only in a document that has had one.
                        if (name === 'base') document[_baseVersion] = (document[_baseVersion] || 0) + 1;
                        if (name === 'img' && attributeCount !== 0 && nodeDocument === dom.currentDocument && namespaceURI === HTML_NS) dom.requestImage(element);
                        if (name === 'details' && attributeCount !== 0 && nodeDocument === document && namespaceURI === HTML_NS) dom.detailsParsed(element);
                        // A frame's own document (srcdoc, served) arrives before the page's load (window.js, dom/frames.js).
                        pageFrame = name === 'iframe' && nodeDocument === dom.currentDocument && namespaceURI === HTML_NS;
                        if (pageFrame) {
                            if (attributeCount !== 0 && dom.frameMayRunScripts(element)) dom.scriptedFrameParsed = true;
                            // The page's about:blank frames load at their end tag (window.js).
                            else if (this.blankFrames !== null && dom.isBlankFrame(element)) this.blankFrames.add(element);
                        }
                        if (name === 'script' && (namespaceURI === HTML_NS || namespaceURI === SVG_NS)) {
                            Object.defineProperty(element, _scriptLine, { value: [scriptLine, scriptColumn], configurable: true, writable: true });
                        }
                        stack.push(element);
                        containers.push(containerOf(element, name));
                        openNames.push(name);
                        node = element;
                        break;
                    }
                    case 3:
                        node = parsedText(nodeDocument, stringOf(tree, codes[index], codes[index + 1]));
                        index += 2;
                        break;
                    case 8:
                        node = parsedComment(nodeDocument, stringOf(tree, codes[index], codes[index + 1]));
                        index += 2;
                        break;
                    case 10:
                        node = new dom.DocumentType(stringOf(tree, codes[index], codes[index + 1]), stringOf(tree, codes[index + 2], codes[index + 3]), stringOf(tree, codes[index + 4], codes[index + 5]));
                        index += 6;
                        setOwnerDocument(node, nodeDocument);
                        break;
                    default:
                        throw new Error(`malformed parse tree at ${index - 1}`);
                }
                source.index = index;
                appendQuickly(container, node);
                // A MutationObserver (a document-start or page script made it) sees the parser's insertions;
                // the page's frames are announced either way (the bridge hears of both).
                if (observation.active) dom.notifyChildList(container, [node], [], previousSiblingOf(node), null);
                else if (pageFrame) dom.frameParsed?.(node);
                if (custom) dom.customElementParsedInto(node);
                if (this.stopAtDocumentElement && nodeTypeOf(node) === 1 && container === document) return { element: node, line: 0 };
            }
        }

        // Builds everything left; returns the script elements met, in order.
        finish() {
            const scripts = [];
            for (let found = this.next(); found; found = this.next()) if (!found.blankFrame) scripts.push(found);
            return scripts;
        }

        // Builds until the document element exists, where document-start scripts run.
        untilDocumentElement() {
            this.stopAtDocumentElement = true;
            const found = this.next();
            this.stopAtDocumentElement = false;
            if (found && found.element !== this.document.documentElement) this.pendingScript = found;
        }

        // Parses `html` as `document.write` inserts it: at the current insertion point, in the
        // context of its element, before the rest of the page.
        insert(html) {
            const source = this.sources[this.sources.length - 1];
            const stack = source ? source.stack : [this.document.body || this.document.documentElement || this.document];
            const point = stack[stack.length - 1];
            markChanged(point); // its children now come from two parses
            const context = nodeTypeOf(point) === 1 ? point : this.document.body || this.document.createElement('body');
            this.sources.push(openSource(native.parseFragment(String(html), localNameOf(context), nameCodes[namespaceOf(context)] || 1, this.document[_mode]), 0, point));
        }
    }

    // The shadow root a parsed `<template shadowrootmode=open|closed>` attaches to `host`, or
    // null where the template stays one (another mode, a host that cannot have a shadow root
    // or has one already), as WebKit's parser does.
    function declarativeShadowRoot(template, host) {
        // (The template's own attributes, read as the parser made them: a page's script may
        // have replaced getAttribute by now.)
        const has = (name) => dom.attributeNamed(template, name) !== null;
        const mode = dom.attributeNamed(template, 'shadowrootmode')?.[_value].toLowerCase();
        if ((mode !== 'open' && mode !== 'closed') || nodeTypeOf(host) !== 1) return null;
        if (dom.attachShadowIfAllowed === undefined) internals.installNow('dom/shadow.js');
        const root = dom.attachShadowIfAllowed(host, {
            mode, delegatesFocus: has('shadowrootdelegatesfocus'), clonable: has('shadowrootclonable'), serializable: has('shadowrootserializable'),
        });
        if (root !== null && has('shadowrootcustomelementregistry')) root[_registryKeptNull] = true;
        return root;
    }

    // Appends the nodes a tree describes to `parent`; returns inline scripts in order.
    function build(tree, index, parent, document, declarativeShadowRoots = false) {
        const builder = new TreeBuilder(tree, index, parent, document);
        builder.declarativeShadowRoots = declarativeShadowRoots;
        const scripts = builder.finish();
        dom.touch(parent);
        return scripts;
    }

    // A page's parse, run by the page load: stops at each script and about:blank iframe (see TreeBuilder).
    dom.startDocumentParse = function (document, tree) {
        document[_mode] = modes[tree.codes[0]];
        const builder = new TreeBuilder(tree, 1, document, document);
        builder.blankFrames = new Set();
        builder.declarativeShadowRoots = true;
        return builder;
    };

    // `tree` is a whole document's parse tree: its compatibility mode, then its nodes.
    dom.buildDocument = function (document, tree, declarativeShadowRoots = false) {
        document[_mode] = modes[tree.codes[0]];
        return build(tree, 1, document, document, declarativeShadowRoots);
    };

    // Parses `html` as the children of `context` would be; returns a fragment holding them.
    dom.parseFragment = function (context, html, declarativeShadowRoots = false) {
        const document = ownerDocumentOf(context);
        let name = localNameOf(context), namespaceURI = namespaceOf(context);
        if (namespaceURI === HTML_NS && name === 'template') name = 'template';
        const tree = native.parseFragment(String(html), name, nameCodes[namespaceURI] || 1, document[_mode]);
        const fragment = document.createDocumentFragment();
        build(tree, 0, fragment, document, declarativeShadowRoots);
        return fragment;
    };

    // ----- Element parsing and serializing API --------------------------------------------------

    // In an XML document, markup is XML both ways (dom/xml.js, installed then).
    function isInXMLDocument(node) {
        const document = ownerDocumentOf(node);
        if (!document || document[_isHTML]) return false;
        internals.installNow('dom/xml.js');
        return true;
    }
    function parseMarkup(context, markup) {
        return isInXMLDocument(context) ? dom.parseXMLFragment(context, markup) : dom.parseFragment(context, markup);
    }

    const proto = Element.prototype;
    Object.defineProperty(proto, 'innerHTML', {
        get() { return isInXMLDocument(this) ? dom.xmlSerializeChildren(this) : dom.serializeChildren(this); },
        set(html) {
            const fragment = parseMarkup(this, html === null ? '' : html);
            // A template's markup is its content's, made on first use.
            const isTemplate = localNameOf(this) === 'template' && namespaceOf(this) === HTML_NS;
            dom.replaceAllChildren(isTemplate ? this.content : this, fragment);
        },
        configurable: true,
    });
    // setHTMLUnsafe(html): innerHTML's parse with declarative shadow roots; getHTML(options):
    // the children's markup with the shadow roots asked for (`serializableShadowRoots`: those
    // made serializable; `shadowRoots`: these) as `<template shadowrootmode>` elements.
    dom.setHTMLUnsafe = function (target, context, html) {
        const fragment = isInXMLDocument(context) ? dom.parseXMLFragment(context, String(html)) : dom.parseFragment(context, String(html), true);
        dom.replaceAllChildren(target, fragment);
    };
    dom.getHTML = function (node, options) {
        if (options !== undefined && options !== null && typeof options !== 'object' && typeof options !== 'function') throw new TypeError("Type error");
        const serializable = !!options?.serializableShadowRoots, listed = options?.shadowRoots === undefined ? [] : [...options.shadowRoots];
        const rootOf = (element) => {
            const root = dom.shadowRootOf?.(element);
            return root && ((serializable && root.serializable) || listed.includes(root)) ? root : null;
        };
        return serializable || listed.length > 0 ? dom.serializeChildrenWithShadowRoots(node, rootOf) : dom.serializeChildren(node);
    };
    Object.assign(proto, {
        setHTMLUnsafe(html) {
            if (attributesOf(this) === undefined) dom.wrongThisCall('Element', 'setHTMLUnsafe');
            if (arguments.length < 1) throw dom.notEnoughArguments();
            dom.setHTMLUnsafe(localNameOf(this) === 'template' && namespaceOf(this) === HTML_NS ? this.content : this, this, html);
        },
        getHTML(options = undefined) {
            if (attributesOf(this) === undefined) dom.wrongThisCall('Element', 'getHTML');
            return dom.getHTML(localNameOf(this) === 'template' && namespaceOf(this) === HTML_NS ? this.content : this, options);
        },
    });
    Object.defineProperty(proto, 'outerHTML', {
        get() { return isInXMLDocument(this) ? dom.xmlSerializeNode(this) : dom.serializeNode(this); },
        set(html) {
            const parent = parentOf(this);
            if (!parent) return;
            if (nodeTypeOf(parent) === 9) throw new DOMException('This element has no parent node.', 'NoModificationAllowedError');
            const context = nodeTypeOf(parent) === 11 ? ownerDocumentOf(this).createElement('body') : parent;
            const fragment = parseMarkup(context, html === null ? '' : html);
            parent.replaceChild(fragment, this);
        },
        configurable: true,
    });

    function adjacentTarget(element, position) {
        switch (String(position).toLowerCase()) {
            case 'beforebegin': return [parentOf(element), element];
            case 'afterbegin': return [element, firstChildOf(element)];
            case 'beforeend': return [element, null];
            case 'afterend': return [parentOf(element), nextSiblingOf(element)];
        }
        throw new DOMException(`The value provided ('${position}') is not one of 'beforeBegin', 'afterBegin', 'beforeEnd', or 'afterEnd'.`, 'SyntaxError');
    }

    Object.assign(proto, {
        insertAdjacentHTML(position, html) {
            if (attributesOf(this) === undefined) dom.wrongThisCall('Element', 'insertAdjacentHTML');
            if (arguments.length < 2) throw dom.notEnoughArguments();
            const [parent, before] = adjacentTarget(this, position);
            if (!parent || nodeTypeOf(parent) === 9) throw new DOMException('The element has no parent.', 'NoModificationAllowedError');
            const context = nodeTypeOf(parent) === 1 ? parent : ownerDocumentOf(this).createElement('body');
            parent.insertBefore(parseMarkup(context, html), before);
        },
        insertAdjacentElement(position, element) {
            if (attributesOf(this) === undefined) dom.wrongThisCall('Element', 'insertAdjacentElement');
            if (arguments.length < 2) throw dom.notEnoughArguments();
            const [parent, before] = adjacentTarget(this, position);
            if (!parent) return null;
            return parent.insertBefore(element, before);
        },
        insertAdjacentText(position, text) {
            if (attributesOf(this) === undefined) dom.wrongThisCall('Element', 'insertAdjacentText');
            if (arguments.length < 2) throw dom.notEnoughArguments();
            const [parent, before] = adjacentTarget(this, position);
            if (parent) parent.insertBefore(ownerDocumentOf(this).createTextNode(text), before);
        },
    });

    // A template's content belongs to its document's inert template document (HTML's
    // "appropriate template contents owner document"): one per document, made on first use,
    // with no window, so nothing in a template runs, loads or upgrades until it is imported.
    const { _inertTemplateDocument, _url } = dom.slots;
    dom.inertTemplateDocument = function (document) {
        let inert = document[_inertTemplateDocument];
        if (inert === undefined) {
            inert = document[_isHTML] ? dom.htmlDocument() : new dom.XMLDocument();
            inert[_url] = 'about:blank';
            Object.defineProperty(inert, _inertTemplateDocument, { value: inert });
            Object.defineProperty(document, _inertTemplateDocument, { value: inert });
        }
        return inert;
    };

    // template.content is its fragment; on other elements (meta) `content` reflects the attribute.
    Object.defineProperty(dom.HTMLElement.prototype, 'content', {
        get() {
            if (localNameOf(this) !== 'template') return this.getAttribute('content') ?? '';
            if (!this[_content]) {
                this[_content] = dom.adoptNew(new dom.DocumentFragment(), dom.inertTemplateDocument(ownerDocumentOf(this)));
                Object.defineProperty(this[_content], _host, { value: this, enumerable: false });
            }
            return this[_content];
        },
        set(value) { if (localNameOf(this) !== 'template') this.setAttribute('content', value); },
        configurable: true,
    });

    // ----- html5lib's tree format, for the conformance suite ------------------------------------

    dom.html5libTree = function (root) {
        const lines = [];
        const prefixes = { [SVG_NS]: 'svg ', [MATHML_NS]: 'math ' };
        const attributePrefixes = { [XLINK_NS]: 'xlink ', [XML_NS]: 'xml ', [XMLNS_NS]: 'xmlns ' };
        const pending = [];
        for (let n = lastChildOf(root); n; n = previousSiblingOf(n)) pending.push([n, 1]);
        while (pending.length) {
            const [node, depth] = pending.pop();
            const indent = '| ' + '  '.repeat(depth - 1);
            switch (nodeTypeOf(node)) {
                case 1: {
                    lines.push(`${indent}<${prefixes[namespaceOf(node)] || ''}${localNameOf(node)}>`);
                    const attributes = attributesOf(node)
                        .map((a) => [`${attributePrefixes[a[_namespaceURI]] || ''}${a[_localName]}`, a[_value]])
                        .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
                    for (const [name, value] of attributes) lines.push(`${indent}  ${name}="${value}"`);
                    const children = [];
                    if (node[_content] && namespaceOf(node) === HTML_NS) {
                        lines.push(`${indent}  content`);
                        for (let n = lastChildOf(node[_content]); n; n = previousSiblingOf(n)) pending.push([n, depth + 2]);
                    }
                    for (let n = lastChildOf(node); n; n = previousSiblingOf(n)) children.push([n, depth + 1]);
                    pending.push(...children);
                    break;
                }
                case 3: lines.push(`${indent}"${node.data}"`); break;
                case 8: lines.push(`${indent}<!-- ${node.data} -->`); break;
                case 10:
                    lines.push(node.publicId || node.systemId
                        ? `${indent}<!DOCTYPE ${node.name} "${node.publicId}" "${node.systemId}">`
                        : `${indent}<!DOCTYPE ${node.name}>`);
                    break;
            }
        }
        return lines.join('\n');
    };
})
