import DOMShim
import JSRuntime
import XCTest

/// Every HTML element has its interface, reflecting the attributes its IDL lists and no other.
/// The expected text is what Chromium 156 printed for the same script, except `loading`,
/// whose missing value is `eager` in the HTML standard and WebKit (Chromium says `auto`).
final class ElementInterfaceTests: XCTestCase {
    static let script = #"""
const out = [];
const tags = ['a','div','span','img','iframe','blink','foo','my-el','section','td','input','button','form','meta','template','li','ol','link','video','marquee','font','center','applet','canvas','select','textarea','q','blockquote','pre','xmp','h3','ins','table','tr','tbody','col','label','area','script','style','source','track','details','dialog','object','embed','br','hr','html','body','head','base','title','data','time','output','param','picture','slot','meter','progress','legend','fieldset','optgroup','option','caption','colgroup','frame','frameset','dir','menu','map','audio','datalist','dl','ul','p','nobr','bgsound','keygen','isindex','image','menuitem'];
for (const t of tags) { const e = document.createElement(t); out.push(t + ' ' + Object.prototype.toString.call(e) + ' ' + e.constructor.name + ' href:' + ('href' in e) + ' src:' + ('src' in e) + ' name:' + ('name' in e) + ' width:' + ('width' in e) + ' value:' + ('value' in e) + ' sandbox:' + ('sandbox' in e) + ' relList:' + ('relList' in e) + ' text:' + ('text' in e) + ' align:' + ('align' in e)); }
const a = document.createElement('a'); a.href = 'https://x.example:8080/p?q#h'; out.push([a.protocol, a.host, a.port, a.pathname, a.search, a.hash, a.origin].join(' '));
const b = document.createElement('a'); out.push(JSON.stringify([b.protocol, b.host, b.href, b.origin]));
const i = document.createElement('img'); out.push(JSON.stringify([i.crossOrigin, i.decoding, i.loading, i.width, i.referrerPolicy])); i.setAttribute('crossorigin', 'x'); i.setAttribute('decoding', 'SYNC'); i.setAttribute('width', '-3'); out.push(JSON.stringify([i.crossOrigin, i.decoding, i.width]));
const f = document.createElement('form'); out.push(JSON.stringify([f.method, f.enctype, f.action === document.URL])); f.method = 'POST'; out.push(JSON.stringify([f.method, f.getAttribute('method')]));
const inp = document.createElement('input'); out.push(JSON.stringify([inp.size, inp.maxLength, inp.type]));
try { inp.maxLength = -2; out.push('no throw'); } catch (e) { out.push(e.name); }
const ol = document.createElement('ol'); out.push(JSON.stringify([ol.start, ol.reversed]));
const td = document.createElement('td'); out.push(JSON.stringify([td.colSpan, td.rowSpan, td.scope])); td.colSpan = 0; out.push(td.getAttribute('colspan'));
const ifr = document.createElement('iframe'); ifr.sandbox.add('allow-scripts'); out.push(JSON.stringify([ifr.getAttribute('sandbox'), ifr.width, ifr.loading]));
const d = document.createElement('div'); out.push(JSON.stringify([d.dir, d.title, d.hidden, d.accessKey, d.lang])); d.dir = 'RTL'; out.push(d.dir);
const btn = document.createElement('button'); out.push(JSON.stringify([btn.type, btn.formMethod, btn.formAction === document.URL]));
out.push(JSON.stringify([typeof HTMLAnchorElement, typeof HTMLUnknownElement, typeof HTMLMediaElement]));
try { new HTMLDivElement(); out.push('constructed'); } catch (e) { out.push(e.name); }
return out.join('\n');
"""#

    static let expected = #"""
a [object HTMLAnchorElement] HTMLAnchorElement href:true src:false name:true width:false value:false sandbox:false relList:true text:true align:false
div [object HTMLDivElement] HTMLDivElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:true
span [object HTMLSpanElement] HTMLSpanElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
img [object HTMLImageElement] HTMLImageElement href:false src:true name:true width:true value:false sandbox:false relList:false text:false align:true
iframe [object HTMLIFrameElement] HTMLIFrameElement href:false src:true name:true width:true value:false sandbox:true relList:false text:false align:true
blink [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
foo [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
my-el [object HTMLElement] HTMLElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
section [object HTMLElement] HTMLElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
td [object HTMLTableCellElement] HTMLTableCellElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:true
input [object HTMLInputElement] HTMLInputElement href:false src:true name:true width:true value:true sandbox:false relList:false text:false align:true
button [object HTMLButtonElement] HTMLButtonElement href:false src:false name:true width:false value:true sandbox:false relList:false text:false align:false
form [object HTMLFormElement] HTMLFormElement href:false src:false name:true width:false value:false sandbox:false relList:true text:false align:false
meta [object HTMLMetaElement] HTMLMetaElement href:false src:false name:true width:false value:false sandbox:false relList:false text:false align:false
template [object HTMLTemplateElement] HTMLTemplateElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
li [object HTMLLIElement] HTMLLIElement href:false src:false name:false width:false value:true sandbox:false relList:false text:false align:false
ol [object HTMLOListElement] HTMLOListElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
link [object HTMLLinkElement] HTMLLinkElement href:true src:false name:false width:false value:false sandbox:false relList:true text:false align:false
video [object HTMLVideoElement] HTMLVideoElement href:false src:true name:false width:true value:false sandbox:false relList:false text:false align:false
marquee [object HTMLMarqueeElement] HTMLMarqueeElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:false
font [object HTMLFontElement] HTMLFontElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
center [object HTMLElement] HTMLElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
applet [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
canvas [object HTMLCanvasElement] HTMLCanvasElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:false
select [object HTMLSelectElement] HTMLSelectElement href:false src:false name:true width:false value:true sandbox:false relList:false text:false align:false
textarea [object HTMLTextAreaElement] HTMLTextAreaElement href:false src:false name:true width:false value:true sandbox:false relList:false text:false align:false
q [object HTMLQuoteElement] HTMLQuoteElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
blockquote [object HTMLQuoteElement] HTMLQuoteElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
pre [object HTMLPreElement] HTMLPreElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:false
xmp [object HTMLPreElement] HTMLPreElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:false
h3 [object HTMLHeadingElement] HTMLHeadingElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:true
ins [object HTMLModElement] HTMLModElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
table [object HTMLTableElement] HTMLTableElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:true
tr [object HTMLTableRowElement] HTMLTableRowElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:true
tbody [object HTMLTableSectionElement] HTMLTableSectionElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:true
col [object HTMLTableColElement] HTMLTableColElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:true
label [object HTMLLabelElement] HTMLLabelElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
area [object HTMLAreaElement] HTMLAreaElement href:true src:false name:false width:false value:false sandbox:false relList:true text:false align:false
script [object HTMLScriptElement] HTMLScriptElement href:false src:true name:false width:false value:false sandbox:false relList:false text:true align:false
style [object HTMLStyleElement] HTMLStyleElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
source [object HTMLSourceElement] HTMLSourceElement href:false src:true name:false width:true value:false sandbox:false relList:false text:false align:false
track [object HTMLTrackElement] HTMLTrackElement href:false src:true name:false width:false value:false sandbox:false relList:false text:false align:false
details [object HTMLDetailsElement] HTMLDetailsElement href:false src:false name:true width:false value:false sandbox:false relList:false text:false align:false
dialog [object HTMLDialogElement] HTMLDialogElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
object [object HTMLObjectElement] HTMLObjectElement href:false src:false name:true width:true value:false sandbox:false relList:false text:false align:true
embed [object HTMLEmbedElement] HTMLEmbedElement href:false src:true name:true width:true value:false sandbox:false relList:false text:false align:true
br [object HTMLBRElement] HTMLBRElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
hr [object HTMLHRElement] HTMLHRElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:true
html [object HTMLHtmlElement] HTMLHtmlElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
body [object HTMLBodyElement] HTMLBodyElement href:false src:false name:false width:false value:false sandbox:false relList:false text:true align:false
head [object HTMLHeadElement] HTMLHeadElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
base [object HTMLBaseElement] HTMLBaseElement href:true src:false name:false width:false value:false sandbox:false relList:false text:false align:false
title [object HTMLTitleElement] HTMLTitleElement href:false src:false name:false width:false value:false sandbox:false relList:false text:true align:false
data [object HTMLDataElement] HTMLDataElement href:false src:false name:false width:false value:true sandbox:false relList:false text:false align:false
time [object HTMLTimeElement] HTMLTimeElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
output [object HTMLOutputElement] HTMLOutputElement href:false src:false name:true width:false value:true sandbox:false relList:false text:false align:false
param [object HTMLParamElement] HTMLParamElement href:false src:false name:true width:false value:true sandbox:false relList:false text:false align:false
picture [object HTMLPictureElement] HTMLPictureElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
slot [object HTMLSlotElement] HTMLSlotElement href:false src:false name:true width:false value:false sandbox:false relList:false text:false align:false
meter [object HTMLMeterElement] HTMLMeterElement href:false src:false name:false width:false value:true sandbox:false relList:false text:false align:false
progress [object HTMLProgressElement] HTMLProgressElement href:false src:false name:false width:false value:true sandbox:false relList:false text:false align:false
legend [object HTMLLegendElement] HTMLLegendElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:true
fieldset [object HTMLFieldSetElement] HTMLFieldSetElement href:false src:false name:true width:false value:false sandbox:false relList:false text:false align:false
optgroup [object HTMLOptGroupElement] HTMLOptGroupElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
option [object HTMLOptionElement] HTMLOptionElement href:false src:false name:false width:false value:true sandbox:false relList:false text:true align:false
caption [object HTMLTableCaptionElement] HTMLTableCaptionElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:true
colgroup [object HTMLTableColElement] HTMLTableColElement href:false src:false name:false width:true value:false sandbox:false relList:false text:false align:true
frame [object HTMLFrameElement] HTMLFrameElement href:false src:true name:true width:false value:false sandbox:false relList:false text:false align:false
frameset [object HTMLFrameSetElement] HTMLFrameSetElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
dir [object HTMLDirectoryElement] HTMLDirectoryElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
menu [object HTMLMenuElement] HTMLMenuElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
map [object HTMLMapElement] HTMLMapElement href:false src:false name:true width:false value:false sandbox:false relList:false text:false align:false
audio [object HTMLAudioElement] HTMLAudioElement href:false src:true name:false width:false value:false sandbox:false relList:false text:false align:false
datalist [object HTMLDataListElement] HTMLDataListElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
dl [object HTMLDListElement] HTMLDListElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
ul [object HTMLUListElement] HTMLUListElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
p [object HTMLParagraphElement] HTMLParagraphElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:true
nobr [object HTMLElement] HTMLElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
bgsound [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
keygen [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
isindex [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
image [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
menuitem [object HTMLUnknownElement] HTMLUnknownElement href:false src:false name:false width:false value:false sandbox:false relList:false text:false align:false
https: x.example:8080 8080 /p ?q #h https://x.example:8080
[":","","",""]
[null,"auto","eager",0,""]
["anonymous","sync",0]
["get","application/x-www-form-urlencoded",true]
["post","POST"]
[20,-1,"text"]
IndexSizeError
[1,false]
[1,1,""]
0
["allow-scripts","","eager"]
["","",false,"",""]
rtl
["submit","",true]
["function","function","function"]
TypeError
"""#

    func testInterfacesAndReflectionMatchABrowser() async throws {
        let runtime = try await page()
        let printed = try await runtime.evaluate("(() => {" + Self.script + "})()").stringValue ?? ""
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = Self.expected.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, expectedLines.count)
        for (line, expected) in zip(lines, expectedLines) {
            XCTAssertEqual(String(line), String(expected))
        }
    }

    /// ARIA reflection on every element, as Chromium 156 prints it for the same script.
    func testRoleAndAriaPropertiesReflectTheirAttributes() async throws {
        let runtime = try await page()
        let printed = try await runtime.evaluate("""
            (() => { const d = document.createElement('div'); const out = [];
              out.push(JSON.stringify([d.role, d.ariaLabel, d.ariaHidden]));
              d.setAttribute('role', 'button'); d.ariaLabel = 'Close'; d.ariaExpanded = 'true';
              out.push(JSON.stringify([d.role, d.getAttribute('aria-label'), d.ariaExpanded, d.outerHTML]));
              d.ariaLabel = null; out.push(JSON.stringify([d.hasAttribute('aria-label'), 'role' in document.createElementNS('http://www.w3.org/2000/svg', 'svg')]));
              return out.join('\\n'); })()
            """)
        XCTAssertEqual(printed, """
            [null,null,null]
            ["button","Close","true","<div role=\\"button\\" aria-label=\\"Close\\" aria-expanded=\\"true\\"></div>"]
            [false,true]
            """)
    }

    func testTemplateInnerHTMLFillsItsContent() async throws {
        let runtime = try await page()
        let state = try await runtime.evaluate("""
            (() => { const t = document.createElement('template'); t.innerHTML = '<p>x</p>';
              return [t.childNodes.length, t.content.childNodes.length, t.innerHTML, t instanceof HTMLTemplateElement]; })()
            """)
        XCTAssertEqual(state, [0, 1, "<p>x</p>", true])
    }

    /// `translate` (inherited, "yes"/"no") and the [Unscopable] ChildNode and ParentNode methods,
    /// as Chromium 156 answers.
    func testTranslateAndUnscopablesAnswerAsChromiumDoes() async throws {
        let runtime = try await page("")
        let out = await runtime.js(#"""
            (() => { const out = []; const d = document.createElement('div'); const s = document.createElement('span'); d.appendChild(s);
            out.push(d.translate, s.translate); d.setAttribute('translate', 'no'); out.push(d.translate, s.translate); s.translate = true; out.push(s.getAttribute('translate'), s.translate); d.translate = true; out.push(d.getAttribute('translate')); d.setAttribute('translate', 'bogus'); out.push(d.translate);
            d.setAttribute('translate', ''); out.push(d.translate);
            const u = Element.prototype[Symbol.unscopables]; out.push(Object.getPrototypeOf(u), Object.keys(u).sort().join());
            out.push(Object.keys(DocumentFragment.prototype[Symbol.unscopables] || {}).sort().join(), Object.keys(CharacterData.prototype[Symbol.unscopables] || {}).sort().join(), Object.keys(Document.prototype[Symbol.unscopables] || {}).sort().join(), Object.keys(DocumentType.prototype[Symbol.unscopables] || {}).sort().join());
            return JSON.stringify(out); })()
            """#)
        XCTAssertEqual(out.stringValue, ##"[true,true,false,false,"yes",true,"yes",true,true,null,"after,append,before,prepend,remove,replaceChildren,replaceWith,slot","append,prepend,replaceChildren","after,before,remove,replaceWith","append,fullscreen,prepend,replaceChildren","after,before,remove,replaceWith"]"##)
    }
}
