import DOMShim
import JSRuntime
import XCTest

/// Range's operations (isPointInRange, comparePoint, intersectsNode, toString, deleteContents,
/// extractContents, cloneContents, insertNode, surroundContents, createContextualFragment) check
/// their object before anything else, with WebKit's message (checked against the WebKit engine, `run --engine webkit`).
final class RangeOperationThisTests: XCTestCase {
    func testRangeOperationsCalledOnAnotherObjectThrowWebKitsTypeError() async throws {
        let runtime = try await page("<!DOCTYPE html><p>x</p>")
        let out = await runtime.js(#"""
            (() => {
                const out = [];
                for (const [name, args] of [['isPointInRange', [document, 0]], ['comparePoint', [document, 0]], ['intersectsNode', [document]], ['isPointInRange', []],
                    ['toString', []], ['deleteContents', []], ['extractContents', []], ['cloneContents', []], ['insertNode', [document.createTextNode('t')]],
                    ['surroundContents', [document.createElement('b')]], ['createContextualFragment', ['<i>']]]) {
                    try { Range.prototype[name].apply({}, args); out.push(name + ' no throw'); } catch (e) { out.push(e.name + ': ' + e.message); }
                }
                const r = document.createRange();
                out.push(r.isPointInRange(document, 0), r.comparePoint(document, 0), r.intersectsNode(document.documentElement));
                return out.join(' | ');
            })()
            """#)
        XCTAssertEqual(out.stringValue, [
            "TypeError: Can only call Range.isPointInRange on instances of Range", "TypeError: Can only call Range.comparePoint on instances of Range",
            "TypeError: Can only call Range.intersectsNode on instances of Range", "TypeError: Can only call Range.isPointInRange on instances of Range",
            "TypeError: Can only call Range.toString on instances of Range", "TypeError: Can only call Range.deleteContents on instances of Range",
            "TypeError: Can only call Range.extractContents on instances of Range", "TypeError: Can only call Range.cloneContents on instances of Range",
            "TypeError: Can only call Range.insertNode on instances of Range", "TypeError: Can only call Range.surroundContents on instances of Range",
            "TypeError: Can only call Range.createContextualFragment on instances of Range",
            "true", "0", "false",
        ].joined(separator: " | "))
    }
}

/// TreeWalker's and NodeIterator's operations check their object first, with WebKit's message
/// (checked against the WebKit engine): on a plain object, nextNode used to walk forever.
final class TraversalOperationThisTests: XCTestCase {
    func testTraversalOperationsCalledOnAnotherObjectThrowWebKitsTypeError() async throws {
        let runtime = try await page("<!DOCTYPE html><p>x</p>")
        let out = await runtime.js(#"""
            (() => {
                const out = [];
                for (const [I, m] of [[TreeWalker, 'nextNode'], [TreeWalker, 'previousNode'], [TreeWalker, 'firstChild'], [TreeWalker, 'lastChild'],
                    [TreeWalker, 'previousSibling'], [TreeWalker, 'nextSibling'], [NodeIterator, 'nextNode'], [NodeIterator, 'previousNode']]) {
                    try { I.prototype[m].call({}); out.push('no throw'); } catch (e) { out.push(e.name + ': ' + e.message); }
                }
                const walker = document.createTreeWalker(document.body);
                out.push(walker.nextNode().nodeName);
                return out.join(' | ');
            })()
            """#)
        XCTAssertEqual(out.stringValue, [
            "TypeError: Can only call TreeWalker.nextNode on instances of TreeWalker", "TypeError: Can only call TreeWalker.previousNode on instances of TreeWalker",
            "TypeError: Can only call TreeWalker.firstChild on instances of TreeWalker", "TypeError: Can only call TreeWalker.lastChild on instances of TreeWalker",
            "TypeError: Can only call TreeWalker.previousSibling on instances of TreeWalker", "TypeError: Can only call TreeWalker.nextSibling on instances of TreeWalker",
            "TypeError: Can only call NodeIterator.nextNode on instances of NodeIterator", "TypeError: Can only call NodeIterator.previousNode on instances of NodeIterator",
            "P",
        ].joined(separator: " | "))
    }
}
