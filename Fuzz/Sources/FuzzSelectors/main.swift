import FuzzSupport
import DOMShim
import JSRuntime

/// Any text as a selector: querySelectorAll, matches and closest either answer or throw the
/// DOM's SyntaxError, and querySelectorAll finds exactly the elements `matches` accepts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSelectors(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let selector = Fuzz.text(start, count)
    let outcome = Fuzz.blocking { () -> Result<JSValue, JSException> in
        do throws(JSException) {
            return .success(try await Fuzz.runtime.call("fuzzSelector", arguments: [.string(selector)]))
        } catch {
            return .failure(error)
        }
    }
    switch outcome {
    case .success("ok"), .success("syntax"): break
    case .success(let other): Fuzz.finding("\(other)")
    case .failure(let error): Fuzz.finding("\(error)")
    }
    return 0
}

/// The page every selector runs against, and the check, installed on first use.
private let installed: Bool = Fuzz.blocking {
    do throws(JSException) {
        try await Fuzz.runtime.loadHTML("""
            <!DOCTYPE html><html lang="en"><head><title>t</title></head><body class="a b" id="top">
            <p id="p1" data-x="1" lang="en-US">one <em>two</em> <a href="/x" hreflang="fr">three</a></p>
            <ul><li>1</li><li class="odd">2</li><li>3</li><li hidden>4</li></ul>
            <form><input type="checkbox" checked><input disabled value="v"><select><option selected>o</option></select></form>
            <table><tr><td>c</td><td></td></tr></table><svg><circle r="1"/></svg><div><!-- c --><span></span></div>
            </body></html>
            """, runScripts: false)
        _ = try await Fuzz.runtime.evaluate("""
            globalThis.fuzzSelector = (selector) => {
                let found;
                try {
                    found = [...document.querySelectorAll(selector)];
                } catch (error) {
                    if (error instanceof DOMException && error.name === 'SyntaxError') return 'syntax';
                    throw error;
                }
                const matching = [...document.querySelectorAll('*')].filter((element) => element.matches(selector));
                if (found.length !== matching.length || found.some((element, index) => element !== matching[index])) {
                    return `querySelectorAll found ${found.length} elements, matches accepts ${matching.length}`;
                }
                document.querySelector('em').closest(selector);
                return 'ok';
            };
            """, sourceURL: "fuzz-selectors.js")
        return true
    } catch {
        Fuzz.finding("setup: \(error)")
    }
}


_ = installed
Fuzz.run(fuzzSelectors)
