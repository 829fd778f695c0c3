// console.* formatted as browsers and Node do (printf-style %s %d %i %f %o %O %j %c),
// each call delivered to native code as one message with its level.
(function (native, internals) {
    'use strict';

    const inspect = internals.inspect;
    const describe = (value) => (typeof value === 'string' ? value : inspect(value));

    function formatArguments(args) {
        if (args.length === 0) return '';
        let rest = args;
        let head = '';
        if (typeof args[0] === 'string' && args[0].includes('%')) {
            let index = 1;
            head = args[0].replace(/%([sdifoOjc%])/g, (match, letter) => {
                if (letter === '%') return '%';
                if (index >= args.length) return match;
                const value = args[index++];
                switch (letter) {
                    case 's': return typeof value === 'string' ? value : inspect(value);
                    case 'd': case 'i': {
                        if (typeof value === 'bigint') return `${value}n`;
                        const number = Number(value);
                        return String(letter === 'i' ? Math.trunc(number) : number);
                    }
                    case 'f': return String(parseFloat(value));
                    case 'j': try { return JSON.stringify(value); } catch (error) { return '[Circular]'; }
                    case 'c': return '';
                    default: return inspect(value);
                }
            });
            rest = args.slice(index);
        } else {
            head = describe(args[0]);
            rest = args.slice(1);
        }
        return [head, ...rest.map(describe)].join(' ');
    }

    const counts = new Map();
    const timers = new Map();
    const emit = (level) => (...args) => native.console(level, formatArguments(args));

    const console = {
        log: emit('log'),
        info: emit('info'),
        warn: emit('warn'),
        error: emit('error'),
        debug: emit('debug'),
        trace: (...args) => native.console('debug', ['Trace:', formatArguments(args), new Error().stack].join(' ')),
        dir: (value) => native.console('log', inspect(value)),
        assert: (condition, ...args) => {
            if (!condition) native.console('error', ['Assertion failed', ...(args.length ? [formatArguments(args)] : [])].join(': '));
        },
        count: (label = 'default') => {
            const count = (counts.get(label) || 0) + 1;
            counts.set(label, count);
            native.console('log', `${label}: ${count}`);
        },
        countReset: (label = 'default') => counts.delete(label),
        time: (label = 'default') => timers.set(label, native.now()),
        timeEnd: (label = 'default') => {
            if (!timers.has(label)) return;
            native.console('log', `${label}: ${(native.now() - timers.get(label)).toFixed(3)} ms`);
            timers.delete(label);
        },
        table: (value) => native.console('log', inspect(value)),
        group: emit('log'),
        groupEnd: () => {},
    };

    // Named as WebKit's (console.log.name is 'log').
    for (const [name, method] of Object.entries(console)) Object.defineProperty(method, 'name', { value: name });
    Object.defineProperty(globalThis, 'console', { value: console, writable: true, configurable: true, enumerable: false });
})
