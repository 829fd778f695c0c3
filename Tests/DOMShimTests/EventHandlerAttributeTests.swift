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
}
