// What a script learns about the DOM's objects by looking at them: for each object, its own
// keys, JSON, the underscored names for...in finds, its class string, its prototype chain, and
// the descriptor of every member along that chain. IntrospectionDifferentialTests runs it on
// both engines and compares the answers (members only one engine has are coverage, listed
// apart, not compared).
(() => {
    const div = document.createElement('div');
    div.id = 'x'; div.className = 'a b'; div.setAttribute('style', 'color: red'); div.dataset.k = 'v';
    div.innerHTML = '<p>t<b>u</b></p><!--c--><input value="v"><a href="/q?x=1">l</a><img src="i.png" alt="">'
        + '<table><tr><td>c</td></tr></table><svg><circle r="1"></circle></svg><ul><li>i</li></ul><form></form>'
        + '<textarea>t</textarea><button>b</button><span>s</span><style>p { color: blue }</style><template><i>x</i></template>';
    document.body.appendChild(div);
    const p = div.querySelector('p');
    const range = document.createRange(); range.selectNodeContents(p);
    const records = []; const observer = new MutationObserver(() => {}); observer.observe(div, { attributes: true }); div.title = 't'; records.push(...observer.takeRecords());
    const xml = new DOMParser().parseFromString('<r xmlns:a="urn:a"><?pi d?><![CDATA[x]]></r>', 'application/xml');
    const objects = {
        Document: document, HTMLHtmlElement: document.documentElement, HTMLBodyElement: document.body, HTMLDivElement: div, HTMLParagraphElement: p,
        Text: p.firstChild, Comment: div.childNodes[1], HTMLInputElement: div.querySelector('input'), HTMLAnchorElement: div.querySelector('a'),
        HTMLImageElement: div.querySelector('img'), HTMLTableElement: div.querySelector('table'), HTMLTableCellElement: div.querySelector('td'),
        HTMLTableRowElement: div.querySelector('tr'), SVGSVGElement: div.querySelector('svg'), SVGCircleElement: div.querySelector('circle'),
        HTMLUListElement: div.querySelector('ul'), HTMLLIElement: div.querySelector('li'), HTMLFormElement: div.querySelector('form'),
        HTMLTextAreaElement: div.querySelector('textarea'), HTMLButtonElement: div.querySelector('button'), HTMLSpanElement: div.querySelector('span'),
        HTMLStyleElement: div.querySelector('style'), HTMLTemplateElement: div.querySelector('template'),
        DocumentFragment: document.createDocumentFragment(), DocumentType: document.doctype, Attr: div.getAttributeNode('id'),
        NamedNodeMap: div.attributes, CSSStyleProperties: div.style, DOMTokenList: div.classList, DOMStringMap: div.dataset,
        NodeList: div.childNodes, HTMLCollection: div.children, Range: range, StaticRange: new StaticRange({ startContainer: p, startOffset: 0, endContainer: p, endOffset: 1 }),
        TreeWalker: document.createTreeWalker(div), NodeIterator: document.createNodeIterator(div),
        Event: new Event('x'), CustomEvent: new CustomEvent('y', { detail: 1 }), MouseEvent: new MouseEvent('click'), KeyboardEvent: new KeyboardEvent('keydown', { key: 'a' }),
        FocusEvent: new FocusEvent('focus'), InputEvent: new InputEvent('input'), UIEvent: new UIEvent('u'),
        URL: new URL('https://a.example/b?c=d#e'), URLSearchParams: new URLSearchParams('a=1'), AbortController: new AbortController(),
        AbortSignal: new AbortController().signal, MutationObserver: observer, MutationRecord: records[0],
        DOMRect: new DOMRect(1, 2, 3, 4), DOMRectReadOnly: new DOMRectReadOnly(1, 2, 3, 4), DOMParser: new DOMParser(), XMLSerializer: new XMLSerializer(),
        DOMImplementation: document.implementation, StyleSheetList: document.styleSheets, CSSStyleSheet: document.styleSheets[0],
        CSSRuleList: document.styleSheets[0].cssRules, CSSStyleRule: document.styleSheets[0].cssRules[0], MediaList: document.styleSheets[0].media,
        XMLDocument: xml, ProcessingInstruction: xml.documentElement.firstChild, CDATASection: xml.documentElement.lastChild,
        Location: location, Navigator: navigator, History: history, DOMException: new DOMException('m', 'SyntaxError'),
        Window: window,
    };
    // A function as a script sees it: its name, length, whether it has a `prototype` (WebKit's
    // operations and accessors do not, and throw on `new`) and its source text (WebKit's are native).
    const fn = (f) => `${f.name}/${f.length}/${Object.prototype.hasOwnProperty.call(f, 'prototype') ? 'prototype/' : ''}${Function.prototype.toString.call(f).replace(/\s+/g, ' ')}`;
    const describe = (descriptor) => [descriptor.get ? `get(${fn(descriptor.get)})` : '', descriptor.set ? `set(${fn(descriptor.set)})` : '',
        'value' in descriptor ? (typeof descriptor.value === 'function' ? `function(${fn(descriptor.value)})` : 'value') : '',
        descriptor.writable ? 'W' : '', descriptor.enumerable ? 'E' : '', descriptor.configurable ? 'C' : ''].filter(Boolean).join(' ');
    const windowAttributes = ['window', 'self', 'document', 'location', 'top', 'parent', 'frames', 'navigator', 'history', 'screen', 'innerWidth',
        'innerHeight', 'devicePixelRatio', 'name', 'length', 'opener', 'closed', 'frameElement', 'scrollX', 'scrollY', 'pageXOffset', 'pageYOffset'];
    const answers = {};
    for (const [name, object] of Object.entries(objects)) {
        let json;
        try { json = JSON.stringify(object); } catch (error) { json = `throws ${error.name}`; }
        if (name === 'Window' || name === 'Document' || name === 'Location') json = undefined; // the page's URL and globals
        const underscored = [];
        for (const key in object) if (key.startsWith('_')) underscored.push(key);
        const own = {};
        // The window's own names are every global: only the window's own attributes compare.
        const ownNames = name === 'Window' ? windowAttributes.filter((key) => Object.prototype.hasOwnProperty.call(object, key)) : Object.getOwnPropertyNames(object);
        for (const key of ownNames) if (!/^\d+$/.test(key)) own[key] = describe(Object.getOwnPropertyDescriptor(object, key));
        const chain = [];
        const members = {};
        for (let prototype = Object.getPrototypeOf(object); prototype && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype)) {
            const interfaceName = Object.prototype.hasOwnProperty.call(prototype, 'constructor') ? prototype.constructor.name : Object.prototype.toString.call(prototype);
            chain.push(interfaceName);
            for (const key of Object.getOwnPropertyNames(prototype)) members[`${interfaceName}.${key}`] = describe(Object.getOwnPropertyDescriptor(prototype, key));
        }
        answers[name] = { json, underscored: underscored.join(), tag: Object.prototype.toString.call(object), chain: chain.join(' > '), own, members };
    }
    return JSON.stringify(answers);
})()
