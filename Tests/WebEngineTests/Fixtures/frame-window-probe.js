// What a page's script learns of a frame's window and of its own window's frames: run on both
// engines by FrameWindowDifferentialTests. Returns JSON: facet -> answer.
(() => {
    const out = {};
    const text = (f) => { try { return String(f()); } catch (error) { return 'throws ' + error.name; } };
    const describe = (object, key) => {
        const d = Object.getOwnPropertyDescriptor(object, key);
        return d ? [d.get ? 'get' : 'value', d.set ? 'set' : '', d.writable, d.enumerable, d.configurable].join(',') : 'none';
    };
    // A frame's first use installs WebEngine's frames (dom/frames.js); WebKit has them always.
    document.createElement('iframe').contentWindow;
    const events = [];
    const f = document.createElement('iframe');
    f.name = 'fr';
    f.onload = () => events.push('load ' + f.contentDocument.URL);
    document.body.appendChild(f);
    events.push('appended');
    const w = f.contentWindow;
    const which = (v) => (v === w ? 'frame' : v === window ? 'page' : v === f ? 'iframe' : v === w.document ? 'frame document' : v === null ? 'null' : typeof v);
    out.events = events.join(', ');
    out.tag = Object.prototype.toString.call(w);
    out.string = text(() => w);
    const chain = [];
    for (let p = Object.getPrototypeOf(w); p; p = Object.getPrototypeOf(p)) chain.push(Object.prototype.toString.call(p));
    out.chain = chain.join(' ');
    for (const key of ['window', 'self', 'frames', 'document', 'parent', 'top', 'frameElement', 'length', 'name', 'opener', 'closed', 'innerWidth', 'innerHeight', 'scrollX']) {
        out['member.' + key] = which(w[key]) === typeof w[key] ? text(() => w[key]) : which(w[key]);
    }
    out.keys = Object.keys(w).join(' ');
    for (const key of Object.getOwnPropertyNames(w)) if (Object.getOwnPropertyDescriptor(w, key).enumerable) out['own.' + key] = describe(w, key);
    for (const key of ['Node', 'Window', 'EventTarget', 'Object', 'addEventListener', 'dispatchEvent']) out['own.' + key] = describe(w, key);
    out['realm.instanceofWindow'] = w instanceof Window;
    out['realm.instanceofItsWindow'] = w instanceof w.Window;
    out['realm.Window'] = w.Window === Window;
    out['realm.EventTarget'] = w.EventTarget === EventTarget;
    out['realm.instanceofItsEventTarget'] = w instanceof w.EventTarget;
    out['realm.Node'] = w.Node === Node;
    out['realm.Object'] = w.Object === Object;
    out['realm.documentIsNode'] = w.document instanceof w.Node;
    out['document.defaultView'] = which(w.document.defaultView);
    out['location.href'] = text(() => w.location.href);
    out['location.tag'] = Object.prototype.toString.call(w.location);
    let got = null;
    w.addEventListener('ping', (e) => { got = e.type; });
    w.dispatchEvent(new Event('ping'));
    out.dispatch = got;
    out['page.length'] = window.length;
    out['page.0'] = which(window[0]);
    out['page.frames0'] = which(frames[0]);
    out['page.own0'] = describe(window, 0);
    out['page.firstKey'] = Object.keys(window)[0];
    out['page.named'] = which(window.fr);
    out['page.ownNamed'] = describe(window, 'fr');
    out['page.lengthDescriptor'] = describe(window, 'length');
    out['page.lengthPlace'] = Object.keys(window).indexOf('length') - Object.keys(window).indexOf('frames');
    f.remove();
    out['removed.length'] = window.length;
    out['removed.0'] = which(window[0]);
    out['removed.named'] = which(window.fr);
    out['removed.contentWindow'] = which(f.contentWindow);
    out['removed.closed'] = w.closed;
    out['removed.parent'] = which(w.parent);
    out['removed.frameElement'] = which(w.frameElement);
    out['removed.document'] = which(w.document);
    return JSON.stringify(out);
})()
