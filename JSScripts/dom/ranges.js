// Ranges (WHATWG DOM, "Ranges"): AbstractRange, StaticRange, Range with its live updates, and
// a minimal Selection (one range, as WebKit keeps) behind document.getSelection. Installed on
// first use; once it is, the tree's mutation hooks (rangesInsert, rangesRemove, and the rest) keep every
// live range where the spec says.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _backward, _data, _document, _endNode, _endOffset, _isHTML, _range, _selection, _setEnd, _setStart, _startNode, _startOffset } = dom.slots; const { firstChildOf, lastChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, previousSiblingOf } = dom.nodeSlots;
    const { Node, Document, Element, wrongThisCall } = dom;

    const domException = (message, name) => new DOMException(message, name);
    const toUnsignedLong = (value) => Number(value) >>> 0;

    // ----- Boundary points ----------------------------------------------------------------------

    function nodeLength(node) {
        switch (nodeTypeOf(node)) {
            case 10: return 0;
            case 3: case 4: case 7: case 8: return node[_data].length;
            default: { let count = 0; for (let n = firstChildOf(node); n; n = nextSiblingOf(n)) count++; return count; }
        }
    }
    function indexOf(node) {
        let index = 0;
        for (let n = previousSiblingOf(node); n; n = previousSiblingOf(n)) index++;
        return index;
    }
    function rootOf(node) { while (parentOf(node)) node = parentOf(node); return node; }
    function isInclusiveAncestor(ancestor, node) {
        for (let n = node; n; n = parentOf(n)) if (n === ancestor) return true;
        return false;
    }
    const isAncestor = (ancestor, node) => ancestor !== node && isInclusiveAncestor(ancestor, node);
    const isCharacterData = (node) => nodeTypeOf(node) === 3 || nodeTypeOf(node) === 4 || nodeTypeOf(node) === 7 || nodeTypeOf(node) === 8;

    // Whether `a` precedes `b` in tree order (same root assumed).
    function precedes(a, b) {
        if (a === b) return false;
        return (b.compareDocumentPosition(a) & 2) !== 0;
    }

    // "The position of a boundary point (nodeA, offsetA) relative to (nodeB, offsetB)": -1, 0, 1.
    function comparePoints(nodeA, offsetA, nodeB, offsetB) {
        if (nodeA === nodeB) return offsetA === offsetB ? 0 : offsetA < offsetB ? -1 : 1;
        if (precedes(nodeB, nodeA)) return -comparePoints(nodeB, offsetB, nodeA, offsetA);
        if (isAncestor(nodeA, nodeB)) {
            let child = nodeB;
            while (parentOf(child) !== nodeA) child = parentOf(child);
            if (indexOf(child) < offsetA) return 1;
        }
        return -1;
    }

    function checkBoundary(node, offset) {
        if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
        if (nodeTypeOf(node) === 10) throw domException('The node provided is a doctype, which is not a valid boundary point.', 'InvalidNodeTypeError');
        offset = toUnsignedLong(offset);
        if (offset > nodeLength(node)) throw domException(`There is no child at offset ${offset}.`, 'IndexSizeError');
        return offset;
    }

    // ----- AbstractRange and StaticRange ----------------------------------------------------------

    class AbstractRange {
        constructor() { if (new.target === AbstractRange) throw new TypeError('Illegal constructor'); }
        get startContainer() { return this[_startNode]; }
        get startOffset() { return this[_startOffset]; }
        get endContainer() { return this[_endNode]; }
        get endOffset() { return this[_endOffset]; }
        get collapsed() { return this[_startNode] === this[_endNode] && this[_startOffset] === this[_endOffset]; }
    }

    class StaticRange extends AbstractRange {
        constructor(init) {
            super();
            if (init === null || typeof init !== 'object') throw new TypeError("Failed to construct 'StaticRange': 1 argument required.");
            for (const key of ['startContainer', 'startOffset', 'endContainer', 'endOffset']) {
                if (init[key] === undefined) throw new TypeError(`Failed to construct 'StaticRange': required member ${key} is undefined.`);
            }
            for (const key of ['startContainer', 'endContainer']) {
                if (!(init[key] instanceof Node)) throw new TypeError(`Failed to construct 'StaticRange': member ${key} is not of type 'Node'.`);
                if (nodeTypeOf(init[key]) === 10 || nodeTypeOf(init[key]) === 2) throw domException(`The ${key} is a doctype or an attribute.`, 'InvalidNodeTypeError');
            }
            this[_startNode] = init.startContainer; this[_startOffset] = toUnsignedLong(init.startOffset);
            this[_endNode] = init.endContainer; this[_endOffset] = toUnsignedLong(init.endOffset);
        }
    }

    // ----- Range ------------------------------------------------------------------------------------

    // Live ranges, held weakly: a range nobody references stops being updated and is collected.
    const liveRanges = new Set();
    const registry = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((ref) => liveRanges.delete(ref)) : null;
    function track(range) {
        const ref = new WeakRef(range);
        liveRanges.add(ref);
        registry?.register(range, ref);
    }
    function* eachLiveRange() {
        for (const ref of liveRanges) {
            const range = ref.deref();
            if (range) yield range; else liveRanges.delete(ref);
        }
    }

    const START_TO_START = 0, START_TO_END = 1, END_TO_END = 2, END_TO_START = 3;

    // Range's brand (a StaticRange has the same slots).
    const isRange = (object) => object?.[_startNode] !== undefined && object instanceof Range;
    class Range extends AbstractRange {
        constructor() {
            super();
            const document = globalThis.document;
            this[_startNode] = this[_endNode] = document;
            this[_startOffset] = this[_endOffset] = 0;
            track(this);
        }

        get commonAncestorContainer() {
            let container = this[_startNode];
            while (!isInclusiveAncestor(container, this[_endNode])) container = parentOf(container);
            return container;
        }

        [_setStart](node, offset) {
            if (rootOf(node) !== rootOf(this[_startNode]) || comparePoints(node, offset, this[_endNode], this[_endOffset]) > 0) {
                this[_endNode] = node; this[_endOffset] = offset;
            }
            this[_startNode] = node; this[_startOffset] = offset;
        }
        [_setEnd](node, offset) {
            if (rootOf(node) !== rootOf(this[_startNode]) || comparePoints(node, offset, this[_startNode], this[_startOffset]) < 0) {
                this[_startNode] = node; this[_startOffset] = offset;
            }
            this[_endNode] = node; this[_endOffset] = offset;
        }
        setStart(node, offset) { if (!isRange(this)) wrongThisCall('Range', 'setStart'); requireArguments(arguments, 2); this[_setStart](node, checkBoundary(node, offset)); }
        setEnd(node, offset) { if (!isRange(this)) wrongThisCall('Range', 'setEnd'); requireArguments(arguments, 2); this[_setEnd](node, checkBoundary(node, offset)); }
        setStartBefore(node) { if (!isRange(this)) wrongThisCall('Range', 'setStartBefore'); const parent = parentForBoundary(node); this[_setStart](parent, indexOf(node)); }
        setStartAfter(node) { if (!isRange(this)) wrongThisCall('Range', 'setStartAfter'); const parent = parentForBoundary(node); this[_setStart](parent, indexOf(node) + 1); }
        setEndBefore(node) { if (!isRange(this)) wrongThisCall('Range', 'setEndBefore'); const parent = parentForBoundary(node); this[_setEnd](parent, indexOf(node)); }
        setEndAfter(node) { if (!isRange(this)) wrongThisCall('Range', 'setEndAfter'); const parent = parentForBoundary(node); this[_setEnd](parent, indexOf(node) + 1); }
        collapse(toStart = false) {
            if (!isRange(this)) wrongThisCall('Range', 'collapse');
            if (toStart) { this[_endNode] = this[_startNode]; this[_endOffset] = this[_startOffset]; }
            else { this[_startNode] = this[_endNode]; this[_startOffset] = this[_endOffset]; }
        }
        selectNode(node) { if (!isRange(this)) wrongThisCall('Range', 'selectNode');
            const parent = parentForBoundary(node);
            const index = indexOf(node);
            this[_startNode] = this[_endNode] = parent;
            this[_startOffset] = index; this[_endOffset] = index + 1;
        }
        selectNodeContents(node) { if (!isRange(this)) wrongThisCall('Range', 'selectNodeContents');
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (nodeTypeOf(node) === 10) throw domException('The node provided is a doctype.', 'InvalidNodeTypeError');
            this[_startNode] = this[_endNode] = node;
            this[_startOffset] = 0; this[_endOffset] = nodeLength(node);
        }

        compareBoundaryPoints(how, sourceRange) {
            requireArguments(arguments, 2);
            if (!(sourceRange instanceof Range)) throw new TypeError("parameter 2 is not of type 'Range'.");
            how = Number(how) >>> 0 & 0xFFFF;
            if (how > 3) throw domException('The comparison method provided must be one of START_TO_START, START_TO_END, END_TO_END and END_TO_START.', 'NotSupportedError');
            if (rootOf(this[_startNode]) !== rootOf(sourceRange[_startNode])) throw domException('The two ranges are not in the same tree.', 'WrongDocumentError');
            const [thisNode, thisOffset] = how === START_TO_START || how === END_TO_START ? [this[_startNode], this[_startOffset]] : [this[_endNode], this[_endOffset]];
            const [otherNode, otherOffset] = how === START_TO_START || how === START_TO_END ? [sourceRange[_startNode], sourceRange[_startOffset]] : [sourceRange[_endNode], sourceRange[_endOffset]];
            return comparePoints(thisNode, thisOffset, otherNode, otherOffset);
        }
        isPointInRange(node, offset) { if (!isRange(this)) wrongThisCall('Range', 'isPointInRange');
            requireArguments(arguments, 2);
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (rootOf(node) !== rootOf(this[_startNode])) return false;
            offset = checkBoundary(node, offset);
            return comparePoints(node, offset, this[_startNode], this[_startOffset]) >= 0 && comparePoints(node, offset, this[_endNode], this[_endOffset]) <= 0;
        }
        comparePoint(node, offset) { if (!isRange(this)) wrongThisCall('Range', 'comparePoint');
            requireArguments(arguments, 2);
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (rootOf(node) !== rootOf(this[_startNode])) throw domException('The node provided and the range are not in the same tree.', 'WrongDocumentError');
            offset = checkBoundary(node, offset);
            if (comparePoints(node, offset, this[_startNode], this[_startOffset]) < 0) return -1;
            if (comparePoints(node, offset, this[_endNode], this[_endOffset]) > 0) return 1;
            return 0;
        }
        intersectsNode(node) { if (!isRange(this)) wrongThisCall('Range', 'intersectsNode');
            requireArguments(arguments, 1);
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            if (rootOf(node) !== rootOf(this[_startNode])) return false;
            const parent = parentOf(node);
            if (!parent) return true;
            const offset = indexOf(node);
            return comparePoints(parent, offset, this[_endNode], this[_endOffset]) < 0 && comparePoints(parent, offset + 1, this[_startNode], this[_startOffset]) > 0;
        }

        cloneRange() { if (!isRange(this)) wrongThisCall('Range', 'cloneRange');
            const range = new Range();
            range[_startNode] = this[_startNode]; range[_startOffset] = this[_startOffset];
            range[_endNode] = this[_endNode]; range[_endOffset] = this[_endOffset];
            return range;
        }
        detach() { if (!isRange(this)) wrongThisCall('Range', 'detach');}

        toString() { if (!isRange(this)) wrongThisCall('Range', 'toString');
            const start = this[_startNode], end = this[_endNode];
            const isText = (node) => nodeTypeOf(node) === 3 || nodeTypeOf(node) === 4;
            if (start === end && isText(start)) return start[_data].substring(this[_startOffset], this[_endOffset]);
            let text = '';
            if (isText(start)) text += start[_data].substring(this[_startOffset]);
            const root = rootOf(start);
            for (let node = root; node; node = dom.nextInTree(node, root)) {
                if (isText(node) && isContained(node, this)) text += node[_data];
            }
            if (isText(end)) text += end[_data].substring(0, this[_endOffset]);
            return text;
        }

        deleteContents() { if (!isRange(this)) wrongThisCall('Range', 'deleteContents');
            if (this.collapsed) return;
            const { [_startNode]: startNode, [_startOffset]: startOffset, [_endNode]: endNode, [_endOffset]: endOffset } = this;
            if (startNode === endNode && isCharacterData(startNode)) {
                startNode.replaceData(startOffset, endOffset - startOffset, '');
                return;
            }
            const toRemove = [];
            const common = this.commonAncestorContainer;
            for (let node = firstChildOf(common); node; node = dom.nextInTree(node, common)) {
                if (isContained(node, this) && !(parentOf(node) && isContained(parentOf(node), this))) toRemove.push(node);
            }
            let newNode, newOffset;
            if (isInclusiveAncestor(startNode, endNode)) { newNode = startNode; newOffset = startOffset; }
            else {
                let reference = startNode;
                while (parentOf(reference) && !isInclusiveAncestor(parentOf(reference), endNode)) reference = parentOf(reference);
                newNode = parentOf(reference); newOffset = indexOf(reference) + 1;
            }
            if (isCharacterData(startNode)) startNode.replaceData(startOffset, nodeLength(startNode) - startOffset, '');
            for (const node of toRemove) if (parentOf(node)) parentOf(node).removeChild(node);
            if (isCharacterData(endNode)) endNode.replaceData(0, endOffset, '');
            this[_startNode] = this[_endNode] = newNode;
            this[_startOffset] = this[_endOffset] = newOffset;
        }
        extractContents() { if (!isRange(this)) wrongThisCall('Range', 'extractContents'); return extractOrClone(this, true); }
        cloneContents() { if (!isRange(this)) wrongThisCall('Range', 'cloneContents'); return extractOrClone(this, false); }

        insertNode(node) { if (!isRange(this)) wrongThisCall('Range', 'insertNode');
            requireArguments(arguments, 1);
            if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            const start = this[_startNode];
            if (nodeTypeOf(start) === 7 || nodeTypeOf(start) === 8 || ((nodeTypeOf(start) === 3 || nodeTypeOf(start) === 4) && !parentOf(start)) || start === node) {
                throw domException('The node cannot be inserted at the range\'s start.', 'HierarchyRequestError');
            }
            let referenceNode = null;
            if (nodeTypeOf(start) === 3 || nodeTypeOf(start) === 4) referenceNode = start;
            else {
                referenceNode = firstChildOf(start);
                for (let i = 0; referenceNode && i < this[_startOffset]; i++) referenceNode = nextSiblingOf(referenceNode);
            }
            const parent = referenceNode === null ? start : parentOf(referenceNode);
            dom.validateInsertion(parent, node, referenceNode);
            if (nodeTypeOf(start) === 3 || nodeTypeOf(start) === 4) referenceNode = start.splitText(this[_startOffset]);
            if (node === referenceNode) referenceNode = nextSiblingOf(referenceNode);
            if (parentOf(node)) parentOf(node).removeChild(node);
            let newOffset = referenceNode === null ? nodeLength(parent) : indexOf(referenceNode);
            newOffset += nodeTypeOf(node) === 11 ? nodeLength(node) : 1;
            parent.insertBefore(node, referenceNode);
            if (this.collapsed) { this[_endNode] = parent; this[_endOffset] = newOffset; }
        }
        surroundContents(newParent) { if (!isRange(this)) wrongThisCall('Range', 'surroundContents');
            requireArguments(arguments, 1);
            if (!(newParent instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
            // A "non-Text node": comments and processing instructions count (a range can end
            // inside one, which makes it partially contained).
            const partial = (node) => nodeTypeOf(node) !== 3 && nodeTypeOf(node) !== 4 && isPartiallyContained(node, this);
            const common = this.commonAncestorContainer;
            for (let node = common; node; node = dom.nextInTree(node, common)) {
                if (node !== common && partial(node)) throw domException('The Range has partially selected a non-Text node.', 'InvalidStateError');
            }
            if (nodeTypeOf(newParent) === 9 || nodeTypeOf(newParent) === 10 || nodeTypeOf(newParent) === 11) {
                throw domException('The node provided is a document, doctype or fragment.', 'InvalidNodeTypeError');
            }
            const fragment = this.extractContents();
            if (firstChildOf(newParent)) dom.replaceAllChildren(newParent, null);
            this.insertNode(newParent);
            newParent.appendChild(fragment);
            this.selectNode(newParent);
        }

        // A fragment parsed with the start node's element as context (body for a document or html).
        createContextualFragment(fragment) { if (!isRange(this)) wrongThisCall('Range', 'createContextualFragment');
            requireArguments(arguments, 1);
            const start = this[_startNode];
            let element = nodeTypeOf(start) === 1 ? start : (nodeTypeOf(start) === 3 || nodeTypeOf(start) === 8) ? start.parentElement : null;
            const document = nodeTypeOf(start) === 9 ? start : ownerDocumentOf(start);
            if (!element || (document[_isHTML] && localNameOf(element) === 'html' && namespaceOf(element) === dom.HTML_NS)) {
                element = document.createElement('body');
            }
            return dom.parseFragment(element, String(fragment));
        }

        // There is no layout of boxes here: a range has no client rects.
        getClientRects() { return []; }
        getBoundingClientRect() { return typeof DOMRect === 'function' ? new DOMRect(0, 0, 0, 0) : { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0 }; }
    }
    // (On the interface only: exposeInterface makes them WebIDL constants and puts their copies
    // on the prototype last, after the members, as WebKit lists them.)
    Object.assign(Range, { START_TO_START, START_TO_END, END_TO_END, END_TO_START });

    function requireArguments(args, count) {
        if (args.length < count) throw new TypeError(`${count} argument${count > 1 ? 's' : ''} required, but only ${args.length} present.`);
    }
    function parentForBoundary(node) {
        if (!(node instanceof Node)) throw new TypeError("parameter 1 is not of type 'Node'.");
        const parent = parentOf(node);
        if (!parent) throw domException('The node provided has no parent.', 'InvalidNodeTypeError');
        return parent;
    }

    // "Contained": the whole node lies between the range's boundary points.
    function isContained(node, range) {
        return rootOf(node) === rootOf(range[_startNode])
            && comparePoints(node, 0, range[_startNode], range[_startOffset]) > 0
            && comparePoints(node, nodeLength(node), range[_endNode], range[_endOffset]) < 0;
    }
    function isPartiallyContained(node, range) {
        return isInclusiveAncestor(node, range[_startNode]) !== isInclusiveAncestor(node, range[_endNode]);
    }

    // The spec's "extract" and "clone the contents" in one: they walk the same way.
    function extractOrClone(range, extract) {
        const document = nodeTypeOf(range[_startNode]) === 9 ? range[_startNode] : ownerDocumentOf(range[_startNode]);
        const fragment = document.createDocumentFragment();
        if (range.collapsed) return fragment;
        const { [_startNode]: startNode, [_startOffset]: startOffset, [_endNode]: endNode, [_endOffset]: endOffset } = range;
        if (startNode === endNode && isCharacterData(startNode)) {
            const clone = startNode.cloneNode(false);
            clone.data = startNode.substringData(startOffset, endOffset - startOffset);
            fragment.appendChild(clone);
            if (extract) startNode.replaceData(startOffset, endOffset - startOffset, '');
            return fragment;
        }
        const common = range.commonAncestorContainer;
        let firstPartial = null, lastPartial = null;
        if (!isInclusiveAncestor(startNode, endNode)) {
            for (let child = firstChildOf(common); child; child = nextSiblingOf(child)) if (isPartiallyContained(child, range)) { firstPartial = child; break; }
        }
        if (!isInclusiveAncestor(endNode, startNode)) {
            for (let child = lastChildOf(common); child; child = previousSiblingOf(child)) if (isPartiallyContained(child, range)) { lastPartial = child; break; }
        }
        const contained = [];
        for (let child = firstChildOf(common); child; child = nextSiblingOf(child)) if (isContained(child, range)) contained.push(child);
        for (const child of contained) {
            if (nodeTypeOf(child) === 10) throw domException('The range contains a doctype.', 'HierarchyRequestError');
        }
        let newNode = null, newOffset = 0;
        if (extract) {
            if (isInclusiveAncestor(startNode, endNode)) { newNode = startNode; newOffset = startOffset; }
            else {
                let reference = startNode;
                while (parentOf(reference) && !isInclusiveAncestor(parentOf(reference), endNode)) reference = parentOf(reference);
                newNode = parentOf(reference); newOffset = indexOf(reference) + 1;
            }
        }
        if (firstPartial && isCharacterData(firstPartial)) {
            const clone = startNode.cloneNode(false);
            clone.data = startNode.substringData(startOffset, nodeLength(startNode) - startOffset);
            fragment.appendChild(clone);
            if (extract) startNode.replaceData(startOffset, nodeLength(startNode) - startOffset, '');
        } else if (firstPartial) {
            const clone = firstPartial.cloneNode(false);
            fragment.appendChild(clone);
            const subrange = new Range();
            subrange[_startNode] = startNode; subrange[_startOffset] = startOffset;
            subrange[_endNode] = firstPartial; subrange[_endOffset] = nodeLength(firstPartial);
            clone.appendChild(extractOrClone(subrange, extract));
        }
        for (const child of contained) {
            if (extract) fragment.appendChild(child);
            else fragment.appendChild(child.cloneNode(true));
        }
        if (lastPartial && isCharacterData(lastPartial)) {
            const clone = endNode.cloneNode(false);
            clone.data = endNode.substringData(0, endOffset);
            fragment.appendChild(clone);
            if (extract) endNode.replaceData(0, endOffset, '');
        } else if (lastPartial) {
            const clone = lastPartial.cloneNode(false);
            fragment.appendChild(clone);
            const subrange = new Range();
            subrange[_startNode] = lastPartial; subrange[_startOffset] = 0;
            subrange[_endNode] = endNode; subrange[_endOffset] = endOffset;
            clone.appendChild(extractOrClone(subrange, extract));
        }
        if (extract) {
            range[_startNode] = range[_endNode] = newNode;
            range[_startOffset] = range[_endOffset] = newOffset;
        }
        return fragment;
    }

    // ----- Live range updates (called by the tree's mutations) ---------------------------------

    dom.rangesInsert = function (parent, child, count) {
        if (!child || liveRanges.size === 0) return;
        const index = indexOf(child);
        for (const range of eachLiveRange()) {
            if (range[_startNode] === parent && range[_startOffset] > index) range[_startOffset] += count;
            if (range[_endNode] === parent && range[_endOffset] > index) range[_endOffset] += count;
        }
    };
    dom.rangesRemove = function (node, index) {
        if (liveRanges.size === 0) return;
        const parent = parentOf(node);
        if (index === undefined) index = indexOf(node);
        for (const range of eachLiveRange()) {
            if (isInclusiveAncestor(node, range[_startNode])) { range[_startNode] = parent; range[_startOffset] = index; }
            if (isInclusiveAncestor(node, range[_endNode])) { range[_endNode] = parent; range[_endOffset] = index; }
            if (range[_startNode] === parent && range[_startOffset] > index) range[_startOffset]--;
            if (range[_endNode] === parent && range[_endOffset] > index) range[_endOffset]--;
        }
    };
    dom.rangesReplaceData = function (node, offset, count, length) {
        if (liveRanges.size === 0) return;
        for (const range of eachLiveRange()) {
            if (range[_startNode] === node) {
                if (range[_startOffset] > offset + count) range[_startOffset] += length - count;
                else if (range[_startOffset] > offset) range[_startOffset] = offset;
            }
            if (range[_endNode] === node) {
                if (range[_endOffset] > offset + count) range[_endOffset] += length - count;
                else if (range[_endOffset] > offset) range[_endOffset] = offset;
            }
        }
    };
    dom.rangesSplitText = function (node, tail, offset) {
        if (liveRanges.size === 0) return;
        const parent = parentOf(node), index = indexOf(node);
        for (const range of eachLiveRange()) {
            if (range[_startNode] === node && range[_startOffset] > offset) { range[_startNode] = tail; range[_startOffset] -= offset; }
            if (range[_endNode] === node && range[_endOffset] > offset) { range[_endNode] = tail; range[_endOffset] -= offset; }
            if (range[_startNode] === parent && range[_startOffset] === index + 1) range[_startOffset]++;
            if (range[_endNode] === parent && range[_endOffset] === index + 1) range[_endOffset]++;
        }
    };
    dom.rangesMergeText = function (node, current, parent, length) {
        if (liveRanges.size === 0) return;
        const index = indexOf(current);
        for (const range of eachLiveRange()) {
            if (range[_startNode] === current) { range[_startNode] = node; range[_startOffset] += length; }
            if (range[_endNode] === current) { range[_endNode] = node; range[_endOffset] += length; }
            if (range[_startNode] === parent && range[_startOffset] === index) { range[_startNode] = node; range[_startOffset] = length; }
            if (range[_endNode] === parent && range[_endOffset] === index) { range[_endNode] = node; range[_endOffset] = length; }
        }
    };

    // ----- Selection ------------------------------------------------------------------------------

    // One range at most, with a direction, as WebKit's selection: enough for scripts that save
    // and restore a selection or read its text. There is no user here to select anything.
    class Selection {
        constructor() { throw new TypeError('Illegal constructor'); }
        get rangeCount() { return this[_range] ? 1 : 0; }
        get anchorNode() { return this[_range] ? (this[_backward] ? this[_range][_endNode] : this[_range][_startNode]) : null; }
        get anchorOffset() { return this[_range] ? (this[_backward] ? this[_range][_endOffset] : this[_range][_startOffset]) : 0; }
        get focusNode() { return this[_range] ? (this[_backward] ? this[_range][_startNode] : this[_range][_endNode]) : null; }
        get focusOffset() { return this[_range] ? (this[_backward] ? this[_range][_startOffset] : this[_range][_endOffset]) : 0; }
        get isCollapsed() { return !this[_range] || this[_range].collapsed; }
        get type() { return !this[_range] ? 'None' : this[_range].collapsed ? 'Caret' : 'Range'; }
        get direction() { return !this[_range] || this[_range].collapsed ? 'none' : this[_backward] ? 'backward' : 'forward'; }
        getRangeAt(index) {
            if (toUnsignedLong(index) !== 0 || !this[_range]) throw domException(`${index} is not a valid index.`, 'IndexSizeError');
            return this[_range];
        }
        addRange(range) {
            if (!(range instanceof Range)) throw new TypeError("parameter 1 is not of type 'Range'.");
            if (this[_range] || rootOf(range[_startNode]) !== this[_document]) return;
            this[_range] = range; this[_backward] = false;
        }
        removeRange(range) {
            if (range !== this[_range]) throw domException('The given range is not in the selection.', 'NotFoundError');
            this[_range] = null;
        }
        removeAllRanges() { this[_range] = null; }
        empty() { this[_range] = null; }
        collapse(node, offset = 0) {
            if (node === null) { this[_range] = null; return; }
            offset = checkBoundary(node, offset);
            if (rootOf(node) !== this[_document]) return;
            const range = new Range();
            range[_setStart](node, offset); range[_setEnd](node, offset);
            this[_range] = range; this[_backward] = false;
        }
        setPosition(node, offset = 0) { this.collapse(node, offset); }
        collapseToStart() {
            if (!this[_range]) throw domException('There is no selection.', 'InvalidStateError');
            this.collapse(this[_range][_startNode], this[_range][_startOffset]);
        }
        collapseToEnd() {
            if (!this[_range]) throw domException('There is no selection.', 'InvalidStateError');
            this.collapse(this[_range][_endNode], this[_range][_endOffset]);
        }
        extend(node, offset = 0) {
            if (!this[_range]) throw domException('There is no selection.', 'InvalidStateError');
            offset = checkBoundary(node, offset);
            if (rootOf(node) !== this[_document]) return;
            const anchorNode = this.anchorNode, anchorOffset = this.anchorOffset;
            const range = new Range();
            if (comparePoints(node, offset, anchorNode, anchorOffset) < 0) {
                range[_setStart](node, offset); range[_setEnd](anchorNode, anchorOffset); this[_backward] = true;
            } else {
                range[_setStart](anchorNode, anchorOffset); range[_setEnd](node, offset); this[_backward] = false;
            }
            this[_range] = range;
        }
        setBaseAndExtent(anchorNode, anchorOffset, focusNode, focusOffset) {
            anchorOffset = checkBoundary(anchorNode, anchorOffset);
            focusOffset = checkBoundary(focusNode, focusOffset);
            if (rootOf(anchorNode) !== this[_document] || rootOf(focusNode) !== this[_document]) return;
            this.collapse(anchorNode, anchorOffset);
            this.extend(focusNode, focusOffset);
        }
        selectAllChildren(node) {
            if (nodeTypeOf(node) === 10) throw domException('The node provided is a doctype.', 'InvalidNodeTypeError');
            if (rootOf(node) !== this[_document]) return;
            const range = new Range();
            range.selectNodeContents(node);
            this[_range] = range; this[_backward] = false;
        }
        containsNode(node, allowPartialContainment = false) {
            if (!this[_range] || rootOf(node) !== this[_document]) return false;
            const range = this[_range], parent = parentOf(node);
            if (!parent) return allowPartialContainment && range.intersectsNode(node);
            const index = indexOf(node);
            const starts = comparePoints(range[_startNode], range[_startOffset], parent, index);
            const ends = comparePoints(range[_endNode], range[_endOffset], parent, index + 1);
            return allowPartialContainment ? range.intersectsNode(node) : starts <= 0 && ends >= 0;
        }
        deleteFromDocument() { this[_range]?.deleteContents(); }
        toString() { return this[_range] ? this[_range].toString() : ''; }
    }

    function selectionOf(document) {
        if (!document[_selection]) {
            document[_selection] = Object.create(Selection.prototype);
            document[_selection][_document] = document;
            document[_selection][_range] = null;
        }
        return document[_selection];
    }

    Object.defineProperty(Document.prototype, 'createRange', {
        value: { createRange() {
            if (this?.[_isHTML] === undefined) wrongThisCall('Document', 'createRange');
            const range = new Range();
            range[_startNode] = range[_endNode] = this;
            return range;
        } }.createRange,
        writable: true, configurable: true,
    });
    Object.defineProperty(Document.prototype, 'getSelection', {
        value: { getSelection() { return this === globalThis.document || this.defaultView ? selectionOf(this) : null; } }.getSelection,
        writable: true, configurable: true,
    });

    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(Range, 'commonAncestorContainer setStart setEnd setStartBefore setStartAfter setEndBefore setEndAfter collapse selectNode ' +
        'selectNodeContents compareBoundaryPoints deleteContents extractContents cloneContents insertNode surroundContents cloneRange detach ' +
        'isPointInRange comparePoint intersectsNode getClientRects getBoundingClientRect createContextualFragment toString');
    dom.orderMembers(Selection, 'anchorNode anchorOffset focusNode focusOffset isCollapsed rangeCount type direction getRangeAt addRange removeRange ' +
        'removeAllRanges empty collapse setPosition collapseToStart collapseToEnd extend setBaseAndExtent selectAllChildren deleteFromDocument ' +
        'containsNode toString');
    const globals = { AbstractRange, StaticRange, Range, Selection };
    dom.exposeGlobals(globals);
    dom.defineWindowProperty('getSelection', {
        value: { getSelection() { return selectionOf(globalThis.document); } }.getSelection, writable: true, configurable: true, enumerable: true,
    });
    dom.Range = Range;
    for (const Interface of [AbstractRange, StaticRange, Range]) dom.brandInterface(Interface, _startNode);
    dom.brandInterface(Selection, _document);
})
