// Scripts made by script (document.createElement('script')) run when they are connected to
// the page. Installed when a page first makes one.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;

    // Scripts made by script run when they are connected to the page (HTML, "prepare the
    // script element"): inline text at once, in tree order; one with nothing to run yet runs
    // when its text comes; an external one fails as offline, with an error event in a later
    // task (the engine has no network). Parsers' scripts (innerHTML, DOMParser) never run.
    dom.scriptsInserted = function (parent, nodes) {
        const document = globalThis.document;
        if (!parent.isConnected || (parent.ownerDocument !== document && parent !== document)) return;
        const found = [];
        if (parent._notStarted) found.push(parent);
        for (const node of nodes) {
            if (node.nodeType !== 1) continue;
            if (node._notStarted) found.push(node);
            if (node.firstElementChild) for (const script of node.getElementsByTagName('script')) if (script._notStarted) found.push(script);
        }
        for (const script of found) prepareScript(script);
    };
    function prepareScript(script) {
        if (!script._notStarted || !script.isConnected) return;
        const external = script.hasAttribute('src');
        const text = external ? '' : script.textContent;
        if (!external && text === '') return;
        if (!dom.isRunnableScript(script)) return;
        script._notStarted = false;
        dom.unstartedScripts--;
        if (external) {
            console.warn(`webengine: external script not loaded (no network): ${script.getAttribute('src')}`);
            setTimeout(() => dom.fire(script, 'error', {}), 0);
            return;
        }
        const document = script.ownerDocument;
        const outer = document.currentScript ?? null;
        Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
        try {
            (0, eval)(text + '\n//# sourceURL=' + document.URL);
        } catch (error) {
            internals.reportError(error);
        } finally {
            Object.defineProperty(document, 'currentScript', { value: outer, configurable: true });
        }
    }

})
