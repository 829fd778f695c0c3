// Connections and channels (HTML's WebSocket, EventSource, MessageChannel, BroadcastChannel):
// by policy nothing leaves the process, so a WebSocket or an EventSource fails to connect as a
// web view offline does (WebSocket: `error`, then `close` with code 1006; EventSource: `error`
// and CLOSED, with no retries to keep the event loop busy), after checking its arguments as
// WebKit does. Message channels and broadcast channels work within the page: messages are
// structured clones delivered as MessageEvents in a later task. Installed on first use
// (DOMEnvironment.swift's lazyDOMScripts).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _socket, _source, _port, _channel, _closeEvent } = dom.slots;
    const global = globalThis;
    const defineHandlers = dom.events.defineHandlers;

    const wrongThis = (interfaceName, member) => { throw new TypeError(`Can only call ${interfaceName}.${member} on instances of ${interfaceName}`); };
    const notEnough = (given, count) => { if (given < count) throw new TypeError('Not enough arguments'); };
    const later = (task) => setTimeout(task, 0);
    const fire = (target, event) => dom.dispatchTrusted(target, event);
    const enumerable = (Interface) => {
        for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(Interface.prototype))) {
            if (key !== 'constructor' && descriptor.configurable) Object.defineProperty(Interface.prototype, key, { ...descriptor, enumerable: true });
        }
    };
    // (Constants on the interface only: exposeInterface makes them WebIDL constants and puts their copies
    // on the prototype last, after the members, as WebKit lists them.)
    const constants = (Interface, list) => { list.split(' ').forEach((name, value) => { Interface[name] = value; }); };
    const baseURL = () => global.document?.baseURI;

    // ----- CloseEvent --------------------------------------------------------------------------

    class CloseEvent extends Event {
        constructor(type, init = {}) {
            notEnough(arguments.length, 1);
            super(type, init);
            const dict = init ?? {};
            const code = dict.code === undefined ? 0 : Number(dict.code) & 0xffff;
            Object.defineProperty(this, _closeEvent, { value: { wasClean: !!dict.wasClean, code, reason: dict.reason === undefined ? '' : String(dict.reason) } });
        }
        get wasClean() { return closeState(this, 'wasClean').wasClean; }
        get code() { return closeState(this, 'code').code; }
        get reason() { return closeState(this, 'reason').reason; }
    }
    const closeState = (event, member) => (event != null && event[_closeEvent] ? event[_closeEvent] : wrongThis('CloseEvent', member));

    // ----- WebSocket ---------------------------------------------------------------------------

    class WebSocket extends EventTarget {
        constructor(url, protocols = []) {
            super();
            notEnough(arguments.length, 1);
            let parsed;
            try { parsed = new URL(String(url), baseURL()); } catch (error) { throw new DOMException('The string did not match the expected pattern.', 'SyntaxError'); }
            if (parsed.protocol === 'http:') parsed.protocol = 'ws:';
            else if (parsed.protocol === 'https:') parsed.protocol = 'wss:';
            if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
            if (parsed.hash) throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
            const list = typeof protocols === 'string' ? [protocols] : protocols == null ? [String(protocols)] : [...protocols].map(String);
            const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
            for (const protocol of list) {
                if (!token.test(protocol)) throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
            }
            if (new Set(list).size !== list.length) throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
            const state = { url: parsed.href, readyState: 0, bufferedAmount: 0, binaryType: 'blob', closed: false };
            Object.defineProperty(this, _socket, { value: state });
            // Nothing connects: the connection fails in a later task.
            later(() => fail(this, state));
        }
        get url() { return socket(this, 'url').url; }
        get readyState() { return socket(this, 'readyState').readyState; }
        get bufferedAmount() { return socket(this, 'bufferedAmount').bufferedAmount; }
        get extensions() { socket(this, 'extensions'); return ''; }
        get protocol() { socket(this, 'protocol'); return ''; }
        get binaryType() { return socket(this, 'binaryType').binaryType; }
        set binaryType(value) { const state = socket(this, 'binaryType'); value = String(value); if (value === 'blob' || value === 'arraybuffer') state.binaryType = value; }
        close(code = undefined, reason = undefined) {
            const state = socket(this, 'close');
            if (code !== undefined) {
                code = Number(code) & 0xffff;
                if (code !== 1000 && (code < 3000 || code > 4999)) throw new DOMException('The object does not support the operation or argument.', 'InvalidAccessError');
            }
            if (reason !== undefined && new TextEncoder().encode(String(reason)).length > 123) throw new DOMException('The string did not match the expected pattern.', 'SyntaxError');
            if (state.readyState >= 2) return;
            state.readyState = 2;
        }
        send(data) {
            const state = socket(this, 'send');
            notEnough(arguments.length, 1);
            if (state.readyState === 0) throw new DOMException('The object is in an invalid state.', 'InvalidStateError');
            if (state.readyState >= 2) {
                const size = typeof data === 'string' ? new TextEncoder().encode(data).length : data?.byteLength ?? data?.size ?? 0;
                state.bufferedAmount += size;
            }
        }
    }
    const socket = (object, member) => (object != null && object[_socket] ? object[_socket] : wrongThis('WebSocket', member));
    function fail(target, state) {
        if (state.closed) return;
        state.closed = true;
        state.readyState = 3;
        fire(target, new Event('error'));
        fire(target, new CloseEvent('close', { wasClean: false, code: 1006, reason: '' }));
    }
    constants(WebSocket, 'CONNECTING OPEN CLOSING CLOSED');
    defineHandlers(WebSocket.prototype, 'WebSocket', 'onopen onerror onclose onmessage', (object) => (object?.[_socket] ? object : null));

    // ----- EventSource -------------------------------------------------------------------------

    class EventSource extends EventTarget {
        constructor(url, init = {}) {
            super();
            notEnough(arguments.length, 1);
            let parsed;
            try { parsed = new URL(String(url), baseURL()); } catch (error) { throw new DOMException('The string did not match the expected pattern.', 'SyntaxError'); }
            const state = { url: parsed.href, withCredentials: !!(init && init.withCredentials), readyState: 0 };
            Object.defineProperty(this, _source, { value: state });
            later(() => {
                if (state.readyState === 2) return;
                state.readyState = 2;
                fire(this, new Event('error'));
            });
        }
        get url() { return source(this, 'url').url; }
        get withCredentials() { return source(this, 'withCredentials').withCredentials; }
        get readyState() { return source(this, 'readyState').readyState; }
        close() { source(this, 'close').readyState = 2; }
    }
    const source = (object, member) => (object != null && object[_source] ? object[_source] : wrongThis('EventSource', member));
    constants(EventSource, 'CONNECTING OPEN CLOSED');
    defineHandlers(EventSource.prototype, 'EventSource', 'onopen onmessage onerror', (object) => (object?.[_source] ? object : null));

    // ----- MessageChannel and MessagePort ------------------------------------------------------

    let makingPort = false;
    class MessagePort extends EventTarget {
        constructor() {
            super();
            if (!makingPort) throw new TypeError('Illegal constructor');
            Object.defineProperty(this, _port, { value: { other: null, started: false, closed: false, queue: [] } });
        }
        postMessage(message, options = undefined) {
            const state = port(this, 'postMessage');
            notEnough(arguments.length, 1);
            const data = global.structuredClone(message, Array.isArray(options) ? { transfer: options } : options);
            const other = state.other;
            if (!other || state.closed) return;
            const target = other[_port];
            target.queue.push(data);
            if (target.started) deliver(other);
        }
        start() { const state = port(this, 'start'); if (!state.started) { state.started = true; deliver(this); } }
        close() { const state = port(this, 'close'); state.closed = true; if (state.other) state.other[_port].other = null; state.other = null; }
    }
    const port = (object, member) => (object != null && object[_port] ? object[_port] : wrongThis('MessagePort', member));
    function deliver(target) {
        const state = target[_port];
        while (state.queue.length) {
            const data = state.queue.shift();
            later(() => { if (!state.closed) fire(target, new global.MessageEvent('message', { data })); });
        }
    }
    defineHandlers(MessagePort.prototype, 'MessagePort', 'onmessage onmessageerror', (object) => (object?.[_port] ? object : null));
    // Setting onmessage starts the port (HTML: "the first time a MessagePort's onmessage is set").
    const { get: getOnMessage, set: setOnMessage } = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
        get: getOnMessage,
        set: Object.getOwnPropertyDescriptor({ set onmessage(value) { setOnMessage.call(this, value); this.start(); } }, 'onmessage').set,
        enumerable: true, configurable: true,
    });

    class MessageChannel {
        constructor() {
            makingPort = true;
            let port1, port2;
            try { port1 = new MessagePort(); port2 = new MessagePort(); } finally { makingPort = false; }
            port1[_port].other = port2; port2[_port].other = port1;
            Object.defineProperty(this, _channel, { value: { port1, port2 } });
        }
        get port1() { return channel(this, 'port1').port1; }
        get port2() { return channel(this, 'port2').port2; }
    }
    const channel = (object, member) => (object != null && object[_channel]?.port1 ? object[_channel] : wrongThis('MessageChannel', member));

    // ----- BroadcastChannel --------------------------------------------------------------------

    const channels = new Map(); // name -> Set of open BroadcastChannels in this page
    class BroadcastChannel extends EventTarget {
        constructor(name) {
            super();
            notEnough(arguments.length, 1);
            const state = { name: String(name), closed: false };
            Object.defineProperty(this, _channel, { value: state });
            if (!channels.has(state.name)) channels.set(state.name, new Set());
            channels.get(state.name).add(this);
        }
        get name() { return broadcast(this, 'name').name; }
        postMessage(message) {
            const state = broadcast(this, 'postMessage');
            notEnough(arguments.length, 1);
            if (state.closed) throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
            const data = global.structuredClone(message);
            for (const other of channels.get(state.name) ?? []) {
                if (other === this) continue;
                later(() => { if (!other[_channel].closed) fire(other, new global.MessageEvent('message', { data: global.structuredClone(data), origin: global.location?.origin ?? '' })); });
            }
        }
        close() { const state = broadcast(this, 'close'); state.closed = true; channels.get(state.name)?.delete(this); }
    }
    const broadcast = (object, member) => (object != null && object[_channel] && 'closed' in object[_channel] ? object[_channel] : wrongThis('BroadcastChannel', member));
    defineHandlers(BroadcastChannel.prototype, 'BroadcastChannel', 'onmessage onmessageerror', (object) => (object?.[_channel] && 'closed' in object[_channel] ? object : null));

    for (const Interface of [CloseEvent, WebSocket, EventSource, MessagePort, MessageChannel, BroadcastChannel]) enumerable(Interface);
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(BroadcastChannel, 'name onmessage onmessageerror postMessage close');
    dom.orderMembers(EventSource, 'url withCredentials readyState onopen onmessage onerror close');
    dom.orderMembers(MessagePort, 'onmessage onmessageerror postMessage start close');
    dom.orderMembers(WebSocket, 'url readyState bufferedAmount onopen onerror onclose protocol extensions onmessage binaryType close send');
    dom.exposeGlobals({ CloseEvent, WebSocket, EventSource, MessagePort, MessageChannel, BroadcastChannel });
})
