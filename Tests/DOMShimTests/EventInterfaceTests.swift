import DOMShim
import JSRuntime
import XCTest

/// Events as pages use them beyond the basics: createEvent and the legacy init methods,
/// window.event, AbortController, the rarer event interfaces, and an exception in a listener
/// going to window's error listeners first. The expected text is what Chromium 156 printed
/// for the same script.
final class EventInterfaceTests: XCTestCase {
    static let script = #"""
const out = [];
const e = document.createEvent('MouseEvents'); out.push(Object.prototype.toString.call(e) + ' ' + JSON.stringify(e.type));
try { document.body.dispatchEvent(document.createEvent('Event')); } catch (x) { out.push(x.name); }
e.initMouseEvent('click', true, true, window, 1, 0, 0, 5, 6, false, false, true, false, 0, null);
let seen; document.body.addEventListener('click', ev => { seen = [ev.clientX, ev.clientY, ev.shiftKey, window.event === ev]; });
document.body.dispatchEvent(e); out.push(JSON.stringify(seen) + ' ' + typeof window.event);
try { document.createEvent('nope'); } catch (x) { out.push(x.name); }
const c = new AbortController(); let aborted = 0; const t = new EventTarget(); t.addEventListener('x', () => aborted++, { signal: c.signal }); t.dispatchEvent(new Event('x')); c.abort(); t.dispatchEvent(new Event('x'));
out.push(JSON.stringify([aborted, c.signal.aborted, c.signal.reason.name, AbortSignal.abort().reason.name]));
out.push([typeof FocusEvent, typeof WheelEvent, WheelEvent.DOM_DELTA_LINE, new FocusEvent('focus').relatedTarget, typeof TouchEvent, new InputEvent('input', {data: 'a'}).data].join(' '));
let errors = []; addEventListener('error', ev => { errors.push(ev.message); ev.preventDefault(); });
document.body.addEventListener('boom', () => { throw new TypeError('listener broke'); }); document.body.dispatchEvent(new Event('boom'));
out.push(JSON.stringify(errors));
return out.join('\n');
"""#

    static let expected = #"""
[object MouseEvent] ""
InvalidStateError
[5,6,true,true] undefined
NotSupportedError
[1,true,"AbortError","AbortError"]
function function 1  function a
["Uncaught TypeError: listener broke"]
"""#

    func testEventsMatchABrowser() async throws {
        let runtime = try await page()
        let printed = try await runtime.evaluate("(() => {" + Self.script + "})()").stringValue ?? ""
        XCTAssertEqual(printed.split(separator: "\n", omittingEmptySubsequences: false), Self.expected.split(separator: "\n", omittingEmptySubsequences: false))
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.count, 0, "the window's error listener handled the listener's exception: \(errors)")
    }

    func testAnUnhandledListenerErrorIsStillReported() async throws {
        let runtime = try await page()
        _ = try await runtime.evaluate("addEventListener('error', () => {}); document.body.addEventListener('x', () => { throw new RangeError('not handled'); }); document.body.dispatchEvent(new Event('x'))")
        let errors = await runtime.uncaughtErrors.map(\.exception.message)
        XCTAssertEqual(errors, ["not handled"])
    }
}
