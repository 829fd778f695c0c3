import DOMShim
import JSRuntime
import XCTest

/// Custom elements (HTML, "Custom elements"): definitions, upgrades, the [HTMLConstructor]
/// and the reactions, against what the WebKit engine (`webengine run --engine webkit`,
/// WebKitGTK 2.50) answers for the same scripts (expected values written from its run).
final class CustomElementTests: XCTestCase {
    /// A definition's checks and errors, and when the constructor and callbacks run for each
    /// way an element is made: created, constructed, upgraded when defined, parsed into a
    /// detached or a connected element, cloned; a DOMParser document has no definitions.
    func testDefinitionsUpgradesAndReactionsAnswerAsWebKitDoes() async throws {
        let runtime = try await page("<body></body>")
        let answers = await runtime.js(#"""
            var r = [];
            function t(label, f) { try { r.push(label + ': ' + f()); } catch (e) { r.push(label + ' threw ' + e.name + ': ' + e.message); } }
            t('registry', () => Object.getOwnPropertyNames(CustomElementRegistry.prototype).join(',') + ' ' + typeof Object.getOwnPropertyDescriptor(window, 'customElements').get);
            t('not a constructor', () => customElements.define('x-q', () => {}));
            t('uppercase', () => customElements.define('x-Q', class extends HTMLElement {}));
            t('reserved', () => customElements.define('font-face', class extends HTMLElement {}));
            t('first letter', () => customElements.define('1-x', class extends HTMLElement {}));
            t('no hyphen', () => customElements.define('xq', class extends HTMLElement {}));
            class A extends HTMLElement {
                static get observedAttributes() { return ['a']; }
                constructor() { super(); r.push('ctor ' + this.attributes.length + ' ' + this.isConnected); }
                connectedCallback() { r.push('connected'); }
                disconnectedCallback() { r.push('disconnected'); }
                attributeChangedCallback(name, old, value, namespace) { r.push('attr ' + name + ' ' + old + ' ' + value + ' ' + namespace); }
            }
            var early = document.createElement('x-a'); early.setAttribute('a', '1'); document.body.append(early);
            t('before define', () => early.matches(':defined') + ' ' + (early instanceof A));
            t('define', () => customElements.define('x-a', A));
            t('upgraded', () => early instanceof A && early.matches(':defined'));
            t('same name', () => customElements.define('x-a', class extends HTMLElement {}));
            t('same class', () => customElements.define('x-b', A));
            t('created', () => document.createElement('x-a') instanceof A);
            t('constructed', () => { const e = new A(); return e.localName + ' ' + (e.ownerDocument === document); });
            t('parsed detached', () => { const d = document.createElement('div'); d.innerHTML = '<x-a a="2"></x-a>'; return d.firstChild instanceof A; });
            t('parsed connected', () => { const d = document.body.appendChild(document.createElement('div')); d.innerHTML = '<x-a a="3"></x-a>'; return d.firstChild instanceof A; });
            t('cloned', () => early.cloneNode() instanceof A);
            t('removed', () => { early.remove(); return early.isConnected; });
            t('attribute', () => { early.setAttribute('a', '4'); early.setAttribute('b', '5'); return early.getAttribute('a'); });
            t('get', () => customElements.get('x-a') === A && customElements.getName(A));
            t('new HTMLElement', () => new HTMLElement());
            t('unknown name', () => document.createElement('x-zz').matches(':not(:defined)'));
            t('reserved name', () => document.createElement('font-face').matches(':defined') + ' ' + Object.prototype.toString.call(document.createElementNS('http://www.w3.org/1999/xhtml', 'font-face')));
            t('DOMParser', () => new DOMParser().parseFromString('<x-a></x-a>', 'text/html').body.firstChild instanceof A);
            t('extends ignored', () => { class P extends HTMLParagraphElement {} customElements.define('x-p', P, { extends: 'p' }); return (document.createElement('p', { is: 'x-p' }) instanceof P) + ' ' + (customElements.get('x-p') === P); });
            t('callback not a function', () => { class W extends HTMLElement {} W.prototype.connectedCallback = 5; return customElements.define('x-w', W); });
            t('observed not a sequence', () => { class V extends HTMLElement { attributeChangedCallback() {} static get observedAttributes() { return 5; } } return customElements.define('x-v', V); });
            t('wrong result', () => { class S extends HTMLElement { constructor() { super(); return document.createElement('div'); } } customElements.define('x-s', S); return Object.prototype.toString.call(document.createElement('x-s')); });
            t('throwing constructor', () => { class T extends HTMLElement { constructor() { super(); throw new Error('boom'); } } customElements.define('x-t', T); const e = document.createElement('x-t'); return Object.prototype.toString.call(e) + ' ' + e.matches(':defined'); });
            r.join('\n')
            """#)
        XCTAssertEqual(answers.stringValue?.components(separatedBy: "\n"), [
            "registry: constructor,define,get,getName,whenDefined,upgrade,initialize function",
            "not a constructor threw TypeError: The second argument must be a constructor",
            "uppercase threw SyntaxError: Custom element name cannot contain an uppercase ASCII letter",
            "reserved threw SyntaxError: Custom element name cannot be same as one of the standard elements",
            "first letter threw SyntaxError: Custom element name must have a lowercase ASCII letter as its first character",
            "no hyphen threw SyntaxError: Custom element name must contain a hyphen",
            "before define: false false",
            "ctor 1 true",
            "attr a null 1 null",
            "connected",
            "define: undefined",
            "upgraded: true",
            "same name threw NotSupportedError: Cannot define multiple custom elements with the same tag name",
            "same class threw NotSupportedError: Cannot define multiple custom elements with the same class",
            "ctor 0 false",
            "created: true",
            "ctor 0 false",
            "constructed: x-a true",
            "ctor 1 false",
            "attr a null 2 null",
            "parsed detached: true",
            "ctor 1 true",
            "attr a null 3 null",
            "connected",
            "parsed connected: true",
            "ctor 1 false",
            "attr a null 1 null",
            "cloned: true",
            "disconnected",
            "removed: false",
            "attr a 1 4 null",
            "attribute: 4",
            "get: x-a",
            "new HTMLElement threw TypeError: new.target is not a valid custom element constructor",
            "unknown name: true",
            "reserved name: true [object HTMLUnknownElement]",
            "DOMParser: false",
            "extends ignored: false true",
            "callback not a function threw TypeError: A custom element callback must be a function",
            "observed not a sequence threw TypeError: Value is not a sequence",
            "wrong result: [object HTMLUnknownElement]",
            "throwing constructor: [object HTMLUnknownElement] false",
        ])
    }

    /// The page's parser: an element whose definition exists is made by its constructor
    /// (no attributes yet, not connected), then gets its attributes and is connected; one
    /// parsed before its definition waits "undefined" and is upgraded by define.
    func testTheParserConstructsDefinedElementsAndDefineUpgradesTheOthers() async throws {
        let runtime = try await page(#"""
            <script>
            var log = [];
            class A extends HTMLElement {
                static get observedAttributes() { return ['v']; }
                constructor() { super(); log.push('ctor ' + this.attributes.length + ' ' + this.isConnected + ' ' + (this.parentNode === null)); }
                connectedCallback() { log.push('connected ' + this.getAttribute('v')); }
                attributeChangedCallback(n, o, v) { log.push('attr ' + n + ' ' + o + ' ' + v); }
            }
            customElements.define('x-a', A);
            </script><x-a v="1"><x-b v="2"></x-b></x-a><script>
            log.push('x-b defined? ' + document.querySelector('x-b').matches(':defined'));
            class B extends HTMLElement {
                static get observedAttributes() { return ['v']; }
                constructor() { super(); log.push('B ctor ' + this.attributes.length + ' ' + this.isConnected); }
                connectedCallback() { log.push('B connected'); }
                attributeChangedCallback(n, o, v) { log.push('B attr ' + n + ' ' + o + ' ' + v); }
            }
            customElements.define('x-b', B);
            log.push('x-b defined? ' + document.querySelector('x-b').matches(':defined') + ' ' + (document.querySelector('x-b') instanceof B));
            </script>
            """#)
        let log = await runtime.js("log.join('\\n')")
        XCTAssertEqual(log.stringValue?.components(separatedBy: "\n"), [
            "ctor 0 false true", "attr v null 1", "connected 1", "x-b defined? false",
            "B ctor 1 true", "B attr v null 2", "B connected", "x-b defined? true true",
        ])
    }

    /// whenDefined settles with the class (rejects an invalid name with a SyntaxError), and a
    /// page that never touches customElements does not install the registry's script.
    func testWhenDefinedAndLaziness() async throws {
        let quiet = try await page("<x-card><p>text</p></x-card>")
        let before = await quiet.js("[document.querySelector('x-card').matches(':defined'), document.querySelector('p').matches(':defined')]")
        XCTAssertEqual(before, [false, true])
        let installed = await quiet.installedLazyDOMScripts()
        XCTAssertFalse(installed.contains("dom/custom-elements.js"), "customElements is still the placeholder that installs dom/custom-elements.js")

        let runtime = try await page("<x-card></x-card>")
        _ = await runtime.js(#"""
            var results = [];
            customElements.whenDefined('bad').catch((e) => results.push(e.name));
            class Card extends HTMLElement {}
            customElements.whenDefined('x-card').then((value) => results.push(value === Card, document.querySelector('x-card') instanceof Card));
            setTimeout(() => customElements.define('x-card', Card), 10);
            """#)
        await runtime.advanceTime(by: .milliseconds(50))
        let settled = await runtime.js("results.join(' ')")
        XCTAssertEqual(settled.stringValue, "SyntaxError true true")
    }
}
