// navigator.geolocation (Geolocation API) as a web view whose app has not been granted the
// location answers it: every request ends in its error callback, in a later task, with
// WebKit's PERMISSION_DENIED ("User denied Geolocation"); the position interfaces exist for
// scripts that test for them. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _code, _coords, _fields, _message, _timestamp } = dom.slots;
    const { requireArguments: notEnough } = dom;

    class GeolocationPositionError {
        get code() { return dom.brandOf(this, _code, 'GeolocationPositionError', 'code')[_code]; }
        get message() { return dom.brandOf(this, _code, 'GeolocationPositionError', 'message')[_message]; }
    }
    Object.assign(GeolocationPositionError, { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 });
    const positionError = (code, message) => Object.defineProperties(Object.create(GeolocationPositionError.prototype), { [_code]: { value: code }, [_message]: { value: message } });

    // (No position is ever made here: a web view without the location permission has none.)
    const coordinateNames = ['latitude', 'longitude', 'altitude', 'accuracy', 'altitudeAccuracy', 'heading', 'speed', 'floorLevel'];
    class GeolocationCoordinates {
        toJSON() { const fields = dom.brandOf(this, _fields, 'GeolocationCoordinates', 'toJSON')[_fields]; return Object.fromEntries(coordinateNames.map((name) => [name, fields[name]])); }
    }
    for (const name of coordinateNames) {
        Object.defineProperty(GeolocationCoordinates.prototype, name, { get: dom.named({ get() { return dom.brandOf(this, _fields, 'GeolocationCoordinates', name)[_fields][name]; } }.get, 'get ' + name), configurable: true });
    }
    dom.orderMembers(GeolocationCoordinates, coordinateNames.join(' ') + ' toJSON');
    class GeolocationPosition {
        get coords() { return dom.brandOf(this, _coords, 'GeolocationPosition', 'coords')[_coords]; }
        get timestamp() { return dom.brandOf(this, _coords, 'GeolocationPosition', 'timestamp')[_timestamp]; }
        toJSON() { dom.brandOf(this, _coords, 'GeolocationPosition', 'toJSON'); return { coords: this[_coords].toJSON(), timestamp: this[_timestamp] }; }
    }

    let geolocation;
    let lastWatch = 0;
    const watches = new Set();
    const check = (object, member) => { if (object !== geolocation) dom.wrongThisCall('Geolocation', member); };
    function request(member, successCallback, errorCallback) {
        if (typeof successCallback !== 'function') throw new TypeError(`Argument 1 ('successCallback') to Geolocation.${member} must be a function`);
        if (errorCallback !== null && errorCallback !== undefined && typeof errorCallback !== 'function') throw new TypeError(`Argument 2 ('errorCallback') to Geolocation.${member} must be a function`);
        const id = ++lastWatch;
        setTimeout(() => {
            if (member === 'watchPosition' && !watches.has(id)) return;
            if (typeof errorCallback === 'function') errorCallback(positionError(GeolocationPositionError.PERMISSION_DENIED, 'User denied Geolocation'));
        }, 0);
        return id;
    }
    class Geolocation {
        getCurrentPosition(successCallback, errorCallback = null, options = undefined) {
            check(this, 'getCurrentPosition');
            notEnough(arguments.length, 1);
            request('getCurrentPosition', successCallback, errorCallback);
        }
        watchPosition(successCallback, errorCallback = null, options = undefined) {
            check(this, 'watchPosition');
            notEnough(arguments.length, 1);
            const id = request('watchPosition', successCallback, errorCallback);
            watches.add(id);
            return id;
        }
        clearWatch(watchId) { check(this, 'clearWatch'); notEnough(arguments.length, 1); watches.delete(Number(watchId) | 0); }
    }
    geolocation = new Geolocation();
    dom.nonConstructible(Geolocation, GeolocationPosition, GeolocationCoordinates, GeolocationPositionError);
    dom.addNavigatorMembers({ get geolocation() { dom.checkNavigator(this, 'geolocation'); return geolocation; } });
    dom.exposeGlobals({ Geolocation, GeolocationPosition, GeolocationCoordinates, GeolocationPositionError });
})
