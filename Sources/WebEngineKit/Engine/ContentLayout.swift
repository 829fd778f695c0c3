import JSRuntime

/// The content height estimate (`JSScripts/engine/layout.js`): block flow at a viewport width.
enum ContentLayout {
    static func height(in core: JSContextCore, width: Double) -> Double {
        if core.installedFeatures.insert("layout").inserted {
            try? core.installScript("engine/layout.js", native: core.makeObject())
        }
        guard let value = try? core.callInternal("contentHeight", [core.makeValue(.number(width))]),
            let height = try? core.snapshot(value).numberValue
        else { return 0 }
        return height
    }
}
