import DOMShim
import JSRuntime
import XCTest

/// Events and observers as a page's introspection sees them (issue #29): own keys, JSON,
/// property descriptors along the prototype chain, class strings, brand checks, lengths and
/// too-few-argument errors of Event and its subclasses, MutationObserver and MutationRecord,
/// AbortController, AbortSignal, EventTarget, and the on* event handler attributes. Every
/// expected text is what the WebKit engine (`webengine run --engine webkit --eval`, WebKitGTK)
/// printed for the same script.
///
/// Not compared, as policy: DeviceMotionEvent and DeviceOrientationEvent exist here (an
/// iPhone's web view has them; WebKitGTK does not); an AbortSignal's default reason
/// keeps Chromium's message; the window's EventTarget methods are its own properties
/// (JavaScriptCore's global object cannot take Window.prototype as its prototype).
final class EventIntrospectionTests: XCTestCase {
    static let digestScript = #"""
(() => {
  const names = ['Event', 'CustomEvent', 'UIEvent', 'MouseEvent', 'KeyboardEvent', 'FocusEvent', 'InputEvent', 'WheelEvent', 'PointerEvent', 'TouchEvent', 'Touch', 'TouchList',
    'ErrorEvent', 'ProgressEvent', 'CompositionEvent', 'HashChangeEvent', 'PageTransitionEvent', 'PopStateEvent', 'DragEvent', 'StorageEvent', 'BeforeUnloadEvent',
    'AnimationEvent', 'TransitionEvent', 'MutationObserver', 'MutationRecord', 'AbortController', 'AbortSignal', 'EventTarget'];
  const member = (P, k) => {
    const d = Object.getOwnPropertyDescriptor(P, k);
    const e = d.enumerable ? '' : '~';
    if (d.get) {
      let brand = '';
      try { d.get.call(P); brand = '!'; } catch (x) { if (!(x instanceof TypeError)) brand = '?'; }
      return k + (d.set ? '=' : '') + e + brand;
    }
    if (typeof d.value === 'function') return k + '()' + d.value.length + e;
    return k + ':' + d.value + (d.writable ? 'w' : '') + (d.enumerable ? 'e' : '') + (d.configurable ? 'c' : '');
  };
  return names.map((n) => {
    const I = globalThis[n], P = I.prototype;
    const statics = Object.getOwnPropertyNames(I).filter((k) => !['length', 'name', 'prototype'].includes(k)).sort().map((k) => member(I, k));
    const members = Object.getOwnPropertyNames(P).filter((k) => k !== 'constructor').sort().map((k) => member(P, k));
    return `${n}(${I.length}) < ${Object.getPrototypeOf(I).name || '-'} [${Object.prototype.toString.call(P)}] ${statics.length ? 'static ' + statics.join(' ') + ' | ' : ''}${members.join(' ')}`;
  }).join('\n');
})()
"""#

    static let digestExpected = #"""
Event(1) < - [[object Event]] static AT_TARGET:2e BUBBLING_PHASE:3e CAPTURING_PHASE:1e NONE:0e | AT_TARGET:2e BUBBLING_PHASE:3e CAPTURING_PHASE:1e NONE:0e bubbles cancelBubble= cancelable composed composedPath()0 currentTarget defaultPrevented eventPhase initEvent()1 preventDefault()0 returnValue= srcElement stopImmediatePropagation()0 stopPropagation()0 target timeStamp type
CustomEvent(1) < Event [[object CustomEvent]] detail initCustomEvent()1
UIEvent(1) < Event [[object UIEvent]] detail initUIEvent()1 layerX layerY pageX pageY view which
MouseEvent(1) < UIEvent [[object MouseEvent]] static WEBKIT_FORCE_AT_FORCE_MOUSE_DOWN:2e WEBKIT_FORCE_AT_MOUSE_DOWN:1e | WEBKIT_FORCE_AT_FORCE_MOUSE_DOWN:2e WEBKIT_FORCE_AT_MOUSE_DOWN:1e altKey button buttons clientX clientY ctrlKey fromElement getModifierState()1 initMouseEvent()1 metaKey movementX movementY offsetX offsetY relatedTarget screenX screenY shiftKey toElement webkitForce x y
KeyboardEvent(1) < UIEvent [[object KeyboardEvent]] static DOM_KEY_LOCATION_LEFT:1e DOM_KEY_LOCATION_NUMPAD:3e DOM_KEY_LOCATION_RIGHT:2e DOM_KEY_LOCATION_STANDARD:0e | DOM_KEY_LOCATION_LEFT:1e DOM_KEY_LOCATION_NUMPAD:3e DOM_KEY_LOCATION_RIGHT:2e DOM_KEY_LOCATION_STANDARD:0e altKey charCode code ctrlKey getModifierState()1 initKeyboardEvent()1 isComposing key keyCode keyIdentifier location metaKey repeat shiftKey
FocusEvent(1) < UIEvent [[object FocusEvent]] relatedTarget
InputEvent(1) < UIEvent [[object InputEvent]] data dataTransfer getTargetRanges()0 inputType isComposing
WheelEvent(1) < MouseEvent [[object WheelEvent]] static DOM_DELTA_LINE:1e DOM_DELTA_PAGE:2e DOM_DELTA_PIXEL:0e | DOM_DELTA_LINE:1e DOM_DELTA_PAGE:2e DOM_DELTA_PIXEL:0e deltaMode deltaX deltaY deltaZ webkitDirectionInvertedFromDevice wheelDelta wheelDeltaX wheelDeltaY
PointerEvent(1) < MouseEvent [[object PointerEvent]] getPredictedEvents()0 height isPrimary pointerId pointerType pressure tangentialPressure tiltX tiltY twist width
TouchEvent(1) < UIEvent [[object TouchEvent]] altKey changedTouches ctrlKey metaKey shiftKey targetTouches touches
Touch(0) < - [[object Touch]] clientX clientY identifier pageX pageY screenX screenY target webkitForce webkitRadiusX webkitRadiusY webkitRotationAngle
TouchList(0) < - [[object TouchList]] item()1 length
ErrorEvent(1) < Event [[object ErrorEvent]] colno error filename lineno message
ProgressEvent(1) < Event [[object ProgressEvent]] lengthComputable loaded total
CompositionEvent(1) < UIEvent [[object CompositionEvent]] data initCompositionEvent()1
HashChangeEvent(1) < Event [[object HashChangeEvent]] newURL oldURL
PageTransitionEvent(1) < Event [[object PageTransitionEvent]] persisted
PopStateEvent(1) < Event [[object PopStateEvent]] hasUAVisualTransition state
DragEvent(1) < MouseEvent [[object DragEvent]] dataTransfer
StorageEvent(1) < Event [[object StorageEvent]] initStorageEvent()1 key newValue oldValue storageArea url
BeforeUnloadEvent(0) < Event [[object BeforeUnloadEvent]] returnValue=
AnimationEvent(1) < Event [[object AnimationEvent]] animationName elapsedTime pseudoElement
TransitionEvent(1) < Event [[object TransitionEvent]] elapsedTime propertyName pseudoElement
MutationObserver(1) < - [[object MutationObserver]] disconnect()0 observe()1 takeRecords()0
MutationRecord(0) < - [[object MutationRecord]] addedNodes attributeName attributeNamespace nextSibling oldValue previousSibling removedNodes target type
AbortController(0) < - [[object AbortController]] abort()0 signal
AbortSignal(0) < EventTarget [[object AbortSignal]] static abort()0 any()1 timeout()1 | aborted onabort= reason throwIfAborted()0
EventTarget(0) < - [[object EventTarget]] addEventListener()2 dispatchEvent()1 removeEventListener()2
"""#

    /// Each interface's length, parent, class string, constants and statics, and its prototype's
    /// members: `name` an attribute (`=` with a setter, `~` not enumerable, `!` when its getter
    /// does not throw a TypeError on the prototype), `name()N` an operation of length N,
    /// `NAME:v` a constant with its property attributes (w, e, c).
    func testInterfacesHaveWebKitsMembers() async throws {
        try await assertPrints(Self.digestScript, Self.digestExpected)
    }

    static let instancesScript = #"""
(() => {
  const d = document.createElement('div');
  const mo = new MutationObserver(() => {}); mo.observe(d, { attributes: true, childList: true }); d.id = 'x'; d.append('t');
  const records = mo.takeRecords();
  const ac = new AbortController();
  const made = {
    Event: new Event('x'), CustomEvent: new CustomEvent('x', { detail: { a: 1 } }), UIEvent: new UIEvent('x'), MouseEvent: new MouseEvent('click', { clientX: 3 }),
    KeyboardEvent: new KeyboardEvent('keydown', { key: 'a' }), FocusEvent: new FocusEvent('focus'), InputEvent: new InputEvent('input', { data: 'a' }),
    WheelEvent: new WheelEvent('wheel', { deltaY: 4 }), PointerEvent: new PointerEvent('pointerdown'), TouchEvent: new TouchEvent('touchstart'),
    TouchList: new TouchEvent('touchstart').touches, ErrorEvent: new ErrorEvent('error', { message: 'm' }), ProgressEvent: new ProgressEvent('progress'),
    CompositionEvent: new CompositionEvent('compositionend'), HashChangeEvent: new HashChangeEvent('hashchange'), PageTransitionEvent: new PageTransitionEvent('pageshow'),
    PopStateEvent: new PopStateEvent('popstate'), DragEvent: new DragEvent('drop'), StorageEvent: new StorageEvent('storage'),
    BeforeUnloadEvent: document.createEvent('BeforeUnloadEvent'), AnimationEvent: new AnimationEvent('animationend'), TransitionEvent: new TransitionEvent('transitionend'),
    MutationObserver: mo, MutationRecord: records[0], AbortController: ac, AbortSignal: ac.signal, EventTarget: new EventTarget(),
  };
  const lines = [];
  for (const [name, o] of Object.entries(made)) {
    const forIn = []; for (const k in o) if (!(k in Object.getPrototypeOf(o))) forIn.push(k);
    const trusted = Object.getOwnPropertyDescriptor(o, 'isTrusted');
    lines.push(`${name}: ${Object.prototype.toString.call(o)} keys=${Object.keys(o)} names=${Object.getOwnPropertyNames(o)} json=${JSON.stringify(o)} own-for-in=${forIn}` +
      (trusted ? ` isTrusted=${typeof trusted.get}/${trusted.set}/${trusted.enumerable}/${trusted.configurable}` : '') + ` spread=${Object.keys({ ...o })}`);
  }
  lines.push('records: ' + records.map((r) => [r.type, r.target.nodeName, r.attributeName, Object.prototype.toString.call(r.addedNodes), r.addedNodes.length].join(' ')).join(', '));
  return lines.join('\n');
})()
"""#

    static let instancesExpected = #"""
Event: [object Event] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
CustomEvent: [object CustomEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
UIEvent: [object UIEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
MouseEvent: [object MouseEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
KeyboardEvent: [object KeyboardEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
FocusEvent: [object FocusEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
InputEvent: [object InputEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
WheelEvent: [object WheelEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
PointerEvent: [object PointerEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
TouchEvent: [object TouchEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
TouchList: [object TouchList] keys= names= json={} own-for-in= spread=
ErrorEvent: [object ErrorEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
ProgressEvent: [object ProgressEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
CompositionEvent: [object CompositionEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
HashChangeEvent: [object HashChangeEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
PageTransitionEvent: [object PageTransitionEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
PopStateEvent: [object PopStateEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
DragEvent: [object DragEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
StorageEvent: [object StorageEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
BeforeUnloadEvent: [object BeforeUnloadEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
AnimationEvent: [object AnimationEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
TransitionEvent: [object TransitionEvent] keys=isTrusted names=isTrusted json={"isTrusted":false} own-for-in=isTrusted isTrusted=function/undefined/true/false spread=isTrusted
MutationObserver: [object MutationObserver] keys= names= json={} own-for-in= spread=
MutationRecord: [object MutationRecord] keys= names= json={} own-for-in= spread=
AbortController: [object AbortController] keys= names= json={} own-for-in= spread=
AbortSignal: [object AbortSignal] keys= names= json={} own-for-in= spread=
EventTarget: [object EventTarget] keys= names= json={} own-for-in= spread=
records: attributes DIV id [object NodeList] 0, childList DIV  [object NodeList] 1
"""#

    /// What a page sees of each object: its class string, own keys and names, JSON, for...in,
    /// spread, and the [LegacyUnforgeable] isTrusted accessor (an event's one own property);
    /// a MutationRecord's fields are its prototype's getters, its node lists NodeLists.
    func testObjectsHaveNoOwnStateButIsTrusted() async throws {
        try await assertPrints(Self.instancesScript, Self.instancesExpected)
    }

    static let readonlyScript = #"""
(() => {
  const lines = [];
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 5 });
  const before = JSON.stringify([e.type, e.bubbles, e.cancelable, e.clientX, e.target, e.eventPhase, e.defaultPrevented, e.timeStamp >= 0, e.isTrusted]);
  const sloppy = Function("e", "e.type = 'y'; e.bubbles = false; e.clientX = 9; e.isTrusted = true; e.timeStamp = 0; e.target = document; e.eventPhase = 2; return 'ok';")(e);
  const strict = ['type', 'bubbles', 'clientX', 'isTrusted', 'timeStamp', 'target', 'eventPhase', 'defaultPrevented'].map((k) => { try { (function () { 'use strict'; e[k] = 1; })(); return k + ':ok'; } catch (x) { return k + ':' + x.name; } });
  const after = JSON.stringify([e.type, e.bubbles, e.cancelable, e.clientX, e.target, e.eventPhase, e.defaultPrevented, e.timeStamp >= 0, e.isTrusted]);
  lines.push('event: ' + sloppy + ' ' + (before === after) + ' ' + after + ' strict ' + strict.join(' '));
  lines.push('delete isTrusted: ' + delete e.isTrusted + ' ' + Object.getOwnPropertyNames(e));
  const r = (() => { const d = document.createElement('div'); const mo = new MutationObserver(() => {}); mo.observe(d, { childList: true }); d.append('x'); return mo.takeRecords()[0]; })();
  Function('r', "r.type = 'z'; r.target = null;")(r);
  lines.push('record: ' + r.type + ' ' + r.target.nodeName + ' ' + Object.keys(r));
  const c = new AbortController();
  Function('c', 'c.signal = null; c.signal.aborted = true;')(c);
  lines.push('controller: ' + Object.prototype.toString.call(c.signal) + ' ' + c.signal.aborted);
  const err = (f) => { try { f(); return 'ok'; } catch (x) { return `${x.name}: ${x.message}`; } };
  const proto = (I, k) => err(() => I.prototype[k]);
  lines.push('on prototypes: ' + [[Event, 'type'], [Event, 'timeStamp'], [MouseEvent, 'clientX'], [UIEvent, 'view'], [KeyboardEvent, 'key'], [CustomEvent, 'detail'], [MutationRecord, 'addedNodes'], [AbortSignal, 'aborted'], [AbortController, 'signal'], [ErrorEvent, 'message'], [Touch, 'identifier']].map(([I, k]) => proto(I, k)).join(' | '));
  lines.push('other object: ' + err(() => Object.getOwnPropertyDescriptor(MouseEvent.prototype, 'button').get.call(new KeyboardEvent('k'))) + ' | ' + err(() => Object.getOwnPropertyDescriptor(KeyboardEvent.prototype, 'key').get.call(Object.create(KeyboardEvent.prototype))) + ' | ' + err(() => Object.getOwnPropertyDescriptor(new Event('x'), 'isTrusted').get.call(document)));
  lines.push('operations: ' + [() => Event.prototype.preventDefault.call({}), () => EventTarget.prototype.addEventListener.call(Event.prototype, 'x', null), () => EventTarget.prototype.dispatchEvent.call(document.body), () => MutationObserver.prototype.disconnect.call({}), () => AbortController.prototype.abort.call(AbortSignal.abort())].map(err).join(' | '));
  lines.push('too few: ' + [() => new Event(), () => new MouseEvent(), () => new ErrorEvent(), () => new CustomEvent('x').initCustomEvent(), () => new Event('x').initEvent(), () => document.addEventListener('x'), () => document.removeEventListener('x'), () => document.dispatchEvent(), () => new MutationObserver(), () => new MutationObserver(() => {}).observe(), () => new KeyboardEvent('k').getModifierState(), () => document.createEvent(), () => AbortSignal.timeout(), () => AbortSignal.any(), () => reportError()].map(err).join(' | '));
  lines.push('wrong arguments: ' + [() => document.dispatchEvent({}), () => new MutationObserver(() => {}).observe({}, { childList: true }), () => new MutationObserver(1)].map(err).join(' | '));
  lines.push('constructors: ' + [() => new MutationRecord(), () => new AbortSignal(), () => new Touch({}), () => new TouchList(), () => new BeforeUnloadEvent('x'), () => new EventTarget(), () => new AbortController()].map(err).join(' | '));
  lines.push('call without new: ' + (() => { try { Event('x'); return 'ok'; } catch (x) { return x.name; } })());
  return lines.join('\n');
})()
"""#

    static let readonlyExpected = #"""
event: ok true ["click",true,true,5,null,0,false,true,false] strict type:TypeError bubbles:TypeError clientX:TypeError isTrusted:TypeError timeStamp:TypeError target:TypeError eventPhase:TypeError defaultPrevented:TypeError
delete isTrusted: false isTrusted
record: childList DIV 
controller: [object AbortSignal] false
on prototypes: TypeError: The Event.type getter can only be used on instances of Event | TypeError: The Event.timeStamp getter can only be used on instances of Event | TypeError: The MouseEvent.clientX getter can only be used on instances of MouseEvent | TypeError: The UIEvent.view getter can only be used on instances of UIEvent | TypeError: The KeyboardEvent.key getter can only be used on instances of KeyboardEvent | TypeError: The CustomEvent.detail getter can only be used on instances of CustomEvent | TypeError: The MutationRecord.addedNodes getter can only be used on instances of MutationRecord | TypeError: The AbortSignal.aborted getter can only be used on instances of AbortSignal | TypeError: The AbortController.signal getter can only be used on instances of AbortController | TypeError: The ErrorEvent.message getter can only be used on instances of ErrorEvent | TypeError: The Touch.identifier getter can only be used on instances of Touch
other object: TypeError: The MouseEvent.button getter can only be used on instances of MouseEvent | TypeError: The KeyboardEvent.key getter can only be used on instances of KeyboardEvent | TypeError: The Event.isTrusted getter can only be used on instances of Event
operations: TypeError: Can only call Event.preventDefault on instances of Event | TypeError: Can only call EventTarget.addEventListener on instances of EventTarget | TypeError: Not enough arguments | TypeError: Can only call MutationObserver.disconnect on instances of MutationObserver | TypeError: Can only call AbortController.abort on instances of AbortController
too few: TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments | TypeError: Not enough arguments
wrong arguments: TypeError: Argument 1 ('event') to EventTarget.dispatchEvent must be an instance of Event | TypeError: Argument 1 ('target') to MutationObserver.observe must be an instance of Node | TypeError: Argument 1 ('callback') to the MutationObserver constructor must be a function
constructors: TypeError: Illegal constructor | TypeError: Illegal constructor | TypeError: Illegal constructor | TypeError: Illegal constructor | TypeError: Illegal constructor | ok | ok
call without new: TypeError
"""#

    /// Read-only attributes ignore assignment in sloppy code and throw in strict code, the state
    /// untouched; getters and operations throw WebKit's TypeErrors on the prototype and on
    /// objects of other interfaces; too few arguments throw "Not enough arguments"; MutationRecord,
    /// AbortSignal, Touch, TouchList and BeforeUnloadEvent are not constructible. (Calling a
    /// constructor without `new` is a TypeError in both; JavaScriptCore's message for a class
    /// differs from WebKit's bindings', so only the name is compared.)
    func testReadOnlyAttributesBrandChecksArgumentsAndConstructors() async throws {
        try await assertPrints(Self.readonlyScript, Self.readonlyExpected)
    }

    static let handlers3Script = #"""
(() => {
  const lines = [];
  const owners = { HTMLElement: HTMLElement.prototype, SVGElement: SVGElement.prototype, MathMLElement: MathMLElement.prototype, Element: Element.prototype, Node: Node.prototype, Document: Document.prototype, window, HTMLBodyElement: HTMLBodyElement.prototype, HTMLFrameSetElement: HTMLFrameSetElement.prototype };
  for (const [name, o] of Object.entries(owners)) {
    const names = Object.getOwnPropertyNames(o).filter((n) => n.startsWith('on')).sort();
    const shapes = new Set(names.map((n) => { const d = Object.getOwnPropertyDescriptor(o, n); return `${typeof d.get}/${typeof d.set}/c=${d.configurable}/${d.get.name === 'get ' + n}/${d.get.length}${d.set.length}`; }));
    lines.push(`${name} ${names.length}: ${names.join(',')}; hidden: ${names.filter((n) => !Object.getOwnPropertyDescriptor(o, n).enumerable).join(',')}; ${[...shapes].join(' ')}`);
  }
  const err = (f) => { try { return 'ok ' + f(); } catch (x) { return `${x.name}: ${x.message}`; } };
  lines.push('brands: ' + [() => HTMLElement.prototype.onclick, () => { HTMLElement.prototype.onclick = null; }, () => Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onclick').get.call(document.createElementNS('http://www.w3.org/2000/svg', 'svg')), () => Object.getOwnPropertyDescriptor(window, 'onclick').get.call({}), () => Object.getOwnPropertyDescriptor(Document.prototype, 'onclick').get.call(document.body), () => Object.getOwnPropertyDescriptor(window, 'onload').get.call(undefined)].map(err).join(' | '));
  const d = document.createElement('div'), log = [];
  d.addEventListener('click', () => log.push('L1')); d.onclick = () => log.push('H1'); d.addEventListener('click', () => log.push('L2')); d.onclick = () => log.push('H2'); d.click();
  d.onclick = null; d.onclick = () => log.push('H3'); d.click();
  lines.push('order: ' + log.join());
  const values = []; const v = document.createElement('div');
  for (const value of [5, 'code', {}, () => 1, null, undefined, true]) { v.onclick = value; values.push(typeof v.onclick); }
  lines.push('values: ' + values.join());
  const a = document.createElement('a'); a.onclick = () => false; const ev = new MouseEvent('click', { cancelable: true }); a.dispatchEvent(ev);
  const b = document.createElement('b'); b.onmouseover = () => true; const ev2 = new MouseEvent('mouseover', { cancelable: true }); b.dispatchEvent(ev2);
  lines.push('return values: ' + ev.defaultPrevented + ' ' + ev2.defaultPrevented);
  let got; window.onerror = function () { got = arguments.length + ':' + typeof arguments[0] + ':' + (this === window); return true; };
  const ee = new ErrorEvent('error', { cancelable: true, message: 'm' }); window.dispatchEvent(ee);
  window.onerror = null;
  let got3; const img = document.createElement('img'); img.onerror = function () { got3 = arguments.length; return true; }; const ee3 = new ErrorEvent('error', { cancelable: true }); img.dispatchEvent(ee3);
  lines.push('onerror: window ' + got + ' ' + ee.defaultPrevented + ', img ' + got3 + ' ' + ee3.defaultPrevented);
  const f = () => {}; document.body.onload = f; const same = window.onload === f && Object.getOwnPropertyDescriptor(HTMLBodyElement.prototype, 'onload').get.call(document.body) === f; window.onload = null;
  lines.push('body.onload is the window\'s: ' + same + ' ' + document.body.onload);
  let hv = 'no'; const h = document.createElement('div'); h.onclick = { handleEvent() { hv = 'yes'; } }; h.click();
  let cf = 'no'; const c = document.createElement('div'); c.onfoo = () => { cf = 'yes'; }; c.dispatchEvent(new Event('foo'));
  lines.push('object handler runs: ' + hv + ', onfoo runs: ' + cf);
  const bu = document.createEvent('BeforeUnloadEvent'); bu.initEvent('beforeunload', false, true); window.onbeforeunload = () => 'leave?'; window.dispatchEvent(bu); window.onbeforeunload = null;
  lines.push('beforeunload: ' + bu.returnValue + ' ' + bu.defaultPrevented);
  const s = new AbortController(); let aborted = []; s.signal.addEventListener('abort', () => aborted.push('L')); s.signal.onabort = (e) => aborted.push('H' + e.isTrusted); s.signal.onabort = 7; s.signal.onabort = function () { aborted.push('H2'); }; s.abort();
  lines.push('onabort: ' + aborted.join() + ' ' + typeof s.signal.onabort);
  const we = Object.getOwnPropertyDescriptor(window, 'event');
  lines.push('window.event: ' + [typeof we.get, typeof we.set, we.enumerable, we.configurable, window.event].join(' '));
  lines.push('operations: ' + ['click', 'focus', 'blur'].map((m) => ['HTMLElement', 'SVGElement', 'MathMLElement', 'Element'].filter((i) => Object.getOwnPropertyNames(globalThis[i].prototype).includes(m)).join('+')).join(' ') + ' ' + err(() => HTMLElement.prototype.click.call(document.createElementNS('http://www.w3.org/2000/svg', 'svg'))));
  return lines.join('\n');
})()
"""#

    static let handlers3Expected = #"""
HTMLElement 101: onabort,onanimationcancel,onanimationend,onanimationiteration,onanimationstart,onauxclick,onbeforecopy,onbeforecut,onbeforeinput,onbeforematch,onbeforepaste,onbeforetoggle,onblur,oncancel,oncanplay,oncanplaythrough,onchange,onclick,onclose,oncontentvisibilityautostatechange,oncontextmenu,oncopy,oncuechange,oncut,ondblclick,ondrag,ondragend,ondragenter,ondragleave,ondragover,ondragstart,ondrop,ondurationchange,onemptied,onended,onerror,onfocus,onformdata,ongotpointercapture,oninput,oninvalid,onkeydown,onkeypress,onkeyup,onload,onloadeddata,onloadedmetadata,onloadstart,onlostpointercapture,onmousedown,onmouseenter,onmouseleave,onmousemove,onmouseout,onmouseover,onmouseup,onmousewheel,onpaste,onpause,onplay,onplaying,onpointercancel,onpointerdown,onpointerenter,onpointerleave,onpointermove,onpointerout,onpointerover,onpointerup,onprogress,onratechange,onreset,onresize,onscroll,onsecuritypolicyviolation,onseeked,onseeking,onselect,onselectionchange,onselectstart,onslotchange,onstalled,onsubmit,onsuspend,ontimeupdate,ontoggle,ontransitioncancel,ontransitionend,ontransitionrun,ontransitionstart,onvolumechange,onwaiting,onwebkitanimationend,onwebkitanimationiteration,onwebkitanimationstart,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin,onwebkittransitionend,onwheel; hidden: onbeforecopy,onbeforecut,onbeforepaste,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin; function/function/c=true/true/01
SVGElement 101: onabort,onanimationcancel,onanimationend,onanimationiteration,onanimationstart,onauxclick,onbeforecopy,onbeforecut,onbeforeinput,onbeforematch,onbeforepaste,onbeforetoggle,onblur,oncancel,oncanplay,oncanplaythrough,onchange,onclick,onclose,oncontentvisibilityautostatechange,oncontextmenu,oncopy,oncuechange,oncut,ondblclick,ondrag,ondragend,ondragenter,ondragleave,ondragover,ondragstart,ondrop,ondurationchange,onemptied,onended,onerror,onfocus,onformdata,ongotpointercapture,oninput,oninvalid,onkeydown,onkeypress,onkeyup,onload,onloadeddata,onloadedmetadata,onloadstart,onlostpointercapture,onmousedown,onmouseenter,onmouseleave,onmousemove,onmouseout,onmouseover,onmouseup,onmousewheel,onpaste,onpause,onplay,onplaying,onpointercancel,onpointerdown,onpointerenter,onpointerleave,onpointermove,onpointerout,onpointerover,onpointerup,onprogress,onratechange,onreset,onresize,onscroll,onsecuritypolicyviolation,onseeked,onseeking,onselect,onselectionchange,onselectstart,onslotchange,onstalled,onsubmit,onsuspend,ontimeupdate,ontoggle,ontransitioncancel,ontransitionend,ontransitionrun,ontransitionstart,onvolumechange,onwaiting,onwebkitanimationend,onwebkitanimationiteration,onwebkitanimationstart,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin,onwebkittransitionend,onwheel; hidden: onbeforecopy,onbeforecut,onbeforepaste,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin; function/function/c=true/true/01
MathMLElement 101: onabort,onanimationcancel,onanimationend,onanimationiteration,onanimationstart,onauxclick,onbeforecopy,onbeforecut,onbeforeinput,onbeforematch,onbeforepaste,onbeforetoggle,onblur,oncancel,oncanplay,oncanplaythrough,onchange,onclick,onclose,oncontentvisibilityautostatechange,oncontextmenu,oncopy,oncuechange,oncut,ondblclick,ondrag,ondragend,ondragenter,ondragleave,ondragover,ondragstart,ondrop,ondurationchange,onemptied,onended,onerror,onfocus,onformdata,ongotpointercapture,oninput,oninvalid,onkeydown,onkeypress,onkeyup,onload,onloadeddata,onloadedmetadata,onloadstart,onlostpointercapture,onmousedown,onmouseenter,onmouseleave,onmousemove,onmouseout,onmouseover,onmouseup,onmousewheel,onpaste,onpause,onplay,onplaying,onpointercancel,onpointerdown,onpointerenter,onpointerleave,onpointermove,onpointerout,onpointerover,onpointerup,onprogress,onratechange,onreset,onresize,onscroll,onsecuritypolicyviolation,onseeked,onseeking,onselect,onselectionchange,onselectstart,onslotchange,onstalled,onsubmit,onsuspend,ontimeupdate,ontoggle,ontransitioncancel,ontransitionend,ontransitionrun,ontransitionstart,onvolumechange,onwaiting,onwebkitanimationend,onwebkitanimationiteration,onwebkitanimationstart,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin,onwebkittransitionend,onwheel; hidden: onbeforecopy,onbeforecut,onbeforepaste,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin; function/function/c=true/true/01
Element 7: onbeforeload,onfocusin,onfocusout,onfullscreenchange,onfullscreenerror,onwebkitfullscreenchange,onwebkitfullscreenerror; hidden: onbeforeload,onfocusin,onfocusout,onwebkitfullscreenchange,onwebkitfullscreenerror; function/function/c=true/true/01
Node 0: ; hidden: ; 
Document 109: onabort,onanimationcancel,onanimationend,onanimationiteration,onanimationstart,onauxclick,onbeforecopy,onbeforecut,onbeforeinput,onbeforematch,onbeforepaste,onbeforetoggle,onblur,oncancel,oncanplay,oncanplaythrough,onchange,onclick,onclose,oncontentvisibilityautostatechange,oncontextmenu,oncopy,oncuechange,oncut,ondblclick,ondrag,ondragend,ondragenter,ondragleave,ondragover,ondragstart,ondrop,ondurationchange,onemptied,onended,onerror,onfocus,onformdata,onfullscreenchange,onfullscreenerror,ongotpointercapture,oninput,oninvalid,onkeydown,onkeypress,onkeyup,onload,onloadeddata,onloadedmetadata,onloadstart,onlostpointercapture,onmousedown,onmouseenter,onmouseleave,onmousemove,onmouseout,onmouseover,onmouseup,onmousewheel,onpaste,onpause,onplay,onplaying,onpointercancel,onpointerdown,onpointerenter,onpointerleave,onpointerlockchange,onpointerlockerror,onpointermove,onpointerout,onpointerover,onpointerup,onprogress,onratechange,onreadystatechange,onreset,onresize,onscroll,onsecuritypolicyviolation,onseeked,onseeking,onselect,onselectionchange,onselectstart,onslotchange,onstalled,onsubmit,onsuspend,ontimeupdate,ontoggle,ontransitioncancel,ontransitionend,ontransitionrun,ontransitionstart,onvisibilitychange,onvolumechange,onwaiting,onwebkitanimationend,onwebkitanimationiteration,onwebkitanimationstart,onwebkitfullscreenchange,onwebkitfullscreenerror,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin,onwebkittransitionend,onwheel; hidden: onbeforecopy,onbeforecut,onbeforepaste,onwebkitfullscreenchange,onwebkitfullscreenerror,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin; function/function/c=true/true/01
window 118: onabort,onafterprint,onanimationcancel,onanimationend,onanimationiteration,onanimationstart,onauxclick,onbeforeinput,onbeforematch,onbeforeprint,onbeforetoggle,onbeforeunload,onblur,oncancel,oncanplay,oncanplaythrough,onchange,onclick,onclose,oncontentvisibilityautostatechange,oncontextmenu,oncopy,oncuechange,oncut,ondblclick,ondrag,ondragend,ondragenter,ondragleave,ondragover,ondragstart,ondrop,ondurationchange,onemptied,onended,onerror,onfocus,onformdata,ongamepadconnected,ongamepaddisconnected,ongotpointercapture,onhashchange,oninput,oninvalid,onkeydown,onkeypress,onkeyup,onlanguagechange,onload,onloadeddata,onloadedmetadata,onloadstart,onlostpointercapture,onmessage,onmessageerror,onmousedown,onmouseenter,onmouseleave,onmousemove,onmouseout,onmouseover,onmouseup,onmousewheel,onoffline,ononline,onpagehide,onpagereveal,onpageshow,onpageswap,onpaste,onpause,onplay,onplaying,onpointercancel,onpointerdown,onpointerenter,onpointerleave,onpointermove,onpointerout,onpointerover,onpointerup,onpopstate,onprogress,onratechange,onrejectionhandled,onreset,onresize,onscroll,onsecuritypolicyviolation,onseeked,onseeking,onselect,onselectionchange,onselectstart,onslotchange,onstalled,onstorage,onsubmit,onsuspend,ontimeupdate,ontoggle,ontransitioncancel,ontransitionend,ontransitionrun,ontransitionstart,onunhandledrejection,onunload,onvolumechange,onwaiting,onwebkitanimationend,onwebkitanimationiteration,onwebkitanimationstart,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin,onwebkittransitionend,onwheel; hidden: onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin; function/function/c=true/true/01
HTMLBodyElement 32: onafterprint,onbeforeprint,onbeforeunload,onblur,onerror,onfocus,onfocusin,onfocusout,ongamepadconnected,ongamepaddisconnected,onhashchange,onlanguagechange,onload,onmessage,onmessageerror,onoffline,ononline,onpagehide,onpagereveal,onpageshow,onpageswap,onpopstate,onrejectionhandled,onresize,onscroll,onstorage,onunhandledrejection,onunload,onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin; hidden: onwebkitmouseforcechanged,onwebkitmouseforcedown,onwebkitmouseforceup,onwebkitmouseforcewillbegin; function/function/c=true/true/01
HTMLFrameSetElement 28: onafterprint,onbeforeprint,onbeforeunload,onblur,onerror,onfocus,onfocusin,onfocusout,ongamepadconnected,ongamepaddisconnected,onhashchange,onlanguagechange,onload,onmessage,onmessageerror,onoffline,ononline,onpagehide,onpagereveal,onpageshow,onpageswap,onpopstate,onrejectionhandled,onresize,onscroll,onstorage,onunhandledrejection,onunload; hidden: ; function/function/c=true/true/01
brands: TypeError: The HTMLElement.onclick getter can only be used on instances of HTMLElement | TypeError: The HTMLElement.onclick setter can only be used on instances of HTMLElement | TypeError: The HTMLElement.onclick getter can only be used on instances of HTMLElement | TypeError: The Window.onclick getter can only be used on instances of Window | TypeError: The Document.onclick getter can only be used on instances of Document | ok null
order: L1,H2,L2,L1,L2,H3
values: object,object,object,function,object,object,object
return values: true false
onerror: window 5:string:true true, img 1 false
body.onload is the window's: true null
object handler runs: no, onfoo runs: no
beforeunload: leave? true
onabort: L,H2 function
window.event: function function true true 
operations: HTMLElement HTMLElement+SVGElement+MathMLElement HTMLElement+SVGElement+MathMLElement TypeError: Can only call HTMLElement.click on instances of HTMLElement
"""#

    /// The on* event handler attributes as WebKit defines them: which interfaces hold which (the
    /// window's as its own properties, the body's and frameset's forwarding to the window's), not
    /// enumerable where WebKit hides them, getter/setter pairs that check `this`; a handler runs
    /// where it was first set among the listeners, non-objects are null, `return false`
    /// cancels, the window's onerror takes an error's five parts, onbeforeunload's string becomes
    /// the returnValue; `onfoo` on an element is an expando, never called.
    func testEventHandlerAttributes() async throws {
        try await assertPrints(Self.handlers3Script, Self.handlers3Expected)
    }

    static let miscScript = #"""
(() => {
  const out = [];
  out.push('which: ' + [new KeyboardEvent('k', { which: 5, keyCode: 7 }).which, new UIEvent('u', { which: 3 }).which, new MouseEvent('m', { which: 9, button: 1 }).which].join());
  const e = new Event('x'); document.body.addEventListener('x', () => {}); document.body.dispatchEvent(e);
  out.push('after dispatch: ' + [e.target && e.target.nodeName, e.currentTarget, e.eventPhase, e.composedPath().length].join());
  e.initEvent('y'); out.push('after initEvent: ' + [e.type, e.target, e.isTrusted].join());
  let t = null; try { t = document.createTouch(window, document.body, 1, 2, 3, 4, 5); } catch (x) { out.push('createTouch threw ' + x.message + ' len ' + (document.createTouch && document.createTouch.length)); }
  out.push('createTouch: ' + (t && [Object.prototype.toString.call(t), t.identifier, t.pageX, t.clientX, t.screenX, Object.keys(t)].join()));
  let list = null; try { list = document.createTouchList(t); } catch (x) { out.push('createTouchList threw ' + x.message); }
  out.push('createTouchList: ' + (list && [list.length, JSON.stringify(Object.getOwnPropertyDescriptor(list, 0) && Object.keys(Object.getOwnPropertyDescriptor(list, 0))), Object.getOwnPropertyDescriptor(list, 0)?.writable, Object.getOwnPropertyDescriptor(list, 0)?.enumerable, Object.getOwnPropertyDescriptor(list, 0)?.configurable, Object.keys(list), typeof list[Symbol.iterator]].join(' ')));
  const te = new TouchEvent('touchstart');
  out.push('touch event touches: ' + te.touches.length + ' ' + Object.prototype.toString.call(te.touches) + ' same=' + (te.touches === te.touches));
  out.push('TouchList proto: ' + Object.getOwnPropertyNames(TouchList.prototype).sort().join() + ' iter ' + typeof TouchList.prototype[Symbol.iterator]);
  out.push('Document touch ops: ' + ['createTouch', 'createTouchList'].map((n) => n + ':' + (Object.getOwnPropertyDescriptor(Document.prototype, n) ? Document.prototype[n].length : 'none')).join());
  const ev = new MouseEvent('click'); out.push('mouse init errors: ' + [() => new MouseEvent('x', { relatedTarget: 5 }), () => new UIEvent('x', { view: {} }), () => new Event(Symbol())].map((f) => { try { f(); return 'ok'; } catch (x) { return x.name + ': ' + x.message; } }).join(' | '));
  out.push('event in handler: ' + (() => { let seen; const d = document.createElement('div'); d.onclick = () => { seen = window.event && window.event.type; }; d.click(); return seen; })());
  const sig = AbortSignal.abort('r'); out.push('signal: ' + [sig.aborted, sig.reason, Object.prototype.toString.call(AbortSignal.timeout(10))].join());
  const a2 = AbortSignal.any([sig]); out.push('any: ' + [a2.aborted, a2.reason].join());
  return out.join('\n');
})()
"""#

    static let miscExpected = #"""
which: 5,0,2
after dispatch: BODY,,0,0
after initEvent: y,,false
createTouch: [object Touch],1,2,2,4,
createTouchList: 1 ["value","writable","enumerable","configurable"] false true true 0 function
touch event touches: 0 [object TouchList] same=true
TouchList proto: constructor,item,length iter function
Document touch ops: createTouch:0,createTouchList:0
mouse init errors: TypeError: Type error | TypeError: Type error | TypeError: Cannot convert a symbol to a string
event in handler: click
signal: true,r,[object AbortSignal]
any: true,r
"""#

    /// The legacy members WebKit computes (a mouse event's `which` is its button plus one, a
    /// key event's from its init), initEvent after a dispatch, document.createTouch and
    /// createTouchList (TouchList's indexed properties read-only), interface-typed dictionary
    /// members ("Type error"), window.event in a handler, AbortSignal.abort and any.
    func testLegacyMembersTouchFactoriesAndSignals() async throws {
        try await assertPrints(Self.miscScript, Self.miscExpected)
    }

    static let initializersScript = #"""
(() => {
  const out = [];
  const k = new KeyboardEvent('x'); k.initKeyboardEvent('keydown', true, true, window, 'a', 1, true);
  out.push('initKeyboardEvent: ' + JSON.stringify([k.type, k.key, k.keyIdentifier, k.location, k.ctrlKey, k.bubbles]));
  out.push('error null: ' + String(new ErrorEvent('e', { error: null }).error) + ' ' + String(new ErrorEvent('e', {}).error) + ' ' + String(new PopStateEvent('p', { state: undefined }).state) + ' ' + String(new CustomEvent('c', { detail: undefined }).detail));
  const m = new MouseEvent('x'); m.initMouseEvent('click', true, true, window, 2, 1, 2, 3, 4, true, false, true, false, 1, document.body);
  out.push('initMouseEvent: ' + JSON.stringify([m.type, m.detail, m.screenX, m.clientX, m.ctrlKey, m.shiftKey, m.button, m.which, m.relatedTarget && m.relatedTarget.nodeName, m.view === window]));
  const u = new UIEvent('x'); u.initUIEvent('y', true, false, window, 7); out.push('initUIEvent: ' + [u.type, u.detail, u.view === window].join());
  const c = new CompositionEvent('x'); c.initCompositionEvent('compositionend', true, true, window, 'data'); out.push('initCompositionEvent: ' + [c.type, c.data].join());
  out.push('getModifierState: ' + [new MouseEvent('m', { ctrlKey: true }).getModifierState('Control'), new KeyboardEvent('k', { shiftKey: true }).getModifierState('Shift'), new KeyboardEvent('k', { modifierCapsLock: true }).getModifierState('CapsLock')].join());
  out.push('conversions: ' + JSON.stringify([new MouseEvent('m', { clientX: 1.7, button: 1.9, screenY: -2.5 }).clientX, new MouseEvent('m', { button: 1.9 }).button, new UIEvent('u', { detail: 2.9 }).detail, new WheelEvent('w', { deltaY: 1.5 }).deltaY, new ProgressEvent('p', { loaded: 2.5 }).loaded, new KeyboardEvent('k', { keyCode: 65.5 }).keyCode]));
  out.push('sloppy assign on prototype: ' + (() => { try { Event.prototype.type = 'x'; return 'ok ' + Object.getOwnPropertyDescriptor(Event.prototype, 'type').get.name; } catch (e) { return e.name; } })());
  out.push('timeStamp type: ' + typeof new Event('x').timeStamp + ' ' + (Number.isInteger(new Event('x').timeStamp) ? 'int' : 'frac'));
  return out.join('\n');
})()
"""#

    static let initializersExpected = #"""
initKeyboardEvent: ["keydown","","a",1,true,true]
error null: null undefined null null
initMouseEvent: ["click",2,1,3,true,true,1,2,"BODY",true]
initUIEvent: y,7,true
initCompositionEvent: compositionend,data
getModifierState: true,true,true
conversions: [1,1,2,1.5,2.5,65]
sloppy assign on prototype: ok get type
timeStamp type: number int
"""#

    /// The legacy init*Event methods (WebKit's initKeyboardEvent takes a keyIdentifier), init
    /// members of type `any` (an ErrorEvent's `error: null` stays null), getModifierState with
    /// EventModifierInit's modifier members, WebIDL's integer conversions (a MouseEvent's
    /// clientX is a long), and assignment to an attribute on a prototype (ignored).
    func testInitializersAndConversions() async throws {
        try await assertPrints(Self.initializersScript, Self.initializersExpected)
    }

    /// Runs `script` in a fresh page and compares its lines with `expected`'s one by one.
    private func assertPrints(_ script: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        let runtime = try await page()
        let printed = try await runtime.evaluate(script).stringValue ?? ""
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, expectedLines.count, "line count", file: file, line: line)
        for (printedLine, expectedLine) in zip(lines, expectedLines) {
            XCTAssertEqual(printedLine, expectedLine, file: file, line: line)
        }
    }
}
