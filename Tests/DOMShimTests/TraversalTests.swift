import DOMShim
import JSRuntime
import XCTest

/// TreeWalker, NodeIterator and NodeFilter, against what Chromium 156 answers for the same
/// script (expected values written from its run).
final class TraversalTests: XCTestCase {
    func testTreeWalkerAndNodeIteratorAnswerAsChromiumDoes() async throws {
        let runtime = try await page("<body></body>")
        let out = await runtime.js(#"""
            const out = [];
            document.body.innerHTML = "<ul><li>a<!--note--></li><li class=skip><span>b</span></li><li class=reject><span>c</span></li></ul>";
            const filter = { acceptNode(n) { return n.classList && n.classList.contains('skip') ? NodeFilter.FILTER_SKIP : n.classList && n.classList.contains('reject') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT; } };
            const w = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT, filter);
            const order = []; while (w.nextNode()) order.push(w.currentNode.textContent || w.currentNode.localName);
            out.push(order);
            w.currentNode = document.querySelector('ul');
            out.push(w.firstChild().textContent, w.nextSibling().textContent, w.nextSibling(), w.parentNode().localName, w.lastChild().textContent);
            const comments = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
            out.push(comments.nextNode().data, comments.nextNode());
            let reentered = '';
            const r = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL, () => { try { r.nextNode(); } catch (e) { reentered = e.name; } return 1; });
            r.nextNode(); out.push(reentered);
            const thrower = document.createTreeWalker(document.body, NodeFilter.SHOW_ALL, () => { throw new TypeError('boom'); });
            try { thrower.nextNode(); } catch (e) { out.push(e.message); }
            out.push(thrower.currentNode === document.body, w.whatToShow, typeof NodeFilter, NodeFilter.SHOW_ALL, w.filter === filter, w.root === document.body);
            const it = document.createNodeIterator(document.querySelector('ul'), NodeFilter.SHOW_ALL);
            const nodes = []; let n; while ((n = it.nextNode())) nodes.push(n.nodeName);
            const backwards = []; while ((n = it.previousNode())) backwards.push(n.nodeName);
            out.push(nodes, backwards);
            const it2 = document.createNodeIterator(document.querySelector('ul'), NodeFilter.SHOW_ELEMENT);
            it2.nextNode(); it2.nextNode(); it2.nextNode();
            document.querySelector('li').remove();
            out.push(it2.referenceNode.nodeName, it2.pointerBeforeReferenceNode);
            try { document.createTreeWalker(null); } catch (e) { out.push(e.name); }
            JSON.stringify(out)
            """#)
        let chromium = ##"[["abc","a","b"],"a","b",null,"ul","b","note",null,"InvalidStateError","boom",true,1,"function",4294967295,true,true,["UL","LI","#text","#comment","LI","SPAN","#text","LI","SPAN","#text"],["#text","SPAN","LI","#text","SPAN","LI","#comment","#text","LI","UL"],"LI",false,"TypeError"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    func testANodeIteratorFollowsRemovalsAroundItsReference() async throws {
        let runtime = try await page("<body><div id=a><p id=p1>1</p><p id=p2>2</p><p id=p3>3</p></div></body>")
        let moves = await runtime.js("""
            const it = document.createNodeIterator(document.getElementById('a'), NodeFilter.SHOW_ELEMENT);
            it.nextNode(); it.nextNode();               // at p1, pointer after it
            const log = [];
            document.getElementById('p1').remove();      // the reference goes: back to its parent
            log.push(it.referenceNode.id, it.pointerBeforeReferenceNode, it.nextNode().id);
            it.previousNode();                          // at p2, pointer before it
            document.getElementById('p2').remove();      // the reference goes: on to the next node
            log.push(it.referenceNode.id, it.pointerBeforeReferenceNode, it.nextNode().id);
            log
            """)
        XCTAssertEqual(moves, ["a", false, "p2", "p3", true, "p3"])
    }
}
