import DOMShim
import JSRuntime
import XCTest

/// HTML's Document and Window members as a web view without focus, navigation, a UI delegate
/// or editing answers them. Expected values are the WebKit engine's answers to the same
/// scripts (`webengine run --engine webkit`).
final class DocumentHTMLMembersTests: XCTestCase {
    /// Page Visibility and the scrolling element: the page's document is visible, one with no
    /// window hidden; the root scrolls in standards mode, the body in quirks mode.
    func testVisibilityAndTheScrollingElement() async throws {
        let runtime = try await page("<!DOCTYPE html><p>x</p>")
        let answers = await runtime.js(#"""
            const made = document.implementation.createHTMLDocument('');
            const quirks = new DOMParser().parseFromString('<p>', 'text/html');
            [document.hidden, document.visibilityState, made.hidden, made.visibilityState, quirks.visibilityState,
             document.scrollingElement.localName, made.scrollingElement.localName, quirks.compatMode, quirks.scrollingElement.localName,
             Object.getOwnPropertyDescriptor(Document.prototype, 'hidden').get.name]
            """#)
        XCTAssertEqual(answers, [false, "visible", true, "hidden", "hidden", "html", "html", "BackCompat", "body", "get hidden"])
    }

    func testTheBodysColorsAnchorsFocusAndDirection() async throws {
        let runtime = try await page()
        let answers = await runtime.js(#"""
            document.body.innerHTML = '<a name=x></a><a href=y></a><input id=i><applet></applet>';
            document.body.setAttribute('text', 'red'); document.body.setAttribute('bgcolor', 'blue');
            const out = [document.fgColor, document.bgColor, document.linkColor];
            document.linkColor = 'green'; document.vlinkColor = 'x'; document.alinkColor = null;
            out.push(document.body.getAttribute('link'), document.body.getAttribute('vlink'), document.body.getAttribute('alink'));
            out.push(document.anchors.length, String(document.anchors), document.anchors === document.anchors, document.applets.length, document.applets === document.applets);
            out.push(String(document.activeElement), document.hasFocus(), document.referrer);
            document.designMode = 'ON'; out.push(document.designMode);
            document.designMode = 'bogus'; out.push(document.designMode);
            document.dir = 'RTL'; out.push(document.dir, document.documentElement.getAttribute('dir'));
            document.documentElement.setAttribute('dir', 'foo'); out.push(document.dir);
            document.documentElement.setAttribute('dir', 'LTR'); out.push(document.dir);
            out.push(document.clear(), document.captureEvents(1), document.releaseEvents());
            const frameset = document.implementation.createHTMLDocument('t');
            frameset.body.replaceWith(frameset.createElement('frameset'));
            frameset.fgColor = 'red';
            out.push(frameset.fgColor, frameset.documentElement.outerHTML, String(frameset.activeElement));
            const xml = document.implementation.createDocument(null, 'x');
            out.push(String(xml.activeElement), xml.designMode, xml.dir, xml.fgColor, xml.hasFocus());
            out
            """#)
        XCTAssertEqual(answers, [
            "red", "blue", "", "green", "x", "", 1, "[object HTMLCollection]", true, 0, true,
            "[object HTMLBodyElement]", false, "", "on", "off", "rtl", "RTL", "", "ltr", nil, nil, nil,
            "", "<html><head><title>t</title></head><frameset></frameset></html>", "[object HTMLFrameSetElement]",
            "null", "off", "", "", false,
        ])
    }

    /// The legacy and editing members install on first use (dom/document-legacy.js); before,
    /// their descriptors already have WebKit's shape.
    func testLazyMembersHaveWebKitsShapeBeforeFirstUse() async throws {
        let runtime = try await page()
        let shapes = await runtime.js(#"""
            ['execCommand', 'queryCommandSupported', 'clear', 'fgColor', 'anchors', 'designMode', 'domain', 'dir'].map((name) => {
                const d = Object.getOwnPropertyDescriptor(Document.prototype, name);
                return (d.get ? 'get' + (d.set ? '/set' : '') : typeof d.value + '(' + d.value.length + ')') + (d.enumerable ? ' E' : '') + (d.configurable ? ' C' : '');
            })
            """#)
        XCTAssertEqual(shapes, ["function(1) E C", "function(1) E C", "function(0) E C", "get/set E C", "get E C", "get/set E C", "get/set E C", "get/set E C"])
    }

    func testDomainIsTheHostAndAnOpaqueOneCannotBeSet() async throws {
        let runtime = try await page()
        let answers = await runtime.js(#"""
            const inert = document.implementation.createHTMLDocument('');
            let error; try { inert.domain = 'example.com'; } catch (e) { error = e.name + ': ' + e.message; }
            [document.domain, inert.domain, error]
            """#)
        XCTAssertEqual(answers, ["example.com", "", "SecurityError: The document has a null effectiveDomain."])
    }

    /// WebKit's answers for a document with nothing editable and no selection.
    func testEditingCommandsAnswerAsWebKitsInANonEditableDocument() async throws {
        let runtime = try await page()
        let answers = await runtime.js(#"""
            const ask = (c) => [document.queryCommandSupported(c), document.queryCommandEnabled(c), document.queryCommandState(c), document.queryCommandIndeterm(c), document.queryCommandValue(c)].map(String).join();
            const out = ['bold', 'BOLD', 'copy', 'selectAll', 'insertText', 'defaultParagraphSeparator', 'heading', 'foo'].map(ask);
            out.push(document.execCommand('bold'), document.execCommand('copy'), document.execCommand('selectAll'), document.execCommand('insertText', false, 'x'));
            const attempt = (f) => { try { return f(); } catch (e) { return e.name + ': ' + e.message; } };
            out.push(attempt(() => document.execCommand()), attempt(() => Document.prototype.execCommand.call({}, 'bold')));
            out.push(attempt(() => document.implementation.createDocument(null, 'x').queryCommandSupported('bold')));
            out.push(document.execCommand.length, document.hasFocus.length, document.clear.length);
            out
            """#)
        XCTAssertEqual(answers, [
            "true,false,false,false,false", "true,false,false,false,false", "true,true,false,false,", "true,true,false,false,",
            "true,false,false,false,", "true,true,false,false,div", "false,false,false,false,", "false,false,false,false,",
            false, true, true, false,
            "TypeError: Not enough arguments", "TypeError: Can only call Document.execCommand on instances of Document",
            "InvalidStateError: queryCommandSupported is only supported on HTML documents.", 1, 0, 0,
        ])
    }

    /// window.open answers null (WKWebView without a UI delegate opens nothing); the window's
    /// members check their object; [LegacyLenientThis] handlers answer undefined on another one.
    func testWindowOperationsBrandChecksAndDOMStringList() async throws {
        let runtime = try await page()
        let answers = await runtime.js(#"""
            const attempt = (f) => { try { return String(f()); } catch (e) { return e.name + ': ' + e.message; } };
            const own = (name) => Object.getOwnPropertyDescriptor(window, name);
            const out = [window.open('about:blank'), window.stop(), window.focus(), window.blur(), window.print(), window.captureEvents(), window.releaseEvents(), crossOriginIsolated];
            out.push(...['open', 'close', 'stop', 'focus', 'blur', 'print'].map((name) => own(name).value.length + (own(name).enumerable ? 'E' : '')));
            out.push(attempt(() => own('closed').get.call({})), attempt(() => own('name').set.call({}, 'x')), attempt(() => window.stop.call({})));
            out.push(attempt(() => Document.prototype.onmouseenter), attempt(() => Document.prototype.onreadystatechange), attempt(() => own('onmouseleave').get.call({})));
            out.push(attempt(() => Document.prototype.write.call({})), attempt(() => own('location').get.call({})), attempt(() => Object.getOwnPropertyDescriptor(document, 'location').get.call({})));
            out.push(Object.getOwnPropertyNames(DOMStringList.prototype).join(), DOMStringList.prototype[Symbol.iterator] === Array.prototype.values, attempt(() => new DOMStringList()), attempt(() => DOMStringList.prototype.contains.call({}, 'a')));
            out
            """#)
        XCTAssertEqual(answers, [
            nil, nil, nil, nil, nil, nil, nil, false, "0E", "0E", "0E", "0E", "0E", "0E",
            "TypeError: The Window.closed getter can only be used on instances of Window",
            "TypeError: The Window.name setter can only be used on instances of Window",
            "TypeError: Can only call Window.stop on instances of Window",
            "undefined", "undefined", "undefined",
            "TypeError: Can only call Document.write on instances of Document",
            "TypeError: The Window.location getter can only be used on instances of Window",
            "TypeError: The Document.location getter can only be used on instances of Document",
            "constructor,length,item,contains", true, "TypeError: Illegal constructor",
            "TypeError: Can only call DOMStringList.contains on instances of DOMStringList",
        ])
    }
}
