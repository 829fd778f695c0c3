import JSRuntime

/// The content height from the DOM's layout model (`JSScripts/dom/layout.js`, the one geometry
/// reads too): block flow at a viewport width.
enum ContentLayout {
    static func height(in core: JSContextCore, width: Double) -> Double {
        if core.installedFeatures.insert("layout").inserted {
            _ = try? core.callInternal("installNow", [core.makeValue(.string("dom/layout.js"))])
        }
        guard let value = try? core.callInternal("contentHeight", [core.makeValue(.number(width))]),
            let height = try? core.snapshot(value).numberValue
        else { return 0 }
        return height
    }
}
