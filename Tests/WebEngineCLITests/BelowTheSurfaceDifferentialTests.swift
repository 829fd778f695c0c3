import Foundation
import XCTest

/// What a page's script learns below the DOM's surface is what it learns in WebKit: the same
/// page and probe through `run` and `run --engine webkit`, the outputs compared line for line.
/// Errors the DOM throws (their stack, line, column and source, and what `onerror` gets), the
/// navigator's plugin lists, and the inert document a template's content belongs to.
final class BelowTheSurfaceDifferentialTests: FolderTestCase {
    /// The page's script names its own source as `PAGE`: `run` names a page's inline scripts
    /// after the file given (docs/dom.md), WebKit after the page's URL.
    private static let recorder = """
        var log = [], here = new Error().sourceURL;
        var clean = (value) => String(value).split(here).join('PAGE');
        function attempt(label, action) {
            try { log.push(label + ': ' + action()); }
            catch (e) { log.push(label + ': ' + e.name + ' | ' + clean(e.stack).replace(/\\n/g, ' / ') + ' | ' + e.line + ':' + e.column + ' ' + clean(e.sourceURL) + ' ' + (e instanceof Error)); }
        }
        """

    /// `inAnyOrder`: lines of independent asynchronous work, compared sorted (each engine
    /// settles a different API's promise in another task or microtask).
    private func assertBothEnginesPrintTheSame(_ page: String, inAnyOrder: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws {
        try write(page, to: "page.html")
        // The page's `atTheAppsCall`, if any, runs as the app's script (a user gesture), then the log waits for the page's tasks.
        let arguments = ["--html", "page.html", "--url", "https://example.com/dir/page.html", "--eval", "if (typeof atTheAppsCall === 'function') atTheAppsCall()",
            "--eval", "new Promise((resolve) => setTimeout(() => resolve(log.join('\\n')), 50))"]
        let reference = try runWebEngine(["run", "--engine", "webkit"] + arguments, in: folder)
        if reference.standardError.contains("cannot start the WebKit engine") { throw XCTSkip("the WebKit engine cannot start here: \(reference.standardError)") }
        let fast = try runWebEngine(["run"] + arguments, in: folder)
        XCTAssertEqual(fast.status, reference.status, fast.standardError, file: file, line: line)
        XCTAssertGreaterThan(reference.standardOutput.split(separator: "\n").count, 5, reference.standardError, file: file, line: line)
        let lines = { (output: String) in inAnyOrder ? output.split(separator: "\n").sorted() : output.split(separator: "\n", omittingEmptySubsequences: false) }
        let ours = lines(fast.standardOutput), webKits = lines(reference.standardOutput)
        for (index, expected) in webKits.enumerated() where index >= ours.count || ours[index] != expected {
            XCTFail("line \(index + 1): \(index < ours.count ? String(ours[index]) : "nothing") where WebKit prints \(expected)", file: file, line: line)
        }
        XCTAssertEqual(ours.count, webKits.count, fast.standardOutput, file: file, line: line)
    }

    /// WebKit's DOM is native code: an error it throws names the page's call as its place, and
    /// its stack shows the operation as one native frame and then the page's frames.
    func testErrorsTheDOMThrowsLookThrownByNativeCode() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            attempt('createElement', () => document.createElement('1 x'));
            attempt('appendChild', () => document.body.appendChild(5));
            attempt('removeChild', () => document.body.removeChild(document.createElement('p')));
            attempt('insertBefore', () => document.body.insertBefore(document.createElement('p'), document.createElement('q')));
            attempt('querySelector', () => document.querySelector('##'));
            attempt('matches', () => document.body.matches('[['));
            attempt('setAttribute', () => document.body.setAttribute('1 x', 'v'));
            attempt('classList', () => document.body.classList.add(''));
            attempt('attachShadow', () => { var d = document.createElement('div'); d.attachShadow({ mode: 'open' }); d.attachShadow({ mode: 'open' }); });
            attempt('setStart', () => document.createRange().setStart(document.body, 99));
            attempt('atob', () => atob('***'));
            attempt('structuredClone', () => structuredClone(document.body));
            attempt('URL', () => new URL('nope'));
            attempt('illegal constructor', () => new Node());
            attempt('outerHTML setter', () => { document.documentElement.outerHTML = 'x'; });
            attempt('nested', function outer() { return (function inner() { return document.createElement('1'); })(); });
            attempt('the page\\'s own error', () => { throw new TypeError('mine'); });
            window.onerror = function (message, source, line, column, error) {
                log.push('onerror ' + error.name + ' at ' + clean(source) + ':' + line + ':' + column + ' | ' + clean(error.stack).replace(/\\n/g, ' / '));
                return true;
            };
            setTimeout(function later() { document.querySelector('##'); }, 0);
            </script></body>
            """)
    }

    /// HTML's PDF viewer plugins: five Plugin objects with two MimeType objects each, as
    /// legacy platform objects (indices enumerable, names not, neither defined nor deleted).
    func testTheNavigatorsPluginListsAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            var plugins = navigator.plugins, types = navigator.mimeTypes;
            attempt('lists', () => [plugins.length, types.length, navigator.pdfViewerEnabled, String(plugins), String(types), plugins === navigator.plugins].join(' '));
            attempt('plugins', () => Array.from(plugins, (p) => [p.name, p.filename, p.description, p.length, String(p)].join('|')).join(', '));
            attempt('types', () => Array.from(types, (t) => [t.type, t.suffixes, t.description, t.enabledPlugin.name, String(t)].join('|')).join(', '));
            attempt('shared', () => [plugins[0][0] === types[0], plugins[1][0] === types[0], plugins[1][0].enabledPlugin === plugins[1], plugins.item(0) === plugins[0], plugins.namedItem('PDF Viewer') === plugins[0], plugins['WebKit built-in PDF'] === plugins[4], types['text/pdf'] === types[1]].join(' '));
            attempt('misses', () => [plugins.item(9), plugins.namedItem('x'), plugins[9], plugins[0].item(-1), types.item(4294967296) === types[0]].join(' '));
            attempt('own keys', () => [Reflect.ownKeys(plugins), Reflect.ownKeys(types), Reflect.ownKeys(plugins[0])].join(' / '));
            attempt('descriptors', () => [JSON.stringify(Object.getOwnPropertyDescriptor(plugins, 0)), JSON.stringify(Object.getOwnPropertyDescriptor(plugins, 'PDF Viewer')), JSON.stringify(Object.getOwnPropertyDescriptor(Navigator.prototype, 'plugins'))].join(' '));
            attempt('json', () => JSON.stringify(plugins) + ' ' + JSON.stringify(types));
            attempt('for in', () => { var keys = []; for (var key in plugins[0]) keys.push(key); return keys.join(','); });
            attempt('assign', () => { plugins[0] = 5; plugins[8] = 1; plugins.expando = 1; return [String(plugins[0]), plugins[8], Object.keys(plugins)].join(' '); });
            attempt('delete', () => delete plugins[0]);
            attempt('define index', () => Object.defineProperty(plugins, 7, { value: 1 }));
            attempt('define name', () => Object.defineProperty(plugins, 'PDF Viewer', { value: 1 }));
            attempt('no arguments', () => plugins.item());
            attempt('wrong this', () => PluginArray.prototype.item.call({}, 0));
            attempt('getter on prototype', () => PluginArray.prototype.length);
            attempt('new', () => new MimeType());
            attempt('interfaces', () => [PluginArray, MimeTypeArray, Plugin, MimeType].map((I) => I.name + ':' + Object.getOwnPropertyNames(I.prototype).join(',')).join(' '));
            attempt('iterable', () => [plugins[Symbol.iterator] === Array.prototype.values, typeof plugins[0][Symbol.iterator], typeof types[Symbol.iterator], plugins.refresh()].join(' '));
            attempt('cores', () => navigator.hardwareConcurrency);
            </script></body>
            """)
    }

