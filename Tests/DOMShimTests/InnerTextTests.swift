import DOMShim
import JSRuntime
import XCTest

/// innerText and outerText with the rendering rules that need no layout, against what Chromium
/// 156 answers for the same page and script.
final class InnerTextTests: XCTestCase {
    func testInnerTextAnswersAsChromiumDoes() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><body><div id=x>  Hello   <b>bold</b>
             world <p>para one</p><p>para   two</p>after<br>line two <span style="text-transform:uppercase">shout</span> <span style="display:none">gone</span><div hidden>hidden</div>
            <table><tr><td>a</td><td> b </td></tr><tr><td>c</td><td>d</td></tr></table><pre>  keep
               this </pre><ul><li>one</li><li>two</li></ul>end <script>var s = 1</script><style>.x{}</style> tail </div><div id=h style="display:none">  not   rendered </div></body>
            """#)
        let out = await runtime.js(#"""
            (() => { const x = document.getElementById('x'); const out = [x.innerText, document.getElementById('h').innerText, document.createElement('div').innerText];
            const y = document.createElement('div'); y.innerText = 'a\nb\r\nc'; out.push(y.innerHTML); y.innerText = ''; out.push(y.childNodes.length);
            const z = document.createElement('div'); z.innerHTML = 'L<span>mid</span>R'; document.body.appendChild(z); z.firstElementChild.outerText = 'x\ny'; out.push(z.innerHTML, z.childNodes.length);
            out.push(document.body.innerText.length > 10, x.outerText === x.innerText);
            return JSON.stringify(out); })()
            """#)
        let chromium = ##"["Hello bold world\n\npara one\n\npara two\n\nafter\nline two SHOUT\na\tb\nc\td\n  keep\n   this \none\ntwo\nend tail","  not   rendered ","","a<br>b<br>c",0,"Lx<br>yR",3,true,true]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// What is not rendered, as WebKit (WebKitGTK 2.50, `run --engine webkit`) and Chromium both
    /// answer: collapsed table parts, the children of replaced elements, a <select>'s own text and
    /// nested groups, SVG text outside <text>, <noscript> with scripting on; a ::first-letter
    /// transform (WebKit applies no ::first-line one); Turkish casing; an invisible cell's tab.
    func testNotRenderedAsWebKitAnswers() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style>.fl::first-letter { text-transform: uppercase } .fn::first-line { text-transform: uppercase }</style></head><body><div id=c></div></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => {
              const c = document.getElementById('c'), out = [];
              const read = (html, poke) => { c.innerHTML = html; const e = c.firstElementChild; if (poke) poke(e); const v = e.innerText; c.textContent = ''; return v; };
              out.push(read("<table><tbody style='visibility:collapse'><tr><td>abc</td></tr></tbody></table>"));
              out.push(read("<table><tr style='visibility:collapse'><td>abc</td></tr></table>"));
              out.push(read("<table><tr><td style='visibility:collapse'>abc</td><td>x</td></tr></table>"));
              out.push(read("<textarea>abc</textarea>"), read("<iframe>abc</iframe>"), read("<canvas>abc</canvas>"));
              out.push(read("<img>", (e) => { e.textContent = 'abc'; }));
              out.push(read("<div><svg><stop>abc</stop><text>t</text></svg></div>"));
              out.push(read("<select></select>", (e) => { e.textContent = 'abc'; }));
              out.push(read("<select><optgroup></optgroup></select>", (e) => { const g = document.createElement('optgroup'); g.textContent = 'abc'; e.firstChild.appendChild(g); }));
              out.push(read("<div>a<noscript style='display:block'>abc</noscript>b</div>"));
              out.push(read("<div class=fl>abc def</div>"), read("<div class=fn>abc def</div>"));
              out.push(read("<div lang=tr style='text-transform:uppercase'>i \u0131</div>"));
              out.push(read("<div style='display:flex'><span style='visibility:collapse'>1</span><span>2</span></div>").replace(/\n$/, ''));
              // Visibility is inherited with no cascade installed too (WebKit's line breaks differ: compared without them).
              out.push(read("<div>a<div style='visibility:hidden'><b>x</b>y<p><i style='visibility:visible'>v</i></p></div>z</div>").replace(/\n/g, ''));
              out.push(read("<div><span style='visibility:hidden'>h<br>i</span>k<table><tr><td style='visibility:hidden'><b>q</b></td><td>w</td></tr></table></div>").replace(/\n/g, ''));
              return JSON.stringify(out);
            })()
            """#)
        let webkit = ##"["","","x","","","","","t","","","ab","Abc def","abc def","İ I","2","avz","kw"]"##
        XCTAssertEqual(out.stringValue, webkit)
    }

    /// Attribute values escape < and > (and &, ", U+00A0) as the current HTML standard and
    /// WebKit do; a U+2000 before javascript: survives a round trip (WPT innerhtml-mxss).
    func testSerializationEscapesAttributesAsWebKit() async throws {
        let runtime = try await page()
        let out = await runtime.js(#"""
            (() => {
              const d = document.createElement('div');
              d.innerHTML = '<a href="&#x2000;javascript:alert(1)" title="<img src=x onerror=alert(1)>">Link</a>';
              const before = d.innerHTML;
              d.innerHTML += 'foo';
              const n = document.createElementNS('http://www.w3.org/2000/svg', 'svg'); n.setAttribute('data-x', '</svg><img>');
              const t = document.createElement('template'); t.innerHTML = '<p title="a>b\u00a0&quot;">x&lt;y</p>';
              return JSON.stringify([before, d.innerHTML, d.firstChild.getAttribute('title'), n.outerHTML, t.outerHTML]);
            })()
            """#)
        let webkit = ##"["<a href=\"\##u{2000}javascript:alert(1)\" title=\"&lt;img src=x onerror=alert(1)&gt;\">Link</a>","<a href=\"\##u{2000}javascript:alert(1)\" title=\"&lt;img src=x onerror=alert(1)&gt;\">Link</a>foo","<img src=x onerror=alert(1)>","<svg data-x=\"&lt;/svg&gt;&lt;img&gt;\"></svg>","<template><p title=\"a&gt;b&nbsp;&quot;\">x&lt;y</p></template>"]"##
        XCTAssertEqual(out.stringValue, webkit)
    }
}
