// navigator.wakeLock (Screen Wake Lock API): a screen wake lock is granted on a user gesture
// (its permission prompts) and refused without, as WebKit answers a visible page; its sentinel
// is released by release(), once, with a `release` event. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { EventTarget, Event } = dom.eventClasses;
    const { _wakeLock } = dom.slots;

    class WakeLockSentinel extends EventTarget {
        get released() { return dom.brandOf(this, _wakeLock, 'WakeLockSentinel', 'released')[_wakeLock].released; }
        get type() { return dom.brandOf(this, _wakeLock, 'WakeLockSentinel', 'type')[_wakeLock].type; }
        release() {
            return dom.rejectingErrors(() => {
                const state = this?.[_wakeLock] ?? dom.wrongThisCall('WakeLockSentinel', 'release');
                if (!state.released) {
                    state.released = true;
                    setTimeout(() => dom.dispatchTrusted(this, new Event('release')), 0);
                }
                return Promise.resolve();
            });
        }
    }
    dom.events.defineHandlers(WakeLockSentinel.prototype, 'WakeLockSentinel', 'onrelease', (object) => (object?.[_wakeLock] !== undefined ? object : null));
    dom.orderMembers(WakeLockSentinel, 'released type onrelease release');

    let wakeLock;
    class WakeLock {
        request(type = 'screen') {
            return dom.rejectingErrors(() => {
                if (this !== wakeLock) dom.wrongThisCall('WakeLock', 'request');
                if (String(type) !== 'screen') throw new TypeError('Argument 1 (\'type\') to WakeLock.request must be one of: "screen"');
                // (Its permission is "prompt": granted on a user gesture, refused without one.)
                if (!dom.userActivation.isActive) return Promise.reject(new DOMException('Permission was denied', 'NotAllowedError'));
                const sentinel = new WakeLockSentinel();
                Object.defineProperty(sentinel, _wakeLock, { value: { type: 'screen', released: false } });
                return Promise.resolve(sentinel);
            });
        }
    }
    wakeLock = new WakeLock();
    dom.nonConstructible(WakeLock, WakeLockSentinel);
    dom.addNavigatorMembers({ get wakeLock() { dom.checkNavigator(this, 'wakeLock'); return wakeLock; } });
    dom.exposeGlobals({ WakeLock, WakeLockSentinel });
})
