import Foundation
import JSRuntime
import WebEngineKit
import WebKitEngine
import XCTest

/// A form submits its fields in its document's encoding (HTML's urlencoded, text/plain and
/// multipart serializers; `accept-charset`; `_charset_`). The expected values are the WebKit
/// engine's output for the same pages (GET: the URL real WebKit navigates to), and headless
/// Chromium's where WebKit's single-byte encoders differ from the Encoding Standard.
final class FormSubmissionEncodingTests: XCTestCase {
    /// Character references only, so the page reads the same in every encoding.
    static let page = """
        <form id=f action="https://app.example/s"><input name="q&#x3053;" value="&#x3053;&#x3093;&#x306B;&#x3061;&#x306F; &#xA5;&#x203E;&#x2212;&#x20AC;&#xFF71;">\
        <input name="k" value="&#xD55C;&#xAD6D; &#x1F600; a+b=c&amp;d *-._~!'()%"><input type=hidden name=_charset_><input type=hidden name=_CHARSET_ value=x>\
        <textarea name=t>&#x420;&#x443;&#x441;
        &#x2550;&#x5341;&#x4E2D;&#x6587;</textarea></form>
        <form id=p method=post action="https://app.example/p"><input name="q" value="&#x3053;&#xD55C;&#x20AC; a+b"><input type=hidden name=_charset_>\
        <button id=go name=via value="&#x3042;">Go</button></form>
        <form id=x method=post enctype=text/plain action="https://app.example/x"><input name="q" value="&#x3053;&#xD55C;&#x20AC;"></form>
        <form id=m method=post enctype=multipart/form-data action="https://app.example/m"><input name="q" value="&#x3053;&#xD55C;&#x20AC;"></form>
        <form id=a accept-charset="bogus,windows-1251" action="https://app.example/a"><input name="q" value="&#x420;&#x3053;"><input type=hidden name=_charset_></form>
        <form id=u accept-charset="nothing-known" action="https://app.example/u"><input name="q" value="&#x420;&#x3053;"><input type=hidden name=_charset_></form>
        """

