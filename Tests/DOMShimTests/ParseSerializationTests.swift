import JSRuntime
import XCTest

@testable import DOMShim

/// An element nothing changed since its parse serializes as its slice of the parse's own
/// serialization, written natively (PackedTreeSerialization, dom/nodes/node-slots.js): the
/// slices must be what the DOM's serializer writes, and every kind of mutation must take an
/// element, and the elements around it, out of that path.
final class ParseSerializationTests: XCTestCase {
    private func serialization(of html: String, leavingOut changed: [Int32] = []) throws -> (text: String, ranges: [Int32])? {
        let tree = try ParsedPage(html: html).tree
        let written = changed.withUnsafeBufferPointer { tree.serialization(from: 1, leavingOut: $0) }
        return written.map { (String(decoding: $0.units, as: UTF16.self), $0.ranges) }
    }

    private func outerHTML(_ serialization: (text: String, ranges: [Int32]), element: Int) -> String? {
        let start = Int(serialization.ranges[element * 3]), end = Int(serialization.ranges[element * 3 + 1])
        guard start >= 0 else { return nil }
        let units = Array(serialization.text.utf16)
        return String(decoding: units[start..<end], as: UTF16.self)
    }

    func testEachElementsSliceIsItsOuterHTMLWithTheSerializersEscapes() throws {
        let page = "<!DOCTYPE html><p class='a&quot;b' title=\"x < y > z &amp; \u{A0}\">1 &lt; 2 &amp; 3\u{A0}4 \u{201C}q\u{201D}<br><img src=i.png></p>"
            + "<style>a > b { content: '&' }</style><template><i>t</i></template><!-- c -->"
        let written = try XCTUnwrap(serialization(of: page))
        // html 0, head 1, body 2, p 3, br 4, img 5, style 6, template 7, i 8
        XCTAssertEqual(outerHTML(written, element: 3), "<p class=\"a&quot;b\" title=\"x &lt; y &gt; z &amp; &nbsp;\">1 &lt; 2 &amp; 3&nbsp;4 \u{201C}q\u{201D}<br><img src=\"i.png\"></p>")
        XCTAssertEqual(outerHTML(written, element: 4), "<br>")
        XCTAssertEqual(outerHTML(written, element: 6), "<style>a > b { content: '&' }</style>", "raw text is not escaped")
        XCTAssertEqual(outerHTML(written, element: 7), "<template><i>t</i></template>", "a template holds its content")
        XCTAssertEqual(written.ranges[3 * 3 + 2], 5, "the last element inside the p is the img")
        XCTAssertEqual(written.ranges[4 * 3 + 2], 4, "an element without children ends with itself")
    }

    func testNamesOfEveryLengthAndWidthAreWrittenWhole() throws {
        // (Names are copied four units at a time: lengths 1-4, 5-8 and past 8, Latin-1 and wide.)
        let page = "<b>1</b><abbr title=x>2</abbr><blockquote data-very-long-attribute-name=y>3</blockquote><x-\u{E9}l\u{E9}ment>4</x-\u{E9}l\u{E9}ment><x-\u{65E5}\u{672C} \u{65E5}=z>5</x-\u{65E5}\u{672C}>"
        let written = try XCTUnwrap(serialization(of: page))
        // html 0, head 1, body 2, b 3, abbr 4, blockquote 5, x-élément 6, x-日本 7
        XCTAssertEqual(outerHTML(written, element: 3), "<b>1</b>")
        XCTAssertEqual(outerHTML(written, element: 4), "<abbr title=\"x\">2</abbr>")
        XCTAssertEqual(outerHTML(written, element: 5), "<blockquote data-very-long-attribute-name=\"y\">3</blockquote>")
        XCTAssertEqual(outerHTML(written, element: 6), "<x-\u{E9}l\u{E9}ment>4</x-\u{E9}l\u{E9}ment>")
        XCTAssertEqual(outerHTML(written, element: 7), "<x-\u{65E5}\u{672C} \u{65E5}=\"z\">5</x-\u{65E5}\u{672C}>")
    }

    func testWhatTheBuilderMayNotBuildAsTheTreeReadsIsLeftOutWithWhatHoldsIt() throws {
        let page = "<div><noscript><b>n</b></noscript></div><div><svg><a xlink:href='#x'></a></svg></div><div><p id=a id=b></p></div><div><i>kept</i></div>"
        let written = try XCTUnwrap(serialization(of: page))
        // html 0, head 1, body 2, div 3, noscript 4 (its text raw: a page runs scripts), div 5,
        // svg 6, a 7, div 8, p 9, div 10, i 11
        for element in [0, 2, 3, 4, 5, 6, 7, 8, 9] {
            XCTAssertNil(outerHTML(written, element: element), "element \(element)")
        }
        XCTAssertEqual(outerHTML(written, element: 10), "<div><i>kept</i></div>")
        XCTAssertEqual(outerHTML(written, element: 11), "<i>kept</i>")
    }

