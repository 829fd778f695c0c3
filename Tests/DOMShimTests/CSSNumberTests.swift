import DOMShim
import JSRuntime
import XCTest

/// Numbers in style values read as CSS Syntax reads them: a decimal point needs digits after
/// it. Expected values are Chromium 156's for the same assignments (headless, `--dump-dom` of a
/// page that wrote them out); WebKit refuses the same values.
final class CSSNumberTests: XCTestCase {
    func testADecimalPointWithoutDigitsAfterItIsNotANumber() async throws {
        let runtime = try await page("<div id=d></div>")
        let written = try await runtime.evaluate("""
            var d = document.getElementById('d'), out = [];
            ['1.em', '1.e3px', '1.5em', '.5em', '1e3px', '1.px', '0.', '10px'].forEach(function (value) {
                d.style.width = '';
                d.style.width = value;
                out.push(value + '=' + d.style.width);
            });
            d.style.opacity = '1.';
            out.push('opacity 1.=' + d.style.opacity);
            out.join('|')
            """)
        XCTAssertEqual(written.stringValue, "1.em=|1.e3px=|1.5em=1.5em|.5em=0.5em|1e3px=1000px|1.px=|0.=|10px=10px|opacity 1.=")
    }
}
