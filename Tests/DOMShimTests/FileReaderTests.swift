import DOMShim
import JSRuntime
import XCTest

/// FileReader's reads and blob: URLs, with the results the File API and WebKit give (the WebKit
/// engine here cannot read a blob at all, so these are checked against the standard's values;
/// the interfaces' shape, errors and abort are held to WebKit by BelowTheSurfaceDifferentialTests).
final class FileReaderTests: XCTestCase {
    func testEachReadGivesTheBlobAsTheStandardSays() async throws {
        let runtime = try await page("<p>x</p>")
        let out = try await runtime.value(of: runtime.evaluateAndAwait(#"""
            (async () => {
                const read = (method, blob, ...args) => new Promise((resolve) => {
                    const reader = new FileReader(), events = [];
                    for (const type of ['loadstart', 'progress', 'load', 'loadend']) reader.addEventListener(type, (e) => events.push(`${type} ${e.loaded}/${e.total} ${reader.readyState}`));
                    reader.onloadend = () => resolve([events.join(', '), reader.result instanceof ArrayBuffer ? Array.from(new Uint8Array(reader.result)).join(' ') : reader.result]);
                    reader[method](blob, ...args);
                    events.push(`called ${reader.readyState}`);
                });
                const text = new Blob(['héllo ', 'wörld'], { type: 'text/plain;charset=utf-8' });
                return JSON.stringify({
                    text: await read('readAsText', text),
                    latin1: (await read('readAsText', new Blob([new Uint8Array([0xe9, 0x41])]), 'iso-8859-1'))[1],
                    charsetOfTheType: (await read('readAsText', new Blob([new Uint8Array([0xe9])], { type: 'text/plain; charset=windows-1252' })))[1],
                    byteOrderMark: (await read('readAsText', new Blob([new Uint8Array([0xff, 0xfe, 0x41, 0x00])]), 'utf-8'))[1],
                    dataURL: (await read('readAsDataURL', text))[1],
                    untyped: (await read('readAsDataURL', new Blob([new Uint8Array([1, 2, 3])])))[1],
                    arrayBuffer: (await read('readAsArrayBuffer', new Blob([new Uint8Array([1, 2, 255])])))[1],
                    binaryString: (await read('readAsBinaryString', new Blob([new Uint8Array([0x68, 0xc3, 0xa9])])))[1],
                    empty: await read('readAsText', new Blob([])),
                });
            })()
            """#))
        let result = try XCTUnwrap(out.stringValue)
        XCTAssertEqual(result, #"{"text":["called 1, loadstart 0/13 1, progress 13/13 1, load 13/13 2, loadend 13/13 2","héllo wörld"],"latin1":"éA","charsetOfTheType":"é","byteOrderMark":"A","dataURL":"data:text/plain;charset=utf-8;base64,aMOpbGxvIHfDtnJsZA==","untyped":"data:application/octet-stream;base64,AQID","arrayBuffer":"1 2 255","binaryString":"hÃ©","empty":["called 1, loadstart 0/0 1, load 0/0 2, loadend 0/0 2",""]}"#)
    }

    /// A new read from a load handler, and an abort from loadstart, as the File API orders them
    /// (an empty blob has no progress event: nothing was read).
    func testReadsStartedAndAbortedFromTheirOwnEvents() async throws {
        let runtime = try await page("<p>x</p>")
        let out = try await runtime.value(of: runtime.evaluateAndAwait(#"""
            new Promise((resolve) => {
                const reader = new FileReader(), log = [];
                let reads = 0;
                reader.onload = () => { log.push('load ' + reader.result); if (reads++ === 0) reader.readAsText(new Blob(['second'])); };
                reader.onloadend = () => log.push('loadend ' + reader.readyState);
                reader.readAsText(new Blob(['first']));
                const aborted = new FileReader();
                aborted.onloadstart = () => { aborted.abort(); log.push('aborted ' + aborted.readyState + ' ' + aborted.result); };
                aborted.onload = () => log.push('aborted one loaded');
                aborted.onloadend = () => log.push('aborted loadend');
                aborted.readAsDataURL(new Blob(['x']));
                setTimeout(() => resolve(log.join(', ')), 50);
            })
            """#))
        // (The first read's loadend is not fired: a read was under way again after its load.)
        XCTAssertEqual(out.stringValue, "aborted loadend, aborted 2 null, load first, load second, loadend 2")
    }

    /// A blob: URL fetches (and an XHR loads) its blob, with its length and type, until it is
    /// revoked; a fragment is ignored, another method is a network error.
    func testBlobURLsLoadTheirBlobUntilRevoked() async throws {
        let runtime = try await page("<p>x</p>")
        let out = try await runtime.value(of: runtime.evaluateAndAwait(#"""
            (async () => {
                const log = [];
                const url = URL.createObjectURL(new Blob(['héllo'], { type: 'Text/Plain;charset=UTF-8' }));
                log.push(url.replace(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'UUID'));
                const response = await fetch(url + '#part');
                log.push([response.status, response.headers.get('content-type'), response.headers.get('content-length'), await response.text()].join(' '));
                const xhr = new XMLHttpRequest(); xhr.open('GET', url, false); xhr.send();
                log.push([xhr.status, xhr.responseText].join(' '));
                try { await fetch(url, { method: 'POST' }); } catch (e) { log.push('POST ' + e.name); }
                URL.revokeObjectURL(url);
                try { await fetch(url); } catch (e) { log.push('revoked ' + e.name + ': ' + e.message); }
                return log.join(', ');
            })()
            """#))
        XCTAssertEqual(out.stringValue, "blob:https://example.com/UUID, 200 text/plain;charset=utf-8 6 héllo, 200 héllo, POST TypeError, revoked TypeError: Load failed")
    }
}
