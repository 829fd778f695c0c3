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
    /// the shorthand, leaving out what the shorthand set implicitly and longhands set to
    /// `initial`, but keeping an initial value that was written. Each line is what Chromium 156
    /// printed for the same `cssText`.
    func testOverflowOutlineAndListStyleAreWrittenAsChromiumWritesThem() async throws {
        let runtime = try await page()
        let cases: [(String, String)] = [
            ("overflow-x: scroll; overflow-y: hidden;", "overflow: scroll hidden; | scroll hidden |  |  | 2"),
            ("overflow-x: scroll; overflow-y: scroll;", "overflow: scroll; | scroll |  |  | 2"),
            ("overflow-x: clip", "overflow-x: clip; |  |  |  | 1"),
            ("overflow: bogus", " |  |  |  | 0"),
            ("outline-width: 2px; outline-style: dotted; outline-color: blue;", "outline: blue dotted 2px; |  | blue dotted 2px |  | 3"),
            ("outline: none", "outline: none; |  | none |  | 3"),
            ("outline: 0", "outline: 0px; |  | 0px |  | 3"),
            ("outline: 2px dotted", "outline: dotted 2px; |  | dotted 2px |  | 3"),
            ("outline: currentcolor none medium", "outline: currentcolor none medium; |  | currentcolor none medium |  | 3"),
            ("outline: red !important", "outline: red !important; |  | red |  | 3"),
            ("outline: invert", " |  |  |  | 0"),
            ("outline: 1px solid red; overflow-x: auto", "outline: red solid 1px; overflow-x: auto; |  | red solid 1px |  | 4"),
            ("list-style-type: circle; list-style-position: inside; list-style-image: initial;", "list-style: inside circle; |  |  | inside circle | 3"),
            ("list-style-type: disc; list-style-position: outside; list-style-image: none", "list-style: outside none disc; |  |  | outside none disc | 3"),
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

    func testNumbersKeepSixSignificantDigits() async throws {
        let cases: [(String, String)] = [
            ("d.style.width = (100 * 1.14) + '%'", #""width: 114%;" | margin="" mt="" len=1"#),
            ("d.style.width = '33.33333333%'; d.style.opacity = '0.123456789'; d.style.lineHeight = '1.0000001'", #""width: 33.3333%; opacity: 0.123457; line-height: 1;" | margin="" mt="" len=3"#),
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