    /// The GET form `f`'s URL in each encoding, as WebKit submits it.
    static let webKitQueries: [String: String] = [
        "shift_jis": "q%82%B1=%82%B1%82%F1%82%C9%82%BF%82%CD+%5C%7E%81%7C%26%238364%3B%B1&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=Shift_JIS&_CHARSET_=Shift_JIS&t=%84Q%84%85%84%83%0D%0A%26%239552%3B%8F%5C%92%86%95%B6",
        "euc-kr": "q%AA%B3=%AA%B3%AA%F3%AA%CB%AA%C1%AA%CF+%26%23165%3B%26%238254%3B%26%238722%3B%A2%E6%26%2365393%3B&k=%C7%D1%B1%B9+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=EUC-KR&_CHARSET_=EUC-KR&t=%AC%B2%AC%E5%AC%E3%0D%0A%26%239552%3B%E4%A8%F1%E9%D9%FE",
        "windows-1251": "q%26%2312371%3B=%26%2312371%3B%26%2312435%3B%26%2312395%3B%26%2312385%3B%26%2312399%3B+%26%23165%3B%26%238254%3B%26%238722%3B%88%26%2365393%3B&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=windows-1251&_CHARSET_=windows-1251&t=%D0%F3%F1%0D%0A%26%239552%3B%26%2321313%3B%26%2320013%3B%26%2325991%3B",
        "gbk": "q%A4%B3=%A4%B3%A4%F3%A4%CB%A4%C1%A4%CF+%26%23165%3B%26%238254%3B%26%238722%3B%80%26%2365393%3B&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=GBK&_CHARSET_=GBK&t=%A7%B2%A7%E5%A7%E3%0D%0A%A8T%CA%AE%D6%D0%CE%C4",
        "big5": "q%C6%F9=%C6%F9%C7z%C7R%C7H%C7V+%26%23165%3B%26%238254%3B%26%238722%3B%A3%E1%26%2365393%3B&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=Big5&_CHARSET_=Big5&t=%C8E%C8i%C8g%0D%0A%F9%F9%A4Q%A4%A4%A4%E5",
        "euc-jp": "q%A4%B3=%A4%B3%A4%F3%A4%CB%A4%C1%A4%CF+%5C%7E%A1%DD%26%238364%3B%8E%B1&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=EUC-JP&_CHARSET_=EUC-JP&t=%A7%B2%A7%E5%A7%E3%0D%0A%26%239552%3B%BD%BD%C3%E6%CA%B8",
        "iso-2022-jp": "q%1B%24B%243%1B%28B=%1B%24B%243%24s%24K%24A%24O%1B%28B+%1B%28J%5C%7E%1B%24B%21%5D%1B%28B%26%238364%3B%1B%24B%25%22%1B%28B&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=ISO-2022-JP&_CHARSET_=ISO-2022-JP&t=%1B%24B%272%27e%27c%1B%28B%0D%0A%26%239552%3B%1B%24B%3D%3DCfJ8%1B%28B",
        "gb18030": "q%A4%B3=%A4%B3%A4%F3%A4%CB%A4%C1%A4%CF+%810%846%816%A82%816%D31%A2%E3%841%973&k=%836%843%827%F40+%949%FC6+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=gb18030&_CHARSET_=gb18030&t=%A7%B2%A7%E5%A7%E3%0D%0A%A8T%CA%AE%D6%D0%CE%C4",
        "koi8-r": "q%26%2312371%3B=%26%2312371%3B%26%2312435%3B%26%2312395%3B%26%2312385%3B%26%2312399%3B+%26%23165%3B%26%238254%3B%26%238722%3B%26%238364%3B%26%2365393%3B&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=KOI8-R&_CHARSET_=KOI8-R&t=%F2%D5%D3%0D%0A%A0%26%2321313%3B%26%2320013%3B%26%2325991%3B",
        "windows-1252": "q%26%2312371%3B=%26%2312371%3B%26%2312435%3B%26%2312395%3B%26%2312385%3B%26%2312399%3B+%A5%26%238254%3B%26%238722%3B%80%26%2365393%3B&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=windows-1252&_CHARSET_=windows-1252&t=%26%231056%3B%26%231091%3B%26%231089%3B%0D%0A%26%239552%3B%26%2321313%3B%26%2320013%3B%26%2325991%3B",
        // The standard's (and Chromium's): WebKit's ICU converter writes ¥ as 0x8E and ═ as
        // 0x9D, best-fit mappings ISO-8859-2 does not have.
        "iso-8859-2": "q%26%2312371%3B=%26%2312371%3B%26%2312435%3B%26%2312395%3B%26%2312385%3B%26%2312399%3B+%26%23165%3B%26%238254%3B%26%238722%3B%26%238364%3B%26%2365393%3B&k=%26%2354620%3B%26%2344397%3B+%26%23128512%3B+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=ISO-8859-2&_CHARSET_=ISO-8859-2&t=%26%231056%3B%26%231091%3B%26%231089%3B%0D%0A%26%239552%3B%26%2321313%3B%26%2320013%3B%26%2325991%3B",
        "utf-8": "q%E3%81%93=%E3%81%93%E3%82%93%E3%81%AB%E3%81%A1%E3%81%AF+%C2%A5%E2%80%BE%E2%88%92%E2%82%AC%EF%BD%B1&k=%ED%95%9C%EA%B5%AD+%F0%9F%98%80+a%2Bb%3Dc%26d+*-._%7E%21%27%28%29%25&_charset_=UTF-8&_CHARSET_=UTF-8&t=%D0%A0%D1%83%D1%81%0D%0A%E2%95%90%E5%8D%81%E4%B8%AD%E6%96%87",
    ]

