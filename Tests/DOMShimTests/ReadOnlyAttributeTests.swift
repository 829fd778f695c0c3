import DOMShim
import JSRuntime
import XCTest

/// Read-only IDL attributes are accessors without a setter, as in WebKit: assigning one is
/// ignored in sloppy code and a TypeError in strict code, and the tree is untouched either way
/// (before, `el.parentNode = null` unlinked the element from its parent's view).
final class ReadOnlyAttributeTests: XCTestCase {
    func testAssigningEveryReadOnlyAttributeLeavesTheTreeAndItsSerializationUnchanged() async throws {
        let runtime = try await page("<!DOCTYPE html><html><head><title>t</title></head><body><article><p id=a class=x>one <b>two</b></p><!--c--><p>three</p></article></body></html>")
        let out = await runtime.js(#"""
            (() => {
                const article = document.querySelector('article'), p = article.firstChild, text = p.firstChild, comment = article.childNodes[1];
                const event = new Event('x', { bubbles: true });
                const targets = [[Node, [document, article, p, text, comment]], [Element, [article, p]], [Document, [document]],
                    [Event, [event]], [CharacterData, [text, comment]]];
                const snapshot = () => {
                    const walk = (node) => [node.nodeName, node.parentNode && node.parentNode.nodeName, node.previousSibling && node.previousSibling.nodeName,
                        node.nextSibling && node.nextSibling.nodeName, [...node.childNodes].map(walk)];
                    return JSON.stringify([document.documentElement.outerHTML, walk(document), document.querySelectorAll('article > *').length,
                        event.type, event.bubbles, event.target, event.eventPhase]);
                };
                const before = snapshot();
                const assigned = [], strictErrors = [];
                for (const [Interface, objects] of targets) {
                    for (const name of Object.getOwnPropertyNames(Interface.prototype)) {
                        const descriptor = Object.getOwnPropertyDescriptor(Interface.prototype, name);
                        if (!descriptor.get || descriptor.set) continue;
                        for (const object of objects) {
                            object[name] = name === 'ownerDocument' || name === 'parentNode' ? null : 'junk';
                            assigned.push(Interface.name + '.' + name);
                            try { (function () { 'use strict'; object[name] = null; })(); } catch (error) { strictErrors.push(error.name); }
                        }
                    }
                }
                return JSON.stringify({ same: snapshot() === before, assigned: new Set(assigned).size, strict: strictErrors.length === assigned.length && strictErrors.every((name) => name === 'TypeError') });
            })()
            """#)
        let result = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(XCTUnwrap(out.stringValue).utf8)) as? [String: Any])
        XCTAssertEqual(result["same"] as? Bool, true, "the tree and its serialization after assigning every read-only attribute")
        XCTAssertEqual(result["strict"] as? Bool, true, "each assignment in strict code throws a TypeError")
        XCTAssertGreaterThanOrEqual(result["assigned"] as? Int ?? 0, 40, "read-only attributes of Node, Element, Document, Event and CharacterData")
    }

    func testGettersCheckTheirObjectAndAPrototypeReadCachesNothing() async throws {
        let runtime = try await page("<!DOCTYPE html><html><body><div id=d class=a style='color: red'>x</div></body></html>")
        let out = await runtime.js(#"""
            (() => {
                const out = [];
                for (const [Interface, name] of [[Node, 'parentNode'], [Node, 'childNodes'], [Element, 'attributes'], [Element, 'classList'], [Element, 'localName'],
                    [Document, 'readyState'], [Event, 'type'], [HTMLElement, 'dataset']]) {
                    try { Interface.prototype[name]; out.push('no error'); } catch (error) { out.push(error.name); }
                    try { Object.getOwnPropertyDescriptor(Interface.prototype, name).get.call({}); out.push('no error'); } catch (error) { out.push(error.name); }
                }
                const d = document.getElementById('d');
                out.push(d.attributes.length, d.childNodes.length, d.classList.length, d.dataset.constructor.name);
                return out.join();
            })()
            """#)
        XCTAssertEqual(out.stringValue, Array(repeating: "TypeError", count: 16).joined(separator: ",") + ",3,1,1,DOMStringMap")
    }
}
