import DOMShim
import JSRuntime
import XCTest

/// TextEncoder, TextDecoder and window.crypto on an https page. Expected values are the WebKit
/// engine's answers to the same script (`webengine run --engine webkit --url https://...`), but
/// for `crypto.subtle`, which WebKit has in a secure context and this engine does not build
/// (docs/dom.md).
final class EncodingAndCryptoTests: XCTestCase {
    func testEncodersAndDecodersAsWebKits() async throws {
        let runtime = try await page()
        let answer = await runtime.js(#"""
            const t = new TextDecoder();
            JSON.stringify([t.encoding, new TextDecoder('latin1').encoding, new TextDecoder('sjis').encoding,
                (() => { try { new TextDecoder('nope'); } catch (e) { return e.name + ': ' + e.message; } })(),
                (() => { try { new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array([0xff])); } catch (e) { return e.name + ': ' + e.message; } })(),
                new TextDecoder().decode(new Uint8Array([0xEF, 0xBB, 0xBF, 0x61, 0xE2, 0x82])), new TextDecoder('shift_jis').decode(new Uint8Array([0x82, 0xa0])),
                Array.from(new TextEncoder().encode('a\u00e9\ud83d')), JSON.stringify(new TextEncoder().encodeInto('h\u00e9llo', new Uint8Array(3))),
                Object.getOwnPropertyNames(TextDecoder.prototype), Object.getOwnPropertyNames(TextEncoder.prototype),
                new TextDecoder('utf-16le').decode(new Uint8Array([0xFF, 0xFE, 0x61, 0, 0x3D, 0xD8])), new TextDecoder('windows-1252').decode(new Uint8Array([0x80, 0x41])),
                (() => { const s = new TextDecoder(); return s.decode(new Uint8Array([0xE2, 0x82]), { stream: true }) + '|' + s.decode(new Uint8Array([0xAC])); })(),
                (() => { try { new TextDecoder().decode('x'); } catch (e) { return e.name; } })(),
                new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array([0xEF, 0xBB, 0xBF, 0x61])).length,
                new TextDecoder().decode(new TextEncoder().encode('\u{1F600} \u00fc \u4e2d')) === '\u{1F600} \u00fc \u4e2d'])
            """#)
        XCTAssertEqual(answer.stringValue, #"""
            ["utf-8","windows-1252","shift_jis","RangeError: Bad value","TypeError: Type error","a\ufffd","\u3042",[97,195,169,239,191,189],"{\"read\":2,\"written\":3}",["constructor","encoding","fatal","ignoreBOM","decode"],["constructor","encoding","encode","encodeInto"],"a\ufffd","\u20acA","|\u20ac","TypeError",2,true]
            """#.replacingOccurrences(of: "\\ufffd", with: "\u{FFFD}").replacingOccurrences(of: "\\u3042", with: "\u{3042}").replacingOccurrences(of: "\\u20ac", with: "\u{20AC}"))
    }

    func testCryptoGivesRandomValuesAndUUIDsAsWebKits() async throws {
        let runtime = try await page()
        let answer = await runtime.js(#"""
            const d = Object.getOwnPropertyDescriptor(window, 'crypto');
            const a = crypto.getRandomValues(new Uint32Array(64)), b = crypto.getRandomValues(new Uint32Array(64));
            JSON.stringify([typeof crypto.getRandomValues, (crypto, typeof Object.getOwnPropertyDescriptor(window, 'crypto').get), Object.getOwnPropertyDescriptor(window, 'crypto').enumerable,
                (() => { try { crypto.getRandomValues(new Float32Array(1)); } catch (e) { return e.name; } })(),
                (() => { try { crypto.getRandomValues(new Uint8Array(65537)); } catch (e) { return e.name; } })(),
                crypto.getRandomValues(new Uint8Array(65536)).length, a.some((value, i) => value !== b[i]), new Set(a).size > 60,
                /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID()), crypto.randomUUID() !== crypto.randomUUID(),
                crypto === crypto, Object.prototype.toString.call(crypto), (() => { try { new Crypto(); } catch (e) { return e.name; } })()])
            """#)
        XCTAssertEqual(answer.stringValue, #"["function","function",true,"TypeMismatchError","QuotaExceededError",65536,true,true,true,true,true,"[object Crypto]","TypeError"]"#)
    }
}
