import DOMShim
import JSRuntime
import XCTest

/// A frame's window as WebKit's (an iOS web view, `/tmp` probe of `webengine run --engine
/// webkit`): a Window of its own realm, with WebKit's members in WebKit's order bound to the
/// frame; the page's window counts and lists its frames. Without a second script realm here,
/// interface objects and built-ins on a frame's window are the page's (docs/dom.md's policy).
final class FrameWindowTests: XCTestCase {
    /// The page with one srcdoc frame named `fr`, appended by script; `w` its window.
    private let setUp = """
        var f = document.createElement('iframe');
        f.name = 'fr';
        f.srcdoc = '<p>hi</p>';
        document.body.appendChild(f);
        var w = f.contentWindow;
        """

    func testAFramesWindowIsAWindowOfItsOwn() async throws {
        let runtime = try await page("<p>page</p>")
        let answer = await runtime.js(setUp + """
            const chain = [];
            for (let p = Object.getPrototypeOf(w); p; p = Object.getPrototypeOf(p)) chain.push(Object.prototype.toString.call(p));
            const member = (k) => { const v = w[k]; return v === w ? 'w' : v === window ? 'page' : v === f ? 'iframe' : v === w.document ? 'doc' : String(v); };
            [Object.prototype.toString.call(w), String(w), chain.join(' '),
             ['window', 'self', 'frames', 'document', 'parent', 'top', 'frameElement', 'length', 'name', 'opener', 'closed'].map(member).join(' '),
             Object.keys(w).slice(0, 12).join(' '), Object.keys(w).includes('addEventListener'), Object.keys(w).includes('setTimeout'),
             w.document.defaultView === w, document.defaultView === window].join(' | ')
            """)
        XCTAssertEqual(answer.stringValue, [
            "[object Window]", "[object Window]", "[object Window] [object WindowProperties] [object EventTarget] [object Object]",
            "w w w doc page page iframe 0 fr null false",
            "document window closed location self opener frames length top parent name history", "false", "true",
            "true", "true",
        ].joined(separator: " | "))
    }

    func testItsMembersHaveWebKitsDescriptors() async throws {
        let runtime = try await page()
        let answer = await runtime.js(setUp + """
            ['window', 'self', 'document', 'location', 'top', 'parent', 'length', 'frames', 'frameElement', 'name', 'addEventListener', 'setTimeout', 'Node'].map((k) => {
                const d = Object.getOwnPropertyDescriptor(w, k);
                return d ? [k, d.get ? 'get' : 'value', d.set ? 'set' : '', d.writable, d.enumerable, d.configurable].join(',') : k + ',none';
            }).join(' ')
            """)
        XCTAssertEqual(answer.stringValue, [
            "window,get,,,true,false", "self,get,set,,true,true", "document,get,,,true,false", "location,get,set,,true,false",
            "top,get,,,true,false", "parent,get,set,,true,true", "length,get,set,,true,true", "frames,get,set,,true,true",
            "frameElement,get,,,true,true", "name,get,set,,true,true", "addEventListener,none", "setTimeout,value,,true,true,true",
            "Node,value,,true,false,true",
        ].joined(separator: " "))
    }

    func testItIsAnotherRealmsWindow() async throws {
        let runtime = try await page()
        let answer = await runtime.js(setUp + """
            let got = null;
            w.addEventListener('foo', (e) => { got = e.type; });
            w.dispatchEvent(new Event('foo'));
            [w instanceof Window, w instanceof w.Window, w.Window === Window, w instanceof EventTarget, w instanceof w.EventTarget,
             typeof w.setTimeout, typeof w.getComputedStyle, typeof w.Node, got,
             // The policy: one DOM serves both realms, so its interfaces are the page's (WebKit:
             // false); JavaScript's built-ins are the frame realm's own.
             w.Node === Node, w.Object === Object, w.eval('typeof Array === "function" && [] instanceof Array'), w.eval('[]') instanceof Array].join(' ')
            """)
        XCTAssertEqual(answer.stringValue, "false true false false true function function function foo true false true false")
    }

    func testThePagesWindowCountsAndListsItsFrames() async throws {
        let runtime = try await page()
        let answer = await runtime.js(setUp + """
            const d = Object.getOwnPropertyDescriptor(window, 0);
            const before = [window.length, window[0] === w, frames[0] === w, window.fr === w, d.writable, d.enumerable, d.configurable, Object.keys(window)[0]];
            const second = document.createElement('iframe');
            document.body.appendChild(second);
            const during = [window.length, window[1] === second.contentWindow, Object.keys(window).slice(0, 2).join(' ')];
            f.remove();
            const after = [window.length, window[0] === second.contentWindow, window[1], typeof window.fr, f.contentWindow, w.closed, w.parent, w.frameElement];
            [before.join(' '), during.join(' '), after.join(' ')].join(' | ')
            """)
        XCTAssertEqual(answer.stringValue, "1 true true true false true true 0 | 2 true 0 1 | 1 true  undefined  true  ")
    }

