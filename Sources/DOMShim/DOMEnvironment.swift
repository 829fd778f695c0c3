import CJavaScriptCore
import EmbeddedScripts
import JSRuntime

/// The DOM layer: installs the DOM shim into a runtime and loads pages into it.
extension JSRuntime {
    /// The scripts of the DOM shim, in load order.
    package static let domScripts = ["dom/webidl.js"] + nodeScripts + [
        "dom/serialize.js", "dom/builder.js", "dom/selectors.js", "dom/attributes.js", "dom/html-elements.js", "dom/svg-elements.js",
        "dom/events.js", "dom/window.js",
    ]

    /// The node classes (`JSScripts/dom/nodes/`), one interface or a close family a file, in
    /// load order: each takes what it needs from the files before it (`const { insertNode } =
    /// dom`); what a later one defines it declares with `var` and has set once the last,
    /// `interfaces.js`, is installed (`dom.nodeLinks`), which also puts them on the window.
    static let nodeScripts = [
        "node-slots", "names", "tree", "collections", "tree-mutation", "node", "parent-node", "child-node", "character-data", "document-type", "document-fragment", "attr",
        "named-node-map", "element", "document", "dom-implementation", "clone", "interfaces",
    ].map { "dom/nodes/\($0).js" }

    /// Scripts a page pays for only when it uses them: their globals and members are
    /// placeholders until first touched, which installs the script (start-up does not compile
    /// what most render scripts never call). Members are named `Interface.operation(N)` (N its
    /// WebIDL length, when not 0), `Interface.attribute=` when writable and `Interface.attribute`
    /// when read-only, globals alike (`fetch(1)`, `crypto`; an interface or namespace by its
    /// name), so each placeholder has the real member's shape. A script with neither
    /// is installed by the scripts that need it (`internals.installNow`). A path that names a
    /// group (`lazyDOMScriptGroups`) installs its files together, in order.
    package static let lazyDOMScripts: [(path: String, globals: [String], members: [String])] = [
        ("dom/traversal.js", ["NodeFilter", "TreeWalker", "NodeIterator"], ["Document.createTreeWalker(1)", "Document.createNodeIterator(1)"]),
        ("dom/shadow.js", ["ShadowRoot"], [
            "Element.attachShadow(1)", "Element.shadowRoot", "Element.slot=", "Element.assignedSlot", "Text.assignedSlot",
            "HTMLSlotElement.assignedNodes()", "HTMLSlotElement.assignedElements()", "HTMLSlotElement.assign()",
        ]),
        ("dom/ranges.js", ["AbstractRange", "StaticRange", "Range", "Selection", "getSelection()"], ["Document.createRange()", "Document.getSelection()"]),
        ("dom/xml.js", ["XMLSerializer"], []),
        ("dom/custom-elements.js", ["CustomElementRegistry", "customElements"], []),
        ("dom/element-internals.js", ["ElementInternals", "CustomStateSet"], ["HTMLElement.attachInternals()"]),
        ("dom/xpath.js", ["XPathEvaluator", "XPathExpression", "XPathResult"], ["Document.evaluate(2)", "Document.createExpression(1)", "Document.createNSResolver(1)"]),
        ("dom/xslt.js", ["XSLTProcessor"], []),
        ("dom/document-legacy.js", [], [
            "Document.domain=", "Document.designMode=", "Document.dir=", "Document.fgColor=", "Document.bgColor=", "Document.linkColor=",
            "Document.vlinkColor=", "Document.alinkColor=", "Document.rootElement", "Document.anchors", "Document.applets", "Document.clear()",
            "Document.captureEvents()", "Document.releaseEvents()", "Document.execCommand(1)", "Document.queryCommandEnabled(1)",
            "Document.queryCommandIndeterm(1)", "Document.queryCommandState(1)", "Document.queryCommandSupported(1)",
            "Document.queryCommandValue(1)",
        ]),
        ("dom/css-syntax.js", [], []),
        ("dom/style-values.js", [], []),
        ("dom/url.js", ["URL", "webkitURL@URL", "URLSearchParams", "location"], []),
        ("dom/structured-clone.js", ["structuredClone"], []),
        ("dom/encoding.js", ["TextEncoder", "TextDecoder"], []),
        ("dom/performance.js", [
            "PerformanceEntry", "PerformanceMark", "PerformanceMeasure", "PerformanceObserver", "PerformanceObserverEntryList", "PerformanceTiming",
            "PerformanceNavigation",
        ], [
            "Performance.navigation", "Performance.timing", "Performance.onresourcetimingbufferfull=", "Performance.toJSON()", "Performance.getEntries()",
            "Performance.getEntriesByType(1)", "Performance.getEntriesByName(1)", "Performance.clearResourceTimings()",
            "Performance.setResourceTimingBufferSize(1)", "Performance.mark(1)", "Performance.clearMarks()", "Performance.measure(1)", "Performance.clearMeasures()",
        ]),
        ("dom/crypto.js", ["Crypto", "crypto"], []),
        ("dom/cssom.js", [
            "getComputedStyle(1)", "CSS", "StyleSheet", "CSSStyleSheet", "StyleSheetList", "MediaList", "CSSRule", "CSSRuleList", "CSSStyleRule",
            "CSSGroupingRule", "CSSConditionRule", "CSSMediaRule", "CSSSupportsRule", "CSSContainerRule", "CSSLayerBlockRule",
            "CSSLayerStatementRule", "CSSImportRule", "CSSNamespaceRule", "CSSFontFaceRule", "CSSPageRule", "CSSKeyframeRule",
            "CSSKeyframesRule",
        ], ["Document.styleSheets", "Document.adoptedStyleSheets=", "HTMLStyleElement.sheet", "HTMLLinkElement.sheet"]),
        ("dom/event-interfaces.js", [
            "FocusEvent", "InputEvent", "WheelEvent", "CompositionEvent", "PointerEvent", "TouchEvent", "TouchList", "Touch", "ErrorEvent",
            "HashChangeEvent", "PageTransitionEvent", "PopStateEvent", "ProgressEvent", "AbortController", "AbortSignal",
            "DragEvent", "StorageEvent", "DeviceMotionEvent", "DeviceOrientationEvent", "BeforeUnloadEvent", "AnimationEvent",
            "TransitionEvent", "FormDataEvent", "PromiseRejectionEvent", "ToggleEvent", "MediaQueryListEvent", "ClipboardEvent", "TextEvent",
            "OverflowEvent", "SecurityPolicyViolationEvent",
        ], ["Document.createEvent(1)", "Element.setPointerCapture(1)", "Element.releasePointerCapture(1)", "Element.hasPointerCapture(1)"]),
        ("dom/inner-text.js", [], ["HTMLElement.innerText=", "HTMLElement.outerText="]),
        ("dom/activation.js", [], []),
        ("dom/animations.js", [], []),
        ("dom/dynamic-scripts.js", [], []),
        ("dom/images.js", [], []),
        ("dom/modules.js", [], []),
        ("dom/event-handler-attributes.js", [], []),
        ("dom/frames.js", [], ["HTMLIFrameElement.contentDocument", "HTMLIFrameElement.contentWindow", "HTMLIFrameElement.getSVGDocument()"]),
        ("dom/network.js", ["XMLHttpRequest", "XMLHttpRequestEventTarget", "XMLHttpRequestUpload", "fetch(1)", "Blob", "File", "FormData", "Headers", "Request", "Response"], ["Navigator.sendBeacon(1)"]),
        ("dom/layout.js", [], []),
        ("dom/geometry-interfaces.js", ["DOMPointReadOnly", "DOMPoint", "DOMQuad", "DOMMatrixReadOnly", "DOMMatrix", "WebKitCSSMatrix@DOMMatrix"], []),
        ("dom/geometry.js", [
            "DOMRectReadOnly", "DOMRect", "DOMRectList", "ResizeObserver", "ResizeObserverEntry", "ResizeObserverSize",
            "IntersectionObserver", "IntersectionObserverEntry",
        ], [
            "Document.elementFromPoint(2)", "Document.elementsFromPoint(2)",
            "Element.getBoundingClientRect()", "Element.getClientRects()", "Element.clientWidth", "Element.clientHeight",
            "Element.clientTop", "Element.clientLeft", "Element.scrollWidth", "Element.scrollHeight", "Element.scrollTop=",
            "Element.scrollLeft=", "Element.scroll()", "Element.scrollTo()", "Element.scrollBy()", "Element.checkVisibility()", "Element.scrollIntoView()", "Element.scrollIntoViewIfNeeded()", "HTMLElement.offsetParent",
            "HTMLElement.offsetTop", "HTMLElement.offsetLeft", "HTMLElement.offsetWidth", "HTMLElement.offsetHeight",
        ]),
        ("dom/viewport.js", [
            "parent", "top", "frames", "frameElement", "length", "opener", "closed", "name", "innerWidth", "innerHeight",
            "outerWidth", "outerHeight", "devicePixelRatio", "screen", "scrollX", "pageXOffset", "scrollY", "pageYOffset",
            "scrollTo", "scroll", "scrollBy", "MediaQueryList", "matchMedia", "history", "MessageEvent", "postMessage",
        ], []),
        ("dom/html-controls.js", ["Image", "Option", "ValidityState", "HTMLOptionsCollection", "FileList", "HTMLFormControlsCollection", "RadioNodeList"], [
            "HTMLInputElement.willValidate", "HTMLInputElement.validity", "HTMLInputElement.validationMessage", "HTMLInputElement.checkValidity()", "HTMLInputElement.reportValidity()", "HTMLInputElement.setCustomValidity(1)", "HTMLInputElement.labels", "HTMLInputElement.form",
            "HTMLInputElement.selectionStart=", "HTMLInputElement.selectionEnd=", "HTMLInputElement.selectionDirection=", "HTMLInputElement.select()", "HTMLInputElement.setSelectionRange(2)", "HTMLInputElement.setRangeText(1)",
            "HTMLInputElement.indeterminate=", "HTMLInputElement.files=", "HTMLInputElement.list", "HTMLInputElement.valueAsNumber=",
            "HTMLInputElement.valueAsDate=", "HTMLInputElement.stepUp()", "HTMLInputElement.stepDown()",
            "HTMLTextAreaElement.willValidate", "HTMLTextAreaElement.validity", "HTMLTextAreaElement.validationMessage", "HTMLTextAreaElement.checkValidity()", "HTMLTextAreaElement.reportValidity()", "HTMLTextAreaElement.setCustomValidity(1)", "HTMLTextAreaElement.labels", "HTMLTextAreaElement.form",
            "HTMLTextAreaElement.selectionStart=", "HTMLTextAreaElement.selectionEnd=", "HTMLTextAreaElement.selectionDirection=", "HTMLTextAreaElement.select()", "HTMLTextAreaElement.setSelectionRange(2)", "HTMLTextAreaElement.setRangeText(1)",
            "HTMLTextAreaElement.type", "HTMLTextAreaElement.textLength",
            "HTMLSelectElement.willValidate", "HTMLSelectElement.validity", "HTMLSelectElement.validationMessage", "HTMLSelectElement.checkValidity()", "HTMLSelectElement.reportValidity()", "HTMLSelectElement.setCustomValidity(1)", "HTMLSelectElement.labels", "HTMLSelectElement.form",
            "HTMLSelectElement.type", "HTMLSelectElement.options", "HTMLSelectElement.length=", "HTMLSelectElement.selectedIndex=",
            "HTMLSelectElement.selectedOptions", "HTMLSelectElement.item(1)", "HTMLSelectElement.namedItem(1)", "HTMLSelectElement.add(1)",
            "HTMLSelectElement.remove()",
            "HTMLButtonElement.willValidate", "HTMLButtonElement.validity", "HTMLButtonElement.validationMessage", "HTMLButtonElement.checkValidity()", "HTMLButtonElement.reportValidity()", "HTMLButtonElement.setCustomValidity(1)", "HTMLButtonElement.labels", "HTMLButtonElement.form",
            "HTMLOutputElement.willValidate", "HTMLOutputElement.validity", "HTMLOutputElement.validationMessage", "HTMLOutputElement.checkValidity()", "HTMLOutputElement.reportValidity()", "HTMLOutputElement.setCustomValidity(1)", "HTMLOutputElement.labels", "HTMLOutputElement.form", "HTMLOutputElement.type",
            "HTMLFieldSetElement.willValidate", "HTMLFieldSetElement.validity", "HTMLFieldSetElement.validationMessage", "HTMLFieldSetElement.checkValidity()", "HTMLFieldSetElement.reportValidity()", "HTMLFieldSetElement.setCustomValidity(1)", "HTMLFieldSetElement.form", "HTMLFieldSetElement.type", "HTMLFieldSetElement.elements",
            "HTMLObjectElement.willValidate", "HTMLObjectElement.validity", "HTMLObjectElement.validationMessage", "HTMLObjectElement.checkValidity()", "HTMLObjectElement.reportValidity()", "HTMLObjectElement.setCustomValidity(1)", "HTMLObjectElement.form",
            "HTMLOptionElement.form", "HTMLOptionElement.label=", "HTMLOptionElement.index", "HTMLLabelElement.control", "HTMLLabelElement.form",
            "HTMLLegendElement.form", "HTMLMeterElement.labels", "HTMLProgressElement.labels", "HTMLProgressElement.position",
            "HTMLFormElement.checkValidity()", "HTMLFormElement.reportValidity()", "HTMLDataListElement.options", "HTMLMapElement.areas",
            "HTMLDialogElement.returnValue=", "HTMLDialogElement.show()", "HTMLDialogElement.showModal()", "HTMLDialogElement.close()",
            "HTMLMarqueeElement.start()", "HTMLMarqueeElement.stop()",
        ]),
        ("dom/storage.js", ["Storage", "localStorage", "sessionStorage"], []),
        ("dom/data-transfer.js", ["DataTransfer", "DataTransferItemList", "DataTransferItem"], []),
        ("dom/plugins.js", ["PluginArray", "MimeTypeArray", "Plugin", "MimeType"], ["Navigator.plugins", "Navigator.mimeTypes", "Navigator.pdfViewerEnabled"]),
        // The navigator's device and platform members (dom/navigator/), each file on first use.
        ("dom/navigator/clipboard.js", ["Clipboard", "ClipboardItem"], ["Navigator.clipboard"]),
        ("dom/navigator/geolocation.js", ["Geolocation", "GeolocationPosition", "GeolocationCoordinates", "GeolocationPositionError"], ["Navigator.geolocation"]),
        ("dom/navigator/media.js", ["MediaDevices", "MediaDeviceInfo", "MediaCapabilities", "MediaSession", "MediaMetadata"], [
            "Navigator.mediaCapabilities", "Navigator.mediaSession", "Navigator.mediaDevices",
        ]),
        ("dom/navigator/permissions.js", ["Permissions", "PermissionStatus"], ["Navigator.permissions"]),
        ("dom/navigator/wake-lock.js", ["WakeLock", "WakeLockSentinel"], ["Navigator.wakeLock"]),
        ("dom/navigator/locks.js", ["LockManager", "Lock"], ["Navigator.locks"]),
        ("dom/fonts.js", ["FontFace", "FontFaceSet"], ["Document.fonts"]),
        ("dom/file-reader.js", ["FileReader"], []),
        ("dom/web-animations.js", [
            "Animation", "AnimationEffect", "KeyframeEffect", "AnimationTimeline", "DocumentTimeline", "AnimationPlaybackEvent", "CSSAnimation",
            "CSSTransition",
        ], ["Element.animate(1)", "Element.getAnimations()", "Document.timeline", "Document.getAnimations()"]),
        ("dom/navigator/user-activation.js", ["UserActivation"], ["Navigator.userActivation"]),
        ("dom/messaging.js", ["CloseEvent", "WebSocket", "EventSource", "MessagePort", "MessageChannel", "BroadcastChannel"], []),
        ("dom/canvas-2d.js", [
            "CanvasRenderingContext2D", "CanvasGradient", "CanvasPattern", "TextMetrics", "ImageData", "Path2D", "ImageBitmap", "OffscreenCanvas",
            "OffscreenCanvasRenderingContext2D", "ImageBitmapRenderingContext", "createImageBitmap(1)",
        ], [
            "HTMLCanvasElement.getContext(1)", "HTMLCanvasElement.toDataURL()", "HTMLCanvasElement.toBlob(1)", "HTMLCanvasElement.transferControlToOffscreen()",
        ]),
        ("dom/html-media.js", [
            "Audio", "TimeRanges", "MediaError", "TextTrack", "TextTrackCue", "TextTrackCueList", "TextTrackList", "AudioTrack",
            "AudioTrackList", "VideoTrack", "VideoTrackList", "TrackEvent",
        ], [
            "HTMLMediaElement.error", "HTMLMediaElement.srcObject=", "HTMLMediaElement.currentSrc", "HTMLMediaElement.networkState",
            "HTMLMediaElement.buffered", "HTMLMediaElement.readyState", "HTMLMediaElement.seeking", "HTMLMediaElement.currentTime=",
            "HTMLMediaElement.duration", "HTMLMediaElement.paused", "HTMLMediaElement.defaultPlaybackRate=", "HTMLMediaElement.playbackRate=",
            "HTMLMediaElement.preservesPitch=", "HTMLMediaElement.played", "HTMLMediaElement.seekable", "HTMLMediaElement.ended",
            "HTMLMediaElement.volume=", "HTMLMediaElement.muted=", "HTMLMediaElement.audioTracks", "HTMLMediaElement.videoTracks",
            "HTMLMediaElement.textTracks", "HTMLMediaElement.load()", "HTMLMediaElement.canPlayType(1)", "HTMLMediaElement.fastSeek(1)",
            "HTMLMediaElement.getStartDate()", "HTMLMediaElement.play()", "HTMLMediaElement.pause()", "HTMLMediaElement.addTextTrack(1)",
            "HTMLVideoElement.videoWidth", "HTMLVideoElement.videoHeight", "HTMLTrackElement.readyState", "HTMLTrackElement.track",
        ]),
    ]

