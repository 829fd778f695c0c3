// Taps: a click whose default action was not prevented becomes a native `didTapLink` (on a
// link, with the URL resolved against the document's base) or `didTapEmbed` (on an iframe,
// embed, video or object, with its source). Nothing navigates.
(function (native, internals) {
    'use strict';
    const dom = internals.dom;
    const previous = dom.activate;
    // An HTML link's resolved href; an SVG <a>'s href or xlink:href resolved the same way.
    function linkTarget(node) {
        if (node.localName !== 'a' && node.localName !== 'area') return null;
        if (node.namespaceURI === dom.HTML_NS) return node.hasAttribute('href') ? node.href : null;
        const raw = node.getAttribute('href') ?? node.getAttributeNS(dom.XLINK_NS, 'href');
        if (raw === null) return null;
        try { return new URL(raw, node.ownerDocument.baseURI).href; } catch (error) { return raw; }
    }
    // The click's activation target when it has one (an HTML link is followed; a checkbox or
    // button inside a link is activated instead of it); otherwise the nearest SVG link or
    // embed from the target up.
    dom.activate = function (target, event, activationTarget) {
        if (previous) previous(target, event, activationTarget);
        if (activationTarget) {
            const link = linkTarget(activationTarget);
            if (link !== null) native.linkTapped(link);
            return;
        }
        for (let node = target; node && node.nodeType === 1; node = node.parentNode) {
            const link = linkTarget(node);
            if (link !== null) {
                native.linkTapped(link);
                return;
            }
            if (['iframe', 'embed', 'video', 'object'].includes(node.localName)) {
                const source = node.getAttribute(node.localName === 'object' ? 'data' : 'src');
                if (source) {
                    try { native.embedTapped(new URL(source, node.ownerDocument.baseURI).href); } catch (error) { native.embedTapped(source); }
                    return;
                }
            }
        }
    };
})
