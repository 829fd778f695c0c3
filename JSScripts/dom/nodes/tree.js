// Tree order: walking a node's children and descendants without recursion, and the version
// counters every change of a tree bumps.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _baseVersion, _framesMoved, _indexChanges, _treeVersion, _version } = dom.slots; const { firstChildOf, localNameOf, markChanged, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf } = dom.nodeSlots;

    // Every change of a document's tree or text counts in _version (live collections) and
    // _treeVersion (the selector index); attribute changes only in _version.
    // (Either also means `node` no longer serializes as parsed.)
    function touch(node) {
        markChanged(node);
        const document = nodeTypeOf(node) === 9 ? node : ownerDocumentOf(node);
        if (document) { document[_version]++; document[_treeVersion]++; }
    }

    // The tree operations also say which local names a change touched (an element inserted or
    // removed, with the elements below it; a text change, none), counted beside _treeVersion,
    // so that the selector index (dom/selectors.js) keeps serving the names no change touched.
    // A change bumped without saying (the parser's, say) leaves the counts apart: a full rebuild.
    // The same walk notes a <base> inserted or removed: it decides every relative URL, and
    // document.baseURI is cached until one is inserted, removed or re-pointed.
    function touchNaming(node, subtrees) {
        markChanged(node);
        const document = nodeTypeOf(node) === 9 ? node : ownerDocumentOf(node);
        if (!document) return;
        document[_version]++;
        document[_treeVersion]++;
        const changes = document[_indexChanges] || (document[_indexChanges] = { count: 0, names: new Set() });
        changes.count++;
        if (Array.isArray(subtrees)) for (const subtree of subtrees) nameElements(document, changes.names, subtree);
        else if (subtrees) nameElements(document, changes.names, subtrees);
    }
    function nameElements(document, names, subtree) {
        if (nodeTypeOf(subtree) !== 1) return;
        for (let n = subtree; n; n = nextInTree(n, subtree)) {
            if (nodeTypeOf(n) !== 1) continue;
            const name = localNameOf(n);
            names.add(name);
            if (name === 'base') document[_baseVersion] = (document[_baseVersion] || 0) + 1;
            // (Iframes inserted or removed: the bridge looks for frames in an insertion only then.)
            else if (name === 'iframe') document[_framesMoved] = (document[_framesMoved] || 0) + 1;
        }
    }

    function childArray(parent) {
        const list = [];
        for (let node = firstChildOf(parent); node; node = nextSiblingOf(node)) list.push(node);
        return list;
    }

    // The next node in tree order within `root` (skipping `node`'s children), without
    // recursion: node-slots.js's, which read the tree links directly.
    const { nextInTree, nextSkippingChildren } = dom.nodeSlots;

    function descendants(root) {
        const list = [];
        for (let n = firstChildOf(root); n; n = nextInTree(n, root)) if (nodeTypeOf(n) === 1) list.push(n);
        return list;
    }

    Object.assign(dom, { descendants, childArray, nextInTree, touch, touchNaming, nextSkippingChildren });
})