    /// ``lazyDOMScripts`` as window.js's `installAllOnFirstUse` reads them: `[[path, [global...],
    /// "member member..."], ...]` (the members as the list names them, one string).
    static let lazyDOMScriptsJSON = JSValue.array(lazyDOMScripts.map { lazy in
        .array([.string(lazy.path), .array(lazy.globals.map(JSValue.string)), .string(lazy.members.joined(separator: " "))])
    }).jsonText

    /// Lazy scripts split into several files: the name `lazyDOMScripts` (and `installNow`)
    /// know the group by, and its files in load order. The CSSOM (`JSScripts/dom/cssom/`):
    /// each file takes what the files before it share (`const { changed } = dom.cssom`); what a
    /// later one defines it declares with `var` and has set once the last, `interfaces.js`, is
    /// installed (`dom.cssomLinks`).
    static let lazyDOMScriptGroups: [String: [String]] = [
        "dom/cssom.js": [
            "support", "initial-values", "media-list", "rules", "style-sheets", "rule-parsing", "document-sheets", "cascade", "shorthands",
            "computed-values", "get-computed-style", "interfaces",
        ].map { "dom/cssom/\($0).js" },
    ]

    /// The JSScripts/ files the lazy scripts install, groups as their files.
    package static var lazyDOMScriptFiles: [String] {
        lazyDOMScripts.flatMap { lazyDOMScriptGroups[$0.path] ?? [$0.path] }
    }

