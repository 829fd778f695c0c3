import FuzzSupport
import DOMShim
import JSRuntime

/// Any bytes as a page and as a fragment: parsing, building the DOM and serializing never
/// throw, and what was serialized loads again. A few KB can still build more than the parse
/// budget allows (formatting elements cloned by every paragraph): refusing that is an
/// outcome; running out of time on input this small is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParseSerialize(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let html = Fuzz.text(start, count)
    let failure = Fuzz.blocking { () -> JSException? in
        let runtime = Fuzz.runtime
        do throws(JSException) {
            try await runtime.loadHTML(html, runScripts: false)
            let serialized = try await runtime.serializedDocument()
            try await runtime.loadHTML(serialized, runScripts: false)
            _ = try await runtime.serializedDocument()
            _ = try await runtime.evaluate("""
                for (const context of ['div', 'table', 'template', 'svg']) {
                    const element = context === 'svg' ? document.createElementNS('http://www.w3.org/2000/svg', 'svg') : document.createElement(context);
                    element.innerHTML = \(JSValue.string(html).jsonText);
                    element.innerHTML = element.innerHTML;
                    element.outerHTML.length;
                }
                """, sourceURL: "fuzz-fragment.js")
            return nil
        } catch {
            let refusedAsTooLarge = error.exceededBudget.map { $0 != .parseTime } ?? false
            return refusedAsTooLarge ? nil : error
        }
    }
    if let failure { Fuzz.finding("\(failure)") }
    return 0
}

Fuzz.run(fuzzParseSerialize)
