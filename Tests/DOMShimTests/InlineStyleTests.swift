import DOMShim
import JSRuntime
import XCTest

/// Inline styles set from script serialize as Chromium 156 serializes them (each expected
/// line is what it printed for the same script): four-sided shorthands kept as longhands and
/// written back shortest, numbers to six significant digits, values a property cannot take
/// refused.
final class InlineStyleTests: XCTestCase {
    /// `style` attribute | `style.margin` | `style.marginTop` | `style.length`, after `script`
    /// runs on a new div (`d`).
    private func described(_ script: String) async throws -> String {
        let runtime = try await page()
        let result = try await runtime.evaluate("""
            (() => { const d = document.createElement('div'); \(script);
              return JSON.stringify(d.getAttribute('style')) + ' | margin=' + JSON.stringify(d.style.margin) + ' mt=' + JSON.stringify(d.style.marginTop) + ' len=' + d.style.length; })()
            """)
        return result.stringValue ?? "\(result)"
    }

    func testFourSidedShorthandsAreWrittenShortest() async throws {
        let cases: [(String, String)] = [
            ("d.style.margin = '1px'", #""margin: 1px;" | margin="1px" mt="1px" len=4"#),
            ("d.style.margin = '1px 2px'", #""margin: 1px 2px;" | margin="1px 2px" mt="1px" len=4"#),
            ("d.style.margin = '1px 2px 3px'", #""margin: 1px 2px 3px;" | margin="1px 2px 3px" mt="1px" len=4"#),
            ("d.style.margin = '1px 2px 3px 4px'", #""margin: 1px 2px 3px 4px;" | margin="1px 2px 3px 4px" mt="1px" len=4"#),
            ("d.style.marginTop = '1px'; d.style.marginRight = '1px'; d.style.marginBottom = '1px'; d.style.marginLeft = '1px'", #""margin: 1px;" | margin="1px" mt="1px" len=4"#),
            ("d.style.marginTop = '1px'; d.style.marginRight = '2px'; d.style.marginBottom = '1px'", #""margin-top: 1px; margin-right: 2px; margin-bottom: 1px;" | margin="" mt="1px" len=3"#),
            ("d.style.color = 'red'; d.style.margin = '0'; d.style.marginLeft = '5px'; d.style.padding = '3px'", #""color: red; margin: 0px 0px 0px 5px; padding: 3px;" | margin="0px 0px 0px 5px" mt="0px" len=9"#),
            ("d.setAttribute('style', 'margin: 1px 2px; color: red'); d.style.marginTop = '7px'", #""margin: 7px 2px 1px; color: red;" | margin="7px 2px 1px" mt="7px" len=5"#),
            ("d.setAttribute('style', 'margin: 1px 2px; color: red')", #""margin: 1px 2px; color: red" | margin="1px 2px" mt="1px" len=5"#),
            ("d.style.marginTop = '1px'; d.style.setProperty('margin-right', '1px', 'important'); d.style.marginBottom = '1px'; d.style.marginLeft = '1px'", #""margin-top: 1px; margin-right: 1px !important; margin-bottom: 1px; margin-left: 1px;" | margin="" mt="1px" len=4"#),
            ("d.style.padding = '0 auto'; d.style.borderWidth = '1px'; d.style.borderStyle = 'solid'; d.style.borderColor = 'red'", #""border-width: 1px; border-style: solid; border-color: red;" | margin="" mt="" len=12"#),
            ("d.style.inset = '0'", #""inset: 0px;" | margin="" mt="" len=4"#),
            ("d.style.cssText = 'margin: 1px; margin-top: 2px'", #""margin: 2px 1px 1px;" | margin="2px 1px 1px" mt="2px" len=4"#),
        ]
        for (script, expected) in cases {
            let described = try await described(script)
            XCTAssertEqual(described, expected, script)
        }
    }

    /// `overflow`, `outline` and `list-style` are kept as their longhands and written back as
    /// the shorthand, leaving out every longhand at its initial value (given or not), the first
    /// longhand's value when all are (`outline: none` is `outline: currentcolor`), and not
    /// written as the shorthand when one longhand is a CSS-wide keyword. Each line is what the
    /// WebKit engine (`run --engine webkit`, WebKitGTK 2.50) printed for the same `cssText`;
    /// Chromium 156 differs on four (`outline: none`, `outline: currentcolor none medium`,
    /// `list-style: inside circle`, `list-style: outside none disc`).
    func testOverflowOutlineAndListStyleAreWrittenAsWebKitWritesThem() async throws {
        let runtime = try await page()
        let cases: [(String, String)] = [
            ("overflow-x: scroll; overflow-y: hidden;", "overflow: scroll hidden; | scroll hidden |  |  | 2"),
            ("overflow-x: scroll; overflow-y: scroll;", "overflow: scroll; | scroll |  |  | 2"),
            ("overflow-x: clip", "overflow-x: clip; |  |  |  | 1"),
            ("overflow: bogus", " |  |  |  | 0"),
            ("outline-width: 2px; outline-style: dotted; outline-color: blue;", "outline: blue dotted 2px; |  | blue dotted 2px |  | 3"),
            ("outline: none", "outline: currentcolor; |  | currentcolor |  | 3"),
            ("outline: 0", "outline: 0px; |  | 0px |  | 3"),
            ("outline: 2px dotted", "outline: dotted 2px; |  | dotted 2px |  | 3"),
            ("outline: currentcolor none medium", "outline: currentcolor; |  | currentcolor |  | 3"),
            ("outline: red !important", "outline: red !important; |  | red |  | 3"),
            ("outline: invert", " |  |  |  | 0"),
            ("outline: 1px solid red; overflow-x: auto", "outline: red solid 1px; overflow-x: auto; |  | red solid 1px |  | 4"),
            ("list-style-type: circle; list-style-position: inside; list-style-image: initial;", "list-style-type: circle; list-style-position: inside; list-style-image: initial; |  |  |  | 3"),
            ("list-style-type: disc; list-style-position: outside; list-style-image: none", "list-style: outside; |  |  | outside | 3"),
            ("list-style: none", "list-style: none; |  |  | none | 3"),
            ("list-style: none url(a.png)", #"list-style: url("a.png") none; |  |  | url("a.png") none | 3"#),
            ("list-style: outside", "list-style: outside; |  |  | outside | 3"),
            ("list-style: square inside", "list-style: inside square; |  |  | inside square | 3"),
            ("list-style-type: initial; list-style-position: initial; list-style-image: initial", "list-style: initial; |  |  | initial | 3"),
        ]
        for (text, expected) in cases {
            let result = await runtime.js("""
                (() => { const d = document.createElement('div'); d.style.cssText = '\(text)';
                  return [d.style.cssText, d.style.overflow, d.style.outline, d.style.listStyle, d.style.length].join(' | '); })()
                """)
            XCTAssertEqual(result.stringValue, expected, text)
        }
    }

    /// `border`, legacy prefixed aliases, zero lengths and shadows, as the WebKit engine
    /// (`run --engine webkit`, WebKitGTK 2.50) wrote each: the four differences Wikipedia's
    /// page library showed (docs/dom.md) and the rules behind them.
    func testBorderAliasesZeroLengthsAndShadowsAreWrittenAsWebKitWritesThem() async throws {
        let runtime = try await page(#"""
            <table id=a style="border:none"></table><table id=b style="border: 1px #aaaaaa solid"></table><table id=c style="border-spacing:0"></table><div id=d></div><div id=e style="-webkit-text-size-adjust: 120%"></div><script>
            for (const id of 'abc') document.getElementById(id).style.display = 'none';
            document.getElementById('d').style['-webkit-transform'] = 'none';
            document.getElementById('e').style.display = 'none';</script>
            """#)
        let page = await runtime.js("""
            const [a, b, c, d, e] = [...'abcde'].map((id) => document.getElementById(id));
            [...[a, b, c, d, e].map((element) => element.getAttribute('style')), a.style.borderTopStyle, a.style.getPropertyValue('border'),
             b.style.borderTopWidth, b.style.getPropertyValue('border-top'), d.style.webkitTransform, d.style.getPropertyValue('-webkit-transform'),
             String(a.style.length), a.style.borderImageSource, a.style.borderImageSlice, String(c.style.length),
             getComputedStyle(c).borderSpacing, getComputedStyle(a).borderSpacing, getComputedStyle(a).borderTopStyle]
            """)
        // `e` is iOS WebKit's answer: `-webkit-text-size-adjust` is a property there (WebKitGTK,
        // without text autosizing, drops it and writes `display: none;`).
        XCTAssertEqual(page, [
            "border: medium; display: none;", "border: 1px solid rgb(170, 170, 170); display: none;", "border-spacing: 0px; display: none;",
            "transform: none;", "-webkit-text-size-adjust: 120%; display: none;", "none", "medium", "1px", "1px solid rgb(170, 170, 170)", "none", "none",
            "18", "none", "100%", "3", "0px", "2px", "none",
        ])
        let cases: [(String, String)] = [
            ("border: 2px dotted", "border: 2px dotted;"), ("border: red", "border: red;"), ("border: 0", "border: 0px;"),
            ("border: medium none currentcolor", "border: medium;"), ("border: inherit", "border: inherit;"),
            ("border: 1px solid red !important", "border: 1px solid red !important;"),
            ("border: 1px solid red; border-top-color: blue", "border-width: 1px; border-style: solid; border-color: blue red red; border-image: none;"),
            ("border: 1px solid red; border-image: none", "border: 1px solid red;"),
            ("border: 1px solid red; border-image-source: url(a.png)", #"border-width: 1px; border-style: solid; border-color: red; border-image: url("a.png");"#),
            ("border: 1px solid; border-image-slice: 30; border-image-width: 2", "border-width: 1px; border-style: solid; border-color: currentcolor; border-image: 30 / 2;"),
            ("border-image: url(a.png) 30 round; border: 1px solid", "border: 1px solid;"),
            ("border-top: 1px solid red", "border-top-width: 1px; border-top-style: solid; border-top-color: red;"),
            ("border-width: 1px; border-style: solid; border-color: red", "border-width: 1px; border-style: solid; border-color: red;"),
            ("border-width: 1px; border-style: solid; border-color: red; border-image: none", "border: 1px solid red;"),
            ("color: red; border: 1px solid; width: 3px", "color: red; border: 1px solid; width: 3px;"),
            ("border: none; border-left: 1px solid", "border-width: medium medium medium 1px; border-style: none none none solid; border-color: currentcolor; border-image: none;"),
            ("border: 0 solid rgb(0, 0, 0)", "border: 0px solid rgb(0, 0, 0);"),
            ("border-spacing: 0 1px", "border-spacing: 0px 1px;"), ("flex-basis: 0", "flex-basis: 0px;"), ("vertical-align: 0", "vertical-align: 0px;"),
            ("perspective: 0", "perspective: 0px;"), ("margin-inline-start: 0", "margin-inline-start: 0px;"), ("background-position: 0 0", "background-position: 0px 0px;"),
            ("box-shadow: 0 0 5px #000", "box-shadow: rgb(0, 0, 0) 0px 0px 5px;"), ("box-shadow: 0 0 5px red inset", "box-shadow: red 0px 0px 5px inset;"),
            ("box-shadow: 1px 1px red, inset 2px 2px 3px 4px blue", "box-shadow: red 1px 1px, blue 2px 2px 3px 4px inset;"),
            ("text-shadow: 1px 1px rgba(0, 0, 0, 0.5), red 0 0", "text-shadow: rgba(0, 0, 0, 0.5) 1px 1px, red 0px 0px;"),
            ("box-shadow: 0 0 var(--x) red", "box-shadow: 0 0 var(--x) red;"),
            ("-webkit-transition: opacity 1s", "transition: opacity 1s;"), ("word-wrap: break-word", "overflow-wrap: break-word;"),
            ("-webkit-border-radius: 4px", "border-radius: 4px;"), ("-webkit-box-shadow: 0 1px red", "-webkit-box-shadow: red 0px 1px;"),
            ("-webkit-flex: 1 1 auto; -webkit-transform: none; transform: scale(2)", "flex: 1 1 auto; transform: scale(2);"),
            ("grid-gap: 1px", "gap: 1px;"), ("-webkit-margin-start: 2px", "margin-inline-start: 2px;"), ("-webkit-user-select: none", "-webkit-user-select: none;"),
            ("text-size-adjust: none", ""),
            ("flex: 1", "flex: 1 1 0%;"), ("flex: none", "flex: 0 0 auto;"), ("flex: 10px 2", "flex: 2 1 10px;"), ("flex: 1 1 0", "flex: 1 1 0px;"),
            ("flex: 1 2 3", ""), ("-webkit-flex: 2 auto", "flex: 2 1 auto;"), ("flex-grow: 1; flex-shrink: 1; flex-basis: 0%", "flex: 1 1 0%;"),
            ("flex-flow: wrap column", "flex-flow: column wrap;"), ("flex-flow: row nowrap", "flex-flow: row;"),
            ("columns: 2 100px", "column-width: 100px; column-count: 2;"), ("columns: 2", "column-width: auto; column-count: 2;"),
            ("transition: 1s opacity ease-in", "transition: opacity 1s ease-in;"), ("transition: all 0s ease 0s", "transition: all;"),
            ("transition: opacity 1s ease, transform 2s ease-out", "transition: opacity 1s, transform 2s ease-out;"),
        ]
        for (text, expected) in cases {
            let result = await runtime.js("(() => { const d = document.createElement('div'); d.style.cssText = '\(text)'; return d.style.cssText; })()")
            XCTAssertEqual(result.stringValue, expected, text)
        }
        let set = await runtime.js("""
            (() => {
            const d = document.createElement('div'); d.style.webkitTransform = 'rotate(1deg)'; d.style.setProperty('-webkit-transition', 'opacity 1s');
            const out = [d.getAttribute('style'), d.style.webkitTransform, d.style.getPropertyValue('-webkit-transition')];
            d.style.removeProperty('-webkit-transform'); out.push(d.style.cssText);
            const sheet = document.createElement('style'); document.head.appendChild(sheet);
            sheet.textContent = '.x{border:none; -webkit-transform:none; border-spacing:0} .y{border: 1px #aaa solid; outline: none; word-wrap: break-word} .z{border-top: 2px dotted; border-image: url(a.png) 30 round}';
            return out.concat([...sheet.sheet.cssRules].map((rule) => rule.cssText));
            })()
            """)
        XCTAssertEqual(set, [
            "transform: rotate(1deg); transition: opacity 1s;", "rotate(1deg)", "opacity 1s", "transition: opacity 1s;",
            ".x { border: medium; transform: none; border-spacing: 0px; }", ".y { border: 1px solid rgb(170, 170, 170); outline: currentcolor; overflow-wrap: break-word; }",
            #".z { border-top-width: 2px; border-top-style: dotted; border-top-color: currentcolor; border-image: url("a.png") 30 round; }"#,
        ])
    }

    /// The font shorthand's value as Chromium 156 writes it back: `normal` parts left out and
    /// ` / ` around the line height; system fonts as given.
    func testTheFontShorthandIsWrittenAsChromiumWritesIt() async throws {
        let runtime = try await page()
        let result = await runtime.js(#"""
            ['font: 10px/1 Ahem', 'font: bold 12px/1.5 "Helvetica Neue", Arial', 'font: normal 12px Arial', 'font: 12px/normal a',
             'font: italic small-caps bold condensed 16px/2 cursive', 'font: 700 12px Arial', 'font: caption', 'font: normal normal 400 normal 12px/normal x']
                .map((text) => { const d = document.createElement('div'); d.style.cssText = text; return d.style.cssText; })
            """#)
        XCTAssertEqual(result, ["font: 10px / 1 Ahem;", #"font: bold 12px / 1.5 "Helvetica Neue", Arial;"#, "font: 12px Arial;", "font: 12px a;",
                                "font: italic small-caps bold condensed 16px / 2 cursive;", "font: 700 12px Arial;", "font: caption;", "font: 400 12px x;"])
    }

    /// WebKit's numbers: at most six decimals, no exponent (Chromium keeps six significant
    /// digits: `33.3333%`); each expected value is the WebKit engine's.
    func testNumbersKeepSixDecimalsAsWebKitWritesThem() async throws {
        let cases: [(String, String)] = [
            ("d.style.width = (100 * 1.14) + '%'", #""width: 114%;" | margin="" mt="" len=1"#),
            ("d.style.width = '33.33333333%'; d.style.opacity = '0.123456789'; d.style.lineHeight = '1.0000001'", #""width: 33.333333%; opacity: 0.123457; line-height: 1;" | margin="" mt="" len=3"#),
            ("d.style.width = '1234567.891px'; d.style.marginLeft = '-0.0000001px'; d.style.height = '.5em'", #""width: 1234567.891px; margin-left: 0px; height: 0.5em;" | margin="" mt="" len=3"#),
            ("d.style.fontSize = '12.5000001px'; d.style.zIndex = '3.7'; d.style.transform = 'scale(0.333333333)'", #""font-size: 12.5px; transform: scale(0.333333);" | margin="" mt="" len=2"#),
        ]
        for (script, expected) in cases {
            let described = try await described(script)
            XCTAssertEqual(described, expected, script)
        }
    }

    func testAValueThePropertyCannotTakeChangesNothing() async throws {
        let refused = try await described("d.style.width = 'abc'; d.style.color = 'notacolor'; d.style.height = '10'")
        XCTAssertEqual(refused, #"null | margin="" mt="" len=0"#)
        let important = try await described("d.style.margin = '1px !important'")
        XCTAssertEqual(important, #"null | margin="" mt="" len=0"#)
        // No mutation record either: nothing changed.
        let runtime = try await page("<div id=d style='color: red'></div>")
        let records = try await runtime.evaluate("""
            (() => { const d = document.getElementById('d'); const o = new MutationObserver(() => {}); o.observe(d, { attributes: true });
              d.style.width = '-5px'; d.style.color = 'rebeccapurple'; return o.takeRecords().length; })()
            """)
        XCTAssertEqual(records, 1)
    }
}

/// What setProperty remembers per name and value, and the declarations remembered per style
/// text, are shared between elements: each element still gets its own style, and a value
/// refused once is refused every time.
final class RememberedStyleTests: XCTestCase {
    func testElementsSettingTheSameValuesKeepTheirOwnStyles() async throws {
        let runtime = try await page()
        let out = await runtime.js("""
            const [a, b] = [document.createElement('img'), document.createElement('img')];
            for (const e of [a, b]) { e.style.maxWidth = '100%'; e.style.height = 'auto'; }
            b.style.setProperty('height', 'auto', 'important');
            a.style.maxWidth = '50%';
            b.style.margin = '1px 2px';
            a.setAttribute('style', b.getAttribute('style'));
            a.style.marginLeft = '9px';
            [a.getAttribute('style'), b.getAttribute('style'), a.style.getPropertyPriority('height'), b.style.marginLeft]
            """)
        XCTAssertEqual(out, [
            "max-width: 100%; height: auto !important; margin: 1px 2px 1px 9px;",
            "max-width: 100%; height: auto !important; margin: 1px 2px;", "important", "2px",
        ])
    }

    func testAValueRefusedOnceIsRefusedEveryTime() async throws {
        let runtime = try await page()
        let out = await runtime.js("""
            const styles = [];
            for (let i = 0; i < 3; i++) {
                const d = document.createElement('div');
                d.style.width = '10px'; d.style.width = 'abc'; d.style.color = 'red !important';
                styles.push(d.getAttribute('style'));
            }
            styles
            """)
        XCTAssertEqual(out, ["width: 10px;", "width: 10px;", "width: 10px;"])
    }
}