    func testAFrameFiresLoadAtItsElement() async throws {
        let runtime = try await page()
        let log = try await runtime.value(of: runtime.evaluateAndAwait("""
            (async () => {
                document.createElement('iframe').contentWindow; // frames in use
                const log = [];
                const blank = document.createElement('iframe');
                blank.onload = () => log.push('blank load ' + blank.contentDocument.URL);
                document.body.appendChild(blank);
                log.push('blank appended');
                const srcdoc = document.createElement('iframe');
                srcdoc.srcdoc = '<p>x</p>';
                srcdoc.addEventListener('load', (e) => log.push('srcdoc load ' + srcdoc.contentDocument.body.innerHTML + ' ' + e.isTrusted));
                document.body.appendChild(srcdoc);
                log.push('srcdoc appended');
                await new Promise((resolve) => setTimeout(resolve, 10));
                return log;
            })()
            """))
        XCTAssertEqual(log, ["blank load about:blank", "blank appended", "srcdoc appended", "srcdoc load <p>x</p> true"])
    }
    func testAnotherOriginsFrameHasACrossOriginWindow() async throws {
        let runtime = try await page()
        let answer = await runtime.js("""
            const f = document.createElement('iframe');
            f.src = 'https://other.example/a';
            document.body.appendChild(f);
            const w = f.contentWindow;
            const reach = (k) => { try { const v = w[k]; return v === w ? 'w' : v === window ? 'page' : typeof v; } catch (e) { return e.name; } };
            w.location = 'https://other.example/b';
            [Object.prototype.toString.call(w), f.contentDocument, window.length, window[0] === w,
             ['window', 'self', 'frames', 'top', 'parent', 'closed', 'length', 'postMessage', 'document', 'name', 'frameElement', 'addEventListener', 'setTimeout'].map(reach).join(' '),
             f.getAttribute('src'), f.contentWindow === w].join(' | ')
            """)
        XCTAssertEqual(answer.stringValue, [
            "[object Window]", "", "1", "true",
            "w w w page page boolean number function SecurityError SecurityError SecurityError SecurityError SecurityError",
            "https://other.example/b", "true",
        ].joined(separator: " | "))
    }

    func testAFramesNameIsItsBrowsingContexts() async throws {
        let runtime = try await page()
        let answer = await runtime.js(setUp + """
            f.setAttribute('name', 'other');
            const before = [w.name, window.other === w, window.fr === w];
            w.name = 'renamed';
            [...before, window.renamed === w, typeof window.fr, Object.keys(window).indexOf('length') - Object.keys(window).indexOf('frames')].join(' ')
            """)
        // The frame's name is its browsing context's: the attribute when it was made, then its
        // window's `name` (WebKit's answers).
        XCTAssertEqual(answer.stringValue, "fr false true true undefined 1")
    }
    func testAScriptWritesAFramesDocument() async throws {
        let runtime = try await page()
        let answer = await runtime.js("""
            const log = [];
            const f = document.createElement('iframe');
            document.body.appendChild(f);
            f.onload = () => log.push('load');
            const d = f.contentWindow.document, html = d.documentElement;
            d.write('<p id=q>a</p>');
            log.push('w1 ' + d.body.innerHTML + ' ' + (d.documentElement === html) + ' ' + d.readyState);
            d.write('<b>b</b>');
            log.push('w2 ' + d.body.innerHTML);
            d.close();
            log.push('closed ' + d.readyState + ' ' + d.compatMode);
            d.open();
            log.push('opened ' + d.childNodes.length);
            d.write('<!doctype html><title>T</title>x');
            d.close();
            log.push('w3 ' + d.title + ' ' + d.compatMode + ' ' + d.body.innerHTML + ' ' + (f.contentDocument === d));
            log.join(' | ')
            """)
        XCTAssertEqual(answer.stringValue, [
            "w1 <p id=\"q\">a</p> false loading", "w2 <p id=\"q\">a</p><b>b</b>", "load", "closed complete BackCompat",
            "opened 0", "load", "w3 T CSS1Compat x true",
        ].joined(separator: " | "))
    }
}
