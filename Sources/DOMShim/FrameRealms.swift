import CJavaScriptCore
import JSRuntime

/// The native functions dom/frames.js gives each same-origin frame a script realm with: a
/// window of its own that the frame's scripts run in (docs/dom.md, "Frames").
enum FrameRealms {
    static func install(on native: JSObjectRef, in core: JSContextCore) {
        // makeRealm(): a new global object (JavaScript's built-ins only) in the page's VM.
        core.setProperty(native, "makeRealm", core.makeFunction(name: "makeRealm") { core, _ in
            core.makeRealm()
        })
        // evaluateInRealm(global, source, url, line): a script of the frame, evaluated in its
        // realm; what it throws reaches the caller (frames.js reports it at the frame's window).
        core.setProperty(native, "evaluateInRealm", core.makeFunction(name: "evaluateInRealm") { core, arguments in
            guard arguments.count >= 4, let global = JSValueToObject(core.context, arguments[0], nil) else {
                throw JSException(name: "TypeError", message: "evaluateInRealm(global, source, url, line)")
            }
            let line = Int(JSValueToNumber(core.context, arguments[3], nil))
            return try core.evaluate(core.string(of: arguments[1]), sourceURL: core.string(of: arguments[2]), startLine: max(line, 1), inRealm: global)
        })
        // releaseRealm(global): the frame is gone; nothing runs in its realm any more.
        core.setProperty(native, "releaseRealm", core.makeFunction(name: "releaseRealm") { core, arguments in
            if let value = arguments.first, let global = JSValueToObject(core.context, value, nil) { core.releaseRealm(global) }
            return nil
        })
    }
}
