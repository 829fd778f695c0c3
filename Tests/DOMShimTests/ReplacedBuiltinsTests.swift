import DOMShim
import JSRuntime
import XCTest

/// A page may replace JavaScript's built-in globals (a polyfill, a test's fake, a bug); the DOM
/// works on as a browser's native one does, its scripts installed on first use included, since
/// every DOM script reads the built-ins it uses once, from a snapshot taken before any page
/// script (Tools/embed-scripts).
final class ReplacedBuiltinsTests: XCTestCase {
    private let work = """
        const div = document.createElement('div');
        div.innerHTML = '<p class=a>x</p><p>y</p><a href="/next">n</a>';
        div.querySelector('p').classList.add('b');
        div.firstChild.setAttribute('data-x', '1');
        document.body.append(div);
        div.firstChild.style.color = 'red';
        [div.outerHTML, document.querySelectorAll('p.b').length, div.querySelector('a').href,
         getComputedStyle(div.firstChild).color, div.firstChild.getBoundingClientRect().width > 0,
         new URL('x', document.baseURI).pathname, JSON.stringify(div.firstChild.dataset)].join(' | ')
        """

    func testTheDOMWorksAfterAPageReplacedTheBuiltIns() async throws {
        let clean = try await answer(to: work)
        let replaced = try await answer(to: """
            const saved = JSON;
            for (const name of ['Map', 'Set', 'WeakMap', 'Math', 'Symbol', 'Reflect', 'Proxy', 'Array', 'String', 'Number', 'RegExp', 'Object', 'Error', 'TypeError']) globalThis[name] = undefined;
            globalThis.JSON = { stringify: (value) => saved.stringify(value) };
            \(work)
            """)
        XCTAssertEqual(replaced, clean)
        XCTAssertEqual(clean, #"<div><p class="a b" data-x="1" style="color: red;">x</p><p>y</p><a href="/next">n</a></div> | 1 | https://blog.example/next | rgb(255, 0, 0) | true | /x | {"x":"1"}"#)
    }

    private func answer(to script: String) async throws -> String? {
        let runtime = JSRuntime()
        try await runtime.loadHTML("<p>page</p>", url: "https://blog.example/post")
        return try await runtime.evaluate(script).stringValue
    }
}
