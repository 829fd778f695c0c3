import CJavaScriptCore

/// The body of a native function: the core, `this`, and the arguments as live values.
/// Return nil for `undefined`; throw to raise a JS exception.
package typealias NativeFunctionBody = (_ core: JSContextCore, _ arguments: [JSValueRef]) throws -> JSValueRef?

/// A Swift closure behind a JS function object; JSC releases it when the object is collected.
final class NativeFunctionBox {
    weak var core: JSContextCore?
    let body: NativeFunctionBody

    init(core: JSContextCore, body: @escaping NativeFunctionBody) {
        self.core = core
        self.body = body
    }

    static func makeClass() -> JSClassRef {
        var definition = kJSClassDefinitionEmpty
        definition.className = UnsafeRawPointer(("NativeFunction" as StaticString).utf8Start)
            .assumingMemoryBound(to: CChar.self)
        definition.callAsFunction = { context, function, _, argumentCount, arguments, exception in
            guard let function, let pointer = JSObjectGetPrivate(function) else {
                return JSValueMakeUndefined(context)
            }
            let box = Unmanaged<NativeFunctionBox>.fromOpaque(pointer).takeUnretainedValue()
            guard let core = box.core else { return JSValueMakeUndefined(context) }
            let values = (0..<argumentCount).map { arguments![$0] ?? JSValueMakeUndefined(context)! }
            return core.invoke(box, arguments: values, exception: exception)
        }
        definition.finalize = { object in
            guard let pointer = JSObjectGetPrivate(object) else { return }
            Unmanaged<NativeFunctionBox>.fromOpaque(pointer).release()
        }
        return JSClassCreate(&definition)
    }
}

extension JSContextCore {
    /// A JS function that runs `body` on this runtime's thread.
    package func makeFunction(name: String, _ body: @escaping NativeFunctionBody) -> JSObjectRef {
        let box = NativeFunctionBox(core: self, body: body)
        let function = JSObjectMake(context, nativeFunctionClass, Unmanaged.passRetained(box).toOpaque())!
        // `name` first: once Function.prototype (whose `name` is read-only) is the prototype,
        // an ordinary set of `name` is refused.
        let attributes = JSPropertyAttributes(kJSPropertyAttributeReadOnly | kJSPropertyAttributeDontEnum)
        withJSString("name") { JSObjectSetProperty(context, function, $0, makeValue(.string(name)), attributes, nil) }
        JSObjectSetPrototype(context, function, functionPrototype)
        return function
    }

    func invoke(_ box: NativeFunctionBox, arguments: [JSValueRef], exception: UnsafeMutablePointer<JSValueRef?>?) -> JSValueRef? {
        nativeDepth += 1
        defer { nativeDepth -= 1 }
        var result: JSValueRef?
        do {
            result = try box.body(self, arguments)
        } catch {
            exception?.pointee = makeThrowable(error)
            result = nil
        }
        if let pendingTermination {
            exception?.pointee = pendingTermination
            return nil
        }
        return result ?? JSValueMakeUndefined(context)
    }
}
