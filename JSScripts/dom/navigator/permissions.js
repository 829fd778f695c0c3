// navigator.permissions (Permissions API) as a web view's app that has granted nothing answers
// it: WebKit's PermissionName values, the state of those it supports ("denied" for the
// location, which a web view's page never gets without the app; "prompt" for the others),
// NotSupportedError for the rest. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { EventTarget } = dom.eventClasses;
    const { _permission } = dom.slots;

    // WebKit's PermissionName enum, and the state of each it answers.
    const states = { camera: 'prompt', geolocation: 'denied', microphone: 'prompt', notifications: 'prompt', push: 'prompt', 'screen-wake-lock': 'prompt' };
    const names = new Set(['accelerometer', 'background-fetch', 'bluetooth', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer',
        'microphone', 'midi', 'nfc', 'notifications', 'push', 'screen-wake-lock', 'speaker-selection']);

    class PermissionStatus extends EventTarget {
        get state() { return dom.brandOf(this, _permission, 'PermissionStatus', 'state')[_permission].state; }
        get name() { return dom.brandOf(this, _permission, 'PermissionStatus', 'name')[_permission].name; }
    }
    dom.events.defineHandlers(PermissionStatus.prototype, 'PermissionStatus', 'onchange', (object) => (object?.[_permission] !== undefined ? object : null));

    let permissions;
    class Permissions {
        query(permissionDesc) {
            return dom.rejectingErrors(() => {
                if (this !== permissions) dom.wrongThisCall('Permissions', 'query');
                if (arguments.length < 1) throw new TypeError('Not enough arguments');
                if (permissionDesc === null || typeof permissionDesc !== 'object' || permissionDesc.name === undefined) {
                    throw new TypeError('Member PermissionDescriptor.name is required and must be an instance of PermissionName');
                }
                const name = String(permissionDesc.name);
                if (!names.has(name)) throw new TypeError('Type error');
                if (!(name in states)) return Promise.reject(new DOMException('Permissions::query does not support this API', 'NotSupportedError'));
                const status = new PermissionStatus();
                Object.defineProperty(status, _permission, { value: { name, state: states[name] } });
                return Promise.resolve(status);
            });
        }
    }
    permissions = new Permissions();
    dom.nonConstructible(Permissions, PermissionStatus);
    dom.addNavigatorMembers({ get permissions() { dom.checkNavigator(this, 'permissions'); return permissions; } });
    dom.exposeGlobals({ Permissions, PermissionStatus });
})
