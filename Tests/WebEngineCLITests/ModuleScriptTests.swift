import Foundation
import XCTest

/// Module scripts (issue #30): `<script type=module>` inline and with `src`, the modules they
/// import served by the engine's URL scheme handlers, rewritten into functions since
/// JavaScriptCore's C API evaluates no modules (dom/modules.js). Every expected text is what
/// the WebKit engine printed for the same page and files (`run --engine webkit --scheme
/// app=bundle`).
final class ModuleScriptTests: FolderTestCase {
    private let settle = "new Promise(r => setTimeout(() => r(log.join('\\n')), 500))"

    private func run(_ extra: [String] = []) throws -> ProcessResult {
        try runWebEngine(["run", "--html", "page.html", "--url", "app://web/page.html", "--scheme", "app=bundle"] + extra, in: folder)
    }

    /// Imports with live bindings (an imported `let` changes when its module changes it, and
    /// cannot be assigned), a namespace object, default exports, `import.meta`, `import()`,
    /// each module evaluated once, in document order after the classic scripts, with `load`
    /// at each module script (inline ones too) and `error` at one nothing serves, before
    /// DOMContentLoaded.
    func testModulesImportAndRunAsWebKit() throws {
        try write("""
            import b, { counter, increment as inc } from './b.js';
            import * as ns from './b.js';
            export { counter };
            export let log = []; window.alog = log;
            log.push('a runs, b default ' + b + ', counter ' + counter);
            inc(); log.push('after inc ' + counter + ' ns ' + ns.counter + ' ' + Object.prototype.toString.call(ns) + ' keys ' + Object.keys(ns).join());
            try { counter = 5; } catch (e) { log.push('assign: ' + e.constructor.name); }
            log.push('meta ' + import.meta.url);
            export default function () { return 'dflt'; }
            """, to: "bundle/web/a.js")
        try write("""
            export let counter = 1;
            export function increment() { counter++; }
            export default 'B';
            globalThis.order = (globalThis.order || []).concat('b');
            """, to: "bundle/web/b.js")
        try write("""
            <script>var events = []; window.order = ['classic'];</script>
            <script type=module src=a.js onload=x></script>
            <script type=module>
            import { log, counter } from './a.js';
            import dflt from './a.js';
            log.push('inline sees counter ' + counter + ' default() ' + dflt() + ' ' + dflt.name);
            const m = await import('./b.js'); log.push('dynamic ' + m.counter);
            order.push('inline done');
            </script>
            <script type=module src=missing.js></script>
            <script>document.querySelectorAll('script[type=module]').forEach((s, i) => { s.addEventListener('load', () => events.push('load ' + i)); s.addEventListener('error', () => events.push('error ' + i)); });
            document.addEventListener('DOMContentLoaded', () => events.push('DCL'));</script>
            """, to: "page.html")
        let result = try run(["--eval", "new Promise(r => setTimeout(() => r([...order, '|', ...events].join(', ') + '\\n' + alog.join('\\n')), 300))"])
        XCTAssertEqual(result.standardOutput, """
            classic, b, inline done, |, load 0, load 1, error 2, DCL
            a runs, b default B, counter 1
            after inc 2 ns 2 [object Module] keys counter,default,increment
            assign: TypeError
            meta app://web/a.js
            inline sees counter 2 default() dflt default
            dynamic 2

            """, result.standardError)
        // The module script's `onload=x` runs with its load, as in WebKit, which reports the same.
        XCTAssertEqual(result.standardError, "app://web/page.html:1:2: ReferenceError: Can't find variable: x\n")
    }

