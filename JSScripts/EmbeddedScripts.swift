/// The scripts of the top-level `JSScripts/` folder, compiled into the binary by the
/// `EmbedJSScripts` build plugin.
public enum EmbeddedScripts {
    /// The text of the script at `path`, relative to `JSScripts/` (e.g. `runtime/timers.js`).
    public static func source(_ path: String) -> String? {
        table[path]
    }

    /// Every embedded path, sorted.
    public static var paths: [String] {
        table.keys.sorted()
    }
}