    private static let lazyScriptFeature = "lazy:"

    /// The lazy scripts (`lazyDOMScripts` paths) installed so far: what the page has used. A
    /// page cannot tell (a placeholder has the real global's shape); tests ask here.
    package func installedLazyDOMScripts() -> Set<String> {
        withCore { core in
            Set(core.installedFeatures.compactMap { $0.hasPrefix(Self.lazyScriptFeature) ? String($0.dropFirst(Self.lazyScriptFeature.count)) : nil })
        }
    }

    /// Loads the DOM shim (once): `window`, `document` (empty until a page loads), the node
    /// classes, parsing and serialization.
    public func installDOM() throws(JSException) {
        try withCore { core throws(JSException) in
            guard core.installedFeatures.insert("dom").inserted else { return }
            let parser = HTMLParser()
            core.attachments["dom.parser"] = parser
            let native = core.makeObject()
            // For DOMParser: parses inside a script, so it counts against the time limit.
            // A budget exceeded throws into the script, which can catch it.
            core.setProperty(native, "parseDocument", core.makeFunction(name: "parseDocument") { core, arguments in
                let html = try core.utf8(of: arguments[0])
                let limits = try Self.limits(forSize: html.count, in: core)
                let scripting = arguments.count > 1 && JSValueToBoolean(core.context, arguments[1])
                let tree = try Self.withBytes(of: html) { bytes throws(JSException) in try parser.parseDocument(utf8: bytes, scripting: scripting, limits: limits) }
                return try Self.transfer(tree.packed, limits: limits, in: core)
            })
            core.setProperty(native, "parseFragment", core.makeFunction(name: "parseFragment") { core, arguments in
                guard arguments.count >= 3 else { throw JSException(name: "TypeError", message: "parseFragment(html, context, namespace)") }
                let html = try core.utf8(of: arguments[0])
                let limits = try Self.limits(forSize: html.count, in: core)
                let context = try core.string(of: arguments[1])
                let namespace = HTMLParser.Namespace(rawValue: Int(try core.snapshot(arguments[2]).numberValue ?? 1)) ?? .html
                let mode = arguments.count > 3 ? QuirksMode(rawValue: try core.string(of: arguments[3])) : nil
                let tree = try Self.withBytes(of: html) { bytes throws(JSException) in
                    try parser.parseFragment(utf8: bytes, contextName: context, contextNamespace: namespace, mode: mode ?? .noQuirks, limits: limits)
                }
                return try Self.transfer(tree.packed, limits: limits, in: core)
            })
            // serializeParse(tree.handle, start, changed, count): the serialization of the nodes
            // a parse tree built, as parsed, with each element's place in it, but for the
            // elements noted as changed (the first `count` of the Int32Array `changed`, indexes in
            // any order) and those around them (dom/nodes/node-slots.js).
            let serializationBuffer = SerializationBuffer()
            core.setProperty(native, "serializeParse", core.makeFunction(name: "serializeParse") { core, arguments in
                guard arguments.count >= 4, let box = core.handledValue(of: arguments[0]) as? PackedTreeBox, let tree = box.tree,
                      JSValueGetTypedArrayType(core.context, arguments[2], nil) == kJSTypedArrayTypeInt32Array,
                      let changed = JSValueToObject(core.context, arguments[2], nil) else {
                    throw JSException(name: "TypeError", message: "serializeParse(handle, start, changed, count), once a handle")
                }
                let length = JSObjectGetTypedArrayLength(core.context, changed, nil)
                guard let start = core.optionalInt(arguments[1]), start >= 0, start <= tree.codes.count,
                      let count = core.optionalInt(arguments[3]), count >= 0, count <= length else {
                    throw JSException(name: "RangeError", message: "serializeParse: a start within the tree's codes and a count within `changed`")
                }
                box.tree = nil // (made once: see PackedTreeBox)
                let pointer = JSObjectGetTypedArrayBytesPtr(core.context, changed, nil)?.assumingMemoryBound(to: Int32.self)
                return try tree.serializationValue(from: start, leavingOut: UnsafeBufferPointer(start: count == 0 ? nil : pointer, count: count), in: serializationBuffer, core: core)
            })
            #if DEBUG
            // Debug builds (the tests) serialize again by walking the nodes wherever the parse's
            // serialization served, and throw where the two differ (dom/serialize.js).
            core.setProperty(native, "checksParseSerialization", JSValueMakeBoolean(core.context, true))
            #endif
            // For DOMParser's XML types (dom/xml.js builds the document).
            core.setProperty(native, "parseXML", core.makeFunction(name: "parseXML") { core, arguments in
                let text = try core.string(of: arguments.first ?? core.makeValue(.string("")))
                let limits = try Self.limits(for: text, in: core)
                return try Self.transfer(XMLDocumentParser.parse(text, limits: limits), limits: limits, in: core)
            })
            // For XSLTProcessor (dom/xslt.js): transformXSLT(stylesheet, source, [name, value, …],
            // defaultHTML) is [result text, output method], or null where the transform fails.
            core.setProperty(native, "transformXSLT", core.makeFunction(name: "transformXSLT") { core, arguments in
                guard arguments.count >= 4 else { throw JSException(name: "TypeError", message: "transformXSLT(stylesheet, source, parameters, defaultHTML)") }
                let stylesheet = try core.string(of: arguments[0]), source = try core.string(of: arguments[1])
                var parameters: [(String, String)] = []
                if case .array(let list) = try core.snapshot(arguments[2]) {
                    for index in stride(from: 0, to: list.count - 1, by: 2) { parameters.append((list[index].stringValue ?? "", list[index + 1].stringValue ?? "")) }
                }
                let size = stylesheet.utf8.count + source.utf8.count
                try Self.checkSize(size, in: core)
                let limits = ParseLimits(core.configuration.parseBudget, htmlSize: size)
                guard let output = try XSLTTransform.transform(stylesheet: stylesheet, source: source, parameters: parameters, defaultHTML: JSValueToBoolean(core.context, arguments[3]), limits: limits)
                else { return core.makeValue(.null) }
                return core.makeValue(.array([.string(output.text), .string(output.method)]))
            })
            // fetchResource(url, initiator): a served resource as [status, text, MIME type], and
            // for a frame the encoding its document was decoded from; null where nothing serves
            // it (the page sees it fail as offline).
            core.setProperty(native, "fetchResource", core.makeFunction(name: "fetchResource") { core, arguments in
                let address = try core.string(of: arguments.first ?? core.makeValue(.string("")))
                let initiator = arguments.count > 1 ? ResourceRequest.Initiator(rawValue: try core.string(of: arguments[1])) ?? .script : .script
                guard let served = PageResources.of(core).loadText(address, initiator: initiator) else { return core.makeValue(.null) }
                var result: [JSValue] = [.number(Double(served.status)), .string(served.text), .string(served.mimeType)]
                if let characterSet = served.characterSet { result.append(.string(characterSet)) }
                return core.makeValue(.array(result))
            })
            // evaluateScript(source, url, [startLine]): a module's rewritten text evaluated as a
            // script of its URL (dom/modules.js), so its syntax errors and stacks name the module,
            // or an event handler attribute's function at the attribute's line
            // (dom/event-handler-attributes.js); an error reaches the caller as thrown.
            core.setProperty(native, "evaluateScript", core.makeFunction(name: "evaluateScript") { core, arguments in
                guard arguments.count >= 2 else { throw JSException(name: "TypeError", message: "evaluateScript(source, url)") }
                let line = arguments.count > 2 ? JSValueToNumber(core.context, arguments[2], nil) : 1
                let startLine = line.isFinite ? Int(min(max(line, 1), 1e9)) : 1 // (a page's number of lines, not a crash)
                return try core.evaluate(core.string(of: arguments[0]), sourceURL: core.string(of: arguments[1]), startLine: startLine)
            })
            FrameRealms.install(on: native, in: core)
            // For TextDecoder (dom/encoding.js): encodingName(label) is the Encoding Standard's
            // name of an encoding label, or null; decodeText(bytes, name) decodes bytes (a string
            // of code units 0-255) in that encoding, as pages in it are decoded.
            core.setProperty(native, "encodingName", core.makeFunction(name: "encodingName") { core, arguments in
                let label = try core.string(of: arguments.first ?? core.makeValue(.undefined))
                return core.makeValue(EncodingLabels.entry(forLabel: label).map { .string($0.name) } ?? .null)
            })
            core.setProperty(native, "decodeText", core.makeFunction(name: "decodeText") { core, arguments in
                guard arguments.count >= 2, let entry = EncodingLabels.entry(forLabel: try core.string(of: arguments[1])) else { return core.makeValue(.string("")) }
                let bytes = try core.string(of: arguments[0]).unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
                return core.makeValue(.string(TextDecoder.decode(bytes[...], as: entry)))
            })
            // For crypto.getRandomValues and randomUUID (dom/crypto.js): `count` bytes (at most
            // 65,536) from the system's random source, as a string of code units 0-255.
            core.setProperty(native, "randomBytes", core.makeFunction(name: "randomBytes") { core, arguments in
                let count = Int(min(max(JSValueToNumber(core.context, arguments.first ?? core.makeValue(.number(0)), nil), 0), 65_536))
                var generator = SystemRandomNumberGenerator()
                let scalars = (0..<count).map { _ in Unicode.Scalar(UInt8.random(in: 0...255, using: &generator)) }
                return core.makeValue(.string(String(String.UnicodeScalarView(scalars))))
            })
            // servedSchemes(): the schemes the engine's URL scheme handlers serve (a registered
            // scheme's URLs have an origin of their own in WebKit: dom/url.js).
            core.setProperty(native, "servedSchemes", core.makeFunction(name: "servedSchemes") { core, _ in
                core.makeValue(.array(PageResources.of(core).schemes.map(JSValue.string)))
            })
            // servesResources(): whether any URL scheme is served (else images skip asking).
            core.setProperty(native, "servesResources", core.makeFunction(name: "servesResources") { core, _ in
                core.makeValue(.bool(!PageResources.of(core).schemes.isEmpty))
            })
            // imageSize(url): a served image's intrinsic [width, height], or null.
            core.setProperty(native, "imageSize", core.makeFunction(name: "imageSize") { core, arguments in
                let address = try core.string(of: arguments.first ?? core.makeValue(.string("")))
                guard let size = PageResources.of(core).imageSize(address) else { return core.makeValue(.null) }
                return core.makeValue(.array([.number(Double(size.width)), .number(Double(size.height))]))
            })
            let profile = core.configuration.webView
            core.setProperty(native, "webView", core.makeValue(.object([
                "width": .number(profile.viewportWidth), "height": .number(profile.viewportHeight),
                "devicePixelRatio": .number(profile.devicePixelRatio), "userAgent": .string(profile.userAgent),
                "colorScheme": .string(profile.colorScheme.rawValue),
            ])))
            // embeddedScriptText(): the text of the DOM's and the runtime's scripts (as installed),
            // for Function.prototype.toString to tell the functions WebKit has natively
            // (dom/webidl.js), and the form operations bridge/forms.js defines. Not the bridge's: WVJB's
            // functions are a page's JavaScript in an app.
            core.setProperty(native, "embeddedScriptText", core.makeFunction(name: "embeddedScriptText") { core, _ in
                let native = EmbeddedScripts.paths.filter { ($0.hasPrefix("dom/") || $0.hasPrefix("runtime/") || $0 == "bridge/forms.js") && $0.hasSuffix(".js") }
                return core.makeValue(.string(native.compactMap(EmbeddedScripts.source).joined(separator: "\n")))
            })
            // installLazily(path, native): installs a lazy script on first use (window.js).
            core.setProperty(native, "installLazily", core.makeFunction(name: "installLazily") { core, arguments in
                guard arguments.count >= 2, let object = JSValueToObject(core.context, arguments[1], nil) else { return nil }
                let path = try core.string(of: arguments[0])
                guard Self.lazyDOMScripts.contains(where: { $0.path == path }) else { return nil }
                core.installedFeatures.insert(Self.lazyScriptFeature + path)
                for file in Self.lazyDOMScriptGroups[path] ?? [path] {
                    try core.installScript(file, native: object)
                }
                return nil
            })
            for path in Self.domScripts {
                try core.installScript(path, native: native)
            }
            let placeholdersStart = InstallTrace.isOn ? InstallTrace.now() : 0
            defer { if InstallTrace.isOn { InstallTrace.report("lazy scripts' placeholders", evaluate: 0, call: InstallTrace.now() - placeholdersStart) } }
            // All of them in one call: one JSON text, made once per process.
            _ = try core.callInternal("installAllOnFirstUse", [try core.makeValue(json: Self.lazyDOMScriptsJSON)])
        }
    }

