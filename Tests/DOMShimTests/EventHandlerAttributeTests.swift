import DOMShim
import Foundation
import JSRuntime
import XCTest

/// Event handler content attributes (`<button onclick="…">`, `<body onload="…">`, `<img
/// onerror="…">`) run as WebKit runs them: compiled when first run or read, with the element,
/// its form owner and its document as scopes, keeping their place among the listeners. Every
/// expected text is what the WebKit engine (`webengine run --engine webkit --url
/// https://example.com/post/1 --html PAGE --eval 'log.join("\\n")'`, WebKitGTK 2.50) printed
/// for the same page. Not compared: an error's column (JavaScriptCore's is where the error was
/// made, WebKit's where it was thrown; docs/dom.md).
final class EventHandlerAttributeTests: XCTestCase {
    private func log(_ runtime: JSRuntime, file: StaticString = #filePath, line: UInt = #line) async -> String {
        await runtime.advanceTime(by: .milliseconds(50))
        return await runtime.js("log.join('\\n')", file: file, line: line).stringValue ?? ""
    }

    /// body onload (`this` the window, `window.event` the event), a button's handler reading a
    /// form field by name and the form's and the document's members, `return false` cancelling,
    /// a syntax error reported at the attribute's line when run and at the reader's when read
    /// (each time: WebKit does not remember the failure), an error thrown inside at the
    /// attribute's line, SVG's `evt` and no scopes, the functions' text, name and length.
    func testHandlersRunWithTheirScopesAndReportErrorsAsWebKit() async throws {
        let runtime = try await page("""
            <!DOCTYPE html><html><head><script>var log = []; addEventListener('error', e => log.push('error event: ' + e.message + ' @' + e.filename + ':' + e.lineno));</script></head>
            <body onload="log.push('body onload ' + event.type + ' this===window ' + (this === window) + ' window.event ' + (window.event === event))">
            <form id=f action="/go"><input name=q value=v><button id=b type=button onclick="log.push('button ' + q.value + ' ' + action.slice(-3) + ' ' + id + ' ' + typeof getElementById + ' ' + (this === document.getElementById('b')))">b</button></form>
            <a id=a href="#x" onclick="log.push('link ' + tagName); return false">a</a>
            <div id=s
              onclick="syntax error here">s</div>
            <div id=t onclick="throw new Error('thrown in ' + tagName)">t</div>
            <svg><circle id=c onclick="log.push('svg ' + typeof evt + ' ' + typeof tagName + ' ' + typeof getElementById)"/></svg>
            <script>
            var $ = (id) => document.getElementById(id);
            $('b').click();
            var ev = new MouseEvent('click', { cancelable: true, bubbles: true });
            log.push('link dispatch ' + $('a').dispatchEvent(ev) + ' defaultPrevented ' + ev.defaultPrevented);
            $('s').click();
            log.push('s.onclick ' + $('s').onclick);
            $('t').click();
            $('c').dispatchEvent(new MouseEvent('click'));
            log.push(JSON.stringify([String($('b').onclick), $('b').onclick.name, $('b').onclick.length, String($('c').onclick), String(document.body.onload), document.body.onload === window.onload]));
            </script>
            </body></html>
            """)
        let log = await log(runtime)
        XCTAssertEqual(log, #"""
            button v /go b function true
            link A
            link dispatch false defaultPrevented true
            error event: SyntaxError: Unexpected identifier 'error' @https://example.com/post/1:6
            error event: SyntaxError: Unexpected identifier 'error' @https://example.com/post/1:15
            s.onclick null
            error event: Error: thrown in DIV @https://example.com/post/1:7
            svg object undefined undefined
            ["function onclick(event) {\nlog.push('button ' + q.value + ' ' + action.slice(-3) + ' ' + id + ' ' + typeof getElementById + ' ' + (this === document.getElementById('b')))\n}","onclick",1,"function onclick(evt) {\nlog.push('svg ' + typeof evt + ' ' + typeof tagName + ' ' + typeof getElementById)\n}","function onload(event) {\nlog.push('body onload ' + event.type + ' this===window ' + (this === window) + ' window.event ' + (window.event === event))\n}",true]
            body onload load this===window true window.event true
            """#)
    }

    /// The handler keeps the place among the listeners where it was first set; the IDL
    /// property replaces its value (the attribute stays), setting the attribute again replaces
    /// the property's; removing the attribute removes the handler (set again, it runs last).
    /// `return true` does not cancel, `return false` does; a clone has the handler; an unknown
    /// `on…` attribute is no handler.
    func testAttributeAndPropertyReplaceEachOtherInTheListenersOrder() async throws {
        let runtime = try await page("""
            <!DOCTYPE html><body><div id=d>d</div><script>
            var log = [], d = document.getElementById('d');
            d.addEventListener('click', () => log.push('L1'));
            d.setAttribute('onclick', "log.push('attr1')");
            d.addEventListener('click', () => log.push('L2'));
            d.click(); log.push('|');
            d.onclick = () => log.push('idl');
            log.push('attribute kept: ' + d.getAttribute('onclick'));
            d.click(); log.push('|');
            d.setAttribute('onclick', "log.push('attr2')");
            d.click(); log.push('|');
            d.removeAttribute('onclick');
            log.push('removed: ' + d.onclick);
            d.click(); log.push('|');
            d.setAttribute('onclick', "log.push('attr3')");
            d.click(); log.push('|');
            var r = document.createElement('div'); r.setAttribute('onclick', 'return true');
            var e1 = new Event('click', { cancelable: true }); r.dispatchEvent(e1);
            r.setAttribute('onclick', 'return false');
            var e2 = new Event('click', { cancelable: true }); r.dispatchEvent(e2);
            log.push('return true cancels ' + e1.defaultPrevented + ', return false ' + e2.defaultPrevented);
            var c = r.cloneNode(); var e3 = new Event('click', { cancelable: true }); c.dispatchEvent(e3);
            log.push('clone ' + typeof c.onclick + ' ' + e3.defaultPrevented + ', onfoo ' + (function () { var x = document.createElement('div'); x.setAttribute('onfoo', 'x'); return x.onfoo; })());
            </script>
            """)
        let log = await log(runtime)
        XCTAssertEqual(log.split(separator: "\n").joined(separator: " "), """
            L1 attr1 L2 | attribute kept: log.push('attr1') L1 idl L2 | L1 attr2 L2 | removed: null L1 L2 | L1 L2 attr3 | \
            return true cancels false, return false true clone function true, onfoo undefined
            """)
    }

    /// Documents without a browsing context (DOMParser's, createHTMLDocument's, template
    /// contents) neither compile nor run their handlers (the property is null); adopted into
    /// the page, the element's handler runs.
    func testDocumentsWithoutABrowsingContextRunNoHandlers() async throws {
        let runtime = try await page(#"""
            <!DOCTYPE html><body><script>
            var log = [];
            var parsed = new DOMParser().parseFromString('<p onclick="log.push(\'parsed ran\')">x</p><body onload="log.push(1)">', 'text/html');
            var p = parsed.querySelector('p');
            p.click();
            log.push('DOMParser ' + p.onclick + ' ' + parsed.body.onload);
            var doc = document.implementation.createHTMLDocument('');
            doc.body.innerHTML = '<i onclick="log.push(\'inert ran\')">i</i>';
            doc.querySelector('i').click();
            log.push('createHTMLDocument ' + doc.querySelector('i').onclick);
            var t = document.createElement('template'); t.innerHTML = '<b onclick="log.push(\'template ran\')">b</b>';
            t.content.firstChild.click();
            log.push('template ' + t.content.firstChild.onclick);
            document.body.append(document.adoptNode(p));
            p.click();
            log.push('adopted ' + typeof p.onclick);
            </script>
            """#)
        let log = await log(runtime)
        XCTAssertEqual(log, """
            DOMParser null null
            createHTMLDocument null
            template null
            parsed ran
            adopted function
            """)
    }

    /// The body's onerror is the window's; compiled from the attribute it is a plain handler,
    /// as in WebKit: one `event` argument (the ErrorEvent), `return false` cancels.
    func testBodyOnerrorIsAPlainHandlerOfTheWindow() async throws {
        let runtime = try await page("""
            <!DOCTYPE html><html><head><script>var log = [];</script></head><body onerror="log.push('body onerror ' + arguments.length + ' ' + (event instanceof ErrorEvent) + ' ' + event.message); return false"><script>
            addEventListener('error', e => log.push('listener after: defaultPrevented ' + e.defaultPrevented));
            log.push(String(window.onerror) + ' ' + window.onerror.length);
            setTimeout(() => { throw new Error('late'); }, 0);
            </script>
            """)
        let log = await log(runtime)
        XCTAssertEqual(log, """
            function onerror(event) {
            log.push('body onerror ' + arguments.length + ' ' + (event instanceof ErrorEvent) + ' ' + event.message); return false
            } 1
            body onerror 1 true Error: late
            listener after: defaultPrevented true
            """)
    }

    /// An image's onload and onerror attributes run with its load events: a source nothing
    /// serves fails, and its handler removes the image before the window's load.
    /// (WebKit: `run --engine webkit --url app://web/page.html --scheme app=bundle`; its two
    /// events come in either order from run to run, here in the order of the requests.)
    func testImageOnloadAndOnerrorAttributesRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("EventHandlerAttributeTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("web"), withIntermediateDirectories: true)
        // A 12x9 PNG.
        try Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAwAAAAJCAIAAACJ2loDAAAAE0lEQVR4nGP4z8BAEBFWMaoIhABovWuVTqYpIwAAAABJRU5ErkJggg==")!
            .write(to: folder.appendingPathComponent("web/small.png"))
        var configuration = JSRuntime.Configuration()
        configuration.clock = .virtual
        let runtime = JSRuntime(configuration: configuration)
        await runtime.setURLSchemeHandler(FolderResources(folder: folder), forURLScheme: "app")
        try await runtime.loadHTML("""
            <!DOCTYPE html><script>var log = [];</script><body>
            <img id=ok src=small.png onload="log.push('onload ' + this.id + ' ' + event.type + ' ' + this.naturalWidth)" onerror="log.push('onerror ' + this.id)">
            <img id=bad src=missing.png onerror="log.push('onerror ' + this.id + ' ' + event.type); this.remove()">
            <script>addEventListener('load', () => log.push('window load, bad removed ' + (document.getElementById('bad') === null)));</script>
            """, url: "app://web/page.html")
        let log = await log(runtime)
        XCTAssertEqual(log, """
            onload ok load 12
            onerror bad error
            window load, bad removed true
            """)
    }

    /// The line an error in a handler names: where the element's start tag ends; for a
    /// handler of markup a script parsed (innerHTML) or an attribute it set, the line of the
    /// end tag of the inline script then running; 1 after the page's parse.
    func testErrorsNameTheLineWhereTheParserWas() async throws {
        let runtime = try await page(#"""
            <script>var log = []; addEventListener('error', e => log.push('error event: ' + e.message + ' @' + e.filename + ':' + e.lineno));</script>
            <div id=d></div>
            <script>
            var d = document.getElementById('d');
            d.innerHTML = '<i>\n\n<b id=b onclick="throw new Error(1)">b</b></i>';
            document.getElementById('b').click();
            </script>
            <p id=p
             onclick="throw new Error(2)">p</p>
            <script>document.getElementById('p').click(); setTimeout(() => { d.innerHTML = '<i>\n\n<b id=c onclick="throw new Error(3)">b</b></i>'; document.getElementById('c').click(); });</script>
            """#)
        let log = await log(runtime)
        XCTAssertEqual(log, """
            error event: Error: 1 @https://example.com/post/1:7
            error event: Error: 2 @https://example.com/post/1:9
            error event: Error: 3 @https://example.com/post/1:1
            """)
    }

    /// Which `on…` attributes set a handler, and whose: every handler name of the elements',
    /// the document's and the window's interfaces set on a div, a body, a frameset, an SVG and
    /// a MathML element (`@w`: the window's).
    func testWhichAttributesAreHandlersAsWebKit() async throws {
        let runtime = try await page("<p>")
        let result = await runtime.js(#"""
            (() => {
              const out = [];
              const names = new Set();
              for (const P of [HTMLElement.prototype, Element.prototype, Document.prototype, HTMLBodyElement.prototype, SVGElement.prototype]) for (const k of Object.getOwnPropertyNames(P)) if (k.startsWith('on')) names.add(k);
              for (const k of Object.getOwnPropertyNames(window)) if (k.startsWith('on')) names.add(k);
              for (const [label, make] of [['div', () => document.createElement('div')], ['body', () => document.createElement('body')], ['frameset', () => document.createElement('frameset')], ['svg', () => document.createElementNS('http://www.w3.org/2000/svg', 'rect')], ['math', () => document.createElementNS('http://www.w3.org/1998/Math/MathML', 'mi')]]) {
                const yes = [];
                for (const n of [...names].sort()) {
                  const el = make();
                  el.setAttribute(n, 'return 1');
                  let target = el;
                  const onWindow = typeof window[n] === 'function' && window[n].toString().includes('return 1');
                  if (onWindow) { yes.push(n + '@w'); el.removeAttribute(n); window[n] = null; continue; }
                  if (typeof el[n] === 'function') yes.push(n);
                }
                out.push(label + ': ' + yes.join(' '));
              }
              return out.join('\n');
            })()
            """#).stringValue
        XCTAssertEqual(result, """
            div: onabort onanimationcancel onanimationend onanimationiteration onanimationstart onauxclick onbeforecopy onbeforecut onbeforeinput onbeforeload onbeforematch onbeforepaste onbeforetoggle onblur oncancel oncanplay oncanplaythrough onchange onclick onclose oncontentvisibilityautostatechange oncontextmenu oncopy oncuechange oncut ondblclick ondrag ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror onfocus onfocusin onfocusout onformdata ongotpointercapture oninput oninvalid onkeydown onkeypress onkeyup onload onloadeddata onloadedmetadata onloadstart onlostpointercapture onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onmousewheel onpaste onpause onplay onplaying onpointercancel onpointerdown onpointerenter onpointerleave onpointermove onpointerout onpointerover onpointerup onprogress onratechange onreset onresize onscroll onsecuritypolicyviolation onseeked onseeking onselect onselectionchange onselectstart onslotchange onstalled onsubmit onsuspend ontimeupdate ontoggle ontransitioncancel ontransitionend ontransitionrun ontransitionstart onvolumechange onwaiting onwebkitanimationend onwebkitanimationiteration onwebkitanimationstart onwebkitfullscreenchange onwebkitfullscreenerror onwebkitmouseforcechanged onwebkitmouseforcedown onwebkitmouseforceup onwebkitmouseforcewillbegin onwebkittransitionend onwheel
            body: onabort onafterprint@w onanimationcancel onanimationend onanimationiteration onanimationstart onauxclick onbeforecopy onbeforecut onbeforeinput onbeforeload onbeforematch onbeforepaste onbeforeprint@w onbeforetoggle onbeforeunload@w onblur@w oncancel oncanplay oncanplaythrough onchange onclick onclose oncontentvisibilityautostatechange oncontextmenu oncopy oncuechange oncut ondblclick ondrag ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror@w onfocus@w onfocusin onfocusout onformdata ongamepadconnected@w ongamepaddisconnected@w ongotpointercapture onhashchange@w oninput oninvalid onkeydown onkeypress onkeyup onlanguagechange@w onload@w onloadeddata onloadedmetadata onloadstart onlostpointercapture onmessage@w onmessageerror@w onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onmousewheel onoffline@w ononline@w onpagehide@w onpagereveal@w onpageshow@w onpageswap@w onpaste onpause onplay onplaying onpointercancel onpointerdown onpointerenter onpointerleave onpointermove onpointerout onpointerover onpointerup onpopstate@w onprogress onratechange onrejectionhandled@w onreset onresize@w onscroll@w onsecuritypolicyviolation onseeked onseeking onselect onselectstart onslotchange onstalled onstorage@w onsubmit onsuspend ontimeupdate ontoggle ontransitioncancel ontransitionend ontransitionrun ontransitionstart onunhandledrejection@w onunload@w onvolumechange onwaiting onwebkitanimationend onwebkitanimationiteration onwebkitanimationstart onwebkitfullscreenchange onwebkitfullscreenerror onwebkitmouseforcechanged@w onwebkitmouseforcedown@w onwebkitmouseforceup@w onwebkitmouseforcewillbegin@w onwebkittransitionend onwheel
            frameset: onabort onafterprint@w onanimationcancel onanimationend onanimationiteration onanimationstart onauxclick onbeforecopy onbeforecut onbeforeinput onbeforeload onbeforematch onbeforepaste onbeforeprint@w onbeforetoggle onbeforeunload@w onblur@w oncancel oncanplay oncanplaythrough onchange onclick onclose oncontentvisibilityautostatechange oncontextmenu oncopy oncuechange oncut ondblclick ondrag ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror@w onfocus@w onfocusin onfocusout onformdata ongamepadconnected@w ongamepaddisconnected@w ongotpointercapture onhashchange@w oninput oninvalid onkeydown onkeypress onkeyup onlanguagechange@w onload@w onloadeddata onloadedmetadata onloadstart onlostpointercapture onmessage@w onmessageerror@w onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onmousewheel onoffline@w ononline@w onpagehide@w onpagereveal@w onpageshow@w onpageswap@w onpaste onpause onplay onplaying onpointercancel onpointerdown onpointerenter onpointerleave onpointermove onpointerout onpointerover onpointerup onpopstate@w onprogress onratechange onrejectionhandled@w onreset onresize@w onscroll@w onsecuritypolicyviolation onseeked onseeking onselect onselectionchange onselectstart onslotchange onstalled onstorage@w onsubmit onsuspend ontimeupdate ontoggle ontransitioncancel ontransitionend ontransitionrun ontransitionstart onunhandledrejection@w onunload@w onvolumechange onwaiting onwebkitanimationend onwebkitanimationiteration onwebkitanimationstart onwebkitfullscreenchange onwebkitfullscreenerror onwebkitmouseforcechanged@w onwebkitmouseforcedown@w onwebkitmouseforceup@w onwebkitmouseforcewillbegin@w onwebkittransitionend onwheel
            svg: onabort onanimationcancel onanimationend onanimationiteration onanimationstart onauxclick onbeforecopy onbeforecut onbeforeinput onbeforeload onbeforematch onbeforepaste onbeforetoggle onblur oncancel oncanplay oncanplaythrough onchange onclick onclose oncontentvisibilityautostatechange oncontextmenu oncopy oncuechange oncut ondblclick ondrag ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror onfocus onfocusin onfocusout onformdata ongotpointercapture oninput oninvalid onkeydown onkeypress onkeyup onload onloadeddata onloadedmetadata onloadstart onlostpointercapture onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onmousewheel onpaste onpause onplay onplaying onpointercancel onpointerdown onpointerenter onpointerleave onpointermove onpointerout onpointerover onpointerup onprogress onratechange onreset onresize onscroll onsecuritypolicyviolation onseeked onseeking onselect onselectionchange onselectstart onslotchange onstalled onsubmit onsuspend ontimeupdate ontoggle ontransitioncancel ontransitionend ontransitionrun ontransitionstart onvolumechange onwaiting onwebkitanimationend onwebkitanimationiteration onwebkitanimationstart onwebkitfullscreenchange onwebkitfullscreenerror onwebkitmouseforcechanged onwebkitmouseforcedown onwebkitmouseforceup onwebkitmouseforcewillbegin onwebkittransitionend onwheel
            math: onabort onanimationcancel onanimationend onanimationiteration onanimationstart onauxclick onbeforecopy onbeforecut onbeforeinput onbeforeload onbeforematch onbeforepaste onbeforetoggle onblur oncancel oncanplay oncanplaythrough onchange onclick onclose oncontentvisibilityautostatechange oncontextmenu oncopy oncuechange oncut ondblclick ondrag ondragend ondragenter ondragleave ondragover ondragstart ondrop ondurationchange onemptied onended onerror onfocus onfocusin onfocusout onformdata ongotpointercapture oninput oninvalid onkeydown onkeypress onkeyup onload onloadeddata onloadedmetadata onloadstart onlostpointercapture onmousedown onmouseenter onmouseleave onmousemove onmouseout onmouseover onmouseup onmousewheel onpaste onpause onplay onplaying onpointercancel onpointerdown onpointerenter onpointerleave onpointermove onpointerout onpointerover onpointerup onprogress onratechange onreset onresize onscroll onsecuritypolicyviolation onseeked onseeking onselect onselectionchange onselectstart onslotchange onstalled onsubmit onsuspend ontimeupdate ontoggle ontransitioncancel ontransitionend ontransitionrun ontransitionstart onvolumechange onwaiting onwebkitanimationend onwebkitanimationiteration onwebkitanimationstart onwebkitfullscreenchange onwebkitfullscreenerror onwebkitmouseforcechanged onwebkitmouseforcedown onwebkitmouseforceup onwebkitmouseforcewillbegin onwebkittransitionend onwheel
            """)
    }

    /// A form control's handler has its form owner's scope (a `form` attribute's too), and the
    /// form's controls by name or id before the form's members; a form's own handler has its
    /// controls too; the form's members called from a handler have the form as `this`.
    func testFormControlsHandlersSeeTheirForm() async throws {
        let runtime = try await page("""
            <!DOCTYPE html><script>var log = [];</script>
            <form id=f action="/go" onclick="log.push('form ' + getAttribute('action') + ' ' + q.value + ' ' + checkValidity() + ' ' + (this === document.getElementById('f')))">
            <input id=q name=q value=v onclick="log.push('input ' + id + ' ' + q.id + ' ' + getAttribute('action') + ' ' + checkValidity() + ' ' + typeof title + ' ' + typeof other)">
            <input name=other value=o></form>
            <input id=outside form=f onclick="log.push('outside ' + typeof other + ' ' + other.value)">
            <script>document.getElementById('q').click(); document.getElementById('outside').click();</script>
            """)
        let log = await log(runtime)
        XCTAssertEqual(log, """
            input q q null true string object
            form /go v true true
            outside object o
            """)
    }
}
