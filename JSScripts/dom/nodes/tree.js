// Tree order: walking a node's children and descendants without recursion, and the version
// counters every change of a tree bumps.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _firstChild, _nextSibling, _nodeType, _ownerDocument, _parentNode, _treeVersion, _version } = dom.slots;

    // Every change of a document's tree or text counts in _version (live collections) and
    // _treeVersion (the selector index); attribute changes only in _version.
    function touch(node) {
        const document = node[_nodeType] === 9 ? node : node[_ownerDocument];
        if (document) { document[_version]++; document[_treeVersion]++; }
    }

    function childArray(parent) {
        const list = [];
        for (let node = parent[_firstChild]; node; node = node[_nextSibling]) list.push(node);
        return list;
    }

    function nextSkippingChildren(node, root) {
        while (node && node !== root) {
            if (node[_nextSibling]) return node[_nextSibling];
            node = node[_parentNode];
        }
        return null;
    }

    // The next node in tree order within `root`, without recursion.
    function nextInTree(node, root) {
        if (node[_firstChild]) return node[_firstChild];
        while (node && node !== root) {
            if (node[_nextSibling]) return node[_nextSibling];
            node = node[_parentNode];
        }
        return null;
    }

    function descendants(root) {
        const list = [];
        for (let n = root[_firstChild]; n; n = nextInTree(n, root)) if (n[_nodeType] === 1) list.push(n);
        return list;
    }

    Object.assign(dom, { descendants, childArray, nextInTree, touch, nextSkippingChildren });
})
