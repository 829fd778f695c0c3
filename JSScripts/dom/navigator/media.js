// The navigator's media members: mediaDevices (no camera or microphone is granted to a page
// under test: no devices, and getUserMedia and getDisplayMedia refuse as a web view whose app
// has not been granted them), mediaCapabilities (what the engine's media elements can play:
// canPlayType), mediaSession (the page's metadata, playback state and action handlers, which
// callActionHandler invokes) and MediaMetadata. Installed on first use.
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { EventTarget } = dom.eventClasses;
    const { _deviceInfo, _metadata } = dom.slots;
    const { requireArguments: notEnough, rejectingErrors: rejecting } = dom;

    // MARK: MediaDevices

    class MediaDeviceInfo {
        get deviceId() { return dom.brandOf(this, _deviceInfo, 'MediaDeviceInfo', 'deviceId')[_deviceInfo].deviceId; }
        get kind() { return dom.brandOf(this, _deviceInfo, 'MediaDeviceInfo', 'kind')[_deviceInfo].kind; }
        get label() { return dom.brandOf(this, _deviceInfo, 'MediaDeviceInfo', 'label')[_deviceInfo].label; }
        get groupId() { return dom.brandOf(this, _deviceInfo, 'MediaDeviceInfo', 'groupId')[_deviceInfo].groupId; }
        toJSON() { const info = dom.brandOf(this, _deviceInfo, 'MediaDeviceInfo', 'toJSON')[_deviceInfo]; return { deviceId: info.deviceId, kind: info.kind, label: info.label, groupId: info.groupId }; }
    }
    // WebKit's list, in its order.
    const supportedConstraints = ['aspectRatio', 'backgroundBlur', 'deviceId', 'displaySurface', 'echoCancellation', 'facingMode', 'frameRate', 'groupId',
        'height', 'powerEfficient', 'sampleRate', 'sampleSize', 'torch', 'volume', 'whiteBalanceMode', 'width', 'zoom'];
    const notAllowed = () => new DOMException('The request is not allowed by the user agent or the platform in the current context, possibly because the user denied permission.', 'NotAllowedError');
    let mediaDevices;
    const checkDevices = (object, member) => { if (object !== mediaDevices) dom.wrongThisCall('MediaDevices', member); };
    class MediaDevices extends EventTarget {
        enumerateDevices() { return rejecting(() => { checkDevices(this, 'enumerateDevices'); return Promise.resolve([]); }); }
        getSupportedConstraints() { checkDevices(this, 'getSupportedConstraints'); return Object.fromEntries(supportedConstraints.map((name) => [name, true])); }
        getUserMedia(constraints = {}) {
            return rejecting(() => {
                checkDevices(this, 'getUserMedia');
                constraints = constraints ?? {};
                if (!constraints.audio && !constraints.video) throw new TypeError('No constraints provided');
                return Promise.reject(notAllowed());
            });
        }
        getDisplayMedia(options = {}) { return rejecting(() => { checkDevices(this, 'getDisplayMedia'); return Promise.reject(notAllowed()); }); }
    }
    dom.events.defineHandlers(MediaDevices.prototype, 'MediaDevices', 'ondevicechange', (object) => (object === mediaDevices ? object : null));
    dom.orderMembers(MediaDevices, 'ondevicechange enumerateDevices getSupportedConstraints getUserMedia getDisplayMedia');

    // MARK: MediaCapabilities

    let mediaCapabilities;
    let probe = null; // a media element, to ask canPlayType
    function capabilitiesInfo(object, member, given, configuration, types) {
        if (object !== mediaCapabilities) dom.wrongThisCall('MediaCapabilities', member);
        notEnough(given, 1);
        if (configuration === null || typeof configuration !== 'object' || !types.includes(String(configuration.type))) throw new TypeError('Type error');
        const { audio, video } = configuration;
        if (!audio && !video) throw new TypeError('Type error');
        probe ??= dom.currentDocument.createElement('video');
        const playable = [audio, video].filter(Boolean).every((part) => part.contentType !== undefined && probe.canPlayType(String(part.contentType)) !== '');
        // (MediaConfiguration's members first, then the derived dictionary's `type`.)
        const copy = {};
        if (audio) copy.audio = asDictionary(audio);
        if (video) copy.video = asDictionary(video);
        copy.type = String(configuration.type);
        return { powerEfficient: playable, smooth: playable, supported: playable, configuration: copy };
    }
    // A copy as WebIDL converts a dictionary: its members in lexicographic order.
    const asDictionary = (value) => (value === null || typeof value !== 'object' ? value
        : Object.fromEntries(Object.keys(value).filter((key) => value[key] !== undefined).sort().map((key) => [key, asDictionary(value[key])])));
    class MediaCapabilities {
        decodingInfo(configuration) { return rejecting(() => Promise.resolve(capabilitiesInfo(this, 'decodingInfo', arguments.length, configuration, ['file', 'media-source', 'webrtc']))); }
        encodingInfo(configuration) { return rejecting(() => Promise.resolve(capabilitiesInfo(this, 'encodingInfo', arguments.length, configuration, ['record', 'webrtc']))); }
    }

    // MARK: MediaSession and MediaMetadata

    const artworkOf = (artwork) => Object.freeze(Array.from(artwork ?? [], (image) => {
        if (image === null || typeof image !== 'object' || image.src === undefined) throw new TypeError('Member MediaImage.src is required and must be an instance of USVString');
        let src;
        try { src = new URL(String(image.src), dom.currentDocument.baseURI).href; } catch (error) { throw new TypeError(`The provided image src '${image.src}' is not a valid URL.`); }
        return Object.freeze({ sizes: image.sizes === undefined ? '' : String(image.sizes), src, type: image.type === undefined ? '' : String(image.type) });
    }));
    const metadataOf = (object, member, kind = 'getter') => object?.[_metadata] ?? (kind === 'getter' ? dom.illegalInvocation(object, 'MediaMetadata', member) : dom.wrongThisCall('MediaMetadata', member));
    class MediaMetadata {
        constructor(init = {}) {
            init = init ?? {};
            const text = (value) => (value === undefined ? '' : String(value));
            Object.defineProperty(this, _metadata, { value: { title: text(init.title), artist: text(init.artist), album: text(init.album), artwork: artworkOf(init.artwork) } });
        }
        get title() { return metadataOf(this, 'title').title; }
        set title(value) { metadataOf(this, 'title', 'setter').title = String(value); }
        get artist() { return metadataOf(this, 'artist').artist; }
        set artist(value) { metadataOf(this, 'artist', 'setter').artist = String(value); }
        get album() { return metadataOf(this, 'album').album; }
        set album(value) { metadataOf(this, 'album', 'setter').album = String(value); }
        get artwork() { return metadataOf(this, 'artwork').artwork; }
        set artwork(value) { metadataOf(this, 'artwork', 'setter').artwork = artworkOf(value); }
    }

    const actions = ['play', 'pause', 'seekbackward', 'seekforward', 'previoustrack', 'nexttrack', 'skipad', 'stop', 'seekto', 'togglemicrophone', 'togglecamera', 'togglescreenshare', 'voiceactivity'];
    const session = { metadata: null, playbackState: 'none', handlers: new Map(), position: null };
    let mediaSession;
    const checkSession = (object, member, kind) => { if (object !== mediaSession) (kind ? dom.illegalInvocation(object, 'MediaSession', member) : dom.wrongThisCall('MediaSession', member)); };
    const checkAction = (action, member) => {
        action = String(action);
        if (!actions.includes(action)) throw new TypeError(`Argument 1 ('action') to MediaSession.${member} must be one of: ${actions.map((each) => `"${each}"`).join(', ')}`);
        return action;
    };
    class MediaSession {
        get metadata() { checkSession(this, 'metadata', 'getter'); return session.metadata; }
        set metadata(value) {
            checkSession(this, 'metadata', 'setter');
            if (value !== null && value !== undefined && value?.[_metadata] === undefined) throw new TypeError("The MediaSession.metadata attribute must be an instance of MediaMetadata");
            session.metadata = value ?? null;
        }
        get playbackState() { checkSession(this, 'playbackState', 'getter'); return session.playbackState; }
        set playbackState(value) { checkSession(this, 'playbackState', 'setter'); value = String(value); if (['none', 'paused', 'playing'].includes(value)) session.playbackState = value; }
        setActionHandler(action, handler) {
            checkSession(this, 'setActionHandler');
            notEnough(arguments.length, 2);
            action = checkAction(action, 'setActionHandler');
            if (handler !== null && typeof handler !== 'function') throw new TypeError("Argument 2 ('handler') to MediaSession.setActionHandler must be a function");
            if (handler === null) session.handlers.delete(action); else session.handlers.set(action, handler);
        }
        // (WebKit's own: what the system's controls would do, for a test to trigger.)
        callActionHandler(action) {
            checkSession(this, 'callActionHandler');
            notEnough(arguments.length, 1);
            if (action === null || typeof action !== 'object') throw new TypeError('Type error');
            const name = checkAction(action.action, 'callActionHandler');
            session.handlers.get(name)?.call(undefined, { ...action, action: name });
        }
        setPositionState(state = undefined) {
            checkSession(this, 'setPositionState');
            if (state === undefined || state === null) { session.position = null; return; }
            const duration = Number(state.duration), playbackRate = state.playbackRate === undefined ? 1 : Number(state.playbackRate), position = state.position === undefined ? 0 : Number(state.position);
            if (!(duration >= 0) || !(position >= 0) || position > duration || playbackRate === 0 || Number.isNaN(playbackRate)) throw new TypeError('Type error');
            session.position = { duration, playbackRate, position };
        }
    }

    mediaDevices = new MediaDevices();
    mediaCapabilities = new MediaCapabilities();
    mediaSession = new MediaSession();
    dom.nonConstructible(MediaDevices, MediaDeviceInfo, MediaCapabilities, MediaSession);
    dom.addNavigatorMembers({
        get mediaCapabilities() { dom.checkNavigator(this, 'mediaCapabilities'); return mediaCapabilities; },
        get mediaSession() { dom.checkNavigator(this, 'mediaSession'); return mediaSession; },
        get mediaDevices() { dom.checkNavigator(this, 'mediaDevices'); return mediaDevices; },
    });
    dom.exposeGlobals({ MediaDevices, MediaDeviceInfo, MediaCapabilities, MediaSession, MediaMetadata });
})
