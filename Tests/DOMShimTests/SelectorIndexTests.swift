import DOMShim
import JSRuntime
import XCTest

/// `document.querySelector(All)` reads an index of the document's elements that a change of
/// the tree discards. After every kind of change, its answers must equal a plain walk's.
final class SelectorIndexTests: XCTestCase {
    func testAnswersMatchAWalkAfterEveryKindOfChange() async throws {
        let runtime = try await page("<article><p><img src=a.png><a href=/x>x</a></p><template><img src=t.png></template><svg><foreignObject><img src=s.png></foreignObject></svg></article>")
        let result = await runtime.js("""
            // A seeded generator: the same mutations every run.
            let seed = 7;
            const random = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
            const selectors = ['img', 'a[href]', 'img, a', 'p img', '*', 'IMG', 'foreignObject', 'foreignobject', 'div.x', 'p > a, img + a', 'template'];
            // What a walk finds: the root element itself, then its descendants (an element's
            // querySelectorAll does not use the index).
            const walked = (selector) => {
                const root = document.documentElement;
                return root ? [root].filter((e) => e.matches(selector)).concat([...root.querySelectorAll(selector)]) : [];
            };
            const other = document.implementation.createHTMLDocument('other');
            other.body.innerHTML = '<img id=foreign>';
            const changes = [
                () => { const p = document.createElement('p'); p.innerHTML = '<img><a href=/y>y</a>'; document.body.append(p); },
                () => { const all = document.querySelectorAll('img'); if (all.length) all[random(all.length)].remove(); },
                () => { const all = document.querySelectorAll('*'); const a = all[random(all.length)]; const b = all[random(all.length)]; if (!a.contains(b) && b !== document.documentElement && a !== document.documentElement) try { a.append(b); } catch (e) {} },
                () => { const all = document.querySelectorAll('p'); if (all.length) all[random(all.length)].innerHTML = '<div class=x><img></div>'; },
                () => { const all = document.querySelectorAll('p, div'); if (all.length) all[random(all.length)].textContent = 'text only'; },
                () => { const all = document.querySelectorAll('img'); if (all.length) all[random(all.length)].replaceWith(document.createElement('a')); },
                () => { const img = other.getElementById('foreign') || other.createElement('img'); document.body.prepend(document.adoptNode(img)); },
                () => { const detached = document.createElement('div'); detached.innerHTML = '<img>'; detached.firstChild.remove(); },
                () => { document.querySelector('template')?.content.append(document.createElement('img')); },
                () => { const all = document.querySelectorAll('a'); if (all.length) all[random(all.length)].setAttribute('class', 'x'); },
                () => { const all = document.querySelectorAll('*'); const e = all[random(all.length)]; if (e !== document.documentElement && e !== document.body) e.outerHTML = '<div class=x><a href=/z>z</a><img></div>'; },
            ];
            const mismatches = [];
            for (let step = 0; step < 300; step++) {
                changes[random(changes.length)]();
                for (const selector of selectors) {
                    const indexed = [...document.querySelectorAll(selector)];
                    const expected = walked(selector);
                    const first = document.querySelector(selector);
                    if (indexed.length !== expected.length || indexed.some((e, i) => e !== expected[i]) || first !== (expected[0] ?? null)) {
                        mismatches.push(step + ' ' + selector + ': ' + indexed.length + ' vs ' + expected.length);
                    }
                }
            }
            [mismatches.slice(0, 5), document.querySelectorAll('img').length > 0]
            """)
        XCTAssertEqual(result, [[], true])
    }

    func testReplacingTheWholeDocumentTreeIsSeen() async throws {
        let runtime = try await page("<p><img></p>")
        let result = await runtime.js("""
            const before = document.querySelectorAll('img').length;
            const html = document.createElement('html');
            html.innerHTML = '<body><img><img><img></body>';
            document.replaceChild(html, document.documentElement);
            [before, document.querySelectorAll('img').length, document.querySelector('body img') === html.querySelector('img')]
            """)
        XCTAssertEqual(result, [1, 3, true])
    }
}
