import DOMShim
import JSRuntime
import XCTest

/// Small CSSOM and dataset answers as WebKit gives them (each checked against the WebKit engine,
/// `run --engine webkit`): `all and` left out of a media query with features, counter()'s
/// default style left out, setProperty(name, undefined) setting "undefined" (an invalid value:
/// nothing changes) where null removes, and `in` on a dataset seeing its prototypes.
final class CSSOMSerializationTests: XCTestCase {
    func testMediaCountersSetPropertyAndDatasetAnswerAsWebKit() async throws {
        let runtime = try await page("<!DOCTYPE html><head></head><body>")
        let out = await runtime.js(#"""
            (() => {
                const out = [];
                const st = document.createElement('style'); document.head.appendChild(st);
                st.sheet.insertRule('@media all and (color) {}'); out.push(st.sheet.cssRules[0].cssText.replace(/\n/g, '\\n'));
                st.sheet.insertRule('@media ALL and (color), all, not all and (color), only all and (color) {}'); out.push(st.sheet.cssRules[0].media.mediaText);
                const d = document.createElement('div'); d.style.content = 'counter(par-num, decimal)'; out.push(d.style.content);
                d.style.content = 'counters(a, ".", decimal)'; out.push(d.style.content);
                d.style.content = 'counter(b, lower-roman)'; out.push(d.style.content);
                d.style.color = 'white'; d.style.setProperty('color', undefined); out.push(d.style.color);
                d.style.setProperty('color', null); out.push(d.style.color === '');
                d.setAttribute('data-x', '1');
                out.push('toString' in d.dataset, 'x' in d.dataset, 'y' in d.dataset);
                return out.join(' | ');
            })()
            """#)
        XCTAssertEqual(out.stringValue, [
            "@media (color) {\\n}", "(color), all, not all and (color), only all and (color)", "counter(par-num)", "counters(a, \".\")",
            "counter(b, lower-roman)", "white", "true", "true", "true", "false",
        ].joined(separator: " | "))
    }
}
