import DOMShim
import JSRuntime
import XCTest

/// Geometry from the layout model: boxes, offsets, client and scroll sizes, DOMRect, and the
/// observers, against what Chromium 156 answers for the same page and script at the same
/// viewport (375 px wide, as the web view profile; Chromium emulating it with device metrics).
final class GeometryTests: XCTestCase {
    static let pageHTML = #"""
        <!DOCTYPE html><html><head><meta name=viewport content="width=device-width"></head><body>
        <h1 id=h>Title</h1>
        <p id=p>Short <a id=a href="#">link</a></p>
        <div id=d style="padding: 10px; width: 200px; margin-left: 20px">box</div>
        <table id=t width=600><tr><td id=c>ab</td><td>ab</td></tr></table>
        <font id=f><div id=fd>block in font</div><div>another</div></font>
        <img id=i width=100 height=50>
        <div id=n style="display:none"><span id=ns>hidden</span></div>
        <ul><li id=li>item</li></ul>
        <blockquote id=q>quoted</blockquote>
        <span id=detached></span>
        </body></html>
        """#

    /// Each element's box, offsets and client size, and the document's sizes, as JSON.
    static let boxesScript = #"""
            (() => { const out = []; const r = (e) => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].map(Math.round); };
            document.getElementById('detached').remove();
            const detached = document.getElementById('detached') || document.createElement('div');
            for (const id of ['h','p','d','t','c','fd','i','n','ns','li','q']) { const e = document.getElementById(id); out.push(id, r(e), e.offsetTop, e.offsetLeft, e.offsetWidth, e.offsetHeight, e.clientWidth, e.clientHeight, e.offsetParent && (e.offsetParent.id || e.offsetParent.localName)); }
            const a = document.getElementById('a'), f = document.getElementById('f');
            out.push(a.clientWidth, a.clientHeight, f.clientWidth, a.offsetTop, a.getClientRects().length, document.getElementById('n').getClientRects().length);
            out.push(document.documentElement.scrollWidth, document.documentElement.clientWidth, document.documentElement.clientHeight, document.createElement('div').offsetWidth, document.createElement('div').getBoundingClientRect().width);
            const rect = new DOMRect(1, 2, -3, 4); out.push(rect.left, rect.right, rect.top, rect.bottom, JSON.stringify(rect.toJSON()), String(rect), String(document.body.getClientRects()));
            return JSON.stringify(out); })()
        """#

    func testBoxesAndOffsetsAnswerAsChromiumDoes() async throws {
        let runtime = try await page(Self.pageHTML)
        let out = await runtime.js(Self.boxesScript)
        let chromium = ##"["h",[8,21,359,37],21,8,359,37,359,37,"body","p",[8,80,359,18],80,8,359,18,359,18,"body","d",[28,114,220,38],114,28,220,38,220,38,"body","t",[8,152,600,24],152,8,600,24,600,24,"body","c",[10,154,297,20],2,2,297,20,297,20,"t","fd",[8,176,359,18],176,8,359,18,359,18,"body","i",[8,212,100,50],212,8,100,50,100,50,"body","n",[0,0,0,0],0,0,0,0,0,0,null,"ns",[0,0,0,0],0,0,0,0,0,0,null,"li",[48,283,319,18],283,48,319,18,319,18,"body","q",[48,317,279,18],317,48,279,18,279,18,"body",0,0,0,80,1,0,608,375,667,0,0,-2,1,2,6,"{\"x\":1,\"y\":2,\"width\":-3,\"height\":4,\"top\":2,\"right\":1,\"bottom\":6,\"left\":-2}","[object DOMRect]","[object DOMRectList]"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    func testResizeAndIntersectionObserversReportAfterLayoutAsChromiumDoes() async throws {
        let runtime = try await page(Self.pageHTML)
        let out = try await runtime.value(of: runtime.evaluateAndAwait(#"""
            (async () => { const log = [];
            document.getElementById('t').remove(); const d = document.getElementById('d'), far = document.createElement('div');
            far.style.marginTop = '2000px'; far.textContent = 'far'; document.body.appendChild(far);
            const ro = new ResizeObserver((entries, observer) => { for (const e of entries) log.push(['resize', e.target.id, e.contentRect.x, e.contentRect.y, e.contentRect.width, e.contentRect.height, e.borderBoxSize[0].inlineSize, e.borderBoxSize[0].blockSize, e.contentBoxSize[0].inlineSize, observer === ro]); });
            ro.observe(d);
            const io = new IntersectionObserver((entries) => { for (const e of entries) log.push(['intersect', e.target.id || e.target.textContent, e.isIntersecting, e.intersectionRatio, Math.round(e.boundingClientRect.top), e.rootBounds && e.rootBounds.width]); });
            io.observe(d); io.observe(far);
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            log.push('--');
            d.style.width = '100px';
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            log.push('--');
            ro.disconnect(); d.style.width = '50px';
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
            let thrown = []; try { new ResizeObserver(1) } catch (e) { thrown.push(e.name) } try { new IntersectionObserver(() => {}, { threshold: 2 }) } catch (e) { thrown.push(e.name) }
            try { ro.observe(null) } catch (e) { thrown.push(e.name) }
            log.push(thrown, new IntersectionObserver(() => {}).rootMargin, new IntersectionObserver(() => {}, {threshold: [0.5, 0]}).thresholds);
            return JSON.stringify(log); })()
            """#))
        let chromium = ##"[["resize","d",10,10,200,18,220,38,200,true],["intersect","d",true,1,114,375],["intersect","far",false,0,2311,375],"--",["resize","d",10,10,100,18,120,38,100,true],"--",["TypeError","RangeError","TypeError"],"0px 0px 0px 0px",[0,0.5]]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// A mail script sizes the message by its overflow: every number is finite, and a
    /// fixed-width table wider than the view shows as the document's scroll width.
    func testAMailScriptsZoomIsAFiniteNumber() async throws {
        let runtime = try await page("<table width=600><tr><td>Newsletter</td></tr></table><p>text</p>")
        let out = await runtime.js("""
            const zoom = window.innerWidth / document.documentElement.scrollWidth;
            document.body.style.zoom = zoom;
            [zoom, document.body.getAttribute('style'), document.body.scrollWidth, document.documentElement.scrollHeight]
            """)
        XCTAssertEqual(out, [.number(375.0 / 608.0), .string("zoom: 0.616776;"), 608, 667])
    }

    /// The content height the engine reports and the geometry scripts read are one model: the
    /// body's box ends where the content height says, less the body's bottom margin.
    func testGeometryAgreesWithTheContentHeight() async throws {
        let runtime = try await page("<h1>Title</h1><p>One paragraph.</p><div style='padding: 4px'>box</div>")
        let out = await runtime.js("const b = document.body.getBoundingClientRect(); [Math.ceil(b.bottom + 8), document.documentElement.scrollHeight]")
        let height = try await runtime.withCore { core in try core.snapshot(core.callInternal("contentHeight", [core.makeValue(.number(375))])) }
        XCTAssertEqual(out, [height, 667])
    }

    /// The content height comes from a layout that records no boxes; the boxes' layout must end
    /// at the same place, on a page with every kind of box, before and after the page has a
    /// cascade (each height computed first, on a document changed since the last layout).
    func testTheHeightAloneIsTheHeightOfTheBoxes() async throws {
        let section = """
            <section style="padding: 3px; border: 2px solid; margin: 1em 0"><h2>Part</h2><p>Text <em>with <b>inline</b></em>
            elements <font><div>a block in an inline</div></font> <img src=x> <iframe width=320 height=180></iframe></p>
            <details><summary>More</summary><p>collapsed</p></details><pre>one
            two</pre><table><tr><td>a<td>b</table><ul><li>item</ul><div hidden>hidden</div></section>
            """
        let runtime = try await page(Self.pageHTML.replacingOccurrences(of: "</body>", with: String(repeating: section, count: 8) + "</body>"))
        _ = await runtime.js("document.body.getBoundingClientRect()")  // installs the layout
        for cascade in [false, true] {
            if cascade { _ = await runtime.js("getComputedStyle(document.body).display") }
            _ = await runtime.js("document.body.setAttribute('data-cascade', '\(cascade)')")
            let height = try await runtime.withCore { core in try core.snapshot(core.callInternal("contentHeight", [core.makeValue(.number(375))])) }
            let boxes = await runtime.js("document.documentElement.scrollHeight")
            XCTAssertEqual(height, boxes, "cascade: \(cascade)")
            XCTAssertGreaterThan(height.numberValue ?? 0, 667, "taller than the viewport, so scrollHeight is the content's")
        }
    }

    /// A closed <details> is its first <summary>, as e-mail strategies collapse quoted text;
    /// an open one shows everything. Chromium 156 gives the same boxes (it also gives the
    /// collapsed content a box of its own, laid out but not shown; here it has none).
    func testAClosedDetailsIsItsSummary() async throws {
        let runtime = try await page("""
            <details id=c><summary id=s>Quoted</summary><p>one</p>text<p>two</p></details>
            <details id=o open><summary>Open</summary><p>one</p><p>two</p></details><p id=after>after</p>
            <details id=n><p>no summary: the default one, "Details"</p></details>
            """)
        let out = await runtime.js(#"JSON.stringify(["c","s","o","after","n"].map(id => { const b = document.getElementById(id).getBoundingClientRect(); return [id, Math.round(b.y), Math.round(b.height)]; }))"#)
        XCTAssertEqual(out, #"[["c",8,18],["s",8,18],["o",26,86],["after",128,18],["n",162,18]]"#)
    }

    /// Once a page has the cascade (it asked for a computed style), boxes follow its style
    /// sheets too: a class hidden by a rule, a list's padding and a margin set in a sheet.
    func testBoxesFollowTheCascadeOnceThePageHasIt() async throws {
        let styled = Self.pageHTML
            .replacingOccurrences(of: "<h1 id=h>", with: "<style>.gone { display: none } ul { padding-left: 20px } #d { margin-left: 30px }</style><h1 id=h>")
            .replacingOccurrences(of: "<ul>", with: "<ul><li class=gone>x</li>")
        let runtime = try await page(styled)
        let out = await runtime.js("getComputedStyle(document.body);\n" + Self.boxesScript)
        let chromium = ##"["h",[8,21,359,37],21,8,359,37,359,37,"body","p",[8,80,359,18],80,8,359,18,359,18,"body","d",[28,114,220,38],114,28,220,38,220,38,"body","t",[8,152,600,24],152,8,600,24,600,24,"body","c",[10,154,297,20],2,2,297,20,297,20,"t","fd",[8,176,359,18],176,8,359,18,359,18,"body","i",[8,212,100,50],212,8,100,50,100,50,"body","n",[0,0,0,0],0,0,0,0,0,0,null,"ns",[0,0,0,0],0,0,0,0,0,0,null,"li",[28,283,339,18],283,28,339,18,339,18,"body","q",[48,317,279,18],317,48,279,18,279,18,"body",0,0,0,80,1,0,608,375,667,0,0,-2,1,2,6,"{\"x\":1,\"y\":2,\"width\":-3,\"height\":4,\"top\":2,\"right\":1,\"bottom\":6,\"left\":-2}","[object DOMRect]","[object DOMRectList]"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// Hit testing: the elements at a viewport point, topmost first, the root where nothing
    /// else is, nothing outside the viewport. Expected: the WebKit engine's answers to the same
    /// page and script (`webengine run --engine webkit`).
    func testElementsFromPointAsWebKitHitTests() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><body style="margin:0"><div id=a style="height:100px"><img id=i width=50 height=40></div>
            <p id=p style="margin:0;height:30px">text</p><div id=b style="position:relative;height:20px"><span id=s>x</span></div>
            <div id=v style="visibility:hidden;height:20px">hidden</div></body></html>
            """#)
        let answer = await runtime.js(#"""
            const name = (e) => e ? (e.id || e.localName) : null;
            const points = [[10, 10], [200, 50], [5, 110], [300, 115], [10, 500], [-1, 5], [1000, 5], [5, 140], [2, 125], [5, 160]];
            const answers = points.map(([x, y]) => name(document.elementFromPoint(x, y)) + ':' + document.elementsFromPoint(x, y).map(name).join(' '));
            let thrown; try { document.elementFromPoint(1); } catch (error) { thrown = error.constructor.name; }
            const other = new DOMParser().parseFromString('<p>x</p>', 'text/html');
            JSON.stringify([...answers, thrown, other.elementFromPoint(1, 1), document.elementFromPoint.length])
            """#)
        XCTAssertEqual(answer.stringValue, #"""
            ["i:i a body html","a:a body html","p:p body html","p:p body html","html:html","null:","null:","s:s b body html","p:p body html","body:body html","TypeError",null,2]
            """#)
    }

    /// Element.scroll, scrollTo and scrollBy (an element stops at its overflow, the root scrolls
    /// the window) and checkVisibility (rendering, `display: contents`, content-visibility, and
    /// on request visibility and opacity, from the cascade). Expected: the WebKit engine's
    /// answers to the same pages and scripts.
    func testElementScrollingAndCheckVisibilityAsWebKits() async throws {
        let scrolling = try await page(#"""
            <!DOCTYPE html><html><body style="margin:0"><div id=d style="overflow:auto;height:50px;width:100px"><div style="height:200px;width:300px">x</div></div><div style="height:3000px"></div></body></html>
            """#)
        let scrolled = await scrolling.js(#"""
            const d = document.getElementById('d'); const out = [];
            d.scroll(10, 20); out.push(d.scrollLeft, d.scrollTop);
            d.scrollTo({ top: 30 }); out.push(d.scrollLeft, d.scrollTop);
            d.scrollBy(5, 5); out.push(d.scrollLeft, d.scrollTop);
            d.scrollBy({ left: -100 }); out.push(d.scrollLeft, d.scrollTop);
            d.scroll(1000, 1000); out.push(d.scrollLeft, d.scrollTop);
            d.scroll(); out.push(d.scrollLeft, d.scrollTop);
            let e1; try { d.scroll(5); } catch (e) { e1 = e.constructor.name + ': ' + e.message; } out.push(e1 ?? 'no throw', d.scrollLeft);
            document.documentElement.scrollTo(0, 100); out.push(scrollY);
            document.documentElement.scrollBy(0, 50); out.push(scrollY);
            out.push(d.scroll.length, d.scrollTo.length, d.scrollBy.length, d.scroll.name, typeof d.checkVisibility);
            let e2; try { Element.prototype.scroll.call({}, 1, 2); } catch (e) { e2 = e.constructor.name; } out.push(e2);
            JSON.stringify(out)
            """#)
        XCTAssertEqual(scrolled.stringValue, #"[10,20,10,30,15,35,0,35,200,150,200,150,"TypeError: Type error",200,100,150,0,0,0,"scroll","function","TypeError"]"#)
        let visibility = try await page(#"""
            <!DOCTYPE html><html><head><style>.gone { display: none }</style></head><body><div id=a>a</div><div class=gone><span id=b>b</span></div><div id=c style="visibility:hidden">c<span id=c2>c2</span></div><div style="opacity:0"><span id=d>d</span></div><span id=e style="display:contents">e</span><div id=f style="content-visibility:hidden">f<span id=f2>f2</span></div></body></html>
            """#)
        let visible = await visibility.js(#"""
            const ids = ['a', 'b', 'c', 'c2', 'd', 'e', 'f', 'f2'];
            const detached = document.createElement('div');
            JSON.stringify([ids.map((id) => document.getElementById(id).checkVisibility()), ids.map((id) => document.getElementById(id).checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })), ids.map((id) => document.getElementById(id).checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })), detached.checkVisibility(), document.documentElement.checkVisibility(), Element.prototype.checkVisibility.length])
            """#)
        XCTAssertEqual(visible.stringValue, "[[true,false,true,true,true,false,true,false],[true,false,false,false,false,false,true,false],[true,false,false,false,false,false,true,false],false,true,0]")
    }
}
