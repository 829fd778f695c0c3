// webengine-webkit: the WebKit engine's helper process. It keeps GTK's main loop, the display
// server, WebKit's own processes and any crash out of the caller's process; the caller (the
// WebKitEngine target) drives it over its standard input and output (WebKitHelperProtocol).
import CWebKitGTK
import Foundation
import WebKitHelperProtocol

we_die_with_parent()
signal(SIGPIPE, SIG_IGN)

let display: DisplayServer
do {
    try PinnedFonts.check()
    display = try DisplayServer()
} catch {
    var fatal = HelperMessage(kind: .fatal)
    fatal.message = error.description
    LineChannel().send(fatal)
    exit(1)
}
setenv("DISPLAY", display.display, 1)
setenv("GDK_BACKEND", "x11", 1)
// No accessibility bus, no portals, no desktop settings: nothing but the display.
setenv("NO_AT_BRIDGE", "1", 1)
setenv("GTK_A11Y", "none", 1)
setenv("WEBKIT_DISABLE_COMPOSITING_MODE", "1", 1)
// The helper's own folder, made before GLib reads TMPDIR: WebKit writes the content blocker's
// compiled rules to a temporary file first, which a helper ended during that compile left in
// the system's temporary folder. Inside the helper's folder it goes with the folder, which
// the helper removes as it exits, and the next helper removes when this one was killed.
let filterFolder = FilterStoreFolder.forThisProcess()
setenv("TMPDIR", FilterStoreFolder.temporaryFolder(in: filterFolder), 1)

guard gtk_init_check(nil, nil) != 0 else {
    var fatal = HelperMessage(kind: .fatal)
    fatal.message = "GTK cannot open the display \(display.display)"
    LineChannel().send(fatal)
    display.stop()
    try? FileManager.default.removeItem(atPath: filterFolder)
    exit(1)
}
we_configure_gtk()

let helper = Helper()
helper.start(filterFolder: filterFolder)

let readable: @convention(c) (Int32, GIOCondition, UnsafeMutableRawPointer?) -> gboolean = { _, _, data in
    let helper = Helper.from(data)
    guard let requests = helper.channel.readRequests() else {
        gtk_main_quit()
        return 0
    }
    requests.forEach(helper.handle)
    return 1
}
_ = g_unix_fd_add(0, GIOCondition(rawValue: G_IO_IN.rawValue | G_IO_HUP.rawValue | G_IO_ERR.rawValue), readable, helper.pointer)
gtk_main()
display.stop()
try? FileManager.default.removeItem(atPath: filterFolder)
exit(0)
