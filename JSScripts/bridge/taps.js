// Link taps: a click on a link whose default action was not prevented becomes a native
// `didTapLink` with the URL resolved against the document's base. Nothing navigates.
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
        }
    };
})