    func testAGetFormsQueryIsInTheDocumentsEncodingAsWebKitWritesIt() async throws {
        for (label, query) in Self.webKitQueries.sorted(by: { $0.key < $1.key }) {
            let submissions = try await Self.submit("document.getElementById('f').submit()", charset: label, on: JSWebEngine())
            XCTAssertEqual(submissions.map(\.url), ["https://app.example/s?" + query], label)
        }
    }

    func testPostBodiesAcceptCharsetAndCharsetFieldsAsWebKit() async throws {
        let engine = try await JSWebEngine()
        let cases: [(String, String, String, String)] = [
            ("shift_jis", "document.getElementById('go').click()", "https://app.example/p", "q=%82%B1%26%2354620%3B%26%238364%3B+a%2Bb&_charset_=Shift_JIS&via=%82%A0"),
            ("euc-kr", "document.getElementById('p').submit()", "https://app.example/p", "q=%AA%B3%C7%D1%A2%E6+a%2Bb&_charset_=EUC-KR"),
            ("shift_jis", "document.getElementById('x').submit()", "https://app.example/x", "q=こ&#54620;&#8364;\r\n"),
            ("shift_jis", "document.getElementById('m').submit()", "https://app.example/m",
             "------WebEngineFormBoundary\r\nContent-Disposition: form-data; name=\"q\"\r\n\r\nこ&#54620;&#8364;\r\n------WebEngineFormBoundary--\r\n"),
            // accept-charset: its first label the standard knows (spaces or commas between);
            // none known: the document's (as WebKit; the standard says UTF-8).
            ("shift_jis", "document.getElementById('a').submit()", "https://app.example/a?q=%D0%26%2312371%3B&_charset_=windows-1251", ""),
            ("shift_jis", "document.getElementById('u').submit()", "https://app.example/u?q=%84Q%82%B1&_charset_=Shift_JIS", ""),
            // URLSearchParams stays UTF-8 whatever the document's encoding.
            ("shift_jis", "location.href = 'https://app.example/l?' + new URLSearchParams({ q: '\\u3053' })", "https://app.example/l?q=%E3%81%93", ""),
        ]
        for (label, script, url, body) in cases {
            let submissions = try await Self.submit(script, charset: label, on: engine)
            XCTAssertEqual(submissions.map(\.url), [url], script)
            if !body.isEmpty { XCTAssertEqual(submissions.map(\.body), [body], script) }
        }
    }

