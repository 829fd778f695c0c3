import CJavaScriptCore

/// A Swift value held by a JS object: JavaScript can keep it, pass it back to native code, and
/// let it go; JSC releases the value when the object is collected. (The parser's tree, say,
/// kept for as long as the nodes built from it may ask for its serialization.)
final class NativeHandleBox {
    let value: AnyObject

    init(_ value: AnyObject) { self.value = value }

    static func makeClass() -> JSClassRef {
        var definition = kJSClassDefinitionEmpty
        definition.className = UnsafeRawPointer(("NativeHandle" as StaticString).utf8Start)
            .assumingMemoryBound(to: CChar.self)
        definition.finalize = { object in
            guard let pointer = JSObjectGetPrivate(object) else { return }
            Unmanaged<NativeHandleBox>.fromOpaque(pointer).release()
        }
        return JSClassCreate(&definition)
    }
}

extension JSContextCore {
    /// An object that holds `value` until it is collected.
    package func makeHandle(holding value: AnyObject) -> JSObjectRef {
        if nativeHandleClass == nil { nativeHandleClass = NativeHandleBox.makeClass() }
        return JSObjectMake(context, nativeHandleClass, Unmanaged.passRetained(NativeHandleBox(value)).toOpaque())!
    }

    /// What a handle made by ``makeHandle(holding:)`` holds; nil for any other value.
    package func handledValue(of value: JSValueRef) -> AnyObject? {
        guard let nativeHandleClass, JSValueIsObjectOfClass(context, value, nativeHandleClass), let object = JSValueToObject(context, value, nil),
              let pointer = JSObjectGetPrivate(object) else { return nil }
        return Unmanaged<NativeHandleBox>.fromOpaque(pointer).takeUnretainedValue().value
    }
}
