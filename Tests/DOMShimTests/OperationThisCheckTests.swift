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
}
