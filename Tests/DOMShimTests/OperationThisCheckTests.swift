import DOMShim
import JSRuntime
import XCTest

/// WebIDL's checks on an operation's object: Node, Document, Element, DocumentFragment and the
/// traversal interfaces' operations called on another object (a plain object, null, the
/// prototype, a node of another interface) throw WebKit's TypeError before they look at their
/// arguments; then too few arguments is WebKit's "Not enough arguments". The expected text is
/// what `webengine run --engine webkit` printed for the same script.
final class OperationThisCheckTests: XCTestCase {
    func testOperationsCheckTheirObjectAsWebKitDoes() async throws {
        let runtime = try await page("<p>x</p>")
        let answer = await runtime.js(#"""
(() => { const r = []; const D = Document.prototype, N = Node.prototype, E = Element.prototype, F = DocumentFragment.prototype;
for (const [label, f] of Object.entries({
 hasChildNodes: () => N.hasChildNodes.call({}), appendChild: () => N.appendChild.call({}, document.body), createElement: () => D.createElement.call({}, 'a'),
 createElementNull: () => D.createElement.call(null, 'a'), getById: () => D.getElementById.call(document.body, 'x'), fragGet: () => F.getElementById.call(document, 'x'),
 qsDoc: () => D.querySelector.call(document.body, 'a'), qsFrag: () => F.querySelector.call(F, 'a'), closest: () => E.closest.call({}, 'a'), iah: () => E.insertAdjacentHTML.call({}, 'beforeend', 'x'),
 tw: () => TreeWalker.prototype.parentNode.call({}), ni: () => NodeIterator.prototype.detach.call({}), ctw: () => D.createTreeWalker.call({}, document), qsNone: () => document.querySelector(),
 ok1: () => document.body.appendChild(document.createElement('i')).localName, ok2: () => document.querySelectorAll('i').length, ok3: () => document.createDocumentFragment().getElementById('x'),
 protoHas: () => N.hasChildNodes.call(N), gebtn: () => E.getElementsByTagName.call(document, 'a'),
})) { try { r.push(label + ' -> ' + f()); } catch (e) { r.push(label + ' ' + e.constructor.name + ': ' + e.message); } }
return r.join('\n'); })()
"""#)
        XCTAssertEqual(answer.stringValue, #"""
hasChildNodes TypeError: Can only call Node.hasChildNodes on instances of Node
appendChild TypeError: Can only call Node.appendChild on instances of Node
createElement TypeError: Can only call Document.createElement on instances of Document
createElementNull TypeError: Can only call Document.createElement on instances of Document
getById TypeError: Can only call Document.getElementById on instances of Document
fragGet TypeError: Can only call DocumentFragment.getElementById on instances of DocumentFragment
qsDoc TypeError: Can only call Document.querySelector on instances of Document
qsFrag TypeError: Can only call DocumentFragment.querySelector on instances of DocumentFragment
closest TypeError: Can only call Element.closest on instances of Element
iah TypeError: Can only call Element.insertAdjacentHTML on instances of Element
tw TypeError: Can only call TreeWalker.parentNode on instances of TreeWalker
ni TypeError: Can only call NodeIterator.detach on instances of NodeIterator
ctw TypeError: Can only call Document.createTreeWalker on instances of Document
qsNone TypeError: Not enough arguments
ok1 -> i
ok2 -> 1
ok3 -> null
protoHas TypeError: Can only call Node.hasChildNodes on instances of Node
gebtn TypeError: Can only call Element.getElementsByTagName on instances of Element
"""#)
    }

    /// Interfaces without a constructor in their IDL (Attr, NodeList, DOMTokenList...) throw
    /// WebKit's TypeError on `new`, have length 0, a read-only `prototype` whose `constructor`
    /// is the interface, and WebIDL's chain of interface objects (Node's parent is EventTarget);
    /// the DOM's own objects are still instances of them.
    func testInterfacesWithoutAConstructorAreWebKits() async throws {
        let runtime = try await page("<p>x</p>")
        let answer = await runtime.js(#"""
(() => { const r = []; for (const n of ['Node','CharacterData','Element','Attr','DocumentType','NodeList','HTMLCollection','DOMTokenList','TreeWalker','NodeIterator','XMLDocument','CDATASection','ProcessingInstruction','Text','Comment','Document','DocumentFragment','CSSStyleDeclaration','CSSStyleProperties','DOMStringMap','NamedNodeMap','DOMImplementation']) { let x; try { new window[n](); x = 'constructed'; } catch (e) { x = e.constructor.name + ' ' + e.message; } const W = window[n]; r.push(n + ' ' + W.length + ' ' + x + ' ' + (W.prototype.constructor === W) + ' ' + (Object.getPrototypeOf(W) === Function.prototype ? 'F' : Object.getPrototypeOf(W).name) + ' ' + JSON.stringify(Object.getOwnPropertyDescriptor(W, 'prototype'), ['writable','enumerable','configurable'])); }
r.push(document.createElement('p').attributes.constructor === NamedNodeMap, document.body.classList instanceof DOMTokenList, document.createAttribute('x') instanceof Attr, document.doctype instanceof DocumentType, document.body.childNodes instanceof NodeList, document.body.style instanceof CSSStyleDeclaration, document.body.style.constructor.name, Attr.name);
return r.join('\n'); })()
"""#)
        XCTAssertEqual(answer.stringValue, #"""
Node 0 TypeError Illegal constructor true EventTarget {"writable":false,"enumerable":false,"configurable":false}
CharacterData 0 TypeError Illegal constructor true Node {"writable":false,"enumerable":false,"configurable":false}
Element 0 TypeError Illegal constructor true Node {"writable":false,"enumerable":false,"configurable":false}
Attr 0 TypeError Illegal constructor true Node {"writable":false,"enumerable":false,"configurable":false}
DocumentType 0 TypeError Illegal constructor true Node {"writable":false,"enumerable":false,"configurable":false}
NodeList 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
HTMLCollection 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
DOMTokenList 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
TreeWalker 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
NodeIterator 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
XMLDocument 0 TypeError Illegal constructor true Document {"writable":false,"enumerable":false,"configurable":false}
CDATASection 0 TypeError Illegal constructor true Text {"writable":false,"enumerable":false,"configurable":false}
ProcessingInstruction 0 TypeError Illegal constructor true CharacterData {"writable":false,"enumerable":false,"configurable":false}
Text 0 constructed true CharacterData {"writable":false,"enumerable":false,"configurable":false}
Comment 0 constructed true CharacterData {"writable":false,"enumerable":false,"configurable":false}
Document 0 constructed true Node {"writable":false,"enumerable":false,"configurable":false}
DocumentFragment 0 constructed true Node {"writable":false,"enumerable":false,"configurable":false}
CSSStyleDeclaration 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
CSSStyleProperties 0 TypeError Illegal constructor true CSSStyleDeclaration {"writable":false,"enumerable":false,"configurable":false}
DOMStringMap 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
NamedNodeMap 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
DOMImplementation 0 TypeError Illegal constructor true F {"writable":false,"enumerable":false,"configurable":false}
true
true
true
false
true
true
CSSStyleProperties
Attr
"""#)
    }

    /// Members where WebKit has them, named as its: `style` on HTML, SVG and MathML elements (not
    /// Element), `classList`'s and `parentRule`'s getters, ProcessingInstruction's `sheet`,
    /// too few arguments to DOMTokenList, insertAdjacentText and CSSStyleDeclaration, a
    /// resolver that is the node, XPathEvaluator's read-only prototype.
    func testMembersWhereWebKitHasThem() async throws {
        let runtime = try await page("<p>x</p>")
        let answer = await runtime.js(#"""
(() => { const d = (o, k) => { const x = Object.getOwnPropertyDescriptor(o, k); return x ? (x.get ? 'get:' + x.get.name : 'value') : 'none'; };
return JSON.stringify([d(HTMLElement.prototype, 'style'), d(Element.prototype, 'style'), d(SVGElement.prototype, 'style'), document.createNSResolver(document.body) === document.body, Object.prototype.toString.call(document.createNSResolver(document.body)), d(ProcessingInstruction.prototype, 'sheet'), d(CSSStyleDeclaration.prototype, 'parentRule'), d(Element.prototype, 'classList'), (() => { try { document.body.classList.contains(); return 'no'; } catch (e) { return e.message; } })(), (() => { try { document.body.insertAdjacentText(); return 'no'; } catch (e) { return e.message; } })(), (() => { try { document.body.style.getPropertyValue(); return 'no'; } catch (e) { return e.message; } })(), JSON.stringify(Object.getOwnPropertyDescriptor(XPathEvaluator, 'prototype'), ['writable']), typeof CSSMarginRule, document.body.style.parentRule]); })()
"""#)
        XCTAssertEqual(answer.stringValue, #"""
["get:get style","none","get:get style",true,"[object HTMLBodyElement]","get:get sheet","get:get parentRule","get:get classList","Not enough arguments","Not enough arguments","Not enough arguments","{\"writable\":false}","undefined",null]
"""#)
    }

    /// `Function.prototype.toString` prints the DOM's own functions as WebKit prints its native
    /// ones (what the WebKit engine printed for the same reads), and a page's as written.
    func testDOMFunctionsPrintAsNativeCode() async throws {
        let runtime = try await page("<p>x</p>")
        let answer = await runtime.js("""
            JSON.stringify([String(Object.getOwnPropertyDescriptor(Node.prototype, 'textContent').get), String(Node), String(document.createElement),
                String(HTMLElement), String(Function.prototype.toString), String(window.setTimeout), String(document.body.click), Function.prototype.toString.call(Event),
                String(EventTarget.prototype.addEventListener), String(Attr), String(() => {}), String(function sum(a, b) { return a + b; })])
            """)
        let native = { (name: String) in "function \(name)() {\n    [native code]\n}" }
        let expected = ["textContent", "Node", "createElement", "HTMLElement", "toString", "setTimeout", "click", "Event", "addEventListener", "Attr"].map(native)
            + ["() => {}", "function sum(a, b) { return a + b; }"]
        XCTAssertEqual(answer.stringValue, String(decoding: try JSONEncoder().encode(expected), as: UTF8.self))
    }

    /// The window's operations (timers, base64, reportError, getComputedStyle, matchMedia, postMessage) check
    /// their object and arguments as WebKit's, with WebIDL's lengths (what the WebKit engine
    /// printed for the same script). alert, confirm and prompt are the bridge's: not here.
    func testWindowOperationsCheckAsWebKits() async throws {
        let runtime = try await page("<p>x</p>")
        let answer = await runtime.js(#"""
JSON.stringify(["setTimeout", "setInterval", "clearTimeout", "clearInterval", "requestAnimationFrame", "cancelAnimationFrame", "queueMicrotask", "atob", "btoa", "reportError", "getComputedStyle", "matchMedia", "postMessage"].map((n) => { const f = window[n]; let noArgs; try { f(); noArgs = 'ok'; } catch (e) { noArgs = e.constructor.name + ':' + e.message; } let wrongThis; try { f.call({}, () => {}); wrongThis = 'ok'; } catch (e) { wrongThis = e.constructor.name + ':' + e.message.slice(0, 60); } return [n, f.name, f.length, n.startsWith('alert') || n === 'confirm' || n === 'prompt' ? '-' : noArgs, n === 'alert' || n === 'confirm' || n === 'prompt' ? '-' : wrongThis]; }))
"""#)
        XCTAssertEqual(answer.stringValue, #"""
[["setTimeout","setTimeout",1,"TypeError:Not enough arguments","TypeError:Can only call Window.setTimeout on instances of Window"],["setInterval","setInterval",1,"TypeError:Not enough arguments","TypeError:Can only call Window.setInterval on instances of Window"],["clearTimeout","clearTimeout",0,"ok","TypeError:Can only call Window.clearTimeout on instances of Window"],["clearInterval","clearInterval",0,"ok","TypeError:Can only call Window.clearInterval on instances of Window"],["requestAnimationFrame","requestAnimationFrame",1,"TypeError:Not enough arguments","TypeError:Can only call Window.requestAnimationFrame on instances of W"],["cancelAnimationFrame","cancelAnimationFrame",1,"TypeError:Not enough arguments","TypeError:Can only call Window.cancelAnimationFrame on instances of Wi"],["queueMicrotask","queueMicrotask",1,"TypeError:Not enough arguments","TypeError:Can only call Window.queueMicrotask on instances of Window"],["atob","atob",1,"TypeError:Not enough arguments","TypeError:Can only call Window.atob on instances of Window"],["btoa","btoa",1,"TypeError:Not enough arguments","TypeError:Can only call Window.btoa on instances of Window"],["reportError","reportError",1,"TypeError:Not enough arguments","TypeError:Can only call Window.reportError on instances of Window"],["getComputedStyle","getComputedStyle",1,"TypeError:Not enough arguments","TypeError:Can only call Window.getComputedStyle on instances of Window"],["matchMedia","matchMedia",1,"TypeError:Not enough arguments","TypeError:Can only call Window.matchMedia on instances of Window"],["postMessage","postMessage",1,"TypeError:Not enough arguments","TypeError:Can only call Window.postMessage on instances of Window"]]
"""#)
    }
}
