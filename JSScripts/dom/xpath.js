// XPath 1.0 (W3C recommendation) as browsers expose it (DOM Standard, "XPath"): XPathEvaluator,
// XPathExpression, XPathResult, and document.evaluate, createExpression and createNSResolver.
// A tokenizer and a recursive-descent parser compile an expression into closures; they walk
// the tree through the public DOM only (nodeType, parentNode, firstChild, nextSibling,
// attributes, ...). Where XPath leaves a choice to the host, Chromium's answers are taken: names
// in HTML documents (an HTML element's name compares ASCII case-insensitively, and an unprefixed
// name test finds it in the HTML namespace), numbers as strings (six significant digits),
// the namespace axis (always empty: no namespace nodes), an unbound variable (the empty
// string), a type error while evaluating (a SyntaxError DOMException).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { Node, Document } = dom;
    const { _isHTML } = dom.slots;
    const ObserverClass = dom.MutationObserver; // the DOM's own, whatever a page did to the global
    const HTML_NS = 'http://www.w3.org/1999/xhtml';
    const XML_NS = 'http://www.w3.org/XML/1998/namespace';
    const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
    const ELEMENT = 1, ATTRIBUTE = 2, TEXT = 3, CDATA = 4, PI = 7, COMMENT = 8, DOCUMENT = 9, DOCTYPE = 10, FRAGMENT = 11;

    // ----- Errors --------------------------------------------------------------------------------

    // Thrown inside the parser and the evaluator, turned into the DOMException a browser throws
    // by the operation that called them (its message names the operation).
    class XPathFailure {
        constructor(kind) { this.kind = kind; }
    }
    const SYNTAX = new XPathFailure('syntax');
    const TYPE = new XPathFailure('type');
    const NAMESPACE = new XPathFailure('namespace');

    function failed(where, text, failure) {
        const prefix = `Failed to execute '${where[1]}' on '${where[0]}': `;
        if (failure === NAMESPACE) return new DOMException(`${prefix}The string '${text}' contains unresolvable namespaces.`, 'NamespaceError');
        if (failure === TYPE) return new DOMException(`${prefix}Type conversion failed while evaluating the expression.`, 'SyntaxError');
        return new DOMException(`${prefix}The string '${text}' is not a valid XPath expression.`, 'SyntaxError');
    }

    // ----- Tokens (XPath 1.0, "Expression Lexical Structure") ----------------------------------

    const isSpace = (c) => c === 0x20 || c === 0x09 || c === 0x0A || c === 0x0D;
    const isDigit = (c) => c >= 0x30 && c <= 0x39;
    function isNameStart(c) {
        return (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c === 0x5F ||
            (c >= 0xC0 && c <= 0xD6) || (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x2FF) ||
            (c >= 0x370 && c <= 0x37D) || (c >= 0x37F && c <= 0x1FFF) || c === 0x200C || c === 0x200D ||
            (c >= 0x2070 && c <= 0x218F) || (c >= 0x2C00 && c <= 0x2FEF) || (c >= 0x3001 && c <= 0xD7FF) ||
            (c >= 0xF900 && c <= 0xFDCF) || (c >= 0xFDF0 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0xEFFFF);
    }
    function isNameChar(c) {
        return isNameStart(c) || isDigit(c) || c === 0x2D || c === 0x2E || c === 0xB7 ||
            (c >= 0x300 && c <= 0x36F) || c === 0x203F || c === 0x2040;
    }

    const AXES = new Set(['ancestor', 'ancestor-or-self', 'attribute', 'child', 'descendant', 'descendant-or-self',
        'following', 'following-sibling', 'namespace', 'parent', 'preceding', 'preceding-sibling', 'self']);
    const NODE_TYPES = new Set(['comment', 'text', 'processing-instruction', 'node']);
    const OPERATOR_NAMES = new Set(['and', 'or', 'mod', 'div']);

    // Tokens are { type, value } with type 'punct' (`( ) [ ] . .. @ , ::`), 'op' (operators,
    // `and`, `or`, `mod`, `div` included), 'name' (a name test: prefix and local, local may be
    // `*`), 'nodetype', 'function' (prefix and local), 'axis', 'literal', 'number' or 'var'.
    function tokenize(text) {
        const tokens = [];
        const length = text.length;
        let i = 0;
        const skipSpace = (j) => { while (j < length && isSpace(text.charCodeAt(j))) j++; return j; };
        const nameEnd = (j) => {
            if (j >= length) return j;
            let c = text.codePointAt(j);
            if (!isNameStart(c)) return j;
            j += c > 0xFFFF ? 2 : 1;
            while (j < length) {
                c = text.codePointAt(j);
                if (!isNameChar(c)) break;
                j += c > 0xFFFF ? 2 : 1;
            }
            return j;
        };
        for (;;) {
            i = skipSpace(i);
            if (i >= length) return tokens;
            const previous = tokens[tokens.length - 1];
            // The first disambiguation rule: after an operand, `*` multiplies and a name is an
            // operator name.
            const operatorExpected = previous !== undefined && previous.type !== 'op' &&
                !(previous.type === 'punct' && (previous.value === '@' || previous.value === '::' || previous.value === '(' || previous.value === '[' || previous.value === ','));
            const c = text.charCodeAt(i);
            const ch = text[i];
            switch (ch) {
                case '(': case ')': case '[': case ']': case '@': case ',':
                    tokens.push({ type: 'punct', value: ch });
                    i++;
                    continue;
                case '.':
                    if (text[i + 1] === '.') { tokens.push({ type: 'punct', value: '..' }); i += 2; continue; }
                    if (!isDigit(text.charCodeAt(i + 1))) { tokens.push({ type: 'punct', value: '.' }); i++; continue; }
                    break; // a number
                case ':':
                    if (text[i + 1] !== ':') throw SYNTAX;
                    tokens.push({ type: 'punct', value: '::' });
                    i += 2;
                    continue;
                case '"': case "'": {
                    const end = text.indexOf(ch, i + 1);
                    if (end < 0) throw SYNTAX;
                    tokens.push({ type: 'literal', value: text.slice(i + 1, end) });
                    i = end + 1;
                    continue;
                }
                case '/':
                    if (text[i + 1] === '/') { tokens.push({ type: 'op', value: '//' }); i += 2; } else { tokens.push({ type: 'op', value: '/' }); i++; }
                    continue;
                case '|': case '+': case '-': case '=':
                    tokens.push({ type: 'op', value: ch });
                    i++;
                    continue;
                case '!':
                    if (text[i + 1] !== '=') throw SYNTAX;
                    tokens.push({ type: 'op', value: '!=' });
                    i += 2;
                    continue;
                case '<': case '>':
                    if (text[i + 1] === '=') { tokens.push({ type: 'op', value: ch + '=' }); i += 2; } else { tokens.push({ type: 'op', value: ch }); i++; }
                    continue;
                case '*':
                    tokens.push(operatorExpected ? { type: 'op', value: '*' } : { type: 'name', prefix: null, local: '*' });
                    i++;
                    continue;
                case '$': {
                    const name = readQName(i + 1);
                    if (name === null || name.local === '*') throw SYNTAX;
                    tokens.push({ type: 'var', prefix: name.prefix, local: name.local });
                    i = name.end;
                    continue;
                }
            }
            if (isDigit(c) || ch === '.') {
                let j = i;
                while (j < length && isDigit(text.charCodeAt(j))) j++;
                if (text[j] === '.') {
                    j++;
                    while (j < length && isDigit(text.charCodeAt(j))) j++;
                }
                tokens.push({ type: 'number', value: Number(text.slice(i, j)) });
                i = j;
                continue;
            }
            const name = readQName(i);
            if (name === null) throw SYNTAX;
            i = name.end;
            if (operatorExpected) {
                if (name.prefix !== null || !OPERATOR_NAMES.has(name.local)) throw SYNTAX;
                tokens.push({ type: 'op', value: name.local });
                continue;
            }
            const next = skipSpace(i);
            if (name.local !== '*' && text[next] === '(') {
                const nodeType = name.prefix === null && NODE_TYPES.has(name.local);
                tokens.push({ type: nodeType ? 'nodetype' : 'function', prefix: name.prefix, local: name.local, value: name.local });
            } else if (name.local !== '*' && text[next] === ':' && text[next + 1] === ':') {
                if (name.prefix !== null || !AXES.has(name.local)) throw SYNTAX;
                tokens.push({ type: 'axis', value: name.local });
            } else {
                tokens.push({ type: 'name', prefix: name.prefix, local: name.local });
            }
        }

        // A QName, or `prefix:*`; Chromium allows white space around the colon.
        function readQName(start) {
            const end = nameEnd(start);
            if (end === start) return null;
            const first = text.slice(start, end);
            const colon = skipSpace(end);
            if (text[colon] === ':' && text[colon + 1] !== ':') {
                const localStart = skipSpace(colon + 1);
                if (text[localStart] === '*') return { prefix: first, local: '*', end: localStart + 1 };
                const localEnd = nameEnd(localStart);
                if (localEnd === localStart) throw SYNTAX;
                return { prefix: first, local: text.slice(localStart, localEnd), end: localEnd };
            }
            return { prefix: null, local: first, end };
        }
    }

    // ----- Values --------------------------------------------------------------------------------

    // A value is a number, a string, a boolean, or a node-set: an array of nodes without
    // duplicates. As in Chromium (and WebKit), a node-set is kept in the order its evaluation
    // found it (a union's left side then its right side, a reverse axis nearest first) and
    // sorted into document order only where the order matters: a filter's predicates, the
    // first node of a set, an ordered result type. An unsorted one carries UNSORTED.
    const UNSORTED = Symbol('unsorted');

    function stringValueOf(node) {
        switch (node.nodeType) {
            case ELEMENT: case FRAGMENT: return descendantText(node);
            case DOCUMENT: return descendantText(node);
            case ATTRIBUTE: return node.value;
            case TEXT: case CDATA: case COMMENT: case PI: return node.data;
            default: return '';
        }
    }

    function descendantText(root) {
        let text = '';
        let node = root.firstChild;
        while (node !== null) {
            const type = node.nodeType;
            if (type === TEXT || type === CDATA) text += node.data;
            if (type === ELEMENT && node.firstChild !== null) { node = node.firstChild; continue; }
            while (node !== null && node.nextSibling === null) {
                node = node.parentNode;
                if (node === root) return text;
            }
            if (node !== null) node = node.nextSibling;
        }
        return text;
    }

    // Chromium writes a number as `%g` with six significant digits would, its trailing zeros
    // dropped when there is no exponent: 0.333333, 1.23457e+7.
    // As WebKit writes a number (the shortest form that reads back, JavaScript's own), where
    // Chromium rounds to six significant digits (`0.333333`, `1.00000e+6`).
    function numberToString(number) {
        return number === 0 ? '0' : String(number);
    }

    function stringToNumber(text) {
        const trimmed = text.replace(/^[\t\n\v\f\r ]+|[\t\n\v\f\r ]+$/g, '');
        return /^-?(?:\d+(?:\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
    }

    function toStringValue(value) {
        switch (typeof value) {
            case 'string': return value;
            case 'number': return numberToString(value);
            case 'boolean': return value ? 'true' : 'false';
            default: return value.length === 0 ? '' : stringValueOf(firstNode(value));
        }
    }

    function toNumberValue(value) {
        switch (typeof value) {
            case 'number': return value;
            case 'string': return stringToNumber(value);
            case 'boolean': return value ? 1 : 0;
            default: return stringToNumber(toStringValue(value));
        }
    }

    function toBooleanValue(value) {
        switch (typeof value) {
            case 'boolean': return value;
            case 'number': return value !== 0 && !Number.isNaN(value);
            case 'string': return value.length > 0;
            default: return value.length > 0;
        }
    }

    function nodeSet(value) {
        if (!Array.isArray(value)) throw TYPE;
        return value;
    }

    // ----- Document order ------------------------------------------------------------------------

    // The parent in XPath's data model: an attribute's is its element.
    const parentOf = (node) => node.nodeType === ATTRIBUTE ? node.ownerElement : node.parentNode;

    // Document order; attributes of one element are not ordered among themselves (a stable sort
    // keeps the order they were found in, as Chromium does).
    function compareOrder(a, b) {
        if (a === b) return 0;
        if (a.nodeType === ATTRIBUTE && b.nodeType === ATTRIBUTE && a.ownerElement === b.ownerElement && a.ownerElement !== null) return 0;
        return a.compareDocumentPosition(b) & 4 /* FOLLOWING */ ? -1 : 1;
    }

    // The evaluation under way: its cache of positions in document order. Evaluating runs no page
    // code, but a nested evaluation restores the outer one's.
    let currentEnv = null;

    // Sorts a node-set into document order, in place. Small sets are sorted by
    // compareDocumentPosition; larger ones by positions from one walk of their tree, shared by
    // the whole evaluation (the tree cannot change while an expression is evaluated).
    function sortNodes(nodes) {
        if (nodes[UNSORTED] !== true) return nodes;
        delete nodes[UNSORTED];
        if (nodes.length < 2) return nodes;
        if (nodes.length < 24 || currentEnv === null) return nodes.sort(compareOrder);
        const order = documentOrder(nodes[0], currentEnv);
        const keys = new Map();
        for (const node of nodes) {
            let key;
            if (node.nodeType === ATTRIBUTE) {
                const owner = node.ownerElement;
                key = owner === null ? undefined : order.get(owner);
                if (key !== undefined) key += 0.5; // after its element, before the element's children
            } else {
                key = order.get(node);
            }
            if (key === undefined) return nodes.sort(compareOrder); // another tree
            keys.set(node, key);
        }
        return nodes.sort((x, y) => keys.get(x) - keys.get(y));
    }

    function firstNode(nodes) {
        return sortNodes(nodes)[0];
    }

    function documentOrder(node, env) {
        let root = node.nodeType === ATTRIBUTE && node.ownerElement !== null ? node.ownerElement : node;
        while (root.parentNode !== null) root = root.parentNode;
        if (env.orderRoot === root) return env.order;
        const order = new Map();
        let position = 0;
        for (let n = root; n !== null; n = nextInTree(n, root)) order.set(n, position++);
        env.orderRoot = root;
        env.order = order;
        return order;
    }

    function nextInTree(node, root) {
        if (node.firstChild !== null) return node.firstChild;
        return nextSkippingChildren(node, root);
    }

    function nextSkippingChildren(node, root) {
        for (let n = node; n !== null && n !== root; n = n.parentNode) {
            if (n.nextSibling !== null) return n.nextSibling;
        }
        return null;
    }

    // ----- Node tests ----------------------------------------------------------------------------

    function asciiLowercase(text) {
        return /[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : text;
    }

    // Whether names compare as in an HTML document: every node an evaluation reaches is in its
    // context node's tree, so one document decides for the whole evaluation.
    function isHTMLDocument(node) {
        const document = node.nodeType === DOCUMENT ? node : node.ownerDocument;
        return document !== null && document.contentType === 'text/html';
    }

    // A name test: `*`, `prefix:*` or a QName, its prefix resolved when the expression was parsed
    // (namespace null without a prefix). As Chromium: an HTML element in an HTML document matches
    // its name ASCII case-insensitively, in the HTML namespace or without a prefix; other
    // elements there match only with a prefix. The local name is compared first: most elements
    // fail there.
    function elementMatches(test, element, env) {
        if (test.local === '*') return !test.namespace || test.namespace === element.namespaceURI;
        const local = element.localName;
        if (local.length !== test.local.length) return false;
        const exact = local === test.local;
        if (!exact && (!env.html || asciiLowercase(local) !== test.lower)) return false;
        const namespace = element.namespaceURI;
        if (env.html) {
            if (namespace === HTML_NS) return test.namespace === null || test.namespace === namespace;
            return exact && test.namespace !== null && test.namespace === namespace;
        }
        return test.namespace === namespace;
    }

    // On the attribute axis; the namespace declarations (xmlns) are not attributes for XPath.
    function attributeMatches(test, attribute, env) {
        if (test.local === '*') {
            const namespace = attribute.namespaceURI;
            return namespace !== XMLNS_NS && (!test.namespace || test.namespace === namespace);
        }
        const local = attribute.localName;
        if (local.length !== test.local.length) return false;
        const exact = local === test.local;
        if (!exact && (!env.html || asciiLowercase(local) !== test.lower)) return false;
        const namespace = attribute.namespaceURI;
        if (namespace === XMLNS_NS) return false;
        if (env.html && test.namespace === null && namespace === null) {
            const owner = attribute.ownerElement;
            if (owner !== null && owner.namespaceURI === HTML_NS) return true;
        }
        return exact && test.namespace === namespace;
    }

    // The test as a function of (node, env); `attributeAxis` picks the principal node type.
    function compileTest(test, attributeAxis) {
        switch (test.kind) {
            case 'node': return null; // every node
            case 'text': return (node) => { const t = node.nodeType; return t === TEXT || t === CDATA; };
            case 'comment': return (node) => node.nodeType === COMMENT;
            case 'processing-instruction':
                return test.target === null ? (node) => node.nodeType === PI : (node) => node.nodeType === PI && node.target === test.target;
            default:
                if (attributeAxis) return (node, env) => attributeMatches(test, node, env);
                return (node, env) => node.nodeType === ELEMENT && elementMatches(test, node, env);
        }
    }

    // ----- Axes ----------------------------------------------------------------------------------

    // Each collects the nodes of its axis that pass `test` into `out`, in the axis's order
    // (reverse document order for the reverse axes): a predicate's positions count in that order.
    const REVERSE_AXES = new Set(['ancestor', 'ancestor-or-self', 'preceding', 'preceding-sibling']);

    function collectDescendants(root, test, env, out) {
        let node = root.firstChild;
        while (node !== null) {
            if (test === null || test(node, env)) out.push(node);
            if (node.firstChild !== null) { node = node.firstChild; continue; }
            while (node.nextSibling === null) {
                node = node.parentNode;
                if (node === root || node === null) return;
            }
            node = node.nextSibling;
        }
    }

    // The subtree of `node` in reverse document order (its last descendant first, itself last).
    function collectSubtreeReversed(node, test, env, out) {
        let n = node;
        while (n.lastChild !== null) n = n.lastChild;
        for (;;) {
            if (test === null || test(n, env)) out.push(n);
            if (n === node) return;
            if (n.previousSibling !== null) {
                n = n.previousSibling;
                while (n.lastChild !== null) n = n.lastChild;
            } else {
                n = n.parentNode;
            }
        }
    }

    const axes = {
        child(node, test, env, out) {
            for (let n = node.firstChild; n !== null; n = n.nextSibling) if (test === null || test(n, env)) out.push(n);
        },
        descendant(node, test, env, out) {
            if (node.nodeType !== ATTRIBUTE) collectDescendants(node, test, env, out);
        },
        'descendant-or-self'(node, test, env, out) {
            if (test === null || test(node, env)) out.push(node);
            if (node.nodeType !== ATTRIBUTE) collectDescendants(node, test, env, out);
        },
        parent(node, test, env, out) {
            const parent = parentOf(node);
            if (parent !== null && (test === null || test(parent, env))) out.push(parent);
        },
        ancestor(node, test, env, out) {
            for (let n = parentOf(node); n !== null; n = n.parentNode) if (test === null || test(n, env)) out.push(n);
        },
        'ancestor-or-self'(node, test, env, out) {
            if (test === null || test(node, env)) out.push(node);
            for (let n = parentOf(node); n !== null; n = n.parentNode) if (test === null || test(n, env)) out.push(n);
        },
        'following-sibling'(node, test, env, out) {
            if (node.nodeType === ATTRIBUTE) return;
            for (let n = node.nextSibling; n !== null; n = n.nextSibling) if (test === null || test(n, env)) out.push(n);
        },
        'preceding-sibling'(node, test, env, out) {
            if (node.nodeType === ATTRIBUTE) return;
            for (let n = node.previousSibling; n !== null; n = n.previousSibling) if (test === null || test(n, env)) out.push(n);
        },
        // After the node in document order, not its descendants; an attribute's element's
        // descendants do follow the attribute.
        following(node, test, env, out) {
            let n;
            if (node.nodeType === ATTRIBUTE) {
                if (node.ownerElement === null) return;
                n = nextInTree(node.ownerElement, null);
            } else {
                n = nextSkippingChildren(node, null);
            }
            for (; n !== null; n = nextInTree(n, null)) if (test === null || test(n, env)) out.push(n);
        },
        // Before the node in document order, not its ancestors, nearest first.
        preceding(node, test, env, out) {
            let start = node;
            if (node.nodeType === ATTRIBUTE) {
                if (node.ownerElement === null) return;
                start = node.ownerElement;
            }
            for (let a = start; a !== null; a = a.parentNode) {
                for (let s = a.previousSibling; s !== null; s = s.previousSibling) collectSubtreeReversed(s, test, env, out);
            }
        },
        attribute(node, test, env, out) {
            if (node.nodeType !== ELEMENT) return;
            const attributes = node.attributes;
            for (let i = 0; i < attributes.length; i++) {
                const attribute = attributes[i];
                if (test === null || test(attribute, env)) out.push(attribute);
            }
        },
        // Namespace nodes are not part of the DOM; as in Chromium, the axis is always empty.
        namespace() {},
        self(node, test, env, out) {
            if (test === null || test(node, env)) out.push(node);
        },
    };

    // ----- Parser --------------------------------------------------------------------------------

    // The grammar of XPath 1.0, its expressions compiled into functions of a context
    // { node, position, size, env } returning a value.
    function compile(text, resolve) {
        const tokens = tokenize(text);
        let index = 0;
        const peek = () => tokens[index];
        const isOp = (value) => { const t = tokens[index]; return t !== undefined && t.type === 'op' && t.value === value; };
        const isPunct = (value) => { const t = tokens[index]; return t !== undefined && t.type === 'punct' && t.value === value; };
        const expectPunct = (value) => { if (!isPunct(value)) throw SYNTAX; index++; };

        const expression = orExpr();
        if (index < tokens.length) throw SYNTAX;
        return expression.evaluate;

        // Each parse function returns { evaluate, type, positional }: the static type
        // ('number', 'string', 'boolean', 'nodeset' or 'any') and whether it reads position()
        // or last() of its context, which decide how a predicate can be run.
        function binary(left, right, type, evaluate) {
            return { evaluate, type, positional: left.positional || right.positional };
        }

        function orExpr() {
            let left = andExpr();
            while (isOp('or')) {
                index++;
                const right = andExpr(), l = left.evaluate, r = right.evaluate;
                left = binary(left, right, 'boolean', (context) => toBooleanValue(l(context)) || toBooleanValue(r(context)));
            }
            return left;
        }

        function andExpr() {
            let left = equalityExpr();
            while (isOp('and')) {
                index++;
                const right = equalityExpr(), l = left.evaluate, r = right.evaluate;
                left = binary(left, right, 'boolean', (context) => toBooleanValue(l(context)) && toBooleanValue(r(context)));
            }
            return left;
        }

        function equalityExpr() {
            let left = relationalExpr();
            while (isOp('=') || isOp('!=')) {
                const operator = tokens[index++].value;
                const right = relationalExpr(), l = left.evaluate, r = right.evaluate;
                left = binary(left, right, 'boolean', (context) => compareValues(operator, l(context), r(context)));
            }
            return left;
        }

        function relationalExpr() {
            let left = additiveExpr();
            while (isOp('<') || isOp('<=') || isOp('>') || isOp('>=')) {
                const operator = tokens[index++].value;
                const right = additiveExpr(), l = left.evaluate, r = right.evaluate;
                left = binary(left, right, 'boolean', (context) => compareValues(operator, l(context), r(context)));
            }
            return left;
        }

        function additiveExpr() {
            let left = multiplicativeExpr();
            while (isOp('+') || isOp('-')) {
                const operator = tokens[index++].value;
                const right = multiplicativeExpr(), l = left.evaluate, r = right.evaluate;
                left = binary(left, right, 'number', operator === '+'
                    ? (context) => toNumberValue(l(context)) + toNumberValue(r(context))
                    : (context) => toNumberValue(l(context)) - toNumberValue(r(context)));
            }
            return left;
        }

        function multiplicativeExpr() {
            let left = unaryExpr();
            while (isOp('*') || isOp('div') || isOp('mod')) {
                const operator = tokens[index++].value;
                const right = unaryExpr(), l = left.evaluate, r = right.evaluate;
                left = binary(left, right, 'number', operator === '*' ? (context) => toNumberValue(l(context)) * toNumberValue(r(context))
                    : operator === 'div' ? (context) => toNumberValue(l(context)) / toNumberValue(r(context))
                        : (context) => toNumberValue(l(context)) % toNumberValue(r(context)));
            }
            return left;
        }

        function unaryExpr() {
            if (isOp('-')) {
                index++;
                const operand = unaryExpr(), evaluate = operand.evaluate;
                return { evaluate: (context) => -toNumberValue(evaluate(context)), type: 'number', positional: operand.positional };
            }
            return unionExpr();
        }

        function unionExpr() {
            let left = pathExpr();
            while (isOp('|')) {
                index++;
                const right = pathExpr(), l = left.evaluate, r = right.evaluate;
                left = binary(left, right, 'nodeset', (context) => {
                    const a = nodeSet(l(context)), b = nodeSet(r(context));
                    const seen = new Set(a);
                    for (const node of b) if (!seen.has(node)) a.push(node);
                    a[UNSORTED] = true;
                    return a;
                });
            }
            return left;
        }

        function pathExpr() {
            const t = peek();
            if (t === undefined) throw SYNTAX;
            if (t.type === 'literal' || t.type === 'number' || t.type === 'var' || t.type === 'function' || (t.type === 'punct' && t.value === '(')) {
                const filter = filterExpr();
                if (!isOp('/') && !isOp('//')) return filter;
                const steps = [];
                if (tokens[index++].value === '//') steps.push(descendantOrSelfStep());
                relativePath(steps);
                return path(filter, false, steps);
            }
            return locationPath();
        }

        function locationPath() {
            const steps = [];
            if (isOp('/')) {
                index++;
                if (startsStep()) relativePath(steps);
                return path(null, true, steps);
            }
            if (isOp('//')) {
                index++;
                steps.push(descendantOrSelfStep());
                relativePath(steps);
                return path(null, true, steps);
            }
            relativePath(steps);
            return path(null, false, steps);
        }

        function startsStep() {
            const t = peek();
            if (t === undefined) return false;
            if (t.type === 'name' || t.type === 'axis' || t.type === 'nodetype') return true;
            return t.type === 'punct' && (t.value === '.' || t.value === '..' || t.value === '@');
        }

        function relativePath(steps) {
            steps.push(step());
            while (isOp('/') || isOp('//')) {
                if (tokens[index++].value === '//') steps.push(descendantOrSelfStep());
                steps.push(step());
            }
        }

        function descendantOrSelfStep() {
            return { axis: 'descendant-or-self', test: { kind: 'node' }, predicates: [] };
        }

        function step() {
            if (isPunct('.')) { index++; return { axis: 'self', test: { kind: 'node' }, predicates: [] }; }
            if (isPunct('..')) { index++; return { axis: 'parent', test: { kind: 'node' }, predicates: [] }; }
            let axis = 'child';
            const t = peek();
            if (t !== undefined && t.type === 'axis') {
                axis = t.value;
                index++;
                expectPunct('::');
            } else if (isPunct('@')) {
                axis = 'attribute';
                index++;
            }
            const test = nodeTest();
            const predicates = [];
            while (isPunct('[')) predicates.push(predicate());
            return { axis, test, predicates };
        }

        function nodeTest() {
            const t = tokens[index++];
            if (t === undefined) throw SYNTAX;
            if (t.type === 'name') {
                const namespace = t.prefix === null ? null : resolve(t.prefix);
                return { kind: 'name', namespace, local: t.local, lower: asciiLowercase(t.local) };
            }
            if (t.type === 'nodetype') {
                expectPunct('(');
                let target = null;
                if (t.value === 'processing-instruction' && peek() !== undefined && peek().type === 'literal') target = tokens[index++].value;
                expectPunct(')');
                return { kind: t.value, target };
            }
            throw SYNTAX;
        }

        function predicate() {
            expectPunct('[');
            const expression = orExpr();
            expectPunct(']');
            return expression;
        }

        function filterExpr() {
            const primary = primaryExpr();
            if (!isPunct('[')) return primary;
            const predicates = [];
            while (isPunct('[')) predicates.push(predicate());
            const evaluate = primary.evaluate;
            return {
                evaluate: (context) => applyPredicates(sortNodes(nodeSet(evaluate(context))), predicates, context.env),
                type: 'nodeset', positional: primary.positional,
            };
        }

        function primaryExpr() {
            const t = tokens[index++];
            if (t === undefined) throw SYNTAX;
            switch (t.type) {
                case 'literal': { const value = t.value; return { evaluate: () => value, type: 'string', positional: false }; }
                case 'number': { const value = t.value; return { evaluate: () => value, type: 'number', positional: false }; }
                // No variables are bound through the DOM: Chromium reads any as the empty string.
                case 'var':
                    if (t.prefix !== null) resolve(t.prefix);
                    return { evaluate: () => '', type: 'string', positional: false };
                case 'function': return functionCall(t);
                case 'punct':
                    if (t.value === '(') {
                        const expression = orExpr();
                        expectPunct(')');
                        return expression;
                    }
            }
            throw SYNTAX;
        }

        function functionCall(t) {
            expectPunct('(');
            const args = [];
            if (!isPunct(')')) {
                args.push(orExpr());
                while (isPunct(',')) { index++; args.push(orExpr()); }
            }
            expectPunct(')');
            const definition = t.prefix === null && Object.hasOwn(FUNCTIONS, t.local) ? FUNCTIONS[t.local] : null;
            if (definition === null || args.length < definition.min || args.length > definition.max) throw SYNTAX;
            const evaluate = definition.compile(args.map((a) => a.evaluate));
            return {
                evaluate, type: definition.type,
                positional: definition.positional === true || args.some((a) => a.positional),
            };
        }

        function path(filter, absolute, steps) {
            // `//name` (descendant-or-self::node()/child::name) is descendant::name when the
            // child step's predicates do not count positions: one walk, already in order.
            for (let i = 0; i + 1 < steps.length; i++) {
                const s = steps[i], next = steps[i + 1];
                if (s.axis === 'descendant-or-self' && s.test.kind === 'node' && s.predicates.length === 0 && next.axis === 'child' &&
                    next.predicates.every((p) => !p.positional && p.type !== 'number' && p.type !== 'any')) {
                    steps.splice(i, 2, { axis: 'descendant', test: next.test, predicates: next.predicates });
                }
            }
            const compiled = steps.map(compileStep);
            const start = filter === null ? null : filter.evaluate;
            return {
                evaluate: (context) => {
                    let nodes;
                    if (start !== null) nodes = nodeSet(start(context));
                    else nodes = [absolute ? rootOf(context.node) : context.node];
                    return evaluateSteps(nodes, compiled, context.env);
                },
                type: 'nodeset', positional: filter !== null && filter.positional,
            };
        }

        function compileStep({ axis, test, predicates }) {
            const collect = axes[axis];
            const matches = compileTest(test, axis === 'attribute');
            return {
                axis,
                reverse: REVERSE_AXES.has(axis),
                // Its nodes from several context nodes are new to each other when these were
                // not in each other's subtrees.
                unique: axis === 'child' || axis === 'self' || axis === 'descendant' || axis === 'descendant-or-self' || axis === 'attribute',
                keepsDisjoint: axis === 'child' || axis === 'self',
                // Whether its predicates keep a node whatever its position.
                positionFree: predicates.every((p) => !p.positional && p.type !== 'number'),
                evaluate(node, env) {
                    let out = [];
                    collect(node, matches, env, out);
                    if (predicates.length > 0) out = applyPredicates(out, predicates, env);
                    return out;
                },
            };
        }
    }

    // A location path's steps from a node-set, as Chromium's LocationPath::evaluate: each step's
    // nodes in the order of their context nodes, duplicates dropped, the result marked unsorted
    // when it may not be in document order.
    function evaluateSteps(nodes, steps, env) {
        let sorted = nodes[UNSORTED] !== true;
        let disjoint = nodes.length < 2; // the nodes' subtrees do not overlap
        for (const step of steps) {
            const several = nodes.length > 1;
            const checkDuplicates = (several && !disjoint) || !step.unique;
            if (checkDuplicates) sorted = false;
            if (step.reverse) sorted = false;
            let out;
            if (!several) {
                out = nodes.length === 1 ? step.evaluate(nodes[0], env) : [];
            } else if (step.axis === 'following' && step.positionFree && nodes.every((n) => n.nodeType !== ATTRIBUTE)) {
                // The nodes following several are those following the one whose subtree ends
                // first: one walk instead of one per node.
                out = step.evaluate(subtreeEndingFirst(nodes), env);
            } else {
                out = [];
                const seen = checkDuplicates ? new Set() : null;
                for (const node of nodes) {
                    const found = step.evaluate(node, env);
                    for (let i = 0; i < found.length; i++) {
                        const n = found[i];
                        if (seen === null) out.push(n);
                        else if (!seen.has(n)) { seen.add(n); out.push(n); }
                    }
                }
            }
            disjoint = (disjoint || !several) && step.keepsDisjoint;
            nodes = out;
            if (nodes.length === 0) break;
        }
        if (!sorted && nodes.length > 1) nodes[UNSORTED] = true;
        return nodes;
    }

    function subtreeEndingFirst(nodes) {
        const ordered = sortNodes(Object.assign(nodes.slice(), { [UNSORTED]: true }));
        let candidate = ordered[0];
        for (let i = 1; i < ordered.length && candidate.contains(ordered[i]); i++) candidate = ordered[i];
        return candidate;
    }

    // The root of the node's tree (a document, or a detached subtree's top); Chromium takes an
    // attribute as its own root.
    function rootOf(node) {
        let root = node;
        while (root.parentNode !== null) root = root.parentNode;
        return root;
    }

    function applyPredicates(nodes, predicates, env) {
        for (const predicate of predicates) {
            const size = nodes.length;
            if (size === 0) return nodes;
            const kept = [];
            const context = { node: null, position: 0, size, env };
            for (let i = 0; i < size; i++) {
                context.node = nodes[i];
                context.position = i + 1;
                const value = predicate.evaluate(context);
                if (typeof value === 'number' ? value === i + 1 : toBooleanValue(value)) kept.push(nodes[i]);
            }
            nodes = kept;
        }
        return nodes;
    }

    // ----- Comparisons ---------------------------------------------------------------------------

    function compareAtoms(operator, a, b) {
        switch (operator) {
            case '=': return a === b;
            case '!=': return a !== b;
            case '<': return a < b;
            case '<=': return a <= b;
            case '>': return a > b;
            default: return a >= b;
        }
    }

    // XPath 1.0, 3.4: a node-set compares through its nodes' string-values, a boolean wins over a
    // number, a number over a string; <, <=, > and >= always compare numbers.
    function compareValues(operator, left, right) {
        const equality = operator === '=' || operator === '!=';
        const leftSet = Array.isArray(left), rightSet = Array.isArray(right);
        if (leftSet && rightSet) {
            if (left.length === 0 || right.length === 0) return false;
            if (equality) {
                const values = new Set(right.map(stringValueOf));
                for (const node of left) {
                    const value = stringValueOf(node);
                    if (operator === '=' ? values.has(value) : (values.size > 1 || !values.has(value))) return true;
                }
                return false;
            }
            const numbers = right.map((node) => stringToNumber(stringValueOf(node)));
            for (const node of left) {
                const a = stringToNumber(stringValueOf(node));
                for (const b of numbers) if (compareAtoms(operator, a, b)) return true;
            }
            return false;
        }
        if (leftSet || rightSet) {
            const set = leftSet ? left : right, other = leftSet ? right : left;
            if (typeof other === 'boolean') {
                const a = toBooleanValue(set);
                return leftSet ? compareAtoms(operator, a, other) : compareAtoms(operator, other, a);
            }
            for (const node of set) {
                const value = stringValueOf(node);
                let a, b;
                if (typeof other === 'number' || !equality) {
                    a = stringToNumber(value);
                    b = toNumberValue(other);
                } else {
                    a = value;
                    b = other;
                }
                if (leftSet ? compareAtoms(operator, a, b) : compareAtoms(operator, b, a)) return true;
            }
            return false;
        }
        if (equality) {
            if (typeof left === 'boolean' || typeof right === 'boolean') return compareAtoms(operator, toBooleanValue(left), toBooleanValue(right));
            if (typeof left === 'number' || typeof right === 'number') return compareAtoms(operator, toNumberValue(left), toNumberValue(right));
            return compareAtoms(operator, left, right);
        }
        return compareAtoms(operator, toNumberValue(left), toNumberValue(right));
    }

    // ----- The core function library (XPath 1.0, 4) ----------------------------------------------

    const nodeArgument = (args) => args.length === 0
        ? (context) => context.node
        : (context) => { const set = nodeSet(args[0](context)); return set.length === 0 ? null : firstNode(set); };
    const stringArgument = (args) => args.length === 0
        ? (context) => stringValueOf(context.node)
        : (context) => toStringValue(args[0](context));

    const xmlSpace = /[\x20\t\r\n]+/g;

    // Chromium's round: halves up, -0 kept for -0.5 <= x < 0.
    function round(x) {
        if (!Number.isFinite(x)) return x;
        if (x < 0 && x >= -0.5) return -0;
        if (Object.is(x, -0)) return x;
        return Math.floor(x + 0.5);
    }

    function expandedLocalName(node) {
        switch (node.nodeType) {
            case ELEMENT: case ATTRIBUTE: return node.localName;
            case PI: return node.target;
            default: return '';
        }
    }

    function elementsWithId(context, ids, out) {
        const node = context.node;
        const document = node.nodeType === DOCUMENT ? node : node.ownerDocument;
        const root = rootOf(node.nodeType === ATTRIBUTE && node.ownerElement !== null ? node.ownerElement : node);
        for (const id of ids.split(xmlSpace)) {
            if (id === '') continue;
            let element = null;
            if (root === document) {
                element = document.getElementById(id);
            } else {
                for (let n = root; n !== null; n = nextInTree(n, root)) {
                    if (n.nodeType === ELEMENT && n.getAttribute('id') === id) { element = n; break; }
                }
            }
            if (element !== null) out.push(element);
        }
    }

    // Each: its arity, its static type, and how it compiles from its arguments' functions.
    const FUNCTIONS = {
        last: { min: 0, max: 0, type: 'number', positional: true, compile: () => (context) => context.size },
        position: { min: 0, max: 0, type: 'number', positional: true, compile: () => (context) => context.position },
        count: { min: 1, max: 1, type: 'number', compile: ([a]) => (context) => nodeSet(a(context)).length },
        id: {
            min: 1, max: 1, type: 'nodeset',
            // In the order of the ids, each element once.
            compile: ([a]) => (context) => {
                const value = a(context), found = [];
                if (Array.isArray(value)) for (const node of value) elementsWithId(context, stringValueOf(node), found);
                else elementsWithId(context, toStringValue(value), found);
                const out = [...new Set(found)];
                if (out.length > 1) out[UNSORTED] = true;
                return out;
            },
        },
        'local-name': {
            min: 0, max: 1, type: 'string',
            compile: (args) => { const node = nodeArgument(args); return (context) => { const n = node(context); return n === null ? '' : expandedLocalName(n); }; },
        },
        'namespace-uri': {
            min: 0, max: 1, type: 'string',
            compile: (args) => {
                const node = nodeArgument(args);
                return (context) => {
                    const n = node(context);
                    return n !== null && (n.nodeType === ELEMENT || n.nodeType === ATTRIBUTE) ? n.namespaceURI ?? '' : '';
                };
            },
        },
        name: {
            min: 0, max: 1, type: 'string',
            compile: (args) => {
                const node = nodeArgument(args);
                return (context) => {
                    const n = node(context);
                    if (n === null) return '';
                    const local = expandedLocalName(n);
                    const prefix = n.nodeType === ELEMENT || n.nodeType === ATTRIBUTE ? n.prefix : null;
                    return prefix ? `${prefix}:${local}` : local;
                };
            },
        },
        string: { min: 0, max: 1, type: 'string', compile: (args) => stringArgument(args) },
        concat: {
            min: 2, max: Infinity, type: 'string',
            compile: (args) => (context) => { let text = ''; for (const a of args) text += toStringValue(a(context)); return text; },
        },
        'starts-with': { min: 2, max: 2, type: 'boolean', compile: ([a, b]) => (context) => toStringValue(a(context)).startsWith(toStringValue(b(context))) },
        contains: { min: 2, max: 2, type: 'boolean', compile: ([a, b]) => (context) => toStringValue(a(context)).includes(toStringValue(b(context))) },
        'substring-before': {
            min: 2, max: 2, type: 'string',
            compile: ([a, b]) => (context) => {
                const text = toStringValue(a(context)), found = text.indexOf(toStringValue(b(context)));
                return found < 0 ? '' : text.slice(0, found);
            },
        },
        'substring-after': {
            min: 2, max: 2, type: 'string',
            compile: ([a, b]) => (context) => {
                const text = toStringValue(a(context)), separator = toStringValue(b(context)), found = text.indexOf(separator);
                return found < 0 ? '' : text.slice(found + separator.length);
            },
        },
        // The characters (UTF-16 code units, as in browsers) at positions p, counted from 1, with
        // round(start) <= p < round(start) + round(length).
        substring: {
            min: 2, max: 3, type: 'string',
            compile: ([a, b, c]) => (context) => {
                const text = toStringValue(a(context));
                const start = round(toNumberValue(b(context)));
                const end = c === undefined ? Infinity : start + round(toNumberValue(c(context)));
                if (!(start < end) || Number.isNaN(start)) return '';
                const from = Math.max(start, 1), to = Math.min(end, text.length + 1);
                return from < to ? text.slice(from - 1, to - 1) : '';
            },
        },
        'string-length': { min: 0, max: 1, type: 'number', compile: (args) => { const s = stringArgument(args); return (context) => s(context).length; } },
        'normalize-space': {
            min: 0, max: 1, type: 'string',
            compile: (args) => { const s = stringArgument(args); return (context) => s(context).replace(xmlSpace, ' ').replace(/^ | $/g, ''); },
        },
        translate: {
            min: 3, max: 3, type: 'string',
            compile: ([a, b, c]) => (context) => {
                const text = toStringValue(a(context)), from = toStringValue(b(context)), to = toStringValue(c(context));
                let out = '';
                for (const ch of text.split('')) {
                    const at = from.indexOf(ch);
                    if (at < 0) out += ch;
                    else if (at < to.length) out += to[at];
                }
                return out;
            },
        },
        boolean: { min: 1, max: 1, type: 'boolean', compile: ([a]) => (context) => toBooleanValue(a(context)) },
        not: { min: 1, max: 1, type: 'boolean', compile: ([a]) => (context) => !toBooleanValue(a(context)) },
        true: { min: 0, max: 0, type: 'boolean', compile: () => () => true },
        false: { min: 0, max: 0, type: 'boolean', compile: () => () => false },
        // xml:lang on the node or its nearest ancestor: the language or one of its subtags,
        // case-insensitively.
        lang: {
            min: 1, max: 1, type: 'boolean',
            compile: ([a]) => (context) => {
                const wanted = toStringValue(a(context)).toLowerCase();
                for (let n = context.node; n !== null; n = n.parentNode) {
                    if (n.nodeType !== ELEMENT) continue;
                    const value = n.getAttributeNS(XML_NS, 'lang');
                    if (value === null) continue;
                    const lang = value.toLowerCase();
                    return lang === wanted || (lang.startsWith(wanted) && lang[wanted.length] === '-');
                }
                return false;
            },
        },
        number: { min: 0, max: 1, type: 'number', compile: (args) => args.length === 0 ? (context) => stringToNumber(stringValueOf(context.node)) : (context) => toNumberValue(args[0](context)) },
        sum: {
            min: 1, max: 1, type: 'number',
            compile: ([a]) => (context) => { let total = 0; for (const node of nodeSet(a(context))) total += stringToNumber(stringValueOf(node)); return total; },
        },
        floor: { min: 1, max: 1, type: 'number', compile: ([a]) => (context) => Math.floor(toNumberValue(a(context))) },
        ceiling: { min: 1, max: 1, type: 'number', compile: ([a]) => (context) => Math.ceil(toNumberValue(a(context))) },
        round: { min: 1, max: 1, type: 'number', compile: ([a]) => (context) => round(toNumberValue(a(context))) },
    };

    // ----- The DOM interfaces --------------------------------------------------------------------

    const CONSTRUCT = Symbol('construct');
    const RESULT_TYPES = {
        ANY_TYPE: 0, NUMBER_TYPE: 1, STRING_TYPE: 2, BOOLEAN_TYPE: 3, UNORDERED_NODE_ITERATOR_TYPE: 4,
        ORDERED_NODE_ITERATOR_TYPE: 5, UNORDERED_NODE_SNAPSHOT_TYPE: 6, ORDERED_NODE_SNAPSHOT_TYPE: 7,
        ANY_UNORDERED_NODE_TYPE: 8, FIRST_ORDERED_NODE_TYPE: 9,
    };

    function requireArguments(count, given, where) {
        if (given < count) {
            throw new TypeError(`Failed to execute '${where[1]}' on '${where[0]}': ${count} argument${count > 1 ? 's' : ''} required, but only ${given} present.`);
        }
    }

    // An XPathNSResolver (a callback interface): a function, or an object whose
    // lookupNamespaceURI is read at each call. An exception it throws is reported and the
    // prefix is then unresolved, as in browsers.
    function resolverFunction(resolver, where, position) {
        if (resolver === undefined || resolver === null) return () => { throw NAMESPACE; };
        if (typeof resolver !== 'object' && typeof resolver !== 'function') {
            throw new TypeError(`Failed to execute '${where[1]}' on '${where[0]}': parameter ${position} is not of type 'Object'.`);
        }
        return (prefix) => {
            let uri;
            try {
                let result;
                if (typeof resolver === 'function') {
                    result = resolver.call(undefined, prefix);
                } else {
                    const lookup = resolver.lookupNamespaceURI;
                    if (typeof lookup !== 'function') throw new TypeError("Failed to execute 'lookupNamespaceURI' on 'XPathNSResolver': The provided callback is not callable.");
                    result = lookup.call(resolver, prefix);
                }
                uri = result === undefined || result === null ? null : `${result}`;
            } catch (error) {
                internals.reportError(error);
                uri = null;
            }
            if (uri === null) throw NAMESPACE;
            return uri;
        };
    }

    function createExpression(expression, resolver, where, resolverPosition) {
        const text = `${expression}`;
        const resolve = resolverFunction(resolver, where, resolverPosition);
        try {
            return new XPathExpression(CONSTRUCT, compile(text, resolve));
        } catch (error) {
            if (error instanceof XPathFailure) throw failed(where, text, error);
            throw error;
        }
    }

    function checkContextNode(node, where, position) {
        if (!(node instanceof Node)) throw new TypeError(`Failed to execute '${where[1]}' on '${where[0]}': parameter ${position} is not of type 'Node'.`);
        const type = node.nodeType;
        if (type === DOCTYPE || type === FRAGMENT) {
            throw new DOMException(`Failed to execute '${where[1]}' on '${where[0]}': The node provided is '${node.nodeName}', which is not a valid context node type.`, 'NotSupportedError');
        }
    }

    function evaluateExpression(evaluate, contextNode, type, where) {
        type = Number(type) & 0xFFFF; // WebIDL's unsigned short
        const env = { html: isHTMLDocument(contextNode), orderRoot: null, order: null };
        const outer = currentEnv;
        currentEnv = env;
        let value;
        try {
            value = evaluate({ node: contextNode, position: 1, size: 1, env });
            // Any other type (0, or one no result type has) keeps the value's own.
            if (type === 0 || type > 9) type = typeof value === 'number' ? 1 : typeof value === 'string' ? 2 : typeof value === 'boolean' ? 3 : 4;
            switch (type) {
                case 1: value = toNumberValue(value); break;
                case 2: value = toStringValue(value); break;
                case 3: value = toBooleanValue(value); break;
                default:
                    if (!Array.isArray(value)) {
                        throw new TypeError(`Failed to execute '${where[1]}' on '${where[0]}': The result is not a node set, and therefore cannot be converted to the desired type.`);
                    }
                    if (type === 5 || type === 7 || type === 9) sortNodes(value);
            }
        } catch (error) {
            if (error instanceof XPathFailure) throw failed(where, '', error);
            throw error;
        } finally {
            currentEnv = outer;
        }
        return new XPathResult(CONSTRUCT, type, value, contextNode);
    }

    // Instances check their `this` as WebIDL does: a getter or method called on another object
    // throws "Illegal invocation".
    function illegalInvocation() { return new TypeError('Illegal invocation'); }

    class XPathExpression {
        #evaluate;
        constructor(...args) {
            if (args[0] !== CONSTRUCT) throw new TypeError("Failed to construct 'XPathExpression': Illegal constructor");
            this.#evaluate = args[1];
        }
        static evaluate(self, contextNode, type, where) {
            if (!(#evaluate in self)) throw illegalInvocation();
            checkContextNode(contextNode, where, where[0] === 'XPathExpression' ? 1 : 2);
            return evaluateExpression(self.#evaluate, contextNode, type, where);
        }
        evaluate(contextNode, type = 0, result = null) {
            if (!(#evaluate in this)) throw illegalInvocation();
            requireArguments(1, arguments.length, ['XPathExpression', 'evaluate']);
            return evaluateCompiled(this, contextNode, type, ['XPathExpression', 'evaluate']);
        }
    }
    const evaluateCompiled = XPathExpression.evaluate;
    delete XPathExpression.evaluate;

    // The mutations that end an iterator's validity: any in the context node's document or tree
    // (a browser counts every change to the document, detached nodes' included). One observer
    // per document or tree serves every iterator made since its last change: a change ends
    // them all, so it then stops observing, and the next iterator starts a new one. A page
    // that never changes its tree after an iterator keeps one observer, not one per result.
    const watchers = new WeakMap();
    const watchedChanges = { childList: true, attributes: true, characterData: true, subtree: true };

    function watcher(root) {
        let watch = watchers.get(root);
        // One that saw a change (not yet delivered) before this iterator began is not its watch.
        if (watch !== undefined && watch.check()) watch = undefined;
        if (watch === undefined) {
            watch = { changed: false, observer: null };
            const changed = () => {
                watch.changed = true;
                watch.observer.disconnect();
                if (watchers.get(root) === watch) watchers.delete(root);
            };
            watch.observer = new ObserverClass(changed);
            watch.observer.observe(root, watchedChanges);
            watch.check = () => {
                if (!watch.changed && watch.observer.takeRecords().length > 0) changed();
                return watch.changed;
            };
            watchers.set(root, watch);
        }
        return watch;
    }

    function watchMutations(node) {
        if (typeof ObserverClass !== 'function') return [];
        const tree = rootOf(node.nodeType === ATTRIBUTE && node.ownerElement !== null ? node.ownerElement : node);
        const document = node.nodeType === DOCUMENT ? node : node.ownerDocument;
        return document !== null && document !== tree ? [watcher(tree), watcher(document)] : [watcher(tree)];
    }

    class XPathResult {
        #type; #value; #index = 0; #watchers = null;
        constructor(...args) {
            const [token, type, value, contextNode] = args;
            if (token !== CONSTRUCT) throw new TypeError("Failed to construct 'XPathResult': Illegal constructor");
            this.#type = type;
            this.#value = value;
            if (type === 4 || type === 5) {
                this.#watchers = watchMutations(contextNode);
            }
        }
        #isInvalid() {
            return this.#watchers !== null && this.#watchers.some((watch) => watch.check());
        }
        #expect(types, what, description) {
            if (!types.includes(this.#type)) throw new TypeError(`Failed to ${what} 'XPathResult': The result type is not ${description}.`);
        }
        get resultType() {
            if (!(#type in this)) throw illegalInvocation();
            return this.#type;
        }
        get numberValue() {
            if (!(#type in this)) throw illegalInvocation();
            this.#expect([1], "read the 'numberValue' property from", 'a number');
            return this.#value;
        }
        get stringValue() {
            if (!(#type in this)) throw illegalInvocation();
            this.#expect([2], "read the 'stringValue' property from", 'a string');
            return this.#value;
        }
        get booleanValue() {
            if (!(#type in this)) throw illegalInvocation();
            this.#expect([3], "read the 'booleanValue' property from", 'a boolean');
            return this.#value;
        }
        get singleNodeValue() {
            if (!(#type in this)) throw illegalInvocation();
            this.#expect([8, 9], "read the 'singleNodeValue' property from", 'a single node');
            return this.#value[0] ?? null;
        }
        get invalidIteratorState() {
            if (!(#type in this)) throw illegalInvocation();
            return (this.#type === 4 || this.#type === 5) && this.#isInvalid();
        }
        get snapshotLength() {
            if (!(#type in this)) throw illegalInvocation();
            this.#expect([6, 7], "read the 'snapshotLength' property from", 'a snapshot');
            return this.#value.length;
        }
        iterateNext() {
            if (!(#type in this)) throw illegalInvocation();
            this.#expect([4, 5], "execute 'iterateNext' on", 'an iterator');
            if (this.#isInvalid()) throw new DOMException("Failed to execute 'iterateNext' on 'XPathResult': The document has mutated since the result was returned.", 'InvalidStateError');
            return this.#index < this.#value.length ? this.#value[this.#index++] : null;
        }
        snapshotItem(index) {
            if (!(#type in this)) throw illegalInvocation();
            requireArguments(1, arguments.length, ['XPathResult', 'snapshotItem']);
            this.#expect([6, 7], "execute 'snapshotItem' on", 'a snapshot');
            return this.#value[Number(index) >>> 0] ?? null;
        }
    }

    // The XPathEvaluatorBase mixin: on Document and XPathEvaluator.
    function evaluatorMethods(interfaceName) {
        const isOne = interfaceName === 'Document' ? (object) => object?.[_isHTML] !== undefined : (object) => object instanceof XPathEvaluator;
        return {
            createExpression(expression, resolver = null) {
                if (!isOne(this)) dom.wrongThisCall(interfaceName, 'createExpression');
                const where = [interfaceName, 'createExpression'];
                requireArguments(1, arguments.length, where);
                return createExpression(expression, resolver, where, 2);
            },
            createNSResolver(nodeResolver) {
                if (!isOne(this)) dom.wrongThisCall(interfaceName, 'createNSResolver');
                requireArguments(1, arguments.length, [interfaceName, 'createNSResolver']);
                if (!(nodeResolver instanceof Node)) throw new TypeError(`Failed to execute 'createNSResolver' on '${interfaceName}': parameter 1 is not of type 'Node'.`);
                return nodeResolver;
            },
            evaluate(expression, contextNode, resolver = null, type = 0, result = null) {
                if (!isOne(this)) dom.wrongThisCall(interfaceName, 'evaluate');
                const where = [interfaceName, 'evaluate'];
                requireArguments(2, arguments.length, where);
                const text = `${expression}`;
                if (!(contextNode instanceof Node)) throw new TypeError(`Failed to execute 'evaluate' on '${interfaceName}': parameter 2 is not of type 'Node'.`);
                return evaluateCompiled(createExpression(text, resolver, where, 3), contextNode, type, where);
            },
        };
    }

    // Constructible, and only with `new`.
    const XPathEvaluator = function XPathEvaluator() {
        if (new.target === undefined) {
            throw new TypeError("Failed to construct 'XPathEvaluator': Please use the 'new' operator, this DOM object constructor cannot be called as a function.");
        }
    };

    // WebIDL's shape: operations and attributes enumerable, constants on the interface and its
    // prototype, the class string.
    function defineMembers(target, members) {
        for (const name of Object.keys(members)) {
            const descriptor = Object.getOwnPropertyDescriptor(members, name);
            Object.defineProperty(target, name, { ...descriptor, enumerable: true, configurable: true });
        }
    }
    // `order`: WebKit's (its IDL file's): the constructor first, the members, then the constants.
    function webIDLShape(cls, name, order, constants = {}) {
        const prototype = cls.prototype;
        const listed = order.split(' ').filter((key) => Object.prototype.hasOwnProperty.call(prototype, key));
        const keys = [...listed, ...Object.getOwnPropertyNames(prototype).filter((key) => key !== 'constructor' && !listed.includes(key))];
        const descriptors = Object.getOwnPropertyDescriptors(prototype);
        for (const key of keys) delete prototype[key];
        for (const key of keys) Object.defineProperty(prototype, key, { ...descriptors[key], enumerable: true });
        for (const [constant, value] of Object.entries(constants)) {
            Object.defineProperty(cls, constant, { value, enumerable: true });
            Object.defineProperty(prototype, constant, { value, enumerable: true });
        }
        Object.defineProperty(prototype, Symbol.toStringTag, { value: name, configurable: true });
    }
    defineMembers(XPathEvaluator.prototype, evaluatorMethods('XPathEvaluator'));
    webIDLShape(XPathExpression, 'XPathExpression', 'evaluate');
    webIDLShape(XPathResult, 'XPathResult', 'resultType numberValue stringValue booleanValue singleNodeValue invalidIteratorState snapshotLength ' +
        'iterateNext snapshotItem', RESULT_TYPES);
    webIDLShape(XPathEvaluator, 'XPathEvaluator', 'createExpression createNSResolver evaluate');

    defineMembers(Document.prototype, evaluatorMethods('Document'));
    Object.defineProperty(XPathEvaluator, 'prototype', { writable: false }); // an interface object's, as a class's
    dom.exposeGlobals({ XPathEvaluator, XPathExpression, XPathResult });
})
