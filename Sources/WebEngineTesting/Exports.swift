// One import is enough for a test of handlers: the kit's signatures use these modules' types
// (JSValue, BridgeError, RenderStrategy, RenderReport), so they come with it.
@_exported import JSRuntime
@_exported import WebEngineKit
