import DOMShim
import JSRuntime
import XCTest

/// FormData and File: a form's entry list, the map operations, blobs as files, and a FormData
/// as a request body (multipart/form-data). Expected values are the WebKit engine's answers to
/// the same pages and scripts (`webengine run --engine webkit`).
final class FormDataTests: XCTestCase {
    func testAFormsEntryListAndTheOperationsAsWebKits() async throws {
        let runtime = try await page(#"""
            <form id=f><input name=a value=1><input name=b type=checkbox checked><input name=c type=checkbox><select name=s multiple><option selected>x</option><option selected disabled>y</option><option selected value=z>zz</option></select><textarea name=t>line1
            line2</textarea><fieldset disabled><input name=d value=dis></fieldset><input name=_charset_ type=hidden><input type=file name=up><button name=go value=yes>Go</button><input type=submit name=s2 value=S></form>
            """#)
        let answer = await runtime.js(#"""
            const f = document.getElementById('f'); const out = [];
            const fd = new FormData(f);
            out.push([...fd].map(([k, v]) => k + '=' + (typeof v === 'string' ? v : '[' + Object.prototype.toString.call(v) + ' ' + v.name + ' ' + v.type + ' ' + v.size + ']')).join('&'));
            const fd2 = new FormData(f, f.querySelector('button'));
            out.push([...fd2.keys()].join(','));
            fd.append('x', '1'); fd.append('x', '2'); fd.set('a', 'A'); fd.delete('b');
            out.push(fd.get('x'), fd.getAll('x').join(','), fd.has('b'), fd.get('a'), fd.get('nope'));
            fd.append('blob', new Blob(['hey'], { type: 'text/plain' })); fd.append('named', new Blob(['q']), 'q.txt');
            const b = fd.get('blob'), n = fd.get('named');
            out.push(Object.prototype.toString.call(b), b.name, b.type, n.name, n instanceof File, b instanceof Blob);
            let e1; try { new FormData({}); } catch (e) { e1 = e.name; } out.push(e1);
            let e2; try { fd.append('x'); } catch (e) { e2 = e.name; } out.push(e2);
            let e3; try { new FormData(f, f.querySelector('input[name=a]')); } catch (e) { e3 = e.name; } out.push(e3);
            const file = new File(['ab'], 'a/b.txt', { type: 'text/plain', lastModified: 5 });
            out.push(file.name, file.size, file.lastModified, file.type, Object.getOwnPropertyNames(File.prototype).join(' '), Object.getOwnPropertyNames(FormData.prototype).join(' '), String(new FormData()), FormData.length, File.length);
            JSON.stringify(out)
            """#)
        XCTAssertEqual(answer.stringValue, #"""
            ["a=1&b=on&s=x&s=z&t=line1\nline2&_charset_=UTF-8&up=[[object File]  application/octet-stream 0]","a,b,s,s,t,_charset_,up,go","1","1,2",false,"A",null,"[object File]","blob","text/plain","q.txt",true,true,"TypeError","TypeError","TypeError","a/b.txt",2,5,"text/plain","constructor name lastModified webkitRelativePath","constructor append delete get getAll has set entries keys values forEach","[object FormData]",0,2]
            """#)
    }

    func testAFormDataBodyIsMultipartAsWebKitsIs() async throws {
        let runtime = try await page()
        _ = await runtime.js(#"""
            const fd = new FormData(); fd.append('a"b', 'x\ny'); fd.append('c', 'd');
            const r = new Request('https://example.com/u', { method: 'POST', body: fd });
            r.text().then((t) => { const ct = r.headers.get('content-type'); const boundary = ct.split('boundary=')[1]; globalThis.result = JSON.stringify([ct.replace(boundary, 'B'), /^----WebKitFormBoundary[A-Za-z0-9]{16}$/.test(boundary), t.split(boundary).join('B')]); });
            """#)
        await runtime.runUntilIdle(timeout: .seconds(1))
        let answer = await runtime.js("result")
        XCTAssertEqual(answer.stringValue, #"""
            ["multipart/form-data; boundary=B",true,"--B\r\nContent-Disposition: form-data; name=\"a%22b\"\r\n\r\nx\r\ny\r\n--B\r\nContent-Disposition: form-data; name=\"c\"\r\n\r\nd\r\n--B--\r\n"]
            """#)
    }
}
