import DOMShim
import JSRuntime
import XCTest

/// Range, StaticRange, createContextualFragment and Selection, against what Chromium 156
/// answers for the same script on the same page (expected values are its output).
final class RangeTests: XCTestCase {
    static let pageHTML = "<!DOCTYPE html><body><p id=a>Hello <b>bold</b> world</p><p id=b>second</p></body>"

    func testRangesAnswerAsChromiumDoes() async throws {
        let runtime = try await page(Self.pageHTML)
        let out = await runtime.js(#"""
            (() => { const out = [];
            const a = document.getElementById('a'), b = document.getElementById('b');
            const r = document.createRange();
            r.setStart(a.firstChild, 2); r.setEnd(a.lastChild, 3);
            out.push(r.toString(), r.commonAncestorContainer.id, r.collapsed);
            const c = r.cloneContents(); out.push(c.childNodes.length, Array.from(c.childNodes, n => n.nodeName).join());
            const x = r.extractContents(); out.push(a.innerHTML, x.textContent, r.startContainer.id, r.startOffset, r.endOffset, r.collapsed);
            r.insertNode(document.createTextNode('[I]')); out.push(a.innerHTML, r.startOffset, r.endOffset);
            const r2 = document.createRange(); r2.selectNodeContents(b); out.push(r2.startOffset, r2.endOffset);
            b.firstChild.splitText(3); out.push(r2.endOffset, b.childNodes.length);
            const r3 = document.createRange(); r3.setStart(b.firstChild, 1); r3.setEnd(b.lastChild, 2);
            b.normalize(); out.push(r3.startContainer === b.firstChild, r3.startOffset, r3.endContainer === b.firstChild, r3.endOffset);
            out.push(r3.comparePoint(b.firstChild, 0), r3.comparePoint(b.firstChild, 3), r3.isPointInRange(b.firstChild, 2), r3.intersectsNode(a));
            const r4 = document.createRange(); r4.selectNode(b);
            out.push(r4.compareBoundaryPoints(Range.START_TO_START, r3), r4.compareBoundaryPoints(Range.END_TO_END, r3));
            const s = document.createElement('i'); r3.surroundContents(s); out.push(b.innerHTML);
            try { r4.setStart(document.doctype, 0) } catch (e) { out.push(e.name) }
            try { r4.setStart(b, 9) } catch (e) { out.push(e.name) }
            const f = r4.createContextualFragment('<td>cell</td><li>x</li>'); out.push(f.childNodes.length, f.firstChild.nodeName);
            const t = document.createRange(); t.selectNodeContents(document.createElement('table'));
            out.push(t.createContextualFragment('<td>cell</td>').firstChild.nodeName);
            b.remove(); out.push(r4.startContainer === document.body, r4.startOffset, r4.endOffset, r3.startContainer === b);
            const st = new StaticRange({startContainer: a, startOffset: 0, endContainer: a, endOffset: 5}); out.push(st.endOffset, st.collapsed, st instanceof AbstractRange);
            const sel = getSelection(); sel.removeAllRanges(); const r5 = document.createRange(); r5.selectNodeContents(a); sel.addRange(r5);
            out.push(sel.rangeCount, sel.toString(), sel.anchorNode === a, sel.focusOffset, sel.isCollapsed, sel.type);
            sel.collapse(a, 1); out.push(sel.rangeCount, sel.isCollapsed, sel.type, sel.anchorOffset);
            sel.removeAllRanges(); out.push(sel.rangeCount, sel.type, String(sel));
            r.deleteContents(); out.push(r.collapsed);
            const del = document.createRange(); del.setStart(a.firstChild, 0); del.setEnd(a, a.childNodes.length); del.deleteContents(); out.push(a.innerHTML);
            out.push(Object.prototype.toString.call(r), Range.length, String(Range.END_TO_START));
            return JSON.stringify(out); })()
            """#)
        let chromium = ##"["llo bold wo","a",false,3,"#text,B,#text","Herld","llo bold wo","a",1,1,true,"He[I]rld",1,2,0,1,2,2,true,1,true,5,-1,0,true,false,-1,1,"s<i>econ</i>d","InvalidNodeTypeError","IndexSizeError",2,"#text","TBODY",true,1,1,false,5,false,true,1,"He[I]rld",true,3,false,"Range",1,true,"Caret",1,0,"None","",true,"","[object Range]",0,"3"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    func testLiveRangesFollowTreeMutations() async throws {
        let runtime = try await page(Self.pageHTML)
        let out = await runtime.js(#"""
            const p = document.getElementById('a'), text = p.firstChild;
            const r = document.createRange(); r.setStart(text, 4); r.setEnd(p, 3);
            text.insertData(0, 'Oh, ');            // offsets after the insertion point move
            const afterInsert = [r.startOffset, r.endOffset];
            text.deleteData(0, 8);                 // a deletion over the boundary clamps it
            const afterDelete = [r.startOffset];
            p.insertBefore(document.createElement('i'), p.firstChild);  // child offsets shift
            const afterChild = [r.endOffset];
            p.removeChild(p.lastChild);
            const afterRemove = [r.endOffset];
            p.remove();                            // a removed ancestor collapses the range to its place
            JSON.stringify([afterInsert, afterDelete, afterChild, afterRemove, r.startContainer === document.body, r.startOffset, r.collapsed])
            """#)
        XCTAssertEqual(out.stringValue, "[[8,3],[0],[4],[3],true,0,true]")
    }

    /// surroundContents refuses a range that ends inside a comment or a processing instruction
    /// whose start is outside it: they are "non-Text" nodes, partially contained (DOM standard;
    /// WebKit answers this page as Chromium does).
    func testSurroundContentsRefusesAPartiallyContainedComment() async throws {
        let runtime = try await page("<div id=d>ab<!--comment-->cd</div>")
        let out = await runtime.js(#"""
            (() => { const d = document.getElementById('d'), r = document.createRange();
            r.setStart(d.firstChild, 1); r.setEnd(d.childNodes[1], 3);
            let thrown = 'none'; try { r.surroundContents(document.createElement('b')); } catch (e) { thrown = e.name; }
            const inside = document.createRange(); inside.setStart(d.childNodes[1], 1); inside.setEnd(d.childNodes[1], 3);
            let second = 'none'; try { inside.surroundContents(document.createElement('b')); } catch (e) { second = e.name; }
            return [thrown, d.innerHTML, second].join(' | '); })()
            """#)
        XCTAssertEqual(out, "InvalidStateError | ab<!--cment-->cd | HierarchyRequestError") // the second extracts, then its insertion throws
    }
}
