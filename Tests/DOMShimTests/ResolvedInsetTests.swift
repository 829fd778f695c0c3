import DOMShim
import JSRuntime
import XCTest

/// getComputedStyle's `top`, `right`, `bottom` and `left` are a positioned box's used values
/// (CSSOM's resolved value special case): percentages and calc() against the containing block,
/// `auto` from the opposite side, the box's size or its static position. Expected values from
/// the WebKit engine (`run --engine webkit`), the same as Chromium 156's.
final class ResolvedInsetTests: XCTestCase {
    func testPositionedBoxesAnswerUsedInsetsAndOthersTheirComputedValues() async throws {
        let runtime = try await page("""
            <!DOCTYPE html><style>
            #outer { position: relative; width: 300px; height: 150px; padding: 10px 20px; border: 5px solid; margin: 0 }
            #inner { width: 100px; height: 50px; padding: 3px 6px; border: 1px solid; margin: 2px 4px }
            #scroller { overflow: hidden; width: 80px; height: 40px; padding: 5px }
            </style><div id=outer><div id=inner><div id=box></div></div><div id=scroller><div id=s></div></div></div>
            """)
        let out = await runtime.js(#"""
            (() => {
                const box = document.getElementById('box'), s = document.getElementById('s'), out = [];
                const read = (e, css) => { e.style.cssText = css; const cs = getComputedStyle(e); out.push([cs.top, cs.right, cs.bottom, cs.left].join(' ')); };
                read(box, 'position: absolute; top: 10%; left: 25%; bottom: calc(50% - 3px); right: 2em; font-size: 10px');
                read(box, 'position: absolute; top: auto; bottom: 7px; left: 3px; right: auto');
                read(box, 'position: absolute; width: 30px; height: 20px; padding: 1px; margin: 2px; top: auto; bottom: 7px; left: auto; right: 3px');
                read(box, 'position: absolute');
                read(box, 'position: fixed; top: 50%; left: auto; right: 10px');
                out.push(innerHeight / 2 + 'px' === out[out.length - 1].split(' ')[0]);
                read(box, 'position: relative; top: 10%; left: auto; right: 5px');
                read(box, 'position: relative');
                read(box, 'position: static; top: 10%; left: 1em');
                read(box, 'display: none; position: absolute; top: 10%');
                read(s, 'position: sticky; top: 50%; left: calc(10% + 1px); bottom: auto');
                out.splice(4, 1);
                return out.join(' | ');
            })()
            """#)
        XCTAssertEqual(out.stringValue, [
            "17px 20px 82px 85px", "163px 337px 7px 3px", "137px 3px 7px 301px", "16px 309px 154px 31px", "true",
            "5px 5px -5px -5px", "0px 0px 0px 0px", "10% auto auto 16px", "10% auto auto auto", "20px auto auto 9px",
        ].joined(separator: " | "))
    }
}
