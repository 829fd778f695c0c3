import DOMShim
import JSRuntime
import XCTest

/// Reflected content attributes parse and serialize as HTML's reflection rules say, each answer
/// checked against the WebKit engine (`run --engine webkit`) or, where WebKitGTK lacks the
/// member (`<track kind>`), Chromium 156.
final class ReflectedAttributeTests: XCTestCase {
    private func values(_ script: String, file: StaticString = #filePath, line: UInt = #line) async throws -> [String] {
        let runtime = try await page("<!DOCTYPE html><body>")
        let out = await runtime.js("JSON.stringify((() => { const out = []; \(script); return out.map(String); })())", file: file, line: line)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(XCTUnwrap(out.stringValue).utf8)) as? [String])
    }

    func testIntegersSkipOnlyASCIIWhitespaceAndMinusZeroIsZero() async throws {
        let out = try await values(#"""
            const canvas = document.createElement('canvas'), li = document.createElement('li'), div = document.createElement('div');
            for (const text of ['\u000b7', '\u00a07', '\ufeff7', ' \t\n7', '+100', '-0', '7x', '.5']) { canvas.setAttribute('height', text); out.push(canvas.height); }
            li.setAttribute('value', '-0'); out.push(Object.is(li.value, -0));
            li.setAttribute('value', '\u20287'); out.push(li.value);
            div.setAttribute('tabindex', '-0'); out.push(Object.is(div.tabIndex, -0));
            div.tabIndex = 2147483648; out.push(div.getAttribute('tabindex'));
            canvas.height = -1; out.push(canvas.getAttribute('height'));
            li.value = 2147483648; out.push(li.getAttribute('value'));
            """#)
        XCTAssertEqual(out, ["150", "150", "150", "7", "100", "0", "7", "150", "false", "0", "false", "-2147483648", "150", "-2147483648"])
    }

    func testLimitedAndClampedUnsignedLongs() async throws {
        let out = try await values(#"""
            const input = document.createElement('input'), textarea = document.createElement('textarea');
            const td = document.createElement('td'), col = document.createElement('col'), input2 = document.createElement('input');
            try { input.size = 0; out.push('no throw'); } catch (error) { out.push(error.name); }
            input.setAttribute('size', '0'); out.push(input.size);
            input.size = 4294967295; out.push(input.getAttribute('size'));
            textarea.cols = 0; out.push(textarea.getAttribute('cols'));
            textarea.setAttribute('rows', '0'); out.push(textarea.rows);
            td.setAttribute('colspan', '0'); out.push(td.colSpan);
            td.colSpan = 5000; out.push(td.colSpan, td.getAttribute('colspan'));
            td.setAttribute('rowspan', '70000'); out.push(td.rowSpan);
            td.setAttribute('rowspan', '-0'); out.push(td.rowSpan);
            td.setAttribute('rowspan', '-1'); out.push(td.rowSpan);
            col.setAttribute('span', 'x'); out.push(col.span);
            try { input2.maxLength = -1; out.push('no throw'); } catch (error) { out.push(error.name); }
            input2.setAttribute('maxlength', '-0'); out.push(input2.maxLength);
            """#)
        XCTAssertEqual(out, ["IndexSizeError", "20", "20", "20", "2", "1", "1000", "5000", "65534", "0", "1", "1", "IndexSizeError", "0"])
    }

    func testEnumeratedAttributesMatchASCIICaseInsensitivelyWithTheirDefaults() async throws {
        let out = try await values(#"""
            const input = document.createElement('input'), form = document.createElement('form');
            const track = document.createElement('track'), link = document.createElement('link');
            input.setAttribute('type', 'chec\u212Abox'); out.push(input.type);
            input.setAttribute('type', 'CHECKBOX'); out.push(input.type);
            out.push(form.autocomplete); form.setAttribute('autocomplete', 'x'); out.push(form.autocomplete);
            form.setAttribute('autocomplete', 'OFF'); out.push(form.autocomplete);
            form.encoding = 'TEXT/plain'; out.push(form.getAttribute('enctype'), form.hasAttribute('encoding'), form.enctype);
            out.push(track.kind); track.setAttribute('kind', 'x'); out.push(track.kind);
            for (const value of ['fetch', 'IMAGE', 'document', 'video', 'x']) { link.setAttribute('as', value); out.push(link.as); }
            """#)
        XCTAssertEqual(out, ["text", "checkbox", "on", "on", "off", "TEXT/plain", "false", "text/plain", "subtitles", "metadata",
                             "fetch", "image", "", "", ""])
    }

    func testAriaRelevantReflectsInWebKitsPlace() async throws {
        let out = try await values(#"""
            const div = document.createElement('div');
            div.setAttribute('aria-relevant', 'text'); out.push(div.ariaRelevant);
            div.ariaRelevant = 'additions'; out.push(div.getAttribute('aria-relevant'));
            const names = Object.getOwnPropertyNames(Element.prototype);
            out.push(names.slice(names.indexOf('ariaReadOnly'), names.indexOf('ariaReadOnly') + 3).join(' '));
            """#)
        XCTAssertEqual(out, ["text", "additions", "ariaReadOnly ariaRelevant ariaRequired"])
    }

    func testNullSetsTheEmptyStringWhereTheIDLSaysSoAndUndefinedClearsCrossOrigin() async throws {
        let out = try await values(#"""
            const img = document.createElement('img'), iframe = document.createElement('iframe'), table = document.createElement('table');
            const body = document.createElement('body'), font = document.createElement('font'), p = document.createElement('p');
            img.border = null; iframe.marginHeight = null; table.cellPadding = null; body.bgColor = null; font.color = null; p.title = null;
            out.push(img.getAttribute('border'), iframe.getAttribute('marginheight'), table.getAttribute('cellpadding'),
                body.getAttribute('bgcolor'), font.getAttribute('color'), p.getAttribute('title'));
            img.crossOrigin = 'anonymous'; img.crossOrigin = undefined; out.push(img.hasAttribute('crossorigin'));
            """#)
        XCTAssertEqual(out, ["", "", "", "", "", "null", "false"])
    }
}
