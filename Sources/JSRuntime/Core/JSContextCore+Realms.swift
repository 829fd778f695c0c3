import CJavaScriptCore

/// Script realms beside the page's: a frame's window is a global object of its own (its own
/// `Object`, `Array`, `eval`, its own top-level `var`s), in the page's VM, so values cross
/// between the two as they do between a page and its same-origin frames in WebKit.
extension JSContextCore {
    /// The global contexts made for frames, by their global object. Each is retained while
    /// its frame may still run a script, so the realm can be entered by its global object.
    final class Realms {
        var contexts: [JSObjectRef: JSGlobalContextRef] = [:]

        deinit {
            for context in contexts.values { JSGlobalContextRelease(context) }
        }
    }

    private static let realmsKey = "jsruntime.realms"

    private var realms: Realms {
        if let realms = attachments[Self.realmsKey] as? Realms { return realms }
        let realms = Realms()
        attachments[Self.realmsKey] = realms
        return realms
    }

    /// A new realm's global object: JavaScript's built-ins only; the caller gives it a window.
    /// Its prototype is an empty object of its own (a global object's prototype is immutable
    /// once made, as WebIDL's global's is; the caller makes this one its Window.prototype).
    package func makeRealm() -> JSObjectRef {
        let realm = JSGlobalContextCreateInGroup(owner.group, Self.realmGlobalClass)!
        let global = JSContextGetGlobalObject(realm)!
        realms.contexts[global] = realm
        return global
    }

    /// A class with no callbacks: only so that JavaScriptCore gives the global object a
    /// prototype object of its own.
    nonisolated(unsafe) private static let realmGlobalClass: JSClassRef = {
        var definition = kJSClassDefinitionEmpty
        return "Window".withCString { name in
            definition.className = name // copied by JSClassCreate
            return JSClassCreate(&definition)
        }
    }()

    /// Lets a realm go: its global object lives on as long as something references it, but
    /// no script is evaluated in it any more.
    package func releaseRealm(_ global: JSObjectRef) {
        guard let realm = realms.contexts.removeValue(forKey: global) else { return }
        JSGlobalContextRelease(realm)
    }

    /// Lets every realm go (a new page: its predecessor's frames run nothing more).
    package func releaseRealms() {
        attachments[Self.realmsKey] = nil // its deinit releases each context
    }

    /// Evaluates a script in the realm whose global object is `global`, as a script of that
    /// realm (its top-level declarations become the global's); an exception reaches the caller.
    package func evaluate(_ source: String, sourceURL: String, startLine: Int, inRealm global: JSObjectRef) throws(JSException) -> JSValueRef {
        guard let realm = realms.contexts[global] else {
            throw JSException(name: "TypeError", message: "the frame's window has no script realm (its frame is gone)")
        }
        let script = makeJSString(source), url = makeJSString(sourceURL)
        defer {
            JSStringRelease(script)
            JSStringRelease(url)
        }
        return try enter { JSEvaluateScript(realm, script, nil, url, Int32(clamping: startLine), $0) }
    }
}
