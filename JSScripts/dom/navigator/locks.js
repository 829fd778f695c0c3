// navigator.locks (Web Locks API) for the page: named locks, exclusive or shared, granted in
// the order asked (a request waits while a held lock conflicts, or an earlier request for the
// name waits), `ifAvailable`, `steal` and an AbortSignal; a lock is held until the promise its
// callback returns settles. query() lists what is held and waiting. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _lock } = dom.slots;
    const clientId = 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => ((c === 'x' ? Math.random() * 16 : 8 + Math.random() * 4) | 0).toString(16));

    class Lock {
        get name() { return dom.brandOf(this, _lock, 'Lock', 'name')[_lock].name; }
        get mode() { return dom.brandOf(this, _lock, 'Lock', 'mode')[_lock].mode; }
    }

    const held = []; // { name, mode, lock }
    const queue = []; // { name, mode, grant, reject, signal }
    const conflicts = (name, mode) => held.some((entry) => entry.name === name && (mode === 'exclusive' || entry.mode === 'exclusive'));
    // A request is grantable when nothing held conflicts and no earlier request for its name waits.
    const grantable = (request) => !conflicts(request.name, request.mode) && !queue.some((other) => other !== request && other.name === request.name && queue.indexOf(other) < queue.indexOf(request));
    function processQueue() {
        for (const request of queue.slice()) {
            if (queue.includes(request) && grantable(request)) {
                queue.splice(queue.indexOf(request), 1);
                request.grant();
            }
        }
    }
    // Holds a lock while the callback's promise is pending; resolves the request with its outcome.
    function grant(name, mode, callback, resolve, reject) {
        const lock = new Lock();
        Object.defineProperty(lock, _lock, { value: { name, mode } });
        const entry = { name, mode, lock };
        held.push(entry);
        const release = () => {
            const at = held.indexOf(entry);
            if (at >= 0) held.splice(at, 1);
            processQueue();
        };
        entry.steal = (error) => { const at = held.indexOf(entry); if (at >= 0) held.splice(at, 1); reject(error); };
        // (Held from now; its callback runs in a task of its own.)
        setTimeout(() => {
            let outcome;
            try { outcome = Promise.resolve(callback(lock)); } catch (error) { outcome = Promise.reject(error); }
            outcome.then((value) => { release(); resolve(value); }, (error) => { release(); reject(error); });
        }, 0);
    }

    let locks;
    class LockManager {
        request(name, options, callback = undefined) {
            return dom.rejectingErrors(() => {
                if (this !== locks) dom.wrongThisCall('LockManager', 'request');
                dom.requireArguments(arguments.length, 2);
                if (callback === undefined) { callback = options; options = {}; }
                if (typeof callback !== 'function') throw new TypeError("Argument 3 ('callback') to LockManager.request must be a function");
                name = String(name);
                options = options ?? {};
                const mode = options.mode === undefined ? 'exclusive' : String(options.mode);
                if (mode !== 'exclusive' && mode !== 'shared') throw new TypeError('Type error');
                const { ifAvailable = false, steal = false, signal } = options;
                if (name.startsWith('-')) throw new DOMException("Lock name cannot start with '-'", 'NotSupportedError');
                if (steal && ifAvailable) throw new DOMException('ifAvailable and steal are mutually exclusive', 'NotSupportedError');
                if (steal && mode !== 'exclusive') throw new DOMException('steal is only supported for exclusive locks', 'NotSupportedError');
                if (signal && (ifAvailable || steal)) throw new DOMException('signal cannot be used with ifAvailable or steal', 'NotSupportedError');
                if (signal?.aborted) return Promise.reject(signal.reason);
                return new Promise((resolve, reject) => {
                    const run = () => grant(name, mode, callback, resolve, reject);
                    if (steal) {
                        for (const entry of held.filter((each) => each.name === name)) entry.steal(new DOMException('Lock broken by another request with the \'steal\' option.', 'AbortError'));
                        run();
                        return;
                    }
                    const request = { name, mode, grant: run, reject };
                    if (ifAvailable && !grantable(request)) {
                        setTimeout(() => { try { Promise.resolve(callback(null)).then(resolve, reject); } catch (error) { reject(error); } }, 0);
                        return;
                    }
                    queue.push(request);
                    if (signal) {
                        signal.addEventListener('abort', () => {
                            const at = queue.indexOf(request);
                            if (at >= 0) { queue.splice(at, 1); reject(signal.reason); }
                        }, { once: true });
                    }
                    processQueue();
                });
            });
        }
        query() {
            if (this !== locks) return Promise.reject(new TypeError('Can only call LockManager.query on instances of LockManager'));
            const describe = ({ name, mode }) => ({ clientId, mode, name });
            return Promise.resolve({ held: held.map(describe), pending: queue.map(describe) });
        }
    }
    locks = new LockManager();
    dom.nonConstructible(LockManager, Lock);
    dom.addNavigatorMembers({ get locks() { dom.checkNavigator(this, 'locks'); return locks; } });
    dom.exposeGlobals({ LockManager, Lock });
})