    /// The export and import forms: star exports and `export * as`, re-exports under other and
    /// string names, destructured `const` exports, an anonymous default class (named
    /// `default`), async and generator functions; import and export in comments, strings,
    /// templates and regular expressions left alone; the namespace's keys, prototype and
    /// read-only properties as WebKit's.
    func testTheExportAndImportFormsAsWebKit() throws {
        try write("""
            // A comment with import x from 'nowhere' and export { nothing }
            /* block: export default 1 */
            export * from './star.js';
            export * as starNs from './star.js';
            export { default as starDefault, s1 as renamed } from './star.js';
            const template = `import ${'x'} from "y" ${ `nested ${1 + 1}` }`;
            const re = /import\\/export/g, division = 10 / 2 / 1;
            export const { a1, b: [b1, , b2 = 'b2d'], ...rest } = { a1: 'A1', b: ['B1', 'skip'], r1: 'R1' }, plain = 'P';
            export default class { static who() { return 'anonymous class'; } }
            export async function later() { await null; return 'later'; }
            export function* gen() { yield 'g'; }
            let counter = 0;
            export { counter as "string name", template, re, division };
            export const bump = () => ++counter;
            const obj = { import: 1, export: 2 }; obj.import += obj.export;
            export { obj };
            export const metaURL = import.meta.url, resolved = import.meta.resolve('./x/../y.js');
            """, to: "bundle/web/lib.js")
        try write("""
            export const s1 = 's1', s2 = 's2';
            export default 'star default';
            """, to: "bundle/web/star.js")
        try write("""
            <script>var log = [];</script>
            <script type=module>
            import Klass, * as lib from './lib.js';
            import { s2, starNs, starDefault, renamed, a1, b1, b2, rest, plain, later, gen, "string name" as sn, bump, template, re, division, obj, metaURL, resolved } from './lib.js';
            log.push(Klass.who(), Klass.name, s2, starNs.s1, starNs.default, starDefault, renamed, a1, b1, b2, JSON.stringify(rest), plain);
            log.push(typeof later, [...gen()].join(), sn, bump(), sn, lib['string name'], template, re.source, division, JSON.stringify(obj), metaURL, resolved);
            log.push(Object.keys(lib).join(','));
            log.push('default' in starNs, 'default' in lib, String(Object.getPrototypeOf(lib)), Object.isFrozen(lib), Object.isSealed(lib));
            try { lib.plain = 1; log.push('set ok'); } catch (e) { log.push('set: ' + e.constructor.name); }
            try { delete lib.plain; log.push('delete ok'); } catch (e) { log.push('delete: ' + e.constructor.name); }
            log.push(await later());
            </script>
            """, to: "page.html")
        let result = try run(["--eval", "new Promise(r => setTimeout(() => r(log.join('\\n')), 300))"])
        XCTAssertEqual(result.standardOutput, """
            anonymous class
            default
            s2
            s1
            star default
            star default
            s1
            A1
            B1
            b2d
            {"r1":"R1"}
            P
            function
            g
            0
            1
            1
            1
            import x from "y" nested 2
            import\\/export
            5
            {"import":3,"export":2}
            app://web/lib.js
            app://web/y.js
            a1,b1,b2,bump,default,division,gen,later,metaURL,obj,plain,re,renamed,resolved,rest,s1,s2,starDefault,starNs,string name,template
            true
            true
            null
            false
            true
            set: TypeError
            delete: TypeError
            later

            """, result.standardError)
    }

