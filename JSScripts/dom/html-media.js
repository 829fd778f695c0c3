// Media elements as a web view without a media backend answers them (HTML's "media elements"):
// the state of an element that has played nothing (networkState, readyState, paused, duration
// NaN, empty TimeRanges), canPlayType answering "" (nothing is playable), play() rejecting
// with NotSupportedError once the load algorithm finds no playable source (a MediaError
// MEDIA_ERR_SRC_NOT_SUPPORTED and an `error` event), and text tracks, which need no backend:
// addTextTrack, <track>'s TextTrack, TextTrackList, TextTrackCueList, TrackEvent. Audio and
// video track lists exist and stay empty. Also the Audio named constructor. Installed lazily
// (DOMEnvironment.swift's lazyDOMScripts).
(function (native, internals) {
    'use strict';

    const dom = internals.dom;
    const { _media, _mediaError, _timeRanges, _textTrack, _textTracks, _trackList, _cues, _cueList, _track, _audioTracks, _videoTracks, _trackEventTrack, _playPromises } = dom.slots; const { attributesOf, firstChildOf, localNameOf, namespaceOf, nextSiblingOf, nodeTypeOf, ownerDocumentOf } = dom.nodeSlots;
    const global = globalThis;
    const { HTMLMediaElement, HTMLVideoElement, HTMLTrackElement, HTMLAudioElement } = global;
    const defineHandlers = dom.events.defineHandlers;

    const illegal = () => new TypeError('Illegal constructor');
    // The EventTarget interfaces are made by the engine only (`making`), through their
    // constructors so EventTarget's own state is set up.
    let making = false;
    const make = (Interface) => { making = true; try { return new Interface(); } finally { making = false; } };
    const wrongThis = (interfaceName, member) => { throw new TypeError(`Can only call ${interfaceName}.${member} on instances of ${interfaceName}`); };
    const brandOf = (object, slot, interfaceName, member) => (object != null && typeof object === 'object' && object[slot] !== undefined ? object : wrongThis(interfaceName, member));
    const notEnough = (given, count) => { if (given < count) throw new TypeError('Not enough arguments'); };
    // Members as WebIDL has them: enumerable, their accessors named `get x`.
    function expose(Interface) {
        for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(Interface.prototype))) {
            if (key === 'constructor' || !descriptor.configurable) continue;
            Object.defineProperty(Interface.prototype, key, { ...descriptor, enumerable: true });
        }
    }
    const constants = (Interface, list) => {
        for (const constant of list.split(' ')) {
            const [name, value] = constant.split('=');
            for (const target of [Interface, Interface.prototype]) Object.defineProperty(target, name, { value: Number(value), enumerable: true });
        }
    };

    // ----- TimeRanges, MediaError --------------------------------------------------------------

    class TimeRanges {
        constructor() { throw illegal(); }
        get length() { return brandOf(this, _timeRanges, 'TimeRanges', 'length')[_timeRanges].length; }
        start(index) { return rangeAt(this, 'start', index, arguments.length)[0]; }
        end(index) { return rangeAt(this, 'end', index, arguments.length)[1]; }
    }
    function rangeAt(ranges, member, index, given) {
        const list = brandOf(ranges, _timeRanges, 'TimeRanges', member)[_timeRanges];
        notEnough(given, 1);
        const at = Number(index) >>> 0;
        if (at >= list.length) throw new DOMException(`The index provided (${at}) is greater than or equal to the maximum bound (${list.length}).`, 'IndexSizeError');
        return list[at];
    }
    const timeRanges = (list = []) => {
        const ranges = Object.create(TimeRanges.prototype);
        Object.defineProperty(ranges, _timeRanges, { value: list });
        return ranges;
    };

    class MediaError {
        constructor() { throw illegal(); }
        get code() { return brandOf(this, _mediaError, 'MediaError', 'code')[_mediaError][0]; }
        get message() { return brandOf(this, _mediaError, 'MediaError', 'message')[_mediaError][1]; }
    }
    constants(MediaError, 'MEDIA_ERR_ABORTED=1 MEDIA_ERR_NETWORK=2 MEDIA_ERR_DECODE=3 MEDIA_ERR_SRC_NOT_SUPPORTED=4');
    const mediaError = (code, message = '') => {
        const error = Object.create(MediaError.prototype);
        Object.defineProperty(error, _mediaError, { value: [code, message] });
        return error;
    };

    // ----- Text tracks -------------------------------------------------------------------------

    const kinds = ['subtitles', 'captions', 'descriptions', 'chapters', 'metadata'];
    class TextTrackCueList {
        constructor() { throw illegal(); }
        get length() { return brandOf(this, _cueList, 'TextTrackCueList', 'length')[_cueList].length; }
        getCueById(id) { const list = brandOf(this, _cueList, 'TextTrackCueList', 'getCueById')[_cueList]; notEnough(arguments.length, 1); return list.find((cue) => cue.id === String(id)) ?? null; }
    }
    // A list read by index: `list[0]` is its first item (and only its items are indices).
    function indexedList(Interface, slot, items) {
        const target = Interface.prototype instanceof EventTarget ? make(Interface) : Object.create(Interface.prototype);
        Object.defineProperty(target, slot, { value: items, configurable: true });
        const isIndex = (key) => typeof key === 'string' && /^(0|[1-9]\d*)$/.test(key);
        return new Proxy(target, {
            get: (object, key, receiver) => (isIndex(key) ? items[Number(key)] : Reflect.get(object, key, receiver === undefined ? object : receiver)),
            has: (object, key) => (isIndex(key) ? Number(key) < items.length : Reflect.has(object, key)),
            ownKeys: (object) => [...items.keys()].map(String).concat(Reflect.ownKeys(object).filter((key) => key !== slot)),
            getOwnPropertyDescriptor: (object, key) => (isIndex(key)
                ? (Number(key) < items.length ? { value: items[Number(key)], enumerable: true, configurable: true, writable: false } : undefined)
                : key === slot ? undefined : Reflect.getOwnPropertyDescriptor(object, key)),
            set: (object, key, value, receiver) => (isIndex(key) ? false : Reflect.set(object, key, value, object)),
            defineProperty: (object, key, descriptor) => (isIndex(key) ? false : Reflect.defineProperty(object, key, descriptor)),
            deleteProperty: (object, key) => (isIndex(key) ? !(Number(key) < items.length) : Reflect.deleteProperty(object, key)),
        });
    }

    class TextTrackCue extends EventTarget {
        constructor() { super(); if (!making) throw illegal(); }
    }
    const cueMembers = { id: 'string', startTime: 'number', endTime: 'number', pauseOnExit: 'boolean' };
    for (const [name, type] of Object.entries(cueMembers)) {
        Object.defineProperty(TextTrackCue.prototype, name, Object.getOwnPropertyDescriptor({
            get [name]() { return brandOf(this, _cues, 'TextTrackCue', name)[_cues][name]; },
            set [name](value) {
                const cue = brandOf(this, _cues, 'TextTrackCue', name)[_cues];
                if (type === 'number' && !Number.isFinite(Number(value))) throw new TypeError('The provided value is non-finite');
                cue[name] = type === 'number' ? Number(value) : type === 'boolean' ? !!value : String(value);
            },
        }, name));
    }
    Object.defineProperty(TextTrackCue.prototype, 'track', { get: Object.getOwnPropertyDescriptor({ get track() { return brandOf(this, _cues, 'TextTrackCue', 'track')[_cues].track; } }, 'track').get, configurable: true });
    defineHandlers(TextTrackCue.prototype, 'TextTrackCue', 'onenter onexit', (object) => (object?.[_cues] ? object : null));

    class TextTrack extends EventTarget {
        constructor() { super(); if (!making) throw illegal(); }
        get kind() { return state(this, 'kind').kind; }
        get label() { return state(this, 'label').label; }
        get language() { return state(this, 'language').language; }
        get id() { return state(this, 'id').id; }
        get inBandMetadataTrackDispatchType() { state(this, 'inBandMetadataTrackDispatchType'); return ''; }
        get mode() { return state(this, 'mode').mode; }
        set mode(value) { const track = state(this, 'mode'); if (['disabled', 'hidden', 'showing'].includes(String(value))) track.mode = String(value); }
        get cues() { const track = state(this, 'cues'); return track.mode === 'disabled' ? null : track.cueList; }
        get activeCues() { const track = state(this, 'activeCues'); return track.mode === 'disabled' ? null : track.activeList; }
        addCue(cue) {
            const track = state(this, 'addCue');
            notEnough(arguments.length, 1);
            if (!(cue instanceof TextTrackCue) || !cue[_cues]) throw new TypeError("Argument 1 ('cue') to TextTrack.addCue must be an instance of TextTrackCue");
            const previous = cue[_cues].track;
            if (previous) previous[_textTrack].cueItems.splice(previous[_textTrack].cueItems.indexOf(cue), 1);
            cue[_cues].track = this;
            track.cueItems.push(cue);
            track.cueItems.sort((a, b) => a[_cues].startTime - b[_cues].startTime || b[_cues].endTime - a[_cues].endTime);
        }
        removeCue(cue) {
            const track = state(this, 'removeCue');
            notEnough(arguments.length, 1);
            if (!(cue instanceof TextTrackCue) || !cue[_cues]) throw new TypeError("Argument 1 ('cue') to TextTrack.removeCue must be an instance of TextTrackCue");
            const index = track.cueItems.indexOf(cue);
            if (index < 0) throw new DOMException('The specified cue is not in the track.', 'NotFoundError');
            track.cueItems.splice(index, 1);
            cue[_cues].track = null;
        }
    }
    const state = (track, member) => brandOf(track, _textTrack, 'TextTrack', member)[_textTrack];
    defineHandlers(TextTrack.prototype, 'TextTrack', 'oncuechange', (object) => (object?.[_textTrack] ? object : null));
    const textTrack = (kind, label, language, mode) => {
        const track = make(TextTrack);
        const cueItems = [];
        Object.defineProperty(track, _textTrack, { value: { kind, label, language, id: '', mode, cueItems, cueList: indexedList(TextTrackCueList, _cueList, cueItems), activeList: indexedList(TextTrackCueList, _cueList, []) } });
        return track;
    };

    // TextTrackList, AudioTrackList and VideoTrackList: a media element's lists.
    function trackListClass(name) {
        const List = { [name]: class extends EventTarget {
            constructor() { super(); if (!making) throw illegal(); }
            get length() { return brandOf(this, _trackList, name, 'length')[_trackList].length; }
            getTrackById(id) { const list = brandOf(this, _trackList, name, 'getTrackById')[_trackList]; notEnough(arguments.length, 1); return list.find((track) => track.id === String(id)) ?? null; }
        } }[name];
        defineHandlers(List.prototype, name, 'onchange onaddtrack onremovetrack', (object) => (object?.[_trackList] ? object : null));
        return List;
    }
    const TextTrackList = trackListClass('TextTrackList');
    const AudioTrackList = trackListClass('AudioTrackList');
    const VideoTrackList = trackListClass('VideoTrackList');
    // Tracks of media resources: none are ever loaded here, so none is ever made.
    class AudioTrack {
        constructor() { throw illegal(); }
        get id() { return brandOf(this, _track, 'AudioTrack', 'id')[_track].id; }
        get kind() { return brandOf(this, _track, 'AudioTrack', 'kind')[_track].kind; }
        get label() { return brandOf(this, _track, 'AudioTrack', 'label')[_track].label; }
        get language() { return brandOf(this, _track, 'AudioTrack', 'language')[_track].language; }
        get enabled() { return brandOf(this, _track, 'AudioTrack', 'enabled')[_track].selected; }
        set enabled(value) { brandOf(this, _track, 'AudioTrack', 'enabled')[_track].selected = !!value; }
    }
    class VideoTrack {
        constructor() { throw illegal(); }
        get id() { return brandOf(this, _track, 'VideoTrack', 'id')[_track].id; }
        get kind() { return brandOf(this, _track, 'VideoTrack', 'kind')[_track].kind; }
        get label() { return brandOf(this, _track, 'VideoTrack', 'label')[_track].label; }
        get language() { return brandOf(this, _track, 'VideoTrack', 'language')[_track].language; }
        get selected() { return brandOf(this, _track, 'VideoTrack', 'selected')[_track].selected; }
        set selected(value) { brandOf(this, _track, 'VideoTrack', 'selected')[_track].selected = !!value; }
    }
    const trackList = (List, items) => indexedList(List, _trackList, items);
    Object.defineProperty(VideoTrackList.prototype, 'selectedIndex', {
        get: Object.getOwnPropertyDescriptor({ get selectedIndex() { return brandOf(this, _trackList, 'VideoTrackList', 'selectedIndex')[_trackList].findIndex((track) => track[_track].selected); } }, 'selectedIndex').get,
        configurable: true,
    });

    class TrackEvent extends Event {
        constructor(type, init = {}) {
            if (arguments.length < 1) throw new TypeError('Not enough arguments');
            super(type, init);
            const track = init?.track ?? null;
            if (track !== null && !(track instanceof TextTrack || track instanceof AudioTrack || track instanceof VideoTrack)) {
                throw new TypeError("Type error");
            }
            Object.defineProperty(this, _trackEventTrack, { value: track });
        }
        get track() { return brandOf(this, _trackEventTrack, 'TrackEvent', 'track')[_trackEventTrack]; }
    }

    // ----- The media element -------------------------------------------------------------------

    // An element's playback state, made on first use: what an element that played nothing has.
    function media(element, member) {
        if (element == null || attributesOf(element) === undefined || !(element instanceof HTMLMediaElement)) wrongThis('HTMLMediaElement', member);
        if (!element[_media]) {
            Object.defineProperty(element, _media, {
                value: {
                    networkState: 0, readyState: 0, paused: true, currentTime: 0, defaultPlaybackRate: 1, playbackRate: 1, preservesPitch: true,
                    volume: 1, muted: element.hasAttribute('muted'), error: null, currentSrc: '', srcObject: null, seeking: false,
                    textTracks: [], pending: [],
                },
            });
        }
        return element[_media];
    }
    const later = (task) => setTimeout(task, 0);
    const fire = (element, type) => dom.fire(element, type);
    function sourceURL(element) {
        const resolve = (value) => { try { return dom.resolveURL(value, ownerDocumentOf(element)?.baseURI); } catch (error) { return null; } };
        if (element.hasAttribute('src')) return element.getAttribute('src') === '' ? null : resolve(element.getAttribute('src'));
        for (let child = firstChildOf(element); child; child = nextSiblingOf(child)) {
            if (nodeTypeOf(child) === 1 && namespaceOf(child) === dom.HTML_NS && localNameOf(child) === 'source' && child.hasAttribute('src')) return resolve(child.getAttribute('src'));
        }
        return undefined;
    }
    // HTML's load algorithm, up to the resource: with no backend nothing is playable, so a
    // source fails as unsupported.
    function load(element) {
        const state = media(element, 'load');
        if (state.networkState !== 0) {
            rejectPending(state);
            later(() => fire(element, 'emptied'));
        }
        Object.assign(state, { networkState: 0, readyState: 0, paused: true, seeking: false, currentTime: 0, error: null, currentSrc: '' });
        selectResource(element, state);
    }
    function selectResource(element, state) {
        const url = state.srcObject ? null : sourceURL(element);
        if (url === undefined && !state.srcObject) return; // nothing to load: the element stays empty
        state.networkState = 2;
        later(() => {
            fire(element, 'loadstart');
            if (url) state.currentSrc = url;
            state.error = mediaError(4, url === null ? 'Empty src attribute' : '');
            state.networkState = 3;
            rejectPending(state, new DOMException('The operation is not supported.', 'NotSupportedError'));
            fire(element, 'error');
        });
    }
    function rejectPending(state, error = new DOMException('The operation was aborted.', 'AbortError')) {
        for (const reject of state.pending.splice(0)) reject(error);
    }

    const mediaMembers = {
        error: { get() { return media(this, 'error').error; } },
        srcObject: { get() { return media(this, 'srcObject').srcObject; }, set(value) { media(this, 'srcObject').srcObject = value ?? null; load(this); } },
        currentSrc: { get() { return media(this, 'currentSrc').currentSrc; } },
        networkState: { get() { return media(this, 'networkState').networkState; } },
        buffered: { get() { media(this, 'buffered'); return timeRanges(); } },
        readyState: { get() { return media(this, 'readyState').readyState; } },
        seeking: { get() { return media(this, 'seeking').seeking; } },
        currentTime: {
            get() { return media(this, 'currentTime').currentTime; },
            set(value) {
                const state = media(this, 'currentTime');
                const number = Number(value);
                if (!Number.isFinite(number)) throw new TypeError('The provided value is non-finite');
                // With no media loaded, the position is the default playback start position.
                state.currentTime = state.readyState === 0 ? number : state.currentTime;
            },
        },
        duration: { get() { media(this, 'duration'); return NaN; } },
        paused: { get() { return media(this, 'paused').paused; } },
        defaultPlaybackRate: { get() { return media(this, 'defaultPlaybackRate').defaultPlaybackRate; }, set(value) { finite(value); media(this, 'defaultPlaybackRate').defaultPlaybackRate = Number(value); later(() => fire(this, 'ratechange')); } },
        playbackRate: { get() { return media(this, 'playbackRate').playbackRate; }, set(value) { finite(value); media(this, 'playbackRate').playbackRate = Number(value); later(() => fire(this, 'ratechange')); } },
        preservesPitch: { get() { return media(this, 'preservesPitch').preservesPitch; }, set(value) { media(this, 'preservesPitch').preservesPitch = !!value; } },
        played: { get() { media(this, 'played'); return timeRanges(); } },
        seekable: { get() { media(this, 'seekable'); return timeRanges(); } },
        ended: { get() { media(this, 'ended'); return false; } },
        volume: {
            get() { return media(this, 'volume').volume; },
            set(value) {
                const state = media(this, 'volume');
                const number = finite(value);
                if (number < 0 || number > 1) throw new DOMException(`The volume provided (${number}) is outside the range [0, 1].`, 'IndexSizeError');
                if (state.volume !== number) { state.volume = number; later(() => fire(this, 'volumechange')); }
            },
        },
        muted: {
            get() { return media(this, 'muted').muted; },
            set(value) { const state = media(this, 'muted'); if (state.muted !== !!value) { state.muted = !!value; later(() => fire(this, 'volumechange')); } },
        },
        audioTracks: { get() { const state = media(this, 'audioTracks'); return state.audioTracks ??= trackList(AudioTrackList, []); } },
        videoTracks: { get() { const state = media(this, 'videoTracks'); return state.videoTracks ??= trackList(VideoTrackList, []); } },
        textTracks: { get() { return textTracksOf(this, 'textTracks'); } },
        load() { load(this); },
        canPlayType(type) { media(this, 'canPlayType'); notEnough(arguments.length, 1); return ''; },
        fastSeek(time) { media(this, 'fastSeek'); notEnough(arguments.length, 1); this.currentTime = time; },
        getStartDate() { media(this, 'getStartDate'); return new Date(NaN); },
        play() {
            let state;
            try { state = media(this, 'play'); } catch (error) { return Promise.reject(error); }
            const element = this;
            const promise = new Promise((resolve, reject) => {
                if (state.error && state.error.code === 4) { reject(new DOMException('The operation is not supported.', 'NotSupportedError')); return; }
                state.pending.push(reject);
            });
            if (state.paused) {
                state.paused = false;
                later(() => { fire(element, 'play'); if (state.readyState < 3) fire(element, 'waiting'); });
            }
            if (state.networkState === 0) selectResource(element, state);
            return promise;
        },
        pause() {
            const state = media(this, 'pause');
            if (state.networkState === 0) selectResource(this, state);
            if (!state.paused) {
                state.paused = true;
                later(() => { fire(this, 'timeupdate'); fire(this, 'pause'); rejectPending(state); });
            }
        },
        addTextTrack(kind, label = '', language = '') {
            const state = media(this, 'addTextTrack');
            notEnough(arguments.length, 1);
            kind = String(kind);
            if (!kinds.includes(kind)) throw new TypeError(`Argument 1 ('kind') to HTMLMediaElement.addTextTrack must be one of: "subtitles", "captions", "descriptions", "chapters", "metadata"`);
            const track = textTrack(kind, String(label), String(language), 'hidden');
            textTracksOf(this, 'addTextTrack');
            state.textTracks.push(track);
            const list = state.textTrackList;
            later(() => list.dispatchEvent(new TrackEvent('addtrack', { track })));
            return track;
        },
    };
    function finite(value) {
        const number = Number(value);
        if (!Number.isFinite(number)) throw new TypeError('The provided value is non-finite');
        return number;
    }
    // The element's text tracks: its <track> children's, then those added by script.
    function textTracksOf(element, member) {
        const state = media(element, member);
        if (!state.textTrackList) {
            const items = [];
            state.textTrackList = trackList(TextTrackList, items);
            state.items = items;
        }
        const tracks = [];
        for (let child = firstChildOf(element); child; child = nextSiblingOf(child)) {
            if (nodeTypeOf(child) === 1 && namespaceOf(child) === dom.HTML_NS && localNameOf(child) === 'track') tracks.push(trackOf(child));
        }
        state.items.splice(0, state.items.length, ...tracks, ...state.textTracks);
        return state.textTrackList;
    }
    function trackOf(element) {
        if (!element[_textTrack]) {
            const kind = (element.getAttribute('kind') || '').toLowerCase();
            const track = textTrack(kinds.includes(kind) ? kind : element.hasAttribute('kind') ? 'metadata' : 'subtitles', element.getAttribute('label') ?? '', element.getAttribute('srclang') ?? '', 'disabled');
            track[_textTrack].id = element.id;
            Object.defineProperty(element, _textTrack, { value: track });
        }
        return element[_textTrack];
    }

    function define(Interface, members, check) {
        const prototype = Interface.prototype;
        for (const [key, member] of Object.entries(members)) {
            if (typeof member === 'function') {
                const operation = { [key](...args) { return member.apply(this, args); } }[key];
                Object.defineProperty(operation, 'length', { value: member.length });
                Object.defineProperty(prototype, key, { value: operation, writable: true, enumerable: true, configurable: true });
            } else {
                const accessor = Object.getOwnPropertyDescriptor({
                    get [key]() { check(this, key); return member.get.call(this); },
                    set [key](value) { check(this, key); member.set.call(this, value); },
                }, key);
                Object.defineProperty(prototype, key, { get: accessor.get, set: member.set ? accessor.set : undefined, enumerable: true, configurable: true });
            }
        }
    }
    define(HTMLMediaElement, mediaMembers, (element, key) => media(element, key));
    const elementOf = (Interface, name) => (element, key) => {
        if (element == null || attributesOf(element) === undefined || !(element instanceof Interface)) wrongThis(name, key);
    };
    define(HTMLVideoElement, { videoWidth: { get() { return 0; } }, videoHeight: { get() { return 0; } } }, elementOf(HTMLVideoElement, 'HTMLVideoElement'));
    define(HTMLTrackElement, { readyState: { get() { return 0; } }, track: { get() { return trackOf(this); } } }, elementOf(HTMLTrackElement, 'HTMLTrackElement'));

    // new Audio(src): an <audio preload=auto>, its src set when given.
    const Audio = { Audio: function () {
        if (!new.target) throw new TypeError("Constructor requires 'new'");
        const element = global.document.createElement('audio');
        element.setAttribute('preload', 'auto');
        if (arguments.length > 0 && arguments[0] !== undefined) element.setAttribute('src', String(arguments[0]));
        return element;
    } }.Audio;
    Object.defineProperty(Audio, 'length', { value: 0 });
    Object.defineProperty(Audio, 'prototype', { value: HTMLAudioElement.prototype, writable: false });

    for (const Interface of [TimeRanges, MediaError, TextTrackCueList, TextTrackCue, TextTrack, TextTrackList, AudioTrackList, VideoTrackList, AudioTrack, VideoTrack, TrackEvent]) expose(Interface);
    // In WebKit's member order (its IDL files'), which for...in shows.
    dom.orderMembers(AudioTrackList, 'length onchange onaddtrack onremovetrack getTrackById');
    dom.orderMembers(TextTrack, 'kind label language id inBandMetadataTrackDispatchType mode cues activeCues oncuechange addCue removeCue');
    dom.orderMembers(TextTrackCue, 'track id startTime endTime pauseOnExit onenter onexit');
    dom.orderMembers(TextTrackList, 'length onaddtrack onchange onremovetrack getTrackById');
    dom.orderMembers(VideoTrackList, 'length selectedIndex onchange onaddtrack onremovetrack getTrackById');
    dom.exposeGlobals({ TimeRanges, MediaError, TextTrack, TextTrackCue, TextTrackCueList, TextTrackList, AudioTrack, AudioTrackList, VideoTrack, VideoTrackList, TrackEvent });
    Object.defineProperty(global, 'Audio', { value: Audio, writable: true, configurable: true, enumerable: false });
})
