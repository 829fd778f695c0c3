import JSRuntime
import WebEngineKit

/// The native handlers the command line registers for scripts: taps are recorded (every call
/// is in the report's events), `log` prints, `echo` answers with its data.
enum CommandHandlers {
    static func register(on engine: any BridgedWebEngine, echoingLogs: Bool) async {
        await engine.registerHandler("echo", .immediate { $0 })
        await engine.registerHandler("linkTap", .immediate { _ in .null })
        // imageTap is the engine's own (it reaches the presentation delegate); the call is recorded.
        await engine.registerHandler("log", .immediate { data in
            if echoingLogs {
                let text = data["message"]?.stringValue ?? data.stringValue ?? data.jsonText
                Terminal.writeError("[log] \(text)")
            }
            return .null
        })
    }
}
