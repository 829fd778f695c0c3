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
}
