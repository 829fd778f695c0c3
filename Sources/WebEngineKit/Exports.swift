// The engine's API speaks in JSRuntime's types (JSValue, JSException, ConsoleMessage), so one
// `import WebEngineKit` gives them with their members.
@_exported import JSRuntime
// And the types the engine's loading API takes and gives: URL scheme handlers and what they
// serve, the record of loads, a page's encoding.
@_exported import protocol DOMShim.URLSchemeHandler
@_exported import struct DOMShim.ResourceRequest
@_exported import struct DOMShim.ResourceResponse
@_exported import struct DOMShim.ResourceLoad
@_exported import struct DOMShim.FolderResources
@_exported import struct DOMShim.FileAccess
@_exported import struct DOMShim.HARResources
@_exported import struct DOMShim.PageEncoding
