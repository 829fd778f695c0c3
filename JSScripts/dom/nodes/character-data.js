// CharacterData and its interfaces: Text, CDATASection, ProcessingInstruction, Comment.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _data, _nodeType, _target } = dom.slots; const { nextSiblingOf, nodeTypeOf, ownerDocumentOf, parentOf, previousSiblingOf, setOwnerDocument } = dom.nodeSlots;
    const { brandOf } = dom;
    const { notEnoughArguments, Node, includeNonDocumentTypeChildNode, includeChildNode, toUnsignedLong, domException, touchNaming, adoptNew, insertBefore } = dom;

    // ----- Character data ------------------------------------------------------------------------

    class CharacterData extends Node {
        constructor(data) {
            if (new.target === CharacterData) throw new TypeError('Illegal constructor');
            super();
            this[_data] = String(data);
        }
        get data() { return this[_data]; }
        set data(value) { this.replaceData(0, this[_data].length, value === null ? '' : value); }
        get length() { return this[_data].length; }
    }
    Object.defineProperty(CharacterData, 'length', { value: 0 }); // no constructor in its IDL

    class Text extends CharacterData {
        constructor(data = '') { super(data); setOwnerDocument(this, dom.currentDocument ?? null); }
        get wholeText() {
            let start = this; while (previousSiblingOf(start) && nodeTypeOf(previousSiblingOf(start)) === 3) start = previousSiblingOf(start);
            let text = ''; for (let n = start; n && nodeTypeOf(n) === 3; n = nextSiblingOf(n)) text += n.data;
            return text;
        }
        splitText(offset) {
            if (arguments.length < 1) throw notEnoughArguments();
            offset = toUnsignedLong(offset);
            const length = this[_data].length;
            if (offset > length) throw domException(`The offset ${offset} is greater than the node's length (${length}).`, 'IndexSizeError');
            const tail = adoptNew(nodeTypeOf(this) === 4 ? new CDATASection(this[_data].slice(offset)) : new Text(this[_data].slice(offset)), ownerDocumentOf(this));
            const parent = parentOf(this);
            if (parent) {
                insertBefore(parent, tail, nextSiblingOf(this));
                dom.rangesSplitText?.(this, tail, offset);
            }
            this.replaceData(offset, length - offset, '');
            return tail;
        }
    }
    // WebKit's order: Slottable's `assignedSlot` (dom/shadow.js, on first use) before `splitText`.
    dom.orderMembers(Text, 'wholeText place:assignedSlot splitText');

    class CDATASection extends Text {
    }

    class ProcessingInstruction extends CharacterData {
        constructor(target, data) { super(data); this[_target] = target; }
        get target() { return brandOf(this, _target, 'ProcessingInstruction', 'target')[_target]; }
        // LinkStyle: an xml-stylesheet instruction's sheet; none is loaded for XML documents here.
        get sheet() { brandOf(this, _target, 'ProcessingInstruction', 'sheet'); return null; }
    }

    class Comment extends CharacterData {
        constructor(data = '') { super(data); setOwnerDocument(this, dom.currentDocument ?? null); }
    }

    includeNonDocumentTypeChildNode(CharacterData);
    // Its operations after its mixin's attributes, where WebKit lists them (an interface's
    // attributes, its mixins' included, then its operations).
    Object.defineProperties(CharacterData.prototype, Object.getOwnPropertyDescriptors({
        substringData(offset, count) {
            if (arguments.length < 2) throw notEnoughArguments();
            offset = toUnsignedLong(offset); count = toUnsignedLong(count);
            if (offset > this[_data].length) throw domException(`The offset ${offset} is greater than the node's length (${this[_data].length}).`, 'IndexSizeError');
            return this[_data].substring(offset, offset + count);
        },
        appendData(data) {
            if (arguments.length < 1) throw notEnoughArguments();
            this.replaceData(this[_data].length, 0, data);
        },
        insertData(offset, data) {
            if (arguments.length < 2) throw notEnoughArguments();
            this.replaceData(offset, 0, data);
        },
        deleteData(offset, count) {
            if (arguments.length < 2) throw notEnoughArguments();
            this.replaceData(offset, count, '');
        },
        replaceData(offset, count, data) {
            if (arguments.length < 3) throw notEnoughArguments();
            offset = toUnsignedLong(offset); count = toUnsignedLong(count); data = String(data);
            const length = this[_data].length;
            if (offset > length) throw domException(`The offset ${offset} is greater than the node's length (${length}).`, 'IndexSizeError');
            if (offset + count > length) count = length - offset;
            const old = this[_data];
            this[_data] = old.slice(0, offset) + data + old.slice(offset + count);
            touchNaming(this, null); // no element changed
            dom.notifyCharacterData?.(this, old);
            dom.rangesReplaceData?.(this, offset, count, data.length);
        },
    }));
    includeChildNode(CharacterData, _data);
    for (const [type, nodeType] of [[Text, 3], [CDATASection, 4], [ProcessingInstruction, 7], [Comment, 8]]) {
        Object.defineProperty(type.prototype, _nodeType, { value: nodeType });
    }
    // The ChildNode methods hidden from `with` statements (WebIDL [Unscopable]).
    Object.defineProperty(CharacterData.prototype, Symbol.unscopables, { value: { __proto__: null, before: true, after: true, replaceWith: true, remove: true }, configurable: true });

    // A text node or comment of `document` as the parser makes it: the node `new Text(data)`
    // gives, without running the constructors (the tree builder makes one per run of text).
    const { makeNodeOf } = dom;
    const parsed = (Interface, nodeType) => (document, data) => {
        const node = makeNodeOf(Interface, document, nodeType);
        node[_data] = data;
        return node;
    };
    Object.assign(dom, { Text, Comment, CDATASection, ProcessingInstruction, CharacterData, parsedText: parsed(Text, 3), parsedComment: parsed(Comment, 8) });
})
