// Readable one-value descriptions in the style of Node's util.inspect, for `webengine run`,
// the REPL and console formatting: strings quoted inside structures, cycles marked,
// depth bounded, long lists cut.
(function (native, internals) {
    'use strict';

    const maxDepth = 2;
    const maxItems = 100;
    const maxLineWidth = 72;

    function quote(string) {
        const escaped = string.replace(/[\\'\n\r\t\u0000-\u001f\u2028\u2029]/g, (c) => {
            switch (c) {
                case '\\': return '\\\\';
                case "'": return "\\'";
                case '\n': return '\\n';
                case '\r': return '\\r';
                case '\t': return '\\t';
                default: return '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
            }
        });
        return `'${escaped}'`;
    }

    function propertyKey(key) {
        if (typeof key === 'symbol') return `[${key.toString()}]`;
        return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
    }

    function join(open, parts, close, indent) {
        if (parts.length === 0) return `${open}${close}`;
        const line = `${open} ${parts.join(', ')} ${close}`;
        if (line.length <= maxLineWidth && !line.includes('\n')) return line;
        const pad = '  '.repeat(indent + 1);
        return `${open}\n${pad}${parts.join(`,\n${pad}`)}\n${'  '.repeat(indent)}${close}`;
    }

    function constructorName(object) {
        const proto = Object.getPrototypeOf(object);
        if (proto === null) return '[Object: null prototype]';
        const name = proto.constructor && proto.constructor.name;
        return typeof name === 'string' ? name : '';
    }

    function describeNode(node) {
        // DOM nodes, once the DOM is loaded: show them as short HTML, as consoles do.
        if (typeof node.outerHTML === 'string') {
            const html = node.outerHTML;
            return html.length > 200 ? html.slice(0, 197) + '...' : html;
        }
        if (node.nodeType === 3) return `#text ${quote(String(node.data))}`;
        if (node.nodeType === 8) return `<!--${node.data}-->`;
        if (node.nodeType === 9) return '#document';
        return `[${constructorName(node) || 'Node'}]`;
    }

    function format(value, depth, seen, indent) {
        switch (typeof value) {
            case 'string': return depth === 0 ? value : quote(value);
            case 'number': return Object.is(value, -0) ? '-0' : String(value);
            case 'bigint': return `${value}n`;
            case 'boolean': case 'undefined': return String(value);
            case 'symbol': return value.toString();
            case 'function': {
                const kind = /^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'Function';
                return value.name ? `[${kind}: ${value.name}]` : `[${kind} (anonymous)]`;
            }
        }
        if (value === null) return 'null';
        if (seen.includes(value)) return '[Circular]';
        if (typeof value.nodeType === 'number' && typeof value.nodeName === 'string') return describeNode(value);
        if (value instanceof Error) return value.stack ? `${value.name}: ${value.message}\n${indentStack(value.stack)}` : String(value);
        if (value instanceof Date) return isNaN(value) ? 'Invalid Date' : value.toISOString();
        if (value instanceof RegExp) return String(value);
        if (value instanceof Promise) {
            const state = promiseStates.get(value);
            if (!state) return 'Promise { <pending> }';
            const settled = format(state.value, depth + 1, seen.concat([value]), indent + 1);
            return state.rejected ? `Promise { <rejected> ${settled} }` : `Promise { ${settled} }`;
        }
        if (value instanceof WeakMap || value instanceof WeakSet) return `${constructorName(value)} { <items unknown> }`;
        if (depth > maxDepth) return Array.isArray(value) ? '[Array]' : `[${constructorName(value) || 'Object'}]`;

        const inner = seen.concat([value]);
        const describe = (item) => format(item, depth + 1, inner, indent + 1);
        if (Array.isArray(value) || ArrayBuffer.isView(value) || isDOMList(value)) {
            const parts = [];
            const count = Math.min(value.length, maxItems);
            for (let i = 0; i < count; i++) parts.push(i in value ? describe(value[i]) : '<empty>');
            if (value.length > maxItems) parts.push(`... ${value.length - maxItems} more items`);
            const prefix = Array.isArray(value) ? '' : `${constructorName(value)}(${value.length}) `;
            return prefix + join('[', parts, ']', indent);
        }
        if (value instanceof Map) {
            const parts = [...value].slice(0, maxItems).map(([k, v]) => `${describe(k)} => ${describe(v)}`);
            return `Map(${value.size}) ` + join('{', parts, '}', indent);
        }
        if (value instanceof Set) {
            const parts = [...value].slice(0, maxItems).map(describe);
            return `Set(${value.size}) ` + join('{', parts, '}', indent);
        }
        const keys = Object.keys(value).concat(interfaceAttributes(value));
        const parts = keys.slice(0, maxItems).map((key) => {
            let item;
            try { item = value[key]; } catch (error) { return `${propertyKey(key)}: [Getter threw]`; }
            return `${propertyKey(key)}: ${describe(item)}`;
        });
        if (keys.length > maxItems) parts.push(`... ${keys.length - maxItems} more properties`);
        const name = constructorName(value);
        const prefix = name === 'Object' ? '' : `${name || 'Object'} `;
        return prefix + join('{', parts, '}', indent);
    }

    // A platform object's state is in its interface's attributes (prototype getters, enumerable
    // as WebIDL makes them), not in own properties: those print as WebKit's console shows them
    // (`DOMRect { x: 8, y: 21.44, width: 359, ... }`), most derived interface first. Objects whose
    // chain has no class string (plain objects, instances of a page's classes) show own keys only.
    function interfaceAttributes(value) {
        const names = [];
        let tagged = false;
        for (let prototype = Object.getPrototypeOf(value); prototype !== null && prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype)) {
            if (Object.prototype.hasOwnProperty.call(prototype, Symbol.toStringTag)) tagged = true;
            for (const key of Object.getOwnPropertyNames(prototype)) {
                const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
                if (descriptor.get && descriptor.enumerable && !names.includes(key) && !Object.prototype.hasOwnProperty.call(value, key)) names.push(key);
            }
        }
        return tagged ? names : [];
    }

    // NodeList, HTMLCollection, DOMTokenList...: array-like DOM lists print as their items.
    const domLists = new Set(['NodeList', 'HTMLCollection', 'DOMTokenList', 'NamedNodeMap', 'HTMLFormControlsCollection', 'HTMLOptionsCollection', 'DOMRectList']);
    function isDOMList(value) {
        return typeof value.length === 'number' && typeof value.item === 'function' && domLists.has(constructorName(value));
    }

    // What each promise met so far settled to: JavaScriptCore has no public way to read a
    // promise's state, so `trackPromises` attaches handlers to those a value holds, and the
    // microtasks that run before it is inspected record them.
    const promiseStates = new WeakMap();
    function collectPromises(value, depth, found) {
        if (value === null || (typeof value !== 'object' && typeof value !== 'function') || depth > maxDepth + 1) return;
        if (value instanceof Promise) { found.push(value); return; }
        if (typeof value.nodeType === 'number') return;
        let items = [];
        try {
            if (Array.isArray(value)) items = value.slice(0, maxItems);
            else if (value instanceof Map) items = [...value.values()].slice(0, maxItems);
            else if (value instanceof Set) items = [...value].slice(0, maxItems);
            else if (typeof value === 'object') items = Object.keys(value).slice(0, maxItems).map((key) => value[key]);
        } catch (error) { return; }
        for (const item of items) collectPromises(item, depth + 1, found);
    }
    internals.trackPromises = function (value) {
        const found = [];
        collectPromises(value, 0, found);
        for (const promise of found) {
            if (promiseStates.has(promise)) continue;
            promise.then((settled) => promiseStates.set(promise, { value: settled }), (reason) => promiseStates.set(promise, { rejected: true, value: reason }));
        }
        return found.length;
    };

    function indentStack(stack) {
        return String(stack).split('\n').map((line) => `    at ${line}`).join('\n');
    }

    // `quoteStrings`: a REPL shows 'text' quoted, where `run` prints it as it is.
    internals.inspect = function (value, quoteStrings) {
        return quoteStrings && typeof value === 'string' ? quote(value) : format(value, 0, [], 0);
    };
})
