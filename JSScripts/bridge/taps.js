// Taps: a click whose default action was not prevented becomes a native `didTapLink` (on a
// link, with the URL resolved against the document's base) or `didTapEmbed` (on an iframe,
// embed, video or object, with its source). Nothing navigates.
(function (native, internals) {
    'use strict';
    const dom = internals.dom;
    const previous = dom.activate;
    dom.activate = function (target, event) {
        if (previous) previous(target, event);
        for (let node = target; node && node.nodeType === 1; node = node.parentNode) {
            if ((node.localName === 'a' || node.localName === 'area') && node.hasAttribute('href')) {
                native.linkTapped(node.href);
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