    /// Replaces the document with `html` parsed as a page at `url`, runs its inline scripts in
    /// document order (as a web view does; an error in one is reported and the next still
    /// runs), then fires `DOMContentLoaded` and `load`. Timers the page set are not run here.
    ///
    /// - Parameter scriptSourceName: what errors in the page's scripts name as their source
    ///   (default: `url`).
    public func loadHTML(_ html: String, url: String = "about:blank", scriptSourceName: String? = nil, runScripts: Bool = true) throws(JSException) {
        try installDOM()
        try withCore { core throws(JSException) in
            // Parsing happens here, outside any call into JS, so a large page's parse does not
            // count against the scripts' execution time limit (its own budget bounds it).
            let limits = try Self.limits(for: html, in: core)
            let page = try ParsedPage(html: html, parser: core.attachments["dom.parser"] as! HTMLParser, limits: limits)
            try Self.build(page, limits: limits, url: url, scriptSourceName: scriptSourceName, runScripts: runScripts, in: core)
        }
    }

    /// Loads a page parsed ahead (see ``ParsedPage``), as `loadHTML(_:url:)` loads its HTML.
    public func loadHTML(_ page: ParsedPage, url: String = "about:blank", scriptSourceName: String? = nil, runScripts: Bool = true) throws(JSException) {
        try installDOM()
        try withCore { core throws(JSException) in
            try Self.checkSize(page.htmlSize, in: core)
            // The page was parsed under its own budget; this runtime's applies too, its time
            // counted from the start of that parse.
            let limits = ParseLimits(core.configuration.parseBudget, htmlSize: page.htmlSize, started: .now - page.parseDuration)
            try limits.check(nodes: page.nodeCount, attributes: page.attributeCount, transferSize: page.tree.textByteCount)
            try Self.build(page, limits: limits, url: url, scriptSourceName: scriptSourceName, runScripts: runScripts, in: core)
        }
    }

