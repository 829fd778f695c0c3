import DOMShim
import JSRuntime
import XCTest

/// The CSSOM (`JSScripts/dom/cssom.js`, `css-syntax.js`) against what Chromium 156 answers for the
/// same page and script: each expected string is Chromium's output, written from its run
/// (`/tmp/ce/eval.py PAGE SCRIPT`).
final class CSSOMTests: XCTestCase {
    /// Every kind of rule from a `<style>`: cssText as Chromium writes it (values in normal form, `from`/`to` as percentages, unknown properties, bad declarations, bad selectors and unknown at-rules dropped), the sheet's and rules' attributes, CSSRule's constants.
    func testRulesAndTheirTextAsChromiumWritesThem() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style id=s>
            @charset "utf-8";
            @import url("x.css") screen;
            @import 'y.css';
            DIV>P , a[href='x'] { color : #f00 ; margin:0 ; background: url(a.png) }
            @media screen and (min-width:100px){ .a{color:red!important} .b { margin: 1px 2px } }
            @font-face { font-family: "Foo"; src: url(foo.woff) }
            @keyframes spin { from { transform: rotate(0deg) } 50.5% { opacity: .5 } to { transform: rotate(360deg) } }
            p { bogus; color: blue; width: -5px; height: 10px; nonsense-prop: 1; color: green }
            p:hover::before { content: "x" }
            div { color: red !important; color: blue }
            !!bad selector { color: red }
            h1 { color: red; } } h2 { color: blue }
            @supports (display: grid) and (not (display: foo)) { .g { display: grid } }
            @page :first { margin: 1in }
            @unknown-rule foo { bar }
            ul li , ol>li+li~li { padding : 0 1PX 2em }
            .c { --Custom: { a b }; --x:  1px   2px ; border-width: 1px 2px 3px 4px }
            </style></head><body></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const s = document.getElementById('s').sheet; const t = (f) => { try { return f(); } catch (e) { return e.name; } };
            return JSON.stringify({ n: document.styleSheets.length, same: document.styleSheets[0] === s, rules: [...s.cssRules].map(r => [r.type, r.constructor.name, r.cssText]),
             imp: [s.cssRules[0].href, s.cssRules[0].media.mediaText, s.cssRules[1].media.length, !!s.cssRules[0].styleSheet, s.cssRules[0].parentStyleSheet === s],
             media: [s.cssRules[3].media.mediaText, s.cssRules[3].conditionText, s.cssRules[3].cssRules.length, s.cssRules[3].cssRules[0].parentRule === s.cssRules[3], s.cssRules[3].cssRules[1].style.margin],
             kf: [s.cssRules[5].name, s.cssRules[5].cssRules.length, s.cssRules[5].cssRules[1].keyText, s.cssRules[5].findRule('to').cssText, t(() => s.cssRules[5].appendRule('80% { color: red }')), s.cssRules[5].cssRules.length],
             sheet: [s.title, s.type, s.href, s.disabled, s.ownerNode.id, s.media.mediaText, s.rules === s.cssRules, s.cssRules === s.cssRules, s.parentStyleSheet, s.ownerRule, s.cssRules.item(99), s.cssRules[99]],
             style: [s.cssRules[3].cssRules[1].style.length, s.cssRules[2].style.color, s.cssRules[2].style.getPropertyValue('margin-top'), s.cssRules[2].style.parentRule === s.cssRules[2], s.cssRules[2].selectorText],
             consts: [CSSRule.STYLE_RULE, CSSRule.MEDIA_RULE, CSSRule.KEYFRAMES_RULE, CSSRule.SUPPORTS_RULE, s.cssRules[2].STYLE_RULE, typeof CSSStyleSheet, typeof CSSRuleList, t(() => new CSSRule()), t(() => new CSSStyleRule())] }); })()
            """#)
        let chromium = ##"{"n":1,"same":true,"rules":[[3,"CSSImportRule","@import url(\"x.css\") screen;"],[3,"CSSImportRule","@import url(\"y.css\");"],[1,"CSSStyleRule","div > p, a[href=\"x\"] { color: rgb(255, 0, 0); margin: 0px; background: url(\"a.png\"); }"],[4,"CSSMediaRule","@media screen and (min-width: 100px) {\n  .a { color: red !important; }\n  .b { margin: 1px 2px; }\n}"],[5,"CSSFontFaceRule","@font-face { font-family: Foo; src: url(\"foo.woff\"); }"],[7,"CSSKeyframesRule","@keyframes spin { \n  0% { transform: rotate(0deg); }\n  50.5% { opacity: 0.5; }\n  100% { transform: rotate(360deg); }\n}"],[1,"CSSStyleRule","p { height: 10px; color: green; }"],[1,"CSSStyleRule","p:hover::before { content: \"x\"; }"],[1,"CSSStyleRule","div { color: red !important; }"],[1,"CSSStyleRule","h1 { color: red; }"],[12,"CSSSupportsRule","@supports (display: grid) and (not (display: foo)) {\n  .g { display: grid; }\n}"],[6,"CSSPageRule","@page :first { margin: 1in; }"],[1,"CSSStyleRule","ul li, ol > li + li ~ li { padding: 0px 1px 2em; }"],[1,"CSSStyleRule",".c { --Custom: { a b }; --x: 1px   2px; border-width: 1px 2px 3px 4px; }"]],"imp":["x.css","screen",0,true,true],"media":["screen and (min-width: 100px)","screen and (min-width: 100px)",2,true,"1px 2px"],"kf":["spin",3,"50.5%","100% { transform: rotate(360deg); }",null,4],"sheet":[null,"text/css",null,false,"s","",true,true,null,null,null,null],"style":[4,"rgb(255, 0, 0)","0px",true,"div > p, a[href=\"x\"]"],"consts":[1,4,7,12,1,"function","function","TypeError","TypeError"]}"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// insertRule/deleteRule on sheets and grouping rules: IndexSizeError, SyntaxError, HierarchyRequestError and NotAllowedError with Chromium's messages; addRule/removeRule.
    func testInsertRuleAndDeleteRuleErrorsAsChromiumThrowsThem() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style id=s>@import url(a.css); p { color: red } @media print { i { color: blue } }</style></head><body></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const s = document.getElementById('s').sheet; const out = [];
            const t = (f) => { try { return f(); } catch (e) { return e.name + ': ' + e.message; } };
            out.push(t(() => s.insertRule('div { color: red }', 9)));
            out.push(t(() => s.insertRule('div {', 1)), s.cssRules.length, s.cssRules[1].cssText);
            out.push(t(() => s.insertRule('div { color: red } p { }', 1)));
            out.push(t(() => s.insertRule('not a rule', 1)));
            out.push(t(() => s.insertRule('', 1)));
            out.push(t(() => s.insertRule('div { color: red }', 0)));
            out.push(t(() => s.insertRule('@import url(b.css);', 3)));
            out.push(t(() => s.insertRule('@import url(b.css);', 1)), s.cssRules.length);
            out.push(t(() => s.insertRule('span { color: green }')), s.cssRules.length);
            out.push(t(() => s.insertRule('em { color: green }', 3)), s.cssRules.length, s.cssRules[3].cssText);
            out.push(t(() => s.deleteRule(99)), t(() => s.deleteRule(-1)));
            const r = s.cssRules[3]; s.deleteRule(3); out.push(r.parentStyleSheet, s.cssRules.length);
            const m = s.cssRules[s.cssRules.length - 1];
            out.push(t(() => m.insertRule('b { color: red }', 5)), t(() => m.insertRule('@import url(c.css);', 0)), t(() => m.insertRule('b { color: red }', 1)), m.cssRules.length, m.cssText);
            out.push(t(() => m.deleteRule(5)), t(() => m.deleteRule(0)), m.cssText);
            out.push(t(() => s.addRule('q', 'color: red')), s.cssRules[s.cssRules.length - 1].cssText, t(() => s.addRule('q', 'color: red', 2)), s.cssRules[2].cssText);
            out.push(t(() => s.removeRule()), s.cssRules.length, s.cssRules[0].cssText);
            out.push(t(() => s.replaceSync('a {}')), t(() => s.insertRule('@media screen { @media print { a { color: red } } }', 0)), s.cssRules[0].cssText);
            return JSON.stringify(out); })()
            """#)
        let chromium = ##"["IndexSizeError: Failed to execute 'insertRule' on 'CSSStyleSheet': The index provided (9) is larger than the maximum index (3).",1,4,"div { }","SyntaxError: Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to parse the rule 'div { color: red } p { }'.","SyntaxError: Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to parse the rule 'not a rule'.","SyntaxError: Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to parse the rule ''.","HierarchyRequestError: Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to insert the rule.","HierarchyRequestError: Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to insert the rule.",1,5,"HierarchyRequestError: Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to insert the rule.",5,3,6,"em { color: green; }","IndexSizeError: Failed to execute 'deleteRule' on 'CSSStyleSheet': The index provided (99) is larger than the maximum index (5).","IndexSizeError: Failed to execute 'deleteRule' on 'CSSStyleSheet': The index provided (4294967295) is larger than the maximum index (5).",null,5,"IndexSizeError: Failed to execute 'insertRule' on 'CSSGroupingRule': the index 5 must be less than or equal to the length of the rule list.","HierarchyRequestError: Failed to execute 'insertRule' on 'CSSGroupingRule': '@import' rules cannot be inserted inside a group rule.",1,2,"@media print {\n  i { color: blue; }\n  b { color: red; }\n}","IndexSizeError: Failed to execute 'deleteRule' on 'CSSGroupingRule': the index 5 is greated than the length of the rule list.",null,"@media print {\n  b { color: red; }\n}",-1,"q { color: red; }",-1,"q { color: red; }",null,6,"@import url(\"b.css\");","NotAllowedError: Failed to execute 'replaceSync' on 'CSSStyleSheet': Can't call replaceSync on non-constructed CSSStyleSheets.","HierarchyRequestError: Failed to execute 'insertRule' on 'CSSStyleSheet': Failed to insert the rule.","@import url(\"b.css\");"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// selectorText set and read back: Chromium's normal form, an invalid selector leaves the rule as it was.
    func testSelectorTextRoundTrips() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style id=s>p {}</style></head><body></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const r = document.getElementById('s').sheet.cssRules[0]; const out = [];
            for (const sel of ['DIV', 'div>p', 'a  b', 'a+b~c', '#Id.Cls', '[data-X="1"]', "[lang|='en' i]", '*', 'p:first-child', 'li:nth-child(2n+1)', 'li:NTH-CHILD( odd )', 'a:not(.b, .c)', ':is(h1,h2) span', 'p::before', 'p:before', 'a:hover', '.a , .b', 'svg|rect', '', 'p {', '1p', 'p:bogus', 'input[type=text]', 'a[href$=".pdf"]', ':root > body']) {
              r.selectorText = 'p'; r.selectorText = sel; out.push(r.selectorText); }
            return JSON.stringify(out); })()
            """#)
        let chromium = ##"["div","div > p","a b","a + b ~ c","#Id.Cls","[data-x=\"1\"]","[lang|=\"en\" i]","*","p:first-child","li:nth-child(2n+1)","li:nth-child(2n+1)","a:not(.b, .c)",":is(h1, h2) span","p::before","p::before","a:hover",".a, .b","p","p","p","p","p","input[type=\"text\"]","a[href$=\".pdf\"]",":root > body"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// getComputedStyle with the cascade: specificity, source order, !important (sheet and inline), @media, inheritance, em/rem/%/pt font sizes, line-height numbers, UA defaults, var(), blockification. Layout-dependent values (width, percentage paddings) are left out: they need layout. The expected values are the WebKit engine's for this page (`run --engine webkit`); where Chromium differs, WebKit is the reference: the h1's margin in WebKit's layout units (26.796875px, Chromium 26.8px), numbers with six decimals of a float (`small` at 33.333332px, Chromium 33.3333px), the initial family `-webkit-standard` (Chromium `"Times New Roman"`), an <li>'s `text-align: match-parent` as `left` (Chromium `start`).
    func testTheCascadeAsWebKitComputesIt() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style>
            html { font-size: 20px }
            body { color: #333; font-family: Arial, sans-serif; line-height: 1.5 }
            .box { color: green; margin: 1em 2em; border: 2px solid red; font-size: 0.8em }
            #main .box { color: blue }
            div.box { color: orange !important }
            p { color: purple; font-size: 150%; text-align: center }
            @media (min-width: 100px) { p.late { color: teal } }
            @media (min-width: 5000px) { p.late { color: maroon } }
            span { font-size: 2rem; font-weight: bolder; visibility: hidden; background: yellow }
            .x { display: inline-block; float: left }
            h1 small { font-size: smaller }
            ul li { list-style: square inside }
            .var { --c: rgb(1, 2, 3); color: var(--c) }
            .imp { color: red !important } #i1 { color: blue } 
            .spec1 .spec2 { color: red } .spec2.spec2 { color: blue } div .spec2 { color: green }
            .inl { color: red !important }
            .pt { font-size: 12pt; margin-top: 0.5in; border-left: thick double; letter-spacing: 0.1em }
            </style></head><body><div id=main><div class=box style="color: black; margin-left: 3px">box <span>s</span></div><p class=late>p <b>b</b> <em>e</em></p>
            <h1>H <small>sm</small></h1><ul><li>one</li></ul><a href="#">a</a><img src=x.png><table><tr><td>c</td></tr></table><span class=x>x</span><div class=var hidden>v</div>
            <div class=imp id=i1>i</div><div class=spec1><div class=spec2>s</div></div><div class=inl style="color: blue !important">n</div><div class=pt>pt</div></div></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const props = ['display','color','font-size','font-weight','font-style','font-family','line-height','margin-top','margin-left','margin','border-top-width','border-top-style','border-top-color','border-left-width','border-left-style','text-align','visibility','background-color','list-style-type','float','text-decoration-line','white-space','position','opacity','z-index','letter-spacing','--c'];
            const out = {}; let k = 0; for (const el of document.querySelectorAll('*')) { const cs = getComputedStyle(el); out[(k++) + el.localName + (el.className ? '.' + el.className : '')] = props.map(p => cs.getPropertyValue(p)).join('|'); }
            const cs = getComputedStyle(document.body); out.camel = [cs.fontSize, cs['font-size'], cs.cssText, typeof cs.length, cs.length > 300, cs.item(0), cs.getPropertyPriority('color'), cs.cssFloat, cs.backgroundColor, cs.parentRule].join('|');
            try { cs.setProperty('color', 'red'); } catch (e) { out.setp = e.name; }
            const d = document.createElement('div'); out.detached = [getComputedStyle(d).display, getComputedStyle(d).color, getComputedStyle(d).length].join('|');
            return JSON.stringify(out); })()
            """#)
        let webKit = ##"{"0html":"block|rgb(0, 0, 0)|20px|400|normal|-webkit-standard|normal|0px|0px|0px|0px|none|rgb(0, 0, 0)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","1head":"none|rgb(0, 0, 0)|20px|400|normal|-webkit-standard|normal|0px|0px|0px|0px|none|rgb(0, 0, 0)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","2style":"none|rgb(0, 0, 0)|20px|400|normal|-webkit-standard|normal|0px|0px|0px|0px|none|rgb(0, 0, 0)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","3body":"block|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|8px|8px|8px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","4div":"block|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","5div.box":"block|rgb(255, 165, 0)|16px|400|normal|Arial, sans-serif|24px|16px|3px|16px 32px 16px 3px|2px|solid|rgb(255, 0, 0)|2px|solid|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","6span":"inline|rgb(255, 165, 0)|40px|700|normal|Arial, sans-serif|60px|0px|0px|0px|0px|none|rgb(255, 165, 0)|0px|none|start|hidden|rgb(255, 255, 0)|disc|none|none|normal|static|1|auto|normal|","7p.late":"block|rgb(0, 128, 128)|30px|400|normal|Arial, sans-serif|45px|30px|0px|30px 0px|0px|none|rgb(0, 128, 128)|0px|none|center|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","8b":"inline|rgb(0, 128, 128)|30px|700|normal|Arial, sans-serif|45px|0px|0px|0px|0px|none|rgb(0, 128, 128)|0px|none|center|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","9em":"inline|rgb(0, 128, 128)|30px|400|italic|Arial, sans-serif|45px|0px|0px|0px|0px|none|rgb(0, 128, 128)|0px|none|center|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","10h1":"block|rgb(51, 51, 51)|40px|700|normal|Arial, sans-serif|60px|26.796875px|0px|26.796875px 0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","11small":"inline|rgb(51, 51, 51)|33.333332px|700|normal|Arial, sans-serif|50px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","12ul":"block|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|20px|0px|20px 0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","13li":"list-item|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|left|visible|rgba(0, 0, 0, 0)|square|none|none|normal|static|1|auto|normal|","14a":"inline|rgb(0, 0, 238)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(0, 0, 238)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|underline|normal|static|1|auto|normal|","15img":"inline|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","16table":"table|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","17tbody":"table-row-group|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","18tr":"table-row|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","19td":"table-cell|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","20span.x":"block|rgb(51, 51, 51)|40px|700|normal|Arial, sans-serif|60px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|hidden|rgb(255, 255, 0)|disc|left|none|normal|static|1|auto|normal|","21div.var":"none|rgb(1, 2, 3)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(1, 2, 3)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|rgb(1, 2, 3)","22div.imp":"block|rgb(255, 0, 0)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(255, 0, 0)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","23div.spec1":"block|rgb(51, 51, 51)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(51, 51, 51)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","24div.spec2":"block|rgb(0, 0, 255)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(0, 0, 255)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","25div.inl":"block|rgb(0, 0, 255)|20px|400|normal|Arial, sans-serif|30px|0px|0px|0px|0px|none|rgb(0, 0, 255)|0px|none|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|normal|","26div.pt":"block|rgb(51, 51, 51)|16px|400|normal|Arial, sans-serif|24px|48px|0px|48px 0px 0px|0px|none|rgb(51, 51, 51)|5px|double|start|visible|rgba(0, 0, 0, 0)|disc|none|none|normal|static|1|auto|1.6px|","camel":"20px|20px||number|true|accent-color||none|rgba(0, 0, 0, 0)|","setp":"NoModificationAllowedError","detached":"||0"}"##
        XCTAssertEqual(out.stringValue, webKit)
    }

    /// A `<style>` changed by script gets a new sheet; insertRule, rule.style, selectorText, disabled, media, added and removed sheets, constructed sheets and adoptedStyleSheets all reach computed styles; MediaList.
    func testSheetsFollowTheirStyleElementAndScripts() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style id=s>p { color: red }</style></head><body><p id=p>x</p></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const out = []; const st = document.getElementById('s'); const p = document.getElementById('p'); const cs = getComputedStyle(p);
            const first = st.sheet; out.push(cs.color, first.cssRules.length);
            st.textContent = 'p { color: blue } p { font-size: 20px }'; out.push(cs.color, cs.fontSize, st.sheet === first, first.ownerNode, st.sheet.cssRules.length, document.styleSheets.length);
            st.sheet.insertRule('#p { color: green }', 2); out.push(cs.color);
            st.sheet.cssRules[2].style.color = 'purple'; out.push(cs.color, st.sheet.cssRules[2].cssText);
            st.sheet.cssRules[2].selectorText = 'div'; out.push(cs.color);
            st.sheet.disabled = true; out.push(cs.color, cs.fontSize, document.styleSheets.length); st.sheet.disabled = false;
            st.appendChild(document.createTextNode(' p { color: orange !important }')); out.push(cs.color, st.sheet.cssRules.length);
            st.media = 'print'; out.push(cs.color, st.sheet.media.mediaText); st.removeAttribute('media');
            const s2 = document.createElement('style'); s2.textContent = 'p { font-size: 30px !important }'; out.push(s2.sheet); document.head.appendChild(s2); out.push(cs.fontSize, document.styleSheets.length, document.styleSheets[1] === s2.sheet);
            s2.remove(); out.push(cs.fontSize, document.styleSheets.length, s2.sheet);
            p.style.fontSize = '11px'; out.push(cs.fontSize);
            p.className = 'q'; st.sheet.insertRule('.q { font-weight: bold }'); out.push(cs.fontWeight);
            const c = new CSSStyleSheet(); c.replaceSync('p { text-align: right } @import url(x.css);'); out.push(c.cssRules.length, c.href, c.ownerNode, cs.textAlign);
            document.adoptedStyleSheets = [c]; out.push(cs.textAlign, document.styleSheets.length);
            const t = (f) => { try { return f(); } catch (e) { return e.name; } };
            out.push(t(() => st.sheet.replaceSync('a {}')), t(() => c.insertRule('@import url(y.css);')), t(() => { document.adoptedStyleSheets = [st.sheet]; }));
            const m = new CSSStyleSheet({ media: 'print', disabled: true }); out.push(m.media.mediaText, m.disabled);
            m.media.appendMedium('screen'); out.push(m.media.mediaText, m.media.length, m.media.item(1), m.media[0]); m.media.deleteMedium('print'); out.push(m.media.mediaText, t(() => m.media.deleteMedium('tv')));
            m.media.mediaText = 'screen and (max-width:100px), PRINT'; out.push(m.media.mediaText);
            return JSON.stringify(out); })()
            """#)
        let chromium = ##"["rgb(255, 0, 0)",1,"rgb(0, 0, 255)","20px",false,null,2,1,"rgb(0, 128, 0)","rgb(128, 0, 128)","#p { color: purple; }","rgb(0, 0, 255)","rgb(0, 0, 0)","16px",1,"rgb(255, 165, 0)",3,"rgb(0, 0, 0)","print",null,"30px",2,true,"20px",1,null,"11px","700",1,null,null,"start","right",1,"NotAllowedError","SyntaxError","NotAllowedError","print",true,"print, screen",2,"screen","print","screen","NotFoundError","screen and (max-width: 100px), print"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// The UA display of each HTML element, as Chromium 156 reports it.
    func testDefaultDisplayOfEveryHTMLElement() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head></head><body></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const tags = 'a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link listing main map mark marquee menu meta meter nav nobr noembed noframes noscript object ol optgroup option output p param picture plaintext pre progress q rp rt ruby s samp script search section select slot small source span strike strong style sub summary sup table tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr xmp foo custom-el'.split(' ');
            const out = {}; const host = document.createElement('div'); document.body.appendChild(host);
            for (const t of tags) { const e = document.createElement(t); host.appendChild(e); out[t] = getComputedStyle(e).display; e.remove(); }
            return JSON.stringify(out); })()
            """#)
        let chromium = ##"{"a":"inline","abbr":"inline","address":"block","area":"none","article":"block","aside":"block","audio":"none","b":"inline","base":"none","bdi":"inline","bdo":"inline","blockquote":"block","body":"block","br":"inline","button":"inline-block","canvas":"inline","caption":"table-caption","center":"block","cite":"inline","code":"inline","col":"table-column","colgroup":"table-column-group","data":"inline","datalist":"none","dd":"block","del":"inline","details":"block","dfn":"inline","dialog":"none","dir":"block","div":"block","dl":"block","dt":"block","em":"inline","embed":"inline","fieldset":"block","figcaption":"block","figure":"block","font":"inline","footer":"block","form":"block","frame":"block","frameset":"block","h1":"block","h2":"block","h3":"block","h4":"block","h5":"block","h6":"block","head":"none","header":"block","hgroup":"block","hr":"block","html":"block","i":"inline","iframe":"inline","img":"inline","input":"inline-block","ins":"inline","kbd":"inline","label":"inline","legend":"block","li":"list-item","link":"none","listing":"block","main":"block","map":"inline","mark":"inline","marquee":"inline-block","menu":"block","meta":"none","meter":"inline-block","nav":"block","nobr":"inline","noembed":"none","noframes":"none","noscript":"inline","object":"inline","ol":"block","optgroup":"block","option":"block","output":"inline","p":"block","param":"none","picture":"inline","plaintext":"block","pre":"block","progress":"inline-block","q":"inline","rp":"none","rt":"inline","ruby":"ruby","s":"inline","samp":"inline","script":"none","search":"block","section":"block","select":"inline-block","slot":"contents","small":"inline","source":"inline","span":"inline","strike":"inline","strong":"inline","style":"none","sub":"inline","summary":"block","sup":"inline","table":"table","tbody":"table-row-group","td":"table-cell","template":"none","textarea":"inline-block","tfoot":"table-footer-group","th":"table-cell","thead":"table-header-group","time":"inline","title":"none","tr":"table-row","track":"inline","tt":"inline","u":"inline","ul":"block","var":"inline","video":"inline","wbr":"inline","xmp":"block","foo":"inline","custom-el":"inline"}"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// @namespace rules, iterating a declaration, custom properties and pseudo-elements in computed styles, the CSS namespace, a sheet adopted twice counting at its last place.
    func testNamespacesPseudoElementsCSSAndAdoptedSheets() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style id=s>
            @namespace svg url("http://www.w3.org/2000/svg");
            .a { color: red } .a { color: blue }
            </style></head><body><div class="a" id=d style="--x: 1; margin: 1px">x</div></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const out = []; const d = document.getElementById('d'); const s = document.getElementById('s').sheet;
            out.push(s.cssRules.length, s.cssRules[0].cssText, s.cssRules[0].prefix, s.cssRules[0].namespaceURI, [...d.style].join(','), d.style.length);
            const cs = getComputedStyle(d); out.push(cs.color, cs.getPropertyValue('--x'), cs[cs.length - 1], getComputedStyle(d, '::before').display, getComputedStyle(d, '::bogus').length, getComputedStyle(d, 'bogus').color);
            out.push(typeof CSS, String(CSS), CSS.escape('1a b#c'), CSS.supports('display', 'grid'), CSS.supports('display: flex'), CSS.supports('(color: red) and (foo: bar)'), CSS.supports('color', 'nonsense'), CSS.supports('selector(a > b)'));
            const c = new CSSStyleSheet(); c.replaceSync('div { z-index: 1 }'); const c2 = new CSSStyleSheet(); c2.replaceSync('div { z-index: 2 }');
            document.adoptedStyleSheets = [c, c2, c]; out.push(cs.zIndex); document.adoptedStyleSheets = [c2, c]; out.push(cs.zIndex);
            return JSON.stringify(out); })()
            """#)
        let chromium = ##"[3,"@namespace svg url(\"http://www.w3.org/2000/svg\");","svg","http://www.w3.org/2000/svg","--x,margin-top,margin-right,margin-bottom,margin-left",5,"rgb(0, 0, 255)","1","--x","inline",0,"rgb(0, 0, 255)","object","[object CSS]","\\31 a\\ b\\#c",true,true,false,false,true,"1","1"]"##
        XCTAssertEqual(out.stringValue, chromium)
    }

    /// Selectors with namespace prefixes from the sheet's @namespace rules: written back with
    /// the prefix as the CSSOM spec and Chromium write them (`*|` and a prefix naming the default
    /// namespace said only when they matter), and matched by namespace in the cascade; a prefix
    /// with no @namespace makes the rule invalid (`html|p`), a selector with no prefix is in the
    /// default namespace (`p` under an SVG default matches no HTML `p`), and querySelector knows
    /// no prefixes.
    func testNamespacePrefixesInSelectorsAreWrittenAndMatched() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><html><head><style id=s>
            @namespace svg url(http://www.w3.org/2000/svg);
            svg|rect, |x, *|b.c { z-index: 1 }
            svg|* { z-index: 2 }
            html|p { z-index: 3 }
            </style><style id=d>
            @namespace url(http://www.w3.org/2000/svg); @namespace h url(http://www.w3.org/1999/xhtml); @namespace s url(http://www.w3.org/2000/svg);
            rect { order: 4 } *|circle { order: 5 } s|*.k { order: 6 } h|p, *|*:first-child { order: 7 } p { order: 8 }
            </style></head><body><p class=k>p</p><svg><rect class=k /><circle /></svg><rect id=html-rect></rect></body></html>
            """#)
        let out = await runtime.js(#"""
            (() => { const texts = (id) => [...document.getElementById(id).sheet.cssRules].filter((r) => r.type === 1).map((r) => r.selectorText);
            const z = (el) => getComputedStyle(el).zIndex, order = (el) => getComputedStyle(el).order;
            const p = document.querySelector('p'), rect = document.querySelector('svg rect'), circle = document.querySelector('circle'), htmlRect = document.getElementById('html-rect');
            const s = document.getElementById('s').sheet; s.cssRules[2].selectorText = 'svg|circle'; const set = s.cssRules[2].selectorText;
            let prefixed; try { document.querySelector('svg|rect'); } catch (e) { prefixed = e.name; }
            return JSON.stringify([texts('s'), texts('d'), set, z(rect), z(circle), z(htmlRect), z(p), order(p), order(rect), order(circle), order(htmlRect), prefixed]); })()
            """#)
        XCTAssertEqual(out.stringValue, ##"[["svg|rect, |x, b.c","svg|circle"],["rect","*|circle",".k","h|p, *|*:first-child","p"],"svg|circle","1","2","auto","auto","7","7","5","0","SyntaxError"]"##)
    }

    /// A shadow root's adopted sheets and its own `<style>` elements style its shadow tree (the
    /// adopted ones after, a sheet adopted twice at its last place, a disabled one not at all),
    /// and the document's rules do not reach into it; a detached host's tree has no computed
    /// style. As Chromium 156 answers.
    func testShadowRootsAdoptedSheetsAndStylesStyleTheirTree() async throws {
        let runtime = try await page("<style>span { color: red; z-index: 9 }</style><div id=host></div>")
        let out = await runtime.js(#"""
            (() => { const out = [], host = document.getElementById('host'), root = host.attachShadow({ mode: 'open' });
            root.innerHTML = '<style>span { color: green }</style><span>x</span>';
            const span = root.querySelector('span'), cs = getComputedStyle(span);
            out.push(cs.color, cs.zIndex, root.adoptedStyleSheets.length);
            const sheets = [0, 1].map((i) => { const s = new CSSStyleSheet(); s.replaceSync(`span { z-index: ${i}; color: blue }`); return s; });
            root.adoptedStyleSheets = [sheets[1], sheets[0], sheets[1]];
            out.push(cs.color, cs.zIndex);
            const off = new CSSStyleSheet({ disabled: true }); off.replaceSync('span { z-index: 5 }');
            root.adoptedStyleSheets = [sheets[1], off];
            out.push(cs.zIndex);
            host.remove(); out.push(JSON.stringify(cs.zIndex)); document.body.append(host); out.push(cs.zIndex);
            try { root.adoptedStyleSheets = [document.styleSheets[0]]; } catch (e) { out.push(e.name + ': ' + e.message); }
            return JSON.stringify(out); })()
            """#)
        XCTAssertEqual(out.stringValue, ##"["rgb(0, 128, 0)","auto",0,"rgb(0, 0, 255)","1","1","\"\"","1","NotAllowedError: Failed to set the 'adoptedStyleSheets' property on 'ShadowRoot': Can't adopt non-constructed stylesheets."]"##)
    }

    /// `:host` and `:host(compound)` rules of a shadow tree style its host: below the host's
    /// own tree's rules and style attribute when normal, above them when important; they match
    /// nothing outside that cascade (querySelector, matches). The answers are Chromium 156's.
    func testHostRulesStyleTheShadowHost() async throws {
        let runtime = try await page(#"<style>div.h { z-index: 1 } div.i { order: 1 !important }</style><div id=a class="h i" style="opacity: 0.5; order: 2 !important"></div><div id=b red></div>"#)
        let out = await runtime.js(#"""
            (() => { const out = [];
              const a = document.getElementById('a'), b = document.getElementById('b');
              const sheet = new CSSStyleSheet(); sheet.replaceSync(':host { z-index: 5; color: red; opacity: 0.1 } :host(.i) { order: 3 !important } :host([red]) span { color: blue } span { color: green }');
              const ra = a.attachShadow({ mode: 'open' }); ra.adoptedStyleSheets = [sheet]; ra.innerHTML = '<span>x</span><style>:host(#a) { text-align: right }</style>';
              const cs = getComputedStyle(a); out.push(cs.zIndex, cs.color, cs.opacity, cs.order, cs.textAlign, getComputedStyle(ra.querySelector('span')).color);
              const rb = b.attachShadow({ mode: 'open' }); rb.adoptedStyleSheets = [sheet]; out.push(getComputedStyle(b).color, getComputedStyle(b).zIndex);
              b.removeAttribute('red'); b.className = 'i'; out.push(getComputedStyle(b).order);
              out.push(document.querySelector(':host'), a.matches(':host'), sheet.cssRules[1].selectorText, String(document.querySelectorAll(':host(div)').length));
              return JSON.stringify(out); })()
            """#)
        XCTAssertEqual(out.stringValue, #"["1","rgb(255, 0, 0)","0.5","3","right","rgb(0, 128, 0)","rgb(255, 0, 0)","5","3",null,false,":host(.i)","0"]"#)
    }

    /// Hostile sheets: a megabyte of rules with 20,000 unclosed blocks, 50,000 nested @media
    /// rules, 200,000 open parentheses. Chromium 156 crashes its tab on the first two; here each
    /// parses in linear time without a stack overflow (nesting deeper than 1,024 is dropped). At
    /// 1,000 levels, which Chromium survives, the answers are Chromium's.
    func testHostileSheetsParseInBoundedTime() async throws {
        let runtime = try await page("<!DOCTYPE html><html><head></head><body><p class=a>x</p></body></html>")
        let start = ContinuousClock.now
        let out = await runtime.js(#"""
            (() => { const out = [];
            const big = document.createElement('style'); big.textContent = '.a { color: red; margin: 1px 2px }\n'.repeat(30000) + '.b{'.repeat(20000); document.head.appendChild(big);
            out.push(big.sheet.cssRules.length, big.sheet.cssRules[29999].cssText, big.textContent.length > 1000000);
            const deep = document.createElement('style'); deep.textContent = '@media all {'.repeat(50000) + 'p { color: blue }' + '}'.repeat(50000) + ' p { font-size: 11px } ' + '('.repeat(200000) + ' q { color: red }'; document.head.appendChild(deep);
            let depth = 0; for (let r = deep.sheet.cssRules[0]; r && r.cssRules; r = r.cssRules[0]) depth++;
            out.push(deep.sheet.cssRules.length, depth, getComputedStyle(document.querySelector('p')).fontSize, deep.sheet.cssRules[0].cssText.length > 10000);
            const brackets = document.createElement('style'); brackets.textContent = 'p { x: ' + '[{('.repeat(100000) + '} span { color: green }'; document.head.appendChild(brackets); out.push(brackets.sheet.cssRules.length);
            return JSON.stringify(out); })()
            """#)
        XCTAssertEqual(out.stringValue, #"[30001,".a { color: red; margin: 1px 2px; }",true,2,1024,"11px",true,1]"#)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(20))

        let chromium = try await page("<!DOCTYPE html><html><head></head><body><p class=a>x</p></body></html>")
        let thousand = await chromium.js(#"""
            (() => { const s = document.createElement('style'); s.textContent = '@media all {'.repeat(1000) + 'p { color: blue }' + '}'.repeat(1000); document.head.appendChild(s);
            let depth = 0; for (let r = s.sheet.cssRules[0]; r && r.cssRules && r.type !== 1; r = r.cssRules[0]) depth++;
            return JSON.stringify([s.sheet.cssRules.length, depth, getComputedStyle(document.querySelector('p')).color]); })()
            """#)
        XCTAssertEqual(thousand.stringValue, #"[1,1000,"rgb(0, 0, 255)"]"#)
    }

    /// A `<link rel=stylesheet>` loads nothing (no network): its sheet is the one Chromium has
    /// for a same-origin load that failed, empty with its href, and it counts in styleSheets.
    func testALinkedSheetIsEmptyWithItsHref() async throws {
        let runtime = try await page(#"<!DOCTYPE html><html><head><link rel=stylesheet href="a.css" id=l><link rel=icon href=i.png></head><body></body></html>"#)
        let out = await runtime.js(#"""
            (() => { const l = document.getElementById('l');
            return JSON.stringify([l.sheet.href, l.sheet.cssRules.length, document.styleSheets.length, l.sheet.ownerNode === l, document.querySelector('[rel=icon]').sheet, l.sheet.insertRule('p { color: red }'), l.sheet.cssRules.length]); })()
            """#)
        XCTAssertEqual(out.stringValue, #"["https://example.com/post/a.css",0,1,true,null,0,1]"#)
    }

    /// A page that never touches the CSSOM does not compile it: its globals are placeholders of
    /// WebKit's shape (a data property holding the interface) until first use, which installs
    /// the script.
    func testTheCSSOMIsInstalledOnFirstUse() async throws {
        let runtime = try await page("<p>x</p>")
        let before = await runtime.js("typeof Object.getOwnPropertyDescriptor(globalThis, 'CSSStyleSheet').value")
        XCTAssertEqual(before, "function")
        let installedBefore = await runtime.installedLazyDOMScripts()
        XCTAssertFalse(installedBefore.contains("dom/cssom.js"))
        let sheets = await runtime.js("document.styleSheets.length + ':' + typeof Object.getOwnPropertyDescriptor(globalThis, 'CSSStyleSheet').value + ':' + typeof CSSStyleSheet")
        XCTAssertEqual(sheets, "0:function:function")
        let installedAfter = await runtime.installedLazyDOMScripts()
        XCTAssertTrue(installedAfter.contains("dom/cssom.js"))
    }
}
