import FuzzSupport
import DOMShim
import JSRuntime

/// The bridge's JSON decoder (`JSValue(jsonText:)`) against JavaScriptCore's `JSON.parse`:
/// both take the same texts and give the same values, and a parsed value's serialization
/// parses back to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONText(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = Fuzz.text(start, count)
    let ours: JSValue?
    do {
        ours = try JSValue(jsonText: text)
    } catch {
        if case .tooDeep = error.reason { return 0 }  // JSC has its own (higher) limit
        ours = nil
    }
    let theirs = Fuzz.blocking { () -> Result<JSValue, JSException> in
        do throws(JSException) {
            return .success(try await Fuzz.runtime.call("JSON.parse", arguments: [.string(text)]))
        } catch {
            return .failure(error)
        }
    }
    switch (ours, theirs) {
    case (let ours?, .success(let theirs)):
        // Compared as JSON text: JSON.parse's value reaches Swift through JSON.stringify,
        // where a nested Infinity (1e400) is already null.
        if ours.jsonText != theirs.jsonText { Fuzz.finding("values differ: ours \(ours.jsonText.prefix(200)), JSON.parse \(theirs.jsonText.prefix(200))") }
        // Serializing is JSON.stringify: Infinity (from 1e400) writes as null, so the text,
        // not the value, is what must survive a second round.
        let text = ours.jsonText
        guard let again = try? JSValue(jsonText: text), again.jsonText == text else {
            Fuzz.finding("\(text.prefix(200)) does not survive its own serialization")
        }
    case (nil, .failure(let error)) where error.name == "SyntaxError":
        break
    case (_, .failure(let error)) where error.name == "RangeError":
        break  // a snapshot of JSC's value nested beyond the snapshot limit
    case (let ours, let theirs):
        Fuzz.finding("parsers disagree: ours \(ours.map { $0.jsonText.prefix(200) } ?? "refused"), JSON.parse \(theirs)")
    }
    return 0
}

Fuzz.run(fuzzJSONText)
