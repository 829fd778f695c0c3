// The post job's floor on plain JavaScript objects: what JavaScriptCore itself allows for the
// same work, with no DOM. The page arrives as the tree WebEngine's DOM had after loading it
// (`plainTreeText`: JSON, an element as [localName, [name, value, ...], ...children], a text
// node as a string); each phase does what the post job's phase of the same name does
// (post-job-phases.js), on objects with a parent and an array of children, and the last one
// serializes as the DOM does, so the output must equal the post job's. `dom-install --plain-tree
// FILE --phases plain-job.js` times the phases one by one on a fresh JavaScriptCore.
var benchPhases = (function () {
    var base = 'https://blog.example';
    var root, images;
    var VOID = { area: 1, base: 1, br: 1, col: 1, embed: 1, hr: 1, img: 1, input: 1, link: 1, meta: 1, source: 1, track: 1, wbr: 1,
                 basefont: 1, bgsound: 1, frame: 1, keygen: 1, param: 1 };
    var RAW = { style: 1, script: 1, xmp: 1, iframe: 1, noembed: 1, noframes: 1, plaintext: 1, noscript: 1 };
    function build(array, parent) {
        var element = { tag: array[0], attributes: array[1], parent: parent, children: [] };
        for (var i = 2; i < array.length; i++) {
            var child = array[i];
            element.children.push(typeof child === 'string' ? { text: child, parent: element } : build(child, element));
        }
        return element;
    }
    function get(element, name) {
        var list = element.attributes;
        for (var i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1];
        return null;
    }
    function set(element, name, value) {
        var list = element.attributes;
        for (var i = 0; i < list.length; i += 2) if (list[i] === name) { list[i + 1] = value; return; }
        list.push(name, value);
    }
    function remove(element, name) {
        var list = element.attributes;
        for (var i = 0; i < list.length; i += 2) if (list[i] === name) { list.splice(i, 2); return; }
    }
    // Elements below `element` in document order that pass `test`.
    function all(element, test, found) {
        var children = element.children;
        for (var i = 0; i < children.length; i++) {
            var child = children[i];
            if (child.tag === undefined) continue;
            if (test(child)) found.push(child);
            all(child, test, found);
        }
        return found;
    }
    var TEXT = /[&<>\u00a0]/, ATTRIBUTE = /[&"<>\u00a0]/;
    function escapeText(text) {
        if (!TEXT.test(text)) return text;
        return text.replace(/[&<>\u00a0]/g, function (c) { return c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;'; });
    }
    function escapeAttribute(text) {
        if (!ATTRIBUTE.test(text)) return text;
        return text.replace(/[&"<>\u00a0]/g, function (c) {
            return c === '&' ? '&amp;' : c === '"' ? '&quot;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&nbsp;';
        });
    }
    function serialize(element) {
        var html = '<' + element.tag, list = element.attributes;
        for (var i = 0; i < list.length; i += 2) html += ' ' + list[i] + '="' + escapeAttribute(list[i + 1]) + '"';
        html += '>';
        if (VOID[element.tag]) return html;
        var children = element.children, raw = RAW[element.tag];
        for (var j = 0; j < children.length; j++) {
            var child = children[j];
            html += child.tag !== undefined ? serialize(child) : raw ? child.text : escapeText(child.text);
        }
        return html + '</' + element.tag + '>';
    }
    var phases = [
        ['tree built (JSON read, DOM built, load)', function () { root = build(JSON.parse(plainTreeText), null); }],
        ['first querySelectorAll (img)', function () { images = all(root, function (e) { return e.tag === 'img'; }, []); }],
        ['resize images (attributes, class)', function () {
            images.forEach(function (img) {
                var width = parseInt(get(img, 'width'), 10) || 0;
                if (width > 320) {
                    set(img, 'data-original-width', String(width));
                    set(img, 'width', '320');
                    remove(img, 'height');
                    set(img, 'class', ((get(img, 'class') || '') + ' resized').trim());
                }
            });
        }],
        ['absolutize links (query, href)', function () {
            all(root, function (e) { var href = e.tag === 'a' && get(e, 'href'); return !!href && href.charCodeAt(0) === 47; }, []).forEach(function (a) {
                set(a, 'href', base + get(a, 'href'));
            });
        }],
        ['move iframes into wrappers', function () {
            all(root, function (e) { return e.tag === 'iframe'; }, []).forEach(function (frame) {
                var parent = frame.parent, wrapper = { tag: 'div', attributes: ['class', 'embed'], parent: parent, children: [frame] };
                parent.children[parent.children.indexOf(frame)] = wrapper;
                frame.parent = wrapper;
            });
        }],
        ['mark cite quotes', function () {
            all(root, function (e) { return e.tag === 'blockquote' && get(e, 'cite') !== null; }, []).forEach(function (quote) {
                set(quote, 'data-quoted', 'true');
            });
        }],
        ['outerHTML', function () { phases.output = serialize(root); phases.output.charCodeAt(0); }],
    ];
    return phases;
})();
