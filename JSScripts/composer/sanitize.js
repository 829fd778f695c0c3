// The allowlist sanitizer: walks a parsed tree and keeps only what policy.js lists. Elements
// are checked for their namespace the way the HTML parser assigns it (DOMPurify's rules),
// attributes per element, URLs after parsing them as a browser does, CSS as CSS (css.js).
(function (native, internals) {
    'use strict';

    const policy = internals.sanitizerPolicy;
    const css = internals.css;
    const { HTML_NS, SVG_NS, MATHML_NS } = internals.dom;
    // The DOM's own readers of a node's links and names: what the public getters return,
    // without their brand checks, on the walk's hottest reads.
    const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSkippingChildren, nextInTree, nodeTypeOf, parentOf } = internals.dom.nodeSlots;
    const { _localName, _prefix, _value } = internals.dom.slots;

    const ELEMENT = 1, TEXT = 3;
    // Characters a browser ignores or shows as nothing; a scheme hidden behind them counts.
    const invisible = /[\u0000-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/g;
    const schemeOf = (text) => { const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text); return match ? match[1].toLowerCase() : null; };
    // Document members a page's named elements (<img name=x>) would shadow in a browser.
    const documentMembers = new Set(['cookie', 'domain', 'forms', 'images', 'links', 'scripts', 'anchors', 'embeds', 'plugins',
        'all', 'write', 'writeln', 'open', 'close', 'location', 'referrer', 'activeElement', 'body', 'head', 'documentElement',
        'defaultView', 'createElement', 'getElementById', 'getElementsByTagName', 'getElementsByClassName', 'querySelector',
        'querySelectorAll', 'addEventListener', 'baseURI', 'URL', 'title', 'currentScript', 'implementation', 'readyState']);

    // MARK: URLs

    // Options: { embedHosts: [host], remoteImages: 'keep' | 'block', trackingPixels: 'keep' | 'remove',
    // neutralizeFixedPosition: bool, baseURL: string | null }.
    // Printable ASCII without spaces (most URLs): nothing to strip, nothing invisible.
    const plainURL = /^[\u0021-\u007e]*$/;
    function makeURLCheck(options) {
        return function urlAllowed(raw, kind) {
            let value = String(raw), scheme;
            if (plainURL.test(value)) scheme = schemeOf(value);
            else {
                // As the URL parser does: leading and trailing C0 controls and spaces go, tabs
                // and newlines anywhere go.
                value = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
                scheme = schemeOf(value);
                if (scheme !== schemeOf(value.replace(invisible, ''))) return false;
            }
            if (kind === 'fragment') return value.startsWith('#');
            if (scheme === 'data') return kind === 'image' && policy.rasterDataURL.test(value.replace(/\s+/g, ''));
            if (kind === 'embed') return embedAllowed(value, options);
            const remote = scheme === null || scheme === 'http' || scheme === 'https';
            if ((kind === 'image' || kind === 'media') && remote && options.remoteImages === 'block' && !value.startsWith('#')) return false;
            return scheme === null || policy.urlKinds[kind].has(scheme);
        };
    }

    function embedAllowed(value, options) {
        let url;
        try { url = new URL(value, options.baseURL || undefined); } catch (e) { return false; }
        return url.protocol === 'https:' && !url.username && !url.password && options.embedHosts.includes(url.hostname.toLowerCase());
    }

    // srcset candidates (HTML's parsing rules, simplified to what decides the URLs).
    function srcsetURLs(value) {
        const urls = [];
        let k = 0;
        while (k < value.length) {
            while (k < value.length && /[\s,]/.test(value[k])) k++;
            if (k >= value.length) break;
            let start = k;
            while (k < value.length && !/\s/.test(value[k])) k++;
            let url = value.slice(start, k);
            if (url.endsWith(',')) { urls.push(url.replace(/,+$/, '')); continue; }
            urls.push(url);
            let depth = 0;
            while (k < value.length && (depth > 0 || value[k] !== ',')) { if (value[k] === '(') depth++; if (value[k] === ')') depth--; k++; }
        }
        return urls;
    }

    // MARK: The walk

    function makeContext(options) {
        const urlAllowed = makeURLCheck(options);
        // What a blocked remote image would be allowed as, to keep its URL aside (made once).
        const remoteURLAllowed = options.remoteImages === 'block' ? makeURLCheck({ ...options, remoteImages: 'keep' }) : urlAllowed;
        return { options, urlAllowed, remoteURLAllowed, removed: 0, cssOptions: { urlAllowed, neutralizeFixedPosition: options.neutralizeFixedPosition } };
    }

    // Sanitizes the children of `root` (a body, a fragment) in place; returns how many
    // elements, attributes and declarations it removed.
    function sanitize(root, options) {
        const context = makeContext(options);
        sanitizeChildren(root, context);
        return context.removed;
    }

    // Iterative, in document order; an element's verdict is decided before its children's.
    function sanitizeChildren(root, context) {
        let node = firstChildOf(root);
        while (node) {
            let next = null;
            if (nodeTypeOf(node) === ELEMENT) {
                const verdict = sanitizeElement(node, context);
                if (verdict === 'keep') {
                    next = following(node, root);
                } else if (verdict === 'unwrap') {
                    next = firstChildOf(node) || following(node, root, true);
                    unwrap(node);
                } else if (verdict === 'remove') {
                    next = following(node, root, true);
                    remove(node, context);
                } else {
                    // A replacement of our own making: safe as built, not walked.
                    node.replaceWith(verdict.replacement);
                    next = following(verdict.replacement, root, true);
                }
            } else if (nodeTypeOf(node) !== TEXT) {
                next = following(node, root, true);
                remove(node, context);
            } else {
                next = following(node, root, true);
            }
            node = next;
        }
    }

    // The next node in document order after `node`'s subtree (or after `node` itself).
    function following(node, root, skipChildren) {
        return skipChildren ? nextSkippingChildren(node, root) : nextInTree(node, root);
    }

    function remove(node, context) {
        node.remove();
        context.removed++;
    }

    function unwrap(element) {
        const parent = element.parentNode;
        while (element.firstChild) parent.insertBefore(element.firstChild, element);
        element.remove();
    }

    // 'keep' (attributes already filtered), 'unwrap' (children stay), 'remove', or { replacement }.
    function sanitizeElement(element, context) {
        const namespace = namespaceOf(element);
        const name = localNameOf(element).toLowerCase();
        const parent = parentOf(element);
        const parentNamespace = parent && nodeTypeOf(parent) === ELEMENT ? namespaceOf(parent) : HTML_NS;
        const parentName = parent && nodeTypeOf(parent) === ELEMENT ? localNameOf(parent).toLowerCase() : '';

        if (namespace === HTML_NS) {
            // HTML inside SVG or MathML is one reparse away from another namespace.
            if (parentNamespace !== HTML_NS) return 'remove';
            if (policy.htmlRemovedWithContent.has(name)) return 'remove';
            if (policy.htmlShownAsText.has(name)) return replaceWithText(element, context);
            if (policy.htmlUnwrapped.has(name)) { context.removed++; return 'unwrap'; }
            if (name === 'iframe') return sanitizeEmbed(element, context);
            const allowed = policy.htmlElements.get(name);
            if (!allowed) { context.removed++; return 'unwrap'; }
            filterAttributes(element, name, htmlAttributeCheck(allowed), context);
            return finishHTMLElement(element, name, context);
        }
        if (namespace === SVG_NS) {
            const entering = parentNamespace !== SVG_NS;
            if (entering && (name !== 'svg' || (parentNamespace === MATHML_NS && !policy.mathmlTextIntegrationPoints.has(parentName)))) return 'remove';
            if (policy.foreignBreakouts.has(name)) return 'remove';
            const allowed = policy.svgElements.get(name);
            if (!allowed) return 'remove';
            filterAttributes(element, name, (attribute) => policy.svgGlobalAttributes.has(attribute) || allowed.has(attribute)
                || /^aria-[a-z]+$/.test(attribute), context);
            if (name === 'style') return sanitizeStyleElement(element, context);
            return 'keep';
        }
        if (namespace === MATHML_NS) {
            const entering = parentNamespace !== MATHML_NS;
            if (entering && (name !== 'math' || (parentNamespace === SVG_NS && !policy.svgHTMLIntegrationPoints.has(parentName)))) return 'remove';
            if (!policy.mathmlElements.has(name) || policy.foreignBreakouts.has(name)) return 'remove';
            filterAttributes(element, name, (attribute) => policy.mathmlAttributes.has(attribute), context);
            return 'keep';
        }
        return 'remove';
    }

    // An allowed HTML element's attributes: the global ones, its own, aria-* and data-*.
    const htmlAttributeCheck = (allowed) => (attribute) => policy.htmlGlobalAttributes.has(attribute) || allowed.has(attribute)
        || /^aria-[a-z]+$/.test(attribute) || /^data-[a-z0-9_.-]+$/.test(attribute);

    function finishHTMLElement(element, name, context) {
        if (name === 'template') {
            // Its content is a fragment of its own (the walk does not enter it); shadowroot*
            // attributes are gone with every other unlisted attribute, so it stays inert.
            sanitizeChildren(element.content, context);
            return 'keep';
        }
        if (name === 'style') return sanitizeStyleElement(element, context);
        if (name === 'img' && context.options.trackingPixels === 'remove' && isTrackingPixel(element)) return 'remove';
        if (name === 'a' && element.hasAttribute('target')) element.setAttribute('rel', 'noopener noreferrer');
        return 'keep';
    }

    // Each attribute in order, read from the element's own list (a copy: removals change it)
    // rather than by name through getAttributeNames and getAttribute, a lookup each.
    function filterAttributes(element, elementName, isAllowed, context) {
        const attributes = attributesOf(element).slice();
        for (let i = 0; i < attributes.length; i++) {
            const entry = attributes[i];
            const attribute = (entry[_prefix] === null ? entry[_localName] : `${entry[_prefix]}:${entry[_localName]}`).toLowerCase();
            let keep = isAllowed(attribute);
            if (keep) keep = attributeValueAllowed(element, elementName, attribute, entry[_value], context);
            if (!keep) {
                element.removeAttributeNode(entry);
                context.removed++;
            }
        }
    }

    function attributeValueAllowed(element, elementName, attribute, value, context) {
        const namespace = namespaceOf(element);
        if (attribute === 'style') {
            const result = css.sanitizeDeclarations(value, context.cssOptions);
            context.removed += result.removed;
            if (!result.text) return false;
            if (result.text !== value) element.setAttribute('style', result.text);
            return true;
        }
        if (attribute === 'id' || attribute === 'name') return !documentMembers.has(value) && !(value in internals.dom.Document.prototype);
        if (attribute === 'target') return policy.linkTargets.has(value.trim().toLowerCase());
        if (attribute === 'srcset') return keepRemoteImage(element, attribute, value, srcsetURLs(value), context);
        let kind = policy.urlAttributes[attribute];
        if (!kind) return true;
        if (attribute === 'src') kind = policy.srcKinds[elementName] || 'image';
        if (namespace === SVG_NS && (attribute === 'href' || attribute === 'xlink:href')) {
            kind = elementName === 'a' ? 'link' : elementName === 'image' ? 'image' : 'fragment';
        }
        if (kind === 'image' || kind === 'media') return keepRemoteImage(element, attribute, value, [value], context, kind);
        return context.urlAllowed(value, kind);
    }

    // A remote image under a blocking policy keeps its URL in data-remote-ATTRIBUTE, so the
    // app can load it when the user asks (as mail apps do); other refused URLs are dropped.
    function keepRemoteImage(element, attribute, value, urls, context, kind = 'image') {
        if (urls.every((url) => context.urlAllowed(url, kind))) return true;
        if (context.options.remoteImages === 'block' && element.namespaceURI === HTML_NS) {
            if (urls.every((url) => context.remoteURLAllowed(url, kind))) element.setAttribute('data-remote-' + attribute, value);
        }
        return false;
    }

    function isTrackingPixel(img) {
        const tiny = (name) => { const value = img.getAttribute(name); return value !== null && value.trim() !== '' && parseFloat(value) <= 1; };
        const style = (img.getAttribute('style') || '').toLowerCase();
        return tiny('width') || tiny('height') || /display:\s*none|visibility:\s*hidden|(^|;)\s*(width|height):\s*[01](px)?\s*(;|$)/.test(style);
    }

    // <style>: only text, rewritten from its CSS tokens (which cannot close the element).
    function sanitizeStyleElement(element, context) {
        const source = element.textContent;
        const result = css.sanitizeStyleSheet(source, context.cssOptions);
        context.removed += result.removed;
        element.textContent = result.text;
        return 'keep';
    }

    // An embed stays only from an allowed host over https, sandboxed; any other web page
    // becomes a link to it, so the message loses no content and runs no one else's script.
    function sanitizeEmbed(element, context) {
        const src = element.getAttribute('src') || '';
        element.textContent = '';
        if (context.urlAllowed(src, 'embed')) {
            const allowedAttributes = policy.htmlElements.get('iframe');
            filterAttributes(element, 'iframe', (attribute) => policy.htmlGlobalAttributes.has(attribute) || allowedAttributes.has(attribute), context);
            const allow = (element.getAttribute('allow') || '').split(';').map((s) => s.trim()).filter((s) => policy.embedAllow.has(s.split(/\s/)[0]));
            if (allow.length) element.setAttribute('allow', allow.join('; ')); else element.removeAttribute('allow');
            element.setAttribute('sandbox', policy.embedSandbox);
            return 'keep';
        }
        context.removed++;
        if (!context.urlAllowed(src, 'link') || !src.trim() || schemeOf(src.trim()) === null && !context.options.baseURL) return 'remove';
        const link = element.ownerDocument.createElement('a');
        link.setAttribute('href', src.trim());
        link.setAttribute('class', 'blocked-embed');
        link.textContent = src.trim();
        return { replacement: link };
    }

    // xmp, plaintext and listing: their text, shown as preformatted text.
    function replaceWithText(element, context) {
        const pre = element.ownerDocument.createElement('pre');
        pre.textContent = element.textContent;
        context.removed++;
        return { replacement: pre };
    }

    // The attributes of an element the caller keeps itself (the body, whose children move).
    function sanitizeAttributes(element, options) {
        const context = makeContext(options);
        const name = element.localName;
        const allowed = policy.htmlElements.get(name) || new Set();
        filterAttributes(element, name, (attribute) => policy.htmlGlobalAttributes.has(attribute) || allowed.has(attribute), context);
        return context.removed;
    }

    // A <style> of the message's head, by the same rules as one in its body.
    function sanitizeStyleSheet(text, options) {
        return css.sanitizeStyleSheet(text, makeContext(options).cssOptions);
    }

    internals.sanitizer = { sanitize, sanitizeAttributes, sanitizeStyleSheet };
})