    /// The navigator's device members as a web view under test answers them: permissions,
    /// geolocation refused, the clipboard and user activation (none for the page's own scripts,
    /// transient for the app's, which WKWebView runs as user gestures), locks, wake lock, media
    /// session and devices. (Where `run` answers otherwise by policy, docs/dom.md: a beacon is
    /// queued, capture is refused as not allowed, lock client ids are random.)
    func testTheNavigatorsDeviceMembersAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            function settle(label, action) {
                return Promise.resolve().then(action).then((value) => log.push(label + ': ' + (value && typeof value === 'object' ? Object.prototype.toString.call(value) + ' ' + JSON.stringify(value) : String(value))),
                    (e) => log.push(label + ': ' + e.name + ': ' + e.message));
            }
            attempt('activation at load', () => [navigator.userActivation.hasBeenActive, navigator.userActivation.isActive, String(navigator.userActivation)].join(' '));
            settle('clipboard at load', () => navigator.clipboard.writeText('early'));
            for (const name of ['geolocation', 'notifications', 'camera', 'microphone', 'push', 'screen-wake-lock', 'midi', 'persistent-storage']) {
                settle('permission ' + name, () => navigator.permissions.query({ name }).then((status) => [status.name, status.state, String(status), status.onchange].join(' ')));
            }
            settle('permission without a name', () => navigator.permissions.query({}));
            settle('permission without arguments', () => navigator.permissions.query());
            settle('geolocation', () => new Promise((resolve) => navigator.geolocation.getCurrentPosition(() => resolve('a position'), (e) => resolve([e.code, e.message, String(e), JSON.stringify(e), e.PERMISSION_DENIED, GeolocationPositionError.TIMEOUT].join(' ')))));
            attempt('geolocation without a callback', () => navigator.geolocation.getCurrentPosition(5));
            settle('wake lock of another type', () => navigator.wakeLock.request('system'));
            settle('lock', () => navigator.locks.request('a', (lock) => [lock.name, lock.mode, String(lock)].join(' ')));
            settle('shared locks', () => Promise.all([navigator.locks.request('b', { mode: 'shared' }, () => 1), navigator.locks.request('b', { mode: 'shared' }, () => 2)]).then((values) => values.join(' ')));
            settle('lock name', () => navigator.locks.request('-x', () => 1));
            settle('lock if available', () => navigator.locks.request('c', () => navigator.locks.request('c', { ifAvailable: true }, (lock) => String(lock))));
            settle('devices', () => navigator.mediaDevices.enumerateDevices());
            settle('capture without constraints', () => navigator.mediaDevices.getUserMedia({}));
            attempt('constraints', () => JSON.stringify(navigator.mediaDevices.getSupportedConstraints()));
            settle('decoding', () => navigator.mediaCapabilities.decodingInfo({ type: 'file', video: { contentType: 'video/x-nothing', width: 1, height: 1, bitrate: 1, framerate: 1 } }));
            settle('decoding without a type', () => navigator.mediaCapabilities.decodingInfo({ type: 'file' }));
            attempt('media session', () => { navigator.mediaSession.playbackState = 'playing'; navigator.mediaSession.playbackState = 'bogus'; navigator.mediaSession.setActionHandler('play', () => log.push('play handled')); navigator.mediaSession.callActionHandler({ action: 'play' }); return navigator.mediaSession.playbackState + ' ' + navigator.mediaSession.metadata; });
            attempt('media action', () => navigator.mediaSession.setActionHandler('nope', null));
            attempt('metadata', () => { navigator.mediaSession.metadata = new MediaMetadata({ title: 'T', artwork: [{ src: 'a.png', sizes: '96x96' }] }); const m = navigator.mediaSession.metadata; return [m.title, m.artist, JSON.stringify(m.artwork), Object.isFrozen(m.artwork)].join(' '); });
            attempt('beacon to another scheme', () => navigator.sendBeacon('foo:bar', 'x'));
            attempt('gamepads', () => JSON.stringify(navigator.getGamepads()) + ' ' + navigator.getGamepads.length);
            attempt('same objects', () => [navigator.clipboard === navigator.clipboard, navigator.locks === navigator.locks, navigator.mediaSession === navigator.mediaSession].join(' '));
            settle('wake lock at load', () => navigator.wakeLock.request('screen'));
            function atTheAppsCall() {
                attempt('activation in the app script', () => [navigator.userActivation.hasBeenActive, navigator.userActivation.isActive].join(' '));
                settle('clipboard in the app script', () => navigator.clipboard.writeText('copied').then(() => navigator.clipboard.readText()));
                settle('wake lock in the app script', () => navigator.wakeLock.request('screen').then((sentinel) => [String(sentinel), sentinel.type, sentinel.released].join(' ')));
            }
            </script></body>
            """, inAnyOrder: true)
    }

    /// ElementInternals and form-associated custom elements: attachInternals' checks, the
    /// internals' form owner, submission value, validity and states (`:state()`), the form
    /// callbacks, and `:valid`/`:invalid` for native controls and custom ones alike.
    func testElementInternalsAndFormAssociatedCustomElementsAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><form id=fm><input id=a required><input id=b value=x required><fieldset id=fs><input id=c type=email value=bad></fieldset><button id=btn>go</button><input type=hidden id=h required></form>
            <script>
            \(Self.recorder)
            attempt('validity selectors', () => ['a', 'b', 'c', 'fs', 'fm', 'btn', 'h'].map((id) => id + ':' + document.getElementById(id).matches(':valid') + '/' + document.getElementById(id).matches(':invalid')).join(' ') + ' ' + document.querySelectorAll(':invalid').length);
            attempt('interfaces', () => [typeof ElementInternals, typeof CustomStateSet, HTMLElement.prototype.attachInternals.length, ElementInternals.prototype.setFormValue.length].join(' '));
            class Field extends HTMLElement {
                static formAssociated = true;
                constructor() { super(); this.internals = this.attachInternals(); }
                formResetCallback() { log.push('formResetCallback'); }
                formAssociatedCallback(form) { log.push('formAssociatedCallback ' + (form && form.id)); }
                formDisabledCallback(disabled) { log.push('formDisabledCallback ' + disabled); }
            }
            customElements.define('x-field', Field);
            customElements.define('x-plain', class extends HTMLElement {});
            attempt('a div', () => document.createElement('div').attachInternals());
            attempt('an undefined element', () => document.createElement('x-undefined').attachInternals());
            const plain = document.createElement('x-plain');
            attempt('twice', () => [String(plain.attachInternals()), plain.attachInternals()].join(' '));
            attempt('a plain element has no form', () => document.createElement('x-plain').attachInternals().form);
            const form = document.getElementById('fm'), field = new Field(), internals = field.internals;
            form.appendChild(field);
            attempt('form-associated', () => [internals.form.id, internals.willValidate, String(internals.validity), internals.validity.valid, JSON.stringify(internals.validationMessage), String(internals.labels), internals.labels.length, internals.shadowRoot, String(internals.states), internals.role].join(' '));
            attempt('entries', () => { internals.setFormValue('v1'); field.setAttribute('name', 'n1'); return JSON.stringify([...new FormData(form)]) + ' ' + form.elements.length + ' ' + form.elements[form.elements.length - 1].localName; });
            attempt('invalid', () => { internals.setValidity({ valueMissing: true }, 'need it'); return [internals.validity.valid, internals.validity.valueMissing, internals.validationMessage, internals.checkValidity(), form.checkValidity(), field.matches(':invalid')].join(' '); });
            attempt('a flag without a message', () => internals.setValidity({ valueMissing: true }));
            attempt('valid again', () => { internals.setValidity({}); return internals.validity.valid + ' ' + field.matches(':valid'); });
            attempt('states', () => { internals.states.add('checked'); return [internals.states.has('checked'), internals.states.size, field.matches(':state(checked)'), document.querySelector('x-field:state(checked)') === field, field.matches(':state(other)'), [...internals.states].join()].join(' '); });
            attempt('reset', () => { form.reset(); return 'reset'; });
            attempt('moved out', () => { const fieldset = document.createElement('fieldset'); document.body.appendChild(fieldset); fieldset.appendChild(field); fieldset.disabled = true; return internals.form; });
            attempt('json', () => JSON.stringify(internals) + ' ' + Object.prototype.toString.call(internals));
            attempt('aria', () => { internals.ariaLabel = 'label'; internals.role = 'checkbox'; return [internals.ariaLabel, internals.role, field.getAttribute('aria-label'), internals.ariaChecked].join(' '); });
            </script></body>
            """)
    }

    /// A form's `elements` is an HTMLFormControlsCollection (a radio group by name is a
    /// RadioNodeList with the checked one's value), `new FormData(form)` fires `formdata`, and
    /// an unhandled rejection reaches the window as a cancelable `unhandledrejection`.
    func testFormCollectionsAndThePagesEventsAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><form id=f><input name=a value=1><input type=radio name=r value=x><input type=radio name=r value=y checked><input name=b id=bb></form>
            <fieldset disabled><legend><button id=inlegend type=button>L</button></legend><button id=fenced type=button>B</button><input id=fencedbox type=checkbox></fieldset>
            <script>
            \(Self.recorder)
            const form = document.getElementById('f');
            attempt('interfaces', () => ['HTMLFormControlsCollection', 'RadioNodeList', 'FormDataEvent', 'PromiseRejectionEvent'].map((name) => name + ':' + Object.getOwnPropertyNames(window[name].prototype).join(',') + ':' + window[name].length).join(' '));
            attempt('elements', () => [String(form.elements), String(form.elements.r), form.elements.r.value, form.elements.r.length, String(form.elements.namedItem('a')), form.elements.bb === form.elements.b].join(' '));
            attempt('radio value set', () => { form.elements.r.value = 'x'; return [form.elements.r.value, form.querySelector('[value=x]').checked].join(' '); });
            form.addEventListener('formdata', (event) => { log.push('formdata ' + String(event) + ' ' + event.bubbles + ' ' + (event.formData instanceof FormData)); event.formData.append('extra', '1'); });
            attempt('form data', () => JSON.stringify([...new FormData(form)]));
            attempt('a FormDataEvent without its FormData', () => { try { new FormDataEvent('formdata', {}); } catch (e) { return e.name + ': ' + e.message; } });
            attempt('event and mark time stamps from the engine clock, not a replaced performance.now', () => { const real = performance.now; performance.now = () => -42; const stamp = new Event('x').timeStamp, mark = performance.mark('m').startTime; performance.now = real; return [stamp !== -42, stamp >= 0, mark !== -42, mark >= 0].join(' '); });
            attempt('click() on controls a fieldset disables', () => { const seen = []; document.addEventListener('click', (event) => seen.push(event.target.id)); for (const id of ['fenced', 'inlegend', 'fencedbox']) document.getElementById(id).click(); return [seen.join(','), document.getElementById('fencedbox').checked, document.querySelectorAll(':disabled').length].join(' '); });
            attempt('a PromiseRejectionEvent', () => { const event = new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: 'r' }); return [String(event), event.reason, event.cancelable].join(' '); });
            window.addEventListener('unhandledrejection', (event) => { log.push('unhandledrejection ' + String(event) + ' ' + event.reason + ' ' + event.cancelable + ' ' + (event.promise instanceof Promise)); event.preventDefault(); });
            Promise.reject('boom');
            </script></body>
            """)
    }

    /// A frame's window has a registry of its own: the frame's definitions upgrade and
    /// construct the frame's elements only, the page may define the same name, and the same
    /// class may be defined in both.
    func testAFramesWindowHasItsOwnCustomElementRegistry() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><iframe id=f srcdoc="<x-a id=fa></x-a><script>window.frameLog = []; customElements.define('x-a', class extends HTMLElement { connectedCallback() { frameLog.push('frame x-a connected ' + (this.ownerDocument === document)); } }); frameLog.push('frame defined ' + document.getElementById('fa').matches(':defined'));</script>"></iframe>
            <x-a id=pa></x-a>
            <script>
            \(Self.recorder)
            window.onload = function () {
                const frame = document.getElementById('f').contentWindow;
                attempt('registries', () => [frame.customElements !== customElements, String(frame.customElements), frame.customElements === frame.customElements].join(' '));
                attempt('definitions', () => [customElements.get('x-a'), typeof frame.customElements.get('x-a'), document.getElementById('pa').matches(':defined')].join(' '));
                class PageA extends HTMLElement { connectedCallback() { log.push('page x-a connected'); } }
                attempt('the page defines the same name', () => { customElements.define('x-a', PageA); return [document.getElementById('pa').matches(':defined'), document.getElementById('pa') instanceof PageA].join(' '); });
                attempt('the frame log', () => frame.frameLog.join(' | '));
                attempt('made in the frame', () => { const element = frame.document.createElement('x-a'); frame.document.body.appendChild(element); return [element instanceof PageA, element.matches(':defined'), element.constructor === frame.customElements.get('x-a')].join(' '); });
                attempt('made in the page', () => document.createElement('x-a') instanceof PageA);
                attempt('the frame log after', () => frame.frameLog.join(' | '));
                attempt('the same class in the frame', () => { frame.customElements.define('x-b', PageA); return frame.customElements.getName(PageA); });
            };
            </script></body>
            """)
    }

    /// An about:blank frame loads where WebKit loads it: the parser's at its end tag, before the
    /// parse goes on; a script's during the insertion (alone or inside an inserted subtree),
    /// whether or not the page has asked for a frame's window yet; and a frame whose `onload`
    /// opens and closes its document does not load again from inside that handler.
    func testAboutBlankFramesLoadWhereWebKitLoadsThem() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            document.addEventListener('load', (event) => { if (event.target.localName === 'iframe') log.push('captured ' + event.target.id + ' ' + document.readyState); }, true);
            </script>
            <iframe id=a onload="log.push('a loaded, next sibling ' + (this.nextElementSibling && this.nextElementSibling.id))"></iframe>
            <iframe id=b src="" onload="log.push('b loaded')"></iframe><iframe id=c src=" about:blank#top " onload="log.push('c loaded')"></iframe>
            <script>
            log.push('after the parsed frames');
            attempt('inserted', () => { const frame = document.createElement('iframe'); frame.id = 'd'; frame.onload = () => log.push('d loaded'); document.body.append(frame); return 'appended'; });
            attempt('inside a subtree', () => { const holder = document.createElement('div'); holder.innerHTML = '<p><iframe id=e></iframe></p>'; document.body.append(holder); return 'appended'; });
            attempt('not in the page', () => { const frame = document.createElement('iframe'); frame.onload = () => log.push('detached frame loaded'); document.createElement('div').append(frame); return 'appended'; });
            let reloads = 0;
            attempt('reopened in its onload', () => {
                const frame = document.createElement('iframe');
                frame.id = 'f';
                frame.onload = () => { reloads++; if (reloads > 3) return; const doc = frame.contentDocument; doc.open(); doc.write('<p>written</p>'); doc.close(); log.push('f closed, loads ' + reloads); };
                document.body.append(frame);
                return 'loads ' + reloads;
            });
            </script></body>
            """)
    }

    /// A template's content belongs to its document's inert template document: no window, no
    /// definitions, nothing loads; importing, adopting and cloning move between the two as
    /// HTML says, and an image that arrives in the page from either loads.
    func testATemplatesContentBelongsToAnInertDocument() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body>
            <template id=t1><div class=a><img src=x.png onerror="log.push('imported image fails to load')"><x-el></x-el><script>log.push('a template script ran')</script><template id=inner><span>in</span></template></div></template>
            <template id=t2><img src=moved.png onerror="log.push('moved image fails to load')"></template>
            <script>
            \(Self.recorder)
            customElements.define('x-el', class extends HTMLElement { connectedCallback() { log.push('x-el connected in the page ' + (this.ownerDocument === document)); } });
            var t = document.getElementById('t1'), content = t.content, inert = content.ownerDocument;
            attempt('inert document', () => [inert !== document, String(inert), inert.URL, inert.defaultView, inert.childNodes.length, inert.body, inert.readyState, inert.contentType, inert.compatMode, inert.baseURI].join(' '));
            attempt('content', () => [content.firstChild.ownerDocument === inert, content.querySelector('x-el').matches(':defined'), content.querySelector('x-el').constructor.name].join(' '));
            attempt('nested', () => [content.querySelector('#inner').content.ownerDocument === inert, inert.createElement('template').content.ownerDocument === inert, document.createElement('template').content.ownerDocument === inert].join(' '));
            attempt('not in the page', () => [document.getElementById('inner'), document.querySelectorAll('img').length].join(' '));
            attempt('imported', () => { var copy = document.importNode(content, true); document.body.appendChild(copy); return [document.querySelector('body > div').ownerDocument === document, document.querySelector('body > div x-el').matches(':defined')].join(' '); });
            attempt('cloned', () => { var clone = t.cloneNode(true); return [clone.content.ownerDocument === inert, clone.content.childNodes.length].join(' '); });
            attempt('another document', () => { var parsed = new DOMParser().parseFromString('<template><b>x</b></template>', 'text/html').querySelector('template'); var before = parsed.content.ownerDocument; document.adoptNode(parsed); return [before !== inert, parsed.content.ownerDocument === inert, parsed.content.firstChild.ownerDocument === inert].join(' '); });
            attempt('innerHTML', () => { t.innerHTML = '<i>new</i><x-el></x-el>'; return [content.firstChild.ownerDocument === inert, t.innerHTML, content.childNodes.length].join(' '); });
            attempt('links', () => { var a = document.createElement('a'); a.href = 'rel/x'; var holder = document.createElement('template'); holder.content.appendChild(a); return a.href + ' ' + holder.content.firstChild.href; });
            document.body.append(document.getElementById('t2').content);
            </script></body>
            """)
    }

    /// CSS Font Loading as WebKit answers it: `document.fonts` (a render script waits on its
    /// `ready` before measuring), FontFace's descriptors and their grammar, sources that fail
    /// to parse or to load, and FontFaceSet's set operations and checks.
    func testFontLoadingAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            function settle(label, promise) { return promise.then((value) => log.push(label + ': ' + (Array.isArray(value) ? 'array ' + value.length : String(value))), (e) => log.push(label + ': ' + e.name + ': ' + e.message)); }
            var fonts = document.fonts, face = new FontFace('My Font', 'url(missing.woff) format("woff"), url(other.ttf)', { weight: 'bold', style: 'italic' });
            attempt('document.fonts', () => [String(fonts), fonts.status, fonts.size, fonts === document.fonts, fonts.ready === fonts.ready, fonts instanceof EventTarget].join(' '));
            attempt('descriptors', () => JSON.stringify([face.family, face.style, face.weight, face.width, face.stretch, face.unicodeRange, face.featureSettings, face.display, face.sizeAdjust, face.status]));
            attempt('bad weight', () => { face.weight = 'heavy'; });
            attempt('good values', () => { face.weight = '300 700'; face.style = 'oblique 10deg'; face.display = 'swap'; face.unicodeRange = 'U+0-7F, U+4??'; face.featureSettings = '"liga" 0'; face.family = 'Other'; return [face.weight, face.style, face.display, face.unicodeRange, face.featureSettings, face.family].join(' | '); });
            attempt('bad display', () => { face.display = 'never'; });
            attempt('without arguments', () => new FontFace('only'));
            attempt('check without arguments', () => fonts.check());
            attempt('check', () => [fonts.check('12px serif'), fonts.check('bold 12px "No Such Font", serif', 'abc')].join(' '));
            attempt('check bogus', () => fonts.check('bogus'));
            attempt('add a non-face', () => fonts.add({}));
            attempt('set', () => { fonts.add(face); const list = [fonts.size, fonts.has(face), [...fonts].length, [...fonts.entries()][0][0] === face, fonts.keys === fonts.values]; fonts.forEach((a, b, set) => list.push(a === b && set === fonts)); return list.join(' '); });
            attempt('new set', () => { const set = new FontFaceSet([face]); return [set.size, set.status, set.has(face)].join(' '); });
            attempt('bad source', () => { const bad = new FontFace('B', 'nonsense(('); settle('bad source loaded', bad.loaded); return bad.status; });
            attempt('bad descriptor', () => { const bad = new FontFace('B', 'url(x.woff)', { weight: 'heavy' }); settle('bad descriptor loaded', bad.loaded); return bad.status + ' ' + bad.weight; });
            attempt('data that is not a font', () => { const bad = new FontFace('D', new Uint8Array([0, 1, 0, 0, 0, 0])); settle('not a font loaded', bad.loaded); return bad.status; });
            attempt('local', () => { const local = new FontFace('L', 'local(Arial)'); settle('local loaded', local.load().then((f) => f === local && local.status)); return local.status; });
            attempt('promise attributes of the prototypes', () => [typeof FontFace.prototype.loaded, typeof FontFaceSet.prototype.ready].join(' '));
            settle('load serif', fonts.load('12px serif'));
            settle('load bogus', fonts.load('bogus'));
            settle('ready', fonts.ready.then((set) => set === fonts));
            settle('face that loads nothing', face.load().then(() => 'loaded', (e) => { throw e; }).finally(() => log.push('after the load: ' + face.status + ' ' + fonts.status)));
            attempt('loading', () => face.status);
            attempt('delete', () => [fonts.delete(face), fonts.size, fonts.delete(face)].join(' '));
            </script></body>
            """, inAnyOrder: true)
    }

    /// A document's set lists the faces of its style sheets' @font-face rules first, as WebKit
    /// does: their descriptors as the rules give them (a unicode-range normalised), those in
    /// @media blocks included, a rule whose source does not parse left out; they stay through
    /// `clear()` and `delete()`, and go with their sheet.
    func testTheFacesOfAPagesFontFaceRulesAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><style>@font-face { font-family: "Xf Two"; src: url(x.woff) format("woff"); font-weight: 700; unicode-range: U+0-7F, U+4??; font-display: swap }
            @media screen { @font-face { font-family: Yf; src: local(Arial) } } @font-face { font-family: Bad; src: nonsense } div { unicode-range: U+0-7F }</style>
            <body>text<script>
            \(Self.recorder)
            var fonts = document.fonts;
            attempt('faces', () => [...fonts].map((f) => JSON.stringify([f.family, f.style, f.weight, f.stretch, f.unicodeRange, f.featureSettings, f.display, f.status])).join(' '));
            attempt('rule text', () => document.styleSheets[0].cssRules[0].cssText + ' ' + document.styleSheets[0].cssRules[3].cssText);
            var css = [...fonts][0];
            attempt('same faces', () => [...fonts][0] === css);
            attempt('delete a rule face', () => fonts.delete(css));
            attempt('add a rule face', () => [fonts.add(css) === fonts, fonts.size].join(' '));
            attempt('order', () => { fonts.add(new FontFace('Mine', 'local(Arial)')); return [...fonts].map((f) => f.family).join(','); });
            attempt('after clear', () => { fonts.clear(); return [...fonts].map((f) => f.family).join(','); });
            attempt('check', () => [fonts.check('12px Yf'), fonts.check('12px "Xf Two"')].join(' '));
            attempt('sheet removed', () => { document.querySelector('style').remove(); return fonts.size + ' ' + css.status; });
            </script></body>
            """)
    }

    /// Pointer capture as WebKit answers it when no pointer is down: the mouse's (id 1) is not
    /// set, any other id is not found, a disconnected element refuses, ids convert as a long.
    /// (Gesture code calls setPointerCapture in its pointerdown handlers.)
    func testPointerCaptureAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            var d = document.body.appendChild(document.createElement('div')), x = document.createElement('div');
            d.addEventListener('gotpointercapture', () => log.push('got capture'));
            attempt('set', () => d.setPointerCapture(1) + ' ' + d.hasPointerCapture(1));
            attempt('set 0', () => d.setPointerCapture(0));
            attempt('release', () => d.releasePointerCapture(1) + ' ' + d.hasPointerCapture(1));
            attempt('release 0', () => d.releasePointerCapture(0));
            attempt('detached', () => x.setPointerCapture(1));
            attempt('detached 0', () => x.setPointerCapture(0));
            attempt('release detached', () => x.releasePointerCapture(1));
            attempt('without arguments', () => d.setPointerCapture());
            attempt('conversions', () => [d.setPointerCapture(1.7), d.setPointerCapture('1'), d.setPointerCapture(2 ** 32 + 1)].join());
            attempt('NaN', () => d.setPointerCapture(NaN));
            attempt('svg', () => document.createElementNS('http://www.w3.org/2000/svg', 'svg').hasPointerCapture(1));
            attempt('another object', () => Element.prototype.hasPointerCapture.call({}, 1));
            attempt('shape', () => [d.setPointerCapture.length, d.releasePointerCapture.length, d.hasPointerCapture.length, Object.keys(Element.prototype).filter((k) => /PointerCapture/.test(k)).join()].join(' '));
            </script></body>
            """)
    }

    /// Declarative shadow roots as WebKit attaches them: in a page's own parse (a script in one
    /// runs), in setHTMLUnsafe and Document.parseHTMLUnsafe, not in innerHTML or DOMParser; the
    /// template's shadowroot* attributes; a template that stays one (another mode, a host that
    /// cannot have a root or has one already); getHTML's serializable and listed roots; a
    /// clonable root copied with its host.
    func testDeclarativeShadowRootsAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><div id=host><template shadowrootmode=open shadowrootdelegatesfocus shadowrootclonable><span id=in>inside</span><slot></slot></template><b>light</b></div>
            <div id=h2><template shadowrootmode=closed><i>closed</i></template></div>
            <div id=h3><template shadowrootmode=bogus><i>bogus</i></template></div>
            <div id=h4><template shadowrootmode=open><i>first</i></template><template shadowrootmode=open><i>second</i></template></div>
            <div id=ran><template shadowrootmode=open shadowrootserializable><p>x<script>window.ranInShadow = true</script></p></template></div>
            <template id=t><div><template shadowrootmode=open><b>in template</b></template></div></template>
            <script>
            \(Self.recorder)
            var host = document.getElementById('host'), byId = (id) => document.getElementById(id);
            attempt('host', () => [host.shadowRoot.mode, host.shadowRoot.delegatesFocus, host.shadowRoot.clonable, host.shadowRoot.serializable, host.shadowRoot.innerHTML, host.innerHTML].join(' | '));
            attempt('closed', () => [byId('h2').shadowRoot, byId('h2').innerHTML].join(' | '));
            attempt('bogus mode', () => [byId('h3').shadowRoot, byId('h3').innerHTML].join(' | '));
            attempt('second template', () => [byId('h4').shadowRoot.innerHTML, byId('h4').innerHTML].join(' | '));
            attempt('script in a root', () => [window.ranInShadow, byId('ran').getHTML({ serializableShadowRoots: true })].join(' | '));
            attempt('in a template', () => { const d = byId('t').content.firstChild; return [!!d.shadowRoot, d.innerHTML].join(' | '); });
            attempt('getHTML', () => [host.getHTML(), host.getHTML({ serializableShadowRoots: true }), host.getHTML({ shadowRoots: [host.shadowRoot] })].join(' | '));
            attempt('lengths', () => [Element.prototype.getHTML.length, Element.prototype.setHTMLUnsafe.length, ShadowRoot.prototype.getHTML.length, ShadowRoot.prototype.setHTMLUnsafe.length, Document.parseHTMLUnsafe.length].join());
            attempt('setHTMLUnsafe', () => { const d = document.createElement('div'); d.setHTMLUnsafe('<p><template shadowrootmode=open shadowrootserializable shadowrootclonable shadowrootdelegatesfocus>y</template>z</p>'); return [d.firstChild.shadowRoot.serializable, d.innerHTML, d.getHTML({ serializableShadowRoots: true })].join(' | '); });
            attempt('innerHTML attaches none', () => { const d = document.createElement('div'); d.innerHTML = '<p><template shadowrootmode=open><em>x</em></template>y</p>'; return [!!d.firstChild.shadowRoot, d.innerHTML].join(' | '); });
            attempt('parseHTMLUnsafe', () => { const doc = Document.parseHTMLUnsafe('<div><template shadowrootmode=open><u>u</u></template></div>'); return [String(doc), doc.URL, doc.querySelector('div').shadowRoot.innerHTML, doc.body.innerHTML].join(' | '); });
            attempt('DOMParser attaches none', () => !!new DOMParser().parseFromString('<div><template shadowrootmode=open><u>u</u></template></div>', 'text/html').querySelector('div').shadowRoot);
            attempt('template attributes', () => { const t = document.createElement('template'); const before = [t.shadowRootMode, t.shadowRootDelegatesFocus, t.shadowRootClonable, t.shadowRootSerializable].join(' '); t.setAttribute('shadowrootmode', 'OPEN'); t.shadowRootSerializable = true; return before + ' | ' + [t.shadowRootMode, t.outerHTML].join(' | '); });
            attempt('a host with a root', () => { const e = document.createElement('div'); e.attachShadow({ mode: 'open' }); e.setHTMLUnsafe('<template shadowrootmode=open>n</template>'); return e.shadowRoot.innerHTML + ' / ' + e.innerHTML; });
            attempt('attachShadow serializable', () => { const e = document.createElement('div'); e.attachShadow({ mode: 'open', serializable: true }).innerHTML = '<a>z</a>'; return e.getHTML({ serializableShadowRoots: true }); });
            attempt('shadow root setHTMLUnsafe', () => { const r = document.createElement('div').attachShadow({ mode: 'open' }); r.setHTMLUnsafe('<p><template shadowrootmode=open shadowrootserializable>z</template></p>'); return r.getHTML({ serializableShadowRoots: true }); });
            attempt('clone', () => { const c = host.cloneNode(false); return [c.shadowRoot.innerHTML, c.shadowRoot.clonable, c.shadowRoot.delegatesFocus, c.childNodes.length, byId('h4').cloneNode(true).shadowRoot].join(' | '); });
            attempt('registry attribute', () => { const d = document.createElement('div'); d.setHTMLUnsafe('<p><template shadowrootmode=open shadowrootcustomelementregistry shadowrootserializable>q</template></p>'); return d.cloneNode(true).getHTML({ serializableShadowRoots: true }); });
            </script></body>
            """)
    }

    /// The geometry interfaces as WebKit answers them, to the last bit: DOMPoint, DOMQuad,
    /// DOMMatrix (WebKitCSSMatrix is the same object) from transform lists (units, calc(),
    /// 3D functions), arrays and dictionaries, their operations (WebKit's rotation snapping,
    /// float lengths), the string and JSON forms, validation errors, structured clones, and
    /// canvas setTransform's dictionary checked as WebKit checks it.
    func testGeometryInterfacesAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            const show = (m) => String(m);
            var m = new DOMMatrix('translate(10px, 20px) rotate(45deg) scale(2)');
            attempt('alias', () => [WebKitCSSMatrix === DOMMatrix, WebKitCSSMatrix.name, new WebKitCSSMatrix('scale(2)') instanceof DOMMatrix].join(' '));
            attempt('parsed', () => [show(m), m.is2D, m.isIdentity, JSON.stringify(m)].join(' | '));
            attempt('constructors', () => [new DOMMatrix(), new DOMMatrix([1, 2, 3, 4, 5, 6]), new DOMMatrix([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]), new DOMMatrix('none'), new DOMMatrix(''), new DOMMatrix('matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1)')].map(show).join(' | '));
            for (const text of ['translate(1em)', 'bogus', ' ', 'translate(10%)', 'translate(1px,)', 'translate(1px 2px)', 'scale(1px)', 'rotate(10)', 'matrix(1,0,0,1,0)', 'initial', 'translate(1px) none']) attempt('invalid ' + text, () => new DOMMatrix(text));
            attempt('valid', () => ['rotate(0)', 'translate(0)', 'TRANSLATE(1PX)', '  translate(1px)   scale(2)  ', '/**/none', 'translate(1in, 1cm)', 'translate(1mm, 1pt) translate(1pc, 1q)', 'rotate(1rad) rotate(100grad)', 'rotate(0.5turn) skew(10deg, 20deg) translate3d(1px, 2px, 3px) perspective(100px)', 'scale(2) translateX(calc(2 * 2.5px)) translateY(5px)', 'rotate(180deg)', 'rotate(90deg)', 'rotateZ(270deg)', 'rotateX(90deg)', 'rotate3d(0,0,1,90deg)', 'rotate(1e-20deg)'].map((text) => show(new DOMMatrix(text))).join(' | '));
            attempt('three values', () => new DOMMatrix([1, 2, 3]));
            attempt('operations', () => [m.inverse(), m.multiply(m), new DOMMatrix().rotate(30), new DOMMatrix().rotate(10, 20, 30), new DOMMatrix().rotate(180), new DOMMatrix().skewX(10), new DOMMatrix().scale(2, 3, 4, 1, 2, 3), new DOMMatrix().rotateAxisAngle(1, 1, 1, 45), new DOMMatrix().rotateFromVector(1, 1), new DOMMatrix().rotateFromVector(0, 1), new DOMMatrix().scale3d(2, 1, 1, 1), new DOMMatrix().flipX(), new DOMMatrix().translate(1, 2, 3), new DOMMatrix([2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 1, 2, 3, 1]).inverse(), new DOMMatrix([1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0.5, 0, 0, 0, 1]).inverse()].map(show).join(' | '));
            attempt('singular', () => new DOMMatrix([0, 0, 0, 0, 0, 0]).inverse().toString());
            attempt('non-finite string', () => new DOMMatrix([NaN, 0, 0, 1, 0, 0]).toString());
            attempt('self', () => { const s = new DOMMatrix('scale(2)'); return [show(s.multiplySelf({ a: 3 })), show(new DOMMatrix().invertSelf()), show(s.preMultiplySelf({ e: 5 })), show(s.setMatrixValue('translateX(5px)')), s.m41].join(' | '); });
            attempt('points', () => { const p = new DOMPoint(1, 2); return [JSON.stringify(p), JSON.stringify(p.matrixTransform(m)), JSON.stringify(m.transformPoint({ x: 1, y: 1 })), JSON.stringify(DOMPoint.fromPoint({ x: 3, w: 2 }))].join(' | '); });
            attempt('quad', () => { const q = DOMQuad.fromRect({ x: 1, y: 2, width: 3, height: 4 }); return [JSON.stringify(q), JSON.stringify(q.getBounds()), q.p1 === q.p1, JSON.stringify(new DOMQuad({ x: 1 }, { y: 2 }).getBounds())].join(' | '); });
            attempt('dictionaries', () => [DOMMatrix.fromMatrix({ a: 2, d: 3 }), DOMMatrix.fromFloat32Array(new Float32Array([1, 2, 3, 4, 5, 6])), DOMMatrix.fromMatrix({ m11: 2, m33: 1 })].map(show).join(' | '));
            attempt('conflict', () => DOMMatrix.fromMatrix({ a: 2, m11: 3 }));
            attempt('2D conflict', () => DOMMatrix.fromMatrix({ is2D: true, m33: 2 }));
            attempt('arrays', () => [new DOMMatrix().translate(1, 2).toFloat32Array().length, Object.prototype.toString.call(new DOMMatrixReadOnly()), Object.prototype.toString.call(new DOMMatrix().toFloat64Array())].join(' '));
            attempt('setters', () => { const s = new DOMMatrix(); s.m33 = 1; const before = s.is2D; s.m13 = 0.5; return [before, s.is2D, show(s)].join(' | '); });
            attempt('clones', () => [structuredClone(m) instanceof DOMMatrix, show(structuredClone(m)), structuredClone(new DOMPoint(1, 2, 3, 4)).z, JSON.stringify(structuredClone(DOMQuad.fromRect({ width: 1 })))].join(' | '));
            attempt('wrong objects', () => { const errors = []; for (const f of [() => DOMMatrixReadOnly.prototype.toString.call({}), () => Object.getOwnPropertyDescriptor(DOMPointReadOnly.prototype, 'x').get.call({}), () => DOMRectList.prototype.item.call({}, 0), () => DOMRectReadOnly.prototype.toJSON.call({})]) { try { f(); } catch (e) { errors.push(e.name + ': ' + e.message); } } return errors.join(' | '); });
            attempt('rect statics', () => [Object.getOwnPropertyNames(DOMRect).join(), document.body.getClientRects().item.length].join(' | '));
            attempt('canvas', () => { const ctx = document.createElement('canvas').getContext('2d'), out = []; for (const d of [{ a: 1, m11: 2 }, { d: Infinity, m22: Infinity }, { a: 2, d: 3 }, { m11: 2, is2D: true, m33: 2 }]) { try { ctx.setTransform(d); out.push('ok ' + show(ctx.getTransform())); } catch (e) { out.push(e.name + ' ' + e.message); } } return out.join(' | ') + ' | ' + (ctx.getTransform() instanceof DOMMatrix); });
            </script></body>
            """)
    }

    /// A details element's `toggle` as WebKit fires it: a ToggleEvent in a task, for a parsed
    /// `<details open>` too, changes before it folded into one (the first old state kept), none
    /// for a changed value of `open`; and the window's WebKit-prefixed members and legacy aliases.
    func testDetailsToggleAndWebKitsLegacyWindowMembers() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><details id=a open><summary>s</summary>x</details><details id=b><summary>s</summary>y</details>
            <script>
            \(Self.recorder)
            for (const d of document.querySelectorAll('details')) d.addEventListener('toggle', (e) => log.push(d.id + ' toggle ' + [e.constructor.name, e.oldState, e.newState, e.bubbles, e.cancelable, e.isTrusted, d.open].join(' ')));
            const b = document.getElementById('b');
            b.open = true; b.open = false; log.push('sync done');
            const c = document.createElement('details'); c.addEventListener('toggle', (e) => log.push('c toggle ' + e.oldState + '->' + e.newState)); c.open = true;
            const e2 = document.createElement('details'); e2.ontoggle = (e) => log.push('e2 ontoggle ' + e.newState); e2.setAttribute('open', ''); e2.setAttribute('open', 'x');
            setTimeout(() => { b.removeAttribute('open'); b.toggleAttribute('open'); }, 5);
            attempt('events', () => [new ToggleEvent('toggle', { oldState: 'closed', newState: 'open' }).newState, new MediaQueryListEvent('change', { media: '(x)', matches: true }).media, new ClipboardEvent('copy').clipboardData, ToggleEvent.length].join(' '));
            attempt('aliases', () => [webkitURL === URL, WebKitMutationObserver === MutationObserver].join(' '));
            attempt('prefixed frames', () => { const i = Object.keys(window).indexOf('webkitRequestAnimationFrame'); return [webkitRequestAnimationFrame === requestAnimationFrame, webkitRequestAnimationFrame.name, webkitRequestAnimationFrame.length, webkitCancelRequestAnimationFrame.name, Object.keys(window).slice(i, i + 3).join()].join(' '); });
            attempt('move and resize', () => [moveTo(1, 2), moveBy(1, 2), resizeTo(1, 2), resizeBy(1, 2), moveTo.length].join(' '));
            attempt('move without arguments', () => moveTo(1));
            const opened = document.createElement('details'); opened.setAttribute('open', '');
            setTimeout(() => {
                opened.cloneNode(true).addEventListener('toggle', (e) => log.push('clone toggle ' + e.oldState + '->' + e.newState));
                const holder = document.createElement('div'); holder.innerHTML = '<details open></details>'; holder.firstChild.addEventListener('toggle', () => log.push('innerHTML toggle'));
            }, 10);
            attempt('part', () => { const e = document.createElement('div'); e.part = 'a b'; return [e.part.length, e.part.value, String(e.part), e.getAttribute('part'), e.part === e.part, Object.keys(Object.getOwnPropertyDescriptor(Element.prototype, 'part')).join()].join(' '); });
            attempt('rootElement', () => [document.rootElement, String(new DOMParser().parseFromString('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml').rootElement)].join(' '));
            let frames = 0; webkitRequestAnimationFrame(() => frames++); webkitCancelAnimationFrame(webkitRequestAnimationFrame(() => frames += 10));
            setTimeout(() => log.push('frames ' + frames), 40);
            </script></body>
            """)
    }

    /// getComputedStyle's resolved values of a block box's size, margins and paddings: WebKit's
    /// used values in its layout units (64ths of a pixel), percentages of the containing block,
    /// border-box sizing, calc(), replaced elements; inline boxes and boxes not rendered answer
    /// their computed values.
    func testResolvedBoxValuesAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><div id=outer style="width: 300px; padding: 0 10px">
            <div id=a style="margin-left: 4.13318px; margin-top: -1.01px; width: 10.3px; height: 7.77px"></div>
            <div id=b style="box-sizing: border-box; width: 100px; height: 40px; padding: 10px; border: 1px solid">x</div>
            <p id=c style="width: 50%; margin: 10%; padding: 5%">p</p>
            <div id=d style="width: calc(15% + 5px); padding-left: 3%"></div>
            <div id=e style="max-width: 120px; padding: 2px 4px; border: 3px solid"></div>
            <img id=f src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=20 height=10>
            <span id=g style="margin-left: 4.13318px; padding-left: 2.99px">span</span>
            <div id=h style="display: none; width: 50%; margin-left: 10%"></div>
            <ul><li id=i style="margin-right: 12.5%">item</li></ul>
            </div><script>
            \(Self.recorder)
            for (const id of 'abcdefghi') attempt(id, () => { const s = getComputedStyle(document.getElementById(id)); return [s.width, s.height, s.marginTop, s.marginRight, s.marginBottom, s.marginLeft, s.paddingTop, s.paddingLeft].join(' '); });
            attempt('outer', () => { const s = getComputedStyle(document.getElementById('outer')); return [s.width, s.height === '' ? 'none' : typeof s.height].join(' '); });
            attempt('detached', () => { const s = getComputedStyle(document.createElement('div')); return [s.width, s.marginLeft].join(' '); });
            </script></body>
            """)
    }

    /// FileReader's interface, states, errors and abort, and blob: URLs' form, as WebKit's (what a
    /// read or a blob URL's fetch gives is in FileReaderTests: the WebKit engine here cannot read
    /// a blob).
    func testFileReaderAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            attempt('shape', () => [typeof FileReader, FileReader.length, Object.getOwnPropertyNames(FileReader.prototype).join(), Object.getOwnPropertyNames(FileReader).join(), Object.getPrototypeOf(FileReader.prototype) === EventTarget.prototype, FileReader.prototype.readAsText.length].join(' '));
            attempt('initial', () => { const r = new FileReader(); return [r.readyState, r.result, r.error, FileReader.EMPTY, FileReader.LOADING, FileReader.DONE, r.DONE, String(r), JSON.stringify(Object.keys(r))].join(' '); });
            attempt('not a blob', () => new FileReader().readAsText('text'));
            attempt('no argument', () => new FileReader().readAsDataURL());
            attempt('while loading', () => { const r = new FileReader(); r.readAsText(new Blob(['a'])); r.readAsArrayBuffer(new Blob(['b'])); });
            attempt('abort', () => { const r = new FileReader(), events = []; ['loadstart', 'abort', 'load', 'loadend'].forEach((t) => r.addEventListener(t, (e) => events.push(t + ' ' + e.constructor.name + ' ' + e.loaded))); r.readAsText(new Blob(['abc'])); r.abort(); return events.join(', ') + ' | ' + r.readyState + ' ' + r.result; });
            attempt('abort when idle', () => { const r = new FileReader(); r.abort(); return r.readyState; });
            attempt('prototype getter', () => FileReader.prototype.readyState);
            attempt('wrong this', () => FileReader.prototype.abort.call({}));
            attempt('blob URL', () => { const url = URL.createObjectURL(new Blob(['a'])); return [url.replace(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'UUID'), new URL(url).origin, URL.createObjectURL.length, URL.revokeObjectURL('nonsense'), URL.revokeObjectURL(url)].join(' '); });
            attempt('blob URL of a string', () => URL.createObjectURL('text'));
            attempt('blob URL of nothing', () => URL.createObjectURL());
            </script></body>
            """)
    }

    /// WebKit's legacy TextEvent (createEvent and initTextEvent only), OverflowEvent and CSP's
    /// SecurityPolicyViolationEvent, as WebKit shapes and initialises them.
    func testLegacyAndPolicyEventInterfacesAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><script>
            \(Self.recorder)
            for (const name of ['TextEvent', 'OverflowEvent', 'SecurityPolicyViolationEvent']) attempt(name, () => { const I = window[name]; return [typeof I, I.length, Object.getOwnPropertyNames(I.prototype).join(), Object.getOwnPropertyNames(I).join(), Object.getPrototypeOf(I.prototype).constructor.name].join(' '); });
            attempt('initTextEvent', () => { const e = document.createEvent('TextEvent'); e.initTextEvent('textInput', true, true, window, 'abc'); return [e.data, e.type, e.bubbles, e.view === window, e.detail, String(e)].join(' '); });
            attempt('new TextEvent', () => new TextEvent('x'));
            attempt('OverflowEvent', () => { const e = new OverflowEvent('overflowchanged', { orient: 2, horizontalOverflow: true }); return [e.orient, e.horizontalOverflow, e.verticalOverflow, OverflowEvent.BOTH, OverflowEvent.HORIZONTAL, OverflowEvent.VERTICAL, e.BOTH].join(' '); });
            attempt('policy violation', () => { const e = new SecurityPolicyViolationEvent('securitypolicyviolation', { violatedDirective: 'img-src', blockedURI: 'x', statusCode: 200, lineno: 3, lineNumber: 4, columnNumber: 5 }); return JSON.stringify([e.documentURI, e.referrer, e.blockedURI, e.violatedDirective, e.effectiveDirective, e.originalPolicy, e.sourceFile, e.sample, e.disposition, e.statusCode, e.lineNumber, e.columnNumber, e.lineno, e.colno]); });
            attempt('without an init', () => JSON.stringify(new SecurityPolicyViolationEvent('x')));
            </script></body>
            """)
    }

    /// CSS keywords serialize lowercased, as WebKit writes them; the names a page makes up,
    /// quoted strings and URLs keep their case.
    func testCSSKeywordsLowercasedAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><div id=d style="COLOR: RED; Display: BLOCK">x</div><script>
            \(Self.recorder)
            const style = document.createElement('div').style;
            for (const [property, value] of [['color', 'RED'], ['color', 'Blue'], ['display', 'BLOCK'], ['float', 'LEFT'], ['visibility', 'Hidden'], ['border', 'SOLID 1px RED'],
                ['transition-property', 'Opacity'], ['text-transform', 'UPPERCASE'], ['cursor', 'Pointer'], ['background', 'URL(a.png) NO-REPEAT'], ['--x', 'Foo'],
                ['list-style-type', 'Disc'], ['animation-name', 'MyFade'], ['counter-reset', 'MyCounter 2'], ['grid-area', 'Header'], ['content', '"Quoted Text"'], ['transform', 'translateX(10PX)']]) {
                attempt(property + ' ' + value, () => { style.setProperty(property, value); const serialized = style.getPropertyValue(property); style.removeProperty(property); return serialized; });
            }
            attempt('style attribute', () => [document.getElementById('d').style.cssText, getComputedStyle(document.getElementById('d')).display].join(' | '));
            </script></body>
            """)
    }

    /// Numbers (six decimals; computed lengths as floats), font-family lists (quoted unless one
    /// identifier, a CSS-wide keyword among names refused), the initial family, keyword sizes
    /// following a monospace family, and an <li>'s and a <th>'s alignment, as WebKit writes them.
    func testNumbersAndFontFamiliesAsWebKits() throws {
        try assertBothEnginesPrintTheSame("""
            <!DOCTYPE html><body><pre id=pre>a<span id=serif style="font-family: serif">b</span></pre><pre id=big style="font-size: 150%">c</pre>
            <div style="font-size: large"><code id=code>d</code></div><div dir=rtl><ul><li id=li>e</li></ul></div><table><tr><th id=th>f</th></tr></table><script>
            \(Self.recorder)
            const style = document.createElement('div').style;
            for (const [property, value] of [['width', '33.33333333%'], ['letter-spacing', '1.23456789px'], ['width', '1234567.891px'], ['opacity', '.5'],
                ['margin-left', '-0.0000001px'], ['transition-duration', '123.4567ms'], ['font-family', 'Helvetica Neue, "Arial", serif'], ['font-family', '"1Bad", a\\ b'],
                ['font-family', 'Arial, inherit'], ['font-family', '"system-ui", -apple-system']]) {
                attempt(property + ' ' + value, () => { style.setProperty(property, value); const serialized = style.getPropertyValue(property); style.removeProperty(property); return serialized; });
            }
            const d = document.createElement('div');
            document.body.append(d);
            d.style.lineHeight = '1.2345';
            attempt('computed line-height', () => getComputedStyle(d).lineHeight);
            for (const id of ['pre', 'serif', 'big', 'code', 'li', 'th']) {
                attempt(id, () => { const computed = getComputedStyle(document.getElementById(id)); return [computed.fontFamily, computed.fontSize, computed.textAlign].join(' | '); });
            }
            attempt('body', () => getComputedStyle(document.body).fontFamily);
            </script></body>
            """)
    }
}
