import DOMShim
import JSRuntime
import XCTest

/// Shadow trees, and the event and node details WPT checks, against what Chromium 156 answers
/// for the same page (expected values written from its run).
final class ShadowTreeTests: XCTestCase {
    func testShadowTreesSlotsAndTheEventPathAnswerAsChromiumDoes() async throws {
        let runtime = try await page(#"""
            <div id=host><span id=light slot=a>L</span>t</div><script>
            var r=[]; var host=document.getElementById('host');
            var sr = host.attachShadow({mode:'open'});
            sr.innerHTML = '<p id=inner><slot name=a></slot><slot></slot></p>';
            var inner = sr.getElementById('inner');
            r.push(inner.isConnected, inner.getRootNode() === sr, inner.getRootNode({composed:true}) === document, host.shadowRoot === sr);
            r.push(document.getElementById('light').assignedSlot.name, sr.querySelector('slot:not([name])').assignedNodes().length);
            var log=[];
            document.addEventListener('x', function(e){ log.push('doc '+e.target.id+' '+e.eventPhase+' '+(window.event===e)); });
            host.addEventListener('x', function(e){ log.push('host '+e.target.id+' '+e.eventPhase); });
            inner.addEventListener('x', function(e){ log.push('inner '+e.target.id+' '+e.eventPhase+' '+(window.event===e)+' '+e.composedPath().length); });
            var ev = new Event('x', {bubbles:true, composed:true}); inner.dispatchEvent(ev);
            log.push('after '+ev.target);
            var ev2 = new Event('x', {bubbles:true}); inner.dispatchEvent(ev2);
            document.getElementById('light').dispatchEvent(new Event('x', {bubbles:true}));
            r.push(log.join(' | '));
            r.push(host.innerHTML, String(sr), Object.prototype.toString.call(sr));
            try { document.createElement('img').attachShadow({mode:'open'}); } catch(e) { r.push(e.name); }
            try { host.attachShadow({mode:'open'}); } catch(e) { r.push(e.name); }
            </script>
            """#)
        let lines = await runtime.js(#"r.join('\n')"#)
        XCTAssertEqual(lines.stringValue?.components(separatedBy: "\n"), [
            "true",
            "true",
            "true",
            "true",
            "a",
            "1",
            "inner inner 2 false 7 | host host 2 | doc host 3 true | after [object HTMLDivElement] | inner inner 2 false 2 | inner light 3 false 9 | host light 3 | doc light 3 true",
            "<span id=\"light\" slot=\"a\">L</span>t",
            "[object ShadowRoot]",
            "[object ShadowRoot]",
            "NotSupportedError",
            "NotSupportedError",
        ])
    }

    func testAPageWithoutShadowRootsDoesNotInstallThem() async throws {
        let runtime = try await page("<div id=a><p>x</p></div>")
        let answers = await runtime.js("""
            const p = document.querySelector('p');
            p.dispatchEvent(new MouseEvent('click', { bubbles: true, relatedTarget: document.body }));
            [p.isConnected, p.getRootNode({ composed: true }) === document]
            """)
        XCTAssertEqual(answers, [true, true])
        let installed = await runtime.installedLazyDOMScripts()
        XCTAssertFalse(installed.contains("dom/shadow.js"), "ShadowRoot is still the placeholder that installs dom/shadow.js")
    }

    func testTrustedEventsActivationTargetsLiveListsAndTablesAnswerAsChromiumDoes() async throws {
        let runtime = try await page(#"""
            <!doctype html><body><div id=dump><div></div></div><script>
            var out = [];
            var e = new Event('x'); var d1 = Object.getOwnPropertyDescriptor(e, 'isTrusted');
            out.push(typeof d1.get, d1.get === Object.getOwnPropertyDescriptor(new Event('y'), 'isTrusted').get, e.isTrusted);
            var c = new AbortController(); var trusted; c.signal.onabort = function (ev) { trusted = ev.isTrusted; }; c.abort(); out.push(trusted);
            var states = [document.readyState]; document.onreadystatechange = function () { states.push(document.readyState); };
            var et = new EventTarget();
            try { et.addEventListener('a', function () {}, { signal: null }); } catch (err) { out.push(err.name); }
            var read = []; et.removeEventListener('a', null, { get capture() { read.push('capture'); return false; }, get passive() { read.push('passive'); return false; } }); out.push(read.join());
            var list = document.getElementById('dump').childNodes, seen = [];
            for (var node of list) { seen.push(node.nodeName); if (seen.length < 3) document.getElementById('dump').appendChild(document.createElement('i')); }
            out.push(seen.join(), NodeList.prototype.forEach === Array.prototype.forEach, Node.ENTITY_NODE, Object.getOwnPropertyDescriptor(Node, 'ELEMENT_NODE').enumerable);
            out.push(document.createElement('\u00C4bc').localName, document.createTextNode(undefined).data, document.getElementById('') === null);
            var t = document.createElement('table'); t.insertRow(); t.insertRow(0).insertCell().textContent = 'first'; t.createTHead(); t.createCaption();
            out.push(t.rows.length, t.outerHTML); t.deleteRow(-1); out.push(t.rows.length);
            try { t.deleteRow(5); } catch (err) { out.push(err.name); }
            var svg = document.implementation.createDocument('http://www.w3.org/2000/svg', 'svg', null); svg.title = 'T'; out.push(svg.documentElement.firstChild.namespaceURI, svg.title);
            window.onload = function () { out.push(states.join()); };
            </script>
            """#)
        let out = await runtime.js("JSON.stringify(out)")
        XCTAssertEqual(out.stringValue, #"["function",true,false,true,"TypeError","capture","DIV,I,I",true,6,true,"Äbc","undefined",true,2,"<table><caption></caption><thead></thead><tbody><tr><td>first</td></tr><tr></tr></tbody></table>",1,"IndexSizeError","http://www.w3.org/2000/svg","T","loading,interactive,complete"]"#)
    }
}