    /// Characters where glibc's tables and the standard's indexes differ (best fits such as
    /// Shift_JIS's ¢, IBM's extensions in EUC-JP, GBK's and Big5's table differences, the C1
    /// controls Windows leaves undefined, KOI8-U's Ў, windows-1258's decomposition), each
    /// submitted as WebKit submits it. A sweep of the Basic Multilingual Plane through both
    /// engines finds no other difference for Shift_JIS, EUC-JP, EUC-KR, GBK, gb18030 and Big5;
    /// in single-byte encodings WebKit's ICU converters also drop default-ignorable code points
    /// and write best fits (x-mac-cyrillic's ʻ as 0xD4), where this follows the standard, as
    /// Chromium does.
    func testCharactersWhereGlibcDiffersFromTheStandardAsWebKit() async throws {
        let cases: [(String, [UInt32], String)] = [
            ("shift_jis", [0x80, 0xA2, 0x2014, 0x2016, 0x301C, 0xFF5E], "%80.%26%23162%3B.%26%238212%3B.%26%238214%3B.%26%2312316%3B.%81%60"),
            ("euc-jp", [0xA2, 0x2170, 0x2160, 0xFF0D, 0xE9], "%26%23162%3B.%FC%F1.%AD%B5.%A1%DD.%26%23233%3B"),
            ("gbk", [0x1F9, 0x2E81, 0x20AC, 0xE78D], "%A8%BF.%FEP.%80.%A6%D9"),
            ("gb18030", [0xE78D, 0xE816, 0x20AC], "%A6%D9.%FEQ.%A2%E3"),
            ("big5", [0x80, 0xA2, 0xAF, 0x2027, 0x2550, 0x5341, 0xFFE5, 0x20AC], "%26%23128%3B.%26%23162%3B.%A1%C2.%A1E.%F9%F9.%A4Q.%A2D.%A3%E1"),
            ("windows-1250", [0x81, 0x98], "%81.%98"),
            ("windows-874", [0x81], "%81"),
            ("windows-1258", [0xC3, 0xA4], "%26%23195%3B.%A4"),
            ("koi8-u", [0x40E, 0x45E, 0x255D], "%BE.%AE.%26%239565%3B"),
            ("x-mac-cyrillic", [0x20AC, 0xA4], "%FF.%26%23164%3B"),
        ]
        let engine = try await JSWebEngine()
        for (label, codePoints, query) in cases {
            // (Set by script: the parser reads &#128; to &#159; as windows-1252's characters.)
            let page = "<form id=f action=\"https://a.example/s\"><input id=q name=q></form>"
            try await engine.loadHTML(Data(page.utf8), characterEncodingName: label, baseURL: URL(string: "https://a.example/"))
            let mark = await engine.sessionRecord.events.count
            let value = "[\(codePoints.map(String.init).joined(separator: ","))].map((c) => String.fromCodePoint(c)).join('.')"
            _ = try await engine.executeScript("document.getElementById('q').value = \(value); document.getElementById('f').submit()", sourceURL: "submit.js")
            let urls = await engine.sessionRecord.events.dropFirst(mark).filter { $0.handler == "navigation" }.map { $0.data["url"]?.stringValue }
            XCTAssertEqual(urls, ["https://a.example/s?q=" + query], label)
        }
    }

    /// The same pages on real WebKit: its GET URLs (its own encoder) and the POST bodies its
    /// page script encodes through WebKit's URL parser equal the fast engine's.
    func testBothEnginesSubmitTheSameBytes() async throws {
        let webkit: WebKitEngine
        do { webkit = try await WebKitEngine() } catch let error as WebKitEngineError { throw XCTSkip("the WebKit engine cannot start here: \(error)") }
        let fast = try await JSWebEngine()
        let scripts = ["document.getElementById('f').submit()", "document.getElementById('go').click()", "document.getElementById('a').submit()",
                       "document.getElementById('m').submit()"]
        for label in ["shift_jis", "euc-kr", "big5", "iso-2022-jp", "windows-1251", "utf-8"] {
            for script in scripts {
                let expected = try await Self.submit(script, charset: label, on: fast)
                let actual = try await Self.submit(script, charset: label, on: webkit)
                XCTAssertEqual(actual.map(\.url), expected.map(\.url), "\(label): \(script)")
                XCTAssertEqual(actual.map(\.body), expected.map(\.body), "\(label): \(script)")
            }
        }
    }

    // MARK: Support

    struct Submission: Equatable { var url: String; var body: String? }

    /// Loads the page decoded as `charset`, runs `script`, and waits for the navigation it asks.
    static func submit(_ script: String, charset: String, on engine: any BridgedWebEngine) async throws -> [Submission] {
        try await engine.loadHTML(Data(page.utf8), characterEncodingName: charset, baseURL: URL(string: "https://app.example/form"))
        let mark = await engine.sessionRecord.events.count
        _ = try await engine.executeScript(script, sourceURL: "submit.js")
        var navigations: [RenderReport.Event] = []
        let deadline = ContinuousClock.now + .seconds(5)
        while navigations.isEmpty, ContinuousClock.now < deadline {
            navigations = await engine.sessionRecord.events.dropFirst(mark).filter { $0.handler == "navigation" }
            if navigations.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        }
        return navigations.map { Submission(url: $0.data["url"]?.stringValue ?? "", body: $0.data["body"]?.stringValue) }
    }
}