    /// A cycle (the module first reached runs last; its functions are there, its `let` is not
    /// yet), a syntax error (reported at its line, no event), a missing binding, a dependency
    /// nothing serves (`error`), a module served as text (`error`), a module that throws, a bare
    /// specifier, `import()` rejecting as WebKit words it, and module scripts inserted by
    /// script (run as async ones, inline first).
    func testModuleErrorsAndEventsAsWebKit() throws {
        try write("""
            import { b, fb } from './cyc-b.js';
            export function fa() { return 'fa'; }
            export let a = 'A';
            log.push('cyc-a runs: b=' + b + ' fb()=' + fb());
            """, to: "bundle/web/cyc-a.js")
        try write("""
            import { a, fa } from './cyc-a.js';
            export let b = 'B';
            export function fb() { return 'fb'; }
            let seen; try { seen = a; } catch (e) { seen = e.constructor.name; }
            log.push('cyc-b runs: fa()=' + fa() + ' a=' + seen);
            """, to: "bundle/web/cyc-b.js")
        try write("""
            export const x = ;
            """, to: "bundle/web/syntax.js")
        try write("""
            export const y = 1;
            """, to: "bundle/web/y.js")
        try write("""
            import { nope } from './y.js'; log.push('nope ran');
            """, to: "bundle/web/missing-binding.js")
        try write("""
            import './not-there.js'; log.push('should not run');
            """, to: "bundle/web/bad-dep.js")
        try write("""
            export const t = 1;
            """, to: "bundle/web/text.txt")
        try write("""
            log.push('throwing'); throw new Error('boom');
            """, to: "bundle/web/throws.js")
        try write("""
            <script>var log = []; window.onerror = (m, s, l, c, e) => { log.push('onerror: ' + m + ' @' + (s || '').replace(/^.*\\//, '') + ':' + l); };</script>
            <script type=module src=cyc-a.js></script>
            <script type=module src=syntax.js></script>
            <script type=module src=missing-binding.js></script>
            <script type=module src=bad-dep.js></script>
            <script type=module src=text.txt></script>
            <script type=module src=throws.js></script>
            <script type=module>import x from 'bare'; log.push('bare ran');</script>
            <script type=module>
            log.push('inline: this ' + this + ', typeof y ' + typeof y);
            import('./not-there.js').then(() => log.push('dyn ok'), e => log.push('dyn rejected: ' + e.name + ': ' + e.message));
            import('./throws.js').then(() => log.push('dyn throws ok'), e => log.push('dyn throws rejected: ' + e.message));
            import('./y.js').then(m => log.push('dyn y ' + m.y + ' ' + Object.getOwnPropertyNames(m) + ' ' + Object.isExtensible(m) + ' ' + JSON.stringify(Object.getOwnPropertyDescriptor(m, 'y'))));
            import('bare2').then(() => log.push('bare2 ok'), e => log.push('bare2 rejected: ' + e.name + ': ' + e.message));
            </script>
            <script>document.querySelectorAll('script[type=module]').forEach((s) => { s.addEventListener('load', () => log.push('load ' + (s.getAttribute('src') || 'inline'))); s.addEventListener('error', () => log.push('error ' + (s.getAttribute('src') || 'inline'))); });
            var d = document.createElement('script'); d.type = 'module'; d.src = 'y.js'; d.onload = () => log.push('dynamic module load'); document.head.appendChild(d);
            var d2 = document.createElement('script'); d2.type = 'module'; d2.textContent = 'log.push("inserted inline module ran")'; document.head.appendChild(d2); log.push('appended');</script>
            """, to: "page.html")
        let result = try run(["--eval", settle])
        XCTAssertEqual(result.standardOutput, """
            appended
            inserted inline module ran
            dynamic module load
            cyc-b runs: fa()=fa a=ReferenceError
            cyc-a runs: b=B fb()=fb
            load cyc-a.js
            onerror: SyntaxError: Unexpected token ';' @syntax.js:1
            onerror: SyntaxError: Importing binding name 'nope' is not found. @:0
            load missing-binding.js
            error bad-dep.js
            error text.txt
            throwing
            onerror: Error: boom @throws.js:1
            load throws.js
            onerror: TypeError: Module name, 'bare' does not resolve to a valid URL. @:0
            load inline
            inline: this undefined, typeof y undefined
            load inline
            bare2 rejected: TypeError: Module name, 'bare2' does not resolve to a valid URL.
            dyn throws ok
            dyn y 1 y false {"value":1,"writable":true,"enumerable":true,"configurable":false}
            dyn rejected: TypeError: Importing a module script failed.

            """, result.standardError)
        XCTAssertTrue(result.standardError.contains("app://web/syntax.js:1:"), result.standardError)
        let report = try run(["--format", "json"])
        let loads = try (JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])?["loads"] as? [[String: Any]] ?? []
        XCTAssertEqual(loads.map { "\(($0["url"] as! String).replacingOccurrences(of: "app://web/", with: "")) \($0["initiator"]!) \($0["outcome"]!)" }, [
            "y.js script loaded", "cyc-a.js script loaded", "cyc-b.js script loaded", "syntax.js script loaded", "missing-binding.js script loaded",
            "bad-dep.js script loaded", "not-there.js script notServed", "text.txt script loaded", "throws.js script loaded",
        ], "each module fetched once, the one nothing serves recorded as not served")
    }

    /// Errors in a module name the module and their line, inline modules the page's line.
    func testErrorsNameTheModuleAndLine() throws {
        try write("export const x = 1;\n\nlet y = undefinedName;\n", to: "bundle/web/m.js")
        try write("<p>page</p>\n<script type=module src=m.js></script>\n<script type=module>\nimport { x } from './m.js';\n\nnull.x;\n</script>\n", to: "page.html")
        let result = try run(["--eval", "1"])
        XCTAssertTrue(result.standardError.contains("app://web/m.js:3:"), result.standardError)
        XCTAssertTrue(result.standardError.contains("app://web/page.html:6:"), result.standardError)
    }

    /// A module whose text does not parse, or which imports a specifier that is no URL, fails
    /// every import with the same error object; one whose evaluation threw counts as evaluated
    /// (WebKit: the second import resolves); a classic script with `nomodule` does not run.
    func testFailedModulesFailAlikeAsWebKit() throws {
        try write("throw new Error('boom2');\n", to: "bundle/web/throws2.js")
        try write("export const q = 1; %%\n", to: "bundle/web/parse2.js")
        try write("import 'bad-specifier';\n", to: "bundle/web/badspec.js")
        try write("""
            <script>var log = [];</script>
            <script type=module>
            const r = async (u) => { try { await import(u); return 'ok'; } catch (e) { return e; } };
            const a = await r('./throws2.js'), b = await r('./throws2.js');
            log.push('eval: ' + a + ' | ' + b + ' | same ' + (a === b));
            const c = await r('./parse2.js'), d = await r('./parse2.js');
            log.push('parse: ' + c + ' | ' + d + ' | same ' + (c === d));
            const e = await r('./badspec.js'), f = await r('./badspec.js');
            log.push('spec: ' + e + ' | ' + f + ' | same ' + (e === f));
            </script>
            <script nomodule>log.push('nomodule classic ran');</script>
            """, to: "page.html")
        let result = try run(["--eval", settle])
        XCTAssertEqual(result.standardOutput, """
            eval: Error: boom2 | ok | same false
            parse: SyntaxError: Unexpected token '%' | SyntaxError: Unexpected token '%' | same true
            spec: TypeError: Module name, 'bad-specifier' does not resolve to a valid URL. | TypeError: Module name, 'bad-specifier' does not resolve to a valid URL. | same true

            """, result.standardError)
    }

    /// A module may start with a hashbang line (ECMAScript 2023), as WebKit reads it.
    func testAHashbangLineIsAComment() throws {
        try write("#!/usr/bin/env node\nexport const h = 'hashbang ok';\n", to: "bundle/web/hb.js")
        try write("<script type=module>import { h } from './hb.js'; window.r = h;</script>", to: "page.html")
        XCTAssertEqual(try run(["--eval", "r"]).standardOutput, "hashbang ok\n")
    }

    /// An import map: bare specifiers, a folder prefix, a remapped URL, a scope for the modules
    /// under a folder, import.meta.resolve through it, an unmapped bare specifier refused.
    func testImportMapsAsWebKit() throws {
        try write("export default 'lodash from vendor';\n", to: "bundle/web/vendor/lodash.js")
        try write("export const u = 'util from libs';\n", to: "bundle/web/libs/util.js")
        try write("export default 'scoped lodash';\n", to: "bundle/web/scoped/lodash2.js")
        try write("import l from 'lodash'; export const fromScope = l;\n", to: "bundle/web/scoped/user.js")
        try write("export const z = 'mapped url';\n", to: "bundle/web/remapped.js")
        try write("""
            <script>var log = [];</script>
            <script type=importmap>
            { "imports": { "lodash": "./vendor/lodash.js", "lib/": "./libs/", "./orig.js": "./remapped.js" },
              "scopes": { "./scoped/": { "lodash": "./scoped/lodash2.js" } } }
            </script>
            <script type=module>
            import l from 'lodash';
            import { u } from 'lib/util.js';
            import { z } from './orig.js';
            import { fromScope } from './scoped/user.js';
            log.push(l, u, z, fromScope, import.meta.resolve('lodash'), import.meta.resolve('lib/x.js'));
            try { import.meta.resolve('nomap'); } catch (e) { log.push(e.name + ': ' + e.message); }
            </script>
            """, to: "page.html")
        XCTAssertEqual(try run(["--eval", settle]).standardOutput, """
            lodash from vendor
            util from libs
            mapped url
            scoped lodash
            app://web/vendor/lodash.js
            app://web/libs/x.js
            TypeError: Module name, 'nomap' does not resolve to a valid URL.

            """)
    }
}