    /// Gives the page transient user activation, as WKWebView's `evaluateJavaScript` does (it
    /// runs the app's scripts as user gestures): for the next 5 seconds of the page's clock,
    /// `navigator.userActivation.isActive` is true and the clipboard may be written. The app's
    /// scripts, the bridge's calls from native and taps call it; a page's own scripts and
    /// document-start user scripts do not.
    public func grantUserActivation() {
        withCore { core in core.grantUserActivation() }
    }

    /// Adds a script that runs at the start of every page load from now on, against the new
    /// document and before the page's own scripts: a web view's user script injected at
    /// document start (`WKUserScript`, `.atDocumentStart`). An error in one is reported and
    /// the load goes on.
    public func addUserScript(_ source: String, name: String) throws(JSException) {
        try installDOM()
        withCore { core in
            let scripts = core.attachments[Self.userScriptsKey] as? UserScripts ?? UserScripts()
            scripts.list.append((source, name))
            core.attachments[Self.userScriptsKey] = scripts
        }
    }

    /// The user scripts of a runtime, kept on its thread in the core's attachments.
    private final class UserScripts {
        var list: [(source: String, name: String)] = []
    }

    private static let userScriptsKey = "dom.userScripts"

    /// Builds the document from a parsed page as a web view's parser does: document-start user
    /// scripts once `<html>` exists, each inline script when the parser reaches it (seeing only
    /// what came before it; what it writes goes in at its place), inline module scripts after
    /// parsing, then the load events.
    private static func build(_ page: ParsedPage, limits: ParseLimits, url: String, scriptSourceName: String?, runScripts: Bool, in core: JSContextCore) throws(JSException) {
        core.cancelPageTimers()
        core.releaseRealms() // the previous page's frames run nothing more
        try core.callInternal("loadDocument") { arguments throws(JSException) in
            arguments.append(try transfer(page.tree, limits: limits, in: core))
            arguments.append(core.makeValue(.string(url)))
        }
        for script in (core.attachments[userScriptsKey] as? UserScripts)?.list ?? [] {
            run(script.source, sourceURL: script.name, origin: .userScript, in: core)
        }
        // Each entry: [source, line, null, column] for an inline script, [source, 1, its URL] for
        // a served one. An inline script's first line is indented to its column, so that its
        // errors' columns are the page's, as WebKit's are.
        while case .array(let entry) = try core.snapshot(core.callInternal("parseUntilScript")) {
            guard runScripts, let source = entry.first?.stringValue, entry.count > 1, let line = entry[1].numberValue else { continue }
            let servedURL = entry.count > 2 ? entry[2].stringValue : nil
            let column = entry.count > 3 ? Int(entry[3].numberValue ?? 0) : 0
            let text = column > 1 ? String(repeating: " ", count: column - 1) + source : source
            run(text, sourceURL: servedURL ?? scriptSourceName ?? url, startLine: Int(line), eventFilename: servedURL == nil ? url : nil, origin: .pageScript, in: core)
        }
        // Scripts that wait for the parser, in document order: module scripts ([_, line, _,
        // "module"]: dom/modules.js fetches, links and evaluates each graph), and served `defer`
        // and `async` scripts ([source, line, URL, "classic"]).
        if case .array(let deferred) = try core.snapshot(core.callInternal("takeModuleScripts")), runScripts {
            for case .array(let entry) in deferred {
                guard let source = entry.first?.stringValue, entry.count > 3, let line = entry[1].numberValue else { continue }
                if entry[3].stringValue == "module" {
                    do throws(JSException) {
                        try core.callInternal("runModuleScript", [core.makeValue(.number(line))])
                    } catch {
                        core.report(error, origin: .pageScript)
                    }
                    continue
                }
                _ = try? core.callInternal("deferredScriptWillRun")
                run(source, sourceURL: entry[2].stringValue ?? url, startLine: Int(line), origin: .pageScript, in: core)
                _ = try? core.callInternal("deferredScriptDidRun")
            }
        }
        // Images still loading delay the window's load: each of their tasks is a call of its
        // own, so the promises one settles (decode()) run before the next (dom/images.js
        // bounds their number).
        var loadDelayed = false
        do throws(JSException) {
            loadDelayed = JSValueToBoolean(core.context, try core.callInternal("finishLoading"))
        } catch {
            core.report(error, origin: .pageScript)
        }
        if loadDelayed {
            var imagesLoading = true
            while imagesLoading {
                do throws(JSException) {
                    imagesLoading = JSValueToBoolean(core.context, try core.callInternal("imageLoadTask"))
                } catch {
                    core.report(error, origin: .pageScript)
                    imagesLoading = false
                }
            }
            do throws(JSException) {
                try core.callInternal("windowDidLoad")
            } catch {
                core.report(error, origin: .pageScript)
            }
        }
        core.reportPendingRejections()
    }

