// One import is enough for a test of handlers: the kit's signatures use the engine's types
// (BridgeError, RenderStrategy, RenderReport, and JSRuntime's JSValue, which it re-exports).
@_exported import WebEngineKit
