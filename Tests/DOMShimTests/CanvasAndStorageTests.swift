import DOMShim
import JSRuntime
import XCTest

/// dom/canvas-2d.js and dom/storage.js, installed on first use. The expected values are
/// WebKit's (`webengine run --engine webkit`) where WebKit has the member.
final class CanvasAndStorageTests: XCTestCase {
    func testTheContextsStateSerializesAsWebKits() async throws {
        let runtime = try await page()
        let result = await runtime.js("""
            (() => {
                const canvas = document.createElement('canvas');
                const x = canvas.getContext('2d');
                const out = [[String(x), x.canvas === canvas, canvas.getContext('2d') === x, canvas.getContext('webgl')].join(',')];
                out.push([x.fillStyle, x.lineWidth, x.lineCap, x.font, x.textAlign, x.textBaseline, x.direction, x.shadowColor].join(','));
                for (const value of ['red', 'rgba(0,0,0,0.5)', '#abc', 'hsl(120,100%,50%)', 'bogus', 'transparent', 'RGB(1,2,3)']) {
                    x.fillStyle = '#000'; x.fillStyle = value; out.push(x.fillStyle);
                }
                x.font = 'bold 12px Arial'; x.font = 'nonsense'; out.push(x.font);
                x.font = '10px sans-serif'; out.push(Math.round(x.measureText('hello world').width * 10) / 10);
                x.save(); x.lineWidth = 5; x.restore(); x.lineWidth = -1; out.push(x.lineWidth);
                x.setLineDash([1, 2, 3]); out.push(String(x.getLineDash()));
                const gradient = x.createLinearGradient(0, 0, 1, 1);
                try { gradient.addColorStop(2, 'red'); } catch (error) { out.push(error.name + ': ' + error.message); }
                try { x.getImageData(0, 0, 0, 1); } catch (error) { out.push(error.name); }
                out.push(JSON.stringify(x.getContextAttributes()));
                return out.join('\\n');
            })()
            """).stringValue
        XCTAssertEqual(result, """
            [object CanvasRenderingContext2D],true,true,
            #000000,1,butt,10px sans-serif,start,alphabetic,ltr,rgba(0, 0, 0, 0)
            #ff0000
            rgba(0, 0, 0, 0.5)
            #aabbcc
            #00ff00
            #000000
            rgba(0, 0, 0, 0)
            #010203
            bold 12px Arial
            47.8
            1
            1,2,3,1,2,3
            IndexSizeError: The index is not in the allowed range.
            IndexSizeError
            {"desynchronized":false,"willReadFrequently":false}
            """)
    }

    func testFillsPaintTheBitmapAndToDataURLIsItsPNG() async throws {
        let runtime = try await page()
        let result = await runtime.js("""
            (() => {
                const canvas = document.createElement('canvas');
                canvas.width = 40; canvas.height = 30;
                const x = canvas.getContext('2d');
                x.fillStyle = 'red'; x.fillRect(5, 5, 10, 10);
                x.fillStyle = 'rgba(0, 0, 255, 0.5)'; x.beginPath(); x.arc(20, 15, 8, 0, Math.PI * 2); x.fill();
                x.clearRect(6, 6, 1, 1);
                const pixel = (px, py) => String(x.getImageData(px, py, 1, 1).data);
                const image = x.createImageData(1, 1);
                image.data.set([1, 2, 3, 4]);
                x.putImageData(image, 0, 0);
                const inPath = [x.isPointInPath(20, 15), x.isPointInPath(1, 1)];
                const url = canvas.toDataURL();
                const pixels = [pixel(7, 7), pixel(6, 6), pixel(20, 15), pixel(0, 0)];
                canvas.width = 40;
                return [...pixels, ...inPath, url.slice(0, 22), atob(url.slice(22)).slice(1, 4), pixel(7, 7),
                    document.createElement('canvas').toDataURL().length > 100, new ImageData(2, 2).data.length].join('|');
            })()
            """).stringValue
        XCTAssertEqual(result, "255,0,0,255|0,0,0,0|0,0,255,128|1,2,3,4|true|false|data:image/png;base64,|PNG|0,0,0,0|true|16")
    }

    func testStorageAsWebKits() async throws {
        let runtime = try await page()
        let result = await runtime.js("""
            (() => {
                const out = [[typeof Storage, String(localStorage), localStorage.length].join(',')];
                localStorage.setItem('a', '1'); localStorage.b = 2; localStorage.key = 'k';
                out.push([localStorage.getItem('b'), typeof localStorage.key, localStorage.getItem('key'), localStorage.length, Object.keys(localStorage).join(' '),
                    JSON.stringify(localStorage), 'a' in localStorage].join(','));
                delete localStorage.a;
                out.push([localStorage.length, localStorage.key(0), localStorage.getItem('zz')].join(','));
                const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
                out.push([typeof descriptor.get, descriptor.enumerable, descriptor.get.name, Object.keys(Storage.prototype).join(' ')].join(','));
                try { localStorage.setItem('x'); } catch (error) { out.push(error.message); }
                try { localStorage.setItem('big', 'x'.repeat(6 * 1024 * 1024)); } catch (error) { out.push([error.name, error.code].join(',')); }
                sessionStorage.s = '1';
                out.push([sessionStorage.length, localStorage === localStorage].join(','));
                return out.join('\\n');
            })()
            """).stringValue
        XCTAssertEqual(result, """
            function,[object Storage],0
            2,function,k,3,a b key,{"a":"1","b":"2"},true
            2,b,
            function,true,get localStorage,length key getItem setItem removeItem clear
            Not enough arguments
            QuotaExceededError,22
            1,true
            """)
        // The origin's storage outlives a page load, as a web view's does.
        try await runtime.loadHTML("<p>next</p>", url: "https://example.com/post/2")
        let kept = await runtime.js("[localStorage.getItem('b'), sessionStorage.getItem('s')].join(',')").stringValue
        XCTAssertEqual(kept, "2,1")
    }

    func testOffscreenCanvasImageBitmapsAndTheBitmapRenderer() async throws {
        let runtime = try await page()
        _ = await runtime.js("""
            const offscreen = new OffscreenCanvas(4, 3);
            const context = offscreen.getContext('2d');
            context.fillStyle = 'lime';
            context.fillRect(0, 0, 2, 2);
            window.out = [String(offscreen), String(context), context.canvas === offscreen, String(context.getImageData(1, 1, 1, 1).data), offscreen.getContext('webgl')];
            const bitmap = offscreen.transferToImageBitmap();
            out.push(String(bitmap), bitmap.width, bitmap.height);
            createImageBitmap(new ImageData(2, 3)).then((made) => out.push(made.width, made.height));
            const canvas = document.createElement('canvas');
            const renderer = canvas.getContext('bitmaprenderer');
            out.push(String(renderer), renderer.canvas === canvas, canvas.getContext('2d'));
            """)
        await runtime.runUntilIdle(timeout: .seconds(1))
        let result = await runtime.js("out.join('|')").stringValue
        XCTAssertEqual(result, "[object OffscreenCanvas]|[object OffscreenCanvasRenderingContext2D]|true|0,255,0,255||[object ImageBitmap]|4|3|[object ImageBitmapRenderingContext]|true||2|3")
    }
}