    /// Runs a script of the page; an error in it is reported and stops only that script.
    private static func run(_ source: String, sourceURL: String, startLine: Int = 1, eventFilename: String? = nil, origin: UncaughtError.Origin, in core: JSContextCore) {
        core.evaluatePageScript(source, sourceURL: sourceURL, startLine: startLine, eventFilename: eventFilename, origin: origin)
    }

    private static func parse(_ html: String, scripting: Bool, in core: JSContextCore) throws(JSException) -> JSValueRef {
        let limits = try limits(for: html, in: core)
        let parser = core.attachments["dom.parser"] as! HTMLParser
        return try transfer(parser.parseDocument(html, scripting: scripting, limits: limits).packed, limits: limits, in: core)
    }

    /// The parse budget of `html` (its clock starting now), after refusing HTML over
    /// `Configuration.maximumHTMLSize`.
    static func limits(for html: String, in core: JSContextCore) throws(JSException) -> ParseLimits {
        try limits(forSize: html.utf8.count, in: core)
    }

    static func limits(forSize size: Int, in core: JSContextCore) throws(JSException) -> ParseLimits {
        try checkSize(size, in: core)
        return ParseLimits(core.configuration.parseBudget, htmlSize: size)
    }

    private static func withBytes<Result>(of bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(JSException) -> Result) throws(JSException) -> Result {
        try bytes.withUnsafeBufferPointer { buffer in Swift.Result { () throws(JSException) in try body(buffer) } }.get()
    }

