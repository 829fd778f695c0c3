// Scripts made by script (document.createElement('script')) run when they are connected to
// the page. Installed when a page first makes one.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _notStarted } = dom.slots; const { nodeTypeOf, ownerDocumentOf } = dom.nodeSlots;

    // Scripts made by script run when they are connected to the page (HTML, "prepare the
    // script element"): inline text at once, in tree order; one with nothing to run yet runs
    // when its text comes; an external one runs in a later task if the engine's URL scheme
    // handlers serve it, and fails as offline otherwise (the engine has no network). Parsers'
    // scripts (innerHTML, DOMParser) never run.
    dom.scriptsInserted = function (parent, nodes) {
        const document = globalThis.document;
        if (!parent.isConnected || (ownerDocumentOf(parent) !== document && parent !== document)) return;
        const found = [];
        if (parent[_notStarted]) found.push(parent);
        for (const node of nodes) {
            if (nodeTypeOf(node) !== 1) continue;
            if (node[_notStarted]) found.push(node);
            if (node.firstElementChild) for (const script of node.getElementsByTagName('script')) if (script[_notStarted]) found.push(script);
        }
        for (const script of found) prepareScript(script);
    };
    // A module script inserted by script runs as an async one once fetched (dom/modules.js):
    // when the parser is done while the page parses (WebKit runs it before the parser's
    // deferred scripts), before the load event after that, else in a later task.
    const isModuleScript = (script) => (script.getAttribute('type') || '').trim().toLowerCase() === 'module';
    function prepareModuleScript(script) {
        script[_notStarted] = false;
        dom.unstartedScripts--;
        let done = false;
        const run = () => { if (!done) { done = true; dom.runModuleScript(script, 1); } };
        const readyState = dom.currentDocument.readyState;
        if (readyState === 'loading') {
            // An inline one is ready before any that is fetched.
            const list = internals.asyncModuleScripts, external = script.hasAttribute('src');
            run.external = external;
            const at = external ? -1 : list.findIndex((other) => other.external);
            if (at < 0) list.push(run);
            else list.splice(at, 0, run);
        } else if (readyState === 'interactive') internals.loadDelayingScripts.push(run);
        setTimeout(run, 0);
    }
    function prepareScript(script) {
        if (!script[_notStarted] || !script.isConnected) return;
        const external = script.hasAttribute('src');
        const text = external ? '' : script.textContent;
        if (!external && text === '') return;
        if (isModuleScript(script)) return prepareModuleScript(script);
        if (!dom.isRunnableScript(script)) return;
        script[_notStarted] = false;
        dom.unstartedScripts--;
        if (external) {
            // Fetched from the engine's URL scheme handlers; run (then load) or error in a
            // later task, as a fetched script's load ends after the inserting script.
            const served = internals.fetchScript(script);
            let done = false;
            const run = () => {
                if (done) return;
                done = true;
                if (!served) return dom.fire(script, 'error', {});
                const document = ownerDocumentOf(script);
                dom.setCurrentScript(document, script);
                try {
                    (0, eval)(served.text + '\n//# sourceURL=' + served.url);
                } catch (error) {
                    internals.reportError(error);
                } finally {
                    dom.setCurrentScript(document, null);
                }
                dom.fire(script, 'load', {});
            };
            // In a later task; one inserted while the page loads runs before its load event.
            if (ownerDocumentOf(script).readyState !== 'complete') internals.loadDelayingScripts.push(run);
            setTimeout(run, 0);
            return;
        }
        const document = ownerDocumentOf(script);
        const outer = document.currentScript ?? null;
        dom.setCurrentScript(document, script);
        try {
            (0, eval)(text + '\n//# sourceURL=' + document.URL);
        } catch (error) {
            internals.reportError(error);
        } finally {
            dom.setCurrentScript(document, outer);
        }
    }

})
