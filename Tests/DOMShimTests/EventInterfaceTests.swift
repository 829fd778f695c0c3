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
["TypeError: listener broke"]
"""#

    func testEventsMatchABrowser() async throws {
        let runtime = try await page()
        let printed = try await runtime.evaluate("(() => {" + Self.script + "})()").stringValue ?? ""
        XCTAssertEqual(printed.split(separator: "\n", omittingEmptySubsequences: false), Self.expected.split(separator: "\n", omittingEmptySubsequences: false))
        let errors = await runtime.uncaughtErrors
        XCTAssertEqual(errors.count, 0, "the window's error listener handled the listener's exception: \(errors)")
    }

    /// createEvent's legacy table names StorageEvent, DragEvent, BeforeUnloadEvent and the two
    /// device events: each makes its own interface (not a plain Event or MouseEvent), in any
    /// case; BeforeUnloadEvent has no constructor. As the DOM standard's table and Chromium 156.
    func testCreateEventMakesTheLegacyTablesOwnInterfaces() async throws {
        let runtime = try await page()
        let result = await runtime.js("""
            const made = ['StorageEvent', 'dragevent', 'BEFOREUNLOADEVENT', 'DeviceMotionEvent', 'deviceorientationevent'].map((name) => {
                const e = document.createEvent(name);
                return [Object.prototype.toString.call(e), e instanceof Event, e.type, e.bubbles, e.isTrusted].join(' ');
            });
            let constructed; try { new BeforeUnloadEvent('beforeunload'); } catch (e) { constructed = e.name; }
            const storage = document.createEvent('StorageEvent');
            storage.initStorageEvent('storage', true, false, 'k', null, 'v', 'https://example.com/', null);
            const unload = document.createEvent('BeforeUnloadEvent'); unload.returnValue = 5;
            const plural = ['StorageEvents', 'DragEvents', 'AnimationEvent', 'TransitionEvent'].map((name) => { try { document.createEvent(name); return 'made'; } catch (e) { return e.name; } });
            [...made, constructed, storage.type, storage.bubbles, storage.key, storage.oldValue, storage.newValue, storage.url,
             unload.returnValue, new DragEvent('drop') instanceof MouseEvent, new DeviceOrientationEvent('x', { alpha: 90 }).alpha, ...plural]
            """)
        XCTAssertEqual(result, [
            "[object StorageEvent] true  false false", "[object DragEvent] true  false false", "[object BeforeUnloadEvent] true  false false",
            "[object DeviceMotionEvent] true  false false", "[object DeviceOrientationEvent] true  false false",
            "TypeError", "storage", true, "k", nil, "v", "https://example.com/", "5", true, 90,
            "NotSupportedError", "NotSupportedError", "NotSupportedError", "NotSupportedError",
        ])
    }

    /// The animation and transition event handler attributes (prefixed ones apart from the
    /// others) and the DOM standard's legacy-type rule: a trusted animationend, animationstart,
    /// animationiteration or transitionend reaches a target's webkit-prefixed listeners only when
    /// it has none of the event's own type; a script's event is never renamed.
    func testPrefixedAnimationHandlersAndTheLegacyTypeRule() async throws {
        let runtime = try await page("<div id=d></div>")
        let result = await runtime.js("""
            const d = document.getElementById('d'), log = [];
            const initial = [d.onanimationend, d.onwebkitanimationend, window.ontransitionend, document.onwebkittransitionend,
                'onwebkitanimationiteration' in HTMLElement.prototype, 'onanimationcancel' in SVGElement.prototype];
            d.onanimationend = () => log.push('handler');
            const aliases = [d.onwebkitanimationend, typeof d.onanimationend];
            d.onanimationend = null;
            d.onwebkitanimationend = (e) => log.push('prefixed handler ' + e.type);
            d.addEventListener('webkitAnimationEnd', (e) => log.push('prefixed listener ' + e.type));
            d.addEventListener('webkitanimationend', () => log.push('lower-case listener'));
            d.dispatchEvent(new AnimationEvent('animationend'));       // not trusted: no renaming
            log.push('-');
            d.dispatchEvent(new AnimationEvent('webkitAnimationEnd')); // the prefixed type itself
            d.onwebkitanimationend = 'not a function';
            [...initial, ...aliases, d.onwebkitanimationend, ...log]
            """)
        XCTAssertEqual(result, [nil, nil, nil, nil, true, true, nil, "function", nil, "-",
                                "prefixed handler webkitAnimationEnd", "prefixed listener webkitAnimationEnd"])
    }

    /// CSS animations and transitions fire their events (trusted, bubbling) at the times their
    /// specs give, with elapsed times in seconds: a target with only a prefixed listener sees the
    /// webkit type, its ancestors with unprefixed ones the standard type; events due together
    /// go transitions first, then in tree order. Removing the element ends its animation
    /// without an animationend.
    func testAnimationsAndTransitionsFireTheirEvents() async throws {
        let runtime = try await page("""
            <style>@keyframes fade { from { opacity: 0 } } .wide { width: 200px !important }</style>
            <div id=outer><div id=a></div><div id=t style="width: 100px; transition: width 30ms 10ms"></div><div id=gone></div></div>
            """)
        let out = try await runtime.value(of: runtime.evaluateAndAwait(#"""
            (async () => {
                const log = [], outer = document.getElementById('outer');
                const a = document.getElementById('a'), t = document.getElementById('t'), gone = document.getElementById('gone');
                const note = (e) => log.push(`${e.target.id} ${e.type} ${e.animationName ?? e.propertyName} ${e.elapsedTime} ${e.isTrusted} ${e.bubbles}`);
                for (const type of ['animationstart', 'animationiteration', 'animationend', 'transitionrun', 'transitionstart', 'transitionend']) outer.addEventListener(type, note);
                a.addEventListener('webkitAnimationEnd', note);
                t.onwebkittransitionend = note;
                getComputedStyle(t).width;                        // the before-change style
                a.style.animation = 'fade 50ms 2';
                t.classList.add('wide');
                gone.style.animation = 'fade 1s';
                await new Promise((resolve) => requestAnimationFrame(resolve));
                gone.remove();
                await new Promise((resolve) => setTimeout(resolve, 1500));
                return log;
            })()
            """#))
        XCTAssertEqual(out, [
            "t transitionrun width 0 true true", "a animationstart fade 0 true true", "gone animationstart fade 0 true true",
            "t transitionstart width 0 true true",
            "t webkitTransitionEnd width 0.03 true true", "t transitionend width 0.03 true true",
            "a animationiteration fade 0.05 true true",
            "a webkitAnimationEnd fade 0.1 true true", "a animationend fade 0.1 true true",
        ])
    }

    func testAnUnhandledListenerErrorIsStillReported() async throws {
        let runtime = try await page()
        _ = try await runtime.evaluate("addEventListener('error', () => {}); document.body.addEventListener('x', () => { throw new RangeError('not handled'); }); document.body.dispatchEvent(new Event('x'))")
        let errors = await runtime.uncaughtErrors.map(\.exception.message)
        XCTAssertEqual(errors, ["not handled"])
    }

    /// A click's activation behaviour: checkboxes and radio buttons change before the listeners
    /// run, change back when one cancels, then fire input and change (not when detached); a
    /// plain Event named click activates nothing. As Chromium 156 answers.
    func testClickActivationAnswersAsChromiumDoes() async throws {
        let runtime = try await page("")
        let out = await runtime.js(#"""
            (() => { const log = []; document.body.innerHTML = '<form><input type=checkbox id=c><input type=radio name=r id=r1 checked><input type=radio name=r id=r2></form><label><span id=s>x</span></label>';
            const c = document.getElementById('c'), r1 = document.getElementById('r1'), r2 = document.getElementById('r2');
            for (const e of [c, r2]) for (const t of ['click', 'input', 'change']) e.addEventListener(t, (ev) => log.push(`${e.id}:${t}:${e.checked}`));
            c.click(); log.push(c.checked);
            c.addEventListener('click', (ev) => ev.preventDefault(), { once: true }); c.click(); log.push(c.checked);
            c.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })); log.push(c.checked);
            c.dispatchEvent(new Event('click', { bubbles: true })); log.push(c.checked);
            r2.click(); log.push(r1.checked, r2.checked);
            r2.click(); log.push(r1.checked, r2.checked);
            r1.addEventListener('click', (ev) => ev.preventDefault()); r1.click(); log.push(r1.checked, r2.checked);
            const d = document.createElement('input'); d.type = 'checkbox'; d.onchange = () => log.push('detached change'); d.click(); log.push(d.checked);
            const off = document.createElement('input'); off.type = 'checkbox'; off.disabled = true; document.body.appendChild(off); off.click(); log.push(off.checked); off.dispatchEvent(new MouseEvent('click')); log.push(off.checked);
            return JSON.stringify(log); })()
            """#)
        XCTAssertEqual(out.stringValue, ##"["c:click:true","c:input:true","c:change:true",true,"c:click:false",true,"c:click:false","c:input:false","c:change:false",false,"c:click:false",false,"r2:click:true","r2:input:true","r2:change:true",false,true,"r2:click:true",false,true,false,true,true,false,true]"##)
    }
}