    /// A parse tree as JS values: the last step the time budget counts.
    private static func transfer(_ tree: PackedTree, limits: ParseLimits, in core: JSContextCore) throws(JSException) -> JSValueRef {
        let value = try tree.makeValue(in: core)
        try limits.checkTime()
        return value
    }

    /// libxml2's tree as JSON text, parsed into a JS value (see JSONTreeWriter).
    private static func transfer(_ json: [UInt8], limits: ParseLimits, in core: JSContextCore) throws(JSException) -> JSValueRef {
        let tree = try core.makeValue(jsonUTF8: json)
        try limits.checkTime()
        return tree
    }

    static func checkSize(_ size: Int, in core: JSContextCore) throws(JSException) {
        let limit = core.configuration.maximumHTMLSize
        guard size > limit else { return }
        throw htmlTooLarge(size, limit: limit)
    }

    static func htmlTooLarge(_ size: Int, limit: Int) -> JSException {
        JSException(name: "RangeError", message: "the HTML is \(size) bytes; the limit is \(limit) (JSRuntime.Configuration.maximumHTMLSize)")
    }

    /// `document.documentElement.outerHTML`.
    public func serializedDocument() throws(JSException) -> String {
        try installDOM()
        return try withCore { core throws(JSException) in
            try core.string(of: core.callInternal("serializeDocument"))
        }
    }
}

