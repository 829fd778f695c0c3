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
