// The engine's API speaks in JSRuntime's types (JSValue, JSException, ConsoleMessage), so one
// `import WebEngineKit` gives them with their members.
@_exported import JSRuntime
