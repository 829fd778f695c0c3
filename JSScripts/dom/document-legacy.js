// Document's legacy and editing members, as WebKit answers them in a web view where nothing
// is editable or selected: domain, designMode, dir, the body's colors (fgColor, bgColor,
// linkColor, vlinkColor, alinkColor), anchors, applets, clear/captureEvents/releaseEvents,
// execCommand and the queryCommand* five. Installed on first use (their placeholders are
// dom/window.js's, from DOMEnvironment.lazyDOMScripts).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _anchors, _applets, _designMode, _domain, _isHTML, _url } = dom.slots; const { localNameOf, namespaceOf } = dom.nodeSlots;
    const { Document, HTML_NS, HTMLCollection, asciiLowercase, brandOf, descendants, domException, liveCollection, notEnoughArguments, wrongThisCall } = dom;

    // The document's host for `domain`: '' for an opaque (about:, data:, file:) URL.
    function hostOf(url) {
        const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^/?#@]*@)?(\[[^\]]*\]|[^/?#:]*)/i.exec(url);
        return match && !/^file:/i.test(url) ? asciiLowercase(match[1]) : '';
    }
    function htmlRoot(document) {
        const root = document.documentElement;
        return root && localNameOf(root) === 'html' && namespaceOf(root) === HTML_NS ? root : null;
    }
    // The body's legacy color attributes, reflected by fgColor, bgColor, linkColor ... (a
    // frameset has none).
    const bodyColors = { fgColor: 'text', bgColor: 'bgcolor', linkColor: 'link', vlinkColor: 'vlink', alinkColor: 'alink' };
    function colorBody(document, member) {
        const body = brandOf(document, _isHTML, 'Document', member).body;
        return body && localNameOf(body) === 'body' ? body : null;
    }
    // WebKit's editing commands a page can name (case-insensitive), each with what a document
    // with nothing editable and no selection answers: [supported, enabled, state, indeterm,
    // value, execCommand's result]. A command not listed is unsupported: false, false, false,
    // false, ''.
    // Made on the first question (a page rarely asks one).
    let editingCommands = null;
    function makeEditingCommands() {
        editingCommands = new Map();
        const states = 'bold italic insertOrderedList insertNestedOrderedList insertNestedUnorderedList insertUnorderedList justifyCenter justifyFull justifyLeft justifyRight strikethrough subscript superscript underline';
        const enabled = 'copy findString print selectAll styleWithCSS useCSS defaultParagraphSeparator';
        const executed = 'copy selectAll styleWithCSS useCSS defaultParagraphSeparator print';
        const others = 'backColor createLink cut delete fontName fontSize fontSizeDelta foreColor formatBlock forwardDelete hiliteColor indent insertHTML insertHorizontalRule insertImage insertLineBreak insertNewlineInQuotedContent insertParagraph insertText justifyNone outdent paste pasteAndMatchStyle pasteAsPlainText pasteAsQuotation redo removeFormat transpose undo unlink unselect';
        const lower = (list) => new Set(list.toLowerCase().split(' '));
        const stateSet = lower(states), enabledSet = lower(enabled), executedSet = lower(executed);
        for (const name of lower(`${states} ${enabled} ${others}`)) {
            const value = name === 'defaultparagraphseparator' ? 'div' : stateSet.has(name) ? 'false' : '';
            editingCommands.set(name, [true, enabledSet.has(name), false, false, value, executedSet.has(name)]);
        }
    }
    const unsupportedCommand = [false, false, false, false, '', false];
    function editingCommand(document, operation, count, command, answer) {
        if (document?.[_isHTML] === undefined) wrongThisCall('Document', operation);
        if (count < 1) throw notEnoughArguments();
        if (!document[_isHTML]) throw domException(`${operation} is only supported on HTML documents.`, 'InvalidStateError');
        if (editingCommands === null) makeEditingCommands();
        return (editingCommands.get(asciiLowercase(String(command))) ?? unsupportedCommand)[answer];
    }

    const members = {
        // The URL's host (WebKit's effective domain); an opaque one is '' and cannot be set.
        get domain() { return brandOf(this, _isHTML, 'Document', 'domain')[_domain] ?? hostOf(this[_url]); },
        // WebKit's: the host or a registrable suffix of it (not a top-level domain; no list of
        // public suffixes here), and never an IP address's part.
        set domain(value) {
            const domain = brandOf(this, _isHTML, 'Document', 'domain')[_domain] ?? hostOf(this[_url]);
            if (domain === '') throw domException('The document has a null effectiveDomain.', 'SecurityError');
            value = asciiLowercase(String(value));
            const suffix = value.includes('.') && domain.endsWith('.' + value) && !/^[\d.]+$|^\[/.test(domain);
            if (value !== domain && !suffix) throw domException('Attempted to use a non-registrable domain.', 'SecurityError');
            this[_domain] = value;
        },
        get designMode() { return brandOf(this, _isHTML, 'Document', 'designMode')[_designMode] ? 'on' : 'off'; },
        set designMode(value) {
            // WebKit's: anything but "on" turns it off.
            brandOf(this, _isHTML, 'Document', 'designMode')[_designMode] = asciiLowercase(String(value)) === 'on';
        },
        // The root <html>'s dir attribute, as its enumerated attribute reflects it.
        get dir() {
            const root = htmlRoot(brandOf(this, _isHTML, 'Document', 'dir'));
            const value = root ? asciiLowercase(root.getAttribute('dir') ?? '') : '';
            return value === 'ltr' || value === 'rtl' || value === 'auto' ? value : '';
        },
        set dir(value) { value = String(value); htmlRoot(brandOf(this, _isHTML, 'Document', 'dir'))?.setAttribute('dir', value); },
        // a elements with a name attribute; applets: none (WebKit's collection is always empty).
        // SVG's: the document element when it is an svg element, else null.
        get rootElement() {
            const root = brandOf(this, _isHTML, 'Document', 'rootElement').documentElement;
            return root && localNameOf(root) === 'svg' && namespaceOf(root) === dom.SVG_NS ? root : null;
        },
        get anchors() {
            return brandOf(this, _isHTML, 'Document', 'anchors')[_anchors] || (this[_anchors] = liveCollection(HTMLCollection, this, () => descendants(this).filter((e) => localNameOf(e) === 'a' && namespaceOf(e) === HTML_NS && e.hasAttribute('name'))));
        },
        get applets() { return brandOf(this, _isHTML, 'Document', 'applets')[_applets] || (this[_applets] = liveCollection(HTMLCollection, this, () => [])); },
        clear() { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'clear'); },
        captureEvents() { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'captureEvents'); },
        releaseEvents() { if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'releaseEvents'); },
        execCommand(command, showUI = false, value = '') { return editingCommand(this, 'execCommand', arguments.length, command, 5); },
        queryCommandEnabled(command) { return editingCommand(this, 'queryCommandEnabled', arguments.length, command, 1); },
        queryCommandIndeterm(command) { return editingCommand(this, 'queryCommandIndeterm', arguments.length, command, 3); },
        queryCommandState(command) { return editingCommand(this, 'queryCommandState', arguments.length, command, 2); },
        queryCommandSupported(command) { return editingCommand(this, 'queryCommandSupported', arguments.length, command, 0); },
        queryCommandValue(command) { return editingCommand(this, 'queryCommandValue', arguments.length, command, 4); },
    };
    Object.defineProperties(Document.prototype, Object.getOwnPropertyDescriptors(members));
    for (const [member, attribute] of Object.entries(bodyColors)) {
        Object.defineProperty(Document.prototype, member, {
            get: { [member]() { return colorBody(this, member)?.getAttribute(attribute) ?? ''; } }[member],
            set: { [member](value) { value = value === null ? '' : String(value); colorBody(this, member)?.setAttribute(attribute, value); } }[member],
            enumerable: true, configurable: true,
        });
        const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, member);
        Object.defineProperty(descriptor.get, 'name', { value: `get ${member}` });
        Object.defineProperty(descriptor.set, 'name', { value: `set ${member}` });
    }
})