    func testChangedElementsAndThoseAroundThemAreLeftOutAndTheRestKept() throws {
        let untouched = "<article>" + String(repeating: "<p>same <b>text</b></p>", count: 20) + "</article>"
        let page = "<div><section><p id=changed>x</p><p>sibling</p></section></div>" + untouched
        // html 0, head 1, body 2, div 3, section 4, p#changed 5, p 6, article 7, then 20 × (p, b)
        let written = try XCTUnwrap(serialization(of: page, leavingOut: [5]))
        for element in [0, 2, 3, 4, 5] { XCTAssertNil(outerHTML(written, element: element), "element \(element)") }
        XCTAssertEqual(outerHTML(written, element: 6), "<p>sibling</p>")
        XCTAssertEqual(outerHTML(written, element: 7), untouched)
        XCTAssertEqual(outerHTML(written, element: 8), "<p>same <b>text</b></p>")
        // (The notes come in the order the page made its changes, repeated where it came back.)
        let unordered = try XCTUnwrap(serialization(of: page, leavingOut: [6, 5, 6, 2]))
        XCTAssertEqual(unordered.text, try XCTUnwrap(serialization(of: page, leavingOut: [2, 5, 6])).text)
        for element in [0, 2, 3, 4, 5, 6] { XCTAssertNil(outerHTML(unordered, element: element), "element \(element)") }
        XCTAssertEqual(outerHTML(unordered, element: 7), untouched)
        XCTAssertNil(try serialization(of: "<div><p>x</p></div><p>y</p>", leavingOut: [4, 5]), "less than 40% left as parsed (the head): not worth it")
        XCTAssertNil(try serialization(of: page.replacingOccurrences(of: "<article>", with: "<div>"), leavingOut: [7 + 2 * 19]),
                     "what is left is in elements too small to repay the native serialization")
    }

    /// The same document, mutated, serialized through the parse (its element is served whole
    /// from the slices of what did not change) and as a deep clone (made by script: walked node
    /// by node): every kind of mutation must show in both. Debug builds also walk every
    /// serialization the parse served and throw where the two differ.
    func testEveryKindOfMutationShowsInTheSerialization() async throws {
        // (What no change touches in one large element: enough left as parsed for the parse's
        // serialization to be made after a change too.)
        let untouched = "<div>" + String(repeating: "<p class=filler>filler <a href=/x>link</a> &amp; text</p>", count: 200) + "</div>"
        let mutations: [String] = [
            "d.querySelector('#t img').setAttribute('width', '320')",
            "d.querySelector('#t img').removeAttribute('height')",
            "d.querySelector('#t img').attributes[0].value = 'other.png'",
            "d.querySelector('#t p').toggleAttribute('hidden')",
            "d.querySelector('#t p').classList.add('resized')",
            "d.querySelector('#t p').style.color = 'red'",
            "d.querySelector('#t p').dataset.kind = 'x'",
            "d.querySelector('#t p').id = 'renamed'",
            "d.querySelector('#t b').firstChild.data = 'changed'",
            "d.querySelector('#t b').firstChild.appendData(' more')",
            "d.querySelector('#t b').textContent = 'replaced'",
            "d.querySelector('#t p').innerHTML = '<i>new</i>'",
            "d.querySelector('#t p').appendChild(d.createElement('hr'))",
            "d.querySelector('#t p').insertBefore(d.createTextNode('first'), d.querySelector('#t p').firstChild)",
            "d.querySelector('#t b').remove()",
            "d.querySelector('#t b').replaceWith('plain')",
            "d.querySelector('#t b').firstChild.splitText(2)",
            "d.querySelector('#t p').append('a', 'b'); d.querySelector('#t p').normalize()",
            "d.querySelector('template').content.firstChild.setAttribute('data-x', '1')",
            "d.querySelector('template').content.appendChild(d.createElement('u'))",
            "d.querySelector('#t').setAttributeNS('http://www.w3.org/1999/xlink', 'xlink:href', '#y')",
            "d.querySelector('#t p').after(d.querySelector('.filler'))",
            "var w = d.createElement('div'); d.querySelector('#t img').before(w); w.appendChild(d.querySelector('#t img')); w.className = 'embed'",
            "d.querySelector('#t b').insertAdjacentHTML('beforeend', '<s>s</s>')",
            "d.querySelector('#t b').outerHTML = '<em>em</em>'",
            "var o = new DOMParser().parseFromString('<main><q>other</q></main>', 'text/html'); d.querySelector('#t').appendChild(d.adoptNode(o.querySelector('main'))); o.querySelector('body').textContent = 'gone'",
        ]
        let runtime = JSRuntime()
        try await runtime.loadHTML(try ParsedPage(html: "<!DOCTYPE html><body>"), url: "https://blog.example/post")
        let page = "<!DOCTYPE html><html><body><section id=t><p title=a>one <b>two</b><img src=i.png width=600 height=300></p></section><template><span>t</span></template>\(untouched)</body></html>"
        for mutation in mutations {
            // The parse's serialization made before the change (it must not serve what changed
            // since) and after it (what changed is left out of it).
            let script = """
                [true, false].map((before) => {
                    const d = new DOMParser().parseFromString(\(jsonString(page)), 'text/html');
                    if (before) d.documentElement.outerHTML;
                    \(mutation);
                    const served = d.documentElement.outerHTML, walked = d.documentElement.cloneNode(true).outerHTML;
                    return served === walked ? 'same' : served.slice(0, 400) + ' | ' + walked.slice(0, 400);
                }).join()
                """
            let result = try await runtime.evaluate(script)
            XCTAssertEqual(result.stringValue, "same,same", mutation)
        }
    }

    private func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