extension JSRuntime {
    /// The tree of a parsed document in html5lib's test format (`| <html>` …).
    package func html5libTree(ofDocument html: String, scripting: Bool = true) throws(JSException) -> String {
        try installDOM()
        return try withCore { core throws(JSException) in
            try core.callInternal("loadDocument", [Self.parse(html, scripting: scripting, in: core), core.makeValue(.string("about:blank"))])
            try core.callInternal("finishParsing")
            return try core.string(of: core.callInternal("html5libTree", [core.evaluate("document", sourceURL: "html5lib")]))
        }
    }

    /// The tree of a fragment parsed in a context element (`td`, `svg path`, `math mi`).
    package func html5libTree(ofFragment html: String, context: String) throws(JSException) -> String {
        try installDOM()
        let parts = context.split(separator: " ").map(String.init)
        let (namespace, name) = parts.count == 2
            ? (parts[0] == "svg" ? "http://www.w3.org/2000/svg" : "http://www.w3.org/1998/Math/MathML", parts[1])
            : ("http://www.w3.org/1999/xhtml", parts[0])
        return try withCore { core throws(JSException) in
            // A template context's parsed children are its content's (innerHTML fills it).
            let make = try core.evaluate("(html, ns, name) => { const c = document.createElementNS(ns, name); c.innerHTML = html; return c.localName === 'template' && c.namespaceURI === 'http://www.w3.org/1999/xhtml' ? c.content : c; }", sourceURL: "html5lib")
            let context = try core.call(
                JSValueToObject(core.context, make, nil), values: [.string(html), .string(namespace), .string(name)])
            return try core.string(of: core.callInternal("html5libTree", [context]))
        }
    }
}

extension JSContextCore {
    /// See ``JSRuntime/grantUserActivation()``; nothing before the DOM is installed.
    package func grantUserActivation() {
        guard installedFeatures.contains("dom") else { return }
        _ = try? callInternal("userActivation")
    }
}
