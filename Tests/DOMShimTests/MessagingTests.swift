import DOMShim
import JSRuntime
import XCTest

/// dom/messaging.js: WebSocket and EventSource fail to connect as a web view offline does (the
/// argument checks and messages are WebKit's); message and broadcast channels deliver within
/// the page.
final class MessagingTests: XCTestCase {
    func testConnectionsFailAsOfflineAndChannelsDeliver() async throws {
        let runtime = try await page()
        _ = await runtime.js("""
            window.out = [];
            const socket = new WebSocket('wss://chat.example.com/live');
            out.push([String(socket), socket.readyState, socket.url, socket.binaryType, WebSocket.CLOSED].join(','));
            try { socket.send('x'); } catch (error) { out.push(error.name); }
            for (const url of ['ftp://x', 'ws://x/#f']) { try { new WebSocket(url); } catch (error) { out.push(error.name + ': ' + error.message); } }
            out.push(new WebSocket('https://example.com/a').url);
            try { socket.close(1001); } catch (error) { out.push(error.name); }
            socket.onerror = () => out.push('error ' + socket.readyState);
            socket.onclose = (event) => out.push(['close', event.code, event.wasClean].join(' '));
            const source = new EventSource('/events');
            source.onerror = () => out.push('source error ' + source.readyState);
            const channel = new MessageChannel();
            channel.port2.onmessage = (event) => out.push('port ' + JSON.stringify(event.data));
            channel.port1.postMessage({ a: 1 });
            const one = new BroadcastChannel('c'), two = new BroadcastChannel('c');
            two.onmessage = (event) => out.push('broadcast ' + event.data);
            one.postMessage('hi');
            """)
        await runtime.runUntilIdle(timeout: .seconds(1))
        let result = await runtime.js("out.join('\\n')").stringValue
        XCTAssertEqual(result, """
            [object WebSocket],0,wss://chat.example.com/live,blob,3
            InvalidStateError
            SyntaxError: The string did not match the expected pattern.
            SyntaxError: The string did not match the expected pattern.
            wss://example.com/a
            InvalidAccessError
            error 3
            close 1006 false
            source error 2
            port {"a":1}
            broadcast hi
            """)
    }

    /// dom/data-transfer.js, as WebKit answers (`webengine run --engine webkit`).
    func testDataTransferAsWebKit() async throws {
        let runtime = try await page()
        let result = await runtime.js("""
            (() => {
                const d = new DataTransfer();
                const out = [[String(d), d.dropEffect, d.effectAllowed, String(d.items), d.items.length, JSON.stringify(d.types), d.files.length].join(',')];
                d.setData('text', 'hello');
                d.setData('URL', 'https://a.example/');
                out.push([JSON.stringify(d.types), d.getData('text/plain'), d.getData('url'), d.items.length, d.items[0].kind, d.items[0].type, d.types === d.types].join(','));
                d.items.add('x', 'text/html');
                try { d.items.add('y', 'text/html'); } catch (error) { out.push(error.name); }
                d.clearData('text');
                d.effectAllowed = 'copyMove';
                out.push([JSON.stringify(d.types), d.effectAllowed].join(','));
                d.items.remove(0);
                out.push([d.items.length, d.items[0].getAsFile()].join(','));
                return out.join('\\n');
            })()
            """).stringValue
        XCTAssertEqual(result, """
            [object DataTransfer],none,none,[object DataTransferItemList],0,[],0
            ["text/plain","text/uri-list"],hello,https://a.example/,2,string,text/plain,false
            NotSupportedError
            ["text/uri-list","text/html"],none
            1,
            """)
    }
}
